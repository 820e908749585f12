//! Layout: where cells and coordinate labels go on a character grid, from `Geometry::points`
//! alone — a fixed scale for square and hex boards, a fitted one for any other drawing.

use super::canvas::Canvas;
use anstyle::Style;

/// A piece of text pinned to a drawing point (in cell widths, x right, y up).
pub struct Item {
    pub point: (f32, f32),
    pub text: String,
    pub style: Style,
    pub anchor: Anchor,
}

/// Which character of an item sits on its point.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Centre,
    /// The last character: labels left of a row.
    End,
    /// The first character: labels right of a row.
    Start,
}

/// Characters per cell width, across and down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    pub x: f32,
    pub y: f32,
}

/// Lays items out at a scale; the picture's top-left is the leftmost and highest item.
pub fn paint(items: &[Item], scale: Scale) -> Canvas {
    let placed: Vec<(i64, i64)> = items
        .iter()
        .map(|item| {
            let col = (item.point.0 * scale.x).round() as i64;
            let width = item.text.chars().count() as i64;
            let start = match item.anchor {
                Anchor::Centre => col - (width - 1) / 2,
                Anchor::End => col - width + 1,
                Anchor::Start => col,
            };
            (start, (-item.point.1 * scale.y).round() as i64)
        })
        .collect();
    let left = placed.iter().map(|p| p.0).min().unwrap_or(0);
    let top = placed.iter().map(|p| p.1).min().unwrap_or(0);
    let mut canvas = Canvas::default();
    for (item, (col, row)) in items.iter().zip(placed) {
        canvas.put((col - left) as usize, (row - top) as usize, &item.text, item.style);
    }
    canvas
}

/// A scale at which items `width` characters wide centred on `points` neither overlap nor
/// touch, as small as it can be while keeping the board's shape: every row count from a few
/// up to two per point is tried, points that round to one row are spread apart, and the
/// smallest picture that stretches the board sideways at most twice wins (as a square grid of
/// one row and four columns a cell is) (the least
/// stretched when none does). Characters are about twice as tall as wide, so x is at least 2y.
pub fn fit(points: &[(f32, f32)], width: usize) -> Scale {
    let extent = |axis: fn(&(f32, f32)) -> f32| {
        let values = points.iter().map(axis);
        values.clone().fold(f32::MIN, f32::max) - values.fold(f32::MAX, f32::min)
    };
    let (span_x, span_y) = (extent(|p| p.0), extent(|p| p.1));
    if span_y < 1e-3 {
        let x = row_spread(points, 1.0, width).unwrap_or((width + 1) as f32);
        return Scale { x, y: 1.0 };
    }
    // (stretched beyond a half, stretch or area): smaller is better.
    let mut best: Option<((bool, f32), Scale)> = None;
    for rows in 2..=(2 * points.len()).max(2) {
        let y = rows as f32 / span_y;
        let Some(spread) = row_spread(points, y, width) else { continue };
        let x = spread.max(2.0 * y);
        let stretch = x / (2.0 * y);
        let area = (span_x * x + width as f32) * (rows + 1) as f32;
        let score = if stretch <= 2.0 { (false, area) } else { (true, stretch) };
        if best.is_none_or(|(b, _)| score < b) {
            best = Some((score, Scale { x, y }));
        }
    }
    best.map_or(Scale { x: (width + 1) as f32, y: 2.0 * points.len() as f32 / span_y }, |(_, s)| s)
}

/// The x scale that keeps points on the same row `width + 2` characters apart, or `None` when
/// two points would share a row and a column.
fn row_spread(points: &[(f32, f32)], y_scale: f32, width: usize) -> Option<f32> {
    let row = |p: &(f32, f32)| (-p.1 * y_scale).round() as i64;
    let mut x = (width + 1) as f32;
    for (i, a) in points.iter().enumerate() {
        for b in points[i + 1..].iter().filter(|b| row(b) == row(a)) {
            let dx = (a.0 - b.0).abs();
            if dx < 1e-3 {
                return None;
            }
            x = x.max((width + 2) as f32 / dx);
        }
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_grid_gets_one_row_per_rank_and_room_for_each_label() {
        let grid: Vec<(f32, f32)> = (0..9).map(|i| ((i % 3) as f32, (i / 3) as f32)).collect();
        assert_eq!(fit(&grid, 2), Scale { x: 4.0, y: 1.0 });
    }

    #[test]
    fn points_at_one_height_and_one_place_are_pulled_apart_by_rows() {
        let points = [(0.0, 0.0), (0.0, 0.01), (1.0, 0.0)];
        let scale = fit(&points, 1);
        let rows: Vec<i64> = points.iter().map(|p| (-p.1 * scale.y).round() as i64).collect();
        assert_ne!(rows[0], rows[1]);
    }
}

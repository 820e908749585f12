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
/// touch: distinct heights get distinct rows where the board allows, and points sharing a
/// row are spread apart. Characters are about twice as tall as wide, so x is at least 2y.
pub fn fit(points: &[(f32, f32)], width: usize) -> Scale {
    let mut y = 1.0 / smallest_gap(points.iter().map(|p| p.1)).unwrap_or(1.0);
    let span = points.iter().map(|p| p.1).fold(f32::MIN, f32::max)
        - points.iter().map(|p| p.1).fold(f32::MAX, f32::min);
    // Never more than about two rows per cell, however close two heights are.
    let most_rows = 2.0 * points.len() as f32;
    if span * y > most_rows {
        y = most_rows / span;
    }
    for _ in 0..12 {
        if let Some(x) = row_spread(points, y, width) {
            return Scale { x: x.max(2.0 * y), y };
        }
        y *= 2.0;
    }
    Scale { x: (width + 1) as f32, y }
}

/// The smallest difference between distinct values (closer than 1/1000 counts as equal).
fn smallest_gap(values: impl Iterator<Item = f32>) -> Option<f32> {
    let mut sorted: Vec<f32> = values.collect();
    sorted.sort_by(f32::total_cmp);
    sorted.windows(2).map(|w| w[1] - w[0]).filter(|gap| *gap > 1e-3).reduce(f32::min)
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

//! Layout: where cells and coordinate labels go on a character grid, from `Geometry::points`
//! alone — a fixed scale for square and hex boards, a fitted one for any other drawing.

use super::canvas::Canvas;
use anstyle::Style;

/// A piece of text pinned to a drawing point (in cell widths, x right, y up), in spans of one
/// style each (a cell's frame in its region's colours, its piece in its owner's).
pub struct Item {
    pub point: (f32, f32),
    pub spans: Vec<(String, Style)>,
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
    paint_linked(items, scale, &[])
}

/// `paint`, with a line drawn between the items of each pair in `links` (a graph board's
/// lines), around any text in the way.
pub fn paint_linked(items: &[Item], scale: Scale, links: &[(usize, usize)]) -> Canvas {
    let placed: Vec<(i64, i64, i64)> = items
        .iter()
        .map(|item| {
            let col = (item.point.0 * scale.x).round() as i64;
            let width = item.spans.iter().map(|(text, _)| text.chars().count()).sum::<usize>() as i64;
            let start = match item.anchor {
                Anchor::Centre => col - (width - 1) / 2,
                Anchor::End => col - width + 1,
                Anchor::Start => col,
            };
            (start, (-item.point.1 * scale.y).round() as i64, width)
        })
        .collect();
    let left = placed.iter().map(|p| p.0).min().unwrap_or(0);
    let top = placed.iter().map(|p| p.1).min().unwrap_or(0);
    let mut canvas = Canvas::default();
    for (item, &(col, row, _)) in items.iter().zip(&placed) {
        let mut col = (col - left) as usize;
        for (text, style) in &item.spans {
            canvas.put(col, (row - top) as usize, text, *style);
            col += text.chars().count();
        }
    }
    let centre = |i: usize| {
        let (col, row, width) = placed[i];
        (col - left + (width - 1) / 2, row - top)
    };
    for &(a, b) in links.iter().filter(|(a, b)| *a < items.len() && *b < items.len()) {
        draw_line(&mut canvas, centre(a), centre(b));
    }
    canvas
}

/// A line of box-drawing characters from one character to another, by their slope
/// (characters are about twice as tall as wide).
fn draw_line(canvas: &mut Canvas, from: (i64, i64), to: (i64, i64)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let (across, down) = (dx.abs(), 2 * dy.abs());
    let glyph = if across > 2 * down {
        '─'
    } else if down > 2 * across {
        '│'
    } else if (dx > 0) == (dy > 0) {
        '╲'
    } else {
        '╱'
    };
    let steps = dx.abs().max(dy.abs());
    for step in 1..steps {
        let col = from.0 + (dx * step + steps / 2 * dx.signum()) / steps;
        let row = from.1 + (dy * step + steps / 2 * dy.signum()) / steps;
        canvas.put_between(col as usize, row as usize, glyph, anstyle::Style::new().dimmed());
    }
}

/// The most characters a text board may take (rows × columns): past it, a board is drawn
/// by the order of its points rather than their distances, or, if still too large, not at all.
pub const MAX_AREA: f32 = 2_000_000.0;

/// Where to draw `points` and at what scale, for items `width` characters wide: the points
/// themselves when `fit` finds a scale of at most `MAX_AREA` characters; else each point's
/// rank among the distinct x and y values, which keeps left and right, above and below, but
/// not distances (points 0.001 apart beside points a million apart); `None` when even that is
/// too large to show.
pub fn arrange(points: &[(f32, f32)], width: usize) -> Option<(Vec<(f32, f32)>, Scale)> {
    let area = |points: &[(f32, f32)], scale: Scale| {
        let extent = |axis: fn(&(f32, f32)) -> f32| {
            let values = points.iter().map(axis);
            values.clone().fold(f32::MIN, f32::max) - values.fold(f32::MAX, f32::min)
        };
        (extent(|p| p.0) * scale.x + width as f32 + 1.0) * (extent(|p| p.1) * scale.y + 1.0)
    };
    let scale = fit(points, width);
    if area(points, scale) <= MAX_AREA {
        return Some((points.to_vec(), scale));
    }
    let ranked = ranks(points);
    let scale = fit(&ranked, width);
    (area(&ranked, scale) <= MAX_AREA).then_some((ranked, scale))
}

/// Each point as the rank of its x among the distinct x values, and of its y among the y
/// values; values less than 0.001 apart count as one.
fn ranks(points: &[(f32, f32)]) -> Vec<(f32, f32)> {
    let rank = |axis: fn(&(f32, f32)) -> f32| {
        let mut order: Vec<usize> = (0..points.len()).collect();
        order.sort_by(|&a, &b| axis(&points[a]).total_cmp(&axis(&points[b])));
        let mut ranks = vec![0.0; points.len()];
        let mut rank = 0.0;
        for pair in order.windows(2) {
            if axis(&points[pair[1]]) - axis(&points[pair[0]]) >= 1e-3 {
                rank += 1.0;
            }
            ranks[pair[1]] = rank;
        }
        ranks
    };
    let (x, y) = (rank(|p| p.0), rank(|p| p.1));
    x.into_iter().zip(y).collect()
}

/// A scale at which items `width` characters wide centred on `points` neither overlap nor
/// touch, as small as it can be while keeping the board's shape: row counts from a few up to
/// two per point are tried (every one up to 256, then every tenth more), points that round to
/// one row are spread apart, and the smallest picture that stretches the board sideways at
/// most twice wins (as a square grid of one row and four columns a cell is) (the least
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
    for rows in row_counts((2 * points.len()).max(2)) {
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

/// The row counts `fit` tries: each from 2 to 256, then about a tenth more each time, to `most`.
fn row_counts(most: usize) -> impl Iterator<Item = usize> {
    let mut next = 2;
    std::iter::from_fn(move || {
        let rows = next;
        next = if rows < 256 { rows + 1 } else { rows + rows / 10 };
        (rows <= most).then_some(rows)
    })
}

/// The x scale that keeps points on the same row `width + 2` characters apart, or `None` when
/// two points would share a row and a column. Only neighbours along a row are compared.
fn row_spread(points: &[(f32, f32)], y_scale: f32, width: usize) -> Option<f32> {
    let row = |p: &(f32, f32)| (-p.1 * y_scale).round() as i64;
    let mut order: Vec<(i64, f32)> = points.iter().map(|p| (row(p), p.0)).collect();
    order.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut x = (width + 1) as f32;
    for pair in order.windows(2).filter(|pair| pair[0].0 == pair[1].0) {
        let dx = pair[1].1 - pair[0].1;
        if dx < 1e-3 {
            return None;
        }
        x = x.max((width + 2) as f32 / dx);
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

    #[test]
    fn points_a_millionth_apart_beside_points_a_million_apart_are_drawn_by_their_order() {
        let points = [(0.0, 0.0), (0.001, 0.0), (1_000_000.0, 0.0)];
        let (placed, scale) = arrange(&points, 3).expect("three points can be drawn");
        let columns: Vec<f32> = placed.iter().map(|p| p.0 * scale.x).collect();
        assert!(columns[0] < columns[1] && columns[1] < columns[2], "{columns:?}");
        assert!(columns[2] - columns[0] < 100.0, "{columns:?}");
    }

    #[test]
    fn four_thousand_spots_are_laid_out_in_a_moment() {
        let grid: Vec<(f32, f32)> = (0..4096).map(|i| ((i % 64) as f32, (i / 64) as f32)).collect();
        let started = std::time::Instant::now();
        let (_, scale) = arrange(&grid, 5).expect("a 64 x 64 grid can be drawn");
        assert!(started.elapsed().as_secs_f32() < 2.0, "{:?}", started.elapsed());
        assert!(scale.y >= 1.0, "{scale:?}");
    }
}

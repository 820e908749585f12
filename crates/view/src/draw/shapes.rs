//! Shapes: the items of a text board — cells and coordinates — for square grids, hex boards,
//! and, for any other board, cells named or occupied at their drawing points.

use super::layout::{Anchor, Item, Scale, arrange};
use super::palette::{mark_style, region_glyph, region_style};
use super::recent::Touch;
use super::view::{CellView, View};
use anstyle::Style;
use yon::compile::geometry::{Geometry, Shape, file_letters};

/// Where coordinate labels go, as offsets from the cells at the ends of files and ranks.
pub struct LabelPlan {
    /// Offset from the lowest cell of each file, if files are labelled below.
    pub below: Option<(f32, f32)>,
    /// Offset from the highest cell of each file, if files are labelled above.
    pub above: Option<(f32, f32)>,
    /// Whether ranks are also labelled to the right of their last cell.
    pub right: bool,
    /// How far rank numbers sit from the first (and last) cell of their rank.
    pub rank_gap: f32,
}

/// Square boards: letters below and above, numbers on both sides. Hex boards: files run up
/// and to the right, so their letters sit past the top end of each file, numbers at row starts.
pub fn label_plan(shape: Shape) -> LabelPlan {
    match shape {
        Shape::Square => {
            LabelPlan { below: Some((0.0, -1.0)), above: Some((0.0, 1.0)), right: true, rank_gap: 1.0 }
        }
        Shape::Hex => {
            LabelPlan { below: None, above: Some((0.5, 3f32.sqrt() / 2.0)), right: false, rank_gap: 0.75 }
        }
        // Spots show their names instead of coordinates.
        Shape::Graph => LabelPlan { below: None, above: None, right: false, rank_gap: 0.0 },
    }
}

/// Coordinate labels of a grid board: (point, text, anchor).
pub fn labels(geometry: &Geometry) -> Vec<(f32, f32, String, Anchor)> {
    let plan = label_plan(geometry.shape);
    let at = |cell: usize, (dx, dy): (f32, f32)| (geometry.points[cell].0 + dx, geometry.points[cell].1 + dy);
    let mut out = Vec::new();
    for (file, low, high) in ends(&geometry.coords, |&(file, rank)| (file, rank)) {
        for (end, offset) in [(low, plan.below), (high, plan.above)] {
            if let Some(offset) = offset {
                let (x, y) = at(end, offset);
                out.push((x, y, file_letters(file), Anchor::Centre));
            }
        }
    }
    for (rank, first, last) in ends(&geometry.coords, |&(file, rank)| (rank, file)) {
        let (x, y) = at(first, (-plan.rank_gap, 0.0));
        out.push((x, y, (rank + 1).to_string(), Anchor::End));
        if plan.right {
            let (x, y) = at(last, (plan.rank_gap, 0.0));
            out.push((x, y, (rank + 1).to_string(), Anchor::Start));
        }
    }
    out
}

/// For each line of cells (`split` gives a cell's line and its place along it): the line, and
/// its first and last cells.
fn ends(coords: &[(u32, u32)], split: fn(&(u32, u32)) -> (u32, u32)) -> Vec<(u32, usize, usize)> {
    let mut ends: Vec<(u32, usize, usize)> = Vec::new();
    for (cell, c) in coords.iter().enumerate() {
        let (line, place) = split(c);
        match ends.iter_mut().find(|e| e.0 == line) {
            Some(e) if place < split(&coords[e.1]).1 => e.1 = cell,
            Some(e) if place > split(&coords[e.2]).1 => e.2 = cell,
            Some(_) => {}
            None => ends.push((line, cell, cell)),
        }
    }
    ends
}

/// Characters per cell width: square cells three wide (four when pieces take two characters,
/// `View::owners_marked`); hex rows shifted by half a cell.
pub fn grid_scale(shape: Shape, wide: bool) -> Scale {
    match shape {
        Shape::Square if wide => Scale { x: 4.0, y: 1.0 },
        Shape::Square => Scale { x: 3.0, y: 1.0 },
        Shape::Hex => Scale { x: 4.0, y: 2.0 / 3f32.sqrt() },
        // Graph boards fit their own scale to their points (`graph_items`).
        Shape::Graph => Scale { x: 3.0, y: 1.0 },
    }
}

/// Cells of a square or hex board, one character each, with their coordinates.
pub fn grid_items(geometry: &Geometry, view: &View, styles: &[Style]) -> Vec<Item> {
    let mut items: Vec<Item> = view
        .cells
        .iter()
        .enumerate()
        .map(|(cell, c)| {
            let content = match (c.piece, c.seeds) {
                (Some(p), _) => p.text(),
                (None, Some(seeds)) => seeds.to_string(),
                (None, None) => empty_cell(c, styles, view.owners_marked),
            };
            cell_item(geometry.points[cell], &content, c, styles)
        })
        .collect();
    for (x, y, text, anchor) in labels(geometry) {
        items.push(Item { point: (x, y), spans: vec![(text, Style::new().dimmed())], anchor });
    }
    items
}

/// Any board: each cell shows its name, after its piece if any, at its drawing point (or
/// at its rank among the points, `layout::arrange`); `None` when too large to draw as text.
pub fn graph_items(
    points: &[(f32, f32)],
    names: &[String],
    view: &View,
    styles: &[Style],
) -> Option<(Vec<Item>, Scale)> {
    // A piece keeps its spot's name beside it (`W:a7`), so every spot can still be named; a
    // cell of seeds shows its name and how many it holds (`s3:4`).
    let content = |cell: usize, c: &CellView| match (c.piece, c.seeds) {
        (Some(piece), _) => format!("{}:{}", piece.text(), names[cell]),
        (None, Some(seeds)) => format!("{}:{seeds}", names[cell]),
        (None, None) => names[cell].clone(),
    };
    let width =
        view.cells.iter().enumerate().map(|(cell, c)| content(cell, c).chars().count()).max().unwrap_or(1);
    let (points, scale) = arrange(points, width + 2)?;
    let items = view
        .cells
        .iter()
        .enumerate()
        .map(|(cell, c)| cell_item(points[cell], &format!("{:^width$}", content(cell, c)), c, styles))
        .collect();
    Some((items, scale))
}

/// An empty cell as text, as wide as a piece: its glyph, then a space where pieces show their
/// owner's mark.
fn empty_cell(cell: &CellView, styles: &[Style], wide: bool) -> String {
    let glyph = empty_glyph(cell, styles);
    if wide { format!("{glyph} ") } else { glyph.to_string() }
}

/// Plain text shows a region by the glyph of its empty cells; colour shows it as background.
fn empty_glyph(cell: &CellView, styles: &[Style]) -> char {
    match cell.region {
        Some(r) if styles.is_empty() => region_glyph(r),
        _ => '.',
    }
}

/// A cell's content framed by spaces, or by `* *` where it shows why the game ended (the
/// winning line), or, for what the last turn did, by `[ ]` where a piece
/// arrived, `( )` where one left and `< >` where one was taken or flipped; in colour (when
/// `styles`, one per player, are given) the frame in the region's colours, the marks bold,
/// and the piece in its owner's.
fn cell_item(point: (f32, f32), content: &str, cell: &CellView, styles: &[Style]) -> Item {
    let (open, close) = match cell.touch {
        _ if cell.winning => ('*', '*'),
        Touch::None => (' ', ' '),
        Touch::From => ('(', ')'),
        Touch::To => ('[', ']'),
        Touch::Changed => ('<', '>'),
    };
    if styles.is_empty() {
        return Item {
            point,
            spans: vec![(format!("{open}{content}{close}"), Style::new())],
            anchor: Anchor::Centre,
        };
    }
    let ground = cell.region.map_or(Style::new(), region_style);
    let framed = cell.touch != Touch::None || cell.winning;
    let frame = if framed { mark_style(cell.region) } else { ground };
    // A piece nobody controls (a blockade) keeps the region's style.
    let piece = cell.piece.and_then(|piece| styles.get(piece.owner as usize)).copied().unwrap_or(ground);
    let spans = vec![(open.to_string(), frame), (content.to_string(), piece), (close.to_string(), frame)];
    Item { point, spans, anchor: Anchor::Centre }
}

#[cfg(test)]
mod tests {
    use super::super::layout::paint;
    use super::super::view::{CellView, Shown, View};
    use super::*;

    /// 25 spots in five pentagonal zones of five, named like `WF`, as a designer might place them.
    fn zones() -> (Vec<(f32, f32)>, Vec<String>) {
        let (mut points, mut names) = (Vec::new(), Vec::new());
        for zone in 0..5 {
            let a = std::f32::consts::TAU * zone as f32 / 5.0;
            let centre = (4.0 * a.sin(), 4.0 * a.cos());
            for spot in 0..5 {
                let b = std::f32::consts::TAU * spot as f32 / 5.0;
                points.push((centre.0 + 1.2 * b.sin(), centre.1 + 1.2 * b.cos()));
                names.push(format!(
                    "{}{}",
                    "NESWF".as_bytes()[zone] as char,
                    "NESWF".as_bytes()[spot] as char
                ));
            }
        }
        (points, names)
    }

    #[test]
    fn a_board_of_named_spots_shows_every_name_and_piece_without_overlap() {
        let (points, names) = zones();
        let mut cells = vec![
            CellView {
                piece: None,
                region: None,
                touch: Touch::None,
                seeds: None,
                winning: false,
                tile: None
            };
            25
        ];
        cells[7].piece = Some(Shown { owner: 0, letter: 'W', mark: None, height: 1, value: None, flags: 0 });
        cells[7].touch = Touch::To;
        let view = View {
            cells,
            regions: Vec::new(),
            letters_are_kinds: false,
            owners_marked: false,
            legend_marks: Vec::new(),
            flags: Vec::new(),
        };
        let (items, scale) = graph_items(&points, &names, &view, &[]).expect("25 spots can be drawn");
        let text = paint(&items, scale).render(false);
        for (cell, name) in names.iter().enumerate() {
            assert_eq!(text.matches(name.as_str()).count(), 1, "{name} (cell {cell}) once in\n{text}");
        }
        assert!(text.contains(&format!("[W:{}]", names[7])), "{text}");
        assert!(text.lines().count() < 60, "a compact drawing:\n{text}");
    }
}

//! Tiles: a shaped piece (`shape KIND: CELLS`) drawn as one — every cell it covers filled in
//! its owner's colour, edge to edge, one outline round the whole (none between its own cells)
//! and its letter once, in the cell nearest its middle. Which cells make one piece is
//! `draw::tiles`' answer, from the game's history.

use super::{CHANGED, Frame, LAST_ACTION, UNIT, WINNING};
use crate::draw::{CellView, Touch, View};
use std::fmt::Write;
use yon::compile::geometry::Shape;

/// Per cell: whether its tile's letter goes there (the cell nearest the tile's middle, the
/// first such cell on a tie); false for every cell of no tile.
pub(super) fn label_cells(view: &View, points: &[(f32, f32)]) -> Vec<bool> {
    let mut label = vec![false; view.cells.len()];
    for cells in by_tile(view).values() {
        let n = cells.len() as f32;
        let middle = cells.iter().fold((0.0, 0.0), |(x, y), &c| (x + points[c].0 / n, y + points[c].1 / n));
        let distance = |c: usize| (points[c].0 - middle.0).hypot(points[c].1 - middle.1);
        let nearest = cells.iter().copied().min_by(|&a, &b| distance(a).total_cmp(&distance(b)));
        if let Some(cell) = nearest {
            label[cell] = true;
        }
    }
    label
}

/// Each tile's cells, in cell order.
fn by_tile(view: &View) -> std::collections::BTreeMap<u32, Vec<usize>> {
    let mut tiles = std::collections::BTreeMap::new();
    for (cell, look) in view.cells.iter().enumerate() {
        if let Some(tile) = look.tile {
            tiles.entry(tile).or_insert_with(Vec::new).push(cell);
        }
    }
    tiles
}

/// The whole cell in the owner's colour, so that the cells of a tile meet: edged in the same
/// colour, half a pixel past the cell, so that no hairline of the board shows between them
/// when the picture is scaled (the outline covers the edge where the tile ends).
pub(super) fn fill(svg: &mut String, shape: Shape, (x, y): (f32, f32), fill: &str) {
    let half = UNIT / 2.0;
    let paint = format!(r#"fill="{fill}" stroke="{fill}" stroke-width="1.0""#);
    let _ = match shape {
        Shape::Hex => {
            let corners: Vec<String> =
                corners((x, y)).iter().map(|(cx, cy)| format!("{cx:.1},{cy:.1}")).collect();
            writeln!(svg, r#"<polygon class="tile" points="{}" {paint}/>"#, corners.join(" "))
        }
        _ => writeln!(
            svg,
            r#"<rect class="tile" x="{:.1}" y="{:.1}" width="{UNIT:.1}" height="{UNIT:.1}" {paint}/>"#,
            x - half,
            y - half
        ),
    };
}

/// A pointy-top hexagon's six corners round a centre, anticlockwise from the one at 30°.
fn corners((x, y): (f32, f32)) -> Vec<(f32, f32)> {
    let radius = UNIT / 3f32.sqrt();
    (0..6)
        .map(|k| {
            let angle = std::f32::consts::PI / 3.0 * k as f32 + std::f32::consts::PI / 6.0;
            (x + radius * angle.cos(), y - radius * angle.sin())
        })
        .collect()
}

/// A point in pixels.
type Point = (f32, f32);

/// A cell's edges: (its two ends, the centre of the cell across it), in pixels. The cell across
/// is a cell's width away on a square or hex board.
fn edges(shape: Shape, (x, y): Point) -> Vec<(Point, Point, Point)> {
    let half = UNIT / 2.0;
    match shape {
        Shape::Hex => {
            let c = corners((x, y));
            (0..6)
                .map(|k| {
                    let angle = std::f32::consts::PI / 3.0 * (k + 1) as f32;
                    (c[k], c[(k + 1) % 6], (x + UNIT * angle.cos(), y - UNIT * angle.sin()))
                })
                .collect()
        }
        _ => [(1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (0.0, 1.0)]
            .iter()
            .map(|&(nx, ny): &(f32, f32)| {
                let (ends, across) = ((-ny * half, nx * half), (x + nx * UNIT, y + ny * UNIT));
                let middle = (x + nx * half, y + ny * half);
                ((middle.0 + ends.0, middle.1 + ends.1), (middle.0 - ends.0, middle.1 - ends.1), across)
            })
            .collect(),
    }
}

/// The outline of every tile: each edge of its cells that no other cell of the same tile
/// shares, drawn over the board in one path per tile and look — dark, or as the cell's ring
/// would be (the last turn's piece in its colour, the winning one green). Clicks pass through
/// to the cells beneath.
pub(super) fn outlines(svg: &mut String, shape: Shape, points: &[(f32, f32)], frame: &Frame, view: &View) {
    let tiles = by_tile(view);
    if tiles.is_empty() {
        return;
    }
    svg.push_str("<g class=\"outlines\" pointer-events=\"none\" fill=\"none\" stroke-linecap=\"round\">\n");
    for cells in tiles.values() {
        let centres: Vec<(f32, f32)> = cells.iter().map(|&c| frame.at(points[c])).collect();
        let mut paths: Vec<(String, String)> = Vec::new();
        for (&cell, &centre) in cells.iter().zip(&centres) {
            let look = stroke(&view.cells[cell]);
            for (a, b, across) in edges(shape, centre) {
                let inside = centres.iter().any(|c| (c.0 - across.0).hypot(c.1 - across.1) < UNIT * 0.25);
                if inside {
                    continue;
                }
                let segment = format!("M{:.1},{:.1}L{:.1},{:.1}", a.0, a.1, b.0, b.1);
                match paths.iter_mut().find(|(l, _)| *l == look) {
                    Some((_, d)) => d.push_str(&segment),
                    None => paths.push((look.clone(), segment)),
                }
            }
        }
        for (look, d) in paths {
            let _ = writeln!(svg, r#"<path d="{d}" {look}/>"#);
        }
    }
    svg.push_str("</g>\n");
}

/// How a tile's edge on `cell` is stroked: as the cell's ring would be, or dark.
fn stroke(cell: &CellView) -> String {
    let (colour, width, dash) = match cell.touch {
        _ if cell.winning => (WINNING, 4.0, ""),
        Touch::To | Touch::From => (LAST_ACTION, 3.5, ""),
        Touch::Changed => (CHANGED, 3.5, r#" stroke-dasharray="2 3""#),
        Touch::None => ("#222", 2.5, ""),
    };
    format!(r#"stroke="{colour}" stroke-width="{width:.1}"{dash}"#)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use yon::engine::State;

    /// A game of dominoes on `board`, after its first legal placement.
    fn one_domino(board: &str) -> State {
        let source = format!(
            "game \"Dominoes\"\nplayers x o\n{board}\npiece d\nshape d: {}\nhand d 3\n\
             action place: place on empty\nlose: stuck\n",
            if board.contains("hex") { "c1 d1" } else { "a1 a2" }
        );
        let mut state = State::new(Arc::new(yon::check::load(&source).expect("the test game checks")));
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        state.play(legal[0]).expect("a legal placement");
        state
    }

    /// The outline's segments: each edge of the tile not shared by its two cells.
    fn segments(picture: &str) -> usize {
        let outlines = picture.split(r#"<g class="outlines""#).nth(1).expect("an outline");
        let paths = outlines.split("</g>").next().expect("its end");
        assert_eq!(paths.matches("<path").count(), 1, "one outline: {paths}");
        paths.matches('M').count()
    }

    #[test]
    fn two_cells_of_one_tile_share_the_edge_between_them() {
        // Two squares have 8 edges, 2 of them the one between; two hexagons 12, 2 of them too.
        for (board, edges) in [("board square 3 x 3", 6), ("board hex radius 2", 10)] {
            let picture = super::super::picture(&one_domino(board));
            assert_eq!(picture.matches(r#"class="tile""#).count(), 2, "{board}: {picture}");
            assert_eq!(segments(&picture), edges, "{board}: {picture}");
        }
    }
}

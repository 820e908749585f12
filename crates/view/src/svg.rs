//! SVG: a position as a picture drawn from `Geometry::points` — squares, hexagons, or circles
//! joined by the board's edges — with regions, pieces in owner colours, coordinates, every
//! cell the last turn changed ringed, a legend, and the last turn in words. Numbers are printed with one decimal, so output is stable.
//! A shaped piece is drawn as one (`tiles`).

mod tiles;

use super::draw::{self, CellView, Recent, Touch, View};
use std::fmt::Write;
use yon::compile::geometry::{Geometry, Shape};
use yon::engine::State;

/// Pixels per cell width, and around the board.
const UNIT: f32 = 48.0;
const MARGIN: f32 = 36.0;
const LEGEND: f32 = 40.0;
const BOARD_FILL: &str = "#f4eee0";
const LAST_ACTION: &str = "#e8590c";
/// Taken and flipped pieces' cells: a darker red than arrivals, dotted, so the two differ
/// in shade and in line for readers who do not see the colours apart.
const CHANGED: &str = "#a61e4d";
/// The cells that show why the game ended (the winning line or group): green and thick, apart
/// from the last turn's reds.
const WINNING: &str = "#2b8a3e";
/// Pixels per line of the sentences under the legend.
const LINE: f32 = 18.0;

/// Maps drawing points to pixels: y grows down, the board's bounds plus labels fill the frame.
struct Frame {
    left: f32,
    top: f32,
    scale: f32,
    width: f32,
    height: f32,
}

impl Frame {
    fn new(points: &[(f32, f32)], scale: f32) -> Frame {
        let (mut left, mut right, mut bottom, mut top) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for &(x, y) in points {
            (left, right, bottom, top) = (left.min(x), right.max(x), bottom.min(y), top.max(y));
        }
        let width = (right - left) * scale + 2.0 * MARGIN;
        let height = (top - bottom) * scale + 2.0 * MARGIN + LEGEND;
        Frame { left, top, scale, width, height }
    }

    fn at(&self, (x, y): (f32, f32)) -> (f32, f32) {
        (MARGIN + (x - self.left) * self.scale, MARGIN + (self.top - y) * self.scale)
    }
}

/// The whole picture as an SVG document, the last turn marked and told under the board.
pub fn picture(state: &State) -> String {
    drawing(state, false)
}

/// The picture with each cell's shape and piece in a group `<g class="cell" data-cell="N"
/// data-name="c3">`, so that a page can find the cell clicked and mark it; without the legend,
/// which a page lays out itself (a long one would make the board small).
pub fn clickable(state: &State) -> String {
    drawing(state, true)
}

fn drawing(state: &State, clickable: bool) -> String {
    let rules = state.rules();
    let geometry = &rules.geometry;
    let recent = Recent::last_turn(state);
    let view = draw::view(state, &recent);
    let mut told = draw::sentences(rules, &recent);
    if !view.flags.is_empty() {
        let key: Vec<String> =
            view.flags.iter().map(|f| format!("{} {f}", f.chars().next().unwrap_or('?'))).collect();
        told.push(format!("flags: {}", key.join(", ")));
    }
    let grid = geometry.shape == Shape::Square || geometry.shape == Shape::Hex;
    let labels = if grid { draw::labels(geometry) } else { Vec::new() };
    let mut extent: Vec<(f32, f32)> = geometry.points.clone();
    extent.extend(labels.iter().map(|l| (l.0, l.1)));
    let colours = draw::player_css(&rules.players);
    let keys = if clickable { Vec::new() } else { keys(state, &view, &colours) };
    // On a grid a shaped piece covers its cells edge to edge, its letter in one of them.
    let labels_at = if grid { tiles::label_cells(&view, &geometry.points) } else { Vec::new() };
    let mut frame = Frame::new(&extent, scale(&extent, &geometry.points));
    frame.width = frame.width.max(2.0 * MARGIN + keys.iter().map(key_width).sum::<f32>());
    if clickable {
        // A page lays out the legend and the words of the last turn itself.
        frame.height -= LEGEND;
    } else {
        let longest = told.iter().map(|t| t.chars().count()).max().unwrap_or(0);
        frame.width = frame.width.max(2.0 * MARGIN + 7.5 * longest as f32);
        frame.height += LINE * told.len() as f32;
    }
    let mut svg = String::new();
    let (w, h) = (frame.width, frame.height);
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.1}" height="{h:.1}" viewBox="0 0 {w:.1} {h:.1}" font-family="sans-serif">"#
    );
    let _ = writeln!(svg, "<title>{}</title>", escape(&rules.title));
    let _ = writeln!(svg, r#"<rect width="{w:.1}" height="{h:.1}" fill="white"/>"#);
    if !grid {
        edges(&mut svg, geometry, &frame);
    }
    for (cell, look) in view.cells.iter().enumerate() {
        let centre = frame.at(geometry.points[cell]);
        if clickable {
            let name = escape(&geometry.names[cell]);
            let _ = writeln!(svg, r#"<g class="cell" data-cell="{cell}" data-name="{name}">"#);
        }
        cell_shape(&mut svg, geometry.shape, centre, look, grid);
        if !grid {
            let (x, y) = centre;
            let name = escape(&geometry.names[cell]);
            // On the page the names are lifted above the pieces and dots (`yon.js`).
            let class = if clickable { r#" class="spot-name""# } else { "" };
            let _ = writeln!(
                svg,
                r##"<text{class} x="{x:.1}" y="{:.1}" font-size="11" text-anchor="middle" fill="#666">{name}</text>"##,
                y + 4.0
            );
        }
        let tile = (grid && look.tile.is_some()).then(|| (geometry.shape, labels_at[cell]));
        piece(&mut svg, centre, look, &view, &colours, tile);
        if clickable {
            svg.push_str("</g>\n");
        }
    }
    if grid {
        tiles::outlines(&mut svg, geometry.shape, &geometry.points, &frame, &view);
    }
    for (x, y, text, anchor) in labels {
        let (x, y) = frame.at((x, y));
        let anchor = match anchor {
            draw::Anchor::Centre => "middle",
            draw::Anchor::End => "end",
            draw::Anchor::Start => "start",
        };
        let _ = writeln!(
            svg,
            r##"<text x="{x:.1}" y="{:.1}" font-size="14" text-anchor="{anchor}" fill="#555">{text}</text>"##,
            y + 5.0
        );
    }
    if !clickable {
        let below = frame.height - LEGEND / 2.0 - LINE * told.len() as f32;
        legend(&mut svg, &keys, below);
        for (i, line) in told.iter().enumerate() {
            let y = below + LEGEND / 2.0 + LINE * i as f32 + 4.0;
            let _ = writeln!(
                svg,
                r##"<text x="{MARGIN:.1}" y="{y:.1}" font-size="13" fill="#333">{}</text>"##,
                escape(line)
            );
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The widest picture drawn, in pixels: a board whose points are a millionth apart beside
/// points a million apart is drawn no wider (its close points then overlap).
const MAX_SIDE: f32 = 20_000.0;

/// Pixels per unit of the points: the closest two cells `UNIT` apart, unless that makes the
/// picture wider or taller than `MAX_SIDE`.
fn scale(extent: &[(f32, f32)], points: &[(f32, f32)]) -> f32 {
    let span = |axis: fn(&(f32, f32)) -> f32| {
        let values = extent.iter().map(axis);
        values.clone().fold(f32::MIN, f32::max) - values.fold(f32::MAX, f32::min)
    };
    let widest = span(|p| p.0).max(span(|p| p.1)).max(1e-3);
    (UNIT / closest(points)).min(MAX_SIDE / widest)
}

/// The smallest distance between two cells' points: one cell width on grids.
fn closest(points: &[(f32, f32)]) -> f32 {
    let mut best = f32::MAX;
    for (i, a) in points.iter().enumerate() {
        for b in &points[i + 1..] {
            best = best.min((a.0 - b.0).hypot(a.1 - b.1));
        }
    }
    if best > 1e-3 && best < f32::MAX { best } else { 1.0 }
}

/// Each undirected edge of the board graph once, as a line between cell centres.
fn edges(svg: &mut String, geometry: &Geometry, frame: &Frame) {
    for edge in geometry.graph.raw_edges().iter().filter(|e| e.source() < e.target()) {
        let (x1, y1) = frame.at(geometry.points[edge.source().index()]);
        let (x2, y2) = frame.at(geometry.points[edge.target().index()]);
        let _ = writeln!(
            svg,
            r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#888" stroke-width="2"/>"##
        );
    }
}

/// A square, a pointy-top hexagon, or a circle; ringed in green when it shows why the game
/// ended (the winning line), or when the last turn touched it: solid
/// where a piece arrived, dashed where one left, dotted where one was taken or flipped.
fn cell_shape(svg: &mut String, shape: Shape, (x, y): (f32, f32), look: &CellView, grid: bool) {
    let fill = look.region.map_or(BOARD_FILL, draw::region_css);
    let (stroke, width, dash) = match look.touch {
        _ if look.winning => (WINNING, 4.0, ""),
        Touch::None => ("#555", 1.0, ""),
        Touch::From => (LAST_ACTION, 3.0, r#" stroke-dasharray="5 4""#),
        Touch::To => (LAST_ACTION, 3.0, ""),
        Touch::Changed => (CHANGED, 3.0, r#" stroke-dasharray="2 3""#),
    };
    let class = if look.winning { r#" class="winning""# } else { "" };
    let paint = format!(r#"fill="{fill}" stroke="{stroke}" stroke-width="{width:.1}"{dash}{class}"#);
    let half = UNIT / 2.0;
    let _ = match (grid, shape) {
        (true, Shape::Square) => {
            let (left, top) = (x - half + width / 2.0, y - half + width / 2.0);
            let side = UNIT - width;
            writeln!(
                svg,
                r#"<rect x="{left:.1}" y="{top:.1}" width="{side:.1}" height="{side:.1}" {paint}/>"#
            )
        }
        (true, Shape::Hex) => {
            let radius = UNIT / 3f32.sqrt() - width / 2.0;
            let corners: Vec<String> = (0..6)
                .map(|k| {
                    let angle = std::f32::consts::PI / 3.0 * k as f32 + std::f32::consts::PI / 6.0;
                    format!("{:.1},{:.1}", x + radius * angle.cos(), y - radius * angle.sin())
                })
                .collect();
            writeln!(svg, r#"<polygon points="{}" {paint}/>"#, corners.join(" "))
        }
        _ => writeln!(svg, r#"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" {paint}/>"#, UNIT * 0.42),
    };
}

/// The flags a piece carries (`flag`): a small square each down its left side, with the flag's
/// first letter, named in full when pointed at. The first three are drawn; there is no room for
/// more, and the text board lists every flag's cells.
fn flags(svg: &mut String, (x, y): (f32, f32), carried: u32, names: &[String]) {
    let side = UNIT * 0.27;
    let carried = names.iter().enumerate().filter(|(bit, _)| carried & 1 << bit != 0);
    for (row, (_, name)) in carried.take(3).enumerate() {
        let (left, top) = (x - UNIT * 0.42, y - UNIT * 0.38 + row as f32 * (side + 1.0));
        let letter = escape(&name.chars().next().unwrap_or('?').to_string());
        let _ = writeln!(
            svg,
            r##"<g class="flag"><title>{}</title><rect x="{left:.1}" y="{top:.1}" width="{side:.1}" height="{side:.1}" fill="#dfe" stroke="#222" stroke-width="1"/><text x="{:.1}" y="{:.1}" font-size="10" font-weight="bold" text-anchor="middle" fill="#111">{letter}</text></g>"##,
            escape(name),
            left + side / 2.0,
            top + side - 3.5,
        );
    }
}

/// A disc in the owner's colour, with the kind's letter when the game has several kinds.
/// A cell of a shaped piece on a grid (`tile`: the board's shape, and whether the piece's letter
/// goes here) is filled edge to edge instead, its letter drawn once.
fn piece(
    svg: &mut String,
    (x, y): (f32, f32),
    look: &CellView,
    view: &View,
    colours: &[&str],
    tile: Option<(Shape, bool)>,
) {
    let Some(shown) = look.piece else {
        // A cell of seeds: the count.
        if let Some(seeds) = look.seeds {
            let _ = writeln!(
                svg,
                r##"<text x="{x:.1}" y="{:.1}" font-size="18" font-weight="bold" text-anchor="middle" fill="#333">{seeds}</text>"##,
                y + 6.0
            );
        }
        return;
    };
    // A piece nobody controls (a blockade) is grey.
    let fill = colours.get(shown.owner as usize).copied().unwrap_or("#999999");
    match tile {
        Some((shape, _)) => tiles::fill(svg, shape, (x, y), fill),
        None => {
            let _ = writeln!(
                svg,
                r##"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{fill}" stroke="#222" stroke-width="1.5"/>"##,
                UNIT * 0.34
            );
        }
    }
    // A stack: its height in a small disc at the top right (`stacks`).
    if shown.height > 1 {
        let (cx, cy) = (x + UNIT * 0.28, y - UNIT * 0.28);
        let _ = writeln!(
            svg,
            r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="#fff" stroke="#222" stroke-width="1"/><text x="{cx:.1}" y="{:.1}" font-size="10" font-weight="bold" text-anchor="middle" fill="#111" class="height">{}</text>"##,
            UNIT * 0.13,
            cy + 3.5,
            shown.height
        );
    }
    // A piece's first value in a small disc at the bottom right (`value`).
    if let Some(value) = shown.value {
        let (cx, cy) = (x + UNIT * 0.28, y + UNIT * 0.28);
        let _ = writeln!(
            svg,
            r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="#ffd" stroke="#222" stroke-width="1"/><text x="{cx:.1}" y="{:.1}" font-size="10" font-weight="bold" text-anchor="middle" fill="#111" class="value">{value}</text>"##,
            UNIT * 0.13,
            cy + 3.5,
        );
    }
    flags(svg, (x, y), shown.flags, &view.flags);
    if view.letters_are_kinds && tile.is_none_or(|(_, label)| label) {
        let ink = if light(fill) { "#111" } else { "#fff" };
        let letter = escape(&shown.letter.to_string());
        let _ = writeln!(
            svg,
            r#"<text x="{x:.1}" y="{:.1}" font-size="18" font-weight="bold" text-anchor="middle" fill="{ink}">{letter}</text>"#,
            y + 6.0
        );
        // The owner's mark, small under the letter, so owners differ without colour too.
        if let Some(mark) = shown.mark.filter(|m| *m != ' ') {
            let _ = writeln!(
                svg,
                r#"<text x="{x:.1}" y="{:.1}" font-size="9" text-anchor="middle" fill="{ink}">{}</text>"#,
                y + 14.0,
                escape(&mark.to_string())
            );
        }
    }
}

/// A key under the board: a disc per player, then a swatch per region, each with its name.
struct Key {
    disc: bool,
    fill: &'static str,
    name: String,
}

fn keys(state: &State, view: &View, colours: &[&'static str]) -> Vec<Key> {
    let players = state.rules().players.iter().zip(colours);
    let mut keys: Vec<Key> =
        players.map(|(name, &fill)| Key { disc: true, fill, name: name.clone() }).collect();
    for (index, name) in view.regions.iter().enumerate() {
        keys.push(Key { disc: false, fill: draw::region_css(index), name: name.clone() });
    }
    keys
}

/// Pixels a key takes across: the mark, a gap, the name at about 7.5 pixels a letter, a gap.
fn key_width(key: &Key) -> f32 {
    30.0 + 7.5 * key.name.chars().count() as f32
}

fn legend(svg: &mut String, keys: &[Key], y: f32) {
    let mut x = MARGIN;
    for key in keys {
        let fill = key.fill;
        let _ = if key.disc {
            writeln!(
                svg,
                r##"<circle cx="{:.1}" cy="{y:.1}" r="8.0" fill="{fill}" stroke="#222"/>"##,
                x + 8.0
            )
        } else {
            writeln!(
                svg,
                r##"<rect x="{x:.1}" y="{:.1}" width="16.0" height="16.0" fill="{fill}" stroke="#555"/>"##,
                y - 8.0
            )
        };
        let name = escape(&key.name);
        let _ = writeln!(
            svg,
            r##"<text x="{:.1}" y="{:.1}" font-size="13" fill="#333">{name}</text>"##,
            x + 21.0,
            y + 4.5
        );
        x += key_width(key);
    }
}

/// Whether a `#rrggbb` colour is light enough for dark ink.
fn light(css: &str) -> bool {
    let channel = |i: usize| u32::from_str_radix(css.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0);
    299 * channel(1) + 587 * channel(3) + 114 * channel(5) > 150_000
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

//! Draw: a position as text a person reads at a glance — square grids with coordinates, hex
//! boards as offset rows of hexagons, any other board from its drawing points — with regions
//! as cell backgrounds, pieces in their owners' colours, and the game's progress below.

mod canvas;
mod info;
mod layout;
mod palette;
mod shapes;
mod view;

pub use layout::{Anchor, Scale};
pub use palette::{player_css, region_css};
pub use shapes::{grid_scale, labels};
pub use view::{CellView, Touch, View, player_marks, view};

use crate::compile::geometry::Shape;
use crate::engine::State;
use anstyle::Style;

/// The board and the lines under it; ANSI colours only when `colour`.
pub fn position(state: &State, colour: bool) -> String {
    let mut out = board(state, colour);
    let styles = piece_styles(state, colour);
    for line in info::lines(state, &view(state), &styles) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The board alone: square and hex boards with coordinates, any other shape by `graph`.
pub fn board(state: &State, colour: bool) -> String {
    let geometry = &state.rules().geometry;
    let view = view(state);
    let styles = piece_styles(state, colour);
    let shape = geometry.shape;
    if shape == Shape::Square || shape == Shape::Hex {
        let items = shapes::grid_items(geometry, &view, &styles);
        layout::paint(&items, grid_scale(shape, view.owners_marked)).render(colour)
    } else {
        graph(state, colour)
    }
}

/// Any board drawn from its points alone: each cell its piece or, empty, its name.
pub fn graph(state: &State, colour: bool) -> String {
    let styles = piece_styles(state, colour);
    let geometry = &state.rules().geometry;
    match shapes::graph_items(&geometry.points, &geometry.names, &view(state), &styles) {
        Some((items, scale)) => layout::paint(&items, scale).render(colour),
        None => format!(
            "(a board of {} spots is too large to draw as text: `yon render --svg` draws it)\n",
            geometry.cell_count()
        ),
    }
}

/// One style per player in colour; none in plain text.
fn piece_styles(state: &State, colour: bool) -> Vec<Style> {
    if colour { palette::player_styles(&state.rules().players) } else { Vec::new() }
}

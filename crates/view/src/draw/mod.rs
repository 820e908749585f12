//! Draw: a position as text a person reads at a glance — square grids with coordinates, hex
//! boards as offset rows of hexagons, any other board from its drawing points — with regions
//! as cell backgrounds, pieces in their owners' colours, every cell the last turn changed
//! marked, and below, the game's progress and what the last turn did in words.

mod canvas;
mod info;
mod layout;
mod palette;
mod recent;
mod shapes;
mod tiles;
mod view;

pub use layout::{Anchor, Scale};
pub use palette::{player_css, region_css};
pub use recent::{Mark, Recent, Step, Touch, effects, marks, sentences};
pub use shapes::{grid_scale, labels};
pub use tiles::tiles;
pub use view::{CellView, View, player_marks, view};

use anstyle::Style;
use yon::compile::geometry::Shape;
use yon::engine::State;

/// The board and the lines under it, the last turn marked; ANSI colours only when `colour`.
pub fn position(state: &State, colour: bool) -> String {
    position_after(state, colour, &Recent::last_turn(state))
}

/// The board and the lines under it with the actions of `recent` marked and told.
pub fn position_after(state: &State, colour: bool, recent: &Recent) -> String {
    let view = view(state, recent);
    let mut out = board(state, colour, &view);
    let styles = piece_styles(state, colour);
    for line in info::lines(state, &view, recent, &styles) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The board alone: square and hex boards with coordinates, any other shape by `graph`.
fn board(state: &State, colour: bool, view: &View) -> String {
    let geometry = &state.rules().geometry;
    let styles = piece_styles(state, colour);
    let shape = geometry.shape;
    if shape == Shape::Square || shape == Shape::Hex {
        let items = shapes::grid_items(geometry, view, &styles);
        layout::paint(&items, grid_scale(shape, view.owners_marked)).render(colour)
    } else {
        graph_of(state, colour, view)
    }
}

/// Any board drawn from its points alone: each cell its piece or, empty, its name.
pub fn graph(state: &State, colour: bool) -> String {
    graph_of(state, colour, &view(state, &Recent::last_turn(state)))
}

fn graph_of(state: &State, colour: bool, view: &View) -> String {
    let styles = piece_styles(state, colour);
    let geometry = &state.rules().geometry;
    let Some((items, scale)) = shapes::graph_items(&geometry.points, &geometry.names, view, &styles) else {
        return format!(
            "(a board of {} spots is too large to draw as text: `yon render --svg` draws it)\n",
            geometry.cell_count()
        );
    };
    // A graph board's lines are its own; a grid's neighbours would cross at every cell.
    let edges = if geometry.shape == Shape::Graph { geometry.graph.raw_edges() } else { &[] };
    let mut links: Vec<(usize, usize)> = edges
        .iter()
        .map(|edge| {
            let (a, b) = (edge.source().index(), edge.target().index());
            (a.min(b), a.max(b))
        })
        .collect();
    links.sort_unstable();
    links.dedup();
    // A board wider than a terminal is drawn without its lines, which cross it too often to
    // read there, and says where to see it whole.
    let canvas = layout::paint(&items, scale);
    if canvas.width() <= WIDE {
        return layout::paint_linked(&items, scale, &links).render(colour);
    }
    format!(
        "{}(the board is {} columns wide, drawn without its lines: `yon serve` or `yon render --svg` draws it whole)\n",
        canvas.render(colour),
        canvas.width()
    )
}

/// Columns past which a text board will not fit most terminals, and says where to see it.
const WIDE: usize = 120;

/// One style per player in colour; none in plain text.
fn piece_styles(state: &State, colour: bool) -> Vec<Style> {
    if colour { palette::player_styles(&state.rules().players) } else { Vec::new() }
}

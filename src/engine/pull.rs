//! Pull: `then pull` — once a step or slide has moved, the line of pieces on the cells behind the
//! cell it left (against the move's direction, up to the first empty cell) follows it one cell,
//! the nearest piece onto the cell left.

use super::line_walk::{shift, walk};
use super::position::Position;
use crate::compile::geometry::{Cell, Geometry};

/// Moves the run of occupied cells behind `from` (against `dir`) one cell along `dir`, the
/// nearest onto `from` (`line` is a reused buffer); the run stops at an empty cell, the board's
/// edge, or the cell the mover landed on (a ring of cells). Each piece's side tables (values, a
/// stack) go with it, and every cell whose content changes is added to `changed`.
#[cold]
pub(crate) fn pull_line(
    geometry: &Geometry,
    position: &mut Position,
    changed: &mut Vec<Cell>,
    line: &mut Vec<Cell>,
    (from, landed): (Cell, Cell),
    dir: u8,
) {
    // `from` first (empty now), then the line behind it.
    let back = geometry.opposite(dir);
    walk(geometry, position, geometry.step(from, back), back, landed, line);
    line.insert(0, from);
    shift(position, changed, line);
}

//! Pull: `then pull` — once a step or slide has moved, the line of pieces on the cells behind the
//! cell it left (against the move's direction, up to the first empty cell) follows it one cell,
//! the nearest piece onto the cell left.

use super::position::Position;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};

/// Moves the run of occupied cells behind `from` (against `dir`) one cell along `dir`, the
/// nearest onto `from`; the run stops at an empty cell, the board's edge, or the cell the mover
/// landed on (a ring of cells). Each piece's side tables (values, a stack) go with it.
#[cold]
pub(crate) fn pull_line(geometry: &Geometry, position: &mut Position, from: Cell, landed: Cell, dir: u8) {
    let back = geometry.opposite(dir);
    let mut to = from;
    let mut cell = geometry.step(from, back);
    while cell != NO_CELL && cell != landed && cell != from && position.board[cell as usize] != 0 {
        let piece = position.board[cell as usize];
        if position.has_tables() {
            position.carry_tables(cell, to);
        }
        position.set(cell, 0);
        position.set(to, piece);
        to = cell;
        cell = geometry.step(cell, back);
    }
}

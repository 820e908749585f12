//! Push: `then push` moves the line of pieces on and beyond the cell a step or slide lands on one
//! cell further along the move's direction, before the piece lands; a piece pushed off the board
//! is captured.

use super::position::Position;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};

/// Pushes the run of occupied cells from `at` along `dir` one cell on; returns how many pieces
/// went off the board (0 or 1). Each piece's side tables (values, a stack) go with it.
#[cold]
pub(crate) fn push_line(geometry: &Geometry, position: &mut Position, at: Cell, dir: u8) -> u32 {
    let mut line = Vec::new();
    let mut cell = at;
    while cell != NO_CELL && position.board[cell as usize] != 0 && !line.contains(&cell) {
        line.push(cell);
        cell = geometry.step(cell, dir);
    }
    let mut removed = 0;
    // From the far end back, each piece to the next cell; the last one may leave the board.
    for &from in line.iter().rev() {
        let to = geometry.step(from, dir);
        if to == NO_CELL {
            position.set(from, 0);
            removed += 1;
            continue;
        }
        let piece = position.board[from as usize];
        if position.has_tables() {
            position.carry_tables(from, to);
        }
        position.set(from, 0);
        position.set(to, piece);
    }
    removed
}

//! The line walk that `push` and `pull` share: a run of occupied cells in a straight line,
//! gathered once, then each of its pieces moved one cell on, every cell whose content changes
//! recorded as changed (what `lines … through changed` reads).

use super::position::Position;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};

/// Gathers into `line` the run of occupied cells from `start` on along `dir` (`start` itself
/// first), up to an empty cell, the board's edge, `stop`, or a cell already gathered (a ring).
pub(crate) fn walk(
    geometry: &Geometry,
    position: &Position,
    start: Cell,
    dir: u8,
    stop: Cell,
    line: &mut Vec<Cell>,
) {
    line.clear();
    let mut cell = start;
    while cell != NO_CELL && cell != stop && position.board[cell as usize] != 0 && !line.contains(&cell) {
        line.push(cell);
        cell = geometry.step(cell, dir);
    }
}

/// Moves the piece on each cell of `chain` after the first onto the cell before it, beginning
/// with the second, so each lands on a cell already emptied: the first cell is empty, or
/// `NO_CELL` (off the board: the piece moved there is removed). The last cell is left empty.
/// Each piece's side tables (values, a stack) go with it. Every cell whose content changes is
/// added to `changed` (once); returns how many pieces went off the board (0 or 1).
pub(crate) fn shift(position: &mut Position, changed: &mut Vec<Cell>, chain: &[Cell]) -> u32 {
    let mut removed = 0;
    let mut record = |cell: Cell| {
        if !changed.contains(&cell) {
            changed.push(cell);
        }
    };
    // What stood on the cell a piece moves to before the shift began (the first cell: nothing).
    let mut was = 0;
    for pair in chain.windows(2) {
        let (to, from) = (pair[0], pair[1]);
        let piece = position.board[from as usize];
        if to == NO_CELL {
            position.set(from, 0);
            removed += 1;
        } else {
            if was != piece {
                record(to);
            }
            if position.has_tables() {
                position.carry_tables(from, to);
            }
            position.set(from, 0);
            position.set(to, piece);
        }
        was = piece;
    }
    if chain.len() > 1 {
        record(chain[chain.len() - 1]);
    }
    removed
}

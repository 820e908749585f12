//! Push: `then push` moves the line of pieces on and beyond the cell a step or slide lands on one
//! cell further along the move's direction, before the piece lands; a piece pushed off the board
//! is captured.

use super::line_walk::{shift, walk};
use super::position::Position;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};

/// Pushes the run of occupied cells from `at` along `dir` one cell on (`line` is a reused
/// buffer); returns how many pieces went off the board (0 or 1). Each piece's side tables
/// (values, a stack) go with it, and every cell whose content changes is added to `changed`.
#[cold]
pub(crate) fn push_line(
    geometry: &Geometry,
    position: &mut Position,
    changed: &mut Vec<Cell>,
    line: &mut Vec<Cell>,
    at: Cell,
    dir: u8,
) -> u32 {
    walk(geometry, position, at, dir, NO_CELL, line);
    let Some(&end) = line.last() else { return 0 };
    // The cell beyond the far end first (maybe off the board), then the line back to `at`.
    line.push(geometry.step(end, dir));
    line.reverse();
    shift(position, changed, line)
}

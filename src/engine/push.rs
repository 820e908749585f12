//! Push: `then push` moves the line of pieces on and beyond the cell a step or slide lands on one
//! cell further along the move's direction, before the piece lands; a piece pushed off the board
//! is captured. The push measures the two lines it moves, for `pushing` and `pushed`.

use super::line_walk::{shift, walk};
use super::position::{Position, owner_of};
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::PlayerId;

/// `pushed` of a push that would move one of the mover's own pieces without it pushing (one
/// after the pushed line, or one off the board): more than any number written, as an unlimited
/// hand is.
pub(crate) const BLOCKED: u32 = u32::MAX;

/// What a push did: the pieces it put off the board and the lengths of the two lines.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Pushed {
    /// Pieces pushed off the board (0 or 1).
    pub removed: u32,
    /// The pushing line: the mover and the unbroken run of the mover's pieces in front of it.
    pub pushing: u32,
    /// The pushed line: the pieces after the pushing line up to an empty cell or the edge, or
    /// `BLOCKED`.
    pub pushed: u32,
}

/// Pushes the run of occupied cells from `at` along `dir` one cell on (`line` is a reused
/// buffer), `mover` moving onto `at`. Each piece's side tables (values, a stack) go with it,
/// and every cell whose content changes is added to `changed`.
#[cold]
pub(crate) fn push_line(
    geometry: &Geometry,
    position: &mut Position,
    changed: &mut Vec<Cell>,
    line: &mut Vec<Cell>,
    (at, dir): (Cell, u8),
    mover: PlayerId,
) -> Pushed {
    walk(geometry, position, at, dir, NO_CELL, line);
    let Some(&end) = line.last() else { return Pushed { removed: 0, pushing: 1, pushed: 0 } };
    let mine = |cell: &Cell| owner_of(position.board[*cell as usize]) == mover;
    let own = line.iter().take_while(|c| mine(c)).count();
    let beyond = geometry.step(end, dir);
    let blocked = line[own..].iter().any(mine) || (own == line.len() && beyond == NO_CELL);
    let pushing = 1 + own as u32;
    let pushed = if blocked { BLOCKED } else { (line.len() - own) as u32 };
    // The cell beyond the far end first (maybe off the board), then the line back to `at`.
    line.push(beyond);
    line.reverse();
    Pushed { removed: shift(position, changed, line), pushing, pushed }
}

impl super::state::State {
    /// The last push's lines while its action is pending (its `requires` and results), and
    /// nothing pushed otherwise: a move that pushed nothing, or any other action.
    pub(super) fn pushed_now(&self) -> Pushed {
        match self.s.last {
            Some(action)
                if self.s.pending && !action.is_word() && self.rules.actions[action.rule as usize].pushes =>
            {
                self.pushed
            }
            _ => Pushed::default(),
        }
    }
}

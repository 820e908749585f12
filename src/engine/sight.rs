//! Sight: the cells joined to a cell of a set by a straight run of empty cells — asked of one
//! cell by walking back from it, or found for a whole board by walking out from the set's cells.

use super::Piece;
use super::cells::{View, count, holds_none};
use super::generate::BitIter;
use super::groups::{Bits, for_each_cell};
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::{DirMask, SetExpr};

impl State {
    /// Whether a cell of `from` sees `cell` along one of `dirs`: walking back from `cell`, a
    /// cell of `from` comes before any other occupied cell.
    pub(crate) fn in_sight(&self, dirs: DirMask, from: &SetExpr, cell: Cell, view: View) -> bool {
        let geometry = &self.rules.geometry;
        BitIter(u64::from(dirs)).any(|d| {
            let back = geometry.opposite(d);
            let mut at = geometry.step(cell, back);
            while at != NO_CELL && at != cell {
                if self.in_set(from, at, view) {
                    return true;
                }
                if self.position.board[at as usize] != 0 {
                    return false;
                }
                at = geometry.step(at, back);
            }
            false
        })
    }

    /// The cells of `within` that a cell of `from` sees. When `from` holds fewer cells than
    /// `within` (an amazon's arrows: one queen against the empty board), the walks go out from
    /// `from`, each cell reached while the cells before it are empty; else each cell of
    /// `within` walks back as `in_sight` does. The two agree because a step back undoes a
    /// step out on every board (`Geometry::opposite`).
    pub(crate) fn sight_members<const N: usize>(
        &self,
        dirs: DirMask,
        from: &SetExpr,
        view: View,
        within: Bits<N>,
    ) -> Bits<N> {
        let mut out = [0u64; N];
        let sources = self.members_of(from, view, self.board_bits::<N>());
        if holds_none(&sources[..self.position.words]) {
            return out;
        }
        if count(&sources) > count(&within) {
            for_each_cell(&within, |cell| {
                if self.in_sight(dirs, from, cell as Cell, view) {
                    out[cell / 64] |= 1 << (cell % 64);
                }
            });
            return out;
        }
        let (geometry, board) = (&self.rules.geometry, &self.position.board);
        for_each_cell(&sources, |source| {
            for d in BitIter(u64::from(dirs)) {
                in_view(geometry, board, (source as Cell, d), |at| out[at as usize / 64] |= 1 << (at % 64));
            }
        });
        out.iter_mut().zip(&within).for_each(|(o, w)| *o &= w);
        out
    }
}

/// Calls `f` with each cell from `start` along `d` over the empty cells of `board`, up to and
/// with the first piece met: what `start` sees that way. The walk stops at the board's edge,
/// or round a ring before it comes back to `start`. The tables are passed in, read once by a
/// caller that walks many times.
#[inline(always)]
pub(crate) fn in_view(geometry: &Geometry, board: &[Piece], (start, d): (Cell, u8), mut f: impl FnMut(Cell)) {
    let mut at = geometry.step(start, d);
    while at != NO_CELL && at != start {
        f(at);
        if board[at as usize] != 0 {
            break;
        }
        at = geometry.step(at, d);
    }
}

#[cfg(test)]
mod tests;

//! Flying: where a flying hop lands — past empty cells (of `through`, if written), over the one
//! cell it jumps, and on over empty cells to any of `to`, or to the first piece after them.

use super::cells::View;
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::CellTest;

/// The cell sets of one flying hop, in the context of the player moving.
#[derive(Clone, Copy)]
pub(crate) struct Flight<'a> {
    pub through: Option<&'a CellTest>,
    pub over: &'a CellTest,
    pub to: &'a CellTest,
}

impl State {
    /// Where a flying hop from `from` along `d` may land: past any empty cells (each in
    /// `through`, when the hop names one), over one cell of `over`, onto any cell of `to` among
    /// the empty cells right after it, or onto the first occupied cell after them if it is in
    /// `to` (the cannon's capture, `to enemy`).
    pub(crate) fn flying_landings<'a>(
        &'a self,
        from: Cell,
        d: u8,
        flight: Flight<'a>,
        view: View,
    ) -> impl Iterator<Item = Cell> + 'a {
        let geometry = &self.rules.geometry;
        let empty =
            move |cell: Cell| cell != NO_CELL && cell != from && self.position.board[cell as usize] == 0;
        let walked = move |cell: Cell| flight.through.is_none_or(|t| self.member(t, cell, view));
        let mut cell = geometry.step(from, d);
        while empty(cell) && walked(cell) {
            cell = geometry.step(cell, d);
        }
        let jumped = cell != NO_CELL && cell != from && self.member(flight.over, cell, view);
        let mut at = if jumped { geometry.step(cell, d) } else { NO_CELL };
        std::iter::from_fn(move || {
            while at != NO_CELL && at != from {
                let landing = at;
                // The walk ends at the first occupied cell, which may itself be a landing.
                at = if empty(at) { geometry.step(at, d) } else { NO_CELL };
                if self.member(flight.to, landing, view) {
                    return Some(landing);
                }
            }
            None
        })
    }
}

//! Exactly: how far an `exactly` slide goes from a cell along a direction — a number of cells,
//! the cells of a set on the whole line, the moving stack's height, or as far as it can.

use super::cells::View;
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, Distance};

impl State {
    /// The one distance an `exactly` slide from `from` along `d` may go (0: none), `through`
    /// and `to` being its cell sets in `context`; `moved`: how many pieces the action moves
    /// (`top`), 0 for the whole stack.
    pub(crate) fn exact_distance(
        &self,
        distance: &Distance,
        context: usize,
        (through, to): (&CellTest, &CellTest),
        (from, d): (Cell, u8),
        view: View,
        moved: u8,
    ) -> u32 {
        match distance {
            Distance::Cells(n) => *n,
            Distance::InLine(test) => self.count_in_line(&test[context], from, d, view),
            Distance::Height => self.position.height(from),
            Distance::Moved if moved == 0 => self.position.height(from),
            Distance::Moved => u32::from(moved),
            Distance::Value(slot) => self.position.value(from, *slot).max(0) as u32,
            Distance::Farthest => self.farthest(through, to, from, d, view),
        }
    }

    /// How far the last cell a slide could stop on lies: the walk goes on while the cells
    /// passed are in `through`, and the furthest of them (or the cell that stops it) in `to`.
    fn farthest(&self, through: &CellTest, to: &CellTest, from: Cell, d: u8, view: View) -> u32 {
        let geometry = &self.rules.geometry;
        let (mut cell, mut gone, mut last) = (geometry.step(from, d), 1, 0);
        while cell != NO_CELL && cell != from {
            if self.member(to, cell, view) {
                last = gone;
            }
            if !self.member(through, cell, view) {
                break;
            }
            cell = geometry.step(cell, d);
            gone += 1;
        }
        last
    }
}

impl State {
    /// Where a flying hop from `from` along `d` may land: past any empty cells, over one cell
    /// of `over`, onto any cell of `to` among the empty cells right after it, or onto the first
    /// occupied cell after them if it is in `to` (the cannon's capture, `to enemy`).
    pub(crate) fn flying_landings<'a>(
        &'a self,
        from: Cell,
        d: u8,
        over: &CellTest,
        to: &'a CellTest,
        view: View,
    ) -> impl Iterator<Item = Cell> + 'a {
        let geometry = &self.rules.geometry;
        let empty =
            move |cell: Cell| cell != NO_CELL && cell != from && self.position.board[cell as usize] == 0;
        let mut cell = geometry.step(from, d);
        while empty(cell) {
            cell = geometry.step(cell, d);
        }
        let jumped = cell != NO_CELL && cell != from && self.member(over, cell, view);
        let mut at = if jumped { geometry.step(cell, d) } else { NO_CELL };
        std::iter::from_fn(move || {
            while at != NO_CELL && at != from {
                let landing = at;
                // The walk ends at the first occupied cell, which may itself be a landing.
                at = if empty(at) { geometry.step(at, d) } else { NO_CELL };
                if self.member(to, landing, view) {
                    return Some(landing);
                }
            }
            None
        })
    }
}

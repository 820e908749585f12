//! Onto: `place [KINDS] onto CELLS`, a placement on whatever stands on the cell, which stays
//! under the new piece (a stack grows by one), keeping its numbers. A game without it never comes here.

use super::action::Action;
use super::apply::fresh;
use super::position::piece;
use super::state::State;

impl State {
    /// `place … onto CELLS`: the piece from the mover's hand goes on whatever stands on the cell.
    #[cold]
    #[inline(never)]
    pub(super) fn place_onto(&mut self, action: Action) -> u32 {
        let player = self.s.to_move;
        let mut stack = self.position.column(action.to);
        let placed = fresh(&self.rules, piece(action.kind, player));
        stack.put_on(self.position.fresh_column(placed, action.kind));
        self.changed.push(action.to);
        self.position.add_to_hand(player, action.kind, -1);
        self.position.set_column(action.to, stack);
        0
    }
}

//! Onto: `place [KINDS] onto CELLS`, a placement on whatever stands on the cell, which stays
//! under the new piece (a stack grows by one). A game without it never comes here.

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
        let under = self.position.board[action.to as usize];
        if under != 0 {
            let mut below = self.position.below(action.to).to_vec();
            below.push(under);
            self.position.set_below(action.to, below);
        }
        self.changed.push(action.to);
        self.position.add_to_hand(player, action.kind, -1);
        self.position.set(action.to, fresh(&self.rules, piece(action.kind, player)));
        0
    }
}

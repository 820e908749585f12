//! At most: `stacks at most N [own to hand]` — after each action the stack the action reached,
//! if higher than N, loses its bottom pieces (the mover's own to the mover's hand with `own to
//! hand`, the others off the board). A game without it never comes here.

use super::position::{kind_of, owner_of};
use super::state::State;
use crate::compile::geometry::Cell;
use crate::compile::rules::AtMost;

impl State {
    /// Trims the stack on `cell` to `at_most.most` pieces from the bottom; returns how many of
    /// the pieces it took off were others' (captures, for `turns without`).
    #[cold]
    #[inline(never)]
    pub(super) fn trim(&mut self, cell: Cell, at_most: AtMost) -> u32 {
        let below = self.position.below(cell);
        let over = (below.len() + 1).saturating_sub(at_most.most as usize);
        if over == 0 {
            return 0;
        }
        let player = self.s.to_move;
        let mut stack = self.position.column(cell);
        let mut captured = 0;
        for gone in stack.take_bottom(over) {
            if at_most.own_to_hand && owner_of(gone) == player {
                let kind = self.rules.pieces.base[kind_of(gone) as usize];
                self.position.add_to_hand(player, kind, 1);
            } else {
                captured += 1;
            }
        }
        self.position.set_column(cell, stack);
        captured
    }
}

//! Hand over: after an action, the turn machine moves on; at the end of a turn the pool of dice
//! and the turn's counts are cleared and the next player's turn begins (the same player's after
//! `again`, the mover's again after a swap of seats).

use super::action::Action;
use super::state::State;
use crate::compile::rules::PlayerId;

impl State {
    /// Moves the turn machine on; at the end of a turn (or when the mover left play), the next
    /// player's turn begins. A turn that could end here ends by itself when no action (but
    /// `end`) could follow.
    pub(super) fn hand_over(&mut self, action: Action, mover: PlayerId) {
        self.s.pending = false;
        if !action.is_word() {
            self.s.turn_state = self.rules.turn.next(self.s.turn_state, action.rule);
        }
        let turn = &self.rules.turn;
        let over = action.is_word()
            || turn.is_final(self.s.turn_state)
            || !self.in_play(mover)
            || (turn.states[self.s.turn_state as usize].accepting && !self.can_go_on());
        if over {
            self.end_of_turn(mover);
            self.s.captured = 0;
            for (i, count) in self.s.quiet.iter_mut().enumerate().take(self.rules.quiet.len()) {
                *count = if self.s.quiet_hit & 1 << i != 0 { 0 } else { count.saturating_add(1) };
            }
            self.s.quiet_hit = 0;
            self.s.pool = crate::compile::dice::Pool::EMPTY;
            self.s.rolled = crate::compile::dice::Pool::EMPTY;
            self.s.to_move = match std::mem::take(&mut self.s.again) {
                true if self.in_play(mover) => mover,
                _ => self.next_after_turn(action, mover),
            };
            self.s.turn += 1;
            self.s.turn_state = self.rules.turn.start_of(self.s.turn);
            self.begin_turn(Some(action), Some(mover));
        }
    }

    /// Who acts after `action`, played from the current turn state: the same player unless it
    /// completes the turn. (A turn that may end or go on is taken to go on: whether anything
    /// could follow is not asked here.)
    pub(crate) fn player_after(&self, action: Action) -> PlayerId {
        let turn = &self.rules.turn;
        let over = action.is_word() || turn.is_final(turn.next(self.s.turn_state, action.rule));
        if over { self.next_after_turn(action, self.s.to_move) } else { self.s.to_move }
    }

    /// Who plays after `mover`'s turn, which ended with `action`. Turns pass from seat to seat:
    /// after a swap of seats (a turn of its own) the next seat holds the mover's player, who
    /// acts again — under the other seat; after `swap seats and pass`, the next player acts.
    #[inline]
    fn next_after_turn(&self, action: Action, mover: PlayerId) -> PlayerId {
        let play = &self.rules.play;
        if play.swap == Some(action.rule) && !play.swap_passes {
            mover
        } else {
            self.next_player_after(mover)
        }
    }
}

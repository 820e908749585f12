//! Repeats: the kernel's side of `forbid … repetitions >= N` — the board hashed with the
//! general engine's values (so a game in progress is taken over with its history), the keys of
//! the turn starts so far, and whether an action brings back a position too often seen.

use super::{Bits, Run};
use crate::compile::kernel::Forbid;
use crate::compile::rules::PlayerId;
use crate::engine::action::{Action, PASS};
use crate::engine::generate::BitIter;
use crate::engine::position::{cell_key, piece, to_act_key};
use crate::engine::state::State;

/// `CELL_KEYS[p][cell]`: player `p`'s piece on a cell, as `Position`'s board hash counts it (a
/// kernel game has one kind, kind 0, and no piece that remembers moving).
const CELL_KEYS: [[u64; 64]; 2] = {
    let mut keys = [[0; 64]; 2];
    let mut cell = 0;
    while cell < 64 {
        keys[0][cell] = cell_key(cell as u16, piece(0, 0));
        keys[1][cell] = cell_key(cell as u16, piece(0, 1));
        cell += 1;
    }
    keys
};

/// The board hash of both players' pieces.
pub(super) fn board_hash(pieces: [u64; 2]) -> u64 {
    hash_change([0, 0], pieces)
}

/// What the board hash changes by when the pieces go from `before` to `after`: only the cells
/// that changed are looked up.
#[inline(always)]
pub(super) fn hash_change(before: [u64; 2], after: [u64; 2]) -> u64 {
    let mut change = 0;
    for (p, keys) in CELL_KEYS.iter().enumerate() {
        for cell in BitIter(before[p] ^ after[p]) {
            change ^= keys[cell as usize];
        }
    }
    change
}

impl Run<'_> {
    /// The keys of the turn starts of `state` so far, when the kernel keeps them.
    pub(super) fn history(self, state: &State, seen: &mut Vec<u64>) {
        seen.clear();
        if !self.kernel.forbids.is_empty() {
            seen.extend(state.turn_starts.board_keys());
        }
    }

    /// The player who acts after `action`: the mover unless it completes the turn (a turn
    /// that may end or go on is taken to go on, as `State::player_after` takes it).
    #[inline(always)]
    pub(super) fn player_after(self, bits: &Bits, action: Action) -> PlayerId {
        let turn = &self.kernel.turn;
        let over = action.is_word() || turn.is_final(turn.next(bits.turn_state, action.rule));
        if over { 1 - bits.to_move } else { bits.to_move }
    }

    /// Whether a forbid could refuse anything now: some position began its least count of
    /// turns (as `State::forbid_may_hold`). Until then no action is judged at all.
    #[inline(always)]
    pub(super) fn may_refuse(self, bits: &Bits) -> bool {
        bits.most >= self.kernel.refusing_from
    }

    /// Whether a forbid refuses `action`: the position it produces, with the player who acts
    /// after it, began at least the forbid's count of the turns in `seen` (`pass` never is;
    /// `end` is judged by the forbids judged after every action).
    pub(super) fn refuses(self, bits: &Bits, action: Action, seen: &[u64]) -> bool {
        if action.rule == PASS {
            return false;
        }
        let judges = |f: &&Forbid| match action.is_word() {
            true => f.rules == u64::MAX,
            false => f.rules & 1 << action.rule != 0,
        };
        let Some(least) = self.kernel.forbids.iter().filter(judges).map(|f| f.least).min() else {
            return false;
        };
        let mut next = *bits;
        if !action.is_word() {
            self.land(&mut next, action);
        }
        let key =
            bits.key ^ hash_change(bits.pieces, next.pieces) ^ to_act_key(self.player_after(bits, action));
        let mut count = 0;
        for &earlier in seen {
            count += u32::from(earlier == key);
            if count >= least {
                return true;
            }
        }
        count >= least
    }

    /// Plays an action; in a game with forbids, keeps the board hash and, when the action
    /// begins a turn, adds its position (board and player to act) to `seen`, as
    /// `State::record_turn_start` does.
    #[inline(always)]
    pub(super) fn play_remembering(self, bits: &mut Bits, action: Action, seen: &mut Vec<u64>) {
        if self.kernel.forbids.is_empty() {
            // Without forbids nothing reads the key: games without them pay one test.
            return self.play::<true>(bits, action, &[]);
        }
        let turn = bits.turn;
        self.play::<true>(bits, action, seen);
        if bits.turn != turn {
            let key = bits.key ^ to_act_key(bits.to_move);
            // Once some position is seen often enough to refuse, how often no longer matters.
            if bits.most < self.kernel.refusing_from {
                let count = seen.iter().filter(|&&k| k == key).count() as u32 + 1;
                bits.most = bits.most.max(count);
            }
            seen.push(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Batch;
    use super::*;

    /// After two round trips in the test game, black's step back to the start is refused:
    /// playouts draw every other action, whatever the random numbers, and never that one.
    #[test]
    fn a_playout_draws_every_allowed_action_and_never_a_refused_one() {
        let source = include_str!("../../../tests/kernel_games/repeat-steps.game");
        let mut state = State::of_source(source);
        for text in "a1-b1 a2-b2 b1-a1 b2-a2 a1-b1 a2-b2 b1-a1".split_whitespace() {
            let action = state.parse_action(text).expect("a legal action");
            state.play_unchecked(action);
        }
        let (run, bits) = Bits::of(&state).expect("the kernel takes the position over");
        let mut seen = Vec::new();
        run.history(&state, &mut seen);
        let (mut legal, mut batches, mut candidates) = (Vec::new(), Vec::<Batch>::new(), Vec::new());
        run.legal(&mut bits.clone(), &mut legal, &seen, &mut Vec::new());
        run.batches::<true>(&bits, &mut batches);
        run.expand(&batches, &mut candidates);
        let refused: Vec<String> =
            candidates.iter().filter(|a| !legal.contains(a)).map(|&a| state.format(a)).collect();
        assert_eq!(refused, ["b2-a2"]);
        let total = candidates.len() as u32;
        let mut drawn = Vec::new();
        for first in 0..total as usize {
            // The first draw is `first`; any draw after a refusal takes the first left.
            let mut draws = 0;
            let mut random = |n: usize| {
                draws += 1;
                if draws == 1 { first.min(n - 1) } else { 0 }
            };
            let mut batches = batches.clone();
            let action = run.pick_allowed::<false>(&bits, &mut batches, total, &mut random, &seen);
            drawn.push(action.expect("some action is allowed"));
        }
        drawn.sort();
        drawn.dedup();
        legal.sort();
        assert_eq!(drawn, legal);
    }
}

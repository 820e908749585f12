//! Play: a kernel action played — the piece landed, its effects (custodial and jumped flips
//! and captures, the remembered label), the results judged after it, and the turn moved on.

use super::repeats::hash_change;
use super::{Bits, Run};
use crate::compile::geometry::NO_CELL;
use crate::compile::kernel::{Custodial, Deed};
use crate::compile::rules::UNLIMITED;
use crate::engine::action::{Action, END, PASS};
use crate::engine::generate::BitIter;

impl Run<'_> {
    /// Plays a legal action: lands the piece, does its effects, judges the results after it and
    /// moves the turn on (as `State::play_unchecked`). `TURNS` as for `batches`; `seen`: the
    /// keys of the turn starts so far, in a game with forbids (else empty).
    #[inline(always)]
    pub(super) fn play<const TURNS: bool>(self, bits: &mut Bits, action: Action, seen: &[u64]) {
        let mover = bits.to_move;
        bits.pending = true;
        let judged = if action.is_word() {
            bits.passes = if action.rule == PASS { bits.passes + 1 } else { 0 };
            (bits.placed, bits.changed) = (NO_CELL, 0);
            self.kernel.after_words
        } else {
            bits.passes = 0;
            let before = bits.pieces;
            self.land(bits, action);
            if TURNS && !self.kernel.forbids.is_empty() {
                bits.key ^= hash_change(before, bits.pieces);
            }
            self.kernel.after[action.rule as usize]
        };
        bits.result = self.first_holding(bits, judged, mover).map(|i| self.outcome_of(bits, i, mover));
        if bits.result.is_none() {
            bits.pending = false;
            if !TURNS || self.turn_over(bits, action, seen) {
                bits.to_move = mover ^ 1;
                bits.turn += 1;
                if TURNS {
                    bits.turn_state = self.kernel.turn.start_of(bits.turn);
                }
                let player = bits.to_move;
                bits.result = self
                    .first_holding(bits, self.kernel.turn_start, player)
                    .map(|i| self.outcome_of(bits, i, player));
            }
        }
    }

    /// Moves the turn machine on after an action and says whether the turn is over: after
    /// `end` or `pass`, when nothing may follow, or when the turn may end and no action but
    /// `end` could follow (as `State::hand_over`).
    #[inline(always)]
    fn turn_over(self, bits: &mut Bits, action: Action, seen: &[u64]) -> bool {
        if action.is_word() {
            return true;
        }
        let turn = &self.kernel.turn;
        bits.turn_state = turn.next(bits.turn_state, action.rule);
        turn.is_final(bits.turn_state)
            || (turn.states[bits.turn_state as usize].accepting && !self.can_go_on(bits, seen))
    }

    /// Whether an action other than `end` could follow in the turn, that no forbid refuses.
    #[inline(never)]
    fn can_go_on(self, bits: &Bits, seen: &[u64]) -> bool {
        let mut batches = Vec::new();
        self.batches::<true>(bits, &mut batches);
        if !self.may_refuse(bits) {
            return batches.iter().any(|batch| batch.rule != END && batch.cells != 0);
        }
        let mut actions = Vec::new();
        self.expand(&batches, &mut actions);
        actions.iter().any(|&action| action.rule != END && !self.refuses(bits, action, seen))
    }

    /// The position after an action rule's action, before its results.
    #[inline(always)]
    pub(super) fn land(self, bits: &mut Bits, action: Action) {
        let (p, q) = bits.sides();
        let deal = &self.kernel.deals[action.rule as usize];
        let to = 1u64 << action.to;
        match deal.deed {
            Deed::Place { .. } => {
                if bits.hands[p] != UNLIMITED {
                    bits.hands[p] -= 1;
                }
            }
            Deed::Move { .. } => bits.pieces[p] &= !(1u64 << action.from),
        }
        bits.pieces[p] |= to;
        bits.pieces[q] &= !to;
        (bits.placed, bits.changed) = (action.to, to);
        if let Some(jumped) = deal.jumped {
            self.jump(bits, jumped, action);
        }
        if self.kernel.remembers & 1 << action.rule != 0 {
            bits.memory = self.kernel.label_of[action.to as usize];
        }
        let (mut own, mut enemy, mut changed) = (bits.pieces[p], bits.pieces[q], bits.changed);
        for effect in &deal.effects {
            match *effect {
                Custodial::Flip(dirs) => {
                    for d in BitIter(u64::from(dirs)) {
                        let run = self.closed(action.to, d, own, enemy);
                        enemy &= !run;
                        own |= run;
                        changed |= run;
                    }
                }
                Custodial::Capture(dirs) => {
                    for d in BitIter(u64::from(dirs)) {
                        enemy &= !self.closed(action.to, d, own, enemy);
                    }
                }
            }
        }
        (bits.pieces[p], bits.pieces[q], bits.changed) = (own, enemy, changed);
    }
}

//! Out: players leaving play — `out` results judged for opponents after each action and for a
//! player who cannot act, `takeover` of their pieces and hand, armies, and who plays next
//! (`order: checked first`). Also `judge`, for conditions that must look at other players'
//! actions (`stuck` of any player, `mates`).

use super::action::Action;
use super::position::{NOBODY, kind_of, owner_of, with_owner};
use super::state::{Outcome, State};
use crate::compile::geometry::Cell;
use crate::compile::rules::{Condition, OutcomeRule, PlayerId, Quantity, When};

impl State {
    /// A condition that may ask whether a player can act (`stuck`, `mates`), for `subject`.
    pub(crate) fn judge(&mut self, condition: &Condition, subject: PlayerId) -> bool {
        match condition {
            Condition::Stuck => !self.can_act(subject),
            Condition::AllStuck => self.nobody_can_act(),
            Condition::Not(inner) => !self.judge(inner, subject),
            Condition::And(a, b) => self.judge(a, subject) && self.judge(b, subject),
            Condition::Or(a, b) => self.judge(a, subject) || self.judge(b, subject),
            Condition::Compare(left, op, right) if condition.mentions(&|q| *q == Quantity::Mates) => {
                let (left, right) = (self.measure(left, subject), self.measure(right, subject));
                super::evaluate::compare(left, *op, right)
            }
            other => self.holds(other, subject),
        }
    }

    fn measure(&mut self, quantity: &Quantity, subject: PlayerId) -> u32 {
        match quantity {
            Quantity::Mates => self.mates(subject),
            other => self.quantity(other, subject),
        }
    }

    /// Opponents of `subject`, in play, in check and without a legal action.
    fn mates(&mut self, subject: PlayerId) -> u32 {
        let mut count = 0;
        for q in self.opponents(subject) {
            count += u32::from(self.in_check(q) && !self.can_act(q));
        }
        count
    }

    /// The players in play other than `player`, in turn order from the one after it. A copy
    /// of who is in play, so the state may change while they are visited.
    fn opponents(&self, player: PlayerId) -> Opponents {
        let n = self.rules.player_count() as u8;
        let offsets =
            (1..n).filter(|&i| self.in_play((player + i) % n)).fold(0, |mask, i| mask | 1 << (i - 1));
        Opponents { offsets, player, players: n }
    }

    /// Whether `player` would have a legal action if their turn began now. The position and
    /// the last action's record (`changed`) are left as they were.
    pub(crate) fn can_act(&mut self, player: PlayerId) -> bool {
        let (saved, changed) = (self.s, std::mem::take(&mut self.changed));
        self.s.to_move = player;
        self.s.turn_state = self.rules.turn.start;
        self.s.pending = false;
        let found = self.has_legal_action();
        self.s = saved;
        self.changed = changed;
        found
    }

    /// After an action: each opponent an `for opponents` rule puts out leaves play, all at
    /// once; another outcome of such a rule ends the game.
    pub(crate) fn judge_opponents(&mut self, mover: PlayerId) {
        let rules = std::sync::Arc::clone(&self.rules);
        let mut fallen = [(0, 0); crate::compile::rules::MAX_PLAYERS];
        let mut count = 0;
        for q in self.opponents(mover) {
            let found =
                rules.results.iter().position(|r| r.when == When::Opponents && self.judge(&r.condition, q));
            let Some(index) = found else { continue };
            if rules.results[index].outcome == OutcomeRule::Out {
                fallen[count] = (q, index);
                count += 1;
            } else {
                self.s.result = Some(self.outcome_of(index, q));
                return;
            }
        }
        for &(q, index) in &fallen[..count] {
            self.put_out(q, mover, index);
        }
    }

    /// A player who must act and cannot, under an `out` rule about being stuck, leaves play,
    /// put out by `mover`; then the next player is chosen again.
    pub(crate) fn put_out_stuck(&mut self, action: Action, mover: PlayerId) {
        let rules = std::sync::Arc::clone(&self.rules);
        let Some(index) =
            rules.results.iter().position(|r| r.when == When::Stuck && r.outcome == OutcomeRule::Out)
        else {
            return;
        };
        while self.s.result.is_none() && !self.has_legal_action_ready() {
            if !self.holds_when_stuck(&rules.results[index].condition, self.s.to_move) {
                return;
            }
            self.put_out(self.s.to_move, mover, index);
            if self.s.result.is_none() {
                self.s.result = self.after_action_result(action, mover);
            }
            self.s.to_move = self.next_player_after(mover);
        }
    }

    /// `player` leaves play, put out by `by` under result rule `rule`: `by` gains their armies
    /// and, with `takeover`, their hand and pieces, their royal pieces staying as blockades.
    /// With one player left in play, that player wins.
    fn put_out(&mut self, player: PlayerId, by: PlayerId, rule: usize) {
        self.ready.valid = false;
        self.epoch += 1;
        self.s.out |= 1 << player;
        let armies = std::mem::take(&mut self.s.armies[player as usize]);
        self.s.armies[by as usize] = self.s.armies[by as usize].saturating_add(armies);
        if self.rules.play.takeover {
            self.take_over(player, by);
        }
        let mut left = (0..self.rules.player_count() as PlayerId).filter(|&p| self.in_play(p));
        if let (Some(last), None) = (left.next(), left.next()) {
            self.s.result = Some(Outcome { winner: Some(last), rule: Some(rule as u16) });
        }
    }

    fn take_over(&mut self, player: PlayerId, by: PlayerId) {
        let royal = self.rules.pieces.royal;
        for cell in 0..self.position.board.len() as Cell {
            let piece = self.position.board[cell as usize];
            if piece != 0 && owner_of(piece) == player {
                let owner = if royal & 1 << kind_of(piece) != 0 { NOBODY } else { by };
                self.position.set(cell, with_owner(piece, owner));
            }
        }
        for kind in 0..self.rules.kinds.len() as u8 {
            let held = self.position.hand(player, kind);
            if held > 0 {
                self.position.add_to_hand(player, kind, -(held as i32));
                self.position.add_to_hand(by, kind, held as i32);
            }
        }
    }

    /// Who plays after `mover`'s turn: with `order: checked first`, the first player in play
    /// clockwise who is in check; otherwise (or if none is) the next player in play.
    pub(crate) fn next_player_after(&self, mover: PlayerId) -> PlayerId {
        let mut opponents = self.opponents(mover);
        if self.rules.play.checked_first
            && let Some(checked) = opponents.clone().find(|&q| self.in_check(q))
        {
            return checked;
        }
        opponents.next().unwrap_or(mover)
    }
}

/// Players in play after `player`: bit `i` of `offsets` stands for the player `i + 1` seats on.
#[derive(Clone, Copy)]
struct Opponents {
    offsets: u8,
    player: PlayerId,
    players: u8,
}

impl Iterator for Opponents {
    type Item = PlayerId;

    #[inline]
    fn next(&mut self) -> Option<PlayerId> {
        if self.offsets == 0 {
            return None;
        }
        let i = self.offsets.trailing_zeros() as u8;
        self.offsets &= self.offsets - 1;
        Some((self.player + i + 1) % self.players)
    }
}

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
            Condition::Compare(left, op, right) if condition.mentions(&|q| matches!(q, Quantity::Mates)) => {
                let (left, right) = (self.measure(left, subject), self.measure(right, subject));
                op.holds(left, right)
            }
            other => self.holds(other, subject),
        }
    }

    fn measure(&mut self, quantity: &Quantity, subject: PlayerId) -> f64 {
        match quantity {
            Quantity::Mates => f64::from(self.mates(subject)),
            Quantity::Sum(first, rest) => {
                rest.iter().fold(self.measure(first, subject), |sum, (plus, term)| {
                    let value = self.measure(term, subject);
                    if *plus { sum + value } else { sum - value }
                })
            }
            other => self.quantity(other, subject),
        }
    }

    /// Enemies of `subject`, in play, in check and without a legal action.
    fn mates(&mut self, subject: PlayerId) -> u32 {
        let mut count = 0;
        for q in self.enemies_of(subject) {
            count += u32::from(self.in_check(q) && !self.can_act(q));
        }
        count
    }

    /// The players in play other than `player`, in turn order from the one after it. A copy
    /// of who is in play, so the state may change while they are visited.
    fn opponents(&self, player: PlayerId) -> Opponents {
        self.players_after(player, 0)
    }

    /// The players in play not on `player`'s team, in turn order from the one after it.
    fn enemies_of(&self, player: PlayerId) -> Opponents {
        self.players_after(player, self.rules.teams[player as usize])
    }

    /// The players in play after `player`, in turn order, leaving out those in `skip`.
    fn players_after(&self, player: PlayerId, skip: u8) -> Opponents {
        let n = self.rules.player_count() as u32;
        // Seats as bits, turned so that bit `i - 1` is the player `i` seats on (at most 8
        // players: the shifts stay within 16 bits).
        let playing = u32::from(!self.s.out & !skip) & ((1 << n) - 1);
        let after = u32::from(player) + 1;
        let turned = (playing >> after | playing << (n - after)) & ((1 << (n - 1)) - 1);
        Opponents { offsets: turned as u8, player, players: n as u8 }
    }

    /// Who is credited with putting `player` out: the last mover, if an enemy of theirs.
    pub(crate) fn credit(&self, mover: Option<PlayerId>, player: PlayerId) -> Option<PlayerId> {
        mover.filter(|&m| self.rules.enemies(m, player))
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

    /// After an action: each enemy an `for opponents` rule puts out leaves play, all at
    /// once; another outcome of such a rule ends the game.
    pub(crate) fn judge_opponents(&mut self, mover: PlayerId) {
        let rules = std::sync::Arc::clone(&self.rules);
        let mut fallen = [(0, 0); crate::compile::rules::MAX_PLAYERS];
        let mut count = 0;
        for q in self.enemies_of(mover) {
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
            self.put_out(q, Some(mover), index);
        }
    }

    /// A turn begins (after `action` by `mover`, or the game's first turn): players who cannot
    /// act under an `out … stuck` rule, or whom an `out … at turn start` rule takes, leave play
    /// and the turn passes on; another result checked at turn start ends the game.
    pub(crate) fn begin_turn(&mut self, action: Option<Action>, mover: Option<PlayerId>) {
        loop {
            if self.rules.puts_out_stuck {
                self.put_out_stuck(action, mover);
            }
            self.record_turn_start();
            if !self.rules.counters.is_empty() {
                self.count_turn_start();
            }
            if self.s.result.is_some() {
                return;
            }
            let player = self.s.to_move;
            // A rule about another player (`out for PLAYER … at turn start`) takes that player
            // out, and the player to act still begins this turn: judge again.
            loop {
                let Some((index, subject)) = self.turn_start_rule() else { return };
                if self.rules.results[index].outcome != OutcomeRule::Out {
                    self.s.result = Some(self.outcome_of(index, subject));
                    return;
                }
                self.put_out(subject, self.credit(mover, subject), index);
                if self.s.result.is_some() {
                    return;
                }
                if subject == player {
                    break;
                }
            }
            // The turn that player began is over: the next player begins the next one.
            self.s.to_move = self.next_player_after(player);
            self.s.turn += 1;
            self.s.turn_state = self.rules.turn.start_of(self.s.turn);
        }
    }

    /// A player who must act and cannot, under an `out` rule about being stuck, leaves play,
    /// put out by `mover` (if an enemy); then the next player is chosen again.
    fn put_out_stuck(&mut self, action: Option<Action>, mover: Option<PlayerId>) {
        let rules = std::sync::Arc::clone(&self.rules);
        let Some(index) =
            rules.results.iter().position(|r| r.when == When::Stuck && r.outcome == OutcomeRule::Out)
        else {
            return;
        };
        while self.s.result.is_none() && !self.has_legal_action_ready() {
            let player = self.s.to_move;
            if !self.holds_when_stuck(&rules.results[index].condition, player) {
                return;
            }
            self.put_out(player, self.credit(mover, player), index);
            if let (None, Some(action), Some(mover)) = (self.s.result, action, mover) {
                self.judge_after_action(action, mover);
            }
            self.s.to_move = self.next_player_after(mover.unwrap_or(player));
            self.s.turn_state = self.rules.turn.start_of(self.s.turn);
        }
    }

    /// `player` leaves play under result rule `rule`. The player credited (`by`, if any) gains
    /// their armies and, with `takeover`, their hand and pieces, their royal pieces staying as
    /// blockades. When every player left in play is on one team, that team wins.
    pub(crate) fn put_out(&mut self, player: PlayerId, by: Option<PlayerId>, rule: usize) {
        self.ready.valid = false;
        self.new_epoch();
        self.s.out |= 1 << player;
        let armies = std::mem::take(&mut self.s.armies[player as usize]);
        if let Some(by) = by {
            self.s.armies[by as usize] = self.s.armies[by as usize].saturating_add(armies);
            if self.rules.play.takeover {
                self.take_over(player, by);
            }
        }
        let mut left = (0..self.rules.player_count() as PlayerId).filter(|&p| self.in_play(p));
        match left.next() {
            Some(first) if left.all(|p| !self.rules.enemies(first, p)) => {
                self.s.result = Some(self.win_for(first, Some(rule as u16)));
            }
            Some(_) => {}
            None => self.s.result = Some(Outcome::draw(Some(rule as u16))),
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
        // The common case, every player in play and no one chosen by check: the next seat.
        if self.s.out == 0 && !self.rules.play.checked_first {
            let next = mover + 1;
            return if usize::from(next) == self.rules.player_count() { 0 } else { next };
        }
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
        // `player + i + 1` is below twice `players`: one subtraction wraps it (a division here
        // cost a playout about 1 %).
        let seat = self.player + i + 1;
        Some(if seat >= self.players { seat - self.players } else { seat })
    }
}

//! Evaluate: conditions and quantities on a position (lines, windows, counts) and the results
//! they decide, for the player the rule is about.

use super::action::Action;
use super::cells::View;
use super::generate::BitIter;
use super::position::{kind_of, side_of};
use super::state::{Outcome, State};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ANY_KIND, ActionId, CellTest, Condition, OutcomeRule, PlayerId, Quantity, When};

impl State {
    /// Judges the results checked after this action, for the mover (or the player a rule
    /// names): the first that holds ends the game, or, if it is an `out`, takes its player out
    /// of play (credited to the mover, unless it is the mover or a team-mate).
    pub(crate) fn judge_after_action(&mut self, action: Action, mover: PlayerId) {
        if let Some((index, subject)) = self.first_holding(mover, Some(action.rule)) {
            self.decide_after(index, subject, mover);
        }
    }

    /// `decide` for a rule judged after `mover`'s action: the mover puts no one out but
    /// another player a rule names (an enemy of theirs).
    #[cold]
    #[inline(never)]
    fn decide_after(&mut self, index: usize, subject: PlayerId, mover: PlayerId) {
        let credit = if subject == mover { None } else { self.credit(Some(mover), subject) };
        self.decide(index, subject, credit);
    }

    /// The first result checked at the start of a turn that holds, and the player it holds
    /// for: the player to act, or the one the rule names.
    pub(crate) fn turn_start_rule(&mut self) -> Option<(usize, PlayerId)> {
        self.first_holding(self.s.to_move, None)
    }

    /// The result for a player who cannot act, if a rule gives one. Only these conditions may
    /// ask whether players can act, which needs generation and so `&mut self`.
    pub(crate) fn stuck_result(&mut self) -> Option<Outcome> {
        let player = self.s.to_move;
        let rules = std::sync::Arc::clone(&self.rules);
        let index = rules
            .results
            .iter()
            .position(|rule| rule.when == When::Stuck && self.holds_when_stuck(&rule.condition, player))?;
        Some(self.outcome_of(index, player))
    }

    /// The first of the results judged after an action of `after` (with none, at turn start)
    /// that holds for `player`, or for the player it names (skipped while that player is out
    /// of play), with the player it holds for.
    fn first_holding(&mut self, player: PlayerId, after: Option<ActionId>) -> Option<(usize, PlayerId)> {
        if self.rules.schedule.names_players {
            return self.first_holding_named(player, after);
        }
        // Walked by position, so that no borrow of the rules is held while judging.
        for i in 0..self.rules.schedule.results(after).len() {
            let index = self.rules.schedule.results(after)[i] as usize;
            if self.result_holds(index, player) {
                return Some((index, player));
            }
        }
        None
    }

    /// `first_holding` in a game whose results may name their player (`win for fox`): out of
    /// line, so that the games whose results are all the mover's do not look.
    #[inline(never)]
    fn first_holding_named(
        &mut self,
        player: PlayerId,
        after: Option<ActionId>,
    ) -> Option<(usize, PlayerId)> {
        for i in 0..self.rules.schedule.results(after).len() {
            let index = self.rules.schedule.results(after)[i] as usize;
            let subject = match self.rules.results[index].subject {
                None => player,
                Some(named) if self.in_play(named) => named,
                Some(_) => continue,
            };
            if self.result_holds(index, subject) {
                return Some((index, subject));
            }
        }
        None
    }

    /// Whether result rule `index`'s condition holds for `subject`; only one that counts
    /// `mates` pays for a handle on the rules while it generates.
    fn result_holds(&mut self, index: usize, subject: PlayerId) -> bool {
        if self.rules.schedule.result_lines[index] {
            self.remember_runs(subject);
        }
        if self.rules.schedule.result_asks[index] {
            let rules = std::sync::Arc::clone(&self.rules);
            return self.judge(&rules.results[index].condition, subject);
        }
        self.holds(&self.rules.results[index].condition, subject)
    }

    /// Carries out result rule `index`, which holds for `subject`: an `out` takes the subject out
    /// of play (credited to `credit`), any other outcome ends the game.
    pub(crate) fn decide(&mut self, index: usize, subject: PlayerId, credit: Option<PlayerId>) {
        if self.rules.results[index].outcome == OutcomeRule::Out {
            self.put_out(subject, credit, index);
        } else {
            self.s.result = Some(self.outcome_of(index, subject));
        }
    }

    pub(crate) fn outcome_of(&self, index: usize, subject: PlayerId) -> Outcome {
        let rule = Some(index as u16);
        let winner = match &self.rules.results[index].outcome {
            OutcomeRule::Win => Some(subject),
            OutcomeRule::Lose | OutcomeRule::Out => self.other_side(subject),
            OutcomeRule::Draw => None,
            OutcomeRule::RankBy(score) => self.best_by(score),
        };
        match winner {
            Some(player) => self.win_for(player, rule),
            None => Outcome::draw(rule),
        }
    }

    /// A win for `player` and their team.
    pub(crate) fn win_for(&self, player: PlayerId, rule: Option<u16>) -> Outcome {
        Outcome { winner: Some(player), winners: self.rules.teams[player as usize], rule }
    }

    /// The one other side (player or team) still in play, if there is exactly one: it wins when
    /// `player` loses. With more sides left, a loss crowns nobody.
    fn other_side(&self, player: PlayerId) -> Option<PlayerId> {
        let mut others = (0..self.rules.player_count() as PlayerId)
            .filter(|&p| self.in_play(p) && self.rules.enemies(player, p));
        let first = others.next()?;
        others.all(|p| !self.rules.enemies(first, p)).then_some(first)
    }

    /// The player with the highest score, or `None` on a tie (team-mates are not rivals).
    fn best_by(&self, score: &Quantity) -> Option<PlayerId> {
        let scores: Vec<f64> =
            (0..self.rules.player_count() as PlayerId).map(|p| self.quantity(score, p)).collect();
        let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mut leaders = scores.iter().enumerate().filter(|&(_, &s)| s == best).map(|(p, _)| p as PlayerId);
        let leader = leaders.next()?;
        leaders.all(|p| !self.rules.enemies(leader, p)).then_some(leader)
    }

    /// A condition that does not ask whether players can act (see `judge` for one that may).
    pub(crate) fn holds(&self, condition: &Condition, subject: PlayerId) -> bool {
        match condition {
            Condition::Stuck | Condition::AllStuck => {
                unreachable!("the checker keeps `stuck` to stuck results")
            }
            Condition::BoardFull => self.position.empty.iter().all(|&w| w == 0),
            Condition::Check => self.in_check(subject),
            // Most conditions compare with a number: read it here rather than through `quantity`,
            // and lines, the most common, without `count`'s dispatch either.
            Condition::Compare(
                Quantity::Lines { length, at_least, along, through },
                op,
                Quantity::Number(right),
            ) => op.holds(f64::from(self.lines(*length, *at_least, *along, *through, subject)), *right),
            Condition::Compare(left, op, Quantity::Number(right)) => {
                op.holds(self.quantity(left, subject), *right)
            }
            Condition::Compare(left, op, right) => {
                op.holds(self.quantity(left, subject), self.quantity(right, subject))
            }
            Condition::Not(inner) => !self.holds(inner, subject),
            Condition::And(a, b) => self.holds(a, subject) && self.holds(b, subject),
            Condition::Or(a, b) => self.holds(a, subject) || self.holds(b, subject),
        }
    }

    /// A condition of a stuck result: `stuck` holds (that is why it is asked), `all stuck` is found out.
    pub(crate) fn holds_when_stuck(&mut self, condition: &Condition, subject: PlayerId) -> bool {
        match condition {
            Condition::Stuck => true,
            Condition::AllStuck => self.nobody_can_act(),
            Condition::Not(inner) => !self.holds_when_stuck(inner, subject),
            Condition::And(a, b) => self.holds_when_stuck(a, subject) && self.holds_when_stuck(b, subject),
            Condition::Or(a, b) => self.holds_when_stuck(a, subject) || self.holds_when_stuck(b, subject),
            other => self.judge(other, subject),
        }
    }

    /// A quantity's value for `subject`.
    pub(crate) fn quantity(&self, quantity: &Quantity, subject: PlayerId) -> f64 {
        match quantity {
            Quantity::Number(n) => *n,
            Quantity::Bonus { amount, player } => {
                if *player == subject {
                    *amount
                } else {
                    0.0
                }
            }
            Quantity::Sum(first, rest) => {
                rest.iter().fold(self.quantity(first, subject), |sum, (plus, term)| {
                    let value = self.quantity(term, subject);
                    if *plus { sum + value } else { sum - value }
                })
            }
            Quantity::TurnsWithout(index) => f64::from(self.s.quiet[*index as usize]),
            Quantity::Counter(index) => self.counter(*index),
            Quantity::Mates => unreachable!("`judge` counts mates before asking `holds`"),
            other => f64::from(self.count(other, subject)),
        }
    }

    /// `count SET`: the cells of the set, read with `subject` as the acting player. Out of
    /// line (as are groups), so that `count` stays small for the games that count lines.
    #[inline(never)]
    fn count_cells(&self, tests: &[CellTest], subject: PlayerId) -> u32 {
        let test = &tests[self.rules.context(subject, self.s.memory)];
        let view = View { player: subject, ..self.view() };
        if test.within_last {
            // Among the last action's few cells (`count (last to & store)`): those are asked,
            // not the board.
            return self.cells_of_last(view.last).filter(|&c| self.member(test, c, view)).count() as u32;
        }
        self.with_members(test, view, |members| members.iter().map(|w| w.count_ones()).sum())
    }

    /// A quantity that counts something on the board or in the game so far.
    fn count(&self, quantity: &Quantity, subject: PlayerId) -> u32 {
        match quantity {
            Quantity::Lines { length, at_least, along, through } => {
                self.lines(*length, *at_least, *along, *through, subject)
            }
            Quantity::Windows { masks, .. } => {
                let owned = self.position.owned_by(subject);
                if let [own] = owned {
                    // One word holds the board: one test per window.
                    return masks.iter().filter(|&&window| window & own == window).count() as u32;
                }
                masks
                    .chunks_exact(owned.len())
                    .filter(|window| window.iter().zip(owned).all(|(w, o)| w & o == *w))
                    .count() as u32
            }
            Quantity::Flipped => self.changed.len().saturating_sub(1) as u32,
            Quantity::Pushing => self.pushed_now().pushing,
            Quantity::Pushed => self.pushed_now().pushed,
            Quantity::Captured => u32::from(self.s.captured),
            Quantity::Used => self.dice_used(),
            Quantity::Pips => self.pips_used(),
            Quantity::Passes => self.s.passes,
            Quantity::Repetitions => self.repetitions(),
            Quantity::BoardRepetitions => self.board_repetitions(),
            Quantity::Count(tests) => self.count_cells(tests, subject),
            Quantity::Turn => self.s.turn,
            Quantity::Hand(kinds) => (0..self.rules.kinds.len() as u8)
                .filter(|&k| kinds & 1 << k != 0)
                .fold(0u32, |sum, k| sum.saturating_add(self.position.hand(subject, k))),
            Quantity::Regions { masks, majority } => {
                let owned = self.position.owned_by(subject);
                let held = |region: &[u64]| -> bool {
                    if *majority {
                        let mine: u32 = region.iter().zip(owned).map(|(r, o)| (r & o).count_ones()).sum();
                        2 * mine > region.iter().map(|r| r.count_ones()).sum::<u32>()
                    } else {
                        region.iter().zip(owned).all(|(r, o)| r & o == *r)
                    }
                };
                masks.chunks_exact(owned.len()).filter(|r| held(r)).count() as u32
            }
            // The subject's cells, not the board's: a win that asks `pieces == 0` is judged
            // after every action. Of any kind, they are counted a word at a time.
            Quantity::Pieces { kinds: ANY_KIND, along: None } => {
                self.position.owned_by(subject).iter().map(|w| w.count_ones()).sum()
            }
            Quantity::Pieces { kinds, along: None } => {
                let board = &self.position.board;
                let of_kind = |c: usize| kinds & 1 << kind_of(board[c]) != 0;
                let owned = self.position.owned_by(subject).iter().enumerate();
                owned
                    .map(|(w, &bits)| BitIter(bits).filter(|&b| of_kind(w * 64 + b as usize)).count() as u32)
                    .sum()
            }
            Quantity::Pieces { kinds, along: Some(axis) } => {
                self.pieces_along(*kinds, axis[subject as usize], subject)
            }
            Quantity::Groups { adjacent, touching, sets, least, largest } => {
                let words = self.position.words;
                let mine = &touching[subject as usize * sets * words..(subject as usize + 1) * sets * words];
                self.groups(adjacent, mine, *least, *largest, subject)
            }
            Quantity::Rings { board, around } => self.rings(board, around.as_deref(), subject),
            Quantity::Stranded => self.stranded_now(),
            Quantity::Armies => u32::from(self.s.armies[subject as usize]),
            Quantity::Seeds(tests) => self.seeds_in(tests, subject),
            Quantity::Height(tests) => self.height_in(tests, subject),
            Quantity::Score => self.position.score(subject),
            Quantity::Value(slot, tests) => self.values_in(*slot, tests, subject),
            Quantity::Number(_)
            | Quantity::Bonus { .. }
            | Quantity::Sum(..)
            | Quantity::TurnsWithout(_)
            | Quantity::Counter(_)
            | Quantity::Mates => unreachable!("`quantity` computes these"),
        }
    }

    /// The subject's pieces of the kinds on the line through the last action's cell, along `axis`.
    fn pieces_along(&self, kinds: u64, axis: u8, subject: PlayerId) -> u32 {
        let at = self.placed();
        if at == NO_CELL {
            return 0;
        }
        let geometry = &self.rules.geometry;
        let counts = |cell: Cell| {
            let piece = self.position.board[cell as usize];
            u32::from(self.owned_by(cell, subject) && kinds & 1 << kind_of(piece) != 0)
        };
        let mut total = counts(at);
        for direction in [axis, geometry.opposite(axis)] {
            let mut cell = geometry.step(at, direction);
            while cell != NO_CELL && cell != at {
                total += counts(cell);
                cell = geometry.step(cell, direction);
            }
        }
        total
    }

    /// 1 if the piece the last action placed or moved can never move from where it stands.
    fn stranded_now(&self) -> u32 {
        let at = self.placed();
        let piece = if at == NO_CELL { 0 } else { self.position.board[at as usize] };
        u32::from(piece != 0 && self.rules.stranded(kind_of(piece), side_of(piece), at))
    }

    #[inline]
    pub(super) fn owned_by(&self, cell: Cell, player: PlayerId) -> bool {
        let word = self.position.owned[player as usize * self.position.words + cell as usize / 64];
        word >> (cell % 64) & 1 != 0
    }
}

#[cfg(test)]
mod tests;

//! Most: `priority: …, most QUANTITY [, most QUANTITY…]`, which keeps, of the actions the
//! priority groups allow, those after which the turn can still end with the quantities at their
//! largest, the first before the second (majority capture; using the most dice, then the most pips).

use super::action::Action;
use super::state::State;
use crate::compile::conditions::Quantity;
use crate::compile::rules::PlayerId;

/// The most `most` quantities weighed one after another.
const MOST_LEVELS: usize = 4;

/// The quantities a turn ends with, compared the first before the second.
type Reach = [f64; MOST_LEVELS];

const NOWHERE: Reach = [f64::MIN; MOST_LEVELS];

impl State {
    /// Keeps the actions of `out` (legal by the priority groups) from which the turn can reach
    /// the largest value of `most`. Each is judged by looking ahead: played, then the rest of
    /// the turn explored, every continuation the groups allow, depth first and taken back.
    pub(super) fn keep_most(&mut self, out: &mut Vec<Action>) {
        if out.len() < 2 || self.rules.most.is_empty() || out[0].is_roll() || self.all_end_alike(out) {
            return;
        }
        let mover = self.s.to_move;
        let bound = self.most_bound();
        let mut reach = Vec::with_capacity(out.len());
        for &action in out.iter() {
            reach.push(self.reach(action, mover, &bound, false));
        }
        keep_best(out, &reach);
    }

    /// `draw` under `most`, from `out`, the actions the priority groups allow: uniformly among
    /// those `keep_most` keeps. They are looked ahead one at a time in a random order, and the
    /// first to reach the bound is drawn: the first of a random order that lies in a set is
    /// uniform over the set, and the set is the kept one, since none goes past the bound. Most
    /// turns can use every die, so one or two look-aheads do, not one per action. When none
    /// reaches it, or the bound is not known, the best of all is found as `keep_most` does.
    pub(super) fn draw_most(
        &mut self,
        out: &mut Vec<Action>,
        random: &mut impl FnMut(usize) -> usize,
        take: &mut impl FnMut(&mut State, Action) -> bool,
    ) -> Option<Action> {
        let bound = self.most_bound();
        if out.len() < 2 || out[0].is_roll() || bound.iter().any(|b| b.is_infinite()) {
            self.keep_most(out);
            return self.draw_uniformly(out, random, take);
        }
        let mover = self.s.to_move;
        // The reaches of the actions past `end`, the last first.
        let mut reach = Vec::with_capacity(out.len());
        let mut end = out.len();
        while end > 0 {
            let i = random(end);
            let action = out[i];
            let reached = self.reach(action, mover, &bound, true);
            if reached >= bound && take(self, action) {
                return Some(action);
            }
            out.swap(i, end - 1);
            end -= 1;
            reach.push(reached);
        }
        reach.reverse();
        keep_best(out, &reach);
        self.draw_uniformly(out, random, take)
    }

    /// Whether every action of `out` ends the turn and changes none of `most`'s quantities: each
    /// then ends it with the quantities as they are now, and all are kept without playing one
    /// (a draughts player with no capture, under `most captured`).
    fn all_end_alike(&self, out: &[Action]) -> bool {
        let (turn, at) = (&self.rules.turn, self.s.turn_state);
        let ends_alike = |a: &Action| {
            !a.is_word() && self.rules.leaves_most & 1 << a.rule != 0 && turn.is_final(turn.next(at, a.rule))
        };
        out.iter().all(ends_alike)
    }

    /// What no turn's `most` can exceed, the first quantity before the second, as far as it is
    /// known before looking ahead: the dice thrown this turn all used, and the pips they show
    /// (a look-ahead throws nothing: a throw is a word, where it stops). Other quantities have
    /// no bound, so a look-ahead that weighs them always goes to the end of every turn.
    fn most_bound(&self) -> Reach {
        let mut bound = [0.0; MOST_LEVELS];
        for (slot, most) in bound.iter_mut().zip(&self.rules.most) {
            *slot = match most {
                Quantity::Used => self.s.rolled.values().len() as f64,
                Quantity::Pips => f64::from(self.s.rolled.total()),
                Quantity::Number(n) => *n,
                _ => f64::INFINITY,
            };
        }
        bound
    }

    /// The largest value of `most` that `mover`'s turn can end with when `action` is played now,
    /// or a value as large as `bound` as soon as one continuation is seen to reach it: none can
    /// go past it, so the value is the same and the rest of the turn's tree is not explored.
    /// The turn is followed without handing it over (which would judge the next player's start):
    /// the action is applied, the turn machine moved on, and the continuations listed. With
    /// `keep`, the candidates listed after the action are kept for when it is played next.
    fn reach(&mut self, action: Action, mover: PlayerId, bound: &Reach, keep: bool) -> Reach {
        self.apply(action);
        let rules = std::sync::Arc::clone(&self.rules);
        let mut value = [0.0; MOST_LEVELS];
        for (slot, most) in value.iter_mut().zip(&rules.most) {
            *slot = self.quantity(most, mover);
        }
        // A result the action decides ends the turn there, as in play.
        if rules.judges_opponents {
            self.judge_opponents(mover);
        }
        if self.s.result.is_none() {
            self.judge_after_action(action, mover);
        }
        self.s.pending = false;
        let turn = &rules.turn;
        // At the bound the turn ends no better, whatever follows: the quantities with a bound
        // (dice used, their pips) never go down in a turn, and none goes past its bound.
        let over = action.is_word() || self.s.result.is_some() || value >= *bound || {
            self.s.turn_state = turn.next(self.s.turn_state, action.rule);
            turn.is_final(self.s.turn_state) || !self.in_play(mover)
        };
        let mut best = value;
        let mut kept = None;
        if !over {
            if keep {
                kept = Some((self.ready_copy(), self.ready_key()));
            }
            let mut next = self.take_buffer();
            self.legal_by_groups(&mut next);
            // A turn that must go on (no `end` among its actions) reaches only what its
            // continuations reach; one that may stop here keeps the value it has.
            if !next.contains(&Action::end()) && next.iter().any(|a| !a.is_word()) {
                best = NOWHERE;
            }
            for &onward in next.iter().filter(|a| !a.is_word()) {
                let onward = self.reach(onward, mover, bound, false);
                if onward > best {
                    best = onward;
                }
                if best >= *bound {
                    break;
                }
            }
            self.give_back(next);
        }
        // The frame `apply` opened holds the scalars from before it, turn state included.
        self.undo();
        if let Some((candidates, key)) = kept {
            self.keep_ahead(action, candidates, key);
        }
        best
    }
}

/// Keeps the actions of `out` whose reach (`reach`, one per action, in order) is the best.
fn keep_best(out: &mut Vec<Action>, reach: &[Reach]) {
    let best = reach.iter().copied().fold(NOWHERE, |a, b| if b > a { b } else { a });
    let mut kept = reach.iter().map(|&r| r == best);
    out.retain(|_| kept.next().unwrap_or(false));
}

#[cfg(test)]
mod tests;

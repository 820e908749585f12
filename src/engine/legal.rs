//! Legal: which candidate actions the constraints allow, the legal actions, playing one,
//! and the reason an action is refused (`illegal.rs`; whether a player can act at all: `stuck.rs`).

use super::action::{Action, END, PASS, ROLL};
use super::custodial::custodial_count;
pub use super::illegal::Illegal;
use super::notation::Wanted;
use super::state::{Outcome, State};
use crate::compile::rules::{ActionId, Origin, PlayerId, Rules};
use std::sync::Arc;

/// Which rule refused a candidate: an action's `requires` or a `forbid` (by index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    Requirement(ActionId),
    Forbid(usize),
    /// An earlier rule, which may decline the same action, makes it and allows it: that rule
    /// plays it, and this copy is not offered.
    Shadowed(ActionId),
}

impl State {
    /// Whether candidates need applying to be judged: a `forbid` judges the action and could
    /// hold now, or the action has a `requires`. A `forbid` judges `end` too (it may produce a
    /// forbidden position); `pass`, the way out for a player with no other action, is never
    /// refused.
    #[inline]
    fn needs_check(&self, action: Action) -> bool {
        match action.rule {
            PASS | ROLL => false,
            rule => {
                let requires = rule != END && self.rules.repeats.judged & 1 << rule != 0;
                requires || self.rules.schedule.forbids_after(rule).iter().any(|&f| self.forbid_may_hold(f))
            }
        }
    }

    /// Whether forbid `index` could hold after an action now: one that needs the position it
    /// produces to have been seen `n` times cannot while no position has been seen that often.
    #[inline]
    fn forbid_may_hold(&self, index: u16) -> bool {
        let least = self.rules.schedule.forbid_repetitions[index as usize];
        least == 0 || self.turn_starts.most_boards() >= least
    }

    /// The rule that refuses a candidate action, if any.
    pub(crate) fn refusal(&mut self, action: Action) -> Option<Refusal> {
        if !self.needs_check(action) {
            return None;
        }
        if let Some(earlier) = self.shadowed(action) {
            return Some(Refusal::Shadowed(earlier));
        }
        if let Some(verdict) = self.refusal_unplayed(action, true) {
            return verdict;
        }
        self.apply(action);
        let refusal = self.refusal_applied(action);
        self.undo();
        refusal
    }

    /// The earlier rule that makes the same action and allows it, when rules that may decline
    /// it come before this one's (`ActionRule::shadowed_by`): a move is offered when any rule
    /// that makes it allows it, by the first of them.
    fn shadowed(&mut self, action: Action) -> Option<ActionId> {
        let earlier = match self.rules.actions.get(action.rule as usize) {
            Some(rule) if rule.shadowed_by != 0 => rule.shadowed_by,
            _ => return None,
        };
        let allowed = self.allowed_now() & earlier;
        (0..64)
            .filter(|r| allowed & 1 << r != 0)
            .find(|&r| self.made_by(r, action).is_some_and(|same| self.refusal(same).is_none()))
    }

    /// The verdict on a candidate when it can be judged without playing it: a placement whose
    /// forbids read only the lines through its cell, or whose only requirement is to flip
    /// enough pieces; a move that exposes no royal piece, whose forbids read only `check` and
    /// `stranded` (`exposure.rs`; with `ask_check`, finding out whether the mover is in check,
    /// else only when that is known).
    pub(super) fn refusal_unplayed(&self, action: Action, ask_check: bool) -> Option<Option<Refusal>> {
        if self.rules.schedule.judged_unplayed(action.rule) {
            return Some(self.refusal_by_runs(&self.runs_if_placed(action.to, self.s.to_move), action.rule));
        }
        let rule = self.rules.actions.get(action.rule as usize)?;
        let (Some((dirs, least)), true) = (rule.flip_requirement, self.rules.forbids.is_empty()) else {
            return self.refusal_unexposed(action, ask_check);
        };
        let flips =
            custodial_count(&self.rules.geometry, &self.position, action.to, dirs, self.s.to_move, least);
        Some((flips < least).then_some(Refusal::Requirement(action.rule)))
    }

    /// The rule that refuses an action just applied (and not yet handed over), if any. A
    /// `forbid … after` judges only the actions it names.
    pub(super) fn refusal_applied(&mut self, action: Action) -> Option<Refusal> {
        let mover = self.s.to_move;
        if let Some(rule) = self.rules.actions.get(action.rule as usize)
            && rule.requires.is_some()
        {
            let rules: Arc<Rules> = Arc::clone(&self.rules);
            let requirement = rules.actions[action.rule as usize].requires.as_ref();
            if requirement.is_some_and(|r| !self.judge(r, mover)) {
                return Some(Refusal::Requirement(action.rule));
            }
        }
        // Walked by position, so that no borrow of the rules is held while judging.
        for i in 0..self.rules.schedule.forbids_after(action.rule).len() {
            let index = self.rules.schedule.forbids_after(action.rule)[i] as usize;
            if self.forbid_holds(index, mover) && !self.forced(index, action) {
                return Some(Refusal::Forbid(index));
            }
        }
        None
    }

    /// Whether forbid `index` holds after the action just applied; only one that asks what
    /// players can do (`mates`) pays for a handle on the rules while it generates.
    /// Whether a `forbid … unless forced` that holds after `action` (applied) must let it be:
    /// no candidate of the position before it keeps the condition false. The action is taken
    /// back to ask, and played again.
    fn forced(&mut self, index: usize, action: Action) -> bool {
        if !self.rules.forbids[index].forced {
            return false;
        }
        self.undo();
        let mover = self.s.to_move;
        let mut candidates = self.take_buffer();
        self.candidates(&mut candidates);
        let mut kept = false;
        for &other in &candidates {
            self.apply(other);
            kept = !self.forbid_holds(index, mover);
            self.undo();
            if kept {
                break;
            }
        }
        self.give_back(candidates);
        self.apply(action);
        !kept
    }

    fn forbid_holds(&mut self, index: usize, mover: PlayerId) -> bool {
        if self.rules.schedule.forbid_lines[index] {
            self.remember_runs(mover);
        }
        if self.rules.schedule.forbid_asks[index] {
            let rules = Arc::clone(&self.rules);
            return self.judge(&rules.forbids[index].condition, mover);
        }
        self.holds(&self.rules.forbids[index].condition, mover)
    }

    /// Plays a candidate if it is legal and says whether it did. A candidate that must be
    /// played to be judged is played once: kept if allowed, taken back if refused.
    pub(super) fn play_if_allowed(&mut self, action: Action) -> bool {
        if !self.needs_check(action) {
            self.play_unchecked(action);
            return true;
        }
        if self.shadowed(action).is_some() {
            return false;
        }
        if self.rules.schedule.judged_unplayed(action.rule) {
            let runs = self.runs_if_placed(action.to, self.s.to_move);
            if self.refusal_by_runs(&runs, action.rule).is_some() {
                return false;
            }
            self.apply(action);
            // The placement changed nothing else: its results read the runs already walked.
            self.runs = runs.at(self.epoch);
            self.complete(action);
            return true;
        }
        if let Some(verdict) = self.refusal_unplayed(action, false) {
            if verdict.is_none() {
                self.play_unchecked(action);
            }
            return verdict.is_none();
        }
        self.apply(action);
        if self.refusal_applied(action).is_some() {
            self.undo();
            return false;
        }
        self.complete(action);
        true
    }

    /// Where the rule behind a refusal was written, and whether it is a `requires`.
    fn refusal_origin(&self, refusal: Refusal) -> (Origin, bool) {
        match refusal {
            Refusal::Requirement(rule) => (self.rules.actions[rule as usize].origin.clone(), true),
            Refusal::Forbid(index) => (self.rules.forbids[index].origin.clone(), false),
            Refusal::Shadowed(rule) => (self.rules.actions[rule as usize].origin.clone(), false),
        }
    }

    #[inline]
    pub(crate) fn allows(&mut self, action: Action) -> bool {
        !self.needs_check(action) || self.refusal(action).is_none()
    }

    /// Every legal action, each once. Empty exactly when the game is over; a stuck player's
    /// result is decided here when a rule gives one.
    pub fn legal_actions(&mut self, out: &mut Vec<Action>) {
        self.legal_by_groups(out);
        self.keep_most(out);
        if out.is_empty() && self.s.result.is_none() && self.stuck_resolves_to_pass() {
            out.push(Action::pass());
        }
    }

    /// The actions the constraints allow, of the first `priority` group that has one (`most`
    /// aside, and without the `pass` of a stuck player).
    pub(super) fn legal_by_groups(&mut self, out: &mut Vec<Action>) {
        out.clear();
        if self.s.result.is_some() {
            return;
        }
        let groups = self.rules.priority.len();
        let Some(split) = self.rules.priority_listing.split else {
            self.candidates(out);
            self.keep_allowed(out, |_, _| true);
            if groups > 0 {
                self.keep_first_group(out);
            }
            return;
        };
        // The rest are listed only when no group's action is legal.
        if self.allowed() & split.grouped != 0 {
            self.candidates_of(split.groups, out);
            self.keep_allowed(out, |state, a| state.level(a) < groups);
            if !out.is_empty() {
                self.keep_first_group(out);
                return;
            }
        }
        self.candidates_among(split.rest, out);
        self.keep_allowed(out, |state, a| state.level(a) == groups);
    }

    /// Keeps the actions of `out` of the first `priority` group among them.
    fn keep_first_group(&self, out: &mut Vec<Action>) {
        if let Some(best) = out.iter().map(|&a| self.level(a)).min() {
            out.retain(|&a| self.level(a) == best);
        }
    }

    /// Keeps, in order, the actions of `out` that are `wanted` and that the constraints allow.
    fn keep_allowed(&mut self, out: &mut Vec<Action>, wanted: impl Fn(&State, Action) -> bool) {
        let mut keep = 0;
        for i in 0..out.len() {
            if wanted(self, out[i]) && self.allows(out[i]) {
                out[keep] = out[i];
                keep += 1;
            }
        }
        out.truncate(keep);
    }

    /// An action's `priority` group: its index, or after every group for an action in none
    /// (and for `end` and `pass`).
    #[inline]
    pub(crate) fn level(&self, action: Action) -> usize {
        let rules = &self.rules;
        match action.is_word() {
            true => rules.priority.len(),
            false => {
                let level = rules.priority_listing.level.get(action.rule as usize);
                level.map_or(rules.priority.len(), |&l| usize::from(l))
            }
        }
    }

    /// The result, finding out first whether the player to act is stuck. The candidates that
    /// takes are kept (`Ready`), so asking again, or listing the legal actions, at the same
    /// point of play does not list them again.
    pub fn outcome(&mut self) -> Option<Outcome> {
        if self.s.result.is_none() && !self.has_legal_action_ready() {
            self.stuck_resolves_to_pass();
        }
        self.s.result
    }

    /// Plays an action after checking it; on refusal the state is unchanged and the reason given.
    pub fn play(&mut self, action: Action) -> Result<(), Illegal> {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if legal.contains(&action) {
            self.play_unchecked(action);
            return Ok(());
        }
        Err(self.why_not(action, &legal))
    }

    pub(crate) fn why_not(&mut self, action: Action, legal: &[Action]) -> Illegal {
        let wanted = self.wanted(action);
        let text = self.format(action);
        self.why_not_wanted(&wanted, &text, legal)
    }

    /// Why no legal action is the one asked for (`text`, as typed): the game is over, only
    /// `pass` remains, a constraint refuses it, or no rule makes it.
    pub(crate) fn why_not_wanted(&mut self, wanted: &Wanted, text: &str, legal: &[Action]) -> Illegal {
        if self.s.result.is_some() {
            return Illegal::GameOver;
        }
        if legal == [Action::pass()] {
            return Illegal::MustPass;
        }
        if *wanted == Wanted::Word(Action::pass()) {
            return Illegal::CannotPass;
        }
        let mut candidates = Vec::new();
        self.candidates(&mut candidates);
        let fitting: Vec<Action> = candidates.into_iter().filter(|c| self.fits(*c, wanted)).collect();
        for &candidate in &fitting {
            // A copy another rule plays is no reason: that rule's copy is judged on its own.
            let refusal = self.refusal(candidate).filter(|r| !matches!(r, Refusal::Shadowed(_)));
            if let Some((by, requirement)) = refusal.map(|r| self.refusal_origin(r)) {
                return Illegal::Forbidden { action: text.to_string(), by, requirement };
            }
        }
        // A rule makes it and nothing refuses it: `priority` put another action first, by its
        // groups or by `most`.
        if let (Some(&first), Some(by)) = (legal.first(), &self.rules.priority_origin) {
            let (action, better, by) = (text.to_string(), self.format(first), by.clone());
            if fitting.iter().any(|&candidate| self.level(first) < self.level(candidate)) {
                return Illegal::Outranked { action, better, by };
            }
            if !self.rules.most.is_empty() && fitting.iter().any(|candidate| !legal.contains(candidate)) {
                return Illegal::Fewer { action, better, by };
            }
        }
        Illegal::NoRule { action: text.to_string(), reasons: self.reasons_for(wanted) }
    }
}

#[cfg(test)]
mod tests;

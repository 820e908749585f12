//! Coverage: which parts of the rules a position or an action brings into play — the effects
//! that changed something, the constraint that refused each candidate — for analysis, off the
//! hot path.

use super::action::Action;
use super::legal::Refusal;
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::Effect;

impl State {
    /// A bit per effect of the action's rule (by its index in the rule) that changes the
    /// position when the action is applied now. The state is left as it was.
    pub fn effects_fired(&mut self, action: Action) -> u64 {
        if action.is_word() {
            return 0;
        }
        let before = self.board().to_vec();
        let mut fired = 0;
        let marked = self.s.taken;
        self.apply_observed(action, |index, changed| {
            if changed {
                fired |= 1 << index;
            }
        });
        // What a hop does to the pieces it passes is part of the move itself: a jumped effect
        // fired when some cell passed over changed.
        let effects = &self.rules.actions[action.rule as usize].effects;
        let jumped = |e: &Effect| matches!(e, Effect::FlipJumped(_) | Effect::CaptureJumped);
        if effects.iter().any(jumped)
            && self.passed_over(action).any(|cell| self.board()[cell as usize] != before[cell as usize])
        {
            let effects = &self.rules.actions[action.rule as usize].effects;
            fired |=
                effects.iter().enumerate().filter(|(_, e)| jumped(e)).fold(0, |bits, (i, _)| bits | 1 << i);
        }
        // `capture jumped at end` changes no cell yet: it fired when it marked a piece.
        if self.s.taken > marked {
            let effects = &self.rules.actions[action.rule as usize].effects;
            let at_end = |e: &Effect| *e == Effect::CaptureJumpedAtEnd;
            fired |=
                effects.iter().enumerate().filter(|(_, e)| at_end(e)).fold(0, |bits, (i, _)| bits | 1 << i);
        }
        self.undo();
        fired
    }

    /// The cells strictly between a move's two ends along its direction (none for others).
    fn passed_over(&self, action: Action) -> impl Iterator<Item = Cell> + '_ {
        let geometry = &self.rules.geometry;
        let first = if action.from == NO_CELL { NO_CELL } else { geometry.step(action.from, action.dir) };
        std::iter::successors(Some(first), move |&cell| {
            (cell != NO_CELL).then(|| geometry.step(cell, action.dir))
        })
        .take_while(move |&cell| cell != NO_CELL && cell != action.to)
        .take(geometry.cell_count())
    }

    /// Every refusal of a candidate now: for each action some rule makes here, the `requires`
    /// or `forbid` that refuses it (the first that does, as play judges them).
    pub fn refusals(&mut self, out: &mut Vec<Refusal>) {
        out.clear();
        if self.known_outcome().is_some() {
            return;
        }
        let mut candidates = Vec::new();
        self.candidates(&mut candidates);
        out.extend(candidates.into_iter().filter_map(|action| self.refusal(action)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// Custodial flips, a `requires` that every placement flip something, and a `forbid` of
    /// owning a2.
    const FLIPS: &str = "game \"Flips\"\nplayers x o\nboard square 4 x 4\npiece disc\nhand disc unlimited\n\
        region marked: a2\n\
        action place: place disc on empty\n  then flip custodial any\n  requires flipped >= 1\n\
        setup x: b3 c2\nsetup o: b2 c3\n\
        forbid \"not a2\": count (own & marked) >= 1\n\
        draw \"full\": board full\n";

    fn start() -> State {
        let rules = crate::check::load(FLIPS).expect("the test game checks");
        State::new(Arc::new(rules))
    }

    #[test]
    fn an_effect_fires_when_it_changes_the_position() {
        let mut state = start();
        let flipping = state.parse_action("b1").expect("b1 flips b2");
        let hash = state.hash();
        assert_eq!(state.effects_fired(flipping), 1);
        assert_eq!(state.hash(), hash, "the state is left as it was");
        assert_eq!(state.effects_fired(Action::pass()), 0);
    }

    #[test]
    fn each_refused_candidate_names_its_rule() {
        let mut state = start();
        let mut refusals = Vec::new();
        state.refusals(&mut refusals);
        let requirements = refusals.iter().filter(|r| **r == Refusal::Requirement(0)).count();
        let forbids = refusals.iter().filter(|r| **r == Refusal::Forbid(0)).count();
        // x (b3 c2) flips o (b2 c3) from a2, b1, d3 and c4 only; a2 is forbidden.
        assert_eq!((requirements, forbids, refusals.len()), (8, 1, 9));
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let names: Vec<String> = legal.iter().map(|&a| state.format(a)).collect();
        assert_eq!(names, ["b1", "d3", "c4"].map(String::from), "{names:?}");
    }
}

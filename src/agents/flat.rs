//! Flat: flat Monte Carlo — random playouts shared out evenly among the legal actions, the
//! best mean reward for the mover wins. No tree: a baseline between random and UCT.

use super::playout::seated_playout;
use super::reward::rewards;
use super::spec::Budget;
use super::tree::PLAYOUT_CAP;
use super::{Agent, Clock, Progress, obvious_action};
use crate::engine::Rng;
use crate::engine::{Action, State};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// How a flat Monte Carlo agent searches: `Iterations` counts playouts.
#[derive(Clone, Debug, PartialEq)]
pub struct FlatConfig {
    pub budget: Budget,
}

impl Default for FlatConfig {
    fn default() -> FlatConfig {
        FlatConfig { budget: Budget::Iterations(10_000) }
    }
}

pub struct Flat {
    config: FlatConfig,
    rng: Rng,
    clock: Clock,
    legal: Vec<Action>,
    worth: Option<f32>,
    /// Playouts done in the current `choose`, for a caller showing progress.
    done: Arc<AtomicU64>,
}

impl Flat {
    pub fn new(config: FlatConfig, seed: u64, clock: Clock) -> Flat {
        let done = Arc::default();
        Flat { config, rng: Rng::new(seed), clock, legal: Vec::new(), worth: None, done }
    }

    /// Plays out after each action in turn, round after round, until the budget is spent;
    /// returns each action's total reward for the mover and the rounds played.
    fn evaluate(&mut self, state: &mut State) -> (Vec<f32>, u64) {
        // Judged for the seat, not the player: a swap of seats changes whom the seat plays.
        let mover = state.seat_to_move();
        let mut totals = vec![0.0; self.legal.len()];
        let mut reward = vec![0.0; state.rules().player_count()];
        let start = (self.clock)();
        let mut played = 0u64;
        loop {
            for (i, &action) in self.legal.iter().enumerate() {
                state.play_unchecked(action);
                let (outcome, _, seats) = seated_playout(state, &mut self.rng, PLAYOUT_CAP);
                state.undo();
                rewards(outcome, seats, &mut reward);
                totals[i] += reward[mover];
                played += 1;
            }
            self.done.store(played, Ordering::Relaxed);
            let done = match self.config.budget {
                Budget::Iterations(n) => played >= n,
                Budget::Time(limit) => (self.clock)().saturating_sub(start) >= limit,
            };
            if done {
                return (totals, played / self.legal.len() as u64);
            }
        }
    }
}

impl Agent for Flat {
    fn name(&self) -> String {
        super::Spec::Flat(self.config.clone()).to_string()
    }

    fn choose(&mut self, state: &State) -> Action {
        self.done.store(0, Ordering::Relaxed);
        if let Some(roll) = super::throw(state, &mut self.rng) {
            self.worth = None;
            return roll;
        }
        let mut state = state.clone();
        if let Some(action) = obvious_action(&mut state, &mut self.legal) {
            self.worth = super::obvious_worth(&self.legal);
            return action;
        }
        let (totals, rounds) = self.evaluate(&mut state);
        let best = (0..totals.len()).max_by(|&a, &b| totals[a].total_cmp(&totals[b]));
        let best = best.expect("a game without a result has a legal action");
        self.worth = Some(totals[best] / rounds.max(1) as f32);
        self.legal[best]
    }

    fn evaluation(&self) -> Option<f32> {
        self.worth
    }

    fn progress(&self) -> Option<Progress> {
        Some(Progress { done: Arc::clone(&self.done), budget: self.config.budget, unit: "playouts" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::frozen_clock;

    #[test]
    fn flat_blocks_a_threat_and_repeats_under_a_seed() {
        let source = "game \"Three\"\nplayers x o\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
            action place: place mark on empty\nwin \"row\": lines 3+ through placed >= 1\n";
        let mut state = State::of_source(source);
        for text in ["a1", "a3", "c2", "b3"] {
            let action = state.parse_action(text).expect("a legal test move");
            state.play_unchecked(action);
        }
        let config = FlatConfig { budget: Budget::Iterations(3000) };
        let choice = Flat::new(config.clone(), 5, frozen_clock()).choose(&state);
        assert_eq!(state.format(choice), "c3", "o's a3 b3 must be blocked");
        assert_eq!(Flat::new(config, 5, frozen_clock()).choose(&state), choice);
    }

    #[test]
    fn a_time_budget_on_the_frozen_clock_does_one_round_and_ends() {
        let source = "game \"Three\"\nplayers x o\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
            action place: place mark on empty\nwin \"row\": lines 3+ through placed >= 1\n";
        let state = State::of_source(source);
        let budget = Budget::Time(std::time::Duration::from_secs(3600));
        let choice = Flat::new(FlatConfig { budget }, 5, frozen_clock()).choose(&state);
        assert!(state.format(choice).len() == 2);
        let config = crate::agents::MctsConfig { budget, threads: Some(2), ..Default::default() };
        let stats = crate::agents::search(&state, &config, 5, &frozen_clock());
        assert!(stats.iter().map(|s| u64::from(s.visits)).sum::<u64>() > 0);
    }
}

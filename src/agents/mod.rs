//! Agents: players that choose actions — random, flat Monte Carlo, UCT search — the text that
//! names them, and the random playouts they share. Pure given their seed and budget.

mod flat;
mod mcts;
mod playout;
mod reward;
mod spec;
mod tree;

pub use flat::{Flat, FlatConfig};
pub use mcts::{Mcts, MctsConfig, RootStat, Watch, search, search_watched};
pub use playout::{PlayoutStats, playout, playouts};
pub use spec::{Budget, SPEC_HELP, Spec};

use crate::engine::{Action, Rng, State};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Duration;

/// How far a search has got: a counter the agent adds its work to while `choose` runs, read
/// by the caller from another thread to show progress (the agent itself shows nothing).
#[derive(Clone, Debug)]
pub struct Progress {
    /// Iterations (MCTS) or playouts (flat) done in the current `choose`.
    pub done: Arc<AtomicU64>,
    pub budget: Budget,
    /// What `done` counts: `iterations` or `playouts`.
    pub unit: &'static str,
}

/// A player that picks actions: a search or a random player. Humans are seated by the CLI.
pub trait Agent: Send {
    /// What the agent is, as its spec spells it (`mcts:iterations=1000`).
    fn name(&self) -> String;
    /// The action to play now. `state` has no result (some action is legal).
    fn choose(&mut self, state: &State) -> Action;
    /// What the last `choose` expected the chosen action to be worth to the seat that chose
    /// it, 0 to 1 (1: a sure win), when it searched; `None` for an agent that does not judge
    /// or a choice it did not weigh (the only legal action).
    fn evaluation(&self) -> Option<f32> {
        None
    }
    /// The counter of the search's work, for an agent that searches; `None` otherwise.
    fn progress(&self) -> Option<Progress> {
        None
    }
}

/// The worth of an obvious action (see `obvious_action`) to the mover: a sure win, or
/// nothing learnt when it was the only one.
fn obvious_worth(legal: &[Action]) -> Option<f32> {
    (legal.len() > 1).then_some(1.0)
}

/// Time elapsed on a monotonic clock, read through a closure that the caller supplies: the
/// agents never ask the system for the time themselves, so a time budget is an input like any
/// other (the CLI passes `Instant`'s, tests may pass a counter).
pub type Clock = Arc<dyn Fn() -> Duration + Send + Sync>;

/// A clock for tests and callers without time: each read is a century after the last, so a
/// time budget does one round of work and ends. (A clock that stood still kept a time
/// budget searching for ever.)
pub fn frozen_clock() -> Clock {
    let reads = std::sync::atomic::AtomicU64::new(0);
    Arc::new(move || {
        let read = reads.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Duration::from_secs(read.saturating_mul(CENTURY_SECS))
    })
}

/// A hundred years, in seconds: longer than any time budget.
const CENTURY_SECS: u64 = 100 * 365 * 24 * 3600;

/// A seed for the `stream`-th independent sequence drawn from `seed` (games, seats, threads).
pub fn derive_seed(seed: u64, stream: u64) -> u64 {
    let mut rng = Rng::new(seed ^ stream.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    rng.next_u64();
    rng.next_u64()
}

/// Uniformly random legal actions.
pub struct RandomAgent {
    rng: Rng,
}

impl RandomAgent {
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent { rng: Rng::new(seed) }
    }
}

impl Agent for RandomAgent {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, state: &State) -> Action {
        let mut state = state.clone();
        let rng = &mut self.rng;
        state.sample(&mut |n| rng.below(n)).expect("agents are asked only in games without a result")
    }
}

/// The throw at a chance node, drawn by its odds from `rng`; `None` at a decision node. No
/// agent chooses a throw: a play loop (or an agent asked at a chance node) throws this way.
pub fn throw(state: &State, rng: &mut Rng) -> Option<Action> {
    state.sample_roll(&mut |n| rng.below(n))
}

/// An action no search is needed for: the only legal one, or one that wins at once. Leaves
/// the legal actions in `legal` for the search that follows otherwise.
pub fn obvious_action(state: &mut State, legal: &mut Vec<Action>) -> Option<Action> {
    state.legal_actions(legal);
    if let [only] = legal[..] {
        return Some(only);
    }
    decisive_action(state, legal)
}

/// The one action that ends the game with the mover winning at once, if there is one: a win
/// for the seat to act, whichever player it holds once the action is played.
pub fn decisive_action(state: &mut State, legal: &[Action]) -> Option<Action> {
    let mover = state.seat_to_move() as u8;
    legal.iter().copied().find(|&action| {
        state.play_unchecked(action);
        let seats = state.seats();
        let wins = state.known_outcome().is_some_and(|o| seats.outcome(o).winner == Some(mover));
        state.undo();
        wins
    })
}

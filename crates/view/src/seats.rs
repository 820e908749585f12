//! Seats: the agent a front end seats where nobody named one, and how a timed search uses the
//! cores — the same at `yon play`, behind `yon serve` and in the playground.

use yon::agents::{Budget, Spec};

/// The agent that takes a seat nobody named: repeatable under a seed.
pub const DEFAULT_OPPONENT: &str = "mcts:iterations=10000";

/// A time budget searches on every core unless the spec says how many threads.
pub fn use_cores(spec: &mut Spec) {
    if let Spec::Mcts(config) = spec
        && matches!(config.budget, Budget::Time(_))
        && config.threads.is_none()
    {
        config.threads = std::thread::available_parallelism().map(|n| n.get()).ok();
    }
}

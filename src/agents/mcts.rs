//! Mcts: UCT search for any number of players, on one tree per thread (root parallelisation)
//! whose root visits are summed; deterministic under a seed when the budget is iterations.

use super::spec::Budget;
use super::tree::Tree;
use super::{Agent, Clock, Progress, derive_seed, obvious_action};
use crate::engine::Rng;
use crate::engine::{Action, State};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// How an MCTS agent searches.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsConfig {
    pub budget: Budget,
    /// The UCB1 exploration constant.
    pub exploration: f32,
    /// Trees searched at once, one per thread; an iteration budget is shared between them.
    /// `None`: one, unless the caller chooses (the CLI gives time budgets every core).
    pub threads: Option<usize>,
}

impl Default for MctsConfig {
    fn default() -> MctsConfig {
        MctsConfig { budget: Budget::Iterations(10_000), exploration: 1.4, threads: None }
    }
}

/// What the search thinks of one action at the root.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootStat {
    pub action: Action,
    pub visits: u32,
    /// Mean reward for the seat to act (the player to act's, unless seats are swapped), 0 to 1.
    pub value: f32,
}

/// Searches from `state` (which must have no result) and returns every root action, most
/// visited first (ties: higher value, then action order). `clock` is read only for time budgets.
pub fn search(state: &State, config: &MctsConfig, seed: u64, clock: &Clock) -> Vec<RootStat> {
    search_counted(state, config, seed, clock, &AtomicU64::new(0))
}

/// A search watched from another thread while it runs: every iteration of every thread added
/// to `done`, and now and then the root actions of the first tree as they stand (`leaders`,
/// most visited first), for a caller that shows the search's progress.
#[derive(Debug, Default)]
pub struct Watch {
    pub done: AtomicU64,
    pub leaders: Mutex<Vec<RootStat>>,
}

/// `search`, watched through `watch` as it goes; the same result as `search`.
pub fn search_watched(
    state: &State,
    config: &MctsConfig,
    seed: u64,
    clock: &Clock,
    watch: &Watch,
) -> Vec<RootStat> {
    search_with(state, config, seed, clock, (&watch.done, Some(&watch.leaders)))
}

/// `search`, adding every iteration of every thread to `done` as it goes.
pub fn search_counted(
    state: &State,
    config: &MctsConfig,
    seed: u64,
    clock: &Clock,
    done: &AtomicU64,
) -> Vec<RootStat> {
    search_with(state, config, seed, clock, (done, None))
}

/// What a search reports while it runs: the iteration counter, and where to publish the
/// first tree's root actions (none when nobody looks).
type Report<'a> = (&'a AtomicU64, Option<&'a Mutex<Vec<RootStat>>>);

fn search_with(
    state: &State,
    config: &MctsConfig,
    seed: u64,
    clock: &Clock,
    report: Report,
) -> Vec<RootStat> {
    let threads = config.threads.unwrap_or(1).max(1);
    let mut per_tree: Vec<Vec<(Action, u32, f32)>> = if threads == 1 {
        vec![grow(state, config, (seed, 0), clock, report)]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let report = (report.0, report.1.filter(|_| t == 0));
                    scope.spawn(move || grow(state, config, (derive_seed(seed, t as u64), t), clock, report))
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("a search thread does not panic")).collect()
        })
    };
    let mut all: Vec<(Action, u32, f32)> = per_tree.drain(..).flatten().collect();
    all.sort_by_key(|&(action, _, _)| action);
    let mut stats: Vec<RootStat> = Vec::new();
    for (action, visits, total) in all {
        match stats.last_mut() {
            Some(last) if last.action == action => {
                last.visits += visits;
                last.value += total;
            }
            _ => stats.push(RootStat { action, visits, value: total }),
        }
    }
    ranked(stats)
}

/// Root statistics with summed rewards turned into means, most visited first (ties: higher
/// value, then action order).
fn ranked(mut stats: Vec<RootStat>) -> Vec<RootStat> {
    for stat in &mut stats {
        stat.value = if stat.visits == 0 { 0.0 } else { stat.value / stat.visits as f32 };
    }
    stats.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    stats
}

/// Batches between two publications of the root actions: rare enough to cost nothing.
const PUBLISH_EVERY: u64 = 64;

/// Publishes a tree's root actions as they stand, ranked.
fn publish(tree: &Tree, leaders: Option<&Mutex<Vec<RootStat>>>) {
    let Some(leaders) = leaders else { return };
    let stats =
        tree.root_children().map(|(action, visits, value)| RootStat { action, visits, value }).collect();
    let stats = ranked(stats);
    *leaders.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = stats;
}

/// Iterations between two additions to the shared counter: often enough for a display, rare
/// enough that threads do not contend for it.
const BATCH: u64 = 16;

/// One tree, grown for this thread's share of the budget (`(seed, thread)`); its root
/// children's statistics.
fn grow(
    state: &State,
    config: &MctsConfig,
    (seed, thread): (u64, usize),
    clock: &Clock,
    (done, leaders): Report,
) -> Vec<(Action, u32, f32)> {
    let mut tree = Tree::new(state.clone(), config.exploration, seed);
    let mut batches = 0u64;
    let mut counted = |tree: &Tree, batch: u64| {
        done.fetch_add(batch, Ordering::Relaxed);
        batches += 1;
        if batches.is_multiple_of(PUBLISH_EVERY) {
            publish(tree, leaders);
        }
    };
    match config.budget {
        Budget::Iterations(total) => {
            let threads = config.threads.unwrap_or(1).max(1) as u64;
            let mut left = (total / threads + u64::from((thread as u64) < total % threads)).max(1);
            while left > 0 {
                let batch = left.min(BATCH);
                (0..batch).for_each(|_| tree.iterate());
                counted(&tree, batch);
                left -= batch;
            }
        }
        Budget::Time(limit) => {
            let start = clock();
            loop {
                (0..BATCH).for_each(|_| tree.iterate());
                counted(&tree, BATCH);
                if clock().saturating_sub(start) >= limit {
                    break;
                }
            }
        }
    }
    publish(&tree, leaders);
    tree.root_children().collect()
}

/// The UCT agent: plays a winning action at once when there is one, otherwise searches.
pub struct Mcts {
    config: MctsConfig,
    rng: Rng,
    clock: Clock,
    legal: Vec<Action>,
    worth: Option<f32>,
    done: Arc<AtomicU64>,
}

impl Mcts {
    pub fn new(config: MctsConfig, seed: u64, clock: Clock) -> Mcts {
        let done = Arc::default();
        Mcts { config, rng: Rng::new(seed), clock, legal: Vec::new(), worth: None, done }
    }
}

impl Agent for Mcts {
    fn name(&self) -> String {
        super::Spec::Mcts(self.config.clone()).to_string()
    }

    fn choose(&mut self, state: &State) -> Action {
        self.done.store(0, Ordering::Relaxed);
        if let Some(roll) = super::throw(state, &mut self.rng) {
            self.worth = None;
            return roll;
        }
        let seed = self.rng.next_u64();
        let mut state = state.clone();
        if let Some(action) = obvious_action(&mut state, &mut self.legal) {
            self.worth = super::obvious_worth(&self.legal);
            return action;
        }
        let stats = search_counted(&state, &self.config, seed, &self.clock, &self.done);
        // The search's estimate of the position: the mean over every iteration, not the best
        // child's value, which is chosen for being high and so is biased upward.
        let visits: f32 = stats.iter().map(|s| s.visits as f32).sum();
        self.worth =
            (visits > 0.0).then(|| stats.iter().map(|s| s.visits as f32 * s.value).sum::<f32>() / visits);
        stats.first().expect("a state without a result has a legal action").action
    }

    fn evaluation(&self) -> Option<f32> {
        self.worth
    }

    fn progress(&self) -> Option<Progress> {
        Some(Progress { done: Arc::clone(&self.done), budget: self.config.budget, unit: "iterations" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::frozen_clock;

    const THREE: &str = "game \"Three\"\nplayers x o\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
        action place: place mark on empty\nwin \"row\": lines 3+ through placed >= 1\ndraw \"full\": board full\n";

    /// Three players on a 4 × 4 board, three in a row wins.
    const THREE_PLAYERS: &str = "game \"Three players\"\nplayers a b c\nboard square 4 x 4\npiece mark\n\
        hand mark unlimited\naction place: place mark on empty\nwin \"row\": lines 3+ through placed >= 1\n\
        draw \"full\": board full\n";

    /// Two placements a turn, four in a row wins.
    const PAIRS: &str = "game \"Pairs\"\nplayers x o\nboard square 5 x 5\npiece mark\nhand mark unlimited\n\
        action place: place mark on empty\nturn: place place\nwin \"row\": lines 4+ through placed >= 1\n\
        draw \"full\": board full\n";

    fn state(source: &str, moves: &str) -> State {
        let mut state = State::of_source(source);
        for text in moves.split_whitespace() {
            let action = state.parse_action(text).expect("a legal test move");
            state.play_unchecked(action);
        }
        state
    }

    fn best(state: &State, iterations: u64, threads: usize, seed: u64) -> String {
        let config = MctsConfig {
            budget: Budget::Iterations(iterations),
            threads: Some(threads),
            ..Default::default()
        };
        let stats = search(state, &config, seed, &frozen_clock());
        assert_eq!(stats.iter().map(|s| u64::from(s.visits)).sum::<u64>(), iterations);
        state.format(stats[0].action)
    }

    #[test]
    fn search_finds_an_immediate_win_for_either_player() {
        // x: a1 b1 (c1 wins); o: a3 b3 (c3 wins) — x to act, then o after x errs.
        let x_to_act = state(THREE, "a1 a3 b1 b3");
        assert_eq!(best(&x_to_act, 2000, 1, 1), "c1");
        let o_to_act = state(THREE, "a1 a3 b1 b3 c2");
        assert_eq!(best(&o_to_act, 2000, 2, 1), "c3");
    }

    #[test]
    fn search_blocks_a_threat() {
        // o threatens c3 (a3 b3); x has no win and must block.
        assert_eq!(best(&state(THREE, "a1 a3 c2 b3"), 4000, 1, 3), "c3");
        assert_eq!(best(&state(THREE, "b2 a3 c1 b3"), 4000, 1, 3), "c3");
    }

    #[test]
    fn search_rewards_the_mover_with_three_players() {
        // c holds a1 b1 and is to act: c1 wins at once, though a threatens a4 and d4.
        let state = state(THREE_PLAYERS, "b4 d1 a1 d3 a3 b1 c4 d2");
        assert_eq!(best(&state, 3000, 1, 5), "c1");
    }

    #[test]
    fn a_turn_of_two_actions_is_scored_for_the_player_who_makes_both() {
        // x holds a1 b1 and places twice: c1 then d1 (or d1 then c1) wins; o threatens a5-d5.
        let start = state(PAIRS, "a1 b1 a5 b5 e3 e4 c5 e2");
        assert_eq!(start.to_move(), 0, "x to act at the start of a turn");
        let first = best(&start, 3000, 1, 7);
        assert!(first == "c1" || first == "d1", "x begins its four, not {first}");
        let mut after = start.clone();
        let action = after.parse_action(&first).expect("legal");
        after.play_unchecked(action);
        assert_eq!(after.to_move(), 0, "x acts again in the same turn");
        let second = best(&after, 200, 1, 7);
        assert!(second == "c1" || second == "d1", "x completes the four, not {second}");
    }

    #[test]
    fn same_seed_same_search() {
        let start = state(THREE, "b2");
        let config = MctsConfig { budget: Budget::Iterations(500), threads: Some(2), ..Default::default() };
        let first = search(&start, &config, 42, &frozen_clock());
        assert_eq!(first, search(&start, &config, 42, &frozen_clock()));
        // Watched, the same search; its first tree's root actions are published at the end.
        let watch = Watch::default();
        assert_eq!(first, search_watched(&start, &config, 42, &frozen_clock(), &watch));
        assert_eq!(watch.done.load(Ordering::Relaxed), 500);
        let leaders = watch.leaders.lock().expect("not poisoned");
        assert_eq!(leaders.iter().map(|s| u64::from(s.visits)).sum::<u64>(), 250, "the first of two trees");
        let mut a = Mcts::new(config.clone(), 9, frozen_clock());
        let mut b = Mcts::new(config, 9, frozen_clock());
        for _ in 0..3 {
            assert_eq!(a.choose(&start), b.choose(&start));
        }
    }

    #[test]
    fn the_agent_plays_a_decisive_action_at_once() {
        let config = MctsConfig { budget: Budget::Iterations(1), ..Default::default() };
        let mut agent = Mcts::new(config, 1, frozen_clock());
        let state = state(THREE, "a1 a3 b1 b3");
        assert_eq!(state.format(agent.choose(&state)), "c1");
    }
}

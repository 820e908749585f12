//! Batch: many games of one game stepped in one call, the GIL released while they run (and the
//! games split over threads when asked), each restarted when it ends, with the observations
//! and legal masks of all of them as one buffer each. Chance is never the caller's to play:
//! each game throws its dice (and draws its random setup) itself, by the odds, from its own
//! generator (seeded from the batch's seed), so that every game waits at a player's choice.

use crate::IllegalActionError;
use crate::game::{Game, Loaded};
use crate::state::State as PyState;
use pyo3::prelude::*;
use std::sync::Arc;
use yon::engine::Rng;
use yon::engine::{Action, State};

/// One game of the batch.
struct Env {
    state: State,
    legal: Vec<Action>,
    /// Actions played since the game began.
    actions: u64,
    rng: Rng,
}

impl Env {
    fn restart(&mut self, start: &State) {
        self.state.clone_from(start);
        self.actions = 0;
        self.throw();
    }

    /// Plays chance's outcomes, drawn by their odds, until a player is to act (or the game is
    /// over), then lists the legal actions. Throws are not counted as actions.
    fn throw(&mut self) {
        let rng = &mut self.rng;
        while let Some(outcome) = self.state.sample_roll(&mut |n| rng.below(n)) {
            self.state.play_unchecked(outcome);
        }
        self.state.legal_actions(&mut self.legal);
    }
}

/// `size` games of one game, stepped together.
#[pyclass(module = "yon")]
pub struct Batch {
    game: Arc<Loaded>,
    start: State,
    envs: Vec<Env>,
    /// Actions after which a game is cut short (a draw, reported as done); 0: never.
    cap: u64,
    threads: usize,
}

impl Batch {
    /// Runs `work` on every game, over `threads` threads, with the GIL released.
    fn each<T: Send>(
        &mut self,
        py: Python<'_>,
        work: impl Fn(usize, &mut Env, &State) -> T + Sync,
    ) -> Vec<T> {
        let (envs, start, threads) = (&mut self.envs, &self.start, self.threads.max(1));
        py.allow_threads(|| {
            if threads == 1 || envs.len() < 2 {
                return envs.iter_mut().enumerate().map(|(i, env)| work(i, env, start)).collect();
            }
            let chunk = envs.len().div_ceil(threads);
            std::thread::scope(|scope| {
                let handles: Vec<_> = envs
                    .chunks_mut(chunk)
                    .enumerate()
                    .map(|(c, part)| {
                        let work = &work;
                        scope.spawn(move || {
                            part.iter_mut()
                                .enumerate()
                                .map(|(i, env)| work(c * chunk + i, env, start))
                                .collect::<Vec<T>>()
                        })
                    })
                    .collect();
                handles.into_iter().flat_map(|h| h.join().expect("a batch thread does not panic")).collect()
            })
        })
    }

    /// After an action: whether the game is over or cut short, with each player's return.
    fn settle(env: &mut Env, start: &State, cap: u64, returns: &mut [f32]) -> bool {
        env.actions += 1;
        env.throw();
        let over = env.legal.is_empty();
        if over || (cap > 0 && env.actions >= cap) {
            PyState::returns_of(&mut env.state, returns);
            env.restart(start);
            return true;
        }
        returns.fill(0.0);
        false
    }
}

#[pymethods]
impl Batch {
    #[new]
    #[pyo3(signature = (game, size, seed = 0, cap = 0, threads = 1))]
    fn new(game: &Game, size: usize, seed: u64, cap: u64, threads: usize) -> Batch {
        let loaded = game.loaded.clone();
        let start = State::new(loaded.rules.clone());
        let envs = (0..size)
            .map(|i| {
                let mut env = Env {
                    state: start.clone(),
                    legal: Vec::new(),
                    actions: 0,
                    rng: Rng::new(yon::agents::derive_seed(seed, i as u64)),
                };
                env.restart(&start);
                env
            })
            .collect();
        Batch { game: loaded, start, envs, cap, threads }
    }

    /// How many games the batch holds.
    fn __len__(&self) -> usize {
        self.envs.len()
    }

    /// Starts every game again.
    fn reset(&mut self, py: Python<'_>) {
        self.each(py, |_, env, start| env.restart(start));
    }

    /// The player to act in each game.
    fn to_move(&self) -> Vec<usize> {
        self.envs.iter().map(|e| usize::from(e.state.to_move())).collect()
    }

    /// Every game's observation: a float32 numpy array, games × planes × cells.
    fn observations(&mut self, py: Python<'_>) -> PyResult<PyObject> {
        let game = self.game.clone();
        let (planes, cells) = game.planes.shape();
        let parts = self.each(py, |_, env, _| {
            let mut out = vec![0f32; planes * cells];
            game.planes.observe(&env.state, &mut out);
            out
        });
        let values: Vec<f32> = parts.concat();
        crate::array(py, &crate::float_bytes(&values), "float32", vec![self.envs.len(), planes, cells])
    }

    /// Every game's legal actions, as indices of the action space (ascending, each its own).
    fn legal_actions(&self) -> Vec<Vec<usize>> {
        let game = &self.game;
        let list = |env: &Env| {
            let mut indices: Vec<usize> =
                env.legal.iter().map(|&a| game.space.encode(&env.state, a)).collect();
            if !indices.is_sorted() {
                indices.sort_unstable();
            }
            indices
        };
        self.envs.iter().map(list).collect()
    }

    /// Every game's legal mask: a bool numpy array, games × actions.
    fn legal_masks(&mut self, py: Python<'_>) -> PyResult<PyObject> {
        let game = self.game.clone();
        let size = game.space.size();
        let mut mask = vec![0u8; self.envs.len() * size];
        for (i, env) in self.envs.iter().enumerate() {
            for &action in &env.legal {
                mask[i * size + game.space.encode(&env.state, action)] = 1;
            }
        }
        crate::array(py, &mask, "bool", vec![self.envs.len(), size])
    }

    /// Plays one action (an index of the action space) in each game. Returns each game's
    /// returns (float32 numpy array, games × players; 0 while a game goes on) and whether it
    /// ended or reached `cap` (bool array, games), a game that did being started again.
    fn step(&mut self, py: Python<'_>, actions: Vec<usize>) -> PyResult<(PyObject, PyObject)> {
        if actions.len() != self.envs.len() {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "{} actions for {} games",
                actions.len(),
                self.envs.len()
            )));
        }
        let game = self.game.clone();
        let players = game.rules.player_count();
        let cap = self.cap;
        let results = self.each(py, |i, env, start| {
            let wanted = actions[i];
            let action =
                env.legal.iter().copied().find(|&a| game.space.encode(&env.state, a) == wanted).ok_or(i)?;
            env.state.play_unchecked(action);
            let mut returns = vec![0f32; players];
            let done = Batch::settle(env, start, cap, &mut returns);
            Ok((returns, done))
        });
        let mut rewards = Vec::with_capacity(results.len() * players * 4);
        let mut dones = Vec::with_capacity(results.len());
        for result in results {
            let (returns, done) = result.map_err(|i: usize| {
                IllegalActionError::new_err(format!("game {i}: action {} is not legal there", actions[i]))
            })?;
            rewards.extend(returns.iter().flat_map(|v| v.to_ne_bytes()));
            dones.push(u8::from(done));
        }
        let games = self.envs.len();
        Ok((
            crate::array(py, &rewards, "float32", vec![games, players])?,
            crate::array(py, &dones, "bool", vec![games])?,
        ))
    }

    /// Plays `steps` uniformly random actions in each game, starting a game again when it
    /// ends; returns (actions played, games ended). Here a throw is one of the steps, drawn
    /// by its odds, as `yon playout` counts it.
    fn step_random(&mut self, py: Python<'_>, steps: u64) -> (u64, u64) {
        let cap = self.cap;
        let counts = self.each(py, |_, env, start| {
            let (mut played, mut ended) = (0, 0);
            for _ in 0..steps {
                let rng = &mut env.rng;
                // A stuck player's end is found only when no action can be drawn.
                if env.state.play_sampled(&mut |n| rng.below(n)).is_none() {
                    env.state.clone_from(start);
                    env.actions = 0;
                    ended += 1;
                    continue;
                }
                played += 1;
                env.actions += 1;
                if env.state.known_outcome().is_some() || (cap > 0 && env.actions >= cap) {
                    env.state.clone_from(start);
                    env.actions = 0;
                    ended += 1;
                }
            }
            env.throw();
            (played, ended)
        });
        counts.iter().fold((0, 0), |(p, e), &(played, ended)| (p + played, e + ended))
    }
}

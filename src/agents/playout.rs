//! Playout: uniform random games from a position to their end, and their statistics.

use crate::engine::Rng;
use crate::engine::{Outcome, Seats, State};

/// What a batch of random games did.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct PlayoutStats {
    pub games: u64,
    pub actions: u64,
    /// Wins per player (colour, not seat), in the order of `players`.
    pub wins: Vec<u64>,
    pub draws: u64,
    /// Games stopped at the action cap without a result.
    pub unfinished: u64,
}

impl PlayoutStats {
    pub fn mean_length(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.actions as f64 / self.games as f64 }
    }
}

/// Plays uniformly random legal actions until the game ends or `cap` actions are played,
/// then undoes them all. Returns the outcome (if any) and the number of actions. Games whose
/// rules have a kernel are played on it, on a copy of the position.
pub fn playout(state: &mut State, rng: &mut Rng, cap: u64) -> (Option<Outcome>, u64) {
    let (outcome, actions, _) = seated_playout(state, rng, cap);
    (outcome, actions)
}

/// `playout`, with who sat where at its end: a `swap seats` played in it hands each player to
/// the other seat, and a search credits a win to the seat that holds the winner
/// (`Seats::outcome`).
pub(super) fn seated_playout(state: &mut State, rng: &mut Rng, cap: u64) -> (Option<Outcome>, u64, Seats) {
    let mut played = (None, 0);
    let mut draw = |n: usize| rng.below(n);
    // The kernel keeps no seats: it takes no game that swaps them, so they stay as they are.
    if state.kernel_playouts((1, cap), &mut draw, |outcome, actions| played = (outcome, actions)) {
        return (played.0, played.1, state.seats());
    }
    general_playout(state, &mut draw, cap)
}

/// A playout on the general engine, as `seated_playout`.
fn general_playout(
    state: &mut State,
    draw: &mut impl FnMut(usize) -> usize,
    cap: u64,
) -> (Option<Outcome>, u64, Seats) {
    let start = state.ply();
    let mut actions = 0;
    while actions < cap {
        if state.play_sampled(&mut *draw).is_none() {
            break;
        }
        actions += 1;
    }
    let (outcome, seats) = (state.known_outcome(), state.seats());
    while state.ply() > start {
        state.undo();
    }
    (outcome, actions, seats)
}

/// Runs `games` playouts from `state`, calling `progress` after each with the games done. On
/// a kernel the position is taken over once for all of them.
pub fn playouts(
    state: &mut State,
    rng: &mut Rng,
    games: u64,
    cap: u64,
    mut progress: impl FnMut(u64),
) -> PlayoutStats {
    let mut stats = PlayoutStats { wins: vec![0; state.rules().player_count()], ..Default::default() };
    let mut note = |(outcome, actions): (Option<Outcome>, u64)| {
        stats.games += 1;
        stats.actions += actions;
        match outcome {
            Some(Outcome { winner: Some(p), .. }) => stats.wins[p as usize] += 1,
            Some(Outcome { winner: None, .. }) => stats.draws += 1,
            None => stats.unfinished += 1,
        }
        progress(stats.games);
    };
    let mut draw = |n: usize| rng.below(n);
    if !state.kernel_playouts((games, cap), &mut draw, |outcome, actions| note((outcome, actions))) {
        for _ in 0..games {
            let (outcome, actions, _) = general_playout(state, &mut draw, cap);
            note((outcome, actions));
        }
    }
    stats
}

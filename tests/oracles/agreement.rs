//! Agreement: the engine, running each classic game from its text file, against the independent
//! oracles of `tests/oracle/` (hand-written referees that share nothing with it). In seeded
//! random games, at every turn both must list the same complete turns (as notation), name the
//! same player to act and the same result; at sampled positions perft by turns must agree too.

use crate::common;
use crate::{
    abalone, amazons, chess, connect_four, draughts, focus, go, hex, hexagonal_chess, konane,
    lines_of_action, neutron, nine_mens_morris, oware, shogun,
};
use yon::engine::Rng;
use yon::engine::{Action, State, perft_turns};

/// What every oracle offers (see `tests/oracle/`).
pub(crate) trait Referee: Clone {
    fn to_move(&self) -> usize;
    fn result(&self) -> Option<Option<usize>>;
    fn turns(&self) -> Vec<Vec<String>>;
    fn play(&mut self, turn: &[String]);
    fn perft(&self, depth: u32) -> u64;
}

macro_rules! referee {
    ($($t:ty),*) => {$(
        impl Referee for $t {
            fn to_move(&self) -> usize { <$t>::to_move(self) }
            fn result(&self) -> Option<Option<usize>> { <$t>::result(self) }
            fn turns(&self) -> Vec<Vec<String>> { <$t>::turns(self) }
            fn play(&mut self, turn: &[String]) { <$t>::play(self, turn) }
            fn perft(&self, depth: u32) -> u64 { <$t>::perft(self, depth) }
        }
    )*};
}

referee!(
    abalone::Abalone,
    amazons::Amazons,
    chess::Chess,
    connect_four::ConnectFour,
    draughts::Draughts,
    focus::Focus,
    go::Go,
    hex::Hex,
    hexagonal_chess::HexagonalChess,
    konane::Konane,
    lines_of_action::LinesOfAction,
    neutron::Neutron,
    nine_mens_morris::NineMensMorris,
    oware::Oware,
    shogun::Shogun
);

/// Every complete turn the engine allows from here, each as its actions' notation, sorted.
fn engine_turns(state: &mut State) -> Vec<Vec<String>> {
    let mut turns = Vec::new();
    let turn = state.turn();
    collect(state, turn, &mut Vec::new(), &mut turns);
    turns.sort();
    turns
}

fn collect(state: &mut State, turn: u32, prefix: &mut Vec<String>, turns: &mut Vec<Vec<String>>) {
    let mut actions: Vec<Action> = Vec::new();
    state.legal_actions(&mut actions);
    for action in actions {
        prefix.push(state.format(action));
        state.play_unchecked(action);
        if state.turn() != turn || state.known_outcome().is_some() {
            turns.push(prefix.clone());
        } else {
            collect(state, turn, prefix, turns);
        }
        state.undo();
        prefix.pop();
    }
}

fn engine_result(state: &mut State) -> Option<Option<usize>> {
    state.outcome().map(|o| o.winner.map(usize::from))
}

/// What the random games went through.
#[derive(Default, Debug)]
pub(crate) struct Seen {
    pub(crate) positions: usize,
    pub(crate) turns: usize,
    pub(crate) finished: usize,
    pub(crate) perfts: usize,
}

/// The same as written, for games whose notation the oracle shares.
pub(crate) fn as_written(action: &str) -> String {
    action.to_string()
}

/// Plays `games` seeded random games of at most `cap` turns on both, comparing at every
/// position (the engine's notation passed through `notation` first), and perft by turns to
/// `depth` at every `every`-th position.
#[allow(clippy::too_many_arguments)]
pub(crate) fn agree<R: Referee>(
    file: &str,
    options: &[&str],
    start: R,
    notation: fn(&str) -> String,
    games: u64,
    cap: usize,
    depth: u32,
    every: usize,
) -> Seen {
    let mut seen = Seen::default();
    for seed in 1..=games {
        let mut state = common::game(file, options);
        let mut oracle = start.clone();
        let mut rng = Rng::new(seed);
        for ply in 0..cap {
            let mut ours: Vec<(Vec<String>, Vec<String>)> = engine_turns(&mut state)
                .into_iter()
                .map(|t| (t.iter().map(|a| notation(a)).collect(), t))
                .collect();
            ours.sort();
            let theirs = oracle.turns();
            let context = || format!("{file} game {seed}, turn {ply}");
            let written: Vec<&Vec<String>> = ours.iter().map(|(n, _)| n).collect();
            assert_eq!(written, theirs.iter().collect::<Vec<_>>(), "{}: the turns differ", context());
            assert_eq!(engine_result(&mut state), oracle.result(), "{}: the results differ", context());
            seen.positions += 1;
            if theirs.is_empty() {
                seen.finished += 1;
                break;
            }
            assert_eq!(
                state.to_move() as usize,
                oracle.to_move(),
                "{}: the player to act differs",
                context()
            );
            if every > 0 && ply % every == 0 {
                assert_eq!(
                    perft_turns(&mut state, depth),
                    oracle.perft(depth),
                    "{}: perft {depth}",
                    context()
                );
                seen.perfts += 1;
            }
            let i = rng.below(theirs.len());
            common::play(&mut state, &ours[i].1.join(" "));
            oracle.play(&theirs[i]);
            seen.turns += 1;
        }
    }
    seen
}

#[test]
fn connect_four_agrees_with_its_oracle() {
    let seen = agree("connect-four.game", &[], connect_four::ConnectFour::new(), as_written, 300, 42, 3, 5);
    assert!(seen.finished >= 250, "{seen:?}");
}

#[test]
fn english_draughts_agrees_with_its_oracle() {
    // The oracle writes a crowning move without yon's `+`.
    let crowned = |action: &str| action.trim_end_matches('+').to_string();
    let seen = agree("english-draughts.game", &[], draughts::Draughts::new(), crowned, 60, 250, 3, 10);
    assert!(seen.finished >= 20 && seen.positions > 3000, "{seen:?}");
}

#[test]
fn amazons_agrees_with_its_oracle() {
    let seen = agree("amazons.game", &[], amazons::Amazons::new(), as_written, 4, 120, 1, 0);
    assert!(seen.finished >= 3, "{seen:?}");
}

#[test]
fn konane_agrees_with_its_oracle_on_both_boards() {
    let big = agree("konane.game", &[], konane::Konane::new(8), as_written, 60, 100, 2, 3);
    let small = agree("konane.game", &["small"], konane::Konane::new(6), as_written, 60, 100, 3, 3);
    assert!(big.finished == 60 && small.finished == 60, "{big:?} {small:?}");
}

#[test]
fn nine_mens_morris_agrees_with_its_oracle() {
    let morris = nine_mens_morris::NineMensMorris::new();
    let seen = agree("nine-mens-morris.game", &[], morris, as_written, 60, 200, 2, 10);
    assert!(seen.finished >= 10 && seen.positions > 5000, "{seen:?}");
}

#[test]
fn chess_agrees_with_its_oracle() {
    let seen = agree("chess.game", &[], chess::Chess::new(), as_written, 12, 600, 2, 25);
    assert!(seen.positions > 4000 && seen.finished >= 6, "{seen:?}");
}

#[test]
fn hexagonal_chess_agrees_with_its_oracle() {
    // The oracle writes Gliński's cell names; the engine's are turned into them.
    let start = hexagonal_chess::HexagonalChess::new();
    let seen = agree("hexagonal-chess.game", &[], start, hexagonal_chess::from_yon, 12, 800, 2, 25);
    assert!(seen.positions > 3000 && seen.finished >= 8, "{seen:?}");
}

#[test]
fn hex_agrees_with_its_oracle_on_both_boards_with_and_without_the_swap() {
    let big = agree("hex.game", &[], hex::Hex::new(11, false), as_written, 20, 130, 2, 20);
    let swap = agree("hex.game", &["swap"], hex::Hex::new(11, true), as_written, 20, 130, 2, 20);
    let small = agree("hex.game", &["small"], hex::Hex::new(7, false), as_written, 100, 60, 3, 7);
    let both = agree("hex.game", &["small", "swap"], hex::Hex::new(7, true), as_written, 100, 60, 3, 7);
    // Every game of Hex ends with a winner, at the latest when the board is full (the swap
    // takes a turn without a stone, hence the caps past the number of cells).
    assert!(big.finished == 20 && swap.finished == 20, "{big:?} {swap:?}");
    assert!(small.finished == 100 && both.finished == 100, "{small:?} {both:?}");
}

#[test]
fn lines_of_action_agrees_with_its_oracle() {
    let start = lines_of_action::LinesOfAction::new();
    let seen = agree("lines-of-action.game", &[], start, as_written, 40, 300, 2, 10);
    assert!(seen.finished >= 20 && seen.positions > 2000, "{seen:?}");
}

#[test]
fn go_agrees_with_its_oracle_through_captures_ko_and_scoring() {
    let seen = agree("go.game", &[], go::Go::new(), as_written, 60, 1000, 2, 20);
    assert!(seen.finished == 60 && seen.positions > 5000, "{seen:?}");
}

#[test]
fn oware_agrees_with_its_oracle_through_captures_grand_slams_and_feeding() {
    let seen = agree("oware.game", &[], oware::Oware::new(), as_written, 40, 400, 3, 7);
    assert!(seen.finished >= 30, "{seen:?}");
}

/// The seeds in every pit and both scores, after every sowing of random games, and that those
/// games reached the rules that matter: captures, grand slams refused, forced feeding.
#[test]
fn oware_agrees_with_its_oracle_on_every_pit_and_score() {
    let (mut captures, mut slams, mut fed) = (0, 0, 0);
    for seed in 1..=40 {
        let mut state = common::game("oware.game", &[]);
        let mut oracle = oware::Oware::new();
        let mut rng = Rng::new(seed);
        while oracle.result().is_none() && state.turn() < 400 {
            let rules = std::sync::Arc::clone(state.rules());
            for pit in 0..12 {
                let cell = rules.geometry.cell(&oware::name(pit)).expect("a pit");
                assert_eq!(state.seeds(cell), oracle.pits()[pit], "game {seed}: pit {}", oware::name(pit));
            }
            assert_eq!([state.score(0), state.score(1)], oracle.scores(), "game {seed}: scores");
            let turns = oracle.turns();
            let opponent_empty = oracle.pits()[(1 - oracle.to_move()) * 6..][..6].iter().all(|&s| s == 0);
            fed += usize::from(
                opponent_empty
                    && turns.len()
                        < oracle.pits()[oracle.to_move() * 6..][..6].iter().filter(|&&s| s > 0).count(),
            );
            let turn = &turns[rng.below(turns.len())];
            let before = oracle.scores();
            let theirs_before: u32 = oracle.pits()[(1 - oracle.to_move()) * 6..][..6].iter().sum();
            common::play(&mut state, &turn[0]);
            let mover = oracle.to_move();
            oracle.play(turn);
            captures += usize::from(oracle.scores() != before);
            // A sowing that ends on 2 or 3 of theirs with the whole side at 2 or 3 and nothing taken.
            let theirs: Vec<u32> = oracle.pits()[(1 - mover) * 6..][..6].to_vec();
            slams += usize::from(
                oracle.scores() == before
                    && theirs_before > 0
                    && theirs.iter().all(|&s| s == 0 || (2..=3).contains(&s))
                    && theirs.iter().any(|&s| s > 0),
            );
        }
        assert_eq!(common::result(&mut state).is_some(), oracle.result().is_some(), "game {seed}: over");
    }
    assert!(captures > 100 && slams > 0 && fed > 0, "captures {captures}, slams {slams}, fed {fed}");
}

#[test]
fn neutron_agrees_with_its_oracle() {
    // From the start, perft by actions (each slide its own ply) and by turns.
    let mut state = common::game("neutron.game", &[]);
    let start = neutron::Neutron::new();
    for depth in 1..=5 {
        assert_eq!(yon::engine::perft(&mut state, depth), start.perft_slides(depth), "perft {depth}");
    }
    // Then from every position of random games, to their ends.
    let seen = agree("neutron.game", &[], start, as_written, 300, 200, 2, 3);
    assert!(seen.finished == 300 && seen.perfts > 500, "{seen:?}");
}

#[test]
fn shogun_agrees_with_its_oracle() {
    // From the start, perft by moves; then from every position of random games, to their ends
    // (or 300 moves), the moves, the player to act, the result and perft 2 at every third.
    let mut state = common::game("shogun.game", &[]);
    let start = shogun::Shogun::new();
    for depth in 1..=5 {
        assert_eq!(yon::engine::perft(&mut state, depth), start.perft(depth), "perft {depth}");
    }
    let seen = agree("shogun.game", &[], start, as_written, 200, 300, 2, 3);
    assert!(seen.finished >= 150 && seen.perfts > 1000, "{seen:?}");
}

#[test]
fn focus_agrees_with_its_oracle() {
    // From the start, perft by actions (the top N pieces of a stack, exactly N cells); then
    // along random games, where stacks pass five, trim, fill the reserves and empty them again:
    // the actions, the player to act, the result and perft 2 at every fifth position.
    let mut state = common::game("focus.game", &[]);
    let start = focus::Focus::new();
    for depth in 1..=3 {
        assert_eq!(yon::engine::perft(&mut state, depth), start.perft(depth), "perft {depth}");
    }
    let seen = agree("focus.game", &[], start, as_written, 40, 300, 2, 5);
    assert!(seen.perfts > 300, "{seen:?}");
}

#[test]
#[ignore = "deep perft: seconds in release mode"]
fn focus_agrees_with_its_oracle_at_depth_four() {
    let mut state = common::game("focus.game", &[]);
    assert_eq!(yon::engine::perft(&mut state, 4), focus::Focus::new().perft(4));
}

//! One scenario per rule of Oware, abapa (`games/oware.game`), each from the start or from the
//! game's own text with other seeds in some pits (`seeds N: CELLS` written after the game's).

mod common;

use common::{game, game_from, legal, play, result, result_rule};
use yon::engine::State;

/// Oware with the seeds of some pits changed: `("a1", 12)` puts 12 seeds in a1.
fn oware_with(seeds: &[(&str, u32)]) -> State {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/oware.game");
    let mut source = std::fs::read_to_string(path).expect("games/oware.game");
    let extra: String = seeds.iter().map(|(cell, n)| format!("\nseeds {n}: {cell}")).collect();
    source = source.replace("seeds 4: all", &format!("seeds 4: all{extra}"));
    game_from(&source)
}

fn seeds(state: &State, cell: &str) -> u32 {
    state.seeds(state.rules().geometry.cell(cell).expect("a cell"))
}

/// Every pit of a rank empty but those named.
fn only(rank: char, keep: &[&str]) -> Vec<(String, u32)> {
    "abcdef"
        .chars()
        .map(|f| format!("{f}{rank}"))
        .filter(|c| !keep.contains(&c.as_str()))
        .map(|c| (c, 0))
        .collect()
}

fn with(pairs: &[(String, u32)], more: &[(&str, u32)]) -> State {
    let mut all: Vec<(&str, u32)> = pairs.iter().map(|(c, n)| (c.as_str(), *n)).collect();
    all.extend_from_slice(more);
    oware_with(&all)
}

#[test]
fn the_first_sowings_go_counter_clockwise() {
    let mut state = game("oware.game", &[]);
    assert_eq!(legal(&mut state), ["a1-e1", "b1-f1", "c1-f2", "d1-e2", "e1-d2", "f1-c2"]);
}

#[test]
fn twelve_seeds_or_more_pass_over_the_pit_sown_from() {
    let mut state = oware_with(&[("a1", 12)]);
    play(&mut state, "a1-b1");
    assert_eq!([seeds(&state, "a1"), seeds(&state, "b1")], [0, 6]);
}

#[test]
fn a_last_seed_making_two_or_three_captures_back_to_the_first_gap() {
    // f1's three seeds make f2 2, e2 3, d2 3; c2 (5) stops the run.
    let mut state = oware_with(&[("f1", 3), ("f2", 1), ("e2", 2), ("d2", 2), ("c2", 5)]);
    play(&mut state, "f1-d2");
    assert_eq!(state.score(0), 8);
    assert_eq!(
        [seeds(&state, "f2"), seeds(&state, "e2"), seeds(&state, "d2"), seeds(&state, "c2")],
        [0, 0, 0, 5]
    );
    // Two or three on one's own side is no capture.
    let mut state = oware_with(&[("a1", 1), ("b1", 1)]);
    play(&mut state, "a1-b1");
    assert_eq!(state.score(0), 0);
}

#[test]
fn a_capture_of_every_seed_the_opponent_has_takes_none() {
    let mut north = only('2', &["f2", "e2"]);
    north.iter_mut().for_each(|p| p.1 = 0);
    let mut state = with(&north, &[("f2", 1), ("e2", 1), ("f1", 2)]);
    play(&mut state, "f1-e2");
    assert_eq!(state.score(0), 0, "a grand slam takes nothing");
    assert_eq!([seeds(&state, "f2"), seeds(&state, "e2")], [2, 2]);
}

#[test]
fn the_opponent_must_be_fed_when_a_sowing_can() {
    let south = only('1', &["a1", "e1"]);
    let north = only('2', &[]);
    let all: Vec<(String, u32)> = south.into_iter().chain(north).collect();
    let mut state = with(&all, &[("a1", 1), ("e1", 2)]);
    assert_eq!(legal(&mut state), ["e1-f2"], "a1-b1 would leave north nothing");
    let south = only('1', &["a1", "b1"]);
    let north = only('2', &[]);
    let all: Vec<(String, u32)> = south.into_iter().chain(north).collect();
    let mut state = with(&all, &[("a1", 1), ("b1", 1)]);
    assert_eq!(legal(&mut state), ["a1-b1", "b1-c1"], "no sowing can feed north: any may be played");
}

#[test]
fn a_score_at_the_mark_wins_at_once() {
    // One capture takes 8; with the mark lowered from 25 to 8 (the game's own text otherwise),
    // it ends the game on the spot. Captures of 15 at most in one sowing make 25 hard to set up.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/oware.game");
    let source = std::fs::read_to_string(path).expect("games/oware.game");
    assert!(source.contains("score >= 25"));
    let source = source
        .replace("score >= 25", "score >= 8")
        .replace("seeds 4: all", "seeds 4: all\nseeds 3: f1\nseeds 1: f2\nseeds 2: e2 d2");
    let mut state = game_from(&source);
    play(&mut state, "f1-d2");
    assert_eq!(state.score(0), 8);
    assert_eq!(result(&mut state).as_deref(), Some("south"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("more than half the seeds"));
    let mut state = oware_with(&[("f1", 3), ("f2", 1), ("e2", 2), ("d2", 2)]);
    play(&mut state, "f1-d2");
    assert_eq!((state.score(0), result(&mut state)), (8, None), "8 of 25 goes on");
}

#[test]
fn with_no_seeds_to_sow_the_game_ends_and_the_seeds_left_go_home() {
    let south = only('1', &["a1", "b1"]);
    let north = only('2', &[]);
    let all: Vec<(String, u32)> = south.into_iter().chain(north).collect();
    let mut state = with(&all, &[("a1", 1), ("b1", 1)]);
    play(&mut state, "b1-c1");
    assert_eq!(result(&mut state).as_deref(), Some("south"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("no seeds to sow"));
}

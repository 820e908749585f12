//! One scenario per rule of Kalah (`games/kalah.game`), each from the start or from the game's
//! own text with other seeds in some pits (`seeds N: CELLS` written after the game's).

mod common;

use common::{game, game_from, legal, play, result, result_rule};
use yon::engine::State;

/// Kalah with the seeds of some pits changed: `("s1", 13)` puts 13 seeds in s1.
fn kalah_with(seeds: &[(&str, u32)]) -> State {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/kalah.game");
    let mut source = std::fs::read_to_string(path).expect("games/kalah.game");
    let extra: String = seeds.iter().map(|(cell, n)| format!("\nseeds {n}: {cell}")).collect();
    source = source.replace("seeds 4: pits", &format!("seeds 4: pits{extra}"));
    game_from(&source)
}

fn seeds(state: &State, cell: &str) -> u32 {
    state.seeds(state.rules().geometry.cell(cell).expect("a cell"))
}

#[test]
fn each_sowing_is_named_by_its_pit_and_where_its_last_seed_falls() {
    let mut state = game("kalah.game", &[]);
    assert_eq!(legal(&mut state), ["s1-s5", "s2-s6", "s3-S", "s4-n1", "s5-n2", "s6-n3"]);
    play(&mut state, "s4-n1");
    assert_eq!(
        [seeds(&state, "s4"), seeds(&state, "s5"), seeds(&state, "S"), seeds(&state, "n1")],
        [0, 5, 1, 5]
    );
    assert_eq!(legal(&mut state), ["n1-n6", "n2-n6", "n3-N", "n4-s1", "n5-s2", "n6-s3"]);
}

#[test]
fn sowing_passes_over_the_opponents_store_and_into_ones_own() {
    let mut state = kalah_with(&[("s6", 10)]);
    play(&mut state, "s6-s3");
    assert_eq!(seeds(&state, "N"), 0, "north's store is passed over");
    assert_eq!(seeds(&state, "S"), 1);
    assert_eq!([seeds(&state, "s1"), seeds(&state, "s2"), seeds(&state, "s3")], [5, 5, 5]);
}

#[test]
fn the_last_seed_in_ones_own_store_sows_again_and_must() {
    let mut state = game("kalah.game", &[]);
    play(&mut state, "s3-S");
    assert_eq!(state.to_move(), 0, "south sows again");
    let again = legal(&mut state);
    assert!(!again.contains(&"end".to_string()), "the second sowing is not optional: {again:?}");
    assert_eq!(again, ["s1-s5", "s2-s6", "s4-n2", "s5-n3", "s6-n4"]);
    play(&mut state, "s6-n4");
    assert_eq!(state.to_move(), 1);
}

#[test]
fn the_last_seed_in_an_empty_pit_of_ones_own_takes_it_and_the_pit_opposite() {
    let mut state = kalah_with(&[("s1", 1), ("s2", 0)]);
    play(&mut state, "s1-s2");
    assert_eq!([seeds(&state, "s2"), seeds(&state, "n5"), seeds(&state, "S")], [0, 0, 5]);
}

#[test]
fn no_capture_when_the_pit_opposite_is_empty_or_the_empty_pit_is_the_opponents() {
    let mut state = kalah_with(&[("s1", 1), ("s2", 0), ("n5", 0)]);
    play(&mut state, "s1-s2");
    assert_eq!([seeds(&state, "s2"), seeds(&state, "S")], [1, 0]);
    let mut state = kalah_with(&[("s6", 2), ("n1", 0)]);
    play(&mut state, "s6-n1");
    assert_eq!(
        [seeds(&state, "n1"), seeds(&state, "n6"), seeds(&state, "S")],
        [1, 4, 1],
        "n1 is north's: no capture"
    );
}

#[test]
fn thirteen_seeds_go_round_and_capture_in_the_emptied_pit_sown_from() {
    let mut state = kalah_with(&[("s1", 13)]);
    play(&mut state, "s1-s1");
    // One seed in the store on the way round, then the last in s1 takes n6's five.
    assert_eq!([seeds(&state, "s1"), seeds(&state, "n6"), seeds(&state, "S")], [0, 0, 7]);
}

#[test]
fn the_game_ends_when_a_side_is_empty_and_each_keeps_their_side() {
    let empty: Vec<(&str, u32)> = ["s1", "s2", "s3", "s4", "s5"].iter().map(|c| (*c, 0)).collect();
    let mut state = kalah_with(&[&empty[..], &[("s6", 1), ("S", 3)]].concat());
    play(&mut state, "s6-S");
    // South: 4 in the store; north: 24 on their side.
    assert_eq!(result(&mut state).as_deref(), Some("north"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("a side is empty"));
    let mut state = kalah_with(&[&empty[..], &[("s6", 1), ("S", 23)]].concat());
    play(&mut state, "s6-S");
    assert_eq!(result(&mut state).as_deref(), Some("draw"), "24 each");
}

//! Actions played by chance (`action NAME by chance: …`): where the turn reaches the rule, chance
//! plays one of its legal actions, each as likely — a random cell, or a random kind (so a random
//! value) — and no player is asked.

mod common;

use common::{game_from, legal, play};
use yon::engine::{Rng, perft};

const HAIL: &str = "game \"Hail\"\nplayers black white\nboard square 2 x 2\npiece stone, hail\n\
    hand stone unlimited\nhand hail unlimited\naction place: place stone on empty\n\
    action hail by chance: place hail on empty\nturn: place hail\ndraw: board full\n";

#[test]
fn hail_falls_on_any_empty_cell_each_as_likely() {
    let mut state = game_from(HAIL);
    assert!(!state.is_chance(), "black places first");
    play(&mut state, "S*a1");
    assert!(state.is_chance());
    let odds: Vec<(String, f64)> = state.chances().iter().map(|&(a, p)| (state.format(a), p)).collect();
    let names: Vec<&str> = odds.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["H*b1", "H*a2", "H*b2"]);
    assert!(odds.iter().all(|(_, p)| (p * 3.0 - 1.0).abs() < 1e-12));
    assert_eq!(legal(&mut state), ["H*a2", "H*b1", "H*b2"]);
    play(&mut state, "H*b2");
    assert_eq!(state.rules().players[state.to_move() as usize], "white");
    assert_eq!(legal(&mut state), ["S*a2", "S*b1"]);
}

#[test]
fn every_draw_is_a_legal_outcome_and_each_comes_about_as_often() {
    let mut state = game_from(HAIL);
    play(&mut state, "S*a1");
    let mut rng = Rng::new(3);
    let mut counts = [0u32; 3];
    let outcomes: Vec<_> = state.chances().into_iter().map(|(a, _)| a).collect();
    for _ in 0..3000 {
        let drawn = state.sample_roll(&mut |n| rng.below(n)).expect("chance plays here");
        counts[outcomes.iter().position(|&a| a == drawn).expect("a legal outcome")] += 1;
    }
    assert!(counts.iter().all(|&c| c.abs_diff(1000) < 100), "{counts:?}");
}

#[test]
fn a_random_kind_is_a_random_value_and_perft_counts_each_outcome() {
    let tiles = "game \"Tiles\"\nplayers one two\nboard square 2 x 1\npiece two, four\nhand two unlimited\n\
        hand four unlimited\naction slide: move step e | w to empty\n\
        action spawn by chance: place two | four on empty\nturn: spawn slide\npass when stuck\n";
    let mut state = game_from(tiles);
    // Two kinds on two cells: four outcomes; then the tile steps to the other cell.
    assert_eq!(legal(&mut state), ["F*a1", "F*b1", "T*a1", "T*b1"]);
    assert_eq!(perft(&mut state, 1), 4);
    assert_eq!(perft(&mut state, 2), 4);
    // The second player's spawn has one empty cell left: two outcomes, and no step after it.
    assert_eq!(perft(&mut state, 3), 8);
}

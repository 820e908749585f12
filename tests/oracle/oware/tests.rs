//! Self-tests of the Oware oracle: each rule in a position built for it, and perft from the
//! start counted a second, plainer way (every sowing tried, the feeding rule applied after).

use super::*;

fn pits(south: [u32; 6], north_from_f2: [u32; 6]) -> [u32; 12] {
    let mut all = [0; 12];
    all[..6].copy_from_slice(&south);
    all[6..].copy_from_slice(&north_from_f2);
    all
}

#[test]
fn the_first_sowings_are_the_six_pits() {
    let turns = Oware::new().turns();
    let names: Vec<&str> = turns.iter().map(|t| t[0].as_str()).collect();
    assert_eq!(names, ["a1-e1", "b1-f1", "c1-f2", "d1-e2", "e1-d2", "f1-c2"]);
}

#[test]
fn twelve_seeds_or_more_pass_over_the_pit_sown_from() {
    let game = Oware::at(pits([12, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1]), [0, 0], 0);
    let (after, last) = game.sown(0);
    assert_eq!(after.pits[0], 0, "the pit sown from stays empty");
    assert_eq!(name(last), "b1", "the twelfth seed goes on past a1");
}

#[test]
fn captures_of_two_or_three_go_back_along_the_opponents_side() {
    // d1's three seeds fall in e1, f1 and f2; f2 makes 2 and is taken. Going back from f2
    // leaves north's side at once: f1 is south's own.
    let game = Oware::at(pits([0, 0, 0, 3, 0, 0], [1, 2, 1, 1, 1, 1]), [0, 0], 0);
    let (after, last) = game.sown(3);
    assert_eq!(name(last), "f2");
    assert_eq!(after.scores[0], 2);
    // A run: f1's three seeds make f2 2, e2 3 and d2 3, all taken going back from d2.
    let game = Oware::at(pits([0, 0, 0, 0, 0, 3], [1, 2, 2, 5, 1, 1]), [0, 0], 0);
    let (after, last) = game.sown(5);
    assert_eq!(name(last), "d2");
    // d2 3, e2 3, f2 2: 8 taken; c2's 5, beyond the last seed, stays.
    assert_eq!(after.scores[0], 8);
    assert_eq!(after.pits[9], 5);
}

#[test]
fn a_capture_of_every_seed_the_opponent_has_takes_none() {
    let game = Oware::at(pits([0, 0, 0, 0, 0, 2], [1, 1, 0, 0, 0, 0]), [0, 0], 0);
    let (after, _) = game.sown(5);
    assert_eq!(after.scores[0], 0, "a grand slam captures nothing");
    assert_eq!(after.pits[6] + after.pits[7], 4);
}

#[test]
fn the_opponent_must_be_fed_when_a_sowing_can() {
    // North has nothing: of a1's one seed and e1's two, only e1's reach north.
    let game = Oware::at(pits([1, 0, 0, 0, 2, 0], [0, 0, 0, 0, 0, 0]), [10, 10], 0);
    let turns = game.turns();
    assert_eq!(turns, vec![vec!["e1-f2".to_string()]]);
    // When no sowing can, any may be played.
    let game = Oware::at(pits([1, 1, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]), [10, 10], 0);
    assert_eq!(game.turns().len(), 2);
}

#[test]
fn a_player_with_nothing_to_sow_ends_the_game_and_the_seeds_left_go_home() {
    let game = Oware::at(pits([3, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]), [20, 22], 1);
    assert_eq!(game.result(), Some(Some(0)), "20 + 3 against 22");
    let game = Oware::at(pits([2, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]), [20, 22], 1);
    assert_eq!(game.result(), Some(None), "22 all");
}

#[test]
fn twenty_five_wins_at_once() {
    let mut game = Oware::at(pits([0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1]), [24, 0], 0);
    game.play(&["f1-f2".to_string()]);
    assert_eq!(game.scores()[0], 26);
    assert_eq!(game.result(), Some(Some(0)));
}

/// Perft counted the plain way: every non-empty pit sown, the feeding rule judged on the list.
fn plain_perft(game: &Oware, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.result.is_some() {
        return 0;
    }
    let mut after: Vec<Oware> = Vec::new();
    let mut fed: Vec<bool> = Vec::new();
    for p in side(game.to_move) {
        if game.pits[p] == 0 {
            continue;
        }
        let mut next = game.clone();
        next.play_pit(p);
        fed.push(side(1 - game.to_move).any(|q| game.sown(p).0.pits[q] > 0));
        after.push(next);
    }
    let any_fed = fed.iter().any(|&f| f);
    after.iter().zip(&fed).filter(|(_, f)| **f || !any_fed).map(|(g, _)| plain_perft(g, depth - 1)).sum()
}

#[test]
fn perft_from_the_start_agrees_with_a_plainer_count() {
    let start = Oware::new();
    let counts: Vec<u64> = (1..=7).map(|d| start.perft(d)).collect();
    let plain: Vec<u64> = (1..=7).map(|d| plain_perft(&start, d)).collect();
    assert_eq!(counts, plain);
    // The numbers of tests/perft/oware.perft, which the engine is held to.
    assert_eq!(counts, [6, 36, 190, 1_014, 5_219, 27_332, 139_157]);
    assert_eq!(start.perft(8), 711_414);
}

//! One scenario per rule of Shogun (`games/shogun.game`), played on the engine: a piece goes
//! straight exactly as far as its number, its number counts up after each move and round past
//! its kind's highest, it is stopped by any piece on its way, and taking the shogun or leaving
//! two pieces wins. (The oracle in `tests/oracle/shogun` holds the whole game to the engine.)

mod common;

use common::{game, legal, play, result};

#[test]
fn the_first_moves_go_exactly_as_far_as_each_number() {
    let mut state = game("shogun.game", &[]);
    assert_eq!(legal(&mut state), ["a1-a2", "b1-b3", "c1-c4", "d1-d5", "e1-e2", "f1-f5", "g1-g4", "h1-h3"]);
}

#[test]
fn a_number_counts_up_after_each_move_and_round_past_the_highest() {
    let mut state = game("shogun.game", &[]);
    // c1 numbered 3 goes to c4 and is a 4; h8 (1) to h7, a 2; c4 now goes four cells.
    play(&mut state, "c1-c4 h8-h7");
    let moves = legal(&mut state);
    assert!(moves.contains(&"c4-c8".to_string()), "a 4 takes the pawn four cells on: {moves:?}");
    assert!(!moves.contains(&"c4-c7".to_string()), "and stops nowhere short: {moves:?}");
    // Taken there, 4 goes round to 1: the pawn on c8 steps one cell.
    play(&mut state, "c4-c8 h7-h5");
    let moves = legal(&mut state);
    assert!(moves.contains(&"c8-c7".to_string()) && moves.contains(&"c8-d8".to_string()), "{moves:?}");
}

#[test]
fn a_piece_on_the_way_stops_a_move() {
    let mut state = game("shogun.game", &[]);
    // Black's c8 (4) comes down to c4: white's c1 (3) takes it, three cells on.
    play(&mut state, "d1-d5 c8-c4");
    assert!(legal(&mut state).contains(&"c1-c4".to_string()));
    // One cell nearer, on c3, it is in the way: c1 neither takes it (two cells) nor passes it.
    play(&mut state, "a1-a2 c4-c3");
    let moves = legal(&mut state);
    assert!(!moves.iter().any(|m| m.starts_with("c1-")), "{moves:?}");
}

#[test]
fn taking_the_shogun_wins() {
    let mut state = game("shogun.game", &[]);
    // The shoguns walk up: e1 (1) to e2, d8 (1) to d7, e2 (2) to e4, d7 (2) to d5, e4 (1) to
    // e5, next to black's shogun, now a 1: it takes white's.
    play(&mut state, "e1-e2 d8-d7 e2-e4 d7-d5 e4-e5");
    assert!(result(&mut state).is_none());
    play(&mut state, "d5-e5");
    let outcome = result(&mut state).expect("the game is over");
    assert!(outcome.contains("black"), "{outcome}");
}

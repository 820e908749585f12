//! Self-tests of the Abalone oracle: the opening's 44 moves, a scenario for each way a push is
//! allowed or refused, broadside moves, and the win.

use super::*;

fn cells(names: &str) -> Vec<(i32, i32)> {
    names.split_whitespace().map(cell).collect()
}

fn names(game: &Abalone) -> Vec<String> {
    game.turns().into_iter().map(|t| t.join(" ")).collect()
}

#[test]
fn the_board_has_61_cells_and_the_opening_14_marbles_a_side() {
    let count = (0..SIDE).flat_map(|r| (0..SIDE).map(move |q| (q, r))).filter(|&c| on_board(c)).count();
    assert_eq!(count, 61);
    let game = Abalone::new();
    assert_eq!((game.marbles(0), game.marbles(1)), (marbles_at_start(), marbles_at_start()));
    assert_eq!(game.at(cell("e1")), BLACK);
    assert_eq!(game.at(cell("e9")), WHITE);
    assert_eq!(game.at(cell("e5")), EMPTY);
}

#[test]
fn the_opening_has_44_moves() {
    // The standard opening's count of legal moves (inline and broadside, marbles of 1 to 3).
    let game = Abalone::new();
    assert_eq!(game.perft(1), 44);
    let inline = game.moves().iter().filter(|m| m.inline).count();
    assert_eq!(inline, 44 - game.moves().iter().filter(|m| !m.inline).count());
    // White's answer from the same layout: the board is symmetric, so 44 again.
    let mut after = game;
    after.play(&["e3-e4".to_string()]);
    assert_eq!(after.moves().len(), 44);
}

#[test]
fn without_broadside_moves_the_opening_counts_of_the_sumito_example() {
    // docs/LANGUAGE.md, "pushed": the inline moves alone, from the standard opening.
    let game = Abalone::inline_only();
    assert_eq!([game.perft(1), game.perft(2), game.perft(3)], [34, 1156, 45356]);
}

#[test]
fn two_push_one_and_three_push_two_but_not_one_push_one_nor_two_push_two() {
    // Black e3 e4 against white e5: two push one, the white marble to e6.
    let two_one = Abalone::from_cells(&cells("e3 e4"), &cells("e5"), 0);
    assert!(names(&two_one).contains(&"e3-e4".to_string()), "{:?}", names(&two_one));
    let mut pushed = two_one;
    pushed.play(&["e3-e4".to_string()]);
    assert_eq!((pushed.at(cell("e6")), pushed.at(cell("e5")), pushed.at(cell("e3"))), (WHITE, BLACK, EMPTY));
    // One against one: e4 may not step onto e5.
    let one_one = Abalone::from_cells(&cells("e4"), &cells("e5"), 0);
    assert!(!names(&one_one).contains(&"e4-e5".to_string()));
    // Two against two: no push; three against two: the push.
    let two_two = Abalone::from_cells(&cells("e3 e4"), &cells("e5 e6"), 0);
    assert!(!names(&two_two).contains(&"e3-e4".to_string()));
    let three_two = Abalone::from_cells(&cells("e2 e3 e4"), &cells("e5 e6"), 0);
    assert!(names(&three_two).contains(&"e2-e3".to_string()));
    // Four in a row moves no further than three: the rear one cannot lead.
    let four = Abalone::from_cells(&cells("e1 e2 e3 e4"), &cells("a5"), 0);
    assert!(!names(&four).contains(&"e1-e2".to_string()));
    assert!(names(&four).contains(&"e2-e3".to_string()));
}

#[test]
fn a_push_needs_space_behind_and_never_moves_the_movers_own_marble() {
    // Black e3 e4 e5, white e6, black e7 behind it: sandwiched, no push.
    let sandwich = Abalone::from_cells(&cells("e3 e4 e5 e7"), &cells("e6"), 0);
    assert!(!names(&sandwich).contains(&"e3-e4".to_string()));
    // White e6 e7 and a white e8 make three against three: no push.
    let blocked = Abalone::from_cells(&cells("e3 e4 e5"), &cells("e6 e7 e8"), 0);
    assert!(!names(&blocked).contains(&"e3-e4".to_string()));
    // A line of the mover's own at the edge does not step off: e8 e9 north-east is off.
    let edge = Abalone::from_cells(&cells("e8 e9"), &cells("a5"), 0);
    assert!(!names(&edge).contains(&"e8-e9".to_string()));
}

#[test]
fn a_marble_pushed_over_the_edge_is_lost_and_six_lost_win() {
    // Black e7 e8 push white e9 off the board (north-east of e9 is off).
    let mut game = Abalone::from_cells(&cells("e7 e8"), &cells("e9 a5 b5 c5 d5 f5 g5 h5 i5"), 0);
    assert_eq!(game.marbles(1), 9);
    game.play(&["e7-e8".to_string()]);
    assert_eq!(game.marbles(1), 8, "e9 is off");
    assert_eq!(game.result(), Some(Some(0)), "white has lost six of fourteen");
    let mut not_yet = Abalone::from_cells(&cells("e7 e8"), &cells("e9 a5 b5 c5 d5 f5 g5 h5 i5 a6"), 0);
    not_yet.play(&["e7-e8".to_string()]);
    assert_eq!(not_yet.result(), None);
}

#[test]
fn a_broadside_move_needs_every_cell_it_moves_to_empty() {
    // Black e3 f3 sideways north (ne): e4 f4 must be empty.
    let game = Abalone::from_cells(&cells("e3 f3"), &cells("a5"), 0);
    let all = names(&game);
    assert!(all.contains(&"e3:f3-e4".to_string()), "{all:?}");
    // Along its own axis it is no broadside (that is an inline move).
    assert!(!all.iter().any(|n| n.starts_with("e3:f3-f3") || n.starts_with("e3:f3-d3")));
    // 2 marbles × 4 sideways directions + inline: e3 w, e3-f3 as a line east, f3 alone in 5.
    assert_eq!(all.iter().filter(|n| n.contains(':')).count(), 4);
    let mut moved = game;
    moved.play(&["e3:f3-e4".to_string()]);
    assert_eq!((moved.at(cell("e4")), moved.at(cell("f4")), moved.at(cell("e3"))), (BLACK, BLACK, EMPTY));
    let blocked = Abalone::from_cells(&cells("e3 f3"), &cells("f4"), 0);
    assert!(!names(&blocked).contains(&"e3:f3-e4".to_string()), "a broadside pushes nothing");
    let without = Abalone { broadside: false, ..game };
    assert!(!names(&without).iter().any(|n| n.contains(':')));
}

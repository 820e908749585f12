//! Scenarios of `priority: …, most QUANTITY`: the quantity is read as the turn's last action
//! lands, every way the turn can go on is looked through, and a result that ends the game in the
//! middle of a turn ends the look-ahead there too, as it ends the turn in play.

mod common;

use common::{game_from, legal};

/// Two men that can take along their rows: a1 three pieces, a2 two.
const ROWS: &str = "game \"Rows\"\nplayers white black\nboard square 8 x 2\npiece man\n\
    setup white: a1 a2\nsetup black: b1 d1 f1 b2 d2\n\
    action jump: move hop e over enemy then capture jumped\n\
    action jump-on: move from last to hop e over enemy then capture jumped\n\
    turn: jump jump-on*\npriority: jump-on, most captured\nlose: stuck\n";

#[test]
fn only_the_first_jumps_that_can_take_most_are_legal() {
    let mut state = game_from(ROWS);
    assert_eq!(legal(&mut state), ["a1-c1"]);
    common::play(&mut state, "a1-c1");
    assert_eq!(legal(&mut state), ["c1-e1"]);
}

#[test]
fn a_result_in_the_middle_of_a_turn_ends_the_look_ahead_there() {
    // The game is won on the second capture: either man gets there, so both may start.
    let source = format!("{ROWS}win \"two\": captured >= 2\n");
    let mut state = game_from(&source);
    assert_eq!(legal(&mut state), ["a1-c1", "a2-c2"]);
    common::play(&mut state, "a2-c2 c2-e2");
    assert_eq!(common::result(&mut state).as_deref(), Some("white"));
}

#[test]
fn any_quantity_may_be_most_as_the_turn_ends() {
    // `most pieces`: the turn that leaves the mover the most pieces; every jump takes one of the
    // enemy's and none of the mover's, so all count the same and every first jump stays.
    let source = ROWS.replace("most captured", "most pieces");
    let mut state = game_from(&source);
    assert_eq!(legal(&mut state), ["a1-c1", "a2-c2"]);
}

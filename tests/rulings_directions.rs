//! One scenario per reading of directions decided on purpose: what a hex board's diagonals are
//! and what they are not (issue #43, item 5).

mod common;

use common::{game_from, legal, play};
use yon::engine::{State, perft};

fn hex(size: &str, rules: &str) -> State {
    game_from(&format!("game \"g\"\nplayers white black\nboard hex {size}\n{rules}"))
}

#[test]
fn a_hex_diagonal_step_is_not_blocked_by_the_two_cells_it_passes_between() {
    let rules = "piece p\nsetup white: d4\nsetup black: e4 d5\naction go: move step ene to empty\n";
    let mut state = hex("7 x 7", rules);
    assert_eq!(legal(&mut state), ["d4-e5"]);
}

#[test]
fn a_hex_diagonal_slide_passes_only_the_cells_of_its_line() {
    let rules =
        "piece p\nsetup white: a1\nsetup black: b2 c2 b3 g7\naction go: move slide ene to empty | enemy\n";
    let mut state = hex("7 x 7", rules);
    // b2, c2 and b3 stand beside the line a1 b2…: only b2 is on it.
    assert_eq!(legal(&mut state), ["a1-b2"]);
    let mut far = hex(
        "7 x 7",
        "piece p\nsetup white: a1\nsetup black: c2 b3 g7\naction go: move slide ene to empty | enemy\n",
    );
    assert_eq!(legal(&mut far), ["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"]);
}

#[test]
fn a_hop_along_a_hex_diagonal_jumps_the_diagonal_cell() {
    // No neighbour of d4 holds a piece: the hop is found all the same.
    let rules = "piece p\nsetup white: d4\nsetup black: e5\naction jump: move hop diagonal over enemy to empty\n  then capture jumped\n";
    let mut state = hex("7 x 7", rules);
    assert_eq!(legal(&mut state), ["d4-f6"]);
    play(&mut state, "d4-f6");
    assert_eq!(common::owner_at(&state, "e5"), None);
}

#[test]
fn any_on_a_hex_board_is_the_six_neighbours_and_not_the_diagonals() {
    let king = |dirs: &str| {
        let rules =
            format!("piece p\nsetup white: d4\nsetup black: a1\naction go: move step {dirs} to empty\n");
        legal(&mut hex("7 x 7", &rules)).len()
    };
    assert_eq!((king("any"), king("orthogonal"), king("diagonal"), king("any | diagonal")), (6, 6, 6, 12));
}

#[test]
fn groups_on_a_hex_board_join_through_neighbours_not_diagonals() {
    // d4 and e5 are diagonal to each other: c4 joins d4 alone, e4 joins both.
    let rules = "piece p\nhand p unlimited\nsetup white: d4 e5\naction place: place on empty\n\
                 win \"joined\": groups == 1\n";
    let mut apart = hex("7 x 7", rules);
    play(&mut apart, "c4");
    assert_eq!(common::result(&mut apart), None);
    let mut joined = hex("7 x 7", rules);
    play(&mut joined, "e4");
    assert_eq!(common::result(&mut joined).as_deref(), Some("white"));
}

#[test]
fn relative_directions_on_a_hex_board_turn_thirty_degrees_at_a_time() {
    let rules = "facing white: e\nfacing black: w\npiece p\nsetup white: d4\nsetup black: a1\n\
                 action go: move step left | forward-forward-left to empty\n";
    let mut state = hex("7 x 7", rules);
    // Facing e, left is n (c6) and forward-forward-left is ene (e5).
    assert_eq!(legal(&mut state), ["d4-c6", "d4-e5"]);
    assert_eq!(perft(&mut state, 1), 2);
}

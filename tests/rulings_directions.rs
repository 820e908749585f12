//! One scenario per reading of directions decided on purpose: what a hex board's diagonals are
//! and what they are not (issue #43, item 5); the names of a graph board's directions, named
//! direction sets, and facings on graph boards (issue #35, item 4).

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

/// A 3×3 graph board whose lines are named: `up` the files, `across` the ranks, and the two
/// long diagonals `rising` and `falling`.
fn corner(rules: &str) -> State {
    game_from(&format!(
        "game \"g\"\nplayers white black\nboard graph\n\
         spot a1 at 0 0, b1 at 1 0, c1 at 2 0, a2 at 0 1, b2 at 1 1, c2 at 2 1, a3 at 0 2, b3 at 1 2, c3 at 2 2\n\
         line up: a1 a2 a3\nline up: b1 b2 b3\nline up: c1 c2 c3\n\
         line across: a1 b1 c1\nline across: a2 b2 c2\nline across: a3 b3 c3\n\
         line rising: a1 b2 c3\nline falling: a3 b2 c1\npiece man\n{rules}"
    ))
}

#[test]
fn a_named_line_is_a_direction_its_listed_way_and_its_name_with_back_the_other() {
    let mut up = corner("setup white: b2\nsetup black: a1\naction go: move step up to empty\n");
    assert_eq!(legal(&mut up), ["b2-b3"]);
    let mut down =
        corner("setup white: b2\nsetup black: a1\naction go: move step up-back | falling to empty\n");
    assert_eq!(legal(&mut down), ["b2-b1", "b2-c1"]);
    // Every line named `up` is the same direction: a slide goes up any file.
    let mut files = corner("setup white: a1 c1\nsetup black: b3\naction go: move slide up to empty\n");
    assert_eq!(legal(&mut files), ["a1-a2", "a1-a3", "c1-c2", "c1-c3"]);
}

#[test]
fn on_a_graph_board_forward_is_the_facing_and_back_its_way_back() {
    let rules = "facing white: up\nfacing black: up-back\nsetup white: b1\nsetup black: b3\n\
                 action go: move step forward to empty\naction retreat: move step back to empty\n";
    let mut state = corner(rules);
    assert_eq!(legal(&mut state), ["b1-b2"], "back from b1 leaves the board");
    play(&mut state, "b1-b2");
    // Black faces down the files: forward is b3-b2 (taken), back is off the board.
    assert_eq!(legal(&mut state), Vec::<String>::new());
}

#[test]
fn a_named_direction_set_stands_wherever_a_direction_set_does() {
    let sets = "directions orthogonal: up | up-back | across | across-back\n\
                directions diagonals: rising | rising-back | falling | falling-back\n\
                directions every: orthogonal | diagonals\n\
                hand man 1\nsetup white: a1\nsetup black: c3\n";
    // In a movement, and in a cell set: b2 is next to a1 along a diagonal.
    let mut state = corner(&format!(
        "{sets}action go: move step orthogonal to empty\naction drop: place on empty & next diagonals own\n"
    ));
    assert_eq!(legal(&mut state), ["a1-a2", "a1-b1", "b2"]);
    // A set of sets: along files, ranks and the diagonal, up to black's man on c3.
    let mut state = corner(&format!("{sets}action fly: move slide every to empty\n"));
    assert_eq!(legal(&mut state), ["a1-a2", "a1-a3", "a1-b1", "a1-b2", "a1-c1"]);
    let rules = "directions rook: orthogonal\ndirections bishop: diagonal\npiece p\n\
                 setup white: d4\nsetup black: a1\naction go: move step rook | bishop to empty\n";
    assert_eq!(legal(&mut hex("7 x 7", rules)).len(), 12);
}

#[test]
fn a_named_set_of_relative_directions_turns_with_each_side() {
    let rules = "directions ahead: forward | forward-left | forward-right\n\
                 facing white: n\nfacing black: s\npiece man\nsetup white: b1\nsetup black: b4\n\
                 action go: move step ahead to empty\n";
    let mut state = game_from(&format!("game \"g\"\nplayers white black\nboard square 3 x 4\n{rules}"));
    assert_eq!(legal(&mut state), ["b1-a2", "b1-b2", "b1-c2"]);
    play(&mut state, "b1-b2");
    assert_eq!(legal(&mut state), ["b4-a3", "b4-b3", "b4-c3"]);
}

#[test]
fn unnamed_graph_lines_are_line1_line2_in_the_order_yon_gives_their_axes() {
    // One line: its axis is `line1`, the way it is listed.
    let rules = "game \"g\"\nplayers white black\nboard graph\nspot A at 0 0, B at 1 0, C at 2 0\n\
                 line: A B C\npiece man\nsetup white: B\nsetup black: C\n\
                 action go: move step line1-back to empty\n";
    let mut state = game_from(rules);
    assert_eq!(legal(&mut state), ["B-A"]);
}

#[test]
fn a_line_named_in_a_part_is_that_direction_in_every_copy() {
    let rules = "game \"g\"\nplayers white black\nboard graph\n\
                 part column: L at 0 0, M at 0 1, H at 0 2\nline up in column: L M H\n\
                 spot column a at 0 0, column b at 1 0\nline across: aM bM\npiece man\n\
                 setup white: aL bL\nsetup black: aH\naction go: move slide up to empty\n";
    let mut state = game_from(rules);
    assert_eq!(legal(&mut state), ["aL-aM", "bL-bH", "bL-bM"]);
}

//! Shaped placements on small boards, counted by hand: what is listed, what is played, what
//! `placed` holds after it, and that `is_legal` (cell by cell) agrees with the list.

use crate::engine::{Action, State};
use std::sync::Arc;

fn game(body: &str) -> State {
    let source = format!("game \"g\"\nplayers a b\n{body}");
    State::new(Arc::new(crate::check::load(&source).expect("a game")))
}

fn legal(state: &mut State) -> Vec<String> {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    let mut names: Vec<String> = actions.iter().map(|&a| state.format(a)).collect();
    names.sort();
    names
}

fn play(state: &mut State, name: &str) {
    let action = state.parse_action(name).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    state.play_unchecked(action);
}

const DOMINOES: &str = "board square 3 x 2\npiece domino\nshape domino: a1 b1\nhand domino 3\n";

#[test]
fn a_domino_is_placed_across_and_up_wherever_it_fits() {
    // Across: anchors a1, b1, a2, b2; up (turn 1, a quarter turn anticlockwise): a1, b1, c1.
    let mut state = game(&format!("{DOMINOES}action put: place on empty\nlose: stuck\n"));
    assert_eq!(legal(&mut state), ["a1", "a1:1", "a2", "b1", "b1:1", "b2", "c1:1"]);
    play(&mut state, "b1:1");
    let board = &state.position.board;
    assert!(board[1] != 0 && board[4] != 0, "b1 and b2 are covered");
    assert_eq!(board.iter().filter(|&&p| p != 0).count(), 2);
    // Left: a1-a2 up, c1-c2 up.
    assert_eq!(legal(&mut state), ["a1:1", "c1:1"]);
}

#[test]
fn every_cell_of_a_shape_must_lie_in_the_set_and_one_in_the_covering_set() {
    // On rank 1 only: the two across; covering c1: the one from b1.
    let mut state = game(&format!("{DOMINOES}action put: place on rank 1 covering c1\nlose: stuck\n"));
    assert_eq!(legal(&mut state), ["b1"]);
    // A kind without a shape reads `covering` as its one cell.
    let mut state = game(
        "board square 3 x 2\npiece stone\nhand stone 1\naction put: place on rank 1 covering (b1 | b2)\nlose: stuck\n",
    );
    assert_eq!(legal(&mut state), ["b1"]);
}

#[test]
fn placed_is_every_cell_the_shape_covers() {
    // Stones then go only next to the domino just placed (orthogonally).
    let body = "board square 4 x 1\npiece domino \"D\", stone \"S\"\nshape domino: a1 b1\nhand domino 1\n\
                hand stone 2\naction put: place domino on empty\naction near: place stone on empty & next any placed\n\
                turn: put near\nlose: stuck\n";
    let mut state = game(body);
    play(&mut state, "D*b1");
    assert_eq!(legal(&mut state), ["S*a1", "S*d1"]);
}

#[test]
fn a_shared_hand_is_spent_for_every_player() {
    let body = "board square 3 x 3\npiece one \"O\", two \"T\"\nhand one, two 1 shared\n\
                action put: place on empty\nlose: stuck\n";
    let mut state = game(body);
    play(&mut state, "O*a1");
    let names = legal(&mut state);
    assert!(names.iter().all(|n| n.starts_with("T*")) && names.len() == 8, "{names:?}");
    play(&mut state, "T*b1");
    assert!(legal(&mut state).is_empty(), "both hands are empty");
    state.undo();
    state.undo();
    assert_eq!(legal(&mut state).len(), 18, "undone, both kinds are back");
}

#[test]
fn is_legal_agrees_with_the_list_on_every_turn_and_anchor() {
    let mut state = game(&format!("{DOMINOES}action put: place on empty - a2\nlose: stuck\n"));
    let mut listed = Vec::new();
    state.legal_actions(&mut listed);
    for turn in 0..8 {
        for to in 0..6 {
            let action = Action {
                rule: 0,
                kind: 0,
                dir: turn,
                promote: 0,
                from: crate::compile::geometry::NO_CELL,
                to,
            };
            assert_eq!(state.is_legal(action), listed.contains(&action), "{action:?}");
        }
    }
    assert_eq!(listed.len(), 5, "a2 is out: b2 across, b1 up and c1 up, a1 and b1 across");
}

#[test]
fn a_hex_board_turns_shapes_by_sixths() {
    // The hexagon of radius 1: b2 in the middle of b1 c1 a2 c2 a3 b3. Three cells that touch
    // one another are the middle and two neighbours side by side: 6 triangles, pointing two
    // ways. Three in a line pass through the middle: 3.
    let triangle = "board hex radius 1\npiece tri\nshape tri: b2 c2 b3\nhand tri 2\naction put: place on empty\nlose: stuck\n";
    assert_eq!(legal(&mut game(triangle)).len(), 6);
    let line = "board hex radius 1\npiece bar\nshape bar: a2 b2 c2\nhand bar 2\naction put: place on empty\nlose: stuck\n";
    assert_eq!(legal(&mut game(line)), ["a2", "b1:1", "c1:2"]);
}

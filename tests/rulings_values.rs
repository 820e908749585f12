//! One scenario per ruling on values, flags and push (docs/LANGUAGE.md, "value", "flag",
//! "push"), played on the engine: a number goes with its piece and is forgotten when the piece
//! is taken, a placed piece starts at its kind's, `on CELLS` changes other pieces, a flag is set
//! and cleared by effects and read by `flagged`, undo restores them all, and a push moves the
//! line in front of a step and captures the piece pushed off the board.

mod common;

use common::{game_from, legal, owner_at, play, result, result_rule};
use yon::engine::State;

const RUNNERS: &str = r#"
game "Runners"
players white black
board square 4 x 4
piece runner, tank
hand tank 1
value speed 1
value speed 3 for tank
value speed 2: b1
setup white runner: a1 b1
setup black runner: d4
action run: move slide orthogonal to empty | enemy exactly value speed
  then value speed + 1
action drop: place tank on c2
  then value speed - 1 on own & next any placed
lose: stuck
"#;

/// The first value of the piece on `cell`.
fn speed(state: &State, cell: &str) -> i32 {
    let at = state.rules().geometry.cell(cell).expect("a cell");
    state.value(at, 0)
}

#[test]
fn a_number_goes_with_its_piece_and_counts_up() {
    let mut state = game_from(RUNNERS);
    assert_eq!((speed(&state, "a1"), speed(&state, "b1"), speed(&state, "d4")), (1, 2, 1));
    let moves = legal(&mut state);
    assert!(moves.contains(&"b1-b3".to_string()) && !moves.contains(&"b1-b2".to_string()), "{moves:?}");
    play(&mut state, "b1-b3");
    assert_eq!((speed(&state, "b1"), speed(&state, "b3")), (0, 3), "moved, and one up");
}

#[test]
fn a_placed_piece_starts_at_its_kinds_number_and_on_cells_changes_others() {
    let mut state = game_from(RUNNERS);
    play(&mut state, "T*c2");
    assert_eq!(speed(&state, "c2"), 3, "a tank starts at 3");
    assert_eq!(speed(&state, "b1"), 1, "the runner beside it goes down from 2");
    assert_eq!(speed(&state, "a1"), 1, "the one not beside it stays");
    play(&mut state, "d4-d3");
    let moves = legal(&mut state);
    assert!(moves.contains(&"b1-b2".to_string()) && !moves.contains(&"b1-b3".to_string()), "{moves:?}");
}

#[test]
fn a_taken_piece_forgets_its_number_and_undo_restores_everything() {
    let mut state = game_from(RUNNERS);
    let start = state.hash();
    // Black's d4 (1) to d3 makes it a 2; white's b1 (2) to b3, a 3; black's d3 (2) west to b3
    // takes it: b3 holds black's runner with its own number counted up, and d3 nothing.
    play(&mut state, "a1-a2 d4-d3 b1-b3");
    assert_eq!(speed(&state, "d3"), 2);
    play(&mut state, "d3-b3");
    assert_eq!(owner_at(&state, "b3").as_deref(), Some("black"));
    assert_eq!(speed(&state, "b3"), 3, "the taker's 2 and one up");
    assert_eq!(speed(&state, "d3"), 0, "nothing is left where it came from");
    for _ in 0..4 {
        state.undo();
    }
    assert_eq!(state.hash(), start, "undo restores the numbers with the pieces");
    assert_eq!((speed(&state, "a1"), speed(&state, "b1"), speed(&state, "d4")), (1, 2, 1));
}

const FLAGS: &str = r#"
game "First blood"
players white black
board square 4 x 4
piece man
flag fresh for man
flag blooded
setup white: a1 b1
setup black: a3 d4
action step: move step orthogonal
  then unflag fresh
action leap: move from flagged fresh leap n n | s s
  then unflag fresh
action take: move step any to enemy
  then flag blooded, unflag fresh
action dash: move from flagged blooded slide orthogonal
lose: stuck
"#;

#[test]
fn a_flag_is_set_and_cleared_by_effects_and_read_by_flagged() {
    let mut state = game_from(FLAGS);
    // Fresh pieces leap; b1 may leap to b3.
    assert!(legal(&mut state).contains(&"b1-b3".to_string()));
    play(&mut state, "b1-b2 d4-d3");
    // b2 stepped: no longer fresh, no leap to b4.
    assert!(!legal(&mut state).contains(&"b2-b4".to_string()));
    // b2 takes a3 diagonally and is blooded: it may dash the next turn, a1 may not.
    play(&mut state, "b2-a3 d3-d2");
    let moves = legal(&mut state);
    assert!(moves.contains(&"a3-c3".to_string()) && moves.contains(&"a3-a4".to_string()), "{moves:?}");
    assert!(!moves.contains(&"a1-c1".to_string()), "a1 has not taken: {moves:?}");
}

const SHOVE: &str = r#"
game "Shove"
players white black
board square 4 x 4
piece pusher
setup white: a1 b1
setup black: a3 a4 d4
action shove: move step orthogonal to empty | occupied
  then push
lose: stuck
"#;

#[test]
fn a_push_moves_the_line_and_captures_the_piece_pushed_off() {
    let mut state = game_from(SHOVE);
    play(&mut state, "a1-a2 d4-d3");
    assert_eq!(owner_at(&state, "a2").as_deref(), Some("white"));
    // a2 pushes a3 and a4 north: a4 goes off the board (taken), a3's piece to a4.
    play(&mut state, "a2-a3");
    assert_eq!(owner_at(&state, "a3").as_deref(), Some("white"));
    assert_eq!(owner_at(&state, "a4").as_deref(), Some("black"));
    let cells = ["a", "b", "c", "d"].iter().flat_map(|f| (1..=4).map(move |r| format!("{f}{r}")));
    let black = cells.filter(|c| owner_at(&state, c).as_deref() == Some("black")).count();
    assert_eq!(black, 2, "a4's piece went off the board");
}

/// `value NAME` compared with another of the cell's numbers: the piece's value, and never an
/// empty cell (which has no value, and would otherwise read as 0 and be in the set).
fn watched(least: u32) -> String {
    format!(
        r#"
game "Watched"
players white black
board square 3 x 3
piece man
value power 1
setup white: a1
setup black: c3
action walk: move step any to empty
win for white "watched": count (value power <= seen enemy) >= {least}
lose: stuck
"#
    )
}

#[test]
fn a_value_compares_with_a_cells_other_numbers_and_no_empty_cell_has_one() {
    // After a1-b2, b2's power (1) is at most the enemies it sees (c3): in the set. c3 sees only
    // white's b2, and the seven empty cells have no power: not in it.
    let mut one = game_from(&watched(1));
    play(&mut one, "a1-b2");
    assert_eq!(result_rule(&mut one).as_deref(), Some("watched"));
    let mut two = game_from(&watched(2));
    play(&mut two, "a1-b2");
    assert_eq!(result(&mut two), None, "only b2 is in the set");
}

const RIDERS: &str = r#"
game "Riders"
players white black
board square 4 x 4
stacks
piece man, horse
hand man 1
value speed 1
value speed 3 for horse
setup white horse: a1
setup black man: a1
setup white man: d4
action ride: move slide orthogonal to empty exactly value speed top 1
  then value speed + 1
action drop: place man onto own
"#;

#[test]
fn in_a_stack_every_piece_keeps_its_own_number() {
    let mut state = game_from(RIDERS);
    let start = state.hash();
    assert_eq!(speed(&state, "a1"), 1, "black's man on top of white's horse: the top's number");
    play(&mut state, "d4-d3 a1-a2/1");
    assert_eq!(speed(&state, "a2"), 2, "the man that rode carries its number, counted up");
    assert_eq!(speed(&state, "a1"), 3, "the horse uncovered has its own number back");
    assert!(legal(&mut state).contains(&"a1-d1/1".to_string()), "and rides as far as it");
    play(&mut state, "a1-d1/1");
    assert_eq!(speed(&state, "d1"), 4);
    play(&mut state, "a2");
    assert_eq!(speed(&state, "a2"), 1, "a placed man starts at its kind's number, on top");
    play(&mut state, "d3-b3 a2-a3/1");
    assert_eq!(speed(&state, "a2"), 2, "the man under it kept its 2 while covered");
    assert_eq!(speed(&state, "a3"), 2);
    for _ in 0..6 {
        state.undo();
    }
    assert_eq!(state.hash(), start, "undo restores every piece's number, under the top too");
    assert_eq!(speed(&state, "a1"), 1);
}

const PRISONERS: &str = r#"
game "Prisoners"
players white black
board square 3 x 3
stacks
piece man, king
value rank 1
value rank 7 for king
setup white king: b2
setup black man: b2
setup white man: a1
action jump: move hop diagonal over enemy to empty
  then take jumped
"#;

#[test]
fn a_piece_taken_from_a_stack_takes_its_number_and_frees_the_one_under_it() {
    let mut state = game_from(PRISONERS);
    let start = state.hash();
    assert_eq!(speed(&state, "b2"), 1, "black's man on top of white's king");
    let jump = legal(&mut state).into_iter().find(|a| a.starts_with("a1")).expect("a jump from a1");
    play(&mut state, &jump);
    assert_eq!(owner_at(&state, "b2").as_deref(), Some("white"));
    assert_eq!(speed(&state, "b2"), 7, "the king freed has its own number, not the man's");
    assert_eq!(speed(&state, "c3"), 1, "the jumper's");
    state.undo();
    assert_eq!(state.hash(), start);
    assert_eq!(speed(&state, "b2"), 1);
}

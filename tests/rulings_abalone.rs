//! One scenario per rule of Abalone (`games/abalone.game`), played on the engine: inline moves
//! of one to three marbles, broadside moves of two or three (`abreast`), each sumito (two push
//! one, three push one or two), a marble pushed off the board, the pushes refused, and six
//! pushed off winning. (The oracle in `tests/oracle/abalone` holds the whole game to the same
//! rules.)

mod common;

use common::{game, legal, owner_at, play, result};
use yon::engine::State;

/// Abalone with these marbles in place of the opening, black to move.
fn position(black: &str, white: &str) -> State {
    let source = std::fs::read_to_string(common::games().join("abalone.game")).expect("the game file");
    let kept: Vec<&str> = source.lines().filter(|l| !l.starts_with("setup")).collect();
    common::game_from(&format!("{}\nsetup black: {black}\nsetup white: {white}\n", kept.join("\n")))
}

/// Who stands on each cell, `-` for nobody.
fn owners(state: &State, cells: &str) -> Vec<String> {
    cells.split_whitespace().map(|c| owner_at(state, c).unwrap_or_else(|| "-".into())).collect()
}

fn has(state: &mut State, action: &str) -> bool {
    legal(state).contains(&action.to_string())
}

#[test]
fn the_opening_has_34_inline_moves_and_10_broadside() {
    let mut state = game("abalone.game", &[]);
    let all = legal(&mut state);
    assert_eq!(all.len(), 44);
    assert_eq!(all.iter().filter(|m| m.contains('/')).count(), 10, "{all:?}");
}

#[test]
fn an_inline_move_steps_a_line_of_up_to_three_along_itself() {
    let mut state = position("e2 e3 e4", "a5");
    play(&mut state, "e2-e3");
    assert_eq!(owners(&state, "e2 e3 e4 e5"), ["-", "black", "black", "black"]);
    // Four in a row: the rear one may not lead them.
    let mut four = position("e1 e2 e3 e4", "a5");
    assert!(!has(&mut four, "e1-e2") && has(&mut four, "e2-e3"));
}

#[test]
fn a_broadside_move_steps_two_or_three_side_by_side_into_empty_cells() {
    let mut state = position("e3 f3 g3", "a5");
    let lines: Vec<String> = legal(&mut state).into_iter().filter(|m| m.contains('/')).collect();
    // e3 f3, f3 g3 and e3 f3 g3, each in the four directions across them.
    assert_eq!(lines.len(), 12, "{lines:?}");
    play(&mut state, "e3-e4/g3");
    assert_eq!(owners(&state, "e3 f3 g3 e4 f4 g4"), ["-", "-", "-", "black", "black", "black"]);
    // Typed from the line's other end, it is the same move.
    let mut again = position("e3 f3 g3", "a5");
    play(&mut again, "g3-g4/e3");
    assert_eq!(owners(&again, "e4 f4 g4"), ["black", "black", "black"]);
}

#[test]
fn a_broadside_move_pushes_nothing_and_needs_every_cell_empty() {
    let mut state = position("e3 f3", "f4");
    assert!(!has(&mut state, "e3-e4/f3"));
    assert!(has(&mut state, "e3-d4/f3"), "the other way across is free");
    let mut own = position("e3 f3 f4", "a5");
    assert!(!has(&mut own, "e3-e4/f3"), "nor onto the mover's own marble");
}

#[test]
fn two_push_one() {
    let mut state = position("e3 e4", "e5");
    play(&mut state, "e3-e4");
    assert_eq!(owners(&state, "e3 e4 e5 e6"), ["-", "black", "black", "white"]);
}

#[test]
fn three_push_one_or_two() {
    let mut one = position("e2 e3 e4", "e5");
    play(&mut one, "e2-e3");
    assert_eq!(owners(&one, "e2 e5 e6"), ["-", "black", "white"]);
    let mut two = position("e2 e3 e4", "e5 e6");
    play(&mut two, "e2-e3");
    assert_eq!(owners(&two, "e2 e5 e6 e7"), ["-", "black", "white", "white"]);
}

#[test]
fn no_push_without_more_pushers_than_pushed() {
    assert!(!has(&mut position("e4", "e5"), "e4-e5"), "one against one");
    assert!(!has(&mut position("e3 e4", "e5 e6"), "e3-e4"), "two against two");
    assert!(!has(&mut position("e2 e3 e4", "e5 e6 e7"), "e2-e3"), "three against three");
}

#[test]
fn a_push_is_blocked_by_a_marble_of_the_movers_behind_the_pushed() {
    assert!(!has(&mut position("e3 e4 e5 e7", "e6"), "e3-e4"));
    assert!(has(&mut position("e3 e4 e5", "e6"), "e3-e4"));
}

#[test]
fn a_marble_pushed_over_the_edge_is_off_the_board() {
    // North-east of e9 is off the board.
    let mut state = position("e7 e8", "e9 a5 b5 c5 d5 f5 g5 h5 i5 a6");
    play(&mut state, "e7-e8");
    assert_eq!(owners(&state, "e7 e8 e9"), ["-", "black", "black"]);
    assert_eq!(result(&mut state), None, "nine left");
    // The mover's own line may not step off.
    assert!(!has(&mut position("e8 e9", "a5"), "e8-e9"));
}

#[test]
fn six_pushed_off_wins() {
    // White has nine marbles: one more off leaves eight, six fewer than the fourteen.
    let mut state = position("e7 e8", "e9 a5 b5 c5 d5 f5 g5 h5 i5");
    play(&mut state, "e7-e8");
    assert_eq!(result(&mut state).as_deref(), Some("black"));
}

#[test]
fn a_broadside_is_read_by_its_line_and_a_line_end_off_the_board_is_no_cell() {
    let mut state = position("e3 f3 g3", "a5");
    let typed = state.parse_action("e3-e4/f3").expect("a legal broadside");
    assert_eq!(state.format(typed), "e3-e4/f3");
    assert_ne!(state.parse_action("e3-e4/g3").expect("legal"), typed, "the longer line is another move");
    let why = state.parse_action("e3-e4/z9").expect_err("no cell z9").to_string();
    assert!(why.contains("z9"), "{why}");
    // Without its line, `e3-e4` is the single marble's inline step.
    let single = state.parse_action("e3-e4").expect("legal");
    assert_eq!(state.format(single), "e3-e4");
}

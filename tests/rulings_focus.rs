//! One scenario per rule of Focus (`games/focus.game`) and of the words it is written with:
//! `top any` (the top N pieces of a stack, each count its own action, landing on what stands
//! there), `exactly moved` (N cells for N pieces), `stacks at most 5 own to hand` (a stack over
//! five loses its bottom pieces, the mover's to its hand, the others captured), `place … onto`
//! (a reserve piece on top of a stack), `lose: stuck`, and the `/N` notation through a record.

mod common;

use common::{game_from, legal, play, result};
use std::sync::Arc;
use yon::engine::{State, owner_of};
use yon::record::{Record, replay};

/// Focus with its setup replaced by `setups`, each `PLAYER: CELLS`, later lines on top.
fn focus_with(setups: &[&str]) -> State {
    game_from(&source(setups))
}

fn source(setups: &[&str]) -> String {
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/focus.game"))
        .expect("the game file");
    let mut lines: Vec<String> = file.lines().filter(|l| !l.starts_with("setup")).map(String::from).collect();
    let at = lines.iter().position(|l| l.starts_with("action")).expect("an action");
    for (i, setup) in setups.iter().enumerate() {
        lines.insert(at + i, format!("setup {setup}"));
    }
    lines.join("\n")
}

/// The stack on `cell`, bottom first, as `w`/`b` letters.
fn stack(state: &State, cell: &str) -> String {
    let c = state.rules().geometry.cell(cell).expect("a cell");
    state.stack(c).into_iter().map(|p| if owner_of(p) == 0 { 'w' } else { 'b' }).collect()
}

fn hand(state: &State, player: u8) -> u32 {
    state.hand(player, 0)
}

#[test]
fn the_top_n_pieces_go_exactly_n_cells_over_anything_onto_anything() {
    // d4 holds black, white, white (bottom first); d5 and d6 hold black pieces.
    let mut state = focus_with(&["black: d4 d5 d6 g7", "white: d4", "white: d4"]);
    let from_d4: Vec<String> = legal(&mut state).into_iter().filter(|a| a.starts_with("d4")).collect();
    assert_eq!(
        from_d4,
        [
            "d4-a4/3", "d4-b4/2", "d4-c4/1", "d4-d1/3", "d4-d2/2", "d4-d3/1", "d4-d5/1", "d4-d6/2",
            "d4-d7/3", "d4-e4/1", "d4-f4/2", "d4-g4/3"
        ],
        "each count its own action, as far as it is many"
    );
    play(&mut state, "d4-d6/2");
    assert_eq!(stack(&state, "d4"), "b", "the piece left behind is the cell's top, black's now");
    assert_eq!(stack(&state, "d6"), "bww", "the two land on the stack there, in their order");
    assert_eq!(stack(&state, "d5"), "b", "passed over, untouched");
}

#[test]
fn no_piece_goes_to_the_corners_cut_off_the_board() {
    let mut state = focus_with(&["white: b2", "black: g7"]);
    assert_eq!(legal(&mut state), ["b2-b3/1", "b2-c2/1"], "b1 and a2 are not on Focus's board");
}

#[test]
fn only_a_stack_whose_top_is_yours_moves() {
    let mut state = focus_with(&["white: d4 c3", "black: d4"]);
    assert!(!legal(&mut state).iter().any(|a| a.starts_with("d4")), "black's piece is on top");
    play(&mut state, "c3-d3/1");
    assert!(legal(&mut state).contains(&"d4-d6/2".to_string()), "black moves it, white's piece under");
}

#[test]
fn a_stack_over_five_loses_its_bottom_pieces_own_to_hand_others_captured() {
    // d6: black, white, black, black; d5 and d4: black under white.
    let mut state = focus_with(&["black: d6 d5", "white: d6 d5", "black: d6", "black: d6", "black: g7"]);
    play(&mut state, "d5-d6/1");
    assert_eq!(stack(&state, "d6"), "bwbbw", "five: nothing trimmed");
    let mut state = focus_with(&["black: d6 d4 g7", "white: d6 d4 e5", "black: d6", "black: d6"]);
    play(&mut state, "d4-d6/2");
    assert_eq!(stack(&state, "d6"), "wbbbw", "two land, six: the black piece at the bottom is captured");
    assert_eq!(hand(&state, 0), 0);
    // Seven: the two white pieces at the bottom go to white's hand.
    let mut state = focus_with(&["white: d6 d3", "white: d6 d3", "black: d6", "black: d6 g7", "white: d3"]);
    assert_eq!(stack(&state, "d3"), "www");
    play(&mut state, "d3-d6/3");
    assert_eq!(stack(&state, "d6"), "bbwww");
    assert_eq!(hand(&state, 0), 2);
}

#[test]
fn a_reserve_piece_is_placed_onto_any_cell_on_top_of_what_stands_there() {
    let mut state =
        focus_with(&["white: d6 d3", "white: d6 d3", "black: d6", "black: d6 g7 c7", "white: d3"]);
    play(&mut state, "d3-d6/3 g7-g6/1");
    assert_eq!(hand(&state, 0), 2);
    let actions = legal(&mut state);
    assert_eq!(actions.iter().filter(|a| !a.contains('-')).count(), 52, "every cell of the board");
    play(&mut state, "g6");
    assert_eq!(stack(&state, "g6"), "bw", "on top of black's piece");
    assert_eq!(hand(&state, 0), 1);
    play(&mut state, "c7-c6/1 d6");
    assert_eq!(stack(&state, "d6"), "bwwww", "on a stack of five: six, black's bottom piece captured");
    assert_eq!(hand(&state, 0), 0);
}

#[test]
fn a_player_with_no_move_loses() {
    // Black's stack of two covers white's last piece from two cells away; white has no hand.
    let mut state = focus_with(&["white: d3", "black: d4", "black: d4"]);
    play(&mut state, "d3-d2/1 d4-d2/2");
    assert_eq!(stack(&state, "d2"), "wbb");
    assert_eq!(result(&mut state), Some("black".to_string()));
    let mut state = focus_with(&["white: d3", "black: d4", "black: d4"]);
    play(&mut state, "d3-d2/1 d4-d3/1");
    assert_eq!(result(&mut state), None, "white's piece still free: play on");
}

#[test]
fn a_typed_move_without_its_count_is_played_when_one_count_fits() {
    let mut state = focus_with(&["black: d4 g7", "white: d4", "white: d4"]);
    let typed = state.parse_action("d4-d6").expect("only two pieces reach d6");
    assert_eq!(state.format(typed), "d4-d6/2");
    assert!(state.parse_action("d4-d6/1").is_err(), "one piece goes one cell, not two");
}

#[test]
fn the_count_survives_a_record_and_its_replay() {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/focus.game")).unwrap();
    let start = game_from(&source);
    let mut state = start.clone();
    let mut actions = Vec::new();
    for text in ["c2-d2/1", "e2-d2/1", "d3-d2/1", "b3-b4/1", "d2-d4/2", "c3-c4/1", "d4-d7/3"] {
        let action = state.parse_action(text).unwrap_or_else(|why| panic!("{text}: {why}"));
        state.play_unchecked(action);
        actions.push(action);
    }
    let seats = ["human".to_string(), "human".to_string()];
    let record = Record::from_game("games/focus.game", &source, &seats, None, &start, &actions);
    let text = record.to_text();
    assert!(text.contains("d2-d4/2") && text.contains("d4-d7/3"), "{text}");
    let read = Record::parse(&text).expect("the record reads back");
    let end = replay(&read, Arc::clone(start.rules())).expect("and replays");
    for cell in ["c2", "d2", "d3", "d4", "d7", "b4", "c4"] {
        assert_eq!(stack(&end, cell), stack(&state, cell), "{cell}");
    }
    assert_eq!(stack(&end, "d7"), "wbbw", "d7's white piece under the three that came from d4");
}

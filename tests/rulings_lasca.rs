//! One scenario per rule of Lasca (`games/lasca.game`): a capture takes only the top piece of
//! the stack jumped and puts it under the capturer; the top piece decides owner and rank;
//! stacks move whole; promotion acts on the top piece.

mod common;

use common::{game, game_from, legal, owner_at, play, result};
use yon::engine::{State, kind_of, owner_of};

/// The pieces on `cell`, bottom first, as (owner, kind) names.
fn stack(state: &State, cell: &str) -> Vec<(String, String)> {
    let rules = state.rules();
    let c = rules.geometry.cell(cell).expect("a cell");
    state
        .stack(c)
        .into_iter()
        .map(|p| (rules.players[owner_of(p) as usize].clone(), rules.kinds[kind_of(p) as usize].clone()))
        .collect()
}

fn named(pieces: &[(&str, &str)]) -> Vec<(String, String)> {
    pieces.iter().map(|(o, k)| (o.to_string(), k.to_string())).collect()
}

/// Lasca with its setup replaced.
fn lasca_with(white: &str, black: &str) -> State {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/lasca.game"))
        .expect("the game file");
    let source = source
        .lines()
        .map(|line| match line {
            l if l.starts_with("setup white") => format!("setup white soldier: {white}"),
            l if l.starts_with("setup black") => format!("setup black soldier: {black}"),
            l => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    game_from(&source)
}

#[test]
fn a_capture_puts_the_top_piece_jumped_under_the_capturer() {
    let mut state = game("lasca.game", &[]);
    play(&mut state, "c3-d4 e5-c3");
    assert_eq!(stack(&state, "c3"), named(&[("white", "soldier"), ("black", "soldier")]));
    assert_eq!(stack(&state, "d4"), named(&[]), "nothing is left where the piece was jumped");
    assert_eq!(owner_at(&state, "c3").as_deref(), Some("black"), "the top piece owns the stack");
}

#[test]
fn taking_the_top_of_a_stack_frees_the_piece_under_it() {
    let mut state = game("lasca.game", &[]);
    play(&mut state, "c3-d4 e5-c3 b2-d4");
    assert_eq!(stack(&state, "c3"), named(&[("white", "soldier")]), "the prisoner is free again");
    assert_eq!(stack(&state, "d4"), named(&[("black", "soldier"), ("white", "soldier")]));
    assert_eq!(state.height(state.rules().geometry.cell("d4").expect("d4")), 2);
}

#[test]
fn a_stack_moves_whole() {
    let mut state = lasca_with("b2", "c3 g7");
    play(&mut state, "b2-d4 g7-f6 d4-c5");
    assert_eq!(stack(&state, "c5"), named(&[("black", "soldier"), ("white", "soldier")]));
    assert_eq!(stack(&state, "d4"), named(&[]));
}

#[test]
fn captures_are_compulsory_and_go_on() {
    let mut state = game("lasca.game", &[]);
    play(&mut state, "c3-d4");
    assert_eq!(legal(&mut state), ["e5-c3"], "black must take");
}

#[test]
fn promotion_acts_on_the_top_piece_and_keeps_the_prisoner() {
    let mut state = lasca_with("b4", "c5 g7");
    play(&mut state, "b4-d6 g7-f6");
    // On the far rank a soldier must be promoted: only the promoting moves are offered.
    let moves = legal(&mut state);
    assert!(moves.contains(&"d6-e7+".to_string()) && !moves.contains(&"d6-e7".to_string()), "{moves:?}");
    play(&mut state, "d6-e7+");
    assert_eq!(stack(&state, "e7"), named(&[("black", "soldier"), ("white", "officer")]));
}

#[test]
fn a_player_who_cannot_move_loses() {
    // Black's last soldier is taken: black has no move.
    let mut state = lasca_with("c3", "d4");
    play(&mut state, "c3-e5");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    // The captured soldier is still on the board, under white's.
    assert_eq!(stack(&state, "e5"), named(&[("black", "soldier"), ("white", "soldier")]));
}

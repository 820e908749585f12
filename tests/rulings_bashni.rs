//! One scenario per rule of Bashni (`games/bashni.game`) that Lasca's do not already prove:
//! kings fly, and capture flying onto any empty square beyond; men capture forward only; a
//! man crowned by its capture ends the turn.

mod common;

use common::{game, game_from, legal, play};
use yon::engine::State;

/// Bashni with its setup replaced by `setup` (whole statements, one a line).
fn bashni_with(setup: &str) -> State {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/bashni.game"))
        .expect("the game file");
    let kept: Vec<&str> = source.lines().filter(|l| !l.starts_with("setup")).collect();
    game_from(&format!("{}\n{setup}\n", kept.join("\n")))
}

#[test]
fn the_start_has_seven_moves() {
    let mut state = game("bashni.game", &[]);
    assert_eq!(legal(&mut state).len(), 7);
}

#[test]
fn a_king_captures_flying_onto_any_empty_square_beyond() {
    let mut state = bashni_with("setup white king: a1\nsetup black man: d4 h8");
    assert_eq!(legal(&mut state), ["a1-e5", "a1-f6", "a1-g7"], "the capture is compulsory");
    play(&mut state, "a1-f6");
    assert_eq!(common::owner_at(&state, "f6").as_deref(), Some("white"));
    let f6 = state.rules().geometry.cell("f6").expect("f6");
    assert_eq!(state.height(f6), 2, "the man taken is under the king");
}

#[test]
fn a_king_slides_any_distance() {
    let mut state = bashni_with("setup white king: c1\nsetup black man: h8");
    let moves = legal(&mut state);
    for m in ["c1-b2", "c1-a3", "c1-d2", "c1-h6"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
}

#[test]
fn men_capture_forward_only() {
    let mut state = bashni_with("setup white man: d4\nsetup black man: c3 e5");
    assert_eq!(legal(&mut state), ["d4-f6"], "not back over c3");
}

#[test]
fn a_man_crowned_by_its_capture_ends_the_turn() {
    // From f8 a king could go on over g7; the man crowned there may not.
    let mut state = bashni_with("setup white man: d6\nsetup black man: e7 g7 a7");
    assert_eq!(legal(&mut state), ["d6-f8+"]);
    play(&mut state, "d6-f8+");
    assert_eq!(state.rules().players[state.to_move() as usize], "black");
}

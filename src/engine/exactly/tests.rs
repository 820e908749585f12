//! Counting a set on a line by the line's bits agrees with walking the line, on square, hex
//! and ring boards, for sets of occupants and for sets that need the walk.

use crate::compile::geometry::Cell;
use crate::compile::rules::{Distance, Motion, Movement};
use crate::engine::{Rng, State};

const SQUARE: &str = "board square 6 x 5";
const HEX: &str = "board hex radius 3";
const RINGS: &str = "board graph\nspot N at 0 2, E at 2 0, S at 0 -2, W at -2 0, C at 0 0, \
                     F at 0 4, G at 4 0\nline: F N C S\nline: W C E G\nring: N E S W N";

/// A game whose `probe` slide (its last rule) goes as far as `set` holds cells on its line,
/// and whose other rules fill the board at random.
fn game(board: &str, set: &str) -> String {
    format!(
        "players a b\n{board}\npiece stone\nhand stone 12\n\
         action place: place on empty\n\
         action walk: move step any to empty\n\
         action probe: move slide any to empty | enemy exactly ({set}) in line\n"
    )
}

#[test]
fn a_line_counted_by_its_bits_agrees_with_a_walk_along_it() {
    let sets = ["occupied", "own", "enemy", "empty | enemy", "own | rank 2", "own & next any enemy"];
    for board in [SQUARE, HEX, RINGS] {
        for set in sets {
            let set = if board == SQUARE { set } else { &set.replace(" | rank 2", "") };
            let mut state = State::of_source(&game(board, set));
            assert!(state.rules().line_masks.is_some(), "{board}: {set}: the game keeps its lines");
            let probe = state.rules().actions.len() - 1;
            let Motion::Move {
                movement: Movement::Slide { exactly: Some(Distance::InLine(tests)), .. }, ..
            } = &state.rules().actions[probe].motion
            else {
                panic!("{set}: a slide exactly in line")
            };
            let tests = tests.clone();
            let (mut rng, mut counted) = (Rng::new(5), 0);
            for _ in 0..30 {
                let (view, test) = (state.view(), &tests[state.context()]);
                for cell in 0..state.rules().geometry.cell_count() as Cell {
                    for d in 0..state.rules().geometry.direction_count() as u8 {
                        let walked = state.count_walking_line(test, cell, d, view);
                        assert_eq!(
                            state.count_in_line(test, cell, d, view),
                            walked,
                            "{board}: {set}: {cell} {d}"
                        );
                        counted += walked;
                    }
                }
                let mut listed = Vec::new();
                state.legal_actions(&mut listed);
                if listed.is_empty() {
                    break;
                }
                state.play_unchecked(listed[rng.below(listed.len())]);
            }
            assert!(counted > 0, "{board}: {set}: never counted a cell");
        }
    }
}

/// A walk round a ring meets its cells twice: such a line is walked, not read as bits.
#[test]
fn a_ring_is_not_kept_as_a_line() {
    let state = State::of_source(&game(RINGS, "occupied"));
    let (geometry, lines) = (&state.rules().geometry, state.rules().line_masks.as_ref().expect("lines"));
    let north = geometry.cell("N").expect("N");
    let ring = (0..geometry.direction_count() as u8).find(|&d| geometry.directions[d as usize] == "ring1");
    assert!(lines.through(north, ring.expect("a ring direction")).is_none());
    let line = (0..geometry.direction_count() as u8).find(|&d| geometry.directions[d as usize] == "line1");
    assert!(lines.through(north, line.expect("a line direction")).is_some());
}

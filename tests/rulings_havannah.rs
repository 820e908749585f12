//! Havannah's three wins as `games/havannah.game` writes them (`rings`, and `groups touching N
//! of FAMILY` over the corners and sides), one scenario each, and the near misses: five stones
//! of a ring, a chain that closes only against the edge, a fork whose third arm ends on a corner.
//! The board is the hexagon of side 8: h8 the centre, rank 1 the south side (h1 and o1 its
//! corners), file o the east side (o1 and o8 its corners).

mod common;

use common::{game, play, result, result_rule};

/// Black's stones between white's: each alone, off the edge and away from white's.
const BLACK: [&str; 9] = ["c8", "e8", "g10", "j10", "l8", "i4", "c10", "e12", "g6"];

/// The game after white plays `white` in order and black answers from `black`, before white's
/// `last` stone; then `last` is played (returning the state after each).
fn before_and_after(white: &[&str], black: &[&str]) -> (Option<String>, yon::engine::State) {
    let mut state = game("havannah.game", &[]);
    let (last, first) = white.split_last().expect("a white stone");
    for (i, stone) in first.iter().enumerate() {
        play(&mut state, &format!("{stone} {}", black[i]));
    }
    let before = result(&mut state);
    play(&mut state, last);
    (before, state)
}

/// The six neighbours of the centre h8.
const AROUND_H8: [&str; 6] = ["g8", "i8", "h7", "h9", "i7", "g9"];

#[test]
fn a_ring_around_an_empty_cell_wins_on_its_sixth_stone() {
    let (before, mut state) = before_and_after(&AROUND_H8, &BLACK);
    assert_eq!(before, None, "five of the six are no ring");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("ring"));
}

/// The cells the result marks, by name, sorted.
fn marked(state: &yon::engine::State) -> Vec<String> {
    let names = &state.rules().geometry.names;
    let mut cells: Vec<String> = state.result_cells().iter().map(|&c| names[c as usize].clone()).collect();
    cells.sort();
    cells
}

#[test]
fn a_ring_marks_its_loop_and_not_the_rest() {
    // White's k11 stands apart from the loop: only the six stones round h8 are shown.
    let mut white = vec!["k11"];
    white.extend(AROUND_H8);
    let (_, mut state) = before_and_after(&white, &BLACK);
    assert_eq!(result_rule(&mut state).as_deref(), Some("ring"));
    assert_eq!(marked(&state), ["g8", "g9", "h7", "h9", "i7", "i8"]);
}

#[test]
fn a_ring_around_an_enemy_stone_wins() {
    let black = ["h8", "c8", "e8", "g10", "l8"];
    let (before, mut state) = before_and_after(&AROUND_H8, &black);
    assert_eq!(before, None);
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("ring"));
}

#[test]
fn a_hexagon_of_seven_own_stones_is_a_ring_around_its_centre() {
    // The centre first: no empty cell is ever enclosed, only the own stone on h8.
    let mut white = vec!["h8"];
    white.extend(AROUND_H8);
    let (before, mut state) = before_and_after(&white, &BLACK);
    assert_eq!(before, None, "the centre and five of its neighbours");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("ring"));
}

#[test]
fn five_of_six_round_a_cell_are_no_ring() {
    let mut white = AROUND_H8[..5].to_vec();
    white.push("k11");
    let (before, mut state) = before_and_after(&white, &BLACK);
    assert_eq!((before, result(&mut state)), (None, None));
}

#[test]
fn a_chain_round_an_edge_cell_against_the_edge_is_no_ring() {
    // k1 on the south side has four neighbours, j1 j2 k2 l1: white takes them all, then k1.
    let (before, mut state) = before_and_after(&["j1", "j2", "k2", "l1", "k1"], &BLACK);
    assert_eq!(before, None, "the edge cell k1 reaches the rim");
    assert_eq!(result(&mut state), None, "k1 filled is on the rim: no loop round it");
}

#[test]
fn a_bridge_joins_two_corners() {
    let white = ["h1", "i1", "j1", "k1", "l1", "m1", "n1", "o1"];
    let (before, mut state) = before_and_after(&white, &BLACK);
    assert_eq!(before, None, "a chain from one corner");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("bridge"));
}

#[test]
fn a_fork_joins_three_sides_but_not_through_a_corner() {
    // File n from rank 1 (the south side) up, with o2 on the east side: two sides. Its third
    // arm ends first on the corner o8, which belongs to no side, then on n9 (the north-east side).
    let white = ["n1", "n2", "o2", "n3", "n4", "n5", "n6", "n7", "n8", "o8"];
    let (before, mut state) = before_and_after(&white, &BLACK);
    assert_eq!((before, result(&mut state)), (None, None), "two sides and a corner");
    play(&mut state, "e10 n9");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("fork"));
}

#[test]
fn black_wins_by_its_own_ring() {
    let mut state = game("havannah.game", &[]);
    play(&mut state, "c8 g8 e8 i8 g10 h7 j10 h9 l8 i7 i4");
    assert_eq!(result(&mut state), None);
    play(&mut state, "g9");
    assert_eq!(result(&mut state).as_deref(), Some("black"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("ring"));
}

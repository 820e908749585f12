//! Tests of which move rules are screened, and how their moves start.

use super::Opening;
use crate::compile::rules::{EMPTY, ENEMY, OWN};

/// On a square board: a hop over a piece and a step onto an enemy are screened, each
/// direction any side takes once; a slide, a step that may enter an empty cell, a flying hop,
/// a run of hops, a leap and a hop that reads a set are not.
#[test]
fn only_rules_whose_moves_start_on_a_piece_are_screened() {
    let source = "players a b\nboard square 6 x 6\nfacing a: n\nfacing b: s\npiece p\n\
        action jump: move p hop forward-left | forward-right over enemy to empty\n\
        action capture: move p step orthogonal to enemy\n\
        action leapfrog: move p hop orthogonal over own | enemy\n\
        action ride: move p slide e to enemy\n\
        action walk: move p step any to empty\n\
        action rush: move p slide orthogonal to empty | enemy\n\
        action fly: move p hop flying diagonal over enemy to empty\n\
        action run: move p hop orthogonal over run enemy to empty\n\
        action knight: move p leap n n e to enemy\n\
        action near-last: move p hop diagonal over enemy to next diagonal last to\n";
    let rules = crate::check::load(source).expect("the test game checks");
    let screen = &rules.screen;
    let screened: Vec<&str> = (0..rules.actions.len())
        .filter(|&id| screen.screened & 1 << id != 0)
        .map(|id| &rules.actions[id].name[..])
        .collect();
    assert_eq!(screened, ["jump", "capture", "leapfrog"]);
    let dir = |name: &str| rules.geometry.direction(name).expect("a direction");
    let mut diagonals = ["ne", "nw", "se", "sw"].map(dir).to_vec();
    diagonals.sort();
    assert_eq!(screen.opening(0), Some(&Opening { dirs: diagonals, first: ENEMY, then: Some(EMPTY) }));
    assert_eq!(screen.opening(2).map(|o| (o.first, o.then)), Some((OWN | ENEMY, Some(EMPTY))));
    assert_eq!(screen.opening(1).map(|o| (o.dirs.len(), o.first, o.then)), Some((4, ENEMY, None)));
}

/// On a hexagon a diagonal is no shift of the board's bit sets (its rows differ in length): a
/// rule along one is not screened.
#[test]
fn a_rule_along_a_direction_that_is_no_shift_is_not_screened() {
    let source = "players a b\nboard hex radius 3\npiece p\n\
        action near: move p hop e over enemy to empty\n\
        action far: move p hop n over enemy to empty\n";
    let rules = crate::check::load(source).expect("the test game checks");
    let shifts =
        |d: &str| rules.screen.shifts[rules.geometry.direction(d).expect("a direction") as usize].is_some();
    assert_eq!((shifts("e"), shifts("n")), (true, false));
    assert_eq!(rules.screen.screened, 0b01);
}

/// A rule starts from the last action's cells when its `from` holds no other cell: `last to`,
/// narrowed or joined with another such set; not when it reaches out from them, or is joined
/// with a set of its own.
#[test]
fn rules_whose_pieces_start_where_the_last_action_went_start_from_last() {
    let source = "players a b\nboard square 6 x 6\npiece p\n\
        action jump: move p hop diagonal over enemy\n\
        action on: move p from last to hop diagonal over enemy\n\
        action narrowed: move p from last to & rank 1 - last from step n\n\
        action either: move p from last jump to | last on to step n\n\
        action near: move p from next any last to step n\n\
        action joined: move p from last to | rank 1 step n\n\
        action anywhere: move p step s\n";
    let rules = crate::check::load(source).expect("the test game checks");
    let from_last: Vec<&str> = (0..rules.actions.len())
        .filter(|&id| rules.screen.from_last & 1 << id != 0)
        .map(|id| &rules.actions[id].name[..])
        .collect();
    assert_eq!(from_last, ["on", "narrowed", "either"]);
}

/// A move rule with a `when` whose `from` reads more than the cells' occupants is gated: its
/// `when` is judged only when a piece can start it. Not one whose `from` reads only occupants,
/// nor one without a `when`.
#[test]
fn rules_with_a_when_that_few_pieces_can_start_are_gated() {
    let source = "players a b\nboard square 5 x 5\npiece king, rook\nroyal king\nunmoved: king\n\
        setup a king: c1\nsetup b king: c5\n\
        action castle when not check: move king from unmoved slide e to empty\n\
        action step when not check: move king step any\n\
        action rush: move rook from unmoved slide e\n";
    let rules = crate::check::load(source).expect("the test game checks");
    assert_eq!(rules.screen.gated, 0b001);
}

//! Sets read a board at a time agree with the same sets read cell by cell.

use crate::compile::rules::{CellTest, Motion, PerContext};
use crate::engine::{Rng, State};

/// Plays up to `plies` random actions from `state`, checking at each position that the set
/// `tests` (in the context of the player to act) read board-wide holds the cells it holds read
/// cell by cell (with its sure classes unread or read); returns how many cells it held in all.
/// Shared with the seed sets' test.
pub(crate) fn board_wide_agrees_with_each_cell(
    state: &mut State,
    tests: &PerContext<CellTest>,
    plies: usize,
    set: &str,
) -> usize {
    let (mut rng, mut members) = (Rng::new(3), 0);
    for _ in 0..plies {
        let view = state.view();
        let test = &tests[state.context()];
        let board_wide = state.with_members(test, view, |m| m.to_vec());
        for cell in 0..state.rules().geometry.cell_count() as u16 {
            let each = state.member(test, cell, view);
            assert_eq!(super::is_in(&board_wide, cell), each, "{set}: cell {cell} at ply {}", state.ply());
            let unless_sure = state.member_unless_sure(test, cell, view);
            assert_eq!(unless_sure, each, "{set}: cell {cell} at ply {}, read unless sure", state.ply());
            members += usize::from(each);
        }
        let mut listed = Vec::new();
        state.legal_actions(&mut listed);
        if listed.is_empty() {
            break;
        }
        state.play_unchecked(listed[rng.below(listed.len())]);
    }
    members
}

/// Sets of the last action's cells (`last … to`, `from`, `passed`, of one rule or any) read
/// board-wide agree with each cell, in positions of random play: after a double step, after
/// another move, and at the start, before any action.
#[test]
fn sets_of_the_last_action_found_board_wide_agree_with_each_cell() {
    let sets = [
        "last double passed",
        "last double to | last push from",
        "last to",
        "last from | last passed",
        "empty - last double passed",
    ];
    for set in sets {
        let source = format!(
            "players a b\nboard square 5 x 6\nfacing a: n\nfacing b: s\npiece pawn\n\
             setup a pawn: rank 2\nsetup b pawn: rank 5\nregion home of a: rank 2\n\
             region home of b: rank 5\n\
             action push: move pawn step forward to empty\n\
             action double: move pawn from home slide forward to empty\n\
             action probe: move pawn leap forward forward forward to ({set})\n"
        );
        let mut state = State::of_source(&source);
        let Motion::Move { movement, .. } = &state.rules().actions[2].motion else { panic!("{set}: a move") };
        let to = movement.to().clone();
        let members = board_wide_agrees_with_each_cell(&mut state, &to, 40, set);
        assert!(members > 0, "{set}: never held a cell");
    }
}

/// A set that holds the same cells in every position (a region) is read without the position,
/// and agrees with each cell; a set that reads occupants is not taken for one.
#[test]
fn a_fixed_set_read_board_wide_agrees_with_each_cell() {
    for (set, fixed) in
        [("home", true), ("home | rank 4", true), ("home & empty", false), ("rank 3 | enemy", false)]
    {
        let source = format!(
            "players a b\nboard square 5 x 6\nfacing a: n\nfacing b: s\npiece pawn\n\
             setup a pawn: rank 2\nsetup b pawn: rank 5\nregion home of a: rank 2\n\
             region home of b: rank 5\n\
             action push: move pawn step any to empty | enemy\n\
             action probe: move pawn leap forward forward forward to ({set})\n"
        );
        let mut state = State::of_source(&source);
        let Motion::Move { movement, .. } = &state.rules().actions[1].motion else { panic!("{set}: a move") };
        let to = movement.to().clone();
        assert!(to.iter().all(|test| test.by_class.fixed == fixed), "{set}: fixed is {fixed}");
        let members = board_wide_agrees_with_each_cell(&mut state, &to, 40, set);
        assert!(members > 0, "{set}: never held a cell");
    }
}

/// A set every cell reads alike (`ClassCells::uniform`) read board-wide agrees with each cell,
/// with enemies, a team-mate's pieces and pieces nobody owns on the board: those that take the
/// others' pieces all together or not at all read the position's bit sets of their classes.
#[test]
fn a_set_every_cell_reads_alike_agrees_with_each_cell() {
    for (set, whole) in [
        ("occupied", true),
        ("occupied - own", true),
        ("own | empty", true),
        ("empty", true),
        ("enemy", false),
        ("ally | own", false),
    ] {
        let (mut state, to) = four_players_probing(set);
        for test in to.iter() {
            let classes = test.by_class.uniform.unwrap_or_else(|| panic!("{set}: read alike"));
            assert_eq!(crate::engine::position::reads_whole(classes), whole, "{set}");
        }
        let members = board_wide_agrees_with_each_cell(&mut state, &to, 40, set);
        assert!(members > 0, "{set}: never held a cell");
    }
}

/// A set whose parts of classes decide it for some occupants (`CellTest::sure`) agrees with
/// each cell, and those occupants are the ones the parts decide: an `or` adds them, an `and`
/// keeps those both sides decide, a `-` those its right side cannot hold.
#[test]
fn a_set_some_occupants_decide_agrees_with_each_cell() {
    use crate::compile::rules::{EMPTY, OWN};
    for (set, sure) in [
        ("empty | own | enemy & unmoved", EMPTY | OWN),
        ("(empty | enemy) - (enemy & unmoved)", EMPTY),
        ("(empty | enemy) - (own | unmoved)", 0),
        ("own - unmoved | empty", EMPTY),
        ("(own | empty) & (own | unmoved)", OWN),
    ] {
        let source = format!(
            "players a b\nboard square 5 x 6\nfacing a: n\nfacing b: s\npiece pawn\nunmoved: pawn\n\
             setup a pawn: rank 2\nsetup b pawn: rank 5\n\
             action push: move pawn step any to empty | enemy\n\
             action probe: move pawn leap forward forward forward to ({set})\n"
        );
        let mut state = State::of_source(&source);
        let Motion::Move { movement, .. } = &state.rules().actions[1].motion else { panic!("{set}: a move") };
        let to = movement.to().clone();
        for test in to.iter() {
            assert!(test.is_dynamic(), "{set}: reads more than occupants");
            assert!(test.sure.iter().all(|&s| s == sure), "{set}: {:?}, not {sure} at every cell", test.sure);
        }
        let members = board_wide_agrees_with_each_cell(&mut state, &to, 60, set);
        assert!(members > 0, "{set}: never held a cell");
    }
}

/// A set of empty cells and the reader's own pieces, told apart by region
/// (`ClassCells::empty_or_own`), read board-wide agrees with each cell, with enemies, a
/// team-mate's pieces and pieces nobody owns on the board, none of which it holds.
#[test]
fn a_set_of_empty_cells_and_own_pieces_agrees_with_each_cell() {
    for (set, empty_or_own) in
        [("own - home", true), ("empty & home | own - home", true), ("own & home | enemy", false)]
    {
        let (mut state, to) = four_players_probing(set);
        for test in to.iter() {
            assert!(test.by_class.uniform.is_none() && test.dynamic.is_none(), "{set}: classes by region");
            assert_eq!(test.by_class.empty_or_own, empty_or_own, "{set}");
        }
        let members = board_wide_agrees_with_each_cell(&mut state, &to, 60, set);
        assert!(members > 0, "{set}: never held a cell");
    }
}

/// Four players in two teams, with pieces nobody owns, on a board with a `home` region; and
/// the sets a probing move may land on, per context.
fn four_players_probing(set: &str) -> (State, PerContext<CellTest>) {
    let source = format!(
        "players a b c d\nteam: a c\nteam: b d\nboard square 6 x 6\npiece pawn\n\
         setup a pawn: a1 b1\nsetup b pawn: a6 b6\nsetup c pawn: f1 e1\nsetup d pawn: f6 e6\n\
         setup neutral pawn: c3 d4\nregion home: ranks 1-2\n\
         action push: move pawn step any to empty\n\
         action probe: move pawn leap n n n to ({set})\n"
    );
    let state = State::of_source(&source);
    let Motion::Move { movement, .. } = &state.rules().actions[1].motion else { panic!("{set}: a move") };
    let to = movement.to().clone();
    (state, to)
}

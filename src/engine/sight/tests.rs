//! Sight sets found for a whole board, walking out from their few cells or back from each cell
//! asked, agree with each cell asked on its own, on square, hex and ring boards.

use crate::compile::rules::Motion;
use crate::engine::State;
use crate::engine::cells::tests::board_wide_agrees_with_each_cell;

/// A game whose `probe` rule (its last) moves to `set` and whose other rules fill the board
/// at random: stones placed and moved on `board`.
fn game(board: &str, set: &str) -> String {
    format!(
        "players a b\n{board}\npiece stone\nhand stone 12\n\
         action place: place on empty\n\
         action walk: move step any to empty\n\
         action probe: move slide any to ({set})\n"
    )
}

const SQUARE: &str = "board square 6 x 5";
const HEX: &str = "board hex radius 3";
const RINGS: &str = "board graph\nspot N at 0 2, E at 2 0, S at 0 -2, W at -2 0, C at 0 0, \
                     F at 0 4, G at 4 0\nline: F N C S\nline: W C E G\nring: N E S W N";

/// Few sources and many cells asked (walked out from the sources), many sources and few cells
/// asked (walked back from each cell), sources of the last action, sight one way only (`ONE_WAY`
/// names directions without their opposites), and sight round a ring.
#[test]
fn sight_found_board_wide_agrees_with_each_cell() {
    let sets = [
        "sight any from last to",
        "empty & sight any from own",
        "own & sight any from empty | enemy",
        "sight any from (enemy & next any own)",
        "enemy - sight any from own",
        "sight ONE_WAY from own",
        "empty & sight ONE_WAY from last to",
    ];
    for (board, one_way) in [(SQUARE, "(e | ne)"), (HEX, "(e | ne)"), (RINGS, "(line1 | ring1)")] {
        for set in sets {
            let set = &set.replace("ONE_WAY", one_way);
            let mut state = State::of_source(&game(board, set));
            let probe = state.rules().actions.len() - 1;
            let Motion::Move { movement, .. } = &state.rules().actions[probe].motion else {
                panic!("{set}: a move")
            };
            let to = movement.to().clone();
            let members = board_wide_agrees_with_each_cell(&mut state, &to, 30, set);
            assert!(members > 0, "{board}: {set}: never held a cell");
        }
    }
}

//! One scenario per ruling on `then push` (docs/LANGUAGE.md, "push"), played on the engine: the
//! cells a pushed piece lands on are among the cells the action changed, so a line that only a
//! pushed piece completes counts for `lines … through changed`; the same for a pulled piece.

mod common;

use common::{game_from, play, result};

/// Five by five, white to move first, a win for three in a row through the changed cells.
fn game(effect: &str, white: &str, black: &str) -> String {
    format!(
        r#"
game "Rows"
players white black
board square 5 x 5
piece stone
setup white: {white}
setup black: {black}
action shove: move step orthogonal to empty | occupied
  then {effect}
win "three in a row": lines 3+ through changed >= 1
lose: stuck
"#
    )
}

#[test]
fn a_row_that_only_a_pushed_piece_completes_counts_through_changed() {
    // a1 steps onto a2 and pushes white's a2 on to a3, next to b3 and c3: a3 b3 c3 is a row.
    // Where the mover lands (a2) is in no row of three.
    let mut state = game_from(&game("push", "a1 a2 b3 c3", "e5"));
    play(&mut state, "a1-a2");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    // The same step without the row: nothing is won.
    let mut apart = game_from(&game("push", "a1 a2 b3 d3", "e5"));
    play(&mut apart, "a1-a2");
    assert_eq!(result(&mut apart), None);
}

#[test]
fn a_row_that_only_a_pulled_piece_completes_counts_through_changed() {
    // a2 steps to a3; a1 behind it follows onto a2, next to b2 and c2: a2 b2 c2 is a row.
    // Where the mover lands (a3) is in no row of three.
    let mut state = game_from(&game("pull", "a1 a2 b2 c2", "e5").replace("to empty | occupied", "to empty"));
    play(&mut state, "a2-a3");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    let mut apart = game_from(&game("pull", "a2 b2 c2", "e5").replace("to empty | occupied", "to empty"));
    play(&mut apart, "a2-a3");
    assert_eq!(result(&mut apart), None, "without the pulled piece a2 is empty");
}

//! One scenario per ruling on `then push` (docs/LANGUAGE.md, "push"), played on the engine: the
//! cells a pushed piece lands on are among the cells the action changed, so a line that only a
//! pushed piece completes counts for `lines … through changed`; the same for a pulled piece.

mod common;

use common::{game_from, legal, owner_at, play, result};

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

/// Abalone's inline moves on its board (docs/LANGUAGE.md, "pushed"), black to move.
fn sumito(black: &str, white: &str, rule: &str) -> String {
    format!(
        r#"
game "Sumito"
players black white
board hex radius 4
piece marble
setup black: {black}
setup white: {white}
action inline: move step any to empty | occupied
  then push
  {rule}
lose: stuck
"#
    )
}

const SUMITO: &str = "requires pushing <= 3 and pushed < pushing";

fn offers(black: &str, white: &str, rule: &str, action: &str) -> bool {
    legal(&mut game_from(&sumito(black, white, rule))).contains(&action.to_string())
}

#[test]
fn a_longer_line_pushes_a_shorter_one_and_no_other() {
    // e3 e4 (two) push e5 (one) north-east; the pushed marble lands on e6.
    assert!(offers("e3 e4", "e5", SUMITO, "e3-e4"));
    let mut state = game_from(&sumito("e3 e4", "e5 a5", SUMITO));
    play(&mut state, "e3-e4");
    assert_eq!(
        ["e3", "e4", "e5", "e6"].map(|c| owner_at(&state, c)),
        [None, Some("black".into()), Some("black".into()), Some("white".into())]
    );
    assert!(!offers("e4", "e5", SUMITO, "e4-e5"), "one does not push one");
    assert!(!offers("e3 e4", "e5 e6", SUMITO, "e3-e4"), "two do not push two");
    assert!(offers("e2 e3 e4", "e5 e6", SUMITO, "e2-e3"), "three push two");
    assert!(!offers("e1 e2 e3 e4", "a5", SUMITO, "e1-e2"), "four do not move as one");
    // Without the rule the same steps push whatever is in front.
    assert!(offers("e4", "e5", "", "e4-e5") && offers("e1 e2 e3 e4", "a5", "", "e1-e2"));
}

#[test]
fn a_push_that_would_move_the_movers_own_piece_is_blocked() {
    // Black's e7 behind white's e6: the pushed line holds black's own marble.
    assert!(!offers("e3 e4 e5 e7", "e6", SUMITO, "e3-e4"));
    assert!(offers("e3 e4 e5", "e6", SUMITO, "e3-e4"), "without e7 it pushes");
    // A line of black's own at the edge would put one off: e8 e9 north-east.
    assert!(!offers("e8 e9", "a5", SUMITO, "e8-e9"));
    assert!(offers("e8 e9", "a5", "", "e8-e9"), "a plain push puts it off");
    // An enemy marble at the edge goes off: e7 e8 push e9.
    let mut state = game_from(&sumito("e7 e8", "e9 a5", SUMITO));
    play(&mut state, "e7-e8");
    assert_eq!(owner_at(&state, "e9").as_deref(), Some("black"));
    assert_eq!(legal(&mut state), ["a5-a6", "a5-b4", "a5-b5"], "white has a5 alone left");
}

#[test]
fn pushing_and_pushed_read_the_action_just_played_and_zero_otherwise() {
    // A result reads them after the action: three push two wins at once.
    let won = "win \"three on two\": pushing == 3 and pushed == 2";
    let mut state = game_from(&sumito("e2 e3 e4 a5", "e5 e6 i5", won));
    play(&mut state, "a5-b5");
    assert_eq!(result(&mut state), None, "a step onto an empty cell pushes nothing");
    play(&mut state, "i5-h5 e2-e3");
    assert_eq!(result(&mut state).as_deref(), Some("black"));
    // A blocked push reads as unlimited: more than any number written.
    let unlimited = "requires pushed > 1000000";
    assert!(offers("e3 e4 e5 e7", "e6", unlimited, "e3-e4"));
    assert!(!offers("e3 e4 e5", "e6", unlimited, "e3-e4"));
}

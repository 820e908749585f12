//! One scenario per ruling on `then pull` (docs/LANGUAGE.md, "pull"), played on the engine: the
//! line behind the mover follows it one cell whoever owns it, up to the first empty cell; a
//! slide pulls one cell whatever its length; a pulled piece's value goes with it; push and pull
//! both follow one move.

mod common;

use common::{game_from, owner_at, play};

/// The owners of a1..a5, `.` for an empty cell.
fn column(state: &yon::engine::State) -> String {
    (1..=5)
        .map(|r| match owner_at(state, &format!("a{r}")).as_deref() {
            Some("white") => 'w',
            Some("black") => 'b',
            _ => '.',
        })
        .collect()
}

fn game(motion: &str, effects: &str, white: &str, black: &str) -> String {
    format!(
        r#"
game "Tow"
players white black
board square 2 x 5
piece tug
value speed 1
value speed 7: a1
setup white: {white}
setup black: {black}
action tow: move {motion}
  then {effects}
lose: stuck
"#
    )
}

#[test]
fn the_line_behind_follows_one_cell_whoever_owns_it_up_to_the_first_empty_cell() {
    // a3 steps north to a4: a2 (black) and a1 (white) behind it follow; nothing beyond.
    let mut state = game_from(&game("step n to empty", "pull", "a1 a3", "a2 b1"));
    assert_eq!(column(&state), "wbw..");
    play(&mut state, "a3-a4");
    assert_eq!(column(&state), ".wbw.");
    // Black's b1 steps on; then a4 steps to a5: a3 and a2 follow, and a1 was already empty.
    play(&mut state, "b1-b2 a4-a5");
    assert_eq!(column(&state), "..wbw");
    // An empty cell ends the line: a4 steps to a5, a3 follows, a1 beyond the empty a2 stays.
    let mut gap = game_from(&game("step n to empty", "pull", "a1 a3 a4", "b1"));
    play(&mut gap, "a4-a5");
    assert_eq!(column(&gap), "w..ww");
}

#[test]
fn a_slide_pulls_one_cell_and_a_piece_apart_stays() {
    let mut state = game_from(&game("slide n to empty", "pull", "a1 a2", "b1"));
    play(&mut state, "a2-a5");
    assert_eq!(column(&state), ".w..w", "a1 follows onto a2 only");
    let mut unpulled = game_from(
        &game("slide n to empty", "flag moved", "a1 a2", "b1")
            .replace("value speed 1", "value speed 1\nflag moved"),
    );
    play(&mut unpulled, "a2-a5");
    assert_eq!(column(&unpulled), "w...w", "without `pull` a1 stays");
}

#[test]
fn a_pulled_piece_takes_its_value_along() {
    let mut state = game_from(&game("step n to empty", "pull", "a1 a2", "b1"));
    let at = |s: &yon::engine::State, c: &str| s.rules().geometry.cell(c).expect("a cell");
    assert_eq!(state.value(at(&state, "a1"), 0), 7);
    play(&mut state, "a2-a3");
    assert_eq!(state.value(at(&state, "a2"), 0), 7, "a1's 7 went to a2 with its piece");
    assert_eq!(column(&state), ".ww..");
}

#[test]
fn push_and_pull_both_follow_one_move() {
    // a2 steps onto a3 (black): a3, a4 are pushed to a4, a5; a1 follows to a2.
    let mut state = game_from(&game("step n to empty | occupied", "push, pull", "a1 a2", "a3 a4 b1"));
    play(&mut state, "a2-a3");
    assert_eq!(column(&state), ".wwbb");
}

//! Self-tests of the Neutron oracle: the first turn counted by hand, a scenario for each way the
//! game ends, and perft by turns held to perft by slides (two readings of one game tree).

use super::*;

fn turns(game: &Neutron) -> Vec<String> {
    game.turns().into_iter().map(|t| t.join(" ")).collect()
}

#[test]
fn the_first_turn_is_a_soldiers_slide_as_far_as_it_goes() {
    // a1: a4, b2 (the neutron on c3 stops it); b1: b4, e4, a2; c1: c2, e3, a3; d1: d4, e2, a4;
    // e1: e4, d2.
    let game = Neutron::new();
    assert_eq!(game.perft(1), 13);
    let first = turns(&game);
    for turn in ["a1-a4", "a1-b2", "b1-e4", "c1-c2", "d1-a4", "e1-d2"] {
        assert!(first.contains(&turn.to_string()), "{turn} in {first:?}");
    }
    assert!(!first.contains(&"a1-a3".to_string()), "a slide never stops short");
}

#[test]
fn later_turns_slide_the_neutron_first() {
    let mut game = Neutron::new();
    game.play(&["a1-a4".to_string()]);
    let second = turns(&game);
    assert!(second.iter().all(|t| t.starts_with("c3-")), "black slides the neutron first: {second:?}");
    // Down the diagonal to a1, emptied by white: the neutron is home for white, and the turn
    // ends there; every other slide of the neutron is followed by a soldier's.
    assert!(second.contains(&"c3-a1".to_string()), "{second:?}");
    assert!(second.iter().filter(|t| t.split(' ').count() == 1).count() == 1, "{second:?}");
    let mut lost = game;
    lost.play(&["c3-a1".to_string()]);
    assert_eq!(lost.result(), Some(Some(0)), "black slid it onto white's home row");
}

#[test]
fn the_neutron_on_a_home_row_wins_for_that_rows_player_whoever_slid_it() {
    // White to move slides the neutron down onto rank 1, its own home row: white wins.
    let rows = ["B B B B B", ". . . . .", ". . N . .", ". . . . .", "W W . W W"];
    let game = Neutron::from_rows(&rows, 2);
    assert!(turns(&game).contains(&"c3-c1".to_string()), "{:?}", turns(&game));
    let mut home = game;
    home.play(&["c3-c1".to_string()]);
    assert_eq!(home.result(), Some(Some(0)));
    // Black to move in the same position must not slide it there: white would win.
    let mut black = Neutron::from_rows(&rows, 3);
    black.play(&["c3-c1".to_string()]);
    assert_eq!(black.result(), Some(Some(0)), "the row's owner wins, not the mover");
}

#[test]
fn a_player_who_cannot_slide_the_neutron_has_no_turn() {
    // The neutron on a3 is walled in: whoever is to move has no turn (and has lost).
    let rows = ["B B B . .", "W B . . .", "N W . . .", "B W . . .", ". . W W ."];
    assert!(Neutron::from_rows(&rows, 2).turns().is_empty());
    assert!(Neutron::from_rows(&rows, 3).turns().is_empty());
    // One soldier less on b3 and the neutron gets out along the diagonal.
    let open = ["B B B . .", "W B . . .", "N . . . .", "B W . . .", ". . W W ."];
    assert!(!Neutron::from_rows(&open, 3).turns().is_empty());
}

#[test]
fn a_player_whose_soldiers_cannot_follow_the_neutron_loses() {
    // White's one soldier on a1 is walled in by black's; every slide of the neutron from e3
    // ends the turn: home rows decide, and a3 leaves white unable to move a soldier.
    let rows = [". . . . .", ". . . . .", ". . . . N", "B B . . .", "W B . . ."];
    let game = Neutron::from_rows(&rows, 2);
    assert_eq!(turns(&game), ["e3-a3", "e3-c1", "e3-c5", "e3-e1", "e3-e5"]);
    let outcome = |turn: &str| {
        let mut after = game;
        after.play(&[turn.to_string()]);
        after.result()
    };
    assert_eq!(outcome("e3-a3"), Some(Some(1)), "white cannot follow with a soldier: black wins");
    assert_eq!(outcome("e3-e1"), Some(Some(0)), "white's home row");
    assert_eq!(outcome("e3-c5"), Some(Some(1)), "black's home row");
    assert_eq!(game.perft_slides(1), 5);
    assert_eq!(game.perft(2), 0, "every turn ends the game");
}

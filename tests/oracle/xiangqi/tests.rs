//! Self-tests of the xiangqi oracle: the published perft from the start, and a scenario for each
//! rule that could be got wrong.

use super::*;

#[test]
fn perft_from_the_start_matches_the_published_numbers_to_depth_4() {
    let game = Xiangqi::new();
    let counts: Vec<u64> = (1..=4).map(|d| game.perft(d)).collect();
    assert_eq!(counts, [44, 1_920, 79_666, 3_290_240]);
}

#[test]
#[ignore = "about 7 s in release"]
fn perft_from_the_start_at_depth_5() {
    assert_eq!(Xiangqi::new().perft(5), 133_312_995);
}

fn red(kind: Kind) -> Option<Piece> {
    Some(Piece { red: true, kind })
}

fn black(kind: Kind) -> Option<Piece> {
    Some(Piece { red: false, kind })
}

/// Generals on d1 and f10 (not facing), and what a scenario adds.
fn board(red_to_move: bool) -> Xiangqi {
    let mut game = Xiangqi::empty(red_to_move);
    game.set("d1", red(Kind::General));
    game.set("f10", black(Kind::General));
    game
}

fn moves_from(game: &Xiangqi, square: &str) -> Vec<String> {
    game.names().into_iter().filter(|m| m.starts_with(&format!("{square}-"))).collect()
}

#[test]
fn a_horse_is_stopped_by_a_piece_on_its_leg() {
    let mut game = board(true);
    game.set("e5", red(Kind::Horse));
    assert_eq!(moves_from(&game, "e5").len(), 8);
    game.set("e6", black(Kind::Soldier));
    assert_eq!(moves_from(&game, "e5"), ["e5-c4", "e5-c6", "e5-d3", "e5-f3", "e5-g4", "e5-g6"]);
}

#[test]
fn an_elephant_is_stopped_by_its_eye_and_by_the_river() {
    let mut game = board(true);
    game.set("c5", red(Kind::Elephant));
    assert_eq!(moves_from(&game, "c5"), ["c5-a3", "c5-e3"], "never over the river");
    game.set("d4", red(Kind::Soldier));
    assert_eq!(moves_from(&game, "c5"), ["c5-a3"]);
}

#[test]
fn general_and_advisors_stay_in_the_palace() {
    let mut game = board(true);
    game.set("e2", red(Kind::Advisor));
    assert_eq!(moves_from(&game, "e2"), ["e2-d3", "e2-f1", "e2-f3"]);
    assert_eq!(moves_from(&game, "d1"), ["d1-d2", "d1-e1"]);
}

#[test]
fn a_cannon_slides_to_empty_points_and_takes_over_exactly_one_screen() {
    let mut game = board(true);
    game.set("b3", red(Kind::Cannon));
    game.set("b6", black(Kind::Soldier));
    game.set("b9", black(Kind::Horse));
    game.set("b10", black(Kind::Rook));
    let up: Vec<String> = moves_from(&game, "b3").into_iter().filter(|m| m[3..].starts_with('b')).collect();
    // b4, b5 empty; b6 the screen; b9 taken; not b10 (two screens) nor b6 itself.
    assert_eq!(up, ["b3-b1", "b3-b2", "b3-b4", "b3-b5", "b3-b9"]);
}

#[test]
fn a_soldier_goes_sideways_only_across_the_river() {
    let mut game = board(true);
    game.set("a4", red(Kind::Soldier));
    game.set("e6", red(Kind::Soldier));
    assert_eq!(moves_from(&game, "a4"), ["a4-a5"]);
    assert_eq!(moves_from(&game, "e6"), ["e6-d6", "e6-e7", "e6-f6"]);
}

#[test]
fn the_generals_may_not_face_each_other_on_an_open_file() {
    let mut game = board(true);
    // The black general on e10, the red one on d2.
    game.set("f10", None);
    game.set("e10", black(Kind::General));
    game.set("d1", None);
    game.set("d2", red(Kind::General));
    // The general may not step onto the open e file.
    assert_eq!(moves_from(&game, "d2"), ["d2-d1", "d2-d3"]);
    // A piece between them may not leave the file.
    game.set("e5", red(Kind::Rook));
    game.set("d2", None);
    game.set("e1", red(Kind::General));
    assert!(moves_from(&game, "e5").iter().all(|m| m.as_bytes()[3] == b'e'));
}

#[test]
fn a_move_that_leaves_the_general_attacked_is_refused_and_checkmate_ends_the_game() {
    // Black's rook on d10 gives check down the d file; red's only answers move the general.
    let mut game = board(true);
    game.set("d10", black(Kind::Rook));
    game.set("a2", red(Kind::Rook));
    assert_eq!(game.names(), ["a2-d2", "d1-e1"]);
    // A second rook on e9 covers e1, and without red's rook nothing blocks: no move at all.
    game.set("e9", black(Kind::Rook));
    game.set("a2", None);
    assert_eq!(game.names(), Vec::<String>::new());
}

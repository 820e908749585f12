//! Self-tests of the Shogun oracle: the first moves counted by hand, a scenario for each rule
//! (the exact distance, the numbers counting up and round, both ways to win, a player stuck).

use super::*;

fn turns(game: &Shogun) -> Vec<String> {
    game.turns().into_iter().map(|t| t.join(" ")).collect()
}

#[test]
fn the_first_moves_go_exactly_as_far_as_each_number() {
    // Every white piece may only go north (rank 1 is full, the board ends to the south): a1
    // numbered 1 to a2, b1 (2) to b3, c1 (3) to c4, d1 (4) to d5, e1 (the shogun, 1) to e2,
    // f1 (4) to f5, g1 (3) to g4, h1 (2) to h3.
    let game = Shogun::new();
    assert_eq!(turns(&game), ["a1-a2", "b1-b3", "c1-c4", "d1-d5", "e1-e2", "f1-f5", "g1-g4", "h1-h3"]);
    assert_eq!(game.perft(2), 64, "black's eight moves answer each of white's, none in the way");
}

#[test]
fn a_number_counts_up_after_each_move_and_round_past_the_highest() {
    let mut game = Shogun::new();
    game.play(&["d1-d5".to_string()]);
    assert_eq!(game.piece("d5").map(|p| p.number), Some(1), "a pawn's 4 goes round to 1");
    game.play(&["h8-h7".to_string()]);
    assert_eq!(game.piece("h7").map(|p| p.number), Some(2));
    game.play(&["e1-e2".to_string()]);
    assert_eq!(game.piece("e2").map(|p| p.number), Some(2), "the shogun's 1 goes to 2");
    game.play(&["h7-h5".to_string()]);
    game.play(&["e2-e4".to_string()]);
    assert_eq!(game.piece("e4").map(|p| p.number), Some(1), "and its 2 round to 1");
}

#[test]
fn a_piece_is_blocked_on_its_way_and_takes_only_where_it_stops() {
    // The white pawn on a1 numbered 3: a2 holds a black pawn in the way north; east, b1 is
    // empty and c1 empty, d1 holds black's pawn: taken.
    let rows = [
        ". . . . k1 . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . p1",
        "p1 . . . . . . p1",
        "P3 . . p1 . . . K1",
    ];
    let game = Shogun::from_rows(&rows, 0);
    let ours = turns(&game);
    assert!(ours.contains(&"a1-d1".to_string()), "{ours:?}");
    assert!(!ours.iter().any(|t| t.starts_with("a1-a")), "blocked north: {ours:?}");
}

#[test]
fn taking_the_shogun_or_leaving_two_wins() {
    let rows = [
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        "p1 . p1 . . . . .",
        "k1 . . . . . . .",
        "P1 . . . . . . K1",
    ];
    let mut shogun = Shogun::from_rows(&rows, 0);
    shogun.play(&["a1-a2".to_string()]);
    assert_eq!(shogun.result(), Some(Some(0)), "the shogun taken");
    let rows = [
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        "p1 . . . . . . .",
        "p1 . . . . . . .",
        "P1 k1 . . . . . K1",
    ];
    let mut two = Shogun::from_rows(&rows, 0);
    two.play(&["a1-a2".to_string()]);
    assert_eq!(two.result(), Some(Some(0)), "two black pieces left");
    let mut three = Shogun::from_rows(&rows, 0);
    three.play(&["h1-h2".to_string()]);
    assert_eq!(three.result(), None, "three left, the shogun with them: play on");
}

#[test]
fn a_player_with_no_move_loses() {
    // Black's shogun on a8 (2) would land on its own pawns; the pawn on a6 (4) finds white's
    // pieces on a3 and b6 in its way, the one on c8 (4) those on c7 and d8 (and its own shogun).
    let rows = [
        "k2 . p4 P1 . . . .",
        ". . P1 . . . . .",
        "p4 P1 . . . . . .",
        ". . . . . . . .",
        ". . . . . . . .",
        "P1 . . . . . . .",
        ". . . . . . . .",
        ". . . . . . . K1",
    ];
    assert!(Shogun::from_rows(&rows, 1).turns().is_empty(), "black has no move");
    let mut game = Shogun::from_rows(&rows, 0);
    game.play(&["h1-h2".to_string()]);
    assert_eq!(game.result(), Some(Some(0)), "black, to act with no move, has lost");
}

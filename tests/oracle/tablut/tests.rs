//! Self-tests of the Tablut oracle: Ludii's perft from the start, and a scenario for each
//! capture and the king's escape.

use super::*;
use Piece::{Attacker, Defender, King};

#[test]
fn perft_from_the_start_matches_ludii_to_depth_3() {
    // Ludii 1.3.12, `Tablut.lud` with its default options.
    let game = Tablut::new();
    let counts: Vec<u64> = (1..=3).map(|d| game.perft(d)).collect();
    assert_eq!(counts, [80, 4_400, 353_200]);
}

#[test]
#[ignore = "about 5 s in release"]
fn perft_from_the_start_at_depth_4() {
    assert_eq!(Tablut::new().perft(4), 19_901_208);
}

fn with(attackers_to_move: bool, pieces: &[(&str, Piece)]) -> Tablut {
    let mut game = Tablut::empty(attackers_to_move);
    pieces.iter().for_each(|&(square, piece)| game.set(square, Some(piece)));
    game
}

#[test]
fn no_piece_crosses_or_stops_on_the_castle() {
    let game = with(false, &[("c5", Defender), ("a1", Attacker)]);
    let east: Vec<String> = game.names().into_iter().filter(|m| m.ends_with('5')).collect();
    assert_eq!(east, ["c5-a5", "c5-b5", "c5-d5"]);
}

#[test]
fn a_piece_is_taken_between_the_mover_and_a_friend_or_the_castle() {
    // Flanked by a friend.
    let mut game = with(true, &[("c4", Attacker), ("a3", Attacker), ("b4", Defender), ("h9", King)]);
    game.play("a3-a4");
    assert_eq!(game.piece("b4"), None);
    // Not by a lone mover.
    let mut game = with(true, &[("a3", Attacker), ("b4", Defender), ("h9", King)]);
    game.play("a3-a4");
    assert_eq!(game.piece("b4"), Some(Defender));
    // Against the empty castle.
    let mut game = with(true, &[("c7", Attacker), ("d5", Defender), ("h9", King)]);
    game.play("c7-c5");
    assert_eq!(game.piece("d5"), None);
}

#[test]
fn the_king_on_the_castle_is_taken_by_four_beside_it_by_three_elsewhere_by_two() {
    let mut game =
        with(true, &[("e5", King), ("d5", Attacker), ("f5", Attacker), ("e4", Attacker), ("e7", Attacker)]);
    game.play("e7-e6");
    assert_eq!(game.winner_is_attacker, Some(true));
    let mut game = with(true, &[("e5", King), ("d5", Attacker), ("f5", Attacker), ("e7", Attacker)]);
    game.play("e7-e6");
    assert_eq!(game.winner_is_attacker, None, "three are not enough on the castle");
    // Beside the castle (e6): three attackers and the castle.
    let mut game = with(true, &[("e6", King), ("d6", Attacker), ("f6", Attacker), ("e8", Attacker)]);
    game.play("e8-e7");
    assert_eq!(game.winner_is_attacker, Some(true));
    // Elsewhere: two in line.
    let mut game = with(true, &[("c3", King), ("b3", Attacker), ("d1", Attacker)]);
    game.play("d1-d3");
    assert_eq!(game.winner_is_attacker, Some(true));
}

#[test]
fn the_king_takes_part_in_captures_and_wins_on_the_edge() {
    let mut game = with(false, &[("c7", King), ("c5", Defender), ("b6", Attacker), ("a9", Attacker)]);
    game.play("c7-c6");
    assert_eq!(game.piece("b6"), Some(Attacker), "b6 is beside c6, not between");
    let mut game = with(false, &[("c7", King), ("a6", Defender), ("b6", Attacker), ("a9", Attacker)]);
    game.play("c7-c6");
    assert_eq!(game.piece("b6"), None, "the king flanks b6 with a6");
    game.play("a9-a8");
    game.play("c6-c1");
    assert_eq!(game.winner_is_attacker, Some(false));
    assert!(game.moves().is_empty());
}

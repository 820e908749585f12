//! Self-tests of the shatranj and makruk oracle: perft from the start as Fairy-Stockfish counts
//! it, and a scenario for each piece and rule that differs from chess.

use super::*;

fn perfts(variant: Variant, depth: u32) -> Vec<u64> {
    let game = Game::new(variant);
    (1..=depth).map(|d| game.perft(d)).collect()
}

#[test]
fn shatranj_perft_matches_fairy_stockfish_to_depth_4() {
    // Fairy-Stockfish (pyffish 0.0.90).
    assert_eq!(perfts(Variant::Shatranj, 4), [16, 256, 4_176, 68_122]);
}

#[test]
fn makruk_perft_matches_fairy_stockfish_to_depth_4() {
    assert_eq!(perfts(Variant::Makruk, 4), [23, 529, 12_012, 273_026]);
}

#[test]
#[ignore = "about 3 s in release"]
fn perft_at_depth_5() {
    assert_eq!(Game::new(Variant::Shatranj).perft(5), 1_164_248);
    assert_eq!(Game::new(Variant::Makruk).perft(5), 6_223_994);
}

const fn white(kind: Kind) -> Option<Piece> {
    Some(Piece { white: true, kind })
}

const fn black(kind: Kind) -> Option<Piece> {
    Some(Piece { white: false, kind })
}

/// Kings on a1 and h8, and what a scenario adds.
fn board(variant: Variant) -> Game {
    let mut game = Game::empty(variant, true);
    game.set("a1", white(Kind::King));
    game.set("h8", black(Kind::King));
    game
}

fn moves_from(game: &Game, square: &str) -> Vec<String> {
    game.names().into_iter().filter(|m| m.starts_with(&format!("{square}-"))).collect()
}

#[test]
fn the_alfil_leaps_two_diagonally_over_anything() {
    let mut game = board(Variant::Shatranj);
    game.set("d4", white(Kind::Alfil));
    game.set("e5", black(Kind::Pawn));
    game.set("b6", white(Kind::Pawn));
    assert_eq!(moves_from(&game, "d4"), ["d4-b2", "d4-f2", "d4-f6"]);
}

#[test]
fn the_khon_steps_diagonally_or_straight_forward_and_the_met_diagonally() {
    let mut game = board(Variant::Makruk);
    game.set("d4", white(Kind::Khon));
    game.set("f4", white(Kind::Fers));
    assert_eq!(moves_from(&game, "d4"), ["d4-c3", "d4-c5", "d4-d5", "d4-e3", "d4-e5"]);
    assert_eq!(moves_from(&game, "f4"), ["f4-e3", "f4-e5", "f4-g3", "f4-g5"]);
    // Black's khon steps forward down the board.
    let mut game = board(Variant::Makruk);
    game.set("d5", black(Kind::Khon));
    game.play("a1-a2");
    assert!(moves_from(&game, "d5").contains(&"d5-d4".to_string()));
    assert!(!moves_from(&game, "d5").contains(&"d5-d6".to_string()));
}

#[test]
fn pawns_step_once_and_promote_to_a_fers_on_their_rank() {
    let mut game = Game::new(Variant::Makruk);
    assert!(moves_from(&game, "e3").iter().eq(["e3-e4"].iter()), "no double step");
    game = board(Variant::Makruk);
    game.set("c5", white(Kind::Pawn));
    game.play("c5-c6");
    assert_eq!(game.piece("c6"), white(Kind::Fers), "makruk: the sixth rank");
    let mut game = board(Variant::Shatranj);
    game.set("c6", white(Kind::Pawn));
    game.play("c6-c7");
    assert_eq!(game.piece("c7"), white(Kind::Pawn), "shatranj: not before the last rank");
    game.play("h8-g8");
    game.play("c7-c8");
    assert_eq!(game.piece("c8"), white(Kind::Fers));
}

#[test]
fn a_move_may_not_leave_the_king_attacked() {
    let mut game = board(Variant::Shatranj);
    game.set("a2", white(Kind::Rook));
    game.set("a8", black(Kind::Rook));
    // The rook is pinned to the a file; the king has b1 and b2.
    assert!(moves_from(&game, "a2").iter().all(|m| m.as_bytes()[3] == b'a'));
    assert_eq!(moves_from(&game, "a1"), ["a1-b1", "a1-b2"]);
}

fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        assert_eq!(game.result(), None, "the game goes on before {m}");
        game.play(m);
    }
}

#[test]
fn shatranj_a_bare_king_loses_at_once_against_three_pieces() {
    let mut game = board(Variant::Shatranj);
    game.set("b2", white(Kind::Rook));
    game.set("c2", white(Kind::Rook));
    game.set("b6", black(Kind::Knight));
    game.play("b2-b6");
    assert_eq!(game.result(), Some(Some(0)));
    assert!(game.turns().is_empty());
}

#[test]
fn shatranj_a_bared_king_may_bare_back_against_two() {
    let mut game = board(Variant::Shatranj);
    game.set("h8", None);
    game.set("b6", black(Kind::King));
    game.set("a2", white(Kind::Rook));
    game.set("a5", black(Kind::Knight));
    game.play("a2-a5");
    assert_eq!(game.result(), None, "one move to bare back");
    let mut back = game.clone();
    back.play("b6-a5");
    assert_eq!(back.result(), None, "two bare kings: nobody loses by baring");
    game.play("b6-c6");
    assert_eq!(game.result(), Some(Some(0)), "not bared back: lost");
}

#[test]
fn stalemate_loses_in_shatranj_and_draws_in_makruk() {
    for (variant, result) in [(Variant::Shatranj, Some(Some(0))), (Variant::Makruk, Some(None))] {
        let mut game = Game::empty(variant, false);
        game.set("h8", black(Kind::King));
        game.set("f7", white(Kind::King));
        game.set("g6", white(Kind::Fers));
        game.set("a2", white(Kind::Pawn));
        assert!(game.moves().is_empty() && !game.king_attacked(false));
        assert_eq!(game.result(), result, "{variant:?}");
    }
}

#[test]
fn shatranj_draws_after_seventy_quiet_moves_unless_mated() {
    let start = || {
        let mut game = board(Variant::Shatranj).quiet_for(139);
        game.set("c3", white(Kind::Rook));
        game.set("c5", black(Kind::Rook));
        game.set("d7", black(Kind::Pawn));
        game
    };
    let mut quiet = start();
    quiet.play("a1-b1");
    assert_eq!(quiet.result(), Some(None), "140 quiet plies");
    let mut take = start();
    take.play("c3-c5");
    assert_eq!(take.result(), None, "a capture starts the count again");
    let mut game = Game::empty(Variant::Shatranj, true).quiet_for(139);
    game.set("h8", black(Kind::King));
    game.set("g6", white(Kind::King));
    game.set("a1", white(Kind::Rook));
    game.set("b3", white(Kind::Rook));
    game.play("a1-a8");
    assert_eq!(game.result(), Some(Some(0)), "mate on the 140th ply still wins");
}

#[test]
fn a_position_standing_for_the_third_time_draws() {
    let mut game = board(Variant::Makruk);
    game.set("c3", white(Kind::Rook));
    let shuffle = ["a1-b1", "h8-g8", "b1-a1", "g8-h8"];
    play_all(&mut game, &shuffle);
    play_all(&mut game, &shuffle[..3]);
    game.play("g8-h8");
    assert_eq!(game.result(), Some(None));
}

#[test]
fn makruk_counts_the_pieces_honour_from_the_pieces_on_the_board() {
    // Two rooks against a bare king: 8 moves, counted from 4 (the pieces on the board), so a
    // draw once the count of plies passes 16.
    let mut game = board(Variant::Makruk);
    game.set("a2", white(Kind::Rook));
    game.set("b3", white(Kind::Rook));
    game.play("a1-b1");
    assert_eq!(game.count(), Some((8, 16)));
    play_all(&mut game, &["h8-g8", "b1-c1", "g8-h8", "c1-d1", "h8-g8", "d1-e1", "g8-h8", "e1-f1"]);
    assert_eq!((game.count(), game.result()), (Some((16, 16)), None));
    game.play("h8-g8");
    assert_eq!((game.count(), game.result()), (Some((17, 16)), Some(None)));
    let mut without = board(Variant::Makruk).without_counting();
    without.set("a2", white(Kind::Rook));
    without.play("a1-b1");
    assert_eq!(without.count(), None);
}

#[test]
fn makruk_counts_the_boards_honour_when_the_last_pawn_goes_and_again_when_a_king_is_bared() {
    let mut game = board(Variant::Makruk);
    game.set("c3", white(Kind::Rook));
    game.set("c6", black(Kind::Pawn));
    game.set("f6", black(Kind::Knight));
    game.play("c3-c6");
    assert_eq!(game.count(), Some((0, 128)), "the board's honour: 64 moves from 0");
    game.play("h8-g8");
    game.play("c6-f6");
    // One rook left against the bare king: 16 moves, counted from 3.
    assert_eq!(game.count(), Some((6, 32)));
}

#[test]
fn makruk_a_bare_king_taking_the_last_pawn_counts_from_one_ply_before_its_turn() {
    let mut game = Game::empty(Variant::Makruk, false);
    game.set("a1", white(Kind::King));
    game.set("h1", white(Kind::Rook));
    game.set("e4", white(Kind::Pawn));
    game.set("d5", black(Kind::King));
    game.play("d5-e4");
    // One rook: 16 moves; three pieces on the board: 2 × 3 − 1 plies already counted.
    assert_eq!(game.count(), Some((5, 32)));
}

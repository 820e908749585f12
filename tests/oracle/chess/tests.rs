//! Self-tests of the chess oracle: published perft numbers, positions reached from the start
//! where en passant, promotion and castling matter, the endings, and random games.

use super::*;
use crate::kit::SplitMix;
use shakmaty::Role;

/// The position reached by playing `line` (see `Chess::play_line`) from the start.
fn after(line: &str) -> Chess {
    let mut game = Chess::new();
    game.play_line(line);
    game
}

fn perfts(game: &Chess, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    depths.map(|depth| game.perft(depth)).collect()
}

/// Perft by playing every turn through the public API: what `perft` must agree with.
fn perft_by_play(game: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let children = game.turns().into_iter().map(|turn| {
        let mut child = game.clone();
        child.play(&turn);
        perft_by_play(&child, depth - 1)
    });
    children.sum()
}

/// The first four fields of a FEN: pieces, side to move, castling rights, en passant.
fn without_counters(fen: &str) -> String {
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// Reaches "Kiwipete" without a capture or a repeated position; the last move is a pawn's.
pub const KIWIPETE: &str = "d2-d4 b7-b5 c1-d2 c8-a6 e2-e4 e7-e6 b1-c3 d8-e7 g1-f3 g7-g6 \
    f3-e5 f8-g7 d1-f3 g8-f6 f1-e2 b8-c6 d4-d5 c6-a5 d2-c1 a5-c4 c1-d2 c4-b6 e2-d3 b5-b4 \
    d3-e2 h7-h5 f3-g3 h5-h4 g3-f3 h4-h3";

/// Reaches the chess programming wiki's "position 5" (counters included): 1.e4 e5 2.d4 Nf6
/// 3.dxe5 Nxe4 4.Bc4 c6 5.e6 Be7 6.Ne2 Nxf2 7.exd7+ Kf8.
pub const POSITION_5: &str = "e2-e4 e7-e5 d2-d4 g8-f6 d4-e5 f6-e4 f1-c4 c7-c6 e5-e6 f8-e7 \
    g1-e2 e4-f2 e6-d7 e8-f8";

/// White to move may take en passant on d6.
pub const EN_PASSANT: &str = "e2-e4 a7-a6 e4-e5 d7-d5";
/// White to move may not take en passant on d6: it would open rank 5 from the rook on h5 to
/// the king on b5.
pub const EN_PASSANT_PINNED: &str = "e2-e4 h7-h5 e4-e5 h5-h4 e1-e2 h8-h5 e2-d3 b8-c6 d3-c4 g8-f6 c4-b5 d7-d5";
/// White to move: the pawn on a7 promotes by a push to a8 or by taking the rook on b8.
pub const PROMOTION: &str = "a2-a4 b7-b5 a4-b5 a7-a6 b5-a6 b8-c6 a6-a7 a8-b8";
/// White to move may not castle short: the bishop on a6 attacks f1.
pub const CASTLING_THROUGH_ATTACK: &str = "g2-g3 b7-b6 f1-g2 c8-a6 g1-f3 b8-c6 e2-e3 e7-e6";
/// White to move may not castle short: the bishop on c5 attacks g1.
pub const CASTLING_INTO_CHECK: &str = "f2-f4 e7-e6 g1-f3 f8-c5 g2-g3 b8-c6 f1-g2 g8-f6";
/// White to move is in check from b4 and may not castle out of it.
pub const CASTLING_OUT_OF_CHECK: &str = "e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6 d2-d3 f8-b4";

#[test]
fn perft_from_the_start_matches_the_published_numbers() {
    assert_eq!(perfts(&Chess::new(), 0..=5), [1, 20, 400, 8_902, 197_281, 4_865_609]);
}

#[test]
#[ignore = "119 million leaves: about 1 s in release mode"]
fn perft_6_from_the_start() {
    assert_eq!(Chess::new().perft(6), 119_060_324);
}

#[test]
#[ignore = "3.2 billion leaves: about 30 s in release mode"]
fn perft_7_from_the_start() {
    assert_eq!(Chess::new().perft(7), 3_195_901_860);
}

#[test]
fn the_kiwipete_line_reaches_kiwipete() {
    let game = after(KIWIPETE);
    assert_eq!(
        without_counters(&game.fen()),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"
    );
    assert_eq!(game.halfmoves(), 0, "the last move is a pawn's: fifty moves are far away");
    assert_eq!(perfts(&game, 1..=3), [48, 2_039, 97_862]);
}

#[test]
#[ignore = "about 4 million leaves: under a second in release mode"]
fn kiwipete_perft_4() {
    assert_eq!(after(KIWIPETE).perft(4), 4_085_603);
}

#[test]
fn the_position_5_line_reaches_position_5() {
    let game = after(POSITION_5);
    assert_eq!(game.fen(), "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
    assert_eq!(perfts(&game, 1..=3), [44, 1_486, 62_379]);
}

#[test]
#[ignore = "about 2 million leaves: under a second in release mode"]
fn position_5_perft_4() {
    assert_eq!(after(POSITION_5).perft(4), 2_103_487);
}

#[test]
fn en_passant_is_a_move_to_the_empty_square_behind_the_pawn() {
    let game = after(EN_PASSANT);
    assert!(game.fen().contains(" w KQkq d6 "), "{}", game.fen());
    assert!(game.turns().contains(&vec!["e5-d6".to_string()]));
    let mut taken = game.clone();
    taken.play(&["e5-d6".to_string()]);
    assert!(taken.fen().starts_with("rnbqkbnr/1pp1pppp/p2P4/8/8/"), "{}", taken.fen());
    assert_eq!(perfts(&game, 1..=4), [31, 781, 24_166, 630_536]);
}

#[test]
fn en_passant_that_exposes_the_king_is_not_legal() {
    let game = after(EN_PASSANT_PINNED);
    assert!(!game.turns().contains(&vec!["e5-d6".to_string()]));
    assert!(game.fen().contains(" w q - "), "{}", game.fen());
    assert_eq!(perfts(&game, 1..=4), [30, 979, 28_298, 924_928]);
}

#[test]
fn a_pawn_promotes_to_each_of_four_kinds_by_a_push_or_a_capture() {
    let mut game = after(PROMOTION);
    assert_eq!(perfts(&game, 1..=4), [31, 779, 24_444, 665_471]);
    let promotions: Vec<String> =
        game.turns().into_iter().map(|t| t[0].clone()).filter(|a| a.contains('=')).collect();
    let expected: Vec<String> =
        ["a7-a8", "a7-b8"].iter().flat_map(|m| ["B", "N", "Q", "R"].map(|k| format!("{m}={k}"))).collect();
    assert_eq!(promotions, expected);
    assert!(!game.turns().iter().any(|t| t[0] == "a7-a8" || t[0] == "a7-b8"), "promotion is forced");
    game.play(&["a7-b8=N".to_string()]);
    assert!(game.fen().starts_with("1Nbqkbnr/"), "a knight stands on b8, the rook is gone: {}", game.fen());
}

#[test]
fn castling_is_two_actions_and_needs_safe_squares() {
    let castle = |game: &Chess, king: &str, rook: &str| {
        game.turns().contains(&vec![king.to_string(), rook.to_string()])
    };
    let through = after(CASTLING_THROUGH_ATTACK);
    assert!(!castle(&through, "e1-g1", "h1-f1"), "f1 is attacked");
    assert_eq!(perfts(&through, 1..=4), [24, 950, 25_904, 999_940]);
    let into = after(CASTLING_INTO_CHECK);
    assert!(!castle(&into, "e1-g1", "h1-f1"), "g1 is attacked");
    assert_eq!(perfts(&into, 1..=4), [26, 1_004, 27_130, 1_011_543]);
    let out_of = after(CASTLING_OUT_OF_CHECK);
    assert!(!castle(&out_of, "e1-g1", "h1-f1"), "the king is in check");
    assert_eq!(perfts(&out_of, 1..=4), [8, 272, 8_915, 296_245]);
    let mut open = after("e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6");
    assert!(castle(&open, "e1-g1", "h1-f1"));
    open.play_line("e1-g1,h1-f1 f8-c5 b1-c3 d7-d6 d2-d3 c8-e6 c1-g5 d8-d7 d1-d2");
    assert!(castle(&open, "e8-c8", "a8-d8") && castle(&open, "e8-g8", "h8-f8"));
    open.play_line("e8-c8,a8-d8");
    assert!(open.fen().starts_with("2kr3r/"), "{}", open.fen());
}

#[test]
fn checkmate_wins_and_stalemate_draws() {
    let mut fools = after("f2-f3 e7-e5 g2-g4");
    assert_eq!(fools.result(), None);
    fools.play_line("d8-h4");
    assert_eq!((fools.result(), fools.turns().len(), fools.perft(1)), (Some(Some(1)), 0, 0));
    // Sam Loyd's ten-move stalemate.
    let stalemate = after(
        "e2-e3 a7-a5 d1-h5 a8-a6 h5-a5 h7-h5 h2-h4 a6-h6 a5-c7 f7-f6 c7-d7 e8-f7 d7-b7 d8-d3 \
         b7-b8 d3-h7 b8-c8 f7-g6 c8-e6",
    );
    assert_eq!((stalemate.result(), stalemate.turns().len()), (Some(None), 0));
}

#[test]
fn insufficient_material_is_not_a_draw() {
    // Only the kings remain after a long series of captures; the game goes on.
    let mut rng = SplitMix(0x5eed);
    for _ in 0..200 {
        let mut game = Chess::new();
        while game.result().is_none() {
            let turns = game.turns();
            game.play(&turns[rng.below(turns.len())]);
            if game.pos.board().occupied().count() == 2 {
                assert_eq!(game.result(), None, "bare kings play on: {}", game.fen());
                return;
            }
        }
    }
    panic!("no random game reached bare kings");
}

#[test]
fn the_third_occurrence_of_a_position_draws_at_once() {
    let mut game = after("g1-f3 g8-f6 f3-g1 f6-g8 g1-f3 g8-f6 f3-g1");
    assert_eq!(game.result(), None);
    game.play_line("f6-g8");
    assert_eq!((game.result(), game.turns().len(), game.perft(1)), (Some(None), 0, 0));
    // Perft sees the same draw: from two plies earlier, f3-g1 then f6-g8 has no children.
    let earlier = after("g1-f3 g8-f6 f3-g1 f6-g8 g1-f3 g8-f6");
    assert_eq!(earlier.perft(3), perft_by_play(&earlier, 3));
}

#[test]
fn an_en_passant_square_counts_for_repetition_only_when_the_capture_is_legal() {
    // After e2-e4 the en passant square e3 cannot be used: the position equals later ones.
    let mut game = after("e2-e4 g8-f6 g1-f3 f6-g8 f3-g1 g8-f6 g1-f3 f6-g8");
    assert_eq!(game.result(), None);
    game.play_line("f3-g1");
    assert_eq!(game.result(), Some(None));
    // After d7-d5 white may take en passant: that position is not the one without it, so the
    // third standing of the pieces as after d7-d5 is only the second of the same position...
    let mut game = after("e2-e4 g8-f6 e4-e5 d7-d5 g1-f3 b8-c6 f3-g1 c6-b8 g1-f3 b8-c6 f3-g1 c6-b8");
    assert_eq!(game.result(), None, "only the second time without the en passant capture");
    // ...and the first position to stand a third time is the one after g1-f3.
    game.play_line("g1-f3");
    assert_eq!(game.result(), Some(None));
}

#[test]
fn castling_rights_count_for_repetition() {
    let mut game = after("g1-f3 g8-f6 h1-g1 h8-g8 g1-h1 g8-h8 h1-g1 h8-g8 g1-h1 g8-h8");
    assert_eq!(game.result(), None, "the first position here still had the short castlings");
    game.play_line("h1-g1 h8-g8");
    assert_eq!(game.result(), Some(None));
}

/// From the position after `f2-f3 b8-c6 g2-g4 e7-e5` (half-move clock 0, white to move), plays
/// 99 half-moves without a capture or a pawn move that repeat no position three times: white's
/// knight and rook on files a–c up to rank 5, black's knights, rooks and bishops on ranks 4–8
/// off the diagonal d8–h4, so that black's queen can still mate on h4 with the hundredth.
fn ninety_nine_quiet_half_moves() -> Chess {
    let mut game = after("f2-f3 b8-c6 g2-g4 e7-e5");
    let mut seen: Vec<String> = vec![without_counters(&game.fen())];
    for ply in 0..99 {
        let white = game.to_move() == 0;
        let quiet = |turn: &Vec<String>| {
            let (from, to) = turn[0].split_once('-').expect("a move");
            let (from, to) =
                (from.parse::<Square>().expect("a square"), to.parse::<Square>().expect("a square"));
            let board = game.pos.board();
            let role = board.role_at(from);
            let rank = to.rank().to_u32() + 1;
            let on_the_mating_diagonal = ["e7", "f6", "g5", "h4"].contains(&to.to_string().as_str());
            let allowed = if white {
                matches!(role, Some(Role::Knight | Role::Rook)) && to.file().to_u32() <= 2 && rank <= 5
            } else {
                matches!(role, Some(Role::Knight | Role::Rook | Role::Bishop))
                    && rank >= 4
                    && !on_the_mating_diagonal
            };
            turn.len() == 1 && board.piece_at(to).is_none() && allowed
        };
        let mut candidates: Vec<(usize, Chess)> = game
            .turns()
            .iter()
            .filter(|t| quiet(t))
            .map(|turn| {
                let mut next = game.clone();
                next.play(turn);
                let key = without_counters(&next.fen());
                (seen.iter().filter(|k| **k == key).count(), next)
            })
            .filter(|(count, next)| *count < 2 && next.result().is_none())
            .collect();
        candidates.sort_by_key(|(count, _)| *count);
        let Some((_, next)) = candidates.into_iter().next() else { panic!("stuck after {ply} quiet plies") };
        game = next;
        seen.push(without_counters(&game.fen()));
    }
    game
}

#[test]
fn the_hundredth_quiet_half_move_draws_unless_it_mates() {
    let game = ninety_nine_quiet_half_moves();
    assert_eq!((game.halfmoves(), game.result()), (99, None));
    let mut mated = game.clone();
    mated.play_line("d8-h4");
    assert_eq!((mated.halfmoves(), mated.result()), (100, Some(Some(1))));
    let mut drawn = game.clone();
    drawn.play_line("d8-e7");
    assert_eq!((drawn.halfmoves(), drawn.result()), (100, Some(None)));
    assert_eq!(drawn.turns().len(), 0);
    // Perft agrees: a quiet turn here ends the game; a pawn move or a capture resets the clock.
    let mut by_children = 0;
    for turn in game.turns() {
        let mut child = game.clone();
        child.play(&turn);
        assert_eq!(child.result().is_some(), child.halfmoves() == 100, "{turn:?}");
        by_children += child.perft(1);
    }
    assert_eq!(game.perft(2), by_children);
    assert!(by_children > 0);
}

#[test]
fn random_games_keep_turns_perft_and_endings_consistent() {
    let mut rng = SplitMix(7);
    let mut endings = [0usize; 3]; // mates, draws, unfinished
    for _ in 0..40 {
        let mut game = Chess::new();
        let mut fens = vec![without_counters(&game.fen())];
        for _ in 0..400 {
            let turns = game.turns();
            assert_eq!(game.perft(1), turns.len() as u64);
            assert!(turns.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
            for turn in &turns {
                let castling = turn[0].starts_with("e1-") || turn[0].starts_with("e8-");
                assert!(turn.len() == 1 || (turn.len() == 2 && castling), "{turn:?}");
            }
            assert_eq!(game.perft(2), perft_by_play(&game, 2), "perft(2) at {}", game.fen());
            game.play(&turns[rng.below(turns.len())]);
            fens.push(without_counters(&game.fen()));
            // The ending recomputed from the whole game, not from the oracle's own history.
            let repeated = fens.iter().filter(|f| **f == fens[fens.len() - 1]).count() >= 3;
            let expected = if game.pos.is_checkmate() {
                Some(Some(1 - game.to_move()))
            } else if game.pos.is_stalemate() || repeated || game.halfmoves() >= 100 {
                Some(None)
            } else {
                None
            };
            assert_eq!(game.result(), expected, "after {}", game.fen());
            if game.result().is_some() {
                assert!(game.turns().is_empty());
                break;
            }
        }
        endings[match game.result() {
            Some(Some(_)) => 0,
            Some(None) => 1,
            None => 2,
        }] += 1;
    }
    assert!(endings[0] > 0 && endings[1] > 0, "random games reached mates and draws: {endings:?}");
}

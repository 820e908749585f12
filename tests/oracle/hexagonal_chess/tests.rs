//! Self-tests of the hexagonal chess oracle: the board and the pieces' reach counted by hand,
//! perft from the start, each rule in a position reached from the start, the endings, and
//! random games held to perft by playing.

use super::*;
use crate::kit::SplitMix;

fn after(line: &str) -> HexagonalChess {
    let mut game = HexagonalChess::new();
    game.play_line(line);
    game
}

/// The position reached by a line written in yon's notation for `games/hexagonal-chess.game`.
fn after_yon(line: &str) -> HexagonalChess {
    let mut game = HexagonalChess::new();
    for action in line.split_whitespace() {
        game.play(&[from_yon(action)]);
    }
    game
}

fn perfts(game: &HexagonalChess, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    depths.map(|depth| game.perft(depth)).collect()
}

fn moves(game: &HexagonalChess) -> Vec<String> {
    game.turns().into_iter().map(|t| t[0].clone()).collect()
}

fn from(game: &HexagonalChess, cell: &str) -> Vec<String> {
    moves(game).into_iter().filter(|m| m.starts_with(&format!("{cell}-"))).collect()
}

/// Perft by playing every move through the public API: what `perft` must agree with.
fn perft_by_play(game: &HexagonalChess, depth: u32) -> u64 {
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

/// A game with only these pieces on the board, `side` to move.
fn alone(side: usize, pieces: &[(&str, Piece)]) -> HexagonalChess {
    let mut game = HexagonalChess::new();
    game.pos.pieces = [None; CELLS];
    for &(cell, piece) in pieces {
        let at = game.board.named(cell);
        game.pos.pieces[at] = Some(piece);
    }
    game.pos.to_move = side;
    game.since_irreversible = vec![game.key(&game.pos)];
    game.result = game.ending();
    game
}

#[test]
fn the_board_has_91_cells_in_files_of_6_to_11() {
    let board = Board::new();
    assert_eq!(board.at.len(), 91);
    let length = |file: char| board.names.iter().filter(|n| n.starts_with(file)).count();
    let lengths: Vec<usize> = "abcdefghikl".chars().map(length).collect();
    assert_eq!(lengths, [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]);
    assert!(board.names.contains(&"f11".to_string()) && !board.names.contains(&"a7".to_string()));
}

#[test]
fn each_piece_reaches_what_glinski_drew_from_the_centre() {
    let reach = |kind: Kind| {
        // The kings stand on no line, diagonal or jump from f6.
        let game = alone(0, &[("f6", (0, kind)), ("b1", (0, Kind::King)), ("k1", (1, Kind::King))]);
        from(&game, "f6").len()
    };
    // Six lines of five cells; six diagonals of two cells (to the corners' neighbours).
    assert_eq!(reach(Kind::Rook), 30);
    assert_eq!(reach(Kind::Bishop), 12);
    assert_eq!(reach(Kind::Queen), 42);
    assert_eq!(reach(Kind::Knight), 12);
    let king = alone(0, &[("f6", (0, Kind::King)), ("k1", (1, Kind::King))]);
    assert_eq!(from(&king, "f6").len(), 12);
    // The bishop's diagonal passes between two cells, which never block it.
    let pieces = [("f6", (0, Kind::Bishop)), ("f7", (0, Kind::Pawn)), ("g6", (0, Kind::Pawn))];
    let kings = [("b1", (0, Kind::King)), ("k1", (1, Kind::King))];
    let between = alone(0, &[&pieces[..], &kings[..]].concat());
    assert!(from(&between, "f6").contains(&"f6-g7".to_string()), "{:?}", from(&between, "f6"));
}

#[test]
fn perft_from_the_start() {
    let start = HexagonalChess::new();
    assert_eq!([1, 2, 3].map(|d| start.perft(d)), [51, 2_586, 137_858]);
}

#[test]
#[ignore = "7 million leaves: about a second in release mode"]
fn perft_4_from_the_start() {
    assert_eq!(HexagonalChess::new().perft(4), 7_282_418);
}

#[test]
#[ignore = "400 million leaves: about a minute in release mode"]
fn perft_5_from_the_start() {
    assert_eq!(HexagonalChess::new().perft(5), 401_622_759);
}

#[test]
#[ignore = "26 million leaves: a few seconds in release mode"]
fn perft_4_where_en_passant_promotion_and_a_double_step_after_taking_are_legal() {
    let lines = [
        "f5-f6 g7-g5",
        "b1-b3 h9-i6 b3-b4 i6-h9 b4-b5 h9-i6 b5-b6 i6-h9 b6-c7 h9-i6",
        "f1-e2 b7-b6 e2-i7 k7-i7 d1-c3",
    ];
    assert_eq!(lines.map(|line| after(line).perft(4)), [8_286_827, 10_216_265, 7_992_797]);
}

#[test]
fn a_pawn_pushes_one_cell_or_two_from_a_starting_cell_and_is_blocked() {
    let start = HexagonalChess::new();
    assert_eq!(from(&start, "g4"), ["g4-g5", "g4-g6"]);
    assert_eq!(from(&start, "f5"), ["f5-f6"], "f7 is black's");
    // After g4-g5 black's g7 pawn cannot step over it.
    let blocked = after("g4-g5");
    assert_eq!(from(&blocked, "g7"), ["g7-g6"]);
    assert_eq!(blocked.turns().len(), 50);
}

#[test]
fn en_passant_takes_the_pawn_that_passed_the_cell_it_could_take_on() {
    let game = after("f5-f6 g7-g5");
    assert_eq!(from(&game, "f6"), ["f6-g6"]);
    assert_eq!(perfts(&game, 1..=3), [49, 2_830, 140_539]);
    let mut taken = game.clone();
    taken.play_line("f6-g6");
    assert_eq!((taken.at("g6"), taken.at("g5")), (Some((0, Kind::Pawn)), None));
    // Only at once: after another move the chance is gone.
    let later = after("f5-f6 g7-g5 d1-c3 h9-i6");
    assert!(from(&later, "f6").is_empty());
}

#[test]
fn a_pawn_promotes_on_the_last_cell_of_its_file_to_one_of_four_kinds() {
    let mut game = after("b1-b3 h9-i6 b3-b4 i6-h9 b4-b5 h9-i6 b5-b6 i6-h9 b6-c7 h9-i6");
    assert_eq!(from(&game, "c7"), ["c7-b7=B", "c7-b7=N", "c7-b7=Q", "c7-b7=R"], "c8 is black's rook");
    assert_eq!(perfts(&game, 1..=3), [56, 3_082, 179_887]);
    game.play_line("c7-b7=N");
    assert_eq!(game.at("b7"), Some((0, Kind::Knight)));
}

#[test]
fn a_pawn_that_takes_onto_a_starting_cell_of_its_side_may_double_step() {
    // Black's k7 pawn takes the bishop on i7, a starting cell of black's pawns.
    let game = after("f1-e2 b7-b6 e2-i7 k7-i7 d1-c3");
    assert_eq!(from(&game, "i7"), ["i7-i5", "i7-i6"]);
    assert_eq!(perfts(&game, 1..=3), [53, 2_743, 151_428]);
}

#[test]
fn a_king_may_not_move_into_check() {
    // The bishop on d4 sees g9 through e6 and f8.
    let game = after("f2-d4");
    assert!(!from(&game, "g10").contains(&"g10-g9".to_string()));
}

#[test]
fn checkmate_and_stalemate_both_lose() {
    let mate = alone(1, &[("a1", (1, Kind::King)), ("b3", (0, Kind::Queen)), ("c4", (0, Kind::King))]);
    assert!(mate.attacked(&mate.pos, mate.board.named("a1"), 0), "a1 is in check");
    assert_eq!((mate.result(), mate.turns().len()), (Some(Some(0)), 0));
    // The queen on d2 sees a2, b2, c2 and b1; the king on c4 guards b3.
    let stalemate = alone(1, &[("a1", (1, Kind::King)), ("d2", (0, Kind::Queen)), ("c4", (0, Kind::King))]);
    assert!(!stalemate.attacked(&stalemate.pos, stalemate.board.named("a1"), 0));
    assert_eq!((stalemate.result(), stalemate.turns().len()), (Some(Some(0)), 0));
}

/// The shortest mate and stalemate the engine's random games found (in yon's notation), which
/// end here the same way: the player left without a move loses.
pub const MATE: &str = "d3-d5 h5-f5 c6-b8 f5-e6 e5-e6 j6-i5 d5-i5 k5-j6 a7-k2 j7-f9 k2-i6";
pub const STALEMATE: &str = "a6-c5 i4-g4 c5-g9 h9-g9 b6-j2 k6-i7 j2-k3 g7-e7 k3-i7 i6-a10 b9-d9 e7-e6 \
    a7-c7 e6-e5 c7-e5 a10-c6 b5-a6 k4-i7 d7-f7 j6-d9 e2-g2 d9-c8 a6-c5 c8-a6 c5-c6 g9-a9 d3-d10 \
    a9-a8 c6-d4 a6-e4 e3-e4 j7-d10 d4-b5 i7-f8 g2-h2 g6-f7 e5-g4 d10-g4 c4-a7 g4-h2 b5-c4 h2-d10 \
    c4-b5 a8-a7 e4-g4 d10-g4";

#[test]
fn the_engines_mate_and_stalemate_end_here_too() {
    let mate = after_yon(MATE);
    let mated = mate.board.named(&from_yon("j6"));
    assert!(mate.attacked(&mate.pos, mated, 0) && mate.at(&from_yon("j6")) == Some((1, Kind::King)));
    assert_eq!((mate.result(), mate.to_move()), (Some(Some(0)), 1));
    let stalemate = after_yon(STALEMATE);
    let king = (0..CELLS).find(|&c| stalemate.pos.pieces[c] == Some((0, Kind::King))).expect("a king");
    assert!(!stalemate.attacked(&stalemate.pos, king, 1));
    assert_eq!((stalemate.result(), stalemate.to_move()), (Some(Some(1)), 0));
}

#[test]
fn the_third_occurrence_of_a_position_draws() {
    let mut game = after("d1-c3 h9-i6 c3-d1 i6-h9 d1-c3 h9-i6 c3-d1");
    assert_eq!(game.result(), None);
    game.play_line("i6-h9");
    assert_eq!((game.result(), game.turns().len(), game.perft(1)), (Some(None), 0, 0));
    // Perft sees the same draw: i6-h9 here has no children.
    let earlier = after("d1-c3 h9-i6 c3-d1 i6-h9 d1-c3 h9-i6 c3-d1");
    assert_eq!(earlier.perft(2), perft_by_play(&earlier, 2));
}

#[test]
fn the_hundredth_quiet_half_move_draws() {
    // Knights, bishops and rooks wander without taking, never repeating a position twice.
    let mut game = HexagonalChess::new();
    let mut rng = SplitMix(3);
    let mut seen = vec![game.pos];
    while game.quiet < 99 {
        let quiet: Vec<Vec<String>> = game
            .turns()
            .into_iter()
            .filter(|t| {
                let m = game.legal(&game.pos).into_iter().find(|m| game.write(m) == t[0]).expect("legal");
                let mut child = game.clone();
                child.play(t);
                !game.irreversible(&game.pos, &m)
                    && child.result().is_none()
                    && seen.iter().filter(|p| **p == child.pos).count() < 2
            })
            .collect();
        assert!(!quiet.is_empty(), "stuck after {} quiet plies", game.quiet);
        game.play(&quiet[rng.below(quiet.len())]);
        seen.push(game.pos);
    }
    assert_eq!(game.result(), None);
    let last = game.turns().into_iter().find(|t| {
        let m = game.legal(&game.pos).into_iter().find(|m| game.write(m) == t[0]).expect("legal");
        let mut child = game.clone();
        child.play(t);
        !game.irreversible(&game.pos, &m) && seen.iter().filter(|p| **p == child.pos).count() < 2
    });
    let mut drawn = game.clone();
    drawn.play(&last.expect("a quiet move"));
    assert_eq!((drawn.quiet, drawn.result(), drawn.perft(1)), (100, Some(None), 0));
}

#[test]
fn random_games_keep_turns_perft_and_endings_consistent() {
    let mut rng = SplitMix(11);
    let mut endings = [0usize; 2]; // won, drawn
    for _ in 0..8 {
        let mut game = HexagonalChess::new();
        for ply in 0..2000 {
            let turns = game.turns();
            assert_eq!(game.perft(1), turns.len() as u64);
            assert!(turns.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
            if ply % 100 == 0 {
                let children = turns.iter().map(|t| {
                    let mut child = game.clone();
                    child.play(t);
                    child.perft(1)
                });
                assert_eq!(game.perft(2), children.sum::<u64>());
            }
            if let Some(result) = game.result() {
                assert!(turns.is_empty());
                let stuck = game.legal(&game.pos).is_empty();
                assert_eq!(result.is_some(), stuck, "a win is a player left without a move");
                endings[usize::from(result.is_none())] += 1;
                break;
            }
            game.play(&turns[rng.below(turns.len())]);
        }
    }
    assert!(endings[0] + endings[1] == 8, "every random game ended: {endings:?}");
}

#[test]
fn yon_cells_turn_into_glinskis() {
    // White's pieces as games/hexagonal-chess.game places them.
    let cells = "b5 a7 a9 d3 a8 c4 a6 b6 c6 a10 b9 c8 d7 e6 e5 e4 e3 e2";
    let named: Vec<String> = cells.split(' ').map(from_yon).collect();
    assert_eq!(named.join(" "), "g1 e1 c1 i1 d1 h1 f1 f2 f3 b1 c2 d3 e4 f5 g4 h3 i2 k1");
    assert_eq!(from_yon("g9-g10=Q"), "c7-b7=Q");
}

//! Self-tests of the Lines of Action oracle: the published count, the move distance and its
//! blocks, captures, who wins a connection, passes, positions near a connection, and random
//! games checked by a plain referee that walks the board cell by cell.

use super::*;
use crate::kit::SplitMix;

fn after(line: &str) -> LinesOfAction {
    let mut game = LinesOfAction::new();
    game.play_line(line);
    game
}

fn perfts(game: &LinesOfAction, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    depths.map(|depth| game.perft(depth)).collect()
}

fn can(game: &LinesOfAction, action: &str) -> bool {
    game.turns().contains(&vec![action.to_string()])
}

/// Black to move, three turns from the end of a random game: black's h4-h2, white's f5-c5,
/// then black's e3-h6 takes white's last straggler and so joins white's pieces: white wins.
pub const BLACK_JOINS_WHITE: &str = "e1-c3 a7-c5 c3-b2 a3-c3 f8-d6 h4-f6 b2-e2 h3-f3 e2-b2 h7-f5 \
    g8-e6 c3-a3 d6-d3 f6-h4 e8-g6 f3-f6 g1-g3 c5-c2 d1-d4 h4-e7 c1-e3 h5-e5 f1-f4 h2-d2 c8-f5 \
    e7-c5 g3-c3 a6-b7 g6-g5 b7-a6 e6-a6 a2-b3 a6-c4 a5-f5 d3-d7 c5-e7 c4-g4 f6-d6 c3-a5 b3-a2 \
    d4-h4 d2-b4 f4-f2 e5-c3";
/// White to move, three turns from the end of a random game: white's a2-a4, black's d2-f2,
/// then white's b7-d7 takes black's straggler and joins black's pieces: black wins.
pub const WHITE_JOINS_BLACK: &str = "f8-h6 h4-f4 b1-h1 a6-c6 b8-e5 c6-e6 e8-g6 h2-e5 h6-e6 a3-b4 \
    e6-h3 h7-f7 c8-b7 a5-a1 g6-f5 a2-b1 e1-c3 h5-h8 h3-f3 f4-c4 d1-b3 e5-e6 d8-e7 e6-e4 e7-c5 \
    e4-e5 g1-g3 f7-b3 b7-e4 a4-e4 c1-b2 b1-a2 g8-e8 h8-c3 b2-d2 e4-e1 c5-e3 a7-b7 f5-g4 b3-b6 \
    e8-d7 b4-c5 g4-g2";

#[test]
fn positions_near_a_connection() {
    let game = after(BLACK_JOINS_WHITE);
    assert_eq!(perfts(&game, 1..=4), [30, 768, 23_268, 608_635]);
    let mut ending = game.clone();
    ending.play_line("h4-h2 f5-c5");
    assert_eq!(ending.result(), None);
    ending.play_line("e3-h6");
    assert_eq!(ending.result(), Some(Some(1)));
    let game = after(WHITE_JOINS_BLACK);
    assert_eq!(perfts(&game, 1..=4), [38, 998, 34_809, 941_700]);
    let mut ending = game.clone();
    ending.play_line("a2-a4 d2-f2 b7-d7");
    assert_eq!(ending.result(), Some(Some(0)));
}

#[test]
#[ignore = "about 19 and 32 million leaves: a few seconds in release mode"]
fn positions_near_a_connection_perft_5() {
    assert_eq!(after(BLACK_JOINS_WHITE).perft(5), 18_792_646);
    assert_eq!(after(WHITE_JOINS_BLACK).perft(5), 31_520_380);
}

#[test]
fn perft_from_the_start() {
    assert_eq!(perfts(&LinesOfAction::new(), 0..=4), [1, 36, 1_244, 44_952, 1_563_208]);
}

#[test]
#[ignore = "56 million leaves: about 2 s in release mode"]
fn perft_5_from_the_start() {
    assert_eq!(LinesOfAction::new().perft(5), 55_963_132);
}

#[test]
#[ignore = "1.9 billion leaves: about 45 s in release mode"]
fn perft_6_from_the_start() {
    assert_eq!(LinesOfAction::new().perft(6), 1_938_494_632);
}

#[test]
fn a_piece_moves_as_far_as_its_line_has_pieces() {
    let game = LinesOfAction::new();
    // b1: its file holds b1 and b8 (2), its rank b1–g1 (6), its diagonal b1 and h7 (2).
    assert!(can(&game, "b1-b3") && can(&game, "b1-h1") && can(&game, "b1-d3"));
    assert!(!can(&game, "b1-b2") && !can(&game, "b1-b4") && !can(&game, "b1-c2"));
    // d1's rank has six pieces: six cells either way is off the board.
    assert!(!game.turns().iter().any(|t| t[0].starts_with("d1-") && t[0].ends_with('1')));
    let mut game = game;
    game.play_line("b1-b3");
    // a2's rank holds a2 and h2 (two cells); its anti-diagonal now only a2 (one cell, to b1);
    // its diagonal holds a2, b3 and g8: three cells, but over black's b3.
    assert!(can(&game, "a2-c2") && can(&game, "a2-b1") && !can(&game, "a2-d5"));
}

#[test]
fn a_piece_passes_its_own_pieces_but_not_the_enemy_s_and_lands_on_an_enemy_to_take_it() {
    // Black d4 on rank 4 with black b4 and white f4: three pieces on the rank.
    let game = LinesOfAction::setup(&["b4", "d4", "h8"], &["f4", "a1", "c6"], 0);
    assert!(!can(&game, "d4-g4"), "g4 is over the enemy on f4");
    assert!(can(&game, "d4-a4"), "a4 is over black's own b4");
    let mut taking = LinesOfAction::setup(&["b2", "d4", "h8"], &["f6", "a1", "c7"], 0);
    // d4's diagonal a1–h8 holds a1, b2, d4, f6, h8: five cells, off the board either way;
    // its file holds only d4: one cell.
    assert!(can(&taking, "d4-d5") && can(&taking, "d4-d3") && !can(&taking, "d4-h8"));
    taking = LinesOfAction::setup(&["b2", "d4", "h6"], &["f4", "a1", "c7"], 0);
    // d4's rank holds d4 and f4: two cells east lands on f4 and takes it.
    assert!(can(&taking, "d4-f4"));
    taking.play_line("d4-f4");
    assert_eq!(taking.pieces()[1].count_ones(), 2);
    assert!(
        !can(&LinesOfAction::setup(&["d4", "f4", "a8"], &["h1", "h3"], 0), "d4-f4"),
        "not onto its own piece"
    );
}

#[test]
fn joining_all_pieces_wins_and_the_mover_wins_a_double_connection() {
    // Black joins its three pieces.
    let mut game = LinesOfAction::setup(&["a1", "b2", "d2"], &["h8", "h6", "f8"], 0);
    game.play_line("d2-c3");
    assert_eq!((game.result(), game.turns().len()), (Some(Some(0)), 0));
    // Black's capture of white's lone piece leaves white joined, and black joined too: black wins.
    let mut both = LinesOfAction::setup(&["a1", "b2", "c5"], &["h8", "g8", "c3"], 0);
    both.play_line("c5-c3");
    assert_eq!(both.result(), Some(Some(0)));
    // A capture that joins only the opponent's pieces makes the opponent win.
    let mut theirs = LinesOfAction::setup(&["a1", "e5", "c5"], &["h8", "g8", "c3"], 0);
    theirs.play_line("c5-c3");
    assert_eq!(theirs.result(), Some(Some(1)));
}

#[test]
fn a_player_without_a_move_passes_and_two_passes_in_a_row_draw() {
    // Black's a1 and h8 are walled in by white; white can move.
    let mut game = LinesOfAction::setup(&["a1", "h8"], &["b1", "a2", "b2", "g7", "g8", "h7"], 0);
    assert_eq!(game.turns(), vec![vec!["pass".to_string()]]);
    assert_eq!(game.perft(1), 1);
    game.play_line("pass");
    assert_eq!((game.result(), game.to_move()), (None, 1));
    assert!(game.turns().len() > 1);
    // A full board in stripes of two files: nobody can move, nobody is joined.
    let black: Vec<String> = (0..64u8).filter(|c| [0, 1, 4, 5].contains(&(c % 8))).map(cell_name).collect();
    let white: Vec<String> = (0..64u8).filter(|c| [2, 3, 6, 7].contains(&(c % 8))).map(cell_name).collect();
    let (black, white): (Vec<&str>, Vec<&str>) =
        (black.iter().map(String::as_str).collect(), white.iter().map(String::as_str).collect());
    let mut full = LinesOfAction::setup(&black, &white, 0);
    assert_eq!(full.perft(2), 1, "pass, pass");
    assert_eq!(full.perft(3), 0, "the second pass ends the game");
    full.play_line("pass");
    assert_eq!(full.result(), None);
    full.play_line("pass");
    assert_eq!((full.result(), full.turns().len()), (Some(None), 0));
}

/// The plain referee's board: an owner per cell, `a1` first.
type Plain = [Option<usize>; 64];

fn plain(game: &LinesOfAction) -> Plain {
    std::array::from_fn(|c| (0..2).find(|&p| game.pieces()[p] >> c & 1 == 1))
}

/// The plain referee's moves, by walking each of the eight directions cell by cell.
fn plain_moves(board: &Plain, player: usize) -> Vec<String> {
    let at = |q: i32, r: i32| ((0..8).contains(&q) && (0..8).contains(&r)).then(|| (r * 8 + q) as usize);
    let mut found = Vec::new();
    for from in (0..64).filter(|&c| board[c] == Some(player)) {
        let (q, r) = (from as i32 % 8, from as i32 / 8);
        for (dq, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)] {
            let mut count = 1;
            for sign in [1, -1] {
                let mut k = 1;
                while let Some(c) = at(q + sign * dq * k, r + sign * dr * k) {
                    count += board[c].is_some() as i32;
                    k += 1;
                }
            }
            let Some(to) = at(q + dq * count, r + dr * count) else { continue };
            let blocked = (1..count)
                .any(|k| board[at(q + dq * k, r + dr * k).expect("on the board")] == Some(1 - player));
            if !blocked && board[to] != Some(player) {
                found.push(format!("{}-{}", cell_name(from as u8), cell_name(to as u8)));
            }
        }
    }
    found.sort();
    found
}

/// Whether the player's pieces form one group, by a walk over the eight neighbours.
fn plain_joined(board: &Plain, player: usize) -> bool {
    let pieces: Vec<usize> = (0..64).filter(|&c| board[c] == Some(player)).collect();
    let mut reached = vec![pieces[0]];
    let mut i = 0;
    while i < reached.len() {
        let (q, r) = (reached[i] as i32 % 8, reached[i] as i32 / 8);
        for &c in &pieces {
            let (cq, cr) = (c as i32 % 8, c as i32 / 8);
            if (cq - q).abs() <= 1 && (cr - r).abs() <= 1 && !reached.contains(&c) {
                reached.push(c);
            }
        }
        i += 1;
    }
    reached.len() == pieces.len()
}

#[test]
fn random_games_agree_with_the_plain_referee() {
    let mut rng = SplitMix(5);
    let (mut wins, mut captures) = ([0; 2], 0);
    for _ in 0..300 {
        let mut game = LinesOfAction::new();
        while game.result().is_none() {
            let turns = game.turns();
            let board = plain(&game);
            let listed: Vec<String> = turns.iter().map(|t| t[0].clone()).collect();
            let expected = plain_moves(&board, game.to_move());
            assert_eq!(listed, if expected.is_empty() { vec!["pass".to_string()] } else { expected });
            assert_eq!(game.perft(1), turns.len() as u64);
            let mover = game.to_move();
            let before = game.pieces()[1 - mover].count_ones();
            game.play(&turns[rng.below(turns.len())]);
            captures += (game.pieces()[1 - mover].count_ones() < before) as usize;
            let board = plain(&game);
            let expected = if plain_joined(&board, mover) {
                Some(Some(mover))
            } else if plain_joined(&board, 1 - mover) {
                Some(Some(1 - mover))
            } else {
                None
            };
            assert_eq!(game.result(), expected);
        }
        wins[game.result().flatten().expect("random games here end in a win")] += 1;
    }
    assert!(wins[0] > 50 && wins[1] > 50 && captures > 1000, "{wins:?} {captures}");
}

/// Perft by the plain referee: moves by walking, connections by a walk.
fn plain_perft(board: &Plain, player: usize, passes: u32, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = plain_moves(board, player);
    if moves.is_empty() {
        return if passes == 1 && depth > 1 {
            0
        } else {
            plain_perft(board, 1 - player, passes + 1, depth - 1)
        };
    }
    let mut total = 0;
    for m in moves {
        let (from, to) = m.split_once('-').expect("a move");
        let (from, to) =
            (parse_cell(from).expect("a cell") as usize, parse_cell(to).expect("a cell") as usize);
        let mut next = *board;
        next[from] = None;
        next[to] = Some(player);
        let over = plain_joined(&next, player) || plain_joined(&next, 1 - player);
        total += if over && depth > 1 { 0 } else { plain_perft(&next, 1 - player, 0, depth - 1) };
    }
    total
}

#[test]
fn perft_agrees_with_the_plain_referee() {
    let start = LinesOfAction::new();
    assert_eq!(plain_perft(&plain(&start), 0, 0, 3), start.perft(3));
    for line in [BLACK_JOINS_WHITE, WHITE_JOINS_BLACK] {
        let game = after(line);
        assert_eq!(plain_perft(&plain(&game), game.to_move(), 0, 3), game.perft(3), "after {line}");
    }
}

//! Self-tests of the Hex oracle: the published counts, the neighbourhood and both winning
//! chains, the swap, positions near a win, and random games checked by a plain referee.

use super::*;
use crate::kit::SplitMix;

fn after(size: usize, swap: bool, line: &str) -> Hex {
    let mut game = Hex::new(size, swap);
    game.play_line(line);
    game
}

fn perfts(game: &Hex, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    depths.map(|depth| game.perft(depth)).collect()
}

/// M!/(M−k)!: the sequences of k placements on M cells while no chain can be made.
fn falling(cells: u64, k: u64) -> u64 {
    (0..k).map(|i| cells - i).product()
}

/// 7×7, red to move: red holds a1–a6, blue b7–g7; whoever takes a7 wins.
pub const RACE_FOR_A7: &str = "a1 b7 a2 c7 a3 d7 a4 e7 a5 f7 a6 g7";
/// 7×7, red to move: red's chain d1–d6 wins on c7 or d7; blue's stones on file a do nothing.
pub const TWO_WAYS_IN: &str = "d1 a1 d2 a2 d3 a3 d4 a4 d5 a5 d6 a6";
/// 7×7, blue to move: blue's chain a4–f4 wins on g4 or g3; red must block both.
pub const BLUE_TO_FINISH: &str = "d1 a4 d2 b4 d3 c4 e3 d4 e2 e4 g7 f4 g6";

#[test]
fn perft_on_11x11_is_the_falling_factorial() {
    assert_eq!(perfts(&Hex::new(11, false), 0..=3), [1, 121, 14_520, 1_727_880]);
    assert_eq!(Hex::new(11, false).perft(3), falling(121, 3));
}

#[test]
fn the_swap_adds_one_turn_on_turn_2_only() {
    let game = Hex::new(11, true);
    assert_eq!(perfts(&game, 1..=3), [121, 14_520 + 121, 1_727_880 + 121 * 120]);
    let small = Hex::new(7, true);
    assert_eq!(perfts(&small, 1..=4), [49, 2_401, 112_896, 5_195_568]);
}

#[test]
fn perft_on_7x7_is_the_falling_factorial_until_a_chain_is_possible() {
    let game = Hex::new(7, false);
    let expected: Vec<u64> = (1..=5).map(|k| falling(49, k)).collect();
    assert_eq!(perfts(&game, 1..=5), expected);
}

#[test]
#[ignore = "10 billion leaves: about 3 s in release mode"]
fn perft_6_on_7x7() {
    assert_eq!(Hex::new(7, false).perft(6), falling(49, 6));
}

#[test]
#[ignore = "433 billion leaves: about 6 minutes in release mode"]
fn perft_7_on_7x7() {
    assert_eq!(Hex::new(7, false).perft(7), falling(49, 7));
}

#[test]
fn chains_run_through_the_six_neighbours_only() {
    // d1 c2 b3 a4 touch through (q−1, r+1): red joins rank 1 and rank 4.
    let red = after(4, false, "d1 a1 c2 b1 b3 c1 a4");
    assert_eq!(red.result(), Some(Some(0)));
    assert!(red.turns().is_empty());
    // a1 b2 c3 d4 do not touch: (q+1, r+1) is no neighbour.
    let apart = after(4, false, "a1 a2 b2 a3 c3 b4 d4");
    assert_eq!(apart.result(), None);
    // Blue joins file a and file d along a rank; red's rank-crossing column is cut.
    let blue = after(4, false, "a4 a2 b4 b2 c3 c2 a1 d2");
    assert_eq!(blue.result(), Some(Some(1)));
    // Blue joins through (q+1, r−1): a4 b3 c2 d1.
    let slanted = after(4, false, "a1 a4 b1 b3 c1 c2 a2 d1");
    assert_eq!(slanted.result(), Some(Some(1)));
}

#[test]
fn the_swap_exchanges_the_seats_and_leaves_reds_stone() {
    let mut game = Hex::new(11, true);
    assert!(!game.turns().iter().any(|t| t[0] == "swap"), "no swap on turn 1");
    game.play_line("f6");
    assert!(game.turns().contains(&vec!["swap".to_string()]));
    game.play_line("swap");
    // Red's stone stays red; blue moves again, now for the player who opened.
    assert_eq!((game.stones()[0].count_ones(), game.stones()[1], game.to_move()), (1, 0, 1));
    assert_eq!((game.seat_of(0), game.seat_of(1)), (1, 0));
    assert!(!game.turns().iter().any(|t| t[0] == "f6" || t[0] == "swap"));
    game.play_line("a1");
    assert!(!game.turns().iter().any(|t| t[0] == "swap"), "no swap on turn 3");
    let plain = after(11, false, "f6");
    assert!(!plain.turns().iter().any(|t| t[0] == "swap"), "no swap without the rule");
}

#[test]
fn the_race_for_a7() {
    let game = after(7, false, RACE_FOR_A7);
    // Red's a7 wins; otherwise blue's a7 wins; no other cell decides within four turns.
    assert_eq!(perfts(&game, 1..=4), [37, 36 * 36, 36 * 35 * 35, 36 * 35 * 34 * 34]);
    let mut won = game.clone();
    won.play_line("a7");
    assert_eq!((won.result(), won.perft(1)), (Some(Some(0)), 0));
    let mut lost = game.clone();
    lost.play_line("b1 a7");
    assert_eq!(lost.result(), Some(Some(1)));
}

#[test]
fn positions_near_a_win_agree_with_the_plain_referee() {
    for (line, expected) in [
        (TWO_WAYS_IN, [37, 35 * 36, 35 * 36 * 35, 1_411_340]),
        (BLUE_TO_FINISH, [36, 34 * 35, 34 * 35 * 34, 1_254_396]),
    ] {
        let game = after(7, false, line);
        assert_eq!(perfts(&game, 1..=4), expected, "after {line}");
        assert_eq!(plain_perft(&plain_board(&game), game.to_move(), 4), expected[3], "after {line}");
    }
}

/// The board as an array of owners, for the plain referee.
fn plain_board(game: &Hex) -> Vec<Option<usize>> {
    let n = game.geometry.size;
    (0..n * n).map(|c| (0..2).find(|&p| game.stones()[p] >> c & 1 == 1)).collect()
}

/// The plain referee's win test: a breadth-first walk over (file, rank) pairs from the
/// player's first edge.
fn plain_winner(board: &[Option<usize>], player: usize) -> bool {
    let n = (board.len() as f64).sqrt() as i32;
    let at = |q: i32, r: i32| (q >= 0 && r >= 0 && q < n && r < n).then(|| (r * n + q) as usize);
    let start = |i: i32| if player == 0 { at(i, 0) } else { at(0, i) };
    let mut stack: Vec<usize> = (0..n).filter_map(start).filter(|&c| board[c] == Some(player)).collect();
    let mut seen = stack.clone();
    while let Some(c) = stack.pop() {
        let (q, r) = ((c as i32) % n, (c as i32) / n);
        if (player == 0 && r == n - 1) || (player == 1 && q == n - 1) {
            return true;
        }
        for (dq, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)] {
            if let Some(next) = at(q + dq, r + dr).filter(|&x| board[x] == Some(player) && !seen.contains(&x))
            {
                seen.push(next);
                stack.push(next);
            }
        }
    }
    false
}

/// Perft by the plain referee (no swap).
fn plain_perft(board: &[Option<usize>], player: usize, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for cell in (0..board.len()).filter(|&c| board[c].is_none()) {
        let mut next = board.to_vec();
        next[cell] = Some(player);
        total += if depth > 1 && plain_winner(&next, player) {
            0
        } else {
            plain_perft(&next, 1 - player, depth - 1)
        };
    }
    total
}

#[test]
fn random_games_end_exactly_when_a_chain_appears() {
    let mut rng = SplitMix(3);
    let mut wins = [0; 2];
    for game_number in 0..300 {
        let (size, swap) = ([2, 3, 5, 7, 11][game_number % 5], game_number % 2 == 0);
        let mut game = Hex::new(size, swap);
        while game.result().is_none() {
            let turns = game.turns();
            assert_eq!(game.perft(1), turns.len() as u64);
            assert!(turns.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
            let empty = plain_board(&game).iter().filter(|c| c.is_none()).count();
            assert_eq!(turns.len(), empty + usize::from(swap && game.turns_played == 1));
            let mover = game.to_move();
            let stones_before = game.stones()[0].count_ones() + game.stones()[1].count_ones();
            let turn = &turns[rng.below(turns.len())];
            game.play(turn);
            let board = plain_board(&game);
            let stones_after = board.iter().filter(|c| c.is_some()).count() as u32;
            assert_eq!(stones_after, stones_before + u32::from(turn[0] != "swap"));
            assert!(!plain_winner(&board, 1 - mover), "only the mover can have made a chain");
            let won = plain_winner(&board, mover);
            assert_eq!(game.result(), won.then_some(Some(mover)));
            assert!(stones_after < (size * size) as u32 || won, "a full board always has a winner");
        }
        wins[game.result().flatten().expect("Hex has no draws")] += 1;
    }
    assert!(wins[0] > 50 && wins[1] > 50, "{wins:?}");
}

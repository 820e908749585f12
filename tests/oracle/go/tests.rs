//! Self-tests of the Go oracle: published perft numbers, captures, ko under superko, suicide,
//! scoring, and random games checked against a plain array-and-flood-fill referee.

use super::*;
use crate::kit::SplitMix;
use std::collections::HashSet;

fn after(line: &str) -> Go {
    let mut game = Go::new();
    game.play_line(line);
    game
}

fn perfts(game: &Go, depths: std::ops::RangeInclusive<u32>) -> Vec<u64> {
    depths.map(|depth| game.perft(depth)).collect()
}

fn legal(game: &Go, turn: &str) -> bool {
    game.turns().contains(&vec![turn.to_string()])
}

/// Black to move; black's capture on e5 starts a ko that superko forbids white to retake at once.
pub const KO: &str = "d6 e6 c5 d5 d4 f5 g2 e4";
/// Black to move; a1 would be suicide for black (white holds a2 and b1), not for white.
pub const SUICIDE: &str = "e5 b1 e4 a2";
/// Black to move; a1 is legal for black because it captures b1 and a2 first.
pub const CAPTURE_SAVES: &str = "c1 b1 b2 a2 a3 e5";

#[test]
fn perft_from_the_start_matches_the_published_numbers() {
    assert_eq!(perfts(&Go::new(), 0..=3), [1, 82, 6_643, 531_522]);
}

#[test]
#[ignore = "42 million leaves"]
fn perft_4_from_the_start() {
    // 42,003,441 by counting turns with the passes placed anywhere, less 632 corner suicides:
    // white's fourth turn on a corner whose two neighbours are black.
    assert_eq!(Go::new().perft(4), 42_002_809);
}

#[test]
fn a_capture_removes_the_group_and_superko_forbids_the_immediate_retake() {
    let mut game = after(KO);
    assert_eq!(perfts(&game, 1..=3), [74, 5_403, 389_163]);
    game.play_line("e5");
    assert_eq!(game.stones()[1].count_ones(), 3, "white's d5 was taken");
    assert!(!legal(&game, "d5"), "retaking would bring back the board before e5:\n{game}");
    assert_eq!(perfts(&game, 1..=3), [73, 5_330, 383_833]);
    // After a pair of moves elsewhere the retake is a new board, and legal.
    game.play_line("a9 a8");
    assert!(legal(&game, "d5"));
    game.play_line("d5");
    assert_eq!(game.stones()[0].count_ones(), 5, "black's e5 was taken");
    assert!(!legal(&game, "e5"), "and now black may not retake at once");
}

#[test]
fn suicide_is_illegal() {
    let mut game = after(SUICIDE);
    assert!(!legal(&game, "a1"));
    assert_eq!(perfts(&game, 1..=3), [77, 5_930, 444_905]);
    game.play_line("pass");
    assert!(legal(&game, "a1"), "white filling its own eye keeps liberties");
}

#[test]
fn a_capture_that_gives_the_stone_a_liberty_is_not_suicide() {
    let mut game = after(CAPTURE_SAVES);
    assert!(legal(&game, "a1"));
    assert_eq!(perfts(&game, 1..=3), [76, 5_626, 416_549]);
    game.play_line("a1");
    assert_eq!(game.stones()[1].count_ones(), 1, "b1 and a2 were taken; e5 stays");
    assert_eq!(game.stones()[0].count_ones(), 4);
}

#[test]
fn two_passes_in_a_row_end_the_game_and_area_with_komi_decides() {
    let mut empty = after("pass");
    assert_eq!(empty.result(), None);
    assert_eq!(empty.perft(2), 81 * 81, "the second pass has no children");
    empty.play_line("pass");
    assert_eq!((empty.result(), empty.turns().len()), (Some(Some(1)), 0), "0 against 0 + 7");
    let lone = after("e5 pass pass");
    assert_eq!(area(lone.stones()), [81, 0]);
    assert_eq!(lone.result(), Some(Some(0)));
    let pass_between = after("pass e5 pass");
    assert_eq!(pass_between.result(), None, "the passes were not in a row");
    // Walls on files e and f: black 9 stones + 35 cells = 44; white 10 + 27 (+7) = 44.
    let walls: Vec<String> = (1..=8).flat_map(|r| [format!("e{r}"), format!("f{r}")]).collect();
    let drawn = after(&format!("{} d9 f9 pass e9 pass pass", walls.join(" ")));
    assert_eq!(area(drawn.stones()), [44, 37]);
    assert_eq!(drawn.result(), Some(None));
}

/// A plain referee for one placement: the board as an array, groups by flood fill.
fn reference_place(
    board: &[Option<usize>; CELLS],
    player: usize,
    cell: usize,
) -> Option<[Option<usize>; CELLS]> {
    let near = |c: usize| {
        let (f, r) = (c % SIZE, c / SIZE);
        let mut out = Vec::new();
        if f > 0 {
            out.push(c - 1)
        }
        if f + 1 < SIZE {
            out.push(c + 1)
        }
        if r > 0 {
            out.push(c - SIZE)
        }
        if r + 1 < SIZE {
            out.push(c + SIZE)
        }
        out
    };
    let group_and_liberties = |b: &[Option<usize>; CELLS], start: usize| {
        let mut group = vec![start];
        let mut liberties = 0;
        let mut i = 0;
        while i < group.len() {
            for n in near(group[i]) {
                if b[n].is_none() {
                    liberties += 1;
                } else if b[n] == b[start] && !group.contains(&n) {
                    group.push(n);
                }
            }
            i += 1;
        }
        (group, liberties)
    };
    if board[cell].is_some() {
        return None;
    }
    let mut b = *board;
    b[cell] = Some(player);
    for n in near(cell) {
        if b[n] == Some(1 - player) {
            let (group, liberties) = group_and_liberties(&b, n);
            if liberties == 0 {
                group.iter().for_each(|&c| b[c] = None);
            }
        }
    }
    (group_and_liberties(&b, cell).1 > 0).then_some(b)
}

/// Perft by the plain referee: boards as arrays, the game's boards in a list.
fn plain_perft(
    board: [Option<usize>; CELLS],
    player: usize,
    passes: u32,
    seen: &mut Vec<[Option<usize>; CELLS]>,
    depth: u32,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for cell in 0..CELLS {
        if let Some(next) = reference_place(&board, player, cell).filter(|b| !seen.contains(b)) {
            seen.push(next);
            total += plain_perft(next, 1 - player, 0, seen, depth - 1);
            seen.pop();
        }
    }
    if passes == 0 || depth == 1 {
        total += plain_perft(board, 1 - player, passes + 1, seen, depth - 1);
    }
    total
}

/// The boards a line of turns goes through, by the plain referee, the empty one first.
fn plain_boards(line: &str) -> Vec<[Option<usize>; CELLS]> {
    let mut boards = vec![[None; CELLS]];
    let mut player = 0;
    for turn in line.split_whitespace() {
        if turn != "pass" {
            let last = *boards.last().expect("the empty board");
            let cell = parse_cell(turn).expect("a cell");
            boards.push(reference_place(&last, player, cell).expect("a legal placement"));
        }
        player = 1 - player;
    }
    boards
}

#[test]
fn perft_agrees_with_the_plain_referee_in_the_middle_game() {
    for line in [KO, &format!("{KO} e5"), SUICIDE, CAPTURE_SAVES, &format!("{CAPTURE_SAVES} a1")] {
        let game = after(line);
        let mut seen = plain_boards(line);
        let board = *seen.last().expect("a board");
        let player = line.split_whitespace().count() % 2;
        assert_eq!(plain_perft(board, player, 0, &mut seen, 3), game.perft(3), "after {line}");
    }
}

fn as_array(stones: Stones) -> [Option<usize>; CELLS] {
    std::array::from_fn(|c| (0..2).find(|&p| stones[p] >> c & 1 == 1))
}

#[test]
fn random_games_agree_with_a_plain_referee() {
    let mut rng = SplitMix(11);
    let (mut captures, mut superko_refusals, mut suicides, mut finished) = (0, 0, 0, 0);
    for _ in 0..30 {
        let mut game = Go::new();
        let mut boards: Vec<[Option<usize>; CELLS]> = vec![[None; CELLS]];
        for _ in 0..400 {
            let turns = game.turns();
            assert_eq!(game.perft(1), turns.len() as u64);
            assert!(turns.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
            let board = as_array(game.stones());
            // Each empty cell is listed exactly when the plain referee finds it legal and new.
            for cell in 0..CELLS {
                let plain = reference_place(&board, game.to_move(), cell);
                let fresh = plain.filter(|b| !boards.contains(b));
                let listed = turns.contains(&vec![cell_name(cell)]);
                assert_eq!(fresh.is_some(), listed, "{} at\n{game}", cell_name(cell));
                if plain.is_some() && fresh.is_none() {
                    superko_refusals += 1;
                }
                if board[cell].is_none() && plain.is_none() {
                    suicides += 1;
                }
            }
            // Mostly placements: a pass one time in twenty.
            let turn = if rng.next().is_multiple_of(20) {
                vec!["pass".to_string()]
            } else {
                turns[rng.below(turns.len())].clone()
            };
            let before = game.stones();
            game.play(&turn);
            let after = game.stones();
            if turn[0] != "pass" {
                let cell = parse_cell(&turn[0]).expect("a cell");
                let expected = reference_place(&board, 1 - game.to_move(), cell).expect("legal");
                assert_eq!(as_array(after), expected);
                boards.push(expected);
                let lost = before[game.to_move()].count_ones() - after[game.to_move()].count_ones();
                captures += (lost > 0) as usize;
            }
            if game.result().is_some() {
                let [black, white] = area(game.stones());
                let expected = if black > white + KOMI {
                    Some(0)
                } else if black < white + KOMI {
                    Some(1)
                } else {
                    None
                };
                assert_eq!(game.result(), Some(expected));
                assert!(game.turns().is_empty());
                finished += 1;
                break;
            }
        }
        let distinct: HashSet<_> = boards.iter().collect();
        assert_eq!(distinct.len(), boards.len(), "no board stands twice");
    }
    assert!(
        captures > 50 && superko_refusals > 0 && suicides > 0 && finished > 5,
        "random games covered the rules: {captures} captures, {superko_refusals} superko refusals, {suicides} suicides, {finished} finished"
    );
}

#[test]
#[ignore = "3.3 billion leaves: two to three minutes in release mode"]
fn perft_5_from_the_start() {
    assert_eq!(Go::new().perft(5), 3_277_745_256);
}

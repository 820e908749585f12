//! Self-tests of the Amazons oracle: published perft, scenarios for each rule that could be got
//! wrong, mid-game perft, and random games checked against a second, plainer reading of the rules.

use super::*;
use crate::kit::{SplitMix, turn_list};

fn game(turns: &str) -> Amazons {
    let mut game = Amazons::new();
    for turn in turn_list(turns) {
        game.play(&turn);
    }
    game
}

fn turn(text: &str) -> Vec<String> {
    turn_list(text).remove(0)
}

#[test]
fn perft_from_the_start_matches_the_published_numbers() {
    let g = Amazons::new();
    assert_eq!([g.perft(0), g.perft(1), g.perft(2)], [1, 2_176, 4_307_152]);
    assert_eq!(g.turns().len(), 2_176);
}

#[test]
#[ignore = "about 13 s in release"]
fn perft_3_from_the_start() {
    assert_eq!(Amazons::new().perft(3), 8_350_439_170);
}

#[test]
fn a_move_and_its_arrow_go_like_queens() {
    let turns = Amazons::new().turns();
    for legal in ["d1-d7 g7", "d1-d2 d1", "a4-a5 a1", "d1-d9 d1", "j4-b4 j4", "g1-c5 g1"] {
        assert!(turns.contains(&turn(legal)), "{legal} is legal");
    }
    for illegal in ["d1-d10 d9", "d1-d9 d10", "g1-f1 c1", "j4-b4 a4", "a4-b6 b7", "a4-c4 a4 a5", "a7-a6 a5"] {
        assert!(!turns.contains(&turn(illegal)), "{illegal} is not legal");
    }
}

#[test]
fn an_arrow_stays_and_blocks() {
    let g = game("d1-d7 d4");
    assert_eq!(g.at("d4"), Some(None));
    assert_eq!(g.at("d1"), None);
    assert_eq!(g.at("d7"), Some(Some(0)));
    let g = game("d1-d7 d4, a7-b7 b1");
    let turns = g.turns();
    assert!(
        !turns.iter().any(|t| t[0] == "d7-d3" || t[0] == "d7-a7"),
        "the arrow and the amazon on b7 block"
    );
    assert!(turns.contains(&turn("d7-d5 d6")) && turns.contains(&turn("d7-c7 d7")));
    assert!(!turns.contains(&turn("d7-d5 d3")), "the arrow on d4 stops the new arrow");
}

/// A random game of 60 turns after which white's amazons are all walled in.
const WHITE_WALLED_IN: &str = "g1-g4 e4, d10-e9 c9, a4-a3 g3, j7-i8 d8, a3-d6 d4, g10-e10 i6, j4-j2 j8, \
    a7-f7 d9, d6-c6 d6, f7-f6 f9, j2-c2 b2, e10-b10 b9, c6-b7 c8, i8-j7 g7, g4-f4 g4, j7-j2 g2, f4-f5 b5, \
    e9-e6 d7, b7-d5 c5, b10-a10 f10, d1-d3 b3, a10-a2 a8, d5-b7 b6, j2-j5 i4, f5-d5 f5, a2-a3 a2, d3-c4 e2, \
    f6-i3 e7, b7-a6 a4, j5-j2 j7, c2-c1 c2, e6-g6 h6, a6-b7 a7, g6-f7 g8, c1-e1 c1, i3-g1 h2, e1-d2 c3, \
    j2-g5 e3, d5-e5 e6, g5-j5 j6, e5-d5 e5, f7-g6 j9, b7-a6 b7, g6-e8 h5, c4-b4 a5, g1-h1 g1, d2-e1 d2, \
    j5-j2 i2, e1-f2 f1, j2-j4 i5, d5-c4 d5, j4-j2 j5, f2-e1 d1, j2-j1 j4, e1-f2 f4, j1-j2 j3, c4-d3 c4, \
    h1-i1 j1, f2-f3 f2, e8-f7 e8";

#[test]
fn a_player_who_cannot_move_loses() {
    let turns = turn_list(WHITE_WALLED_IN);
    let mut g = Amazons::new();
    for (i, t) in turns.iter().enumerate() {
        assert_eq!(g.result(), None, "before turn {i}");
        g.play(t);
    }
    assert_eq!(g.to_move(), 0);
    assert_eq!(g.result(), Some(Some(1)));
    assert!(g.turns().is_empty());
    assert_eq!(g.perft(1), 0);
    assert!(!has_a_free_neighbour(&board(&g), 0));
    assert!(has_a_free_neighbour(&board(&g), 1));
}

/// Mid-game positions (the turns that reach them) and their perft at depths 0 to 3.
pub const MIDGAMES: [(&str, &[u64]); 3] = [
    ("g1-g4 e4, d10-e9 c9, a4-a3 g3, j7-i8 d8, a3-d6 d4, g10-e10 i6", &[1, 1_513, 1_821_001]),
    (
        "g1-g4 e4, d10-e9 c9, a4-a3 g3, j7-i8 d8, a3-d6 d4, g10-e10 i6, j4-j2 j8, a7-f7 d9, d6-c6 d6, \
         f7-f6 f9, j2-c2 b2, e10-b10 b9, c6-b7 c8, i8-j7 g7, g4-f4 g4, j7-j2 g2, f4-f5 b5, e9-e6 d7, \
         b7-d5 c5, b10-a10 f10, d1-d3 b3, a10-a2 a8, d5-b7 b6, j2-j5 i4, f5-d5 f5, a2-a3 a2, d3-c4 e2, \
         f6-i3 e7, b7-a6 a4, j5-j2 j7",
        &[1, 115, 31_253, 4_238_103],
    ),
    (
        "g1-g4 e4, d10-e9 c9, a4-a3 g3, j7-i8 d8, a3-d6 d4, g10-e10 i6, j4-j2 j8, a7-f7 d9, d6-c6 d6, \
         f7-f6 f9, j2-c2 b2, e10-b10 b9, c6-b7 c8, i8-j7 g7, g4-f4 g4, j7-j2 g2, f4-f5 b5, e9-e6 d7, \
         b7-d5 c5, b10-a10 f10, d1-d3 b3, a10-a2 a8, d5-b7 b6, j2-j5 i4, f5-d5 f5, a2-a3 a2, d3-c4 e2, \
         f6-i3 e7, b7-a6 a4, j5-j2 j7, c2-c1 c2, e6-g6 h6, a6-b7 a7, g6-f7 g8, c1-e1 c1, i3-g1 h2, \
         e1-d2 c3, j2-g5 e3, d5-e5 e6, g5-j5 j6, e5-d5 e5, f7-g6 j9, b7-a6 b7, g6-e8 h5, c4-b4 a5, \
         g1-h1 g1, d2-e1 d2, j5-j2 i2, e1-f2 f1, j2-j4 i5",
        &[1, 13, 841, 8_198],
    ),
];

#[test]
fn mid_game_perft() {
    for (turns, want) in MIDGAMES {
        let g = game(turns);
        let got: Vec<u64> = (0..want.len() as u32).map(|d| g.perft(d)).collect();
        assert_eq!(got, want, "after {turns}");
    }
}

#[test]
#[ignore = "about 3 s in release"]
fn mid_game_perft_3_after_six_turns() {
    assert_eq!(game(MIDGAMES[0].0).perft(3), 2_386_826_506);
}

/// The board through the public API: per (file, rank), Some(Some(p)) amazon, Some(None) arrow.
type Board = [[Option<Option<usize>>; SIZE]; SIZE];

fn board(g: &Amazons) -> Board {
    let mut board = [[None; SIZE]; SIZE];
    for (file, column) in board.iter_mut().enumerate() {
        for (rank, cell) in column.iter_mut().enumerate() {
            *cell = g.at(&format!("{}{}", (b'a' + file as u8) as char, rank + 1));
        }
    }
    board
}

const QUEEN: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];

fn has_a_free_neighbour(board: &Board, player: usize) -> bool {
    let free = |f: i32, r: i32| {
        (0..10).contains(&f) && (0..10).contains(&r) && board[f as usize][r as usize].is_none()
    };
    (0..10).any(|f| {
        (0..10).any(|r| {
            board[f][r] == Some(Some(player))
                && QUEEN.iter().any(|&(df, dr)| free(f as i32 + df, r as i32 + dr))
        })
    })
}

/// Whether a queen goes from `a` to `b` (different cells on one line) over empty cells only.
fn queen_path(board: &Board, a: (usize, usize), b: (usize, usize)) -> bool {
    let (df, dr) = (b.0 as i32 - a.0 as i32, b.1 as i32 - a.1 as i32);
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return false;
    }
    let steps = df.abs().max(dr.abs());
    (1..=steps).all(|k| {
        let (f, r) = (a.0 as i32 + k * df.signum(), a.1 as i32 + k * dr.signum());
        board[f as usize][r as usize].is_none()
    })
}

/// Every legal turn, by trying every amazon, landing cell and arrow cell on the grid.
fn brute_force_turns(board: &Board, player: usize) -> Vec<Vec<String>> {
    let name = |(f, r): (usize, usize)| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let cells: Vec<(usize, usize)> = (0..10).flat_map(|f| (0..10).map(move |r| (f, r))).collect();
    let mut turns = Vec::new();
    for &from in cells.iter().filter(|&&(f, r)| board[f][r] == Some(Some(player))) {
        for &to in cells.iter().filter(|&&to| queen_path(board, from, to)) {
            let mut after = *board;
            after[from.0][from.1] = None;
            after[to.0][to.1] = Some(Some(player));
            for &arrow in cells.iter().filter(|&&arrow| queen_path(&after, to, arrow)) {
                turns.push(vec![format!("{}-{}", name(from), name(to)), name(arrow)]);
            }
        }
    }
    turns.sort();
    turns
}

#[test]
fn random_games_keep_the_rules() {
    let mut rng = SplitMix(5);
    for game_number in 0..30 {
        let mut g = Amazons::new();
        let mut played = 0;
        loop {
            let turns = g.turns();
            let board = board(&g);
            assert_eq!(g.perft(1), turns.len() as u64);
            let arrows = board.iter().flatten().filter(|&&c| c == Some(None)).count();
            assert_eq!(arrows, played, "one arrow per turn");
            for player in 0..2 {
                assert_eq!(board.iter().flatten().filter(|&&c| c == Some(Some(player))).count(), 4);
            }
            if game_number < 10 {
                assert_eq!(turns, brute_force_turns(&board, g.to_move()));
            }
            let stuck = !has_a_free_neighbour(&board, g.to_move());
            assert_eq!(turns.is_empty(), stuck);
            assert_eq!(g.result(), stuck.then_some(Some(1 - g.to_move())));
            if stuck {
                break;
            }
            let pick = &turns[rng.below(turns.len())];
            let mut child = g;
            child.play(pick);
            assert_eq!(child.to_move(), 1 - g.to_move());
            g = child;
            played += 1;
        }
    }
}

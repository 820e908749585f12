//! An independent referee for Connect Four (7 × 6, four in a row wins, a full board draws), written
//! from the rules alone to hold yon's engine to perft by turns and to the exact set of legal turns.
#![allow(dead_code)]

const FILES: usize = 7;
const RANKS: usize = 6;
/// Bits per column in the bitboards: the six cells bottom to top and one empty guard bit, so
/// that shifting a line of discs never carries from one column into the next.
const COLUMN_BITS: usize = RANKS + 1;

/// A game of Connect Four: red (0) drops first, then yellow (1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectFour {
    /// Each player's discs; bit `file * 7 + rank`.
    discs: [u64; 2],
    /// How many discs stand in each column.
    heights: [u8; FILES],
    /// How many turns have been played.
    plies: u32,
    result: Option<Option<usize>>,
}

impl Default for ConnectFour {
    fn default() -> Self {
        Self::new()
    }
}

impl ConnectFour {
    /// The empty board, red to move.
    pub fn new() -> ConnectFour {
        ConnectFour { discs: [0; 2], heights: [0; FILES], plies: 0, result: None }
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        (self.plies % 2) as usize
    }

    /// None while the game goes on; Some(None) for a draw; Some(Some(p)) when p has won.
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// Every legal turn (one placement, named by the cell the disc comes to rest on), sorted.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns: Vec<Vec<String>> =
            self.columns().map(|file| vec![cell_name(file, self.heights[file] as usize)]).collect();
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let file = self
            .columns()
            .find(|&file| turn == [cell_name(file, self.heights[file] as usize)])
            .unwrap_or_else(|| panic!("{turn:?} is not a legal turn; legal: {:?}", self.turns()));
        self.drop_in(file);
    }

    /// The number of sequences of `depth` complete turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.columns().count() as u64;
        }
        self.columns()
            .map(|file| {
                let mut child = *self;
                child.drop_in(file);
                child.perft(depth - 1)
            })
            .sum()
    }

    /// The player whose disc stands on `cell` (e.g. `d1`), if any.
    pub fn owner(&self, cell: &str) -> Option<usize> {
        let (file, rank) = parse_cell(cell);
        let bit = 1u64 << (file * COLUMN_BITS + rank);
        (0..2).find(|&p| self.discs[p] & bit != 0)
    }

    /// The columns a disc may still be dropped into; none once the game is over.
    fn columns(&self) -> impl Iterator<Item = usize> + '_ {
        let open = self.result.is_none();
        (0..FILES).filter(move |&file| open && (self.heights[file] as usize) < RANKS)
    }

    /// Drops the mover's disc into `file` and settles the result.
    fn drop_in(&mut self, file: usize) {
        let mover = self.to_move();
        let rank = self.heights[file] as usize;
        self.discs[mover] |= 1u64 << (file * COLUMN_BITS + rank);
        self.heights[file] += 1;
        self.plies += 1;
        if four_in_a_row(self.discs[mover]) {
            self.result = Some(Some(mover));
        } else if self.plies as usize == FILES * RANKS {
            self.result = Some(None);
        }
    }
}

/// Whether the discs hold four in a line: vertical (shift 1), horizontal (7) or diagonal (6, 8).
fn four_in_a_row(discs: u64) -> bool {
    [1, COLUMN_BITS, COLUMN_BITS - 1, COLUMN_BITS + 1].into_iter().any(|shift| {
        let pairs = discs & (discs >> shift);
        pairs & (pairs >> (2 * shift)) != 0
    })
}

fn cell_name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn parse_cell(cell: &str) -> (usize, usize) {
    let mut chars = cell.chars();
    let file = chars.next().map(|c| c as usize).unwrap_or(0).wrapping_sub('a' as usize);
    let rank = chars.as_str().parse::<usize>().unwrap_or(0).wrapping_sub(1);
    assert!(file < FILES && rank < RANKS, "`{cell}` is not a cell");
    (file, rank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::SplitMix;

    fn game(turns: &str) -> ConnectFour {
        let mut game = ConnectFour::new();
        for cell in turns.split_whitespace() {
            game.play(&[cell.to_string()]);
        }
        game
    }

    /// The board as a grid, read back through the public API, for checks written without bits.
    fn grid(game: &ConnectFour) -> [[Option<usize>; RANKS]; FILES] {
        let mut grid = [[None; RANKS]; FILES];
        for (file, column) in grid.iter_mut().enumerate() {
            for (rank, cell) in column.iter_mut().enumerate() {
                *cell = game.owner(&cell_name(file, rank));
            }
        }
        grid
    }

    /// Four in a row for `player`, found by walking every cell and direction of the grid.
    fn has_four(grid: &[[Option<usize>; RANKS]; FILES], player: usize) -> bool {
        let at = |f: i32, r: i32| {
            (0..FILES as i32).contains(&f)
                && (0..RANKS as i32).contains(&r)
                && grid[f as usize][r as usize] == Some(player)
        };
        let directions = [(1, 0), (0, 1), (1, 1), (1, -1)];
        (0..FILES as i32).any(|f| {
            (0..RANKS as i32)
                .any(|r| directions.iter().any(|&(df, dr)| (0..4).all(|k| at(f + k * df, r + k * dr))))
        })
    }

    #[test]
    fn perft_from_the_start_matches_the_published_numbers() {
        let published = [1, 7, 49, 343, 2_401, 16_807, 117_649, 823_536];
        for (depth, want) in published.into_iter().enumerate() {
            assert_eq!(ConnectFour::new().perft(depth as u32), want, "perft({depth})");
        }
    }

    #[test]
    fn perft_from_the_start_deeper() {
        let rows = [(8, 5_673_234), (9, 39_394_572), (10, 268_031_646)];
        for (depth, want) in rows {
            assert_eq!(ConnectFour::new().perft(depth), want, "perft({depth})");
        }
    }

    #[test]
    #[ignore = "about 2 s in release"]
    fn perft_from_the_start_11() {
        assert_eq!(ConnectFour::new().perft(11), 1_844_590_828);
    }

    #[test]
    #[ignore = "about 20 s in release"]
    fn perft_from_the_start_12() {
        assert_eq!(ConnectFour::new().perft(12), 12_418_296_244);
    }

    #[test]
    fn the_first_turns_are_the_bottom_row() {
        let names: Vec<String> = ConnectFour::new().turns().into_iter().flatten().collect();
        assert_eq!(names, ["a1", "b1", "c1", "d1", "e1", "f1", "g1"]);
        assert_eq!(game("d1").turns()[3], ["d2"]);
    }

    #[test]
    fn a_vertical_four_wins() {
        let mut g = game("a1 b1 a2 b2 a3 b3");
        assert_eq!(g.result(), None);
        g.play(&["a4".to_string()]);
        assert_eq!(g.result(), Some(Some(0)));
        assert!(g.turns().is_empty());
        assert_eq!(g.perft(1), 0);
    }

    #[test]
    fn a_horizontal_four_wins_for_the_second_player() {
        let g = game("a1 c1 a2 d1 b1 e1 b2 f1");
        assert_eq!(g.result(), Some(Some(1)));
    }

    #[test]
    fn both_diagonals_win() {
        // Red on a1 b2 c3 d4.
        let g = game("a1 b1 b2 c1 c2 d1 c3 d2 d3 g1 d4");
        assert_eq!(g.result(), Some(Some(0)));
        // Red on g1 f2 e3 d4.
        let g = game("g1 f1 f2 e1 e2 d1 e3 d2 d3 a1 d4");
        assert_eq!(g.result(), Some(Some(0)));
    }

    /// A full board without four in a row for either player (found by a seeded search).
    const DRAWN_GAME: &str = "g1 b1 a1 a2 c1 a3 b2 b3 a4 c2 g2 f1 f2 f3 d1 b4 e1 b5 b6 a5 c3 c4 g3 f4 \
                              c5 d2 a6 d3 c6 g4 g5 g6 f5 f6 e2 e3 e4 e5 e6 d4 d5 d6";

    #[test]
    fn a_full_board_without_four_is_a_draw() {
        let mut g = ConnectFour::new();
        let cells: Vec<&str> = DRAWN_GAME.split_whitespace().collect();
        for (i, cell) in cells.iter().enumerate() {
            assert_eq!(g.result(), None, "before turn {i}");
            g.play(&[cell.to_string()]);
        }
        assert_eq!(g.result(), Some(None));
        assert!(g.turns().is_empty());
        let grid = grid(&g);
        assert!(!has_four(&grid, 0) && !has_four(&grid, 1));
    }

    #[test]
    #[should_panic(expected = "not a legal turn")]
    fn a_floating_disc_is_refused() {
        game("d2");
    }

    #[test]
    #[should_panic(expected = "not a legal turn")]
    fn nothing_is_played_after_a_win() {
        game("a1 b1 a2 b2 a3 b3 a4 b3");
    }

    /// Mid-game positions with wins inside the horizon; the turns that reach each from the start.
    pub const MIDGAMES: [(&str, [u64; 6]); 3] = [
        // Red threatens c1 and g1 at once (d1 e1 f1): yellow can only block one.
        ("d1 d2 e1 e2 f1", [1, 7, 49, 259, 1_813, 10_085]),
        // Red has three up the d file: yellow must block d4.
        ("d1 c1 d2 c2 d3 e1 e2 f1 c3", [1, 7, 49, 301, 2_105, 12_937]),
        // Red threatens d2 (d2 e2 f2 g2) and builds the d1-g4 diagonal.
        ("d1 e1 e2 f1 f2 g1 f3 c1 e3 e4 g2", [1, 7, 49, 293, 2_033, 11_503]),
    ];

    /// Perft counted on the grid with the walking four-in-a-row check: no bitboards involved.
    fn grid_perft(game: &ConnectFour, depth: u32) -> u64 {
        let grid = grid(game);
        let filled = grid.iter().flatten().filter(|c| c.is_some()).count();
        if has_four(&grid, 0) || has_four(&grid, 1) || filled == FILES * RANKS {
            return u64::from(depth == 0);
        }
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        for (file, column) in grid.iter().enumerate() {
            if let Some(rank) = column.iter().position(|c| c.is_none()) {
                let mut child = *game;
                child.play(&[cell_name(file, rank)]);
                total += grid_perft(&child, depth - 1);
            }
        }
        total
    }

    #[test]
    fn perft_agrees_with_a_count_on_the_grid() {
        assert_eq!(grid_perft(&ConnectFour::new(), 6), ConnectFour::new().perft(6));
        for (turns, _) in MIDGAMES {
            let g = game(turns);
            assert_eq!(grid_perft(&g, 4), g.perft(4), "after {turns}");
        }
    }

    #[test]
    fn mid_game_perft() {
        for (turns, want) in MIDGAMES {
            let g = game(turns);
            let got: Vec<u64> = (0..6).map(|depth| g.perft(depth)).collect();
            assert_eq!(got, want, "after {turns}");
        }
    }

    #[test]
    fn random_games_keep_the_rules() {
        let mut rng = SplitMix(7);
        for _ in 0..2_000 {
            let mut g = ConnectFour::new();
            loop {
                let turns = g.turns();
                assert_eq!(g.perft(1), turns.len() as u64);
                let grid = grid(&g);
                let (red, yellow) = (has_four(&grid, 0), has_four(&grid, 1));
                let filled = grid.iter().flatten().filter(|c| c.is_some()).count();
                assert_eq!(filled as u32, g.plies);
                let expected = match (red, yellow) {
                    (true, _) => Some(Some(0)),
                    (_, true) => Some(Some(1)),
                    _ if filled == FILES * RANKS => Some(None),
                    _ => None,
                };
                assert!(!(red && yellow), "both players have four");
                assert_eq!(g.result(), expected, "{grid:?}");
                assert_eq!(turns.is_empty(), g.result().is_some());
                for turn in &turns {
                    let (file, rank) = parse_cell(&turn[0]);
                    assert!(grid[file][rank].is_none() && (rank == 0 || grid[file][rank - 1].is_some()));
                    let mut child = g;
                    child.play(turn);
                    assert_eq!(child.owner(&turn[0]), Some(g.to_move()));
                }
                if turns.is_empty() {
                    break;
                }
                g.play(&turns[rng.below(turns.len())]);
            }
        }
    }
}

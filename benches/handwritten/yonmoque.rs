//! Yonmoque (RULINGS §1), hand-written: 25-bit boards, a table of rays per cell, every legal
//! action listed and one drawn. Shares nothing with yon but its random number generator.

use super::listing::{Listing, MOST_ACTIONS};
use std::sync::LazyLock;

/// Files and ranks of the 5×5 board; a cell is `rank * 5 + file`, `a1` = 0.
const SIDE: i32 = 5;
const BOARD: u32 = (1 << 25) - 1;
const DIRECTIONS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
/// `from` of a placement.
const HAND: u8 = u8::MAX;

pub const PERFT: [u64; 5] = [25, 600, 17_288, 489_544, 15_244_488];

/// Built once, on first use.
static TABLES: LazyLock<Tables> = LazyLock::new(Tables::new);

pub struct Tables {
    neighbours: [u32; 25],
    /// Per cell and direction, the cells along the ray (`len` of them).
    rays: [[[u8; 4]; 8]; 25],
    lens: [[u8; 8]; 25],
    /// The squares each player may slide on: blue's, then white's.
    colours: [u32; 2],
    fives: Vec<u32>,
    fours: Vec<u32>,
}

#[derive(Clone, Copy)]
pub struct Position {
    pieces: [u32; 2],
    hands: [u8; 2],
    mover: usize,
}

#[derive(Clone, Copy, Default)]
pub struct Action {
    from: u8,
    to: u8,
}

fn bit(file: i32, rank: i32) -> u32 {
    1 << (rank * SIDE + file)
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..SIDE).contains(&file) && (0..SIDE).contains(&rank)
}

/// Every run of `length` cells in a row on the board.
fn windows(length: i32) -> Vec<u32> {
    let mut out = Vec::new();
    for cell in 0..SIDE * SIDE {
        let (file, rank) = (cell % SIDE, cell / SIDE);
        for (df, dr) in [(1, 0), (0, 1), (1, 1), (-1, 1)] {
            if on_board(file + df * (length - 1), rank + dr * (length - 1)) {
                out.push((0..length).fold(0, |w, i| w | bit(file + df * i, rank + dr * i)));
            }
        }
    }
    out
}

impl Tables {
    fn new() -> Tables {
        let mut t = Tables {
            neighbours: [0; 25],
            rays: [[[0; 4]; 8]; 25],
            lens: [[0; 8]; 25],
            colours: [0; 2],
            fives: windows(5),
            fours: windows(4),
        };
        for cell in 0..SIDE * SIDE {
            let (file, rank) = (cell % SIDE, cell / SIDE);
            for (d, (df, dr)) in DIRECTIONS.into_iter().enumerate() {
                let mut len = 0;
                while on_board(file + df * (len + 1), rank + dr * (len + 1)) {
                    len += 1;
                    t.rays[cell as usize][d][len as usize - 1] =
                        ((rank + dr * len) * SIDE + file + df * len) as u8;
                }
                t.lens[cell as usize][d] = len as u8;
                if len > 0 {
                    t.neighbours[cell as usize] |= 1 << t.rays[cell as usize][d][0];
                }
            }
        }
        let blue = [(2, 4), (1, 3), (3, 3), (0, 2), (4, 2), (1, 1), (3, 1), (2, 0)];
        let neutral = [(0, 0), (4, 0), (2, 2), (0, 4), (4, 4)];
        let blue = blue.iter().fold(0, |m, &(f, r)| m | bit(f, r));
        let neutral = neutral.iter().fold(0, |m, &(f, r)| m | bit(f, r));
        t.colours = [blue, BOARD & !blue & !neutral];
        t
    }
}

// Room for every action of a turn: fewer than 25 placements, and 6 pieces × 16 moves (8
// neighbours, and 8 cells further along the four diagonals).
const _: () = assert!(25 + 6 * 16 <= MOST_ACTIONS);

impl Listing for Position {
    type Action = Action;
    type Tables = Tables;

    fn tables() -> &'static Tables {
        &TABLES
    }

    fn start() -> Position {
        Position { pieces: [0, 0], hands: [6, 6], mover: 0 }
    }

    #[inline(always)]
    fn legal(&self, t: &Tables, out: &mut [Action; MOST_ACTIONS]) -> usize {
        let own = self.pieces[self.mover];
        let empty = BOARD & !(own | self.pieces[self.mover ^ 1]);
        let mut n = 0;
        if self.hands[self.mover] > 0 {
            let mut cells = empty;
            while cells != 0 {
                out[n] = Action { from: HAND, to: cells.trailing_zeros() as u8 };
                n += 1;
                cells &= cells - 1;
            }
        }
        let open = empty & t.colours[self.mover];
        let mut pieces = own;
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let mut to = t.neighbours[from] & empty;
            if t.colours[self.mover] >> from & 1 != 0 {
                for d in 0..8 {
                    for &cell in &t.rays[from][d][..t.lens[from][d] as usize] {
                        if open >> cell & 1 == 0 {
                            break;
                        }
                        to |= 1 << cell;
                    }
                }
            }
            while to != 0 {
                out[n] = Action { from: from as u8, to: to.trailing_zeros() as u8 };
                n += 1;
                to &= to - 1;
            }
        }
        n
    }

    /// The game ends when the mover makes five (and loses) or moves into four (and wins).
    #[inline(always)]
    fn play(&mut self, t: &Tables, action: Action) -> bool {
        let me = self.mover;
        let mut changed = 1 << action.to;
        if action.from == HAND {
            self.hands[me] -= 1;
            self.pieces[me] |= changed;
        } else {
            self.pieces[me] ^= 1 << action.from | changed;
            let (own, enemy) = (self.pieces[me], self.pieces[me ^ 1]);
            for d in 0..8 {
                let mut run = 0;
                for &cell in &t.rays[action.to as usize][d][..t.lens[action.to as usize][d] as usize] {
                    if enemy >> cell & 1 != 0 {
                        run |= 1 << cell;
                    } else {
                        if own >> cell & 1 != 0 {
                            changed |= run;
                        }
                        break;
                    }
                }
            }
            self.pieces[me] |= changed;
            self.pieces[me ^ 1] &= !changed;
        }
        self.mover ^= 1;
        let own = self.pieces[me];
        // Five loses, checked first; a move into four wins.
        t.fives.iter().any(|&w| w & !own == 0)
            || (action.from != HAND && t.fours.iter().any(|&w| w & !own == 0 && w & changed != 0))
    }
}

//! Yonmoque (RULINGS §1), hand-written: 25-bit boards, a table of rays per cell, every legal
//! action listed and one drawn. Shares nothing with yon but its random number generator.

use super::{CAP, Rng};
use std::sync::LazyLock;

/// Files and ranks of the 5×5 board; a cell is `rank * 5 + file`, `a1` = 0.
const SIDE: i32 = 5;
const BOARD: u32 = (1 << 25) - 1;
const DIRECTIONS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
/// Room for every action of a turn: fewer than 25 placements, and 6 pieces × 16 moves (8
/// neighbours, and 8 cells further along the four diagonals).
const MOST_ACTIONS: usize = 128;
/// `from` of a placement.
const HAND: u8 = u8::MAX;

pub const PERFT: [u64; 5] = [25, 600, 17_288, 489_544, 15_244_488];

/// Built once, on first use.
static TABLES: LazyLock<Tables> = LazyLock::new(Tables::new);

struct Tables {
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

#[derive(Clone, Copy)]
struct Action {
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

impl Position {
    pub fn start() -> Position {
        Position { pieces: [0, 0], hands: [6, 6], mover: 0 }
    }
}

/// Every legal action of the player to move, into `out`; returns how many.
#[inline(always)]
fn legal(t: &Tables, p: &Position, out: &mut [Action; MOST_ACTIONS]) -> usize {
    let own = p.pieces[p.mover];
    let empty = BOARD & !(own | p.pieces[p.mover ^ 1]);
    let mut n = 0;
    if p.hands[p.mover] > 0 {
        let mut cells = empty;
        while cells != 0 {
            out[n] = Action { from: HAND, to: cells.trailing_zeros() as u8 };
            n += 1;
            cells &= cells - 1;
        }
    }
    let open = empty & t.colours[p.mover];
    let mut pieces = own;
    while pieces != 0 {
        let from = pieces.trailing_zeros() as usize;
        pieces &= pieces - 1;
        let mut to = t.neighbours[from] & empty;
        if t.colours[p.mover] >> from & 1 != 0 {
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

/// Plays `a` for the player to move; returns the game's winner if it ended.
#[inline(always)]
fn play(t: &Tables, p: &mut Position, a: Action) -> Option<usize> {
    let me = p.mover;
    let mut changed = 1 << a.to;
    if a.from == HAND {
        p.hands[me] -= 1;
        p.pieces[me] |= changed;
    } else {
        p.pieces[me] ^= 1 << a.from | changed;
        let (own, enemy) = (p.pieces[me], p.pieces[me ^ 1]);
        for d in 0..8 {
            let mut run = 0;
            for &cell in &t.rays[a.to as usize][d][..t.lens[a.to as usize][d] as usize] {
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
        p.pieces[me] |= changed;
        p.pieces[me ^ 1] &= !changed;
    }
    p.mover ^= 1;
    let own = p.pieces[me];
    if t.fives.iter().any(|&w| w & !own == 0) {
        return Some(me ^ 1);
    }
    if a.from != HAND && t.fours.iter().any(|&w| w & !own == 0 && w & changed != 0) {
        return Some(me);
    }
    None
}

pub fn perft(p: &Position, depth: u32) -> u64 {
    perft_with(&TABLES, p, depth)
}

fn perft_with(t: &Tables, p: &Position, depth: u32) -> u64 {
    let mut list = [Action { from: 0, to: 0 }; MOST_ACTIONS];
    let n = legal(t, p, &mut list);
    if depth == 1 {
        return n as u64;
    }
    list[..n].iter().fold(0, |nodes, &a| {
        let mut next = *p;
        nodes + if play(t, &mut next, a).is_some() { 0 } else { perft_with(t, &next, depth - 1) }
    })
}

/// One random game from the start: the number of actions played.
#[inline(always)]
pub fn playout(rng: &mut Rng) -> u64 {
    let t: &Tables = &TABLES;
    let mut p = Position::start();
    let mut list = [Action { from: 0, to: 0 }; MOST_ACTIONS];
    let mut played = 0;
    while played < CAP {
        let n = legal(t, &p, &mut list);
        if n == 0 {
            break;
        }
        played += 1;
        if play(t, &mut p, list[rng.below(n)]).is_some() {
            break;
        }
    }
    played
}

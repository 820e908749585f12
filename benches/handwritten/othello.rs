//! Othello 8×8, hand-written: 64-bit boards, placements found by shifts in eight directions,
//! `pass` when a player has no placement and the opponent has one. Shares nothing with yon
//! but its random number generator.

use super::{Rng, random_bit};

pub const PERFT: [u64; 9] = [4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216, 3_005_288];

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// Shift and the mask of cells a shift may land on, per direction.
const DIRECTIONS: [(i32, u64); 8] =
    [(1, NOT_A), (-1, NOT_H), (8, !0), (-8, !0), (9, NOT_A), (7, NOT_H), (-7, NOT_A), (-9, NOT_H)];

#[derive(Clone, Copy)]
pub struct Position {
    own: u64,
    enemy: u64,
}

#[inline(always)]
fn shift(b: u64, s: i32, mask: u64) -> u64 {
    (if s > 0 { b << s } else { b >> -s }) & mask
}

impl Position {
    pub fn start() -> Position {
        // Black (to move) on d5 and e4, white on d4 and e5; a cell is `rank * 8 + file`.
        Position { own: 1 << 35 | 1 << 28, enemy: 1 << 27 | 1 << 36 }
    }

    #[inline(always)]
    fn placements(&self) -> u64 {
        let empty = !(self.own | self.enemy);
        let mut cells = 0;
        for (s, mask) in DIRECTIONS {
            let mut run = shift(self.own, s, mask) & self.enemy;
            for _ in 0..5 {
                run |= shift(run, s, mask) & self.enemy;
            }
            cells |= shift(run, s, mask) & empty;
        }
        cells
    }

    #[inline(always)]
    fn place(&mut self, cell: u64) {
        let mut flips = 0;
        for (s, mask) in DIRECTIONS {
            let mut run = 0;
            let mut next = shift(cell, s, mask);
            while next & self.enemy != 0 {
                run |= next;
                next = shift(next, s, mask);
            }
            if next & self.own != 0 {
                flips |= run;
            }
        }
        let own = self.own | flips | cell;
        self.own = self.enemy & !flips;
        self.enemy = own;
    }

    fn pass(&mut self) {
        std::mem::swap(&mut self.own, &mut self.enemy);
    }
}

pub fn perft(p: &Position, depth: u32) -> u64 {
    let mut cells = p.placements();
    if cells == 0 {
        let mut passed = *p;
        passed.pass();
        return match passed.placements() {
            0 => 0,
            _ if depth == 1 => 1,
            _ => perft(&passed, depth - 1),
        };
    }
    if depth == 1 {
        return u64::from(cells.count_ones());
    }
    let mut nodes = 0;
    while cells != 0 {
        let mut next = *p;
        next.place(cells & cells.wrapping_neg());
        nodes += perft(&next, depth - 1);
        cells &= cells - 1;
    }
    nodes
}

/// One random game from the start: the number of actions played, passes included.
#[inline(always)]
pub fn playout<const BMI2: bool>(rng: &mut Rng) -> u64 {
    let mut p = Position::start();
    let mut played = 0;
    loop {
        let cells = p.placements();
        if cells == 0 {
            p.pass();
            if p.placements() == 0 {
                return played;
            }
        } else {
            p.place(random_bit::<BMI2>(cells, rng));
        }
        played += 1;
    }
}

//! Tic-tac-toe, hand-written: a 9-bit board per player, the lines through the cell just
//! taken checked. Shares nothing with yon but its random number generator.

use super::{Rng, random_bit};

pub const PERFT: [u64; 9] = [9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872];

const LINES: [u64; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
const FULL: u64 = 0o777;

#[derive(Clone, Copy)]
pub struct Position {
    own: u64,
    enemy: u64,
}

impl Position {
    pub fn start() -> Position {
        Position { own: 0, enemy: 0 }
    }

    /// Takes `cell` for the player to move; returns whether the game is over.
    #[inline(always)]
    fn take(&mut self, cell: u64) -> bool {
        let own = self.own | cell;
        let won = LINES.iter().any(|&line| line & cell != 0 && own & line == line);
        (self.own, self.enemy) = (self.enemy, own);
        won || self.own | self.enemy == FULL
    }
}

pub fn perft(p: &Position, depth: u32) -> u64 {
    let mut cells = FULL & !(p.own | p.enemy);
    if depth == 1 {
        return u64::from(cells.count_ones());
    }
    let mut nodes = 0;
    while cells != 0 {
        let mut next = *p;
        if !next.take(cells & cells.wrapping_neg()) {
            nodes += perft(&next, depth - 1);
        }
        cells &= cells - 1;
    }
    nodes
}

/// One random game from the start: the number of actions played.
#[inline(always)]
pub fn playout<const BMI2: bool>(rng: &mut Rng) -> u64 {
    let mut p = Position::start();
    let mut played = 0;
    loop {
        let cells = FULL & !(p.own | p.enemy);
        played += 1;
        if p.take(random_bit::<BMI2>(cells, rng)) {
            return played;
        }
    }
}

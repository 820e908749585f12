//! Kalah as `games/kalah.game` plays it (six pits a side, four seeds each; the last seed in
//! the mover's store sows again, as an action of its own; the last seed in an empty pit of the
//! mover's takes it and the seeds opposite; an empty side ends the game), hand-written: the
//! fourteen holes in one array, in sowing order. Shares nothing with yon but its random number
//! generator.

use super::listing::{Listing, MOST_ACTIONS};

/// perft by actions from the start (`tests/perft/kalah.perft`).
pub const PERFT: [u64; 8] = [6, 35, 185, 942, 4_690, 23_233, 114_430, 563_055];

/// Holes in sowing order: south's pits s1–s6, south's store, north's pits n1–n6, north's store.
const HOLES: usize = 14;
const PITS: usize = 6;
/// A player's first pit and store.
const FIRST: [usize; 2] = [0, 7];
const STORE: [usize; 2] = [6, 13];

#[derive(Clone, Copy)]
pub struct Position {
    seeds: [u8; HOLES],
    mover: usize,
}

impl Listing for Position {
    /// The pit sown.
    type Action = u8;
    type Tables = ();

    fn tables() -> &'static () {
        &()
    }

    fn start() -> Position {
        let mut seeds = [4; HOLES];
        (seeds[STORE[0]], seeds[STORE[1]]) = (0, 0);
        Position { seeds, mover: 0 }
    }

    #[inline(always)]
    fn legal(&self, _: &(), out: &mut [u8; MOST_ACTIONS]) -> usize {
        let first = FIRST[self.mover];
        let mut n = 0;
        for pit in first..first + PITS {
            if self.seeds[pit] != 0 {
                out[n] = pit as u8;
                n += 1;
            }
        }
        n
    }

    /// Sows `pit`; returns whether a side is then empty, which ends the game.
    #[inline(always)]
    fn play(&mut self, _: &(), pit: u8) -> bool {
        let me = self.mover;
        let (skip, store) = (STORE[me ^ 1], STORE[me]);
        let mut at = usize::from(pit);
        let mut left = std::mem::take(&mut self.seeds[at]);
        while left > 0 {
            at = if at == HOLES - 1 { 0 } else { at + 1 };
            if at != skip {
                self.seeds[at] += 1;
                left -= 1;
            }
        }
        let own = FIRST[me]..FIRST[me] + PITS;
        if own.contains(&at) && self.seeds[at] == 1 && self.seeds[12 - at] != 0 {
            self.seeds[store] += 1 + std::mem::take(&mut self.seeds[12 - at]);
            self.seeds[at] = 0;
        }
        if at != store {
            self.mover ^= 1;
        }
        let side = |p: usize| self.seeds[FIRST[p]..FIRST[p] + PITS].iter().all(|&s| s == 0);
        side(0) || side(1)
    }
}

//! Oware (abapa) as `games/oware.game` plays it (a sowing passes over its own pit; the last
//! seed making 2 or 3 on the opponent's side takes those seeds and the 2s and 3s before it,
//! unless that would take all the opponent has; the opponent must be fed when some sowing can;
//! 25 seeds win; a player with none to sow ends the game), hand-written: the twelve pits in
//! one array, in sowing order. Shares nothing with yon but its random number generator.

use super::listing::{Listing, MOST_ACTIONS};

/// perft by actions from the start (`tests/perft/oware.perft`).
pub const PERFT: [u64; 8] = [6, 36, 190, 1_014, 5_219, 27_332, 139_157, 711_414];

/// Pits in sowing order: south's a1–f1, then north's f2–a2.
const PITS: usize = 12;
const SIDE: usize = 6;

#[derive(Clone, Copy)]
pub struct Position {
    seeds: [u8; PITS],
    score: [u8; 2],
    mover: usize,
}

impl Position {
    /// Seeds on `player`'s side.
    #[inline(always)]
    fn side(&self, player: usize) -> u8 {
        self.seeds[player * SIDE..player * SIDE + SIDE].iter().sum()
    }

    /// Sows `pit` and takes what it takes, without ending the turn.
    #[inline(always)]
    fn sow(&mut self, pit: usize) {
        let mut at = pit;
        let mut left = std::mem::take(&mut self.seeds[pit]);
        while left > 0 {
            at = if at == PITS - 1 { 0 } else { at + 1 };
            if at != pit {
                self.seeds[at] += 1;
                left -= 1;
            }
        }
        let theirs = (self.mover ^ 1) * SIDE..(self.mover ^ 1) * SIDE + SIDE;
        let mut back = at;
        let mut taken = 0;
        while theirs.contains(&back) && matches!(self.seeds[back], 2 | 3) {
            taken += self.seeds[back];
            if back == theirs.start {
                break;
            }
            back -= 1;
        }
        // No grand slam: a capture of every seed the opponent has takes nothing.
        if taken > 0 && taken < self.side(self.mover ^ 1) {
            while theirs.contains(&at) && matches!(self.seeds[at], 2 | 3) {
                self.seeds[at] = 0;
                if at == theirs.start {
                    break;
                }
                at -= 1;
            }
            self.score[self.mover] += taken;
        }
    }
}

impl Listing for Position {
    /// The pit sown.
    type Action = u8;
    type Tables = ();

    fn tables() -> &'static () {
        &()
    }

    fn start() -> Position {
        Position { seeds: [4; PITS], score: [0, 0], mover: 0 }
    }

    /// The sowings that leave the opponent seeds, or every sowing when none does; none when the
    /// mover has no seeds, which ends the game.
    #[inline(always)]
    fn legal(&self, _: &(), out: &mut [u8; MOST_ACTIONS]) -> usize {
        let first = self.mover * SIDE;
        let (mut n, mut any) = (0, 0);
        // An opponent with seeds keeps some whatever is sown: a capture of all is no capture.
        if self.side(self.mover ^ 1) != 0 {
            for pit in first..first + SIDE {
                if self.seeds[pit] != 0 {
                    out[n] = pit as u8;
                    n += 1;
                }
            }
            return n;
        }
        for pit in first..first + SIDE {
            if self.seeds[pit] != 0 {
                let mut next = *self;
                next.sow(pit);
                out[MOST_ACTIONS - 1 - any] = pit as u8;
                any += 1;
                if next.side(self.mover ^ 1) != 0 {
                    out[n] = pit as u8;
                    n += 1;
                }
            }
        }
        if n == 0 {
            // Forced: every sowing starves the opponent, so every one may be played.
            for k in 0..any {
                out[k] = out[MOST_ACTIONS - 1 - k];
            }
            n = any;
        }
        n
    }

    /// Sows `pit`; returns whether the mover now has 25 seeds, which wins.
    #[inline(always)]
    fn play(&mut self, _: &(), pit: u8) -> bool {
        self.sow(usize::from(pit));
        let won = self.score[self.mover] >= 25;
        self.mover ^= 1;
        won
    }
}

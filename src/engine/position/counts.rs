//! Counts: the seeds on each cell and each player's score, kept after the hands so that they
//! share the hands' log and hash (a game without them keeps its hands as they were).

use super::{Position, hand_key, hands_hash};
use crate::compile::geometry::Cell;
use crate::compile::rules::PlayerId;

impl Position {
    /// Adds a seed count per cell (`seeds`, empty for none) and, with `scores`, a score per
    /// player after the hands: a game without them keeps its hands as they were.
    pub fn with_counts(mut self, seeds: &[u32], players: usize, scores: bool) -> Position {
        self.seeds_at = self.hands.len();
        self.hands.extend_from_slice(seeds);
        self.scores_at = self.hands.len();
        if scores {
            self.hands.extend(std::iter::repeat_n(0, players));
        }
        self.scored = scores;
        self.hands_key = hands_hash(&self.hands);
        self
    }

    /// The seeds on a cell (0 in a game without seeds).
    #[inline]
    pub fn seeds(&self, cell: Cell) -> u32 {
        if self.scores_at == self.seeds_at { 0 } else { self.hands[self.seeds_at + cell as usize] }
    }

    /// A player's score (0 in a game without scores).
    #[inline]
    pub fn score(&self, player: PlayerId) -> u32 {
        if self.scored { self.hands[self.scores_at + player as usize] } else { 0 }
    }

    /// Changes a count kept after the hands (a cell's seeds, a player's score), logged.
    fn add_count(&mut self, slot: usize, delta: i64) {
        let old = self.hands[slot];
        let new = (i64::from(old) + delta).clamp(0, i64::from(u32::MAX)) as u32;
        self.hand_log.push((slot as u16, old));
        if self.hashed {
            self.hands_key ^= hand_key(slot, old) ^ hand_key(slot, new);
        }
        self.hands[slot] = new;
    }

    /// Adds seeds to a cell (or takes them, with a negative `delta`).
    pub fn add_seeds(&mut self, cell: Cell, delta: i64) {
        self.add_count(self.seeds_at + cell as usize, delta);
    }

    /// Adds to a player's score.
    pub fn add_score(&mut self, player: PlayerId, delta: i64) {
        self.add_count(self.scores_at + player as usize, delta);
    }

    /// Whether the game keeps seeds on its cells.
    #[inline]
    pub fn has_seeds(&self) -> bool {
        self.scores_at != self.seeds_at
    }
}

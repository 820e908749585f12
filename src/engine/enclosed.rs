//! Enclosed: the cell set `enclosed` — pieces whose group has no empty neighbour (Go's groups
//! without liberties), found for a whole set at once by spreading from the pieces that have one.

use super::groups::{Bits, dilate, dilate_narrow, joined, split, spread, spread_narrow};
use super::state::State;
use crate::compile::groups::{Adjacency, Narrow};
use crate::compile::rules::PlayerId;

impl State {
    /// The pieces of the players with a piece in `within` whose group has no empty neighbour:
    /// each such player's pieces less those a spread from the pieces beside an empty cell
    /// reaches.
    pub(crate) fn enclosed<const N: usize>(&self, adjacent: &Adjacency, within: &Bits<N>) -> Bits<N> {
        if let Some(narrow) = &adjacent.narrow {
            return split(self.enclosed_narrow(narrow, joined(within)));
        }
        let words = self.position.words;
        let mut spaces = [0u64; N];
        spaces[..words].copy_from_slice(&self.position.empty);
        let beside_empty = dilate(adjacent, &spaces, words);
        let mut enclosed = [0u64; N];
        for player in 0..self.rules.player_count() as PlayerId {
            let own = self.position.owned_by(player);
            if own.iter().zip(within).all(|(o, w)| o & w == 0) {
                continue;
            }
            let mut free = [0u64; N];
            (0..words).for_each(|i| free[i] = own[i] & beside_empty[i]);
            let free = spread(adjacent, own, free);
            (0..words).for_each(|i| enclosed[i] |= own[i] & !free[i]);
        }
        enclosed
    }

    /// `enclosed` on a `Narrow` grid, every set one number.
    fn enclosed_narrow(&self, narrow: &Narrow, within: u128) -> u128 {
        let beside_empty = dilate_narrow(narrow, joined(&self.position.empty));
        let mut enclosed = 0;
        for player in 0..self.rules.player_count() as PlayerId {
            let own = joined(self.position.owned_by(player));
            if own & within != 0 {
                enclosed |= own & !spread_narrow(narrow, own, own & beside_empty);
            }
        }
        enclosed
    }
}

//! Enclosed: the cell set `enclosed` — pieces whose group has no empty neighbour (Go's groups
//! without liberties), found for a whole set at once by spreading from the pieces that have one.

use super::groups::{Bits, dilate, spread};
use super::state::State;
use crate::compile::groups::Adjacency;
use crate::compile::rules::PlayerId;

impl State {
    /// The pieces of the players with a piece in `within` whose group has no empty neighbour:
    /// each such player's pieces less those a spread from the pieces beside an empty cell
    /// reaches.
    pub(crate) fn enclosed<const N: usize>(&self, adjacent: &Adjacency, within: &Bits<N>) -> Bits<N> {
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
}

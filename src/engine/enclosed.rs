//! Enclosed: the cell set `enclosed` — pieces whose group has no empty neighbour (Go's groups
//! without liberties), found for a whole set at once.

use super::groups::{Bits, dilate, fill, one, spread};
use super::state::State;
use crate::compile::groups::Adjacency;
use crate::compile::rules::PlayerId;

impl State {
    /// The pieces of the groups with a piece in `within` that have no empty neighbour. On a
    /// grid, each player's pieces less those a spread from the pieces beside an empty cell
    /// reaches; elsewhere each such group is filled once, gathering its neighbours as it goes.
    pub(crate) fn enclosed<const N: usize>(&self, adjacent: &Adjacency, within: &Bits<N>) -> Bits<N> {
        let words = self.position.words;
        let empty = &self.position.empty;
        let mut enclosed = [0u64; N];
        if adjacent.shifts.is_some() {
            let mut spaces = [0u64; N];
            spaces[..words].copy_from_slice(empty);
            let beside_empty = dilate(adjacent, &spaces, words);
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
            return enclosed;
        }
        for player in 0..self.rules.player_count() as PlayerId {
            let own = self.position.owned_by(player);
            let mut seeds = [0u64; N];
            (0..words).for_each(|i| seeds[i] = own[i] & within[i]);
            for word in 0..words {
                while seeds[word] != 0 {
                    let mut group: Bits<N> = one(word * 64 + seeds[word].trailing_zeros() as usize);
                    let reach = fill(adjacent, own, &mut group);
                    if reach.iter().zip(empty).all(|(r, e)| r & e == 0) {
                        (0..words).for_each(|i| enclosed[i] |= group[i]);
                    }
                    (0..words).for_each(|i| seeds[i] &= !group[i]);
                }
            }
        }
        enclosed
    }
}

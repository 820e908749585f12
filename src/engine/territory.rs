//! Territory: the cell set `territory` — empty cells whose region of empty cells borders the
//! player's pieces and no one else's (area scoring).

use super::groups::{Bits, fill, one};
use super::position::NOBODY;
use super::state::State;
use crate::compile::groups::Adjacency;
use crate::compile::rules::PlayerId;

impl State {
    /// The empty cells of `within` whose region of empty cells borders `player`'s pieces and
    /// no other player's.
    pub(crate) fn territory<const N: usize>(
        &self,
        adjacent: &Adjacency,
        player: PlayerId,
        within: &Bits<N>,
    ) -> Bits<N> {
        let words = self.position.words;
        let empty = &self.position.empty;
        let mut seeds = [0u64; N];
        (0..words).for_each(|i| seeds[i] = empty[i] & within[i]);
        let mut territory = [0u64; N];
        for word in 0..words {
            while seeds[word] != 0 {
                let mut region: Bits<N> = one(word * 64 + seeds[word].trailing_zeros() as usize);
                let border = fill(adjacent, empty, &mut region);
                if self.borders_only(&border[..words], player) {
                    (0..words).for_each(|i| territory[i] |= region[i]);
                }
                (0..words).for_each(|i| seeds[i] &= !region[i]);
            }
        }
        territory
    }

    /// Whether `border` holds a piece of `player` and of no other player.
    fn borders_only(&self, border: &[u64], player: PlayerId) -> bool {
        let touches = |p: PlayerId| self.position.owned_by(p).iter().zip(border).any(|(o, b)| o & b != 0);
        debug_assert_ne!(player, NOBODY);
        touches(player) && (0..self.rules.player_count() as PlayerId).all(|p| p == player || !touches(p))
    }
}

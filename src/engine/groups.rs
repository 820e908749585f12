//! Groups: the subject's pieces joined through neighbouring cells, found by flood fills on bit
//! sets (a word of 64 cells at a time), counted or measured for `groups` and `largest group`.

use super::state::State;
use crate::compile::geometry::MAX_CELLS;
use crate::compile::rules::PlayerId;

/// Words in the largest board's bit set: flood fills work in arrays this long, on the stack.
const WORDS: usize = MAX_CELLS.div_ceil(64);

impl State {
    /// With `largest`, the size of the subject's largest group; otherwise how many of its groups
    /// touch every set of `touching` (back to back, a board's worth of words each; none: every
    /// group counts).
    pub(crate) fn groups(&self, adjacent: &[u64], touching: &[u64], largest: bool, subject: PlayerId) -> u32 {
        let words = self.position.words;
        let mut left = [0u64; WORDS];
        left[..words].copy_from_slice(self.position.owned_by(subject));
        // Only groups with a piece in the first set can touch them all: seed from those alone.
        let mut seeds = left;
        if let Some(first) = touching.get(..words) {
            seeds.iter_mut().zip(first).for_each(|(s, f)| *s &= f);
        }
        let (mut count, mut best) = (0, 0);
        for word in 0..words {
            while seeds[word] != 0 {
                let seed = word * 64 + seeds[word].trailing_zeros() as usize;
                let group = flood(adjacent, &left, seed, words);
                for i in 0..words {
                    left[i] &= !group[i];
                    seeds[i] &= !group[i];
                }
                let touches_all = touching
                    .chunks_exact(words)
                    .all(|set| set.iter().zip(&group[..words]).any(|(s, g)| s & g != 0));
                count += u32::from(touches_all);
                best = best.max(group[..words].iter().map(|w| w.count_ones()).sum());
            }
        }
        if largest { best } else { count }
    }
}

/// The cells of `within` joined to `seed` through `adjacent`.
fn flood(adjacent: &[u64], within: &[u64; WORDS], seed: usize, words: usize) -> [u64; WORDS] {
    let mut group = [0u64; WORDS];
    let mut frontier = [0u64; WORDS];
    group[seed / 64] |= 1 << (seed % 64);
    frontier[seed / 64] |= 1 << (seed % 64);
    let mut word = seed / 64;
    // Cells are taken from the frontier lowest word first; a word that gains cells again is
    // gone back to.
    while word < words {
        if frontier[word] == 0 {
            word += 1;
            continue;
        }
        let cell = word * 64 + frontier[word].trailing_zeros() as usize;
        frontier[word] &= frontier[word] - 1;
        let near = &adjacent[cell * words..(cell + 1) * words];
        for i in 0..words {
            let new = near[i] & within[i] & !group[i];
            if new != 0 {
                group[i] |= new;
                frontier[i] |= new;
                word = word.min(i);
            }
        }
    }
    group
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3-cell line a–b–c and a lone d: adjacency as bit sets, one word.
    fn line_and_one() -> Vec<u64> {
        vec![0b0010, 0b0101, 0b0010, 0b0000]
    }

    #[test]
    fn a_flood_follows_neighbours_within_the_pieces_only() {
        let mut within = [0u64; WORDS];
        within[0] = 0b1011; // a, b, d held; c not
        assert_eq!(flood(&line_and_one(), &within, 0, 1)[0], 0b0011);
        within[0] = 0b1111;
        assert_eq!(flood(&line_and_one(), &within, 2, 1)[0], 0b0111);
        assert_eq!(flood(&line_and_one(), &within, 3, 1)[0], 0b1000);
    }

    #[test]
    fn a_flood_crosses_words_both_ways() {
        // Cells 0 and 100 joined, and 100 and 1: the fill must come back to word 0.
        let words = 2;
        let mut adjacent = vec![0u64; 101 * words];
        let mut join = |a: usize, b: usize| {
            adjacent[a * words + b / 64] |= 1 << (b % 64);
            adjacent[b * words + a / 64] |= 1 << (a % 64);
        };
        join(0, 100);
        join(100, 1);
        let mut within = [0u64; WORDS];
        within[0] = 0b11;
        within[1] = 1 << (100 - 64);
        let group = flood(&adjacent, &within, 0, words);
        assert_eq!((group[0], group[1]), (0b11, 1 << 36));
    }
}

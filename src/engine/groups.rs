//! Groups: pieces joined through neighbouring cells, counted or measured for `groups` and
//! `largest group`, and the flood fills on bit sets (a word of 64 cells at a time) that
//! `enclosed` and `territory` share.

use super::state::State;
use crate::compile::geometry::MAX_CELLS;
use crate::compile::groups::{Adjacency, Shift};
use crate::compile::rules::PlayerId;

/// Words in the largest board's bit set.
pub(crate) const WORDS: usize = MAX_CELLS.div_ceil(64);

/// A bit set of the board's cells in `N` words on the stack. Fills run with the fewest words
/// that hold the board (see `sized!`), so a small board's sets are a word or two, not the
/// 64 words of the largest board, zeroed and copied at every step.
pub(crate) type Bits<const N: usize> = [u64; N];

/// Evaluates `$body` with `$n` the fewest words of 2, 8 or `WORDS` that hold `$words`.
macro_rules! sized {
    ($words:expr, |$n:ident| $body:expr) => {
        match $words {
            0..=2 => {
                const $n: usize = 2;
                $body
            }
            3..=8 => {
                const $n: usize = 8;
                $body
            }
            _ => {
                const $n: usize = $crate::engine::groups::WORDS;
                $body
            }
        }
    };
}
pub(crate) use sized;

impl State {
    /// With `largest`, the size of the subject's largest group; otherwise how many of its groups
    /// touch at least `least` sets of `touching` (back to back, a board's worth of words each;
    /// none: every group counts).
    #[inline(never)]
    pub(crate) fn groups(
        &self,
        adjacent: &Adjacency,
        touching: &[u64],
        least: u32,
        largest: bool,
        subject: PlayerId,
    ) -> u32 {
        sized!(self.position.words, |N| self.groups_in::<N>(adjacent, touching, least, largest, subject))
    }

    fn groups_in<const N: usize>(
        &self,
        adjacent: &Adjacency,
        touching: &[u64],
        least: u32,
        largest: bool,
        subject: PlayerId,
    ) -> u32 {
        let words = self.position.words;
        let mut left = [0u64; N];
        left[..words].copy_from_slice(self.position.owned_by(subject));
        // Only groups with a piece in the first set can touch them all: seed from those alone.
        let mut seeds = left;
        let all = touching.len() == least as usize * words;
        if let Some(first) = touching.get(..words).filter(|_| all) {
            seeds.iter_mut().zip(first).for_each(|(s, f)| *s &= f);
        }
        let (mut count, mut best) = (0, 0);
        for word in 0..words {
            while seeds[word] != 0 {
                let mut group: Bits<N> = one(word * 64 + seeds[word].trailing_zeros() as usize);
                fill(adjacent, &left[..words], &mut group);
                for i in 0..words {
                    left[i] &= !group[i];
                    seeds[i] &= !group[i];
                }
                let touched = touching
                    .chunks_exact(words)
                    .filter(|set| set.iter().zip(&group[..words]).any(|(s, g)| s & g != 0))
                    .count();
                count += u32::from(touched >= least as usize);
                best = best.max(group.iter().map(|w| w.count_ones()).sum());
            }
        }
        if largest { best } else { count }
    }
}

/// The bit set of one cell.
pub(crate) fn one<const N: usize>(cell: usize) -> Bits<N> {
    let mut bits = [0u64; N];
    bits[cell / 64] |= 1 << (cell % 64);
    bits
}

/// Calls `f` with every cell of `bits`.
pub(crate) fn for_each_cell(bits: &[u64], mut f: impl FnMut(usize)) {
    for (word, &w) in bits.iter().enumerate() {
        let mut rest = w;
        while rest != 0 {
            f(word * 64 + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

/// The neighbours of the cells of `set`: on a grid the set shifted once per direction,
/// elsewhere the union of each cell's neighbours.
pub(super) fn dilate<const N: usize>(adjacent: &Adjacency, set: &Bits<N>, words: usize) -> Bits<N> {
    let mut out = [0u64; N];
    let Some(shifts) = &adjacent.shifts else {
        for_each_cell(&set[..words], |cell| {
            out.iter_mut().zip(adjacent.of(cell)).for_each(|(o, n)| *o |= n);
        });
        return out;
    };
    if N == 2 {
        return dilate_in_two_words(shifts, set);
    }
    for shift in shifts {
        let (whole, bits) = (shift.by.unsigned_abs() / 64, (shift.by.unsigned_abs() % 64) as u32);
        for i in 0..words {
            let moving = set[i] & shift.from[i];
            if moving == 0 {
                continue;
            }
            if shift.by >= 0 {
                // Bit j of word i goes to bit j + by: words i + whole and the one above.
                out[i + whole] |= moving << bits;
                if bits > 0 && i + whole + 1 < words {
                    out[i + whole + 1] |= moving >> (64 - bits);
                }
            } else {
                out[i - whole] |= moving >> bits;
                if bits > 0 && i > whole {
                    out[i - whole - 1] |= moving << (64 - bits);
                }
            }
        }
    }
    out
}

/// `dilate` on a board of at most 128 cells: the set as one 128-bit number, each direction one
/// masked shift without a branch (a neighbour is fewer than 128 cells away).
#[inline(always)]
fn dilate_in_two_words<const N: usize>(shifts: &[Shift], set: &Bits<N>) -> Bits<N> {
    let wide = |words: &[u64]| u128::from(words[0]) | u128::from(words.get(1).copied().unwrap_or(0)) << 64;
    let set = wide(&set[..]);
    let mut out = 0u128;
    for shift in shifts {
        let moving = set & wide(&shift.from);
        out |= if shift.by >= 0 { moving << shift.by } else { moving >> shift.by.unsigned_abs() };
    }
    let mut bits = [0u64; N];
    bits[0] = out as u64;
    bits[1] = (out >> 64) as u64;
    bits
}

/// The cells of `within` (the board's words) joined through `adjacent` to a cell of `seeds`
/// (which lie in `within`): every group that holds a seed, grown a ring of neighbours at a
/// time.
pub(super) fn spread<const N: usize>(adjacent: &Adjacency, within: &[u64], seeds: Bits<N>) -> Bits<N> {
    let words = within.len();
    let (mut reached, mut frontier) = (seeds, seeds);
    loop {
        let next = dilate(adjacent, &frontier, words);
        let mut grew = false;
        for i in 0..words {
            frontier[i] = next[i] & within[i] & !reached[i];
            reached[i] |= frontier[i];
            grew |= frontier[i] != 0;
        }
        if !grew {
            return reached;
        }
    }
}

/// Grows `group` to every cell of `within` (the board's words) joined to it through
/// `adjacent`, and returns the neighbours of the whole group, in `within` or not.
pub(super) fn fill<const N: usize>(adjacent: &Adjacency, within: &[u64], group: &mut Bits<N>) -> Bits<N> {
    let words = within.len();
    let mut frontier = *group;
    let mut reach = [0u64; N];
    let mut word = 0;
    // Cells are taken from the frontier lowest word first; a word that gains cells again is
    // gone back to.
    while word < words {
        if frontier[word] == 0 {
            word += 1;
            continue;
        }
        let cell = word * 64 + frontier[word].trailing_zeros() as usize;
        frontier[word] &= frontier[word] - 1;
        let near = adjacent.of(cell);
        for i in 0..words {
            reach[i] |= near[i];
            let new = near[i] & within[i] & !group[i];
            if new != 0 {
                group[i] |= new;
                frontier[i] |= new;
                word = word.min(i);
            }
        }
    }
    reach
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3-cell line a–b–c and a lone d: adjacency as bit sets, one word.
    fn line_and_one() -> Adjacency {
        Adjacency::from_bits(1, vec![0b0010, 0b0101, 0b0010, 0b0000])
    }

    /// The cells of `within` joined to `seed`.
    fn flood(adjacent: &Adjacency, within: &[u64], seed: usize) -> Bits<2> {
        let mut group = one(seed);
        fill(adjacent, within, &mut group);
        group
    }

    #[test]
    fn a_flood_follows_neighbours_within_the_pieces_only() {
        assert_eq!(flood(&line_and_one(), &[0b1011], 0)[0], 0b0011, "a, b, d held; c not");
        assert_eq!(flood(&line_and_one(), &[0b1111], 2)[0], 0b0111);
        assert_eq!(flood(&line_and_one(), &[0b1111], 3)[0], 0b1000);
    }

    #[test]
    fn a_fill_reaches_the_neighbours_of_its_whole_group() {
        let mut group: Bits<2> = one(0);
        let reach = fill(&line_and_one(), &[0b0011], &mut group);
        assert_eq!((group[0], reach[0]), (0b0011, 0b0111), "a and b reach c, and each other");
        let mut lone: Bits<2> = one(3);
        assert_eq!(fill(&line_and_one(), &[0b1111], &mut lone)[0], 0, "d has no neighbour");
    }

    /// Grids whose shifts cross words both ways: 9×9 (2 words), 19×19 (6) and a hex board.
    fn grids() -> Vec<Adjacency> {
        ["square 9 x 9", "square 19 x 19", "hex 11 x 11"]
            .iter()
            .map(|board| {
                let source = format!(
                    "game \"g\"\nplayers a b\nboard {board}\npiece p\naction place: place on empty\n"
                );
                let rules = crate::check::load(&source).expect("a board");
                Adjacency::new(&rules.geometry, rules.geometry.neighbours)
            })
            .collect()
    }

    /// Random bit sets of `cells` cells, about one cell in `one_in` set.
    fn random_sets(cells: usize, one_in: u64) -> Vec<Bits<8>> {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        (0..50)
            .map(|_| {
                let mut set = [0u64; 8];
                for cell in 0..cells {
                    seed =
                        seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                    if (seed >> 33).is_multiple_of(one_in) {
                        set[cell / 64] |= 1 << (cell % 64);
                    }
                }
                set
            })
            .collect()
    }

    #[test]
    fn shifts_find_the_same_neighbours_as_the_cells_do() {
        for adjacent in grids() {
            assert!(adjacent.shifts.is_some(), "a grid's directions are uniform");
            let (words, cells) = (adjacent.words, adjacent.cells());
            for set in random_sets(cells, 5) {
                let mut by_cells = [0u64; 8];
                for_each_cell(&set[..words], |c| (0..words).for_each(|i| by_cells[i] |= adjacent.of(c)[i]));
                assert_eq!(dilate(&adjacent, &set, words), by_cells);
                // Boards of two words or fewer shift one 128-bit number instead.
                if words <= 2 {
                    let two: Bits<2> = [set[0], set[1]];
                    assert_eq!(dilate(&adjacent, &two, words), [by_cells[0], by_cells[1]]);
                }
            }
        }
    }

    #[test]
    fn a_spread_reaches_every_group_that_holds_a_seed() {
        for adjacent in grids() {
            let (words, cells) = (adjacent.words, adjacent.cells());
            for within in random_sets(cells, 2) {
                let within = &within[..words];
                let mut seeds = [0u64; 8];
                (0..words).for_each(|i| seeds[i] = within[i] & 0x0101_0101_0101_0101);
                let mut by_groups = [0u64; 8];
                for_each_cell(&seeds[..words], |c| {
                    let mut group: Bits<8> = one(c);
                    fill(&adjacent, within, &mut group);
                    (0..words).for_each(|i| by_groups[i] |= group[i]);
                });
                assert_eq!(spread(&adjacent, within, seeds), by_groups);
                let mut cell_by_cell = adjacent.clone();
                cell_by_cell.shifts = None;
                assert_eq!(spread(&cell_by_cell, within, seeds), by_groups, "without shifts too");
            }
        }
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
        let group = flood(&Adjacency::from_bits(words, adjacent), &[0b11, 1 << 36], 0);
        assert_eq!((group[0], group[1]), (0b11, 1 << 36));
    }
}

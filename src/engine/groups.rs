//! Groups: pieces joined through neighbouring cells, counted or measured for `groups` and
//! `largest group`, and the flood fills on bit sets (a word of 64 cells at a time) that
//! `enclosed` and `territory` share.

use super::state::State;
use crate::compile::geometry::MAX_CELLS;
pub(super) use crate::compile::groups::joined;
use crate::compile::groups::{Adjacency, Narrow};
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

/// What `groups` is asked, as its arguments say.
#[derive(Clone, Copy)]
struct Asked<'a> {
    touching: &'a [u64],
    least: u32,
    largest: bool,
    subject: PlayerId,
}

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
        let asked = Asked { touching, least, largest, subject };
        if let Some(narrow) = &adjacent.narrow {
            return self.groups_narrow(narrow, asked);
        }
        sized!(self.position.words, |N| self.groups_in::<N>(adjacent, asked))
    }

    /// `groups` on a `Narrow` grid, every set one number.
    fn groups_narrow(&self, narrow: &Narrow, asked: Asked) -> u32 {
        let Asked { touching, least, largest, subject } = asked;
        let words = self.position.words;
        let mut left = joined(self.position.owned_by(subject));
        let sets = touching.chunks_exact(words).map(joined);
        let least = least as usize;
        let mut seeds = left;
        if !largest && least > 0 {
            // As in `groups_in`: seeds only in the sets, in the first when all must be touched.
            if sets.clone().filter(|set| set & left != 0).count() < least {
                return 0;
            }
            let all = touching.len() == least * words;
            seeds &= sets.clone().take(if all { 1 } else { usize::MAX }).fold(0, |within, set| within | set);
        }
        let (mut count, mut best) = (0, 0);
        while seeds != 0 {
            let (group, _) = fill_narrow(&narrow.near, left, seeds & seeds.wrapping_neg());
            left &= !group;
            seeds &= !group;
            count += u32::from(sets.clone().filter(|set| set & group != 0).count() >= least);
            best = best.max(group.count_ones());
        }
        if largest { best } else { count }
    }

    fn groups_in<const N: usize>(&self, adjacent: &Adjacency, asked: Asked) -> u32 {
        let Asked { touching, least, largest, subject } = asked;
        let words = self.position.words;
        let mut left = [0u64; N];
        left[..words].copy_from_slice(self.position.owned_by(subject));
        let mut seeds = left;
        if !largest && least > 0 {
            // A group touches `least` sets only if all the pieces together do, and it holds a
            // piece in one of them; in the first, when it must touch them all.
            let sets = touching.chunks_exact(words);
            if sets.clone().filter(|set| !disjoint(set, &left[..words])).count() < least as usize {
                return 0;
            }
            let mut within = [0u64; N];
            let all = touching.len() == least as usize * words;
            for set in sets.take(if all { 1 } else { usize::MAX }) {
                within.iter_mut().zip(set).for_each(|(w, s)| *w |= s);
            }
            seeds.iter_mut().zip(&within).for_each(|(s, w)| *s &= w);
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
                let touched =
                    touching.chunks_exact(words).filter(|set| !disjoint(set, &group[..words])).count();
                count += u32::from(touched >= least as usize);
                best = best.max(group.iter().map(|w| w.count_ones()).sum());
            }
        }
        if largest { best } else { count }
    }
}

/// Whether two bit sets share no cell.
fn disjoint(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).all(|(x, y)| x & y == 0)
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
    if let Some(narrow) = &adjacent.narrow {
        return split(dilate_narrow(narrow, joined(set)));
    }
    let mut out = [0u64; N];
    let Some(shifts) = &adjacent.shifts else {
        for_each_cell(&set[..words], |cell| {
            out.iter_mut().zip(adjacent.of(cell)).for_each(|(o, n)| *o |= n);
        });
        return out;
    };
    for shift in shifts {
        let mut moving = [0u64; N];
        (0..words).for_each(|i| moving[i] = set[i] & shift.from[i]);
        let moved = shifted(&moving, shift.by, words);
        (0..words).for_each(|i| out[i] |= moved[i]);
    }
    out
}

/// The cells of `set` (`words` words) moved `by` places along the board's numbering; what
/// moves past either end is lost.
#[inline]
pub(crate) fn shifted<const N: usize>(set: &Bits<N>, by: isize, words: usize) -> Bits<N> {
    let get = |word: Option<usize>| word.filter(|&w| w < words).map_or(0, |w| set[w]);
    let (whole, bits) = (by.unsigned_abs() / 64, (by.unsigned_abs() % 64) as u32);
    let mut out = [0u64; N];
    for (i, out) in out[..words].iter_mut().enumerate() {
        // Bit j of word i comes from cell `64 i + j - by`: a word `whole` away and its
        // neighbour beyond, for the bits that cross between words.
        *out = if by >= 0 {
            let carried = if bits > 0 { get(i.checked_sub(whole + 1)) >> (64 - bits) } else { 0 };
            get(i.checked_sub(whole)) << bits | carried
        } else {
            let carried = if bits > 0 { get(Some(i + whole + 1)) << (64 - bits) } else { 0 };
            get(Some(i + whole)) >> bits | carried
        };
    }
    out
}

/// A 128-bit set as `N` words (the board has at most two).
#[inline(always)]
pub(super) fn split<const N: usize>(set: u128) -> Bits<N> {
    let mut bits = [0u64; N];
    bits[0] = set as u64;
    if N > 1 {
        bits[1] = (set >> 64) as u64;
    }
    bits
}

/// `dilate` on a `Narrow` grid: each direction one masked shift.
#[inline(always)]
pub(super) fn dilate_narrow(narrow: &Narrow, set: u128) -> u128 {
    let mut out = 0;
    for shift in &narrow.up {
        out |= (set & shift.from) << (shift.by & 63);
    }
    for shift in &narrow.down {
        out |= (set & shift.from) >> (shift.by & 63);
    }
    out
}

/// `fill` on a `Narrow` grid: the group grown and its neighbours.
#[inline(always)]
fn fill_narrow(near: &[u128], within: u128, mut group: u128) -> (u128, u128) {
    let (mut frontier, mut reach) = (group, 0);
    while frontier != 0 {
        let cell = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let near = near[cell];
        reach |= near;
        let new = near & within & !group;
        group |= new;
        frontier |= new;
    }
    (group, reach)
}

/// `spread` on a grid of at most 128 cells.
#[inline(always)]
pub(super) fn spread_narrow(narrow: &Narrow, within: u128, seeds: u128) -> u128 {
    let (mut reached, mut frontier) = (seeds, seeds);
    // Once every cell of `within` is reached, no ring can add one: when every group has a
    // seed, the spread stops here without a last, empty ring.
    while within & !reached != 0 {
        frontier = dilate_narrow(narrow, frontier) & within & !reached;
        if frontier == 0 {
            break;
        }
        reached |= frontier;
    }
    reached
}

/// The cells of `within` (the board's words) joined through `adjacent` to a cell of `seeds`
/// (which lie in `within`): every group that holds a seed, grown a ring of neighbours at a
/// time.
pub(super) fn spread<const N: usize>(adjacent: &Adjacency, within: &[u64], seeds: Bits<N>) -> Bits<N> {
    if let Some(narrow) = &adjacent.narrow {
        return split(spread_narrow(narrow, joined(within), joined(&seeds)));
    }
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
    if let Some(narrow) = &adjacent.narrow {
        let (grown, reach) = fill_narrow(&narrow.near, joined(within), joined(&group[..]));
        *group = split(grown);
        return split(reach);
    }
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
mod tests;

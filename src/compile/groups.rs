//! Groups: which neighbours join pieces into groups (`groups`, `largest group`) and empty cells
//! into regions (`enclosed`, `territory`), precomputed as a bit set of neighbours per cell, and
//! the board's rim for `rings`.

use super::geometry::{Cell, Geometry, NO_CELL, adjacency};
use super::rules::DirMask;

/// For each cell, its neighbours along a set of directions, as a bit set of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjacency {
    /// 64-bit words per bit set.
    pub words: usize,
    /// `bits[cell * words..(cell + 1) * words]`: the cell's neighbours.
    bits: Vec<u64>,
    /// On a board where each direction moves every cell by the same number of cells (a grid),
    /// the neighbours of a whole set are that set shifted once per direction.
    pub shifts: Option<Box<[Shift]>>,
    /// The same shifts on a grid of at most 128 cells, as 128-bit masks: a set's neighbours,
    /// and a fill's every ring, then take a few instructions and no loop over words.
    pub narrow: Option<Box<Narrow>>,
}

/// One direction of a grid as a shift of the board's bit set: the cells that have a neighbour
/// that way (`from`, a board's worth of words) move by `by` cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shift {
    pub by: isize,
    pub from: Vec<u64>,
}

/// A grid of at most 128 cells whose neighbours are fewer than 64 cells away: its directions
/// as shifts up and down the board's numbering, apart, so that neither needs a branch on the
/// sign nor on crossing a whole word; and each cell's neighbours as one number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrow {
    pub up: Box<[NarrowShift]>,
    pub down: Box<[NarrowShift]>,
    /// `near[cell]`: the cell's neighbours.
    pub near: Box<[u128]>,
}

/// One direction of a `Narrow` grid: the cells that have a neighbour that way (`from`, bit `c`
/// for cell `c`) move `by` cells, fewer than 64.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NarrowShift {
    pub from: u128,
    pub by: u32,
}

impl Adjacency {
    /// The neighbours of every cell of `geometry` along the directions of `dirs`.
    pub fn new(geometry: &Geometry, dirs: DirMask) -> Adjacency {
        let words = geometry.cell_count().div_ceil(64);
        let bits = adjacency(&geometry.next, geometry.cell_count(), dirs);
        let shifts: Option<Box<[Shift]>> = (0..geometry.direction_count() as u8)
            .filter(|&d| dirs & 1 << d != 0)
            .map(|d| uniform_shift(geometry, d, words))
            .collect();
        let narrow = narrow(shifts.as_deref(), &bits, words);
        Adjacency { words, bits, shifts, narrow }
    }

    /// An adjacency written out as bit sets, `words` a cell (for the fills' own tests).
    #[cfg(test)]
    pub fn from_bits(words: usize, bits: Vec<u64>) -> Adjacency {
        Adjacency { words, bits, shifts: None, narrow: None }
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.bits.len() / self.words.max(1)
    }

    /// The neighbours of `cell`.
    #[inline]
    pub fn of(&self, cell: usize) -> &[u64] {
        &self.bits[cell * self.words..(cell + 1) * self.words]
    }
}

/// What `rings` needs of the board: how groups join, the rim a hole must not reach, and the
/// cells a filled ring can close round (every neighbour on the board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rings {
    /// The neighbours that join a group (and the cells outside it, in the fills for holes).
    pub adjacent: Adjacency,
    /// Every neighbour of each cell, along all the board's neighbour directions.
    pub around: Adjacency,
    /// The cells that lack a neighbour along one of `adjacent`'s directions.
    pub rim: Vec<u64>,
    /// The cells off the rim with a neighbour along every one of the board's directions.
    pub inner: Vec<u64>,
}

impl Rings {
    pub fn new(geometry: &Geometry, dirs: DirMask) -> Rings {
        let words = geometry.cell_count().div_ceil(64);
        let (mut rim, mut inner) = (vec![0u64; words], vec![0u64; words]);
        let lacks = |cell: usize, mask: DirMask| {
            (0..geometry.direction_count() as u8)
                .any(|d| mask & 1 << d != 0 && geometry.step(cell as Cell, d) == NO_CELL)
        };
        for cell in 0..geometry.cell_count() {
            let (on_rim, bit) = (lacks(cell, dirs), 1u64 << (cell % 64));
            if on_rim {
                rim[cell / 64] |= bit;
            } else if !lacks(cell, geometry.neighbours) {
                inner[cell / 64] |= bit;
            }
        }
        let around = Adjacency::new(geometry, geometry.neighbours);
        Rings { adjacent: Adjacency::new(geometry, dirs), around, rim, inner }
    }
}

/// A grid's shifts and each cell's neighbours (`bits`, `words` a cell) as 128-bit masks, when
/// its board has at most two words and each neighbour is fewer than 64 cells away.
fn narrow(shifts: Option<&[Shift]>, bits: &[u64], words: usize) -> Option<Box<Narrow>> {
    let shifts = shifts.filter(|_| words <= 2)?;
    let near = bits.chunks_exact(words.max(1)).map(joined).collect();
    let along = |up: bool| -> Option<Box<[NarrowShift]>> {
        let by = |shift: &Shift| u32::try_from(shift.by.unsigned_abs()).ok().filter(|&by| by < 64);
        let shifts = shifts.iter().filter(|shift| (shift.by >= 0) == up);
        shifts.map(|shift| Some(NarrowShift { from: joined(&shift.from), by: by(shift)? })).collect()
    };
    Some(Box::new(Narrow { up: along(true)?, down: along(false)?, near }))
}

/// A set of at most two words as one 128-bit number (bit `c` for cell `c`; higher words are
/// not read): how a `Narrow` grid's sets are held, here and in the engine's fills.
#[inline(always)]
pub fn joined(words: &[u64]) -> u128 {
    let high = if words.len() > 1 { words[1] } else { 0 };
    u128::from(words.first().copied().unwrap_or(0)) | u128::from(high) << 64
}

/// Direction `d` as a shift, when it moves every cell that has a neighbour that way by the
/// same number of cells.
pub(crate) fn uniform_shift(geometry: &Geometry, d: u8, words: usize) -> Option<Shift> {
    let mut by = None;
    let mut from = vec![0u64; words];
    for cell in 0..geometry.cell_count() {
        let next = geometry.step(cell as Cell, d);
        if next == NO_CELL {
            continue;
        }
        let offset = next as isize - cell as isize;
        if *by.get_or_insert(offset) != offset {
            return None;
        }
        from[cell / 64] |= 1 << (cell % 64);
    }
    Some(Shift { by: by.unwrap_or(0), from })
}

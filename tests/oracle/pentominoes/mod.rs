//! An independent referee for Golomb's pentomino game: two players take turns placing one of the
//! twelve pentominoes, shared by both and each used once, in any rotation or reflection, on
//! empty squares of an 8×8 board; the player who cannot place loses. Written from the rules
//! alone, to hold yon's engine to it once shaped pieces are written.
#![allow(dead_code)]

use std::collections::BTreeSet;

/// The twelve free pentominoes by their usual letters, each as five (file, rank) cells.
pub const SHAPES: [(char, [(i8, i8); 5]); 12] = [
    ('F', [(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)]),
    ('I', [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]),
    ('L', [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)]),
    ('N', [(1, 0), (1, 1), (0, 2), (1, 2), (0, 3)]),
    ('P', [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]),
    ('T', [(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)]),
    ('U', [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)]),
    ('V', [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]),
    ('W', [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)]),
    ('X', [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)]),
    ('Y', [(1, 0), (0, 1), (1, 1), (1, 2), (1, 3)]),
    ('Z', [(0, 0), (1, 0), (1, 1), (1, 2), (2, 2)]),
];

/// A shape's distinct orientations (rotations and reflections), each moved to touch the
/// origin, as sorted cell lists.
pub fn orientations(cells: &[(i8, i8); 5]) -> Vec<Vec<(i8, i8)>> {
    let mut found = BTreeSet::new();
    for reflect in [false, true] {
        let mut shape: Vec<(i8, i8)> =
            cells.iter().map(|&(f, r)| if reflect { (-f, r) } else { (f, r) }).collect();
        for _ in 0..4 {
            shape = shape.iter().map(|&(f, r)| (-r, f)).collect();
            let (min_f, min_r) =
                (shape.iter().map(|c| c.0).min().unwrap_or(0), shape.iter().map(|c| c.1).min().unwrap_or(0));
            let mut normal: Vec<(i8, i8)> = shape.iter().map(|&(f, r)| (f - min_f, r - min_r)).collect();
            normal.sort_unstable();
            found.insert(normal);
        }
    }
    found.into_iter().collect()
}

/// Every placement of each shape on an empty 8×8 board, as (shape index, squares as bits).
pub fn placements() -> Vec<(usize, u64)> {
    let mut out = Vec::new();
    for (index, (_, cells)) in SHAPES.iter().enumerate() {
        for shape in orientations(cells) {
            for rank in 0..8i8 {
                for file in 0..8i8 {
                    let squares: Option<u64> = shape.iter().try_fold(0u64, |bits, &(f, r)| {
                        let (f, r) = (file + f, rank + r);
                        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| bits | 1 << (r * 8 + f))
                    });
                    if let Some(squares) = squares {
                        out.push((index, squares));
                    }
                }
            }
        }
    }
    out
}

/// A position: the squares covered and the shapes used (a bit per shape).
#[derive(Clone, Copy, Debug, Default)]
pub struct Game {
    pub covered: u64,
    pub used: u16,
}

impl Game {
    /// The placements the player to move may make.
    pub fn moves<'a>(&self, all: &'a [(usize, u64)]) -> impl Iterator<Item = &'a (usize, u64)> + 'a {
        let (covered, used) = (self.covered, self.used);
        all.iter().filter(move |&&(shape, squares)| used & 1 << shape == 0 && covered & squares == 0)
    }

    pub fn after(&self, (shape, squares): (usize, u64)) -> Game {
        Game { covered: self.covered | squares, used: self.used | 1 << shape }
    }

    pub fn perft(&self, all: &[(usize, u64)], depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.moves(all).count() as u64,
            _ => self.moves(all).map(|&m| self.after(m).perft(all, depth - 1)).sum(),
        }
    }
}

#[cfg(test)]
mod tests;

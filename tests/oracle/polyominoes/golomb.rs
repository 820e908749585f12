//! Golomb's pentomino game: two players take turns placing one of the twelve pentominoes,
//! shared by both and each used once, in any rotation or reflection, on empty squares of an
//! 8×8 board; the player who cannot place loses.

use super::{SHAPES, orientations};

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

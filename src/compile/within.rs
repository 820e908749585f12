//! Within: the cells at a graph distance from a cell — `within N of SET`, `at distance N from
//! SET` and `leap within N` — found once, when the game is compiled, by a walk out from every
//! cell along the board's neighbours, and kept as a bit set per cell: the hot loop reads a
//! table and never walks.

use super::geometry::{Cell, Geometry, NO_CELL};
use super::rules::DirMask;

/// How far a reach goes: at most `steps` steps, or with `exactly`, exactly that many (the
/// fewest it takes), along the directions of `dirs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    pub steps: u32,
    pub exactly: bool,
    pub dirs: DirMask,
}

/// For every cell, the cells a reach takes from it and the cells that reach it, as bit sets
/// of the board. A cell reaches itself (at distance 0) only when the reach is `within`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Within {
    /// 64-bit words per bit set.
    pub words: usize,
    /// `from[cell * words..]`: the cells reached from `cell`.
    from: Vec<u64>,
    /// `to[cell * words..]`: the cells from which `cell` is reached.
    to: Vec<u64>,
}

impl Within {
    pub fn new(geometry: &Geometry, reach: Reach) -> Within {
        let cells = geometry.cell_count();
        let words = cells.div_ceil(64);
        let (mut from, mut to) = (vec![0u64; cells * words], vec![0u64; cells * words]);
        for start in 0..cells as Cell {
            for (cell, distance) in
                distances(geometry, start, reach.dirs, reach.steps).into_iter().enumerate()
            {
                let reached = if reach.exactly { distance == reach.steps } else { distance <= reach.steps };
                if reached {
                    from[start as usize * words + cell / 64] |= 1 << (cell % 64);
                    to[cell * words + start as usize / 64] |= 1 << (start % 64);
                }
            }
        }
        Within { words, from, to }
    }

    /// The cells reached from `cell`.
    #[inline]
    pub fn from(&self, cell: usize) -> &[u64] {
        &self.from[cell * self.words..(cell + 1) * self.words]
    }

    /// The cells from which `cell` is reached.
    #[inline]
    pub fn to(&self, cell: usize) -> &[u64] {
        &self.to[cell * self.words..(cell + 1) * self.words]
    }
}

/// The fewest steps along `dirs` from `start` to every cell, walked no further than `most`;
/// `u32::MAX` for a cell not reached so soon.
pub fn distances(geometry: &Geometry, start: Cell, dirs: DirMask, most: u32) -> Vec<u32> {
    let mut distance = vec![u32::MAX; geometry.cell_count()];
    distance[start as usize] = 0;
    let mut ring = vec![start];
    for steps in 1..=most {
        let mut next = Vec::new();
        for &cell in &ring {
            for d in (0..geometry.direction_count() as u8).filter(|d| dirs & 1 << d != 0) {
                let to = geometry.step(cell, d);
                if to != NO_CELL && distance[to as usize] == u32::MAX {
                    distance[to as usize] = steps;
                    next.push(to);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        ring = next;
    }
    distance
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(size: u32) -> Geometry {
        Geometry::build(crate::compile::geometry::Grid::Square { width: size, height: size })
            .expect("a board")
    }

    fn count(bits: &[u64]) -> u32 {
        bits.iter().map(|w| w.count_ones()).sum()
    }

    /// On a square board every direction makes the king's distance, the orthogonal ones the
    /// taxicab distance: rings of 8k and 4k cells round a middle cell.
    #[test]
    fn rings_round_a_middle_cell_have_the_sizes_of_their_distances() {
        let board = square(9);
        let middle = board.cell("e5").expect("a cell") as usize;
        let orthogonal = board.group("orthogonal").expect("a group");
        for k in 1..=4 {
            let king = Within::new(&board, Reach { steps: k, exactly: true, dirs: DirMask::MAX });
            let taxi = Within::new(&board, Reach { steps: k, exactly: true, dirs: orthogonal });
            assert_eq!(count(king.from(middle)), 8 * k);
            assert_eq!(count(taxi.from(middle)), 4 * k);
        }
        let ball = Within::new(&board, Reach { steps: 2, exactly: false, dirs: DirMask::MAX });
        assert_eq!(count(ball.from(middle)), 25, "the 5 x 5 square, the middle cell in it");
        let corner = board.cell("a1").expect("a cell") as usize;
        assert_eq!(count(ball.from(corner)), 9);
    }

    /// Along one direction a reach is not the same both ways round: `to` is `from` turned round.
    #[test]
    fn a_reach_along_one_direction_is_told_from_both_ends() {
        let board = square(4);
        let north = 1 << board.direction("n").expect("a direction");
        let two = Within::new(&board, Reach { steps: 2, exactly: true, dirs: north });
        let (a1, a3) = (board.cell("a1").expect("a cell") as usize, board.cell("a3").expect("a cell"));
        assert_eq!(two.from(a1), &[1 << a3]);
        assert_eq!(two.to(a3 as usize), &[1 << a1]);
        assert_eq!(count(two.to(a1)), 0);
    }
}

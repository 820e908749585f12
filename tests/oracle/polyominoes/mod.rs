//! Independent referees for games of polyominoes: Golomb's pentomino game (`golomb.rs`) and
//! Blokus Duo (`blokus_duo.rs`), on shapes and orientations worked out here. Written from the
//! rules alone, to hold yon's engine to them once shaped pieces are written.
#![allow(dead_code)]

pub mod blokus_duo;
pub mod golomb;

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
pub fn orientations(cells: &[(i8, i8)]) -> Vec<Vec<(i8, i8)>> {
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

#[cfg(test)]
mod tests;

//! Directions: the names of a board's directions, which of them go to neighbouring cells, their
//! groups (`any`, `orthogonal`, `diagonal`, `line`, `ring`), their opposites, and the
//! directions relative to a facing (`forward`, `left`…) as each shape turns them.

use super::geometry::{Geometry, STRIDE, Shape};
use super::rules::DirMask;

/// A square board's directions, clockwise from `n`.
pub(super) const SQUARE_DIRECTIONS: [(&str, i32, i32); 8] = [
    ("n", 0, 1),
    ("ne", 1, 1),
    ("e", 1, 0),
    ("se", 1, -1),
    ("s", 0, -1),
    ("sw", -1, -1),
    ("w", -1, 0),
    ("nw", -1, 1),
];
/// A hex board's six neighbours, then its six diagonals: the cell two steps away between two
/// neighbours (`ene` lies between `e` and `ne`), which it shares with the start. A diagonal's
/// index is 6 more than the neighbour on its right, so each half turns by adding.
pub(super) const HEX_DIRECTIONS: [(&str, i32, i32); 12] = [
    ("e", 1, 0),
    ("ne", 0, 1),
    ("nw", -1, 1),
    ("w", -1, 0),
    ("sw", 0, -1),
    ("se", 1, -1),
    ("ene", 1, 1),
    ("n", -1, 2),
    ("wnw", -2, 1),
    ("wsw", -1, -1),
    ("s", 1, -2),
    ("ese", 2, -1),
];
/// How many of `HEX_DIRECTIONS` go to a neighbouring cell.
pub(super) const HEX_NEIGHBOURS: usize = 6;
/// A hex board's directions anticlockwise from `e`, 30° apart: neighbours and diagonals in turn.
const HEX_TURNS: [u8; 12] = [0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11];

/// The relative directions of a shape, in the order its directions turn: square boards clockwise
/// from `forward` by 45°, hex boards anticlockwise by 30°; graph boards only go `forward` along
/// the facing or `back`.
pub fn relative_directions(shape: Shape) -> &'static [&'static str] {
    match shape {
        Shape::Square => {
            &["forward", "forward-right", "right", "back-right", "back", "back-left", "left", "forward-left"]
        }
        Shape::Hex => &[
            "forward",
            "forward-forward-left",
            "forward-left",
            "left",
            "back-left",
            "back-back-left",
            "back",
            "back-back-right",
            "back-right",
            "right",
            "forward-right",
            "forward-forward-right",
        ],
        Shape::Graph => &["forward", "back"],
    }
}

/// Every direction name a board of some shape has (absolute, groups, relative), each once.
pub fn direction_names() -> Vec<&'static str> {
    let shapes = [Shape::Square, Shape::Hex, Shape::Graph];
    let absolute = SQUARE_DIRECTIONS.iter().chain(&HEX_DIRECTIONS).map(|(name, _, _)| *name);
    let named =
        shapes.into_iter().flat_map(|shape| direction_groups(shape).iter().chain(relative_directions(shape)));
    let mut names: Vec<&str> = absolute.chain(named.copied()).collect();
    let mut seen = std::collections::HashSet::new();
    names.retain(|name| seen.insert(*name));
    names
}

/// The names of direction groups, per shape, as the language spells them.
pub fn direction_groups(shape: Shape) -> &'static [&'static str] {
    match shape {
        Shape::Square | Shape::Hex => &["any", "orthogonal", "diagonal"],
        Shape::Graph => &["any", "line", "ring"],
    }
}

impl Geometry {
    /// A direction group of the board's shape as a mask: `any` (the neighbours); `orthogonal`
    /// and `diagonal` on squares (`n e s w`, `ne se sw nw`) and hexes (the six neighbours, the
    /// six diagonals); `line` (along lines) and `ring` (round rings) on graph boards.
    pub fn group(&self, name: &str) -> Option<DirMask> {
        if !direction_groups(self.shape).contains(&name) {
            return None;
        }
        let n = self.directions.len();
        let (axes, line) = ((n / 2).max(1), self.line_axes as usize);
        let keep = |d: usize| {
            let direction = self.directions[d].as_str();
            match (name, self.shape) {
                ("orthogonal", Shape::Square) => ["n", "e", "s", "w"].contains(&direction),
                ("diagonal", Shape::Square) => ["ne", "se", "sw", "nw"].contains(&direction),
                ("orthogonal", _) | ("any", _) => self.neighbours & 1 << d != 0,
                ("diagonal", _) => self.neighbours & 1 << d == 0,
                ("line", _) => d % axes < line,
                ("ring", _) => d % axes >= line,
                _ => true,
            }
        };
        Some((0..n).filter(|&d| keep(d)).fold(0, |m, d| m | 1 << d))
    }

    pub fn direction(&self, name: &str) -> Option<u8> {
        self.directions.iter().position(|d| *d == name).map(|d| d as u8)
    }

    /// A direction named relative to a facing (`forward`, `left`, `back-right`…), as the
    /// absolute direction it is for a piece facing `facing`. Squares list their directions
    /// clockwise from `n`, so turning is adding; hexes turn 30° at a time through `HEX_TURNS`,
    /// so a piece facing a neighbour has its diagonals at `left`, `right` and between; on a
    /// graph board `forward` is the facing and `back` its opposite.
    pub fn relative(&self, facing: u8, name: &str) -> Option<u8> {
        let turns = relative_directions(self.shape).iter().position(|&r| r == name)?;
        match self.shape {
            Shape::Square => Some(((facing as usize + turns) % self.directions.len()) as u8),
            Shape::Hex => {
                let at = HEX_TURNS.iter().position(|&d| d == facing)?;
                Some(HEX_TURNS[(at + turns) % HEX_TURNS.len()])
            }
            Shape::Graph => Some(if turns == 0 { facing } else { self.opposite(facing) }),
        }
    }

    /// The direction opposite `direction`: a table read, as the walks along lines (run after
    /// every placement in many games) ask it often.
    #[inline]
    pub fn opposite(&self, direction: u8) -> u8 {
        self.opposites[direction as usize % STRIDE]
    }
}

/// The opposites of directions listed in blocks of these sizes, each block round the compass
/// (or, on a graph board, each axis's way and then each back): half a block on.
pub(super) fn opposites(blocks: &[usize]) -> [u8; STRIDE] {
    let mut opposites = [0u8; STRIDE];
    let mut start = 0;
    for &n in blocks {
        for i in 0..n {
            opposites[start + i] = (start + (i + n / 2) % n) as u8;
        }
        start += n;
    }
    opposites
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile::geometry::Grid;

    fn hexagon() -> Geometry {
        Geometry::build(Grid::HexHexagon { radius: 2 }).expect("valid board")
    }

    fn names(g: &Geometry, cell: &str, dirs: &[&str]) -> Vec<String> {
        let cell = g.cell(cell).expect("a cell");
        dirs.iter()
            .map(|d| g.names[g.step(cell, g.direction(d).expect("a direction")) as usize].clone())
            .collect()
    }

    #[test]
    fn a_hex_diagonal_is_the_cell_between_two_neighbours() {
        let g = hexagon();
        let around = ["ene", "n", "wnw", "wsw", "s", "ese"];
        assert_eq!(names(&g, "c3", &around), ["d4", "b5", "a4", "b2", "d1", "e2"]);
        // Each shares exactly two neighbours with the start: the two it lies between.
        let near = |c: &str| {
            let cell = g.cell(c).expect("a cell");
            (0..6)
                .map(|d| g.step(cell, d))
                .filter(|&n| n != crate::compile::geometry::NO_CELL)
                .collect::<Vec<_>>()
        };
        for target in names(&g, "c3", &around) {
            let shared = near("c3").into_iter().filter(|n| near(&target).contains(n)).count();
            assert_eq!(shared, 2, "c3 and {target}");
        }
        for (a, b) in [("ene", "wsw"), ("n", "s"), ("wnw", "ese"), ("e", "w")] {
            assert_eq!(g.opposite(g.direction(a).expect("a")), g.direction(b).expect("b"));
        }
    }

    #[test]
    fn hex_groups_keep_any_to_the_neighbours() {
        let g = hexagon();
        assert_eq!(g.group("any"), Some(0b11_1111));
        assert_eq!(g.group("orthogonal"), Some(0b11_1111));
        assert_eq!(g.group("diagonal"), Some(0b1111_1100_0000));
        assert_eq!(g.neighbours, 0b11_1111);
        // Lines, windows and groups follow neighbours only.
        assert_eq!(g.axes().count(), 3);
    }

    #[test]
    fn hex_relative_directions_turn_thirty_degrees_at_a_time() {
        let g = hexagon();
        let turn = |facing: &str, name: &str| {
            let d = g.relative(g.direction(facing).expect("facing"), name).expect("relative");
            g.directions[d as usize].clone()
        };
        let names = ["forward", "forward-left", "back-left", "back", "back-right", "forward-right"];
        let from_e: Vec<String> = names.iter().map(|n| turn("e", n)).collect();
        assert_eq!(from_e, ["e", "ne", "nw", "w", "sw", "se"]);
        assert_eq!(turn("e", "left"), "n");
        assert_eq!(turn("e", "right"), "s");
        assert_eq!(turn("e", "forward-forward-left"), "ene");
        assert_eq!(turn("e", "back-back-right"), "wsw");
        assert_eq!(turn("nw", "forward-forward-right"), "n");
        // Facing a diagonal, forward is that diagonal and the neighbours lie at odd turns.
        assert_eq!(turn("n", "forward"), "n");
        assert_eq!(turn("n", "left"), "w");
        assert_eq!(turn("n", "forward-left"), "wnw");
    }
}

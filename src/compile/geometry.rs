//! Geometry: the board as a petgraph graph of cells and labelled directions, and the flat
//! tables derived from it once (neighbours, line axes, maximal lines) for the hot loop.

use super::directions::{HEX_DIRECTIONS, HEX_NEIGHBOURS, SQUARE_DIRECTIONS, opposites};
use super::rules::DirMask;
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::HashMap;

/// A cell's index in every flat per-cell table.
pub type Cell = u16;
/// The "no cell" sentinel in neighbour tables.
pub const NO_CELL: Cell = Cell::MAX;
/// The most cells a board may have (cells are `u16`, and `NO_CELL` is reserved).
pub const MAX_CELLS: usize = 4096;
/// Slots per cell in the neighbour table: square boards have eight directions, hex boards
/// twelve (six neighbours and six diagonals) and graph boards at most sixteen; a power of two
/// makes the lookup a shift.
pub(crate) const STRIDE: usize = 16;

/// The shape a board was declared with; drawing and notation depend on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Square,
    Hex,
    /// Named spots joined by listed lines and rings (`board graph`).
    Graph,
}

/// The compiled board: names, coordinates, directions and precomputed neighbours.
#[derive(Clone, Debug)]
pub struct Geometry {
    pub shape: Shape,
    /// Columns and rows of the coordinate grid the cells sit on.
    pub width: u32,
    pub height: u32,
    /// Name of each cell (`a1`).
    pub names: Vec<String>,
    /// (file, rank) of each cell, 0-based; for hex boards (q, r).
    pub coords: Vec<(u32, u32)>,
    /// Where each cell is drawn, in cell widths, x to the right and y up: (file, rank) on
    /// square boards, hexagon centres on hex boards. Drawings derive from these alone.
    pub points: Vec<(f32, f32)>,
    /// Direction names in order: first the directions to neighbouring cells, then (hex boards)
    /// the diagonals.
    pub directions: Vec<String>,
    /// The directions to neighbouring cells: the group `any`, and what joins groups and
    /// regions when no direction is named. Every direction but a hex board's diagonals.
    pub neighbours: DirMask,
    /// `opposites[d]`: the direction opposite `d`.
    pub(crate) opposites: [u8; STRIDE],
    /// The axes `0..line_axes` are straight lines of neighbours (all of a square board's, a
    /// hex board's but its diagonals; a graph board's rings come after).
    pub line_axes: u8,
    /// `next[cell * 8 + d]`: the neighbour in direction `d`, or `NO_CELL`.
    pub next: Vec<Cell>,
    /// Every maximal straight line of two or more cells, one list per line, in walking order.
    pub lines: Vec<Vec<Cell>>,
    /// `adjacent[cell * words ..][..words]`: the cell's neighbours as a bit set.
    pub adjacent: Vec<u64>,
    /// The board as a graph: one node per cell, one edge per (cell, direction) neighbour.
    pub graph: DiGraph<Cell, u8>,
    pub(crate) by_name: HashMap<String, Cell>,
}

/// A grid board as the checker hands it over: its shape and size in plain numbers. (Graph
/// boards are built from their spots and links: `Geometry::graph`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grid {
    /// Square cells, 8 directions; `a1` bottom-left.
    Square { width: u32, height: u32 },
    /// A rhombus of hexagons in axial coordinates, 6 directions.
    HexRhombus { width: u32, height: u32 },
    /// A hexagon of hexagons of this radius.
    HexHexagon { radius: u32 },
}

/// Why a board declaration cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    Empty,
    TooLarge(usize),
}

impl Geometry {
    /// Builds the graph of a declared board, then the flat tables from the graph.
    pub fn build(grid: Grid) -> Result<Geometry, BoardError> {
        // A hexagon of radius r is the rhombus of side 2r+1 cut to r <= q+r <= 3r.
        let (shape, width, height, cut) = match grid {
            Grid::Square { width, height } => (Shape::Square, width, height, None),
            Grid::HexRhombus { width, height } => (Shape::Hex, width, height, None),
            Grid::HexHexagon { radius } => {
                let r = radius.min(1_000_000);
                (Shape::Hex, 2 * r + 1, 2 * r + 1, Some(r))
            }
        };
        let keep = |q: u32, s: u32| cut.is_none_or(|r| q + s >= r && q + s <= 3 * r);
        // The cells kept, not the rhombus a hexagon is cut from.
        let size = match cut {
            Some(r) => 3 * (r as usize) * (r as usize + 1) + 1,
            None => (width as usize).saturating_mul(height as usize),
        };
        if size == 0 {
            return Err(BoardError::Empty);
        }
        if size > MAX_CELLS {
            return Err(BoardError::TooLarge(size));
        }
        let coords: Vec<(u32, u32)> =
            (0..height).flat_map(|y| (0..width).map(move |x| (x, y))).filter(|&(x, y)| keep(x, y)).collect();
        let (steps, near): (&[(&'static str, i32, i32)], usize) = match shape {
            Shape::Square => (&SQUARE_DIRECTIONS, SQUARE_DIRECTIONS.len()),
            _ => (&HEX_DIRECTIONS, HEX_NEIGHBOURS),
        };
        let next = grid_next(&coords, steps);
        let graph = graph_of(&next, coords.len(), near);
        let names: Vec<String> = coords.iter().map(|&(x, y)| cell_name(x, y)).collect();
        let points = coords.iter().map(|&(x, y)| grid_point(shape, x, y)).collect();
        let by_name = names.iter().enumerate().map(|(i, n)| (n.clone(), i as Cell)).collect();
        let directions: Vec<String> = steps.iter().map(|s| s.0.to_string()).collect();
        let neighbours = (1 << near) - 1;
        let adjacent = adjacency(&next, names.len(), neighbours);
        // Each half (neighbours, diagonals) runs round the compass: its opposite is half way on.
        let opposites = opposites(&[near, steps.len() - near]);
        let mut geometry = Geometry {
            shape,
            width,
            height,
            names,
            coords,
            points,
            directions,
            neighbours,
            opposites,
            line_axes: (near / 2) as u8,
            next,
            lines: Vec::new(),
            adjacent,
            graph,
            by_name,
        };
        geometry.lines = geometry.maximal_lines();
        Ok(geometry)
    }

    pub fn cell_count(&self) -> usize {
        self.names.len()
    }

    pub fn direction_count(&self) -> usize {
        self.directions.len()
    }

    pub fn cell(&self, name: &str) -> Option<Cell> {
        self.by_name.get(name).copied()
    }

    /// The neighbour of `cell` in `direction`, or `NO_CELL`.
    #[inline]
    pub fn step(&self, cell: Cell, direction: u8) -> Cell {
        self.next[(cell as usize) * STRIDE + direction as usize]
    }

    /// The axes of straight lines: the first direction of each opposite pair (rings excluded).
    pub fn axes(&self) -> impl Iterator<Item = u8> + '_ {
        0..self.line_axes
    }

    pub(crate) fn maximal_lines(&self) -> Vec<Vec<Cell>> {
        let mut lines = Vec::new();
        for axis in self.axes() {
            let back = self.opposite(axis);
            for start in 0..self.cell_count() as Cell {
                if self.step(start, back) != NO_CELL {
                    continue;
                }
                let mut line = vec![start];
                let mut cell = self.step(start, axis);
                while cell != NO_CELL {
                    line.push(cell);
                    cell = self.step(cell, axis);
                }
                if line.len() >= 2 {
                    lines.push(line);
                }
            }
        }
        lines
    }
}

/// The drawing position of a grid cell: hex ranks shift half a cell right per rank and sit
/// √3/2 apart, so neighbours are one unit from each other.
fn grid_point(shape: Shape, x: u32, y: u32) -> (f32, f32) {
    match shape {
        Shape::Square => (x as f32, y as f32),
        Shape::Hex | Shape::Graph => (x as f32 + y as f32 / 2.0, y as f32 * 3f32.sqrt() / 2.0),
    }
}

/// `a1` for (0, 0); files past `z` continue `aa`, `ab`…
fn cell_name(file: u32, rank: u32) -> String {
    format!("{}{}", file_letters(file), rank + 1)
}

/// The letters of a file, from 0: `a`…`z`, then `aa`, `ab`…
pub fn file_letters(file: u32) -> String {
    let mut letters = String::new();
    let mut n = file + 1;
    while n > 0 {
        n -= 1;
        letters.insert(0, (b'a' + (n % 26) as u8) as char);
        n /= 26;
    }
    letters
}

/// The neighbour table of a grid: each cell's cell in each direction, from the coordinates.
fn grid_next(coords: &[(u32, u32)], steps: &[(&str, i32, i32)]) -> Vec<Cell> {
    let index: HashMap<(i64, i64), Cell> =
        coords.iter().enumerate().map(|(i, &(x, y))| ((x as i64, y as i64), i as Cell)).collect();
    let mut next = vec![NO_CELL; coords.len() * STRIDE];
    for (i, &(x, y)) in coords.iter().enumerate() {
        for (d, &(_, dx, dy)) in steps.iter().enumerate() {
            if let Some(&to) = index.get(&(x as i64 + dx as i64, y as i64 + dy as i64)) {
                next[i * STRIDE + d] = to;
            }
        }
    }
    next
}

/// The board as a graph: a node per cell and an edge per neighbour along the first `near`
/// directions (a hex board's diagonals join no neighbours).
pub(crate) fn graph_of(next: &[Cell], cells: usize, near: usize) -> DiGraph<Cell, u8> {
    let mut graph = DiGraph::with_capacity(cells, cells * near);
    (0..cells).for_each(|c| {
        graph.add_node(c as Cell);
    });
    for cell in 0..cells {
        for (d, &to) in next[cell * STRIDE..cell * STRIDE + near].iter().enumerate() {
            if to != NO_CELL {
                graph.add_edge(NodeIndex::new(cell), NodeIndex::new(to as usize), d as u8);
            }
        }
    }
    graph
}

/// Each cell's neighbours along the directions of `dirs` as a bit set, `cells.div_ceil(64)`
/// words per cell.
pub(crate) fn adjacency(next: &[Cell], cells: usize, dirs: DirMask) -> Vec<u64> {
    let words = cells.div_ceil(64);
    let mut adjacent = vec![0u64; cells * words];
    for cell in 0..cells {
        let along =
            next[cell * STRIDE..(cell + 1) * STRIDE].iter().enumerate().filter(|(d, _)| dirs & 1 << d != 0);
        for (_, &n) in along {
            if n != NO_CELL {
                adjacent[cell * words + n as usize / 64] |= 1 << (n % 64);
            }
        }
    }
    adjacent
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn square_neighbours_follow_algebraic_coordinates() {
        let g = Geometry::build(Grid::Square { width: 5, height: 5 }).expect("valid board");
        let c3 = g.cell("c3").expect("c3 exists");
        let north = g.direction("n").expect("n");
        assert_eq!(g.names[g.step(c3, north) as usize], "c4");
        assert_eq!(g.step(g.cell("a1").expect("a1"), g.direction("sw").expect("sw")), NO_CELL);
        // 5 ranks + 5 files + 2 * 7 diagonals of length >= 2
        assert_eq!(g.lines.len(), 5 + 5 + 7 + 7);
    }

    #[test]
    fn hexagon_of_radius_two_has_nineteen_cells_and_fifteen_lines() {
        let g = Geometry::build(Grid::HexHexagon { radius: 2 }).expect("valid board");
        assert_eq!(g.cell_count(), 19);
        assert_eq!(g.lines.len(), 15);
        // 42 undirected neighbour pairs, each an edge both ways.
        assert_eq!(g.graph.edge_count(), 84);
        // Drawn neighbours are one unit apart, so hexes are drawn as hexes.
        for edge in g.graph.raw_edges() {
            let (a, b) = (g.points[edge.source().index()], g.points[edge.target().index()]);
            assert!(((a.0 - b.0).hypot(a.1 - b.1) - 1.0).abs() < 1e-5);
        }
    }

    #[test]
    fn file_names_go_past_z() {
        assert_eq!(cell_name(0, 0), "a1");
        assert_eq!(cell_name(12, 12), "m13");
        assert_eq!(cell_name(26, 0), "aa1");
    }
}

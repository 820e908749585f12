//! Shape: the cells a piece of a kind covers (`shape KIND: CELLS`), turned and mirrored as the
//! board allows, and every placement of each shape on the board, worked out once when the game
//! is compiled so that placing one is a walk down a list of bit sets.

use std::collections::{BTreeSet, HashMap};

use super::geometry::{Cell, Geometry, Shape as Board};
use super::rules::KindId;

/// The most cells one shape may cover.
pub const MAX_CELLS: usize = 64;
/// The most placements of all shapes on one board, so that a game's tables stay small.
pub const MAX_PLACEMENTS: usize = 1 << 20;
/// What `index` holds where a turn and an anchor make no placement.
const NONE: u32 = u32::MAX;

/// One shape on the board: turned (`turn`), its anchor on `anchor`, covering `cells`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub turn: u8,
    pub anchor: Cell,
    pub cells: Box<[Cell]>,
}

/// Every shaped kind's placements.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shapes {
    /// A bit per kind that has a shape.
    pub kinds: u64,
    /// Per kind (none for a kind without a shape): every placement, by turn, then anchor.
    pub placements: Vec<Vec<Placement>>,
    /// Per kind: every placement's cells as a bit set of the board's words, one after another
    /// in the order of `placements`, so that listing them reads one flat array.
    pub bits: Vec<Vec<u64>>,
    /// Per kind: `index[turn * cells + anchor]`, the placement there, or `NONE`.
    index: Vec<Vec<u32>>,
    cells: usize,
}

/// How many ways a board turns a shape: rotations, then the same mirrored.
pub fn turns(board: Board) -> u8 {
    match board {
        Board::Square => 8,
        Board::Hex => 12,
        Board::Graph => 1,
    }
}

/// `(x, y)` turned: mirrored left to right first when `turn` is in the second half, then
/// rotated anticlockwise by `turn` quarter turns (square) or sixth turns (hex, axial
/// coordinates, `e` = (1, 0) and `ne` = (0, 1)).
fn turned(board: Board, turn: u8, (x, y): (i32, i32)) -> (i32, i32) {
    let rotations = turns(board) / 2;
    let mut at = match (turn >= rotations, board) {
        (false, _) => (x, y),
        (true, Board::Hex) => (x + y, -y),
        (true, _) => (-x, y),
    };
    for _ in 0..turn % rotations.max(1) {
        at = match board {
            Board::Hex => (-at.1, at.0 + at.1),
            _ => (-at.1, at.0),
        };
    }
    at
}

/// The turns of `offsets` (each cell less the anchor) that give footprints of their own, each
/// with its offsets turned: the first turn of each footprint names it.
pub fn distinct_turns(board: Board, offsets: &[(i32, i32)]) -> Vec<(u8, Vec<(i32, i32)>)> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for turn in 0..turns(board) {
        let cells: Vec<(i32, i32)> = offsets.iter().map(|&o| turned(board, turn, o)).collect();
        let low = cells.iter().copied().min().unwrap_or_default();
        let mut footprint: Vec<(i32, i32)> = cells.iter().map(|&(x, y)| (x - low.0, y - low.1)).collect();
        footprint.sort_unstable();
        if seen.insert(footprint) {
            out.push((turn, cells));
        }
    }
    out
}

impl Shapes {
    /// The placements of each kind's shape (its cells, the anchor first) on the board.
    pub fn new(geometry: &Geometry, shapes: &[(KindId, Vec<Cell>)], kinds: usize) -> Shapes {
        let (cells, words) = (geometry.cell_count(), geometry.cell_count().div_ceil(64));
        let mut out = Shapes {
            kinds: 0,
            placements: vec![Vec::new(); kinds],
            bits: vec![Vec::new(); kinds],
            index: vec![Vec::new(); kinds],
            cells,
        };
        if shapes.is_empty() {
            return out;
        }
        let at: HashMap<(i32, i32), Cell> =
            (0..cells).map(|c| (coords(geometry, c as Cell), c as Cell)).collect();
        for (kind, shape) in shapes {
            let Some(&anchor) = shape.first() else { continue };
            let origin = coords(geometry, anchor);
            let offsets: Vec<(i32, i32)> = shape
                .iter()
                .map(|&c| coords(geometry, c))
                .map(|(x, y)| (x - origin.0, y - origin.1))
                .collect();
            let k = *kind as usize;
            out.kinds |= 1 << kind;
            out.index[k] = vec![NONE; turns(geometry.shape) as usize * cells];
            for (turn, offsets) in distinct_turns(geometry.shape, &offsets) {
                for anchor in 0..cells as Cell {
                    let (x, y) = coords(geometry, anchor);
                    let covered: Option<Vec<Cell>> =
                        offsets.iter().map(|&(dx, dy)| at.get(&(x + dx, y + dy)).copied()).collect();
                    let Some(covered) = covered else { continue };
                    let first = out.bits[k].len();
                    out.bits[k].resize(first + words, 0);
                    covered.iter().for_each(|&c| out.bits[k][first + c as usize / 64] |= 1 << (c % 64));
                    out.index[k][turn as usize * cells + anchor as usize] = out.placements[k].len() as u32;
                    out.placements[k].push(Placement { turn, anchor, cells: covered.into() });
                }
            }
        }
        out
    }

    /// Whether the kind has a shape.
    #[inline]
    pub fn has(&self, kind: KindId) -> bool {
        self.kinds & 1 << kind != 0
    }

    /// The placement of the kind turned so with its anchor on `anchor`, if the board has it.
    pub fn at(&self, kind: KindId, turn: u8, anchor: Cell) -> Option<&Placement> {
        let index = self.index.get(kind as usize)?;
        let i = *index.get(turn as usize * self.cells + anchor as usize)?;
        self.placements[kind as usize].get(i as usize)
    }

    /// How many placements the kinds before this one have: where its own are counted from.
    pub fn first(&self, kind: KindId) -> usize {
        self.placements[..kind as usize].iter().map(Vec::len).sum()
    }

    /// How many placements all shapes have.
    pub fn count(&self) -> usize {
        self.placements.iter().map(Vec::len).sum()
    }
}

fn coords(geometry: &Geometry, cell: Cell) -> (i32, i32) {
    let (x, y) = geometry.coords[cell as usize];
    (x as i32, y as i32)
}

#[cfg(test)]
mod tests;

//! Board: the kernel's board as tables — each cell's neighbour per direction, each ray of each
//! cell as a bit set and which way its cells run (where the board's lines allow it), each
//! direction as a shift of whole sets on a full grid, the windows of a line length.

use super::deals::{JUMP_LANES, Jump, JumpLanes};
use super::{DIRECTIONS, Misfit, STEPS, misfit};
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::DirMask;

/// For each cell, the windows of `length` cells of the lines through it, each with the cells
/// just past its two ends and its axis: a run of at least `length` pieces through the cell
/// fills a window, a run of exactly `length` fills one and neither cell past it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Windows {
    /// `windows[starts[cell]..starts[cell + 1]]`
    pub starts: Vec<u32>,
    pub windows: Vec<Window>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub cells: u64,
    pub past: u64,
    /// The index of its axis among the board's line axes.
    pub axis: u8,
}

impl Windows {
    pub(super) fn new(geometry: &Geometry, length: u32) -> Windows {
        let mut windows = Windows::default();
        let length = length.max(1) as usize;
        for cell in 0..geometry.cell_count() as Cell {
            windows.starts.push(windows.windows.len() as u32);
            for axis in geometry.axes() {
                let line = line_through(geometry, cell, axis);
                let at = line.iter().position(|&c| c == cell).unwrap_or(0);
                let bits = |cells: &mut dyn Iterator<Item = &Cell>| cells.fold(0u64, |m, &c| m | 1 << c);
                for first in at.saturating_sub(length - 1)..=at {
                    let Some(window) = line.get(first..first + length) else { break };
                    let past = [first.checked_sub(1), Some(first + length)];
                    let past = bits(&mut past.iter().flatten().filter_map(|&i| line.get(i)));
                    windows.windows.push(Window { cells: bits(&mut window.iter()), past, axis });
                }
            }
        }
        windows.starts.push(windows.windows.len() as u32);
        windows
    }

    /// The windows through `cell`.
    #[inline(always)]
    pub fn at(&self, cell: Cell) -> &[Window] {
        &self.windows[self.starts[cell as usize] as usize..self.starts[cell as usize + 1] as usize]
    }
}

/// The cells of the line through `cell` along an axis, in order.
fn line_through(geometry: &Geometry, cell: Cell, axis: u8) -> Vec<Cell> {
    let back = geometry.opposite(axis);
    let mut first = cell;
    while geometry.step(first, back) != NO_CELL && geometry.step(first, back) != cell {
        first = geometry.step(first, back);
    }
    let mut line = vec![first];
    while let Some(&last) = line.last() {
        let next = geometry.step(last, axis);
        if next == NO_CELL || next == first || line.len() > geometry.cell_count() {
            break;
        }
        line.push(next);
    }
    line
}

/// A direction as a shift of a bit set: the cells that have a neighbour that way, and how far
/// the neighbour's number is above theirs (`up`) or below (`down`), one of them 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shift {
    pub leaving: u64,
    pub up: u32,
    pub down: u32,
}

impl Shift {
    /// The neighbours, in this direction, of the cells of `set`.
    #[inline(always)]
    pub fn of(self, set: u64) -> u64 {
        // Both shifts, one of them by nothing: no branch on the direction's sign, and no sign
        // to work out in the loops that walk runs a shift at a time.
        ((set & self.leaving) << self.up) >> self.down
    }
}

/// A direction as a whole-set shift for fills that double their reach each round: how many
/// cell numbers apart its neighbours are, whether up (else down) the numbers, the cells that
/// are a neighbour that way of some cell (a shifted set kept to these has lost exactly the cells
/// that wrapped round a row's end, as every neighbour that way is the same distance away), and
/// each round's shift, doubling, as many as reach across its longest ray, then 0 (a round that
/// shifts by 0 adds nothing, so every fill may run the same number of rounds).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fill {
    pub by: u32,
    pub up: bool,
    pub onto: u64,
    pub rounds: [u32; ROUNDS],
}

/// Fills side by side, a lane each, field by field: run together, the CPU shifts four sets at
/// once. A lane left over shifts nothing onto nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FillLanes {
    pub by: [u64; LANES],
    pub onto: [u64; LANES],
    pub rounds: [[u64; LANES]; ROUNDS],
}

pub const LANES: usize = 4;

impl FillLanes {
    pub(super) fn of(fills: &[Fill]) -> Vec<FillLanes> {
        let lanes = |chunk: &[Fill]| {
            let mut lanes = FillLanes::default();
            for (i, fill) in chunk.iter().enumerate() {
                (lanes.by[i], lanes.onto[i]) = (u64::from(fill.by), fill.onto);
                for (round, &by) in fill.rounds.iter().enumerate() {
                    lanes.rounds[round][i] = u64::from(by);
                }
            }
            lanes
        };
        fills.chunks(LANES).map(lanes).collect()
    }
}

/// Rounds that reach across any ray of 64 cells: runs of up to 2^6 - 1 cells after a first one.
pub const ROUNDS: usize = 6;

/// Per direction, the fill against it (along its opposite direction): from a cell, back over
/// the cells whose rays along the direction would reach it. A board without shifts has none.
pub(super) fn fills_back(shifts: &[Shift], opposite: &[u8], rays: &[u64]) -> Option<Vec<Fill>> {
    let fill = |d: usize| {
        let shift = shifts[d];
        let by = shift.up.max(shift.down);
        let onto = (shift.leaving << shift.up) >> shift.down;
        let longest = rays.iter().skip(d).step_by(DIRECTIONS).map(|r| r.count_ones()).max().unwrap_or(0);
        let needed = u32::BITS - longest.saturating_sub(1).leading_zeros();
        let mut rounds = [0; ROUNDS];
        for (round, slot) in rounds.iter_mut().enumerate().take(needed as usize) {
            // Below a ray's span, so below 64 (checked below all the same).
            *slot = by << round;
        }
        Fill { by, up: shift.up > 0, onto, rounds }
    };
    let fills: Vec<Fill> = (0..shifts.len()).map(|d| fill(usize::from(opposite[d]))).collect();
    fills.iter().all(|f| f.rounds.iter().all(|&by| by < 64)).then_some(fills)
}

/// The board's straight lines as bit sets, for what reads whole runs at once (slides, custodial
/// runs, lines): each ray of each cell, which way its cells run, and the direction from a cell
/// to each cell of its rays. Empty on a board that has none of these (`Lines::of`).
#[derive(Clone, Debug)]
pub struct Lines {
    /// `rays[cell * DIRECTIONS + d]`: the cells from `cell` along direction `d`, the cell excluded.
    /// Tables of a fixed size, read through `ray` and `toward` with indices the compiler knows
    /// in bounds: the hot loop reads them for every piece, and pays no bounds check.
    rays: Box<[u64; 64 * DIRECTIONS]>,
    /// A bit per direction whose rays run up the cell numbers (the rest run down).
    pub ascending: u32,
    /// `toward[from * 64 + to]`: the direction from one cell to another on a ray of it.
    toward: Box<[u8; 64 * 64]>,
}

impl Default for Lines {
    fn default() -> Lines {
        Lines { rays: Box::new([0; 64 * DIRECTIONS]), ascending: 0, toward: Box::new([0; 64 * 64]) }
    }
}

impl Lines {
    /// The cells from `from` along direction `d`, `from` excluded.
    #[inline(always)]
    pub fn ray(&self, from: Cell, d: u8) -> u64 {
        self.rays[(from as usize % 64) * DIRECTIONS + d as usize % DIRECTIONS]
    }

    /// Every cell's rays, `DIRECTIONS` slots per cell.
    pub fn rays(&self) -> &[u64] {
        &self.rays[..]
    }

    /// The direction from `from` to `to`, a cell on one of its rays.
    #[inline(always)]
    pub fn toward(&self, from: Cell, to: Cell) -> u8 {
        self.toward[(from as usize % 64) * 64 + to as usize % 64]
    }

    /// The lines of a board whose rays each run one way in cell order, never come back on
    /// themselves and never meet another ray of their cell (so `toward` names one direction);
    /// on any other board, why not. The board has at most 64 cells (`shape` saw to that).
    pub(super) fn of(geometry: &Geometry) -> Result<Lines, Misfit> {
        let directions = near(geometry);
        if directions > DIRECTIONS {
            return misfit("its board has more than 8 directions");
        }
        let mut rays = Box::new([0u64; 64 * DIRECTIONS]);
        let (mut up, mut down) = (0u32, 0u32);
        for cell in 0..geometry.cell_count() as Cell {
            let mut seen = 0u64;
            for d in 0..directions as u8 {
                let (mut previous, mut next) = (cell, geometry.step(cell, d));
                while next != NO_CELL {
                    let slot = &mut rays[cell as usize * DIRECTIONS + d as usize];
                    if *slot & 1 << next != 0 || next == cell {
                        return misfit("a line of its board comes back on itself");
                    }
                    if seen & 1 << next != 0 {
                        return misfit("two lines from a cell of its board meet again");
                    }
                    *slot |= 1 << next;
                    if next > previous {
                        up |= 1 << d
                    } else {
                        down |= 1 << d
                    }
                    (previous, next) = (next, geometry.step(next, d));
                }
                seen |= rays[cell as usize * DIRECTIONS + d as usize];
            }
        }
        if up & down != 0 {
            return misfit("a line of its board does not run in cell order");
        }
        let mut toward = Box::new([0u8; 64 * 64]);
        for (slot, &ray) in rays.iter().enumerate() {
            let (from, d) = (slot / DIRECTIONS, (slot % DIRECTIONS) as u8);
            let mut cells = ray;
            while cells != 0 {
                toward[from * 64 + cells.trailing_zeros() as usize] = d;
                cells &= cells - 1;
            }
        }
        Ok(Lines { rays, ascending: up, toward })
    }
}

/// `steps[cell * STEPS + d]`: the neighbour of each cell in each direction, or `NO_CELL`.
pub(super) fn steps(geometry: &Geometry) -> Vec<Cell> {
    let mut steps = vec![NO_CELL; geometry.cell_count() * STEPS];
    for cell in 0..geometry.cell_count() as Cell {
        for d in 0..geometry.direction_count() as u8 {
            steps[cell as usize * STEPS + d as usize] = geometry.step(cell, d);
        }
    }
    steps
}

/// The neighbours of `cell` along `dirs`: where a step or a hop starts.
pub(super) fn first_cells(steps: &[Cell], cell: usize, dirs: DirMask) -> u64 {
    (0..STEPS)
        .filter(|d| dirs & 1 << d != 0)
        .map(|d| steps[cell * STEPS + d])
        .filter(|&next| next != NO_CELL)
        .fold(0, |near, next| near | 1 << next)
}

/// The cells a hop from `cell` along `dirs` could land on, whatever stands where: two steps
/// on, or with `run` any cell after the first, up to the edge or back at `cell` (round a ring).
pub(super) fn landings(steps: &[Cell], cell: usize, dirs: DirMask, run: bool) -> u64 {
    let mut lands = 0u64;
    for d in (0..STEPS).filter(|d| dirs & 1 << d != 0) {
        let mut next = steps[cell * STEPS + d];
        // No ray is longer than the board: the bound only guards a line that loops elsewhere.
        for _ in 0..steps.len() / STEPS {
            if next == NO_CELL || next as usize == cell {
                break;
            }
            next = steps[next as usize * STEPS + d];
            if next == NO_CELL || next as usize == cell {
                break;
            }
            lands |= 1 << next;
            if !run {
                break;
            }
        }
    }
    lands
}

/// The jumps of a hop over one cell from `cell` along `dirs`, in their order, but for
/// directions `shadow` says repeat an earlier one's (`Deed::Move::shadow`).
pub(super) fn jumps_from(steps: &[Cell], shadow: &[u8], cell: usize, dirs: DirMask) -> Vec<Jump> {
    let mut jumps = Vec::new();
    for d in (0..STEPS).filter(|d| dirs & 1 << d != 0) {
        let over = steps[cell * STEPS + d];
        if over == NO_CELL || over as usize == cell || shadow[cell * STEPS + d] >= 2 {
            continue;
        }
        let land = steps[over as usize * STEPS + d];
        if land != NO_CELL && land as usize != cell {
            jumps.push(Jump { over, land, dir: d as u8 });
        }
    }
    jumps
}

/// Each cell's jumps as `JumpLanes`, the lanes left over on cell 63; none when some cell has
/// more than `JUMP_LANES` jumps or the board has a cell 63.
pub(super) fn jump_lanes(jumps: &[Vec<Jump>]) -> Vec<JumpLanes> {
    const SPARE: u8 = 63;
    if jumps.len() > usize::from(SPARE) || jumps.iter().any(|jumps| jumps.len() > JUMP_LANES) {
        return Vec::new();
    }
    let lanes = |jumps: &Vec<Jump>| {
        let mut lanes = JumpLanes { over: [SPARE; JUMP_LANES], land: [SPARE; JUMP_LANES] };
        for (i, jump) in jumps.iter().enumerate() {
            // Below 63: the board has fewer cells.
            (lanes.over[i], lanes.land[i]) = (jump.over as u8, jump.land as u8);
        }
        lanes
    };
    jumps.iter().map(lanes).collect()
}

/// How many directions the kernel's tables cover: those to neighbouring cells (`any`), listed
/// first. A rule that goes further, along a hex board's diagonals, is the general engine's.
pub(super) fn near(geometry: &Geometry) -> usize {
    geometry.neighbours.count_ones() as usize
}

/// Each direction as a shift, when it adds the same number to every cell that has a
/// neighbour that way.
pub(super) fn shifts(geometry: &Geometry) -> Option<Vec<Shift>> {
    (0..near(geometry) as u8)
        .map(|d| {
            let (mut leaving, mut by) = (0u64, 0i32);
            for cell in 0..geometry.cell_count() as Cell {
                let next = geometry.step(cell, d);
                if next == NO_CELL {
                    continue;
                }
                let step = i32::from(next) - i32::from(cell);
                if leaving != 0 && step != by {
                    return None;
                }
                (leaving, by) = (leaving | 1 << cell, step);
            }
            Some(Shift { leaving, up: by.max(0).unsigned_abs(), down: by.min(0).unsigned_abs() })
        })
        .collect()
}

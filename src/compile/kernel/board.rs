//! Board: the kernel's board as bit sets — each ray of each cell and which way its cells run,
//! each direction as a shift of whole sets on a full grid, the windows of a line length.

use super::{DIRECTIONS, Misfit, misfit};
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
/// the neighbour's number is from theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shift {
    pub leaving: u64,
    pub by: i8,
}

impl Shift {
    /// The neighbours, in this direction, of the cells of `set`.
    #[inline(always)]
    pub fn of(self, set: u64) -> u64 {
        // Both shifts, one of them by nothing: no branch on the direction's sign.
        ((set & self.leaving) << self.by.max(0)) >> (-self.by).max(0)
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
        let by = u32::from(shift.by.unsigned_abs());
        let onto = if shift.by > 0 { shift.leaving << by } else { shift.leaving >> by };
        let longest = rays.iter().skip(d).step_by(DIRECTIONS).map(|r| r.count_ones()).max().unwrap_or(0);
        let needed = u32::BITS - longest.saturating_sub(1).leading_zeros();
        let mut rounds = [0; ROUNDS];
        for (round, slot) in rounds.iter_mut().enumerate().take(needed as usize) {
            // Below a ray's span, so below 64 (checked below all the same).
            *slot = by << round;
        }
        Fill { by, up: shift.by > 0, onto, rounds }
    };
    let fills: Vec<Fill> = (0..shifts.len()).map(|d| fill(usize::from(opposite[d]))).collect();
    fills.iter().all(|f| f.rounds.iter().all(|&by| by < 64)).then_some(fills)
}

/// Every ray of the board as a bit set, and the directions whose rays run up the cell numbers;
/// a board with a ray that runs neither way (or comes back on itself) does not fit.
pub(super) fn rays(geometry: &Geometry) -> Result<(Vec<u64>, u32), Misfit> {
    let directions = geometry.direction_count();
    let mut rays = vec![0u64; geometry.cell_count() * DIRECTIONS];
    let (mut up, mut down) = (0u32, 0u32);
    for cell in 0..geometry.cell_count() as Cell {
        for d in 0..directions as u8 {
            let (mut previous, mut next) = (cell, geometry.step(cell, d));
            while next != NO_CELL {
                let slot = &mut rays[cell as usize * DIRECTIONS + d as usize];
                if *slot & 1 << next != 0 || next == cell {
                    return misfit("a line of its board comes back on itself");
                }
                *slot |= 1 << next;
                if next > previous {
                    up |= 1 << d
                } else {
                    down |= 1 << d
                }
                (previous, next) = (next, geometry.step(next, d));
            }
        }
    }
    if up & down != 0 {
        return misfit("a line of its board does not run in cell order");
    }
    Ok((rays, up))
}

/// The first cell of each ray of `cell` along `dirs`.
pub(super) fn first_cells(rays: &[u64], ascending: u32, cell: usize, dirs: DirMask) -> u64 {
    (0..DIRECTIONS).filter(|d| dirs & 1 << d != 0).fold(0, |near, d| {
        let ray = rays[cell * DIRECTIONS + d];
        let first = match (ray, ascending & 1 << d != 0) {
            (0, _) => 0,
            (ray, true) => ray & ray.wrapping_neg(),
            (ray, false) => 1 << (63 - ray.leading_zeros()),
        };
        near | first
    })
}

/// Each direction as a shift, when it adds the same number to every cell that has a
/// neighbour that way.
pub(super) fn shifts(geometry: &Geometry) -> Option<Vec<Shift>> {
    (0..geometry.direction_count() as u8)
        .map(|d| {
            let mut shift = Shift { leaving: 0, by: 0 };
            for cell in 0..geometry.cell_count() as Cell {
                let next = geometry.step(cell, d);
                if next == NO_CELL {
                    continue;
                }
                let by = i8::try_from(i32::from(next) - i32::from(cell)).ok()?;
                if shift.leaving != 0 && by != shift.by {
                    return None;
                }
                shift = Shift { leaving: shift.leaving | 1 << cell, by };
            }
            Some(shift)
        })
        .collect()
}

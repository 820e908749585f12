//! Hops: the kernel's moves on a board whose lines do not say a move's direction from its
//! cells — hops over one cell read from a table of jumps, hops over a run and steps walked a
//! direction at a time — and what a hop does to the pieces it jumps.

use super::moves::Reading;
use super::{Batch, Bits, Run};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::kernel::{Deed, Jump, Jumped, STEPS, Travel};
use crate::compile::rules::FlipTo;
use crate::engine::action::Action;
use crate::engine::generate::BitIter;

impl Run<'_> {
    #[inline(always)]
    fn next(self, cell: Cell, d: u8) -> Cell {
        self.kernel.steps[cell as usize * STEPS + d as usize]
    }

    /// The moves of the piece on `from` by one rule (a step, or a hop over a run; a hop over one
    /// cell is `jumps_from`'s), a batch per direction, as the general engine lists them: round
    /// a ring and along a line two directions may land on one cell, and they are different
    /// actions; a direction that keeps to an earlier one's cells for the whole move (its
    /// `shadow`) repeats that one's and is left out. `reached`: the cells an earlier rule
    /// already moved this piece to, skipped when several move rules are played. Returns the
    /// cells it adds to them. Out of line: the playouts of games on other boards never come here.
    #[inline(never)]
    pub(super) fn walks_from(self, from: Cell, rule: &Reading, reached: u64, out: &mut Vec<Batch>) -> u64 {
        let Deed::Move { travel, dirs, near, shadow, .. } = &self.kernel.deals[rule.id as usize].deed else {
            return 0;
        };
        let hop = *travel == Travel::HopRun;
        let mut added = 0;
        // The neighbours a first step may go to: over them for a hop, onto them for a step.
        let first = near[from as usize] & if hop { rule.through } else { rule.to };
        if first == 0 {
            return 0;
        }
        // The directions whose first step goes to one of those neighbours, in order (the
        // first direction to reach a cell names the move when moves are deduplicated).
        let mut leading = 0;
        for next in BitIter(first) {
            leading |= self.kernel.first_steps[from as usize * 64 + next as usize];
        }
        for d in BitIter(u64::from(leading & *dirs)) {
            let mut next = self.next(from, d);
            let mut steps = 1;
            if hop {
                next = self.next(next, d);
                steps = 2;
                // `next != from`: round a ring, a run may come back where it began.
                while next != NO_CELL && next != from && rule.through & 1 << next != 0 {
                    next = self.next(next, d);
                    steps += 1;
                }
                if next == NO_CELL || next == from {
                    continue;
                }
            }
            if steps <= u32::from(shadow[from as usize * STEPS + d as usize]) {
                continue;
            }
            let cells = (1u64 << next) & rule.to & !reached & !added;
            if cells != 0 {
                if self.kernel.dedupe {
                    added |= cells;
                }
                out.push(Batch { rule: rule.id, dir: d, from, cells });
            }
        }
        added
    }

    /// The hops over one cell of the piece on `from`, from its table of `jumps`: as
    /// `walks_from` finds them, without the walk.
    #[inline(always)]
    pub(super) fn jumps_from(
        self,
        from: Cell,
        jumps: &[Jump],
        rule: &Reading,
        reached: u64,
        out: &mut Vec<Batch>,
    ) -> u64 {
        let mut added = 0;
        let dedupe = u64::from(self.kernel.dedupe).wrapping_neg();
        for jump in jumps {
            // Without a branch on the pieces: whether a jump is open is as hard for the CPU to
            // guess as a coin. A closed one is an empty batch, which draws and lists skip.
            let over = (rule.through >> jump.over & 1).wrapping_neg();
            let cells = (1u64 << jump.land) & rule.to & !reached & !added & over;
            added |= cells & dedupe;
            out.push(Batch { rule: rule.id, dir: jump.dir, from, cells });
        }
        added
    }

    /// What a hop does to the pieces between where it left and where it landed: removes them,
    /// or turns them over. Like the general engine, `changed` gets each jumped cell that is the
    /// mover's afterwards (with `FlipTo::Mover`, the mover's own pieces jumped too).
    #[inline(always)]
    pub(super) fn jump(self, bits: &mut Bits, jumped: Jumped, action: Action) {
        let (p, q) = bits.sides();
        let mut cells = 0u64;
        let mut cell = self.next(action.from, action.dir);
        while cell != action.to && cell != NO_CELL {
            cells |= 1 << cell;
            cell = self.next(cell, action.dir);
        }
        let (own, enemy) = (bits.pieces[p] & cells, bits.pieces[q] & cells);
        match jumped {
            Jumped::Capture => {
                bits.pieces[p] &= !cells;
                bits.pieces[q] &= !cells;
            }
            Jumped::Flip(FlipTo::Mover) => {
                bits.pieces[p] |= enemy;
                bits.pieces[q] &= !enemy;
                bits.changed |= own | enemy;
            }
            Jumped::Flip(FlipTo::Next) => {
                bits.pieces[p] = (bits.pieces[p] & !own) | enemy;
                bits.pieces[q] = (bits.pieces[q] & !enemy) | own;
                bits.changed |= enemy;
            }
        }
    }
}

//! Moves: the kernel's actions listed from bit boards (placements, steps, slides), and an action
//! played — landing, custodial flips and captures, results, the hand-over.

use super::{Batch, Bits, Run};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::kernel::{Custodial, DIRECTIONS, Deed, MOVE_RULES, Travel};
use crate::compile::rules::{DirMask, UNLIMITED};
use crate::engine::action::{Action, PASS};
use crate::engine::generate::BitIter;

/// The cells of a ray before its first cell in `stops`, and that cell's bit (0 when the ray
/// has none). A ray that runs up the cell numbers meets its lowest such cell first.
#[inline(always)]
pub(super) fn upto(ray: u64, stops: u64, ascending: bool) -> (u64, u64) {
    let hits = ray & stops;
    if hits == 0 {
        return (ray, 0);
    }
    if ascending {
        let stop = hits & hits.wrapping_neg();
        (ray & (stop - 1), stop)
    } else {
        let stop = 1u64 << (63 - hits.leading_zeros());
        (ray & !((stop << 1).wrapping_sub(1)), stop)
    }
}

/// The `k`th cell of a set, lowest first (`k` below its size).
#[inline(always)]
fn kth_cell<const DEPOSIT: bool>(mut cells: u64, k: u32) -> Cell {
    #[cfg(target_arch = "x86_64")]
    if DEPOSIT {
        // SAFETY: `DEPOSIT` is set only in the copy of the playout compiled for BMI2, which runs
        // only on a CPU that has it.
        return unsafe { std::arch::x86_64::_pdep_u64(1 << k, cells) }.trailing_zeros() as Cell;
    }
    for _ in 0..k {
        cells &= cells - 1;
    }
    cells.trailing_zeros() as Cell
}

/// A move rule's cell sets as they stand for the player to act.
#[derive(Clone, Copy, Default)]
struct Reading {
    id: u8,
    slide: bool,
    starts: u64,
    through: u64,
    to: u64,
}

impl Run<'_> {
    #[inline(always)]
    pub(super) fn ray(self, from: Cell, d: u8) -> (u64, bool) {
        let kernel = self.kernel;
        (kernel.rays[from as usize * DIRECTIONS + d as usize], kernel.ascending & 1 << d != 0)
    }

    /// Every action the rules offer the player to act, in batches (all of them legal: a
    /// kernel game has no constraint but a placement's flips, judged here).
    #[inline(always)]
    pub(super) fn batches(self, bits: &Bits, out: &mut Vec<Batch>) {
        out.clear();
        let p = bits.to_move as usize;
        let (own, enemy) = (bits.pieces[p], bits.pieces[1 - p]);
        let empty = self.kernel.board & !(own | enemy);
        let mut placed = 0u64;
        for (id, deal) in self.kernel.deals.iter().enumerate() {
            let Deed::Place { on, exact } = &deal.deed else { continue };
            if bits.hands[p] == 0 {
                break;
            }
            // The first rule to offer a cell makes the action there, refused or not.
            let mut cells = on[p].members(empty, own, enemy) & !placed;
            if let Some(exact) = exact {
                cells &= exact[p].members(empty, own, enemy);
            }
            placed |= cells;
            let cells = match deal.least_flips {
                None => cells,
                Some((dirs, least)) => self.flipping(cells, dirs, least, own, enemy),
            };
            if cells != 0 {
                out.push(Batch { rule: id as u8, from: NO_CELL, cells });
            }
        }
        if self.kernel.moves {
            // Each move rule's cell sets, read once for every piece.
            let mut rules = [Reading::default(); MOVE_RULES];
            let mut count = 0;
            let mut movable = 0;
            for (id, deal) in self.kernel.deals.iter().enumerate() {
                if let Deed::Move { travel, from, through, to, .. } = &deal.deed {
                    let starts = from[p].members(empty, own, enemy);
                    let through = through[p].members(empty, own, enemy);
                    let to = to[p].members(empty, own, enemy);
                    rules[count] =
                        Reading { id: id as u8, slide: *travel == Travel::Slide, starts, through, to };
                    movable |= starts;
                    count += 1;
                }
            }
            for from in BitIter(own & movable) {
                self.moves_from(Cell::from(from), &rules[..count], out);
            }
        }
    }

    /// The cells of `cells` where a placement would flip at least `least` pieces along `dirs`:
    /// on a board of shifts, found for all cells at once when one flip is enough.
    #[inline(always)]
    fn flipping(self, cells: u64, dirs: DirMask, least: u32, own: u64, enemy: u64) -> u64 {
        if let (Some(shifts), 1) = (&self.kernel.shifts, least) {
            let mut closing = 0;
            for e in BitIter(u64::from(dirs)) {
                // Runs of enemy pieces that start next to one's own, walked back towards `e`'s
                // opposite: the cell past such a run sees, along `e`, the run and then one's own.
                let back = shifts[self.kernel.opposite[e as usize] as usize];
                let mut run = back.of(own) & enemy;
                for _ in 1..self.kernel.longest {
                    let longer = run | (back.of(run) & enemy);
                    if longer == run {
                        break;
                    }
                    run = longer;
                }
                closing |= back.of(run);
            }
            return cells & closing;
        }
        let mut found = 0;
        for to in BitIter(cells) {
            if self.flips(Cell::from(to), dirs, own, enemy, least) >= least {
                found |= 1 << to;
            }
        }
        found
    }

    /// The moves of the piece on `from`, each destination once: the first rule to reach it.
    #[inline(always)]
    fn moves_from(self, from: Cell, rules: &[Reading], out: &mut Vec<Batch>) {
        let mut reached = 0u64;
        for rule in rules {
            if rule.starts & 1 << from == 0 {
                continue;
            }
            let Deed::Move { near, .. } = &self.kernel.deals[rule.id as usize].deed else { continue };
            let near = near[from as usize];
            let cells = if rule.slide {
                // Only directions whose first cell may be passed or landed on lead anywhere.
                let mut cells = 0;
                for first in BitIter(near & (rule.through | rule.to)) {
                    let d = self.kernel.toward[from as usize * 64 + first as usize];
                    let (ray, ascending) = self.ray(from, d);
                    let (before, stop) = upto(ray, !rule.through, ascending);
                    cells |= before | stop;
                }
                cells
            } else {
                near
            };
            let cells = cells & rule.to & !reached;
            reached |= cells;
            if cells != 0 {
                out.push(Batch { rule: rule.id, from, cells });
            }
        }
    }

    /// The action of a batch that lands on `to`.
    #[inline(always)]
    pub(super) fn action(self, batch: Batch, to: Cell) -> Action {
        match batch.from {
            NO_CELL => Action::place(batch.rule, 0, to),
            from => {
                Action::movement(batch.rule, self.kernel.toward[from as usize * 64 + to as usize], from, to)
            }
        }
    }

    /// Every action of the batches.
    pub(super) fn expand(self, batches: &[Batch], out: &mut Vec<Action>) {
        out.clear();
        for &batch in batches {
            out.extend(BitIter(batch.cells).map(|to| self.action(batch, Cell::from(to))));
        }
    }

    /// The `k`th action of the batches (counting from 0), of `total`.
    #[inline(always)]
    pub(super) fn pick<const DEPOSIT: bool>(self, batches: &[Batch], k: u32) -> Action {
        let (i, to) = self.locate::<DEPOSIT>(batches, k);
        self.action(batches[i], to)
    }

    /// The batch of the `k`th action of the batches, and the cell it lands on.
    #[inline(always)]
    pub(super) fn locate<const DEPOSIT: bool>(self, batches: &[Batch], mut k: u32) -> (usize, Cell) {
        for (i, batch) in batches.iter().enumerate() {
            let n = batch.cells.count_ones();
            if k < n {
                return (i, kth_cell::<DEPOSIT>(batch.cells, k));
            }
            k -= n;
        }
        unreachable!("k is below the number of actions")
    }

    /// How many enemy pieces a piece of the mover's placed on `at` would close in runs along
    /// `dirs` (counting stops at `enough`).
    #[inline(always)]
    fn flips(self, at: Cell, dirs: DirMask, own: u64, enemy: u64, enough: u32) -> u32 {
        let mut total = 0;
        for d in BitIter(u64::from(dirs)) {
            total += self.closed(at, d, own, enemy).count_ones();
            if total >= enough {
                break;
            }
        }
        total
    }

    /// The run of enemy pieces from `at` along `d` that one of the mover's closes, or nothing.
    #[inline(always)]
    fn closed(self, at: Cell, d: u8, own: u64, enemy: u64) -> u64 {
        let (ray, ascending) = self.ray(at, d);
        let (run, stop) = upto(ray, !enemy, ascending);
        if stop & own != 0 { run } else { 0 }
    }

    /// Plays a legal action: lands the piece, does its effects, judges the results after it and
    /// hands the turn on (as `State::play_unchecked`).
    #[inline(always)]
    pub(super) fn play(self, bits: &mut Bits, action: Action) {
        let mover = bits.to_move;
        bits.pending = true;
        let judged = if action.rule == PASS {
            bits.passes += 1;
            (bits.placed, bits.changed) = (NO_CELL, 0);
            self.kernel.after_words
        } else {
            bits.passes = 0;
            self.land(bits, action);
            self.kernel.after[action.rule as usize]
        };
        bits.result = self.first_holding(bits, judged, mover).map(|i| self.outcome_of(bits, i, mover));
        if bits.result.is_none() {
            bits.pending = false;
            bits.to_move = 1 - mover;
            bits.turn += 1;
            let player = bits.to_move;
            bits.result = self
                .first_holding(bits, self.kernel.turn_start, player)
                .map(|i| self.outcome_of(bits, i, player));
        }
    }

    /// The position after an action rule's action, before its results.
    #[inline(always)]
    pub(super) fn land(self, bits: &mut Bits, action: Action) {
        let p = bits.to_move as usize;
        let deal = &self.kernel.deals[action.rule as usize];
        let to = 1u64 << action.to;
        match deal.deed {
            Deed::Place { .. } => {
                if bits.hands[p] != UNLIMITED {
                    bits.hands[p] -= 1;
                }
            }
            Deed::Move { .. } => bits.pieces[p] &= !(1u64 << action.from),
        }
        bits.pieces[p] |= to;
        bits.pieces[1 - p] &= !to;
        (bits.placed, bits.changed) = (action.to, to);
        for effect in &deal.effects {
            let (dirs, flip) = match *effect {
                Custodial::Flip(dirs) => (dirs, true),
                Custodial::Capture(dirs) => (dirs, false),
            };
            for d in BitIter(u64::from(dirs)) {
                let run = self.closed(action.to, d, bits.pieces[p], bits.pieces[1 - p]);
                bits.pieces[1 - p] &= !run;
                if flip {
                    bits.pieces[p] |= run;
                    bits.changed |= run;
                }
            }
        }
    }
}

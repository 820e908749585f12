//! Moves: the kernel's actions listed from bit boards as batches (placements from
//! `places.rs`; steps, slides and hops along rays here; hops on graph boards in `hops.rs`), and
//! drawn from them.

use super::{ANY_DIR, Batch, Bits, Run};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::kernel::{CONTEXTS, Deed, Jump, Travel};
use crate::engine::action::{Action, END};
use crate::engine::generate::{BitIter, kth_cell};

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

/// The first cell of a ray in `stops` (0 when none), as `upto` finds it but without a branch:
/// which end of the set comes first turns with the direction, which the CPU cannot guess from
/// one hop to the next.
#[inline(always)]
pub(super) fn first_of(ray: u64, stops: u64, ascending: bool) -> u64 {
    let hits = ray & stops;
    let lowest = hits & hits.wrapping_neg();
    let highest = (1u64 << 63).checked_shr(hits.leading_zeros()).unwrap_or(0);
    let up = u64::from(ascending).wrapping_neg();
    (lowest & up) | (highest & !up)
}

/// The pieces of `pieces` that a hop could take to some cell of `to`, from `arrivals`
/// (`Deed::Move`'s) when `to` is the smaller set; else all of them, each to be judged alone.
#[inline(always)]
pub(super) fn may_land(pieces: u64, to: u64, arrivals: &[u64]) -> u64 {
    if to.count_ones() >= pieces.count_ones() {
        return pieces;
    }
    let mut from = 0;
    for cell in BitIter(to) {
        from |= arrivals[cell as usize];
    }
    pieces & from
}

/// A move rule's cell sets as they stand for the player to act.
#[derive(Clone, Copy, Default)]
pub(super) struct Reading {
    pub id: u8,
    pub travel: Travel,
    /// Listed a direction at a time (`walks_from`).
    pub walks: bool,
    pub starts: u64,
    pub through: u64,
    pub to: u64,
}

impl Reading {
    /// The cell sets of rule `id`, when it moves a piece, for the player to act (`sets` as
    /// `Run::sets` gives them).
    #[inline(always)]
    pub(super) fn of(
        id: usize,
        deed: &Deed,
        (c, own, enemy, empty): (usize, u64, u64, u64),
    ) -> Option<Reading> {
        let Deed::Move { travel, walks, from, through, to, .. } = deed else { return None };
        Some(Reading {
            id: id as u8,
            travel: *travel,
            walks: *walks,
            starts: from[c].members(empty, own, enemy),
            through: through[c].members(empty, own, enemy),
            to: to[c].members(empty, own, enemy),
        })
    }
}

impl Run<'_> {
    #[inline(always)]
    pub(super) fn ray(self, from: Cell, d: u8) -> (u64, bool) {
        let lines = &self.kernel.lines;
        (lines.ray(from, d), lines.ascending & 1 << d != 0)
    }

    /// Every action the rules offer the player to act where they are in their turn, in
    /// batches (all of them legal: a kernel game has no constraint but a placement's flips,
    /// judged here). `TURNS`: follow the turn machine; without, the rules allowed at a turn's
    /// start may act and `end` never may, which is right only for rules whose turns are single
    /// actions.
    #[inline(always)]
    pub(super) fn batches<const TURNS: bool>(self, bits: &Bits, out: &mut Vec<Batch>) {
        let allowed = self.allowed::<TURNS>(bits);
        let sets = self.sets(bits);
        self.placements(bits, allowed, sets, out);
        if self.kernel.moves {
            // Three copies, so that games with only steps and slides, the most common, test
            // for neither walks nor hops.
            match (self.kernel.walks, self.kernel.hops) {
                (true, _) => self.moves::<true, false>(allowed, sets, out),
                (false, true) => self.moves::<false, true>(allowed, sets, out),
                (false, false) => self.moves::<false, false>(allowed, sets, out),
            }
        }
        self.end::<TURNS>(bits, out);
    }

    /// The rules that may act where the player is in their turn (`TURNS` as for `batches`).
    #[inline(always)]
    pub(super) fn allowed<const TURNS: bool>(self, bits: &Bits) -> u64 {
        match TURNS {
            true => self.kernel.turn.actions_allowed(bits.turn_state),
            false => self.kernel.start_allowed,
        }
    }

    /// The context of the cell sets (the player's, with the remembered label: `Rules::context`),
    /// the player's pieces, the opponent's and the empty cells.
    #[inline(always)]
    pub(super) fn sets(self, bits: &Bits) -> (usize, u64, u64, u64) {
        let (p, q) = bits.sides();
        let (own, enemy) = (bits.pieces[p], bits.pieces[q]);
        ((bits.memory as usize * 2 + p) % CONTEXTS, own, enemy, self.kernel.board & !(own | enemy))
    }

    /// `end`, as a batch of its own, where the turn may end (`TURNS` as for `batches`).
    #[inline(always)]
    pub(super) fn end<const TURNS: bool>(self, bits: &Bits, out: &mut Vec<Batch>) {
        if TURNS && self.kernel.ends[bits.turn_state as usize] {
            out.push(Batch { rule: END, dir: ANY_DIR, from: NO_CELL, cells: 1 });
        }
    }

    /// The moves of the rules `allowed`, in context `c` (as `batches`), a rule at a time (its
    /// tables looked up once for all its pieces), each move once: the first rule to reach a
    /// cell from a piece makes the move. `WALKS` and `HOPS` as for `moves_from`.
    #[inline(always)]
    fn moves<const WALKS: bool, const HOPS: bool>(
        self,
        allowed: u64,
        (c, own, enemy, empty): (usize, u64, u64, u64),
        out: &mut Vec<Batch>,
    ) {
        // Per piece, the cells earlier rules reach from it (read only with several rules).
        let mut reached = [0u64; 64];
        let dedupe = self.kernel.dedupe;
        for (id, deal) in self.kernel.deals.iter().enumerate() {
            // A rule the turn does not allow reads no cell set.
            let Deed::Move { near, lands, jumps, arrivals, .. } = &deal.deed else { continue };
            if allowed & 1 << id == 0 {
                continue;
            }
            let Some(rule) = Reading::of(id, &deal.deed, (c, own, enemy, empty)) else { continue };
            let mut starts = rule.starts & own;
            if WALKS && !arrivals.is_empty() {
                starts = may_land(starts, rule.to, arrivals);
            }
            // Loops, not closures: those would not inline into the playout and get its CPU features.
            for from in BitIter(starts).map(Cell::from) {
                let before = if dedupe { reached[from as usize % 64] } else { 0 };
                let cells = self.moves_from::<WALKS, HOPS>(from, &rule, (near, lands, jumps), before, out);
                if dedupe {
                    reached[from as usize % 64] |= cells;
                }
            }
        }
    }

    /// The moves of the piece on `from` by `rule` (with its tables) to cells not `reached` by
    /// an earlier rule; returns the cells they reach. `WALKS`: some rule's moves are listed a
    /// direction at a time; `HOPS`: some rule hops along rays.
    #[inline(always)]
    fn moves_from<const WALKS: bool, const HOPS: bool>(
        self,
        from: Cell,
        rule: &Reading,
        (near, lands, jumps): (&[u64], &[u64], &[Vec<Jump>]),
        reached: u64,
        out: &mut Vec<Batch>,
    ) -> u64 {
        if WALKS && rule.walks {
            // A hop none of whose landings is open is not worth the walk.
            if lands.is_empty() || lands[from as usize] & rule.to & !reached != 0 {
                return match jumps.get(from as usize) {
                    Some(jumps) => self.jumps_from(from, jumps, rule, reached, out),
                    None => self.walks_from(from, rule, reached, out),
                };
            }
            return 0;
        }
        let near = near[from as usize];
        let cells = if rule.travel == Travel::Slide {
            // Only directions whose first cell may be passed or landed on lead anywhere.
            let mut cells = 0;
            for first in BitIter(near & (rule.through | rule.to)) {
                let d = self.kernel.lines.toward(from, first as Cell);
                let (ray, ascending) = self.ray(from, d);
                let (before, stop) = upto(ray, !rule.through, ascending);
                cells |= before | stop;
            }
            cells
        } else if HOPS && rule.travel.hops() {
            self.hop_landings(from, near & rule.through, rule.through, rule.travel == Travel::HopRun)
        } else {
            near
        };
        let cells = cells & rule.to & !reached;
        if cells != 0 {
            out.push(Batch { rule: rule.id, dir: ANY_DIR, from, cells });
        }
        cells
    }

    /// Where hops from `from` land, over the first cells `firsts` (of `through`): the cell
    /// after the first, or (`run`) after the run of `through` it starts, along each ray.
    #[inline(always)]
    fn hop_landings(self, from: Cell, firsts: u64, through: u64, run: bool) -> u64 {
        let mut cells = 0;
        for first in BitIter(firsts) {
            let d = self.kernel.lines.toward(from, first as Cell);
            let (ray, ascending) = self.ray(from, d);
            let over = if run { through } else { 1 << first };
            cells |= first_of(ray, !over, ascending);
        }
        cells
    }

    /// The action of a batch that lands on `to` (`TURNS` as for `batches`: without it, no
    /// batch is `end`'s).
    #[inline(always)]
    pub(super) fn action<const TURNS: bool>(self, batch: Batch, to: Cell) -> Action {
        match (batch.from, batch.dir) {
            (NO_CELL, _) if TURNS && batch.rule == END => Action::end(),
            (NO_CELL, _) => Action::place(batch.rule, 0, to),
            (from, ANY_DIR) => Action::movement(batch.rule, self.kernel.lines.toward(from, to), from, to),
            (from, dir) => Action::movement(batch.rule, dir, from, to),
        }
    }

    /// Every action of the batches.
    pub(super) fn expand(self, batches: &[Batch], out: &mut Vec<Action>) {
        out.clear();
        for &batch in batches {
            out.extend(BitIter(batch.cells).map(|to| self.action::<true>(batch, Cell::from(to))));
        }
    }

    /// The `k`th action of the batches (counting from 0), of `total`.
    #[inline(always)]
    pub(super) fn pick<const DEPOSIT: bool, const TURNS: bool>(self, batches: &[Batch], k: u32) -> Action {
        let (i, to) = self.locate::<DEPOSIT>(batches, k);
        self.action::<TURNS>(batches[i], to)
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
}

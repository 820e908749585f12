//! Places: the kernel's placements listed from bit boards — each placement rule's cells for
//! the player to act, and where a placement must flip enough (custodial runs closed, found for
//! the whole board at once by fills on a full grid, else cell by cell along rays).

use super::moves::upto;
use super::{ANY_DIR, Batch, Bits, Run};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::kernel::{Deal, Deed, FillLanes, LANES};
use crate::compile::rules::DirMask;
use crate::engine::generate::BitIter;

/// The cells past runs of enemy pieces that start next to one's own, walked along each fill of
/// `lanes`: from there, against the fill, one sees the run and then one's own. Each round
/// doubles the reach of the runs found (`reach`) and of the enemy cells known to continue one
/// (`through`), with no branch on the pieces; three rounds, unrolled, reach runs of 7 (an 8-cell
/// line), and boards with longer lines run the rest. Lane by lane, so that the CPU runs the
/// lanes at once.
#[inline(always)]
fn closing_along<const UP: bool>(lanes: &FillLanes, own: u64, enemy: u64) -> u64 {
    let shift = |set: u64, by: u64| if UP { set << by } else { set >> by };
    let mut reach = [own; LANES];
    let through = &mut lanes.onto.map(|onto| enemy & onto);
    let mut round = |by: &[u64; LANES]| {
        for i in 0..LANES {
            reach[i] |= through[i] & shift(reach[i], by[i]);
            through[i] &= shift(through[i], by[i]);
        }
    };
    let (first, rest) = lanes.rounds.split_at(3);
    first.iter().for_each(&mut round);
    if rest[0] != [0; LANES] {
        rest.iter().for_each(&mut round);
    }
    let mut closing = 0;
    for ((reach, by), onto) in reach.into_iter().zip(lanes.by).zip(lanes.onto) {
        closing |= shift(reach & enemy, by) & onto;
    }
    closing
}

impl Run<'_> {
    /// The placements of the rules `allowed`, in `out`'s first batches (emptied first); `sets`
    /// as `sets` gives them.
    #[inline(always)]
    pub(super) fn placements(
        self,
        bits: &Bits,
        allowed: u64,
        (c, own, enemy, empty): (usize, u64, u64, u64),
        out: &mut Vec<Batch>,
    ) {
        out.clear();
        let (p, _) = bits.sides();
        let mut placed = 0u64;
        for (id, deal) in self.kernel.deals.iter().enumerate() {
            let Deed::Place { on, exact } = &deal.deed else { continue };
            if allowed & 1 << id == 0 {
                continue;
            }
            if bits.hands[p] == 0 {
                break;
            }
            // The first rule to offer a cell makes the action there, refused or not.
            let mut cells = on[c].members(empty, own, enemy) & !placed;
            if let Some(exact) = exact {
                cells &= exact[c].members(empty, own, enemy);
            }
            placed |= cells;
            let cells = self.allowed_places(deal, cells, own, enemy);
            if cells != 0 {
                out.push(Batch { rule: id as u8, dir: ANY_DIR, from: NO_CELL, cells });
            }
        }
    }

    /// Where the player to act may place by the only action rule, a placement (as `batches`).
    #[inline(always)]
    pub(super) fn sole_placements(self, bits: &Bits) -> u64 {
        let deal = &self.kernel.deals[0];
        let Deed::Place { on, exact } = &deal.deed else { return 0 };
        if bits.hands[bits.sides().0] == 0 {
            return 0;
        }
        let (c, own, enemy, empty) = self.sets(bits);
        let mut cells = on[c].members(empty, own, enemy);
        if let Some(exact) = exact {
            cells &= exact[c].members(empty, own, enemy);
        }
        self.allowed_places(deal, cells, own, enemy)
    }

    /// The cells of `cells` where placing by `deal` is allowed: where it would flip enough.
    #[inline(always)]
    fn allowed_places(self, deal: &Deal, cells: u64, own: u64, enemy: u64) -> u64 {
        let Some((dirs, least)) = deal.least_flips else { return cells };
        if let Some([up, down]) = &deal.fills {
            // Found for all cells at once.
            let mut closing = 0;
            for lanes in up {
                closing |= closing_along::<true>(lanes, own, enemy);
            }
            for lanes in down {
                closing |= closing_along::<false>(lanes, own, enemy);
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
    pub(super) fn closed(self, at: Cell, d: u8, own: u64, enemy: u64) -> u64 {
        let (ray, ascending) = self.ray(at, d);
        let (run, stop) = upto(ray, !enemy, ascending);
        if stop & own != 0 { run } else { 0 }
    }
}

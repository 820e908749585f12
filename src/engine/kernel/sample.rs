//! Sample: a playout's draw that does not list every move (`compile::kernel::Sampling`). The
//! placements (and `end`) are listed as batches, and the moves of the only move rule are slots
//! beside them: along rays, every pair of a movable piece and one of the rule's directions,
//! drawn and drawn again while the pair holds no move (rejection keeps the draw uniform over
//! the allowed actions, and a slot costs a ray where listing walks every piece); from a table
//! of jumps, every open jump, counted without a branch and found again only once drawn. A
//! drawn action that a forbid refuses is drawn again too. After 16 rejected draws the actions
//! are listed after all: the draw stays uniform, and a player with no action is found stuck.

use super::moves::{Reading, first_of, may_land};
use super::{Batch, Bits, Run, total};
use crate::compile::geometry::Cell;
use crate::compile::kernel::{Deed, Jump, Reach, STEPS, Sampling, Travel};
use crate::engine::action::Action;
use crate::engine::generate::{BitIter, kth_cell};

/// How many draws are rejected before the actions are listed: listing costs more than a dozen
/// draws (measured on the shipped games that sample: 16 tries beat 8, and 8 beat 3).
const TRIES: u32 = 16;

impl Run<'_> {
    /// A uniform draw among the allowed actions where the player to act is (`TURNS` as for
    /// `batches`), or `None` after `TRIES` rejected draws (or with no slot at all), when the
    /// caller lists the actions instead. `buffer`: room for batches.
    #[inline(always)]
    pub(super) fn sample<const DEPOSIT: bool, const TURNS: bool>(
        self,
        bits: &Bits,
        sampling: &Sampling,
        random: &mut impl FnMut(usize) -> usize,
        (buffer, seen): (&mut Vec<Batch>, &[u64]),
    ) -> Option<Action> {
        let allowed = self.allowed::<TURNS>(bits);
        let sets = self.sets(bits);
        self.placements(bits, allowed, sets, buffer);
        self.end::<TURNS>(bits, buffer);
        let listed = total(buffer);
        let id = usize::from(sampling.rule);
        // A rule the turn does not allow moves no piece.
        let rule = Reading::of(id, &self.kernel.deals[id].deed, sets)
            .filter(|_| allowed & 1 << id != 0)
            .unwrap_or_default();
        let Deed::Move { near, jumps, over_lands, arrivals, .. } = &self.kernel.deals[id].deed else {
            unreachable!("a kernel samples only a rule that moves a piece")
        };
        let mut pieces = rule.starts & sets.1;
        let slots = listed
            + match sampling.reach {
                Reach::Jumps => {
                    // Pieces none of whose jumps could land on a cell of `to` have none open.
                    pieces = may_land(pieces, rule.to, arrivals);
                    let mut open = 0;
                    for from in BitIter(pieces) {
                        open += open_from(&rule, from as usize, near, over_lands);
                    }
                    open
                }
                Reach::Rays { count, .. } => pieces.count_ones() * count,
            };
        let refusing = TURNS && self.may_refuse(bits);
        for _ in 0..TRIES {
            if slots == 0 {
                break;
            }
            let k = random(slots as usize) as u32;
            let action = match k.checked_sub(listed) {
                None => self.pick::<DEPOSIT, TURNS>(buffer, k),
                Some(slot) => match sampling.reach {
                    Reach::Rays { dirs, count } => {
                        let from = kth_cell::<DEPOSIT>(pieces, slot / count);
                        let dir = dirs[(slot % count) as usize];
                        match self.landing(from, dir, &rule) & rule.to {
                            0 => continue,
                            to => Action::movement(rule.id, dir, from, to.trailing_zeros() as Cell),
                        }
                    }
                    Reach::Jumps => open_jump(&rule, pieces, (near, over_lands, jumps), slot),
                },
            };
            if !(refusing && self.refuses(bits, action, seen)) {
                return Some(action);
            }
        }
        None
    }

    /// Where the piece on `from` would land by `rule` along `dir` (a bit; `rule.to` not yet
    /// asked), or 0 where it cannot: a step onto the next cell; a hop over the next cell to the
    /// one past it, or over the run of `through` cells it starts to the first past the run.
    #[inline(always)]
    fn landing(self, from: Cell, dir: u8, rule: &Reading) -> u64 {
        let (ray, ascending) = self.ray(from, dir);
        let next = first_of(ray, u64::MAX, ascending);
        let opens = u64::from(next & rule.through != 0).wrapping_neg();
        // Past what it jumps, as `hop_landings` finds it.
        let over = if rule.travel == Travel::HopRun { rule.through } else { next };
        match rule.travel {
            Travel::Step => next,
            Travel::Hop | Travel::HopRun => first_of(ray, !over, ascending) & opens,
            Travel::Slide => 0,
        }
    }
}

/// How many jumps of the piece on `from` are open: over a neighbour in `through`, onto a
/// cell of `to` (`Deed::Move::over_lands`, a neighbour of `near` at a time).
#[inline(always)]
fn open_from(rule: &Reading, from: usize, near: &[u64], over_lands: &[u64]) -> u32 {
    let near = near[from];
    let mut count = 0;
    for over in BitIter(near & rule.through) {
        let rank = (near & ((1u64 << over) - 1)).count_ones() as usize;
        count += (over_lands[from * STEPS + rank] & rule.to).count_ones();
    }
    count
}

/// The open jump of `pieces` numbered `k` (below their count), in the order of the pieces, the
/// neighbours jumped and the cells landed on: found by counting again, which costs less than
/// listing every open jump to draw one. Its direction is the first of the piece's `jumps` that
/// joins the same cells (there is one: `over_lands` is made from them).
#[inline(never)]
fn open_jump(
    rule: &Reading,
    pieces: u64,
    (near, over_lands, jumps): (&[u64], &[u64], &[Vec<Jump>]),
    mut k: u32,
) -> Action {
    for from in BitIter(pieces).map(|from| from as usize) {
        for over in BitIter(near[from] & rule.through) {
            let rank = (near[from] & ((1u64 << over) - 1)).count_ones() as usize;
            let lands = over_lands[from * STEPS + rank] & rule.to;
            let count = lands.count_ones();
            if k >= count {
                k -= count;
                continue;
            }
            let land = kth_cell::<false>(lands, k);
            let jump = jumps[from].iter().find(|jump| jump.over == Cell::from(over) && jump.land == land);
            let jump = jump.expect("`over_lands` holds the landings of `jumps`");
            return Action::movement(rule.id, jump.dir, from as Cell, land);
        }
    }
    unreachable!("`k` is below the count of open jumps")
}

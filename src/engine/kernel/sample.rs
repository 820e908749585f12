//! Sample: a playout's draw that does not list the moves (`compile::kernel::Sampling`). Every
//! placement (and `end`) is a slot, and so is every pair of a movable piece and one of its
//! moves' places (a direction of the move rule, or a jump of its table); a slot drawn uniformly
//! is kept if it holds a legal action that no forbid refuses, and drawn again if not. Rejection
//! keeps the draw uniform over the allowed actions, and a slot costs a ray or a table entry
//! where listing walks every piece. After a few empty slots the actions are listed after all:
//! the draw stays uniform, and a player with no action is found stuck.

use super::moves::{Reading, first_of, kth_cell, may_land};
use super::{Batch, Bits, Run, total};
use crate::compile::geometry::Cell;
use crate::compile::kernel::{Deed, Reach, Sampling, Travel};
use crate::engine::action::Action;

/// How many slots are drawn before the actions are listed: listing costs more than a dozen
/// slots (measured on the shipped games that sample: 16 tries beat 8, and 8 beat 3).
const TRIES: u32 = 16;

impl Run<'_> {
    /// A uniform draw among the allowed actions where the player to act is (`TURNS` as for
    /// `batches`), or `None` when there is none. `buffer`: room for batches.
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
        let Deed::Move { jumps, arrivals, .. } = &self.kernel.deals[id].deed else {
            unreachable!("a kernel samples only a rule that moves a piece")
        };
        let pieces = match sampling.reach {
            // Pieces none of whose jumps could land on a cell of `to` have no slot.
            Reach::Jumps => may_land(rule.starts & sets.1, rule.to, arrivals),
            Reach::Rays(_) => rule.starts & sets.1,
        };
        let slots = listed + pieces.count_ones() * sampling.count;
        let refusing = TURNS && self.may_refuse(bits);
        for _ in 0..TRIES {
            if slots == 0 {
                break;
            }
            let k = random(slots as usize) as u32;
            let action = match k.checked_sub(listed) {
                None => self.pick::<DEPOSIT, TURNS>(buffer, k),
                Some(slot) => {
                    let from = kth_cell::<DEPOSIT>(pieces, slot / sampling.count);
                    let (dir, to) = match sampling.reach {
                        Reach::Rays(dirs) => {
                            let dir = dirs[(slot % sampling.count) as usize];
                            (dir, self.landing(from, dir, &rule))
                        }
                        Reach::Jumps => match jumps[from as usize].get((slot % sampling.count) as usize) {
                            Some(jump) if rule.through & 1 << jump.over != 0 => (jump.dir, 1 << jump.land),
                            _ => continue,
                        },
                    };
                    match to & rule.to {
                        0 => continue,
                        to => Action::movement(rule.id, dir, from, to.trailing_zeros() as Cell),
                    }
                }
            };
            if !(refusing && self.refuses(bits, action, seen)) {
                return Some(action);
            }
        }
        self.batches::<TURNS>(bits, buffer);
        match total(buffer) {
            0 => None,
            n if refusing => self.pick_allowed::<DEPOSIT>(bits, buffer, n, random, seen),
            n => Some(self.pick::<DEPOSIT, TURNS>(buffer, random(n as usize) as u32)),
        }
    }

    /// Where the piece on `from` would land by `rule` along `dir` (a bit; `rule.to` not yet
    /// asked), or 0 where it cannot: a
    /// step onto the next cell; a hop over the next cell to the one past it, or over the run of
    /// `through` cells it starts to the first past the run.
    #[inline(always)]
    fn landing(self, from: Cell, dir: u8, rule: &Reading) -> u64 {
        let (ray, ascending) = self.ray(from, dir);
        let next = first_of(ray, u64::MAX, ascending);
        let over = u64::from(next & rule.through != 0).wrapping_neg();
        match rule.travel {
            Travel::Step => next,
            Travel::Hop => first_of(ray & !next, u64::MAX, ascending) & over,
            Travel::HopRun => first_of(ray, !rule.through, ascending) & over,
            Travel::Slide => 0,
        }
    }
}

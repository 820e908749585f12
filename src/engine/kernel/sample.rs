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
use crate::compile::kernel::{Deed, Jump, JumpLanes, Reach, Sampling, Travel};
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
        let Deed::Move { jumps, jump_lanes, arrivals, .. } = &self.kernel.deals[id].deed else {
            unreachable!("a kernel samples only a rule that moves a piece")
        };
        let mut pieces = rule.starts & sets.1;
        let slots = listed
            + match sampling.reach {
                Reach::Jumps => {
                    // Pieces none of whose jumps could land on a cell of `to` have none open.
                    pieces = may_land(pieces, rule.to, arrivals);
                    open_jumps::<DEPOSIT>(&rule, pieces, (jumps, jump_lanes))
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
                    Reach::Jumps => open_jump(&rule, pieces, jumps, slot),
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

/// Whether a jump is open: over a cell of `through` to one of `to` (1 or 0, without a branch).
#[inline(always)]
fn open(rule: &Reading, jump: &Jump) -> u32 {
    (rule.through >> jump.over & rule.to >> jump.land & 1) as u32
}

/// How many jumps of `pieces` are open: a vector of lanes at a time where the CPU has AVX2
/// (`DEPOSIT`, as for `Run::playout_body`) and the rule has lanes, else a jump at a time.
#[inline(always)]
fn open_jumps<const DEPOSIT: bool>(
    rule: &Reading,
    pieces: u64,
    (jumps, lanes): (&[Vec<Jump>], &[JumpLanes]),
) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if DEPOSIT && !lanes.is_empty() {
        // SAFETY: `DEPOSIT` is set only in the playout compiled for AVX2 and BMI2, which runs
        // only on a CPU that has them (`Run::playouts`).
        return unsafe { open_jumps_in_lanes(rule, pieces, lanes) };
    }
    // Lanes are an x86 path only (the WebAssembly build has none).
    #[cfg(not(target_arch = "x86_64"))]
    let _ = lanes;
    open_jumps_one_by_one(rule, pieces, jumps)
}

/// `open_jumps` eight lanes at a time: every lane of a piece in one pass, with no loop whose
/// length turns with the piece.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
fn open_jumps_in_lanes(rule: &Reading, pieces: u64, lanes: &[JumpLanes]) -> u32 {
    use crate::compile::kernel::JUMP_LANES;
    let mut count = 0;
    for from in BitIter(pieces) {
        let lanes = &lanes[from as usize];
        for i in 0..JUMP_LANES {
            count += (rule.through >> lanes.over[i] & rule.to >> lanes.land[i] & 1) as u32;
        }
    }
    count
}

/// How many jumps of `pieces` are open, a jump at a time. Out of line: inlined, it cost the
/// playout of every kernel game a few instructions per action in spilled registers.
#[inline(never)]
fn open_jumps_one_by_one(rule: &Reading, pieces: u64, jumps: &[Vec<Jump>]) -> u32 {
    BitIter(pieces).map(|from| open_count(rule, &jumps[from as usize])).sum()
}

/// How many of a piece's jumps are open, counted without a branch.
#[inline(always)]
fn open_count(rule: &Reading, jumps: &[Jump]) -> u32 {
    let mut count = 0;
    for jump in jumps {
        count += open(rule, jump);
    }
    count
}

/// The open jump of `pieces` numbered `k` (below their count), in the order of the pieces and
/// of each piece's table: found by counting again, a piece at a time, which costs less than
/// listing every open jump to draw one.
fn open_jump(rule: &Reading, pieces: u64, jumps: &[Vec<Jump>], mut k: u32) -> Action {
    for from in BitIter(pieces) {
        let jumps = &jumps[from as usize];
        let count = open_count(rule, jumps);
        if k >= count {
            k -= count;
            continue;
        }
        let jump = jumps.iter().filter(|jump| open(rule, jump) != 0).nth(k as usize);
        let jump = jump.expect("`k` is below the piece's count of open jumps");
        return Action::movement(rule.id, jump.dir, from as Cell, jump.land);
    }
    unreachable!("`k` is below the count of open jumps")
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;
    use crate::engine::Rng;
    use crate::engine::state::State;

    /// At every position of random games of the games whose hops over one cell are sampled
    /// from tables of jumps, for the player to act, lanes count as many open jumps as the
    /// jumps one by one do.
    #[test]
    fn lanes_count_the_open_jumps_the_jumps_one_by_one_count() {
        let features = [
            std::arch::is_x86_feature_detected!("popcnt"),
            std::arch::is_x86_feature_detected!("lzcnt"),
            std::arch::is_x86_feature_detected!("bmi1"),
            std::arch::is_x86_feature_detected!("bmi2"),
            std::arch::is_x86_feature_detected!("avx2"),
        ];
        if features.contains(&false) {
            return;
        }
        let sources = [
            include_str!("../../../tests/kernel_games/elements.game"),
            include_str!("../../../tests/kernel_games/ring-hops.game"),
        ];
        let (mut rng, mut positions) = (Rng::new(7), 0);
        for source in sources {
            let state = State::of_source(source);
            let (run, start) = Bits::of(&state).expect("the kernel takes the start");
            let sampling = run.kernel.sampling.expect("the game samples its moves");
            assert_eq!(sampling.reach, Reach::Jumps);
            let id = usize::from(sampling.rule);
            let Deed::Move { jumps, jump_lanes, .. } = &run.kernel.deals[id].deed else { unreachable!() };
            assert!(!jump_lanes.is_empty(), "the game has lanes");
            let (mut legal, mut batches, mut seen) = (Vec::new(), Vec::new(), Vec::new());
            for _ in 0..200 {
                let mut bits = start;
                while bits.result.is_none() {
                    let sets = run.sets(&bits);
                    let rule = Reading::of(id, &run.kernel.deals[id].deed, sets).expect("a move rule");
                    let pieces = rule.starts & sets.1;
                    // SAFETY: the CPU has every feature the function is compiled for, checked
                    // above.
                    let in_lanes = unsafe { open_jumps_in_lanes(&rule, pieces, jump_lanes) };
                    assert_eq!(in_lanes, open_jumps_one_by_one(&rule, pieces, jumps));
                    positions += 1;
                    run.legal(&mut bits, &mut legal, &seen, &mut batches);
                    let Some(&action) = legal.get(rng.below(legal.len().max(1))) else { break };
                    run.play_remembering(&mut bits, action, &mut seen);
                }
            }
        }
        assert!(positions > 3_000, "only {positions} positions");
    }
}

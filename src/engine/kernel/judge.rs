//! Judge: the kernel's results — conditions and quantities on bit boards (lines as masks of
//! runs, counts and regions as bit counts), in the rules' order, with the general engine's meaning.

use super::moves::upto;
use super::{Bits, Run, side};
use crate::compile::conditions::Through;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::kernel::{Amount, DIRECTIONS, Outcome as Decides, Test, Window, Windows};
use crate::compile::rules::PlayerId;
use crate::engine::generate::BitIter;
use crate::engine::state::Outcome;

impl Run<'_> {
    /// The first result of `mask` (a bit per result rule) that holds for `subject`.
    #[inline(always)]
    pub(super) fn first_holding(self, bits: &Bits, mut mask: u64, subject: PlayerId) -> Option<usize> {
        // Loops, not iterator adapters: these must inline into the playout to get its CPU features.
        while mask != 0 {
            let i = mask.trailing_zeros() as usize;
            if self.holds(bits, &self.kernel.verdicts[i].condition, subject) {
                return Some(i);
            }
            mask &= mask - 1;
        }
        None
    }

    /// The result a stuck player's rules give, if one holds.
    pub(super) fn stuck_result(self, bits: &Bits) -> Option<Outcome> {
        let subject = bits.to_move;
        let index = BitIter(self.kernel.stuck)
            .map(usize::from)
            .find(|&i| self.holds(bits, &self.kernel.verdicts[i].condition, subject))?;
        Some(self.outcome_of(bits, index, subject))
    }

    /// What result rule `index`, holding for `subject`, decides.
    pub(super) fn outcome_of(self, bits: &Bits, index: usize, subject: PlayerId) -> Outcome {
        let rule = Some(index as u16);
        let winner = match &self.kernel.verdicts[index].outcome {
            Decides::Win => Some(subject),
            Decides::Lose => Some(1 - subject),
            Decides::Draw => None,
            Decides::RankBy(score) => {
                let (mine, theirs) = (self.amount(bits, score, 0), self.amount(bits, score, 1));
                (mine != theirs).then_some(if mine > theirs { 0 } else { 1 })
            }
        };
        match winner {
            Some(player) => Outcome { winner: Some(player), winners: 1 << player, rule },
            None => Outcome::draw(rule),
        }
    }

    /// Inlined into the playout for the simple tests; `not`, `and` and `or` go out of line.
    #[inline(always)]
    fn holds(self, bits: &Bits, test: &Test, subject: PlayerId) -> bool {
        match test {
            // Only stuck results ask, and they are asked only of a player who is stuck.
            Test::Stuck => true,
            Test::AllStuck => self.nobody_can_act(bits),
            Test::BoardFull => bits.pieces[0] | bits.pieces[1] == self.kernel.board,
            // The most common result, lines against a number, without a second dispatch.
            Test::Compare(Amount::Lines { length, at_least, through, windows }, op, Amount::Number(n)) => {
                let lines = self.lines(bits, (*length, *at_least, windows), *through, subject);
                op.holds(f64::from(lines), *n)
            }
            // Windows against a number: counted only as far as the comparison needs.
            Test::Compare(Amount::Windows { length, masks }, op, Amount::Number(n)) => {
                // Every count above `n` compares with it alike.
                let enough = (n.floor() + 1.0).clamp(0.0, f64::from(u32::MAX)) as u32;
                op.holds(f64::from(windows(bits.pieces[side(subject)], *length, masks, enough)), *n)
            }
            Test::Compare(a, op, b) => op.holds(self.amount(bits, a, subject), self.amount(bits, b, subject)),
            Test::Not(_) | Test::And(..) | Test::Or(..) => self.holds_combined(bits, test, subject),
        }
    }

    #[inline(never)]
    fn holds_combined(self, bits: &Bits, test: &Test, subject: PlayerId) -> bool {
        match test {
            Test::Not(inner) => !self.holds(bits, inner, subject),
            Test::And(a, b) => self.holds(bits, a, subject) && self.holds(bits, b, subject),
            Test::Or(a, b) => self.holds(bits, a, subject) || self.holds(bits, b, subject),
            simple => self.holds(bits, simple, subject),
        }
    }

    /// Asked only of the player to act, who is stuck: whether the other player is too (and
    /// whether they could act at a turn's start, when stuck within a turn).
    fn nobody_can_act(self, bits: &Bits) -> bool {
        let mut batches = Vec::new();
        let start = self.kernel.turn.start;
        // Stuck where a turn starts, the player to act needs no second look.
        let players = if bits.turn_state == start { 1 } else { 2 };
        (0..players).all(|i| {
            let to_move = (bits.to_move + 1 + i) % 2;
            self.batches::<true>(&Bits { to_move, turn_state: start, ..*bits }, &mut batches);
            batches.is_empty()
        })
    }

    #[inline(always)]
    fn amount(self, bits: &Bits, amount: &Amount, subject: PlayerId) -> f64 {
        let s = side(subject);
        match amount {
            Amount::Number(n) => *n,
            Amount::Bonus { amount, player } => {
                if *player == subject {
                    *amount
                } else {
                    0.0
                }
            }
            Amount::Sum(first, rest) => self.sum(bits, first, rest, subject),
            Amount::Lines { length, at_least, through, windows } => {
                f64::from(self.lines(bits, (*length, *at_least, windows), *through, subject))
            }
            Amount::Windows { length, masks } => f64::from(windows(bits.pieces[s], *length, masks, u32::MAX)),
            Amount::Pieces { counted } => f64::from(if *counted { bits.pieces[s].count_ones() } else { 0 }),
            Amount::Hand { counted } => f64::from(if *counted { bits.hands[s] } else { 0 }),
            Amount::Flipped => f64::from(bits.changed.count_ones().saturating_sub(1)),
            Amount::Passes => f64::from(bits.passes),
            Amount::Turn => f64::from(bits.turn),
            Amount::Regions { masks, majority } => f64::from(regions(bits.pieces[s], masks, *majority)),
        }
    }

    #[inline(never)]
    fn sum(self, bits: &Bits, first: &Amount, rest: &[(bool, Amount)], subject: PlayerId) -> f64 {
        rest.iter().fold(self.amount(bits, first, subject), |sum, (plus, term)| {
            let value = self.amount(bits, term, subject);
            if *plus { sum + value } else { sum - value }
        })
    }

    /// Maximal runs of the subject's pieces of the wanted length along the board's axes,
    /// through the cell last placed on, through every cell the pending action changed, or
    /// anywhere.
    #[inline(always)]
    fn lines(
        self,
        bits: &Bits,
        (length, at_least, windows): (u32, bool, &Windows),
        through: Through,
        subject: PlayerId,
    ) -> u32 {
        let fits = |run: u64| if at_least { run.count_ones() >= length } else { run.count_ones() == length };
        let own = bits.pieces[side(subject)];
        // Too few pieces for any run: most early positions, where this is most of the work.
        if own.count_ones() < length {
            return 0;
        }
        // Outside an action's own judgement only its cell is known again, not what it flipped.
        let through = if through == Through::Changed && !bits.pending { Through::Placed } else { through };
        let axes = &self.kernel.axes;
        let filled = |w: &Window| own & w.cells == w.cells && (at_least || own & w.past == 0);
        match through {
            Through::Placed => {
                let at = bits.placed;
                if at == NO_CELL || own & 1 << at == 0 {
                    return 0;
                }
                let mut axes_filled = 0u32;
                for window in windows.at(at) {
                    if filled(window) {
                        axes_filled |= 1 << window.axis;
                    }
                }
                axes_filled.count_ones()
            }
            Through::Changed => {
                // Two changed cells of one run count it once.
                let mut counted = [0u64; DIRECTIONS];
                let mut count = 0;
                for cell in BitIter(bits.changed & own).map(Cell::from) {
                    for window in windows.at(cell) {
                        let k = window.axis as usize;
                        if counted[k] & 1 << cell == 0 && filled(window) {
                            counted[k] |= self.run(cell, axes[k], own);
                            count += 1;
                        }
                    }
                }
                count
            }
            Through::Anywhere => {
                let mut count = 0;
                for &axis in axes {
                    let mut counted = 0u64;
                    for cell in BitIter(own).map(Cell::from) {
                        if counted & 1 << cell == 0 {
                            let run = self.run(cell, axis, own);
                            counted |= run;
                            count += u32::from(fits(run));
                        }
                    }
                }
                count
            }
        }
    }

    /// The run of `own` pieces through `cell` (which holds one) along an axis, as a bit set.
    #[inline(always)]
    fn run(self, cell: Cell, (axis, back): (u8, u8), own: u64) -> u64 {
        let (ahead, up) = self.ray(cell, axis);
        let (behind, down) = self.ray(cell, back);
        upto(ahead, !own, up).0 | upto(behind, !own, down).0 | 1 << cell
    }
}

/// How many of the regions `own` fills, or with `majority` holds more than half of (an empty
/// region is filled by anyone, as the general engine counts).
fn regions(own: u64, masks: &[u64], majority: bool) -> u32 {
    let held = |region: u64| {
        if majority { 2 * (region & own).count_ones() > region.count_ones() } else { region & own == region }
    };
    masks.iter().filter(|&&region| held(region)).count() as u32
}

/// The windows (cell sets of `length` cells) that `own` fills, counted until the count reaches
/// `enough` (it may pass it by up to three).
#[inline(always)]
fn windows(own: u64, length: u32, masks: &[u64], enough: u32) -> u32 {
    if own.count_ones() < length {
        return 0;
    }
    // Four windows at a time, with no branch on each: a vector compares them at once. A count
    // that passes `enough` within the four compares alike.
    let (fours, rest) = masks.as_chunks::<4>();
    let mut count = 0;
    for four in fours {
        for &window in four {
            count += u32::from(window & !own == 0);
        }
        if count >= enough {
            return count;
        }
    }
    for &window in rest {
        count += u32::from(window & !own == 0);
    }
    count
}

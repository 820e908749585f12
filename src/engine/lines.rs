//! Lines: `lines N through …` — maximal runs of one player's pieces along the board's axes,
//! and the runs through the placed cell, walked once per position and remembered.

use super::legal::Refusal;
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::graph::MAX_AXES;
use crate::compile::rules::{ActionId, Condition, DirMask, PlayerId, Quantity, Through};
use crate::compile::schedule::PlacedLines;

impl State {
    /// Walks the runs of `subject`'s pieces through the placed cell once for the position as
    /// it stands, for the conditions that count lines through it (`Schedule::result_lines`).
    pub(crate) fn remember_runs(&mut self, subject: PlayerId) {
        let cell = self.placed();
        if cell == NO_CELL || self.runs.answers(self.epoch, cell, subject) || !self.owned_by(cell, subject) {
            return;
        }
        self.runs = self.runs_if_placed(cell, subject).at(self.epoch);
    }

    /// The runs of `subject`'s pieces through `cell` as they stand once `subject` has a piece
    /// there, whether or not it has one yet: a run's own cell is not read. So a placement that
    /// changes nothing else can be judged by them before it is played
    /// (`Schedule::judged_unplayed`).
    pub(crate) fn runs_if_placed(&self, cell: Cell, subject: PlayerId) -> Runs {
        let (geometry, cap) = (&self.rules.geometry, self.rules.schedule.lines_cap);
        let own = self.position.owned_by(subject);
        let mut lengths = [0; MAX_AXES];
        for axis in geometry.axes() {
            lengths[axis as usize] = run_through(geometry, own, cell, axis, cap);
        }
        Runs { epoch: 0, cell, subject, lengths }
    }

    /// The first `forbid` of `rule` (one `judged_unplayed`) that refuses the placement whose
    /// runs these are.
    pub(crate) fn refusal_by_runs(&self, runs: &Runs, rule: ActionId) -> Option<Refusal> {
        let (axes, schedule) = (self.rules.geometry.line_axes, &self.rules.schedule);
        let refuses = |f: usize| match schedule.forbid_placed_lines[f] {
            Some(PlacedLines { length, at_least, along, op, n }) => {
                op.holds(f64::from(runs.fitting(length, at_least, along, axes)), n)
            }
            None => runs.satisfy(&self.rules.forbids[f].condition, axes),
        };
        let index = schedule.forbids_after(rule).iter().find(|&&f| refuses(f as usize))?;
        Some(Refusal::Forbid(*index as usize))
    }

    /// Counts maximal runs of the subject's pieces of the wanted length along the board's axes
    /// in `along` (a bit per axis).
    pub(super) fn lines(
        &self,
        length: u32,
        at_least: bool,
        along: DirMask,
        through: Through,
        subject: PlayerId,
    ) -> u32 {
        let fits = |run: u32| if at_least { run >= length } else { run == length };
        let geometry = &self.rules.geometry;
        let axes = || geometry.axes().filter(move |&axis| along & 1 << axis != 0);
        // Outside an action's own judgement only its cell is known again, not what it flipped.
        let through = if through == Through::Changed && !self.s.pending { Through::Placed } else { through };
        match through {
            Through::Placed => {
                let cell = self.placed();
                if cell == NO_CELL || !self.owned_by(cell, subject) {
                    return 0;
                }
                if self.runs.answers(self.epoch, cell, subject) {
                    return self.runs.fitting(length, at_least, along, geometry.line_axes);
                }
                // Walking past `length + 1` cannot change whether a run fits.
                let cap = length.saturating_add(1);
                let own = self.position.owned_by(subject);
                axes().filter(|&axis| fits(run_through(geometry, own, cell, axis, cap))).count() as u32
            }
            Through::Changed => {
                let mut found: [(u8, Cell); 32] = [(0, 0); 32];
                let mut count = 0usize;
                for &cell in &self.changed {
                    if !self.owned_by(cell, subject) {
                        continue;
                    }
                    for axis in axes() {
                        let (start, run) = self.run(cell, axis, subject);
                        if fits(run) && !found[..count.min(32)].contains(&(axis, start)) {
                            if count < 32 {
                                found[count] = (axis, start);
                            }
                            count += 1;
                        }
                    }
                }
                count as u32
            }
            Through::Anywhere => {
                let mut count = 0;
                for cell in 0..self.position.board.len() as Cell {
                    if !self.owned_by(cell, subject) {
                        continue;
                    }
                    for axis in axes() {
                        let back = geometry.step(cell, geometry.opposite(axis));
                        if (back == NO_CELL || !self.owned_by(back, subject))
                            && fits(self.run(cell, axis, subject).1)
                        {
                            count += 1;
                        }
                    }
                }
                count
            }
        }
    }

    /// The length of the run of the subject's pieces through `cell` along an axis, counted up to `cap`.
    /// Kept apart from `run`, which also finds where the run starts: folding the two together
    /// cost about a tenth of the playout speed of games that check lines after every placement.
    #[inline(always)]
    pub(crate) fn run_length(&self, cell: Cell, axis: u8, subject: PlayerId, cap: u32) -> u32 {
        run_through(&self.rules.geometry, self.position.owned_by(subject), cell, axis, cap)
    }

    /// The run of the subject's pieces through `cell` along an axis: its first cell and length.
    #[inline]
    pub(super) fn run(&self, cell: Cell, axis: u8, subject: PlayerId) -> (Cell, u32) {
        let geometry = &self.rules.geometry;
        let mut length = 1;
        let mut next = geometry.step(cell, axis);
        while next != NO_CELL && self.owned_by(next, subject) {
            length += 1;
            next = geometry.step(next, axis);
        }
        let back_dir = geometry.opposite(axis);
        let mut start = cell;
        let mut back = geometry.step(cell, back_dir);
        while back != NO_CELL && self.owned_by(back, subject) {
            length += 1;
            start = back;
            back = geometry.step(back, back_dir);
        }
        (start, length)
    }
}

/// The runs of one player's pieces through the placed cell along each axis, walked once for
/// a position (`epoch`) and remembered while it stands.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Runs {
    epoch: u64,
    cell: Cell,
    subject: PlayerId,
    lengths: [u32; MAX_AXES],
}

impl Runs {
    /// Whether these are the runs through `cell` for `subject` in the position of `epoch`.
    #[inline]
    fn answers(&self, epoch: u64, cell: Cell, subject: PlayerId) -> bool {
        self.epoch == epoch && self.cell == cell && self.subject == subject
    }

    /// These runs, as those of the position of `epoch`.
    pub(crate) fn at(self, epoch: u64) -> Runs {
        Runs { epoch, ..self }
    }

    /// How many of the runs along the first `axes` axes that are in `along` are lines of
    /// `length` (or longer, when `at_least`). Walked up to past the longest line asked for,
    /// each fits as it would uncut.
    #[inline]
    fn fitting(&self, length: u32, at_least: bool, along: DirMask, axes: u8) -> u32 {
        let mut count = 0;
        for (axis, &run) in self.lengths[..axes as usize].iter().enumerate() {
            let fits = if at_least { run >= length } else { run == length };
            count += u32::from(fits) & along >> axis;
        }
        count
    }

    /// Whether a condition that compares only numbers and `lines … through placed` holds for
    /// these runs' player.
    fn satisfy(&self, condition: &Condition, axes: u8) -> bool {
        match condition {
            Condition::Compare(a, op, b) => op.holds(self.quantity(a, axes), self.quantity(b, axes)),
            Condition::Not(inner) => !self.satisfy(inner, axes),
            Condition::And(a, b) => self.satisfy(a, axes) && self.satisfy(b, axes),
            Condition::Or(a, b) => self.satisfy(a, axes) || self.satisfy(b, axes),
            _ => unreachable!("the schedule judges only comparisons of lines unplayed"),
        }
    }

    fn quantity(&self, quantity: &Quantity, axes: u8) -> f64 {
        match quantity {
            Quantity::Number(n) => *n,
            Quantity::Lines { length, at_least, along, .. } => {
                f64::from(self.fitting(*length, *at_least, *along, axes))
            }
            Quantity::Sum(first, rest) => {
                rest.iter().fold(self.quantity(first, axes), |sum, (plus, term)| {
                    let value = self.quantity(term, axes);
                    if *plus { sum + value } else { sum - value }
                })
            }
            _ => unreachable!("the schedule judges only comparisons of lines unplayed"),
        }
    }
}

/// The length of the run of `own` cells through `cell` (one of them) along an axis, counted
/// up to `cap`: the hot loop of `lines through placed`, on the owner's bit set directly.
#[inline(always)]
fn run_through(geometry: &Geometry, own: &[u64], cell: Cell, axis: u8, cap: u32) -> u32 {
    let held = |c: Cell| own[c as usize / 64] >> (c % 64) & 1 != 0;
    let mut length = 1;
    for direction in [axis, geometry.opposite(axis)] {
        let mut next = geometry.step(cell, direction);
        while length < cap && next != NO_CELL && held(next) {
            length += 1;
            next = geometry.step(next, direction);
        }
    }
    length
}

#[cfg(test)]
mod tests {
    use super::State;

    /// A placement judged before it is played (`Schedule::judged_unplayed`) gets the verdict
    /// that playing it and judging the position gets, at every candidate of random games whose
    /// forbids refuse often: exact counts of exact and longer lines, and sums, `not`, `and`
    /// and `or` of lines.
    #[test]
    fn a_placement_judged_unplayed_gets_the_verdict_of_playing_it() {
        let counts = "players a b\nboard square 11 x 11\npiece p\nhand p unlimited\n\
                      action place: place on empty\nturn 1: place\nturn: place place\npass when stuck\n\
                      forbid \"long\": lines 5+ through placed >= 1\n\
                      forbid \"one\": lines 4 through placed == 1\n\
                      win \"two\": lines 4 through placed >= 2\ndraw \"blocked\": passes >= 2\n";
        let mixed = "players a b\nboard square 6 x 6\npiece p\nhand p unlimited\n\
                     action place: place on empty\nturn: place place\npass when stuck\n\
                     forbid \"sum\": lines 3+ through placed + lines 2 through placed == 2\n\
                     forbid \"mixed\": not (lines 2 through placed >= 1 or lines 4+ through placed == 0) \
                     and lines 1 through placed < 3\n\
                     draw \"blocked\": passes >= 2\n";
        for source in [counts, mixed] {
            let mut state = State::of_source(source);
            assert!(state.rules.schedule.judged_unplayed(0), "{source}");
            let (mut seed, mut refused, mut allowed) = (7u64, 0, 0);
            for _ in 0..12 {
                let start = state.depth();
                while state.s.result.is_none() && state.depth() - start < 400 {
                    let mut candidates = Vec::new();
                    state.candidates(&mut candidates);
                    for &action in candidates.iter().filter(|a| !a.is_word()) {
                        let unplayed = state.refusal_unplayed(action, true).expect("judged unplayed");
                        state.apply(action);
                        let played = state.refusal_applied(action);
                        state.undo();
                        assert_eq!(unplayed, played, "{} at ply {}", state.format(action), state.depth());
                        (refused, allowed) = (refused + u32::from(played.is_some()), allowed + 1);
                    }
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    if state.play_sampled(&mut |n| (seed >> 33) as usize % n).is_none() {
                        break;
                    }
                }
                while state.depth() > start {
                    state.undo();
                }
            }
            assert!(refused > 200 && allowed > refused, "{refused} refused, {allowed} judged: {source}");
        }
    }
}

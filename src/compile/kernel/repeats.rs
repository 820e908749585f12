//! Repeats: the kernel's `forbid`s, which may only refuse an action for bringing back a
//! position that already began a turn some number of times (`repetitions >= N`).

use super::{Misfit, misfit};
use crate::compile::conditions::{Compare, Condition, Quantity};
use crate::compile::rules::Rules;

/// One `forbid … repetitions >= least`: the action rules it judges refuse an action when the
/// position it produces began at least `least` earlier turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forbid {
    pub least: u32,
    /// A bit per action rule it judges (`pass` is never refused).
    pub rules: u64,
}

/// The forbids as the kernel judges them, or why it cannot.
pub(super) fn forbids(rules: &Rules) -> Result<Vec<Forbid>, Misfit> {
    rules
        .forbids
        .iter()
        .enumerate()
        .map(|(i, forbid)| {
            if !is_bound(&forbid.condition) {
                return misfit("it forbids positions other than by `repetitions >= N`");
            }
            // The schedule already worked out the least count the condition holds for.
            Ok(Forbid { least: rules.schedule.forbid_repetitions[i], rules: forbid.after })
        })
        .collect()
}

/// Whether a condition is `repetitions >= n` or says the same (`>`, or the operands swapped):
/// it holds exactly from a count on.
fn is_bound(condition: &Condition) -> bool {
    match condition {
        Condition::Compare(Quantity::Repetitions, op, Quantity::Number(_)) => from_a_count(*op),
        Condition::Compare(Quantity::Number(_), op, Quantity::Repetitions) => from_a_count(op.flipped()),
        _ => false,
    }
}

fn from_a_count(op: Compare) -> bool {
    matches!(op, Compare::Ge | Compare::Gt)
}

//! Schedule: which results and `forbid`s are judged after each action and when a turn begins,
//! worked out once per game. The engine's hot loop then walks a short list (most often an
//! empty one) instead of testing every rule's `when` after every action, and judges a
//! condition that cannot ask what players can do without the machinery for those that can.

use super::conditions::{Compare, Condition, Constraint, Quantity, ResultRule, Through, When};
use super::rules::{ActionId, ActionRule, CellTest, DirMask, Distance, Motion, PerContext};

/// Rule indices, in the order the rules were written (the first that holds decides).
pub type Indices = Vec<u16>;

#[derive(Clone, Debug, Default)]
pub struct Schedule {
    /// Per action id, then one slot for `end` and `pass`: the results judged after it.
    results_after: Vec<Indices>,
    /// The results judged when a turn begins, for the player about to act.
    at_turn_start: Indices,
    /// Per slot as `results_after`: the `forbid`s that judge an action of it.
    forbids_after: Vec<Indices>,
    /// Per result: whether its condition asks what players can do (`stuck`, `mates`), which
    /// needs generation (`State::judge`) rather than a look at the position.
    pub result_asks: Vec<bool>,
    /// Per forbid, the same.
    pub forbid_asks: Vec<bool>,
    /// A bit per action id whose `when` asks the same: the others are looked at directly.
    pub when_asks: u64,
    /// Per forbid: the fewest `repetitions` of the position an action produces for which it
    /// can hold (0: it has no such bound). While no position has been seen that often, the
    /// forbid cannot refuse anything.
    pub forbid_repetitions: Vec<u32>,
    /// Per result, then per forbid: whether it counts `lines … through placed`, in a game
    /// where several conditions do (all judged on the same action, so the runs through the
    /// placed cell are walked once and remembered); all false otherwise.
    pub result_lines: Vec<bool>,
    pub forbid_lines: Vec<bool>,
    /// How far those runs are walked: past the longest line any of them asks for.
    pub lines_cap: u32,
    /// Per action id: whether its `forbid`s are judged before it is played, from the runs
    /// through its cell (`State::runs_if_placed`). It places a piece and does nothing else,
    /// and every forbid that judges it compares only numbers and `lines … through placed`,
    /// which those runs tell as well as the position it makes: no play and undo per candidate.
    judged_unplayed: Vec<bool>,
    /// Per forbid: when its condition is one count of `lines … through placed` against a
    /// number, that comparison, read straight from the runs through the placed cell.
    pub forbid_placed_lines: Vec<Option<PlacedLines>>,
    /// Whether some result names the player it is about (`win for fox`).
    pub names_players: bool,
    /// Per action id: the rules the last action must be by for it to have any action
    /// (`needs_last`), and a bit per rule for which that is not any rule.
    needs_last: Vec<u64>,
    pub needs_last_rules: u64,
    /// A bit per action id whose moves each go as far as a die or the dice say: with no die
    /// left to use, it has none.
    pub by_dice: u64,
}

/// `lines N through placed OP n` (`at_least`: `lines N+`), the usual `forbid` of a placement.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlacedLines {
    pub length: u32,
    pub at_least: bool,
    pub along: DirMask,
    pub op: Compare,
    pub n: f64,
}

impl PlacedLines {
    fn of(condition: &Condition) -> Option<PlacedLines> {
        match condition {
            Condition::Compare(
                Quantity::Lines { length, at_least, along, through: Through::Placed },
                op,
                Quantity::Number(n),
            ) => Some(PlacedLines { length: *length, at_least: *at_least, along: *along, op: *op, n: *n }),
            _ => None,
        }
    }
}

impl Schedule {
    pub fn new(rules: &[ActionRule], results: &[ResultRule], forbids: &[Constraint]) -> Schedule {
        let actions = rules.len();
        // Slot `actions` stands for `end` and `pass`, which only an unrestricted rule judges.
        let judges =
            |mask: u64, slot: usize| if slot == actions { mask == u64::MAX } else { mask & 1 << slot != 0 };
        let results_after = (0..=actions)
            .map(|slot| indices(results, |r| matches!(r.when, When::After(mask) if judges(mask, slot))))
            .collect();
        let forbids_after: Vec<Indices> =
            (0..=actions).map(|slot| indices(forbids, |f| judges(f.after, slot))).collect();
        let judged_unplayed = rules
            .iter()
            .zip(&forbids_after)
            .map(|(rule, after)| {
                let lines_alone = |q: &Quantity| matches!(q, Quantity::Number(_)) || placed_lines(q);
                matches!(rule.motion, Motion::Place { .. })
                    && rule.effects.is_empty()
                    && rule.requires.is_none()
                    && !after.is_empty()
                    && after.iter().all(|&f| forbids[f as usize].condition.reads_only(&lines_alone))
            })
            .collect();
        let conditions = || results.iter().map(|r| &r.condition).chain(forbids.iter().map(|f| &f.condition));
        let shared = conditions().filter(|c| c.mentions(&placed_lines)).count() > 1;
        let lines = |c: &Condition| shared && c.mentions(&placed_lines);
        let lines_cap = conditions().map(longest_placed_line).max().unwrap_or(0).saturating_add(1);
        Schedule {
            results_after,
            at_turn_start: indices(results, |r| r.when == When::TurnStart),
            forbids_after,
            result_asks: results.iter().map(|r| asks(&r.condition)).collect(),
            forbid_asks: forbids.iter().map(|f| asks(&f.condition)).collect(),
            when_asks: rules
                .iter()
                .enumerate()
                .filter(|(_, rule)| rule.when.as_ref().is_some_and(asks))
                .fold(0, |mask, (id, _)| mask | 1 << id),
            forbid_repetitions: forbids.iter().map(|f| least_repetitions(&f.condition)).collect(),
            result_lines: results.iter().map(|r| lines(&r.condition)).collect(),
            forbid_lines: forbids.iter().map(|f| lines(&f.condition)).collect(),
            lines_cap,
            judged_unplayed,
            forbid_placed_lines: forbids.iter().map(|f| PlacedLines::of(&f.condition)).collect(),
            names_players: results.iter().any(|r| r.subject.is_some()),
            needs_last: rules.iter().map(needs_last).collect(),
            needs_last_rules: rules
                .iter()
                .enumerate()
                .filter(|(_, rule)| needs_last(rule) != u64::MAX)
                .fold(0, |mask, (id, _)| mask | 1 << id),
            by_dice: rules
                .iter()
                .enumerate()
                .filter(|(_, rule)| goes_by_dice(rule))
                .fold(0, |mask, (id, _)| mask | 1 << id),
        }
    }

    /// The rules of `rules` (of `needs_last_rules`) that have no action after an action of
    /// `last` (`None`: no action yet, or `end` or `pass`).
    pub fn idle_after(&self, rules: u64, last: Option<ActionId>) -> u64 {
        let last = last.map_or(0, |rule| 1u64 << rule);
        let (mut idle, mut left) = (0, rules);
        while left != 0 {
            let id = left.trailing_zeros();
            left &= left - 1;
            if self.needs_last[id as usize] & last == 0 {
                idle |= 1 << id;
            }
        }
        idle
    }

    /// Whether the `forbid`s of an action of this rule are judged before it is played (see
    /// `judged_unplayed`); never for `end` and `pass`.
    #[inline]
    pub fn judged_unplayed(&self, rule: ActionId) -> bool {
        self.judged_unplayed.get(rule as usize).copied().unwrap_or(false)
    }

    /// The results judged after an action of rule `rule` (or `end` or `pass`), for the mover;
    /// with no action, those judged when a turn begins, for the player about to act.
    #[inline]
    pub fn results(&self, after: Option<ActionId>) -> &[u16] {
        match after {
            Some(rule) => &self.results_after[self.slot(rule)],
            None => &self.at_turn_start,
        }
    }

    /// The `forbid`s that judge an action of rule `rule` (or `end` or `pass`).
    #[inline]
    pub fn forbids_after(&self, rule: ActionId) -> &[u16] {
        &self.forbids_after[self.slot(rule)]
    }

    /// An action id's slot: its own, or the last one for the words `end` and `pass`.
    #[inline]
    fn slot(&self, rule: ActionId) -> usize {
        (rule as usize).min(self.results_after.len() - 1)
    }
}

/// The indices of the items that `wanted` picks.
fn indices<T>(items: &[T], wanted: impl Fn(&T) -> bool) -> Indices {
    (0..items.len()).filter(|&i| wanted(&items[i])).map(|i| i as u16).collect()
}

/// Whether a quantity is `lines … through placed`.
fn placed_lines(quantity: &Quantity) -> bool {
    matches!(quantity, Quantity::Lines { through: Through::Placed, .. })
}

/// The longest `lines … through placed` a condition counts (0 for none).
fn longest_placed_line(condition: &Condition) -> u32 {
    match condition {
        Condition::Compare(a, _, b) => longest_in(a).max(longest_in(b)),
        Condition::Not(c) => longest_placed_line(c),
        Condition::And(a, b) | Condition::Or(a, b) => longest_placed_line(a).max(longest_placed_line(b)),
        _ => 0,
    }
}

/// The longest `lines … through placed` a quantity counts, terms of sums included.
fn longest_in(quantity: &Quantity) -> u32 {
    match quantity {
        Quantity::Lines { length, through: Through::Placed, .. } => *length,
        Quantity::Sum(first, rest) => {
            rest.iter().map(|(_, q)| longest_in(q)).fold(longest_in(first), u32::max)
        }
        _ => 0,
    }
}

/// Whether a condition asks what players can do: `stuck`, `all stuck` or `mates`.
fn asks(condition: &Condition) -> bool {
    condition.mentions_stuck() || condition.mentions(&|q| matches!(q, Quantity::Mates))
}

/// The fewest `repetitions` for which the condition can hold: it implies `repetitions >= n`
/// (0 when it implies no such bound).
fn least_repetitions(condition: &Condition) -> u32 {
    match condition {
        Condition::And(a, b) => least_repetitions(a).max(least_repetitions(b)),
        Condition::Or(a, b) => least_repetitions(a).min(least_repetitions(b)),
        Condition::Compare(Quantity::Repetitions, op, Quantity::Number(n)) => at_least(*op, *n),
        Condition::Compare(Quantity::Number(n), op, Quantity::Repetitions) => at_least(op.flipped(), *n),
        _ => 0,
    }
}

/// The action rules the last action must be by for `rule` to have any action: where it moves
/// from, where it moves to or where it removes is a cell of that action's (`to last double
/// passed`). `u64::MAX` when any last action, or none, may do.
fn needs_last(rule: &ActionRule) -> u64 {
    let of = |tests: &PerContext<CellTest>| tests.iter().map(CellTest::needs_last).reduce(|a, b| a | b);
    let needs = match &rule.motion {
        Motion::Move { from, movement, .. } => of(from).zip(of(movement.to())).map(|(f, t)| f & t),
        Motion::Take { at, .. } => of(at),
        _ => None,
    };
    needs.unwrap_or(u64::MAX)
}

/// Whether every action of `rule` uses a die or the dice (`move along … exactly die`).
fn goes_by_dice(rule: &ActionRule) -> bool {
    matches!(rule.motion, Motion::Along { distance: Distance::Die | Distance::DiceTotal, .. })
}

/// The fewest of a count (a whole number) for which `count OP n` can hold, if it has a lower
/// bound above 0.
fn at_least(op: Compare, n: f64) -> u32 {
    let least = match op {
        Compare::Ge | Compare::Eq => n.ceil(),
        Compare::Gt => n.floor() + 1.0,
        Compare::Lt | Compare::Le | Compare::Ne => 0.0,
    };
    // A bound too large to count up to is kept at the largest count (never reached in play).
    least.clamp(0.0, f64::from(u32::MAX)) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile::conditions::ALL_AXES;

    fn compare(op: Compare, n: f64) -> Condition {
        Condition::Compare(Quantity::Repetitions, op, Quantity::Number(n))
    }

    /// Only an action whose `when` counts `mates` is judged with generation; the others' are
    /// looked at directly.
    #[test]
    fn only_a_when_that_counts_mates_asks() {
        let source = "players a b\nboard square 3 x 3\npiece king\nroyal king\nsetup a: a1\nsetup b: c3\n\
                      action step: move step any to empty\n\
                      action wait when mates == 0: move step any to empty\n\
                      action rest when pieces >= 1: move step any to empty\n";
        let rules = crate::check::load(source).expect("the test game checks");
        assert_eq!(rules.schedule.when_asks, 0b10);
    }

    /// Only the rules whose moves go as far as a die or the dice say go by the dice.
    #[test]
    fn rules_that_move_by_a_die_or_the_dice_total_go_by_the_dice() {
        let source = "players a b\nboard square 4 x 1\npiece p\nhand p 2\ndice 2 d6\n\
                      track way: off a1 b1 c1 d1 off\n\
                      action die: move along way exactly die to empty\n\
                      action total: move along way exactly dice total to empty\n\
                      action two: move along way exactly 2 to empty\n\
                      action step: move step any to empty\n\
                      turn: roll (die | total | two | step)+\n";
        let rules = crate::check::load(source).expect("the test game checks");
        assert_eq!(rules.schedule.by_dice, 0b11);
    }

    /// A placement is judged before it is played only when it changes nothing but its cell
    /// and every forbid of it reads numbers and the lines through that cell alone.
    #[test]
    fn only_placements_that_change_one_cell_under_forbids_of_placed_lines_are_judged_unplayed() {
        let base = "players a b\nboard square 5 x 5\npiece p\nhand p unlimited\naction place: place on empty";
        let cases = [
            ("\nforbid \"f\": lines 3 through placed + lines 4+ through placed > 1\n", true),
            ("\nforbid \"f\": lines 3 through placed + 1 > pieces\n", false),
            ("\nforbid \"f\": lines 3 through changed >= 1\n", false),
            ("\nforbid \"f\": lines 3 >= 1\n", false),
            (" then flip custodial any\nforbid \"f\": lines 3 through placed >= 1\n", false),
            ("\n", false),
        ];
        for (rest, judged) in cases {
            let rules = crate::check::load(&format!("{base}{rest}")).expect("the test game checks");
            assert_eq!(rules.schedule.judged_unplayed(0), judged, "{rest}");
        }
        let usual = Condition::Compare(
            Quantity::Lines { length: 4, at_least: true, along: ALL_AXES, through: Through::Placed },
            Compare::Eq,
            Quantity::Number(1.0),
        );
        let read = PlacedLines { length: 4, at_least: true, along: ALL_AXES, op: Compare::Eq, n: 1.0 };
        assert_eq!(PlacedLines::of(&usual), Some(read));
        assert_eq!(PlacedLines::of(&Condition::Not(Box::new(usual))), None);
    }

    /// A rule that moves from or to the last action's cells has actions only after an action
    /// of a rule that set names; a set that may have cells without it gates nothing.
    #[test]
    fn a_rule_on_the_last_actions_cells_is_idle_after_other_rules() {
        let source = "players a b\nboard square 4 x 4\npiece p\nsetup a: a1 b1\nsetup b: a4 b4\n\
                      action double: move slide n to empty\n\
                      action take: move step ne to enemy & last double passed\n\
                      action follow: move from next s (last double to) step n to empty\n\
                      action either: move step e to last double to | empty\n\
                      action besides: move step w to empty - last take to\n\
                      action away: move from last take to step n to empty\n";
        let rules = crate::check::load(source).expect("the test game checks");
        let schedule = &rules.schedule;
        let gated = schedule.needs_last_rules;
        assert_eq!(gated, 0b10_0110, "take, follow and away");
        assert_eq!(schedule.idle_after(gated, Some(0)), 0b10_0000, "after double: away");
        assert_eq!(schedule.idle_after(gated, Some(1)), 0b00_0110, "after take: take and follow");
        assert_eq!(schedule.idle_after(gated, Some(3)), gated);
        assert_eq!(schedule.idle_after(gated, None), gated, "before any action, or after `pass`");
    }

    #[test]
    fn repetition_bounds_are_the_least_counts_that_can_hold() {
        assert_eq!(least_repetitions(&compare(Compare::Ge, 2.0)), 2);
        assert_eq!(least_repetitions(&compare(Compare::Gt, 2.0)), 3);
        assert_eq!(least_repetitions(&compare(Compare::Gt, 1.5)), 2);
        assert_eq!(least_repetitions(&compare(Compare::Eq, 3.0)), 3);
        assert_eq!(least_repetitions(&compare(Compare::Le, 3.0)), 0);
        assert_eq!(least_repetitions(&compare(Compare::Ne, 0.0)), 0);
        let flipped = Condition::Compare(Quantity::Number(1.0), Compare::Lt, Quantity::Repetitions);
        assert_eq!(least_repetitions(&flipped), 2);
        let both = Condition::And(Box::new(compare(Compare::Ge, 1.0)), Box::new(Condition::Check));
        assert_eq!(least_repetitions(&both), 1);
        let either = Condition::Or(Box::new(compare(Compare::Ge, 2.0)), Box::new(Condition::Check));
        assert_eq!(least_repetitions(&either), 0);
        assert_eq!(least_repetitions(&Condition::Not(Box::new(compare(Compare::Lt, 2.0)))), 0);
    }
}

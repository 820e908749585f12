//! Verdicts: the kernel's result rules — conditions and quantities it can judge on bit boards,
//! in the rules' order.

use super::board::Windows;
use super::{Misfit, misfit};
use crate::compile::conditions::{
    ALL_AXES, Compare, Condition, OutcomeRule, Quantity, ResultRule, Through, When,
};
use crate::compile::geometry::Geometry;
use crate::compile::rules::PlayerId;

/// A result rule as the kernel judges it: the same order, outcome and condition as the rules'.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub outcome: Outcome,
    pub condition: Test,
}

#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
    /// The player with more of the quantity wins; equal is a draw.
    RankBy(Amount),
}

#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Test {
    Stuck,
    AllStuck,
    BoardFull,
    Compare(Amount, Compare, Amount),
    Not(Box<Test>),
    And(Box<Test>, Box<Test>),
    Or(Box<Test>, Box<Test>),
}

impl Test {
    /// Whether it asks whether no player can act.
    pub(super) fn asks_all_stuck(&self) -> bool {
        match self {
            Test::AllStuck => true,
            Test::Not(inner) => inner.asks_all_stuck(),
            Test::And(a, b) | Test::Or(a, b) => a.asks_all_stuck() || b.asks_all_stuck(),
            _ => false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Amount {
    Number(f64),
    Bonus {
        amount: f64,
        player: PlayerId,
    },
    Sum(Box<Amount>, Vec<(bool, Amount)>),
    /// Runs of the subject's pieces; through the placed cell they are judged by `windows`.
    Lines {
        length: u32,
        at_least: bool,
        through: Through,
        windows: Windows,
    },
    /// Windows of `length` cells on a line that the subject fills, one cell set each.
    Windows {
        length: u32,
        masks: Vec<u64>,
    },
    /// The subject's pieces (`counted` false: the kinds asked for are not the one there is).
    Pieces {
        counted: bool,
    },
    Hand {
        counted: bool,
    },
    Flipped,
    Passes,
    Turn,
    /// The regions of a family the subject fills (`majority`: holds more than half of).
    Regions {
        masks: Vec<u64>,
        majority: bool,
    },
}

impl Outcome {
    /// Whether deciding it walks runs along rays (ranking by lines).
    pub(super) fn walks_rays(&self) -> bool {
        matches!(self, Outcome::RankBy(amount) if amount.walks_rays())
    }
}

impl Test {
    /// Whether judging it walks runs along rays (`Lines`), which not every board has.
    pub(super) fn walks_rays(&self) -> bool {
        match self {
            Test::Stuck | Test::AllStuck | Test::BoardFull => false,
            Test::Compare(a, _, b) => a.walks_rays() || b.walks_rays(),
            Test::Not(test) => test.walks_rays(),
            Test::And(a, b) | Test::Or(a, b) => a.walks_rays() || b.walks_rays(),
        }
    }
}

impl Amount {
    /// Whether counting it walks runs along rays: lines anywhere or through changed cells.
    pub(super) fn walks_rays(&self) -> bool {
        match self {
            Amount::Sum(first, rest) => first.walks_rays() || rest.iter().any(|(_, a)| a.walks_rays()),
            Amount::Lines { through, .. } => *through != Through::Placed,
            _ => false,
        }
    }
}

pub(super) fn verdict(rule: &ResultRule, geometry: &Geometry) -> Result<Verdict, Misfit> {
    let outcome = match &rule.outcome {
        OutcomeRule::Win => Outcome::Win,
        OutcomeRule::Lose => Outcome::Lose,
        OutcomeRule::Draw => Outcome::Draw,
        OutcomeRule::RankBy(q) => Outcome::RankBy(amount(q, geometry)?),
        OutcomeRule::Out => return misfit("a player goes out"),
    };
    if matches!(rule.when, When::Opponents) {
        return misfit("a result is judged for opponents");
    }
    if rule.subject.is_some() {
        return misfit("a result is about a named player");
    }
    // The kernel asks `stuck` only of a player to act who is stuck (`Test::Stuck` holds).
    if rule.when != When::Stuck && rule.condition.mentions_stuck() {
        return misfit("a result asks whether a player is stuck after an action or as a turn begins");
    }
    Ok(Verdict { outcome, condition: test(&rule.condition, geometry)? })
}

fn test(condition: &Condition, geometry: &Geometry) -> Result<Test, Misfit> {
    let boxed = |c: &Condition| test(c, geometry).map(Box::new);
    Ok(match condition {
        Condition::Stuck => Test::Stuck,
        Condition::AllStuck => Test::AllStuck,
        Condition::BoardFull => Test::BoardFull,
        Condition::Check => return misfit("a result asks about check"),
        Condition::Compare(a, op, b) => Test::Compare(amount(a, geometry)?, *op, amount(b, geometry)?),
        Condition::Not(c) => Test::Not(boxed(c)?),
        Condition::And(a, b) => Test::And(boxed(a)?, boxed(b)?),
        Condition::Or(a, b) => Test::Or(boxed(a)?, boxed(b)?),
    })
}

fn amount(quantity: &Quantity, geometry: &Geometry) -> Result<Amount, Misfit> {
    Ok(match quantity {
        Quantity::Number(n) => Amount::Number(*n),
        Quantity::Bonus { amount, player } => Amount::Bonus { amount: *amount, player: *player },
        Quantity::Sum(first, rest) => Amount::Sum(
            Box::new(amount(first, geometry)?),
            rest.iter().map(|(plus, q)| Ok((*plus, amount(q, geometry)?))).collect::<Result<_, Misfit>>()?,
        ),
        Quantity::Lines { along, .. } if *along != ALL_AXES => {
            return misfit("a result counts lines along some directions only");
        }
        Quantity::Lines { length, at_least, through, .. } => Amount::Lines {
            length: *length,
            at_least: *at_least,
            through: *through,
            windows: if *through == Through::Anywhere {
                Windows::default()
            } else {
                Windows::new(geometry, *length)
            },
        },
        // At most 64 cells (the profile): each window is one word.
        Quantity::Windows { length, masks } => Amount::Windows { length: *length, masks: masks.clone() },
        Quantity::Pieces { kinds, along: None } => Amount::Pieces { counted: kinds & 1 != 0 },
        Quantity::Hand(kinds) => Amount::Hand { counted: kinds & 1 != 0 },
        Quantity::Flipped => Amount::Flipped,
        Quantity::Passes => Amount::Passes,
        Quantity::Turn => Amount::Turn,
        // One word per region on a board of at most 64 cells.
        Quantity::Regions { masks, majority } => {
            Amount::Regions { masks: masks.clone(), majority: *majority }
        }
        _ => return misfit("a result counts what the kernel does not (groups, …)"),
    })
}

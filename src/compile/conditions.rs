//! Conditions: compiled `forbid`s, results, conditions and the quantities they compare — with
//! the compiler's own comparison and line enums, so nothing below `check` reads the syntax tree.

use super::cells::CellTest;
use super::groups::Adjacency;
use super::rules::{DirMask, KindMask, Origin, PerContext, PerSide, PlayerId};

/// A comparison between two quantities.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Compare {
    #[inline]
    pub fn holds(self, left: f64, right: f64) -> bool {
        match self {
            Compare::Eq => left == right,
            // Not `!=`, which NaN (an unset counter) satisfies.
            Compare::Ne => left.partial_cmp(&right).is_some_and(std::cmp::Ordering::is_ne),
            Compare::Lt => left < right,
            Compare::Le => left <= right,
            Compare::Gt => left > right,
            Compare::Ge => left >= right,
        }
    }

    /// The comparison with its sides swapped: `a < b` is `b > a`.
    pub fn flipped(self) -> Compare {
        match self {
            Compare::Lt => Compare::Gt,
            Compare::Le => Compare::Ge,
            Compare::Gt => Compare::Lt,
            Compare::Ge => Compare::Le,
            same => same,
        }
    }
}

/// `lines` along every axis of the board.
pub const ALL_AXES: DirMask = DirMask::MAX;

/// Where `lines` looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Through {
    /// The cell the last action placed or moved a piece to.
    Placed,
    /// That cell and every cell the last action flipped.
    Changed,
    /// The whole board.
    Anywhere,
}

/// What resets a `turns without` count: a capture, or an action of the mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quiet {
    pub capture: bool,
    pub actions: u64,
}

#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Condition {
    Stuck,
    AllStuck,
    BoardFull,
    /// A royal piece of the subject is attacked.
    Check,
    Compare(Quantity, Compare, Quantity),
    Not(Box<Condition>),
    And(Box<Condition>, Box<Condition>),
    Or(Box<Condition>, Box<Condition>),
}

impl Condition {
    /// Whether the condition asks if players can act (and so is checked only when stuck).
    pub fn mentions_stuck(&self) -> bool {
        match self {
            Condition::Stuck | Condition::AllStuck => true,
            Condition::Not(c) => c.mentions_stuck(),
            Condition::And(a, b) | Condition::Or(a, b) => a.mentions_stuck() || b.mentions_stuck(),
            _ => false,
        }
    }

    /// Whether the condition only compares quantities that `test` accepts (terms of sums
    /// included), joined by `not`, `and` and `or`.
    pub fn reads_only(&self, test: &impl Fn(&Quantity) -> bool) -> bool {
        match self {
            Condition::Compare(a, _, b) => a.consists_of(test) && b.consists_of(test),
            Condition::Not(c) => c.reads_only(test),
            Condition::And(a, b) | Condition::Or(a, b) => a.reads_only(test) && b.reads_only(test),
            _ => false,
        }
    }

    /// Whether some quantity in the condition satisfies `test`.
    pub fn mentions(&self, test: &impl Fn(&Quantity) -> bool) -> bool {
        match self {
            Condition::Compare(a, _, b) => a.mentions(test) || b.mentions(test),
            Condition::Not(c) => c.mentions(test),
            Condition::And(a, b) | Condition::Or(a, b) => a.mentions(test) || b.mentions(test),
            _ => false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Quantity {
    Number(f64),
    /// `7 for white`: `amount` for that player, 0 for the others.
    Bonus {
        amount: f64,
        player: PlayerId,
    },
    /// The first term, then each term added (`true`) or subtracted.
    Sum(Box<Quantity>, Vec<(bool, Quantity)>),
    /// Turns in a row without an event of `Rules::quiet[index]`.
    TurnsWithout(u8),
    /// Runs along the axes in `along` (a bit per axis direction: `ALL_AXES` for every one).
    Lines {
        length: u32,
        at_least: bool,
        along: DirMask,
        through: Through,
    },
    /// Windows of `length` consecutive cells on a line, each as a cell bit set; `masks` holds
    /// them back to back, a board's worth of 64-bit words each.
    Windows {
        length: u32,
        masks: Vec<u64>,
    },
    Flipped,
    /// The pushing line of the last action's push (`push.rs`), 0 when it pushed nothing.
    Pushing,
    /// The line it pushed; `push::BLOCKED` when it would move one of the mover's own pieces.
    Pushed,
    /// The pieces the turn being played has taken, or marked to take at its end.
    Captured,
    /// The dice the turn has used, and the values they showed added up (`roll.rs`).
    Used,
    Pips,
    Passes,
    /// The subject's pieces (of the kinds), or only those on the line through the last
    /// action's cell along the axis of `along[side]` (the subject's side's direction).
    Pieces {
        kinds: KindMask,
        along: Option<PerSide<u8>>,
    },
    /// 1 if the piece the last action placed or moved could never move from where it stands.
    Stranded,
    /// Opponents of the subject in check with no legal action.
    Mates,
    /// 1 + the armies of the players the subject has put out.
    Armies,
    /// How many earlier turn starts had the same board and player to act as the position now.
    Repetitions,
    /// The number of the turn being played, from 1.
    Turn,
    /// The pieces of the kinds in the subject's hand (an unlimited supply counts as `u32::MAX`).
    Hand(KindMask),
    /// Regions of a family that the subject fills, or with `majority` holds more than half
    /// of; `masks` holds each region's cell bit set back to back, a board's worth of words each.
    Regions {
        masks: Vec<u64>,
        majority: bool,
    },
    /// The subject's groups (pieces joined through `adjacent`) that touch at least `least` of
    /// `sets` sets (all of them: `least == sets`), or with `largest` the size of the largest
    /// group. `touching` holds the sets back to back, a board's worth of words each, `sets` of
    /// them for each player in turn.
    Groups {
        adjacent: Adjacency,
        touching: Vec<u64>,
        sets: usize,
        least: u32,
        largest: bool,
    },
    /// The subject's groups that loop around at least one cell (`rings`), of the set read
    /// with the subject as the acting player when `around` is given.
    Rings {
        board: Box<super::groups::Rings>,
        around: Option<PerContext<CellTest>>,
    },
    /// The cells of the set, read with the subject as the acting player.
    Count(PerContext<CellTest>),
    /// How often the board stood at an earlier turn start, whoever was to act.
    BoardRepetitions,
    /// The seeds on the cells of the set, read with the subject as the acting player.
    Seeds(PerContext<CellTest>),
    /// The pieces on the cells of the set, stacks counted whole, read with the subject as the
    /// acting player (`height SET`).
    Height(PerContext<CellTest>),
    /// The values in the slot of the pieces on the cells of the set, added up (`value NAME SET`).
    Value(u8, PerContext<CellTest>),
    /// The subject's score.
    Score,
    /// The value of counter `index` (`Rules::counters`), NaN while unset: no comparison holds.
    Counter(u8),
}

/// `forbid`: an action whose result satisfies the condition is illegal.
#[derive(Clone, Debug)]
pub struct Constraint {
    pub condition: Condition,
    /// The actions it judges, a bit per action id (`u64::MAX`: all, `end` included).
    pub after: u64,
    /// `unless forced`: it refuses an action only while some action of the turn keeps it.
    pub forced: bool,
    pub origin: Origin,
}

#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum OutcomeRule {
    Win,
    Lose,
    Draw,
    /// The subject leaves play; with one player left, that player wins.
    Out,
    RankBy(Quantity),
}

/// When a result is checked, and for whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// After an action whose id is in the mask, for the player who acted.
    After(u64),
    /// When a turn begins, for the player about to act.
    TurnStart,
    /// When the player to act has no legal action, for that player.
    Stuck,
    /// After every action, for each player in play other than the one who acted.
    Opponents,
}

#[derive(Clone, Debug)]
pub struct ResultRule {
    pub outcome: OutcomeRule,
    pub condition: Condition,
    pub when: When,
    /// `win for fox: …`: the player the rule is about, at the times `when` says (while that
    /// player is in play), instead of the mover or the player to act.
    pub subject: Option<PlayerId>,
    pub origin: Origin,
}

impl Quantity {
    /// Whether the quantity, or every term of it, satisfies `test`.
    pub fn consists_of(&self, test: &impl Fn(&Quantity) -> bool) -> bool {
        match self {
            Quantity::Sum(first, rest) => {
                first.consists_of(test) && rest.iter().all(|(_, q)| q.consists_of(test))
            }
            other => test(other),
        }
    }

    /// Whether the quantity, or a term of it, satisfies `test`.
    pub fn mentions(&self, test: &impl Fn(&Quantity) -> bool) -> bool {
        test(self)
            || match self {
                Quantity::Sum(first, rest) => {
                    first.mentions(test) || rest.iter().any(|(_, q)| q.mentions(test))
                }
                _ => false,
            }
    }
}

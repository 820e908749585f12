//! Conditions as written: the conditions of results and `forbid`s, the quantities they compare,
//! and the results themselves (`win`, `lose`, `draw`, `out`, `rank by`) with when they are checked.

use super::{CellExpr, DirExpr, Name, Spanned};

/// A condition on a position, evaluated for the result's subject.
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    /// The player to act has no legal action.
    Stuck,
    /// No player has a legal action.
    AllStuck,
    /// No empty cell is left.
    BoardFull,
    /// `check`: a royal piece of the subject is attacked by a piece another player controls.
    Check,
    Compare {
        left: Spanned<Quantity>,
        op: CompareOp,
        right: Spanned<Quantity>,
    },
    Not(Box<Spanned<Cond>>),
    And(Box<Spanned<Cond>>, Box<Spanned<Cond>>),
    Or(Box<Spanned<Cond>>, Box<Spanned<Cond>>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// A number computed from the position.
#[derive(Clone, Debug, PartialEq)]
pub enum Quantity {
    Number(f64),
    /// `7 for white`: the number for that player, 0 for the others.
    Bonus {
        amount: f64,
        player: Name,
    },
    /// `a + b - c`: the first term, then each term added (`true`) or subtracted.
    Sum(Box<Spanned<Quantity>>, Vec<(bool, Spanned<Quantity>)>),
    /// `turns without capture, push`: turns in a row without a capture or any action named.
    TurnsWithout(Vec<Name>),
    /// `lines 4` (maximal runs of exactly 4) or `lines 5+` (at least 5) of the subject's pieces,
    /// through the cells the last action placed/changed, or anywhere on the board.
    Lines {
        length: u32,
        at_least: bool,
        /// `along DIRS`: only the lines along the axes of those directions (all when none).
        along: Option<Spanned<DirExpr>>,
        through: LinesThrough,
    },
    /// `windows 4`: the windows of 4 consecutive cells on a line all held by the subject.
    Windows(u32),
    /// `flipped`: how many pieces the last action flipped.
    Flipped,
    /// `pushing`: the length of the line that pushed in the last action (the mover and the
    /// mover's pieces straight in front of it).
    Pushing,
    /// `pushed`: the length of the line it pushed (the pieces after the pushing line).
    Pushed,
    /// `captured`: the pieces the turn being played has taken so far (or marked to take at its end).
    Captured,
    /// `used`: the dice the turn being played has used; `pips`: what they showed, added up.
    Used,
    Pips,
    /// `passes`: how many `pass` actions were played in a row, ending with the last action.
    Passes,
    /// `pieces [KIND [along DIR]]`: how many pieces (of the kind) the subject has on the board,
    /// or on the line through the last action's cell along the direction's axis.
    Pieces {
        kind: Option<Name>,
        along: Option<Name>,
    },
    /// `stranded`: 1 if the piece the last action placed or moved could never move again.
    Stranded,
    /// `mates`: opponents the last action leaves in check with no legal action.
    Mates,
    /// `armies`: 1 + the armies of every player the subject has put out.
    Armies,
    /// `regions quarter full` (regions of the family all the subject's) or `regions quarter majority`
    /// (more than half the subject's).
    Regions {
        family: Name,
        majority: bool,
    },
    /// `repetitions`: how often the position (board and player to act) already stood at the
    /// start of a turn.
    Repetitions,
    /// `turn`: the number of the turn being played, from 1.
    Turn,
    /// `seeds CELLS`: the seeds on the cells of the set, as the subject sees it.
    Seeds(Box<Spanned<super::CellExpr>>),
    /// `height CELLS`: the pieces on the cells of the set, as the subject sees it (`stacks`).
    Height(Box<Spanned<super::CellExpr>>),
    /// `value speed (last to)`: the values of the pieces on the cells of the set, added up.
    Value(Name, Box<Spanned<CellExpr>>),
    /// `score`: the subject's score.
    Score,
    /// `hand`, `hand KIND`: the pieces (of the kind) in the player's hand.
    Hand(Option<Name>),
    /// `groups [DIRS] [touching SET, SET…]`: the subject's groups of pieces joined along the
    /// directions (all when none are named), or only those touching every set (`touching N of
    /// FAMILY`: at least N members of a region family); `largest group [DIRS]`: the pieces in
    /// the largest.
    Groups {
        dirs: Option<Spanned<DirExpr>>,
        touching: Vec<Spanned<CellExpr>>,
        of_family: Option<(Spanned<u32>, Name)>,
        largest: bool,
    },
    /// `rings [DIRS] [around SET]`: the subject's groups (joined as for `groups`) that loop
    /// around at least one cell (of the set), whatever stands on it.
    Rings {
        dirs: Option<Spanned<DirExpr>>,
        around: Option<Spanned<CellExpr>>,
    },
    /// `count SET`: the cells of the set, as the player the rule is about sees it.
    Count(Spanned<CellExpr>),
    /// `board repetitions`: how often the board already stood at a turn start, whoever was
    /// to act.
    BoardRepetitions,
    /// `counter honour`: the value of a counter (`counter` statements), which while unset
    /// makes no comparison true.
    Counter(Name),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinesThrough {
    /// The cell the last action placed or moved a piece to.
    Placed,
    /// That cell and every cell the last action flipped.
    Changed,
    /// The whole board.
    Anywhere,
}

/// `win | lose | draw | rank by SCORE`, a name, a condition and when it is checked.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultRule {
    pub outcome: Spanned<OutcomeKind>,
    /// `win for fox: …`: the player the result is about, whoever acted; none: as `timing` says.
    pub subject: Option<Name>,
    pub label: Option<Spanned<String>>,
    pub condition: Spanned<Cond>,
    pub timing: Spanned<Timing>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum OutcomeKind {
    Win,
    Lose,
    Draw,
    /// `out`: the player leaves play; the last one left wins.
    Out,
    /// `rank by pieces`: the player with the highest score wins; a tie is a draw.
    RankBy(Quantity),
}

/// When a result is checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Timing {
    /// After every action (the default), for the player who acted.
    AfterAction,
    /// `after placement | movement | NAME...`: after those actions only, for the player who acted.
    After(Vec<Name>),
    /// `at turn start`: when a turn begins, for the player about to act.
    TurnStart,
    /// `for opponents`: after every action, for each player in play other than the mover.
    Opponents,
}

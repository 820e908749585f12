//! Actions: compiled action rules — the motion (place, move, remove, flip, swap), the movement with
//! its direction masks per side and cell tests per context, `exactly` distances and effects.

use super::cells::{CellNumber, CellTest, SetExpr};
use super::conditions::Condition;
use super::geometry::Cell;
use super::rules::{DirMask, KindMask, ONWARD, Origin, PerContext, PerSide};

#[derive(Clone, Debug)]
#[repr(u8)]
pub enum Motion {
    Place {
        kinds: KindMask,
        on: PerContext<CellTest>,
        /// `covering CELLS`: a shaped piece covers at least one cell of the set.
        covering: Option<PerContext<CellTest>>,
        /// `stack NUMBER`: a stack of so many pieces, in place of what stands on the cell.
        stack: Option<PerContext<CellNumber>>,
        /// `onto CELLS`: on the stack there, which stays under the piece (`onto.rs`).
        onto: bool,
    },
    /// `reach[context][cell]`: the directions in which the first cell could ever be accepted
    /// (it exists and its cell set is not empty for that player), so generation skips the rest.
    Move {
        kinds: KindMask,
        from: PerContext<CellTest>,
        movement: Movement,
        reach: PerContext<Vec<DirMask>>,
        /// Whether it moves a piece nobody owns (its `from` names `neutral`) instead of the mover's.
        neutral: bool,
    },
    /// `remove` (`flip: None`) or `flip` a piece of one of the kinds on a cell of `at`.
    Take { kinds: KindMask, at: PerContext<CellTest>, flip: Option<FlipTo> },
    /// `swap seats`: the two players exchange seats (`engine::Seats`); the position is unchanged.
    Swap,
    /// `sow`: every seed of a cell of `from`, one a cell along the track (`Sowing::tracks`),
    /// past the cells of `skip` (read before sowing) and, with `skip_origin`, the cell itself.
    Sow { from: PerContext<CellTest>, track: u8, skip_origin: bool, skip: Option<PerContext<CellTest>> },
    /// `move … along TRACK exactly … [to CELLS] [or off]` (`engine/along.rs`): so many cells on
    /// along the mover's route (`routes[player]`, into `Rules::routes`), from the hand where
    /// it starts `off`, and with `off` past its end.
    Along {
        kinds: KindMask,
        /// The cells pieces on the board may go from (`None`: only pieces in hand, `from off`).
        from: Option<PerContext<CellTest>>,
        /// Whether a piece in hand enters (the routes start `off`, and no `from CELLS` says otherwise).
        enters: bool,
        routes: Vec<u8>,
        distance: Distance,
        /// The cells a piece may land on (`None`: none, `to off`).
        to: Option<PerContext<CellTest>>,
        /// Past the end: never, by an exact count, or also by more for the rearmost piece.
        off: Leaving,
    },
}

#[derive(Clone, Debug)]
#[repr(u8)]
pub enum Movement {
    Step {
        dirs: PerSide<DirMask>,
        to: PerContext<CellTest>,
    },
    Slide {
        dirs: PerSide<DirMask>,
        through: PerContext<CellTest>,
        to: PerContext<CellTest>,
        exactly: Option<Distance>,
    },
    Hop {
        dirs: PerSide<DirMask>,
        run: bool,
        /// Over any empty cells before the cell jumped, landing on any after it (`flying`).
        flying: bool,
        /// `hop flying … through CELLS`: the cells walked before the one jumped, beside empty.
        through: Option<PerContext<CellTest>>,
        over: PerContext<CellTest>,
        to: PerContext<CellTest>,
    },
    /// `targets[(side * cells + cell) * paths + path]`: where each path ends, or `NO_CELL`;
    /// `through`: the cells each path passes, which must all be in a set (`leap … through`).
    Leap {
        paths: usize,
        targets: Vec<Cell>,
        through: Option<Box<LeapThrough>>,
        to: PerContext<CellTest>,
    },
    /// Straight to any cell of `to`.
    Anywhere {
        to: PerContext<CellTest>,
    },
}

/// The direction masks of a movement, per side (none for a leap or a move straight to a set).
pub(crate) fn movement_dirs(movement: &Movement) -> &[DirMask] {
    match movement {
        Movement::Step { dirs, .. } | Movement::Slide { dirs, .. } | Movement::Hop { dirs, .. } => dirs,
        Movement::Leap { .. } | Movement::Anywhere { .. } => &[],
    }
}

/// Every cell set a movement reads.
fn movement_tests(movement: &Movement) -> Vec<&PerContext<CellTest>> {
    match movement {
        Movement::Step { to, .. } | Movement::Leap { to, .. } | Movement::Anywhere { to } => vec![to],
        Movement::Slide { through, to, exactly, .. } => match exactly {
            Some(Distance::InLine(line)) => vec![through, to, line],
            _ => vec![through, to],
        },
        Movement::Hop { through, over, to, .. } => through.iter().chain([over, to]).collect(),
    }
}

/// Where each path of a leap ends, and the cells it passes before its end, `stride` a path
/// (`NO_CELL` past a shorter path's), for each side and cell (`check/pieces.rs`).
#[derive(Clone, Debug, Default)]
pub struct LeapCells {
    pub targets: Vec<Cell>,
    pub passed: Vec<Cell>,
    pub stride: usize,
}

/// `leap … through CELLS`: a path is open only if every cell it passes is in the set.
#[derive(Clone, Debug)]
pub struct LeapThrough {
    /// `passed[((side * cells + cell) * paths + path) * stride ..][..stride]`.
    pub passed: Vec<Cell>,
    pub stride: usize,
    pub test: PerContext<CellTest>,
}

impl LeapThrough {
    /// The cells that path `start / paths`… passes: `start` is the path's index in `targets`.
    pub fn passed(&self, start: usize) -> impl Iterator<Item = Cell> + '_ {
        self.passed[start * self.stride..][..self.stride]
            .iter()
            .copied()
            .take_while(|&c| c != super::geometry::NO_CELL)
    }
}

/// Whether a move along a track may leave the board past its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    Never,
    /// By an exact count (`or off`).
    Exactly,
    /// By an exact count, or by more for the piece with no piece of the mover behind it
    /// (`or off or beyond`).
    OrBeyond,
}

/// How far an `exactly` slide goes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Distance {
    Cells(u32),
    /// As many cells as the set holds on the whole line through the piece along its direction.
    InLine(PerContext<CellTest>),
    /// As many cells as the moving stack is high.
    Height,
    /// Only to the last cell the slide can reach.
    Farthest,
    /// As many cells as the action moves pieces (`top`), or the stack's height (`exactly moved`).
    Moved,
    /// As many cells as the moving piece's value in the slot (`exactly value NAME`).
    Value(u8),
    /// One value of the dice thrown, used up (`exactly die`).
    Die,
    /// All the dice thrown, added up and used up (`exactly dice total`).
    DiceTotal,
}

impl Movement {
    /// The directions it may go (any side's), and whether a first cell with this mask could be
    /// accepted. A leap has no directions.
    pub fn first_cell(&self, context: usize, cell: Cell) -> (DirMask, bool) {
        let c = cell as usize;
        let any = |dirs: &[DirMask]| dirs.iter().fold(0, |m, d| m | d);
        match self {
            Movement::Step { dirs, to } => (any(dirs), to[context].mask[c] != 0),
            Movement::Slide { dirs, through, to, .. } => {
                (any(dirs), (to[context].mask[c] | through[context].mask[c]) != 0)
            }
            Movement::Hop { dirs, over, flying, .. } => (any(dirs), *flying || over[context].mask[c] != 0),
            Movement::Leap { .. } | Movement::Anywhere { .. } => (0, false),
        }
    }

    /// The directions a piece of `side` may go (none for a leap).
    #[inline]
    pub fn dirs(&self, side: usize) -> DirMask {
        match self {
            Movement::Step { dirs, .. } | Movement::Slide { dirs, .. } | Movement::Hop { dirs, .. } => {
                dirs[side]
            }
            Movement::Leap { .. } | Movement::Anywhere { .. } => 0,
        }
    }

    /// The cell set the piece lands in.
    pub fn to(&self) -> &PerContext<CellTest> {
        match self {
            Movement::Step { to, .. }
            | Movement::Slide { to, .. }
            | Movement::Hop { to, .. }
            | Movement::Leap { to, .. }
            | Movement::Anywhere { to } => to,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Effect {
    FlipCustodial(DirMask, FlipTo),
    CaptureCustodial(DirMask),
    /// `flip custodial … of CELLS closed by CELLS` (`flip: None`: `capture custodial …`): the runs
    /// of pieces on `of`, closed by a cell of `closed`, both read once the piece has landed.
    CustodialSets {
        dirs: DirMask,
        flip: Option<FlipTo>,
        of: PerContext<CellTest>,
        closed: PerContext<CellTest>,
    },
    FlipJumped(FlipTo),
    CaptureJumped,
    /// The pieces jumped are marked (`taken`) and leave the board together as the turn ends.
    CaptureJumpedAtEnd,
    /// The top piece of each stack jumped goes under the mover's stack (`take jumped`).
    TakeJumped,
    /// Removes the pieces on the cells of the set, read once the piece has landed.
    Capture(PerContext<CellTest>),
    /// Turns over the pieces on the cells of the set.
    Flip(PerContext<CellTest>, FlipTo),
    /// `take`: the seeds on the cells of the set go to the first cell of `to` (`None`: the
    /// mover's score), unless `unless` holds for the mover first.
    Take {
        cells: PerContext<CellTest>,
        to: Option<PerContext<CellTest>>,
        unless: Option<Box<Condition>>,
    },
    /// `score + N`
    Score(u32),
    /// `value NAME + N` (…): the value in the slot of the piece landed on, or of the pieces on
    /// the cells of `on`, changed.
    Value {
        slot: u8,
        change: super::values::Change,
        on: Option<PerContext<CellTest>>,
    },
    /// The line of pieces from the cell landed on goes one cell on, before the piece lands.
    Push,
    /// The line of pieces behind the cell left follows the piece one cell, once it has moved.
    Pull,
    /// `flag NAME` / `unflag NAME`: the flag (a bit) set or cleared so.
    Flag {
        bit: u32,
        set: bool,
        on: Option<PerContext<CellTest>>,
    },
    /// `again`: once the turn ends, its player plays the next one too.
    Again,
}

/// Whom a flipped piece goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlipTo {
    /// The player who acted.
    Mover,
    /// The player after the piece's owner in turn order (in a two-player game, the other).
    Next,
}

/// `stacks at most N [own to hand]`: after each action a stack higher than `most` loses its
/// bottom pieces; with `own_to_hand` the mover's go to the mover's hand, the rest leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtMost {
    pub most: u32,
    pub own_to_hand: bool,
}

/// How many of the top pieces of a stack a move takes (`top`); the pieces land on the stack
/// they reach.
#[derive(Clone, Debug)]
pub enum Top {
    /// `top any`: each count from one to the stack's height, its own action.
    Any,
    /// `top 2`, `top height`: so many, read on the cell moved from, per context.
    Count(PerContext<CellNumber>),
}

#[derive(Clone, Debug)]
pub struct ActionRule {
    pub name: String,
    /// Whether the action moves onto a cell that may hold another player's piece (so it can
    /// capture, and so attack a royal piece there).
    pub captures: bool,
    /// `when`: the action exists only while this holds for the mover, before it is played.
    pub when: Option<Condition>,
    /// `by chance`: chance plays it, each of its actions as likely (`engine/roll.rs`).
    pub by_chance: bool,
    pub motion: Motion,
    pub effects: Vec<Effect>,
    pub requires: Option<Condition>,
    /// The earlier rules that may decline the same actions (`Repeats::declines`): while one of
    /// them makes an action and allows it, that one plays it, and this rule's copy is refused.
    pub shadowed_by: u64,
    /// For a placement whose only effect is a custodial flip and whose requirement is
    /// `flipped >= N`: the directions and N, so the requirement is judged without playing it.
    pub flip_requirement: Option<(DirMask, u32)>,
    /// Whether its moves need every cell judged against the position (`walk`): a cell set
    /// that looks past occupants, `onward`, `exactly` or a move straight `to` a set.
    pub needs_position: bool,
    /// Whether it pushes the line of pieces in front of it (`then push`).
    pub pushes: bool,
    /// Whether the line of pieces behind it follows it (`then pull`).
    pub pulls: bool,
    /// `top`: how many of the top pieces of its stack a move takes (`engine/top.rs`).
    pub top: Option<Top>,
    /// `abreast N`: the longest line of pieces side by side that steps together
    /// (`engine/abreast.rs`).
    pub abreast: Option<u8>,
    pub origin: Origin,
    /// Its cell sets as the file spells them, to say which one refuses an action.
    pub spelling: Spelling,
}

/// An action rule's cell sets as its file spells them (defaults written out, `empty`): where it
/// places, removes, flips or moves from (`at`; empty for a move from any own piece), what a
/// slide passes through or a hop jumps over (`through`), where a move may end (`to`), and the
/// rule's `when` (empty without one).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spelling {
    pub at: String,
    /// A placement's `covering` set (empty without one).
    pub covering: String,
    pub through: String,
    pub to: String,
    pub when: String,
}

impl ActionRule {
    pub fn is_place(&self) -> bool {
        matches!(self.motion, Motion::Place { .. })
    }

    /// Whether it swaps seats (`swap seats`): an action on no cell, which changes no piece.
    pub fn is_swap(&self) -> bool {
        matches!(self.motion, Motion::Swap)
    }

    /// Whether what it may do depends on the last action played: a cell set reads `last`, or
    /// it moves `onward`.
    pub fn reads_last(&self) -> bool {
        let reads = |tests: &PerContext<CellTest>| {
            tests.iter().any(|t| t.dynamic.as_deref().is_some_and(SetExpr::mentions_last))
        };
        let motion = match &self.motion {
            Motion::Place { on, stack, .. } => {
                reads(on) || stack.as_ref().is_some_and(|s| s.iter().any(CellNumber::mentions_last))
            }
            Motion::Take { at, .. } => reads(at),
            Motion::Swap => false,
            Motion::Sow { from, skip, .. } => reads(from) || skip.as_ref().is_some_and(reads),
            Motion::Along { from, to, .. } => {
                from.as_ref().is_some_and(reads) || to.as_ref().is_some_and(reads)
            }
            Motion::Move { from, movement, .. } => {
                let onward = movement_dirs(movement).iter().any(|d| d & ONWARD != 0);
                reads(from) || onward || movement_tests(movement).into_iter().any(reads)
            }
        };
        // An effect reads `placed` after the action has landed: its own cell, not history.
        let effects = self.effects.iter().any(|e| match e {
            Effect::Capture(tests) | Effect::Flip(tests, _) | Effect::Take { cells: tests, .. } => {
                tests.iter().any(|t| t.dynamic.as_deref().is_some_and(SetExpr::mentions_last_in_effect))
            }
            _ => false,
        });
        motion || effects
    }

    /// Whether the action names a cell alone (a placement, a removal or a flip) rather than a
    /// move, a sowing or a swap.
    pub fn is_on_cell(&self) -> bool {
        !matches!(self.motion, Motion::Move { .. } | Motion::Swap | Motion::Sow { .. } | Motion::Along { .. })
    }
}

/// Per piece kind, a bit for each action rule that moves pieces of that kind.
pub fn moves_of_kind(actions: &[ActionRule], kinds: usize) -> Vec<u64> {
    let moves = |kind: usize, rule: &ActionRule| matches!(rule.motion, Motion::Move { kinds, .. } if kinds & 1 << kind != 0);
    (0..kinds)
        .map(|kind| {
            actions.iter().enumerate().filter(|(_, r)| moves(kind, r)).fold(0, |m, (i, _)| m | 1 << i)
        })
        .collect()
}

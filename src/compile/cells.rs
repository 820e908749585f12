//! Cells: compiled cell sets. A set that depends only on each cell's occupant is a mask per cell
//! of the occupancy classes it accepts, one lookup; a set that looks further (at the last
//! action, a neighbour, a piece's kind, attacks, lines) also carries the expression the engine
//! judges cell by cell, with the mask as a bound tried first.

use super::geometry::Cell;
use super::groups::Adjacency;
use super::rules::{ActionId, DirMask, EMPTY, KindMask, OWN};
use super::within::Within;
use std::sync::Arc;

/// A compiled cell set for one context: for each cell, the occupancy classes for which the cell
/// may belong to it. Without `dynamic` that is the whole answer; with it, a cell must also be
/// in the `dynamic` set, judged against the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellTest {
    pub mask: Vec<u8>,
    /// When the set is "empty cells among these fixed cells", those cells as a bit set, so
    /// placements can be listed word by word.
    pub empty_among: Option<Vec<u64>>,
    /// Every occupancy class some cell accepts: a move whose first cell must be in the set
    /// needs a neighbour of one of these classes, which bit sets answer at once.
    pub classes: u8,
    /// The same mask by class, so a whole set is found a word at a time.
    pub by_class: ClassCells,
    /// The exact set, when the mask cannot say it alone.
    pub dynamic: Option<Box<SetExpr>>,
    /// Per cell, with `dynamic`, the classes for which the set holds whatever else the
    /// position says, so a cell of one belongs unread (`empty | own | enemy & height == 1`
    /// reads the height under an enemy piece alone); empty when no class is sure anywhere.
    pub sure: Vec<u8>,
    /// Whether the set lies among the last action's cells (`SetExpr::within_last`), so that a
    /// count asks those few cells, not the board.
    pub within_last: bool,
}

/// The number of occupancy classes (`EMPTY`, `OWN`, `ENEMY`, `BLOCKED`, `ALLY`: one bit each).
pub const CLASSES: usize = 5;

/// A per-cell class mask turned around: for each occupancy class, in bit order, the cells
/// that accept a piece of that class, as a bit set of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassCells {
    pub words: usize,
    /// `bits[class * words..(class + 1) * words]`
    bits: Vec<u64>,
    /// Whether each cell accepts every class or none: the set is the same in every position,
    /// and any class's bits are it (a region, a track's cells).
    pub fixed: bool,
    /// The classes every cell accepts, when all accept the same (`occupied`, `empty | enemy`):
    /// the set is then read from the position's bit sets of those classes alone.
    pub uniform: Option<u8>,
    /// Whether no cell accepts more than empty cells and the reader's own pieces
    /// (`own - home`): the set is then read from those two bit sets, without sorting the
    /// other players' pieces into classes.
    pub empty_or_own: bool,
}

impl ClassCells {
    pub fn new(mask: &[u8]) -> ClassCells {
        let words = mask.len().div_ceil(64);
        let mut bits = vec![0u64; CLASSES * words];
        for (cell, &classes) in mask.iter().enumerate() {
            for class in (0..CLASSES).filter(|c| classes & 1 << c != 0) {
                bits[class * words + cell / 64] |= 1 << (cell % 64);
            }
        }
        let every = (1 << CLASSES) - 1;
        let fixed = mask.iter().all(|&classes| classes & every == 0 || classes & every == every);
        let first = mask.first().map_or(0, |&classes| classes & every);
        let uniform = mask.iter().all(|&classes| classes & every == first).then_some(first);
        let empty_or_own = mask.iter().all(|&classes| classes & every & !(EMPTY | OWN) == 0);
        ClassCells { words, bits, fixed, uniform, empty_or_own }
    }

    /// Word `word` of the set, when it is `fixed`: the cells that accept the first class.
    #[inline]
    pub fn fixed_word(&self, word: usize) -> u64 {
        self.bits[word]
    }

    /// Word `word` of the cells accepting one class.
    #[inline]
    pub fn class_word(&self, class: usize, word: usize) -> u64 {
        self.bits[class * self.words + word]
    }

    /// Word `word` of the cells accepting each class.
    #[inline]
    pub fn word(&self, word: usize) -> [u64; CLASSES] {
        std::array::from_fn(|class| self.bits[class * self.words + word])
    }
}

impl CellTest {
    pub fn new(mask: Vec<u8>) -> CellTest {
        CellTest::with_dynamic(mask, None)
    }

    /// A test whose `mask` bounds the set and `dynamic` (if any) decides it.
    pub fn with_dynamic(mask: Vec<u8>, dynamic: Option<SetExpr>) -> CellTest {
        let dynamic = dynamic.map(|set| set.within(&mask));
        let only_empty = dynamic.is_none() && mask.iter().all(|&m| m == 0 || m == EMPTY);
        let empty_among = only_empty.then(|| {
            let mut bits = vec![0u64; mask.len().div_ceil(64)];
            mask.iter()
                .enumerate()
                .filter(|(_, m)| **m == EMPTY)
                .for_each(|(c, _)| bits[c / 64] |= 1 << (c % 64));
            bits
        });
        let classes = mask.iter().fold(0, |c, &m| c | m);
        let by_class = ClassCells::new(&mask);
        let sure = dynamic
            .as_ref()
            .map_or_else(Vec::new, |set| (0..mask.len()).map(|c| set.class_bounds(c).0).collect());
        // No class sure anywhere: an empty list, so that `State::member_unless_sure` asks no
        // more than the list's length before reading the set.
        let sure = if sure.iter().all(|&s| s == 0) { Vec::new() } else { sure };
        let within_last = dynamic.as_ref().is_some_and(SetExpr::within_last);
        CellTest { mask, empty_among, classes, by_class, dynamic: dynamic.map(Box::new), sure, within_last }
    }

    /// Whether the cell, holding a piece of this class, may belong to the set: the whole answer
    /// unless the test is `dynamic`.
    #[inline]
    pub fn accepts(&self, cell: Cell, class: u8) -> bool {
        self.mask[cell as usize] & class != 0
    }

    /// Whether the test needs the position beyond each cell's occupant.
    #[inline]
    pub fn is_dynamic(&self) -> bool {
        self.dynamic.is_some()
    }

    /// The action rules the last action must be by for the test to accept any cell
    /// (`u64::MAX`: any last action, or none, may leave cells in it).
    pub fn needs_last(&self) -> u64 {
        self.dynamic.as_deref().map_or(u64::MAX, SetExpr::needs_last)
    }
}

/// Which cells of the last action `last` means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastPart {
    To,
    From,
    /// The cells it moved across: a slide's or a hop's, none for a leap or a placement.
    Passed,
}

/// A cell set judged against the position, cell by cell.
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum SetExpr {
    /// Classes per cell, as a `CellTest` mask (and by class): the parts that need no more than
    /// the occupant.
    Classes(Vec<u8>, ClassCells),
    /// A cell of the last action played, if its rule is in `actions` (`u64::MAX`: any).
    Last {
        actions: u64,
        part: LastPart,
    },
    /// The cell the latest action that has landed went to: in an effect the action's own,
    /// elsewhere the last action's (`State::placed`).
    Placed,
    /// The cells a cell of `of` reaches (`within N`, `at distance N`).
    Within {
        reach: Arc<Within>,
        of: Box<SetExpr>,
    },
    /// The cells whose neighbour in one of the directions is in the set.
    Next {
        dirs: DirMask,
        of: Box<SetExpr>,
    },
    /// The cells whose every neighbour along the directions is on the board and in the set.
    Surrounded {
        dirs: DirMask,
        by: Box<SetExpr>,
    },
    /// The cells holding a piece of one of the kinds.
    Kinds(KindMask),
    /// The cells holding a piece that has not moved yet.
    Unmoved,
    /// The cells `capture jumped at end` has marked this turn (`engine/taken.rs`).
    Taken,
    /// The cells whose stack holds `lo` to `hi` pieces (`height`).
    Height {
        lo: u32,
        hi: u32,
    },
    /// The cells where one number of the cell compares so with another (`seen own > height`).
    Compare(Box<(CellNumber, super::conditions::Compare, CellNumber)>),
    /// The cells whose piece's value in the slot is `lo` to `hi` (`value NAME >= N`).
    Value {
        slot: u8,
        lo: i32,
        hi: i32,
    },
    /// The cells whose piece carries the flag (a bit; `flagged NAME`).
    Flagged(u32),
    /// The cells an enemy piece could capture on.
    Attacked,
    /// The pieces in a line of `length` (or more) pieces of their owner along an axis.
    InLine {
        length: u32,
        at_least: bool,
    },
    /// The cells joined to a cell of `from` by a straight run of empty cells along `dirs`.
    Sight {
        dirs: DirMask,
        from: Box<SetExpr>,
    },
    /// The pieces whose group (joined through the neighbours) has no empty neighbour.
    Enclosed(Adjacency),
    /// The empty cells whose region of empty cells borders the acting player's pieces and no
    /// one else's.
    Territory(Adjacency),
    /// The cells holding exactly (`at_least`: at least) so many seeds.
    Seeds {
        count: u32,
        at_least: bool,
    },
    /// From each cell of `from`, the cells going back along the track while each is in `within`.
    Back {
        track: u8,
        from: Box<SetExpr>,
        within: Box<SetExpr>,
    },
    And(Box<SetExpr>, Box<SetExpr>),
    Or(Box<SetExpr>, Box<SetExpr>),
    Minus(Box<SetExpr>, Box<SetExpr>),
}

impl SetExpr {
    /// The set judged only where `mask` already holds: a left side of `&` that is a class
    /// mask the bound already keeps to is dropped (`enemy & enclosed` reads the board once,
    /// for `enclosed`).
    fn within(self, mask: &[u8]) -> SetExpr {
        match self {
            SetExpr::And(a, b) => match *a {
                SetExpr::Classes(classes, _) if mask.iter().zip(&classes).all(|(m, c)| m & !c == 0) => {
                    b.within(mask)
                }
                a => SetExpr::And(Box::new(a), b),
            },
            other => other,
        }
    }

    /// At `cell`, the classes of occupant for which the set surely holds, and those for which
    /// it may: what its parts of classes alone decide (any other part may or may not hold).
    fn class_bounds(&self, cell: usize) -> (u8, u8) {
        let every = (1 << CLASSES) - 1;
        match self {
            SetExpr::Classes(mask, _) => (mask[cell] & every, mask[cell] & every),
            SetExpr::And(a, b) | SetExpr::Or(a, b) | SetExpr::Minus(a, b) => {
                let ((sure_a, may_a), (sure_b, may_b)) = (a.class_bounds(cell), b.class_bounds(cell));
                match self {
                    SetExpr::And(..) => (sure_a & sure_b, may_a & may_b),
                    SetExpr::Or(..) => (sure_a | sure_b, may_a | may_b),
                    _ => (sure_a & !may_b, may_a & !sure_b),
                }
            }
            _ => (0, every),
        }
    }

    /// Whether the set reads the last action (so a position's future depends on its history),
    /// read before the action lands: `placed` is the last action's cell then.
    pub fn mentions_last(&self) -> bool {
        self.reads_last(true)
    }

    /// Whether the set reads nothing but the cell asked about (its occupant, the piece's values
    /// and flags, its stack's height) and, with `last`, the cells of the last action.
    pub fn reads_only_its_cell(&self, last: bool) -> bool {
        match self {
            SetExpr::Classes(..)
            | SetExpr::Kinds(_)
            | SetExpr::Unmoved
            | SetExpr::Height { .. }
            | SetExpr::Value { .. }
            | SetExpr::Flagged(_) => true,
            SetExpr::Last { .. } => last,
            SetExpr::And(a, b) | SetExpr::Or(a, b) | SetExpr::Minus(a, b) => {
                a.reads_only_its_cell(last) && b.reads_only_its_cell(last)
            }
            _ => false,
        }
    }

    /// The action rules the last action must be by for the set to hold any cell: a cell of the
    /// last action (`last double passed`), or cells found from one (`u64::MAX`: any last
    /// action, or none, may leave cells in it).
    pub fn needs_last(&self) -> u64 {
        match self {
            SetExpr::Last { actions, .. } => *actions,
            SetExpr::And(a, b) => a.needs_last() & b.needs_last(),
            SetExpr::Or(a, b) => a.needs_last() | b.needs_last(),
            SetExpr::Minus(a, _) => a.needs_last(),
            // Found from the cells of `of`: none when it has none.
            SetExpr::Next { of, .. }
            | SetExpr::Within { of, .. }
            | SetExpr::Sight { from: of, .. }
            | SetExpr::Back { from: of, .. } => of.needs_last(),
            _ => u64::MAX,
        }
    }

    /// Whether every cell of the set is a cell of the last action (`last to & own`): a set of
    /// a few cells, found at once.
    pub fn within_last(&self) -> bool {
        match self {
            SetExpr::Last { .. } => true,
            SetExpr::And(a, b) => a.within_last() || b.within_last(),
            SetExpr::Or(a, b) => a.within_last() && b.within_last(),
            SetExpr::Minus(a, _) => a.within_last(),
            _ => false,
        }
    }

    /// Whether the set, read in an effect, reads the action before: there `placed` is the
    /// action's own cell.
    pub fn mentions_last_in_effect(&self) -> bool {
        self.reads_last(false)
    }

    fn reads_last(&self, placed: bool) -> bool {
        match self {
            SetExpr::Last { .. } => true,
            SetExpr::Placed => placed,
            SetExpr::Next { of, .. }
            | SetExpr::Surrounded { by: of, .. }
            | SetExpr::Sight { from: of, .. }
            | SetExpr::Within { of, .. } => of.reads_last(placed),
            SetExpr::Back { from, within, .. } => from.reads_last(placed) || within.reads_last(placed),
            SetExpr::Compare(compared) => {
                let (left, _, right) = &**compared;
                left.reads_last(placed) || right.reads_last(placed)
            }
            SetExpr::And(a, b) | SetExpr::Or(a, b) | SetExpr::Minus(a, b) => {
                a.reads_last(placed) || b.reads_last(placed)
            }
            _ => false,
        }
    }
}

/// A number each cell has, judged in the position (`seen.rs`): its stack's height, the pieces
/// of a set that are the first piece along one of the directions from it (`seen SET`), its
/// piece's value in a slot (`value NAME`), or a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellNumber {
    Height,
    Seen { dirs: DirMask, of: Box<SetExpr> },
    Value(u8),
    Number(u32),
}

impl CellNumber {
    fn reads_last(&self, placed: bool) -> bool {
        matches!(self, CellNumber::Seen { of, .. } if of.reads_last(placed))
    }

    /// Whether the number reads the last action, read before the action lands.
    pub fn mentions_last(&self) -> bool {
        self.reads_last(true)
    }
}

/// The actions a `last ACTION` filter allows: one action, or all.
pub fn last_filter(action: Option<ActionId>) -> u64 {
    action.map_or(u64::MAX, |a| 1 << a)
}

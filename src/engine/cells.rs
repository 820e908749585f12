//! Cells: whether a cell belongs to a compiled cell set in the position as it stands — one
//! lookup for a set its occupant decides, the set's expression for one that looks further (at
//! the last action, a neighbour, a kind, an unmoved piece, attacks, lines, sight lines,
//! enclosed groups, territory); or every cell of a set at once.

use super::action::Action;
use super::position::{UNMOVED, kind_of, owner_of, reads_whole};
use super::state::State;
use crate::compile::cells::{CellNumber, ClassCells};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, EMPTY, LastPart, OWN, PlayerId, SetExpr};
use crate::engine::generate::BitIter;
use crate::engine::groups::{Bits, for_each_cell, one, sized};
use crate::engine::position::NOBODY;

/// What a cell set is read against besides the position: the player who acts (whose `own`,
/// `enemy` and `attacked` these are) and the action before the one being judged.
#[derive(Clone, Copy, Debug)]
pub(crate) struct View {
    pub player: PlayerId,
    pub last: Option<Action>,
}

impl State {
    /// The view of the player to act, before their next action.
    #[inline]
    pub(crate) fn view(&self) -> View {
        View { player: self.s.to_move, last: self.s.last }
    }

    /// Whether `cell` belongs to the set `test` stands for, as `view` sees the position.
    #[inline]
    pub(crate) fn member(&self, test: &CellTest, cell: Cell, view: View) -> bool {
        test.accepts(cell, self.position.class(cell, view.player))
            && test.dynamic.as_deref().is_none_or(|set| self.in_set(set, cell, view))
    }

    /// `member`, with the dynamic set left unread for an occupant of a class it surely holds
    /// (`CellTest::sure`). For the sets asked at many cells whose few sure classes pay for the
    /// test (where a move along a track lands); elsewhere it would only make `member` larger
    /// where it is inlined.
    #[inline]
    pub(crate) fn member_unless_sure(&self, test: &CellTest, cell: Cell, view: View) -> bool {
        let class = self.position.class(cell, view.player);
        test.accepts(cell, class)
            && test.dynamic.as_deref().is_none_or(|set| {
                test.sure.get(cell as usize).is_some_and(|&sure| sure & class != 0)
                    || self.in_set(set, cell, view)
            })
    }

    /// Whether `cell` is in the set, as `view` sees the position.
    pub(crate) fn in_set(&self, set: &SetExpr, cell: Cell, view: View) -> bool {
        let geometry = &self.rules.geometry;
        let piece = self.position.board[cell as usize];
        match set {
            SetExpr::Classes(mask, _) => mask[cell as usize] & self.position.class(cell, view.player) != 0,
            SetExpr::Last { actions, part } => self.in_last(cell, view.last, *actions, *part),
            SetExpr::Placed => {
                cell == self.placed()
                    || (self.rules.shapes.kinds != 0
                        && self.placed_shape().is_some_and(|p| p.cells.contains(&cell)))
            }
            SetExpr::Within { .. } => self.in_within(set, cell, view),
            SetExpr::Next { dirs, of } => BitIter(u64::from(*dirs)).any(|d| {
                let next = geometry.step(cell, d);
                next != NO_CELL && self.in_set(of, next, view)
            }),
            SetExpr::Surrounded { dirs, by } => BitIter(u64::from(*dirs)).all(|d| {
                let next = geometry.step(cell, d);
                next != NO_CELL && self.in_set(by, next, view)
            }),
            SetExpr::Kinds(kinds) => piece != 0 && kinds & 1 << kind_of(piece) != 0,
            SetExpr::Unmoved => piece & UNMOVED != 0,
            SetExpr::Taken => piece != 0 && self.is_taken(cell),
            SetExpr::Height { lo, hi } => (*lo..=*hi).contains(&self.position.height(cell)),
            SetExpr::Compare(compared) => self.in_compare(compared, cell, view),
            SetExpr::Value { slot, lo, hi } => {
                piece != 0 && (*lo..=*hi).contains(&self.position.value(cell, *slot))
            }
            SetExpr::Flagged(bit) => {
                let slot = self.rules.values.flag_slot();
                piece != 0 && self.position.value(cell, slot) as u32 & bit != 0
            }
            SetExpr::Attacked => self.attacked(cell, view.player),
            SetExpr::InLine { length, at_least } => self.in_line(cell, *length, *at_least),
            SetExpr::Sight { dirs, from } => self.in_sight(*dirs, from, cell, view),
            SetExpr::Enclosed(_) | SetExpr::Territory(_) => self.in_group_set(set, cell, view),
            SetExpr::Seeds { .. } | SetExpr::Back { .. } => self.in_seed_set(set, cell, view),
            SetExpr::And(a, b) => self.in_set(a, cell, view) && self.in_set(b, cell, view),
            SetExpr::Or(a, b) => self.in_set(a, cell, view) || self.in_set(b, cell, view),
            SetExpr::Minus(a, b) => self.in_set(a, cell, view) && !self.in_set(b, cell, view),
        }
    }

    /// Whether a cell that reaches `cell` is in a `within` set's own set. Out of line, so that
    /// `in_set`, which generation calls for every candidate, stays small.
    #[inline(never)]
    fn in_within(&self, set: &SetExpr, cell: Cell, view: View) -> bool {
        let SetExpr::Within { reach, of } = set else { unreachable!("only `within` is read here") };
        let mut from = reach.to(cell as usize).iter().enumerate();
        from.any(|(w, &bits)| BitIter(bits).any(|b| self.in_set(of, (w * 64) as Cell + Cell::from(b), view)))
    }

    /// Whether the piece on `cell` stands in a line of `length` (or more) of its owner's.
    /// Out of line, so that `in_set`, which generation calls for every candidate, stays small.
    #[inline(never)]
    fn in_line(&self, cell: Cell, length: u32, at_least: bool) -> bool {
        let piece = self.position.board[cell as usize];
        let owner = owner_of(piece);
        if piece == 0 || owner == NOBODY {
            return false;
        }
        let cap = length.saturating_add(1);
        self.rules.geometry.axes().any(|axis| {
            let run = self.run_length(cell, axis, owner, cap);
            if at_least { run >= length } else { run == length }
        })
    }

    /// Whether `cell` is enclosed, or territory, as `view` sees it: a fill of its group or
    /// region. Out of line, so that `in_set`, which generation calls for every candidate, stays
    /// small: whole sets of these are found by `with_members` instead.
    #[cold]
    #[inline(never)]
    fn in_group_set(&self, set: &SetExpr, cell: Cell, view: View) -> bool {
        let piece = self.position.board[cell as usize];
        let words = self.position.words;
        match set {
            SetExpr::Enclosed(adjacent) => {
                piece != 0
                    && owner_of(piece) != NOBODY
                    && sized!(words, |N| is_in(&self.enclosed::<N>(adjacent, &one(cell as usize)), cell))
            }
            SetExpr::Territory(adjacent) => {
                piece == 0
                    && sized!(words, |N| {
                        is_in(&self.territory::<N>(adjacent, view.player, &one(cell as usize)), cell)
                    })
            }
            _ => unreachable!("only enclosed and territory are found by a fill"),
        }
    }

    /// `f` of every cell of the set `test` stands for, as `view` sees the position, as a bit
    /// set (at least the board's words): the cells its occupancy classes allow, narrowed by its
    /// expression (enclosed pieces and territory found by one fill of the board, not one per
    /// cell).
    pub(crate) fn with_members<R>(&self, test: &CellTest, view: View, f: impl FnOnce(&[u64]) -> R) -> R {
        sized!(self.position.words, |N| f(&self.members::<N>(test, view)))
    }

    /// The cells of the set `test` stands for, as `view` sees the position, on a board of at
    /// most `N` words.
    pub(crate) fn members<const N: usize>(&self, test: &CellTest, view: View) -> Bits<N> {
        let allowed = self.class_members(&test.by_class, view.player);
        match test.dynamic.as_deref() {
            Some(set) => self.members_of(set, view, allowed),
            None => allowed,
        }
    }

    /// The cells whose occupant, as `player` sees it, is of a class they accept.
    fn class_members<const N: usize>(&self, cells: &ClassCells, player: PlayerId) -> Bits<N> {
        let mut members = [0u64; N];
        if cells.fixed {
            // A region: no need to read the position.
            for (word, member) in members[..self.position.words].iter_mut().enumerate() {
                *member = cells.fixed_word(word);
            }
            return members;
        }
        if let Some(classes) = cells.uniform.filter(|&classes| reads_whole(classes)) {
            // The same classes everywhere: the position's bit sets of those classes.
            for (word, member) in members[..self.position.words].iter_mut().enumerate() {
                *member = self.position.classes_word(player, classes, word);
            }
            return members;
        }
        if cells.empty_or_own {
            // Empty cells and the reader's pieces only: the other players' are not sorted.
            let (empty, own) = (EMPTY.trailing_zeros() as usize, OWN.trailing_zeros() as usize);
            for (word, member) in members[..self.position.words].iter_mut().enumerate() {
                *member = cells.class_word(empty, word) & self.position.classes_word(player, EMPTY, word)
                    | cells.class_word(own, word) & self.position.classes_word(player, OWN, word);
            }
            return members;
        }
        for (word, member) in members[..self.position.words].iter_mut().enumerate() {
            let (accepts, holds) = (cells.word(word), self.position.class_words(player, word));
            *member = accepts.iter().zip(holds).fold(0, |m, (a, h)| m | a & h);
        }
        members
    }

    /// The cells of `within` in the set.
    pub(crate) fn members_of<const N: usize>(&self, set: &SetExpr, view: View, within: Bits<N>) -> Bits<N> {
        let mut out = [0u64; N];
        match set {
            SetExpr::Enclosed(adjacent) => {
                out = self.enclosed(adjacent, &within);
                out.iter_mut().zip(&within).for_each(|(o, w)| *o &= w);
            }
            SetExpr::Territory(adjacent) => out = self.territory(adjacent, view.player, &within),
            SetExpr::Classes(_, cells) => {
                out = self.class_members(cells, view.player);
                out.iter_mut().zip(&within).for_each(|(o, w)| *o &= w);
            }
            SetExpr::Placed | SetExpr::Within { .. } => out = self.members_near(set, view, within),
            // A set of classes is cheap to find on the whole board; another set is found there
            // once a quarter of the board asks for its neighbours.
            SetExpr::Next { of, .. }
                if matches!(**of, SetExpr::Classes(..))
                    || count(&within) * 4 >= self.position.board.len() =>
            {
                out = self.members_near(set, view, within)
            }
            // A board at a time once a quarter of it is asked about: walks out from the pieces
            // then cost less than a walk along each direction from each cell asked.
            SetExpr::Compare(compared)
                if judged_whole(set) && count(&within) * 4 >= self.position.board.len() =>
            {
                out = self.members_compared(compared, view, within)
            }
            SetExpr::Seeds { .. } | SetExpr::Back { .. } => out = self.seed_members(set, view, within),
            SetExpr::Sight { dirs, from } => out = self.sight_members(*dirs, from, view, within),
            // The last action's few cells, rather than every cell asked about tested against it.
            SetExpr::Last { actions, part } => {
                let last = view.last.filter(|a| !a.is_word() && actions & 1 << a.rule != 0);
                let mut add = |cell: Cell| {
                    if cell != NO_CELL && is_in(&within, cell) {
                        out[cell as usize / 64] |= 1 << (cell % 64);
                    }
                };
                match (last, part) {
                    (None, _) => {}
                    (Some(last), LastPart::To) => add(last.to),
                    (Some(last), LastPart::From) => add(last.from),
                    (Some(last), LastPart::Passed) => self.passed(last).for_each(add),
                }
            }
            SetExpr::And(a, b) => out = self.narrowed(b, view, self.members_of(a, view, within)),
            SetExpr::Or(a, b) => {
                let (x, y) = (self.members_of(a, view, within), self.members_of(b, view, within));
                (0..N).for_each(|i| out[i] = x[i] | y[i]);
            }
            SetExpr::Minus(a, b) => {
                let x = self.members_of(a, view, within);
                let y = self.narrowed(b, view, x);
                (0..N).for_each(|i| out[i] = x[i] & !y[i]);
            }
            _ => for_each_cell(&within, |cell| {
                if self.in_set(set, cell as Cell, view) {
                    out[cell / 64] |= 1 << (cell % 64);
                }
            }),
        }
        out
    }

    /// The cells of `within` in the set, when `within` is what an earlier part of an
    /// expression left: with none left the set is not read, and with one it is judged on that
    /// cell alone, which costs less than its bits over the board (`placed`, the last action's
    /// cells and the like narrow to one).
    pub(crate) fn narrowed<const N: usize>(&self, set: &SetExpr, view: View, within: Bits<N>) -> Bits<N> {
        match lone_cell(&within[..self.position.words]) {
            Lone::None => within,
            Lone::One(cell) => {
                if self.in_set(set, cell, view) {
                    within
                } else {
                    [0; N]
                }
            }
            Lone::More => self.members_of(set, view, within),
        }
    }

    /// The cells of `within` that are `placed`, that a member of a `within` set's own set
    /// reaches (a table row per member, no walk), or that have a neighbour in a set found as
    /// bits once. Out of line, so that the games that do not ask keep `members_of` small.
    #[inline(never)]
    fn members_near<const N: usize>(&self, set: &SetExpr, view: View, within: Bits<N>) -> Bits<N> {
        let mut out = [0u64; N];
        match set {
            SetExpr::Placed => {
                let cells = self.placed_shape().map_or(&[][..], |p| &p.cells[..]);
                for &cell in cells.iter().chain([self.placed()].iter()) {
                    if cell != NO_CELL && is_in(&within, cell) {
                        out[cell as usize / 64] |= 1 << (cell % 64);
                    }
                }
            }
            SetExpr::Within { reach, of } => {
                let board = self.board_bits::<N>();
                for_each_cell(&self.members_of(of, view, board), |from| {
                    out.iter_mut().zip(reach.from(from)).for_each(|(o, r)| *o |= r);
                });
                out.iter_mut().zip(&within).for_each(|(o, w)| *o &= w);
            }
            // The neighbours' set as bits once, rather than each neighbour tested through
            // `in_set` from each cell.
            SetExpr::Next { dirs, of } => {
                let of = match &**of {
                    SetExpr::Classes(_, cells) => self.class_members::<N>(cells, view.player),
                    of => self.members_of(of, view, self.board_bits::<N>()),
                };
                if holds_none(&of[..self.position.words]) {
                    return out;
                }
                let geometry = &self.rules.geometry;
                for_each_cell(&within, |cell| {
                    let next = |d| geometry.step(cell as Cell, d);
                    if BitIter(u64::from(*dirs)).any(|d| next(d) != NO_CELL && is_in(&of, next(d))) {
                        out[cell / 64] |= 1 << (cell % 64);
                    }
                });
            }
            _ => unreachable!("only `placed`, `within` and `next` are found here"),
        }
        out
    }

    /// Every cell of the board, as a bit set.
    pub(crate) fn board_bits<const N: usize>(&self) -> Bits<N> {
        let mut board = [0u64; N];
        let cells = self.position.board.len();
        for (w, word) in board[..self.position.words].iter_mut().enumerate() {
            *word = if cells >= (w + 1) * 64 { u64::MAX } else { (1u64 << (cells - w * 64)) - 1 };
        }
        board
    }
}

/// Whether `cell` is in the bit set.
pub(crate) fn is_in(bits: &[u64], cell: Cell) -> bool {
    bits[cell as usize / 64] & 1 << (cell % 64) != 0
}

/// Whether the bit set holds no cell.
pub(crate) fn holds_none(bits: &[u64]) -> bool {
    bits.iter().all(|&w| w == 0)
}

/// Whether a set's members cost less found a board at a time than cell by cell: a comparison
/// that reads `seen` (`State::members_compared`), then counted by one walk out from each piece
/// of its set; a sight set, walked out from its few cells (`State::sight_members`); or a set made of one (the
/// other parts cost the same either way).
pub(crate) fn judged_whole(set: &SetExpr) -> bool {
    let seen = |n: &CellNumber| matches!(n, CellNumber::Seen { .. });
    match set {
        SetExpr::Compare(compared) => seen(&compared.0) || seen(&compared.2),
        SetExpr::Sight { .. } => true,
        SetExpr::And(a, b) | SetExpr::Or(a, b) | SetExpr::Minus(a, b) => judged_whole(a) || judged_whole(b),
        _ => false,
    }
}

/// How many cells a bit set holds, as far as `State::narrowed` needs to know.
enum Lone {
    None,
    One(Cell),
    More,
}

/// Whether a bit set holds no cell, one (which) or more: without counting them all.
fn lone_cell(bits: &[u64]) -> Lone {
    let Some(word) = bits.iter().position(|&w| w != 0) else { return Lone::None };
    let w = bits[word];
    if w & (w - 1) != 0 || bits[word + 1..].iter().any(|&rest| rest != 0) {
        return Lone::More;
    }
    Lone::One((word * 64) as Cell + w.trailing_zeros() as Cell)
}

pub(crate) fn count(bits: &[u64]) -> usize {
    bits.iter().map(|w| w.count_ones() as usize).sum()
}

#[cfg(test)]
pub(crate) mod tests;

//! Screen: the pieces that could start a move by a screened rule (`compile::screen`), found
//! for the whole board by shifting its bit sets, so that listing moves passes over the rest;
//! and the pieces on the last action's cells, when the rules listed start there.

use super::action::Action;
use super::generate::{BitIter, Generator};
use super::groups::{Bits, for_each_cell, shifted, sized};
use super::position::kind_of;
use crate::compile::geometry::Cell;
use crate::compile::groups::Shift;
use crate::compile::rules::{ALLY, BLOCKED, ENEMY, Motion, OWN};

/// The kinds passed over while some rules are listed, and the cells from which one of the
/// rules' openings can start.
pub(super) struct Screening<const N: usize> {
    kinds: u64,
    starts: Bits<N>,
}

impl Generator<'_> {
    /// What passes pieces over while the rules of `rules_mask` are listed, on a board of `N`
    /// words: `None` when no kind is moved by screened rules alone.
    #[inline]
    pub(super) fn screening<const N: usize>(&self, rules_mask: u64) -> Option<Screening<N>> {
        let screen = &self.rules.screen;
        if rules_mask & screen.screened == 0 {
            return None;
        }
        let kinds = screen.kinds_screened(rules_mask);
        if kinds == 0 {
            return None;
        }
        let mut starts = [0; N];
        for index in BitIter(screen.openings_of(rules_mask)) {
            let opening = &screen.openings[index as usize];
            let first = self.cells_of::<N>(opening.first);
            let then = opening.then.map(|classes| self.cells_of::<N>(classes));
            for &d in &opening.dirs {
                let Some(shift) = &screen.shifts[d as usize] else { continue };
                let onto = match &then {
                    Some(then) => and(&first, &back(then, shift)),
                    None => first,
                };
                let from = back(&onto, shift);
                (0..N).for_each(|i| starts[i] |= from[i]);
            }
        }
        Some(Screening { kinds, starts })
    }

    /// Whether the piece on `from` has no move: it is of a screened kind and starts no
    /// screened rule's opening.
    #[inline]
    pub(super) fn passed_over<const N: usize>(&self, from: Cell, screening: &Screening<N>) -> bool {
        let kind = kind_of(self.position.board[from as usize]);
        screening.kinds & 1 << kind != 0 && screening.starts[from as usize / 64] & 1 << (from % 64) == 0
    }

    /// `moves` when every rule of `rules_mask` starts from cells of the last action
    /// (`Screen::from_last`): only the mover's pieces in those rules' `from` sets are looked at.
    #[inline(never)]
    pub(super) fn moves_from_last(&mut self, rules_mask: u64, dedupe: bool, out: &mut Vec<Action>) {
        let words = self.position.words;
        sized!(words, |N| {
            let mut starts: Bits<N> = [0; N];
            for id in BitIter(rules_mask) {
                let Motion::Move { from, .. } = &self.rules.actions[id as usize].motion else { continue };
                let cells = self.state.members::<N>(&from[self.context], self.view);
                (0..N).for_each(|i| starts[i] |= cells[i]);
            }
            let own = self.position.owned_by(self.player);
            (0..words).for_each(|i| starts[i] &= own[i]);
            for_each_cell(&starts[..words], |from| {
                self.moves_from(from as Cell, OWN, rules_mask, dedupe, out)
            });
        })
    }

    /// The cells of the board of one of `classes`, as the mover sees them, where a class of
    /// the other players' pieces stands for all of them: read from the position's bit sets of
    /// empty cells and own pieces alone, and the screen passes over no piece it should not.
    #[inline]
    fn cells_of<const N: usize>(&self, classes: u8) -> Bits<N> {
        let others = ENEMY | ALLY | BLOCKED;
        let classes = if classes & others != 0 { classes | others } else { classes };
        std::array::from_fn(|word| self.position.classes_word(self.player, classes, word))
    }
}

/// The cells whose neighbour along `shift` is in `set`, on a board of `N` words: the set
/// moved back along the shift, kept to the cells that have a neighbour that way.
#[inline]
pub(super) fn back<const N: usize>(set: &Bits<N>, shift: &Shift) -> Bits<N> {
    let moved = shifted(set, -shift.by, N);
    std::array::from_fn(|i| moved[i] & shift.from[i])
}

/// The cells in both sets.
#[inline]
fn and<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> Bits<N> {
    std::array::from_fn(|i| a[i] & b[i])
}

#[cfg(test)]
mod tests;

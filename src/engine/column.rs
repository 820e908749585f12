//! Column: the pieces on one cell, bottom first, each with its values — the one shape in which
//! the stack effects (`top`, `onto`, `take top`, `at most`, a stack placement, a setup on an
//! occupied cell) rearrange pieces, so that a piece keeps its numbers and flags wherever in a
//! stack it goes. Only games with stacks come here.

use super::position::{Piece, Position};
use crate::compile::geometry::Cell;
use crate::compile::rules::KindId;

/// A cell's pieces, bottom first, the top one last, and their numbers: `slots` a piece in the
/// same order (none in a game without values).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Column {
    pieces: Vec<Piece>,
    values: Vec<i32>,
    slots: usize,
}

impl Column {
    /// Takes the top `count` pieces (all, if fewer) off the column, in their order.
    pub(crate) fn take_top(&mut self, count: usize) -> Column {
        let keep = self.pieces.len().saturating_sub(count);
        Column {
            pieces: self.pieces.split_off(keep),
            values: self.values.split_off((keep * self.slots).min(self.values.len())),
            slots: self.slots,
        }
    }

    /// Takes the bottom `count` pieces (all, if fewer) off the column, bottom first; their
    /// numbers go with them.
    pub(crate) fn take_bottom(&mut self, count: usize) -> Vec<Piece> {
        let count = count.min(self.pieces.len());
        self.values.drain(..(count * self.slots).min(self.values.len()));
        self.pieces.drain(..count).collect()
    }

    /// The pieces, bottom first.
    pub(crate) fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Puts `other` on top of this column.
    pub(crate) fn put_on(&mut self, other: Column) {
        self.pieces.extend(other.pieces);
        self.values.extend(other.values);
    }

    /// Puts `other` under this column.
    pub(crate) fn put_under(&mut self, other: Column) {
        self.pieces.splice(0..0, other.pieces);
        self.values.splice(0..0, other.values);
    }

    /// Changes every piece of the column (their numbers stay).
    pub(crate) fn map_pieces(&mut self, change: impl Fn(Piece) -> Piece) {
        self.pieces.iter_mut().for_each(|p| *p = change(*p));
    }
}

impl Position {
    /// The pieces on `cell` with their numbers (an empty column for an empty cell).
    pub(crate) fn column(&self, cell: Cell) -> Column {
        let slots = self.value_slots();
        let top = self.board[cell as usize];
        if top == 0 {
            return Column { slots, ..Column::default() };
        }
        // Room for the piece a stack effect most often adds, so that it costs no second copy.
        let below = self.below(cell);
        let mut pieces = Vec::with_capacity(below.len() + 2);
        pieces.extend_from_slice(below);
        pieces.push(top);
        let mut values = Vec::new();
        if slots > 0 {
            values.extend_from_slice(self.below_values(cell));
            values.extend((0..slots).map(|slot| self.value(cell, slot as u8)));
        }
        Column { pieces, values, slots }
    }

    /// A column of one new piece of `kind`, its numbers at the kind's.
    pub(crate) fn fresh_column(&self, piece: Piece, kind: KindId) -> Column {
        Column { pieces: vec![piece], values: self.kind_values(kind), slots: self.value_slots() }
    }

    /// `take_top` in a game with values: the top piece of `cell`, with its numbers, to the
    /// bottom of the stack on `under`.
    pub(crate) fn take_top_as_column(&mut self, cell: Cell, under: Cell) {
        let mut column = self.column(cell);
        let taken = column.take_top(1);
        let mut pile = self.column(under);
        pile.put_under(taken);
        self.set_column(cell, column);
        self.set_column(under, pile);
    }

    /// Puts `column` on `cell` in place of what stood there, logged (the top piece on the board,
    /// the others under it, each with its numbers).
    pub(crate) fn set_column(&mut self, cell: Cell, column: Column) {
        let Column { mut pieces, mut values, slots } = column;
        let top = pieces.pop().unwrap_or(0);
        let top_values = values.split_off(values.len().saturating_sub(slots));
        if self.below(cell) != pieces.as_slice() {
            self.set_below(cell, pieces);
        }
        // Without values both are empty: not compared (a call to compare nothing, per move).
        if self.has_values() && self.below_values(cell) != values.as_slice() {
            self.set_below_values(cell, values);
        }
        if self.board[cell as usize] != top {
            self.set(cell, top);
        }
        if top != 0 {
            for (slot, n) in top_values.into_iter().enumerate() {
                self.set_value_at(cell, slot as u8, n);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Column;

    fn column(pieces: &[u16], slots: usize) -> Column {
        let values = pieces.iter().flat_map(|&p| (0..slots).map(move |s| p as i32 * 10 + s as i32)).collect();
        Column { pieces: pieces.to_vec(), values, slots }
    }

    #[test]
    fn pieces_keep_their_numbers_wherever_they_go() {
        let mut stack = column(&[1, 2, 3], 2);
        let top = stack.take_top(2);
        assert_eq!(top, column(&[2, 3], 2));
        assert_eq!(stack, column(&[1], 2));
        let mut pile = column(&[4], 2);
        pile.put_on(top);
        assert_eq!(pile, column(&[4, 2, 3], 2));
        pile.put_under(column(&[5], 2));
        assert_eq!(pile, column(&[5, 4, 2, 3], 2));
        assert_eq!(pile.take_bottom(2), vec![5, 4]);
        assert_eq!(pile, column(&[2, 3], 2));
    }

    #[test]
    fn a_game_without_values_moves_pieces_alone() {
        let mut stack = column(&[1, 2, 3], 0);
        assert_eq!(stack.take_top(5), column(&[1, 2, 3], 0));
        assert_eq!(stack, column(&[], 0));
    }
}

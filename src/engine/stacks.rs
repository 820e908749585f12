//! Stacks: the pieces under each cell's top piece, kept in a side table only in a game that
//! declares `stacks`. The board array holds the top piece, so every other construct reads a
//! stack as its top piece; a game without stacks has no table and pays one branch per capture.

use super::position::{Piece, Position, mix};
use crate::compile::geometry::Cell;

/// The pieces under the top of every cell, bottom first, with their values, and the log that
/// undoes their changes.
#[derive(Clone, Debug, Default)]
pub struct Stacks {
    below: Vec<Vec<Piece>>,
    /// The numbers of the pieces under each top, a value table's slots a piece, bottom first:
    /// empty in a game without values (`column.rs` keeps them in step with `below`).
    values: Vec<Vec<i32>>,
    pub(super) log: Vec<(Cell, Vec<Piece>, Vec<i32>)>,
}

impl Stacks {
    pub fn new(cells: usize) -> Stacks {
        Stacks { below: vec![Vec::new(); cells], values: vec![Vec::new(); cells], log: Vec::new() }
    }

    /// How long the log is, to roll back to.
    pub fn mark(&self) -> u32 {
        self.log.len() as u32
    }
}

/// The hash of the pieces under a cell's top and of their numbers (0 for none).
pub(crate) fn below_key(cell: Cell, below: &[Piece], values: &[i32]) -> u64 {
    let pieces = below.iter().enumerate().fold(0, |h, (level, &p)| {
        h ^ mix(0x5354_4143_4b00_0000 ^ (cell as u64) << 32 ^ (level as u64) << 16 ^ p as u64)
    });
    values.iter().enumerate().fold(pieces, |h, (index, &n)| {
        h ^ mix(0x5354_5641_0000_0000 ^ (cell as u64) << 40 ^ (index as u64) << 32 ^ n as u32 as u64)
    })
}

impl Position {
    /// The pieces under the top piece of `cell`, bottom first (none without stacks).
    pub fn below(&self, cell: Cell) -> &[Piece] {
        self.stacks.as_ref().map_or(&[], |s| &s.below[cell as usize])
    }

    /// How many pieces stand on `cell`: 0 when it is empty, 1 for a lone piece.
    #[inline]
    pub fn height(&self, cell: Cell) -> u32 {
        if self.board[cell as usize] == 0 { 0 } else { 1 + self.below(cell).len() as u32 }
    }

    /// The numbers of the pieces under the top of `cell`, bottom first (none without values).
    pub(crate) fn below_values(&self, cell: Cell) -> &[i32] {
        self.stacks.as_ref().map_or(&[], |s| &s.values[cell as usize])
    }

    /// Puts `pieces`, with their numbers, under the top of `cell` in place of what was there,
    /// logged.
    pub(crate) fn set_below(&mut self, cell: Cell, pieces: Vec<Piece>, values: Vec<i32>) {
        let hashed = self.hashed;
        let Some(stacks) = self.stacks.as_deref_mut() else { return };
        let c = cell as usize;
        let old = std::mem::replace(&mut stacks.below[c], pieces);
        let old_values = std::mem::replace(&mut stacks.values[c], values);
        if hashed {
            self.board_key ^=
                below_key(cell, &old, &old_values) ^ below_key(cell, &stacks.below[c], &stacks.values[c]);
        }
        stacks.log.push((cell, old, old_values));
    }

    /// The whole stack under `from`'s top moves under `to`'s (which it replaces): a move.
    #[cold]
    pub(crate) fn carry_below(&mut self, from: Cell, to: Cell) {
        let moving = self.below(from).to_vec();
        let values = self.below_values(from).to_vec();
        if !moving.is_empty() {
            self.set_below(from, Vec::new(), Vec::new());
        }
        if !moving.is_empty() || !self.below(to).is_empty() {
            self.set_below(to, moving, values);
        }
    }

    /// A cell emptied: nothing is left under its top either.
    #[cold]
    pub(crate) fn clear_below(&mut self, cell: Cell) {
        if !self.below(cell).is_empty() {
            self.set_below(cell, Vec::new(), Vec::new());
        }
    }

    /// Takes the top piece off `cell` (the piece under it becomes the top) and puts it, with its
    /// numbers, at the bottom of the stack on `under`: a capture of column draughts. Returns
    /// whether a piece was taken.
    pub(crate) fn take_top(&mut self, cell: Cell, under: Cell) -> bool {
        if self.board[cell as usize] == 0 {
            return false;
        }
        let mut column = self.column(cell);
        let taken = column.take_top(1);
        let mut pile = self.column(under);
        pile.put_under(taken);
        self.set_column(cell, column);
        self.set_column(under, pile);
        true
    }

    /// `rollback`'s part for stacks.
    pub(crate) fn rollback_below(&mut self, mark: u32) {
        let hashed = self.hashed;
        let Some(stacks) = self.stacks.as_deref_mut() else { return };
        while stacks.log.len() > mark as usize {
            let (cell, old, old_values) = stacks.log.pop().expect("log is longer than the mark");
            let c = cell as usize;
            if hashed {
                self.board_key ^=
                    below_key(cell, &old, &old_values) ^ below_key(cell, &stacks.below[c], &stacks.values[c]);
            }
            stacks.below[c] = old;
            stacks.values[c] = old_values;
        }
    }

    /// The hash of every stack's lower pieces.
    pub(crate) fn below_hash(&self) -> u64 {
        self.stacks.as_ref().map_or(0, |s| {
            let cells = s.below.iter().zip(&s.values).enumerate();
            cells.fold(0, |h, (c, (b, v))| h ^ below_key(c as Cell, b, v))
        })
    }
}

impl super::state::State {
    /// How many pieces stand on `cell`: 0 when empty, 1 for a lone piece (always, without stacks).
    pub fn height(&self, cell: Cell) -> u32 {
        self.position.height(cell)
    }

    /// The pieces on `cell`, bottom first, the top one last (empty when the cell is).
    pub fn stack(&self, cell: Cell) -> Vec<Piece> {
        let top = self.position.board[cell as usize];
        let mut pieces = self.position.below(cell).to_vec();
        if top != 0 {
            pieces.push(top);
        }
        pieces
    }
}

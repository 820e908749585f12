//! Stacks: the pieces under each cell's top piece, kept in a side table only in a game that
//! declares `stacks`. The board array holds the top piece, so every other construct reads a
//! stack as its top piece; a game without stacks has no table and pays one branch per capture.

use super::position::{Piece, Position, mix};
use crate::compile::geometry::Cell;

/// The pieces under the top of every cell, bottom first, and the log that undoes their changes.
#[derive(Clone, Debug, Default)]
pub struct Stacks {
    below: Vec<Vec<Piece>>,
    pub(super) log: Vec<Undo>,
}

/// One logged change to the pieces under a top. A piece put on or taken off a stack, the
/// change of almost every move, is logged as that piece alone: no stack is copied for it.
#[derive(Clone, Debug)]
pub(super) enum Undo {
    /// The cell's pieces were replaced; these stood there before.
    Replaced(Cell, Vec<Piece>),
    /// A piece was put on top of the cell's pieces.
    Pushed(Cell),
    /// This piece was taken off the top of the cell's pieces.
    Popped(Cell, Piece),
}

impl Stacks {
    pub fn new(cells: usize) -> Stacks {
        Stacks { below: vec![Vec::new(); cells], log: Vec::new() }
    }

    /// How long the log is, to roll back to.
    pub fn mark(&self) -> u32 {
        self.log.len() as u32
    }
}

/// The hash of the pieces under a cell's top (0 for none).
pub(crate) fn below_key(cell: Cell, below: &[Piece]) -> u64 {
    below.iter().enumerate().fold(0, |h, (level, &p)| h ^ level_key(cell, level, p))
}

/// The hash of one piece under a cell's top, at its level from the bottom.
fn level_key(cell: Cell, level: usize, piece: Piece) -> u64 {
    mix(0x5354_4143_4b00_0000 ^ (cell as u64) << 32 ^ (level as u64) << 16 ^ piece as u64)
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

    /// Puts `pieces` under the top of `cell` in place of what was there, logged.
    pub(crate) fn set_below(&mut self, cell: Cell, pieces: Vec<Piece>) {
        let hashed = self.hashed;
        let Some(stacks) = self.stacks.as_deref_mut() else { return };
        let old = std::mem::replace(&mut stacks.below[cell as usize], pieces);
        if hashed {
            self.board_key ^= below_key(cell, &old) ^ below_key(cell, &stacks.below[cell as usize]);
        }
        stacks.log.push(Undo::Replaced(cell, old));
    }

    /// Puts `piece` on top of the pieces under `cell`'s top (the top itself is the board's), logged.
    pub(crate) fn push_below(&mut self, cell: Cell, piece: Piece) {
        let hashed = self.hashed;
        let Some(stacks) = self.stacks.as_deref_mut() else { return };
        let below = &mut stacks.below[cell as usize];
        if hashed {
            self.board_key ^= level_key(cell, below.len(), piece);
        }
        below.push(piece);
        stacks.log.push(Undo::Pushed(cell));
    }

    /// Takes the highest of the pieces under `cell`'s top off them, logged: the piece that
    /// becomes the top when the top leaves. `None` when the top stands alone.
    pub(crate) fn pop_below(&mut self, cell: Cell) -> Option<Piece> {
        let hashed = self.hashed;
        let stacks = self.stacks.as_deref_mut()?;
        let below = &mut stacks.below[cell as usize];
        let piece = below.pop()?;
        if hashed {
            self.board_key ^= level_key(cell, below.len(), piece);
        }
        stacks.log.push(Undo::Popped(cell, piece));
        Some(piece)
    }

    /// The whole stack under `from`'s top moves under `to`'s (which it replaces): a move.
    #[cold]
    pub(crate) fn carry_below(&mut self, from: Cell, to: Cell) {
        let moving = self.below(from).to_vec();
        if !moving.is_empty() {
            self.set_below(from, Vec::new());
        }
        if !moving.is_empty() || !self.below(to).is_empty() {
            self.set_below(to, moving);
        }
    }

    /// A cell emptied: nothing is left under its top either.
    #[cold]
    pub(crate) fn clear_below(&mut self, cell: Cell) {
        if !self.below(cell).is_empty() {
            self.set_below(cell, Vec::new());
        }
    }

    /// Takes the top piece off `cell` (the piece under it becomes the top) and puts it at the
    /// bottom of the stack on `under`, with its numbers: a capture of column draughts. Returns whether a piece
    /// was taken.
    pub(crate) fn take_top(&mut self, cell: Cell, under: Cell) -> bool {
        let top = self.board[cell as usize];
        if top == 0 {
            return false;
        }
        if self.has_values() {
            // The taken piece's numbers go with it (`column.rs`); without values, column
            // draughts keep to the two copies below, on their hot path.
            self.take_top_as_column(cell, under);
            return true;
        }
        let mut rest = self.below(cell).to_vec();
        let revealed = rest.pop().unwrap_or(0);
        if revealed != 0 {
            self.set_below(cell, rest);
        }
        self.set(cell, revealed);
        let mut stack = Vec::with_capacity(self.below(under).len() + 1);
        stack.push(top);
        stack.extend_from_slice(self.below(under));
        self.set_below(under, stack);
        true
    }

    /// `rollback`'s part for stacks.
    pub(crate) fn rollback_below(&mut self, mark: u32) {
        let hashed = self.hashed;
        let Some(stacks) = self.stacks.as_deref_mut() else { return };
        while stacks.log.len() > mark as usize {
            let (cell, before) = match stacks.log.pop().expect("log is longer than the mark") {
                Undo::Replaced(cell, old) => (cell, old),
                Undo::Pushed(cell) => {
                    let below = &mut stacks.below[cell as usize];
                    let piece = below.pop().expect("a pushed piece is on top until undone");
                    if hashed {
                        self.board_key ^= level_key(cell, below.len(), piece);
                    }
                    continue;
                }
                Undo::Popped(cell, piece) => {
                    let below = &mut stacks.below[cell as usize];
                    if hashed {
                        self.board_key ^= level_key(cell, below.len(), piece);
                    }
                    below.push(piece);
                    continue;
                }
            };
            if hashed {
                self.board_key ^= below_key(cell, &before) ^ below_key(cell, &stacks.below[cell as usize]);
            }
            stacks.below[cell as usize] = before;
        }
    }

    /// The hash of every stack's lower pieces.
    pub(crate) fn below_hash(&self) -> u64 {
        self.stacks
            .as_ref()
            .map_or(0, |s| s.below.iter().enumerate().fold(0, |h, (c, b)| h ^ below_key(c as Cell, b)))
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

//! Taken: `capture jumped at end`, whose pieces stay on the board as obstacles (the cell set
//! `taken`) until the turn ends and then leave it together, and `promote … at end`, whose
//! pieces are promoted then too.

use super::action::Action;
use super::position::{facing_piece, kind_of, owner_of, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::PlayerId;

impl State {
    /// Marks every piece the hop passed over (`capture jumped at end`); returns how many, for
    /// `captured` and `turns without capture`. The marks live in `taken`, the turn's from
    /// `Scalars::taken_from` to `Scalars::taken`, which the undo frames keep. Both only grow as
    /// the game goes on, so what a frame still to be restored reads is never written over.
    pub(super) fn mark_jumped(&mut self, action: Action) -> u32 {
        let geometry = &self.rules.geometry;
        self.taken.truncate(self.s.taken as usize);
        let mut marked = 0;
        let mut cell = geometry.step(action.from, action.dir);
        while cell != action.to && cell != NO_CELL {
            if self.position.board[cell as usize] != 0 && !self.is_taken(cell) {
                self.taken.push(cell);
                marked += 1;
            }
            cell = geometry.step(cell, action.dir);
        }
        self.s.taken = self.taken.len() as u32;
        marked
    }

    /// Whether `capture jumped at end` has marked the piece on `cell` this turn.
    #[inline]
    pub(crate) fn is_taken(&self, cell: Cell) -> bool {
        self.taken[self.s.taken_from as usize..self.s.taken as usize].contains(&cell)
    }

    /// As `mover`'s turn ends: the marked pieces leave the board, and the mover's pieces that
    /// promote `at end` and stand in their zone promote.
    #[inline]
    pub(super) fn end_of_turn(&mut self, mover: PlayerId) {
        if self.s.taken != self.s.taken_from {
            for i in self.s.taken_from as usize..self.s.taken as usize {
                self.position.set(self.taken[i], 0);
            }
            self.s.taken_from = self.s.taken;
        }
        if self.rules.pieces.promote_at_end.is_empty() {
            return;
        }
        let rules = std::sync::Arc::clone(&self.rules);
        for (kind, promotion) in &rules.pieces.promote_at_end {
            // Zones are per side: a piece reads the zone of the side it faces as.
            for (i, &word) in promotion.zone.iter().enumerate() {
                let (side, w) = ((i / promotion.words) as PlayerId, i % promotion.words);
                let mut bits = word;
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let piece = self.position.board[cell];
                    let ours = piece != 0 && owner_of(piece) == mover && side_of(piece) == side;
                    if ours && kind_of(piece) == *kind {
                        self.position.set(cell as Cell, facing_piece(promotion.to[0], mover, side));
                    }
                }
            }
        }
    }
}

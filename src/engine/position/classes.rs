//! Classes: how a player sees the occupant of each cell — empty, its own, an enemy's, an
//! ally's, nobody's — a cell at a time, or a word of cells at a time for bit-set reads.

use super::{NOBODY, Position, owner_of};
use crate::compile::cells::CLASSES;
use crate::compile::geometry::Cell;
use crate::compile::rules::{ALLY, BLOCKED, EMPTY, ENEMY, OWN, PlayerId};

impl Position {
    /// Word `word` of the cells in each occupancy class as `player` sees the board, in class
    /// bit order: empty, own, enemy, blocked, ally.
    #[inline]
    pub fn class_words(&self, player: PlayerId, word: usize) -> [u64; CLASSES] {
        let empty = self.empty[word];
        let (mut enemy, mut ally, mut owned) = (0, 0, 0);
        for other in 0..self.owned.len() / self.words {
            let pieces = self.owned[other * self.words + word];
            owned |= pieces;
            if other == player as usize {
                continue;
            } else if self.allies[player as usize] & 1 << other != 0 {
                ally |= pieces;
            } else {
                enemy |= pieces;
            }
        }
        let cells = self.board.len() - word * 64;
        let board = if cells >= 64 { u64::MAX } else { (1 << cells) - 1 };
        let own = self.owned[player as usize * self.words + word];
        [empty, own, enemy, board & !empty & !owned, ally]
    }

    /// Word `word` of the cells whose occupant, as `player` sees it, is of one of `classes`:
    /// without sorting the other players' pieces when `classes` takes all of them or none
    /// (`reads_whole`). Always inlined: the count of a line (`exactly … in line`) is a few
    /// instructions around it.
    #[inline(always)]
    pub fn classes_word(&self, player: PlayerId, classes: u8, word: usize) -> u64 {
        let (empty, own) = (self.empty[word], self.owned[player as usize * self.words + word]);
        let mut cells = 0;
        if classes & EMPTY != 0 {
            cells |= empty;
        }
        if classes & OWN != 0 {
            cells |= own;
        }
        let others = classes & (ENEMY | BLOCKED | ALLY);
        if others == ENEMY | BLOCKED | ALLY {
            let board = self.board.len() - word * 64;
            cells |= if board >= 64 { u64::MAX } else { (1 << board) - 1 } & !empty & !own;
        } else if others != 0 {
            let words = self.class_words(player, word);
            (0..CLASSES).filter(|c| others & 1 << c != 0).for_each(|c| cells |= words[c]);
        }
        cells
    }

    /// The occupancy class of a cell as `player` sees it.
    #[inline]
    pub fn class(&self, cell: Cell, player: PlayerId) -> u8 {
        let piece = self.board[cell as usize];
        if piece == 0 {
            EMPTY
        } else if owner_of(piece) == player {
            OWN
        } else if owner_of(piece) == NOBODY {
            BLOCKED
        } else if self.allies[player as usize] & 1 << owner_of(piece) != 0 {
            ALLY
        } else {
            ENEMY
        }
    }
}

/// Whether a set of occupancy classes takes the other players' pieces all together or not at
/// all (`occupied`, `own | empty`), so that `Position::classes_word` reads it without telling
/// enemies, allies and pieces nobody owns apart.
pub(crate) const fn reads_whole(classes: u8) -> bool {
    let others = classes & (ENEMY | BLOCKED | ALLY);
    others == 0 || others == ENEMY | BLOCKED | ALLY
}

//! Action: the engine's unit of play — one placement, one move, `pass` or `end` — packed in 8 bytes.

use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionId, KindId};

/// The `rule` of the action `pass`.
pub const PASS: ActionId = 254;
/// The `rule` of the action `end`.
pub const END: ActionId = 255;

/// One action: which `action` rule produced it and where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Action {
    /// The index of the `action` rule, or `PASS` / `END`.
    pub rule: ActionId,
    /// The kind placed (placements only).
    pub kind: KindId,
    /// The direction moved in (moves only), for effects that follow the path; a leap's path.
    pub dir: u8,
    /// Whether the moved piece promotes (`e6-e7+`).
    pub promote: bool,
    /// The cell moved from, or `NO_CELL` for a placement.
    pub from: Cell,
    /// The cell placed on or moved to, or `NO_CELL` for `pass` / `end`.
    pub to: Cell,
}

impl Action {
    pub const fn pass() -> Action {
        Action { rule: PASS, kind: 0, dir: 0, promote: false, from: NO_CELL, to: NO_CELL }
    }

    pub const fn end() -> Action {
        Action { rule: END, kind: 0, dir: 0, promote: false, from: NO_CELL, to: NO_CELL }
    }

    pub const fn place(rule: ActionId, kind: KindId, to: Cell) -> Action {
        Action { rule, kind, dir: 0, promote: false, from: NO_CELL, to }
    }

    pub const fn movement(rule: ActionId, dir: u8, from: Cell, to: Cell) -> Action {
        Action { rule, kind: 0, dir, promote: false, from, to }
    }

    /// Whether this is a `pass` or an `end` rather than an action rule's.
    pub fn is_word(self) -> bool {
        self.rule >= PASS
    }
}

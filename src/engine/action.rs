//! Action: the engine's unit of play — one placement, one move, a swap of seats, `pass` or `end`
//! — packed in 8 bytes.

use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionId, KindId};
use crate::compile::turn::{END_SYMBOL, PASS_SYMBOL, ROLL_SYMBOL};

/// The `rule` of the action `pass`.
pub const PASS: ActionId = PASS_SYMBOL;
/// The `rule` of the action `end`.
pub const END: ActionId = END_SYMBOL;
/// The `rule` of a throw of the dice, whose outcome is `to`.
pub const ROLL: ActionId = ROLL_SYMBOL;

/// One action: which `action` rule produced it and where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Action {
    /// The index of the `action` rule, or `PASS` / `END`.
    pub rule: ActionId,
    /// The kind placed (placements only).
    pub kind: KindId,
    /// The direction moved in (moves only), for effects that follow the path; a leap's path.
    pub dir: u8,
    /// The kind the moved piece promotes to, plus one (`e6-e7+`, `e7-e8=Q`); 0 when it does not.
    pub promote: u8,
    /// The cell moved from, or `NO_CELL` for a placement.
    pub from: Cell,
    /// The cell placed on or moved to, or `NO_CELL` for `pass`, `end` and a swap.
    pub to: Cell,
}

impl Action {
    pub const fn pass() -> Action {
        Action { rule: PASS, kind: 0, dir: 0, promote: 0, from: NO_CELL, to: NO_CELL }
    }

    pub const fn end() -> Action {
        Action { rule: END, kind: 0, dir: 0, promote: 0, from: NO_CELL, to: NO_CELL }
    }

    pub const fn place(rule: ActionId, kind: KindId, to: Cell) -> Action {
        Action { rule, kind, dir: 0, promote: 0, from: NO_CELL, to }
    }

    /// The throw of the dice with outcome `outcome` (an index of `Dice::outcomes`).
    pub const fn roll(outcome: usize) -> Action {
        Action { rule: ROLL, kind: 0, dir: 0, promote: 0, from: NO_CELL, to: outcome as Cell }
    }

    /// The action of a `swap seats` rule: on no cell.
    pub const fn swap(rule: ActionId) -> Action {
        Action { rule, kind: 0, dir: 0, promote: 0, from: NO_CELL, to: NO_CELL }
    }

    pub const fn movement(rule: ActionId, dir: u8, from: Cell, to: Cell) -> Action {
        Action { rule, kind: 0, dir, promote: 0, from, to }
    }

    /// Whether this is a throw of the dice, a `pass` or an `end` rather than an action rule's.
    pub fn is_word(self) -> bool {
        self.rule >= ROLL
    }

    /// Whether this is a throw of the dice: chance's action, which no player chooses.
    pub fn is_roll(self) -> bool {
        self.rule == ROLL
    }
}

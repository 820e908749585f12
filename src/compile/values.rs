//! Values and flags on pieces (`value`, `flag`): their names, what each piece starts with, and
//! how an effect changes a value. A game that declares none keeps no table (`is_empty`).

use super::geometry::Cell;

/// How a value effect changes a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Add(i32),
    Set(i32),
}

impl Change {
    /// The value after the change: never below 0.
    pub fn apply(self, old: i32) -> i32 {
        match self {
            Change::Add(n) => old.saturating_add(n).max(0),
            Change::Set(n) => n.max(0),
        }
    }
}

/// The values and flags a game's pieces carry.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PieceValues {
    /// The values' names, one slot each, in order of declaration.
    pub names: Vec<String>,
    /// The flags' names, one bit each, kept together in the slot after the values.
    pub flags: Vec<String>,
    /// What a piece of each kind starts with, `[kind * slots + slot]` (the flags' slot a mask).
    pub by_kind: Vec<i32>,
    /// The pieces set up on a cell start with these instead, `(cell, slot, value)` in order;
    /// a flag's entry ORs its bit in.
    pub at_setup: Vec<(Cell, u8, i32)>,
}

impl PieceValues {
    /// Whether the game declares no value and no flag: its positions keep no table.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty() && self.flags.is_empty()
    }

    /// Numbers kept per cell: one per value, and one for all the flags if there are any.
    pub fn slots(&self) -> usize {
        self.names.len() + usize::from(!self.flags.is_empty())
    }

    /// The slot holding the flags.
    pub fn flag_slot(&self) -> u8 {
        self.names.len() as u8
    }
}

//! Values and flags on pieces: a number per declared value and one word of flags for the piece
//! on each cell, kept in a side table only in a game that declares `value` or `flag`. The table
//! follows the pieces: a move carries the numbers with the piece, a cell emptied forgets them,
//! a placement starts them at the kind's. A game without values has no table and pays one
//! branch per move and per emptied cell, the one stacks already pay.

use super::cells::View;
use super::groups::for_each_cell;
use super::position::{Position, mix};
use super::state::State;
use crate::compile::geometry::Cell;
use crate::compile::rules::{CellTest, Effect, KindId, PlayerId};
use crate::compile::values::{Change, PieceValues};

/// Every cell's numbers, `[cell * slots + slot]`, what each kind starts with, and the undo log.
#[derive(Clone, Debug, Default)]
pub struct Values {
    slots: usize,
    numbers: Vec<i32>,
    by_kind: Vec<i32>,
    /// In a game with stacks too, the numbers of the pieces under each top, `slots` a piece,
    /// bottom first (`column.rs` keeps them in step with the stacks); empty otherwise.
    below: Vec<Vec<i32>>,
    pub(super) log: Vec<Undo>,
}

/// One change to undo: a number of a top piece, or the numbers under a cell's top.
#[derive(Clone, Debug)]
pub(super) enum Undo {
    Number(u32, i32),
    Below(Cell, Vec<i32>),
}

impl Values {
    pub fn new(cells: usize, values: &PieceValues, stacks: bool) -> Values {
        let slots = values.slots();
        let below = if stacks { vec![Vec::new(); cells] } else { Vec::new() };
        Values {
            slots,
            numbers: vec![0; cells * slots],
            by_kind: values.by_kind.clone(),
            below,
            log: Vec::new(),
        }
    }

    pub fn mark(&self) -> u32 {
        self.log.len() as u32
    }
}

/// The hash of one number of one cell (0 for a zero).
fn value_key(index: u32, value: i32) -> u64 {
    if value == 0 { 0 } else { mix(0x5641_4c55_0000_0000 ^ (index as u64) << 32 ^ value as u32 as u64) }
}

/// The hash of the numbers under a cell's top (0 for none).
fn below_values_key(cell: Cell, below: &[i32]) -> u64 {
    below.iter().enumerate().fold(0, |h, (index, &n)| {
        h ^ mix(0x5354_5641_0000_0000 ^ (cell as u64) << 40 ^ (index as u64) << 32 ^ n as u32 as u64)
    })
}

impl Position {
    /// Keeps the values and flags the game declares on its pieces (none: no table).
    pub fn with_values(mut self, values: &crate::compile::values::PieceValues) -> Position {
        if !values.is_empty() {
            self.values = Some(Box::new(Values::new(self.board.len(), values, self.stacks.is_some())));
            self.tables = true;
        }
        self
    }

    /// Whether a side table (stacks, values) follows the pieces as they move.
    #[inline]
    pub fn has_tables(&self) -> bool {
        self.tables
    }

    /// The side tables follow a piece moving from `from` to `to` (before `from` is emptied).
    #[cold]
    pub(crate) fn carry_tables(&mut self, from: Cell, to: Cell) {
        if self.stacks.is_some() {
            self.carry_below(from, to);
        }
        if self.values.is_some() {
            self.carry_values(from, to);
            if self.stacks.is_some() {
                let moving = self.below_values(from).to_vec();
                self.set_below_values(from, Vec::new());
                self.set_below_values(to, moving);
            }
        }
    }

    /// A cell emptied: the side tables forget what they held for it.
    #[cold]
    pub(super) fn clear_tables(&mut self, cell: Cell) {
        if self.stacks.is_some() {
            self.clear_below(cell);
        }
        if self.values.is_some() {
            self.clear_values(cell);
            self.set_below_values(cell, Vec::new());
        }
    }

    /// Whether the game keeps values or flags on its pieces.
    #[inline]
    pub fn has_values(&self) -> bool {
        self.values.is_some()
    }

    /// The number in `slot` of the piece on `cell` (0 without values or piece).
    #[inline]
    pub fn value(&self, cell: Cell, slot: u8) -> i32 {
        self.values.as_ref().map_or(0, |v| v.numbers[cell as usize * v.slots + slot as usize])
    }

    /// Writes one number, logged and hashed.
    fn set_value(&mut self, index: u32, new: i32) {
        let hashed = self.hashed;
        let Some(values) = self.values.as_deref_mut() else { return };
        let old = std::mem::replace(&mut values.numbers[index as usize], new);
        if old == new {
            return;
        }
        values.log.push(Undo::Number(index, old));
        if hashed {
            self.board_key ^= value_key(index, old) ^ value_key(index, new);
        }
    }

    /// Changes the number in `slot` of the piece on `cell`.
    pub(crate) fn change_value(&mut self, cell: Cell, slot: u8, change: Change) {
        let Some(slots) = self.values.as_ref().map(|v| v.slots) else { return };
        let index = (cell as usize * slots + slot as usize) as u32;
        self.set_value(index, change.apply(self.value(cell, slot)));
    }

    /// Sets or clears flag bits in `slot` (the flags' slot) of the piece on `cell`.
    pub(crate) fn change_flag(&mut self, cell: Cell, slot: u8, bit: u32, set: bool) {
        let old = self.value(cell, slot) as u32;
        let new = if set { old | bit } else { old & !bit };
        self.change_value(cell, slot, Change::Set(new as i32));
    }

    /// How many numbers each piece carries (0 without values).
    pub(crate) fn value_slots(&self) -> usize {
        self.values.as_ref().map_or(0, |v| v.slots)
    }

    /// The numbers a new piece of `kind` starts with (none without values).
    pub(crate) fn kind_values(&self, kind: KindId) -> Vec<i32> {
        self.values.as_ref().map_or(Vec::new(), |v| v.by_kind[kind as usize * v.slots..][..v.slots].to_vec())
    }

    /// The numbers of the pieces under the top of `cell`, bottom first (none without values and
    /// stacks).
    pub(crate) fn below_values(&self, cell: Cell) -> &[i32] {
        self.values.as_ref().and_then(|v| v.below.get(cell as usize)).map_or(&[], |b| b.as_slice())
    }

    /// Puts `numbers` under the top of `cell` in place of what was there, logged and hashed
    /// (nothing without values and stacks, or when nothing changes).
    pub(crate) fn set_below_values(&mut self, cell: Cell, numbers: Vec<i32>) {
        let hashed = self.hashed;
        let Some(values) = self.values.as_deref_mut() else { return };
        let Some(slot) = values.below.get_mut(cell as usize) else { return };
        if *slot == numbers {
            return;
        }
        let old = std::mem::replace(slot, numbers);
        if hashed {
            self.board_key ^= below_values_key(cell, &old) ^ below_values_key(cell, slot);
        }
        values.log.push(Undo::Below(cell, old));
    }

    /// Writes the number in `slot` of the piece on `cell`, logged and hashed.
    pub(crate) fn set_value_at(&mut self, cell: Cell, slot: u8, n: i32) {
        let slots = self.value_slots();
        self.set_value((cell as usize * slots + slot as usize) as u32, n);
    }

    /// A piece of `kind` new on `cell`: its numbers start at the kind's.
    #[cold]
    pub(crate) fn start_values(&mut self, cell: Cell, kind: KindId) {
        for (slot, n) in self.kind_values(kind).into_iter().enumerate() {
            self.set_value_at(cell, slot as u8, n);
        }
    }

    /// The numbers of the piece moving from `from` go with it to `to` (before `from` is emptied).
    #[cold]
    pub(crate) fn carry_values(&mut self, from: Cell, to: Cell) {
        let Some(slots) = self.values.as_ref().map(|v| v.slots) else { return };
        for slot in 0..slots {
            let n = self.value(from, slot as u8);
            self.set_value((to as usize * slots + slot) as u32, n);
        }
    }

    /// A cell emptied: its numbers are forgotten.
    #[cold]
    pub(crate) fn clear_values(&mut self, cell: Cell) {
        let Some(slots) = self.values.as_ref().map(|v| v.slots) else { return };
        for slot in 0..slots {
            self.set_value((cell as usize * slots + slot) as u32, 0);
        }
    }

    /// `rollback`'s part for values.
    pub(crate) fn rollback_values(&mut self, mark: u32) {
        let hashed = self.hashed;
        let Some(values) = self.values.as_deref_mut() else { return };
        while values.log.len() > mark as usize {
            match values.log.pop().expect("log is longer than the mark") {
                Undo::Number(index, old) => {
                    let now = std::mem::replace(&mut values.numbers[index as usize], old);
                    if hashed {
                        self.board_key ^= value_key(index, old) ^ value_key(index, now);
                    }
                }
                Undo::Below(cell, old) => {
                    let now = std::mem::replace(&mut values.below[cell as usize], old);
                    if hashed {
                        self.board_key ^= below_values_key(cell, &now)
                            ^ below_values_key(cell, &values.below[cell as usize]);
                    }
                }
            }
        }
    }

    /// The hash of every number.
    pub(crate) fn values_hash(&self) -> u64 {
        self.values.as_ref().map_or(0, |v| {
            let tops = v.numbers.iter().enumerate().fold(0, |h, (i, &n)| h ^ value_key(i as u32, n));
            v.below.iter().enumerate().fold(tops, |h, (c, b)| h ^ below_values_key(c as Cell, b))
        })
    }
}

impl State {
    /// The number in the slot of the piece on `cell`: a value, or the flags' slot's bits.
    pub fn value(&self, cell: Cell, slot: u8) -> i32 {
        self.position.value(cell, slot)
    }

    /// The values in `slot` of the pieces on the cells of the set, added up, for `subject`.
    pub(crate) fn values_in(&self, slot: u8, tests: &[CellTest], subject: PlayerId) -> u32 {
        let test = &tests[self.rules.context(subject, self.s.memory)];
        let view = View { player: subject, ..self.view() };
        let mut total = 0u32;
        self.with_members(test, view, |members| {
            for_each_cell(members, |c| {
                total = total.saturating_add(self.position.value(c as Cell, slot) as u32)
            })
        });
        total
    }

    /// `value NAME + N` and the like, `flag NAME`, `unflag NAME`.
    pub(crate) fn value_effect(&mut self, rule: usize, index: usize, at: Cell, view: View) {
        let rules = std::sync::Arc::clone(&self.rules);
        let flag_slot = rules.values.flag_slot();
        match &rules.actions[rule].effects[index] {
            Effect::Value { slot, change, on } => {
                self.change_values(on.as_deref(), at, view, |p, c| p.change_value(c, *slot, *change))
            }
            Effect::Flag { bit, set, on } => {
                self.change_values(on.as_deref(), at, view, |p, c| p.change_flag(c, flag_slot, *bit, *set))
            }
            _ => unreachable!("only values and flags change here"),
        }
    }

    /// A value or flag effect: on the cell landed on, or on every occupied cell of `on`, read
    /// for the mover with `last` the action before.
    pub(crate) fn change_values(
        &mut self,
        on: Option<&[CellTest]>,
        at: Cell,
        view: View,
        mut change: impl FnMut(&mut Position, Cell),
    ) {
        let cells: Vec<Cell> = match on {
            None => vec![at],
            Some(tests) => {
                let test = &tests[self.context()];
                let mut chosen = Vec::new();
                self.with_members(test, view, |members| for_each_cell(members, |c| chosen.push(c as Cell)));
                chosen
            }
        };
        for cell in cells {
            if self.position.board[cell as usize] != 0 {
                change(&mut self.position, cell);
            }
        }
    }
}

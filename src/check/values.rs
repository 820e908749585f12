//! Values and flags on pieces checked and compiled: the `value` and `flag` statements, the cell
//! sets `value NAME >= N` and `flagged NAME`, the quantity `value NAME SET`, `exactly value NAME`
//! and the effects that change them. A word naming a value (or flag) in a game that declares none
//! is `E019`, as `height` without `stacks` is; a name the game does not declare is `E012`.

use super::Checker;
use super::cells::Scope;
use super::sets::Compiled;
use crate::compile::cells::SetExpr;
use crate::compile::rules::{ALLY, BLOCKED, ENEMY, Effect, OWN, Quantity};
use crate::compile::values::{Change, PieceValues};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, CellExpr, CompareOp, GameFile, Item, Name, Spanned, ValueChange};

impl Checker<'_> {
    /// The game's values and flags and what each piece starts with, read before any action.
    pub(crate) fn piece_values(&mut self, file: &GameFile) {
        let mut values = PieceValues::default();
        for item in &file.items {
            match &item.node {
                Item::Value { name, .. } if !values.names.contains(&name.node) => {
                    values.names.push(name.node.clone())
                }
                Item::Flag { name, .. } if !values.flags.contains(&name.node) => {
                    values.flags.push(name.node.clone())
                }
                _ => {}
            }
        }
        // At most 32 flags fit a slot; a value slot must fit a byte.
        values.flags.truncate(32);
        values.names.truncate(u8::MAX as usize - 1);
        let (slots, kinds) = (values.slots(), self.kinds.len());
        values.by_kind = vec![0; kinds * slots];
        let flag_slot = values.flag_slot() as usize;
        for item in &file.items {
            let (name, start, kinds_named, cells, is_value) = match &item.node {
                Item::Value { name, start, kinds, cells } => (name, start.node as i32, kinds, cells, true),
                Item::Flag { name, kinds, cells } => (name, 0, kinds, cells, false),
                _ => continue,
            };
            let (slot, amount) = match is_value {
                true => match values.names.iter().position(|n| *n == name.node) {
                    Some(slot) => (slot, start),
                    None => continue,
                },
                false => match values.flags.iter().position(|n| *n == name.node) {
                    Some(bit) => (flag_slot, 1 << bit),
                    None => continue,
                },
            };
            let write = |old: &mut i32| if is_value { *old = amount } else { *old |= amount };
            match cells {
                Some(set) => {
                    let Some(mask) = self.eval_fixed(set, None) else { continue };
                    for (cell, _) in mask.iter().enumerate().filter(|(_, m)| **m != 0) {
                        let cell = cell as crate::compile::geometry::Cell;
                        values.at_setup.push((cell, slot as u8, amount));
                    }
                }
                // `flag NAME` alone: no piece starts with it.
                None if !is_value && kinds_named.is_empty() => {}
                None => {
                    let Some(mask) = self.kind_mask(kinds_named) else { continue };
                    for kind in (0..kinds).filter(|k| kinds_named.is_empty() || mask >> k & 1 != 0) {
                        write(&mut values.by_kind[kind * slots + slot]);
                    }
                }
            }
        }
        self.values = values;
    }

    /// The slot of a value named in a rule: `E019` when the game declares no value, `E012` when
    /// it declares others.
    pub(crate) fn value_slot(&mut self, name: &Name) -> Option<u8> {
        if let Some(slot) = self.values.names.iter().position(|n| *n == name.node) {
            return Some(slot as u8);
        }
        if self.values.names.is_empty() {
            let message =
                format!("`value {}` reads a number on pieces, but this game declares none", name.node);
            let help = format!("declare it and what pieces start with: `value {} 1`", name.node);
            self.error(Diagnostic::new("E019", message, name.span).label("no values here").help(help));
            return None;
        }
        let known = self.values.names.clone();
        self.unknown("value", &name.node, name.span, &known);
        None
    }

    /// The bit of a flag named in a rule, reported as `value_slot` reports.
    fn flag_bit(&mut self, name: &Name) -> Option<u32> {
        if let Some(bit) = self.values.flags.iter().position(|n| *n == name.node) {
            return Some(1 << bit);
        }
        if self.values.flags.is_empty() {
            let message = format!("`{}` is a flag on pieces, but this game declares no flag", name.node);
            let help = format!(
                "declare it: `flag {}` (with `for KINDS` or `: CELLS` for the pieces that start with it)",
                name.node
            );
            self.error(Diagnostic::new("E019", message, name.span).label("no flags here").help(help));
            return None;
        }
        let known = self.values.flags.clone();
        self.unknown("flag", &name.node, name.span, &known);
        None
    }

    /// `value NAME >= N` and `flagged NAME` in a cell set: judged in the position, occupied cells only.
    pub(crate) fn value_cells(&mut self, expr: &Spanned<CellExpr>, scope: Scope) -> Option<Compiled> {
        let cells = self.geometry.as_ref()?.cell_count();
        let occupied = vec![OWN | ENEMY | ALLY | BLOCKED; cells];
        match &expr.node {
            CellExpr::Value(name, op, n) => {
                let slot = self.value_slot(name);
                self.dynamic(expr.span, scope, "value")?;
                let (slot, n) = (slot?, *n as i32);
                let range = |lo, hi| SetExpr::Value { slot, lo, hi };
                let exact = match op {
                    CompareOp::Eq => range(n, n),
                    CompareOp::Ne => SetExpr::Or(
                        Box::new(range(i32::MIN, n - 1)),
                        Box::new(range(n.saturating_add(1), i32::MAX)),
                    ),
                    CompareOp::Lt => range(i32::MIN, n - 1),
                    CompareOp::Le => range(i32::MIN, n),
                    CompareOp::Gt => range(n.saturating_add(1), i32::MAX),
                    CompareOp::Ge => range(n, i32::MAX),
                };
                Some(Compiled::judged(occupied, exact))
            }
            CellExpr::Flagged(name) => {
                let bit = self.flag_bit(name);
                self.dynamic(expr.span, scope, "flagged")?;
                Some(Compiled::judged(occupied, SetExpr::Flagged(bit?)))
            }
            _ => None,
        }
    }

    /// `value NAME SET` as a quantity.
    pub(crate) fn value_quantity(&mut self, name: &Name, set: &Spanned<CellExpr>) -> Option<Quantity> {
        let slot = self.value_slot(name);
        let set = self.cell_tests(set);
        Some(Quantity::Value(slot?, set?))
    }

    /// `exactly value NAME`.
    pub(crate) fn value_distance(&mut self, name: &Name) -> Option<crate::compile::rules::Distance> {
        Some(crate::compile::rules::Distance::Value(self.value_slot(name)?))
    }

    /// `value NAME + N | - N | to N [on CELLS]` and `flag NAME | unflag NAME [on CELLS]`.
    pub(crate) fn value_effect(&mut self, effect: &Spanned<ast::Effect>) -> Option<Effect> {
        let on = |checker: &mut Self, on: &Option<Spanned<CellExpr>>| match on {
            Some(set) => checker.cell_tests(set).map(Some),
            None => Some(None),
        };
        match &effect.node {
            ast::Effect::Value { name, change, on: set } => {
                let slot = self.value_slot(name);
                let on = on(self, set);
                let change = match *change {
                    ValueChange::Add(n) => Change::Add(n as i32),
                    ValueChange::Subtract(n) => Change::Add(-(n as i32)),
                    ValueChange::Set(n) => Change::Set(n as i32),
                };
                Some(Effect::Value { slot: slot?, change, on: on? })
            }
            ast::Effect::Flag { name, set: raise, on: set } => {
                let bit = self.flag_bit(name);
                let on = on(self, set);
                Some(Effect::Flag { bit: bit?, set: *raise, on: on? })
            }
            _ => None,
        }
    }
}

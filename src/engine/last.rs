//! The last action, as cell sets and moves read it: which of its cells a set means, the
//! direction it moved in (`onward`), the cells it moved across (`passed`).

use super::action::Action;
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{LastPart, Motion, Movement};

impl State {
    /// Whether `cell` is the part of `last` asked for, when `last` is one of `actions`.
    pub(crate) fn in_last(&self, cell: Cell, last: Option<Action>, actions: u64, part: LastPart) -> bool {
        let Some(last) = last.filter(|a| !a.is_word() && actions & 1 << a.rule != 0) else { return false };
        match part {
            LastPart::To => last.to == cell,
            LastPart::From => last.from == cell && cell != NO_CELL,
            LastPart::Passed => self.passed(last).any(|c| c == cell),
        }
    }

    /// Every cell of `last`: where it went, where it came from (if elsewhere) and what it
    /// crossed; all that a set within the last action's cells can hold (`SetExpr::within_last`).
    pub(crate) fn cells_of_last(&self, last: Option<Action>) -> impl Iterator<Item = Cell> + '_ {
        let last = last.filter(|a| !a.is_word());
        let ends = last.map_or([NO_CELL; 2], |a| [a.to, if a.from == a.to { NO_CELL } else { a.from }]);
        ends.into_iter().filter(|&c| c != NO_CELL).chain(last.into_iter().flat_map(|a| self.passed(a)))
    }

    /// The direction the last action moved in, if it was a step, a slide or a hop.
    pub(crate) fn onward(&self) -> Option<u8> {
        let last = self.s.last.filter(|a| !a.is_word())?;
        match &self.rules.actions[last.rule as usize].motion {
            Motion::Move {
                movement: Movement::Step { .. } | Movement::Slide { .. } | Movement::Hop { .. },
                ..
            } => Some(last.dir),
            _ => None,
        }
    }

    /// The cells an action moved across: between where a slide or a hop started and ended.
    pub(crate) fn passed(&self, action: Action) -> impl Iterator<Item = Cell> + '_ {
        let geometry = &self.rules.geometry;
        let straight = !action.is_word()
            && matches!(
                self.rules.actions[action.rule as usize].motion,
                Motion::Move { movement: Movement::Slide { .. } | Movement::Hop { .. }, .. }
            );
        let mut at = if straight { geometry.step(action.from, action.dir) } else { NO_CELL };
        std::iter::from_fn(move || {
            if at == NO_CELL || at == action.to || at == action.from {
                return None;
            }
            let cell = at;
            at = geometry.step(at, action.dir);
            Some(cell)
        })
    }
}

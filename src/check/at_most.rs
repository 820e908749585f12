//! At most: `stacks at most N [own to hand]`, how high a stack may stand after an action (a
//! number of at least one).

use super::Checker;
use crate::compile::rules::AtMost;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item};

impl Checker<'_> {
    /// The game's `stacks at most`, checked: none when it has none, or a height of 0.
    pub(crate) fn at_most(&mut self, file: &GameFile) -> Option<AtMost> {
        let at_most = file.items.iter().find_map(|i| match &i.node {
            Item::Stacks(at_most) => at_most.clone(),
            _ => None,
        })?;
        if at_most.most.node == 0 {
            let message = "a stack holds at least one piece: `stacks at most 0` would clear the board";
            let help = "write `stacks at most 1` or more, or `stacks` alone for stacks of any height";
            self.error(
                Diagnostic::new("E015", message, at_most.most.span).label("no such height").help(help),
            );
            return None;
        }
        Some(AtMost { most: at_most.most.node, own_to_hand: at_most.own_to_hand })
    }
}

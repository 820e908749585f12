//! Most: `priority: …, most QUANTITY`, which keeps the turns whose quantity ends largest.

use super::Checker;
use crate::compile::rules::Quantity;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item};

impl Checker<'_> {
    /// The quantities of `most`, in order, which must close the `priority` list: groups
    /// written after one would be asked to break ties it has already broken.
    pub(crate) fn most(&mut self, file: &GameFile) -> Vec<Quantity> {
        let Some((groups, most)) = file.items.iter().find_map(|item| match &item.node {
            Item::Priority { groups, most } if !most.is_empty() => Some((groups, most)),
            _ => None,
        }) else {
            return Vec::new();
        };
        let mut quantities = Vec::new();
        for (before, quantity) in most {
            if *before != groups.len() {
                let message = "`most` must come last in `priority`";
                let after = groups[*before..].iter().flatten().map(|n| n.node.as_str()).collect::<Vec<_>>();
                self.error(
                    Diagnostic::new("E018", message, quantity.span)
                        .label("groups follow it")
                        .help(format!("move `{}` before `most`", after.join("`, `"))),
                );
            }
            quantities.extend(self.quantity(quantity));
        }
        quantities
    }
}

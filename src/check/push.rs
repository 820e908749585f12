//! Push: `then push` checked — it needs a move that goes along a direction (a step or a slide),
//! else `E019`; and `pushing` and `pushed` read in a `requires` need the rule to push, else
//! `E019` too.

use super::Checker;
use super::line_effect::Words;
use crate::compile::rules::{Condition, Effect, Motion, Quantity};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast;

impl Checker<'_> {
    /// Whether the rule pushes, reported when it pushes without a direction to push along.
    pub(crate) fn pushes(
        &mut self,
        action: &ast::Action,
        motion: &Motion,
        effects: &[Effect],
    ) -> Option<bool> {
        let words = Words {
            message: "`push` pushes the pieces in front of a step or a slide, but this action is neither",
            label: "nothing to push along",
            help: "push with a move that goes along a direction: `move step any to empty | occupied then push`",
        };
        self.line_effect((action, motion, effects), (Effect::Push, ast::Effect::Push), words)
    }

    /// `pushing` or `pushed` in the `requires` of a rule that does not push: they would always
    /// read 0 there. Reported as `E019`.
    pub(crate) fn refuse_push_lengths(&mut self, action: &ast::Action) {
        let span = action.requires.as_ref().map_or(action.name.span, |c| c.span);
        let message = "`pushing` and `pushed` measure the lines of this action's push, but it does not push";
        let help =
            "push with the move: `move step any to empty | occupied then push requires pushed < pushing`";
        self.error(Diagnostic::new("E019", message, span).label("no push to measure").help(help));
    }
}

/// Whether a condition reads `pushing` or `pushed`.
pub(crate) fn reads_a_push(condition: &Condition) -> bool {
    condition.mentions(&|q| matches!(q, Quantity::Pushing | Quantity::Pushed))
}

//! Pull: `then pull` checked — it needs a move that goes along a direction (a step or a slide),
//! else `E019`.

use super::Checker;
use super::line_effect::Words;
use crate::compile::rules::{Effect, Motion};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast;

impl Checker<'_> {
    /// Whether the rule pulls, reported when it pulls without a direction to pull along.
    pub(crate) fn pulls(
        &mut self,
        action: &ast::Action,
        motion: &Motion,
        effects: &[Effect],
    ) -> Option<bool> {
        let words = Words {
            message: "`pull` brings the pieces behind a step or a slide after it, but this action is neither",
            label: "nothing to pull along",
            help: "pull with a move that goes along a direction: `move step orthogonal to empty then pull`",
        };
        self.line_effect((action, motion, effects), (Effect::Pull, ast::Effect::Pull), words)
    }

    /// A pull after a move of the top pieces: the cell left still holds the rest of the stack,
    /// so nothing can follow into it. Reported as `E019`.
    pub(crate) fn refuse_pull_with_top(&mut self, action: &ast::Action) {
        let span = self.effect_span(action, &ast::Effect::Pull);
        let message = "`pull` brings the line behind into the cell left, but a move of the top pieces leaves the rest of its stack there";
        let help = "pull with a move of the whole stack (without `top`), or leave out `then pull`";
        self.error(Diagnostic::new("E019", message, span).label("the cell left is not empty").help(help));
    }
}

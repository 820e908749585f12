//! Push: `then push` checked — it needs a move that goes along a direction (a step or a slide),
//! else `E019`.

use super::Checker;
use crate::compile::rules::{Effect, Motion, Movement};
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
        if !effects.contains(&Effect::Push) {
            return Some(false);
        }
        if let Motion::Move { movement: Movement::Step { .. } | Movement::Slide { .. }, .. } = motion {
            return Some(true);
        }
        let span =
            action.effects.iter().find(|e| e.node == ast::Effect::Push).map_or(action.name.span, |e| e.span);
        let message = "`push` pushes the pieces in front of a step or a slide, but this action is neither";
        let help =
            "push with a move that goes along a direction: `move step any to empty | occupied then push`";
        self.error(Diagnostic::new("E019", message, span).label("nothing to push along").help(help));
        None
    }
}

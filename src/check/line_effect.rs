//! Line effect: what `push` and `pull` share in the checker — each moves a line of pieces along
//! the direction its move went, so it needs a move that goes along one (a step or a slide),
//! else `E019` in the effect's own words.

use super::Checker;
use crate::compile::rules::{Effect, Motion, Movement};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast;

/// How a line effect is reported when its move goes along no direction.
pub(crate) struct Words {
    pub message: &'static str,
    pub label: &'static str,
    pub help: &'static str,
}

impl Checker<'_> {
    /// Whether the rule has the line effect (`effect`, spelled `spelled` in the file), reported
    /// when its move goes along no direction.
    pub(crate) fn line_effect(
        &mut self,
        (action, motion, effects): (&ast::Action, &Motion, &[Effect]),
        (effect, spelled): (Effect, ast::Effect),
        words: Words,
    ) -> Option<bool> {
        if !effects.contains(&effect) {
            return Some(false);
        }
        if let Motion::Move { movement: Movement::Step { .. } | Movement::Slide { .. }, .. } = motion {
            return Some(true);
        }
        let span = self.effect_span(action, &spelled);
        self.error(Diagnostic::new("E019", words.message, span).label(words.label).help(words.help));
        None
    }

    /// Where the file writes the effect (the action's name if nowhere).
    pub(crate) fn effect_span(&self, action: &ast::Action, spelled: &ast::Effect) -> ast::Span {
        action.effects.iter().find(|e| &e.node == spelled).map_or(action.name.span, |e| e.span)
    }
}

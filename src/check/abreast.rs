//! Abreast: `move … step DIRS abreast N` checked — a step only (`E019` with any other movement,
//! with `top` or with a push or a pull), and a line of 2 to 15 pieces (`E015`).

use super::Checker;
use crate::compile::rules::{Effect, Motion, Movement};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast;

/// The longest line `abreast` moves: its length rides in four bits of the action.
pub(crate) const MOST_ABREAST: u32 = 15;

impl Checker<'_> {
    /// The rule's `abreast` length, checked: `Some(None)` for a rule without one.
    pub(crate) fn abreast(
        &mut self,
        action: &ast::Action,
        motion: &Motion,
        effects: &[Effect],
    ) -> Option<Option<u8>> {
        let Some(abreast) = &action.abreast else { return Some(None) };
        let span = abreast.span;
        let clash = match motion {
            Motion::Move { movement: Movement::Step { .. }, .. } if action.top.is_some() => Some("`top`"),
            Motion::Move { movement: Movement::Step { .. }, .. } => effects.iter().find_map(|e| match e {
                Effect::Push => Some("`then push`"),
                Effect::Pull => Some("`then pull`"),
                _ => None,
            }),
            _ => {
                let message = "`abreast` moves a line of pieces one step each, but this action is no step";
                let help = "write it after a step: `move step any abreast 3`";
                self.error(Diagnostic::new("E019", message, span).label("not after a step").help(help));
                return None;
            }
        };
        if let Some(word) = clash {
            let message =
                format!("`abreast` moves a line of pieces side by side, which {word} cannot follow");
            let help = "write the line's move and the other as two actions";
            self.error(Diagnostic::new("E019", message, span).label(format!("not with {word}")).help(help));
            return None;
        }
        if !(2..=MOST_ABREAST).contains(&abreast.node) {
            let message = format!("a line abreast holds 2 to {MOST_ABREAST} pieces, not {}", abreast.node);
            let help = "a piece alone is a plain step: write `abreast 2` or more, or leave `abreast` out";
            self.error(Diagnostic::new("E015", message, span).label("no such line").help(help));
            return None;
        }
        Some(Some(abreast.node as u8))
    }
}

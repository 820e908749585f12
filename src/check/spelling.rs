//! Spelling: an action rule's cell sets as its file spells them (each default written as it
//! reads), kept for the refusals that quote them (`engine/explain`).

use super::Checker;
use crate::compile::rules::Spelling;
use crate::syntax::ast::{self, Spanned};

impl Checker<'_> {
    /// The rule's cell sets as the file spells them, each default written as it reads.
    pub(super) fn spelling(&self, motion: &ast::Motion) -> Spelling {
        let spelled = |set: &Option<Spanned<ast::CellExpr>>, default: &str| {
            set.as_ref().map_or_else(|| default.to_string(), |s| self.spelled(s.span))
        };
        match motion {
            ast::Motion::Place { on, covering, .. } => {
                Spelling { at: spelled(on, "empty"), covering: spelled(covering, ""), ..Spelling::default() }
            }
            ast::Motion::Remove { at, .. } | ast::Motion::Flip { at, .. } => {
                Spelling { at: self.spelled(at.span), ..Spelling::default() }
            }
            ast::Motion::Swap { .. } => Spelling::default(),
            ast::Motion::Sow { from, .. } => Spelling { at: self.spelled(from.span), ..Spelling::default() },
            ast::Motion::Move { from, movement, .. } => {
                let at = spelled(from, "");
                match movement {
                    ast::Movement::Step { to, .. } => {
                        Spelling { at, to: spelled(to, "empty"), ..Spelling::default() }
                    }
                    ast::Movement::Leap { through, to, .. } => Spelling {
                        at,
                        through: spelled(through, ""),
                        to: spelled(to, "empty"),
                        ..Spelling::default()
                    },
                    ast::Movement::Slide { through, to, .. } => {
                        let through = spelled(through, "empty");
                        let to = spelled(to, &through);
                        Spelling { at, through, to, ..Spelling::default() }
                    }
                    ast::Movement::Hop { over, to, .. } => Spelling {
                        at,
                        through: self.spelled(over.span),
                        to: spelled(to, "empty"),
                        ..Spelling::default()
                    },
                    ast::Movement::Anywhere { to } => {
                        Spelling { at, to: self.spelled(to.span), ..Spelling::default() }
                    }
                    ast::Movement::Along { to, .. } => {
                        Spelling { at, to: spelled(to, "empty"), ..Spelling::default() }
                    }
                }
            }
        }
    }
}

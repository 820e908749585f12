//! Top: `move … top N` and `top any`, a move of the top pieces of a stack (needs `stacks`,
//! else `E019`; a count of at least one).

use super::Checker;
use crate::compile::cells::CellNumber;
use crate::compile::rules::Top;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast;

impl Checker<'_> {
    /// The rule's `top`, checked: `Some(None)` for a rule without one.
    pub(crate) fn top(&mut self, action: &ast::Action) -> Option<Option<Top>> {
        let Some(top) = &action.top else { return Some(None) };
        self.needs_stacks(top.span, "`top`")?;
        match &top.node {
            ast::Top::Any => Some(Some(Top::Any)),
            ast::Top::Count(ast::CellNumber::Number(n)) if !(1..=u8::MAX as u32).contains(n) => {
                let message = format!("a move takes 1 to {} pieces of a stack, not {n}", u8::MAX);
                let help = "write `top 1` for the top piece alone, or `top any` for every count";
                self.error(Diagnostic::new("E015", message, top.span).label("no such count").help(help));
                None
            }
            ast::Top::Count(number) => {
                let scopes = self.context_scopes();
                let counts: Option<Vec<CellNumber>> =
                    scopes.into_iter().map(|scope| self.cell_number(number, top.span, scope)).collect();
                Some(Some(Top::Count(counts?)))
            }
        }
    }
}

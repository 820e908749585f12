//! Seen: the numbers each cell has — `height`, `seen SET` (the pieces of the set that are the
//! first piece along a line from the cell), `value NAME` and a number —, the cell sets that
//! compare them (`seen own > height`) and a placement's `stack NUMBER`.

use super::Checker;
use super::cells::{ALL_CLASSES, Scope};
use super::sets::Compiled;
use crate::compile::cells::{CellNumber, SetExpr};
use crate::compile::rules::{ALLY, BLOCKED, ENEMY, OWN, PerContext, Quantity};
use crate::syntax::ast::{self, CompareOp, Span, Spanned};

impl Checker<'_> {
    /// `seen own > height`: the cells where the first number compares so with the second.
    pub(crate) fn compare_cells(
        &mut self,
        left: &ast::CellNumber,
        op: CompareOp,
        right: &ast::CellNumber,
        span: Span,
        scope: Scope,
    ) -> Option<Compiled> {
        self.dynamic(span, scope, "a comparison of cells' numbers")?;
        let (left, right) = (self.cell_number(left, span, scope), self.cell_number(right, span, scope));
        let (left, right) = (left?, right?);
        // An empty cell has no value: a set that reads one never holds it.
        let reads_value = [&left, &right].iter().any(|n| matches!(n, CellNumber::Value(_)));
        let classes = if reads_value { OWN | ENEMY | ALLY | BLOCKED } else { ALL_CLASSES };
        let compared = (left, super::conditions::compare(op), right);
        let cells = self.geometry.as_ref()?.cell_count();
        Some(Compiled::judged(vec![classes; cells], SetExpr::Compare(Box::new(compared))))
    }

    /// `height`, `seen SET` (along the board's directions to neighbours), `value NAME` or a number.
    pub(crate) fn cell_number(
        &mut self,
        number: &ast::CellNumber,
        span: Span,
        scope: Scope,
    ) -> Option<CellNumber> {
        match number {
            ast::CellNumber::Height => {
                self.needs_stacks(span, "`height`")?;
                Some(CellNumber::Height)
            }
            ast::CellNumber::Seen(set) => {
                let of = self.eval(set, scope)?.expr();
                let dirs = self.geometry.as_ref()?.group("any")?;
                Some(CellNumber::Seen { dirs, of: Box::new(of) })
            }
            ast::CellNumber::Value(name) => Some(CellNumber::Value(self.value_slot(name)?)),
            ast::CellNumber::Number(n) => Some(CellNumber::Number(*n)),
        }
    }

    /// `height SET` as a quantity: the pieces on the set's cells, stacks counted whole.
    pub(crate) fn height_quantity(&mut self, set: &Spanned<ast::CellExpr>) -> Option<Quantity> {
        self.needs_stacks(set.span, "`height`")?;
        Some(Quantity::Height(self.cell_tests(set)?))
    }

    /// A placement's `stack NUMBER`, read at the cell placed on, for each context.
    pub(crate) fn stack_height(
        &mut self,
        number: &Spanned<ast::CellNumber>,
    ) -> Option<PerContext<CellNumber>> {
        self.needs_stacks(number.span, "`stack`")?;
        let scopes = self.context_scopes();
        scopes.into_iter().map(|scope| self.cell_number(&number.node, number.span, scope)).collect()
    }
}

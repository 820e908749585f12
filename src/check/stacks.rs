//! Stacks and neutral pieces in cell sets and actions: `height >= 2`, `exactly height`, `take
//! jumped` (each needs `stacks`, else `E019`), and `neutral`, the cells holding a piece nobody
//! owns.

use super::Checker;
use super::cells::{ALL_CLASSES, Scope};
use super::sets::Compiled;
use crate::compile::cells::SetExpr;
use crate::compile::rules::{ALLY, BLOCKED, ENEMY, OWN};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CellExpr, CompareOp, Name, Span, Spanned};

/// The word that names the cells holding a piece nobody owns.
pub(crate) const NEUTRAL: &str = "neutral";

impl Checker<'_> {
    /// `E019` unless the game declares `stacks`: `what` reads or changes a stack.
    pub(crate) fn needs_stacks(&mut self, span: Span, what: &str) -> Option<()> {
        if self.stacks_declared {
            return Some(());
        }
        let message = format!("{what} reads or changes a stack, but this game has no stacks");
        let help = "add the statement `stacks` if a cell may hold several pieces, one on another";
        self.error(Diagnostic::new("E019", message, span).label("no stacks here").help(help));
        None
    }

    /// `height >= 2`: the cells whose stack holds so many pieces, judged in the position.
    pub(crate) fn height_cells(
        &mut self,
        op: CompareOp,
        n: u32,
        span: Span,
        scope: Scope,
    ) -> Option<Compiled> {
        self.needs_stacks(span, "`height`")?;
        self.dynamic(span, scope, "height")?;
        let cells = self.geometry.as_ref()?.cell_count();
        let (lo, hi) = match op {
            CompareOp::Eq => (n, n),
            CompareOp::Ne if n == 0 => (1, u32::MAX),
            // `!= N` for N > 0: 0 to N-1 or more than N; a `SetExpr::Or` of two ranges.
            CompareOp::Ne => {
                let low = SetExpr::Height { lo: 0, hi: n - 1 };
                let high = SetExpr::Height { lo: n + 1, hi: u32::MAX };
                let exact = SetExpr::Or(Box::new(low), Box::new(high));
                return Some(Compiled::judged(vec![ALL_CLASSES; cells], exact));
            }
            CompareOp::Lt if n == 0 => (1, 0),
            CompareOp::Lt => (0, n - 1),
            CompareOp::Le => (0, n),
            CompareOp::Gt => (n.saturating_add(1), u32::MAX),
            CompareOp::Ge => (n, u32::MAX),
        };
        // Only an empty cell has height 0.
        let upper = if lo == 0 { ALL_CLASSES } else { OWN | ENEMY | ALLY | BLOCKED };
        Some(Compiled::judged(vec![upper; cells], SetExpr::Height { lo, hi }))
    }

    /// Whether a name in a cell set is `neutral`: no region, cell or kind has that name.
    pub(crate) fn names_neutral(&self, name: &Name) -> bool {
        name.node == NEUTRAL
            && !self.regions.exists(&name.node)
            && !self.regions.failed(&name.node)
            && !self.kinds.contains(&name.node)
            && self.geometry.as_ref().is_some_and(|g| g.cell(&name.node).is_none())
    }

    /// `neutral`: the cells holding a piece nobody owns (their occupancy class is `BLOCKED`).
    pub(crate) fn neutral_cells(&mut self, span: Span, scope: Scope) -> Option<Compiled> {
        self.dynamic(span, scope, NEUTRAL)?;
        let cells = self.geometry.as_ref()?.cell_count();
        Some(Compiled::fixed(vec![BLOCKED; cells]))
    }

    /// Whether a `from` set names `neutral`: the rule moves a piece nobody owns, not the mover's.
    pub(crate) fn moves_neutral(&self, from: &Spanned<CellExpr>) -> bool {
        match &from.node {
            CellExpr::Name(name) => self.names_neutral(name),
            CellExpr::And(a, b) | CellExpr::Or(a, b) => self.moves_neutral(a) || self.moves_neutral(b),
            CellExpr::Minus(a, _) => self.moves_neutral(a),
            _ => false,
        }
    }
}

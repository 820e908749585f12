//! Flying: the checks of `hop flying`, whose walk before the cell it jumps may be limited by
//! `through CELLS`.

use super::Checker;
use crate::compile::rules::{CellTest, PerContext};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CellExpr, Spanned};

impl Checker<'_> {
    /// The cells a flying hop may walk over before the one it jumps (`through`), beside being
    /// empty: `Some(None)` without `through`, `None` on a mistake (reported). A hop that does not
    /// fly jumps the cell next to it and walks over none.
    pub(crate) fn hop_through(
        &mut self,
        through: Option<&Spanned<CellExpr>>,
        flying: bool,
    ) -> Option<Option<PerContext<CellTest>>> {
        let Some(through) = through else { return Some(None) };
        if !flying {
            let message = "`through` on a hop that does not fly";
            self.error(
                Diagnostic::new("E019", message, through.span)
                    .label("this hop jumps the next cell and walks over none")
                    .help("write `hop flying …` for a hop that walks over empty cells to the one it jumps"),
            );
            return None;
        }
        self.cell_tests(through).map(Some)
    }
}

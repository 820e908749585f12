//! Custodial runs with sets (`capture custodial DIRS of CELLS closed by CELLS`, `flip custodial …`):
//! the two sets read for each context, `enemy` and `own` where one is not written, and a run that
//! could hold the mover's own piece refused (E024).

use super::Checker;
use crate::compile::rules::{Effect, FlipTo, OWN};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CellExpr, DirExpr, Spanned};

impl Checker<'_> {
    /// The effect compiled, or `None` when it has mistakes (reported).
    pub(super) fn custodial_sets(
        &mut self,
        dirs: &Spanned<DirExpr>,
        flip: Option<FlipTo>,
        of: Option<&Spanned<CellExpr>>,
        closed: Option<&Spanned<CellExpr>>,
    ) -> Option<Effect> {
        let written = |set: Option<&Spanned<CellExpr>>, default| {
            set.cloned().unwrap_or_else(|| Spanned::new(default, dirs.span))
        };
        let (of, closed) = (written(of, CellExpr::Enemy), written(closed, CellExpr::Own));
        let mask = self.directions(dirs);
        let (of_tests, closed_tests) = (self.cell_tests(&of), self.cell_tests(&closed));
        let (dirs, of_tests, closed) = (mask?, of_tests?, closed_tests?);
        if of_tests.iter().any(|test| test.classes & OWN != 0) {
            let message = "a custodial run may hold the mover's own pieces";
            let help = "a run is of the pieces taken or turned: keep it to others', e.g. `of enemy - king`";
            self.error(Diagnostic::new("E024", message, of.span).label("may hold `own`").help(help));
            return None;
        }
        Some(Effect::CustodialSets { dirs, flip, of: of_tests, closed })
    }
}

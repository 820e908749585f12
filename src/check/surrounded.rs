//! `surrounded DIRS by SET`: the cells whose every neighbour along the directions is on the board
//! and in the set — fixed cells when the set is fixed, judged against the position otherwise.

use super::Checker;
use super::cells::{ALL_CLASSES, Scope};
use super::sets::Compiled;
use crate::compile::cells::SetExpr;
use crate::compile::geometry::NO_CELL;
use crate::syntax::ast::{CellExpr, DirExpr, Spanned};

impl Checker<'_> {
    /// The set compiled, or `None` when it has mistakes (reported). A cell on the board's edge
    /// has no neighbour in a direction that leaves the board, so it is never surrounded along
    /// such a direction: the edge does not close.
    pub(super) fn surrounded(
        &mut self,
        dirs: &Spanned<DirExpr>,
        by: &Spanned<CellExpr>,
        scope: Scope,
    ) -> Option<Compiled> {
        let (dirs, by) = (self.directions(dirs), self.eval(by, scope));
        let (dirs, by) = (dirs?, by?);
        let geometry = self.geometry.as_ref()?;
        if by.is_fixed_cells() {
            let mask = (0..geometry.cell_count() as u16)
                .map(|c| {
                    let closed = (0..geometry.direction_count() as u8)
                        .filter(|d| dirs & 1 << d != 0)
                        .map(|d| geometry.step(c, d))
                        .all(|n| n != NO_CELL && by.upper[n as usize] != 0);
                    if closed { ALL_CLASSES } else { 0 }
                })
                .collect();
            return Some(Compiled::fixed(mask));
        }
        let all = vec![ALL_CLASSES; geometry.cell_count()];
        Some(Compiled::judged(all, SetExpr::Surrounded { dirs, by: Box::new(by.expr()) }))
    }
}

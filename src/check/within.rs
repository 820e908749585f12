//! Within: `within N of SET` and `at distance N from SET`, the cells so many steps from a cell
//! of a set (fixed when the set is fixed cells, judged against the position otherwise), and
//! `leap within N`, a move to each of them; and `placed`, the cell the latest action went to.

use super::Checker;
use super::cells::{ALL_CLASSES, Scope};
use super::sets::Compiled;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{DirMask, ONWARD, PerSide, SetExpr};
use crate::compile::within::{Reach, Within};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, CellExpr, Name, Span, Spanned};
use std::sync::Arc;

/// The most cells a `leap within` may reach from one cell: a move's path is a byte.
pub const MAX_LEAP_TARGETS: usize = 250;

/// The cell set written as a name that the checker reads when the file declares nothing by it:
/// the cell the latest action landed on.
pub const PLACED: &str = "placed";

impl Checker<'_> {
    /// `within N [DIRS] of SET`, `at distance N [DIRS] from SET`: every cell a cell of the set
    /// reaches, found for the whole set at once when it is fixed cells.
    pub(crate) fn within(
        &mut self,
        reach: &Spanned<ast::Reach>,
        of: &Spanned<CellExpr>,
        scope: Scope,
    ) -> Option<Compiled> {
        let dirs = match &reach.node.dirs {
            Some(dirs) => self.directions(dirs),
            // The board's own steps: a hex board's diagonals pass between cells, not next to them.
            None => self.geometry.as_ref().map(|g| g.neighbours),
        };
        let (of, steps) = (self.eval(of, scope), self.steps(&reach.node.steps));
        let reach = Reach { steps: steps?, exactly: reach.node.exactly, dirs: dirs? };
        let (of, table) = (of?, self.within_table(reach)?);
        let cells = of.upper.len();
        let mut reached = vec![0u64; table.words];
        for from in (0..cells).filter(|&c| of.upper[c] != 0) {
            reached.iter_mut().zip(table.from(from)).for_each(|(r, f)| *r |= f);
        }
        let mask = (0..cells).map(|c| if reached[c / 64] >> (c % 64) & 1 != 0 { ALL_CLASSES } else { 0 });
        let mask: Vec<u8> = mask.collect();
        if of.is_fixed_cells() {
            return Some(Compiled::fixed(mask));
        }
        Some(Compiled::judged(mask, SetExpr::Within { reach: table, of: Box::new(of.expr()) }))
    }

    /// Whether a name in a cell set is `placed`: no region, cell or kind has that name.
    pub(crate) fn names_placed(&self, name: &Name) -> bool {
        name.node == PLACED
            && !self.regions.exists(&name.node)
            && !self.regions.failed(&name.node)
            && !self.kinds.contains(&name.node)
            && self.geometry.as_ref().is_some_and(|g| g.cell(&name.node).is_none())
    }

    /// `placed`: the cell the latest action that has landed went to, read in the position.
    pub(crate) fn placed_cell(&mut self, span: Span, scope: Scope) -> Option<Compiled> {
        self.dynamic(span, scope, "placed")?;
        let cells = self.geometry.as_ref()?.cell_count();
        Some(Compiled::judged(vec![ALL_CLASSES; cells], SetExpr::Placed))
    }

    /// `leap within N [DIRS]`, `leap at distance N [DIRS]`: per side and cell, every other
    /// cell the piece reaches, as a leap's paths (`NO_CELL` past a cell's last), and how many
    /// paths a cell has at most.
    pub(crate) fn reach_targets(&mut self, reach: &Spanned<ast::Reach>) -> Option<(usize, Vec<Cell>)> {
        let sides = self.players.len();
        let dirs: PerSide<DirMask> = match &reach.node.dirs {
            Some(dirs) => self.side_directions(dirs)?,
            None => vec![self.geometry.as_ref()?.neighbours & !ONWARD; sides],
        };
        if dirs.iter().any(|d| d & ONWARD != 0) {
            let message = "a leap's distance is counted along the board's directions, not `onward`";
            let span = reach.node.dirs.as_ref().map_or(reach.span, |d| d.span);
            self.error(Diagnostic::new("E012", message, span).label("not a direction here"));
            return None;
        }
        let steps = self.steps(&reach.node.steps)?;
        let cells = self.geometry.as_ref()?.cell_count();
        let mut ends: Vec<Vec<Cell>> = Vec::with_capacity(sides * cells);
        for &side_dirs in &dirs {
            let table = self.within_table(Reach { steps, exactly: reach.node.exactly, dirs: side_dirs })?;
            for cell in 0..cells {
                let from = table.from(cell);
                let reached = (0..cells).filter(|&c| c != cell && from[c / 64] >> (c % 64) & 1 != 0);
                ends.push(reached.map(|c| c as Cell).collect());
            }
        }
        let paths = ends.iter().map(Vec::len).max().unwrap_or(0);
        if paths > MAX_LEAP_TARGETS {
            let message = format!(
                "this leap reaches {paths} cells from one cell; yon takes at most {MAX_LEAP_TARGETS}"
            );
            let help = "reach fewer steps, or write the move `to` a cell set instead";
            self.error(Diagnostic::new("E015", message, reach.span).label("too far").help(help));
            return None;
        }
        let mut targets = Vec::with_capacity(ends.len() * paths);
        for cell_ends in &ends {
            targets.extend(cell_ends.iter().copied().chain(std::iter::repeat(NO_CELL)).take(paths));
        }
        Some((paths, targets))
    }

    /// The steps a reach takes: at least one.
    fn steps(&mut self, steps: &Spanned<u32>) -> Option<u32> {
        if steps.node > 0 {
            return Some(steps.node);
        }
        let message = "a distance of 0 steps reaches only the cells it starts from";
        self.error(Diagnostic::new("E015", message, steps.span).label("at least 1"));
        None
    }

    /// The table of a reach, built once and shared by every context and rule that asks.
    fn within_table(&mut self, reach: Reach) -> Option<Arc<Within>> {
        if let Some((_, table)) = self.reaches.iter().find(|(r, _)| *r == reach) {
            return Some(Arc::clone(table));
        }
        let table = Arc::new(Within::new(self.geometry.as_ref()?, reach));
        self.reaches.push((reach, Arc::clone(&table)));
        Some(table)
    }
}

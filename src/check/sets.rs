//! Sets: cell sets that look past each cell's occupant — the last action's cells, neighbours,
//! the board's edges, a chessboard's colours, kinds, unmoved pieces, attacked cells, pieces in a
//! line, sight lines, enclosed pieces and territory — compiled to a bound (`Compiled::upper`) and the exact `SetExpr`.

use super::Checker;
use super::cells::{ALL_CLASSES, Scope};
use crate::compile::cells::{ClassCells, LastPart, SetExpr, last_filter};
use crate::compile::geometry::NO_CELL;
use crate::compile::rules::{ALLY, BLOCKED, EMPTY, ENEMY, OWN};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, CellExpr, DirExpr, Name, Span, Spanned};

/// The classes a cell holding a piece may be in.
const OCCUPIED: u8 = OWN | ENEMY | ALLY | BLOCKED;

/// A cell set compiled for one context: for each cell the classes it surely accepts (`lower`)
/// and may accept (`upper`), and, where they differ, the expression that decides.
pub(crate) struct Compiled {
    pub upper: Vec<u8>,
    pub lower: Vec<u8>,
    pub exact: Option<SetExpr>,
}

impl Compiled {
    /// A set that each cell's occupant decides.
    pub fn fixed(mask: Vec<u8>) -> Compiled {
        Compiled { upper: mask.clone(), lower: mask, exact: None }
    }

    /// A set decided against the position, within the bound `upper` (none of it sure).
    pub(super) fn judged(upper: Vec<u8>, exact: SetExpr) -> Compiled {
        let lower = vec![0; upper.len()];
        Compiled { upper, lower, exact: Some(exact) }
    }

    pub(super) fn expr(self) -> SetExpr {
        self.exact.unwrap_or_else(|| {
            let by_class = ClassCells::new(&self.upper);
            SetExpr::Classes(self.upper, by_class)
        })
    }

    /// `a | b`, `a & b` or `a - b`, each bound combined as the operation says.
    pub fn combine(a: Compiled, b: Compiled, op: &CellExpr) -> Compiled {
        let zip = |x: &[u8], y: &[u8], f: fn(u8, u8) -> u8| -> Vec<u8> {
            x.iter().zip(y).map(|(&p, &q)| f(p, q) & ALL_CLASSES).collect()
        };
        let (upper, lower) = match op {
            CellExpr::Or(..) => {
                (zip(&a.upper, &b.upper, |p, q| p | q), zip(&a.lower, &b.lower, |p, q| p | q))
            }
            CellExpr::And(..) => {
                (zip(&a.upper, &b.upper, |p, q| p & q), zip(&a.lower, &b.lower, |p, q| p & q))
            }
            _ => (zip(&a.upper, &b.lower, |p, q| p & !q), zip(&a.lower, &b.upper, |p, q| p & !q)),
        };
        if a.exact.is_none() && b.exact.is_none() {
            return Compiled { upper, lower, exact: None };
        }
        let (a, b) = (Box::new(a.expr()), Box::new(b.expr()));
        let exact = match op {
            CellExpr::Or(..) => SetExpr::Or(a, b),
            CellExpr::And(..) => SetExpr::And(a, b),
            _ => SetExpr::Minus(a, b),
        };
        Compiled { upper, lower, exact: Some(exact) }
    }

    /// Whether every cell is wholly in or wholly out, whatever stands on it.
    pub(super) fn is_fixed_cells(&self) -> bool {
        self.exact.is_none()
            && self.upper == self.lower
            && self.upper.iter().all(|&m| m == 0 || m == ALL_CLASSES)
    }
}

impl Checker<'_> {
    /// The atoms that look past a cell's occupant, or `None` when `expr` is not one of them.
    pub(crate) fn judged_atom(&mut self, expr: &Spanned<CellExpr>, scope: Scope) -> Option<Option<Compiled>> {
        let cells = self.geometry.as_ref()?.cell_count();
        let word = match &expr.node {
            CellExpr::Last { .. } => "last",
            CellExpr::Next { .. } => "next",
            CellExpr::Surrounded { .. } => "surrounded",
            CellExpr::Unmoved => "unmoved",
            CellExpr::Taken => "taken",
            CellExpr::Attacked => "attacked",
            CellExpr::InLine { .. } => "in line",
            CellExpr::Sight { .. } => "sight",
            CellExpr::Enclosed(_) => "enclosed",
            CellExpr::Territory(_) => "territory",
            CellExpr::Edge(dirs) => return Some(self.edge(dirs).map(Compiled::fixed)),
            CellExpr::Within { reach, of } => return Some(self.within(reach, of, scope)),
            CellExpr::Seeds { .. } | CellExpr::Back { .. } => {
                if self.dynamic(expr.span, scope, "seeds").is_none() {
                    return Some(None);
                }
                return Some(self.seed_cells(expr, scope, cells));
            }
            CellExpr::Dark | CellExpr::Light => {
                let dark = expr.node == CellExpr::Dark;
                return Some(Some(Compiled::fixed(self.chessboard(dark))));
            }
            _ => return None,
        };
        if self.dynamic(expr.span, scope, word).is_none() {
            return Some(None);
        }
        Some(self.judged(expr, scope, cells))
    }

    /// A judged atom compiled, or `None` when it has mistakes (reported).
    fn judged(&mut self, expr: &Spanned<CellExpr>, scope: Scope, cells: usize) -> Option<Compiled> {
        let all = vec![ALL_CLASSES; cells];
        let occupied = vec![OCCUPIED; cells];
        match &expr.node {
            CellExpr::Last { action, part } => {
                self.last_cells(action.as_ref(), *part).map(|exact| Compiled::judged(all, exact))
            }
            CellExpr::Next { dirs, of } => self.next_to(dirs, of, scope),
            CellExpr::Surrounded { dirs, by } => self.surrounded(dirs, by, scope),
            CellExpr::Unmoved => {
                self.unmoved_cells(expr.span).map(|()| Compiled::judged(occupied, SetExpr::Unmoved))
            }
            CellExpr::Attacked => Some(Compiled::judged(all, SetExpr::Attacked)),
            CellExpr::Taken => Some(Compiled::judged(occupied, SetExpr::Taken)),
            CellExpr::InLine { length, at_least } => {
                Some(Compiled::judged(occupied, SetExpr::InLine { length: *length, at_least: *at_least }))
            }
            CellExpr::Sight { dirs, from } => {
                let (dirs, from) = (self.directions(dirs), self.eval(from, scope));
                Some(Compiled::judged(all, SetExpr::Sight { dirs: dirs?, from: Box::new(from?.expr()) }))
            }
            CellExpr::Enclosed(dirs) => {
                let adjacent = self.adjacency(dirs.as_ref())?;
                Some(Compiled::judged(vec![OWN | ENEMY | ALLY; cells], SetExpr::Enclosed(adjacent)))
            }
            CellExpr::Territory(dirs) => {
                let adjacent = self.adjacency(dirs.as_ref())?;
                Some(Compiled::judged(vec![EMPTY; cells], SetExpr::Territory(adjacent)))
            }
            _ => unreachable!("`judged_atom` sends only these atoms"),
        }
    }

    /// A kind's name used as a cell set: the cells holding a piece of that kind.
    pub(crate) fn kind_cells(&self, name: &Name) -> Option<Compiled> {
        let kind = self.kinds.iter().position(|k| *k == name.node)?;
        let cells = self.geometry.as_ref()?.cell_count();
        Some(Compiled::judged(vec![OCCUPIED; cells], SetExpr::Kinds(1 << kind)))
    }

    fn last_cells(&mut self, action: Option<&Name>, part: ast::LastPart) -> Option<SetExpr> {
        let actions = match action {
            None => u64::MAX,
            Some(name) if self.disabled_actions.contains(&name.node) => 0,
            Some(name) => match self.action_names.iter().position(|a| *a == name.node) {
                Some(id) => last_filter(Some(id as u8)),
                None => {
                    self.unknown("action", &name.node, name.span, &self.action_names.clone());
                    return None;
                }
            },
        };
        let part = match part {
            ast::LastPart::To => LastPart::To,
            ast::LastPart::From => LastPart::From,
            ast::LastPart::Passed => LastPart::Passed,
        };
        Some(SetExpr::Last { actions, part })
    }

    /// `next DIRS SET`: fixed when the set is fixed cells, judged otherwise.
    fn next_to(&mut self, dirs: &Spanned<DirExpr>, of: &Spanned<CellExpr>, scope: Scope) -> Option<Compiled> {
        let (dirs, of) = (self.directions(dirs), self.eval(of, scope));
        let (dirs, of) = (dirs?, of?);
        let geometry = self.geometry.as_ref()?;
        if of.is_fixed_cells() {
            let mask = (0..geometry.cell_count() as u16)
                .map(|c| {
                    let beside = (0..geometry.direction_count() as u8)
                        .filter(|d| dirs & 1 << d != 0)
                        .map(|d| geometry.step(c, d))
                        .any(|n| n != NO_CELL && of.upper[n as usize] != 0);
                    if beside { ALL_CLASSES } else { 0 }
                })
                .collect();
            return Some(Compiled::fixed(mask));
        }
        let all = vec![ALL_CLASSES; geometry.cell_count()];
        Some(Compiled::judged(all, SetExpr::Next { dirs, of: Box::new(of.expr()) }))
    }

    /// `edge DIRS`: the cells with no neighbour in one of the directions.
    fn edge(&mut self, dirs: &Spanned<DirExpr>) -> Option<Vec<u8>> {
        let dirs = self.directions(dirs)?;
        let geometry = self.geometry.as_ref()?;
        let mask = (0..geometry.cell_count() as u16)
            .map(|c| {
                let open = (0..geometry.direction_count() as u8)
                    .filter(|d| dirs & 1 << d != 0)
                    .any(|d| geometry.step(c, d) == NO_CELL);
                if open { ALL_CLASSES } else { 0 }
            })
            .collect();
        Some(mask)
    }

    /// `dark` and `light`: the squares of a chessboard, `a1` dark.
    fn chessboard(&self, dark: bool) -> Vec<u8> {
        let Some(geometry) = &self.geometry else { return Vec::new() };
        geometry
            .coords
            .iter()
            .map(|&(x, y)| if ((x + y) % 2 == 0) == dark { ALL_CLASSES } else { 0 })
            .collect()
    }

    /// `unmoved` means something only if some kind remembers whether it has moved.
    fn unmoved_cells(&mut self, span: Span) -> Option<()> {
        if self.unmoved_declared {
            return Some(());
        }
        let message = "`unmoved` asks whether a piece has moved, but no kind remembers it";
        let help = "declare the kinds that remember: `unmoved: king, rook`";
        self.error(Diagnostic::new("E019", message, span).label("never true").help(help));
        None
    }
}

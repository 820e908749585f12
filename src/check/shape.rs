//! Shape: reads `shape KIND: CELLS` into `compile::shape::Shapes` before the actions, and
//! refuses what a shaped piece cannot do (stand on a graph board, be stacked).

use super::Checker;
use crate::compile::geometry::{Cell, Shape as Board};
use crate::compile::rules::{KindId, KindMask};
use crate::compile::shape::{MAX_CELLS, MAX_PLACEMENTS, Shapes};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item, Span};

impl Checker<'_> {
    /// Every shaped kind's placements, read before the actions that place them.
    pub(crate) fn shapes(&mut self, file: &GameFile) {
        let Some(geometry) = self.geometry.clone() else { return };
        let mut shapes: Vec<(KindId, Vec<Cell>)> = Vec::new();
        let mut first = None;
        let mut declared: Vec<KindId> = Vec::new();
        for item in &file.items {
            let Item::Shape { kind, cells } = &item.node else { continue };
            first.get_or_insert(item.span);
            if geometry.shape == Board::Graph {
                let message = "a shape cannot turn on a graph board";
                let help =
                    "shapes stand on `board square` and `board hex` boards, whose cells have coordinates";
                self.error(Diagnostic::new("E015", message, item.span).label("on a graph board").help(help));
                continue;
            }
            let Some(id) = self.kind(kind) else { continue };
            if declared.contains(&id) {
                let message = format!("the shape of `{}` is declared twice", kind.node);
                self.error(Diagnostic::new("E011", message, item.span).label("second one here"));
                continue;
            }
            declared.push(id);
            if cells.len() > MAX_CELLS {
                let message = format!("a shape of {} cells is more than yon supports", cells.len());
                self.error(Diagnostic::new("E022", message, item.span).label(format!("at most {MAX_CELLS}")));
                continue;
            }
            let mut covered: Vec<Cell> = Vec::new();
            for cell in cells {
                match geometry.cell(&cell.node) {
                    Some(c) if covered.contains(&c) => {
                        let message =
                            format!("cell `{}` is in the shape of `{}` twice", cell.node, kind.node);
                        self.error(Diagnostic::new("E011", message, cell.span).label("again"));
                    }
                    Some(c) => covered.push(c),
                    None => self.unknown("cell", &cell.node, cell.span, &geometry.names.clone()),
                }
            }
            if covered.len() == cells.len() {
                shapes.push((id, covered));
            }
        }
        let built = Shapes::new(&geometry, &shapes, self.kinds.len());
        if let (Some(span), true) = (first, built.count() > MAX_PLACEMENTS) {
            let message = format!("the shapes have {} placements on this board", built.count());
            let label = format!("at most {MAX_PLACEMENTS}");
            self.error(Diagnostic::new("E022", message, span).label(label));
            return;
        }
        self.shapes = built;
    }

    /// Refuses a placement of a shaped kind with `stack` or `onto`: a shape covers cells, it
    /// does not stand on a stack.
    pub(crate) fn unshaped(&mut self, kinds: KindMask, span: Span) -> Option<()> {
        let shaped = kinds & self.shapes.kinds;
        if shaped == 0 {
            return Some(());
        }
        let kind = &self.kinds[shaped.trailing_zeros() as usize];
        let message = format!("`{kind}` has a shape: it cannot be placed as a stack or onto one");
        let help = "place shaped kinds with `place KIND on CELLS`, and other kinds with `stack` or `onto`";
        self.error(Diagnostic::new("E019", message, span).label("a stacking placement").help(help));
        None
    }
}

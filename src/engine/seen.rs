//! Seen: the numbers each cell has, judged in the position — its stack's height, `seen SET`
//! (how many of the first pieces along the directions from the cell are in the set) or a number —,
//! the cell sets that compare them (`seen own > height`) and a placement's `stack NUMBER`.

use super::action::Action;
use super::apply::fresh;
use super::cells::View;
use super::generate::BitIter;
use super::position::piece;
use super::state::State;
use crate::compile::cells::CellNumber;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{Compare, Motion};
use std::sync::Arc;

impl State {
    /// The number `number` gives `cell`, as `view` sees the position.
    pub(crate) fn cell_number(&self, number: &CellNumber, cell: Cell, view: View) -> u32 {
        match number {
            CellNumber::Height => self.position.height(cell),
            CellNumber::Number(n) => *n,
            CellNumber::Seen { dirs, of } => {
                let geometry = &self.rules.geometry;
                let board = &self.position.board;
                let mut seen = 0;
                for d in BitIter(u64::from(*dirs)) {
                    let mut at = geometry.step(cell, d);
                    while at != NO_CELL && at != cell && board[at as usize] == 0 {
                        at = geometry.step(at, d);
                    }
                    if at != NO_CELL && at != cell && self.in_set(of, at, view) {
                        seen += 1;
                    }
                }
                seen
            }
        }
    }

    /// Whether `cell`'s two numbers compare as the set says. Out of line, so that `in_set`,
    /// which generation calls for every candidate, stays small.
    #[inline(never)]
    pub(crate) fn in_compare(
        &self,
        compared: &(CellNumber, Compare, CellNumber),
        cell: Cell,
        view: View,
    ) -> bool {
        let (left, op, right) = compared;
        let (left, right) = (self.cell_number(left, cell, view), self.cell_number(right, cell, view));
        op.holds(f64::from(left), f64::from(right))
    }

    /// `place … stack NUMBER`: a stack of that many of the mover's pieces (at least one), the
    /// number read at the cell before the placement, in place of the stack there. Returns how
    /// many pieces it took off the board.
    #[cold]
    #[inline(never)]
    pub(crate) fn place_stack(&mut self, action: Action, previous: Option<Action>) -> u32 {
        let player = self.s.to_move;
        let rules = Arc::clone(&self.rules);
        let Motion::Place { stack: Some(stack), .. } = &rules.actions[action.rule as usize].motion else {
            unreachable!("only a stack placement comes here")
        };
        let view = View { player, last: previous };
        let height = self.cell_number(&stack[self.context()], action.to, view).max(1);
        let taken = self.position.height(action.to);
        let top = fresh(&rules, piece(action.kind, player));
        self.changed.push(action.to);
        self.position.add_to_hand(player, action.kind, -1);
        self.position.set(action.to, top);
        self.position.set_below(action.to, vec![top; height as usize - 1]);
        taken
    }
}

//! Seen: the numbers each cell has, judged in the position — its stack's height, `seen SET`
//! (how many of the first pieces along the directions from the cell are in the set), its piece's
//! value or a number —, the cell sets that compare them (`seen own > height`) and a placement's
//! `stack NUMBER`.

use super::action::Action;
use super::apply::fresh;
use super::cells::View;
use super::generate::BitIter;
use super::groups::for_each_cell;
use super::position::piece;
use super::state::State;
use crate::compile::cells::CellNumber;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, Compare, Motion, PlayerId};
use std::sync::Arc;

impl State {
    /// The number `number` gives `cell`, as `view` sees the position.
    pub(crate) fn cell_number(&self, number: &CellNumber, cell: Cell, view: View) -> u32 {
        match number {
            CellNumber::Height => self.position.height(cell),
            CellNumber::Number(n) => *n,
            CellNumber::Value(slot) => self.position.value(cell, *slot).max(0) as u32,
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

    /// `height SET`: the pieces on the set's cells, stacks counted whole, as `subject` sees them.
    pub(crate) fn height_in(&self, tests: &[CellTest], subject: PlayerId) -> u32 {
        let test = &tests[self.rules.context(subject, self.s.memory)];
        let view = View { player: subject, ..self.view() };
        let mut total = 0;
        self.with_members(test, view, |members| {
            for_each_cell(members, |c| total += self.position.height(c as Cell))
        });
        total
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
        let mut stack = self.position.fresh_column(top, action.kind);
        for _ in 1..height {
            stack.put_on(self.position.fresh_column(top, action.kind));
        }
        self.position.set_column(action.to, stack);
        taken
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::State;

    /// White jumps b2 and holds a stack of two on c3 beside its man on c1: three pieces.
    const HELD: &str = "players white black\nboard square 3 x 3\nstacks\npiece man\nsetup white: a1 c1\n\
        setup black: b2 a3\naction step: move step any\naction jump: move hop any over enemy then take jumped\n\
        win \"three held\": height own >= 3\n";

    #[test]
    fn height_of_a_set_counts_every_piece_of_its_stacks() {
        let mut state = State::of_source(HELD);
        let jump = state.parse_action("a1-c3").expect("a legal jump");
        state.play_unchecked(jump);
        assert_eq!(state.outcome().and_then(|o| o.winner), Some(0), "two on c3 and one on c1");
        let mut state = State::of_source(HELD);
        let step = state.parse_action("a1-b1").expect("a legal step");
        state.play_unchecked(step);
        assert_eq!(state.outcome(), None, "two single men are two pieces");
    }

    /// Red on a1 sees b2's stack (the first along the diagonal) but not c3 behind it.
    const SIGHT: &str = "players red blue\nboard square 3 x 3\nstacks\npiece stone\nhand stone unlimited\n\
        setup red: a1 a3\nsetup blue: b2 c3\naction settle: place on seen own >= 2 stack seen own\n";

    #[test]
    fn seen_counts_the_first_piece_along_each_line() {
        let mut state = State::of_source(SIGHT);
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let names: Vec<String> = actions.iter().map(|a| state.format(*a)).collect();
        // a2 sees a1 and a3, and so does b2 under blue's stone; b3 sees a3 alone (b2 is in the
        // way down the file), c1 a1 alone (b2 hides a3 along the diagonal).
        assert_eq!(names, ["a2", "b2"]);
        state.play_unchecked(actions[0]);
        assert_eq!(state.height(state.rules().geometry.cell("a2").expect("a2")), 2);
    }
}

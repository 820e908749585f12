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
use super::sight::in_view;
use super::state::State;
use crate::compile::cells::CellNumber;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, Compare, DirMask, Motion, PlayerId, SetExpr};
use crate::engine::groups::Bits;
use std::sync::Arc;

impl State {
    /// The number `number` gives `cell`, as `view` sees the position.
    pub(crate) fn cell_number(&self, number: &CellNumber, cell: Cell, view: View) -> u32 {
        match number {
            CellNumber::Height => self.position.height(cell),
            CellNumber::Number(n) => *n,
            CellNumber::Value(slot) => self.position.value(cell, *slot).max(0) as u32,
            CellNumber::Seen { dirs, of } => BitIter(u64::from(*dirs))
                .map(|d| self.first_seen(cell, d))
                .filter(|&at| at != NO_CELL && self.in_set(of, at, view))
                .count() as u32,
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

    /// The cells of `within` whose two numbers compare as the set says, `seen` counted for
    /// every cell at once (`seen_counts`).
    #[inline(never)]
    pub(crate) fn members_compared<const N: usize>(
        &self,
        (left, op, right): &(CellNumber, Compare, CellNumber),
        view: View,
        within: Bits<N>,
    ) -> Bits<N> {
        let counts = |number: &CellNumber| match number {
            CellNumber::Seen { dirs, of } => Some(self.seen_counts::<N>(*dirs, of, view)),
            _ => None,
        };
        let (lefts, rights) = (counts(left), counts(right));
        let number = |counted: &Option<Vec<u8>>, number, cell: usize| match counted {
            Some(counts) => u32::from(counts[cell]),
            None => self.cell_number(number, cell as Cell, view),
        };
        let mut out = [0u64; N];
        for_each_cell(&within, |cell| {
            let (l, r) = (number(&lefts, left, cell), number(&rights, right, cell));
            if op.holds(f64::from(l), f64::from(r)) {
                out[cell / 64] |= 1 << (cell % 64);
            }
        });
        out
    }

    /// The first piece met stepping from `cell` along `d`, or `NO_CELL` (also round a ring
    /// back to `cell` itself).
    fn first_seen(&self, cell: Cell, d: u8) -> Cell {
        let (geometry, board) = (&self.rules.geometry, &self.position.board);
        let mut at = geometry.step(cell, d);
        while at != NO_CELL && at != cell && board[at as usize] == 0 {
            at = geometry.step(at, d);
        }
        if at == cell { NO_CELL } else { at }
    }

    /// `seen SET` of every cell: from each piece of the set, a walk against each direction
    /// over the empty cells, whose first piece along it is that piece, to the first piece
    /// met, which sees it too. A step back undoes a step out on every board
    /// (`Geometry::opposite`), so these are the cells `first_seen` finds it from.
    fn seen_counts<const N: usize>(&self, dirs: DirMask, of: &SetExpr, view: View) -> Vec<u8> {
        let (geometry, board) = (&self.rules.geometry, &self.position.board);
        let mut pieces = self.board_bits::<N>();
        pieces.iter_mut().zip(&self.position.empty).for_each(|(p, e)| *p &= !e);
        let mut counts = vec![0u8; board.len()];
        for_each_cell(&self.members_of(of, view, pieces), |piece| {
            let piece = piece as Cell;
            for d in BitIter(u64::from(dirs)) {
                in_view(geometry, board, (piece, geometry.opposite(d)), |at| counts[at as usize] += 1);
            }
        });
        counts
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

    /// Boards of each kind, a ring among them, once with a piece alone on the ring (a walk
    /// round it comes back to the piece): `seen` counted a board at a time (generation) and
    /// cell by cell (`is_legal`) agree.
    const SIGHTS: [(&str, &str, &str); 4] = [
        ("board square 5 x 5", "a1 c3 e1", "e5 b2 c5"),
        ("board hex radius 3", "d1 d4 g4", "a4 d7 f2"),
        (
            "board graph\nspot N at 0 2, E at 2 0, S at 0 -2, W at -2 0, C at 0 0, F at 4 4\n\
             line: N C S\nline: W C E\nring: N E S W N",
            "N",
            "S W",
        ),
        (
            "board graph\nspot N at 0 2, E at 2 0, S at 0 -2, W at -2 0, C at 2 2, F at 4 4\n\
             line: C F\nring: N E S W N",
            "N",
            "F",
        ),
    ];

    #[test]
    fn seen_counted_a_board_at_a_time_agrees_with_each_cell() {
        for (board, red, blue) in SIGHTS {
            let source = format!(
                "players red blue\n{board}\nstacks\npiece stone\nhand stone unlimited\n\
                 setup red: {red}\nsetup blue: {blue}\n\
                 action settle: place on seen own > height | seen enemy >= 2 stack seen own\n"
            );
            let mut state = State::of_source(&source);
            let (mut rng, mut settled) = (crate::engine::Rng::new(5), 0);
            for _ in 0..40 {
                let mut listed = Vec::new();
                state.legal_actions(&mut listed);
                for cell in 0..state.rules().geometry.cell_count() as u16 {
                    let settle = crate::engine::action::Action::place(0, 0, cell);
                    assert_eq!(state.is_legal(settle), listed.contains(&settle), "{board}: {cell}");
                }
                if listed.is_empty() {
                    break;
                }
                settled += 1;
                let action = listed[rng.below(listed.len())];
                state.play_unchecked(action);
            }
            assert!(settled >= 2, "{board}: settlers found a piece they see");
        }
    }
}

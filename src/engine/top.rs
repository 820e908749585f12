//! Top: `move … top N` and `top any` — a move of the top pieces of a stack, each count its own
//! action (the count rides in `Action::kind`, which a move has no other use for), the pieces
//! landing on the stack they reach. A rule without `top` never comes here.

use super::action::Action;
use super::generate::{BitIter, Emit, Generator};
use super::position::{Position, UNMOVED};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, DirMask, Distance, Movement, Top};

impl Generator<'_> {
    /// The moves of a `top` rule from `emit.from`: for each count it allows, the movement's
    /// moves, walked (an `exactly moved` slide goes as far as the count).
    #[cold]
    #[inline(never)]
    pub(super) fn top_moves(&mut self, emit: Emit, top: &Top, movement: &Movement, out: &mut Vec<Action>) {
        let height = self.position.height(emit.from).min(u32::from(u8::MAX));
        let (low, high) = match top {
            Top::Any => (1, height),
            Top::Count(number) => {
                let count = self.state.cell_number(&number[self.context], emit.from, self.view);
                (count.max(1), count)
            }
        };
        if let Movement::Slide { dirs, through, to, exactly: Some(Distance::Moved) } = movement {
            let dirs = self.directions(dirs[emit.side as usize]);
            let (through, to) = (&through[self.context], &to[self.context]);
            return self.top_slides(emit, dirs, (through, to), (low, high.min(height)), out);
        }
        // Two counts to one cell are two actions: nothing is merged. The count is read by
        // `exactly moved` while the walk lasts, and written into the actions it made.
        for count in low..=high.min(height) {
            let first = out.len();
            self.count = count as u8;
            self.walk(Emit { dedupe: false, ..emit }, movement, out);
            out[first..].iter_mut().for_each(|action| action.kind = count as u8);
        }
        self.count = 0;
    }

    /// `top_moves` of a slide `exactly moved` (each count goes as far as it is high): how far
    /// each direction stays open is walked once, not once per count; the same actions, in the
    /// same order, as a walk per count.
    fn top_slides(
        &mut self,
        emit: Emit,
        dirs: DirMask,
        (through, to): (&CellTest, &CellTest),
        (low, high): (u32, u32),
        out: &mut Vec<Action>,
    ) {
        let geometry = &self.rules.geometry;
        let from = emit.from;
        // Per direction, the farthest count whose cell a slide reaches: every cell before it
        // in `through`, none off the board or back at the start.
        let mut open = [0u32; DirMask::BITS as usize];
        for d in BitIter(u64::from(dirs)) {
            let (mut cell, mut gone) = (geometry.step(from, d), 1);
            while cell != NO_CELL && cell != from && gone <= high {
                open[d as usize] = gone;
                if !self.state.member(through, cell, self.view) {
                    break;
                }
                cell = geometry.step(cell, d);
                gone += 1;
            }
        }
        let emit = Emit { dedupe: false, ..emit };
        for count in low..=high {
            let first = out.len();
            for d in BitIter(u64::from(dirs)).filter(|&d| count <= open[d as usize]) {
                let cell = (1..count).fold(geometry.step(from, d), |cell, _| geometry.step(cell, d));
                if self.state.member(to, cell, self.view) {
                    self.emit(emit, d, cell, out);
                }
            }
            out[first..].iter_mut().for_each(|action| action.kind = count as u8);
        }
    }
}

impl State {
    /// Whether the count a move carries is one its rule allows from its cell now: none for a
    /// rule without `top`.
    pub(crate) fn count_fits(&self, top: Option<&Top>, context: usize, action: Action) -> bool {
        let count = u32::from(action.kind);
        match top {
            None => count == 0,
            Some(top) => {
                let allowed = match top {
                    Top::Any => true,
                    Top::Count(number) => {
                        self.cell_number(&number[context], action.from, self.view()) == count
                    }
                };
                allowed && count >= 1 && count <= self.position.height(action.from)
            }
        }
    }
}

impl Position {
    /// Moves the top `count` pieces of `from`'s stack, with their numbers, onto the stack on `to`
    /// (or the empty cell), in their order; the piece under them becomes `from`'s top. Logged
    /// and hashed piece by piece, so undo comes free. Out of line: only a game of `top` moves
    /// calls it, and `apply`'s other games keep their layout.
    #[inline(never)]
    pub(crate) fn lift(&mut self, from: Cell, to: Cell, count: u8) {
        if self.has_values() {
            return self.lift_with_values(from, to, count);
        }
        // Without numbers, the pieces move one by one, in place: no stack is copied.
        let under = self.below(from).len();
        let lifted_under = (usize::from(count).max(1) - 1).min(under);
        let landed_on = self.board[to as usize];
        if landed_on != 0 {
            self.push_below(to, landed_on);
        }
        for level in under - lifted_under..under {
            let piece = self.below(from)[level];
            self.push_below(to, piece & !UNMOVED);
        }
        self.set(to, self.board[from as usize] & !UNMOVED);
        for _ in 0..lifted_under {
            self.pop_below(from);
        }
        let revealed = self.pop_below(from).unwrap_or(0);
        self.set(from, revealed);
    }

    /// `lift` where pieces carry numbers: the columns are taken apart and put back whole
    /// (`set_column`).
    #[cold]
    #[inline(never)]
    fn lift_with_values(&mut self, from: Cell, to: Cell, count: u8) {
        let mut stack = self.column(from);
        let mut moving = stack.take_top(usize::from(count));
        moving.map_pieces(|p| p & !UNMOVED);
        let mut pile = self.column(to);
        pile.put_on(moving);
        self.set_column(from, stack);
        self.set_column(to, pile);
    }
}

//! Walk: the moves of a movement whose cell sets look past each cell's occupant, or that goes
//! `onward`, an `exactly` distance or straight `to` a set — every cell judged against the
//! position. Slower than `generate`'s table walks, and only for the rules that need it.

use super::action::Action;
use super::flying::Flight;
use super::generate::{BitIter, Emit, Generator};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, DirMask, Movement, ONWARD};

impl Generator<'_> {
    /// The actions of one movement from one cell, every cell set judged in full. (Inlined in
    /// `moves_from`, as it was while it had one caller.)
    #[inline(always)]
    pub(super) fn walk(&mut self, emit: Emit, movement: &Movement, out: &mut Vec<Action>) {
        let p = self.context;
        let dirs = self.directions(movement.dirs(emit.side as usize));
        let from = emit.from;
        match movement {
            Movement::Step { to, .. } => {
                for d in BitIter(u64::from(dirs)) {
                    let next = self.rules.geometry.step(from, d);
                    if next != NO_CELL && self.holds(&to[p], next) {
                        self.emit(emit, d, next, out);
                    }
                }
            }
            Movement::Slide { through, to, exactly, .. } => {
                for d in BitIter(u64::from(dirs)) {
                    match exactly {
                        None => self.slide(emit, d, &through[p], &to[p], u32::MAX, out),
                        Some(distance) => {
                            let sets = (&through[p], &to[p]);
                            let length = self.state.exact_distance(
                                distance,
                                p,
                                sets,
                                (from, d),
                                self.view,
                                self.count,
                            );
                            self.slide(emit, d, &through[p], &to[p], length, out);
                        }
                    }
                }
            }
            Movement::Hop { flying: true, through, over, to, .. } => {
                let flight = Flight { through: through.as_ref().map(|t| &t[p]), over: &over[p], to: &to[p] };
                for d in BitIter(u64::from(dirs)) {
                    for landing in self.state.flying_landings(from, d, flight, self.view) {
                        self.emit(emit, d, landing, out);
                    }
                }
            }
            Movement::Hop { run, over, to, .. } => {
                for d in BitIter(u64::from(dirs)) {
                    if let Some(landing) = self.hop(from, d, *run, &over[p], &to[p]) {
                        self.emit(emit, d, landing, out);
                    }
                }
            }
            Movement::Leap { paths, targets, through, to } => {
                let start = (emit.side as usize * self.position.board.len() + from as usize) * paths;
                let ends = &targets[start..start + paths];
                for (path, &target) in ends.iter().enumerate() {
                    let lands = target != NO_CELL
                        && self.holds(&to[p], target)
                        && through.as_ref().is_none_or(|t| {
                            // Two paths that land on one cell make one move: the first open one's.
                            let open = |q: usize| t.passed(start + q).all(|c| self.holds(&t.test[p], c));
                            open(path) && !(0..path).any(|q| ends[q] == target && open(q))
                        });
                    if lands {
                        self.emit(emit, path as u8, target, out);
                    }
                }
            }
            Movement::Anywhere { to } => {
                for cell in (0..self.position.board.len() as Cell).filter(|&c| c != from) {
                    if self.holds(&to[p], cell) {
                        self.emit(emit, 0, cell, out);
                    }
                }
            }
        }
    }

    /// The directions a movement may go now: `onward` becomes the direction the last action
    /// moved in (none after a placement, a leap or `pass`).
    pub(super) fn directions(&self, dirs: DirMask) -> DirMask {
        if dirs & ONWARD == 0 {
            return dirs;
        }
        let onward = self.state.onward().map_or(0, |d| 1 << d);
        (dirs & !ONWARD) | onward
    }

    #[inline]
    fn holds(&self, test: &CellTest, cell: Cell) -> bool {
        self.state.member(test, cell, self.view)
    }

    /// A slide in direction `d`: every cell passed in `through`, each cell it may stop on in
    /// `to`; with a `length`, only the cell that far.
    fn slide(
        &mut self,
        emit: Emit,
        d: u8,
        through: &CellTest,
        to: &CellTest,
        length: u32,
        out: &mut Vec<Action>,
    ) {
        let geometry = &self.rules.geometry;
        let mut next = geometry.step(emit.from, d);
        let mut gone = 1;
        while next != NO_CELL && next != emit.from && gone <= length {
            if (length == u32::MAX || gone == length) && self.holds(to, next) {
                self.emit(emit, d, next, out);
            }
            if gone == length || !self.holds(through, next) {
                break;
            }
            next = geometry.step(next, d);
            gone += 1;
        }
    }

    /// Where a hop in direction `d` lands, if it does.
    fn hop(&self, from: Cell, d: u8, run: bool, over: &CellTest, to: &CellTest) -> Option<Cell> {
        let geometry = &self.rules.geometry;
        let mut next = geometry.step(from, d);
        if next == NO_CELL || !self.holds(over, next) {
            return None;
        }
        next = geometry.step(next, d);
        while run && next != NO_CELL && next != from && self.holds(over, next) {
            next = geometry.step(next, d);
        }
        (next != NO_CELL && next != from && self.holds(to, next)).then_some(next)
    }
}

//! Shape: placing a piece that covers several cells — every placement of its kind's shape whose
//! cells all lie in the rule's set, and one at least in its `covering` set — playing one, and
//! the cells it covers (what `placed` holds after it).

use super::action::Action;
use super::apply::fresh;
use super::generate::Generator;
use super::position::piece;
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionId, CellTest, KindId, Motion};
use crate::compile::shape::Placement;

impl Generator<'_> {
    /// The cells of a rule's set, and of its `covering` set, now, as bits.
    pub(super) fn footprint_sets(
        &self,
        on: &CellTest,
        covering: Option<&CellTest>,
    ) -> (Vec<u64>, Option<Vec<u64>>) {
        let words = self.position.words;
        let bits = |test: &CellTest| self.state.with_members(test, self.view, |bits| bits[..words].to_vec());
        (bits(on), covering.map(bits))
    }

    /// Placements of a kind by a rule that reads a footprint: the kind's shape, or its one
    /// cell where the rule says `covering`; `allowed` and `cover` are the rule's sets as bits.
    pub(super) fn place_cover(
        &mut self,
        (id, kind): (ActionId, KindId),
        (allowed, cover): (&[u64], Option<&[u64]>),
        dedupe: bool,
        marks: bool,
        out: &mut Vec<Action>,
    ) {
        if self.position.hand(self.player, kind) == 0 {
            return;
        }
        let shapes = &self.rules.shapes;
        if !shapes.has(kind) {
            let base = kind as usize * allowed.len();
            for cell in 0..self.position.board.len() as Cell {
                let (word, bit) = (cell as usize / 64, 1u64 << (cell % 64));
                let covers = cover.is_none_or(|c| c[word] & bit != 0);
                if allowed[word] & bit != 0
                    && covers
                    && !(dedupe && self.seen_bit(base * 64 + cell as usize, marks))
                {
                    out.push(Action::place(id, kind, cell));
                }
            }
            return;
        }
        // Past every kind's cells, a bit per placement of each shape.
        let base = self.rules.kinds.len() * allowed.len() * 64 + shapes.first(kind);
        let placements = &shapes.placements[kind as usize];
        fitting(&shapes.bits[kind as usize], allowed, cover, |i| {
            if !(dedupe && self.seen_bit(base + i, marks)) {
                out.push(shaped(id, kind, &placements[i]));
            }
        });
    }

    /// Marks bit `at` of `seen` as offered, if `marks`; whether it was already. Out of line:
    /// only a game where two rules place one kind asks, and inlined it kept the placements'
    /// loop from taking in the push of each one.
    #[inline(never)]
    fn seen_bit(&mut self, at: usize, marks: bool) -> bool {
        if self.seen.len() <= at / 64 {
            self.seen.resize(at / 64 + 1, 0);
        }
        let (word, bit) = (at / 64, 1u64 << (at % 64));
        let before = self.seen[word] & bit != 0;
        if marks {
            self.seen[word] |= bit;
        }
        before
    }
}

/// Calls `keep` with the index of each placement (its cells `bits`, a board's worth of words
/// after another) whose cells all lie in `allowed` and one at least in `cover`, in order. Each
/// is tested without a branch, and the common board sizes with their words known, as listing a
/// game's placements is most of its time.
fn fitting(bits: &[u64], allowed: &[u64], cover: Option<&[u64]>, keep: impl FnMut(usize)) {
    match allowed.len() {
        1 => fitting_in::<1>(bits, allowed, cover, keep),
        2 => fitting_in::<2>(bits, allowed, cover, keep),
        3 => fitting_in::<3>(bits, allowed, cover, keep),
        4 => fitting_in::<4>(bits, allowed, cover, keep),
        _ => fitting_in::<0>(bits, allowed, cover, keep),
    }
}

/// `fitting` for boards of `W` words, or of any size when `W` is 0.
#[inline(always)]
fn fitting_in<const W: usize>(
    bits: &[u64],
    allowed: &[u64],
    cover: Option<&[u64]>,
    mut keep: impl FnMut(usize),
) {
    let words = if W == 0 { allowed.len() } else { W };
    // Without a `covering` set, a placement that fits meets `allowed` itself (it covers a cell).
    let cover = cover.unwrap_or(allowed);
    for (i, placement) in bits.chunks_exact(words).enumerate() {
        let (mut outside, mut meets) = (0, 0);
        for w in 0..words {
            outside |= placement[w] & !allowed[w];
            meets |= placement[w] & cover[w];
        }
        if outside == 0 && meets != 0 {
            keep(i);
        }
    }
}

/// The action that places a shape so: its turn in `dir`, its anchor in `to`.
fn shaped(rule: ActionId, kind: KindId, placement: &Placement) -> Action {
    Action { rule, kind, dir: placement.turn, promote: 0, from: NO_CELL, to: placement.anchor }
}

impl State {
    /// The placement of a shape an action makes, if it places one: its turn, its anchor and
    /// the cells it covers. Public so that a front end can draw each shape played as one piece
    /// (it walks the game back with `undo` to find them); it reads only the rules, not the position.
    pub fn footprint(&self, action: Action) -> Option<&Placement> {
        let shapes = &self.rules.shapes;
        if action.is_word() || !shapes.has(action.kind) {
            return None;
        }
        match self.rules.actions.get(action.rule as usize).map(|r| &r.motion) {
            Some(Motion::Place { .. }) => shapes.at(action.kind, action.dir, action.to),
            _ => None,
        }
    }

    /// Places a shape: a piece of its kind on each cell it covers, one from the hand.
    pub(super) fn place_shape(&mut self, action: Action) -> u32 {
        let player = self.s.to_move;
        let Some(placement) = self.rules.shapes.at(action.kind, action.dir, action.to) else { return 0 };
        self.position.add_to_hand(player, action.kind, -1);
        let placed = fresh(&self.rules, piece(action.kind, player));
        for &cell in placement.cells.iter() {
            self.changed.push(cell);
            self.position.set(cell, placed);
            if self.position.has_values() {
                self.position.start_values(cell, action.kind);
            }
        }
        0
    }

    /// Whether a placement's cells all lie in `on` and one at least in `covering`: checked
    /// cell by cell, apart from how `place_cover` lists them.
    pub(super) fn cover_fits(&self, action: Action, on: &CellTest, covering: Option<&CellTest>) -> bool {
        if action.from != NO_CELL || action.promote != 0 {
            return false;
        }
        let one = [action.to];
        let cells: &[Cell] = match self.rules.shapes.has(action.kind) {
            true => match self.rules.shapes.at(action.kind, action.dir, action.to) {
                Some(placement) => &placement.cells,
                None => return false,
            },
            false if action.dir == 0 => &one,
            false => return false,
        };
        let view = self.view();
        cells.iter().all(|&c| self.member(on, c, view))
            && covering.is_none_or(|set| cells.iter().any(|&c| self.member(set, c, view)))
    }

    /// The shape the last action placed, if it placed one: what `placed` holds besides its cell.
    pub(crate) fn placed_shape(&self) -> Option<&Placement> {
        self.s.last.and_then(|a| self.footprint(a))
    }
}

#[cfg(test)]
mod tests;

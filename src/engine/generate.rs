//! Generate: every action the rules offer the player to act, before constraints are checked.
//! This is the hot loop: flat tables only, no allocation once the buffers are warm. Placements
//! and takes are here, moves of pieces in `moves.rs`; rules whose cell sets look past each
//! cell's occupant go through `walk.rs` instead.

use super::action::Action;
use super::attack::is_live_royal;
use super::cells::{View, judged_whole};
use super::groups::for_each_cell;
use super::position::{Position, kind_of};
use super::state::State;
use crate::compile::geometry::Cell;
use crate::compile::rules::{ActionId, CellTest, KindId, Motion, PlayerId, Rules};
use crate::compile::turn::{END_BIT, PASS_BIT, ROLL_BIT};

impl State {
    /// The action rules the turn machine allows next (not `end` or `pass`).
    #[inline]
    pub(crate) fn allowed(&self) -> u64 {
        self.rules.turn.actions_allowed(self.s.turn_state)
    }

    /// Whether `end` may be played now: written in the pattern here, or the turn could stop
    /// here and go on.
    #[inline]
    pub(crate) fn end_allowed(&self) -> bool {
        let state = &self.rules.turn.states[self.s.turn_state as usize];
        state.allowed & END_BIT != 0 || (state.accepting && self.allowed() != 0)
    }

    /// The rules allowed next whose `when` holds now.
    #[inline]
    pub(crate) fn allowed_now(&mut self) -> u64 {
        self.allowed_now_among(u64::MAX)
    }

    /// `allowed_now` among the rules of `only`, judging only their `when`s.
    #[inline]
    fn allowed_now_among(&mut self, only: u64) -> u64 {
        let allowed = self.allowed() & only;
        if self.rules.has_preconditions && allowed != 0 { self.whose_when_holds(allowed) } else { allowed }
    }

    /// `only` without the allowed rules that have no action after the last one (their cells
    /// are its cells, and it was by another rule), nor those that go by the dice once none
    /// are left: neither their `when` nor their pieces are looked at.
    #[inline]
    fn without_idle(&self, mut only: u64) -> u64 {
        let schedule = &self.rules.schedule;
        if only & schedule.by_dice != 0 && self.s.pool.is_empty() {
            only &= !schedule.by_dice;
        }
        let waiting = schedule.needs_last_rules & only & self.allowed();
        if waiting == 0 {
            return only;
        }
        let last = self.s.last.filter(|a| !a.is_word()).map(|a| a.rule);
        only & !schedule.idle_after(waiting, last)
    }

    /// `only` without the allowed rules of `Screen::gated` that no piece of the mover's can
    /// start: they list nothing, and their `when` is not judged (castling once the king has
    /// moved).
    #[inline]
    fn without_unstarted(&self, only: u64) -> u64 {
        let gated = self.rules.screen.gated & only & self.allowed();
        if gated == 0 {
            return only;
        }
        only & !self.unstarted(gated)
    }

    /// The rules of `gated` that no piece of the mover's can start.
    #[inline(never)]
    fn unstarted(&self, gated: u64) -> u64 {
        BitIter(gated).filter(|&id| !self.some_piece_starts(id)).fold(0, |m, id| m | 1 << id)
    }

    /// The rules of `allowed` without a `when`, or whose `when` holds now.
    fn whose_when_holds(&mut self, mut allowed: u64) -> u64 {
        let rules = std::sync::Arc::clone(&self.rules);
        for id in BitIter(allowed) {
            let Some(when) = &rules.actions[id as usize].when else { continue };
            let holds = if rules.schedule.when_asks & 1 << id != 0 {
                self.judge(when, self.s.to_move)
            } else {
                self.holds(when, self.s.to_move)
            };
            if !holds {
                allowed &= !(1 << id);
            }
        }
        allowed
    }

    /// Every candidate action (constraints unchecked), each distinct action once, into `out`.
    pub(crate) fn candidates(&mut self, out: &mut Vec<Action>) {
        self.candidates_among(u64::MAX, out);
    }

    /// The candidates of the rules in `only`, with `end` and `pass`, each offered as
    /// `candidates` offers it, when `only` holds every rule that could make the same action
    /// (`Repeats::listing`); others may come too.
    pub(crate) fn candidates_among(&mut self, only: u64, out: &mut Vec<Action>) {
        if self.copy_ready(out) {
            return;
        }
        let allowed = self.rules.turn.states[self.s.turn_state as usize].allowed;
        if allowed & ROLL_BIT != 0 {
            self.roll_actions(out);
            return;
        }
        let end = self.end_allowed();
        let pass = allowed & PASS_BIT != 0;
        self.generate(only, out);
        if end {
            out.push(Action::end());
        }
        if pass {
            out.push(Action::pass());
        }
    }

    /// The candidates of the rules in `only`, each offered as `candidates` offers it, when
    /// `only` holds every rule that could make the same action (`Repeats::listing`); others may come
    /// too. No `end` or `pass`.
    pub(crate) fn candidates_of(&mut self, only: u64, out: &mut Vec<Action>) {
        if !self.copy_ready(out) {
            self.generate(only, out);
        }
    }

    /// Puts the candidates kept for this point of play (`Ready`) into `out`, if there are
    /// any; else empties `out`.
    fn copy_ready(&self, out: &mut Vec<Action>) -> bool {
        out.clear();
        let ready = self.is_ready();
        if ready {
            out.extend_from_slice(&self.ready.candidates);
        }
        ready
    }

    /// The actions of the allowed rules among `only`, dropping repeats as listing every
    /// allowed rule would (a rule outside `only` that could repeat one of theirs excepted).
    pub(super) fn generate(&mut self, only: u64, out: &mut Vec<Action>) {
        let allowed = self.allowed_now_among(self.without_idle(self.without_unstarted(only)));
        if allowed == 0 {
            return;
        }
        let rules: &Rules = &self.rules;
        let (mut places, mut takes, mut moves, mut swap, mut sows) = (0u64, 0u64, 0u64, None, 0u64);
        let (mut neutral, mut alongs) = (0u64, 0u64);
        for id in BitIter(allowed) {
            match rules.actions[id as usize].motion {
                Motion::Place { .. } => places |= 1 << id,
                Motion::Take { .. } => takes |= 1 << id,
                Motion::Move { neutral: false, .. } => moves |= 1 << id,
                Motion::Move { neutral: true, .. } => neutral |= 1 << id,
                Motion::Swap => swap = Some(id),
                Motion::Sow { .. } => sows |= 1 << id,
                Motion::Along { .. } => alongs |= 1 << id,
            }
        }
        let mut seen = std::mem::take(&mut self.seen);
        let mut generator = Generator {
            state: self,
            rules,
            position: &self.position,
            player: self.s.to_move,
            context: rules.context(self.s.to_move, self.s.memory),
            view: self.view(),
            seen: &mut seen,
            count: 0,
        };
        if places != 0 {
            generator.placements(places, several(places), out);
        }
        if takes != 0 {
            generator.takes(takes, out);
        }
        if moves != 0 {
            generator.moves(moves, several(moves), out);
        }
        if neutral != 0 {
            generator.neutral_moves(neutral, several(neutral), out);
        }
        // A game has at most one swap rule, whose one action is on no cell; listed last.
        if let Some(id) = swap {
            out.push(Action::swap(id));
        }
        self.seen = seen;
        if sows != 0 {
            self.sow_actions(sows, out);
        }
        if alongs != 0 {
            self.along_actions(alongs, out);
        }
    }
}

/// Whether a mask has more than one bit set: one instruction, where `count_ones` takes a
/// dozen on the generic x86-64 the release is built for.
#[inline]
pub(super) fn several(mask: u64) -> bool {
    mask & mask.wrapping_sub(1) != 0
}

/// Iterates the set bits of a mask, lowest first.
pub(crate) struct BitIter(pub u64);

impl Iterator for BitIter {
    type Item = ActionId;

    #[inline]
    fn next(&mut self) -> Option<ActionId> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(bit as ActionId)
    }
}

/// The `k`th cell of a set, lowest first (`k` below its size): one bit deposit with
/// `DEPOSIT`, else a bit at a time.
#[inline(always)]
pub(crate) fn kth_cell<const DEPOSIT: bool>(mut cells: u64, k: u32) -> Cell {
    #[cfg(target_arch = "x86_64")]
    if DEPOSIT {
        // SAFETY: `DEPOSIT` is set only in code compiled for BMI2 (the kernel's playout, the
        // general engine's `nth_bit_deposited`), which runs only on a CPU that has it.
        return unsafe { std::arch::x86_64::_pdep_u64(1 << k, cells) }.trailing_zeros() as Cell;
    }
    for _ in 0..k {
        cells &= cells - 1;
    }
    cells.trailing_zeros() as Cell
}

/// Which rule and cell the moves being generated come from, and whether to drop repeats.
#[derive(Clone, Copy)]
pub(super) struct Emit {
    pub id: ActionId,
    pub from: Cell,
    /// The moving piece's kind and side (for promotion).
    pub kind: KindId,
    pub side: u8,
    pub dedupe: bool,
}

pub(super) struct Generator<'a> {
    pub state: &'a State,
    pub rules: &'a Rules,
    pub position: &'a Position,
    pub player: PlayerId,
    /// Which cell tests apply (`Rules::context`).
    pub context: usize,
    /// How cell sets that look past a cell's occupant are read.
    pub view: View,
    /// One bit per (kind, cell) or per destination, to offer each distinct action once.
    pub seen: &'a mut Vec<u64>,
    /// How many of the top pieces of a stack the moves being walked take (`top.rs`), 0 for
    /// the whole stack: what `exactly moved` reads.
    pub count: u8,
}

impl Generator<'_> {
    /// Placements of the rules of `rules_mask`; `several_rules`: whether more than one rule
    /// places now, so that placements may repeat.
    fn placements(&mut self, rules_mask: u64, several_rules: bool, out: &mut Vec<Action>) {
        let dedupe = self.rules.repeats.placements && several_rules;
        if dedupe {
            self.seen.iter_mut().for_each(|w| *w = 0);
        }
        let every_kind = u64::MAX.checked_shr(64 - self.rules.kinds.len() as u32).unwrap_or(0);
        for id in BitIter(rules_mask) {
            let Motion::Place { kinds, on, covering, .. } = &self.rules.actions[id as usize].motion else {
                continue;
            };
            let on = &on[self.context];
            let covering = covering.as_ref().map(|c| &c[self.context]);
            // A rule that may decline its placements leaves them to later rules too.
            let marks = self.rules.repeats.declines & 1 << id == 0;
            // Shapes and `covering` read a footprint (`shape.rs`): the rule's sets as bits, once.
            let covers = covering.is_some() || kinds & self.rules.shapes.kinds != 0;
            let mut sets = None;
            for kind in BitIter(kinds & every_kind) {
                let kind = kind as KindId;
                match covers && (covering.is_some() || self.rules.shapes.has(kind)) {
                    true => {
                        let (allowed, cover) = sets.get_or_insert_with(|| self.footprint_sets(on, covering));
                        self.place_cover((id, kind), (allowed, cover.as_deref()), dedupe, marks, out)
                    }
                    false => self.place_kind(id, kind, on, dedupe, marks, out),
                }
            }
        }
    }

    #[inline]
    fn place_kind(
        &mut self,
        id: ActionId,
        kind: KindId,
        on: &CellTest,
        dedupe: bool,
        marks: bool,
        out: &mut Vec<Action>,
    ) {
        if self.position.hand(self.player, kind) == 0 {
            return;
        }
        let cells = self.position.board.len();
        let base = kind as usize * cells.div_ceil(64);
        if let (Some(among), false) = (&on.empty_among, dedupe) {
            for (word, (&empty, &wanted)) in self.position.empty.iter().zip(among).enumerate() {
                let mut bits = empty & wanted;
                while bits != 0 {
                    out.push(Action::place(id, kind, (word * 64 + bits.trailing_zeros() as usize) as Cell));
                    bits &= bits - 1;
                }
            }
            return;
        }
        if on.dynamic.as_deref().is_some_and(judged_whole) {
            let state = self.state;
            state.with_members(on, self.view, |members| {
                for_each_cell(members, |cell| {
                    if !(dedupe && self.seen_before(base, cell as Cell, marks)) {
                        out.push(Action::place(id, kind, cell as Cell));
                    }
                })
            });
            return;
        }
        for cell in 0..cells as Cell {
            if !on.accepts(cell, self.position.class(cell, self.player)) {
                continue;
            }
            if on.is_dynamic() && !self.state.member(on, cell, self.view) {
                continue;
            }
            if dedupe && self.seen_before(base, cell, marks) {
                continue;
            }
            out.push(Action::place(id, kind, cell));
        }
    }

    /// Marks (kind or rule group `base`, `cell`) as offered, if `marks`; whether it was already.
    #[inline]
    fn seen_before(&mut self, base: usize, cell: Cell, marks: bool) -> bool {
        let (word, bit) = (base + cell as usize / 64, 1u64 << (cell % 64));
        let before = self.seen[word] & bit != 0;
        if marks {
            self.seen[word] |= bit;
        }
        before
    }

    /// Removals and flips: a piece of one of the kinds on a cell of the set. Removals made by
    /// two rules are one action, and so are flips.
    fn takes(&mut self, rules_mask: u64, out: &mut Vec<Action>) {
        self.seen.iter_mut().for_each(|w| *w = 0);
        let words = self.position.words;
        for id in BitIter(rules_mask) {
            let Motion::Take { kinds, at, flip } = &self.rules.actions[id as usize].motion else { continue };
            let (at, base) = (&at[self.context], if flip.is_some() { words } else { 0 });
            let marks = self.rules.repeats.declines & 1 << id == 0;
            for cell in 0..self.position.board.len() as Cell {
                let piece = self.position.board[cell as usize];
                if piece == 0
                    || kinds & 1 << kind_of(piece) == 0
                    || is_live_royal(self.rules.pieces.royal, piece)
                    || !self.state.member(at, cell, self.view)
                    || self.seen_before(base, cell, marks)
                {
                    continue;
                }
                out.push(Action::place(id, 0, cell));
            }
        }
    }
}

#[cfg(test)]
mod tests;

//! Generate: every action the rules offer the player to act, before constraints are checked.
//! This is the hot loop: flat tables only, no allocation once the buffers are warm.

use super::action::Action;
use super::attack::is_live_royal;
use super::position::{Position, kind_of, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::{
    ALLY, ActionId, BLOCKED, CellTest, DirMask, EMPTY, ENEMY, KindId, Motion, Movement, OWN, PlayerId, Rules,
};

impl State {
    /// The actions allowed next by the turn machine and the options.
    #[inline]
    pub(crate) fn allowed(&self) -> u64 {
        self.rules.turn.states[self.s.turn_state as usize].allowed
    }

    /// Whether `end` may be played now: the turn could stop here, or go on.
    #[inline]
    pub(crate) fn end_allowed(&self) -> bool {
        self.rules.turn.states[self.s.turn_state as usize].accepting && self.allowed() != 0
    }

    /// Every candidate action (constraints unchecked), each distinct action once, into `out`.
    pub(crate) fn candidates(&mut self, out: &mut Vec<Action>) {
        out.clear();
        if self.ready.valid && self.ready.key == self.ready_key() {
            out.extend_from_slice(&self.ready.candidates);
            return;
        }
        let allowed = self.allowed();
        let end = self.end_allowed();
        let rules: &Rules = &self.rules;
        let (mut places, mut moves) = (0u64, 0u64);
        for id in BitIter(allowed) {
            if rules.actions[id as usize].is_place() { places |= 1 << id } else { moves |= 1 << id }
        }
        let context = rules.context(self.s.to_move, self.s.memory);
        let mut generator = Generator {
            rules,
            position: &self.position,
            player: self.s.to_move,
            context,
            seen: &mut self.seen,
        };
        if places != 0 {
            generator.placements(places, out);
        }
        if moves != 0 {
            generator.moves(moves, out);
        }
        if end {
            out.push(Action::end());
        }
    }
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

/// Which rule and cell the moves being generated come from, and whether to drop repeats.
#[derive(Clone, Copy)]
struct Emit {
    id: ActionId,
    from: Cell,
    /// The moving piece's kind and side (for promotion).
    kind: KindId,
    side: u8,
    dedupe: bool,
}

struct Generator<'a> {
    rules: &'a Rules,
    position: &'a Position,
    player: PlayerId,
    /// Which cell tests apply (`Rules::context`).
    context: usize,
    /// One bit per (kind, cell) or per destination, to offer each distinct action once.
    seen: &'a mut Vec<u64>,
}

impl Generator<'_> {
    fn placements(&mut self, rules_mask: u64, out: &mut Vec<Action>) {
        let dedupe = rules_mask.count_ones() > 1;
        if dedupe {
            self.seen.iter_mut().for_each(|w| *w = 0);
        }
        for id in BitIter(rules_mask) {
            let Motion::Place { kinds, on } = &self.rules.actions[id as usize].motion else { continue };
            let on = &on[self.context];
            for kind in 0..self.rules.kinds.len() as KindId {
                if kinds & 1 << kind != 0 {
                    self.place_kind(id, kind, on, dedupe, out);
                }
            }
        }
    }

    #[inline]
    fn place_kind(&mut self, id: ActionId, kind: KindId, on: &CellTest, dedupe: bool, out: &mut Vec<Action>) {
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
        for cell in 0..cells as Cell {
            if !on.accepts(cell, self.position.class(cell, self.player)) {
                continue;
            }
            if dedupe {
                let (word, bit) = (base + cell as usize / 64, 1u64 << (cell % 64));
                if self.seen[word] & bit != 0 {
                    continue;
                }
                self.seen[word] |= bit;
            }
            out.push(Action::place(id, kind, cell));
        }
    }

    fn moves(&mut self, rules_mask: u64, out: &mut Vec<Action>) {
        let dedupe = rules_mask.count_ones() > 1;
        let words = self.position.words;
        for word in 0..words {
            let mut pieces = self.position.owned_by(self.player)[word];
            while pieces != 0 {
                let from = (word * 64 + pieces.trailing_zeros() as usize) as Cell;
                pieces &= pieces - 1;
                self.moves_from(from, rules_mask, dedupe, out);
            }
        }
    }

    fn moves_from(&mut self, from: Cell, rules_mask: u64, dedupe: bool, out: &mut Vec<Action>) {
        let piece = self.position.board[from as usize];
        let (kind, side) = (kind_of(piece), side_of(piece));
        if dedupe {
            self.seen[..self.position.words].iter_mut().for_each(|w| *w = 0);
        }
        for id in BitIter(rules_mask) {
            let Motion::Move { kinds, from: from_test, movement, reach } =
                &self.rules.actions[id as usize].motion
            else {
                continue;
            };
            if kinds & 1 << kind == 0 || !from_test[self.context].accepts(from, OWN) {
                continue;
            }
            let emit = Emit { id, from, kind, side, dedupe };
            if let Movement::Leap { paths, targets, to } = movement {
                let cells = self.position.board.len();
                let start = (side as usize * cells + from as usize) * paths;
                for (path, &target) in targets[start..start + paths].iter().enumerate() {
                    if target != NO_CELL
                        && to[self.context].accepts(target, self.position.class(target, self.player))
                    {
                        self.emit(emit, path as u8, target, out);
                    }
                }
                continue;
            }
            let reach = reach[self.context][from as usize] & movement.dirs(side as usize);
            self.movement(emit, movement, reach, out);
        }
    }

    /// Adds a move unless an earlier rule already made the same one from this cell, or it
    /// would take a royal piece; where the piece may promote, the promoting move too.
    #[inline]
    fn emit(&mut self, emit: Emit, dir: u8, to: Cell, out: &mut Vec<Action>) {
        let pieces = &self.rules.pieces;
        if is_live_royal(pieces.royal, self.position.board[to as usize]) {
            return;
        }
        if emit.dedupe {
            let (word, bit) = (to as usize / 64, 1u64 << (to % 64));
            if self.seen[word] & bit != 0 {
                return;
            }
            self.seen[word] |= bit;
        }
        let action = Action::movement(emit.id, dir, emit.from, to);
        out.push(action);
        if let Some(promotion) = &pieces.promotion[emit.kind as usize]
            && promotion.allows(emit.side, emit.from, to)
        {
            out.push(Action { promote: true, ..action });
        }
    }

    /// Whether some neighbour of `from` holds a class the first cell of the movement needs;
    /// when none does, the movement has nothing to try (a cheap test on bit sets).
    #[inline]
    fn first_cell_possible(&self, from: Cell, movement: &Movement) -> bool {
        let classes = match movement {
            Movement::Step { to, .. } => to[self.context].classes,
            Movement::Hop { over, .. } => over[self.context].classes,
            Movement::Slide { .. } | Movement::Leap { .. } => return true,
        };
        let position = self.position;
        let words = position.words;
        let near = &self.rules.geometry.adjacent[from as usize * words..(from as usize + 1) * words];
        let own = position.owned_by(self.player);
        near.iter().zip(&position.empty).zip(own).any(|((&n, &empty), &own)| {
            let mut wanted = 0;
            if classes & EMPTY != 0 {
                wanted |= empty;
            }
            if classes & OWN != 0 {
                wanted |= own;
            }
            if classes & (ENEMY | ALLY | BLOCKED) != 0 {
                wanted |= !empty & !own;
            }
            n & wanted != 0
        })
    }

    /// The actions of one movement from one cell, in the directions `reach` leaves open.
    fn movement(&mut self, emit: Emit, movement: &Movement, reach: DirMask, out: &mut Vec<Action>) {
        if reach == 0 || !self.first_cell_possible(emit.from, movement) {
            return;
        }
        let geometry: &Geometry = &self.rules.geometry;
        let position = self.position;
        let player = self.player;
        let from = emit.from;
        let p = self.context;
        let accepts = |test: &CellTest, cell: Cell| test.accepts(cell, position.class(cell, player));
        match movement {
            Movement::Step { to, .. } => {
                for d in BitIter(u64::from(reach)) {
                    let next = geometry.step(from, d);
                    if next != NO_CELL && accepts(&to[p], next) {
                        self.emit(emit, d, next, out);
                    }
                }
            }
            Movement::Slide { through, to, .. } => {
                let (to, through) = (&to[p].mask, &through[p].mask);
                // `next != from`: round a ring, a walk comes back where it began.
                for d in BitIter(u64::from(reach)) {
                    let mut next = geometry.step(from, d);
                    while next != NO_CELL && next != from {
                        let class = position.class(next, player);
                        if to[next as usize] & class != 0 {
                            self.emit(emit, d, next, out);
                        }
                        if through[next as usize] & class == 0 {
                            break;
                        }
                        next = geometry.step(next, d);
                    }
                }
            }
            Movement::Leap { .. } => {}
            Movement::Hop { run, over, to, .. } => {
                for d in BitIter(u64::from(reach)) {
                    let mut next = geometry.step(from, d);
                    if next == NO_CELL || !accepts(&over[p], next) {
                        continue;
                    }
                    next = geometry.step(next, d);
                    while *run && next != NO_CELL && next != from && accepts(&over[p], next) {
                        next = geometry.step(next, d);
                    }
                    if next != NO_CELL && next != from && accepts(&to[p], next) {
                        self.emit(emit, d, next, out);
                    }
                }
            }
        }
    }
}

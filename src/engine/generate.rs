//! Generate: every action the rules offer the player to act, before constraints are checked.
//! This is the hot loop: flat tables only, no allocation once the buffers are warm. Rules whose
//! cell sets look past each cell's occupant go through `walk.rs` instead.

use super::action::Action;
use super::attack::is_live_royal;
use super::cells::View;
use super::position::{Position, kind_of, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::paths::cells_between;
use crate::compile::rules::{
    ALLY, ActionId, BLOCKED, CellTest, DirMask, EMPTY, ENEMY, KindId, Motion, Movement, OWN, PlayerId, Rules,
};
use crate::compile::turn::{END_BIT, PASS_BIT};

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
        let allowed = self.allowed();
        if self.rules.has_preconditions { self.whose_when_holds(allowed) } else { allowed }
    }

    /// The rules of `allowed` without a `when`, or whose `when` holds now.
    fn whose_when_holds(&mut self, mut allowed: u64) -> u64 {
        let rules = std::sync::Arc::clone(&self.rules);
        for id in BitIter(allowed) {
            if let Some(when) = &rules.actions[id as usize].when
                && !self.judge(when, self.s.to_move)
            {
                allowed &= !(1 << id);
            }
        }
        allowed
    }

    /// Every candidate action (constraints unchecked), each distinct action once, into `out`.
    pub(crate) fn candidates(&mut self, out: &mut Vec<Action>) {
        out.clear();
        if self.ready.valid && self.ready.key == self.ready_key() {
            out.extend_from_slice(&self.ready.candidates);
            return;
        }
        let allowed = self.allowed_now();
        let end = self.end_allowed();
        let pass = self.rules.turn.states[self.s.turn_state as usize].allowed & PASS_BIT != 0;
        let rules: &Rules = &self.rules;
        let (mut places, mut takes, mut moves) = (0u64, 0u64, 0u64);
        for id in BitIter(allowed) {
            match rules.actions[id as usize].motion {
                Motion::Place { .. } => places |= 1 << id,
                Motion::Take { .. } => takes |= 1 << id,
                Motion::Move { .. } => moves |= 1 << id,
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
        };
        if places != 0 {
            generator.placements(places, out);
        }
        if takes != 0 {
            generator.takes(takes, out);
        }
        if moves != 0 {
            generator.moves(moves, out);
        }
        self.seen = seen;
        if end {
            out.push(Action::end());
        }
        if pass {
            out.push(Action::pass());
        }
    }
}

/// Whether a mask has more than one bit set: one instruction, where `count_ones` takes a
/// dozen on the generic x86-64 the release is built for.
#[inline]
fn several(mask: u64) -> bool {
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
}

impl Generator<'_> {
    fn placements(&mut self, rules_mask: u64, out: &mut Vec<Action>) {
        let dedupe = several(rules_mask);
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
            if on.is_dynamic() && !self.state.member(on, cell, self.view) {
                continue;
            }
            if dedupe && self.seen_before(base, cell) {
                continue;
            }
            out.push(Action::place(id, kind, cell));
        }
    }

    /// Marks (kind or rule group `base`, `cell`) as offered; whether it was already.
    #[inline]
    fn seen_before(&mut self, base: usize, cell: Cell) -> bool {
        let (word, bit) = (base + cell as usize / 64, 1u64 << (cell % 64));
        let before = self.seen[word] & bit != 0;
        self.seen[word] |= bit;
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
            for cell in 0..self.position.board.len() as Cell {
                let piece = self.position.board[cell as usize];
                if piece == 0
                    || kinds & 1 << kind_of(piece) == 0
                    || is_live_royal(self.rules.pieces.royal, piece)
                    || !self.state.member(at, cell, self.view)
                    || self.seen_before(base, cell)
                {
                    continue;
                }
                out.push(Action::place(id, 0, cell));
            }
        }
    }

    fn moves(&mut self, rules_mask: u64, out: &mut Vec<Action>) {
        let dedupe = several(rules_mask);
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
        // Only the rules that move this kind (`dedupe` still counts every rule, as before).
        for id in BitIter(rules_mask & self.rules.moves_of_kind[kind as usize]) {
            let rule = &self.rules.actions[id as usize];
            let Motion::Move { from: from_test, movement, reach, .. } = &rule.motion else {
                continue;
            };
            let from_test = &from_test[self.context];
            if !from_test.accepts(from, OWN) {
                continue;
            }
            if from_test.is_dynamic() && !self.state.member(from_test, from, self.view) {
                continue;
            }
            let emit = Emit { id, from, kind, side, dedupe };
            if rule.needs_position {
                self.walk(emit, movement, out);
                continue;
            }
            if let Movement::Leap { paths, targets, to } = movement {
                let cells = self.position.board.len();
                let start = (side as usize * cells + from as usize) * paths;
                let ends = &targets[start..start + paths];
                for (path, &target) in ends.iter().enumerate() {
                    // Two paths that land on one cell make one move.
                    if target != NO_CELL
                        && !ends[..path].contains(&target)
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
    /// would take a royal piece; where the piece may promote, a move to each kind it may become.
    #[inline(always)]
    pub(super) fn emit(&mut self, emit: Emit, dir: u8, to: Cell, out: &mut Vec<Action>) {
        let pieces = &self.rules.pieces;
        if is_live_royal(pieces.royal, self.position.board[to as usize]) {
            return;
        }
        if emit.dedupe && self.rules.paths.names_path(emit.from, to) {
            // Moves between these cells differ by their paths: only the same path repeats.
            if self.repeats_path(emit, dir, to, out) {
                return;
            }
        } else if emit.dedupe {
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
            out.extend(promotion.to.iter().map(|&kind| Action { promote: kind + 1, ..action }));
        }
    }

    /// Whether an earlier rule already made a move from `emit.from` to `to` by the same path
    /// (rare: only between cells that notation names with their path).
    fn repeats_path(&self, emit: Emit, dir: u8, to: Cell, out: &[Action]) -> bool {
        let rules = self.rules;
        let path = |action: Action| match &rules.actions[action.rule as usize].motion {
            Motion::Move { movement: Movement::Leap { .. }, .. } => Some(Vec::new()),
            _ => cells_between(&rules.geometry, action.from, action.dir, action.to),
        };
        let mine = path(Action::movement(emit.id, dir, emit.from, to));
        out.iter().any(|&a| a.from == emit.from && a.to == to && a.rule != emit.id && path(a) == mine)
    }

    /// How many first steps along `d` repeat an earlier direction of the movement (a ring that
    /// follows a line): moves ending within them are that direction's.
    #[inline]
    fn shadow(&self, emit: Emit, movement: &Movement, d: u8) -> u32 {
        self.rules.paths.shadow(emit.from, d, movement.dirs(emit.side as usize))
    }

    /// Whether some neighbour of `from` holds a class the first cell of the movement needs;
    /// when none does, the movement has nothing to try (a cheap test on bit sets).
    #[inline]
    fn first_cell_possible(&self, from: Cell, movement: &Movement) -> bool {
        let classes = match movement {
            Movement::Step { to, .. } => to[self.context].classes,
            Movement::Hop { over, .. } => over[self.context].classes,
            _ => return true,
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
                    if next != NO_CELL && accepts(&to[p], next) && self.shadow(emit, movement, d) == 0 {
                        self.emit(emit, d, next, out);
                    }
                }
            }
            Movement::Slide { through, to, .. } => {
                let (to, through) = (&to[p].mask, &through[p].mask);
                // `next != from`: round a ring, a walk comes back where it began.
                for d in BitIter(u64::from(reach)) {
                    let shadow = self.shadow(emit, movement, d);
                    let (mut next, mut steps) = (geometry.step(from, d), 1);
                    while next != NO_CELL && next != from {
                        let class = position.class(next, player);
                        if to[next as usize] & class != 0 && steps > shadow {
                            self.emit(emit, d, next, out);
                        }
                        steps += 1;
                        if through[next as usize] & class == 0 {
                            break;
                        }
                        next = geometry.step(next, d);
                    }
                }
            }
            Movement::Hop { run, over, to, .. } => {
                for d in BitIter(u64::from(reach)) {
                    let mut next = geometry.step(from, d);
                    if next == NO_CELL || !accepts(&over[p], next) {
                        continue;
                    }
                    next = geometry.step(next, d);
                    let mut steps = 2;
                    while *run && next != NO_CELL && next != from && accepts(&over[p], next) {
                        next = geometry.step(next, d);
                        steps += 1;
                    }
                    if next != NO_CELL
                        && next != from
                        && accepts(&to[p], next)
                        && steps > self.shadow(emit, movement, d)
                    {
                        self.emit(emit, d, next, out);
                    }
                }
            }
            Movement::Leap { .. } | Movement::Anywhere { .. } => {}
        }
    }
}

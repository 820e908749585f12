//! Moves: the candidate moves of the player's pieces on the board — each piece's movements by
//! each rule that moves its kind, with promotion, repeated paths dropped, and the first cell
//! tested before a movement is walked.

use super::action::Action;
use super::attack::is_live_royal;
use super::generate::{BitIter, Emit, Generator};
use super::position::{kind_of, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::paths::cells_between;
use crate::compile::rules::{
    ALLY, ActionId, BLOCKED, CellTest, DirMask, EMPTY, ENEMY, Motion, Movement, OWN,
};

impl State {
    /// Whether rule `id` could move some piece of the mover's, as far as its `from` tells: a
    /// rule that moves none lists nothing. True for a rule that does not move the mover's
    /// pieces.
    pub(super) fn some_piece_starts(&self, id: ActionId) -> bool {
        let Motion::Move { kinds, from, neutral: false, .. } = &self.rules.actions[id as usize].motion else {
            return true;
        };
        let player = self.s.to_move;
        let from = &from[self.rules.context(player, self.s.memory)];
        let view = self.view();
        let position = &self.position;
        position.owned_by(player).iter().enumerate().any(|(word, &pieces)| {
            BitIter(pieces).any(|bit| {
                let cell = (word * 64) as Cell + Cell::from(bit);
                kinds & 1 << kind_of(position.board[cell as usize]) != 0
                    && from.accepts(cell, OWN)
                    && (!from.is_dynamic() || self.member(from, cell, view))
            })
        })
    }
}

impl Generator<'_> {
    /// Moves by the rules of `rules_mask`; `dedupe`: whether more than one rule moves now, so
    /// that moves may repeat.
    pub(super) fn moves(&mut self, rules_mask: u64, dedupe: bool, out: &mut Vec<Action>) {
        if rules_mask & !self.rules.screen.from_last == 0 {
            return self.moves_from_last(rules_mask, dedupe, out);
        }
        // Where a kind is moved here by screened rules alone (`Screen`), its pieces that start
        // none of their openings are passed over.
        let words = self.position.words;
        if words == 1
            && let Some(screening) = self.screening::<1>(rules_mask)
        {
            return self.moves_of_pieces(rules_mask, dedupe, out, |g, from| g.passed_over(from, &screening));
        }
        if words == 2
            && let Some(screening) = self.screening::<2>(rules_mask)
        {
            return self.moves_of_pieces(rules_mask, dedupe, out, |g, from| g.passed_over(from, &screening));
        }
        self.moves_of_pieces(rules_mask, dedupe, out, |_, _| false);
    }

    /// `moves`, passing over the pieces `passed_over` names.
    #[inline(always)]
    fn moves_of_pieces(
        &mut self,
        rules_mask: u64,
        dedupe: bool,
        out: &mut Vec<Action>,
        passed_over: impl Fn(&Self, Cell) -> bool,
    ) {
        for word in 0..self.position.words {
            let mut pieces = self.position.owned_by(self.player)[word];
            while pieces != 0 {
                let from = (word * 64 + pieces.trailing_zeros() as usize) as Cell;
                pieces &= pieces - 1;
                if !passed_over(self, from) {
                    self.moves_from(from, OWN, rules_mask, dedupe, out);
                }
            }
        }
    }

    /// Moves of the pieces nobody owns by the rules of `rules_mask` (those whose `from` names
    /// `neutral`): each moves as the mover's own piece would, facing the mover's way.
    #[cold]
    pub(super) fn neutral_moves(&mut self, rules_mask: u64, dedupe: bool, out: &mut Vec<Action>) {
        for from in 0..self.position.board.len() as Cell {
            if self.position.class(from, self.player) == BLOCKED {
                self.moves_from(from, BLOCKED, rules_mask, dedupe, out);
            }
        }
    }

    /// The moves of the piece on `from`, which is of `class` for the mover: `OWN`, or
    /// `BLOCKED` for a piece nobody owns.
    pub(super) fn moves_from(
        &mut self,
        from: Cell,
        class: u8,
        rules_mask: u64,
        dedupe: bool,
        out: &mut Vec<Action>,
    ) {
        let piece = self.position.board[from as usize];
        let kind = kind_of(piece);
        // A neutral piece faces the way of the player who moves it.
        let side = if class == OWN { side_of(piece) } else { self.player };
        let rules_of_kind = rules_mask & self.rules.moves_of_kind[kind as usize];
        let repeats = &self.rules.repeats;
        let dedupe = dedupe && (repeats.rays_meet || repeats.meet_among(rules_of_kind));
        if dedupe {
            self.seen[..self.position.words].iter_mut().for_each(|w| *w = 0);
        }
        // A rule that may decline its moves leaves them to later rules too: the cells it
        // reaches are forgotten once it is listed (`seen` is kept in its second half meanwhile).
        let words = self.position.words;
        let mut forgotten = false;
        for id in BitIter(rules_of_kind) {
            if forgotten {
                self.seen.copy_within(words..2 * words, 0);
                forgotten = false;
            }
            let rule = &self.rules.actions[id as usize];
            let Motion::Move { from: from_test, movement, reach, .. } = &rule.motion else {
                continue;
            };
            let from_test = &from_test[self.context];
            if !from_test.accepts(from, class) {
                continue;
            }
            if from_test.is_dynamic() && !self.state.member(from_test, from, self.view) {
                continue;
            }
            if dedupe && self.rules.repeats.declines & 1 << id != 0 {
                self.seen.copy_within(..words, words);
                forgotten = true;
            }
            let emit = Emit { id, from, kind, side, dedupe };
            if rule.needs_position {
                // A `top` rule is always walked (`top.rs`), so other rules never ask; an
                // `abreast` rule walks its lines (`abreast.rs`).
                match (&rule.top, rule.abreast) {
                    (None, None) => self.walk(emit, movement, out),
                    (Some(top), _) => self.top_moves(emit, top, movement, out),
                    (None, Some(most)) => self.abreast_moves(emit, most, movement, out),
                }
                continue;
            }
            // A leap `through` a set needs the position, so it is walked above.
            if let Movement::Leap { paths, targets, to, .. } = movement {
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
            if let Movement::Step { to, .. } = movement
                && let Some(steps) = &self.rules.steps[id as usize]
            {
                self.steps(emit, steps.from(side as usize, from), &to[self.context], out);
                continue;
            }
            let reach = reach[self.context][from as usize] & movement.dirs(side as usize);
            self.movement(emit, movement, reach, out);
        }
        if forgotten {
            self.seen.copy_within(words..2 * words, 0);
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
        // A rule that may decline its move hides it from no later rule.
        let declines = rules.repeats.declines;
        out.iter().any(|&a| {
            a.from == emit.from
                && a.to == to
                && a.rule != emit.id
                && declines & 1 << a.rule == 0
                && path(a) == mine
        })
    }

    /// How many first steps along `d` repeat an earlier direction of the movement (a ring that
    /// follows a line): moves ending within them are that direction's.
    #[inline]
    fn shadow(&self, emit: Emit, movement: &Movement, d: u8) -> u32 {
        self.rules.paths.shadow(emit.from, d, movement.dirs(emit.side as usize))
    }

    /// Whether some neighbour of `from` holds a class the first cell of a hop needs (a piece
    /// to jump, most often); when none does, the hop has nothing to try (a cheap test on bit
    /// sets). A step tries its few cells faster than the test would.
    #[inline]
    fn first_cell_possible(&self, from: Cell, movement: &Movement, reach: DirMask) -> bool {
        let Movement::Hop { over, .. } = movement else { return true };
        // The bit sets hold neighbours only: a hop along a hex board's diagonal starts further.
        if reach & !self.rules.geometry.neighbours != 0 {
            return true;
        }
        let classes = over[self.context].classes;
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

    /// The steps of a piece to those of its first cells (`StepTargets`) that take it.
    #[inline]
    fn steps(&mut self, emit: Emit, targets: &[(u8, Cell)], to: &CellTest, out: &mut Vec<Action>) {
        for &(d, next) in targets {
            if to.accepts(next, self.position.class(next, self.player)) {
                self.emit(emit, d, next, out);
            }
        }
    }

    /// The actions of one movement from one cell, in the directions `reach` leaves open.
    fn movement(&mut self, emit: Emit, movement: &Movement, reach: DirMask, out: &mut Vec<Action>) {
        if reach == 0 || !self.first_cell_possible(emit.from, movement, reach) {
            return;
        }
        let geometry: &Geometry = &self.rules.geometry;
        let position = self.position;
        let player = self.player;
        let from = emit.from;
        let p = self.context;
        let accepts = |test: &CellTest, cell: Cell| test.accepts(cell, position.class(cell, player));
        match movement {
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
            // Steps read their table (`steps`), leaps theirs in `moves_from`.
            Movement::Step { .. } | Movement::Leap { .. } | Movement::Anywhere { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests;

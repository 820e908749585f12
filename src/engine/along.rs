//! Along: `move … along TRACK exactly …` — each piece of the mover on their route (and one of
//! each kind in hand, where the route starts `off`) goes so many cells on, over whatever lies
//! between, onto a cell of `to`, or off the board past the route's end (`or off`; `or beyond`
//! also by more, for the piece furthest back). A move that reads the dice uses up the value it
//! goes by. In a game with stacks the top piece goes, onto the stack it reaches.

use super::action::Action;
use super::apply::fresh;
use super::generate::BitIter;
use super::position::{kind_of, owner_of, piece};
use super::state::State;
use crate::compile::along::{Landing, Route};
use crate::compile::dice::{MAX_POOL, Pool};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{Distance, KindMask, Leaving, Motion, PlayerId};

impl State {
    /// The distances a move may go now: the count written, each distinct value of the pool,
    /// or the pool's total (none when the pool is empty).
    pub(super) fn along_distances(&self, distance: &Distance) -> ([u8; MAX_POOL], usize) {
        let mut steps = [0u8; MAX_POOL];
        let pool = &self.s.pool;
        let count = match distance {
            Distance::Cells(n) => {
                steps[0] = (*n).min(255) as u8;
                1
            }
            Distance::DiceTotal if !pool.is_empty() => {
                steps[0] = pool.total().min(255) as u8;
                1
            }
            Distance::Die => pool.distinct().zip(steps.iter_mut()).map(|(v, s)| *s = v).count(),
            _ => 0,
        };
        (steps, count)
    }

    /// The actions of the `along` rules of `rules`.
    pub(crate) fn along_actions(&self, rules: u64, out: &mut Vec<Action>) {
        let player = self.s.to_move;
        let (context, view) = (self.context(), self.view());
        for id in BitIter(rules) {
            let Motion::Along { kinds, from, enters, routes, distance, to, off } =
                &self.rules.actions[id as usize].motion
            else {
                continue;
            };
            let route: &Route = &self.rules.routes[routes[player as usize] as usize];
            let lands =
                |cell: Cell| to.as_ref().is_some_and(|to| self.member_unless_sure(&to[context], cell, view));
            let (steps, count) = self.along_distances(distance);
            for &step in &steps[..count] {
                if *enters && let Landing::Cell(cell) = route.landing(NO_CELL, u32::from(step)) {
                    for kind in (0..self.rules.kinds.len() as u8).filter(|&k| kinds & 1 << k != 0) {
                        if self.position.hand(player, kind) > 0 && lands(cell) {
                            out.push(Action {
                                rule: id,
                                kind,
                                dir: step,
                                promote: 0,
                                from: NO_CELL,
                                to: cell,
                            });
                        }
                    }
                }
                let Some(from) = from else { continue };
                for &cell in &route.cells {
                    if !self.moves_on(cell, player, *kinds) || !self.member(&from[context], cell, view) {
                        continue;
                    }
                    let leaves = match route.landing(cell, u32::from(step)) {
                        Landing::Cell(there) => {
                            if lands(there) {
                                out.push(Action::movement(id, step, cell, there));
                            }
                            false
                        }
                        Landing::Off => *off != Leaving::Never,
                        Landing::Nowhere => {
                            *off == Leaving::OrBeyond
                                && route.overshoots(cell, u32::from(step))
                                && self.rearmost(route, cell, player, *kinds)
                        }
                    };
                    if leaves {
                        out.push(Action::movement(id, step, cell, NO_CELL));
                    }
                }
            }
        }
    }

    /// Whether the top piece of `cell` is the player's, of the kinds.
    fn moves_on(&self, cell: Cell, player: PlayerId, kinds: KindMask) -> bool {
        let top = self.position.board[cell as usize];
        top != 0 && owner_of(top) == player && kinds & 1 << kind_of(top) != 0
    }

    /// Whether no piece of the player's (of the kinds) stands behind `cell` on the route, nor
    /// waits in hand to enter it.
    pub(super) fn rearmost(&self, route: &Route, cell: Cell, player: PlayerId, kinds: KindMask) -> bool {
        let place = route.place_of(cell) as usize;
        let in_hand = route.enters
            && (0..self.rules.kinds.len() as u8)
                .any(|k| kinds & 1 << k != 0 && self.position.hand(player, k) > 0);
        !in_hand && !route.cells[..place - 1].iter().any(|&c| self.moves_on(c, player, kinds))
    }

    /// Whether rule `rule` makes `action` now.
    pub(crate) fn along_fits(&self, rule: u8, action: Action) -> bool {
        let mut made = Vec::new();
        self.along_actions(1 << rule, &mut made);
        made.contains(&action)
    }

    /// Plays a move along a track: from the hand (`from` is `NO_CELL`), on, or off the board
    /// (`to` is `NO_CELL`); the pieces landed on go to a hand as `capture to …` says, or leave.
    /// Returns how many pieces it took.
    pub(crate) fn move_along(&mut self, action: Action) -> u32 {
        let player = self.s.to_move;
        let rules = std::sync::Arc::clone(&self.rules);
        let Motion::Along { distance, .. } = &rules.actions[action.rule as usize].motion else { return 0 };
        self.s.pool = match distance {
            Distance::Die => self.s.pool.without(action.dir),
            Distance::DiceTotal => Pool::EMPTY,
            _ => self.s.pool,
        };
        self.changed.push(if action.to == NO_CELL { action.from } else { action.to });
        if rules.stacks {
            return self.move_along_stacks(action, player);
        }
        let moving = match action.from {
            NO_CELL => {
                self.position.add_to_hand(player, action.kind, -1);
                fresh(&rules, piece(action.kind, player))
            }
            from => {
                let moving = self.position.board[from as usize];
                self.position.set(from, 0);
                moving
            }
        };
        if action.to == NO_CELL {
            return 0;
        }
        let taken = self.position.board[action.to as usize];
        self.position.set(action.to, moving);
        self.give_to_hands(&[taken], player)
    }

    /// `move_along` in a game with stacks: the top piece goes onto the stack it reaches, and a
    /// stack of another player's there is taken whole.
    fn move_along_stacks(&mut self, action: Action, player: PlayerId) -> u32 {
        if !self.position.has_values() {
            return self.move_top_along(action, player);
        }
        let moving = match action.from {
            NO_CELL => {
                self.position.add_to_hand(player, action.kind, -1);
                let placed = fresh(&self.rules, piece(action.kind, player));
                self.position.fresh_column(placed, action.kind)
            }
            from => {
                let mut column = self.position.column(from);
                let top = column.take_top(1);
                self.position.set_column(from, column);
                top
            }
        };
        if action.to == NO_CELL {
            return 0;
        }
        let mut there = self.position.column(action.to);
        let top = self.position.board[action.to as usize];
        let mut taken = 0;
        if top != 0 && owner_of(top) != player {
            let pieces = there.take_top(usize::MAX).pieces().to_vec();
            taken = self.give_to_hands(&pieces, player);
        }
        there.put_on(moving);
        self.position.set_column(action.to, there);
        taken
    }

    /// `move_along_stacks` in a game whose pieces carry no numbers, the hot path of a race game:
    /// the top piece is taken off one stack and put on another, each logged as that one piece,
    /// so that neither stack is copied (the pieces as `Column` would move them, in their order).
    fn move_top_along(&mut self, action: Action, player: PlayerId) -> u32 {
        let moving = match action.from {
            NO_CELL => {
                self.position.add_to_hand(player, action.kind, -1);
                fresh(&self.rules, piece(action.kind, player))
            }
            from => {
                let top = self.position.board[from as usize];
                let revealed = self.position.pop_below(from).unwrap_or(0);
                self.position.set(from, revealed);
                top
            }
        };
        if action.to == NO_CELL {
            return 0;
        }
        let there = self.position.board[action.to as usize];
        let mut taken = 0;
        if there != 0 && owner_of(there) != player {
            // Another player's stack is taken whole, bottom first.
            if !self.position.below(action.to).is_empty() {
                let below = self.position.below(action.to).to_vec();
                taken = self.give_to_hands(&below, player);
                self.position.clear_below(action.to);
            }
            taken += self.give_to_hands(&[there], player);
        } else if there != 0 {
            self.position.push_below(action.to, there);
        }
        self.position.set(action.to, moving);
        taken
    }

    /// Pieces taken off the board go to their owner's hand (`capture to owner hand`), the
    /// mover's (`capture to hand`), or out of the game; returns how many there were.
    fn give_to_hands(&mut self, pieces: &[super::Piece], player: PlayerId) -> u32 {
        let rules = std::sync::Arc::clone(&self.rules);
        let mut count = 0;
        for &taken in pieces.iter().filter(|&&p| p != 0) {
            let base = rules.pieces.base[kind_of(taken) as usize];
            if rules.pieces.capture_to_owner {
                self.position.add_to_hand(owner_of(taken), base, 1);
            } else if rules.pieces.capture_to_hand {
                self.position.add_to_hand(player, base, 1);
            }
            count += 1;
        }
        count
    }
}

#[cfg(test)]
mod tests;

//! Attack: whether a player's royal piece is attacked (`check`) — some piece another player
//! in play controls could move onto it by a rule that can capture.

use super::action::Action;
use super::cells::View;
use super::flying::Flight;
use super::generate::BitIter;
use super::position::{kind_of, owner_of, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionId, CellTest, ENEMY, Motion, Movement, ONWARD, PlayerId};
use std::sync::atomic::{AtomicU64, Ordering};

impl State {
    /// Whether a royal piece of `player` is attacked; remembered until the position changes.
    pub(crate) fn in_check(&self, player: PlayerId) -> bool {
        if self.rules.pieces.royal == 0 {
            return false;
        }
        let (epoch, known, checked) = self.checks.get();
        let now = self.epoch & EPOCH_MASK;
        let bit = 1u8 << player;
        if epoch == now && known & bit != 0 {
            return checked & bit != 0;
        }
        let answer = self.attacked_royal(player);
        let (known, checked) = if epoch == now { (known, checked) } else { (0, 0) };
        self.checks.set(now, known | bit, if answer { checked | bit } else { checked });
        answer
    }

    /// Whether a royal piece of `player` is attacked, if that is known for the position as it
    /// stands (`in_check` asked already).
    pub(crate) fn check_known(&self, player: PlayerId) -> Option<bool> {
        if self.rules.pieces.royal == 0 {
            return Some(false);
        }
        let (epoch, known, checked) = self.checks.get();
        let bit = 1u8 << player;
        (epoch == self.epoch & EPOCH_MASK && known & bit != 0).then_some(checked & bit != 0)
    }

    fn attacked_royal(&self, player: PlayerId) -> bool {
        for (word, &bits) in self.position.royal_of(player).iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let cell = (word * 64 + bits.trailing_zeros() as usize) as Cell;
                bits &= bits - 1;
                if self.attacked(cell, player) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether a piece of an enemy of `player` in play could move onto `target`, held by `player`.
    pub(crate) fn attacked(&self, target: Cell, player: PlayerId) -> bool {
        for attacker in 0..self.rules.player_count() as PlayerId {
            if !self.rules.enemies(attacker, player) || !self.in_play(attacker) {
                continue;
            }
            let watchers = self.rules.watchers(target);
            for (word, (&bits, &watching)) in
                self.position.owned_by(attacker).iter().zip(watchers).enumerate()
            {
                let mut bits = bits & watching;
                while bits != 0 {
                    let from = (word * 64 + bits.trailing_zeros() as usize) as Cell;
                    bits &= bits - 1;
                    let piece = self.position.board[from as usize];
                    if self.rules.sees(kind_of(piece), side_of(piece), from, target)
                        && self.attacks(from, target, attacker)
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether the piece on `from`, which `attacker` controls, could move onto `target`.
    fn attacks(&self, from: Cell, target: Cell, attacker: PlayerId) -> bool {
        let rules = &self.rules;
        let piece = self.position.board[from as usize];
        let (kind, side) = (kind_of(piece), side_of(piece) as usize);
        let context = rules.context(attacker, self.s.memory);
        let view = View { player: attacker, last: self.s.last };
        let geometry = &rules.geometry;
        // The target is taken to hold an enemy piece; a cell set that looks further is read on
        // the position as it is.
        let lands = |to: &CellTest| {
            to.accepts(target, ENEMY)
                && to.dynamic.as_deref().is_none_or(|set| self.in_set(set, target, view))
        };
        let passes = |test: &CellTest, cell: Cell| self.member(test, cell, view);
        rules.actions.iter().enumerate().filter(|(_, a)| a.captures).any(|(id, action)| {
            let Motion::Move { kinds, from: from_test, movement, .. } = &action.motion else { return false };
            if kinds & 1 << kind == 0 || !self.member(&from_test[context], from, view) {
                return false;
            }
            let dirs = match movement.dirs(side) {
                d if d & ONWARD != 0 => (d & !ONWARD) | self.onward().map_or(0, |o| 1 << o),
                d => d,
            };
            // The direction (or a leap's path) of a move onto the target, if the rule makes one.
            let found: Option<u8> = match movement {
                Movement::Step { to, .. } => lands(&to[context])
                    .then(|| BitIter(u64::from(dirs)).find(|&d| geometry.step(from, d) == target))
                    .flatten(),
                Movement::Slide { through, to, exactly, .. } => lands(&to[context])
                    .then(|| {
                        BitIter(u64::from(dirs)).find(|&d| {
                            let mut cell = geometry.step(from, d);
                            let mut gone = 1;
                            while cell != NO_CELL && cell != from && cell != target {
                                if !passes(&through[context], cell) {
                                    return false;
                                }
                                cell = geometry.step(cell, d);
                                gone += 1;
                            }
                            cell == target
                                && exactly.as_ref().is_none_or(|e| {
                                    let view = View { player: self.s.to_move, last: self.s.last };
                                    let sets = (&through[context], &to[context]);
                                    self.exact_distance(e, context, sets, (from, d), view, 0) == gone
                                })
                        })
                    })
                    .flatten(),
                Movement::Leap { paths, targets, through, to } => {
                    let start = (side * self.position.board.len() + from as usize) * paths;
                    lands(&to[context])
                        .then(|| {
                            (start..start + paths).find(|&path| {
                                targets[path] == target
                                    && through
                                        .as_ref()
                                        .is_none_or(|t| t.passed(path).all(|c| passes(&t.test[context], c)))
                            })
                        })
                        .flatten()
                        .map(|path| (path - start) as u8)
                }
                // A flying hop takes only the first piece past the cell it jumps (the cannon):
                // the royal piece must be one of its landings.
                Movement::Hop { flying: true, through, over, to, .. } => {
                    let through = through.as_ref().map(|t| &t[context]);
                    let flight = Flight { through, over: &over[context], to: &to[context] };
                    lands(&to[context])
                        .then(|| {
                            BitIter(u64::from(dirs))
                                .find(|&d| self.flying_landings(from, d, flight, view).any(|c| c == target))
                        })
                        .flatten()
                }
                Movement::Hop { run, over, to, .. } => lands(&to[context])
                    .then(|| {
                        BitIter(u64::from(dirs)).find(|&d| {
                            let mut cell = geometry.step(from, d);
                            let mut jumped = 0;
                            while cell != NO_CELL && cell != target && passes(&over[context], cell) {
                                jumped += 1;
                                cell = geometry.step(cell, d);
                                if !run {
                                    break;
                                }
                            }
                            cell == target && jumped >= 1
                        })
                    })
                    .flatten(),
                Movement::Anywhere { to } => (target != from && lands(&to[context])).then_some(0),
            };
            match (found, &action.requires) {
                (None, _) => false,
                (Some(_), None) => true,
                (Some(dir), Some(_)) => {
                    self.requirement_allows(Action::movement(id as ActionId, dir, from, target), attacker)
                }
            }
        })
    }

    /// Whether the move, by a rule with a `requires`, meets it when `attacker` plays it: judged
    /// on a copy of the position with the move played. Inside that judgement a `requires` is
    /// not judged again (a `check` it reads takes moves as they go), so the question ends.
    #[inline(never)]
    fn requirement_allows(&self, action: Action, attacker: PlayerId) -> bool {
        if self.judging_requirement {
            return true;
        }
        let mut scratch = self.clone();
        scratch.judging_requirement = true;
        scratch.s.to_move = attacker;
        scratch.apply(action);
        let rules = std::sync::Arc::clone(&self.rules);
        rules.actions[action.rule as usize].requires.as_ref().is_none_or(|r| scratch.judge(r, attacker))
    }

    /// Whether the player still plays (has not been put out).
    #[inline]
    pub(crate) fn in_play(&self, player: PlayerId) -> bool {
        self.s.out & 1 << player == 0
    }
}

const EPOCH_MASK: u64 = (1 << 48) - 1;

/// `State::checks`: which players are known to be in check, and for which position.
#[derive(Debug, Default)]
pub(crate) struct Checks(AtomicU64);

impl Checks {
    /// The whole word, for an undo frame to keep.
    #[inline]
    pub(crate) fn raw(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }

    #[inline]
    pub(crate) fn set_raw(&self, word: u64) {
        self.0.store(word, Ordering::Relaxed);
    }

    #[inline]
    fn get(&self) -> (u64, u8, u8) {
        let word = self.0.load(Ordering::Relaxed);
        (word & EPOCH_MASK, (word >> 48) as u8, (word >> 56) as u8)
    }

    #[inline]
    fn set(&self, epoch: u64, known: u8, checked: u8) {
        self.0.store(epoch | u64::from(known) << 48 | u64::from(checked) << 56, Ordering::Relaxed);
    }
}

impl Clone for Checks {
    fn clone(&self) -> Checks {
        Checks(AtomicU64::new(self.0.load(Ordering::Relaxed)))
    }
}

/// Whether the piece is a royal piece someone controls.
pub(crate) fn is_live_royal(royal: u64, piece: super::Piece) -> bool {
    piece != 0 && royal & 1 << kind_of(piece) != 0 && owner_of(piece) != super::position::NOBODY
}

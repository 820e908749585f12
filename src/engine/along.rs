//! Along: `move … along TRACK exactly …` — each piece of the mover on their route (and one of
//! each kind in hand, where the route starts `off`) goes so many cells on, over whatever lies
//! between, onto a cell of `to`, or off the board past the route's end with `or off`. A move
//! that reads the dice uses up the value it goes by.

use super::action::Action;
use super::apply::fresh;
use super::generate::BitIter;
use super::position::{kind_of, owner_of, piece};
use super::state::State;
use crate::compile::along::{Landing, Route};
use crate::compile::dice::{MAX_POOL, Pool};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{Distance, Motion};

impl State {
    /// The distances a move may go now: the count written, each distinct value of the pool,
    /// or the pool's total (none when the pool is empty).
    fn along_distances(&self, distance: &Distance) -> ([u8; MAX_POOL], usize) {
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
            let Motion::Along { kinds, from, routes, distance, to, off } =
                &self.rules.actions[id as usize].motion
            else {
                continue;
            };
            let route: &Route = &self.rules.routes[routes[player as usize] as usize];
            let (steps, count) = self.along_distances(distance);
            for &step in &steps[..count] {
                let lands = |cell: Cell| self.member(&to[context], cell, view);
                if route.enters {
                    for kind in (0..self.rules.kinds.len() as u8).filter(|&k| kinds & 1 << k != 0) {
                        if self.position.hand(player, kind) == 0 {
                            continue;
                        }
                        if let Landing::Cell(cell) = route.landing(NO_CELL, u32::from(step))
                            && lands(cell)
                        {
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
                for &cell in &route.cells {
                    let moving = self.position.board[cell as usize];
                    if moving == 0
                        || owner_of(moving) != player
                        || kinds & 1 << kind_of(moving) == 0
                        || !self.member(&from[context], cell, view)
                    {
                        continue;
                    }
                    match route.landing(cell, u32::from(step)) {
                        Landing::Cell(there) if lands(there) => {
                            out.push(Action::movement(id, step, cell, there))
                        }
                        Landing::Off if *off => out.push(Action::movement(id, step, cell, NO_CELL)),
                        _ => {}
                    }
                }
            }
        }
    }

    /// Whether rule `rule` makes `action` now.
    pub(crate) fn along_fits(&self, rule: u8, action: Action) -> bool {
        let mut made = Vec::new();
        self.along_actions(1 << rule, &mut made);
        made.contains(&action)
    }

    /// Plays a move along a track: from the hand (`from` is `NO_CELL`), on, or off the board
    /// (`to` is `NO_CELL`); a piece landed on goes to a hand as `capture to …` says, or leaves.
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
            self.changed.push(action.from);
            return 0;
        }
        self.changed.push(action.to);
        let taken = self.position.board[action.to as usize];
        self.position.set(action.to, moving);
        if taken == 0 {
            return 0;
        }
        let base = rules.pieces.base[kind_of(taken) as usize];
        if rules.pieces.capture_to_owner {
            self.position.add_to_hand(owner_of(taken), base, 1);
        } else if rules.pieces.capture_to_hand {
            self.position.add_to_hand(player, base, 1);
        }
        1
    }
}

//! Verify: whether one given action is legal, decided by walking that action alone — an
//! independent check of generation (the two must agree exactly; a property test holds them to it).

use super::action::{Action, END, PASS};
use super::position::{kind_of, owner_of, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionId, CellTest, Motion, Movement, OWN};

impl State {
    /// Whether `action` may be played now, exactly as `legal_actions` would list it.
    pub fn is_legal(&mut self, action: Action) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        match action.rule {
            PASS => action == Action::pass() && !self.has_legal_action(),
            END => action == Action::end() && self.end_allowed() && self.refusal(action).is_none(),
            rule => {
                let allowed = self.allowed();
                (rule as usize) < self.rules.actions.len()
                    && allowed & 1 << rule != 0
                    && self.shape_fits(rule, action)
                    && !self.earlier_rule_makes(rule, action, allowed)
                    && self.refusal(action).is_none()
            }
        }
    }

    /// Generation offers each distinct action once, under the first rule that makes it.
    fn earlier_rule_makes(&self, rule: ActionId, action: Action, allowed: u64) -> bool {
        let place = self.rules.actions[rule as usize].is_place();
        (0..rule)
            .filter(|&r| allowed & 1 << r != 0 && self.rules.actions[r as usize].is_place() == place)
            .any(|r| {
                let dirs = if place { 0..1 } else { 0..self.rules.max_dir() };
                dirs.into_iter().any(|dir| self.shape_fits(r, Action { rule: r, dir, ..action }))
            })
    }

    /// Whether the rule's motion produces exactly this action from the current position.
    fn shape_fits(&self, rule: ActionId, action: Action) -> bool {
        let player = self.context();
        let cells = self.position.board.len() as Cell;
        if action.to >= cells {
            return false;
        }
        let accepts =
            |test: &CellTest, cell: Cell| test.accepts(cell, self.position.class(cell, self.s.to_move));
        match &self.rules.actions[rule as usize].motion {
            Motion::Place { kinds, on } => {
                action.from == NO_CELL
                    && action.dir == 0
                    && !action.promote
                    && (action.kind as usize) < self.rules.kinds.len()
                    && kinds & 1 << action.kind != 0
                    && self.position.hand(self.s.to_move, action.kind) > 0
                    && accepts(&on[player], action.to)
            }
            Motion::Move { kinds, from, movement, .. } => {
                if action.from >= cells || action.kind != 0 {
                    return false;
                }
                let piece = self.position.board[action.from as usize];
                piece != 0
                    && owner_of(piece) == self.s.to_move
                    && kinds & 1 << kind_of(piece) != 0
                    && from[player].accepts(action.from, OWN)
                    && !self.takes_royal(action.to)
                    && self.promotion_fits(piece, action)
                    && self.path_fits(movement, side_of(piece) as usize, action, &accepts)
            }
        }
    }

    /// A royal piece in play is never taken.
    fn takes_royal(&self, to: Cell) -> bool {
        super::attack::is_live_royal(self.rules.pieces.royal, self.position.board[to as usize])
    }

    /// A promoting move needs a kind that promotes and a start or end in the side's zone.
    fn promotion_fits(&self, piece: crate::engine::Piece, action: Action) -> bool {
        if !action.promote {
            return true;
        }
        let promotion = &self.rules.pieces.promotion[kind_of(piece) as usize];
        promotion.as_ref().is_some_and(|p| p.allows(side_of(piece), action.from, action.to))
    }

    fn path_fits(
        &self,
        movement: &Movement,
        side: usize,
        action: Action,
        accepts: &impl Fn(&CellTest, Cell) -> bool,
    ) -> bool {
        let player = self.context();
        let geometry = &self.rules.geometry;
        let d = action.dir;
        if let Movement::Leap { paths, targets, to } = movement {
            let cells = self.position.board.len();
            return (d as usize) < *paths
                && targets[(side * cells + action.from as usize) * paths + d as usize] == action.to
                && accepts(&to[player], action.to);
        }
        if d as usize >= geometry.direction_count() {
            return false;
        }
        let dirs = movement.dirs(side);
        let step = |cell: Cell| geometry.step(cell, d);
        match movement {
            Movement::Leap { .. } => false,
            Movement::Step { to, .. } => {
                dirs & 1 << d != 0 && step(action.from) == action.to && accepts(&to[player], action.to)
            }
            Movement::Slide { through, to, .. } => {
                if dirs & 1 << d == 0 {
                    return false;
                }
                let mut cell = step(action.from);
                while cell != NO_CELL && cell != action.to && cell != action.from {
                    if !accepts(&through[player], cell) {
                        return false;
                    }
                    cell = step(cell);
                }
                cell == action.to && accepts(&to[player], action.to)
            }
            Movement::Hop { run, over, to, .. } => {
                if dirs & 1 << d == 0 {
                    return false;
                }
                let mut cell = step(action.from);
                let mut jumped = 0;
                while cell != NO_CELL
                    && cell != action.to
                    && cell != action.from
                    && accepts(&over[player], cell)
                {
                    jumped += 1;
                    cell = step(cell);
                }
                let count_ok = if *run { jumped >= 1 } else { jumped == 1 };
                // A run ends at the first cell that cannot be jumped: that is where the hop lands.
                let lands_here = !*run || !accepts(&over[player], cell);
                count_ok
                    && cell == action.to
                    && cell != NO_CELL
                    && cell != action.from
                    && lands_here
                    && accepts(&to[player], cell)
            }
        }
    }
}

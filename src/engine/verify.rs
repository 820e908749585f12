//! Verify: whether one given action is legal, decided by walking that action alone — an
//! independent check of generation (the two must agree exactly; a property test holds them to it).

use super::action::{Action, END, PASS, ROLL};
use super::flying::Flight;
use super::position::{NOBODY, kind_of, owner_of, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionId, BLOCKED, CellTest, Motion, Movement, ONWARD, OWN};
use crate::compile::turn::PASS_BIT;

impl State {
    /// Whether `action` may be played now, exactly as `legal_actions` would list it.
    pub fn is_legal(&mut self, action: Action) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        let allowed_by_rules = match action.rule {
            PASS => {
                let written = self.rules.turn.states[self.s.turn_state as usize].allowed & PASS_BIT != 0;
                action == Action::pass() && (written || !self.has_legal_action())
            }
            END => action == Action::end() && self.end_allowed() && self.refusal(action).is_none(),
            ROLL => {
                let mut outcomes = Vec::new();
                self.roll_actions(&mut outcomes);
                self.is_chance() && outcomes.contains(&action)
            }
            rule => {
                let allowed = self.allowed_now();
                (rule as usize) < self.rules.actions.len()
                    && allowed & 1 << rule != 0
                    && self.shape_fits(rule, action)
                    && !self.earlier_rule_makes(rule, action, allowed)
                    && self.refusal(action).is_none()
            }
        };
        allowed_by_rules && self.first_in_priority(action)
    }

    /// Under `priority`, whether no legal action of an earlier group stands before this one
    /// (and, with `most`, whether it is among those that can take most).
    fn first_in_priority(&mut self, action: Action) -> bool {
        if self.rules.priority.is_empty() && self.rules.most.is_empty() {
            return true;
        }
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if !self.rules.most.is_empty() {
            return legal.contains(&action);
        }
        legal.first().is_none_or(|&best| self.level(best) >= self.level(action))
    }

    /// Generation offers each distinct action once, under the first rule that makes it: among
    /// placements, among removals, among flips, among moves. A rule that may decline an action
    /// (`Repeats::declines`) hides it from no later rule: `refusal` judges that case.
    fn earlier_rule_makes(&self, rule: ActionId, action: Action, allowed: u64) -> bool {
        let hides = allowed & !self.rules.repeats.declines;
        (0..rule).filter(|&r| hides & 1 << r != 0).any(|r| self.made_by(r, action).is_some())
    }

    /// The same action as `action` made by rule `rule` (the same cells, kind and promotion, by
    /// the same path), if that rule makes it here.
    pub(super) fn made_by(&self, rule: ActionId, action: Action) -> Option<Action> {
        let group = |r: ActionId| match &self.rules.actions[r as usize].motion {
            Motion::Place { .. } => 0,
            Motion::Take { flip: None, .. } => 1,
            Motion::Take { flip: Some(_), .. } => 2,
            Motion::Move { .. } => 3,
            Motion::Swap => 4,
            Motion::Sow { .. } => 5,
            Motion::Along { .. } => 6,
        };
        if action.is_word() || group(rule) != group(action.rule) {
            return None;
        }
        let moves = group(rule) == 3;
        // A move may go by another direction; anything else keeps its own (a shape's turn).
        let dirs = if moves { 0..self.rules.max_dir() } else { action.dir..action.dir + 1 };
        dirs.into_iter()
            .map(|dir| Action { rule, dir, ..action })
            .find(|&same| self.shape_fits(rule, same) && (!moves || self.same_path(same, action)))
    }

    /// Whether `cell` is in the set for the player to act.
    fn in_cells(&self, test: &CellTest, cell: Cell) -> bool {
        self.member(test, cell, self.view())
    }

    /// Whether two moves between the same cells pass the same cells (always, unless notation
    /// names their paths).
    fn same_path(&self, a: Action, b: Action) -> bool {
        !self.rules.paths.names_path(a.from, a.to) || self.path_of(a) == self.path_of(b)
    }

    /// Whether the rule's motion produces exactly this action from the current position.
    fn shape_fits(&self, rule: ActionId, action: Action) -> bool {
        let context = self.context();
        let motion = &self.rules.actions[rule as usize].motion;
        if let Motion::Swap = motion {
            return action == Action::swap(rule);
        }
        if let Motion::Along { .. } = motion {
            return self.along_fits(rule, action);
        }
        let cells = self.position.board.len() as Cell;
        if action.to >= cells {
            return false;
        }
        let placed_on_cell = action.from == NO_CELL && action.dir == 0 && action.promote == 0;
        match motion {
            Motion::Place { kinds, on, covering, .. }
                if covering.is_some() || self.rules.shapes.has(action.kind) =>
            {
                (action.kind as usize) < self.rules.kinds.len()
                    && kinds & 1 << action.kind != 0
                    && self.position.hand(self.s.to_move, action.kind) > 0
                    && self.cover_fits(action, &on[context], covering.as_ref().map(|c| &c[context]))
            }
            Motion::Place { kinds, on, .. } => {
                placed_on_cell
                    && (action.kind as usize) < self.rules.kinds.len()
                    && kinds & 1 << action.kind != 0
                    && self.position.hand(self.s.to_move, action.kind) > 0
                    && self.in_cells(&on[context], action.to)
            }
            Motion::Take { kinds, at, .. } => {
                let piece = self.position.board[action.to as usize];
                placed_on_cell
                    && action.kind == 0
                    && piece != 0
                    && kinds & 1 << kind_of(piece) != 0
                    && !self.takes_royal(action.to)
                    && self.in_cells(&at[context], action.to)
            }
            Motion::Move { kinds, from, movement, neutral, .. } => {
                let (top, abreast) = (
                    self.rules.actions[rule as usize].top.as_ref(),
                    self.rules.actions[rule as usize].abreast,
                );
                let counted = match abreast {
                    None => self.count_fits(top, context, action),
                    Some(most) => action.from < cells && self.line_fits(most, action),
                };
                if action.from >= cells || !counted {
                    return false;
                }
                let piece = self.position.board[action.from as usize];
                // A neutral piece moves for the mover, facing the mover's way.
                let (owner, class, side) = match neutral {
                    false => (self.s.to_move, OWN, side_of(piece)),
                    true => (NOBODY, BLOCKED, self.s.to_move),
                };
                piece != 0
                    && owner_of(piece) == owner
                    && kinds & 1 << kind_of(piece) != 0
                    && from[context].accepts(action.from, class)
                    && self.in_cells(&from[context], action.from)
                    && !self.takes_royal(action.to)
                    && self.promotion_fits(piece, side, action)
                    && self.path_fits(movement, side as usize, action)
            }
            Motion::Sow { from, .. } => self.sow_fits(&from[context], action),
            Motion::Swap | Motion::Along { .. } => unreachable!("answered above"),
        }
    }

    /// A royal piece in play is never taken.
    fn takes_royal(&self, to: Cell) -> bool {
        super::attack::is_live_royal(self.rules.pieces.royal, self.position.board[to as usize])
    }

    /// A promoting move needs a kind the piece promotes to and a start or end in its side's zone.
    fn promotion_fits(&self, piece: crate::engine::Piece, side: u8, action: Action) -> bool {
        if action.promote == 0 {
            return true;
        }
        let promotion = &self.rules.pieces.promotion[kind_of(piece) as usize];
        promotion
            .as_ref()
            .is_some_and(|p| p.to.contains(&(action.promote - 1)) && p.allows(side, action.from, action.to))
    }

    fn path_fits(&self, movement: &Movement, side: usize, action: Action) -> bool {
        let context = self.context();
        let geometry = &self.rules.geometry;
        let d = action.dir;
        match movement {
            Movement::Leap { paths, targets, through, to } => {
                let cells = self.position.board.len();
                let start = (side * cells + action.from as usize) * paths;
                let open = |path: usize| {
                    through
                        .as_ref()
                        .is_none_or(|t| t.passed(start + path).all(|c| self.in_cells(&t.test[context], c)))
                };
                // Two paths that land on one cell make one move: the first open path's.
                let d = d as usize;
                return d < *paths
                    && targets[start + d] == action.to
                    && open(d)
                    && !(0..d).any(|q| targets[start + q] == action.to && open(q))
                    && self.in_cells(&to[context], action.to);
            }
            Movement::Anywhere { to } => {
                return d == 0 && action.to != action.from && self.in_cells(&to[context], action.to);
            }
            _ => {}
        }
        if d as usize >= geometry.direction_count() || !self.may_go(movement.dirs(side), d) {
            return false;
        }
        if self.repeats_earlier_direction(action, movement.dirs(side)) {
            return false;
        }
        let step = |cell: Cell| geometry.step(cell, d);
        match movement {
            Movement::Leap { .. } | Movement::Anywhere { .. } => false,
            Movement::Step { to, .. } => {
                step(action.from) == action.to && self.in_cells(&to[context], action.to)
            }
            Movement::Slide { through, to, exactly, .. } => {
                let mut cell = step(action.from);
                let mut gone = 1;
                while cell != NO_CELL && cell != action.to && cell != action.from {
                    if !self.in_cells(&through[context], cell) {
                        return false;
                    }
                    cell = step(cell);
                    gone += 1;
                }
                let far_enough = exactly.as_ref().is_none_or(|e| {
                    let sets = (&through[context], &to[context]);
                    gone == self.exact_distance(e, context, sets, (action.from, d), self.view(), action.kind)
                });
                cell == action.to && far_enough && self.in_cells(&to[context], action.to)
            }
            Movement::Hop { flying: true, through, over, to, .. } => {
                let through = through.as_ref().map(|t| &t[context]);
                let flight = Flight { through, over: &over[context], to: &to[context] };
                self.flying_landings(action.from, d, flight, self.view()).any(|c| c == action.to)
            }
            Movement::Hop { run, over, to, .. } => {
                let mut cell = step(action.from);
                let mut jumped = 0;
                while cell != NO_CELL
                    && cell != action.to
                    && cell != action.from
                    && self.in_cells(&over[context], cell)
                {
                    jumped += 1;
                    cell = step(cell);
                }
                let count_ok = if *run { jumped >= 1 } else { jumped == 1 };
                // A run ends at the first cell that cannot be jumped: that is where the hop lands.
                let lands_here = !*run || cell == NO_CELL || !self.in_cells(&over[context], cell);
                count_ok
                    && cell == action.to
                    && cell != NO_CELL
                    && cell != action.from
                    && lands_here
                    && self.in_cells(&to[context], cell)
            }
        }
    }

    /// Whether direction `d` is one the movement may take now (`onward`: the last action's).
    fn may_go(&self, dirs: u32, d: u8) -> bool {
        dirs & 1 << d != 0 || (dirs & ONWARD != 0 && self.onward() == Some(d))
    }

    /// Whether the move goes along a direction that, up to its end, walks the same cells as an
    /// earlier direction of the movement (a ring that follows a line): that one makes it.
    fn repeats_earlier_direction(&self, action: Action, dirs: crate::compile::rules::DirMask) -> bool {
        let shared = &self.rules.paths.shared_first;
        if shared.is_empty() || shared[action.from as usize] & 1 << action.dir == 0 {
            return false;
        }
        let geometry = &self.rules.geometry;
        let Some(between) =
            crate::compile::paths::cells_between(geometry, action.from, action.dir, action.to)
        else {
            return false;
        };
        let steps = between.len() as u32 + 1;
        self.rules.paths.shadow(action.from, action.dir, dirs) >= steps
    }
}

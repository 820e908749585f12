//! Explain, along a track: why no `move … along` rule makes a typed move — the rule's `when`,
//! where it moves from, how far the move is along the mover's way against what the dice (or the
//! rule) allow, and where it may land or whether it may leave the board.

use super::title;
use crate::compile::along::Route;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionRule, Distance, Leaving, Motion};
use crate::engine::position::kind_of;
use crate::engine::state::State;

impl State {
    /// Why none of the `along` rules the turn offers (`offered`) moves `from`-`to`, one reason
    /// for each; either end may be `NO_CELL`, typed `off`: the hand, or off the board.
    pub(super) fn along_reasons(&mut self, offered: &[usize], from: Cell, to: Cell) -> Vec<String> {
        if offered.is_empty() {
            return vec!["no action rule moves pieces along a track now".into()];
        }
        if from != NO_CELL
            && let Some(reason) = self.no_piece_of_yours(from)
        {
            return vec![reason];
        }
        // A rule that never moves this way (from the hand, off the board) is no reason, unless
        // no rule does.
        let shaped: Vec<usize> = offered.iter().copied().filter(|&r| self.moves_so(r, from, to)).collect();
        let judged = if shaped.is_empty() { offered } else { &shaped };
        judged.iter().map(|&rule| self.along_reason(rule, from, to)).collect()
    }

    /// Whether the rule ever moves from the hand (`from` is `NO_CELL`) or the board, and off
    /// the board (`to` is `NO_CELL`) or onto it, as the typed move does.
    fn moves_so(&self, rule: usize, from: Cell, to: Cell) -> bool {
        let Motion::Along { from: from_set, enters, to: to_set, off, .. } = &self.rules.actions[rule].motion
        else {
            return false;
        };
        let starts = if from == NO_CELL { *enters } else { from_set.is_some() };
        let ends = if to == NO_CELL { *off != Leaving::Never } else { to_set.is_some() };
        starts && ends
    }

    /// The first part of one `along` rule that refuses `from`-`to`.
    fn along_reason(&mut self, rule_id: usize, from: Cell, to: Cell) -> String {
        let rules = std::sync::Arc::clone(&self.rules);
        let rule = &rules.actions[rule_id];
        let Motion::Along { kinds, routes, distance, to: to_set, off, .. } = &rule.motion else {
            unreachable!("filtered to moves along a track")
        };
        if let Some(when) = &rule.when
            && !self.judge(when, self.s.to_move)
        {
            return format!(
                "{} acts only when {}, and that does not hold now",
                title(rule),
                rule.spelling.when
            );
        }
        if let Some(reason) = self.start_reason(rule, from) {
            return reason;
        }
        let route = &rules.routes[routes[self.s.to_move as usize] as usize];
        let steps = match self.steps_along(route, from, to) {
            Ok(steps) => steps,
            Err(reason) => return format!("{} {reason}", title(rule)),
        };
        let (allowed, count) = self.along_distances(distance);
        let allowed = &allowed[..count];
        let beyond =
            to == NO_CELL && *off == Leaving::OrBeyond && allowed.iter().any(|&s| u32::from(s) > steps);
        if !allowed.contains(&(steps.min(255) as u8)) && !beyond {
            let (start, end) = (self.end_name(from), self.end_name(to));
            let how_far = self.how_far(distance);
            return format!(
                "{} goes {how_far}: `{start}-{end}` is {steps} along `{}`",
                title(rule),
                route.name
            );
        }
        if to == NO_CELL {
            return match off {
                Leaving::Never => format!("{} does not move pieces off the board", title(rule)),
                _ if !allowed.contains(&(steps as u8))
                    && !self.rearmost(route, from, self.s.to_move, *kinds) =>
                {
                    format!("{} bears off by more than the count only the piece furthest back", title(rule))
                }
                _ => format!("{} does not move {} off here", title(rule), self.end_name(from)),
            };
        }
        match to_set {
            None => format!("{} moves only off the board", title(rule)),
            Some(set) if self.fails(set, to) => {
                format!("{} moves only to {}", title(rule), self.not_in(&rule.spelling.to, to))
            }
            Some(_) => {
                format!("{} does not go from {} to {} here", title(rule), self.end_name(from), self.cell(to))
            }
        }
    }

    /// Why the rule moves nothing from `from` (`NO_CELL`: the hand): it starts only on the
    /// board, or only off it; the player has no piece of its kinds there; `from` is not one of
    /// its cells.
    fn start_reason(&self, rule: &ActionRule, from: Cell) -> Option<String> {
        let Motion::Along { kinds, from: from_set, enters, .. } = &rule.motion else { return None };
        let player = self.s.to_move;
        if from == NO_CELL {
            let in_hand = self.kinds_of(*kinds).any(|k| self.position.hand(player, k) > 0);
            return match (enters, in_hand) {
                (false, _) => Some(format!("{} moves only pieces on the board, not from off", title(rule))),
                (true, false) => Some(format!(
                    "{} enters from off a {} in hand; you have none",
                    title(rule),
                    self.kind_list(*kinds)
                )),
                (true, true) => None,
            };
        }
        let Some(set) = from_set else {
            return Some(format!("{} moves only pieces in hand (`from off`)", title(rule)));
        };
        let kind = kind_of(self.position.board[from as usize]);
        if kinds & 1 << kind == 0 {
            return Some(format!("{} moves only a {}", title(rule), self.kind_list(*kinds)));
        }
        self.fails(set, from)
            .then(|| format!("{} moves only from {}", title(rule), self.not_in(&rule.spelling.at, from)))
    }

    /// How many steps on `to` lies from `from` along the route, or why it does not.
    fn steps_along(&self, route: &Route, from: Cell, to: Cell) -> Result<u32, String> {
        let name = &route.name;
        let start = match from {
            NO_CELL => 0,
            cell if route.contains(cell) => route.place_of(cell),
            cell => return Err(format!("moves along `{name}`, which does not pass {}", self.cell(cell))),
        };
        let len = route.cells.len() as u32;
        let end = match to {
            NO_CELL if route.leaves => len + 1,
            NO_CELL => return Err(format!("moves along `{name}`, which does not lead off the board")),
            cell if route.contains(cell) => route.place_of(cell),
            cell => return Err(format!("moves along `{name}`, which does not pass {}", self.cell(cell))),
        };
        match end.checked_sub(start) {
            Some(steps) if steps > 0 => Ok(steps),
            _ if route.is_loop() => Ok(end + len - start),
            _ => Err(format!(
                "goes only onward along `{name}`: {} is behind {}",
                self.end_name(to),
                self.end_name(from)
            )),
        }
    }

    /// "exactly 4", "as far as one die shows, and the dice left show 3 and 5", "as far as the
    /// dice show in all, 8".
    fn how_far(&self, distance: &Distance) -> String {
        let pool = &self.s.pool;
        let shown: Vec<String> = pool.values().iter().map(u8::to_string).collect();
        let shown = match shown.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        };
        match distance {
            Distance::Cells(n) => format!("exactly {n}"),
            _ if pool.is_empty() => "as far as the dice show, and they are used up".into(),
            Distance::DiceTotal => format!("as far as the dice show in all, {}", pool.total()),
            _ if pool.values().len() == 1 => {
                format!("as far as one die shows, and the die left shows {shown}")
            }
            _ => format!("as far as one die shows, and the dice left show {shown}"),
        }
    }

    /// A cell's name, or `off` for the hand or the edge of the board.
    fn end_name(&self, cell: Cell) -> &str {
        if cell == NO_CELL { "off" } else { self.cell(cell) }
    }
}

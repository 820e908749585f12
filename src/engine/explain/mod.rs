//! Explain: why no action rule makes the action a player asked for — the part of each rule
//! that could act now which fails (its kinds, the hand, where it starts, how it moves, what it
//! passes, where it ends), on which cell, with the rule's line; `along.rs` does the same for
//! moves along a track, which read the dice.

mod along;
mod shape;

use super::action::Action;
use super::notation::Wanted;
use super::position::{kind_of, owner_of};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionRule, CellTest, DirMask, Movement, ONWARD, PerContext};
use crate::compile::rules::{KindMask, Motion};

impl State {
    /// Why nothing makes `wanted` now: one fact that rules every rule out (`c3 is empty`), or
    /// for each rule that could act for this player now, the first of its parts that fails.
    pub(crate) fn reasons_for(&mut self, wanted: &Wanted) -> Vec<String> {
        if self.is_chance() {
            let first = match (self.drawing(), self.plays_by_chance()) {
                (Some(_), _) => "the setup is drawn",
                (None, true) => "its action is played at random",
                (None, false) => "the dice are thrown",
            };
            return vec![format!("chance acts first: {first} before anyone moves")];
        }
        let allowed = self.allowed_now();
        let could_act: Vec<usize> =
            (0..self.rules.actions.len()).filter(|&r| allowed & 1 << r != 0 && self.could_act(r)).collect();
        match *wanted {
            Wanted::Word(action) if action == Action::end() => vec!["the turn cannot end here".into()],
            Wanted::Word(action) if Some(action.rule) == self.rules.play.swap => self.swap_reasons(action),
            Wanted::Word(_) => Vec::new(),
            Wanted::Place { kind, to, turn } => self.placement_reasons(&could_act, kind, to, turn),
            Wanted::Take { at, .. } => self.take_reasons(&could_act, at),
            Wanted::Move { from, to, .. } => self.move_reasons(&could_act, from, to),
        }
    }

    /// Whether the rule has anything to act with: a piece in hand to place, a piece of its
    /// kinds to move or to take.
    fn could_act(&self, rule: usize) -> bool {
        let player = self.s.to_move;
        match &self.rules.actions[rule].motion {
            Motion::Place { kinds, .. } => self.kinds_of(*kinds).any(|k| self.position.hand(player, k) > 0),
            Motion::Move { kinds, .. } => (0..self.position.board.len() as Cell)
                .any(|c| self.is_movers(c) && kinds & 1 << kind_of(self.position.board[c as usize]) != 0),
            Motion::Take { kinds, .. } => {
                self.position.board.iter().any(|&p| p != 0 && kinds & 1 << kind_of(p) != 0)
            }
            Motion::Swap => true,
            Motion::Sow { .. } => self.position.has_seeds(),
            Motion::Along { kinds, .. } => {
                self.kinds_of(*kinds).any(|k| self.position.hand(player, k) > 0)
                    || (0..self.position.board.len() as Cell).any(|c| {
                        self.is_movers(c) && kinds & 1 << kind_of(self.position.board[c as usize]) != 0
                    })
            }
        }
    }

    /// Why the seats cannot be swapped now: the turn does not offer the rule here, or its
    /// `when` does not hold.
    fn swap_reasons(&mut self, action: Action) -> Vec<String> {
        let rule = &self.rules.actions[action.rule as usize];
        let reason = if self.allowed() & 1 << action.rule == 0 {
            format!("{} swaps seats only in the turns whose pattern names it; this one does not", title(rule))
        } else {
            format!("{} swaps seats only when its `when` holds, and it does not now", title(rule))
        };
        vec![reason]
    }

    /// Why no sowing rule sows from `from` with its last seed on `to`.
    fn sow_reasons(&self, sowing: &[usize], from: Cell, to: Cell) -> Vec<String> {
        if self.position.seeds(from) == 0 {
            return vec![format!("{} holds no seeds to sow", self.cell(from))];
        }
        sowing
            .iter()
            .map(|&r| {
                let rule = &self.rules.actions[r];
                let Motion::Sow { from: set, .. } = &rule.motion else { unreachable!("filtered to sowings") };
                let end = self.sow_end(r as u8, from);
                if self.fails(set, from) {
                    format!("{} sows only from {}", title(rule), self.not_in(&rule.spelling.at, from))
                } else if end != to && end != NO_CELL {
                    format!(
                        "{} from {} ends on {}, not {}",
                        title(rule),
                        self.cell(from),
                        self.cell(end),
                        self.cell(to)
                    )
                } else {
                    format!("{} does not sow from {} here", title(rule), self.cell(from))
                }
            })
            .collect()
    }

    fn kinds_of(&self, kinds: KindMask) -> impl Iterator<Item = u8> + '_ {
        (0..self.rules.kinds.len() as u8).filter(move |k| kinds & 1 << k != 0)
    }

    fn is_movers(&self, cell: Cell) -> bool {
        let owned = self.position.owned_by(self.s.to_move);
        owned[cell as usize / 64] & 1 << (cell % 64) != 0
    }

    fn placement_reasons(
        &mut self,
        could_act: &[usize],
        kind: Option<u8>,
        to: Cell,
        turn: Option<u8>,
    ) -> Vec<String> {
        let player = self.s.to_move;
        let placing: Vec<usize> = could_act
            .iter()
            .copied()
            .filter(|&r| {
                matches!(&self.rules.actions[r].motion, Motion::Place { kinds, .. }
                if kind.is_none_or(|k| kinds & 1 << k != 0))
            })
            .collect();
        if let (Some(kind), true) = (kind, placing.is_empty()) {
            let name = &self.rules.kinds[kind as usize];
            return vec![match self.position.hand(player, kind) {
                0 => format!("you have no {name} in hand"),
                _ => format!("no action rule places a {name} now"),
            }];
        }
        if placing.is_empty() {
            return vec!["you have nothing in hand that a rule places now".into()];
        }
        // A shape, or a rule that reads `covering`, is judged by every cell it would cover.
        let covers = placing
            .iter()
            .any(|&r| matches!(&self.rules.actions[r].motion, Motion::Place { covering: Some(_), .. }));
        if let Some(kind) = kind.filter(|&k| covers || self.rules.shapes.has(k)) {
            return self.shape_reasons(&placing, kind, to, turn);
        }
        placing
            .into_iter()
            .map(|r| {
                let rule = &self.rules.actions[r];
                let Motion::Place { on, .. } = &rule.motion else { unreachable!("filtered to placements") };
                match self.fails(on, to) {
                    true => format!("{} places only on {}", title(rule), self.not_in(&rule.spelling.at, to)),
                    false => format!("{} does not place on {} here", title(rule), self.cell(to)),
                }
            })
            .collect()
    }

    fn take_reasons(&mut self, could_act: &[usize], at: Cell) -> Vec<String> {
        let taking: Vec<usize> = could_act
            .iter()
            .copied()
            .filter(|&r| matches!(self.rules.actions[r].motion, Motion::Take { .. }))
            .collect();
        if self.position.board[at as usize] == 0 {
            return vec![format!("{} is empty: there is no piece to take", self.cell(at))];
        }
        taking
            .into_iter()
            .map(|r| {
                let rule = &self.rules.actions[r];
                let Motion::Take { kinds, at: set, .. } = &rule.motion else {
                    unreachable!("filtered to takes")
                };
                if kinds & 1 << kind_of(self.position.board[at as usize]) == 0 {
                    format!("{} takes only {}; {}", title(rule), self.kind_list(*kinds), self.occupant(at))
                } else if self.fails(set, at) {
                    format!("{} takes only from {}", title(rule), self.not_in(&rule.spelling.at, at))
                } else {
                    format!("{} does not take on {} here", title(rule), self.cell(at))
                }
            })
            .collect()
    }

    fn move_reasons(&mut self, could_act: &[usize], from: Cell, to: Cell) -> Vec<String> {
        let allowed = self.allowed();
        let along: Vec<usize> = (0..self.rules.actions.len())
            .filter(|&r| {
                allowed & 1 << r != 0 && matches!(self.rules.actions[r].motion, Motion::Along { .. })
            })
            .collect();
        if !along.is_empty() || from == NO_CELL || to == NO_CELL {
            return self.along_reasons(&along, from, to);
        }
        let sowing: Vec<usize> = could_act
            .iter()
            .copied()
            .filter(|&r| matches!(self.rules.actions[r].motion, Motion::Sow { .. }))
            .collect();
        if !sowing.is_empty() {
            return self.sow_reasons(&sowing, from, to);
        }
        if let Some(reason) = self.no_piece_of_yours(from) {
            return vec![reason];
        }
        let piece = self.position.board[from as usize];
        let moving: Vec<usize> = could_act
            .iter()
            .copied()
            .filter(|&r| matches!(self.rules.actions[r].motion, Motion::Move { .. }))
            .collect();
        let for_kind: Vec<usize> = moving
            .iter()
            .copied()
            .filter(|&r| matches!(self.rules.actions[r].motion, Motion::Move { kinds, .. } if kinds & 1 << kind_of(piece) != 0))
            .collect();
        if for_kind.is_empty() {
            let kind = &self.rules.kinds[kind_of(piece) as usize];
            return vec![format!("no action rule moves a {kind} now")];
        }
        for_kind.into_iter().map(|r| self.move_reason(r, from, to)).collect()
    }

    /// Why `from` has nothing for the player to move: it is empty, or the piece is not theirs.
    fn no_piece_of_yours(&self, from: Cell) -> Option<String> {
        if self.position.board[from as usize] == 0 {
            return Some(format!("{} is empty: there is no piece to move", self.cell(from)));
        }
        (!self.is_movers(from)).then(|| format!("{}: you move only your own pieces", self.occupant(from)))
    }

    /// The first part of a move rule that refuses `from`-`to`.
    fn move_reason(&mut self, rule_id: usize, from: Cell, to: Cell) -> String {
        let rules = std::sync::Arc::clone(&self.rules);
        let rule = &rules.actions[rule_id];
        let Motion::Move { from: from_set, movement, .. } = &rule.motion else { unreachable!("a move rule") };
        if self.fails(from_set, from) {
            return format!("{} moves only from {}", title(rule), self.not_in(&rule.spelling.at, from));
        }
        let side = super::position::side_of(self.position.board[from as usize]) as usize;
        let Some(path) = self.path(movement, side, from, to) else {
            return format!(
                "{} cannot go from {} to {}: {}",
                title(rule),
                self.cell(from),
                self.cell(to),
                reach(movement)
            );
        };
        let (passes, verb) = match movement {
            Movement::Slide { through, .. } => (Some(through), "slides only through"),
            Movement::Hop { over, .. } => (Some(over), "hops only over"),
            Movement::Leap { through: Some(through), .. } => (Some(&through.test), "leaps only over"),
            _ => (None, ""),
        };
        if let Some(set) = passes
            && let Some(&cell) = path.iter().find(|&&c| self.fails(set, c))
        {
            return format!("{} {verb} {}", title(rule), self.not_in(&rule.spelling.through, cell));
        }
        if self.fails(movement.to(), to) {
            return format!("{} moves only to {}", title(rule), self.not_in(&rule.spelling.to, to));
        }
        format!("{} does not go from {} to {} here", title(rule), self.cell(from), self.cell(to))
    }

    /// The cells a movement passes between `from` and `to` (the ends left out), or `None` when
    /// it cannot go from one to the other on this board whatever stands on it.
    fn path(&self, movement: &Movement, side: usize, from: Cell, to: Cell) -> Option<Vec<Cell>> {
        let geometry = &self.rules.geometry;
        let ray = |d: u8| {
            std::iter::successors(Some(geometry.step(from, d)), move |&c| {
                (c != NO_CELL).then(|| geometry.step(c, d))
            })
            .take_while(|&c| c != NO_CELL)
            .take(geometry.cell_count())
        };
        let dirs = self.directions_now(movement.dirs(side));
        let along = |d: u8| {
            let cells: Vec<Cell> = ray(d).collect();
            cells.iter().position(|&c| c == to).map(|at| cells[..at].to_vec())
        };
        let straight = || (0..31u8).filter(|d| dirs & 1 << d != 0).find_map(along);
        match movement {
            Movement::Step { .. } => straight().filter(|between| between.is_empty()),
            Movement::Slide { .. } => straight(),
            Movement::Hop { run, flying, .. } => {
                straight().filter(|between| between.len() == 1 || ((*run || *flying) && !between.is_empty()))
            }
            Movement::Leap { paths, targets, through, .. } => {
                let start = (side * self.position.board.len() + from as usize) * paths;
                let path = (start..start + paths).find(|&path| targets[path] == to)?;
                Some(through.as_ref().map_or(Vec::new(), |t| t.passed(path).collect()))
            }
            Movement::Anywhere { .. } => (from != to).then(Vec::new),
        }
    }

    fn directions_now(&self, dirs: DirMask) -> DirMask {
        match dirs & ONWARD {
            0 => dirs,
            _ => (dirs & !ONWARD) | self.onward().map_or(0, |d| 1 << d),
        }
    }

    fn fails(&self, set: &PerContext<CellTest>, cell: Cell) -> bool {
        !self.member(&set[self.context()], cell, self.view())
    }

    /// "`empty & colour`; c3 holds your disc" or "`colour`; c3 is empty (it is in `neutral`)",
    /// with what is remembered when the set reads it ("force is A").
    fn not_in(&self, spelled: &str, cell: Cell) -> String {
        let mut text = format!("`{spelled}`; {}", self.occupant(cell));
        let words: Vec<&str> =
            spelled.split(|c: char| !c.is_alphanumeric() && c != '-' && c != '_').collect();
        // Where the cell lies matters only to a set that names regions.
        let regions = self.regions_of(cell);
        if !regions.is_empty() && self.rules.regions.iter().any(|r| words.contains(&r.name.as_str())) {
            text += &format!(" (in {})", regions.join(", "));
        }
        if let Some((family, label)) = self.remembered()
            && words.contains(&family)
        {
            text += &format!("; {family} is {label}");
        }
        text
    }

    /// "c3 is empty", "c1 holds west's silver", "e2 holds your rook".
    fn occupant(&self, cell: Cell) -> String {
        let piece = self.position.board[cell as usize];
        let name = self.cell(cell);
        if piece == 0 {
            return format!("{name} is empty");
        }
        let kind = &self.rules.kinds[kind_of(piece) as usize];
        let whose = match owner_of(piece) {
            owner if owner == self.s.to_move => "your".to_string(),
            owner => match self.rules.players.get(owner as usize) {
                Some(player) => format!("{player}'s"),
                None => "a blocked".to_string(),
            },
        };
        match self.position.height(cell) {
            1 => format!("{name} holds {whose} {kind}"),
            height => format!("{name} holds a stack of {height}, {whose} {kind} on top"),
        }
    }

    /// The named regions a cell is in, as this player reads them: `neutral`, `element of E`.
    fn regions_of(&self, cell: Cell) -> Vec<String> {
        self.rules
            .regions
            .iter()
            .filter(|r| r.player.is_none_or(|p| p == self.s.to_move) && r.cells.contains(&cell))
            .map(|r| match &r.label {
                Some(label) => format!("`{} of {label}`", r.name),
                None => format!("`{}`", r.name),
            })
            .take(4)
            .collect()
    }

    fn cell(&self, cell: Cell) -> &str {
        &self.rules.geometry.names[cell as usize]
    }

    fn kind_list(&self, kinds: KindMask) -> String {
        let names: Vec<&str> = self.kinds_of(kinds).map(|k| self.rules.kinds[k as usize].as_str()).collect();
        names.join(" or ")
    }
}

/// "`slide` (line 18)".
fn title(rule: &ActionRule) -> String {
    format!("`{}` (line {})", rule.origin.name, rule.origin.line)
}

/// How a movement goes, for a move it cannot make on this board.
fn reach(movement: &Movement) -> &'static str {
    match movement {
        Movement::Step { .. } => "it steps one cell, in its directions",
        Movement::Slide { .. } => "it slides in a straight line, in its directions",
        Movement::Hop { .. } => "it hops in a straight line over the next cell, in its directions",
        Movement::Leap { .. } => "no leap of its goes there",
        Movement::Anywhere { .. } => "a piece does not move to where it stands",
    }
}

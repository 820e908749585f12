//! Abreast: `move … step DIRS abreast N` — a line of 2 to N of the mover's pieces, side by side
//! along an axis other than the step's, each stepping one cell the same way into `to`. The
//! moving piece is the line's end in its axis's first direction, so each line is one action
//! per direction; the axis and the length ride in `Action::kind` (`axis << 4 | length`), which
//! a step has no other use for. Written `e3-e4/f3`: the first piece's step, then the line's
//! other end. A rule without `abreast` never comes here.

use super::action::Action;
use super::attack::is_live_royal;
use super::cells::View;
use super::generate::{BitIter, Emit, Generator};
use super::position::{Piece, Position, UNMOVED, kind_of, owner_of};
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::{Motion, Movement, Rules};

/// The axis and the length an action's `kind` carries.
fn split(kind: u8) -> (u8, u8) {
    (kind >> 4, kind & 15)
}

/// The cells of an `abreast` action's line, its first (`action.from`) included.
fn line(geometry: &Geometry, action: Action) -> impl Iterator<Item = Cell> + '_ {
    let (axis, length) = split(action.kind);
    std::iter::successors(Some(action.from), move |&c| Some(geometry.step(c, axis)).filter(|&n| n != NO_CELL))
        .take(usize::from(length))
}

impl State {
    /// Whether the piece on `cell` may step in a line with `first` by this rule: the same
    /// owner's, of the rule's kinds, on a cell it moves from.
    fn joins(&self, (rule, context): (usize, usize), first: Piece, cell: Cell, view: View) -> bool {
        let Motion::Move { kinds, from, .. } = &self.rules.actions[rule].motion else { return false };
        let piece = self.position.board[cell as usize];
        piece != 0
            && owner_of(piece) == owner_of(first)
            && kinds & 1 << kind_of(piece) != 0
            && self.member(&from[context], cell, view)
    }

    /// Whether a piece of the line may step onto `cell` by this rule.
    fn lands(&self, (rule, context): (usize, usize), cell: Cell, view: View) -> bool {
        let Motion::Move { movement: Movement::Step { to, .. }, .. } = &self.rules.actions[rule].motion
        else {
            return false;
        };
        cell != NO_CELL
            && !is_live_royal(self.rules.pieces.royal, self.position.board[cell as usize])
            && self.member(&to[context], cell, view)
    }

    /// Whether the line an `abreast` action carries is one its rule allows now (the first
    /// piece's own step is judged as any step's).
    pub(crate) fn line_fits(&self, most: u8, action: Action) -> bool {
        let geometry = &self.rules.geometry;
        let (axis, length) = split(action.kind);
        let d = action.dir;
        if !(2..=most).contains(&length)
            || axis >= geometry.line_axes
            || d as usize >= geometry.direction_count()
            || axis == d
            || geometry.opposite(axis) == d
        {
            return false;
        }
        let (rule, view) = ((action.rule as usize, self.context()), self.view());
        let first = self.position.board[action.from as usize];
        let cells: Vec<Cell> = line(geometry, action).collect();
        cells.len() == usize::from(length)
            && cells[1..]
                .iter()
                .all(|&c| self.joins(rule, first, c, view) && self.lands(rule, geometry.step(c, d), view))
    }

    /// The `/far` after an `abreast` move's name (the line's other end), or a `top` move's
    /// `/count`.
    pub(crate) fn count_suffix(&self, action: Action) -> String {
        match self.rules.actions[action.rule as usize].abreast {
            Some(_) => {
                let far = line(&self.rules.geometry, action).last().unwrap_or(action.from);
                format!("/{}", self.rules.geometry.names[far as usize])
            }
            None => format!("/{}", action.kind),
        }
    }

    /// Whether an `abreast` action is the one typed as `from-to/end`, from either end of its
    /// line: the same cells, stepping the same way.
    pub(crate) fn line_named(&self, action: Action, from: Cell, to: Cell, end: Cell) -> bool {
        if action.kind == 0
            || self.rules.actions.get(action.rule as usize).is_none_or(|r| r.abreast.is_none())
        {
            return false;
        }
        let geometry = &self.rules.geometry;
        let far = line(geometry, action).last().unwrap_or(action.from);
        (from == action.from && to == action.to && end == far)
            || (from == far && end == action.from && to == geometry.step(far, action.dir))
    }
}

impl Generator<'_> {
    /// The moves of an `abreast` rule from `emit.from`: for each direction the step allows,
    /// each axis across it and each length from 2 to `most`, while every piece of the line
    /// may step.
    #[cold]
    #[inline(never)]
    pub(super) fn abreast_moves(&mut self, emit: Emit, most: u8, movement: &Movement, out: &mut Vec<Action>) {
        let geometry = &self.rules.geometry;
        let (rule, view) = ((emit.id as usize, self.context), self.view);
        let first = self.position.board[emit.from as usize];
        for d in BitIter(u64::from(self.directions(movement.dirs(emit.side as usize)))) {
            let next = geometry.step(emit.from, d);
            if !self.state.lands(rule, next, view) {
                continue;
            }
            for axis in geometry.axes().filter(|&a| a != d && geometry.opposite(a) != d) {
                let mut cell = emit.from;
                for length in 2..=most {
                    cell = geometry.step(cell, axis);
                    if cell == NO_CELL
                        || !self.state.joins(rule, first, cell, view)
                        || !self.state.lands(rule, geometry.step(cell, d), view)
                    {
                        break;
                    }
                    out.push(Action {
                        kind: axis << 4 | length,
                        ..Action::movement(emit.id, d, emit.from, next)
                    });
                }
            }
        }
    }
}

/// Steps every piece of an `abreast` action's line one cell along `action.dir` (the cells it
/// leaves and those it reaches never overlap: the step goes across the line); returns how
/// many pieces it took.
pub(super) fn step_line(
    rules: &Rules,
    position: &mut Position,
    changed: &mut Vec<Cell>,
    action: Action,
) -> u32 {
    let geometry = &rules.geometry;
    let mut taken = 0;
    let cells: Vec<Cell> = line(geometry, action).collect();
    for cell in cells {
        let to = geometry.step(cell, action.dir);
        let moving = position.board[cell as usize] & !UNMOVED;
        let there = position.board[to as usize];
        if position.has_tables() {
            position.carry_tables(cell, to);
        }
        position.set(cell, 0);
        position.set(to, moving);
        changed.push(to);
        if there != 0 {
            taken += 1;
            if rules.pieces.capture_to_hand {
                let player = owner_of(moving);
                position.add_to_hand(player, rules.pieces.base[kind_of(there) as usize], 1);
            }
        }
    }
    taken
}

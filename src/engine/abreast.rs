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
use crate::compile::cells::CellTest;
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

/// What a piece of an `abreast` rule's line is judged by, read from the rule once: the kinds
/// it moves, and the cells it moves from and to in the context of the turn.
struct LineTests<'a> {
    kinds: u64,
    from: &'a CellTest,
    to: &'a CellTest,
    royal: u64,
}

impl<'a> LineTests<'a> {
    fn of(rules: &'a Rules, rule: usize, context: usize) -> Option<LineTests<'a>> {
        let Motion::Move { kinds, from, movement: Movement::Step { to, .. }, .. } =
            &rules.actions.get(rule)?.motion
        else {
            return None;
        };
        Some(LineTests { kinds: *kinds, from: &from[context], to: &to[context], royal: rules.pieces.royal })
    }
}

impl State {
    /// Whether the piece on `cell` may step in a line with `first`: the same owner's, of the
    /// rule's kinds, on a cell it moves from.
    #[inline]
    fn joins(&self, tests: &LineTests, first: Piece, cell: Cell, view: View) -> bool {
        let piece = self.position.board[cell as usize];
        piece != 0
            && owner_of(piece) == owner_of(first)
            && tests.kinds & 1 << kind_of(piece) != 0
            && self.member(tests.from, cell, view)
    }

    /// Whether a piece of the line may step onto `cell`.
    #[inline]
    fn lands(&self, tests: &LineTests, cell: Cell, view: View) -> bool {
        cell != NO_CELL
            && !is_live_royal(tests.royal, self.position.board[cell as usize])
            && self.member(tests.to, cell, view)
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
        let Some(tests) = LineTests::of(&self.rules, action.rule as usize, self.context()) else {
            return false;
        };
        let view = self.view();
        let first = self.position.board[action.from as usize];
        let cells: Vec<Cell> = line(geometry, action).collect();
        cells.len() == usize::from(length)
            && cells[1..]
                .iter()
                .all(|&c| self.joins(&tests, first, c, view) && self.lands(&tests, geometry.step(c, d), view))
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
        let Some(tests) = LineTests::of(self.rules, emit.id as usize, self.context) else { return };
        let (state, view) = (self.state, self.view);
        let first = self.position.board[emit.from as usize];
        for d in BitIter(u64::from(self.directions(movement.dirs(emit.side as usize)))) {
            let next = geometry.step(emit.from, d);
            if !state.lands(&tests, next, view) {
                continue;
            }
            for axis in geometry.axes().filter(|&a| a != d && geometry.opposite(a) != d) {
                let mut cell = emit.from;
                for length in 2..=most {
                    cell = geometry.step(cell, axis);
                    if cell == NO_CELL
                        || !state.joins(&tests, first, cell, view)
                        || !state.lands(&tests, geometry.step(cell, d), view)
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

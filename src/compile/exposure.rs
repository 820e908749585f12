//! Exposure: for each cell, the cells whose change could let an enemy piece attack it — so
//! that a move which changes neither can be judged against `check` without playing it.
//!
//! An enemy piece attacks a cell along a path (a slide's or a hop's cells before it, a leap's
//! cells passed); a move changes only the cell it leaves (emptied) and the one it lands on
//! (taken by the mover's piece). When every rule that captures reads nothing but the classes
//! of the cells it passes and lands on, an attack the move makes possible must pass one of
//! those two cells: the one left, where a path may go through an empty cell; the one landed
//! on, where a path may go through a piece.

use super::cells::{CellTest, SetExpr};
use super::geometry::{Cell, Geometry, NO_CELL};
use super::rules::{
    ActionId, ActionRule, Condition, DirMask, EMPTY, Motion, Movement, ONWARD, PerContext, Quantity, Rules,
};

/// Per cell, the cells a move must not leave or land on if it is to be judged unplayed.
#[derive(Clone, Debug)]
pub struct Exposure {
    words: usize,
    /// `leaving[cell * words..]`: the cells on some attack path to `cell` that may be passed
    /// when empty.
    leaving: Vec<u64>,
    /// `entering[cell * words..]`: the cells on some attack path to `cell` that may be passed
    /// when they hold a piece.
    entering: Vec<u64>,
    /// `behind[(cell * cells + passed) * words..]`: the cells from which an attack path to
    /// `cell` passes `passed` — where an enemy piece must stand for that cell to matter.
    behind: Vec<u64>,
    cells: usize,
    /// Whether some capture lands on a cell of the last action: one a move passes over (not
    /// its own two cells) may then be attacked once it is played.
    pub passing: bool,
    /// The action rules whose moves may be judged unplayed: each changes only the cell it
    /// leaves and the one it lands on, has no `requires` (nor an earlier rule that may
    /// decline the same move), and every `forbid` that judges it reads only `check`,
    /// `stranded` and numbers.
    pub rules: u64,
}

impl Exposure {
    /// The table of a game with royal pieces whose capturing rules read only the classes of
    /// the cells they pass, and the cells they start from and land on themselves (no
    /// `exactly`, `onward`, `requires`, remembered label, or cell set that looks at other
    /// cells); `None` for any other game.
    pub fn of(rules: &Rules) -> Option<Exposure> {
        let capturing: Vec<&ActionRule> = rules.actions.iter().filter(|a| a.captures).collect();
        let plain = rules.pieces.royal != 0
            && rules.memory.is_none()
            && capturing.iter().all(|rule| reads_only_its_cells(rule));
        let passing = capturing.iter().any(|rule| lands_by_last(rule));
        let judged =
            (0..rules.actions.len()).filter(|&id| judged_unplayed(rules, id)).fold(0, |m, id| m | 1 << id);
        (plain && judged != 0).then(|| Exposure {
            passing,
            rules: judged,
            ..Exposure::new(&rules.geometry, &capturing, rules.player_count())
        })
    }

    fn new(geometry: &Geometry, capturing: &[&ActionRule], sides: usize) -> Exposure {
        let (cells, words) = (geometry.cell_count(), geometry.cell_count().div_ceil(64));
        let (leaving, entering, behind) =
            (vec![0; cells * words], vec![0; cells * words], vec![0; cells * cells * words]);
        let mut exposure = Exposure { words, leaving, entering, behind, cells, passing: false, rules: 0 };
        for rule in capturing {
            let Motion::Move { movement, .. } = &rule.motion else { continue };
            match movement {
                Movement::Slide { through, .. } => {
                    exposure.mark_rays(geometry, movement, sides, |cell| classes(through, cell));
                }
                // A hop reads the cells before the one it jumps and those after it: each may
                // matter empty or taken.
                Movement::Hop { .. } => exposure.mark_rays(geometry, movement, sides, |_| (true, true)),
                Movement::Leap { paths, targets, through: Some(through), .. } => {
                    // `targets[(side * cells + from) * paths + path]`.
                    for (start, &target) in targets.iter().enumerate() {
                        if target == NO_CELL {
                            continue;
                        }
                        let from = ((start / paths) % cells) as Cell;
                        for passed in through.passed(start) {
                            exposure.mark((from, target), passed, classes(&through.test, passed));
                        }
                    }
                }
                Movement::Step { .. } | Movement::Leap { .. } | Movement::Anywhere { .. } => {}
            }
        }
        exposure
    }

    /// Along each direction of the movement, from every cell: each cell reached is attacked
    /// past the cells before it.
    fn mark_rays(
        &mut self,
        geometry: &Geometry,
        movement: &Movement,
        sides: usize,
        read: impl Fn(Cell) -> (bool, bool),
    ) {
        let dirs = (0..sides).fold(0, |dirs, side| dirs | movement.dirs(side));
        for from in 0..geometry.cell_count() as Cell {
            for d in (0..geometry.direction_count() as u8).filter(|d| dirs & 1 << d != 0) {
                let mut passed: Vec<Cell> = Vec::new();
                let mut cell = geometry.step(from, d);
                while cell != NO_CELL && cell != from && passed.len() < geometry.cell_count() {
                    for &before in &passed {
                        self.mark((from, cell), before, read(before));
                    }
                    passed.push(cell);
                    cell = geometry.step(cell, d);
                }
            }
        }
    }

    /// Marks `passed` as a cell on the path from `from` to `target`, read as `classes` says.
    fn mark(&mut self, (from, target): (Cell, Cell), passed: Cell, (empty, taken): (bool, bool)) {
        let at = target as usize * self.words + passed as usize / 64;
        let bit = 1u64 << (passed % 64);
        if empty {
            self.leaving[at] |= bit;
        }
        if taken {
            self.entering[at] |= bit;
        }
        let behind = (target as usize * self.cells + passed as usize) * self.words + from as usize / 64;
        self.behind[behind] |= 1 << (from % 64);
    }

    /// Whether an attack on `target` by a piece of `pieces` could pass `cell` once a piece
    /// leaves it.
    #[inline]
    pub fn by_leaving(&self, target: Cell, cell: Cell, pieces: &[u64]) -> bool {
        cell != NO_CELL
            && self.leaving[target as usize * self.words + cell as usize / 64] >> (cell % 64) & 1 != 0
            && self.starts_behind(target, cell, pieces)
    }

    /// Whether an attack on `target` by a piece of `pieces` could pass `cell` once a piece
    /// lands on it.
    #[inline]
    pub fn by_entering(&self, target: Cell, cell: Cell, pieces: &[u64]) -> bool {
        self.entering[target as usize * self.words + cell as usize / 64] >> (cell % 64) & 1 != 0
            && self.starts_behind(target, cell, pieces)
    }

    /// Whether a cell of `pieces` starts an attack path to `target` through `cell`.
    fn starts_behind(&self, target: Cell, cell: Cell, pieces: &[u64]) -> bool {
        let at = (target as usize * self.cells + cell as usize) * self.words;
        self.behind[at..at + self.words].iter().zip(pieces).any(|(b, p)| b & p != 0)
    }
}

/// Whether a path through `cell` read by `test` (in any context) may pass it empty, and may
/// pass it holding a piece.
fn classes(test: &PerContext<CellTest>, cell: Cell) -> (bool, bool) {
    test.iter().fold((false, false), |(empty, taken), t| {
        let mask = t.mask[cell as usize];
        (empty || mask & EMPTY != 0, taken || mask & !EMPTY != 0)
    })
}

/// Whether what a capturing rule attacks depends, besides the classes of the cells it passes,
/// only on the cells it starts from and lands on themselves (the pieces there, and where it
/// lands, the last action's cells): no `exactly`, `onward` or `requires`.
fn reads_only_its_cells(rule: &ActionRule) -> bool {
    let Motion::Move { from, movement, .. } = &rule.motion else { return true };
    let local = |tests: &PerContext<CellTest>, last: bool| {
        tests.iter().all(|t| t.dynamic.as_deref().is_none_or(|set| set.reads_only_its_cell(last)))
    };
    let (cell, landing) =
        (|t: &PerContext<CellTest>| local(t, false), |t: &PerContext<CellTest>| local(t, true));
    let dirs_fixed = |dirs: &[DirMask]| dirs.iter().all(|d| d & ONWARD == 0);
    let movement_fixed = match movement {
        Movement::Step { dirs, to } => dirs_fixed(dirs) && landing(to),
        Movement::Slide { dirs, through, to, exactly } => {
            dirs_fixed(dirs) && exactly.is_none() && cell(through) && landing(to)
        }
        Movement::Hop { dirs, through, over, to, .. } => {
            dirs_fixed(dirs) && through.as_ref().is_none_or(cell) && cell(over) && landing(to)
        }
        Movement::Leap { through, to, .. } => through.as_ref().is_none_or(|t| cell(&t.test)) && landing(to),
        Movement::Anywhere { to } => landing(to),
    };
    rule.requires.is_none() && cell(from) && movement_fixed
}

/// Whether rule `id`'s moves may be judged without playing them (`Exposure::rules`).
fn judged_unplayed(rules: &Rules, id: usize) -> bool {
    let rule = &rules.actions[id];
    let Motion::Move { neutral: false, .. } = rule.motion else { return false };
    let two_cells = rule.effects.is_empty()
        && !rule.pushes
        && !rule.pulls
        && rule.top.is_none()
        && rule.abreast.is_none();
    let forbids = rules.schedule.forbids_after(id as ActionId);
    two_cells
        && rules.repeats.judged & 1 << id == 0
        && forbids.iter().all(|&f| check_and_stranded(&rules.forbids[f as usize].condition))
}

/// Whether a condition reads only `check`, `stranded` and numbers.
fn check_and_stranded(condition: &Condition) -> bool {
    let term = |q: &Quantity| matches!(q, Quantity::Number(_) | Quantity::Stranded);
    match condition {
        Condition::Check => true,
        Condition::Compare(left, _, right) => term(left) && term(right),
        Condition::Not(inner) => check_and_stranded(inner),
        Condition::And(a, b) | Condition::Or(a, b) => check_and_stranded(a) && check_and_stranded(b),
        _ => false,
    }
}

/// Whether where a capturing rule lands reads the last action's cells: then a royal piece the
/// action just judged passed over could be attacked, though neither of its cells is on the
/// way.
fn lands_by_last(rule: &ActionRule) -> bool {
    let Motion::Move { movement, .. } = &rule.motion else { return false };
    movement.to().iter().any(|t| t.dynamic.as_deref().is_some_and(SetExpr::mentions_last))
}

#[cfg(test)]
mod tests;

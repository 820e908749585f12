//! Steps: where each step movement can go from each cell, worked out once per game, so that
//! generation reads a short list of (direction, cell) per piece instead of trying every
//! direction of the board.

use super::geometry::{Cell, Geometry, NO_CELL};
use super::paths::Paths;
use super::rules::{ActionRule, Motion, Movement};

/// A step movement's first cells, per side and cell: each direction the side may step in
/// that stays on the board and is not a repeat of an earlier direction's (a ring that follows
/// a line), in direction order, with the cell it reaches. Whether that cell takes the piece is
/// left to the position.
#[derive(Clone, Debug)]
pub struct StepTargets {
    /// `targets[starts[i]..starts[i + 1]]` for `i = side * cells + cell`.
    starts: Vec<u32>,
    targets: Vec<(u8, Cell)>,
    cells: usize,
}

impl StepTargets {
    /// The table of a rule that steps and reads nothing of the position but the target cell's
    /// occupant; `None` for any other rule.
    pub fn of(rule: &ActionRule, geometry: &Geometry, paths: &Paths) -> Option<StepTargets> {
        let Motion::Move { movement: Movement::Step { dirs, .. }, .. } = &rule.motion else { return None };
        if rule.needs_position {
            return None;
        }
        let cells = geometry.cell_count();
        let (mut starts, mut targets) = (Vec::with_capacity(dirs.len() * cells + 1), Vec::new());
        for &side_dirs in dirs {
            for cell in 0..cells as Cell {
                starts.push(targets.len() as u32);
                for d in 0..geometry.direction_count() as u8 {
                    let next = geometry.step(cell, d);
                    if side_dirs & 1 << d != 0 && next != NO_CELL && paths.shadow(cell, d, side_dirs) == 0 {
                        targets.push((d, next));
                    }
                }
            }
        }
        starts.push(targets.len() as u32);
        Some(StepTargets { starts, targets, cells })
    }

    /// The (direction, cell) pairs a piece of `side` on `cell` may step to, board permitting.
    #[inline]
    pub fn from(&self, side: usize, cell: Cell) -> &[(u8, Cell)] {
        let i = side * self.cells + cell as usize;
        match (self.starts.get(i), self.starts.get(i + 1)) {
            (Some(&start), Some(&end)) => &self.targets[start as usize..end as usize],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::compile::geometry::NO_CELL;

    /// The listed steps are exactly the directions a side may take that stay on the board.
    #[test]
    fn steps_are_the_sides_directions_that_stay_on_the_board() {
        let source = "players a b\nboard square 3 x 3\nfacing a: n\nfacing b: s\npiece p\n\
                      action step: move p step forward | right to empty\n";
        let rules = crate::check::load(source).expect("the test game checks");
        let steps = rules.steps[0].as_ref().expect("a step rule has a table");
        let geometry = &rules.geometry;
        for (side, forward) in [(0, "n"), (1, "s")] {
            let dirs = [geometry.direction(forward), geometry.direction(if side == 0 { "e" } else { "w" })];
            for cell in 0..9 {
                let mut expected: Vec<(u8, u16)> = dirs
                    .iter()
                    .map(|d| d.expect("a direction"))
                    .map(|d| (d, geometry.step(cell, d)))
                    .filter(|&(_, next)| next != NO_CELL)
                    .collect();
                expected.sort();
                assert_eq!(steps.from(side, cell), expected.as_slice(), "side {side}, cell {cell}");
            }
        }
        let corner_of_a = steps.from(0, 8);
        assert!(corner_of_a.is_empty(), "a's forward and right leave the board from c3");
    }
}

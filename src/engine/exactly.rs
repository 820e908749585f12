//! Exactly: how far an `exactly` slide goes from a cell along a direction — a number of cells,
//! the cells of a set on the whole line, the moving stack's height, or as far as it can.

use super::cells::View;
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, Distance};

impl State {
    /// The one distance an `exactly` slide from `from` along `d` may go (0: none), `through`
    /// and `to` being its cell sets in `context`; `moved`: how many pieces the action moves
    /// (`top`), 0 for the whole stack.
    pub(crate) fn exact_distance(
        &self,
        distance: &Distance,
        context: usize,
        (through, to): (&CellTest, &CellTest),
        (from, d): (Cell, u8),
        view: View,
        moved: u8,
    ) -> u32 {
        match distance {
            Distance::Cells(n) => *n,
            Distance::InLine(test) => self.count_in_line(&test[context], from, d, view),
            Distance::Height => self.position.height(from),
            Distance::Moved if moved == 0 => self.position.height(from),
            Distance::Moved => u32::from(moved),
            Distance::Value(slot) => self.position.value(from, *slot).max(0) as u32,
            Distance::Farthest => self.farthest(through, to, from, d, view),
            // Read only along a track (`along.rs`); the checker refuses them on a slide.
            Distance::Die | Distance::DiceTotal => 0,
        }
    }

    /// How many cells of the set stand on the whole line through `from` along the axis of
    /// direction `d`, `from` included: a set of occupants read on the line's bits where the
    /// game keeps them (`LineMasks`), else a walk both ways.
    pub(crate) fn count_in_line(&self, test: &CellTest, from: Cell, d: u8, view: View) -> u32 {
        if let (None, Some(classes)) = (&test.dynamic, test.by_class.uniform)
            && let Some(line) = self.rules.line_masks.as_ref().and_then(|lines| lines.through(from, d))
        {
            let mut count = 0;
            for (word, &cells) in line.iter().enumerate() {
                count += (cells & self.position.classes_word(view.player, classes, word)).count_ones();
            }
            return count;
        }
        self.count_walking_line(test, from, d, view)
    }

    /// `count_in_line`, cell by cell along the line.
    pub(super) fn count_walking_line(&self, test: &CellTest, from: Cell, d: u8, view: View) -> u32 {
        let geometry = &self.rules.geometry;
        let mut count = u32::from(self.member(test, from, view));
        for direction in [d, geometry.opposite(d)] {
            let mut at = geometry.step(from, direction);
            while at != NO_CELL && at != from {
                count += u32::from(self.member(test, at, view));
                at = geometry.step(at, direction);
            }
        }
        count
    }

    /// How far the last cell a slide could stop on lies: the walk goes on while the cells
    /// passed are in `through`, and the furthest of them (or the cell that stops it) in `to`.
    fn farthest(&self, through: &CellTest, to: &CellTest, from: Cell, d: u8, view: View) -> u32 {
        let geometry = &self.rules.geometry;
        let (mut cell, mut gone, mut last) = (geometry.step(from, d), 1, 0);
        while cell != NO_CELL && cell != from {
            if self.member(to, cell, view) {
                last = gone;
            }
            if !self.member(through, cell, view) {
                break;
            }
            cell = geometry.step(cell, d);
            gone += 1;
        }
        last
    }
}

#[cfg(test)]
mod tests;

//! Custodial: the runs of enemy pieces a placed or moved piece closes between itself and one of
//! its owner's, flipped or removed (`flip custodial`, `capture custodial`), and their count; and
//! the runs of pieces on a set closed by a cell of another (`… of CELLS closed by CELLS`).

use super::apply::Flip;
use super::attack::is_live_royal;
use super::cells::View;
use super::generate::BitIter;
use super::position::Position;
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::{DirMask, ENEMY, Effect, OWN, PlayerId};
use std::sync::Arc;

impl State {
    /// `… custodial DIRS of CELLS closed by CELLS` (the `index`th effect of `rule`): every run of
    /// pieces on `of` from `at` along the directions that a cell of `closed` ends is flipped (with
    /// `flip`) or removed (a live royal piece stays). Both sets are read once, before anything
    /// changes; returns how many pieces were removed.
    pub(super) fn custodial_sets(
        &mut self,
        rule: usize,
        index: usize,
        at: Cell,
        flip: Option<Flip>,
        view: View,
    ) -> u32 {
        let rules = Arc::clone(&self.rules);
        let Effect::CustodialSets { dirs, of, closed, .. } = &rules.actions[rule].effects[index] else {
            unreachable!("only a custodial run with sets is read here")
        };
        let context = self.context();
        let (of, closed, geometry) = (&of[context], &closed[context], &rules.geometry);
        let mut chosen = std::mem::take(&mut self.scratch);
        chosen.clear();
        for d in BitIter(u64::from(*dirs)) {
            let start = chosen.len();
            let mut cell = geometry.step(at, d);
            while cell != NO_CELL && self.position.board[cell as usize] != 0 && self.member(of, cell, view) {
                chosen.push(cell);
                cell = geometry.step(cell, d);
            }
            if chosen.len() == start || cell == NO_CELL || !self.member(closed, cell, view) {
                chosen.truncate(start);
            }
        }
        let mut removed = 0;
        for &cell in &chosen {
            let piece = self.position.board[cell as usize];
            match flip {
                Some(flip) => self.position.set(cell, flip.turn(piece)),
                None if is_live_royal(rules.pieces.royal, piece) => continue,
                None => {
                    self.position.set(cell, 0);
                    removed += 1;
                }
            }
            self.changed.push(cell);
        }
        self.scratch = chosen;
        removed
    }
}

/// Every run of enemy pieces from `at` that the mover's piece closes is flipped (with `flip`)
/// or removed.
pub(super) fn custodial(
    geometry: &Geometry,
    position: &mut Position,
    changed: &mut Vec<Cell>,
    at: Cell,
    dirs: DirMask,
    player: PlayerId,
    flip: Option<Flip>,
) -> u32 {
    let mut removed = 0;
    for d in BitIter(u64::from(dirs)) {
        let run = closed_run(geometry, position, at, d, player);
        let mut cell = geometry.step(at, d);
        for _ in 0..run {
            match flip {
                Some(flip) => {
                    position.set(cell, flip.turn(position.board[cell as usize]));
                    changed.push(cell);
                }
                None => {
                    position.set(cell, 0);
                    removed += 1;
                }
            }
            cell = geometry.step(cell, d);
        }
    }
    removed
}

/// How many pieces `flip custodial` would turn over from `at` (counting stops at `enough`),
/// without changing anything. A cell with no enemy neighbour is answered from bit sets alone.
pub(crate) fn custodial_count(
    geometry: &Geometry,
    position: &Position,
    at: Cell,
    dirs: DirMask,
    player: PlayerId,
    enough: u32,
) -> u32 {
    let words = position.words;
    let near = &geometry.adjacent[at as usize * words..(at as usize + 1) * words];
    let own = position.owned_by(player);
    if near.iter().zip(&position.empty).zip(own).all(|((n, e), o)| n & !(e | o) == 0) {
        return 0;
    }
    let mut total = 0;
    for d in BitIter(u64::from(dirs)) {
        total += closed_run(geometry, position, at, d, player);
        if total >= enough {
            break;
        }
    }
    total
}

/// The number of enemy pieces from `at` in direction `d` up to one of the player's, or 0 if
/// the run is empty or not closed by the player's piece.
#[inline]
fn closed_run(geometry: &Geometry, position: &Position, at: Cell, d: u8, player: PlayerId) -> u32 {
    let mut cell = geometry.step(at, d);
    let mut run = 0;
    while cell != NO_CELL && position.class(cell, player) == ENEMY {
        run += 1;
        cell = geometry.step(cell, d);
    }
    if cell != NO_CELL && position.class(cell, player) == OWN { run } else { 0 }
}

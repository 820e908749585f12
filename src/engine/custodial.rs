//! Custodial: the runs of enemy pieces a placed or moved piece closes between itself and one of
//! its owner's, flipped or removed (`flip custodial`, `capture custodial`), and their count.

use super::apply::Flip;
use super::generate::BitIter;
use super::position::Position;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::{DirMask, ENEMY, OWN, PlayerId};

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

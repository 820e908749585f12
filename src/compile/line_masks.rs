//! Line masks: the cells of the whole straight line through each cell along each direction, as
//! bit sets, for the slides that go as far as a set holds cells on their line (`exactly …
//! in line`): the count is then one intersection, not a walk both ways.

use super::geometry::{Cell, Geometry, NO_CELL, STRIDE};
use super::rules::{ActionRule, Distance, Motion, Movement};
use std::collections::HashMap;

/// Per (cell, direction), which of the board's lines passes through the cell along it.
#[derive(Clone, Debug)]
pub struct LineMasks {
    /// `line[cell * STRIDE + d]`: an index into `masks`, or `NONE` where the walk goes round a
    /// ring (it would meet its cells twice: those are counted by walking).
    line: Vec<u32>,
    /// `masks[i * words..(i + 1) * words]`: the cells of line `i`.
    masks: Vec<u64>,
    words: usize,
}

const NONE: u32 = u32::MAX;

impl LineMasks {
    /// The table of a game where some slide goes `exactly … in line`; `None` in any other.
    pub fn of(actions: &[ActionRule], geometry: &Geometry) -> Option<LineMasks> {
        let in_line = |a: &ActionRule| {
            matches!(
                &a.motion,
                Motion::Move { movement: Movement::Slide { exactly: Some(Distance::InLine(_)), .. }, .. }
            )
        };
        actions.iter().any(in_line).then(|| LineMasks::new(geometry))
    }

    fn new(geometry: &Geometry) -> LineMasks {
        let (cells, words) = (geometry.cell_count(), geometry.cell_count().div_ceil(64));
        let mut index: HashMap<Vec<u64>, u32> = HashMap::new();
        let (mut line, mut masks) = (vec![NONE; cells * STRIDE], Vec::new());
        for cell in 0..cells as Cell {
            for d in 0..geometry.direction_count() as u8 {
                let Some(mask) = line_through(geometry, cell, d, words) else { continue };
                let next = index.len() as u32;
                line[cell as usize * STRIDE + d as usize] = *index.entry(mask.clone()).or_insert_with(|| {
                    masks.extend_from_slice(&mask);
                    next
                });
            }
        }
        LineMasks { line, masks, words }
    }

    /// The cells of the line through `cell` along `d` (both ways, `cell` included), or `None`
    /// where that walk goes round a ring.
    #[inline]
    pub fn through(&self, cell: Cell, d: u8) -> Option<&[u64]> {
        let i = *self.line.get(cell as usize * STRIDE + d as usize)?;
        (i != NONE).then(|| &self.masks[i as usize * self.words..(i as usize + 1) * self.words])
    }
}

/// The cells met walking from `cell` along `d` and along its opposite, with `cell`; `None` if
/// a walk comes back to `cell`.
fn line_through(geometry: &Geometry, cell: Cell, d: u8, words: usize) -> Option<Vec<u64>> {
    let mut mask = vec![0u64; words];
    mask[cell as usize / 64] |= 1 << (cell % 64);
    for direction in [d, geometry.opposite(d)] {
        let mut at = geometry.step(cell, direction);
        while at != NO_CELL {
            if at == cell {
                return None;
            }
            mask[at as usize / 64] |= 1 << (at % 64);
            at = geometry.step(at, direction);
        }
    }
    Some(mask)
}

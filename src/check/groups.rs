//! Groups: `groups` and `largest group` — which neighbours join a group, compiled to a bit set
//! per cell, and the fixed sets a counted group must touch, compiled for each player.

use super::Checker;
use crate::compile::conditions::Quantity;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::DirMask;
use crate::syntax::ast::{CellExpr, DirExpr, Spanned};

impl Checker<'_> {
    /// `groups [DIRS] [touching SET, …]` or `largest group [DIRS]`.
    pub(super) fn groups(
        &mut self,
        dirs: Option<&Spanned<DirExpr>>,
        touching: &[Spanned<CellExpr>],
        largest: bool,
    ) -> Option<Quantity> {
        let dirs = match dirs {
            Some(dirs) => self.directions(dirs),
            None => Some(DirMask::MAX),
        };
        let players = self.players.len();
        let mut sets = Vec::new();
        for player in 0..players {
            for set in touching {
                // Every set is compiled (and its mistakes reported) before giving up.
                sets.push(self.eval_fixed(set, Some(player as u8)));
            }
        }
        let (dirs, sets) = (dirs?, sets.into_iter().collect::<Option<Vec<Vec<u8>>>>()?);
        let geometry = self.geometry.as_ref()?;
        let cells = geometry.cell_count();
        let words = cells.div_ceil(64);
        let mut adjacent = vec![0u64; cells * words];
        for cell in 0..cells {
            for d in (0..geometry.direction_count() as u8).filter(|&d| dirs & 1 << d != 0) {
                let next = geometry.step(cell as Cell, d);
                if next != NO_CELL {
                    adjacent[cell * words + next as usize / 64] |= 1 << (next % 64);
                }
            }
        }
        let mut touching_bits = vec![0u64; sets.len() * words];
        for (i, set) in sets.iter().enumerate() {
            for (cell, _) in set.iter().enumerate().filter(|(_, m)| **m != 0) {
                touching_bits[i * words + cell / 64] |= 1 << (cell % 64);
            }
        }
        Some(Quantity::Groups { adjacent, touching: touching_bits, sets: touching.len(), largest })
    }
}

//! Groups: `groups` and `largest group` — which neighbours join a group, compiled to a bit set
//! per cell (shared with `enclosed` and `territory`), and the fixed sets a counted group must
//! touch, compiled for each player.

use super::Checker;
use crate::compile::conditions::Quantity;
use crate::compile::groups::Adjacency;
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
        let adjacent = self.adjacency(dirs);
        let players = self.players.len();
        let mut sets = Vec::new();
        for player in 0..players {
            for set in touching {
                // Every set is compiled (and its mistakes reported) before giving up.
                sets.push(self.eval_fixed(set, Some(player as u8)));
            }
        }
        let (adjacent, sets) = (adjacent?, sets.into_iter().collect::<Option<Vec<Vec<u8>>>>()?);
        let words = adjacent.words;
        let mut touching_bits = vec![0u64; sets.len() * words];
        for (i, set) in sets.iter().enumerate() {
            for (cell, _) in set.iter().enumerate().filter(|(_, m)| **m != 0) {
                touching_bits[i * words + cell / 64] |= 1 << (cell % 64);
            }
        }
        Some(Quantity::Groups { adjacent, touching: touching_bits, sets: touching.len(), largest })
    }

    /// The neighbours that join a group, along the directions named (all when none are).
    pub(super) fn adjacency(&mut self, dirs: Option<&Spanned<DirExpr>>) -> Option<Adjacency> {
        let dirs = match dirs {
            Some(dirs) => self.directions(dirs)?,
            None => DirMask::MAX,
        };
        Some(Adjacency::new(self.geometry.as_ref()?, dirs))
    }
}

//! Groups: `groups`, `largest group` and `rings` — which neighbours join a group, compiled to a bit set
//! per cell (shared with `enclosed` and `territory`), and the fixed sets a counted group must
//! touch (all of a list, or some members of a region family), compiled for each player.

use super::Checker;
use crate::compile::conditions::Quantity;
use crate::compile::groups::{Adjacency, Rings};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CellExpr, DirExpr, Name, Spanned};

impl Checker<'_> {
    /// `groups [DIRS] [touching SET, …]` or `largest group [DIRS]`.
    pub(super) fn groups(
        &mut self,
        dirs: Option<&Spanned<DirExpr>>,
        touching: &[Spanned<CellExpr>],
        of_family: Option<&(Spanned<u32>, Name)>,
        largest: bool,
    ) -> Option<Quantity> {
        let adjacent = self.adjacency(dirs);
        if let Some((least, family)) = of_family {
            return self.groups_touching_family(adjacent, least, family);
        }
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
        let sets = touching.len();
        Some(Quantity::Groups { adjacent, touching: touching_bits, sets, least: sets as u32, largest })
    }

    /// `groups touching N of FAMILY`: the members of the family, the same for every player.
    fn groups_touching_family(
        &mut self,
        adjacent: Option<Adjacency>,
        least: &Spanned<u32>,
        family: &Name,
    ) -> Option<Quantity> {
        let masks = self.family_masks(family)?;
        let adjacent = adjacent?;
        let sets = masks.len() / adjacent.words;
        if least.node == 0 || least.node as usize > sets {
            let message =
                format!("`{}` has {sets} regions: a group cannot touch {} of them", family.node, least.node);
            let help = format!("count from 1 to {sets}");
            self.error(Diagnostic::new("E016", message, least.span).label("out of range").help(help));
            return None;
        }
        let touching = masks.repeat(self.players.len());
        Some(Quantity::Groups { adjacent, touching, sets, least: least.node, largest: false })
    }

    /// `rings [DIRS] [around SET]`: the board's rim and neighbours, with the directions that
    /// join a group, and the set read in each context.
    pub(super) fn rings(
        &mut self,
        dirs: Option<&Spanned<DirExpr>>,
        around: Option<&Spanned<CellExpr>>,
    ) -> Option<Quantity> {
        let dirs = match dirs {
            Some(dirs) => self.directions(dirs),
            None => self.geometry.as_ref().map(|g| g.neighbours),
        };
        // The set is checked (and its mistakes reported) even when the directions are wrong.
        let around = around.map(|set| self.cell_tests(set));
        let board = Box::new(Rings::new(self.geometry.as_ref()?, dirs?));
        let around = match around {
            Some(tests) => Some(tests?),
            None => None,
        };
        Some(Quantity::Rings { board, around })
    }

    /// The neighbours that join a group, along the directions named (when none are, every
    /// direction to a neighbouring cell: `any`, without a hex board's diagonals).
    pub(super) fn adjacency(&mut self, dirs: Option<&Spanned<DirExpr>>) -> Option<Adjacency> {
        let dirs = match dirs {
            Some(dirs) => self.directions(dirs)?,
            None => self.geometry.as_ref()?.neighbours,
        };
        Some(Adjacency::new(self.geometry.as_ref()?, dirs))
    }
}

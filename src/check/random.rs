//! Random: reads `setup PLAYER [KIND]: random N of CELLS` into `compile::random::RandomSetup`s,
//! each a chance node before the first turn, and refuses a draw with too many outcomes.

use super::Checker;
use crate::compile::random::{MOST_OUTCOMES, RandomSetup, choose};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item};

impl Checker<'_> {
    /// The random setups, in the order written (the order they are drawn in).
    pub(crate) fn random_setups(&mut self, file: &GameFile) -> Vec<RandomSetup> {
        let mut setups = Vec::new();
        for item in &file.items {
            let Item::Setup { player, kind, cells, random: Some(count) } = &item.node else { continue };
            let player_id = self.player(player);
            let kind_id = match kind {
                Some(kind) => self.kind(kind),
                None => self.only_kind(item.span),
            };
            let tests = self.cell_tests(cells);
            let (Some(player), Some(kind), Some(tests)) = (player_id, kind_id, tests) else { continue };
            // The cells that could ever be drawn: those the set may hold for the player.
            let context = player as usize;
            let could = tests[context].mask.iter().filter(|&&m| m != 0).count() as u64;
            let outcomes = choose(could, u64::from(count.node));
            if count.node == 0 || u64::from(count.node) > could {
                let message = format!("{} cells cannot be drawn from a set of at most {could}", count.node);
                self.error(Diagnostic::new("E015", message, count.span).label("not so many cells"));
                continue;
            }
            if outcomes == 0 {
                let message =
                    format!("drawing {} of {could} cells has more outcomes than yon can count", count.node);
                let label = format!("at most {MOST_OUTCOMES} sets of cells");
                self.error(
                    Diagnostic::new("E022", message, count.span)
                        .label(label)
                        .help("draw fewer cells, or from a smaller set"),
                );
                continue;
            }
            setups.push(RandomSetup { player, kind, count: count.node, cells: tests });
        }
        setups
    }
}

//! Swap: where `swap seats` (the pie rule) makes sense, refused elsewhere with `E023` — in a
//! game of other than two players, as a second swap rule, in a turn that may do more than
//! swap, as the action a `remember` follows (a swap lands on no cell), and on a board with a
//! spot named as the swap is written.

use super::Checker;
use crate::compile::rules::{ActionRule, Memory};
use crate::compile::turn::TurnMachine;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, GameFile, Item};

impl Checker<'_> {
    /// Every `swap seats` rule of the game as configured, judged once the turn machine and
    /// the memory are built (either may be missing when something else is wrong).
    pub(crate) fn swaps(
        &mut self,
        file: &GameFile,
        actions: &[ActionRule],
        turn: Option<&TurnMachine>,
        memory: Option<&Memory>,
    ) {
        let swaps: Vec<&ast::Action> = file
            .items
            .iter()
            .filter_map(|i| match &i.node {
                Item::Action(a) if matches!(a.motion.node, ast::Motion::Swap { .. }) => Some(a),
                _ => None,
            })
            .collect();
        for (nth, action) in swaps.iter().enumerate() {
            let span = action.motion.span;
            if self.players.len() != 2 {
                let message = format!("`swap seats` needs two players; this game has {}", self.players.len());
                let help =
                    "the pie rule exchanges the seats of the two players: remove it, or play it with two";
                self.error(Diagnostic::new("E023", message, span).label("no two seats to swap").help(help));
            }
            if nth > 0 {
                let message = "a second `swap seats` rule";
                let help = "one rule swaps the seats: say when in its `turn` patterns or its `when`";
                self.error(
                    Diagnostic::new("E023", message, span)
                        .label("an earlier rule already swaps them")
                        .help(help),
                );
            }
            if self.geometry.as_ref().is_some_and(|g| g.cell("swap").is_some()) {
                let message = "a spot is named `swap`, as the swap of seats is written";
                let help = "rename the spot: each action needs a name of its own";
                self.error(Diagnostic::new("E023", message, span).label("written `swap` too").help(help));
            }
            let Some(id) = actions.iter().position(|a| a.origin.name == action.name.node) else { continue };
            if turn.is_some_and(|turn| !turn.plays_alone(id as u8)) {
                let message = format!("`{}` swaps seats in a turn that may do more", action.name.node);
                let help = format!(
                    "a swap is a whole turn: write it as an alternative of its own, `turn 2: place | {}`",
                    action.name.node
                );
                self.error(
                    Diagnostic::new("E023", message, action.name.span)
                        .label("a turn pattern plays it with other actions")
                        .help(help),
                );
            }
            if let (Some(memory), Some(def)) = (memory, &self.memory)
                && memory.after & 1 << id != 0
            {
                let message = format!("`remember` follows `{}`, which lands on no cell", action.name.node);
                let help = "remember the label after the actions that place or move a piece";
                let span = def.after.span;
                self.error(Diagnostic::new("E023", message, span).label("a swap of seats").help(help));
            }
        }
    }
}

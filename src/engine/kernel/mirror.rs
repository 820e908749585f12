//! Mirror: a kernel game played step by step beside the general engine (tests/kernel.rs), with
//! what it lists, draws and reaches, and where its position differs from the engine's.

use super::{Bits, Run};
use crate::engine::action::Action;
use crate::engine::state::{Outcome, State};

/// A game played on the kernel step by step beside the general engine, to prove they agree:
/// its legal actions, its play and its result, and where its position differs from a state's.
pub struct Mirror {
    kernel: std::sync::Arc<crate::compile::rules::Rules>,
    bits: Bits,
    /// The keys of the turn starts so far (in a game with forbids).
    seen: Vec<u64>,
}

impl Mirror {
    /// The kernel of `rules` on the position of `state` (played on any rules of the same
    /// game), if the rules have a kernel and no action is half judged.
    pub fn new(rules: &std::sync::Arc<crate::compile::rules::Rules>, state: &State) -> Option<Mirror> {
        let kernel = rules.kernel.as_ref().ok()?;
        let mut seen = Vec::new();
        Run { kernel }.history(state, &mut seen);
        Some(Mirror { kernel: std::sync::Arc::clone(rules), bits: Bits::at(state)?, seen })
    }

    fn run(&self) -> Run<'_> {
        Run { kernel: self.kernel.kernel.as_ref().expect("a mirror is made only for a kernel game") }
    }

    /// The legal actions, sorted.
    pub fn legal(&mut self) -> Vec<Action> {
        let mut out = Vec::new();
        let mut bits = self.bits;
        self.run().legal(&mut bits, &mut out, &self.seen, &mut Vec::new());
        self.bits = bits;
        out.sort();
        out
    }

    pub fn play(&mut self, action: Action) {
        let mut bits = self.bits;
        let mut seen = std::mem::take(&mut self.seen);
        self.run().play_remembering(&mut bits, action, &mut seen);
        (self.bits, self.seen) = (bits, seen);
    }

    /// The action a random playout would draw here with these random numbers, or `None` when
    /// the player to act has none (whether they pass or lose is `legal`'s to say).
    pub fn draw(&self, random: &mut impl FnMut(usize) -> usize) -> Option<Action> {
        let run = self.run();
        let batches = &mut Vec::new();
        match run.kernel.simple {
            true => run.draw::<false, false>(&self.bits, random, (batches, &self.seen)),
            false => run.draw::<false, true>(&self.bits, random, (batches, &self.seen)),
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.bits.result
    }

    /// The keys of a history of turn starts, in a game whose kernel keeps one.
    fn history_of(&self, keys: impl IntoIterator<Item = u64>) -> String {
        match self.run().kernel.forbids.is_empty() {
            true => String::new(),
            false => format!("{:x?}", keys.into_iter().collect::<Vec<_>>()),
        }
    }

    /// What differs between this position and the state's (board, hands, player to act, turn
    /// state, passes, turn, remembered label, result, turn starts), or `None` when nothing does.
    pub fn differs_from(&self, state: &State) -> Option<String> {
        let Some(theirs) = Bits::at(state) else {
            return Some("the engine is in the middle of an action".into());
        };
        let mine = self.bits;
        let pairs = [
            ("pieces", format!("{:x?}", mine.pieces), format!("{:x?}", theirs.pieces)),
            ("hands", format!("{:?}", mine.hands), format!("{:?}", theirs.hands)),
            ("player to act", mine.to_move.to_string(), theirs.to_move.to_string()),
            ("turn state", mine.turn_state.to_string(), theirs.turn_state.to_string()),
            ("passes", mine.passes.to_string(), theirs.passes.to_string()),
            ("turn", mine.turn.to_string(), theirs.turn.to_string()),
            ("remembered label", mine.memory.to_string(), theirs.memory.to_string()),
            ("result", format!("{:?}", mine.result), format!("{:?}", state.known_outcome())),
            (
                "turn starts",
                self.history_of(self.seen.iter().copied()),
                self.history_of(state.turn_starts.board_keys()),
            ),
        ];
        pairs.iter().find(|(_, a, b)| a != b).map(|(what, a, b)| format!("{what}: kernel {a}, engine {b}"))
    }
}

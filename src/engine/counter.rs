//! Counters (`compile::counter`): their values at every turn start so far, kept beside the
//! state and cut back by `undo` to the turns still played, so that a game without counters
//! keeps nothing and pays one comparison in `undo`.

use super::state::State;
use crate::compile::counter::MAX_COUNTERS;

/// The counters at each turn start of the game so far: entry `t` belongs to turn `t + 1`, so
/// there are as many as the turn number (`Scalars::turn`).
#[derive(Clone, Debug, Default)]
pub(crate) struct Track {
    /// The counters' values, `[entry * width + counter]`; NaN while a counter is unset.
    values: Vec<f64>,
    /// Per entry, a bit per event (`Counters::events`) that held then.
    held: Vec<u64>,
    /// How many counters the game keeps.
    width: usize,
}

impl Track {
    /// Drops the entries of turns after `turns` (those an undo took back).
    #[inline]
    pub(crate) fn truncate(&mut self, turns: u32) {
        let turns = turns as usize;
        if self.held.len() > turns {
            self.held.truncate(turns);
            self.values.truncate(turns * self.width);
        }
    }
}

impl State {
    /// A turn begins: each counter whose first line with an event new since the last turn
    /// start and a `given` that holds is set to that line's quantity, about the player to act;
    /// any other counter once set grows by one. Counters read by these lines read the values
    /// of the last turn start.
    pub(crate) fn count_turn_start(&mut self) {
        let counters = &self.rules.counters;
        let (width, player) = (counters.names.len(), self.s.to_move);
        let track = &self.counters;
        let previous_held = track.held.last().copied().unwrap_or(0);
        // Unset at the game's start; then each grows by one (NaN + 1 stays NaN: unset).
        let mut values = [f64::NAN; MAX_COUNTERS];
        if !track.held.is_empty() {
            let last = &track.values[track.values.len() - width..];
            values[..width].iter_mut().zip(last).for_each(|(v, &old)| *v = old + 1.0);
        }
        let mut held = 0u64;
        for (i, event) in counters.events.iter().enumerate() {
            held |= u64::from(self.holds(event, player)) << i;
        }
        let new = held & !previous_held;
        if new != 0 {
            let mut set = 0u32;
            for line in &counters.lines {
                let counter = line.counter as usize;
                if set & 1 << counter != 0 || new & 1 << line.event == 0 {
                    continue;
                }
                if line.given.as_ref().is_none_or(|given| self.holds(given, player)) {
                    values[counter] = self.quantity(&line.value, player);
                    set |= 1 << counter;
                }
            }
        }
        let track = &mut self.counters;
        track.width = width;
        track.held.push(held);
        track.values.extend_from_slice(&values[..width]);
    }

    /// The value of counter `index` now: NaN while it is unset.
    #[inline]
    pub(crate) fn counter(&self, index: u8) -> f64 {
        let track = &self.counters;
        let entry = track.held.len().saturating_sub(1);
        track.values.get(entry * track.width + index as usize).copied().unwrap_or(f64::NAN)
    }

    /// The value of the counter called `name`, once set (`None` while unset, or when the game
    /// keeps no such counter).
    pub fn counter_value(&self, name: &str) -> Option<f64> {
        let index = self.rules.counters.names.iter().position(|n| n == name)?;
        Some(self.counter(index as u8)).filter(|v| !v.is_nan())
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::State;

    const CLOCK: &str = "players a b\nboard square 3 x 1\npiece stone\nhand stone unlimited\n\
                         action place: place stone on empty\ncounter clock: 0 on count occupied >= 1\n";

    #[test]
    fn an_unset_counter_makes_no_comparison_true_and_a_set_one_compares() {
        for (compare, once_set) in
            [("== 0", true), ("!= 0", false), ("< 0", false), ("<= 0", true), ("> 0", false), (">= 0", true)]
        {
            let mut state = State::of_source(&format!("{CLOCK}win: counter clock {compare} at turn start\n"));
            assert!(state.known_outcome().is_none(), "unset: `{compare}`");
            let mut actions = Vec::new();
            state.legal_actions(&mut actions);
            state.play_unchecked(actions[0]);
            assert_eq!(state.counter_value("clock"), Some(0.0));
            assert_eq!(state.known_outcome().is_some(), once_set, "set to 0: `{compare}`");
            state.undo();
            assert_eq!(state.counter_value("clock"), None);
        }
    }
}

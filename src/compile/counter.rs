//! Counters (`counter NAME: QUANTITY on COND [given COND]`): numbers the game keeps between
//! turns. At each turn's start, the first line of a counter whose `on` event holds now and did
//! not at the last turn start, and whose `given` holds, sets the counter to its quantity (read
//! about the player to act); otherwise a counter once set grows by one. A game without counters
//! keeps none (`is_empty`).

use super::conditions::{Condition, Quantity};
use super::rules::Origin;

/// The most counters a game may keep.
pub const MAX_COUNTERS: usize = 8;
/// The most distinct `on` events a game's counters may watch (a bit each).
pub const MAX_EVENTS: usize = 64;

/// A game's counters: their names, the events they watch and their lines.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Counters {
    /// Each counter's name, in the order first written; a counter's index is its place here.
    pub names: Vec<String>,
    /// The distinct `on` conditions, read about the player to act at every turn's start.
    pub events: Vec<Condition>,
    /// Every line, in the order written.
    pub lines: Vec<CounterLine>,
}

/// One `counter` statement.
#[derive(Clone, Debug, PartialEq)]
pub struct CounterLine {
    /// The counter it sets (an index into `Counters::names`).
    pub counter: u8,
    /// Its `on` condition (an index into `Counters::events`).
    pub event: u8,
    /// Its `given` condition, if any.
    pub given: Option<Condition>,
    /// What it sets the counter to.
    pub value: Quantity,
    pub origin: Origin,
}

impl Counters {
    /// Whether the game keeps no counter.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The index of the event, added if it is new.
    pub fn event(&mut self, on: Condition) -> usize {
        match self.events.iter().position(|e| *e == on) {
            Some(index) => index,
            None => {
                self.events.push(on);
                self.events.len() - 1
            }
        }
    }

    /// Every condition the counters read: their events and their `given`s.
    pub fn conditions(&self) -> impl Iterator<Item = &Condition> {
        self.events.iter().chain(self.lines.iter().filter_map(|l| l.given.as_ref()))
    }
}

//! Turn: the regular expression over action names that a turn must match, compiled to a
//! deterministic machine whose state says which actions may come next and whether the turn may
//! end there. `end` and `pass` may be written in a pattern as actions of their own.

use super::rules::ActionId;

/// The symbols of `roll`, `pass` and `end` in a pattern (the engine's action rules for them).
pub const ROLL_SYMBOL: ActionId = 253;
pub const PASS_SYMBOL: ActionId = 254;
pub const END_SYMBOL: ActionId = 255;
/// The bits of `TurnState::allowed` that stand for `pass` and `end` written in a pattern.
pub const PASS_BIT: u64 = 1 << 62;
pub const END_BIT: u64 = 1 << 63;
/// The bit of `TurnState::allowed` that stands for `roll`: a chance node of the turn.
pub const ROLL_BIT: u64 = 1 << 61;
use std::collections::{BTreeMap, BTreeSet};

/// A turn pattern with action names resolved to ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pattern {
    Action(ActionId),
    /// `end` or `pass` written in the pattern.
    End,
    Pass,
    /// `roll`: the dice are thrown (a chance node).
    Roll,
    /// Matches nothing: an action switched off by an option.
    Nothing,
    Seq(Vec<Pattern>),
    Alt(Vec<Pattern>),
    Optional(Box<Pattern>),
    Star(Box<Pattern>),
    Plus(Box<Pattern>),
}

/// A state of the turn machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnState {
    /// A bit per action that may be played next, with `END_BIT` and `PASS_BIT` for `end` and
    /// `pass` written in the pattern.
    pub allowed: u64,
    /// Whether the turn may end here; with `allowed` non-empty, that is the action `end`.
    pub accepting: bool,
}

/// The deterministic turn machine; the states of every turn's pattern share one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnMachine {
    pub states: Vec<TurnState>,
    /// `next[state * actions + action]`
    next: Vec<u8>,
    /// Per state, where a `roll` leads (`u8::MAX` where none may be thrown).
    rolls: Vec<u8>,
    actions: usize,
    /// Where every turn starts, unless the turn has a pattern of its own.
    pub start: u8,
    /// `numbered[n - 1]`: where the game's n-th turn starts, for the turns `turn N:` names.
    numbered: Vec<u8>,
}

/// The most states the turn machine may have: a state is a byte, and `u8::MAX` means "no
/// next state".
pub const MAX_TURN_STATES: usize = u8::MAX as usize - 1;

/// Which pattern made the machine too large: the turn's, or a numbered turn's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TooComplex {
    Turn,
    Numbered(u32),
}

impl TurnMachine {
    /// Compiles the turn pattern and the patterns of numbered turns (`turn 1:`…); refuses, as
    /// soon as it is found out, a pattern that needs more than `MAX_TURN_STATES` states in all.
    pub fn new(
        actions: usize,
        turn: &Pattern,
        numbered: &[(u32, Pattern)],
    ) -> Result<TurnMachine, TooComplex> {
        let mut machine = TurnMachine {
            states: Vec::new(),
            next: Vec::new(),
            rolls: Vec::new(),
            actions,
            start: 0,
            numbered: Vec::new(),
        };
        machine.start = machine.add(turn).ok_or(TooComplex::Turn)?;
        let last = numbered.iter().map(|(n, _)| *n as usize).max().unwrap_or(0);
        machine.numbered = vec![machine.start; last];
        for (number, pattern) in numbered {
            let start = machine.add(pattern).ok_or(TooComplex::Numbered(*number))?;
            machine.numbered[*number as usize - 1] = start;
        }
        Ok(machine)
    }

    /// Where the game's `turn`-th turn (from 1) starts.
    #[inline]
    pub fn start_of(&self, turn: u32) -> u8 {
        self.numbered.get((turn as usize).wrapping_sub(1)).copied().unwrap_or(self.start)
    }

    #[inline]
    pub fn next(&self, state: u8, action: ActionId) -> u8 {
        self.next[state as usize * self.actions + action as usize]
    }

    /// Where the turn goes once the dice are thrown in this state.
    #[inline]
    pub fn after_roll(&self, state: u8) -> u8 {
        self.rolls[state as usize]
    }

    /// Whether the dice are thrown next in this state: a chance node.
    #[inline]
    pub fn rolls_next(&self, state: u8) -> bool {
        self.states[state as usize].allowed & ROLL_BIT != 0
    }

    /// Whether some pattern throws the dice.
    pub fn rolls(&self) -> bool {
        self.states.iter().any(|s| s.allowed & ROLL_BIT != 0)
    }

    /// Whether the dice may be thrown where something else may be played or the turn may
    /// end: a chance node must stand alone.
    pub fn roll_shares_a_state(&self) -> bool {
        self.states.iter().any(|s| s.allowed & ROLL_BIT != 0 && (s.allowed != ROLL_BIT || s.accepting))
    }

    /// A state of its own for the draws of a random setup, before the first turn: only a
    /// throw may come there, and it leads nowhere (the engine moves on by hand).
    pub fn add_setup_state(&mut self) -> u8 {
        self.states.push(TurnState { allowed: ROLL_BIT, accepting: false });
        self.next.extend(std::iter::repeat_n(u8::MAX, self.actions));
        self.rolls.push(u8::MAX);
        (self.states.len() - 1) as u8
    }

    /// Whether some turn is over as soon as its dice are thrown.
    pub fn ends_with_roll(&self) -> bool {
        self.rolls.iter().any(|&r| r != u8::MAX && self.is_final(r))
    }

    /// Whether a turn in this state is over: nothing may follow.
    #[inline]
    pub fn is_final(&self, state: u8) -> bool {
        self.states[state as usize].allowed == 0
    }

    /// The actions of the rules that may follow in this state (without `end` and `pass`).
    #[inline]
    pub fn actions_allowed(&self, state: u8) -> u64 {
        self.states[state as usize].allowed & !(END_BIT | PASS_BIT | ROLL_BIT)
    }

    /// Every state a turn may start in: the turn's own, then each numbered turn's.
    pub fn starts(&self) -> impl Iterator<Item = u8> + '_ {
        std::iter::once(self.start).chain(self.numbered.iter().copied())
    }

    /// Whether some pattern lets a turn end before any action.
    pub fn accepts_empty_turn(&self) -> bool {
        std::iter::once(&self.start).chain(&self.numbered).any(|&s| self.states[s as usize].accepting)
    }

    /// Whether some pattern can never be completed: a turn would start with no action allowed.
    pub fn has_dead_start(&self) -> bool {
        std::iter::once(&self.start).chain(&self.numbered).any(|&s| {
            let state = &self.states[s as usize];
            state.allowed == 0 && !state.accepting
        })
    }

    /// Whether `action` can only be a whole turn: every state that allows it is a turn's start
    /// that no action leads back to, and nothing may follow it (not even `end`).
    pub fn plays_alone(&self, action: ActionId) -> bool {
        let mut reached = vec![false; self.states.len()];
        let mut work: Vec<u8> = self.starts().collect();
        while let Some(state) = work.pop() {
            let rolled = self.rolls[state as usize];
            for next in (0..self.actions as ActionId).map(|a| self.next(state, a)).chain([rolled]) {
                if next != u8::MAX && !reached[next as usize] {
                    reached[next as usize] = true;
                    work.push(next);
                }
            }
        }
        self.states
            .iter()
            .enumerate()
            .filter(|(_, s)| s.allowed & 1 << action != 0)
            .all(|(i, _)| !reached[i] && self.states[self.next(i as u8, action) as usize].allowed == 0)
    }

    /// Adds the states of one pattern's machine; returns its start state, or `None` once the
    /// machine would pass `MAX_TURN_STATES` (before building any more of it).
    fn add(&mut self, pattern: &Pattern) -> Option<u8> {
        let nfa = Nfa::from_pattern(pattern);
        let offset = self.states.len();
        let start_set = nfa.closure(BTreeSet::from([nfa.start]));
        let mut ids: BTreeMap<BTreeSet<usize>, usize> = BTreeMap::from([(start_set.clone(), 0)]);
        let mut work = vec![start_set];
        let mut rows: Vec<(TurnState, Vec<u8>, u8)> = Vec::new();
        while let Some(set) = work.pop() {
            let id = ids[&set];
            let mut row = vec![u8::MAX; self.actions + 1];
            let mut allowed = 0u64;
            for (word, bit) in [(PASS_SYMBOL, PASS_BIT), (END_SYMBOL, END_BIT)] {
                // `pass` and `end` always end the turn: whether they may be played is all that counts.
                if !nfa.moves(&set, word).is_empty() {
                    allowed |= bit;
                }
            }
            for (column, slot) in row.iter_mut().enumerate() {
                // The last column is the roll's.
                let action = if column == self.actions { ROLL_SYMBOL } else { column as ActionId };
                let target = nfa.closure(nfa.moves(&set, action));
                if target.is_empty() {
                    continue;
                }
                let count = ids.len();
                let target_id = match ids.get(&target) {
                    Some(&id) => id,
                    None if offset + count >= MAX_TURN_STATES => return None,
                    None => {
                        ids.insert(target.clone(), count);
                        work.push(target);
                        count
                    }
                };
                *slot = (offset + target_id) as u8;
                allowed |= if action == ROLL_SYMBOL { ROLL_BIT } else { 1 << action };
            }
            let state = TurnState { allowed, accepting: set.contains(&nfa.accept) };
            if rows.len() <= id {
                rows.resize(id + 1, (TurnState { allowed: 0, accepting: false }, Vec::new(), u8::MAX));
            }
            let roll = row.pop().unwrap_or(u8::MAX);
            rows[id] = (state, row, roll);
        }
        for (state, row, roll) in rows {
            self.states.push(state);
            self.next.extend(row);
            self.rolls.push(roll);
        }
        Some(offset as u8)
    }
}

/// A Thompson automaton: edges labelled with an action or nothing (epsilon).
struct Nfa {
    edges: Vec<Vec<(Option<ActionId>, usize)>>,
    start: usize,
    accept: usize,
}

impl Nfa {
    fn from_pattern(pattern: &Pattern) -> Nfa {
        let mut nfa = Nfa { edges: Vec::new(), start: 0, accept: 0 };
        let (start, accept) = nfa.fragment(pattern);
        nfa.start = start;
        nfa.accept = accept;
        nfa
    }

    fn state(&mut self) -> usize {
        self.edges.push(Vec::new());
        self.edges.len() - 1
    }

    fn edge(&mut self, from: usize, label: Option<ActionId>, to: usize) {
        self.edges[from].push((label, to));
    }

    /// Builds a fragment with one entry and one exit state.
    fn fragment(&mut self, pattern: &Pattern) -> (usize, usize) {
        let (entry, exit) = (self.state(), self.state());
        match pattern {
            Pattern::Action(action) => self.edge(entry, Some(*action), exit),
            Pattern::End => self.edge(entry, Some(END_SYMBOL), exit),
            Pattern::Pass => self.edge(entry, Some(PASS_SYMBOL), exit),
            Pattern::Roll => self.edge(entry, Some(ROLL_SYMBOL), exit),
            Pattern::Nothing => {}
            Pattern::Seq(parts) => {
                let mut at = entry;
                for part in parts {
                    let (s, e) = self.fragment(part);
                    self.edge(at, None, s);
                    at = e;
                }
                self.edge(at, None, exit);
            }
            Pattern::Alt(parts) => {
                for part in parts {
                    let (s, e) = self.fragment(part);
                    self.edge(entry, None, s);
                    self.edge(e, None, exit);
                }
            }
            Pattern::Optional(inner) | Pattern::Star(inner) | Pattern::Plus(inner) => {
                let (s, e) = self.fragment(inner);
                self.edge(entry, None, s);
                self.edge(e, None, exit);
                if !matches!(pattern, Pattern::Plus(_)) {
                    self.edge(entry, None, exit);
                }
                if !matches!(pattern, Pattern::Optional(_)) {
                    self.edge(e, None, s);
                }
            }
        }
        (entry, exit)
    }

    fn closure(&self, mut set: BTreeSet<usize>) -> BTreeSet<usize> {
        let mut work: Vec<usize> = set.iter().copied().collect();
        while let Some(state) = work.pop() {
            for &(label, to) in &self.edges[state] {
                if label.is_none() && set.insert(to) {
                    work.push(to);
                }
            }
        }
        set
    }

    fn moves(&self, set: &BTreeSet<usize>, action: ActionId) -> BTreeSet<usize> {
        set.iter()
            .flat_map(|&s| self.edges[s].iter())
            .filter(|(label, _)| *label == Some(action))
            .map(|&(_, to)| to)
            .collect()
    }
}

#[cfg(test)]
mod tests;

//! Screen: the move rules whose every move starts by stepping onto a cell that must hold a
//! piece — a hop over an enemy to the empty cell beyond, a step onto an enemy — on a board
//! whose directions are shifts of its bit sets. The pieces that could start such a move are
//! then found for the whole board at once, and listing the moves passes over every other
//! piece (most pieces, in a draughts game's search for a capture). And the move rules whose
//! pieces start on a cell of the last action (`from last to`), whose listing looks there alone.

use super::geometry::Geometry;
use super::groups::{Shift, uniform_shift};
use super::rules::{ActionRule, EMPTY, Motion, Movement};

/// Which rules are screened, and what their first cells must hold.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    /// The rules whose moves all start as their `Opening` says.
    pub screened: u64,
    /// The distinct ways screened rules' moves start.
    pub openings: Vec<Opening>,
    /// Per rule id: a bit for its entry in `openings` (0 for a rule not screened).
    opening_of: Vec<u64>,
    /// Per direction some rule starts along: the direction as a shift of the board's bit sets,
    /// where it is one.
    pub shifts: Vec<Option<Shift>>,
    /// The kinds some screened rule moves.
    kinds: u64,
    /// Per kind: the rules that move it and are not screened.
    open_of_kind: Vec<u64>,
    /// The move rules of the mover's pieces whose `from` holds only cells of the last action
    /// (a capture going on from where the last one landed).
    pub from_last: u64,
    /// The move rules of the mover's pieces with a `when` whose `from` reads more than the
    /// cells' occupants (`castle-short when not check: move king from unmoved …`): few pieces
    /// can start them, and their `when` is judged only when one can.
    pub gated: u64,
}

/// Whether the rule moves the mover's pieces from cells of the last action alone, in every
/// context.
fn starts_from_last(rule: &ActionRule) -> bool {
    let Motion::Move { from, neutral: false, .. } = &rule.motion else { return false };
    from.iter().all(|test| test.within_last)
}

/// Whether the rule has a `when` and moves the mover's pieces from a set that reads more than
/// the cells' occupants.
fn gated(rule: &ActionRule) -> bool {
    let Motion::Move { from, neutral: false, .. } = &rule.motion else { return false };
    rule.when.is_some() && from.iter().any(|test| test.dynamic.is_some())
}

/// How every move of a screened rule starts: along one of `dirs` (any side's), onto a cell of
/// the classes `first`, and for a hop, on to a cell beyond of the classes `then`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub dirs: Vec<u8>,
    pub first: u8,
    pub then: Option<u8>,
}

impl Screen {
    pub fn of(actions: &[ActionRule], geometry: &Geometry, moves_of_kind: &[u64]) -> Screen {
        let words = geometry.cell_count().div_ceil(64);
        // Only the directions some rule starts along are worked out.
        let starts: Vec<Option<Opening>> = actions.iter().map(opening).collect();
        let used = starts.iter().flatten().flat_map(|o| &o.dirs).fold(0u64, |m, &d| m | 1 << d);
        let shifts: Vec<Option<Shift>> = (0..geometry.direction_count() as u8)
            .map(|d| if used & 1 << d != 0 { uniform_shift(geometry, d, words) } else { None })
            .collect();
        let (mut openings, mut opening_of, mut screened) = (Vec::new(), Vec::new(), 0u64);
        for (id, start) in starts.into_iter().enumerate() {
            let Some(opening) = start.filter(|o| o.dirs.iter().all(|&d| shifts[d as usize].is_some())) else {
                opening_of.push(0);
                continue;
            };
            // Rules that start alike (a man's capture and a king's) are looked at once.
            let index = openings.iter().position(|o| *o == opening).unwrap_or_else(|| {
                openings.push(opening);
                openings.len() - 1
            });
            opening_of.push(1 << index);
            screened |= 1 << id;
        }
        let kinds =
            (0..moves_of_kind.len()).filter(|&k| moves_of_kind[k] & screened != 0).fold(0, |m, k| m | 1 << k);
        let open_of_kind = moves_of_kind.iter().map(|&rules| rules & !screened).collect();
        let from_last = actions
            .iter()
            .enumerate()
            .filter(|(_, rule)| starts_from_last(rule))
            .fold(0, |m, (id, _)| m | 1 << id);
        let gated =
            actions.iter().enumerate().filter(|(_, rule)| gated(rule)).fold(0, |m, (id, _)| m | 1 << id);
        Screen { screened, openings, opening_of, shifts, kinds, open_of_kind, from_last, gated }
    }

    /// How the moves of rule `id` start, if it is screened.
    pub fn opening(&self, id: usize) -> Option<&Opening> {
        (self.opening_of[id] != 0).then(|| &self.openings[self.opening_of[id].trailing_zeros() as usize])
    }

    /// The entries of `openings` that the rules of `rules` start by, as bits.
    #[inline]
    pub fn openings_of(&self, rules: u64) -> u64 {
        let (mut openings, mut rest) = (0, rules & self.screened);
        while rest != 0 {
            openings |= self.opening_of[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        openings
    }

    /// The kinds whose every move by the rules of `rules` is screened: a piece of one of them
    /// that can start none of their openings has no move.
    #[inline]
    pub fn kinds_screened(&self, rules: u64) -> u64 {
        let (mut kinds, mut rest) = (0, self.kinds);
        while rest != 0 {
            let kind = rest.trailing_zeros();
            if self.open_of_kind[kind as usize] & rules == 0 {
                kinds |= 1 << kind;
            }
            rest &= rest - 1;
        }
        kinds
    }
}

/// How each move of a rule starts, when every one starts with a step in one of its directions
/// and reads no more of the position than the classes of the cells it steps onto: a hop (not
/// flying, not a run) onto the piece it jumps and on to where it lands; a step onto a cell
/// that must hold a piece. `None` for any other rule (a leap, a slide, a walk that reads sets,
/// a step that may enter an empty cell, whose test would pass most pieces).
fn opening(rule: &ActionRule) -> Option<Opening> {
    let Motion::Move { movement, .. } = &rule.motion else { return None };
    if rule.needs_position {
        return None;
    }
    let classes_of = |tests: &[super::cells::CellTest]| tests.iter().fold(0, |c, t| c | t.classes);
    let (dirs, first, then) = match movement {
        Movement::Hop { dirs, run: false, flying: false, through: None, over, to } => {
            (dirs, classes_of(over), Some(classes_of(to)))
        }
        Movement::Step { dirs, to } => (dirs, classes_of(to), None),
        // A slide passes empty cells first.
        Movement::Hop { .. } | Movement::Slide { .. } | Movement::Leap { .. } | Movement::Anywhere { .. } => {
            return None;
        }
    };
    if then.is_none() && first & EMPTY != 0 {
        return None;
    }
    let any_side = dirs.iter().fold(0, |all, &d| all | d);
    let dirs = (0..super::rules::DirMask::BITS as u8).filter(|d| any_side & 1 << d != 0).collect();
    Some(Opening { dirs, first, then })
}

#[cfg(test)]
mod tests;

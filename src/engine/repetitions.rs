//! Repetitions: the positions seen at turn starts, how often a position has been seen, and the
//! keys and counts a `State` asks of them.
//!
//! A short history is scanned: a playout sees a few dozen turn starts, and a scan of those is
//! cheaper than keeping a hash table in step with every play and undo. Past `INDEXED` entries
//! the counts are kept in tables as well, so a long game (a replay of 400,000 actions) asks
//! one lookup per turn instead of a scan that would make it quadratic.
//!
//! Each entry also keeps what is known when it is pushed and never changes after (entries are
//! only ever dropped from the end): how often its full key stands in the history up to it, so
//! the count at a turn start is read, not counted; and the most often any board key stands in
//! the history up to it, which bounds every count asked between an action and its hand-over.

use super::action::Action;
use super::generate::BitIter;
use super::position::{mix, to_act_key};
use super::state::State;
use crate::compile::cells::{CellTest, SetExpr};
use crate::compile::rules::{Motion, PlayerId};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// How many entries a history holds before its counts are kept in tables.
const INDEXED: usize = 64;

/// The turn starts of the game so far, each as its board key (board and player to act) and
/// its full key (with the legal actions that history allows, such as an en passant capture:
/// positions that differ in them are not the same).
#[derive(Clone, Debug, Default)]
pub(crate) struct TurnStarts {
    entries: Vec<Entry>,
    /// While `entries` is longer than `INDEXED`: how many entries hold each board key, and
    /// each full key. Empty otherwise.
    board_counts: Counts,
    full_counts: Counts,
}

/// One turn start: its keys, and counts of the history up to it (itself included).
#[derive(Clone, Copy, Debug)]
struct Entry {
    board: u64,
    full: u64,
    /// How many entries up to this one have its full key.
    fulls: u32,
    /// The most entries up to this one that share one board key.
    most_boards: u32,
}

/// How many times each key stands in a history.
type Counts = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

/// Hashes a position key by itself: keys are already well mixed.
#[derive(Clone, Debug, Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0 = bytes.iter().fold(self.0.rotate_left(8), |h, &b| h ^ u64::from(b));
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

impl TurnStarts {
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn push(&mut self, board: u64, full: u64) {
        let fulls = self.fulls(full) + 1;
        let most_boards = (self.boards(board) + 1).max(self.most_boards());
        self.entries.push(Entry { board, full, fulls, most_boards });
        match self.entries.len() {
            n if n == INDEXED + 1 => {
                for entry in &self.entries {
                    *self.board_counts.entry(entry.board).or_insert(0) += 1;
                    *self.full_counts.entry(entry.full).or_insert(0) += 1;
                }
            }
            n if n > INDEXED + 1 => {
                *self.board_counts.entry(board).or_insert(0) += 1;
                *self.full_counts.entry(full).or_insert(0) += 1;
            }
            _ => {}
        }
    }

    /// Forgets the entries past the first `len` (undo).
    pub fn truncate(&mut self, len: usize) {
        while self.entries.len() > len {
            let Some(Entry { board, full, .. }) = self.entries.pop() else { return };
            if self.entries.len() == INDEXED {
                self.board_counts.clear();
                self.full_counts.clear();
            } else if self.entries.len() > INDEXED {
                for (counts, key) in [(&mut self.board_counts, board), (&mut self.full_counts, full)] {
                    if let Some(count) = counts.get_mut(&key) {
                        *count -= 1;
                    }
                }
            }
        }
    }

    /// Every entry's board key, oldest first: the history the kernel takes over.
    pub fn board_keys(&self) -> impl Iterator<Item = u64> + '_ {
        self.entries.iter().map(|e| e.board)
    }

    /// Every entry's board and full keys, oldest first.
    #[cfg(test)]
    pub fn entries(&self) -> Vec<(u64, u64)> {
        self.entries.iter().map(|e| (e.board, e.full)).collect()
    }

    /// How many entries before the last one have the last one's full key: the repetitions
    /// of the position at a turn start.
    pub fn last_repeats(&self) -> u32 {
        self.entries.last().map_or(0, |e| e.fulls - 1)
    }

    /// The most entries that share one board key: no board key is counted more often.
    pub fn most_boards(&self) -> u32 {
        self.entries.last().map_or(0, |e| e.most_boards)
    }

    /// How many entries have this board key.
    pub fn boards(&self, key: u64) -> u32 {
        if self.entries.len() > INDEXED {
            return self.board_counts.get(&key).copied().unwrap_or(0);
        }
        self.entries.iter().filter(|e| e.board == key).count() as u32
    }

    /// How many entries have this full key.
    pub fn fulls(&self, key: u64) -> u32 {
        if self.entries.len() > INDEXED {
            return self.full_counts.get(&key).copied().unwrap_or(0);
        }
        self.entries.iter().filter(|e| e.full == key).count() as u32
    }
}

impl State {
    /// The board and a player to act, as one key. Hands count only in a game that captures
    /// to hand, where a piece in hand can come back to the board.
    pub(crate) fn board_key(&self, player: PlayerId) -> u64 {
        let board =
            if self.rules.pieces.capture_to_hand { self.position.hash() } else { self.position.board_hash() };
        board ^ to_act_key(player)
    }

    /// Remembers the position at the start of a turn, when the rules ask for repetitions.
    pub(crate) fn record_turn_start(&mut self) {
        if self.rules.tracks_repetitions {
            let board = self.board_key(self.s.to_move);
            let full = board ^ self.history_key();
            self.turn_starts.push(board, full);
            self.s.turn_starts = self.turn_starts.len() as u32;
        }
    }

    /// The legal actions at a turn's start that only the last action makes possible (those of
    /// rules whose cell sets read `last`), as one key: 0 when there are none.
    fn history_key(&mut self) -> u64 {
        if self.rules.history_rules == 0 {
            return 0;
        }
        let mut buffer = self.take_buffer();
        self.history_candidates(&mut buffer);
        let mut key = 0;
        for &action in &buffer {
            if !action.is_word() && self.rules.history_rules & 1 << action.rule != 0 && self.allows(action) {
                let (from, to) = (u64::from(action.from), u64::from(action.to));
                key ^= mix(u64::from(action.rule) << 40 | u64::from(action.promote) << 32 | from << 16 | to);
            }
        }
        self.give_back(buffer);
        key
    }

    /// Candidates among which stand all those of the rules that read the last action (others
    /// may come too): only the rules the turn allows now whose sets that read it hold a cell
    /// (an en passant after anything but a double step holds none), listed with the rules that
    /// could make the same actions.
    fn history_candidates(&mut self, out: &mut Vec<Action>) {
        let wanted = self.rules.history_rules & self.allowed();
        let open = self.may_act_after_last(wanted);
        out.clear();
        if open != 0 {
            self.candidates_of(self.rules.repeats.listing(open), out);
        }
    }

    /// The rules of `rules` none of whose `from`, `to`, `on` or `at` sets that read the last
    /// action is empty now: the others make no action.
    fn may_act_after_last(&self, rules: u64) -> u64 {
        let (context, view) = (self.rules.context(self.s.to_move, self.s.memory), self.view());
        let empty = |test: &CellTest| {
            test.dynamic.as_deref().is_some_and(SetExpr::mentions_last)
                && self.with_members(test, view, |cells| cells.iter().all(|&w| w == 0))
        };
        BitIter(rules)
            .filter(|&id| match &self.rules.actions[id as usize].motion {
                Motion::Move { from, movement, .. } => {
                    !empty(&from[context]) && !empty(&movement.to()[context])
                }
                Motion::Place { on, .. } => !empty(&on[context]),
                Motion::Take { at, .. } => !empty(&at[context]),
                _ => true,
            })
            .fold(0, |open, id| open | 1 << id)
    }

    /// How many earlier turn starts had the position now (board, player to act and the actions
    /// history allows). Between an action and its hand-over it is the
    /// position the action produces, compared by board and player to act alone.
    pub(crate) fn repetitions(&self) -> u32 {
        match (self.s.pending, self.s.last) {
            (true, Some(action)) => self.turn_starts.boards(self.board_key(self.player_after(action))),
            // At a turn start, the position itself is the last entry.
            _ => self.turn_starts.last_repeats(),
        }
    }

    /// How many earlier turn starts had the board now, whoever was to act then: the sum over
    /// the players of the turn starts with the board and that player to act.
    pub(crate) fn board_repetitions(&self) -> u32 {
        let players = self.rules.player_count() as PlayerId;
        let seen: u32 = (0..players).map(|p| self.turn_starts.boards(self.board_key(p))).sum();
        // At a turn start, the position itself is the last entry.
        if self.s.pending { seen } else { seen.saturating_sub(1) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A history that grows past the threshold and shrinks back agrees with a plain scan.
    #[test]
    fn counts_agree_with_a_scan_across_the_threshold_both_ways() {
        let mut history = TurnStarts::default();
        let mut plain: Vec<(u64, u64)> = Vec::new();
        let mut seed = 7u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            seed >> 33
        };
        let mut longest = 0;
        for round in 0..4000 {
            // Phases of 400 rounds that grow the history, then shrink it.
            let pop_one_in = if round / 400 % 2 == 0 { 8 } else { 2 };
            if next() % pop_one_in == 0 && !plain.is_empty() {
                let keep = plain.len() - 1 - (next() as usize % plain.len().min(5));
                plain.truncate(keep);
                history.truncate(keep);
            } else {
                let (board, full) = (next() % 9, next() % 13);
                plain.push((board, full));
                history.push(board, full);
            }
            assert_eq!(history.len(), plain.len());
            for key in 0..13 {
                let boards = plain.iter().filter(|e| e.0 == key).count() as u32;
                let fulls = plain.iter().filter(|e| e.1 == key).count() as u32;
                assert_eq!((history.boards(key), history.fulls(key)), (boards, fulls), "round {round}");
            }
            let count = |key: u64| plain.iter().filter(|e| e.0 == key).count() as u32;
            let most = plain.iter().map(|e| count(e.0)).max().unwrap_or(0);
            let repeats =
                plain.split_last().map_or(0, |(last, rest)| rest.iter().filter(|e| e.1 == last.1).count());
            assert_eq!(
                (history.most_boards(), history.last_repeats()),
                (most, repeats as u32),
                "round {round}"
            );
            longest = longest.max(plain.len());
        }
        assert!(longest > 2 * INDEXED, "the history crossed the threshold ({longest} at most)");
    }

    /// The count as the history says it: the entries before the last one at a turn start (by
    /// full key), every entry between an action and its hand-over (by board key).
    fn scanned(state: &State) -> u32 {
        match (state.s.pending, state.s.last) {
            (true, Some(action)) => {
                let key = state.board_key(state.player_after(action));
                state.turn_starts.entries().iter().filter(|&&(board, _)| board == key).count() as u32
            }
            _ => match state.turn_starts.entries().split_last() {
                Some((&(_, now), earlier)) => earlier.iter().filter(|&&(_, full)| full == now).count() as u32,
                None => 0,
            },
        }
    }

    #[test]
    fn repetitions_counted_in_the_table_agree_with_a_scan_of_the_history_through_play_and_undo() {
        // Two kings stepping back and forth: positions repeat all the time.
        let source = "players a b\nboard square 3 x 3\npiece king\nsetup a: a1\nsetup b: c3\n\
                      action go: move step any to empty\ndraw: repetitions >= 1000\n";
        let mut state = State::of_source(source);
        let mut rng = crate::engine::Rng::new(3);
        let mut most = 0;
        for round in 0..400 {
            assert_eq!(state.repetitions(), scanned(&state), "round {round}");
            most = most.max(state.repetitions());
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            if legal.is_empty() || rng.below(4) == 0 && state.ply() > 0 {
                state.undo();
                continue;
            }
            let action = legal[rng.below(legal.len())];
            state.apply(action);
            assert_eq!(state.repetitions(), scanned(&state), "round {round}, pending");
            state.undo();
            state.play_unchecked(action);
        }
        assert!(most > 3, "the positions did repeat ({most} at most)");
    }
    /// Listing only the rules that read the last action, with their rivals, and only when their
    /// sets that read it hold a cell, finds the same actions of those rules as listing every
    /// rule, in the same order: an en passant that an earlier rule's sidestep repeats is not
    /// offered by both.
    #[test]
    fn history_actions_listed_alone_are_those_of_the_full_listing() {
        let source = "players a b\nboard square 5 x 6\nfacing a: n\nfacing b: s\npiece king, pawn\n\
                      setup a king: c1\nsetup b king: c6\nsetup a pawn: rank 2\nsetup b pawn: rank 5\n\
                      region home of a: rank 2\nregion home of b: rank 5\nregion fourth of a: rank 4\n\
                      region fourth of b: rank 3\n\
                      action king: move king step any to empty | enemy\n\
                      action push: move pawn step forward to empty\n\
                      action double: move pawn from home slide forward to empty & fourth\n\
                      action take: move pawn step forward-left | forward-right to enemy\n\
                      action sidestep: move pawn step forward-left to empty\n\
                      action en-passant: move pawn step forward-left | forward-right to last double passed\n\
                      \x20 then capture last double to\n\
                      draw: repetitions >= 3 at turn start\n";
        let start = State::of_source(source);
        assert_ne!(start.rules.history_rules, 0, "en passant reads the last action");
        let history = |list: &[Action], state: &State| -> Vec<_> {
            list.iter()
                .copied()
                .filter(|a| !a.is_word() && state.rules.history_rules & 1 << a.rule != 0)
                .collect()
        };
        let mut rng = crate::engine::Rng::new(5);
        let (mut compared, mut found) = (0, 0);
        for _ in 0..40 {
            let mut state = start.clone();
            while state.outcome().is_none() && state.ply() < 60 {
                let (mut all, mut alone) = (Vec::new(), Vec::new());
                state.candidates(&mut all);
                state.history_candidates(&mut alone);
                assert_eq!(history(&alone, &state), history(&all, &state));
                found += history(&all, &state).len();
                compared += 1;
                let mut legal = Vec::new();
                state.legal_actions(&mut legal);
                let Some(&action) = legal.get(rng.below(legal.len().max(1))) else { break };
                state.play_unchecked(action);
            }
        }
        assert!(compared > 500 && found > 5, "{compared} positions compared, {found} history actions");
    }
}

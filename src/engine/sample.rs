//! Sample: legal actions drawn uniformly at random for playouts — from the listed candidates,
//! or, in a turn whose only candidates are placements of one kind on open cells, straight from
//! the set of those cells without listing them.

use super::action::Action;
use super::generate::kth_cell;
use super::state::State;
use crate::compile::geometry::Cell;
use crate::compile::rules::{ActionId, KindId, Motion};
use crate::compile::turn::PASS_BIT;

/// The most words of open cells a placement is drawn from without listing (512 cells).
const MOST_WORDS: usize = 8;

/// The candidates of a turn of placements by one rule: its open cells, then `end` and `pass`
/// when they are candidates too (the first `other_count` of `others`).
struct Placements {
    id: ActionId,
    kind: KindId,
    /// The open cells, in the first `open_words` words.
    open: [u64; MOST_WORDS],
    open_words: usize,
    others: [Action; 2],
    other_count: usize,
}

impl State {
    /// A legal action drawn uniformly at random, or `None` when the game is over. Candidates are
    /// judged only when drawn (rejection without replacement keeps the draw uniform).
    pub fn sample(&mut self, random: &mut impl FnMut(usize) -> usize) -> Option<Action> {
        self.draw(random, |state, action| state.allows(action))
    }

    /// Plays a legal action drawn uniformly at random and returns it, or `None` when the game
    /// is over: `sample` and `play_unchecked` in one, judging and playing the drawn action once.
    pub fn play_sampled(&mut self, random: &mut impl FnMut(usize) -> usize) -> Option<Action> {
        let mut played = false;
        let chosen = self.draw(random, |state, action| {
            played = state.play_if_allowed(action);
            played
        })?;
        // A stuck player's pass is not a candidate: `draw` gives it back unplayed.
        if !played {
            self.play_unchecked(chosen);
        }
        Some(chosen)
    }

    /// Draws candidates uniformly, without replacement, until `take` accepts one; with none
    /// accepted, a stuck player's `pass` (or `None` when being stuck ends the game).
    #[inline]
    fn draw(
        &mut self,
        random: &mut impl FnMut(usize) -> usize,
        mut take: impl FnMut(&mut State, Action) -> bool,
    ) -> Option<Action> {
        if self.s.result.is_some() {
            return None;
        }
        // Chance acts by the odds of each outcome, not uniformly; a rule played by chance has
        // all its actions as likely, and is drawn uniformly below.
        if !self.plays_by_chance()
            && let Some(roll) = self.sample_roll(random)
        {
            take(self, roll);
            return Some(roll);
        }
        let mut chosen = match self.lone_placement() {
            Some(placements) => self.draw_placement(placements, random, &mut take),
            None => self.draw_listed(random, &mut take),
        };
        if chosen.is_none() && self.stuck_resolves_to_pass() {
            chosen = Some(Action::pass());
        }
        chosen
    }

    /// When every candidate now is a placement by one rule of one kind on the empty cells of a
    /// fixed set, or `end` or `pass` (no `when` or `priority` to weigh): those candidates, the
    /// cells in the order `candidates` lists them, so that a first draw picks the same action.
    #[inline]
    fn lone_placement(&self) -> Option<Placements> {
        let rules = &self.rules;
        let allowed = self.allowed();
        if rules.has_preconditions || !rules.priority.is_empty() || allowed & allowed.wrapping_sub(1) != 0 {
            return None;
        }
        let id = allowed.trailing_zeros() as ActionId;
        let Motion::Place { kinds, on, stack: None, onto: false, .. } =
            &rules.actions.get(id as usize)?.motion
        else {
            return None;
        };
        let among = on[rules.context(self.s.to_move, self.s.memory)].empty_among.as_ref()?;
        let kind = kinds.trailing_zeros() as KindId;
        if !kinds.is_power_of_two()
            || among.len() > MOST_WORDS
            || self.position.hand(self.s.to_move, kind) == 0
        {
            return None;
        }
        let mut open = [0; MOST_WORDS];
        for ((open, &empty), &wanted) in open.iter_mut().zip(&self.position.empty).zip(among) {
            *open = empty & wanted;
        }
        let pass = rules.turn.states[self.s.turn_state as usize].allowed & PASS_BIT != 0;
        let (mut others, mut other_count) = ([Action::end(); 2], 0);
        if self.end_allowed() {
            other_count = 1;
        }
        if pass {
            others[other_count] = Action::pass();
            other_count += 1;
        }
        Some(Placements { id, kind, open, open_words: among.len(), others, other_count })
    }

    /// `draw` over the candidates of `lone_placement`: a refused one leaves them.
    fn draw_placement(
        &mut self,
        placements: Placements,
        random: &mut impl FnMut(usize) -> usize,
        take: &mut impl FnMut(&mut State, Action) -> bool,
    ) -> Option<Action> {
        let Placements { id, kind, mut open, open_words, mut others, mut other_count } = placements;
        let open = &mut open[..open_words];
        let mut cells: usize = open.iter().map(|w| w.count_ones() as usize).sum();
        while cells + other_count > 0 {
            let k = random(cells + other_count);
            if k >= cells {
                let action = others[k - cells];
                if take(self, action) {
                    return Some(action);
                }
                others[k - cells] = others[other_count - 1];
                other_count -= 1;
                continue;
            }
            let (word, bit) = nth_bit(open, k as u32);
            let action = Action::place(id, kind, (word * 64 + bit as usize) as Cell);
            if take(self, action) {
                return Some(action);
            }
            open[word] &= !(1 << bit);
            cells -= 1;
        }
        None
    }

    /// `draw` over the listed candidates.
    fn draw_listed(
        &mut self,
        random: &mut impl FnMut(usize) -> usize,
        take: &mut impl FnMut(&mut State, Action) -> bool,
    ) -> Option<Action> {
        let mut buffer = self.take_buffer();
        let chosen = if !self.rules.most.is_empty() {
            // `most` is judged over the turn's whole future: its actions are listed as legal
            // first.
            self.legal_by_groups(&mut buffer);
            self.draw_most(&mut buffer, random, take)
        } else if !self.rules.priority.is_empty() {
            self.draw_by_priority(&mut buffer, random, take)
        } else {
            self.candidates(&mut buffer);
            self.draw_uniformly(&mut buffer, random, take)
        };
        self.give_back(buffer);
        chosen
    }

    /// `draw` under `priority`: uniformly among the legal actions of the first group that has
    /// one, trying the groups in order. Where they are found apart (`PriorityListing::split`),
    /// the rest are listed only when no group's action is legal.
    fn draw_by_priority(
        &mut self,
        buffer: &mut Vec<Action>,
        random: &mut impl FnMut(usize) -> usize,
        take: &mut impl FnMut(&mut State, Action) -> bool,
    ) -> Option<Action> {
        let groups = self.rules.priority.len();
        let Some(split) = self.rules.priority_listing.split else {
            self.candidates(buffer);
            return self.draw_by_levels(buffer, 0..=groups, random, take);
        };
        if self.allowed() & split.grouped != 0 {
            self.candidates_of(split.groups, buffer);
            if let Some(chosen) = self.draw_by_levels(buffer, 0..=groups - 1, random, take) {
                return Some(chosen);
            }
        }
        self.candidates_among(split.rest, buffer);
        self.draw_by_levels(buffer, groups..=groups, random, take)
    }

    /// `draw` among the actions of `levels`, a level at a time.
    fn draw_by_levels(
        &mut self,
        actions: &mut [Action],
        levels: std::ops::RangeInclusive<usize>,
        random: &mut impl FnMut(usize) -> usize,
        take: &mut impl FnMut(&mut State, Action) -> bool,
    ) -> Option<Action> {
        let mut start = 0;
        for level in levels {
            let end = start + to_front(&mut actions[start..], |a| self.level(a) == level);
            if let Some(chosen) = self.draw_uniformly(&mut actions[start..end], random, take) {
                return Some(chosen);
            }
            start = end;
        }
        None
    }

    /// Draws among `actions` uniformly, without replacement, until `take` accepts one.
    pub(super) fn draw_uniformly(
        &mut self,
        actions: &mut [Action],
        random: &mut impl FnMut(usize) -> usize,
        take: &mut impl FnMut(&mut State, Action) -> bool,
    ) -> Option<Action> {
        let mut end = actions.len();
        while end > 0 {
            let i = random(end);
            if take(self, actions[i]) {
                return Some(actions[i]);
            }
            actions.swap(i, end - 1);
            end -= 1;
        }
        None
    }
}

/// Moves the actions `wanted` picks to the front of `actions` and returns how many there are.
fn to_front(actions: &mut [Action], wanted: impl Fn(Action) -> bool) -> usize {
    let mut count = 0;
    for i in 0..actions.len() {
        if wanted(actions[i]) {
            actions.swap(count, i);
            count += 1;
        }
    }
    count
}

/// The word and bit of the `n`th set bit of `words`, lowest first (`n` below their count):
/// with the CPU's bit count and bit deposit where it has them, which cost a playout of a
/// 13 × 13 board a twentieth of its time when done bit by bit.
fn nth_bit(words: &[u64], n: u32) -> (usize, u32) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") && std::arch::is_x86_feature_detected!("bmi2") {
        // SAFETY: the CPU has both features the function is compiled for, checked just above.
        return unsafe { nth_bit_deposited(words, n) };
    }
    nth_bit_in::<false>(words, n)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi2")]
fn nth_bit_deposited(words: &[u64], n: u32) -> (usize, u32) {
    nth_bit_in::<true>(words, n)
}

/// `nth_bit`, with `DEPOSIT` as for `kth_cell`.
#[inline(always)]
fn nth_bit_in<const DEPOSIT: bool>(words: &[u64], mut n: u32) -> (usize, u32) {
    for (index, &word) in words.iter().enumerate() {
        let count = word.count_ones();
        if n < count {
            return (index, u32::from(kth_cell::<DEPOSIT>(word, n)));
        }
        n -= count;
    }
    unreachable!("`n` is below the count of set bits")
}

#[cfg(test)]
mod tests {
    use super::{State, nth_bit, nth_bit_in};

    /// Every first draw, `k` of `n`, is the `k`th candidate as listed, whether drawn from the
    /// open cells or from the list, and the cells are drawn without listing.
    #[test]
    fn a_first_draw_is_the_listed_candidate() {
        let placements =
            "players a b\nboard square 9 x 9\npiece p\nhand p unlimited\naction place: place on empty\n";
        let kinds = "players a b\nboard square 9 x 9\npiece p q\nhand p unlimited\nhand q unlimited\n\
                     action place-p: place p on empty\naction place-q: place q on empty\n\
                     turn: place-p | place-q | pass\n";
        for (source, open_cells) in [
            (format!("{placements}turn: place | pass\n"), true),
            (format!("{placements}turn: place place?\n"), true),
            (kinds.to_string(), false),
        ] {
            let mut state = State::of_source(&source);
            let first = state.parse_action(if open_cells { "e5" } else { "P*e5" }).expect("an action");
            state.play(first).expect("legal");
            assert_eq!(state.lone_placement().is_some(), open_cells, "{source}");
            let mut listed = Vec::new();
            state.candidates(&mut listed);
            for (k, &candidate) in listed.iter().enumerate() {
                assert_eq!(state.sample(&mut |n| if n == listed.len() { k } else { 0 }), Some(candidate));
            }
        }
    }

    #[test]
    fn nth_bit_counts_across_words() {
        let words = [0b1010, 0, 1 << 63 | 1];
        for nth in [nth_bit, nth_bit_in::<false>] {
            let found: Vec<_> = (0..4).map(|n| nth(&words, n)).collect();
            assert_eq!(found, [(0, 1), (0, 3), (2, 0), (2, 63)]);
        }
    }
}

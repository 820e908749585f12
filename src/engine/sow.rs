//! Sow: the engine's side of seeds — listing the `sow` actions (one per cell that holds seeds,
//! named by that cell and the cell where the last seed falls), sowing, `take` and `score +`,
//! and the cell sets and quantities that read seeds.

use super::action::Action;
use super::cells::{View, is_in};
use super::generate::BitIter;
use super::groups::{Bits, for_each_cell, sized};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{ActionId, CellTest, EMPTY, Effect, Motion, PlayerId, Rules, SetExpr};
use crate::compile::seeds::{Laps, last_sown};

impl State {
    /// Where the last seed of the cell `from` falls when rule `rule` sows it now
    /// (`NO_CELL`: it cannot be sown).
    pub(crate) fn sow_end(&self, rule: ActionId, from: Cell) -> Cell {
        let Motion::Sow { track, skip_origin, skip, .. } = &self.rules.actions[rule as usize].motion else {
            return NO_CELL;
        };
        let count = self.position.seeds(from);
        if count == 0 {
            return NO_CELL;
        }
        if let Some(laps) = self.rules.sowing.laps.get(rule as usize).and_then(Option::as_ref) {
            return laps[self.context()].last(from, count);
        }
        let track = &self.rules.sowing.tracks[*track as usize];
        let view = self.view();
        match skip.as_ref().map(|tests| &tests[self.context()]) {
            None => last_sown(track, from, count, *skip_origin, |_| false),
            // A region (the stores) accepts every class of occupant on its cells and none
            // elsewhere: any class answers, without reading the position.
            Some(test) if test.by_class.fixed && !test.is_dynamic() => {
                last_sown(track, from, count, *skip_origin, |cell| test.accepts(cell, EMPTY))
            }
            Some(test) => last_sown(track, from, count, *skip_origin, |cell| self.member(test, cell, view)),
        }
    }

    /// The actions of the sowing rules of `rules`: one from each cell of the rule's set that
    /// holds seeds.
    pub(crate) fn sow_actions(&self, rules: u64, out: &mut Vec<Action>) {
        let view = self.view();
        for id in BitIter(rules) {
            let Motion::Sow { from, .. } = &self.rules.actions[id as usize].motion else { continue };
            let test = &from[self.context()];
            self.with_members(test, view, |members| {
                for_each_cell(members, |cell| {
                    let to = self.sow_end(id, cell as Cell);
                    if to != NO_CELL {
                        out.push(Action::movement(id, 0, cell as Cell, to));
                    }
                })
            });
        }
    }

    /// Whether `action` is the sowing rule's action from its cell, as it stands.
    pub(crate) fn sow_fits(&self, test: &CellTest, action: Action) -> bool {
        let cells = self.position.board.len() as Cell;
        action.from < cells
            && action.kind == 0
            && action.dir == 0
            && action.promote == 0
            && self.member(test, action.from, self.view())
            && self.sow_end(action.rule, action.from) == action.to
    }

    /// Sows the seeds of `action.from` along the rule's track; the last falls on `action.to`.
    pub(crate) fn sow(&mut self, action: Action) {
        let rules = std::sync::Arc::clone(&self.rules);
        match rules.sowing.laps.get(action.rule as usize).and_then(Option::as_ref) {
            Some(laps) => self.sow_laps(&laps[self.context()], action),
            None => sized!(self.position.words, |N| self.sow_on::<N>(&rules, action)),
        }
    }

    /// `sow` past a fixed set of cells: a seed to each cell of the lap in turn, or, when there
    /// are more seeds than cells, as many whole laps to each as there are and the rest to the
    /// first.
    fn sow_laps(&mut self, laps: &Laps, action: Action) {
        let count = self.position.seeds(action.from);
        let lap = laps.lap(action.from);
        if lap.is_empty() {
            return;
        }
        self.position.add_seeds(action.from, -i64::from(count));
        let (whole, rest) = (count as usize / lap.len(), count as usize % lap.len());
        for (i, &cell) in lap.iter().enumerate().take(if whole > 0 { lap.len() } else { rest }) {
            self.position.add_seeds(cell, (whole + usize::from(i < rest)) as i64);
        }
        debug_assert_eq!(laps.last(action.from, count), action.to, "the sowing ends where its action says");
    }

    /// `sow`, on a board of at most `N` words.
    fn sow_on<const N: usize>(&mut self, rules: &Rules, action: Action) {
        let Motion::Sow { track, skip_origin, skip, .. } = &rules.actions[action.rule as usize].motion else {
            unreachable!("only a sowing rule sows")
        };
        let track = &rules.sowing.tracks[*track as usize];
        let skip = skip.as_ref().map(|tests| &tests[self.context()]);
        // The cells skipped are those of the position before a seed is lifted.
        let skipped: Bits<N> = match skip {
            Some(test) => self.members(test, self.view()),
            None => [0; N],
        };
        let mut left = self.position.seeds(action.from);
        self.position.add_seeds(action.from, -i64::from(left));
        let mut at = action.from;
        while left > 0 {
            at = track.next[at as usize];
            if (*skip_origin && at == action.from) || is_in(&skipped, at) {
                continue;
            }
            self.position.add_seeds(at, 1);
            left -= 1;
        }
        debug_assert_eq!(at, action.to, "the sowing ends where its action says");
    }

    /// `take` and `score +`: returns the seeds taken (counted as captures).
    pub(crate) fn gain(
        &mut self,
        rule: usize,
        index: usize,
        player: PlayerId,
        previous: Option<Action>,
    ) -> u32 {
        let rules = std::sync::Arc::clone(&self.rules);
        let context = self.context();
        match &rules.actions[rule].effects[index] {
            Effect::Score(amount) => {
                self.position.add_score(player, i64::from(*amount));
                0
            }
            Effect::Take { cells, to, unless } => {
                if unless.as_ref().is_some_and(|c| self.holds(c, player)) {
                    return 0;
                }
                let view = View { player, last: previous };
                let store = match to {
                    Some(to) => {
                        let mut first = NO_CELL;
                        self.with_members(&to[context], view, |members| {
                            for_each_cell(members, |c| {
                                if first == NO_CELL {
                                    first = c as Cell;
                                }
                            })
                        });
                        if first == NO_CELL {
                            return 0;
                        }
                        Some(first)
                    }
                    None => None,
                };
                let taken = &cells[context];
                let total = sized!(self.position.words, |N| self.lift_seeds::<N>(taken, view, store));
                match store {
                    Some(store) => self.position.add_seeds(store, i64::from(total)),
                    None => self.position.add_score(player, i64::from(total)),
                }
                total
            }
            _ => unreachable!("only gains are judged here"),
        }
    }

    /// Lifts the seeds of the cells of `taken` (as `view` sees them, before any is lifted) but
    /// `store`, on a board of at most `N` words; returns how many.
    fn lift_seeds<const N: usize>(&mut self, taken: &CellTest, view: View, store: Option<Cell>) -> u32 {
        let mut total = 0;
        for_each_cell(&self.members::<N>(taken, view), |cell| {
            let (cell, seeds) = (cell as Cell, self.position.seeds(cell as Cell));
            if Some(cell) != store && seeds > 0 {
                self.position.add_seeds(cell, -i64::from(seeds));
                self.changed.push(cell);
                total += seeds;
            }
        });
        total
    }

    /// Whether `cell` is in a seed set (`seeds N`, `back along`), as `view` sees it.
    #[cold]
    #[inline(never)]
    pub(crate) fn in_seed_set(&self, set: &SetExpr, cell: Cell, view: View) -> bool {
        match set {
            SetExpr::Seeds { count, at_least } => {
                let seeds = self.position.seeds(cell);
                if *at_least { seeds >= *count } else { seeds == *count }
            }
            SetExpr::Back { track, from, within } => {
                let track = &self.rules.sowing.tracks[*track as usize];
                // Walk forward from `cell` while in `within`: it belongs if a cell of `from`
                // comes before the run breaks (the cell itself counts).
                let mut at = cell;
                for _ in 0..track.cells.len() {
                    if at == NO_CELL || !self.in_set(within, at, view) {
                        return false;
                    }
                    if self.in_set(from, at, view) {
                        return true;
                    }
                    at = track.next[at as usize];
                }
                false
            }
            _ => unreachable!("only seed sets are judged here"),
        }
    }

    /// The cells of `within` in a seed set, board-wide: `seeds N` read off each cell, `back`
    /// by one walk round the track backwards rather than a walk forward from every cell.
    #[inline(never)]
    pub(crate) fn seed_members<const N: usize>(&self, set: &SetExpr, view: View, within: Bits<N>) -> Bits<N> {
        let mut out = [0u64; N];
        match set {
            SetExpr::Seeds { count, at_least } => for_each_cell(&within, |cell| {
                let seeds = self.position.seeds(cell as Cell);
                if if *at_least { seeds >= *count } else { seeds == *count } {
                    out[cell / 64] |= 1 << (cell % 64);
                }
            }),
            SetExpr::Back { track, from, within: run } => {
                let track = &self.rules.sowing.tracks[*track as usize];
                // A cell of `from` in the run belongs (even off the track), and so does every
                // cell met walking back round the track from it while the run holds: walking
                // forward from such a cell, the run reaches `from` unbroken. A walk stops at a
                // cell already found, whose walk has gone on from there; the run is judged
                // only on the cells walked, not on the board.
                let starts = self.narrowed(run, view, self.members_of(from, view, self.board_bits::<N>()));
                for_each_cell(&starts, |start| {
                    out[start / 64] |= 1 << (start % 64);
                    let mut at = track.previous[start];
                    for _ in 0..track.cells.len() {
                        if at == NO_CELL || is_in(&out, at) || !self.in_set(run, at, view) {
                            break;
                        }
                        out[at as usize / 64] |= 1 << (at % 64);
                        at = track.previous[at as usize];
                    }
                });
                out.iter_mut().zip(&within).for_each(|(o, w)| *o &= w);
            }
            _ => unreachable!("only seed sets are found here"),
        }
        out
    }

    /// The seeds on the cells of a set, read with `subject` as the acting player.
    #[inline(never)]
    pub(crate) fn seeds_in(&self, tests: &[CellTest], subject: PlayerId) -> u32 {
        let test = &tests[self.rules.context(subject, self.s.memory)];
        let mut total = 0;
        if test.by_class.fixed && test.dynamic.is_none() {
            // A region (`seeds side`, asked after every action): its words read as they
            // are, with no set of the board built.
            for word in 0..self.position.words {
                let cells = test.by_class.fixed_word(word);
                for_each_cell(&[cells], |c| total += self.position.seeds((word * 64 + c) as Cell));
            }
            return total;
        }
        let view = View { player: subject, ..self.view() };
        self.with_members(test, view, |members| {
            for_each_cell(members, |c| total += self.position.seeds(c as Cell))
        });
        total
    }
}

#[cfg(test)]
mod tests {
    use crate::compile::rules::Effect;
    use crate::engine::State;
    use crate::engine::cells::tests::board_wide_agrees_with_each_cell;
    use std::sync::Arc;

    /// Sowing by laps lists and sows what walking the track does: in random games with more
    /// seeds in a pit than cells on the track, past the opponent's store and the pit sown from.
    #[test]
    fn sowing_by_laps_sows_as_walking_does() {
        for skip in ["skip stores - store", "skip origin", "skip origin skip stores"] {
            let source = format!(
                "players south north\nboard square 4 x 2\nregion side of south: b1 c1\n\
                 region side of north: b2 c2\nregion store of south: d1\nregion store of north: a2\n\
                 region stores: d1 a2\nseeds 9: b1 c1 b2 c2\ntrack round: a1 b1 c1 d1 d2 c2 b2 a2\n\
                 action sow: sow side along round {skip}\n"
            );
            let mut laps = State::of_source(&source);
            assert!(laps.rules().sowing.laps[0].is_some(), "{skip}: the rule has laps");
            let mut rules = laps.rules().as_ref().clone();
            rules.sowing.laps.clear();
            let mut walks = State::new(Arc::new(rules));
            let (mut rng, mut listed, mut walked) = (crate::engine::Rng::new(3), Vec::new(), Vec::new());
            for _ in 0..200 {
                laps.legal_actions(&mut listed);
                walks.legal_actions(&mut walked);
                assert_eq!(listed, walked, "{skip}");
                let Some(&action) = listed.get(rng.below(listed.len().max(1))) else { break };
                laps.play_unchecked(action);
                walks.play_unchecked(action);
                let seeds = |state: &State| (0..8).map(|c| state.seeds(c)).collect::<Vec<_>>();
                assert_eq!(seeds(&laps), seeds(&walks), "{skip}");
            }
        }
    }

    /// Sets of seeds read a board at a time (`take`) and cell by cell agree, in positions of
    /// random play: runs `back` round the whole track, across its closing, and off it, and
    /// the neighbours of a set that is not one of classes.
    #[test]
    fn seed_sets_found_board_wide_agree_with_each_cell() {
        let sets = [
            "back along round from seeds 3 while seeds 1+",
            "back along round from (seeds 0 & side) while (seeds 1+ | side)",
            "back along round from a1 while all - seeds 5",
            "(seeds 2 | seeds 4+) - back along round from placed while seeds 2",
            "next orthogonal (seeds 1 & side)",
            "side & next (n | s) (placed & seeds 1+ & next (e | w) seeds 2+)",
        ];
        for set in sets {
            let source = format!(
                "players south north\nboard square 7 x 2\nregion side of south: rank 1\n\
                 region side of north: rank 2\nseeds 4: all - g1 - g2\n\
                 track round: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2\n\
                 action sow: sow side along round skip origin then take ({set}) to score\n"
            );
            let mut state = State::of_source(&source);
            let Some(Effect::Take { cells, .. }) =
                state.rules().actions[0].effects.iter().find(|e| matches!(e, Effect::Take { .. }))
            else {
                panic!("{set}: a take")
            };
            let cells = cells.clone();
            board_wide_agrees_with_each_cell(&mut state, &cells, 60, set);
        }
    }
}

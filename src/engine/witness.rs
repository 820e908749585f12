//! Witness: the cells that show why a game ended as it did — the winning line, the group that
//! joins the sides, the cells a `count` counted — for front ends to mark. Read once at the
//! end, never in the hot loop, so it walks the board plainly.

use super::cells::View;
use super::groups::{Bits, fill, for_each_cell, one, sized};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::groups::Adjacency;
use crate::compile::rules::{Condition, DirMask, OutcomeRule, PlayerId, Quantity, Through};

impl State {
    /// The cells behind the result that ended the game, sorted; empty while it goes on, and for
    /// results that no cell shows (a player who cannot move, a score, a repetition). The cells
    /// are the rule's subject's: the winner's for a `win`, the loser's for a `lose`.
    pub fn result_cells(&self) -> Vec<Cell> {
        let Some(outcome) = self.s.result else { return Vec::new() };
        let Some(index) = outcome.rule else { return Vec::new() };
        let rule = &self.rules.results[index as usize];
        let players = self.rules.players.len() as PlayerId;
        let first = match (rule.subject, &rule.outcome, outcome.winner) {
            (Some(subject), ..) => Some(subject),
            (None, OutcomeRule::Win, winner) => winner,
            (None, _, Some(winner)) if players == 2 => Some(1 - winner),
            _ => None,
        };
        // Only the subject's cells: the winner's pieces are no witness that the loser has none.
        let Some(subject) = first else { return Vec::new() };
        let mut cells = Vec::new();
        self.witness_condition(&rule.condition, subject, &mut cells);
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    fn witness_condition(&self, condition: &Condition, subject: PlayerId, cells: &mut Vec<Cell>) {
        match condition {
            Condition::Compare(left, _, right) => {
                self.witness_quantity(left, subject, cells);
                self.witness_quantity(right, subject, cells);
            }
            Condition::And(a, b) | Condition::Or(a, b) => {
                self.witness_condition(a, subject, cells);
                self.witness_condition(b, subject, cells);
            }
            // What is absent has no cells to show, nor has a player's being stuck.
            _ => {}
        }
    }

    fn witness_quantity(&self, quantity: &Quantity, subject: PlayerId, cells: &mut Vec<Cell>) {
        match quantity {
            Quantity::Sum(first, rest) => {
                self.witness_quantity(first, subject, cells);
                rest.iter().for_each(|(_, term)| self.witness_quantity(term, subject, cells));
            }
            Quantity::Lines { length, at_least, along, through } => {
                self.witness_lines(*length, *at_least, *along, *through, subject, cells)
            }
            Quantity::Windows { masks, .. } => {
                let owned = self.position.owned_by(subject);
                for window in masks.chunks_exact(owned.len()) {
                    if window.iter().zip(owned).all(|(w, o)| w & o == *w) {
                        for_each_cell(window, |cell| cells.push(cell as Cell));
                    }
                }
            }
            Quantity::Regions { masks, .. } => {
                let owned = self.position.owned_by(subject);
                for region in masks.chunks_exact(owned.len()) {
                    let held: Vec<u64> = region.iter().zip(owned).map(|(r, o)| r & o).collect();
                    for_each_cell(&held, |cell| cells.push(cell as Cell));
                }
            }
            Quantity::Count(tests) => {
                let test = &tests[self.rules.context(subject, self.s.memory)];
                let view = View { player: subject, ..self.view() };
                self.with_members(test, view, |members| for_each_cell(members, |c| cells.push(c as Cell)));
            }
            Quantity::Groups { adjacent, touching, sets, least, largest } => {
                let words = self.position.words;
                let mine = &touching[subject as usize * sets * words..(subject as usize + 1) * sets * words];
                sized!(words, |N| self.witness_groups::<N>(adjacent, mine, *least, *largest, subject, cells))
            }
            Quantity::Rings { board, around } => {
                let words = self.position.words;
                let mut groups = Vec::new();
                self.each_ring(board, around.as_deref(), subject, |group| {
                    groups.extend_from_slice(&group[..words])
                });
                groups.chunks(words).for_each(|group| for_each_cell(group, |c| cells.push(c as Cell)));
            }
            _ => {}
        }
    }

    /// The cells of the runs that `lines` counts: maximal runs of the subject's pieces of the
    /// wanted length along the axes of `along`, through the last action's cell unless anywhere;
    /// each run measured as `lines` measures it, from its first cell.
    fn witness_lines(
        &self,
        length: u32,
        at_least: bool,
        along: DirMask,
        through: Through,
        subject: PlayerId,
        cells: &mut Vec<Cell>,
    ) {
        let geometry = &self.rules.geometry;
        let placed = self.placed();
        for start in 0..self.position.board.len() as Cell {
            if !self.owned_by(start, subject) {
                continue;
            }
            for axis in geometry.axes().filter(|&axis| along & 1 << axis != 0) {
                let back = geometry.step(start, geometry.opposite(axis));
                if back != NO_CELL && self.owned_by(back, subject) {
                    continue;
                }
                let (_, run) = self.run(start, axis, subject);
                let fits = if at_least { run >= length } else { run == length };
                let cells_of_run = std::iter::successors(Some(start), |&c| Some(geometry.step(c, axis)));
                let run: Vec<Cell> = cells_of_run.take(run as usize).collect();
                if fits && (through == Through::Anywhere || run.contains(&placed)) {
                    cells.extend(run);
                }
            }
        }
    }

    /// The cells of the groups that `groups` counts, or of the largest group.
    fn witness_groups<const N: usize>(
        &self,
        adjacent: &Adjacency,
        touching: &[u64],
        least: u32,
        largest: bool,
        subject: PlayerId,
        cells: &mut Vec<Cell>,
    ) {
        let words = self.position.words;
        let mut left = [0u64; N];
        left[..words].copy_from_slice(self.position.owned_by(subject));
        let mut best: (u32, Bits<N>) = (0, [0; N]);
        while let Some(word) = left[..words].iter().position(|&w| w != 0) {
            let mut group: Bits<N> = one(word * 64 + left[word].trailing_zeros() as usize);
            fill(adjacent, &left[..words], &mut group);
            left.iter_mut().zip(&group).for_each(|(l, g)| *l &= !g);
            let size = group.iter().map(|w| w.count_ones()).sum();
            let touched = touching
                .chunks_exact(words)
                .filter(|set| set.iter().zip(&group[..words]).any(|(s, g)| s & g != 0))
                .count();
            if largest && size > best.0 {
                best = (size, group);
            } else if !largest && touched >= least as usize {
                for_each_cell(&group[..words], |cell| cells.push(cell as Cell));
            }
        }
        if largest {
            for_each_cell(&best.1[..words], |cell| cells.push(cell as Cell));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::State;

    fn played(source: &str, actions: &str) -> State {
        let mut state = State::of_source(source);
        for text in actions.split_whitespace() {
            let action = state.parse_action(text).expect("a legal action");
            state.play_unchecked(action);
        }
        state
    }

    fn names(state: &State) -> Vec<String> {
        let geometry = &state.rules().geometry;
        state.result_cells().iter().map(|&c| geometry.names[c as usize].clone()).collect()
    }

    const ROW: &str = "game \"Row\"\nplayers x o\nboard square 4 x 3\npiece mark\nhand mark unlimited\n\
        action place: place mark on empty\nwin: lines 3+ through placed >= 1\nlose: stuck\n";

    #[test]
    fn a_line_win_shows_the_line_through_the_last_stone_and_nothing_before() {
        let state = played(ROW, "a1 b2 a2 b3 d1 c3");
        assert_eq!(names(&state), Vec::<String>::new(), "no result yet");
        let state = played(ROW, "a1 b2 a2 b3 d1 c3 a3");
        assert_eq!(names(&state), ["a1", "a2", "a3"]);
    }

    #[test]
    fn a_connection_shows_the_group_that_joins_the_sides_not_the_loose_stones() {
        let source = "game \"Join\"\nplayers red blue\nboard hex 3 x 3\npiece stone\nhand stone unlimited\n\
            region near of red: rank 1\nregion far of red: rank 3\nregion near of blue: file a\n\
            region far of blue: file c\naction place: place on empty\n\
            win: groups touching near, far >= 1\n";
        let state = played(source, "a1 c1 a2 c2 a3");
        assert_eq!(names(&state), ["a1", "a2", "a3"]);
        let wider = source.replace("3 x 3", "4 x 4").replace("rank 3", "rank 4").replace("file c", "file d");
        let state = played(&wider, "b1 a1 b2 a2 d1 a3 b3 c1 b4");
        assert_eq!(names(&state), ["b1", "b2", "b3", "b4"], "d1 touches red's near side, not the group");
    }

    #[test]
    fn a_count_shows_the_cells_it_counted_and_a_stuck_player_shows_none() {
        let source = "game \"Reach\"\nplayers white black\nboard square 3 x 3\nfacing white: n\n\
            facing black: s\npiece man\nsetup white: a1\nsetup black: c3\n\
            action step: move step forward\nwin \"across\": count (own & rank 3) >= 1\nlose: stuck\n";
        let state = played(source, "a1-a2 c3-c2 a2-a3");
        assert_eq!(names(&state), ["a3"]);
        let stuck = played(&source.replace("setup black: c3", "setup black: a2"), "");
        assert_eq!(names(&stuck), Vec::<String>::new(), "white cannot move: no cell to show");
    }
}

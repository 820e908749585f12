//! Rings: the subject's groups that loop around at least one cell (`rings`), found with the
//! bit-set fills of `groups`. A cell is enclosed by a group when the cells outside the group
//! joined to it reach no rim cell (a hole), or, for a cell of the group itself, when it is off
//! the rim and each of its neighbours on the board is the group's or in a hole (a filled ring).

use super::cells::View;
use super::groups::{Bits, fill, for_each_cell, one, sized, spread};
use super::state::State;
use crate::compile::cells::CellTest;
use crate::compile::groups::Rings;
use crate::compile::rules::PlayerId;

impl State {
    /// How many of the subject's groups are rings (around a cell of the set, when given).
    #[inline(never)]
    pub(crate) fn rings(&self, rings: &Rings, around: Option<&[CellTest]>, subject: PlayerId) -> u32 {
        let mut count = 0;
        self.each_ring(rings, around, subject, |_| count += 1);
        count
    }

    /// Calls `found` with the cells of each of the subject's groups that is a ring (around a
    /// cell of the set read with the subject as the acting player, when given).
    pub(super) fn each_ring(
        &self,
        rings: &Rings,
        around: Option<&[CellTest]>,
        subject: PlayerId,
        found: impl FnMut(&[u64]),
    ) {
        let words = self.position.words;
        let Some(tests) = around else {
            return sized!(words, |N| self.ring_groups::<N>(rings, None, subject, found));
        };
        let test = &tests[self.rules.context(subject, self.s.memory)];
        let view = View { player: subject, ..self.view() };
        self.with_members(test, view, |set| {
            sized!(words, |N| self.ring_groups::<N>(rings, Some(set), subject, found))
        })
    }

    fn ring_groups<const N: usize>(
        &self,
        rings: &Rings,
        around: Option<&[u64]>,
        subject: PlayerId,
        mut found: impl FnMut(&[u64]),
    ) {
        let words = self.position.words;
        let own = self.position.owned_by(subject);
        // One test of all the pieces first: a group's hole is a hole of the union too (its cells
        // outside the pieces reach no rim), and a filled ring's centre is surrounded by pieces.
        // Most positions end here, with two fills.
        if is_empty(&holes::<N>(rings, own, words)) && !filled::<N>(rings, own, own, words) {
            return;
        }
        let mut left = [0u64; N];
        left[..words].copy_from_slice(own);
        for word in 0..words {
            while left[word] != 0 {
                let mut group: Bits<N> = one(word * 64 + left[word].trailing_zeros() as usize);
                fill(&rings.adjacent, own, &mut group);
                (0..words).for_each(|i| left[i] &= !group[i]);
                let enclosed = enclosed::<N>(rings, &group[..words], words);
                let ring = match around {
                    Some(set) => enclosed.iter().zip(set).any(|(e, s)| e & s != 0),
                    None => !is_empty(&enclosed),
                };
                if ring {
                    found(&group[..words]);
                }
            }
        }
    }
}

/// The cells `group` loops around: its holes, and its own cells off the rim whose neighbours
/// on the board are all the group's or in its holes.
fn enclosed<const N: usize>(rings: &Rings, group: &[u64], words: usize) -> Bits<N> {
    let mut enclosed = holes::<N>(rings, group, words);
    let mut closed = [0u64; N];
    (0..words).for_each(|i| closed[i] = group[i] | enclosed[i]);
    let mut centres = [0u64; N];
    (0..words).for_each(|i| centres[i] = group[i] & rings.inner[i]);
    for_each_cell(&centres[..words], |cell| {
        if rings.around.of(cell).iter().zip(&closed[..words]).all(|(n, c)| n & !c == 0) {
            enclosed[cell / 64] |= 1 << (cell % 64);
        }
    });
    enclosed
}

/// The cells outside `set` from which no path outside `set` reaches the rim.
fn holes<const N: usize>(rings: &Rings, set: &[u64], words: usize) -> Bits<N> {
    let cells = rings.around.cells();
    let mut outside = [0u64; N];
    let mut seeds = [0u64; N];
    for i in 0..words {
        let on_board = if (i + 1) * 64 <= cells { u64::MAX } else { (1u64 << (cells % 64)) - 1 };
        outside[i] = !set[i] & on_board;
        seeds[i] = outside[i] & rings.rim[i];
    }
    let reached = spread(&rings.adjacent, &outside[..words], seeds);
    (0..words).for_each(|i| outside[i] &= !reached[i]);
    outside
}

/// Whether a cell of `centres` off the rim has all its neighbours on the board in `set`: with
/// no hole, the group's pieces round it are then a loop.
fn filled<const N: usize>(rings: &Rings, centres: &[u64], set: &[u64], words: usize) -> bool {
    let mut candidates = [0u64; N];
    (0..words).for_each(|i| candidates[i] = centres[i] & rings.inner[i]);
    let mut found = false;
    for_each_cell(&candidates[..words], |cell| {
        found |= rings.around.of(cell).iter().zip(set).all(|(n, s)| n & !s == 0);
    });
    found
}

fn is_empty(bits: &[u64]) -> bool {
    bits.iter().all(|&w| w == 0)
}

#[cfg(test)]
mod tests {
    use crate::engine::State;
    use std::sync::Arc;

    /// The rings of `player` after placing stones on `cells` (white first, alternating by list).
    fn rings_after(board: &str, white: &[&str], black: &[&str], joined: &str) -> [u32; 2] {
        let source = format!(
            "game \"g\"\nplayers white black\nboard {board}\npiece stone\nhand stone unlimited\n\
             {}{}action place: place on empty\nwin: rings{joined} >= 99\n",
            setup("white", white),
            setup("black", black)
        );
        let rules = Arc::new(crate::check::load(&source).expect("a game"));
        let state = State::new(rules.clone());
        let crate::compile::rules::Condition::Compare(quantity, ..) = &rules.results[0].condition else {
            panic!("a comparison")
        };
        let crate::compile::rules::Quantity::Rings { board, around } = quantity else { panic!("rings") };
        [state.rings(board, around.as_deref(), 0), state.rings(board, around.as_deref(), 1)]
    }

    fn setup(player: &str, cells: &[&str]) -> String {
        if cells.is_empty() { String::new() } else { format!("setup {player} stone: {}\n", cells.join(" ")) }
    }

    #[test]
    fn a_hex_loop_of_six_is_a_ring_whatever_it_holds() {
        let loop6 = ["c2", "d2", "d3", "c4", "b4", "b3"];
        assert_eq!(rings_after("hex radius 3", &loop6, &[], ""), [1, 0], "around an empty cell");
        assert_eq!(rings_after("hex radius 3", &loop6, &["c3"], ""), [1, 0], "around an enemy");
        let mut seven = loop6.to_vec();
        seven.push("c3");
        assert_eq!(rings_after("hex radius 3", &seven, &[], ""), [1, 0], "filled");
        assert_eq!(rings_after("hex radius 3", &loop6[..5], &[], ""), [0, 0], "five of six");
    }

    #[test]
    fn rings_around_a_set_count_only_loops_round_one_of_its_cells() {
        let loop6 = ["c2", "d2", "d3", "c4", "b4", "b3"];
        assert_eq!(rings_after("hex radius 3", &loop6, &[], " around empty"), [1, 0]);
        assert_eq!(rings_after("hex radius 3", &loop6, &["c3"], " around empty"), [0, 0], "c3 is taken");
        assert_eq!(rings_after("hex radius 3", &loop6, &["c3"], " around enemy"), [1, 0]);
        let mut seven = loop6.to_vec();
        seven.push("c3");
        assert_eq!(rings_after("hex radius 3", &seven, &[], " around own"), [1, 0], "round its own centre");
        assert_eq!(rings_after("hex radius 3", &seven, &[], " around empty"), [0, 0]);
    }

    #[test]
    fn a_plus_is_no_ring_on_a_square_board_but_a_filled_square_is() {
        let plus = ["c3", "b3", "d3", "c2", "c4"];
        assert_eq!(rings_after("square 5 x 5", &plus, &[], " orthogonal"), [0, 0], "diagonals lead out");
        let square = ["b2", "c2", "d2", "b3", "c3", "d3", "b4", "c4", "d4"];
        assert_eq!(rings_after("square 5 x 5", &square, &[], " orthogonal"), [1, 0], "c3 inside");
        assert_eq!(rings_after("square 5 x 5", &square[..6], &[], " orthogonal"), [0, 0], "two rows");
    }
}

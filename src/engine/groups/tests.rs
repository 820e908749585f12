//! Floods, spreads and shifts on bit sets, and `groups` counted against a plain count of
//! every group.

use super::*;

/// A 3-cell line a–b–c and a lone d: adjacency as bit sets, one word.
fn line_and_one() -> Adjacency {
    Adjacency::from_bits(1, vec![0b0010, 0b0101, 0b0010, 0b0000])
}

/// The cells of `within` joined to `seed`.
fn flood(adjacent: &Adjacency, within: &[u64], seed: usize) -> Bits<2> {
    let mut group = one(seed);
    fill(adjacent, within, &mut group);
    group
}

#[test]
fn a_flood_follows_neighbours_within_the_pieces_only() {
    assert_eq!(flood(&line_and_one(), &[0b1011], 0)[0], 0b0011, "a, b, d held; c not");
    assert_eq!(flood(&line_and_one(), &[0b1111], 2)[0], 0b0111);
    assert_eq!(flood(&line_and_one(), &[0b1111], 3)[0], 0b1000);
}

#[test]
fn a_fill_reaches_the_neighbours_of_its_whole_group() {
    let mut group: Bits<2> = one(0);
    let reach = fill(&line_and_one(), &[0b0011], &mut group);
    assert_eq!((group[0], reach[0]), (0b0011, 0b0111), "a and b reach c, and each other");
    let mut lone: Bits<2> = one(3);
    assert_eq!(fill(&line_and_one(), &[0b1111], &mut lone)[0], 0, "d has no neighbour");
}

/// Grids whose shifts cross words both ways: 9×9 (2 words), 19×19 (6) and a hex board.
fn grids() -> Vec<Adjacency> {
    ["square 9 x 9", "square 19 x 19", "hex 11 x 11"]
        .iter()
        .map(|board| {
            let source =
                format!("game \"g\"\nplayers a b\nboard {board}\npiece p\naction place: place on empty\n");
            let rules = crate::check::load(&source).expect("a board");
            Adjacency::new(&rules.geometry, rules.geometry.neighbours)
        })
        .collect()
}

/// Random bit sets of `cells` cells, about one cell in `one_in` set.
fn random_sets(cells: usize, one_in: u64) -> Vec<Bits<8>> {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    (0..50)
        .map(|_| {
            let mut set = [0u64; 8];
            for cell in 0..cells {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                if (seed >> 33).is_multiple_of(one_in) {
                    set[cell / 64] |= 1 << (cell % 64);
                }
            }
            set
        })
        .collect()
}

/// `adjacent` without its 128-bit shifts: its sets shifted a word at a time.
fn word_by_word(adjacent: &Adjacency) -> Adjacency {
    let mut words = adjacent.clone();
    words.narrow = None;
    words
}

#[test]
fn shifts_find_the_same_neighbours_as_the_cells_do() {
    for adjacent in grids() {
        assert!(adjacent.shifts.is_some(), "a grid's directions are uniform");
        let (words, cells) = (adjacent.words, adjacent.cells());
        for set in random_sets(cells, 5) {
            let mut by_cells = [0u64; 8];
            for_each_cell(&set[..words], |c| (0..words).for_each(|i| by_cells[i] |= adjacent.of(c)[i]));
            assert_eq!(dilate(&adjacent, &set, words), by_cells);
            // Boards of two words or fewer shift one 128-bit number instead.
            assert_eq!(adjacent.narrow.is_some(), words <= 2, "9×9 and 11×11 are narrow");
            if words <= 2 {
                let two: Bits<2> = [set[0], set[1]];
                assert_eq!(dilate(&adjacent, &two, words), [by_cells[0], by_cells[1]]);
                assert_eq!(dilate(&word_by_word(&adjacent), &set, words), by_cells, "word by word");
            }
        }
    }
}

#[test]
fn a_spread_reaches_every_group_that_holds_a_seed() {
    for adjacent in grids() {
        let (words, cells) = (adjacent.words, adjacent.cells());
        for within in random_sets(cells, 2) {
            let within = &within[..words];
            let mut seeds = [0u64; 8];
            (0..words).for_each(|i| seeds[i] = within[i] & 0x0101_0101_0101_0101);
            let mut by_groups = [0u64; 8];
            for_each_cell(&seeds[..words], |c| {
                let mut group: Bits<8> = one(c);
                fill(&adjacent, within, &mut group);
                (0..words).for_each(|i| by_groups[i] |= group[i]);
            });
            assert_eq!(spread(&adjacent, within, seeds), by_groups);
            assert_eq!(spread(&word_by_word(&adjacent), within, seeds), by_groups, "word by word");
            let mut cell_by_cell = word_by_word(&adjacent);
            cell_by_cell.shifts = None;
            assert_eq!(spread(&cell_by_cell, within, seeds), by_groups, "without shifts too");
        }
    }
}

#[test]
fn a_flood_crosses_words_both_ways() {
    // Cells 0 and 100 joined, and 100 and 1: the fill must come back to word 0.
    let words = 2;
    let mut adjacent = vec![0u64; 101 * words];
    let mut join = |a: usize, b: usize| {
        adjacent[a * words + b / 64] |= 1 << (b % 64);
        adjacent[b * words + a / 64] |= 1 << (a % 64);
    };
    join(0, 100);
    join(100, 1);
    let group = flood(&Adjacency::from_bits(words, adjacent), &[0b11, 1 << 36], 0);
    assert_eq!((group[0], group[1]), (0b11, 1 << 36));
}

/// Every group of `subject` filled in turn, with no set read before: how many touch `least`
/// of the sets, or the size of the largest.
fn every_group(
    state: &State,
    (adjacent, touching): (&Adjacency, &[u64]),
    least: u32,
    largest: bool,
    subject: u8,
) -> u32 {
    let words = state.position.words;
    let mut left = [0u64; WORDS];
    left[..words].copy_from_slice(state.position.owned_by(subject));
    let (mut count, mut best) = (0, 0);
    while let Some(word) = left[..words].iter().position(|&w| w != 0) {
        let mut group: Bits<WORDS> = one(word * 64 + left[word].trailing_zeros() as usize);
        fill(&word_by_word(adjacent), &left[..words], &mut group);
        (0..words).for_each(|i| left[i] &= !group[i]);
        let touched = touching.chunks_exact(words).filter(|set| !disjoint(set, &group[..words])).count();
        count += u32::from(touched >= least as usize);
        best = best.max(group.iter().map(|w| w.count_ones()).sum());
    }
    if largest { best } else { count }
}

/// `groups` reads the sets before any fill and fills only the groups that hold a piece of
/// one, yet counts what filling every group counts: a fork (3 of 6 sides), a bridge (2 of 6
/// corners), both sides (2 of 2), one of two sides, and the largest group, in positions of
/// random play on boards of one, two and four words.
#[test]
fn groups_counts_what_filling_every_group_counts() {
    // Each board names its `side`s (a family of three), `corner`s (a family of three), `top` and `bottom`, and `end`s (a family of two: one of them touched).
    let results = "win: groups touching 3 of side >= 2\nwin: groups touching 2 of corner >= 9\n\
                   win: groups touching top, bottom >= 9\nwin: groups touching 1 of end >= 99\n\
                   win: largest group >= 99\n";
    let game = |board: &str, regions: &str| {
        format!(
            "players a b\nboard {board}\n{regions}region end of x: top\nregion end of y: bottom\n\
             piece p\nhand p unlimited\naction place: place on empty\n{results}"
        )
    };
    let games = [
        game(
            "hex radius 3",
            "region corner of one: edge w & edge nw\nregion corner of two: edge ne & edge e\n\
             region corner of three: edge se & edge sw\n\
             region side of one: edge w | edge e\nregion side of two: edge nw | edge se\n\
             region side of three: edge ne | edge sw\nregion top: edge nw\nregion bottom: edge se\n",
        ),
        game(
            "square 9 x 9",
            "region side of one: edge n\nregion side of two: edge s\nregion side of three: edge e\n\
             region corner of one: a1\nregion corner of two: i9\nregion corner of three: a9\nregion top: edge n\nregion bottom: edge s\n",
        ),
        game(
            "square 15 x 15",
            "region side of one: edge n\nregion side of two: edge s\nregion side of three: edge e | edge w\n\
             region corner of one: a1\nregion corner of two: o15\nregion corner of three: o1\nregion top: edge n\nregion bottom: edge s\n",
        ),
    ];
    let mut rng = crate::engine::Rng::new(11);
    for source in &games {
        let mut state = State::of_source(source);
        let rules = std::sync::Arc::clone(&state.rules);
        let groups: Vec<_> = rules
            .results
            .iter()
            .filter_map(|r| match &r.condition {
                crate::compile::rules::Condition::Compare(
                    crate::compile::rules::Quantity::Groups { adjacent, touching, sets, least, largest },
                    ..,
                ) => Some((adjacent, touching, *sets, *least, *largest)),
                _ => None,
            })
            .collect();
        assert_eq!(groups.len(), 5, "every `groups` result of the game");
        let (mut counted, mut actions) = (0, Vec::new());
        for _ in 0..60 {
            for &(adjacent, touching, sets, least, largest) in &groups {
                for subject in 0..2u8 {
                    let words = state.position.words;
                    let mine =
                        &touching[subject as usize * sets * words..(subject as usize + 1) * sets * words];
                    let expected = every_group(&state, (adjacent, mine), least, largest, subject);
                    assert_eq!(state.groups(adjacent, mine, least, largest, subject), expected, "{source}");
                    counted += expected;
                }
            }
            state.legal_actions(&mut actions);
            if actions.is_empty() {
                break;
            }
            state.play_unchecked(actions[rng.below(actions.len())]);
        }
        assert!(counted > 0, "some group counted: {source}");
    }
}

/// The pieces whose group has no empty neighbour, found a group at a time by flooding each
/// piece's owner's pieces from it.
fn enclosed_by_floods(state: &State, adjacent: &Adjacency) -> Bits<8> {
    let (words, empty) = (state.position.words, &state.position.empty);
    let mut enclosed = [0u64; 8];
    for player in 0..2 {
        let own = state.position.owned_by(player);
        for_each_cell(own, |cell| {
            let mut group: Bits<8> = one(cell);
            let reach = fill(&word_by_word(adjacent), own, &mut group);
            if disjoint(&reach[..words], empty) {
                enclosed[cell / 64] |= 1 << (cell % 64);
            }
        });
    }
    enclosed
}

/// `enclosed` finds, on boards of one, two and six words, shifted as one 128-bit number or a
/// word at a time, the pieces that flooding each one's group finds: in positions of random
/// placements, where groups of both players close round each other without being taken.
#[test]
fn enclosed_finds_the_groups_without_an_empty_neighbour() {
    let mut rng = crate::engine::Rng::new(5);
    let mut found = 0;
    for board in ["square 8 x 8", "square 9 x 9", "hex 11 x 11", "square 19 x 19"] {
        let source =
            format!("players a b\nboard {board}\npiece p\nhand p unlimited\naction place: place on empty\n");
        let mut state = State::of_source(&source);
        let geometry = &state.rules.geometry;
        let adjacent = Adjacency::new(geometry, geometry.neighbours);
        assert_eq!(adjacent.narrow.is_some(), state.position.words <= 2, "{board}");
        let all: Bits<8> = [u64::MAX; 8];
        let mut actions = Vec::new();
        for _ in 0..geometry.cell_count() {
            let expected = enclosed_by_floods(&state, &adjacent);
            assert_eq!(state.enclosed(&adjacent, &all), expected, "{board}");
            assert_eq!(state.enclosed(&word_by_word(&adjacent), &all), expected, "{board}, word by word");
            found += expected.iter().map(|w| w.count_ones()).sum::<u32>();
            state.legal_actions(&mut actions);
            state.play_unchecked(actions[rng.below(actions.len())]);
        }
    }
    assert!(found > 0, "some piece enclosed");
}

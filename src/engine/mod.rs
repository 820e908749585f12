//! Engine: positions of a compiled game, their legal actions, play and undo, and outcomes.

mod abreast;
mod action;
mod along;
mod apply;
mod at_most;
mod attack;
mod cells;
mod column;
mod counter;
mod coverage;
mod custodial;
mod enclosed;
mod evaluate;
mod exactly;
mod explain;
mod exposure;
mod flying;
mod generate;
mod groups;
mod hand_over;
mod hint;
mod illegal;
mod kernel;
mod last;
mod legal;
mod line_walk;
mod lines;
mod most;
mod moves;
mod notation;
mod onto;
mod out;
mod perft;
mod position;
mod pull;
mod push;
mod reading;
mod repetitions;
mod rings;
mod rng;
mod roll;
mod sample;
mod screen;
mod seats;
mod seen;
mod shape;
mod sight;
mod sow;
mod stacks;
mod state;
mod stuck;
mod taken;
mod territory;
mod top;
mod values;
mod verify;
mod walk;
mod witness;

pub use action::{Action, END, PASS, ROLL};
pub use kernel::Mirror;
pub use legal::{Illegal, Refusal};
pub use notation::kind_letter;
pub use perft::{perft, perft_distinct_turns, perft_turns};
pub use position::{NOBODY, Piece, kind_of, owner_of, side_of};
pub use rng::Rng;
pub use seats::Seats;
pub use state::{Outcome, State};

/// The text of every game in `games/`: the tests that hold a fast path to the general engine
/// play them all.
#[cfg(test)]
pub(crate) fn shipped_sources() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    std::fs::read_dir(dir)
        .expect("games/")
        .map(|entry| std::fs::read_to_string(entry.expect("an entry").path()).expect("a game"))
        .collect()
}

/// Lists the actions of `rules` and of `reference` (the same game, a fast path taken out) at
/// every position of random games (`seeds`, up to `plies` each) and asserts they are the same,
/// in order: for the rules of each priority group, each rule alone and all at once. Returns
/// how many lists were compared.
#[cfg(test)]
pub(crate) fn assert_same_listings(
    rules: &std::sync::Arc<crate::compile::rules::Rules>,
    reference: &std::sync::Arc<crate::compile::rules::Rules>,
    seeds: std::ops::Range<u64>,
    plies: usize,
) -> usize {
    let mut masks: Vec<u64> = rules.priority.clone();
    masks.extend((0..rules.actions.len()).map(|id| 1u64 << id));
    masks.push(u64::MAX);
    let mut compared = 0;
    for seed in seeds {
        let (mut state, mut plain, mut rng) =
            (State::new(rules.clone()), State::new(reference.clone()), Rng::new(seed));
        let (mut listed, mut expected) = (Vec::new(), Vec::new());
        for _ in 0..plies {
            for &mask in &masks {
                listed.clear();
                expected.clear();
                state.generate(mask, &mut listed);
                plain.generate(mask, &mut expected);
                assert_eq!(listed, expected, "{}, rules {mask:b}", rules.title);
                compared += 1;
            }
            let Some(action) = state.play_sampled(&mut |n| rng.below(n)) else { break };
            plain.play_unchecked(action);
        }
    }
    compared
}

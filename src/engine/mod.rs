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

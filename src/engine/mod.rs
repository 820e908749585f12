//! Engine: positions of a compiled game, their legal actions, play and undo, and outcomes.

mod action;
mod apply;
mod attack;
mod cells;
mod coverage;
mod enclosed;
mod evaluate;
mod explain;
mod generate;
mod groups;
mod hint;
mod kernel;
mod legal;
mod lines;
mod moves;
mod notation;
mod out;
mod perft;
mod position;
mod repetitions;
mod sample;
mod seats;
mod sow;
mod state;
mod stuck;
mod territory;
mod verify;
mod walk;

pub use action::{Action, END, PASS};
pub use kernel::Mirror;
pub use legal::{Illegal, Refusal};
pub use notation::kind_letter;
pub use perft::{perft, perft_turns};
pub use position::{NOBODY, Piece, kind_of, owner_of, side_of};
pub use seats::Seats;
pub use state::{Outcome, State};

//! Engine: positions of a compiled game, their legal actions, play and undo, and outcomes.

mod action;
mod apply;
mod evaluate;
mod generate;
mod legal;
mod notation;
mod perft;
mod position;
mod state;
mod verify;

pub use action::{Action, END, PASS};
pub use legal::Illegal;
pub use perft::perft;
pub use position::{Piece, kind_of, owner_of};
pub use state::{Outcome, State};

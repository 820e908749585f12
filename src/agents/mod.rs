//! Agents: players that choose actions — uniform random playouts for now — and their random numbers.

mod playout;
mod rng;

pub use playout::{PlayoutStats, playout, playouts};
pub use rng::Rng;

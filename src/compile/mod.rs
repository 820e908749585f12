//! Compile: the board graph and its precomputed geometry, and the rule program the engine runs.

mod actions;
pub mod along;
pub mod cells;
mod colouring;
pub mod conditions;
pub mod counter;
pub mod dice;
pub mod directions;
pub mod exposure;
pub mod geometry;
pub mod graph;
pub mod groups;
pub mod kernel;
pub mod line_masks;
pub(crate) mod most;
pub mod paths;
pub mod pieces;
pub mod random;
mod repeats;
pub mod rules;
pub mod schedule;
pub mod seeds;
pub mod shape;
pub mod steps;
pub mod turn;
pub mod values;
pub mod within;

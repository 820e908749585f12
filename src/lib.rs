//! yon: a game-description language and a generic rules interpreter for abstract board games.

pub mod agents;
pub mod catalogue;
pub mod check;
pub mod compile;
pub mod diagnostic;
pub mod engine;
pub mod record;
pub mod syntax;

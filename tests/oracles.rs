//! The independent oracles (tests/oracle/): hand-written referees for yon's games that share
//! nothing with the engine; this binary runs their self-tests.

#[path = "oracle/amazons/mod.rs"]
mod amazons;
#[path = "oracle/connect_four.rs"]
mod connect_four;
#[path = "oracle/draughts/mod.rs"]
mod draughts;
#[path = "oracle/konane/mod.rs"]
mod konane;
#[path = "oracle/nine_mens_morris/mod.rs"]
mod nine_mens_morris;

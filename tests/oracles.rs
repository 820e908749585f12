//! The hand-written oracles' self-tests: each game's referee, independent of yon's engine,
//! against published perft numbers, scenarios of its rules and random games.

#[path = "oracle/chess/mod.rs"]
mod chess;
#[path = "oracle/go/mod.rs"]
mod go;
#[path = "oracle/hex/mod.rs"]
mod hex;
#[path = "oracle/lines_of_action/mod.rs"]
mod lines_of_action;

//! The independent oracles (tests/oracle/): hand-written referees for yon's games that share
//! nothing with the engine. This binary runs their self-tests (published perft numbers,
//! scenarios of their rules and random games checked against plainer versions of the rules),
//! then holds the engine to them (`oracles/agreement.rs`).

#[path = "oracles/agreement.rs"]
mod agreement;
mod common;
#[path = "oracles/draughts_family.rs"]
mod draughts_family;
#[path = "oracles/elder_chess.rs"]
mod elder_chess;
#[path = "oracles/havannah.rs"]
mod havannah_agreement;
#[path = "oracles/polyominoes.rs"]
mod polyominoes_agreement;
#[path = "oracles/push_and_war.rs"]
mod push_and_war;
#[path = "oracles/race.rs"]
mod race;

#[path = "oracle/abalone/mod.rs"]
mod abalone;
#[path = "oracle/amazons/mod.rs"]
mod amazons;
#[path = "oracle/backgammon/mod.rs"]
mod backgammon;
#[path = "oracle/chess/mod.rs"]
mod chess;
#[path = "oracle/connect_four.rs"]
mod connect_four;
#[path = "oracle/draughts/mod.rs"]
mod draughts;
#[path = "oracle/focus/mod.rs"]
mod focus;
#[path = "oracle/go/mod.rs"]
mod go;
#[path = "oracle/havannah/mod.rs"]
mod havannah;
#[path = "oracle/hex/mod.rs"]
mod hex;
#[path = "oracle/hexagonal_chess/mod.rs"]
mod hexagonal_chess;
#[path = "oracle/international_draughts/mod.rs"]
mod international_draughts;
#[path = "oracle/kit.rs"]
mod kit;
#[path = "oracle/konane/mod.rs"]
mod konane;
#[path = "oracle/lines_of_action/mod.rs"]
mod lines_of_action;
#[path = "oracle/makruk_shatranj/mod.rs"]
mod makruk_shatranj;
#[path = "oracle/neutron/mod.rs"]
mod neutron;
#[path = "oracle/nine_mens_morris/mod.rs"]
mod nine_mens_morris;
#[path = "oracle/oware/mod.rs"]
mod oware;
#[path = "oracle/polyominoes/mod.rs"]
mod polyominoes;
#[path = "oracle/shogun/mod.rs"]
mod shogun;
#[path = "oracle/tablut/mod.rs"]
mod tablut;
#[path = "oracle/ur/mod.rs"]
mod ur;
#[path = "oracle/xiangqi/mod.rs"]
mod xiangqi;

//! RULINGS §4 (Yonin Shogi), one scenario per ruling. Positions are the game's own rules with
//! another setup: `variant` swaps the file's `setup` and `hand` lines for the scenario's.

mod common;

use common::{legal, owner_at, play, result, result_rule};
use yon::engine::State;

/// `games/yonin-shogi.game` with its setup and hands replaced.
fn variant(setup: &str, hands: &str) -> State {
    let path = format!("{}/games/yonin-shogi.game", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("the game file");
    let kept: Vec<&str> =
        source.lines().filter(|l| !l.starts_with("setup ") && !l.starts_with("hand ")).collect();
    common::game_from(&format!("{}\n{setup}\n{hands}\n", kept.join("\n")))
}

fn to_move(state: &State) -> String {
    state.rules().players[state.to_move() as usize].clone()
}

fn player(state: &State, name: &str) -> u8 {
    state.rules().players.iter().position(|p| p == name).expect("a player") as u8
}

/// Four kings far apart: everyone can always move.
const KINGS: &str = "setup south king: e1\nsetup west king: a5\nsetup north king: e9\nsetup east king: i5";

#[test]
fn a_check_shifts_the_turn_to_the_checked_player() {
    let mut state = variant(&format!("{KINGS}\nsetup south rook: h7"), "");
    play(&mut state, "h7-h9");
    assert_eq!(to_move(&state), "north", "north is in check, so north moves before west");
    play(&mut state, "e9-d8");
    assert_eq!(to_move(&state), "east", "play goes on clockwise from north");
}

#[test]
fn with_two_players_in_check_the_first_clockwise_moves_then_the_other() {
    // The silver steps aside: the rook behind it checks north up the e-file, and the silver
    // itself checks east's king on g8.
    let setup = "setup south king: e1\nsetup south rook: e2\nsetup south silver: e6\n\
                 setup west king: a5\nsetup north king: e9\nsetup east king: g8";
    let mut state = variant(setup, "");
    play(&mut state, "e6-f7");
    assert_eq!(to_move(&state), "north", "north and east are in check: north comes first");
    play(&mut state, "e9-d9");
    assert_eq!(to_move(&state), "east", "east is still in check: east before south");
}

/// North's king in the corner, its escapes held by south's gold; west's silver on a6 is all
/// that stands between east's rook on a4 and north's king. North's pawn on a3 keeps north
/// from dropping a pawn in between (two pawns on a file).
const NET: &str = "setup south king: e1\nsetup south gold: c8\nsetup west king: h2\nsetup west silver: a6\n\
                   setup north king: a9\nsetup north pawn: a3 i7\nsetup east king: i4\nsetup east rook: a4";

#[test]
fn a_mate_is_credited_to_the_last_mover_even_when_another_gave_check() {
    let mut state = variant(NET, "hand pawn 1");
    play(&mut state, "e1-e2 a6-b7");
    let (west, north) = (player(&state, "west"), player(&state, "north"));
    assert!(!state.is_in_play(north), "east's rook checks north, who cannot move: north is out");
    assert_eq!(state.armies(west), 2, "west moved last and mated north");
    assert_eq!(state.armies(north), 0);
    assert_eq!(to_move(&state), "east", "north no longer plays");
}

#[test]
fn the_mater_takes_over_the_mated_players_pieces_and_hand() {
    let mut state = variant(NET, "hand pawn 1");
    play(&mut state, "e1-e2 a6-b7");
    assert_eq!(owner_at(&state, "i7").as_deref(), Some("west"), "north's pawn is west's now");
    let (west, north) = (player(&state, "west"), player(&state, "north"));
    assert_eq!(state.hand(west, 4), 2, "west holds north's pawn in hand as well as its own");
    assert_eq!(state.hand(north, 4), 0);
    // The pawn still faces south and promotes in north's zone (ranks 1–3).
    play(&mut state, "i4-i5 e2-e1");
    assert_eq!(to_move(&state), "west");
    assert!(legal(&mut state).contains(&"i7-i6".to_string()), "{:?}", legal(&mut state));
}

#[test]
fn a_mated_king_stays_as_a_blockade_that_stops_a_rook_and_cannot_be_taken() {
    let mut state = variant(NET, "");
    play(&mut state, "e1-e2 a6-b7");
    assert_eq!(owner_at(&state, "a9"), None, "nobody controls the turned king");
    let a9 = state.rules().geometry.cell("a9").expect("a cell");
    assert!(state.board()[a9 as usize] != 0, "it stays on the board");
    let moves = legal(&mut state);
    assert!(moves.contains(&"a4-a8".to_string()), "east's rook slides up to the blockade: {moves:?}");
    assert!(!moves.contains(&"a4-a9".to_string()), "but cannot take it");
}

#[test]
fn a_pawn_is_not_dropped_on_a_line_along_the_droppers_forward_axis_that_holds_its_pawn() {
    // West faces east: its pawns move along ranks, so two on one rank are the "file" rule.
    let mut state = variant(&format!("{KINGS}\nsetup west pawn: b4"), "hand pawn 1");
    play(&mut state, "e1-e2");
    let moves = legal(&mut state);
    assert!(!moves.contains(&"P*f4".to_string()), "rank 4 holds west's pawn");
    assert!(moves.contains(&"P*f3".to_string()), "rank 3 does not");
    assert!(moves.contains(&"P*b3".to_string()), "the same file is another axis for west");
    let why = state.parse_action("P*f4").expect_err("refused").to_string();
    assert!(why.contains("two pawns on a line"), "{why}");
}

#[test]
fn a_dropped_piece_faces_the_dropper() {
    let mut state = variant(KINGS, "hand pawn 1");
    play(&mut state, "e1-e2 P*e5 e9-e8 i5-i4 e2-e1");
    let moves = legal(&mut state);
    assert!(moves.contains(&"e5-f5".to_string()), "west's pawn moves east: {moves:?}");
    assert!(!moves.contains(&"e5-e6".to_string()) && !moves.contains(&"e5-e4".to_string()));
}

#[test]
fn a_pawn_reaching_its_last_row_must_promote() {
    let mut state = variant(&format!("{KINGS}\nsetup south pawn: b8 c6"), "");
    let moves = legal(&mut state);
    assert!(moves.contains(&"b8-b9+".to_string()) && !moves.contains(&"b8-b9".to_string()));
    assert!(
        moves.contains(&"c6-c7".to_string()) && moves.contains(&"c6-c7+".to_string()),
        "optional in the zone"
    );
    let why = state.parse_action("b8-b9").expect_err("refused").to_string();
    assert!(why.contains("piece with no move"), "{why}");
}

#[test]
fn a_pawn_may_not_be_dropped_on_its_last_row() {
    let mut state = variant(KINGS, "hand pawn 1");
    let moves = legal(&mut state);
    assert!(!moves.iter().any(|m| m.starts_with("P*") && m.ends_with('9')), "rank 9 is south's last row");
    assert!(moves.contains(&"P*c8".to_string()));
}

#[test]
fn a_pawn_drop_that_mates_is_illegal_but_a_gold_drop_may_mate() {
    // North's king in the corner: south's gold on b7 holds a8 and b8, its silver on c8 holds b9.
    let setup = "setup south king: e1\nsetup south gold: b7\nsetup south silver: c8\nsetup west king: h2\n\
                 setup north king: a9\nsetup east king: i4";
    let mut state = variant(setup, "hand pawn 1\nhand gold 1");
    let moves = legal(&mut state);
    assert!(!moves.contains(&"P*a8".to_string()), "the pawn would mate north");
    assert!(moves.contains(&"G*a8".to_string()), "a gold may");
    let why = state.parse_action("P*a8").expect_err("refused").to_string();
    assert!(why.contains("pawn drop mate"), "{why}");
    play(&mut state, "G*a8");
    assert!(!state.is_in_play(player(&state, "north")));
}

#[test]
fn a_player_who_mates_two_at_once_holds_three_armies_and_wins() {
    // The rook arriving on a5 checks west's king on a1 and north's on a9; golds and silvers
    // hold every escape.
    let setup = "setup south king: e1\nsetup south rook: e5\nsetup south gold: b3 c7\n\
                 setup south silver: c2 c8\nsetup west king: a1\nsetup north king: a9\nsetup east king: i9";
    let mut state = variant(setup, "");
    play(&mut state, "e5-a5");
    assert_eq!(result(&mut state).as_deref(), Some("south"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("three armies"));
    assert_eq!(state.armies(player(&state, "south")), 3);
}

#[test]
fn a_player_without_a_legal_action_and_not_in_check_is_out() {
    // West's king on a1 is hemmed in by south's golds but not attacked; when west's turn
    // comes it cannot act, so it is out as if mated by south, who moved last.
    let setup = "setup south king: e1\nsetup south gold: a3 b3\nsetup south silver: c2\n\
                 setup south pawn: h3\nsetup west king: a1\nsetup north king: e9\nsetup east king: i5";
    let mut state = variant(setup, "");
    play(&mut state, "h3-h4");
    let (south, west) = (player(&state, "south"), player(&state, "west"));
    assert!(!state.is_in_play(west));
    assert_eq!(state.armies(south), 2);
    assert_eq!(to_move(&state), "north");
}

#[test]
fn the_fourth_time_a_position_arises_the_game_is_drawn() {
    let mut state = variant(KINGS, "");
    let cycle = "e1-e2 a5-b5 e9-e8 i5-h5 e2-e1 b5-a5 e8-e9 h5-i5";
    play(&mut state, &format!("{cycle} {cycle}"));
    play(&mut state, "e1-e2 a5-b5 e9-e8 i5-h5 e2-e1 b5-a5 e8-e9");
    assert_eq!(result(&mut state), None, "the start has stood three times");
    play(&mut state, "h5-i5");
    assert_eq!(result(&mut state).as_deref(), Some("draw"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("fourfold repetition"));
}

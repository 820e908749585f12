//! One scenario per rule of Tablut (`games/tablut.game`) and of the words it is written with:
//! no piece crosses or stops on the castle; a piece is taken alone between the mover and a
//! friend or the castle (`capture custodial … of … closed by own | castle`), never two in a row;
//! the king on the castle is taken by four, beside it by three and the castle (`surrounded
//! orthogonal by (own | castle)`), elsewhere by two; he takes part in captures, wins on the edge,
//! and his capture wins the attackers the game.

mod common;

use common::{game_from, legal, owner_at, play, result};
use yon::engine::State;

/// Tablut with its setup replaced by `setups`, each `PLAYER KIND: CELLS`; the attackers move
/// first unless `defenders_first`.
fn tablut_with(setups: &[&str], defenders_first: bool) -> State {
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/tablut.game"))
        .expect("the game file");
    let mut lines: Vec<String> = file.lines().filter(|l| !l.starts_with("setup")).map(String::from).collect();
    let at = lines.iter().position(|l| l.starts_with("region castle")).expect("the castle");
    for (i, setup) in setups.iter().enumerate() {
        lines.insert(at + i, format!("setup {setup}"));
    }
    if defenders_first {
        let players = lines.iter().position(|l| l.starts_with("players")).expect("players");
        lines[players] = "players defenders attackers".into();
    }
    game_from(&lines.join("\n"))
}

fn winner(state: &mut State) -> Option<String> {
    result(state)
}

#[test]
fn no_piece_crosses_or_stops_on_the_castle() {
    let mut state =
        tablut_with(&["attackers soldier: a1", "defenders soldier: c5", "defenders king: h8"], true);
    let east: Vec<String> =
        legal(&mut state).into_iter().filter(|m| m.starts_with("c5-") && m.ends_with('5')).collect();
    assert_eq!(east, ["c5-a5", "c5-b5", "c5-d5"]);
    // Nor the king, once he has left it.
    let mut state = tablut_with(&["attackers soldier: a1", "defenders king: e5"], false);
    play(&mut state, "a1-a2 e5-e4 a2-a1");
    assert!(!legal(&mut state).contains(&"e4-e5".to_string()));
}

#[test]
fn a_piece_is_taken_alone_between_the_mover_and_a_friend() {
    let setup = ["attackers soldier: c4 a3", "defenders soldier: b4", "defenders king: h8"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "a3-a4");
    assert_eq!(owner_at(&state, "b4"), None);
    // Not by a lone mover.
    let mut state =
        tablut_with(&["attackers soldier: a3", "defenders soldier: b4", "defenders king: h8"], false);
    play(&mut state, "a3-a4");
    assert_eq!(owner_at(&state, "b4").as_deref(), Some("defenders"));
    // Nor two in a row (a run of two is no capture in tafl, as it is in Othello).
    let setup = ["attackers soldier: d4 a3", "defenders soldier: b4 c4", "defenders king: h8"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "a3-a4");
    assert_eq!(owner_at(&state, "b4").as_deref(), Some("defenders"));
    assert_eq!(owner_at(&state, "c4").as_deref(), Some("defenders"));
    // Nor a piece that moves between two enemies itself.
    let setup = ["attackers soldier: b4 d4 a1", "defenders soldier: c2", "defenders king: h8"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "a1-a2 c2-c4");
    assert_eq!(owner_at(&state, "c4").as_deref(), Some("defenders"));
}

#[test]
fn a_piece_is_taken_against_the_castle_empty_or_not() {
    let mut state =
        tablut_with(&["attackers soldier: c7", "defenders soldier: d5", "defenders king: h8"], false);
    play(&mut state, "c7-c5");
    assert_eq!(owner_at(&state, "d5"), None, "against the empty castle");
    let mut state =
        tablut_with(&["attackers soldier: c7", "defenders soldier: d5", "defenders king: e5"], false);
    play(&mut state, "c7-c5");
    assert_eq!(owner_at(&state, "d5"), None, "against the castle with the king on it");
    // The castle is hostile to the attackers too.
    let setup = ["attackers soldier: d5 a1", "defenders soldier: c7", "defenders king: h8"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "a1-a2 c7-c5");
    assert_eq!(owner_at(&state, "d5"), None);
}

#[test]
fn the_king_on_the_castle_is_taken_by_four() {
    let setup = ["attackers soldier: d5 f5 e4 e7", "defenders king: e5"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "e7-e6");
    assert_eq!(winner(&mut state).as_deref(), Some("attackers"));
    // Three are not enough, nor two in line.
    let mut state = tablut_with(&["attackers soldier: d5 f5 e7", "defenders king: e5"], false);
    play(&mut state, "e7-e6");
    assert_eq!(winner(&mut state), None);
    assert_eq!(owner_at(&state, "e5").as_deref(), Some("defenders"));
    let mut state = tablut_with(&["attackers soldier: d5 f7", "defenders king: e5"], false);
    play(&mut state, "f7-f5");
    assert_eq!(winner(&mut state), None);
}

#[test]
fn the_king_beside_the_castle_is_taken_by_three_and_the_castle() {
    let setup = ["attackers soldier: d6 f6 e8", "defenders king: e6"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "e8-e7");
    assert_eq!(winner(&mut state).as_deref(), Some("attackers"));
    // Two in line beside the castle are not enough.
    let mut state = tablut_with(&["attackers soldier: d6 f8", "defenders king: e6"], false);
    play(&mut state, "f8-f6");
    assert_eq!(winner(&mut state), None);
    // Nor three when a defender, not the castle, stands on the fourth side.
    let setup = ["attackers soldier: c6 f6 e8", "defenders soldier: d6", "defenders king: e6"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "e8-e7");
    assert_eq!(winner(&mut state), None);
}

#[test]
fn the_king_elsewhere_is_taken_by_two() {
    let mut state = tablut_with(&["attackers soldier: b3 d1", "defenders king: c3"], false);
    play(&mut state, "d1-d3");
    assert_eq!(winner(&mut state).as_deref(), Some("attackers"));
    // Not by one against a defender.
    let setup = ["attackers soldier: d1", "defenders soldier: b3", "defenders king: c3"];
    let mut state = tablut_with(&setup, false);
    play(&mut state, "d1-d3");
    assert_eq!(winner(&mut state), None);
}

#[test]
fn the_king_takes_part_in_captures_and_escapes_to_the_edge() {
    let setup = ["attackers soldier: b6 a9", "defenders soldier: a6", "defenders king: c7"];
    let mut state = tablut_with(&setup, true);
    play(&mut state, "c7-c6");
    assert_eq!(owner_at(&state, "b6"), None, "the king flanks b6 with a6");
    play(&mut state, "a9-a8");
    assert_eq!(winner(&mut state), None);
    play(&mut state, "c6-c1");
    assert_eq!(winner(&mut state).as_deref(), Some("defenders"));
    assert!(legal(&mut state).is_empty());
}

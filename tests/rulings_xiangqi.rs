//! One scenario per rule of xiangqi (`games/xiangqi.game`) and of the words it is written with:
//! the horse stopped by a piece on its leg and the elephant by one on its eye (`leap … through
//! empty`), the elephant kept on its side of the river and the general and advisors in the
//! palace, the cannon that slides to empty points and takes only over one screen (`hop flying
//! … over occupied to enemy`), the soldier that goes sideways only across the river, the
//! generals that may not face each other, check by a cannon through its screen, and the player
//! with no move losing.

mod common;

use common::{game_from, legal, play, result};
use yon::engine::State;

/// Xiangqi with its setup replaced by `setups`, each `PLAYER KIND: CELLS`; red to move unless
/// `black_first`. Both generals are always set up, on files of their own so that they do not
/// face each other (red d1, black f10), unless a setup names them.
fn xiangqi_with(setups: &[&str], black_first: bool) -> State {
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/xiangqi.game"))
        .expect("the game file");
    let mut lines: Vec<String> = file.lines().filter(|l| !l.starts_with("setup")).map(String::from).collect();
    let at = lines.iter().position(|l| l.starts_with("royal")).expect("the royal line");
    let mut all: Vec<String> = setups.iter().map(|s| format!("setup {s}")).collect();
    if !setups.iter().any(|s| s.starts_with("red general")) {
        all.push("setup red general: d1".into());
    }
    if !setups.iter().any(|s| s.starts_with("black general")) {
        all.push("setup black general: f10".into());
    }
    for (i, setup) in all.into_iter().enumerate() {
        lines.insert(at + i, setup);
    }
    if black_first {
        let players = lines.iter().position(|l| l.starts_with("players")).expect("players");
        lines[players] = "players black red".into();
    }
    game_from(&lines.join("\n"))
}

fn moves_from(state: &mut State, cell: &str) -> Vec<String> {
    legal(state).into_iter().filter(|a| a.starts_with(&format!("{cell}-"))).collect()
}

#[test]
fn a_horse_is_stopped_by_a_piece_on_its_leg() {
    let mut state = xiangqi_with(&["red horse: g3", "black soldier: g4"], false);
    // The soldier on g4 is the leg of both northward leaps: f5 and h5 are out of reach.
    assert_eq!(moves_from(&mut state, "g3"), ["g3-e2", "g3-e4", "g3-f1", "g3-h1", "g3-i2", "g3-i4"]);
    let mut state = xiangqi_with(&["red horse: g3"], false);
    assert_eq!(moves_from(&mut state, "g3").len(), 8);
}

#[test]
fn an_elephant_is_stopped_by_its_eye_and_by_the_river() {
    let mut state = xiangqi_with(&["red elephant: c5", "red soldier: d4"], false);
    // e3 is behind the eye d4; a7 and e7 are across the river.
    assert_eq!(moves_from(&mut state, "c5"), ["c5-a3"]);
}

#[test]
fn the_general_and_the_advisors_stay_in_the_palace() {
    let mut state = xiangqi_with(&["red general: d1", "red advisor: e2"], false);
    assert_eq!(moves_from(&mut state, "d1"), ["d1-d2", "d1-e1"], "not c1, outside the palace");
    assert_eq!(moves_from(&mut state, "e2"), ["e2-d3", "e2-f1", "e2-f3"]);
}

#[test]
fn a_cannon_slides_to_empty_points_and_takes_only_over_one_screen() {
    let mut state =
        xiangqi_with(&["red cannon: b3", "red soldier: b5", "black rook: b8 b9", "black soldier: a3"], false);
    let moves = moves_from(&mut state, "b3");
    assert!(moves.contains(&"b3-b4".to_string()) && !moves.contains(&"b3-b5".to_string()), "{moves:?}");
    assert!(
        moves.contains(&"b3-b8".to_string()),
        "over the screen b5 to the first piece, an enemy: {moves:?}"
    );
    assert!(!moves.contains(&"b3-b9".to_string()), "only the first piece past the screen: {moves:?}");
    assert!(!moves.contains(&"b3-a3".to_string()), "no screen, no capture: {moves:?}");
    play(&mut state, "b3-b8");
    let b5 = state.rules().geometry.cell("b5").expect("b5");
    assert_ne!(state.board()[b5 as usize], 0, "the screen stays");
}

#[test]
fn a_soldier_goes_sideways_only_across_the_river() {
    let mut state = xiangqi_with(&["red soldier: c5 g6"], false);
    assert_eq!(moves_from(&mut state, "c5"), ["c5-c6"]);
    assert_eq!(moves_from(&mut state, "g6"), ["g6-f6", "g6-g7", "g6-h6"]);
}

#[test]
fn the_generals_may_not_face_each_other_on_an_open_file() {
    // Red's rook on e5 is all that stands between the generals: it may not leave the file.
    let mut state = xiangqi_with(&["red general: e2", "red rook: e5", "black general: e9"], false);
    assert_eq!(moves_from(&mut state, "e5"), ["e5-e3", "e5-e4", "e5-e6", "e5-e7", "e5-e8"]);
    // With a black soldier on e8 as well, the rook is free to go.
    let mut state =
        xiangqi_with(&["red general: e2", "red rook: e5", "black general: e9", "black soldier: e8"], false);
    assert_eq!(moves_from(&mut state, "e5").len(), 13);
}

#[test]
fn a_cannon_checks_only_through_one_screen() {
    // Black's cannon on e7 faces red's general on e1 over nothing: no check. A red rook that
    // comes between makes itself the screen, and so may not.
    let mut state =
        xiangqi_with(&["red general: e1", "red rook: a3", "black cannon: e7", "black general: d10"], false);
    let rook = moves_from(&mut state, "a3");
    assert!(rook.contains(&"a3-d3".to_string()) && !rook.contains(&"a3-e3".to_string()), "{rook:?}");
    // Two screens shield the general; moving one of them away leaves one, and check.
    let mut state = xiangqi_with(
        &["red general: e1", "red advisor: e2", "red soldier: e4", "black cannon: e7", "black general: d10"],
        false,
    );
    assert!(moves_from(&mut state, "e2").is_empty(), "{:?}", legal(&mut state));
    assert_eq!(moves_from(&mut state, "e4"), ["e4-e5"]);
}

#[test]
fn a_player_with_no_legal_move_loses() {
    // Red's general on d1 is mated by two black rooks on the d-file and e-file.
    let mut state = xiangqi_with(&["red general: d1", "black rook: d9 e9", "black general: f10"], false);
    assert!(legal(&mut state).is_empty());
    assert_eq!(result(&mut state), Some("black".to_string()));
}

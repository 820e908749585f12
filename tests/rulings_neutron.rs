//! One scenario per rule of Neutron (`games/neutron.game`), played on the engine: the first
//! turn is a soldier's slide alone, later turns slide the neutron first, every slide goes as
//! far as it can, the neutron on a home row wins for that row's player whoever slid it there,
//! and a player who cannot move loses. (The oracle in `tests/oracle/neutron` holds the whole
//! game to the same rules.)

mod common;

use common::{game, legal, owner_at, play, result};

#[test]
fn the_first_turn_is_a_soldiers_slide_and_slides_go_as_far_as_they_can() {
    let mut state = game("neutron.game", &[]);
    let first = legal(&mut state);
    assert_eq!(first.len(), 13);
    assert!(first.contains(&"a1-a4".to_string()) && !first.contains(&"a1-a3".to_string()));
    assert!(!first.iter().any(|m| m.starts_with("c3")), "not the neutron on the first turn");
}

#[test]
fn later_turns_slide_the_neutron_then_a_soldier() {
    let mut state = game("neutron.game", &[]);
    play(&mut state, "a1-a4");
    assert!(legal(&mut state).iter().all(|m| m.starts_with("c3-")));
    play(&mut state, "c3-c4");
    assert!(legal(&mut state).iter().all(|m| !m.starts_with("c4-")), "then a soldier of black's");
    assert_eq!(owner_at(&state, "c4"), None, "the neutron is nobody's");
}

#[test]
fn the_neutron_on_a_home_row_wins_for_that_rows_player_whoever_slid_it() {
    // White empties a1; black slides the neutron down the diagonal onto it: white wins.
    let mut state = game("neutron.game", &[]);
    play(&mut state, "a1-a4 c3-a1");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
}

#[test]
fn a_player_who_cannot_move_loses() {
    // White's one soldier on a1 is walled in by black's: white cannot even make the first turn.
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/neutron.game"))
        .expect("the game file");
    let kept: Vec<&str> = source.lines().filter(|l| !l.starts_with("setup")).collect();
    let setup = "setup white soldier: a1\nsetup black soldier: a2 b2 b1\nsetup neutral neutron: e3";
    let mut state = common::game_from(&format!("{}\n{setup}\n", kept.join("\n")));
    assert!(legal(&mut state).is_empty());
    assert_eq!(result(&mut state).as_deref(), Some("black"));
}

//! One scenario per ruling of RULINGS §6 (Yoso-Go), played on `games/yoso-go.game`, and the
//! seed's worked game replayed move by move.

mod common;

use common::{game, legal, owner_at, play, result, result_rule};
use yon::engine::Rng;
use yon::engine::State;

fn yoso_go() -> State {
    game("yoso-go.game", &[])
}

/// The element in force, read from the spot names (zone letter, then element letter) of the
/// last placement: an oracle independent of the game file's regions.
fn element_in_force(placements: &[String]) -> Option<char> {
    placements.last().and_then(|p| p.chars().nth(1))
}

fn is_capture(action: &str) -> bool {
    action.contains('-')
}

#[test]
fn the_first_placement_is_free() {
    let mut s = yoso_go();
    assert_eq!(legal(&mut s).len(), 25);
}

#[test]
fn placement_is_on_the_element_in_force_or_in_its_zone() {
    let mut s = yoso_go();
    play(&mut s, "WF");
    // Fire spots of the other zones, and the rest of the Fire zone.
    let expected = ["AF", "EF", "FA", "FE", "FF", "FV", "FW", "VF"];
    assert_eq!(legal(&mut s), expected);
}

#[test]
fn the_worked_game_replays_exactly() {
    let mut s = yoso_go();
    play(&mut s, "WF FA AW WW EW");
    assert!(legal(&mut s).contains(&"WW-FW".to_string()));
    play(&mut s, "WW-FW");
    assert_eq!(owner_at(&s, "WF"), None, "the hopped token is removed");
    assert_eq!(owner_at(&s, "FW").as_deref(), Some("fate"));
    assert_eq!(s.rules().players[s.to_move() as usize], "fate", "a capture does not end the turn");
    play(&mut s, "WV VA AE EV");
    // Fate's tenth turn: round the Air ring, then along the Air/Void line, then a placement.
    play(&mut s, "AE-AV");
    assert_eq!(owner_at(&s, "AW"), None);
    assert!(legal(&mut s).contains(&"AV-VV".to_string()), "captures chain");
    play(&mut s, "AV-VV");
    assert_eq!(owner_at(&s, "VA"), None);
    play(&mut s, "VA AW VW");
    assert_eq!(result(&mut s), None);
    // Every Water spot outside the Water zone is taken: only the Water zone is left.
    let moves = legal(&mut s);
    assert!(moves.iter().all(|m| m.starts_with('W') && !is_capture(m)), "{moves:?}");
    assert!(moves.contains(&"WW".to_string()));
}

#[test]
fn a_capture_must_land_on_the_element_in_force() {
    let mut s = yoso_go();
    play(&mut s, "WF FA AW WW EW");
    let captures: Vec<String> = legal(&mut s).into_iter().filter(|m| is_capture(m)).collect();
    assert!(!captures.is_empty());
    assert!(captures.iter().all(|c| c.ends_with('W')), "Water is in force: {captures:?}");
}

#[test]
fn a_capture_may_go_round_a_ring_either_way() {
    // Fate on WV, honour on WW, WE empty and Earth in force: WV-WW-WE runs clockwise.
    let mut s = yoso_go();
    play(&mut s, "WW WV VE");
    assert!(legal(&mut s).contains(&"WV-WE".to_string()));
    play(&mut s, "WV-WE");
    assert_eq!(owner_at(&s, "WW"), None);
}

/// Random games, each checked after every action against the rulings' own terms.
#[test]
fn random_games_obey_the_rulings() {
    let mut seen = std::collections::BTreeSet::new();
    let mut rng = Rng::new(11);
    for _ in 0..400 {
        let mut s = yoso_go();
        let mut placements: Vec<String> = Vec::new();
        loop {
            let moves = legal(&mut s);
            if moves.is_empty() {
                break;
            }
            let force = element_in_force(&placements);
            for m in &moves {
                let landing = m.rsplit('-').next().expect("a spot");
                let open = |spot: &str| force.is_none_or(|f| spot.starts_with(f) || spot.ends_with(f));
                if is_capture(m) {
                    assert!(force.is_some_and(|f| landing.ends_with(f)), "{m} with {force:?} in force");
                } else {
                    assert!(open(landing), "{m} placed with {force:?} in force");
                }
            }
            let chosen = moves[rng.below(moves.len())].clone();
            if !is_capture(&chosen) {
                placements.push(chosen.clone());
            }
            play(&mut s, &chosen);
        }
        let rule = result_rule(&mut s).expect("a finished game has a result");
        let winner = result(&mut s).expect("decided");
        check_ending(&s, &rule, &winner);
        seen.insert(rule);
    }
    let all: Vec<&str> = seen.iter().map(String::as_str).collect();
    assert_eq!(all, ["most zones", "no placement", "zone filled"], "each ending occurs");
}

/// The result agrees with the board: a filled zone, a majority of zones, or no placement.
fn check_ending(s: &State, rule: &str, winner: &str) {
    let zones = "EWVFA";
    let holder = |zone: char| -> Vec<Option<String>> {
        zones.chars().map(|e| owner_at(s, &format!("{zone}{e}"))).collect()
    };
    let count =
        |zone: char, player: &str| holder(zone).iter().filter(|o| o.as_deref() == Some(player)).count();
    match rule {
        "zone filled" => assert!(zones.chars().any(|z| count(z, winner) == 5)),
        "most zones" => {
            assert!(zones.chars().all(|z| holder(z).iter().all(Option::is_some)), "the board is full");
            let won = zones.chars().filter(|&z| count(z, winner) >= 3).count();
            assert!(won >= 3, "{winner} holds {won} zones");
        }
        "no placement" => {
            let loser = &s.rules().players[s.to_move() as usize];
            assert_ne!(loser, winner);
        }
        other => panic!("unexpected ending {other}"),
    }
}

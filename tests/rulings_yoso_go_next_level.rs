//! Yoso-Go, the Next Level (`games/yoso-go-next-level.game`), held to an oracle written from the
//! spot names alone: the three places a placement may go, captures that hop along a zone's lines
//! or round a circle onto the element in force, and each ending confirmed on the board.

mod common;

use common::{game, legal, owner_at, play, result, result_rule};
use std::collections::BTreeSet;
use yon::engine::Rng;
use yon::engine::State;

const ELEMENTS: &str = "EWVFA";
/// The standard board's 20 lines, circle and spot element of each spot: each zone carries them.
const LINES: [&str; 20] = [
    "EE EA AE AA",
    "FF FA AF AA",
    "VV VA AV AA",
    "WW WA AW AA",
    "FV FE AV AE",
    "VW VE AW AE",
    "WV WF AV AF",
    "EW EF AW AF",
    "VF VA EF EA",
    "WV WA EV EA",
    "EE EF FE FF",
    "VV VE EV EE",
    "WW WE EW EE",
    "EW EV FW FV",
    "WE WA FE FA",
    "VW VA FW FA",
    "VV VF FV FF",
    "WW WF FW FF",
    "WE WF VE VF",
    "WW WV VW VV",
];

fn next_level() -> State {
    game("yoso-go-next-level.game", &[])
}

fn spots() -> Vec<String> {
    let mut all = Vec::new();
    for z in ELEMENTS.chars() {
        for c in ELEMENTS.chars() {
            for s in ELEMENTS.chars() {
                all.push(format!("{z}{c}{s}"));
            }
        }
    }
    all
}

/// Every (from, over, to) of a hop: three spots in a row on a zone's line or round a circle.
fn hops() -> BTreeSet<(String, String, String)> {
    let mut runs: Vec<Vec<String>> = Vec::new();
    for z in ELEMENTS.chars() {
        for line in LINES {
            runs.push(line.split(' ').map(|s| format!("{z}{s}")).collect());
        }
        for c in ELEMENTS.chars() {
            // Round the circle, twice over so that every three in a row appears.
            let ring: Vec<String> =
                ELEMENTS.chars().chain(ELEMENTS.chars().take(2)).map(|s| format!("{z}{c}{s}")).collect();
            runs.push(ring);
        }
    }
    let mut hops = BTreeSet::new();
    for run in runs {
        for w in run.windows(3) {
            hops.insert((w[0].clone(), w[1].clone(), w[2].clone()));
            hops.insert((w[2].clone(), w[1].clone(), w[0].clone()));
        }
    }
    hops
}

#[test]
fn a_placement_has_the_seeds_three_options() {
    let mut state = next_level();
    assert_eq!(legal(&mut state).len(), 125, "the first placement is free");
    play(&mut state, "WFA");
    let moves = legal(&mut state);
    // Air spots anywhere (25), spots of Air circles (25), the Air zone (25): 61 spots, less WFA.
    assert_eq!(moves.len(), 60);
    assert!(moves.contains(&"EEA".to_string()) && moves.contains(&"VAE".to_string()));
    assert!(moves.contains(&"AEE".to_string()) && !moves.contains(&"EEE".to_string()));
}

#[test]
fn random_games_obey_the_reading() {
    let (all, hops) = (spots(), hops());
    let mut rng = Rng::new(3);
    let mut endings = BTreeSet::new();
    for _ in 0..60 {
        let mut state = next_level();
        let mut force: Option<char> = None;
        loop {
            let moves = legal(&mut state);
            if moves.is_empty() {
                break;
            }
            let open = |spot: &str| {
                let b = spot.as_bytes();
                force.is_none_or(|f| [b[0], b[1], b[2]].contains(&(f as u8)))
            };
            let placements: BTreeSet<&String> = moves.iter().filter(|m| !m.contains('-')).collect();
            let captures: Vec<&String> = moves.iter().filter(|m| m.contains('-')).collect();
            if captures.is_empty() {
                let expected: BTreeSet<&String> =
                    all.iter().filter(|s| owner_at(&state, s).is_none() && open(s)).collect();
                assert_eq!(placements, expected, "placements with {force:?} in force");
            }
            for capture in captures {
                let (from, to) = capture.split_once('-').expect("a move");
                let over = hops.iter().find(|(a, _, c)| a == from && c == to).map(|(_, b, _)| b.clone());
                let over = over.unwrap_or_else(|| panic!("{capture} is no hop along a line or circle"));
                assert!(force.is_some_and(|f| to.ends_with(f)), "{capture} lands off {force:?}");
                let mover = &state.rules().players[state.to_move() as usize];
                assert_eq!(owner_at(&state, from).as_ref(), Some(mover));
                assert!(
                    owner_at(&state, &over).is_some_and(|o| &o != mover) && owner_at(&state, to).is_none()
                );
            }
            let chosen = moves[rng.below(moves.len())].clone();
            if !chosen.contains('-') {
                force = chosen.chars().nth(2);
            }
            play(&mut state, &chosen);
        }
        let rule = result_rule(&mut state).expect("a result");
        let winner = result(&mut state).expect("decided");
        check_ending(&state, &rule, &winner);
        endings.insert(rule);
    }
    assert!(endings.contains("circle filled"), "{endings:?}");
}

/// The result agrees with the board.
fn check_ending(state: &State, rule: &str, winner: &str) {
    let count = |prefix: &str| -> usize {
        spots()
            .iter()
            .filter(|s| s.starts_with(prefix) && owner_at(state, s).as_deref() == Some(winner))
            .count()
    };
    match rule {
        "circle filled" => {
            let circles = ELEMENTS.chars().flat_map(|z| ELEMENTS.chars().map(move |c| format!("{z}{c}")));
            assert!(circles.into_iter().any(|c| count(&c) == 5));
        }
        "most zones" => {
            assert!(spots().iter().all(|s| owner_at(state, s).is_some()), "the board is full");
            let won = ELEMENTS.chars().filter(|z| count(&z.to_string()) >= 13).count();
            assert!(won >= 3, "{winner} holds {won} zones");
        }
        "no placement" => assert_ne!(&state.rules().players[state.to_move() as usize], winner),
        other => panic!("unexpected ending {other}"),
    }
}

//! Notation: every legal action of every shipped game and of every example of LANGUAGE.md has
//! a name of its own, and reading the name gives back the action — in every position random
//! games reach, so that `legal`, records, `--moves` and the prompt can never confuse two.

mod common;

use std::collections::HashMap;
use std::sync::Arc;
use yon::engine::Rng;
use yon::engine::{Action, State};

/// Every shipped game with each of its options, and every `game` example of LANGUAGE.md.
fn every_game() -> Vec<(String, State)> {
    let mut games = Vec::new();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("games/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".game"))
        .collect();
    names.sort();
    for name in names {
        let state = common::game(&name, &[]);
        let options: Vec<String> = state.rules().options.iter().map(|o| o.name.clone()).collect();
        games.push((name.clone(), state));
        for option in options {
            games.push((format!("{name} --opt {option}"), common::game(&name, &[option.as_str()])));
        }
    }
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/LANGUAGE.md")).expect("doc");
    for (i, block) in text.split("```game\n").skip(1).enumerate() {
        let source = block.split("```").next().expect("a closed block");
        games.push((format!("LANGUAGE.md example {}", i + 1), common::game_from(source)));
    }
    games
}

/// In `state`, the legal actions' names are distinct and each reads back as its action.
fn names_are_unique_and_read_back(name: &str, state: &mut State) {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut seen: HashMap<String, Action> = HashMap::new();
    for &action in &legal {
        let text = state.format(action);
        if let Some(other) = seen.insert(text.clone(), action) {
            panic!("{name}: `{text}` names both {other:?} and {action:?}");
        }
        assert_eq!(state.parse_action(&text), Ok(action), "{name}: `{text}` does not read back");
    }
}

#[test]
fn every_legal_action_has_a_distinct_name_that_reads_back_as_it() {
    for (name, mut state) in every_game() {
        let mut rng = Rng::new(17);
        let start = state.ply();
        // Games with long turns and many actions get fewer, shorter games.
        for _ in 0..6 {
            for _ in 0..120 {
                names_are_unique_and_read_back(&name, &mut state);
                let mut legal = Vec::new();
                state.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                state.play_unchecked(legal[rng.below(legal.len())]);
            }
            while state.ply() > start {
                state.undo();
            }
        }
    }
}

const RING_HOP: &str = "players red blue
board graph
spot N at 0 2, E at 2 0, S at 0 -2, W at -2 0, C at 0 0
line: N C S
line: W C E
ring: N E S W N
piece stone
hand stone 2
action place: place on empty
action hop: move hop line | ring over enemy to empty
  then capture jumped
lose: stuck
";

#[test]
fn two_hops_between_the_same_spots_are_named_by_the_spot_they_jump() {
    let mut state = common::game_from(RING_HOP);
    common::play(&mut state, "C S E");
    let legal = common::legal(&mut state);
    assert_eq!(legal, ["N", "S-C-N", "S-E-N", "W"]);
    let why = state.parse_action("S-N").expect_err("two hops answer to S-N");
    assert_eq!(why.to_string(), "`S-N` could be any of S-C-N, S-E-N: write one of them");
    // The hop round the ring takes E, not C.
    common::play(&mut state, "S-E-N");
    assert_eq!(common::owner_at(&state, "C").as_deref(), Some("red"));
    assert_eq!(common::owner_at(&state, "E"), None);
}

#[test]
fn a_record_of_the_second_hop_replays() {
    let rules = Arc::new(yon::check::load(RING_HOP).expect("checks"));
    let start = State::new(Arc::clone(&rules));
    let mut state = start.clone();
    common::play(&mut state, "C S E S-E-N");
    let actions: Vec<Action> = {
        let mut replay = start.clone();
        ["C", "S", "E", "S-E-N"]
            .iter()
            .map(|t| {
                let a = replay.parse_action(t).expect("legal");
                replay.play_unchecked(a);
                a
            })
            .collect()
    };
    let record = yon::record::Record::from_game("ring.game", RING_HOP, &[], None, &start, &actions);
    assert!(record.to_text().contains("blue: S-E-N"), "{}", record.to_text());
    let replayed = yon::record::replay(&record, rules).expect("the record replays");
    assert_eq!(replayed.hash(), state.hash());
}

#[test]
fn a_step_along_a_ring_that_follows_a_line_is_one_action() {
    // The ring A B C D A follows the line A B C from A to C: a step from A to B goes along both.
    let mut state = common::game_from(
        "players red blue
board graph
spot A at 0 0, B at 1 0, C at 2 0, D at 1 1
line: A B C
ring: A B C D A
piece stone
setup red: A
action step: move step line | ring to empty
lose: stuck
",
    );
    assert_eq!(common::legal(&mut state), ["A-B", "A-D"]);
}

#[test]
fn a_placement_may_name_its_piece_where_notation_leaves_it_out() {
    let mut state = common::game("tic-tac-toe.game", &[]);
    common::play(&mut state, "M*a1");
    assert_eq!(common::owner_at(&state, "a1").as_deref(), Some("x"));
    let why = state.parse_action("M*a1").expect_err("a1 is taken");
    assert!(why.to_string().contains("a1 holds x's mark"), "{why}");
}

#[test]
fn a_name_is_read_as_itself_before_any_shorthand() {
    // Files past `z` run `aa`, `ab`…: `xa` is a file, and `cyk1-xa1` a slide, not a capture
    // `cyk1 x a1` (found by the fuzzer).
    let mut state = common::game_from(
        "players red blue\nboard square 4096 x 1\npiece stone\nsetup red: cyk1\nsetup blue: a1\n\
         action go: move slide w to empty\nlose: stuck\n",
    );
    let slide = state.parse_action("cyk1-xa1").expect("the slide to xa1 is legal");
    assert_eq!(state.format(slide), "cyk1-xa1");
    assert!(state.parse_action("cyk1-a1").is_err(), "a1 holds blue's stone");
}

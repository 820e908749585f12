//! Records: written as text and JSON and read back unchanged; replayed with every action and the
//! result checked; edited, cut-off and garbled records refused with the place and the reason.

mod common;

use std::sync::Arc;
use yon::engine::Rng;
use yon::engine::{Action, State};
use yon::record::{Record, RecordError, Verdict, Why, replay};

const TIC_TAC_TOE: &str = include_str!("../games/tic-tac-toe.game");
const YAVALAX: &str = include_str!("../games/yavalax.game");

/// A random game of the source, at most `cap` actions, as a record.
fn recorded(source: &str, cap: usize, seed: u64) -> Record {
    let start = common::game_from(source);
    let mut state = start.clone();
    let mut rng = Rng::new(seed);
    let mut actions: Vec<Action> = Vec::new();
    while actions.len() < cap {
        let Some(action) = state.sample(&mut |n| rng.below(n)) else { break };
        state.play_unchecked(action);
        actions.push(action);
    }
    let seats = ["human".to_string(), "mcts:iterations=1000".to_string()];
    Record::from_game("games/x.game", source, &seats, Some(seed), &start, &actions)
}

fn rules(source: &str) -> Arc<yon::compile::rules::Rules> {
    Arc::clone(common::game_from(source).rules())
}

#[test]
fn a_finished_game_reads_back_from_text_and_json() {
    let record = recorded(TIC_TAC_TOE, 100, 4);
    assert_ne!(record.result, Verdict::Unfinished);
    assert_eq!(Record::parse(&record.to_text()), Ok(record.clone()));
    assert_eq!(Record::parse(&record.to_json()), Ok(record.clone()));
    let mut end = replay(&record, rules(TIC_TAC_TOE)).expect("the record replays");
    assert_eq!(yon::record::verdict(&mut end), record.result);
    let text = record.to_text();
    assert!(text.starts_with("yon-record 1\ngame: games/x.game\nhash: fnv1a64:"), "{text}");
    assert!(text.contains("seat o: mcts:iterations=1000\nseed: 4\n"), "{text}");
}

#[test]
fn a_turn_of_two_actions_is_one_line() {
    let record = recorded(YAVALAX, 7, 2);
    let text = record.to_text();
    let turns: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("actions:"))
        .skip(1)
        .take_while(|l| *l != "text:")
        .collect();
    assert_eq!(turns.len(), 4, "{text}");
    assert_eq!(turns[0].split_whitespace().count(), 2, "the first turn is one placement: {text}");
    assert_eq!(turns[1].split_whitespace().count(), 3, "then two placements a turn: {text}");
    assert_eq!(record.result, Verdict::Unfinished);
    replay(&record, rules(YAVALAX)).expect("an unfinished record replays");
}

fn divergence(record: &Record, source: &str) -> yon::record::Divergence {
    replay(record, rules(source)).expect_err("the record diverges")
}

#[test]
fn an_illegal_action_is_refused_with_its_ply_and_the_rule() {
    let mut record = recorded(TIC_TAC_TOE, 100, 4);
    let first = record.turns[0].actions[0].clone();
    record.turns[2].actions[0] = first.clone();
    let refused = divergence(&record, TIC_TAC_TOE);
    assert_eq!(refused.ply, 3);
    assert_eq!(refused.action.as_deref(), Some(first.as_str()));
    assert!(matches!(*refused.why, Why::Illegal(_)), "{refused}");
    assert!(
        refused
            .to_string()
            .starts_with(&format!("action 3 `{first}`: `place` (line 10) places only on `empty`;")),
        "{refused}"
    );
}

#[test]
fn a_turn_line_in_the_wrong_hands_or_too_long_is_refused() {
    let mut record = recorded(TIC_TAC_TOE, 100, 4);
    record.turns[1].player = record.turns[0].player.clone();
    assert!(matches!(*divergence(&record, TIC_TAC_TOE).why, Why::WrongPlayer { .. }));
    let mut record = recorded(YAVALAX, 7, 2);
    let moved = record.turns[2].actions.remove(0);
    record.turns[1].actions.push(moved);
    let refused = divergence(&record, YAVALAX);
    assert_eq!((refused.ply, matches!(*refused.why, Why::TurnOver { .. })), (4, true), "{refused}");
}

#[test]
fn a_result_other_than_recorded_is_refused_after_the_last_action() {
    let mut record = recorded(TIC_TAC_TOE, 100, 4);
    record.result = Verdict::Unfinished;
    let refused = divergence(&record, TIC_TAC_TOE);
    assert_eq!(refused.ply, record.length + 1);
    assert!(refused.to_string().contains("the record's result is `unfinished`"), "{refused}");
}

#[test]
fn cut_off_and_garbled_records_are_refused_clearly() {
    let with_text = recorded(TIC_TAC_TOE, 100, 4).to_text();
    let garbled_text = format!("{with_text}nonsense\n");
    assert!(matches!(Record::parse(&garbled_text), Err(RecordError::Text { .. })), "{garbled_text}");
    let mut old = recorded(TIC_TAC_TOE, 100, 4);
    old.game.text = None;
    let text = old.to_text();
    let lines: Vec<&str> = text.lines().collect();
    let cut = lines[..lines.len() - 1].join("\n");
    assert!(matches!(Record::parse(&cut), Err(RecordError::Length { .. })));
    let header_only = lines[..5].join("\n");
    assert_eq!(Record::parse(&header_only), Err(RecordError::Missing("actions")));
    assert_eq!(Record::parse(""), Err(RecordError::NotARecord));
    assert_eq!(Record::parse("hello\nworld"), Err(RecordError::NotARecord));
    let garbled = text.replace("seed: 4", "seed: four");
    assert!(matches!(Record::parse(&garbled), Err(RecordError::Header { line: 8, .. })), "{garbled}");
    let bad_turn = format!("{text}nonsense\n");
    assert!(matches!(Record::parse(&bad_turn), Err(RecordError::Turn { .. })));
    let json = recorded(TIC_TAC_TOE, 100, 4).to_json();
    let message = Record::parse(&json[..json.len() / 2]).expect_err("cut-off JSON").to_string();
    assert!(message.starts_with("not a yon record in JSON"), "{message}");
    for end in 0..text.len() {
        if text.is_char_boundary(end) {
            let _ = Record::parse(&text[..end]);
        }
    }
}

#[test]
fn a_record_names_its_players_in_the_game_order() {
    let mut record = recorded(TIC_TAC_TOE, 3, 1);
    record.seats.swap(0, 1);
    assert!(matches!(*divergence(&record, TIC_TAC_TOE).why, Why::Players { .. }));
    let state: State = common::game_from(TIC_TAC_TOE);
    assert_eq!(state.rules().players, ["x", "o"]);
}

#[test]
fn a_record_carries_the_games_text_and_one_without_it_still_reads() {
    let record = recorded(TIC_TAC_TOE, 5, 3);
    assert_eq!(record.game.text.as_deref(), Some(TIC_TAC_TOE));
    let text = record.to_text();
    assert!(text.contains("\ntext:\n| // Tic-tac-toe.\n"), "{text}");
    assert_eq!(Record::parse(&text), Ok(record.clone()));
    let json = record.to_json();
    assert!(json.contains("\"text\": \"// Tic-tac-toe."), "{json}");
    assert_eq!(Record::parse(&json), Ok(record.clone()));
    // A record written before the text was kept reads as it did, with no text.
    let old = include_str!("../docs/example.record");
    let old = Record::parse(old).expect("the example record reads");
    assert_eq!(old.game.text, None);
    assert!(!old.to_text().contains("text:"));
    let mut escape = record;
    escape.game.text = Some("game \"x\u{1b}[2J\"\n".into());
    assert_eq!(Record::parse(&escape.to_text()), Err(RecordError::Control("game text lines")));
}

//! `yon replay --step`: a record walked a turn at a time from piped commands — next, back, a
//! turn by number, a mistyped command answered alone — and an end that never hangs.

#[path = "../../../tests/common/mod.rs"]
mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn step(record: &str, input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(["replay", "--step", record])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("yon runs");
    // yon may be done (and its input closed) before all of it is written.
    let _ = child.stdin.take().expect("stdin").write_all(input.as_bytes());
    child.wait_with_output().expect("yon finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn step_walks_forward_back_and_to_a_turn_by_number() {
    let out = step("docs/example.record", "\n\nb\n6\nzz\n99\nq\nnever read\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    insta::assert_snapshot!("replay-step-tic-tac-toe", text(&out.stdout));
}

#[test]
fn step_marks_every_action_of_a_turn_and_stops_at_the_end_or_the_end_of_input() {
    const YAVALAX: &str = include_str!("../../../games/yavalax.game");
    let start = common::game("yavalax.game", &[]);
    let mut state = start.clone();
    let moves: Vec<_> = "g7 f6 h8 a1 b1"
        .split_whitespace()
        .map(|text| {
            let action = state.parse_action(text).expect("legal");
            state.play_unchecked(action);
            action
        })
        .collect();
    let seats = ["human".to_string(), "human".to_string()];
    let record =
        yon::record::Record::from_game("games/yavalax.game", YAVALAX, &seats, Some(1), &start, &moves);
    let dir = std::env::temp_dir().join(format!("yon-step-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("yavalax.record");
    std::fs::write(&path, record.to_text()).expect("written");
    let path = path.display().to_string();
    let out = step(&path, "\n\n\n\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    insta::assert_snapshot!("replay-step-yavalax", text(&out.stdout));
    // Enter at the end stops; so does the end of input anywhere.
    assert!(text(&out.stdout).ends_with("end> \n"), "{}", text(&out.stdout));
    let out = step(&path, "1\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("turn 1 of 3: white g7"), "{}", text(&out.stdout));
    std::fs::remove_dir_all(&dir).ok();
}

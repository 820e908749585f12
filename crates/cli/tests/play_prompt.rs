//! What a person at `yon play` is told beyond the board: the rules at the prompt, and when
//! check passes the turn over other players.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn yon(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .env("NO_COLOR", "1")
        .env_remove("YON_INTERACTIVE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("yon runs");
    // yon may be done (and its input closed) before all of it is written.
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).ok();
    child.wait_with_output().expect("yon finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn rules_at_the_prompt_are_the_rules_yon_rules_writes() {
    let rules = text(&yon(&["rules", "tic-tac-toe"], "").stdout);
    assert!(rules.contains("three in a row") || rules.lines().count() > 5, "{rules}");
    let out = yon(&["play", "tic-tac-toe", "--x", "human", "--o", "human"], "help\nrules\nquit\n");
    let screen = text(&out.stdout);
    assert!(screen.contains("rules — the game's rules in words"), "help names it: {screen}");
    assert!(screen.contains(rules.trim_end()), "{screen}");
}

/// A game of Yonin Shogi (`order: checked first`) 53 actions in, where west's drop checks
/// east: north, between them, is skipped.
const BEFORE_CHECK: &str = "c1-b2 a6-b7 c9-c8 i3-h2 e3-e4 b7-b8 c8-b7 h2-g1 b2-c3 a4-b3 b7-a8 h6-g6 \
    c3-b4 a5-a6 g9-g8 S*b1 d2-d3 b8-b7 g8-h7 i6-h7 P*i1 a7-b8 a8-b9 S*i9 d3-d4 b7-c8 d9-c9 b1-a1+ \
    e2-b2 b5-a5 b9-b8 h7-g7 e1-e2 c8-d8 e8-d8 i7-h8 b2-d2 P*d9 c9-d9 a1-a2 b4-c5 b3-c4 G*h2 h4-g4 \
    P*h6 c4-b4 h2-i1 g7-f7 f1-g2 a5-c5 d8-d7 g1-f2 g2-f2";

#[test]
fn a_player_given_the_turn_by_check_is_told_and_so_is_the_table() {
    let seats = ["--south", "random", "--west", "human", "--north", "random", "--east", "human"];
    let args = [&["play", "yonin-shogi", "--moves", BEFORE_CHECK][..], &seats].concat();
    let screen = text(&yon(&args, "S*h4\nquit\n").stdout);
    let told = screen.find("check: the turn passes to you, east (north skipped)\n");
    let asked = told.and_then(|at| screen[at..].find("east> "));
    assert!(asked.is_some(), "east is told, then asked: {screen}");
    // With agents in every seat, everyone watching reads whom check passed over.
    let seats = ["--south", "random", "--west", "random", "--north", "random", "--east", "random"];
    let args = [&["play", "yonin-shogi", "--seed", "1", "--cap", "60"][..], &seats].concat();
    let screen = text(&yon(&args, "").stdout);
    assert!(screen.contains("west plays S*h4\ncheck: the turn passes to east (north skipped)\n"), "{screen}");
    // Without check first, no turn is ever passed over.
    let screen = text(&yon(&["play", "shogi", "--seed", "1", "--cap", "200"], "").stdout);
    assert!(!screen.contains("check: the turn passes"), "{screen}");
}

#[test]
fn the_default_opponent_thinks_for_two_seconds_only_where_its_iterations_would_take_longer() {
    let seating = |game: &str, args: &[&str]| {
        let args = [&["play", game][..], args].concat();
        text(&yon(&args, "quit\n").stdout).lines().next().unwrap_or_default().to_string()
    };
    // A playout of tic-tac-toe takes about a microsecond, one of Yonin Shogi milliseconds.
    assert_eq!(seating("tic-tac-toe", &[]), "Tic-tac-toe — x: human, o: mcts:iterations=10000");
    let heavy = seating("yonin-shogi", &[]);
    assert_eq!(heavy.matches("mcts:time=2s").count(), 3, "{heavy}");
    // A seat named keeps what it was given.
    let named = seating("yonin-shogi", &["--west", "mcts:iterations=50"]);
    assert!(named.contains("west: mcts:iterations=50,"), "{named}");
}

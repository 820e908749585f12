//! The `yon` command as a user meets it: outputs, exit codes, and line-mode play.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn yon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .env("NO_COLOR", "1")
        .output()
        .expect("yon runs")
}

fn yon_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("yon runs");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("input written");
    child.wait_with_output().expect("yon finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn every_shipped_game_and_test_game_is_in_fmts_layout() {
    let out = yon(&["fmt", "--check", "games/", "tests/kernel_games/", "tests/warnings/"]);
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
}

#[test]
fn fmt_lays_a_file_out_and_check_names_what_is_not() {
    let dir = std::env::temp_dir().join(format!("yon-fmt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("messy.game");
    let messy = "players  a b   // who\nboard square 3 x 3\npiece p\nhand p unlimited\n\n\n\naction place : place\n      on empty\nwin \"w\" : lines 3 >= 1";
    std::fs::write(&file, messy).expect("written");
    let path = file.display().to_string();
    let checked = yon(&["fmt", "--check", &path]);
    assert_eq!(checked.status.code(), Some(1));
    insta::assert_snapshot!("fmt-check", text(&checked.stdout).replace(&path, "messy.game"));
    assert_eq!(std::fs::read_to_string(&file).expect("unchanged"), messy, "--check changes nothing");
    let formatted = yon(&["fmt", &path]);
    assert!(formatted.status.success(), "{}", text(&formatted.stderr));
    let laid_out = std::fs::read_to_string(&file).expect("rewritten");
    insta::assert_snapshot!("fmt-written", laid_out);
    assert!(yon(&["fmt", "--check", &path]).status.success(), "a second run changes nothing");
    let piped = yon_with_input(&["fmt", "-"], messy);
    assert_eq!(text(&piped.stdout), laid_out, "standard input to standard output");
    // A file that does not parse is left as it is, with its errors.
    std::fs::write(&file, "players a b\nboard nonsense\n").expect("written");
    let broken = yon(&["fmt", &path]);
    assert_eq!(broken.status.code(), Some(1));
    assert!(text(&broken.stderr).contains("E001"), "{}", text(&broken.stderr));
    assert_eq!(std::fs::read_to_string(&file).expect("kept"), "players a b\nboard nonsense\n");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_version_names_the_language_version() {
    let version = text(&yon(&["--version"]).stdout);
    assert_eq!(
        version.trim(),
        format!("yon {} (language {})", env!("CARGO_PKG_VERSION"), yon::syntax::LANGUAGE_VERSION)
    );
    let json: serde_json::Value =
        serde_json::from_slice(&yon(&["check", "--json", "games/hex.game"]).stdout).expect("JSON");
    assert_eq!(json[0]["language"], yon::syntax::LANGUAGE_VERSION);
}

#[test]
fn fix_rewrites_old_forms_keeping_the_old_text_and_dry_run_only_shows() {
    let dir = std::env::temp_dir().join(format!("yon-fix-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("old.game");
    let old = std::fs::read_to_string(concat!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../.."),
        "/tests/old_forms/02-action-gate.old.game"
    ))
    .expect("the old form");
    let old = format!("{old}turn first: place | corner\nturn: place | corner\n");
    std::fs::write(&file, &old).expect("written");
    let path = file.display().to_string();
    let shown = yon(&["fix", "--dry-run", &path]);
    assert!(shown.status.success(), "{}", text(&shown.stderr));
    insta::assert_snapshot!("fix-dry-run", text(&shown.stdout).replace(&path, "old.game"));
    assert_eq!(std::fs::read_to_string(&file).expect("unchanged"), old);
    let fixed = yon(&["fix", &path]);
    assert!(fixed.status.success(), "{}", text(&fixed.stderr));
    assert_eq!(std::fs::read_to_string(dir.join("old.game.orig")).expect("the old text kept"), old);
    assert!(yon(&["check", &path]).status.success());
    let again = yon(&["fix", &path]);
    assert!(text(&again.stdout).contains("nothing to rewrite; it checks"), "{}", text(&again.stdout));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn fix_from_a_date_keeps_an_old_files_meaning_and_says_what_a_day_cannot_settle() {
    let dir = std::env::temp_dir().join(format!("yon-fix-from-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("old.game");
    let old = std::fs::read_to_string(concat!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../.."),
        "/tests/old_forms/04-forbid-end.old.game"
    ))
    .expect("the old form");
    std::fs::write(&file, &old).expect("written");
    let path = file.display().to_string();
    let unsettled = yon(&["fix", "--dry-run", "--from", "2026-11-23", &path]);
    let early = yon(&["fix", "--dry-run", "--from", "2026-11-22 20:00", &path]);
    let shown = format!("{}---\n{}", text(&unsettled.stdout), text(&early.stdout));
    insta::assert_snapshot!("fix-from", shown.replace(&path, "old.game"));
    let refused = yon(&["fix", "--from", "2026-11-31x", &path]);
    assert_eq!(refused.status.code(), Some(2), "{}", text(&refused.stderr));
    assert!(text(&refused.stderr).contains("YYYY-MM-DD"), "{}", text(&refused.stderr));
    assert!(yon(&["fix", "--from", "2026-11-22T20:00", &path]).status.success());
    let fixed = std::fs::read_to_string(&file).expect("rewritten");
    assert!(fixed.contains("turn: place (place | end)") && fixed.contains("== 0 after place"), "{fixed}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_action_near_a_legal_one_is_answered_with_the_one_meant() {
    let chess = "e2-e4 d7-d5 e4-d5 c7-c6 d5-c6 b7-b6 c6-c7 b6-b5";
    for (game, moves, hint) in [
        (
            "games/chess.game",
            format!("{chess} c7-b8"),
            "name what the piece becomes: `c7-b8=Q`, `c7-b8=R`, `c7-b8=B` or `c7-b8=N`",
        ),
        (
            "games/nine-mens-morris.game",
            "a1 a4 d1 b4 g1 b4".to_string(),
            "a removal is written with `x`: `xb4`",
        ),
        (
            "games/nine-mens-morris.game",
            "a1 a4 d1 b4 g1xb4".to_string(),
            "a placement and a removal are two actions: `g1`, then `xb4`",
        ),
    ] {
        let out = yon(&["legal", game, "--moves", &moves]);
        assert_eq!(out.status.code(), Some(3), "{moves}");
        assert!(text(&out.stderr).contains(hint), "{moves}: {}", text(&out.stderr));
    }
}

#[test]
fn check_accepts_every_shipped_game() {
    let out = yon(&["check", "games/tic-tac-toe.game", "games/othello.game", "games/yonmoque.game"]);
    assert!(out.status.success(), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("games/othello.game: ok"));
}

#[test]
fn check_reports_a_broken_file_with_exit_code_one() {
    let (_removed, dir) = temp_dir("broken");
    let path = dir.join("broken.game");
    std::fs::write(&path, "players a b\nboard square 3 x 3\npiece p\naction place: place on emty\n")
        .expect("written");
    let out = yon(&["check", path.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    assert!(report.contains("broken.game:4:"), "{report}");
    assert!(report.contains("E012"), "{report}");
    let json = yon(&["check", "--json", path.to_str().expect("utf-8 path")]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(value[0]["valid"], false);
    assert_eq!(value[0]["errors"][0]["line"], 4);
    // `emty` runs from column 24 to just before column 28.
    let error = &value[0]["errors"][0];
    assert_eq!(
        (&error["column"], &error["end_line"], &error["end_column"]),
        (&24.into(), &4.into(), &28.into())
    );
}

#[test]
fn lsp_help_says_how_to_hook_it_into_an_editor() {
    let out = yon(&["lsp", "--help"]);
    assert!(out.status.success());
    let help = text(&out.stdout);
    for needle in ["Language Server Protocol", "editors/vscode", "vim.lsp.start", "*.game"] {
        assert!(help.contains(needle), "{needle} in {help}");
    }
}

#[test]
fn check_prints_warnings_and_still_exits_zero() {
    let out = yon(&["check", "tests/warnings/region-never-used.game"]);
    assert_eq!(out.status.code(), Some(0));
    let report = text(&out.stdout);
    assert!(report.contains("region-never-used.game:7:8: warning[W004]"), "{report}");
    assert!(report.contains("ok — A forgotten corner (2 players, 16 cells), 1 warning"), "{report}");
    let out = yon(&["check", "--json", "tests/warnings/region-never-used.game", "games/tic-tac-toe.game"]);
    assert_eq!(out.status.code(), Some(0));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let warning = &value[0]["warnings"][0];
    assert_eq!(warning["code"], "W004");
    assert_eq!(
        (&warning["line"], &warning["column"], &warning["end_column"]),
        (&7.into(), &8.into(), &14.into())
    );
    assert_eq!(value[1]["warnings"], serde_json::json!([]));
}

#[test]
fn legal_prints_one_action_per_line_and_the_player_on_stderr() {
    let out = yon(&["legal", "games/tic-tac-toe.game", "--moves", "b2 a1"]);
    assert!(out.status.success());
    let mut actions: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    actions.sort();
    assert_eq!(actions, ["a2", "a3", "b1", "b3", "c1", "c2", "c3"]);
    assert!(text(&out.stderr).contains("to act: x"));
}

#[test]
fn a_bad_action_in_moves_is_reported_by_position_and_reason() {
    let out = yon(&["legal", "games/yavalax.game", "--moves", "a1 m13 k13 a2 a3 m11 k11 a4"]);
    assert_eq!(out.status.code(), Some(3));
    let message = text(&out.stderr);
    assert!(message.contains("action 8 `a4`"), "{message}");
    assert!(message.contains("no single four"), "{message}");
    let out = yon(&["legal", "games/tic-tac-toe.game", "--moves", "z9"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stderr).contains("not a cell"));
}

#[test]
fn perft_prints_exactly_one_line_per_depth() {
    let out = yon(&["perft", "games/tic-tac-toe.game", "3"]);
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "perft 1 = 9\nperft 2 = 72\nperft 3 = 504\n");
    let out = yon(&["perft", "games/yonmoque.game", "3", "--opt", "seed-slides"]);
    assert!(text(&out.stdout).ends_with("perft 3 = 19164\n"));
}

#[test]
fn an_unknown_option_is_a_usage_error() {
    let out = yon(&["perft", "games/yonmoque.game", "1", "--opt", "seed-slide"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("seed-slides"), "the message lists the options");
}

#[test]
fn playout_reports_speed_and_results_as_json() {
    let out = yon(&["playout", "games/tic-tac-toe.game", "-n", "200", "--seed", "3", "--json"]);
    assert!(out.status.success());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(value["stats"]["games"], 200);
    let wins: u64 =
        value["stats"]["wins"].as_array().expect("wins").iter().map(|w| w.as_u64().expect("count")).sum();
    assert_eq!(wins + value["stats"]["draws"].as_u64().expect("draws"), 200);
}

#[test]
fn play_explains_an_illegal_action_and_goes_on() {
    let out = yon_with_input(&["play", "games/yavalax.game", "--seed", "5"], "a1\nlegal\nzz9\nhello\nquit\n");
    let screen = text(&out.stdout);
    assert!(out.status.success(), "{screen}");
    assert!(
        screen.contains("`zz9` cannot be played: `zz9` is not a cell of this board: its files run from `a`"),
        "{screen}"
    );
    assert!(
        screen.contains("`hello` is not a command, nor a cell of this board: `help` lists the commands"),
        "{screen}"
    );
    assert!(screen.contains("blue plays"), "the random player answered: {screen}");
}

#[test]
fn play_to_the_end_prints_the_result() {
    // Tic-tac-toe, human plays every cell in order; the game ends one way or another.
    let input = "a1\nb1\nc1\na2\nb2\nc2\na3\nb3\nc3\n".repeat(2);
    let out = yon_with_input(&["play", "games/tic-tac-toe.game", "--seed", "1"], &input);
    let screen = text(&out.stdout);
    assert!(screen.contains("result:"), "{screen}");
}

#[test]
fn legal_names_the_remembered_label_and_refuses_a_third_repetition_with_its_rule() {
    let out = yon(&["legal", "games/yoso-go.game", "--moves", "WF FA"]);
    assert!(out.status.success());
    assert!(text(&out.stderr).contains("force A"), "{}", text(&out.stderr));
    let cycle = "a3 b3 d1 d2 end d1-d3 a3-c3 d3-d1 c3-a3 d1-d3 a3-c3 d3-d1 c3-a3";
    let out = yon(&["legal", "games/fear-vier.game", "--moves", cycle]);
    assert_eq!(out.status.code(), Some(3));
    let why = text(&out.stderr);
    assert!(why.contains("thousand days") && why.contains("(line 26)"), "{why}");
}

#[test]
fn play_a_whole_game_against_a_seeded_random_player() {
    // The human tries every cell in order; illegal tries are explained and the game goes on.
    let input = "a1\nb1\nc1\na2\nb2\nc2\na3\nb3\nc3\n";
    let args = ["play", "games/tic-tac-toe.game", "--x", "human", "--o", "random", "--seed", "3"];
    let out = yon_with_input(&args, input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let screen = text(&out.stdout);
    assert!(screen.contains("result:"), "{screen}");
    insta::assert_snapshot!("play-tic-tac-toe-against-random", screen);
}

#[test]
fn play_why_names_the_rule_that_forbids_an_action() {
    // Two humans at one board; white's a4 would make a single four.
    let input = "a1\nm13 k13\na2 a3\nm11 k11\nwhy a4\nwhy b7\na4\nb7 a4\nquit\n";
    let out = yon_with_input(&["play", "games/yavalax.game", "--white", "human", "--blue=human"], input);
    let screen = text(&out.stdout);
    assert!(out.status.success(), "{screen}");
    let refusal = "`a4` cannot be played: a4 is forbidden by `no single four` (line 20)";
    assert_eq!(screen.matches(refusal).count(), 3, "why, a4 alone, and a4 after b7: {screen}");
    assert!(screen.contains("`b7` is legal now"), "{screen}");
    assert!(screen.contains("  white b7\n"), "b7 was played before a4 was refused: {screen}");
}

#[test]
fn play_hint_suggests_a_winning_action_and_undo_takes_back_a_turn() {
    let input = "a1\na3\nb1\nb3\nhint\nundo\nundo\nlegal\nquit\n";
    let out = yon_with_input(&["play", "games/tic-tac-toe.game", "--x", "human", "--o", "human"], input);
    let screen = text(&out.stdout);
    assert!(screen.contains("hint: c1 wins at once"), "{screen}");
    // Two undos take back b3 then b1: x to act at turn 3 with a1 and a3 on the board.
    assert!(screen.contains("  turn 3\n  o a3\n"), "{screen}");
    assert!(screen.ends_with("legal\nb1 c1 a2 b2 c2 b3 c3\nx> quit\nactions: a1 a3\n"), "{screen}");
}

#[test]
fn play_undo_against_an_agent_goes_back_to_your_turn() {
    let out =
        yon_with_input(&["play", "games/tic-tac-toe.game", "--as", "x", "--seed", "4"], "b2\nundo\nhint\n");
    let screen = text(&out.stdout);
    assert!(screen.contains("o: mcts:iterations=10000"), "the default opponent: {screen}");
    assert_eq!(screen.matches("  turn 1\n").count(), 2, "{screen}");
    assert!(screen.contains("hint: "), "{screen}");
}

#[test]
fn play_with_agents_only_shows_every_turn_to_the_end() {
    let args = ["play", "games/tic-tac-toe.game", "--x", "mcts:iterations=300", "--o", "flat:playouts=300"];
    let out = yon_with_input(&args, "");
    let screen = text(&out.stdout);
    assert!(screen.contains("x: mcts:iterations=300, o: flat:playouts=300"), "{screen}");
    assert!(screen.contains("result:"), "{screen}");
    assert!(screen.contains("actions: "), "{screen}");
    assert!(screen.matches("← to act").count() >= 4, "a board after each turn: {screen}");
}

#[test]
fn play_seats_are_checked_against_the_game() {
    let out = yon(&["play", "games/tic-tac-toe.game", "--red", "human"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("`red` is not a player of this game; its players are x, o"));
    let out = yon(&["play", "games/tic-tac-toe.game", "--o", "mcts:iterations=0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("iterations must be a whole number above 0"), "{}", text(&out.stderr));
    let help = text(&yon(&["play", "--help"]).stdout);
    assert!(help.contains("--blue human --white mcts:time=2s"), "{help}");
}

#[test]
fn match_reports_every_agent_and_seat_as_json() {
    let seats = "x=mcts:iterations=200,o=random";
    let args =
        ["match", "games/tic-tac-toe.game", "--seats", seats, "-n", "10", "--swap", "--seed", "2", "--json"];
    let out = yon(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(value["games"], 20);
    for agent in value["agents"].as_array().expect("agents") {
        let count = |key: &str| agent[key].as_u64().expect("a count");
        assert_eq!(count("wins") + count("losses") + count("draws") + count("unfinished"), 20);
        assert_eq!(agent["by_seat"].as_array().expect("seats").len(), 2);
    }
    let again = yon(&[&args[..], &["--threads", "1"]].concat());
    assert_eq!(
        text(&again.stdout),
        text(&out.stdout),
        "the same seed gives the same games on any thread count"
    );
    insta::assert_snapshot!("match-tic-tac-toe-json", text(&out.stdout));
}

#[test]
fn match_needs_an_agent_in_every_seat() {
    let out = yon(&["match", "games/tic-tac-toe.game", "--seats", "x=random"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no agent for o"), "{}", text(&out.stderr));
}

#[test]
fn render_prints_the_board_or_writes_an_svg_picture() {
    let out = yon(&["render", "games/yonmoque.game", "--moves", "c3 b2"]);
    assert!(out.status.success());
    let board = text(&out.stdout);
    assert!(board.contains("4  ~  :  ~  :  ~  4"), "{board}");
    assert!(board.contains("[W]") && board.contains("regions: + neutral"), "{board}");
    assert!(!board.contains('\u{1b}'), "no colour when NO_COLOR is set");
    let (_removed, dir) = temp_dir("render");
    let path = dir.join("position.svg");
    let out =
        yon(&["render", "games/yonmoque-hex.game", "--moves", "c3", "--svg", path.to_str().expect("utf-8")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let picture = std::fs::read_to_string(&path).expect("the picture is written");
    assert!(picture.starts_with("<svg") && picture.contains("<polygon"), "hex cells as hexagons");
}

/// A fresh directory, removed with everything in it when the guard is dropped.
fn temp_dir(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let guard = tempfile::Builder::new().prefix(&format!("yon-cli-{name}-")).tempdir().expect("temp dir");
    let dir = guard.path().to_path_buf();
    (guard, dir)
}

/// A whole random game of tic-tac-toe as a record naming `game_path`.
fn tic_tac_toe_record(game_path: &str, source: &str) -> yon::record::Record {
    let rules = yon::check::load(source).expect("the game checks");
    let start = yon::engine::State::new(std::sync::Arc::new(rules));
    let mut state = start.clone();
    let mut rng = yon::engine::Rng::new(9);
    let mut actions = Vec::new();
    while let Some(action) = state.sample(&mut |n| rng.below(n)) {
        state.play_unchecked(action);
        actions.push(action);
    }
    let seats = ["random".to_string(), "random".to_string()];
    yon::record::Record::from_game(game_path, source, &seats, Some(9), &start, &actions)
}

#[test]
fn replay_checks_a_record_and_shows_how_it_ended() {
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/tic-tac-toe.game"))
            .expect("the game");
    let record = tic_tac_toe_record("games/tic-tac-toe.game", &source);
    let (_removed, dir) = temp_dir("replay");
    let path = dir.join("game.record");
    std::fs::write(&path, record.to_text()).expect("written");
    let out = yon(&["replay", path.to_str().expect("utf-8")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let screen = text(&out.stdout);
    assert!(screen.contains(&format!("replayed {} actions: {}", record.length, record.result)), "{screen}");
    let json_path = dir.join("game.json");
    std::fs::write(&json_path, record.to_json()).expect("written");
    let out = yon(&["replay", "--json", json_path.to_str().expect("utf-8")]);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!((report["hash_matches"].as_bool(), report["divergence"].is_null()), (Some(true), true));
}

#[test]
fn replay_stops_at_an_edited_action_or_a_cut_off_record_with_exit_five() {
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/tic-tac-toe.game"))
            .expect("the game");
    let mut record = tic_tac_toe_record("games/tic-tac-toe.game", &source);
    record.turns[2].actions[0] = record.turns[0].actions[0].clone();
    let (_removed, dir) = temp_dir("edited");
    let path = dir.join("edited.record");
    std::fs::write(&path, record.to_text()).expect("written");
    let out = yon(&["replay", path.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(5));
    let message = text(&out.stderr);
    assert!(message.contains(&format!("action 3 `{}`", record.turns[0].actions[0])), "{message}");
    let mut whole = tic_tac_toe_record("games/tic-tac-toe.game", &source);
    whole.game.text = None;
    let whole = whole.to_text();
    let last_line = whole.trim_end().rfind('\n').expect("several lines");
    std::fs::write(&path, &whole[..last_line]).expect("written");
    let out = yon(&["replay", path.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(5));
    assert!(text(&out.stderr).contains("cut off"), "{}", text(&out.stderr));
}

#[test]
fn replay_finds_the_game_beside_the_record_and_warns_when_it_changed() {
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/tic-tac-toe.game"))
            .expect("the game");
    let (_removed, dir) = temp_dir("beside");
    std::fs::write(dir.join("ttt.game"), format!("{source}// edited since\n")).expect("written");
    let path = dir.join("game.record");
    // A record from before records carried the game's text: its file is found and checked.
    let mut old = tic_tac_toe_record("ttt.game", &source);
    old.game.text = None;
    std::fs::write(&path, old.to_text()).expect("written");
    let out = yon(&["replay", path.to_str().expect("utf-8")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("has changed since the record was made"), "{}", text(&out.stderr));
    // A record with the text replays on it, and says that the file beside it differs.
    std::fs::write(&path, tic_tac_toe_record("ttt.game", &source).to_text()).expect("written");
    let out = yon(&["replay", "--json", path.to_str().expect("utf-8")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("differs from the game text the record carries"),
        "{}",
        text(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(
        (report["hash_matches"].as_bool(), report["game_text"].as_str()),
        (Some(true), Some("record"))
    );
}

#[test]
fn the_readme_record_replays() {
    let out = yon(&["replay", "docs/example.record"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).is_empty(), "the game file has not changed: {}", text(&out.stderr));
    assert!(text(&out.stdout).contains("replayed 7 actions: x wins \"three in a row\""));
}

#[test]
fn every_record_a_match_writes_replays_exactly() {
    for (game, seats) in [
        ("games/tic-tac-toe.game", "x=mcts:iterations=50,o=random"),
        ("games/yoso-go.game", "honour=random,fate=flat:playouts=20"),
        ("games/fear-vier.game", "red=random,yellow=random"),
    ] {
        let dir =
            std::env::temp_dir().join(format!("yon-match-records-{}-{}", std::process::id(), game.len()));
        let _ = std::fs::remove_dir_all(&dir);
        let dir_text = dir.display().to_string();
        let out =
            yon(&["match", game, "--seats", seats, "-n", "3", "--swap", "--records", &dir_text, "--json"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let mut records: Vec<_> =
            std::fs::read_dir(&dir).expect("records written").map(|e| e.expect("entry").path()).collect();
        records.sort();
        assert_eq!(records.len(), 6, "{game}: one record per game");
        for record in &records {
            let out = yon(&["replay", &record.display().to_string()]);
            assert!(out.status.success(), "{}: {}", record.display(), text(&out.stderr));
            assert!(text(&out.stdout).contains("replayed"), "{}", text(&out.stdout));
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn play_saves_a_record_that_replays_and_resumes() {
    let path = std::env::temp_dir().join(format!("yon-play-{}.record", std::process::id()));
    let file = path.display().to_string();
    let args = ["play", "games/tic-tac-toe.game", "--o", "random", "--seed", "5", "--record", &file];
    let out = yon_with_input(&args, "b2\nquit\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = yon(&["replay", &file]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("replayed 2 actions"), "{}", text(&out.stdout));
    let out = yon_with_input(&["play", "--from", &file, "--o", "random"], "legal\nquit\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("resumed"), "{}", text(&out.stdout));
    std::fs::remove_file(&path).ok();
}

#[test]
fn play_shogi_promotes_captures_to_hand_and_explains_a_refused_drop() {
    // The bishops' diagonal opens; black takes white's bishop and promotes.
    let input = "c3-c4\ng7-g6\nb2-h8+\nwhy g9-h8\ng9-h8\nP*e5\nquit\n";
    let out = yon_with_input(&["play", "games/shogi.game", "--black", "human", "--white", "human"], input);
    let screen = text(&out.stdout);
    assert!(out.status.success(), "{screen}");
    assert!(screen.contains("  black b2-h8+ takes white's bishop, becomes a horse\n"), "{screen}");
    assert!(screen.contains("hand: bishop 1"), "the captured bishop is in black's hand: {screen}");
    assert!(screen.contains("`P*e5` cannot be played"), "black holds no pawn: {screen}");
    assert!(screen.contains("`g9-h8` is legal now"), "white may take back: {screen}");
}

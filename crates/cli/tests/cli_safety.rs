//! The `yon` command under hostile use: nothing lost (games saved however `play` ends, records
//! that read back, summaries kept), nothing hangs (devices, pipes, huge counts), and no panic
//! (a reader that goes away, absurd numbers).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_yon"));
    command.args(args).current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).env("NO_COLOR", "1");
    command
}

fn yon(args: &[&str]) -> Output {
    command(args).output().expect("yon runs")
}

fn spawn(args: &[&str]) -> Child {
    command(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("yon runs")
}

fn yon_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = spawn(args);
    // yon may be done (and its input closed) before all of it is written.
    let _ = child.stdin.take().expect("stdin").write_all(input);
    child.wait_with_output().expect("yon finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh directory, removed with everything in it when the guard is dropped.
fn temp_dir(name: &str) -> (tempfile::TempDir, PathBuf) {
    let guard = tempfile::Builder::new().prefix(&format!("yon-safety-{name}-")).tempdir().expect("temp dir");
    let dir = guard.path().to_path_buf();
    (guard, dir)
}

#[test]
fn a_reader_that_goes_away_ends_every_command_quietly() {
    for args in [
        &["perft", "games/othello.game", "9"][..],
        &["legal", "games/othello.game"],
        &["check", "games/othello.game", "games/shogi.game", "games/yavalax.game"],
        &["playout", "games/tic-tac-toe.game", "-n", "100000"],
    ] {
        let mut child = spawn(args);
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut first = String::new();
        stdout.read_line(&mut first).expect("a first line");
        drop(stdout);
        let out = child.wait_with_output().expect("yon finishes");
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(out.status.success() || out.status.code().is_none(), "{args:?}: {:?} {stderr}", out.status);
    }
}

#[test]
fn absurd_numbers_are_usage_errors_not_panics() {
    for seconds in ["-1", "NaN", "inf", "1e30", "0"] {
        let out = yon(&["bench", "games/tic-tac-toe.game", &format!("--seconds={seconds}")]);
        assert_eq!(out.status.code(), Some(2), "--seconds={seconds}: {}", text(&out.stderr));
    }
    let seats = "x=random,o=random";
    let out =
        yon(&["match", "games/tic-tac-toe.game", "--seats", seats, "-n", "9223372036854775808", "--swap"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("more games than yon can count"), "{}", text(&out.stderr));
}

#[test]
fn a_huge_match_starts_at_once_and_keeps_nothing_per_game() {
    let seats = "x=random,o=random";
    let mut child =
        spawn(&["match", "games/tic-tac-toe.game", "--seats", seats, "-n", "18446744073709551615"]);
    std::thread::sleep(Duration::from_millis(500));
    assert!(child.try_wait().expect("a status").is_none(), "still playing, not crashed");
    child.kill().ok();
    child.wait().ok();
}

#[test]
fn match_finds_out_first_that_its_records_cannot_be_written() {
    let (_removed, dir) = temp_dir("match");
    std::fs::write(dir.join("file"), "").expect("written");
    let records = dir.join("file").join("records").display().to_string();
    let started = Instant::now();
    let seats = "x=random,o=random";
    let out =
        yon(&["match", "games/tic-tac-toe.game", "--seats", seats, "-n", "100000", "--records", &records]);
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    assert!(started.elapsed() < Duration::from_secs(5), "refused before playing");
}

#[test]
fn check_reports_every_file_even_after_one_it_cannot_read() {
    let out = yon(&["check", "games/tic-tac-toe.game", "no/such.game", "games/othello.game"]);
    assert_eq!(out.status.code(), Some(4));
    assert!(text(&out.stdout).contains("games/othello.game: ok"), "{}", text(&out.stdout));
    assert!(text(&out.stderr).contains("cannot read no/such.game"), "{}", text(&out.stderr));
    let out = yon(&["check", "--json", "games/tic-tac-toe.game", "no/such.game", "games/othello.game"]);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report.as_array().map(Vec::len), Some(3));
    assert_eq!(report[1]["readable"], false);
}

#[test]
fn a_stray_byte_a_device_and_a_pipe_are_refused_at_once() {
    let (_removed, dir) = temp_dir("bytes");
    let stray = dir.join("stray.game");
    std::fs::write(&stray, b"players a b\nboard \xa0square 3 x 3\n").expect("written");
    let out = yon(&["check", &stray.display().to_string()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("stray.game:2:7: error[E004]"), "{}", text(&out.stdout));
    let fifo = dir.join("fifo.game");
    let made = Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success());
    let started = Instant::now();
    for path in ["/dev/zero".into(), fifo.display().to_string()].iter().take(if made { 2 } else { 1 }) {
        let out = yon(&["check", path]);
        assert_eq!(out.status.code(), Some(4), "{path}");
        assert!(text(&out.stderr).contains("not a regular file"), "{}", text(&out.stderr));
    }
    assert!(started.elapsed() < Duration::from_secs(5));
}

const PLAY: [&str; 6] = ["play", "games/tic-tac-toe.game", "--o", "random", "--seed", "5"];

fn play_args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    PLAY.iter().copied().chain(extra.iter().copied()).collect()
}

#[test]
fn quit_and_the_end_of_input_print_the_actions_and_save_the_record() {
    let (_removed, dir) = temp_dir("quit");
    for (input, name) in [(&b"b2\nquit\n"[..], "quit.record"), (b"b2\n", "eof.record")] {
        let record = dir.join(name).display().to_string();
        let out = yon_with_input(&play_args(&["--record", &record]), input);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stdout).contains("actions: b2 "), "{}", text(&out.stdout));
        let saved = std::fs::read_to_string(&record).expect("the record is saved");
        assert!(saved.contains("actions: 2\nx: b2\n"), "{saved}");
    }
}

#[test]
fn save_refuses_the_game_file_and_files_that_are_not_records() {
    let (_removed, dir) = temp_dir("save");
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "mine").expect("written");
    let input = format!("save games/tic-tac-toe.game\nsave {}\nquit\n", notes.display());
    let out = yon_with_input(&PLAY, input.as_bytes());
    let screen = text(&out.stdout);
    assert!(screen.contains("it is the game file being played"), "{screen}");
    assert!(screen.contains("it is not a yon record"), "{screen}");
    assert_eq!(std::fs::read_to_string(&notes).expect("kept"), "mine");
    let game = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/tic-tac-toe.game"));
    assert!(game.expect("kept").contains("Tic-tac-toe"));
}

#[test]
fn a_record_that_cannot_be_written_is_found_out_before_play() {
    let out = yon_with_input(&play_args(&["--record", "/no/such/dir/x.record"]), b"b2\n");
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stdout));
    assert!(!text(&out.stdout).contains("x>"), "no game was started: {}", text(&out.stdout));
}

#[test]
fn a_failed_write_keeps_the_game_going_so_it_can_be_saved_elsewhere() {
    let (_removed, dir) = temp_dir("failed");
    let record = dir.join("gone").join("game.record");
    std::fs::create_dir_all(record.parent().expect("a directory")).expect("created");
    let mut child = spawn(&play_args(&["--record", &record.display().to_string()]));
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(b"b2\n").expect("written");
    let waited = Instant::now();
    while !record.exists() && waited.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::fs::remove_dir_all(record.parent().expect("a directory")).expect("removed");
    let elsewhere = dir.join("elsewhere.record");
    let rest = format!("quit\nsave {}\nc3\nquit\n", elsewhere.display());
    stdin.write_all(rest.as_bytes()).expect("written");
    drop(stdin);
    let out = child.wait_with_output().expect("yon finishes");
    let screen = text(&out.stdout);
    assert!(screen.contains("`save FILE` writes it elsewhere"), "{screen}");
    assert!(screen.contains("o plays"), "the game went on after the failed write: {screen}");
    let saved = std::fs::read_to_string(&elsewhere).expect("saved elsewhere");
    assert!(saved.contains("x: b2"), "{saved}");
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_play_goes_on() {
    let out = yon_with_input(&PLAY, b"\xff\xfe\nb2\nquit\n");
    let screen = text(&out.stdout);
    assert!(screen.contains("that line is not UTF-8 text"), "{screen}");
    assert!(screen.contains("actions: b2 "), "{screen}");
}

#[test]
fn ctrl_c_saves_the_game() {
    let (_removed, dir) = temp_dir("interrupt");
    let record = dir.join("game.record");
    let mut child = spawn(&play_args(&["--record", &record.display().to_string()]));
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(b"b2\n").expect("written");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    // Wait until o has answered: the game holds two actions.
    while stdout.read_line(&mut line).is_ok_and(|n| n > 0) && !line.contains("o plays") {
        line.clear();
    }
    let killed = Command::new("kill").args(["-INT", &child.id().to_string()]).status();
    assert!(killed.is_ok_and(|s| s.success()));
    let out = child.wait_with_output().expect("yon finishes");
    assert_eq!(out.status.code(), Some(130), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("the game is saved"), "{}", text(&out.stderr));
    let saved = std::fs::read_to_string(&record).expect("saved");
    assert!(saved.contains("actions: 2\nx: b2\n"), "{saved}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_during_a_match_prints_the_games_already_played() {
    let seats = "x=mcts:iterations=300,o=random";
    let child = spawn(&["match", "games/tic-tac-toe.game", "--seats", seats, "-n", "1000000", "--json"]);
    std::thread::sleep(Duration::from_millis(1500));
    let killed = Command::new("kill").args(["-INT", &child.id().to_string()]).status();
    assert!(killed.is_ok_and(|s| s.success()));
    let out = child.wait_with_output().expect("yon finishes");
    assert_eq!(out.status.code(), Some(130), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("the tally as JSON");
    assert_eq!(report["interrupted"], true, "{report}");
    assert_eq!(report["asked"], 1_000_000);
    let games = report["games"].as_u64().expect("a count");
    assert!(games > 0 && games < 1_000_000, "{report}");
    let x = &report["agents"][0];
    let counted = ["wins", "losses", "draws", "unfinished"].map(|k| x[k].as_u64().expect("a count"));
    assert_eq!(counted.iter().sum::<u64>(), games, "every game finished is tallied: {report}");
}

#[test]
fn a_game_without_an_end_stops_at_the_cap() {
    let (_removed, dir) = temp_dir("cap");
    let endless = dir.join("endless.game");
    std::fs::write(&endless, "players a b\nboard square 2 x 1\npiece p\nsetup a: a1\naction go: move step any to empty\npass when stuck\n")
        .expect("written");
    let path = endless.display().to_string();
    let out = yon_with_input(&["play", &path, "--a", "random", "--b", "random", "--cap", "50"], b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("stopped after 50 actions"), "{}", text(&out.stdout));
}

#[test]
fn a_game_file_named_with_a_newline_or_a_leading_space_is_saved_in_a_record_that_reads_back() {
    let (_removed, dir) = temp_dir("names");
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/tic-tac-toe.game"));
    for name in [" lead.game", "two\nlines.game"] {
        let game = dir.join(name);
        std::fs::write(&game, source.as_ref().expect("the game")).expect("written");
        let record = dir.join("game.record").display().to_string();
        let out = yon_with_input(
            &["play", &game.display().to_string(), "--o", "random", "--record", &record],
            b"b2\nquit\n",
        );
        assert!(out.status.success(), "{name:?}: {}", text(&out.stderr));
        let out = yon(&["replay", &record]);
        assert!(out.status.success(), "{name:?}: {}", text(&out.stderr));
    }
}

#[test]
fn a_record_that_names_another_file_shows_nothing_of_it() {
    let (_removed, dir) = temp_dir("leak");
    let secret = dir.join("secret.txt");
    std::fs::write(&secret, "root:TOPSECRET:0:0\nsecond line\n").expect("written");
    let mut binary = b"players a b\nSECRETBYTES \xff\n".to_vec();
    binary.extend_from_slice(b"more\n");
    let not_utf8 = dir.join("binary.bin");
    std::fs::write(&not_utf8, binary).expect("written");
    for named in [&secret, &not_utf8] {
        // A record of the old form, without the game's text: it names its game file.
        let record = dir.join("tampered.record");
        let body = format!(
            "yon-record 1\ngame: {}\nhash: fnv1a64:6887a888aeeb6ea1\nresult: unfinished\nactions: 1\nx: b2\n",
            named.display()
        );
        std::fs::write(&record, body).expect("written");
        for args in
            [vec!["replay"], vec!["replay", "--json"], vec!["replay", "--step"], vec!["play", "--from"]]
        {
            let mut args = args.clone();
            args.push(record.to_str().expect("a UTF-8 path"));
            let out = yon_with_input(&args, b"quit\n");
            let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
            assert_eq!(out.status.code(), Some(5), "{args:?}: {said}");
            assert!(!said.contains("SECRET") && !said.contains("second line"), "{args:?}: {said}");
            assert!(said.contains(&named.display().to_string()), "the file is named: {said}");
        }
    }
}

#[test]
fn a_hexagon_is_measured_by_its_own_cells_not_the_rhombus_it_is_cut_from() {
    let (_removed, dir) = temp_dir("hex");
    for (radius, cells) in [(32, Some(3169)), (36, Some(3997)), (37, None)] {
        let path = dir.join(format!("hex{radius}.game"));
        let game = format!(
            "players a b\nboard hex radius {radius}\npiece p\nhand p 1\naction place: place on empty\n"
        );
        std::fs::write(&path, game).expect("written");
        let out = yon(&["check", &path.display().to_string()]);
        match cells {
            Some(n) => {
                assert!(text(&out.stdout).contains(&format!("2 players, {n} cells")), "{}", text(&out.stdout))
            }
            None => assert!(text(&out.stdout).contains("the board has 4219 cells"), "{}", text(&out.stdout)),
        }
    }
}

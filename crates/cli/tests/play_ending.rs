//! How a game of `yon play` ends when a person is at the prompt (`YON_INTERACTIVE=1` stands in
//! for a terminal): `quit` asks before unsaved actions are lost and offers to save them; after
//! the result, `undo`, `save`, `new` and `quit`. Piped input without it ends as a script expects.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn empty_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("yon-ending-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `yon play tic-tac-toe` by two people in `dir`, fed `input`; a person at the prompt or not.
fn play(dir: &Path, extra: &[&str], person: bool, input: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_yon"));
    command.args(["play", "tic-tac-toe", "--x", "human", "--o", "human"]).args(extra);
    command.current_dir(dir).env("NO_COLOR", "1").env_remove("YON_INTERACTIVE");
    if person {
        command.env("YON_INTERACTIVE", "1");
    }
    let mut child = command
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
fn quit_asks_before_unsaved_actions_are_lost_and_saves_them_on_yes() {
    let dir = empty_dir("quit");
    let out = play(&dir, &[], true, "b2\nquit\nc\na1\nquit\n\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    insta::assert_snapshot!("quit-asks-and-saves", text(&out.stdout));
    let saved = std::fs::read_to_string(dir.join("tic-tac-toe.record")).expect("saved");
    assert!(saved.contains("actions: 2\nx: b2\no: a1\n"), "{saved}");
    // A name that is taken is not written over: the next free one is offered.
    let out = play(&dir, &[], true, "c3\nquit\ny\n");
    assert!(text(&out.stdout).contains("save to tic-tac-toe-2.record?"), "{}", text(&out.stdout));
    assert!(dir.join("tic-tac-toe-2.record").is_file());
    // No for an answer, or the end of input: quit without saving, the actions printed.
    for answer in ["n\n", ""] {
        let out = play(&dir, &[], true, &format!("a3\nquit\n{answer}"));
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stdout).ends_with("actions: a3\n"), "{}", text(&out.stdout));
    }
    assert!(!dir.join("tic-tac-toe-3.record").exists());
    // Nothing to lose, nothing asked: no action yet, a game saved since, or `--record`.
    for (input, extra) in
        [("quit\n", &[][..]), ("b2\nsave s.record\nquit\n", &[]), ("b2\nquit\n", &["--record", "r.record"])]
    {
        let out = play(&dir, extra, true, input);
        assert!(!text(&out.stdout).contains("quit?"), "{input:?}: {}", text(&out.stdout));
    }
    assert!(dir.join("r.record").is_file() && dir.join("s.record").is_file());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn piped_input_quits_at_once_and_ends_with_the_game() {
    let dir = empty_dir("piped");
    let out = play(&dir, &[], false, "b2\nquit\n");
    assert!(!text(&out.stdout).contains("quit?"), "{}", text(&out.stdout));
    assert!(text(&out.stdout).ends_with("actions: b2\n"), "{}", text(&out.stdout));
    let out = play(&dir, &[], false, "a1\nb1\na2\nb2\na3\nundo\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let screen = text(&out.stdout);
    assert!(screen.ends_with("actions: a1 b1 a2 b2 a3\n"), "the game ended with its result: {screen}");
    assert!(!screen.contains("over>"), "{screen}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_end_of_a_game_offers_undo_save_and_a_new_game() {
    let dir = empty_dir("end");
    let input = "a1\nb1\na2\nb2\na3\nhello\nundo\nc3\nb3\nsave end.record\nnew\nb2\nquit\nn\n";
    let out = play(&dir, &["--record", "game.record"], true, input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    insta::assert_snapshot!("end-offers-undo-save-new", text(&out.stdout));
    let first = std::fs::read_to_string(dir.join("game.record")).expect("the first game's record");
    assert!(first.contains("result: o wins"), "{first}");
    let saved = std::fs::read_to_string(dir.join("end.record")).expect("saved at the end");
    assert_eq!(saved, first);
    let second = std::fs::read_to_string(dir.join("game-2.record")).expect("the new game's record");
    assert!(second.contains("actions: 1\nx: b2\n"), "{second}");
    std::fs::remove_dir_all(&dir).ok();
}

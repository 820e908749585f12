//! A game of chance at the command line (the Royal Game of Ur): `yon play` throws for the
//! player and says so, the board shows the dice left, a record holds every throw and replays
//! exactly, and the same `--seed` throws the same game.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn ur() -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    dir.join("../../games/ur.game").display().to_string()
}

fn yon(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("YON_INTERACTIVE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("yon runs");
    let _ = child.stdin.take().expect("stdin").write_all(input.as_bytes());
    child.wait_with_output().expect("yon finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_game_throws_for_a_person_and_shows_the_dice() {
    let ur = ur();
    let out = yon(&["play", &ur, "--white", "human", "--black", "random", "--seed", "3"], "legal\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(shown.contains("white throws 1\n"), "{shown}");
    assert!(shown.contains("dice: 1\n"), "{shown}");
    insta::assert_snapshot!("chance-play-throws", shown);
    // A throw is never the person's to type: `roll 1` is played already, moves are left.
    assert!(shown.contains("white> legal\noff-d1\n"), "{shown}");
}

#[test]
fn agents_throw_by_the_seed_and_the_record_replays_exactly() {
    let ur = ur();
    let dir = std::env::temp_dir().join(format!("yon-chance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let record = dir.join("ur.record").display().to_string();
    let args = ["play", &ur, "--white", "random", "--black", "random", "--seed", "5", "--record", &record];
    let first = yon(&args, "");
    assert!(first.status.success(), "{}", text(&first.stderr));
    let saved = std::fs::read_to_string(&record).expect("saved");
    assert!(saved.contains(": roll "), "every throw is in the record: {saved}");
    let again = yon(&args, "");
    assert_eq!(text(&first.stdout), text(&again.stdout), "the same seed throws the same game");
    assert_eq!(saved, std::fs::read_to_string(&record).expect("saved again"));
    let replay = yon(&["replay", &record], "");
    assert!(replay.status.success(), "{}{}", text(&replay.stdout), text(&replay.stderr));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_match_of_chance_repeats_under_its_seed() {
    let ur = ur();
    let args = ["match", &ur, "--seats", "white=flat:playouts=40,black=random", "-n", "4", "--seed", "9"];
    let first = yon(&args, "");
    assert!(first.status.success(), "{}", text(&first.stderr));
    assert_eq!(text(&first.stdout), text(&yon(&args, "").stdout));
    insta::assert_snapshot!("chance-match", text(&first.stdout));
}

#[test]
fn undo_after_a_throw_takes_back_the_turn_before_with_its_dice() {
    let ur = ur();
    let input = "undo\noff-d1\nundo\nlegal\nundo\nquit\n";
    let out = yon(&["play", &ur, "--white", "human", "--black", "random", "--seed", "3"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    // Nothing chosen yet: the throw alone is not taken back.
    assert!(shown.contains("white> undo\nnothing to undo\n"), "{shown}");
    // After black's turn and white's new throw (3), undo goes back before off-d1, the 1 kept.
    assert!(shown.contains("white throws 3\n"), "{shown}");
    let after = &shown[shown.rfind("white throws 3").expect("the second throw")..];
    assert!(
        after.contains("white> undo\n")
            && after.contains("dice: 1\nwhite> legal\noff-d1\nwhite> undo\nnothing to undo\n"),
        "{after}"
    );
}

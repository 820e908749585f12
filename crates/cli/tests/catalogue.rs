//! The built-in games as a user outside the repository meets them: every command run from a
//! fresh folder with no `games/` in it, by name.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A fresh, empty folder for one test.
fn empty_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("yon-catalogue-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn yon_in(dir: &Path, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(args)
        .current_dir(dir)
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
fn a_user_outside_the_repository_lists_reads_plays_and_copies_the_built_in_games() {
    let dir = empty_dir("outside");
    let list = yon_in(&dir, &["list"], "");
    assert!(list.status.success(), "{}", text(&list.stderr));
    let listing = text(&list.stdout);
    let shipped =
        std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games")).expect("games/").count();
    let yavalax = listing.lines().find(|l| l.starts_with("yavalax ")).expect("yavalax is listed");
    assert!(
        yavalax.contains("Yavalax") && yavalax.contains("2p") && yavalax.contains("two rows"),
        "{yavalax}"
    );
    assert_eq!(listing.lines().filter(|l| l.contains("p  ")).count(), shipped, "{listing}");

    let show = yon_in(&dir, &["show", "yavalax"], "");
    let shipped_text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/yavalax.game"));
    assert_eq!(text(&show.stdout), shipped_text.expect("readable"), "show prints the file as shipped");

    let legal = yon_in(&dir, &["legal", "yavalax"], "");
    assert!(legal.status.success(), "{}", text(&legal.stderr));
    assert_eq!(text(&legal.stdout).lines().count(), 169, "every cell of the empty 13×13 board");

    let play = yon_in(&dir, &["play", "yavalax", "--seed", "3"], "g7\nlegal\nquit\n");
    let screen = text(&play.stdout);
    assert!(play.status.success(), "{}", text(&play.stderr));
    assert!(screen.starts_with("Yavalax — white: human, blue: "), "{screen}");
    assert!(screen.contains("Place two stones a turn") && screen.contains("by Ken Shoda, 2017"), "{screen}");
    assert!(screen.contains("blue plays"), "the agent answered the move: {screen}");

    let new = yon_in(&dir, &["new", "my-variant", "--from", "yonmoque"], "");
    assert!(new.status.success(), "{}", text(&new.stderr));
    assert!(text(&new.stdout).contains("yon check my-variant.game"), "{}", text(&new.stdout));
    let check = yon_in(&dir, &["check", "my-variant.game"], "");
    assert!(check.status.success(), "{}", text(&check.stderr));
    assert!(text(&check.stdout).contains("my-variant (a variant of Yonmoque)"), "{}", text(&check.stdout));
    // The original's description is kept, but said to be the original's until it is edited.
    let written = std::fs::read_to_string(dir.join("my-variant.game")).expect("written");
    assert!(written.contains("\ndescription \"A variant of Yonmoque: Place or move"), "{written}");
    let again = yon_in(&dir, &["new", "my-variant.game", "--from", "yonmoque"], "");
    assert_eq!(again.status.code(), Some(4), "never over an existing file");
    assert!(text(&again.stderr).contains("already exists"), "{}", text(&again.stderr));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bench_without_a_games_folder_measures_the_built_in_games() {
    let dir = empty_dir("bench");
    let out = yon_in(&dir, &["bench", "--seconds", "0.01", "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let titles: Vec<&str> =
        rows.as_array().expect("rows").iter().filter_map(|r| r["game"].as_str()).collect();
    assert!(titles.contains(&"Yavalax") && titles.contains(&"Yonmoque"), "{titles:?}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_misspelt_name_is_refused_with_the_nearest_one_and_a_file_always_wins() {
    let dir = empty_dir("names");
    let out = yon_in(&dir, &["legal", "yonmoqe"], "");
    assert_eq!(out.status.code(), Some(4));
    assert_eq!(
        text(&out.stderr).trim_end(),
        "no file `yonmoqe` and no built-in game of that name; did you mean `yonmoque`? (`yon list` shows them)"
    );
    let far = yon_in(&dir, &["show", "qqqqqqqqqqqq"], "");
    assert_eq!(far.status.code(), Some(4));
    assert_eq!(
        text(&far.stderr).trim_end(),
        "no file `qqqqqqqqqqqq` and no built-in game of that name (`yon list` shows them)"
    );
    // A file of the same name as a built-in game is the one played.
    std::fs::write(
        dir.join("yavalax"),
        "game \"Mine\"\nplayers a b\nboard square 2 x 2\npiece s\nhand s 1\naction place: place on empty\n",
    )
    .expect("written");
    let out = yon_in(&dir, &["legal", "yavalax"], "");
    assert_eq!(text(&out.stdout).lines().count(), 4, "the local file, not the built-in game");
    let out = yon_in(&dir, &["legal", "yavalax.game"], "");
    assert_eq!(
        text(&out.stdout).lines().count(),
        169,
        "`NAME.game` is the built-in game when no such file exists"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_record_of_a_built_in_game_replays_from_any_folder() {
    let (here, there) = (empty_dir("record-here"), empty_dir("record-there"));
    let record = here.join("game.record");
    let file = record.display().to_string();
    let out = yon_in(
        &here,
        &["play", "tic-tac-toe", "--o", "random", "--seed", "2", "--record", &file],
        "b2\nquit\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let saved = std::fs::read_to_string(&record).expect("the record was written");
    assert!(saved.contains("tic-tac-toe"), "the record names the built-in game: {saved}");
    let out = yon_in(&there, &["replay", &file], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).is_empty(), "the built-in game is the one recorded: {}", text(&out.stderr));
    assert!(text(&out.stdout).contains("replayed 2 actions"), "{}", text(&out.stdout));
    std::fs::remove_dir_all(&here).ok();
    std::fs::remove_dir_all(&there).ok();
}

#[test]
fn a_record_carries_its_games_text_and_replays_where_the_file_is_not() {
    let (here, there) = (empty_dir("text-here"), empty_dir("text-there"));
    let source =
        include_str!("../../../games/tic-tac-toe.game").replace("\"Tic-tac-toe\"", "\"Road tic-tac-toe\"");
    std::fs::write(here.join("road.game"), &source).expect("written");
    let record = here.join("game.record");
    let file = record.display().to_string();
    let args = ["play", "road.game", "--o", "random", "--seed", "2", "--record", &file];
    let out = yon_in(&here, &args, "b2\nquit\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let saved = std::fs::read_to_string(&record).expect("the record was written");
    assert!(saved.contains("\ntext:\n| // Tic-tac-toe.\n| game \"Road tic-tac-toe\"\n"), "{saved}");
    // Elsewhere, with no road.game anywhere: the record's own text is played.
    let moved = there.join("moved.record");
    std::fs::copy(&record, &moved).expect("copied");
    let out = yon_in(&there, &["replay", &moved.display().to_string()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).is_empty(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("replayed 2 actions"), "{}", text(&out.stdout));
    // The file it names, changed since: said, and the record's text is still the one played.
    std::fs::write(here.join("road.game"), source.replace("Road", "Changed")).expect("written");
    let out = yon_in(&there, &["replay", &file], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("differs from the game text the record carries"),
        "{}",
        text(&out.stderr)
    );
    let out = yon_in(&there, &["play", "--from", &moved.display().to_string(), "--o", "random"], "quit\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Road tic-tac-toe"), "{}", text(&out.stdout));
    // A record from before the text was kept still needs its file, as it always did.
    let old = there.join("old.record");
    std::fs::write(&old, saved.split("text:\n").next().expect("the header and turns")).expect("written");
    let out = yon_in(&there, &["replay", &old.display().to_string()], "");
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("no file `road.game`"), "{}", text(&out.stderr));
    std::fs::remove_dir_all(&here).ok();
    std::fs::remove_dir_all(&there).ok();
}

//! `yon rules` for every shipped game, kept as insta snapshots to be read as a designer would;
//! and every rule-making statement of each file is accounted for by its line number.

use std::path::PathBuf;
use std::process::Command;

fn shipped_games() -> Vec<PathBuf> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../games");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("games/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    files.sort();
    files
}

fn rules_text(path: &std::path::Path) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_yon")).arg("rules").arg(path).output().expect("yon runs");
    assert!(output.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// Statements that make a rule: each must be explained, with its line.
const RULE_KEYWORDS: [&str; 10] =
    ["action", "turn", "forbid", "win", "lose", "draw", "out", "rank", "promote", "team"];

#[test]
fn every_shipped_game_reads_back_in_words() {
    let games = shipped_games();
    assert!(games.len() >= 5);
    for path in games {
        let stem = path.file_stem().expect("a stem").to_string_lossy().into_owned();
        let text = rules_text(&path);
        let source = std::fs::read_to_string(&path).expect("readable");
        for (number, line) in source.lines().enumerate() {
            let first = line.split([' ', ':']).next().unwrap_or("");
            if RULE_KEYWORDS.contains(&first) {
                let mention = format!("line {}", number + 1);
                assert!(text.contains(&mention), "{stem}: `{line}` ({mention}) is not explained:\n{text}");
            }
        }
        insta::assert_snapshot!(stem, text);
    }
}

#[test]
fn a_built_in_name_gives_the_same_rules_as_its_file() {
    let path = shipped_games().into_iter().next().expect("a shipped game");
    let name = path.file_stem().expect("a stem").to_string_lossy().into_owned();
    assert_eq!(rules_text(std::path::Path::new(&name)), rules_text(&path));
}

//! Tidy: the invariants of the code base that no compiler checks — module docs, no game named
//! under `src/`, small files, no `unwrap()` in library code — and every shipped game checks.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("readable directory") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn src_files() -> Vec<(PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    rust_files(&src)
        .into_iter()
        .map(|p| (p.clone(), std::fs::read_to_string(&p).expect("readable")))
        .collect()
}

/// The text before any `#[cfg(test)]` module: what ships.
fn library_part(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or(text, |i| &text[..i])
}

#[test]
fn every_source_file_says_what_it_owns() {
    let missing: Vec<String> = src_files()
        .into_iter()
        .filter(|(_, text)| !text.starts_with("//!"))
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(missing.is_empty(), "files without a leading `//!` line: {missing:?}");
}

#[test]
fn no_game_is_named_in_the_engine() {
    let games = [
        "yonmoque",
        "yavalax",
        "yonin",
        "fear vier",
        "fear-vier",
        "fear_vier",
        "fearvier",
        "yoso",
        "shogi",
        "othello",
        "reversi",
        "tic-tac",
        "tic tac",
        "tic_tac",
        "tictac",
        "connect four",
        "connect-four",
        "gomoku",
    ];
    let mut hits = Vec::new();
    for (path, text) in src_files() {
        let lower = text.to_lowercase();
        for game in games {
            if lower.contains(game) {
                hits.push(format!("{} mentions {game}", path.display()));
            }
        }
    }
    assert!(hits.is_empty(), "the engine must not know any game: {hits:?}");
}

#[test]
fn source_files_stay_small() {
    let mut too_long = Vec::new();
    for (path, text) in src_files() {
        let lines = text.lines().count();
        if lines > 800 {
            too_long.push(format!("{} has {lines} lines", path.display()));
        } else if lines > 400 {
            eprintln!("note: {} has {lines} lines; split it by concept when it grows", path.display());
        }
    }
    assert!(too_long.is_empty(), "files over 800 lines: {too_long:?}");
}

#[test]
fn library_code_does_not_unwrap() {
    let hits: Vec<String> = src_files()
        .into_iter()
        .filter(|(_, text)| library_part(text).contains(".unwrap()"))
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(hits.is_empty(), "use `expect(\"why it cannot fail\")` or handle the error: {hits:?}");
}

#[test]
fn every_shipped_game_checks() {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut checked = 0;
    for entry in std::fs::read_dir(games).expect("games/") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "game") {
            let source = std::fs::read_to_string(&path).expect("readable");
            if let Err(diagnostics) = yon::check::load(&source) {
                panic!("{} does not check: {diagnostics:#?}", path.display());
            }
            checked += 1;
        }
    }
    assert!(checked >= 5, "games/ holds the shipped games");
}

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

/// Every crate's code: the core's `src/`, and each front end's under `crates/`, `playground/`
/// and `python/`.
fn src_files() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![root.join("src"), root.join("playground/src"), root.join("python/src")];
    if let Ok(crates) = std::fs::read_dir(root.join("crates")) {
        let mut fronts: Vec<PathBuf> = crates.map(|e| e.expect("entry").path().join("src")).collect();
        fronts.sort();
        dirs.extend(fronts);
    }
    dirs.iter()
        .filter(|dir| dir.is_dir())
        .flat_map(|dir| rust_files(dir))
        .map(|p| (p.clone(), std::fs::read_to_string(&p).expect("readable")))
        .collect()
}

#[test]
fn every_crate_is_looked_at() {
    let files = src_files();
    let under = |dir: &str| files.iter().any(|(path, _)| path.to_string_lossy().contains(dir));
    assert!(
        under("/src/engine/")
            && under("/crates/view/src/")
            && under("/crates/serve/src/")
            && under("/crates/lsp/src/")
            && under("/crates/cli/src/")
            && under("/playground/src/")
    );
}

/// The lines before the first line holding `#[cfg(test)]`: what ships, numbered from 1.
fn library_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line))
        .take_while(|(_, line)| !line.contains("#[cfg(test)]"))
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

/// Every spelling matched by `yonmoque|yavalax|yonin|fear[ _-]?vier|yoso|shogi|othello|reversi|
/// tic[ _-]?tac|connect[ _-]?four|gomoku`, lower case: a `~` stands for `[ _-]?`.
fn game_names() -> Vec<String> {
    let patterns = [
        "yonmoque",
        "yavalax",
        "yonin",
        "fear~vier",
        "yoso",
        "shogi",
        "othello",
        "reversi",
        "tic~tac",
        "connect~four",
        "gomoku",
    ];
    let mut names = Vec::new();
    for pattern in patterns {
        if pattern.contains('~') {
            names.extend(["", " ", "_", "-"].map(|sep| pattern.replace('~', sep)));
        } else {
            names.push(pattern.to_string());
        }
    }
    names
}

#[test]
fn no_game_is_named_in_the_engine() {
    let names = game_names();
    assert_eq!(names.len(), 8 + 3 * 4, "each separator spelling of the three two-word names");
    let mut hits = Vec::new();
    for (path, text) in src_files() {
        let lower = text.to_lowercase();
        for (number, line) in lower.lines().enumerate() {
            for name in names.iter().filter(|n| line.contains(n.as_str())) {
                hits.push(format!("{}:{} mentions {name}", path.display(), number + 1));
            }
        }
    }
    assert!(hits.is_empty(), "the engine must not know any game: {hits:#?}");
}

/// The pipeline's stages and what each may read, in code that ships: types change at each
/// boundary one way, so no stage reads a later one (the tests of a stage may load whole games).
const STAGES: [(&str, &[&str]); 7] = [
    ("diagnostic", &["syntax"]),
    ("syntax", &["diagnostic"]),
    ("check", &["syntax", "diagnostic", "compile"]),
    ("compile", &["diagnostic"]),
    ("engine", &["compile"]),
    ("agents", &["engine", "compile"]),
    ("record", &["engine", "compile"]),
];

#[test]
fn stages_read_only_the_stages_before_them() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut back_arrows = Vec::new();
    for (path, text) in src_files() {
        let Ok(relative) = path.strip_prefix(&src) else { continue };
        let stage = relative.iter().next().and_then(|s| s.to_str()).unwrap_or("").trim_end_matches(".rs");
        let Some((_, allowed)) = STAGES.iter().find(|(name, _)| *name == stage) else { continue };
        if path.file_name().is_some_and(|name| name == "tests.rs") {
            continue;
        }
        for (number, line) in library_lines(&text).filter(|(_, line)| !line.trim_start().starts_with("//")) {
            for (other, _) in STAGES.iter().filter(|(other, _)| *other != stage && !allowed.contains(other)) {
                if line.contains(&format!("crate::{other}::")) || line.contains(&format!("crate::{other};")) {
                    back_arrows.push(format!("{}:{number}: {stage} reads {other}", path.display()));
                }
            }
        }
    }
    assert!(back_arrows.is_empty(), "a stage reads a later one: {back_arrows:#?}");
}

/// The front ends in layers and which of yon's crates each may depend on: the core (`yon`)
/// under all, the shared presentation (`yon-view`, with the page's game) under the front ends,
/// and no front end under another but for the command (`yon-cli`), whose `yon serve` and `yon
/// lsp` start the servers' crates.
const FRONT_ENDS: [(&str, &[&str]); 6] = [
    ("crates/view", &[]),
    ("crates/lsp", &["yon-view"]),
    ("crates/serve", &["yon-view"]),
    ("crates/cli", &["yon-view", "yon-serve", "yon-lsp"]),
    ("playground", &["yon-view"]),
    ("python", &[]),
];

#[test]
fn front_ends_depend_only_on_the_layers_below() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wrong = Vec::new();
    for (dir, allowed) in FRONT_ENDS {
        let manifest = std::fs::read_to_string(root.join(dir).join("Cargo.toml")).expect("a manifest");
        for line in manifest.lines().filter(|line| line.starts_with("yon-")) {
            let name = line.split([' ', '=']).next().unwrap_or("");
            if !allowed.contains(&name) {
                wrong.push(format!("{dir}/Cargo.toml: depends on {name}"));
            }
        }
    }
    assert!(wrong.is_empty(), "a crate depends on a layer above or beside it: {wrong:#?}");
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
    let mut hits = Vec::new();
    for (path, text) in src_files() {
        for (number, _) in library_lines(&text).filter(|(_, line)| line.contains(".unwrap()")) {
            hits.push(format!("{}:{number}", path.display()));
        }
    }
    assert!(hits.is_empty(), "use `expect(\"why it cannot fail\")` or handle the error: {hits:#?}");
}

#[test]
fn every_shipped_game_checks() {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut checked = 0;
    let mut failures = String::new();
    for entry in std::fs::read_dir(games).expect("games/") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "game") {
            let source = std::fs::read_to_string(&path).expect("readable");
            if let Err(diagnostics) = yon::check::load(&source) {
                let name = path.display().to_string();
                failures.push_str(&yon::diagnostic::render(&diagnostics, &name, &source, false));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "shipped games that do not check:\n{failures}");
    assert!(checked >= 5, "games/ holds the shipped games, found {checked}");
}

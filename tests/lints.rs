//! Lint warnings as users see them: each file in `tests/warnings/` checks clean but is surely
//! wrong, and its source with the rendered warnings is kept as an insta snapshot; no shipped
//! game warns unless an `// allow` comment says why.

use std::path::PathBuf;

fn game_files(dir: &str) -> Vec<PathBuf> {
    let dir = format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    files.sort();
    files
}

fn stem(path: &std::path::Path) -> String {
    path.file_stem().expect("a file name").to_string_lossy().into_owned()
}

/// The code each file in `tests/warnings/` is there to show (`None`: every warning silenced),
/// so a snapshot cannot be accepted with the wrong warning in it.
const EXPECTED_CODES: &[(&str, Option<&str>)] = &[
    ("action-played-by-an-earlier-one", Some("W005")),
    ("counter-never-read", Some("W010")),
    ("kind-no-one-has", Some("W001")),
    ("opponent-never-has-the-kind", Some("W006")),
    ("option-never-used", Some("W007")),
    ("place-with-no-hand", Some("W002")),
    ("region-never-used", Some("W004")),
    ("result-that-never-holds", Some("W003")),
    ("royal-kind-nothing-attacks", Some("W009")),
    ("silenced", None),
    ("win-for-opponents-with-nothing", Some("W008")),
];

#[test]
fn every_warning_file_checks_and_shows_only_its_warning() {
    let files = game_files("tests/warnings");
    let stems: Vec<String> = files.iter().map(|p| stem(p)).collect();
    let listed: Vec<&str> = EXPECTED_CODES.iter().map(|(stem, _)| *stem).collect();
    assert_eq!(stems, listed, "EXPECTED_CODES lists every file in tests/warnings/, sorted");
    for (path, (name, code)) in files.iter().zip(EXPECTED_CODES) {
        let source = std::fs::read_to_string(path).expect("readable");
        assert_eq!(yon::check::diagnose(&source), [], "{name}: checks clean");
        let warnings = yon::check::warnings(&source);
        let codes: Vec<&str> = warnings.iter().map(|d| d.code).collect();
        match code {
            Some(code) => assert_eq!(codes, [*code], "{name}"),
            None => assert_eq!(codes, Vec::<&str>::new(), "{name}: every warning is silenced"),
        }
        let numbered: String =
            source.lines().enumerate().map(|(i, l)| format!("{:>3} | {l}\n", i + 1)).collect();
        let rendered = yon::diagnostic::render(&warnings, &format!("{name}.game"), &source, false);
        insta::assert_snapshot!(format!("warning-{name}"), format!("{numbered}---\n{rendered}"));
    }
}

#[test]
fn the_silenced_file_would_warn_without_its_comments() {
    let path = format!("{}/tests/warnings/silenced.game", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(path).expect("readable");
    let bare: String =
        source.lines().map(|l| l.split("//").next().unwrap_or(l)).collect::<Vec<_>>().join("\n");
    let codes: Vec<&str> = yon::check::warnings(&bare).iter().map(|d| d.code).collect();
    assert_eq!(codes, ["W004", "W003"]);
}

#[test]
fn no_shipped_game_warns() {
    let games = game_files("games");
    assert!(games.len() >= 10, "the shipped games");
    for path in games {
        let source = std::fs::read_to_string(&path).expect("readable");
        let warnings = yon::check::warnings(&source);
        assert!(warnings.is_empty(), "{}: {warnings:?}", path.display());
    }
}

#[test]
fn a_file_with_errors_gets_no_warnings() {
    let source = "players a b\nboard square 3 x 3\npiece stone\naction place: place on nowhere\n";
    assert!(!yon::check::diagnose(source).is_empty());
    assert_eq!(yon::check::warnings(source), []);
}

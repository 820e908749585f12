//! Diagnostics as users see them: each broken file in `tests/diagnostics/` fails to check, and
//! its source with the rendered errors is kept as an insta snapshot.

use std::path::PathBuf;

fn broken_files() -> Vec<PathBuf> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/diagnostics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/diagnostics")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    files.sort();
    files
}

/// The text of `tests/diagnostics/STEM.game`.
fn read(stem: &str) -> String {
    let path = format!("{}/tests/diagnostics/{stem}.game", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The source, numbered, then every diagnostic as `yon check` renders it without colour.
fn report(name: &str, source: &str) -> String {
    // As `yon check` does: with every option off, then each on by itself.
    let diagnostics = yon::check::diagnose(source);
    assert!(!diagnostics.is_empty(), "{name}: a failure comes with a reason");
    for d in &diagnostics {
        assert!(d.span.end <= source.len() && d.span.start <= d.span.end, "{name}: span inside the source");
    }
    let numbered: String = source.lines().enumerate().map(|(i, l)| format!("{:>3} | {l}\n", i + 1)).collect();
    let rendered = yon::diagnostic::render(&diagnostics, name, source, false);
    format!("{numbered}---\n{rendered}")
}

#[test]
fn every_broken_file_is_reported_with_source_and_caret() {
    let files = broken_files();
    assert!(files.len() >= 20, "a broad set of broken files");
    for path in files {
        let name = path.file_name().expect("a file name").to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).expect("readable");
        let stem = name.trim_end_matches(".game").to_string();
        insta::assert_snapshot!(stem, report(&name, &source));
    }
}

/// The error code each broken file is there to show, so a snapshot cannot be accepted with the
/// wrong problem in it.
const EXPECTED_CODES: &[(&str, &str)] = &[
    ("a-facing-of-several-directions", "E012"),
    ("abreast-after-a-slide", "E019"),
    ("abreast-of-one", "E015"),
    ("abreast-with-push", "E019"),
    ("action-never-played", "E017"),
    ("board-too-large", "E015"),
    ("board-without-cells", "E015"),
    ("by-chance-beside-a-choice", "E018"),
    ("cell-set-up-twice", "E020"),
    ("check-without-royal", "E019"),
    ("counter-that-asks-who-can-act", "E019"),
    ("counter-too-many", "E022"),
    ("counter-unknown", "E012"),
    ("custodial-run-of-own", "E024"),
    ("dice-never-thrown", "E017"),
    ("die-without-dice", "E019"),
    ("direction-set-name-taken", "E011"),
    ("distance-of-no-steps", "E015"),
    ("dynamic-in-region", "E014"),
    ("empty-file", "E010"),
    ("enclosed-in-a-region", "E014"),
    ("exact-slide-of-nothing", "E015"),
    ("graph-direction-named-twice", "E015"),
    ("graph-line-through-missing-spot", "E012"),
    ("graph-named-lines-meet", "E015"),
    ("graph-ring-open-lines-overlap", "E015"),
    ("graph-statements-without-graph", "E015"),
    ("graph-without-spots", "E015"),
    ("groups-touching-more-than-the-family", "E016"),
    ("hand-for-a-player-twice", "E011"),
    ("hand-too-large", "E002"),
    ("highest-starts-with-too-many-throws", "E022"),
    ("highest-starts-without-a-first-roll", "E018"),
    ("highest-starts-without-one-die-a-player", "E015"),
    ("kind-letter-too-long", "E021"),
    ("kinds-with-the-same-letter", "E011"),
    ("leave-a-track-that-loops", "E015"),
    ("line-longer-than-the-board", "E015"),
    ("lines-along-a-ring", "E015"),
    ("metadata-declared-twice", "E011"),
    ("most-before-a-group", "E018"),
    ("no-board", "E010"),
    ("no-players", "E010"),
    ("number-too-big", "E002"),
    ("old-form-directions-without-parentheses", "E001"),
    ("old-form-turn-first", "E001"),
    ("only-a-comment", "E010"),
    ("option-switches-off-the-only-turn", "E018"),
    ("per-player-region-without-owner", "E016"),
    ("placed-in-a-region", "E014"),
    ("players-declared-twice", "E011"),
    ("promote-at-end-to-two-kinds", "E019"),
    ("pull-after-top", "E019"),
    ("pull-without-direction", "E019"),
    ("pushing-without-push", "E019"),
    ("ranks-on-a-graph-board", "E015"),
    ("ranks-outside-the-board", "E015"),
    ("region-family-needs-a-label", "E016"),
    ("relative-direction-in-an-effect", "E012"),
    ("relative-direction-without-facing", "E012"),
    ("remember-unknown-family", "E012"),
    ("result-for-a-player-and-for-opponents", "E019"),
    ("roll-beside-a-choice", "E018"),
    ("roll-without-dice", "E019"),
    ("seeds-word-without-seeds", "E019"),
    ("shape-as-a-stack", "E019"),
    ("shape-on-a-graph-board", "E015"),
    ("shape-too-large", "E022"),
    ("shape-twice", "E011"),
    ("shape-unknown-cell", "E012"),
    ("stack-placement-without-stacks", "E019"),
    ("stacks-word-without-stacks", "E019"),
    ("string-with-a-control-character", "E001"),
    ("stuck-in-forbid", "E019"),
    ("surrounded-in-a-region", "E014"),
    ("swap-beside-a-spot-named-swap", "E023"),
    ("swap-declared-twice", "E023"),
    ("swap-remembered", "E023"),
    ("swap-with-three-players", "E023"),
    ("swap-within-a-turn", "E023"),
    ("syntax-missing-colon", "E001"),
    ("syntax-misspelt-motion", "E001"),
    ("syntax-slide-parts-out-of-order", "E001"),
    ("syntax-two-errors", "E001"),
    ("syntax-unclosed-paren", "E001"),
    ("syntax-unknown-statement", "E001"),
    ("through-on-a-hop-that-does-not-fly", "E019"),
    ("too-many-dice", "E022"),
    ("too-many-players", "E022"),
    ("top-of-no-pieces", "E015"),
    ("top-without-stacks", "E019"),
    ("track-not-every-players", "E016"),
    ("track-off-in-the-middle", "E015"),
    ("turn-ends-with-its-roll", "E018"),
    ("turn-may-be-empty", "E018"),
    ("turn-pattern-too-complex", "E018"),
    ("unknown-action-in-turn", "E012"),
    ("unknown-direction", "E012"),
    ("unknown-option", "E012"),
    ("unknown-option-no-suggestion", "E012"),
    ("unknown-player-in-setup", "E012"),
    ("unknown-region", "E012"),
    ("unknown-value", "E012"),
    ("unmoved-without-kinds", "E019"),
    ("value-word-without-values", "E019"),
    ("which-piece-kind", "E013"),
];

#[test]
fn every_broken_file_shows_only_the_problem_it_is_named_for() {
    let mut stems: Vec<String> = broken_files()
        .iter()
        .map(|p| p.file_stem().expect("a file name").to_string_lossy().into_owned())
        .collect();
    stems.sort();
    let listed: Vec<&str> = EXPECTED_CODES.iter().map(|(stem, _)| *stem).collect();
    assert_eq!(stems, listed, "EXPECTED_CODES lists every file in tests/diagnostics/, sorted");
    for (stem, code) in EXPECTED_CODES {
        let source = read(stem);
        let codes: Vec<&str> = yon::check::diagnose(&source).iter().map(|d| d.code).collect();
        assert!(codes.iter().all(|c| c == code), "{stem}: expected only {code}, got {codes:?}");
    }
}

#[test]
fn two_syntax_errors_are_both_reported() {
    let source = read("syntax-two-errors");
    let errors = yon::check::load(&source).expect_err("broken");
    let lines: Vec<usize> = errors.iter().map(|e| e.line_col(&source).0).collect();
    assert_eq!(lines, [3, 7]);
}

#[test]
fn a_misspelt_name_gets_a_suggestion() {
    let source = read("unknown-region");
    let errors = yon::check::load(&source).expect_err("broken");
    assert_eq!(errors[0].code, "E012");
    assert_eq!(errors[0].help.as_deref(), Some("did you mean `colour`?"));
}

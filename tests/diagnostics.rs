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

/// The source, numbered, then every diagnostic as `yon check` renders it without colour.
fn report(name: &str, source: &str) -> String {
    let diagnostics = match yon::check::load(source) {
        Ok(_) => panic!("{name} should not check"),
        Err(diagnostics) => diagnostics,
    };
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

#[test]
fn two_syntax_errors_are_both_reported() {
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/diagnostics/syntax-two-errors.game"
    ))
    .expect("readable");
    let errors = yon::check::load(&source).expect_err("broken");
    let lines: Vec<usize> = errors.iter().map(|e| e.line_col(&source).0).collect();
    assert_eq!(lines, [3, 7]);
}

#[test]
fn a_misspelt_name_gets_a_suggestion() {
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/diagnostics/unknown-region.game"
    ))
    .expect("readable");
    let errors = yon::check::load(&source).expect_err("broken");
    assert_eq!(errors[0].code, "E012");
    assert_eq!(errors[0].help.as_deref(), Some("did you mean `colour`?"));
}

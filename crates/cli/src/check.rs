//! `yon check`: validates game files and lists every problem, as text or JSON.

use super::{CliResult, Failure, exit};
use std::io::IsTerminal;
use std::path::PathBuf;
use yon::check;
use yon::diagnostic::{LineIndex, render};
use yon_view::diagnostics::json;
use yon_view::files::read_game;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Game files to check (or names of built-in games: `yon list`).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print a JSON array of {file, valid, title, language, errors, warnings}; each error or warning is
    /// {code, message, line, column, end_line, end_column, label, help}, positions 1-based
    /// in characters, the end just past the last character marked.
    #[arg(long)]
    json: bool,
}

/// Checks every file, even after one that cannot be read; the exit code is the worst case:
/// `IO` when a file could not be read, else `INVALID_GAME` when one is invalid. A valid file
/// may have lint warnings (`W…`): they are printed, and leave the exit code 0.
pub fn run(args: &Args) -> CliResult {
    let mut reports = Vec::new();
    let mut text = String::new();
    let (mut invalid, mut unreadable) = (0, 0);
    let colour = super::colour_wanted(std::io::stdout().is_terminal());
    for path in &args.files {
        let name = path.display().to_string();
        let (source, diagnostics) = match read_game(path) {
            // Every configuration of options is checked; the title and size are those with none on.
            Ok(source) => match (check::diagnose(&source), check::load(&source)) {
                (diagnostics, Ok(rules)) if diagnostics.is_empty() => {
                    let warnings = check::warnings(&source);
                    text.push_str(&render(&warnings, &name, &source, colour));
                    let count = match warnings.len() {
                        0 => String::new(),
                        1 => ", 1 warning".to_string(),
                        n => format!(", {n} warnings"),
                    };
                    text.push_str(&format!(
                        "{name}: ok — {} ({} players, {} cells){count}\n",
                        rules.title,
                        rules.player_count(),
                        rules.geometry.cell_count()
                    ));
                    let lines = LineIndex::new(&source);
                    let warnings: Vec<_> = warnings.iter().map(|d| json(d, &lines)).collect();
                    reports.push(serde_json::json!({ "file": name, "valid": true, "title": rules.title,
                        "errors": [], "warnings": warnings }));
                    continue;
                }
                (diagnostics, _) => (source, diagnostics),
            },
            Err(error) => match error.diagnostic() {
                Some((diagnostic, source)) => (source, vec![diagnostic]),
                None => {
                    unreadable += 1;
                    let message = error.message(path);
                    if !args.json {
                        errln!("{message}");
                    }
                    reports.push(serde_json::json!({ "file": name, "valid": false, "readable": false,
                        "message": message, "errors": [], "warnings": [] }));
                    continue;
                }
            },
        };
        invalid += 1;
        text.push_str(&render(&diagnostics, &name, &source, colour));
        let count = diagnostics.len();
        text.push_str(&format!("{name}: {count} error{}\n", if count == 1 { "" } else { "s" }));
        let lines = LineIndex::new(&source);
        let errors: Vec<_> = diagnostics.iter().map(|d| json(d, &lines)).collect();
        reports.push(serde_json::json!({ "file": name, "valid": false, "errors": errors, "warnings": [] }));
    }
    if args.json {
        // Each file was read by this version of the language.
        for report in &mut reports {
            report["language"] = serde_json::json!(yon::syntax::LANGUAGE_VERSION);
        }
        outln!("{}", serde_json::to_string_pretty(&reports).expect("JSON values always serialise"));
    } else {
        out!("{text}");
    }
    match (unreadable, invalid) {
        (0, 0) => Ok(()),
        (0, _) => Err(Failure::new(exit::INVALID_GAME, "")),
        _ => Err(Failure::new(exit::IO, "")),
    }
}

//! `yon check`: validates game files and lists every problem, as text or JSON.

use super::{CliResult, Failure, exit};
use crate::check;
use crate::diagnostic::{Diagnostic, render};
use std::io::IsTerminal;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Game files to check.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print a JSON array of {file, valid, title, errors: [{code, message, line, column, label, help}]}.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> CliResult {
    let mut reports = Vec::new();
    let mut text = String::new();
    let mut failed = 0;
    for path in &args.files {
        let name = path.display().to_string();
        let source = std::fs::read_to_string(path)
            .map_err(|e| Failure::new(exit::IO, format!("cannot read {name}: {e}")))?;
        // Every configuration of options is checked; the title and size are those with none on.
        let diagnostics = check::diagnose(&source);
        match check::load(&source) {
            Ok(rules) if diagnostics.is_empty() => {
                text.push_str(&format!(
                    "{name}: ok — {} ({} players, {} cells)\n",
                    rules.title,
                    rules.player_count(),
                    rules.geometry.cell_count()
                ));
                reports.push(
                    serde_json::json!({ "file": name, "valid": true, "title": rules.title, "errors": [] }),
                );
            }
            _ => {
                failed += 1;
                let colour = super::colour_wanted(std::io::stdout().is_terminal());
                text.push_str(&render(&diagnostics, &name, &source, colour));
                text.push_str(&format!(
                    "{name}: {} error{}\n",
                    diagnostics.len(),
                    if diagnostics.len() == 1 { "" } else { "s" }
                ));
                let errors: Vec<_> = diagnostics.iter().map(|d| json(d, &source)).collect();
                reports.push(serde_json::json!({ "file": name, "valid": false, "errors": errors }));
            }
        }
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&reports).expect("JSON values always serialise"));
    } else {
        print!("{text}");
    }
    if failed > 0 { Err(Failure::new(exit::INVALID_GAME, "")) } else { Ok(()) }
}

fn json(diagnostic: &Diagnostic, source: &str) -> serde_json::Value {
    let (line, column) = diagnostic.line_col(source);
    serde_json::json!({
        "code": diagnostic.code,
        "message": diagnostic.message,
        "line": line,
        "column": column,
        "label": diagnostic.label,
        "help": diagnostic.help,
    })
}

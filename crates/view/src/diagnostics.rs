//! Diagnostics as the front ends give them: rendered with a line that counts them (what `yon`
//! prints for a file that does not check, and what a page is answered), and one as a JSON row
//! (`yon check --json`, the playground's editor).

use yon::diagnostic::{Diagnostic, LineIndex, render};

/// Every diagnostic rendered, then a line counting them: `path: 2 errors`.
pub fn report(path: &str, source: &str, diagnostics: &[Diagnostic], colour: bool) -> String {
    let mut message = render(diagnostics, path, source, colour);
    let count = diagnostics.len();
    message.push_str(&format!("{path}: {count} error{}\n", if count == 1 { "" } else { "s" }));
    message
}

/// One diagnostic with its place: `{code, message, line, column, end_line, end_column, label,
/// help}`, positions 1-based in characters, the end just past the last character marked.
pub fn json(diagnostic: &Diagnostic, lines: &LineIndex) -> serde_json::Value {
    let (line, column) = lines.line_col(diagnostic.span.start);
    let (end_line, end_column) = lines.line_col(diagnostic.span.end);
    serde_json::json!({
        "code": diagnostic.code,
        "message": diagnostic.message,
        "line": line,
        "column": column,
        "end_line": end_line,
        "end_column": end_column,
        "label": diagnostic.label,
        "help": diagnostic.help,
    })
}

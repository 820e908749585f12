//! Parse: source text to the typed tree. The file is split into statements and each is parsed
//! alone with the pest grammar, so that every syntax error in a file is reported at once.

use super::ast::{GameFile, Gate, Item, Span, Spanned};
use super::build::{At, gate, statement};
use super::errors::syntax_error;
use super::split::{code_len, statements};
use crate::diagnostic::Diagnostic;
use pest::Parser;
use std::ops::Range;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/yon.pest"]
pub(crate) struct YonParser;

/// The longest statement parsed, in bytes of code (comments do not count). Long flat lists (`a1 b1 c1 …`) nest left to right in
/// the tree, so this bounds how deep every later stage recurses.
const MAX_STATEMENT: usize = 8192;

/// The most statements a file may hold: far more than any game needs, few enough that
/// checking stays quick.
pub const MAX_STATEMENTS: usize = 10_000;

/// Parses a whole file; on failure, one diagnostic per statement that does not parse.
pub fn parse(source: &str) -> Result<GameFile, Vec<Diagnostic>> {
    let (file, errors) = parse_lenient(source);
    if errors.is_empty() { Ok(file) } else { Err(errors) }
}

/// Parses every statement that parses, and gives one diagnostic per statement that does not:
/// an editor still finds the names of a file while one line of it is half typed.
pub fn parse_lenient(source: &str) -> (GameFile, Vec<Diagnostic>) {
    let mut file = GameFile::default();
    let mut errors = Vec::new();
    let ranges = statements(source);
    if let Some(past) = ranges.get(MAX_STATEMENTS) {
        let line_end = source[past.clone()].find('\n').map_or(past.end, |i| past.start + i);
        let message =
            format!("this file has {} statements; yon takes at most {MAX_STATEMENTS}", ranges.len());
        let diagnostic = Diagnostic::new("E003", message, Span::new(past.start, line_end))
            .label("one too many")
            .help("a game needs far fewer: merge lists into one statement");
        return (file, vec![diagnostic]);
    }
    for range in ranges {
        match parse_statement(source, range) {
            Ok((item, gate)) => {
                file.items.push(item);
                file.gates.push(gate);
            }
            Err(diagnostic) => errors.push(diagnostic),
        }
    }
    super::names::take_over(&mut file, source);
    (file, errors)
}

/// One statement and its option gate.
fn parse_statement(source: &str, range: Range<usize>) -> Result<(Spanned<Item>, Option<Gate>), Diagnostic> {
    let text = &source[range.clone()];
    if code_len(text) > MAX_STATEMENT {
        return Err(too_long(text, range.start));
    }
    let mut pairs = YonParser::parse(Rule::statement, text)
        .map_err(|error| syntax_error(&error, source, range.clone()))?;
    let pair = pairs.next().expect("`statement` matches one statement rule");
    let at = At(range.start);
    let gate = pairs.next().filter(|p| p.as_rule() == Rule::gate).map(|p| gate(at, p));
    Ok((statement(pair, at)?, gate))
}

fn too_long(text: &str, offset: usize) -> Diagnostic {
    let span = Span::new(offset, offset + text.find('\n').unwrap_or(text.len()));
    let message =
        format!("this statement has {} bytes of code; yon takes at most {MAX_STATEMENT}", code_len(text));
    Diagnostic::new("E003", message, span).label("too long").help("split it, e.g. into several regions")
}

#[cfg(test)]
mod chain_tests;
#[cfg(test)]
mod error_tests;
#[cfg(test)]
mod shape_tests;
#[cfg(test)]
mod tests;

//! Parse: splits a file into statements, parses each with the pest grammar, and reports every
//! syntax error at once with what was expected.

use super::ast::{GameFile, Span};
use super::build::statement;
use crate::diagnostic::Diagnostic;
use pest::Parser;
use pest::error::InputLocation;

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/yon.pest"]
pub(crate) struct YonParser;

/// Words that begin a statement when they start a line.
const STATEMENT_WORDS: [&str; 16] = [
    "game", "players", "board", "piece", "hand", "setup", "region", "option", "action", "turn", "pass",
    "forbid", "win", "lose", "draw", "rank",
];

/// Parses a whole file; on failure, one diagnostic per statement that does not parse.
pub fn parse(source: &str) -> Result<GameFile, Vec<Diagnostic>> {
    let mut file = GameFile::default();
    let mut errors = Vec::new();
    for (start, end) in statement_ranges(source) {
        let text = &source[start..end];
        if let Some(diagnostic) = too_large(text, start) {
            errors.push(diagnostic);
            continue;
        }
        match YonParser::parse(Rule::statement_only, text) {
            Ok(mut pairs) => match pairs.next() {
                Some(pair) => match statement(pair, start) {
                    Ok(item) => file.items.push(item),
                    Err(diagnostic) => errors.push(diagnostic),
                },
                None => errors.push(Diagnostic::new("E001", "empty statement", Span::new(start, end))),
            },
            Err(error) => errors.push(syntax_error(&error, source, start)),
        }
    }
    if errors.is_empty() { Ok(file) } else { Err(errors) }
}

/// The longest statement and the deepest nesting the parser takes: recursion is bounded so
/// that no input can exhaust the stack.
const MAX_STATEMENT: usize = 8192;
const MAX_NESTING: usize = 64;

/// Refuses a statement too long or too deeply nested to parse safely.
fn too_large(text: &str, offset: usize) -> Option<Diagnostic> {
    if text.len() > MAX_STATEMENT {
        let span = Span::new(offset, offset + text.find('\n').unwrap_or(text.len()));
        let message =
            format!("this statement is {} bytes long; yon takes at most {MAX_STATEMENT}", text.len());
        return Some(
            Diagnostic::new("E003", message, span)
                .label("too long")
                .help("split it, e.g. into several regions"),
        );
    }
    let mut depth = 0usize;
    for word in text.split_inclusive(|c: char| c.is_whitespace() || c == '(' || c == ')') {
        let opens = word.matches('(').count() + usize::from(word.trim() == "not");
        depth = (depth + opens).saturating_sub(word.matches(')').count());
        if depth > MAX_NESTING {
            let at = offset + word.as_ptr() as usize - text.as_ptr() as usize;
            let message = format!("nesting deeper than {MAX_NESTING} levels");
            return Some(Diagnostic::new("E003", message, Span::new(at, at + word.len())).label("too deep"));
        }
    }
    None
}

/// Byte ranges of the statements: each runs from a line starting with a statement word to the
/// next such line. Text before the first statement (other than comments) is its own range.
fn statement_ranges(source: &str) -> Vec<(usize, usize)> {
    let mut starts = Vec::new();
    let mut offset = 0;
    let mut seen_text = false;
    for line in source.split_inclusive('\n') {
        let body = strip_comment(line).trim();
        if starts_statement(body) || (!seen_text && !body.is_empty()) {
            starts.push(offset + (line.len() - line.trim_start().len()));
        }
        seen_text |= !body.is_empty();
        offset += line.len();
    }
    let mut ranges: Vec<(usize, usize)> =
        starts.windows(2).map(|w| (w[0], w[1])).chain(starts.last().map(|&s| (s, source.len()))).collect();
    for range in &mut ranges {
        range.1 = range.0 + source[range.0..range.1].trim_end().len();
    }
    ranges
}

fn strip_comment(line: &str) -> &str {
    line.split("//").next().unwrap_or("")
}

/// `board full` and `rank 3` continue a condition or a cell set; they do not start statements.
fn starts_statement(line: &str) -> bool {
    let mut words = line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'));
    let first = words.next().unwrap_or("");
    let second = line[first.len()..].trim_start();
    STATEMENT_WORDS.contains(&first)
        && !(first == "board" && second.starts_with("full"))
        && (first != "rank" || second.starts_with("by"))
}

fn syntax_error(error: &pest::error::Error<Rule>, source: &str, offset: usize) -> Diagnostic {
    let at = offset
        + match error.location {
            InputLocation::Pos(p) => p,
            InputLocation::Span((s, _)) => s,
        };
    let found = token_at(source, at);
    let span = Span::new(at, at + found.len().max(usize::from(at < source.len())));
    let expected = match &error.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => expected_words(positives),
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    let message = if found.is_empty() {
        format!("unexpected end of statement; expected {expected}")
    } else {
        format!("unexpected `{found}`; expected {expected}")
    };
    Diagnostic::new("E001", message, span).label(format!("expected {expected}"))
}

/// The word or symbol at a byte offset, for messages.
fn token_at(source: &str, at: usize) -> &str {
    let rest = source.get(at..).unwrap_or("");
    let word_len =
        rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')).unwrap_or(rest.len());
    if word_len > 0 {
        return &rest[..word_len];
    }
    rest.char_indices().nth(1).map_or(rest, |(i, _)| &rest[..i]).trim_end_matches(['\n', '\r'])
}

fn expected_words(positives: &[Rule]) -> String {
    let mut words: Vec<String> = Vec::new();
    for rule in positives {
        let word = describe(*rule);
        if !words.contains(&word) {
            words.push(word);
        }
    }
    match words.len() {
        0 => "something else".into(),
        1 => words.remove(0),
        _ => {
            let last = words.pop().unwrap_or_default();
            format!("{} or {last}", words.join(", "))
        }
    }
}

/// A rule as a person would name it.
fn describe(rule: Rule) -> String {
    let name = format!("{rule:?}");
    if let Some(word) = name.strip_prefix("k_") {
        return format!("`{word}`");
    }
    let words = match rule {
        Rule::ident | Rule::word => "a name",
        Rule::number => "a number",
        Rule::string => "a quoted string",
        Rule::letters => "file letters",
        Rule::cells
        | Rule::cell_or
        | Rule::cell_and
        | Rule::cell_minus
        | Rule::all
        | Rule::empty
        | Rule::own => "a cell set",
        Rule::directions => "directions",
        Rule::condition | Rule::cond_and | Rule::cond_not | Rule::negation | Rule::compare => "a condition",
        Rule::quantity | Rule::lines | Rule::windows | Rule::flipped | Rule::passes | Rule::pieces => {
            "a quantity"
        }
        Rule::comparison => "a comparison (`==`, `>=`…)",
        Rule::pattern | Rule::pattern_seq | Rule::pattern_rep => "a turn pattern",
        Rule::repeat => "`?`, `*` or `+`",
        Rule::effects => "`then`",
        Rule::requires => "`requires`",
        Rule::timing | Rule::after | Rule::turn_start => "`after` or `at turn start`",
        Rule::gate => "`if` or `unless`",
        Rule::place | Rule::move_stmt => "`place` or `move`",
        Rule::step | Rule::slide | Rule::hop => "`step`, `slide` or `hop`",
        Rule::to => "`to`",
        Rule::through => "`through`",
        Rule::at_least => "`+`",
        Rule::EOI => "the end of the statement",
        Rule::board_square | Rule::board_rhombus | Rule::board_hexagon => "`square` or `hex`",
        Rule::outcome | Rule::rank_by => "`win`, `lose`, `draw` or `rank by`",
        Rule::game_stmt | Rule::players_stmt | Rule::board_stmt | Rule::piece_stmt | Rule::hand_stmt => {
            "a statement"
        }
        _ if name.ends_with("_stmt") => "a statement",
        _ => return name.replace('_', " "),
    };
    words.to_string()
}

#[cfg(test)]
mod tests;

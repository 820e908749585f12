//! Old forms: the ways of writing that the language once accepted and no longer does, found in
//! a text and each paired with today's form (tests/old_forms/README.md lists them all). These
//! are candidates: `check::fix` keeps only those that make the file read better.

use super::parse::{Rule, YonParser};
use super::split::{code_end, statements};
use pest::Parser;

/// One rewrite: the bytes `start..end` become `new`; `old_form` names what was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Rewrite {
    pub start: usize,
    pub end: usize,
    pub new: String,
    /// The old form in a few words, for the message: `turn first:`.
    pub old_form: String,
    /// Today's form, as the message shows it: `turn 1:`.
    pub new_form: String,
    /// Whether this rewrite finishes the one before it (a gate's new place), rather than
    /// mending an old form of its own.
    pub continues: bool,
}

/// Every place in `source` written in an old form, in file order, none overlapping.
pub fn candidates(source: &str) -> Vec<Rewrite> {
    let mut found = Vec::new();
    let mut offset = 0;
    let lines: Vec<&str> = source.split_inclusive('\n').collect();
    for (i, line) in lines.iter().enumerate() {
        let code = code_of(line);
        turn_first(code, offset, &mut found);
        gate_before_colon(source, code, offset, &mut found);
        directions_without_parentheses(code, offset, &mut found);
        if let Some(next) = lines.get(i + 1) {
            keyword_alone(line, next, offset, &mut found);
        }
        offset += line.len();
    }
    strings::control_characters(source, &mut found);
    letters::clashing_letters(source, &mut found);
    nesting::redundant_parentheses(source, &mut found);
    long_regions::long_regions(source, &mut found);
    found.sort_by_key(|r| r.start);
    found.dedup_by(|later, earlier| later.start < earlier.end);
    found
}

/// `source` with the rewrites made (they must be in order and not overlap).
pub fn apply(source: &str, rewrites: &[Rewrite]) -> String {
    let mut out = String::with_capacity(source.len());
    let mut from = 0;
    for rewrite in rewrites {
        out.push_str(&source[from..rewrite.start]);
        out.push_str(&rewrite.new);
        from = rewrite.end;
    }
    out.push_str(&source[from..]);
    out
}

/// The words of the whole text outside comments and strings, with their byte offsets.
fn code_words(source: &str) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut offset = 0;
    for line in source.split_inclusive('\n') {
        let code = code_of(line);
        let mut in_string = false;
        let mut escaped = false;
        let mut strings = Vec::new();
        for (i, c) in code.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => {
                    strings.push(i);
                    in_string = !in_string;
                }
                _ => {}
            }
        }
        let inside = |at: usize| strings.iter().filter(|&&q| q < at).count() % 2 == 1;
        found.extend(words(code).into_iter().filter(|&(at, _)| !inside(at)).map(|(at, w)| (offset + at, w)));
        offset += line.len();
    }
    found
}

/// A line up to its comment (a `//` outside a string).
fn code_of(line: &str) -> &str {
    &line[..code_end(line)]
}

/// The words of a line's code with their byte offsets in it.
fn words(code: &str) -> Vec<(usize, &str)> {
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in code.char_indices().chain(std::iter::once((code.len(), ' '))) {
        let part = c.is_ascii_alphanumeric() || c == '_' || c == '-';
        match (start, part) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                words.push((s, &code[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    words
}

/// `turn first: …` (the first turn's pattern) is `turn 1: …` today.
fn turn_first(code: &str, offset: usize, found: &mut Vec<Rewrite>) {
    let words = words(code);
    if let [(_, "turn"), (at, "first"), ..] = words.as_slice()
        && code[at + "first".len()..].trim_start().starts_with(':')
    {
        let start = offset + at;
        found.push(Rewrite {
            start,
            end: start + "first".len(),
            new: "1".into(),
            old_form: "turn first:".into(),
            new_form: "turn 1:".into(),
            continues: false,
        });
    }
}

/// `action NAME if OPTION: …` (or `unless`): the gate goes after the whole statement today.
fn gate_before_colon(source: &str, code: &str, offset: usize, found: &mut Vec<Rewrite>) {
    let words = words(code);
    let [(_, "action"), (_, name), (gate_at, gate @ ("if" | "unless")), (option_at, option), ..] =
        words.as_slice()
    else {
        return;
    };
    let option_end = option_at + option.len();
    if !code[option_end..].trim_start().starts_with(':') {
        return;
    }
    let Some(statement) =
        statements(source).into_iter().find(|s| s.start == offset + code.len() - code.trim_start().len())
    else {
        return;
    };
    let end = statement.start + code_end(&source[statement.clone()]);
    // The gate and the space before it go; the same words go at the statement's end.
    let removed_from = offset + code[..*gate_at].trim_end().len();
    found.push(Rewrite {
        start: removed_from,
        end: offset + option_end,
        new: String::new(),
        old_form: format!("action {name} {gate} {option}:"),
        new_form: format!("action {name}: … {gate} {option}"),
        continues: false,
    });
    found.push(Rewrite {
        start: end,
        end,
        new: format!(" {gate} {option}"),
        old_form: format!("action {name} {gate} {option}:"),
        new_form: format!("action {name}: … {gate} {option}"),
        continues: true,
    });
}

/// `next s|sw occupied`, `edge s|w`, `sight n|s from …`: several directions are written in
/// parentheses today, `next (s | sw) occupied`.
fn directions_without_parentheses(code: &str, offset: usize, found: &mut Vec<Rewrite>) {
    let words = words(code);
    for pair in words.windows(2) {
        let [(_, keyword @ ("next" | "edge" | "sight")), (start, first)] = pair else { continue };
        let mut end = start + first.len();
        let mut directions = vec![*first];
        while code[end..].starts_with('|') {
            let rest = &code[end + 1..];
            let length = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .unwrap_or(rest.len());
            if length == 0 {
                break;
            }
            directions.push(&rest[..length]);
            end += 1 + length;
        }
        if directions.len() > 1 {
            let joined = directions.join(" | ");
            found.push(Rewrite {
                start: offset + start,
                end: offset + end,
                new: format!("({joined})"),
                old_form: format!("{keyword} {}", directions.join("|")),
                new_form: format!("{keyword} ({joined})"),
                continues: false,
            });
        }
    }
}

/// A statement's keyword left on a line without what makes the line a statement's start
/// (`hand mark` ⏎ `unlimited`, `turn` ⏎ `: place`): the lines are joined today.
fn keyword_alone(line: &str, next: &str, offset: usize, found: &mut Vec<Rewrite>) {
    let code = code_of(line).trim();
    if code.is_empty() || code_of(line).len() != line.trim_end().len() || starts_statement(code) {
        return;
    }
    let following = code_of(next).trim();
    let glue = if following.starts_with([':', ',']) { "" } else { " " };
    let joined = format!("{code}{glue}{following}");
    if following.is_empty() || !starts_statement(&joined) {
        return;
    }
    // `line` holds only code: its line break and the next line's indent become one space.
    let start = offset + line.trim_end().len();
    let end = offset + line.len() + (next.len() - next.trim_start().len());
    found.push(Rewrite {
        start,
        end,
        new: glue.into(),
        old_form: format!("`{code}` alone on its line"),
        new_form: joined.chars().take(40).collect(),
        continues: false,
    });
}

fn starts_statement(code: &str) -> bool {
    YonParser::parse(Rule::statement_start, code).is_ok()
}

pub mod era;
mod letters;
mod long_regions;
mod nesting;
mod strings;
#[cfg(test)]
mod tests;

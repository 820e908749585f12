//! Format: one canonical layout for a game file, as `yon fmt` writes it. The tokens stay as
//! written and where the author broke lines they stay broken; only the space between tokens
//! is made canonical: one space (none before `,` `:` `)` and after `(`), a continuation line
//! indented by two, at most one blank line, comments kept where they were.

use super::ast::Span;
use super::parse::{Rule, YonParser};
use super::split::statements;
use crate::diagnostic::Diagnostic;
use pest::Parser;

/// How far a statement's continuation lines (and the comments among them) are indented.
const INDENT: &str = "  ";

/// A token of the file: its rule, where it is, and whether it starts a statement.
#[derive(Clone, Copy, Debug)]
struct Token {
    rule: Rule,
    start: usize,
    end: usize,
    first: bool,
}

/// The file in its canonical layout, or the syntax errors that keep it from being formatted
/// (a file that does not parse is left as it is).
pub fn format(source: &str) -> Result<String, Vec<Diagnostic>> {
    super::parse(source)?;
    let before = tokens(source);
    let formatted = layout(source, &before);
    // The layout only ever changes the space between tokens; a change to the tokens would be
    // a bug here, never to be written over a designer's file.
    let again = tokens(&formatted);
    let same = again.len() == before.len()
        && before.iter().zip(&again).all(|(a, b)| {
            a.rule == b.rule && a.first == b.first && source[a.start..a.end] == formatted[b.start..b.end]
        });
    if !same {
        let message = "yon fmt could not lay this file out without changing it (a bug: please report it)";
        return Err(vec![Diagnostic::new("E001", message, Span::new(0, 0))]);
    }
    Ok(formatted)
}

/// Every token of a file that parses, in order.
fn tokens(source: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    for range in statements(source) {
        let Ok(pairs) = YonParser::parse(Rule::statement, &source[range.clone()]) else { continue };
        let mut first = true;
        for pair in pairs.flatten() {
            let span = pair.as_span();
            if pair.clone().into_inner().next().is_some() || span.start() == span.end() {
                continue;
            }
            let (start, end) = (range.start + span.start(), range.start + span.end());
            tokens.push(Token { rule: pair.as_rule(), start, end, first });
            first = false;
        }
    }
    tokens
}

/// The file with each gap between tokens laid out anew.
fn layout(source: &str, tokens: &[Token]) -> String {
    let mut out = String::with_capacity(source.len());
    let mut from = 0;
    let mut previous: Option<Token> = None;
    for &token in tokens {
        let gap = &source[from..token.start];
        let glue = previous.map(|p| space(p, token, gap.is_empty()));
        out.push_str(&lay_gap(gap, previous.is_some(), Some(token), glue));
        out.push_str(&source[token.start..token.end]);
        previous = Some(token);
        from = token.end;
    }
    out.push_str(&lay_gap(&source[from..], previous.is_some(), None, None));
    out
}

/// What a gap of whitespace and comments becomes. `after_token`: the gap follows a token on
/// its line (so a comment with no newline before it trails that token); `next`: the token
/// after it, if any; `glue`: the space between the two when the gap holds neither a newline
/// nor a comment.
fn lay_gap(gap: &str, after_token: bool, next: Option<Token>, glue: Option<&'static str>) -> String {
    let indent = match next {
        Some(token) if !token.first => INDENT,
        _ => "",
    };
    let mut out = String::new();
    let mut newlines = 0;
    let mut on_line = after_token;
    let mut rest = gap;
    while !rest.is_empty() {
        if let Some(comment) = rest.strip_prefix("//").map(|_| rest.split('\n').next().unwrap_or(rest)) {
            if newlines == 0 && on_line {
                out.push(' ');
            } else {
                out.push_str(&breaks(newlines, !out.is_empty() || after_token));
                out.push_str(indent);
            }
            out.push_str(comment.trim_end());
            (newlines, on_line) = (0, true);
            rest = &rest[comment.len()..];
        } else {
            let c = rest.chars().next().expect("the gap is not empty");
            newlines += usize::from(c == '\n');
            // Only whitespace and comments lie between tokens; anything else is kept as it is.
            if !c.is_whitespace() && c != '\u{feff}' {
                out.push(c);
            }
            rest = &rest[c.len_utf8()..];
        }
    }
    let started = !out.is_empty() || after_token;
    match next {
        None if started => out.push('\n'),
        None => {}
        // A comment runs to its line's end, so the token goes on a line of its own.
        Some(_) if newlines > 0 || !out.is_empty() => {
            out.push_str(&breaks(newlines.max(1), started));
            out.push_str(indent);
        }
        Some(_) => out.push_str(glue.unwrap_or("")),
    }
    out
}

/// `newlines` line breaks as laid out: at most one blank line, none before the file's first
/// line.
fn breaks(newlines: usize, started: bool) -> String {
    if started { "\n".repeat(newlines.clamp(1, 2)) } else { String::new() }
}

/// The space between two tokens on one line. Punctuation that is never part of a name sits
/// against its neighbour; `-`, `+` and `*`, which join ranges and counts (`files a-c`,
/// `lines 3+`), keep the author's choice of space or none.
fn space(previous: Token, next: Token, touching: bool) -> &'static str {
    match (previous.rule, next.rule) {
        (_, Rule::p_comma | Rule::p_colon | Rule::p_close | Rule::p_question) => "",
        (Rule::p_open, _) => "",
        (Rule::p_minus | Rule::p_plus | Rule::p_star, _)
        | (_, Rule::p_minus | Rule::p_plus | Rule::p_star)
            if touching =>
        {
            ""
        }
        _ => " ",
    }
}

#[cfg(test)]
mod tests;

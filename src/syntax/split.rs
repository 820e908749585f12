//! Split: cuts a file into statements, so that each is parsed alone and one mistake does not
//! hide the next; and the small text scans that need to know where comments are.

use super::parse::{Rule, YonParser};
use pest::Parser;
use std::ops::Range;

/// The characters the grammar skips as whitespace, and the byte-order mark some editors put
/// at the start of a file.
const BLANK: [char; 5] = [' ', '\t', '\r', '\n', '\u{feff}'];

/// Byte ranges of the statements, without the whitespace around them. A statement starts on a
/// line whose first word is a statement keyword (the grammar's `statement_start`), unless the
/// line of code before it ends with an operator that wants more (`&`, `|`, `,`, `:`, `(`, a
/// comparison), and runs to the next such line. Text before the first statement is a range of
/// its own, so that it is reported rather than dropped.
pub(super) fn statements(source: &str) -> Vec<Range<usize>> {
    let mut starts = Vec::new();
    let mut offset = 0;
    let mut unfinished = false;
    for line in source.split_inclusive('\n') {
        let body = line.trim_start_matches(BLANK);
        let code = code(body).trim_matches(BLANK);
        let stray_text = starts.is_empty() && !code.is_empty();
        if stray_text || !unfinished && YonParser::parse(Rule::statement_start, body).is_ok() {
            starts.push(offset + line.len() - body.len());
        }
        if !code.is_empty() {
            unfinished = code.ends_with(['&', '|', ',', ':', '(', '=', '<', '>']);
        }
        offset += line.len();
    }
    let ends = starts.iter().skip(1).copied().chain([source.len()]);
    starts.iter().zip(ends).map(|(&start, end)| start..start + trim_end(&source[start..end]).len()).collect()
}

/// `text` without the whitespace at its end.
pub(super) fn trim_end(text: &str) -> &str {
    text.trim_end_matches(BLANK)
}

/// How many bytes of `text` are code: comments do not count.
pub(super) fn code_len(text: &str) -> usize {
    text.split_inclusive('\n').map(|line| code(line).len()).sum()
}

/// The line up to its comment, if it has one. A `//` inside a string is not a comment.
fn code(line: &str) -> &str {
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            '/' if !in_string && line[i..].starts_with("//") => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Where the code in `text` ends: before any trailing whitespace and comments.
pub(super) fn code_end(text: &str) -> usize {
    let mut end = trim_end(text).len();
    loop {
        let line_start = text[..end].rfind('\n').map_or(0, |i| i + 1);
        let code_len = code(&text[line_start..end]).len();
        if line_start + code_len == end {
            return end;
        }
        end = trim_end(&text[..line_start + code_len]).len();
    }
}

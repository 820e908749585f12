//! Old strings: a backslash before a line break (once a line break in a title), a tab or
//! other control character in a string, and — in files from before escapes were cut to `\"`
//! and `\\` — a backslash before any other character, which it once dropped.

use super::Rewrite;

/// Where a string's text is: the byte just after its opening quote and the closing quote's
/// byte (or the line's end, for a string left open), for every string outside comments.
fn strings(source: &str) -> Vec<(usize, usize)> {
    let bytes = source.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'"' => {
                let start = i + 1;
                let end = string_end(bytes, start);
                found.push((start, end));
                i = end + 1;
            }
            _ => i += 1,
        }
    }
    found
}

/// The closing quote of a string that starts at `start` (after its quote): a raw line break
/// ends it too, since no string ever ran on to the next line except after a backslash.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if bytes.get(i + 1) == Some(&b'\r') && bytes.get(i + 2) == Some(&b'\n') => i += 3,
            b'\\' if i + 1 < bytes.len() => i += 2,
            b'"' | b'\n' => return i,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// `"two \⏎lines"` and `"a⇥b"`: a backslash and line break, or a run of control characters,
/// inside a string becomes one space (a string holds one line of printable text today).
pub(super) fn control_characters(source: &str, found: &mut Vec<Rewrite>) {
    for (start, end) in strings(source) {
        let text = &source[start..end];
        let mut new = String::with_capacity(text.len());
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            let broken = c == '\\' && chars.peek().is_some_and(|n| *n == '\n' || *n == '\r');
            if c == '\\' && !broken {
                new.push(c);
                new.extend(chars.next());
            } else if broken || c.is_control() {
                // The spaces around the break go too, so that the words keep one space between.
                while chars.next_if(|n| n.is_control() || *n == ' ').is_some() {}
                new.truncate(new.trim_end_matches(' ').len());
                new.push(' ');
            } else {
                new.push(c);
            }
        }
        if new != text {
            found.push(Rewrite {
                start,
                end,
                old_form: format!("{text:?}"),
                new_form: format!("\"{new}\""),
                new,
                continues: false,
            });
        }
    }
}

/// `"Noughts \& crosses"` before 2026-11-22 19:33: the backslash before a character other
/// than `"` and `\` was dropped; today it is kept as written.
pub(super) fn dropped_backslashes(source: &str, found: &mut Vec<Rewrite>) {
    for (start, end) in strings(source) {
        let text = &source[start..end];
        let mut chars = text.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if c != '\\' {
                continue;
            }
            match chars.next() {
                Some((_, '"' | '\\')) | None => {}
                Some((_, next)) if next.is_control() => {}
                Some((_, next)) => found.push(Rewrite {
                    start: start + i,
                    end: start + i + 1,
                    new: String::new(),
                    old_form: format!("`\\{next}` in a string (the backslash was dropped)"),
                    new_form: next.to_string(),
                    continues: false,
                }),
            }
        }
    }
}

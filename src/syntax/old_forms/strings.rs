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
        let mut at = 0;
        while at < text.len() {
            let rest = &text[at..];
            let broken = rest.strip_prefix('\\').filter(|r| r.starts_with(['\n', '\r']));
            let control = rest.chars().next().is_some_and(char::is_control);
            if broken.is_none() && !control {
                at += rest.chars().next().map_or(1, char::len_utf8);
                continue;
            }
            // The spaces around the break go too, so that the words keep one space between.
            let from = text[..at].trim_end_matches(' ').len();
            let skip = usize::from(broken.is_some());
            let after = rest[skip..].trim_start_matches(|c: char| c.is_control() || c == ' ');
            let to = text.len() - after.len();
            let (old_form, new_form) = if broken.is_some() {
                ("a backslash before a line break in a string", "one line: a space")
            } else {
                ("a control character in a string", "a space")
            };
            found.push(Rewrite {
                start: start + from,
                end: start + to,
                new: " ".into(),
                old_form: old_form.into(),
                new_form: new_form.into(),
                continues: false,
            });
            at = to;
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

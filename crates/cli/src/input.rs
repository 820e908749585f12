//! Input: a line typed at a prompt (`yon play`, `yon replay --step`), read within a length
//! limit and as UTF-8, from a terminal or from piped input alike.

use std::io::{BufRead, Read};

/// The longest line read at the prompt.
const MAX_LINE: u64 = 64 * 1024;

/// A line of input at the prompt.
pub enum Line {
    Text(String),
    /// A line that is not text (not UTF-8, or too long): why.
    Unreadable(&'static str),
    End,
}

pub fn read_line(input: &mut impl BufRead) -> Line {
    let mut bytes = Vec::new();
    match input.by_ref().take(MAX_LINE).read_until(b'\n', &mut bytes) {
        Ok(0) | Err(_) => return Line::End,
        Ok(_) => {}
    }
    if !bytes.ends_with(b"\n") && bytes.len() as u64 >= MAX_LINE {
        // Skip the rest of the line.
        let mut rest = Vec::new();
        while input.by_ref().take(MAX_LINE).read_until(b'\n', &mut rest).is_ok_and(|n| n > 0)
            && !rest.ends_with(b"\n")
        {
            rest.clear();
        }
        return Line::Unreadable("that line is too long");
    }
    match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text.trim_end_matches(['\n', '\r']).to_string()),
        Err(_) => Line::Unreadable("that line is not UTF-8 text"),
    }
}

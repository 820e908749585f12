//! Mutate: one edit of a text at a time — bytes cut, lines repeated or dropped, tokens swapped,
//! words of the language, digits or odd characters put in — to make a valid file invalid in
//! the ways people and tools do.

use super::generate::Gen;

/// Words and symbols of the language and of records, and characters that have hurt before.
const TOKENS: &[&str] = &[
    "game",
    "players",
    "board",
    "square",
    "hex",
    "radius",
    "graph",
    "spot",
    "line",
    "ring",
    "piece",
    "hand",
    "unlimited",
    "setup",
    "region",
    "of",
    "all",
    "empty",
    "own",
    "enemy",
    "action",
    "place",
    "move",
    "step",
    "slide",
    "hop",
    "leap",
    "over",
    "run",
    "to",
    "then",
    "flip",
    "capture",
    "custodial",
    "jumped",
    "requires",
    "turn",
    "first",
    "pass",
    "forbid",
    "win",
    "lose",
    "draw",
    "rank",
    "by",
    "lines",
    "repetitions",
    "pieces",
    "at",
    "start",
    "for",
    "opponents",
    "promote",
    "royal",
    "check",
    ":",
    ",",
    "|",
    "&",
    "-",
    "(",
    ")",
    "?",
    "*",
    "+",
    ">=",
    "\"",
    "//",
    "\n",
    "\t",
    "\u{feff}",
    "\u{a0}",
    "\u{1b}",
    "\r",
    "0",
    "99999999999",
    "4294967295",
    "-1",
    "0.0001",
    "1e9",
    "é",
    "yon-record 1",
    "actions: 3",
    "seed: none",
    "result: unfinished",
    "x wins",
    "seat red: random",
];

/// The nearest char boundary at or before `i`.
fn floor(text: &str, i: usize) -> usize {
    (0..=i.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0)
}

/// One random edit of `text`.
pub fn mutate(g: &mut Gen, text: &str) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let at = floor(text, g.below(text.len() + 1));
    match g.below(7) {
        0 => {
            let end = floor(text, at + 1 + g.below(30)).max(at);
            format!("{}{}", &text[..at], &text[end..])
        }
        1 if !lines.is_empty() => {
            let i = g.below(lines.len());
            let mut out = lines.clone();
            out.insert(i, lines[i]);
            out.concat()
        }
        2 if !lines.is_empty() => {
            let mut out = lines.clone();
            out.remove(g.below(lines.len()));
            out.concat()
        }
        3 => {
            let words: Vec<&str> = text.split(' ').collect();
            let (i, j) = (g.below(words.len()), g.below(words.len()));
            let mut out = words.clone();
            out.swap(i, j);
            out.join(" ")
        }
        4 => {
            let token = TOKENS[g.below(TOKENS.len())];
            format!("{} {token} {}", &text[..at], &text[at..])
        }
        5 => {
            // A digit changed: sizes, counts and coordinates.
            let digits: Vec<usize> =
                text.char_indices().filter(|(_, c)| c.is_ascii_digit()).map(|(i, _)| i).collect();
            if digits.is_empty() {
                return text.to_string();
            }
            let i = digits[g.below(digits.len())];
            let new = ["0", "9", "99", "65535", "4096"][g.below(5)];
            format!("{}{new}{}", &text[..i], &text[i + 1..])
        }
        _ => text[..at].to_string(),
    }
}

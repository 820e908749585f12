//! Old long statements: before statements were bounded at 8,192 bytes, a region could list
//! any number of cells; today such a list is split into regions of a bounded size and their
//! union (`region big-1: …`, `region big-2: …`, `region big: big-1 big-2`).

use super::Rewrite;
use crate::syntax::split::statements;

/// The most bytes of cells one part holds: well under the statement's bound.
const PART: usize = 6000;

/// Each `region NAME: CELL CELL …` too long to be one statement, split into parts.
pub(super) fn long_regions(source: &str, found: &mut Vec<Rewrite>) {
    for statement in statements(source) {
        let text = &source[statement.clone()];
        let Some((name, body_at)) = region_head(text) else { continue };
        let body = &text[body_at..];
        let words: Vec<&str> = body.split_whitespace().collect();
        let plain = |w: &&str| {
            w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
                && !super::super::errors::is_language_word(w)
        };
        if body.len() <= PART || body.contains("//") || !words.iter().all(plain) {
            continue;
        }
        let parts = split(&words);
        let names = part_names(source, name, parts.len());
        let indent = &source[line_start(source, statement.start)..statement.start];
        let mut new = String::new();
        for (part, part_name) in parts.iter().zip(&names) {
            new.push_str(&format!("region {part_name}: {}\n{indent}", part.join(" ")));
        }
        new.push_str(&format!("region {name}: {}", names.join(" ")));
        found.push(Rewrite {
            start: statement.start,
            end: statement.end,
            new,
            old_form: format!("region {name}: … ({} bytes)", body.len()),
            new_form: format!("region {}: …, region {name}: {}", names[0], names.join(" ")),
            continues: false,
        });
    }
}

/// `region NAME:` at the start of a statement: the name and where the cells start.
fn region_head(text: &str) -> Option<(&str, usize)> {
    let rest = text.strip_prefix("region")?;
    let name_at = rest.len() - rest.trim_start().len();
    let rest = rest.trim_start();
    let name_len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))?;
    let colon = rest[name_len..].trim_start().strip_prefix(':')?;
    if name_at == 0 || name_len == 0 {
        return None;
    }
    Some((&rest[..name_len], text.len() - colon.len()))
}

/// The words in runs of at most `PART` bytes.
fn split<'a>(words: &[&'a str]) -> Vec<Vec<&'a str>> {
    let mut parts: Vec<Vec<&str>> = vec![Vec::new()];
    let mut length = 0;
    for &word in words {
        if length + word.len() + 1 > PART {
            parts.push(Vec::new());
            length = 0;
        }
        length += word.len() + 1;
        parts.last_mut().expect("one part at least").push(word);
    }
    parts
}

/// `NAME-1`, `NAME-2`, … or, when the file uses such a name already, `NAME-part-1`, ….
fn part_names(source: &str, name: &str, count: usize) -> Vec<String> {
    let used = |candidate: &String| {
        source.match_indices(candidate.as_str()).any(|(at, _)| {
            let after = source[at + candidate.len()..].chars().next();
            !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        })
    };
    let mut stem = format!("{name}-");
    loop {
        let names: Vec<String> = (1..=count).map(|i| format!("{stem}{i}")).collect();
        if !names.iter().any(used) {
            return names;
        }
        stem.push_str("part-");
    }
}

fn line_start(source: &str, at: usize) -> usize {
    source[..at].rfind('\n').map_or(0, |i| i + 1)
}

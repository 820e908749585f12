//! Hover docs: the section of `docs/LANGUAGE.md` for a language word, with its example.

/// The language reference, built in so the server answers without the source tree.
const LANGUAGE: &str = include_str!("../../../docs/LANGUAGE.md");

/// The most lines of a section shown: a heading's text and its first example fit.
const MAX_LINES: usize = 40;

/// Words whose docs sit under another heading than their own.
const ALIASES: &[(&str, &str)] = &[
    ("win", "results"),
    ("lose", "results"),
    ("draw", "results"),
    ("rank", "results"),
    ("stuck", "Conditions"),
    ("full", "Conditions"),
    ("empty", "Cell sets"),
    ("own", "Cell sets"),
    ("enemy", "Cell sets"),
    ("ally", "Cell sets"),
    ("occupied", "Cell sets"),
    ("all", "Cell sets"),
    ("dark", "Cell sets"),
    ("light", "Cell sets"),
    ("ranks", "Cell sets"),
    ("files", "Cell sets"),
    ("last", "Cell sets"),
    ("next", "Cell sets"),
    ("edge", "Cell sets"),
    ("sight", "Cell sets"),
    ("attacked", "Cell sets"),
    ("distance", "within"),
    ("along", "lines along"),
    ("any", "Directions"),
    ("orthogonal", "Directions"),
    ("diagonal", "Directions"),
    ("then", "Effects"),
    ("each", "Region families"),
    ("seats", "swap"),
    ("if", "option"),
    ("unless", "option"),
];

/// The Markdown section for a word of the language, or none for a word it does not have.
pub fn docs(word: &str) -> Option<String> {
    let heading = ALIASES.iter().find(|(w, _)| *w == word).map_or(word, |(_, h)| h);
    let sections = sections();
    let (_, start, end) = sections
        .iter()
        .find(|(h, _, _)| *h == heading)
        .or_else(|| sections.iter().find(|(h, _, _)| h.split(' ').next() == Some(heading)))?;
    let lines: Vec<&str> = LANGUAGE.lines().collect();
    let text = lines[*start..*end].iter().take(MAX_LINES).copied().collect::<Vec<_>>().join("\n");
    Some(text.replace("```game", "```yon"))
}

/// Each heading's text, and the lines from it to the next heading, outside code blocks.
fn sections() -> Vec<(&'static str, usize, usize)> {
    let mut headings = Vec::new();
    let mut fenced = false;
    let lines: Vec<&str> = LANGUAGE.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            headings.push((line.trim_start_matches('#').trim(), i));
        }
    }
    let ends = headings.iter().skip(1).map(|(_, i)| *i).chain(std::iter::once(lines.len()));
    headings.iter().zip(ends).map(|((h, start), end)| (*h, *start, end)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_word_shows_its_section_and_example() {
        let region = docs("region").expect("documented");
        assert!(region.starts_with("## region"), "{region}");
        assert!(region.contains("```yon"), "with its example: {region}");
        assert!(docs("slide").expect("documented").starts_with("#### slide"));
        assert!(docs("win").expect("documented").starts_with("## results"));
    }

    #[test]
    fn a_word_the_language_lacks_has_no_docs() {
        assert_eq!(docs("zebra"), None);
    }
}

//! Completion: the words that can come where the cursor is — after `then` an effect, after
//! `on` or `&` a cell set or a region, after `move` a kind or a motion, in a `turn` pattern an
//! action — and everywhere else every keyword and declared name, for the editor to filter.

use super::features::Document;
use super::grammar_words::{first_words, keywords};
use super::position::Lines;
use lsp_types::{CompletionItem, CompletionItemKind, Position};
use yon::check::PLACED;
use yon::compile::directions::direction_names;
use yon::syntax::symbols::SymbolKind;

/// What may come next, by the word before the cursor.
#[derive(Debug, PartialEq)]
enum Place {
    /// The start of a line that is no statement's continuation: a statement keyword.
    Statement,
    Effect,
    Cells,
    /// After an effect's `capture` or `flip`: a cell set, `jumped` or `custodial`.
    EffectCells,
    Motion,
    Direction,
    TurnPattern,
    /// Anywhere else: every word.
    Anywhere,
}

impl Document {
    /// The words that can come at `position`, keywords first, then the names declared.
    pub fn completion(&self, position: Position) -> Vec<CompletionItem> {
        let offset = Lines::new(&self.text).offset(position);
        let place = place_at(&self.text, offset);
        let (words, kinds): (Vec<&str>, &[SymbolKind]) = match place {
            Place::Statement => (first_words("statement_start"), &[]),
            Place::Effect => (first_words("effect"), &[]),
            Place::Cells => (cell_words("cell_atom"), &[SymbolKind::Region]),
            Place::EffectCells => (cell_words("effect_target"), &[SymbolKind::Region]),
            Place::Motion => (first_words("movement"), &[SymbolKind::Kind]),
            Place::Direction => (direction_names(), &[]),
            Place::TurnPattern => (vec!["pass", "end"], &[SymbolKind::Action]),
            Place::Anywhere => (
                keywords(),
                &[
                    SymbolKind::Player,
                    SymbolKind::Kind,
                    SymbolKind::Region,
                    SymbolKind::Action,
                    SymbolKind::Option,
                ],
            ),
        };
        let keywords = words.iter().map(|k| CompletionItem {
            label: k.to_string(),
            kind: Some(CompletionItemKind::KEYWORD),
            ..CompletionItem::default()
        });
        let mut seen: Vec<(SymbolKind, &str)> = Vec::new();
        let mut names = Vec::new();
        for symbol in self.symbols().iter().filter(|s| s.declaration && kinds.contains(&s.kind)) {
            if seen.contains(&(symbol.kind, &symbol.name)) {
                continue;
            }
            seen.push((symbol.kind, &symbol.name));
            names.push(CompletionItem {
                label: symbol.name.clone(),
                kind: Some(completion_kind(symbol.kind)),
                detail: Some(symbol.kind.describe().to_string()),
                ..CompletionItem::default()
            });
        }
        keywords.chain(names).collect()
    }
}

/// The words that start a cell set in the grammar rule `rule`, and `placed`, the cell set
/// the checker reads by name.
fn cell_words(rule: &str) -> Vec<&'static str> {
    let mut words = first_words(rule);
    words.push(PLACED);
    words
}

/// Where `offset` is: by the word before the one being typed, and the statement it is in.
fn place_at(text: &str, offset: usize) -> Place {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line = &text[line_start..offset];
    if line.contains("//") {
        return Place::Anywhere;
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let before = line.trim_end_matches(is_word).trim_end();
    if before.is_empty() && !line.starts_with([' ', '\t']) {
        return Place::Statement;
    }
    let statement = statement_word(text, line_start);
    let mut words = before.rsplit(|c: char| c.is_whitespace());
    let previous = words.next().unwrap_or("");
    let second = words.next().unwrap_or("");
    let previous = if previous.ends_with([':', '&', '|', '(', ',', '-']) && previous.len() > 1 {
        &previous[previous.len() - 1..]
    } else {
        previous
    };
    match (statement, previous) {
        ("turn", _) if before.contains(':') || !line.starts_with("turn") => Place::TurnPattern,
        (_, "then") => Place::Effect,
        (_, "capture" | "flip") if before.contains("then") => Place::EffectCells,
        (_, "on" | "to" | "from" | "through" | "&" | "|" | "(" | "in" | "over") => Place::Cells,
        (_, "move") => Place::Motion,
        // `move KIND`: the kind is a name the text alone does not know, but `move` is before it.
        _ if second == "move" && !first_words("movement").contains(&previous) => Place::Motion,
        (_, "step" | "slide" | "hop" | "leap" | "custodial") => Place::Direction,
        _ => Place::Anywhere,
    }
}

/// The first word of the statement the line at `line_start` belongs to: the nearest line at or
/// above it that starts without indentation.
fn statement_word(text: &str, line_start: usize) -> &str {
    let mut start = line_start;
    loop {
        let line = text[start..].split('\n').next().unwrap_or("");
        if !line.starts_with([' ', '\t']) || start == 0 {
            return line.split(|c: char| !c.is_ascii_alphanumeric()).next().unwrap_or("");
        }
        start = text[..start - 1].rfind('\n').map_or(0, |i| i + 1);
    }
}

fn completion_kind(kind: SymbolKind) -> CompletionItemKind {
    match kind {
        SymbolKind::Player => CompletionItemKind::VARIABLE,
        SymbolKind::Kind => CompletionItemKind::CLASS,
        SymbolKind::Region => CompletionItemKind::MODULE,
        SymbolKind::Action => CompletionItemKind::FUNCTION,
        SymbolKind::Option => CompletionItemKind::VALUE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Place {
        place_at(text, text.len())
    }

    #[test]
    fn the_place_is_read_from_the_word_before() {
        assert_eq!(at(""), Place::Statement);
        assert_eq!(at("players a b\nreg"), Place::Statement);
        assert_eq!(at("action a: place on emp"), Place::Cells);
        assert_eq!(at("action a: place on empty & "), Place::Cells);
        assert_eq!(at("action a: move king s"), Place::Motion);
        assert_eq!(at("action a: move king step "), Place::Direction);
        assert_eq!(at("action a: move step any to empty\n  then "), Place::Effect);
        assert_eq!(at("action a: move step any to empty then capture "), Place::EffectCells);
        assert_eq!(at("turn: place | "), Place::TurnPattern);
        assert_eq!(at("turn: place\n  | st"), Place::TurnPattern);
        assert_eq!(at("action a: place // on "), Place::Anywhere);
        assert_eq!(at("é𝄞 on "), Place::Cells);
    }

    #[test]
    fn after_on_the_regions_come_and_not_the_players() {
        let text = "players red blue\nregion middle: b2\naction a: place on ".to_string();
        let document = Document::new(text, None);
        let labels: Vec<String> =
            document.completion(Position::new(2, 19)).into_iter().map(|i| i.label).collect();
        assert!(
            labels.contains(&"middle".to_string()) && labels.contains(&"empty".to_string()),
            "{labels:?}"
        );
        assert!(
            !labels.contains(&"red".to_string()) && !labels.contains(&"players".to_string()),
            "{labels:?}"
        );
    }
}

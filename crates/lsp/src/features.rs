//! What the server answers about one open file: diagnostics, names under the cursor, their
//! declarations and uses, completions and an outline — LSP values from the checker's results.

use super::hover;
use super::position::Lines;
use lsp_types::{
    Diagnostic, DiagnosticSeverity, DocumentSymbol, Hover, HoverContents, Location, MarkupContent,
    MarkupKind, NumberOrString, Position, Uri,
};
use std::cell::OnceCell;
use yon::syntax::symbols::{Symbol, SymbolKind, symbol_at, symbols};
use yon_view::files::{MAX_GAME_BYTES, ReadError};

/// An open file and what is known of its names.
pub struct Document {
    pub text: String,
    /// The version the editor gave this text, sent back with its diagnostics.
    pub version: Option<i32>,
    /// The names of every statement that parses: made when first asked for, so that an edit
    /// overtaken by the next one costs nothing.
    symbols: OnceCell<Vec<Symbol>>,
    /// What `yon check` says of the text, likewise made when first asked for.
    found: OnceCell<Vec<yon::diagnostic::Diagnostic>>,
}

impl Document {
    pub fn new(text: String, version: Option<i32>) -> Document {
        Document { text, version, symbols: OnceCell::new(), found: OnceCell::new() }
    }

    /// Whether the text is longer than `yon check` reads; such a text is not checked or
    /// indexed, only told so.
    fn too_large(&self) -> bool {
        self.text.len() as u64 > MAX_GAME_BYTES
    }

    /// The names, indexed from every statement that parses, so that navigation works while
    /// one statement is being typed.
    pub(super) fn symbols(&self) -> &[Symbol] {
        self.symbols.get_or_init(|| {
            if self.too_large() {
                return Vec::new();
            }
            let (file, _) = yon::syntax::parse_lenient(&self.text);
            symbols(&file)
        })
    }

    /// Every error, as `yon check` finds them; when there is none, every lint warning. A text
    /// past `yon check`'s limit gets that one error, as `yon check` gives it.
    pub(super) fn found(&self) -> &[yon::diagnostic::Diagnostic] {
        self.found.get_or_init(|| {
            if self.too_large() {
                let refused = ReadError::TooLarge { limit: MAX_GAME_BYTES }.diagnostic();
                return refused.map(|(diagnostic, _)| diagnostic).into_iter().collect();
            }
            let errors = yon::check::diagnose(&self.text);
            if errors.is_empty() { yon::check::warnings(&self.text) } else { errors }
        })
    }

    /// The diagnostics as the editor shows them.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        let lines = Lines::new(&self.text);
        self.found().iter().map(|d| shown(d, &lines)).collect()
    }

    pub(super) fn symbol(&self, position: Position) -> Option<&Symbol> {
        symbol_at(self.symbols(), Lines::new(&self.text).offset(position))
    }

    /// A declared name's kind and where it is declared; else the reference section of the
    /// language word under the cursor.
    pub fn hover(&self, position: Position) -> Option<Hover> {
        let lines = Lines::new(&self.text);
        let value = match self.symbol(position) {
            Some(symbol) => {
                let declared: Vec<String> = self
                    .occurrences(symbol)
                    .filter(|s| s.declaration)
                    .map(|s| (lines.position(s.span.start).line + 1).to_string())
                    .collect();
                format!(
                    "{} `{}`, declared on line {}",
                    symbol.kind.describe(),
                    symbol.name,
                    declared.join(", ")
                )
            }
            None => hover::docs(word_at(&self.text, lines.offset(position))?)?,
        };
        Some(Hover {
            contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value }),
            range: None,
        })
    }

    pub(super) fn occurrences<'a>(&'a self, symbol: &'a Symbol) -> impl Iterator<Item = &'a Symbol> {
        self.symbols().iter().filter(move |s| s.kind == symbol.kind && s.name == symbol.name)
    }

    /// Where the name under the cursor is declared (a per-player region, once per player).
    pub fn definition(&self, uri: &Uri, position: Position) -> Vec<Location> {
        let Some(symbol) = self.symbol(position) else { return Vec::new() };
        let lines = Lines::new(&self.text);
        let at = |s: &Symbol| Location::new(uri.clone(), lines.range(s.span));
        self.occurrences(symbol).filter(|s| s.declaration).map(at).collect()
    }

    /// Every place the name under the cursor is written, its declarations only if asked.
    pub fn references(&self, uri: &Uri, position: Position, declarations: bool) -> Vec<Location> {
        let Some(symbol) = self.symbol(position) else { return Vec::new() };
        let lines = Lines::new(&self.text);
        let at = |s: &Symbol| Location::new(uri.clone(), lines.range(s.span));
        self.occurrences(symbol).filter(|s| declarations || !s.declaration).map(at).collect()
    }

    /// The outline: every declaration, in file order.
    pub fn outline(&self) -> Vec<DocumentSymbol> {
        let lines = Lines::new(&self.text);
        self.symbols().iter().filter(|s| s.declaration).map(|s| outline_entry(s, &lines)).collect()
    }
}

/// A diagnostic as the editor shows it: the label and help folded into the message.
pub(super) fn shown(d: &yon::diagnostic::Diagnostic, lines: &Lines) -> Diagnostic {
    let severity = if d.is_warning() { DiagnosticSeverity::WARNING } else { DiagnosticSeverity::ERROR };
    let mut message = d.message.clone();
    if !d.label.is_empty() {
        message = format!("{message}: {}", d.label);
    }
    if let Some(help) = &d.help {
        message = format!("{message}\nhelp: {help}");
    }
    Diagnostic {
        range: lines.range(d.span),
        severity: Some(severity),
        code: Some(NumberOrString::String(d.code.to_string())),
        source: Some("yon".to_string()),
        message,
        ..Diagnostic::default()
    }
}

// `deprecated` is a field of the protocol's type that a struct literal must still name.
#[allow(deprecated)]
fn outline_entry(symbol: &Symbol, lines: &Lines) -> DocumentSymbol {
    let range = lines.range(symbol.span);
    let kind = match symbol.kind {
        SymbolKind::Player => lsp_types::SymbolKind::OBJECT,
        SymbolKind::Kind => lsp_types::SymbolKind::CLASS,
        SymbolKind::Region => lsp_types::SymbolKind::NAMESPACE,
        SymbolKind::Action => lsp_types::SymbolKind::FUNCTION,
        SymbolKind::Option => lsp_types::SymbolKind::BOOLEAN,
    };
    DocumentSymbol {
        name: symbol.name.clone(),
        detail: Some(symbol.kind.describe().to_string()),
        kind,
        tags: None,
        deprecated: None,
        range,
        selection_range: range,
        children: None,
    }
}

/// The name or keyword around a byte offset (a cursor just after a word is on it). The
/// offset is moved back to a character's start, and a word starts after the whole character
/// before it, which may be more than one byte.
fn word_at(text: &str, offset: usize) -> Option<&str> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = text[..offset].char_indices().rev().find(|&(_, c)| !is_word(c));
    let start = before.map_or(0, |(i, c)| i + c.len_utf8());
    let end = text[offset..].find(|c: char| !is_word(c)).map_or(text.len(), |i| offset + i);
    (start < end).then(|| &text[start..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_word_under_the_cursor_includes_its_hyphens() {
        let text = "action seed-slide: place";
        assert_eq!(word_at(text, 10), Some("seed-slide"));
        assert_eq!(word_at(text, 0), Some("action"));
        assert_eq!(word_at(text, text.len()), Some("place"));
        assert_eq!(word_at("a  b", 2), None);
    }

    #[test]
    fn a_word_after_a_character_of_several_bytes_starts_after_all_of_it() {
        // `é` is two bytes: the word after it starts at byte 4, not 3.
        let text = "# é x";
        assert_eq!(word_at(text, 4), None);
        assert_eq!(word_at(text, 5), Some("x"));
        assert_eq!(word_at("é𝄞ab", 6), Some("ab"));
        for offset in 0..=text.len() + 2 {
            word_at(text, offset);
        }
    }
}

//! Edits the server offers: the whole file in `yon fmt`'s layout, and a declared name renamed
//! everywhere it is written.

use super::features::{Document, shown};
use super::position::Lines;
use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, Diagnostic, Position, Range, TextEdit, Uri,
    WorkspaceEdit,
};
use std::collections::HashMap;
use yon::syntax::symbols::Symbol;

impl Document {
    /// The quick fixes for the diagnostics in `range`: each sure fix (a misspelt name's nearest)
    /// and, where the file is written in old forms, their rewrite as `yon fix` makes it.
    pub fn code_actions(&self, uri: &Uri, range: Range) -> Vec<CodeActionOrCommand> {
        let lines = Lines::new(&self.text);
        let (from, to) = (lines.offset(range.start), lines.offset(range.end));
        let mut actions = Vec::new();
        for found in self.found() {
            let touches = found.span.start <= to && from <= found.span.end;
            let Some(replacement) = found.fix.as_ref().filter(|_| touches) else { continue };
            let edit = TextEdit::new(lines.range(found.span), replacement.to_string());
            actions.push(quick_fix(
                format!("Write `{replacement}`"),
                uri,
                vec![edit],
                vec![shown(found, &lines)],
            ));
        }
        let old_forms = yon::check::fix::fixes(&self.text);
        if !old_forms.is_empty() {
            let edits = old_forms
                .iter()
                .map(|r| {
                    TextEdit::new(Range::new(lines.position(r.start), lines.position(r.end)), r.new.clone())
                })
                .collect();
            actions.push(quick_fix("Rewrite the old forms as `yon fix` does".into(), uri, edits, Vec::new()));
        }
        actions
    }

    /// The edit that lays the file out as `yon fmt` does: none when it already is, or when it
    /// does not parse (its errors are shown already).
    pub fn formatting(&self) -> Vec<TextEdit> {
        match yon::syntax::format::format(&self.text) {
            Ok(laid_out) if laid_out != self.text => {
                let lines = Lines::new(&self.text);
                let whole = Range::new(Position::new(0, 0), lines.position(self.text.len()));
                vec![TextEdit::new(whole, laid_out)]
            }
            _ => Vec::new(),
        }
    }

    /// Every place the name under the cursor is written, renamed; or why it cannot be: no name
    /// there, or a new name that would not read back as the same name everywhere (a reserved
    /// word, a space, a keyword the file uses that the new name would take over).
    pub fn rename(&self, uri: &Uri, position: Position, new_name: &str) -> Result<WorkspaceEdit, String> {
        let symbol = self.symbol(position).ok_or("there is no declared name here to rename")?;
        let lines = Lines::new(&self.text);
        let places: Vec<&Symbol> = self.occurrences(symbol).collect();
        let mut renamed = self.text.clone();
        for place in places.iter().rev() {
            renamed.replace_range(place.span.start..place.span.end, new_name);
        }
        // The new name must be read as that name in every place, and nowhere else: a reserved
        // word or a word with a space in it would not be, nor a region called `empty` in a file
        // whose actions say `empty`.
        let again = Document::new(renamed, None);
        let kept = again.symbols().iter().filter(|s| s.kind == symbol.kind && s.name == new_name).count();
        if kept != places.len() {
            return Err(format!(
                "`{new_name}` cannot name this {}: write a word of letters, digits, `_` and `-` that is not reserved and not a word the file already uses",
                symbol.kind.describe()
            ));
        }
        let edits = places.iter().map(|p| TextEdit::new(lines.range(p.span), new_name.to_string())).collect();
        Ok(WorkspaceEdit { changes: Some(HashMap::from([(uri.clone(), edits)])), ..WorkspaceEdit::default() })
    }
}

fn quick_fix(
    title: String,
    uri: &Uri,
    edits: Vec<TextEdit>,
    diagnostics: Vec<Diagnostic>,
) -> CodeActionOrCommand {
    let edit =
        WorkspaceEdit { changes: Some(HashMap::from([(uri.clone(), edits)])), ..WorkspaceEdit::default() };
    CodeActionOrCommand::CodeAction(CodeAction {
        title,
        kind: Some(CodeActionKind::QUICKFIX),
        diagnostics: (!diagnostics.is_empty()).then_some(diagnostics),
        edit: Some(edit),
        is_preferred: Some(true),
        ..CodeAction::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "players red blue\nboard square 3 x 3\npiece stone\nhand stone unlimited\n\
                        region middle: b2\naction place: place on empty & middle\nwin \"w\": lines 3 >= 1\n";

    fn uri() -> Uri {
        "file:///g.game".parse().expect("a URI")
    }

    #[test]
    fn a_region_is_renamed_where_declared_and_used() {
        let document = Document::new(GAME.to_string(), None);
        let edit = document.rename(&uri(), Position::new(4, 9), "centre").expect("renamed");
        let edits = &edit.changes.expect("changes")[&uri()];
        let lines: Vec<u32> = edits.iter().map(|e| e.range.start.line).collect();
        assert_eq!(lines, [4, 5]);
        assert!(edits.iter().all(|e| e.new_text == "centre"));
    }

    #[test]
    fn a_reserved_word_or_a_phrase_cannot_be_the_new_name() {
        let document = Document::new(GAME.to_string(), None);
        for bad in ["then", "two words", "", "1st"] {
            let refused = document.rename(&uri(), Position::new(0, 9), bad);
            assert!(refused.is_err(), "{bad:?}");
        }
        assert!(document.rename(&uri(), Position::new(1, 3), "x").is_err(), "`board` is no name");
        // Any other word is a name, unless it would take over a keyword the file uses.
        assert!(document.rename(&uri(), Position::new(0, 9), "empty").is_ok(), "a player `empty`");
        assert!(document.rename(&uri(), Position::new(4, 9), "edge").is_ok(), "a region `edge`");
        assert!(document.rename(&uri(), Position::new(4, 9), "empty").is_err(), "`place on empty & empty`");
    }

    #[test]
    fn a_misspelt_name_and_an_old_form_have_quick_fixes() {
        let misspelt = GAME.replace("& middle", "& midle");
        let document = Document::new(misspelt, None);
        let everywhere = Range::new(Position::new(0, 0), Position::new(99, 0));
        let titles = |actions: Vec<CodeActionOrCommand>| -> Vec<String> {
            actions
                .into_iter()
                .map(|a| match a {
                    CodeActionOrCommand::CodeAction(a) => a.title,
                    CodeActionOrCommand::Command(c) => c.title,
                })
                .collect()
        };
        assert_eq!(titles(document.code_actions(&uri(), everywhere)), ["Write `middle`"]);
        assert!(
            document.code_actions(&uri(), Range::new(Position::new(0, 0), Position::new(0, 3))).is_empty()
        );
        let old = Document::new(
            GAME.replace(
                "action place: place on empty & middle",
                "turn first: place\nturn: place\naction place: place on empty & middle",
            ),
            None,
        );
        assert_eq!(titles(old.code_actions(&uri(), everywhere)), ["Rewrite the old forms as `yon fix` does"]);
    }

    #[test]
    fn formatting_is_one_edit_or_none() {
        assert!(Document::new(GAME.to_string(), None).formatting().is_empty());
        let messy = GAME.replace("players red", "players   red");
        let edits = Document::new(messy, None).formatting();
        assert_eq!(edits.len(), 1);
        assert_eq!(edits[0].new_text, GAME);
        assert!(Document::new("players a\nboard nonsense".into(), None).formatting().is_empty());
    }
}

//! Old piece letters: before kinds had letters, `piece king knight` and `piece _stone` were
//! fine; today two kinds may not share a letter and `_` is none. The kind that lacks one gets
//! the first free letter of its name (`knight "N"`), else of the alphabet.

use super::Rewrite;
use crate::syntax::ast::Item;

/// A letter a kind may be written with: one ASCII letter or digit.
fn valid(letter: &str) -> bool {
    letter.chars().count() == 1 && letter.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Each kind declared without a letter whose default one is taken or not a letter.
pub(super) fn clashing_letters(source: &str, found: &mut Vec<Rewrite>) {
    let (file, _) = crate::syntax::parse_lenient(source);
    let decls = file.items.iter().filter_map(|item| match &item.node {
        Item::Piece(decls) => Some(decls),
        _ => None,
    });
    let mut taken: Vec<String> = Vec::new();
    for decl in decls.flatten() {
        let default = decl.name.node.chars().next().map(|c| c.to_ascii_uppercase().to_string());
        let letter = decl.letter.as_ref().map(|l| l.node.clone()).or(default).unwrap_or_default();
        if decl.letter.is_some() || (valid(&letter) && !taken.contains(&letter)) {
            taken.push(letter);
            continue;
        }
        let free = decl
            .name
            .node
            .chars()
            .map(|c| c.to_ascii_uppercase())
            .chain('A'..='Z')
            .chain('0'..='9')
            .map(String::from)
            .find(|l| valid(l) && !taken.contains(l));
        let Some(free) = free else { continue };
        let name = &decl.name.node;
        found.push(Rewrite {
            start: decl.name.span.end,
            end: decl.name.span.end,
            new: format!(" \"{free}\""),
            old_form: format!("piece {name}"),
            new_form: format!("piece {name} \"{free}\""),
            continues: false,
        });
        taken.push(free);
    }
}

//! Unknown: a name no statement declares, reported with the nearest known one (or the known
//! ones, or that the game declares none).

use super::Checker;
use crate::diagnostic::{Diagnostic, did_you_mean};
use crate::syntax::ast::Span;

impl Checker<'_> {
    /// Reports an unknown name, suggesting the nearest known one.
    pub(crate) fn unknown(&mut self, what: &str, name: &str, span: Span, known: &[String]) {
        let article = if what.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
        let mut diagnostic = Diagnostic::new("E012", format!("unknown {what} `{name}`"), span)
            .label(format!("not {article} {what}"));
        let suggestion = did_you_mean(name, known.iter().map(String::as_str));
        diagnostic = match suggestion {
            Some(s) => diagnostic.help(format!("did you mean `{s}`?")).fix(s),
            None if known.is_empty() => diagnostic.help(format!("this game declares no {}", plural(what))),
            None => diagnostic.help(format!("known {}: {}", plural(what), abbreviate(known))),
        };
        self.error(diagnostic);
    }
}

/// `region or cell` → `regions or cells`.
fn plural(what: &str) -> String {
    what.split(" or ").map(|w| format!("{w}s")).collect::<Vec<_>>().join(" or ")
}

/// The first few names of a list, for help text.
pub(crate) fn abbreviate(names: &[String]) -> String {
    let shown: Vec<String> = names.iter().take(12).map(|n| format!("`{n}`")).collect();
    let more = if names.len() > 12 { ", …" } else { "" };
    format!("{}{more}", shown.join(", "))
}

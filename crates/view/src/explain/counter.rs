//! `yon rules`, counters: each `counter` line in words, in the order they are tried.

use super::Text;
use yon::syntax::ast::Item;

impl Text<'_> {
    /// The counters' lines, or nothing in a game without counters.
    pub(super) fn counters(&self) -> String {
        let mut out = String::new();
        for (item, gate) in self.items() {
            let Item::Counter { name, value, on, given } = &item.node else { continue };
            if out.is_empty() {
                out.push_str(
                    "Counters (when a turn begins, the first line of a counter whose event holds now but did \
                     not when the last turn began, and whose condition holds, sets it; otherwise a counter \
                     once set grows by one; unset, it makes no comparison true)\n",
                );
            }
            let given =
                given.as_ref().map_or(String::new(), |g| format!(", if {}", self.lexicon.condition(g)));
            out.push_str(&format!(
                "  `{}` ({}): set to {}, for the player about to act, when {}{given}.\n",
                name.node,
                self.at(item, gate),
                self.lexicon.quantity(value),
                self.lexicon.condition(on),
            ));
        }
        out
    }
}

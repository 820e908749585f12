//! Hint: what the writer of an action that cannot be played most likely meant — a legal
//! action a promotion's letter, an `x` or a space away — said beside the reason it cannot.

use super::State;
use super::action::Action;

impl State {
    /// The likeliest legal action meant by `typed`, as advice; none when nothing is near.
    pub(crate) fn hint(&self, typed: &str, legal: &[Action]) -> Option<String> {
        let names: Vec<String> = legal.iter().map(|&a| self.format(a)).collect();
        // A move onto a cell where the piece must say what it becomes: `c7-b8` for `c7-b8=Q`.
        let promoted: Vec<&str> = names
            .iter()
            .filter(|n| n.strip_prefix(typed).is_some_and(|rest| rest.starts_with(['=', '+'])))
            .map(String::as_str)
            .collect();
        if !promoted.is_empty() {
            return Some(format!("name what the piece becomes: {}", or_list(&promoted)));
        }
        // A placement where removals are what can be played: `f6` for `xf6`.
        let removal = format!("x{typed}");
        if names.contains(&removal) {
            return Some(format!("a removal is written with `x`: `{removal}`"));
        }
        // A placement and the removal it allows run together: `f4xg1` for `f4`, then `xg1`.
        if let Some((placed, taken)) = typed.split_once('x')
            && !taken.is_empty()
            && names.iter().any(|n| n == placed)
        {
            return Some(format!("a placement and a removal are two actions: `{placed}`, then `x{taken}`"));
        }
        None
    }
}

/// `a`, `a or b`, `a, b or c`, each in backticks.
fn or_list(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

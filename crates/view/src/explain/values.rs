//! Values and flags on pieces in words, for `yon rules`: the statements that declare them, the
//! cell sets and quantity that read them, `exactly value` and the effects that change them.

use super::words::{Lexicon, Who, comparison, names};
use yon::syntax::ast::{CellExpr, Effect, Item, Name, Spanned, ValueChange};

/// A `value` or `flag` statement as a line of the pieces' section, or `None` for others.
pub fn statement(item: &Item, at: &str, lexicon: &Lexicon) -> Option<String> {
    let whose = |kinds: &[Name], cells: &Option<Spanned<CellExpr>>| match (kinds, cells) {
        ([], None) => "every piece starts".to_string(),
        (kinds, None) => format!("every piece of {} starts", names(kinds)),
        (_, Some(set)) => format!("the pieces set up on {} start", lexicon.cells(set, Who::Owner)),
    };
    Some(match item {
        Item::Value { name, start, kinds, cells } => format!(
            "Value `{}` ({at}): a number each piece carries; {} with {}.",
            name.node,
            whose(kinds, cells),
            start.node
        ),
        Item::Flag { name, kinds, cells } if kinds.is_empty() && cells.is_none() => {
            format!("Flag `{}` ({at}): a mark a piece carries once an effect sets it.", name.node)
        }
        Item::Flag { name, kinds, cells } => {
            format!("Flag `{}` ({at}): a mark a piece carries; {} with it.", name.node, whose(kinds, cells))
        }
        _ => return None,
    })
}

impl Lexicon<'_> {
    /// `value speed >= 2` and `flagged fresh` as noun phrases.
    pub fn value_cells(&self, set: &CellExpr) -> String {
        match set {
            CellExpr::Value(name, op, n) => {
                format!("cells whose piece's `{}` {}", name.node, comparison(*op, &n.to_string()))
            }
            CellExpr::Flagged(name) => format!("cells whose piece carries the flag `{}`", name.node),
            _ => String::new(),
        }
    }

    /// `value speed SET` as a quantity.
    pub fn value_quantity(&self, name: &Name, set: &Spanned<CellExpr>) -> String {
        format!("the `{}` values of the pieces on {}, added up", name.node, self.cells(set, Who::Player))
    }

    /// `value NAME + N` (…), `flag NAME`, `unflag NAME` as an instruction.
    pub fn value_effect(&self, effect: &Effect) -> String {
        let on = |on: &Option<Spanned<CellExpr>>| match on {
            None => "of the piece that landed".to_string(),
            Some(set) => format!("of every piece on {}", self.cells(set, Who::You)),
        };
        match effect {
            Effect::Value { name, change, on: set } => {
                let change = match change {
                    ValueChange::Add(n) => format!("add {n} to"),
                    ValueChange::Subtract(n) => format!("take {n} from (never below 0)"),
                    ValueChange::Set(n) => format!("set to {n}"),
                };
                format!("{change} the `{}` {}", name.node, on(set))
            }
            Effect::Flag { name, set: true, on: set } => format!("set the flag `{}` {}", name.node, on(set)),
            Effect::Flag { name, on: set, .. } => format!("clear the flag `{}` {}", name.node, on(set)),
            _ => String::new(),
        }
    }
}

//! Building numbers and flags on pieces: the `value` and `flag` statements and their effects.

use super::expr::{Depth, cells};
use super::{At, Built, content, has, next};
use crate::syntax::ast::*;
use crate::syntax::parse::Rule;
use pest::iterators::Pair;

/// `value NAME N [for KINDS | : CELLS]` or `flag NAME [for KINDS | : CELLS]`, from its content parts.
pub(super) fn statement<'a>(
    at: At,
    rule: Rule,
    mut parts: impl Iterator<Item = Pair<'a, Rule>>,
) -> Built<Item> {
    let name = at.name(&next(&mut parts));
    let start = match rule {
        Rule::value_stmt => Some(at.number(&next(&mut parts))?),
        _ => None,
    };
    let (mut kinds, mut set) = (Vec::new(), None);
    if let Some(part) = parts.next() {
        match part.as_rule() {
            Rule::kinds => kinds = content(part.into_inner()).map(|p| at.name(&p)).collect(),
            _ => set = Some(cells(at, part, Depth::TOP)?),
        }
    }
    Ok(match start {
        Some(start) => Item::Value { name, start, kinds, cells: set },
        None => Item::Flag { name, kinds, cells: set },
    })
}

/// `value NAME + N | - N | to N [on CELLS]` or `flag NAME | unflag NAME [on CELLS]`.
pub(super) fn effect(at: At, pair: Pair<Rule>) -> Built<Spanned<Effect>> {
    let span = at.span(&pair);
    let is_value = pair.as_rule() == Rule::value_change;
    let (add, subtract, unflag) =
        (has(&pair, Rule::p_plus), has(&pair, Rule::p_minus), has(&pair, Rule::k_unflag));
    // [value, NAME, op, N, (on, SET)?] or [flag|unflag, NAME, (on, SET)?]: the set may be a
    // keyword (`own`), so it is found after `on`, not by `content`.
    let all: Vec<Pair<Rule>> = pair.into_inner().collect();
    let name = at.name(&all[1]);
    let on_at = all.iter().position(|p| p.as_rule() == Rule::k_on);
    let on = match on_at {
        Some(i) => Some(cells(at, all[i + 1].clone(), Depth::TOP)?),
        None => None,
    };
    let node = if is_value {
        let amount = at.number(&all[3])?.node;
        let change = match (add, subtract) {
            (true, _) => ValueChange::Add(amount),
            (_, true) => ValueChange::Subtract(amount),
            _ => ValueChange::Set(amount),
        };
        Effect::Value { name, change, on }
    } else {
        Effect::Flag { name, set: !unflag, on }
    };
    Ok(Spanned::new(node, span))
}

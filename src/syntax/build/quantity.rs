//! Build, quantities: the numbers conditions compare and results score, and the number each
//! cell has (`height`, `seen SET`), which cell sets compare.

use super::expr::{Depth, cells};
use super::{At, Built, content, next};
use crate::syntax::ast::*;
use crate::syntax::parse::Rule;
use pest::iterators::Pair;

/// A `sum` pair: one quantity, or quantities added and subtracted.
pub(super) fn sum(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<Quantity>> {
    let span = at.span(&pair);
    let mut parts = pair.into_inner();
    let first = quantity(at, next(&mut parts), depth)?;
    let mut terms = Vec::new();
    while let Some(sign) = parts.next() {
        terms.push((sign.as_rule() == Rule::p_plus, quantity(at, next(&mut parts), depth)?));
    }
    if terms.is_empty() {
        return Ok(first);
    }
    Ok(Spanned::new(Quantity::Sum(Box::new(first), terms), span))
}

/// A `quantity` pair: a number, `lines N[+] [through …]`, `windows N`, `pieces …`, a keyword
/// or a sum in parentheses.
pub(super) fn quantity(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<Quantity>> {
    let span = at.span(&pair);
    let inner = next(&mut pair.into_inner());
    let node = match inner.as_rule() {
        Rule::decimal => Quantity::Number(at.decimal(&inner)?),
        Rule::bonus => {
            let mut parts = content(inner.into_inner());
            let amount = at.decimal(&next(&mut parts))?;
            Quantity::Bonus { amount, player: at.name(&next(&mut parts)) }
        }
        Rule::without => Quantity::TurnsWithout(content(inner.into_inner()).map(|p| at.name(&p)).collect()),
        Rule::quantity_group => {
            let depth = depth.deeper(1, Span::new(span.start, span.start + 1))?;
            return Ok(Spanned::new(sum(at, next(&mut content(inner.into_inner())), depth)?.node, span));
        }
        Rule::windows => Quantity::Windows(at.number(&next(&mut content(inner.into_inner())))?.node),
        Rule::lines => lines(at, inner)?,
        Rule::regions => {
            let majority = inner.clone().into_inner().any(|p| p.as_rule() == Rule::k_majority);
            let family = inner.into_inner().find(|p| p.as_rule() == Rule::ident).expect("a family");
            Quantity::Regions { family: at.name(&family), majority }
        }
        Rule::groups | Rule::largest => groups(at, inner, depth)?,
        Rule::rings => rings(at, inner, depth)?,
        Rule::count => {
            let set = inner.into_inner().find(|p| p.as_rule() == Rule::cells).expect("a cell set");
            Quantity::Count(cells(at, set, depth.deeper(1, span)?)?)
        }
        Rule::board_repeats => Quantity::BoardRepetitions,
        Rule::k_flipped => Quantity::Flipped,
        Rule::k_pushing => Quantity::Pushing,
        Rule::k_pushed => Quantity::Pushed,
        Rule::k_captured => Quantity::Captured,
        Rule::k_used => Quantity::Used,
        Rule::k_pips => Quantity::Pips,
        Rule::k_passes => Quantity::Passes,
        Rule::k_repetitions => Quantity::Repetitions,
        Rule::k_stranded => Quantity::Stranded,
        Rule::k_mates => Quantity::Mates,
        Rule::k_armies => Quantity::Armies,
        Rule::k_turn => Quantity::Turn,
        Rule::k_score => Quantity::Score,
        Rule::seeds_in => {
            // The set may be a keyword (`all`): not `content`.
            let set = inner.into_inner().nth(1).expect("`seeds` has its cell set");
            Quantity::Seeds(Box::new(cells(at, set, depth.deeper(1, span)?)?))
        }
        Rule::height_in => {
            // The set may be a keyword (`own`): not `content`.
            let set = inner.into_inner().nth(1).expect("`height` has its cell set");
            Quantity::Height(Box::new(cells(at, set, depth.deeper(1, span)?)?))
        }
        Rule::value_in => {
            // [value, NAME, SET]: the set may be a keyword (`own`): not `content`.
            let parts: Vec<Pair<Rule>> = inner.into_inner().collect();
            let set = cells(at, parts[2].clone(), depth.deeper(1, span)?)?;
            Quantity::Value(at.name(&parts[1]), Box::new(set))
        }
        Rule::counter_value => Quantity::Counter(at.name(&next(&mut content(inner.into_inner())))),
        Rule::in_hand => Quantity::Hand(content(inner.into_inner()).next().map(|p| at.name(&p))),
        _ => {
            let mut names = content(inner.into_inner()).map(|p| at.name(&p));
            Quantity::Pieces { kind: names.next(), along: names.next() }
        }
    };
    Ok(Spanned::new(node, span))
}

/// `groups [DIRS] [touching SET, …]` or `largest group [DIRS]`.
fn groups(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Quantity> {
    let largest = pair.as_rule() == Rule::largest;
    let (mut dirs, mut touching, mut of_family) = (None, Vec::new(), None);
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::directions => dirs = Some(super::directions(at, part)),
            Rule::touching => {
                let parts: Vec<Pair<Rule>> = content(part.into_inner()).collect();
                if let [least, family] = &parts[..]
                    && least.as_rule() == Rule::number
                {
                    of_family = Some((at.number(least)?, at.name(family)));
                    continue;
                }
                for set in parts {
                    touching.push(cells(at, set, depth)?);
                }
            }
            _ => {}
        }
    }
    Ok(Quantity::Groups { dirs, touching, of_family, largest })
}

/// `rings [DIRS] [around SET]`.
fn rings(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Quantity> {
    let (mut dirs, mut around) = (None, None);
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::directions => dirs = Some(super::directions(at, part)),
            Rule::cells => around = Some(cells(at, part, depth)?),
            _ => {}
        }
    }
    Ok(Quantity::Rings { dirs, around })
}

fn lines(at: At, pair: Pair<Rule>) -> Built<Quantity> {
    let mut length = None;
    let mut at_least = false;
    let mut along = None;
    let mut through = LinesThrough::Anywhere;
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::number => length = Some(at.number(&part)?.node),
            Rule::p_plus => at_least = true,
            Rule::directions => along = Some(super::directions(at, part)),
            Rule::lines_through => {
                through = match part.into_inner().last().map(|p| p.as_rule()) {
                    Some(Rule::k_placed) => LinesThrough::Placed,
                    Some(Rule::k_changed) => LinesThrough::Changed,
                    _ => LinesThrough::Anywhere,
                }
            }
            _ => {}
        }
    }
    Ok(Quantity::Lines { length: length.expect("`lines` has a length"), at_least, along, through })
}

/// `height`, `seen SET`, `value NAME` or a number: a number each cell has.
pub(super) fn cell_number(at: At, pair: Pair<Rule>, depth: Depth) -> Built<CellNumber> {
    let span = at.span(&pair);
    let mut parts = pair.into_inner();
    let first = parts.next().expect("a cell number has a word or a number");
    Ok(match first.as_rule() {
        Rule::k_height => CellNumber::Height,
        Rule::k_seen => {
            let set = parts.next().expect("`seen` is followed by a cell set");
            CellNumber::Seen(cells(at, set, depth.deeper(1, span)?)?)
        }
        Rule::k_value => CellNumber::Value(at.name(&next(&mut parts))),
        _ => CellNumber::Number(at.number(&first)?.node),
    })
}

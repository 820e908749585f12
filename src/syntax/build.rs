//! Build: turns the pest pairs of one statement into the typed tree, with whole-file spans.
//! Statements and results are here; actions are in `build/actions.rs`, expressions (cell sets,
//! conditions, turn patterns) in `build/expr.rs`.

mod actions;
mod expr;
mod quantity;
mod values;

use super::ast::*;
use super::parse::Rule;
use crate::diagnostic::Diagnostic;
use actions::action;
use expr::{Depth, cells, condition, pattern};
use pest::iterators::{Pair, Pairs};
use quantity::sum;

/// A built node, or the one error that stops this statement (a number too large, nesting too deep).
type Built<T> = Result<T, Diagnostic>;

/// Where one statement's text starts in the file: pest's positions are relative to it.
#[derive(Clone, Copy)]
pub(super) struct At(pub(super) usize);

impl At {
    /// The pair's range in the file, from its first token to its last. Every literal in the
    /// grammar is a named rule, so the last descendant is the last token; the pair's own end
    /// may lie past the whitespace and comments skipped in search of an absent optional part.
    fn span(self, pair: &Pair<Rule>) -> Span {
        let span = pair.as_span();
        let end = pair.clone().into_inner().flatten().last().map_or(span.end(), |last| last.as_span().end());
        Span::new(self.0 + span.start(), self.0 + end)
    }

    fn name(self, pair: &Pair<Rule>) -> Name {
        Spanned::new(pair.as_str().to_string(), self.span(pair))
    }

    /// A `decimal` (`7`, `7.5`) as a number.
    fn decimal(self, pair: &Pair<Rule>) -> Built<f64> {
        match pair.as_str().parse::<f64>() {
            Ok(v) if v.is_finite() && v <= f64::from(u32::MAX) => Ok(v),
            _ => Err(Diagnostic::new(
                "E002",
                format!("the number `{}` is too large", pair.as_str()),
                self.span(pair),
            )
            .label(format!("at most {}", u32::MAX))),
        }
    }

    fn number(self, pair: &Pair<Rule>) -> Built<Spanned<u32>> {
        let span = self.span(pair);
        pair.as_str().parse().map(|n| Spanned::new(n, span)).map_err(|_| {
            Diagnostic::new("E002", format!("the number `{}` is too large", pair.as_str()), span)
                .label(format!("at most {}", u32::MAX))
        })
    }

    /// A quoted string's text, without its quotes and with `\"` and `\\` unescaped.
    fn string(self, pair: &Pair<Rule>) -> Spanned<String> {
        let quoted = pair.as_str();
        let inner = quoted.get(1..quoted.len().saturating_sub(1)).unwrap_or("");
        let mut text = String::with_capacity(inner.len());
        let mut chars = inner.chars().peekable();
        while let Some(c) = chars.next() {
            let escaped = c == '\\' && matches!(chars.peek(), Some('"' | '\\'));
            text.push(if escaped { chars.next().unwrap_or(c) } else { c });
        }
        Spanned::new(text, self.span(pair))
    }
}

/// Keywords and punctuation: once a rule has matched, they carry nothing more.
fn is_token(rule: Rule) -> bool {
    let name = format!("{rule:?}");
    name.starts_with("k_") || name.starts_with("p_")
}

/// The pairs that carry content: names, numbers, strings and sub-rules.
fn content(pairs: Pairs<Rule>) -> impl Iterator<Item = Pair<Rule>> {
    pairs.filter(|p| !is_token(p.as_rule()))
}

/// The next content pair, which the grammar guarantees is there.
fn next<'a>(parts: &mut impl Iterator<Item = Pair<'a, Rule>>) -> Pair<'a, Rule> {
    parts.next().expect("the grammar guarantees this part")
}

/// Whether the pair directly holds a token such as `k_first`: an optional keyword's presence.
fn has(pair: &Pair<Rule>, rule: Rule) -> bool {
    pair.clone().into_inner().any(|p| p.as_rule() == rule)
}

/// One of the grammar's `*_stmt` rules as an item.
pub(super) fn statement(pair: Pair<Rule>, at: At) -> Built<Spanned<Item>> {
    let span = at.span(&pair);
    let rule = pair.as_rule();
    let has_ring = has(&pair, Rule::k_ring);
    let has_in = has(&pair, Rule::k_in);
    let inner = pair.into_inner();
    let mut parts = content(inner.clone()).peekable();
    let item = match rule {
        Rule::game_stmt => Item::Game(at.string(&next(&mut parts))),
        Rule::description_stmt => Item::Description(at.string(&next(&mut parts))),
        Rule::author_stmt => Item::Author(at.string(&next(&mut parts))),
        Rule::year_stmt => Item::Year(at.number(&next(&mut parts))?),
        Rule::source_stmt => Item::Source(at.string(&next(&mut parts))),
        Rule::players_stmt => Item::Players(parts.map(|p| at.name(&p)).collect()),
        Rule::board_stmt => Item::Board(board(at, next(&mut parts))?),
        Rule::piece_stmt => Item::Piece(parts.map(|p| piece(at, p)).collect()),
        Rule::hand_stmt => hand(at, inner)?,
        Rule::setup_stmt => {
            let player = at.name(&next(&mut parts));
            let kind = parts.next_if(|p| p.as_rule() == Rule::ident).map(|p| at.name(&p));
            let set = next(&mut parts);
            match set.as_rule() {
                Rule::setup_random => {
                    let mut inner = content(set.into_inner());
                    let random = Some(at.number(&next(&mut inner))?);
                    Item::Setup { player, kind, cells: cells(at, next(&mut inner), Depth::TOP)?, random }
                }
                _ => Item::Setup { player, kind, cells: cells(at, set, Depth::TOP)?, random: None },
            }
        }
        Rule::region_stmt => {
            let name = at.name(&next(&mut parts));
            let player = parts.next_if(|p| p.as_rule() == Rule::ident).map(|p| at.name(&p));
            let set = next(&mut parts);
            if set.as_rule() == Rule::each_copy {
                let part = at.name(&next(&mut content(set.into_inner())));
                Item::RegionEach { name, part }
            } else {
                Item::Region { name, player, cells: cells(at, set, Depth::TOP)? }
            }
        }
        Rule::option_stmt => {
            let name = at.name(&next(&mut parts));
            Item::Option { name, description: at.string(&next(&mut parts)) }
        }
        Rule::action_stmt => Item::Action(action(at, parts)?),
        Rule::turn_stmt => {
            let number = parts.next_if(|p| p.as_rule() == Rule::number).map(|p| at.number(&p)).transpose()?;
            Item::Turn { number, pattern: pattern(at, next(&mut parts), Depth::TOP)? }
        }
        Rule::pass_stmt => Item::PassWhenStuck,
        Rule::forbid_stmt => {
            let label = parts.next_if(|p| p.as_rule() == Rule::string).map(|p| at.string(&p));
            let forced = parts.next_if(|p| p.as_rule() == Rule::forced).is_some();
            let condition = condition(at, next(&mut parts), Depth::TOP)?;
            let after = parts.next().map(|p| content(p.into_inner()).map(|n| at.name(&n)).collect());
            Item::Forbid { label, condition, after, forced }
        }
        Rule::result_stmt => Item::Result(result(at, parts)?),
        Rule::spot_stmt => Item::Spots(parts.map(|p| spot(at, p)).collect::<Built<Vec<_>>>()?),
        Rule::link_stmt => {
            let name = parts.next_if(|p| p.as_rule() == Rule::link_name).map(|p| at.name(&p));
            let names: Vec<Name> = parts.map(|p| at.name(&p)).collect();
            // `line in PART: …` holds one name more than its spots: the part's, first.
            let (part, spots) = match has_in {
                true => (names.first().cloned(), names[1..].to_vec()),
                false => (None, names),
            };
            Item::Link { ring: has_ring, name, part, spots }
        }
        Rule::seeds_stmt => {
            let count = at.number(&next(&mut parts))?;
            Item::Seeds { count, cells: cells(at, next(&mut parts), Depth::TOP)? }
        }
        Rule::value_stmt | Rule::flag_stmt => values::statement(at, rule, parts)?,
        Rule::track_stmt => {
            let name = at.name(&next(&mut parts));
            let mut of = None;
            let mut cells = Vec::new();
            for part in parts {
                match part.as_rule() {
                    Rule::track_of => of = Some(at.name(&next(&mut content(part.into_inner())))),
                    _ => cells.push(at.name(&part)),
                }
            }
            Item::Track { name, of, cells }
        }
        Rule::dice_stmt => {
            let count = at.number(&next(&mut parts))?;
            let faces = next(&mut parts);
            let span = at.span(&faces);
            let digits = faces.as_str().trim_start_matches('d');
            let faces = Spanned::new(digits.parse::<u32>().unwrap_or(u32::MAX), span);
            let (mut from, mut doubles_twice, mut highest_starts) = (None, false, None);
            for part in parts {
                match part.as_rule() {
                    Rule::dice_doubles => doubles_twice = true,
                    Rule::dice_opening => highest_starts = Some(at.span(&part)),
                    _ => from = Some(at.number(&part)?),
                }
            }
            Item::Dice { count, faces, from, doubles_twice, highest_starts }
        }
        Rule::directions_stmt => {
            let name = at.name(&next(&mut parts));
            Item::Directions { name, dirs: directions(at, next(&mut parts)) }
        }
        Rule::part_stmt => {
            let name = at.name(&next(&mut parts));
            Item::Part { name, spots: parts.map(|p| spot(at, p)).collect::<Built<Vec<_>>>()? }
        }
        Rule::team_stmt => Item::Team(parts.map(|p| at.name(&p)).collect()),
        Rule::remember_stmt => {
            let name = at.name(&next(&mut parts));
            let family = at.name(&next(&mut parts));
            Item::Remember { name, family, after: at.name(&next(&mut parts)) }
        }
        Rule::facing_stmt => {
            let player = at.name(&next(&mut parts));
            Item::Facing { player, direction: at.name(&next(&mut parts)) }
        }
        Rule::promote_stmt => {
            let from = at.name(&next(&mut parts));
            let to = content(next(&mut parts).into_inner()).map(|p| at.name(&p)).collect();
            let zone = cells(at, next(&mut parts), Depth::TOP)?;
            Item::Promote { from, to, zone, at_end: parts.next().is_some() }
        }
        Rule::unmoved_stmt => Item::Unmoved(parts.map(|p| at.name(&p)).collect()),
        Rule::priority_stmt => priority(at, parts)?,
        Rule::royal_stmt => Item::Royal(parts.map(|p| at.name(&p)).collect()),
        Rule::takeover_stmt => Item::Takeover,
        Rule::shape_stmt => {
            let kind = at.name(&next(&mut parts));
            Item::Shape {
                kind,
                cells: parts.filter(|p| p.as_rule() == Rule::ident).map(|p| at.name(&p)).collect(),
            }
        }
        Rule::stacks_stmt => Item::Stacks(parts.next().map(|p| at_most(at, p)).transpose()?),
        Rule::order_stmt => Item::CheckedFirst,
        Rule::capture_stmt => Item::CaptureToHand { owner: parts.next().is_some() },
        Rule::counter_stmt => {
            let name = at.name(&next(&mut parts));
            let value = sum(at, next(&mut parts), Depth::TOP)?;
            let on = condition(at, next(&mut parts), Depth::TOP)?;
            let given = match parts.next() {
                Some(given) => Some(condition(at, next(&mut content(given.into_inner())), Depth::TOP)?),
                None => None,
            };
            Item::Counter { name, value, on, given }
        }
        other => unreachable!("`statement` has no alternative {other:?}"),
    };
    Ok(Spanned::new(item, span))
}

/// `NAME ["L"]`: a kind and, if given, its letter.
/// `priority: jump | king-jump, most captured`: the groups, and each `most` with its place.
fn priority<'a>(at: At, parts: impl Iterator<Item = Pair<'a, Rule>>) -> Built<Item> {
    let (mut groups, mut most) = (Vec::new(), Vec::new());
    for part in parts {
        match part.as_rule() {
            Rule::priority_most => {
                let quantity = next(&mut content(part.into_inner()));
                most.push((groups.len(), quantity::quantity(at, quantity, Depth::TOP)?));
            }
            _ => groups.push(content(part.into_inner()).map(|p| at.name(&p)).collect()),
        }
    }
    Ok(Item::Priority { groups, most })
}

fn piece(at: At, pair: Pair<Rule>) -> PieceDecl {
    let mut parts = content(pair.into_inner());
    let name = at.name(&next(&mut parts));
    PieceDecl { name, letter: parts.next().map(|p| at.string(&p)) }
}

fn board(at: At, pair: Pair<Rule>) -> Built<Board> {
    let rule = pair.as_rule();
    let mut numbers = content(pair.into_inner()).map(|p| at.number(&p));
    let mut number = || numbers.next().expect("a board has its numbers");
    Ok(match rule {
        Rule::board_square => Board::Square { width: number()?, height: number()? },
        Rule::board_rhombus => Board::HexRhombus { width: number()?, height: number()? },
        Rule::board_graph => Board::Graph,
        _ => Board::HexHexagon { radius: number()? },
    })
}

/// `NAME at X Y`: a spot and its drawing point; `PART NAME at X Y`: a copy of a part.
fn spot(at: At, pair: Pair<Rule>) -> Built<Spot> {
    let mut parts = content(pair.into_inner()).peekable();
    let first = at.name(&next(&mut parts));
    let (part, name) = match parts.next_if(|p| p.as_rule() == Rule::ident) {
        Some(second) => (Some(first), at.name(&second)),
        None => (None, first),
    };
    let mut coordinate = || {
        let part = next(&mut parts);
        let span = at.span(&part);
        match part.as_str().parse::<f32>() {
            Ok(v) if v.is_finite() && v.abs() <= 1e6 => Ok(Spanned::new(v, span)),
            _ => {
                Err(Diagnostic::new("E002", format!("the coordinate `{}` is too large", part.as_str()), span)
                    .label("at most a million"))
            }
        }
    };
    Ok(Spot { part, name, x: coordinate()?, y: coordinate()? })
}

/// `hand KIND N` or `hand KIND unlimited`, then perhaps `for PLAYER`: the count is a number
/// or a keyword.
fn hand(at: At, pairs: Pairs<Rule>) -> Built<Item> {
    let mut parts = pairs.skip(1).filter(|p| p.as_rule() != Rule::p_comma).peekable();
    let mut kinds = Vec::new();
    while let Some(kind) = parts.next_if(|p| p.as_rule() == Rule::ident) {
        kinds.push(at.name(&kind));
    }
    let count = next(&mut parts);
    let (mut player, mut shared) = (None, false);
    match parts.next() {
        Some(word) if word.as_rule() == Rule::k_shared => shared = true,
        Some(subject) => player = Some(subject_name(at, subject)),
        None => {}
    }
    let count = match count.as_rule() {
        Rule::number => {
            let n = at.number(&count)?;
            Spanned::new(HandCount::Finite(n.node), n.span)
        }
        _ => Spanned::new(HandCount::Unlimited, at.span(&count)),
    };
    Ok(Item::Hand { kinds, count, player, shared })
}

/// `for PLAYER`: the player's name.
fn subject_name(at: At, pair: Pair<Rule>) -> Name {
    at.name(&next(&mut content(pair.into_inner())))
}

/// `if OPTION` or `unless OPTION` at the end of a statement.
pub(super) fn gate(at: At, pair: Pair<Rule>) -> Gate {
    let enabled_when_set = has(&pair, Rule::k_if);
    Gate { enabled_when_set, option: at.name(&next(&mut content(pair.into_inner()))) }
}

pub(super) fn directions(at: At, pair: Pair<Rule>) -> Spanned<DirExpr> {
    let span = at.span(&pair);
    Spanned::new(content(pair.into_inner()).map(|p| at.name(&p)).collect(), span)
}

/// `OUTCOME [for PLAYER] ["label"]: COND [after NAMES | at turn start | for opponents]`,
/// keywords already dropped.
fn result<'a>(
    at: At,
    mut parts: std::iter::Peekable<impl Iterator<Item = Pair<'a, Rule>>>,
) -> Built<ResultRule> {
    let outcome = outcome(at, next(&mut parts))?;
    let subject = parts.next_if(|p| p.as_rule() == Rule::subject).map(|p| subject_name(at, p));
    let label = parts.next_if(|p| p.as_rule() == Rule::string).map(|p| at.string(&p));
    let condition = condition(at, next(&mut parts), Depth::TOP)?;
    let timing = match parts.next() {
        Some(pair) if pair.as_rule() == Rule::after => {
            let span = at.span(&pair);
            Spanned::new(Timing::After(content(pair.into_inner()).map(|p| at.name(&p)).collect()), span)
        }
        Some(pair) if pair.as_rule() == Rule::opponents => Spanned::new(Timing::Opponents, at.span(&pair)),
        Some(pair) => Spanned::new(Timing::TurnStart, at.span(&pair)),
        // Nothing was written: an empty span where a timing would go.
        None => Spanned::new(Timing::AfterAction, Span::new(condition.span.end, condition.span.end)),
    };
    Ok(ResultRule { outcome, subject, label, condition, timing })
}

fn outcome(at: At, pair: Pair<Rule>) -> Built<Spanned<OutcomeKind>> {
    let span = at.span(&pair);
    let mut tokens = pair.into_inner();
    let node = match tokens.next().map(|p| p.as_rule()) {
        Some(Rule::k_win) => OutcomeKind::Win,
        Some(Rule::k_lose) => OutcomeKind::Lose,
        Some(Rule::k_draw) => OutcomeKind::Draw,
        Some(Rule::k_out) => OutcomeKind::Out,
        _ => OutcomeKind::RankBy(sum(at, next(&mut content(tokens)), Depth::TOP)?.node),
    };
    Ok(Spanned::new(node, span))
}

/// `at most 5 [own to hand]` after `stacks`.
fn at_most(at: At, pair: Pair<Rule>) -> Built<AtMost> {
    let mut parts = content(pair.into_inner());
    let most = at.number(&next(&mut parts))?;
    Ok(AtMost { most, own_to_hand: parts.next().is_some() })
}

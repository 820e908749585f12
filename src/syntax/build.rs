//! Build: turns the pest pairs of one statement into the typed tree, with whole-file spans.

use super::ast::*;
use super::parse::Rule;
use crate::diagnostic::Diagnostic;
use pest::iterators::{Pair, Pairs};

type Built<T> = Result<T, Diagnostic>;

/// Spans of one statement's pairs are shifted by the statement's offset in the file.
#[derive(Clone, Copy)]
struct At(usize);

impl At {
    fn span(self, pair: &Pair<Rule>) -> Span {
        let s = pair.as_span();
        Span::new(self.0 + s.start(), self.0 + s.end())
    }

    fn name(self, pair: &Pair<Rule>) -> Name {
        Spanned::new(pair.as_str().to_string(), self.span(pair))
    }

    fn number(self, pair: &Pair<Rule>) -> Built<Spanned<u32>> {
        let span = self.span(pair);
        pair.as_str().parse().map(|n| Spanned::new(n, span)).map_err(|_| {
            Diagnostic::new("E002", format!("`{}` is too large a number", pair.as_str()), span)
                .label(format!("at most {}", u32::MAX))
        })
    }

    fn string(self, pair: &Pair<Rule>) -> Spanned<String> {
        let raw = pair.as_str();
        let inner = &raw[1..raw.len() - 1];
        let mut text = String::with_capacity(inner.len());
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            text.push(if c == '\\' { chars.next().unwrap_or('\\') } else { c });
        }
        Spanned::new(text, self.span(pair))
    }
}

/// Skips keyword tokens, which carry no information once the rule is known.
fn content(pairs: Pairs<Rule>) -> impl Iterator<Item = Pair<Rule>> {
    pairs.filter(|p| !format!("{:?}", p.as_rule()).starts_with("k_"))
}

fn has_keyword(pair: &Pair<Rule>, wanted: Rule) -> bool {
    pair.clone().into_inner().any(|p| p.as_rule() == wanted)
}

/// The next part of a statement, which the grammar guarantees is there.
fn part<'a>(parts: &mut impl Iterator<Item = Pair<'a, Rule>>) -> Pair<'a, Rule> {
    parts.next().expect("the grammar guarantees this part")
}

pub(crate) fn statement(pair: Pair<Rule>, offset: usize) -> Built<Spanned<Item>> {
    let at = At(offset);
    let span = at.span(&pair);
    let rule = pair.as_rule();
    let first = has_keyword(&pair, Rule::k_first);
    let mut parts = content(pair.into_inner()).peekable();
    let item = match rule {
        Rule::game_stmt => Item::Game(at.string(&part(&mut parts))),
        Rule::players_stmt => Item::Players(content_names(at, parts)),
        Rule::piece_stmt => Item::Piece(content_names(at, parts)),
        Rule::board_stmt => Item::Board(board(at, part(&mut parts))?),
        Rule::hand_stmt => {
            let kind = at.name(&part(&mut parts));
            let count = match parts.next() {
                Some(n) if n.as_rule() == Rule::number => at.number(&n)?.map(HandCount::Finite),
                _ => Spanned::new(HandCount::Unlimited, span),
            };
            Item::Hand { kind, count }
        }
        Rule::setup_stmt => {
            let player = at.name(&part(&mut parts));
            let kind = parts.next_if(|p| p.as_rule() == Rule::setup_kind);
            let kind = kind.and_then(|k| k.into_inner().next()).map(|k| at.name(&k));
            Item::Setup { player, kind, cells: content_names(at, part(&mut parts).into_inner()) }
        }
        Rule::region_stmt => {
            let name = at.name(&part(&mut parts));
            let player = parts.next_if(|p| p.as_rule() == Rule::ident).map(|p| at.name(&p));
            Item::Region { name, player, cells: cells_expr(at, part(&mut parts))? }
        }
        Rule::option_stmt => {
            let name = at.name(&part(&mut parts));
            Item::Option { name, description: at.string(&part(&mut parts)) }
        }
        Rule::action_stmt => Item::Action(action(at, parts)?),
        Rule::turn_stmt => Item::Turn { first, pattern: pattern(at, part(&mut parts))? },
        Rule::pass_stmt => Item::PassWhenStuck,
        Rule::forbid_stmt => {
            let (label, condition) = labelled_condition(at, parts)?;
            Item::Forbid { label, condition }
        }
        Rule::result_stmt => Item::Result(result(at, parts, span)?),
        other => unreachable!("not a statement rule: {other:?}"),
    };
    Ok(Spanned::new(item, span))
}

impl<T> Spanned<T> {
    fn map<U>(self, f: impl FnOnce(T) -> U) -> Spanned<U> {
        Spanned::new(f(self.node), self.span)
    }
}

fn content_names<'a>(at: At, parts: impl Iterator<Item = Pair<'a, Rule>>) -> Vec<Name> {
    parts.map(|p| at.name(&p)).collect()
}

fn board(at: At, pair: Pair<Rule>) -> Built<Board> {
    let rule = pair.as_rule();
    let numbers: Vec<Spanned<u32>> =
        content(pair.into_inner()).map(|p| at.number(&p)).collect::<Built<_>>()?;
    Ok(match (rule, numbers.as_slice()) {
        (Rule::board_square, [w, h]) => Board::Square { width: w.clone(), height: h.clone() },
        (Rule::board_rhombus, [w, h]) => Board::HexRhombus { width: w.clone(), height: h.clone() },
        (Rule::board_hexagon, [r]) => Board::HexHexagon { radius: r.clone() },
        _ => unreachable!("the grammar fixes the board's numbers"),
    })
}

fn cells_expr(at: At, pair: Pair<Rule>) -> Built<Spanned<CellExpr>> {
    let span = at.span(&pair);
    let rule = pair.as_rule();
    let node = match rule {
        Rule::cells | Rule::cell_or | Rule::cell_and | Rule::cell_minus => {
            let mut operands = pair.into_inner().map(|p| cells_expr(at, p));
            let mut left = operands.next().expect("at least one operand")?;
            for right in operands {
                let right = right?;
                let joined = left.span.join(right.span);
                let (l, r) = (Box::new(left), Box::new(right));
                let node = match rule {
                    Rule::cell_and => CellExpr::And(l, r),
                    Rule::cell_minus => CellExpr::Minus(l, r),
                    _ => CellExpr::Or(l, r),
                };
                left = Spanned::new(node, joined);
            }
            return Ok(left);
        }
        Rule::all => CellExpr::All,
        Rule::empty => CellExpr::Empty,
        Rule::own => CellExpr::Own,
        Rule::enemy => CellExpr::Enemy,
        Rule::occupied => CellExpr::Occupied,
        Rule::ident => CellExpr::Name(at.name(&pair)),
        Rule::region_of => {
            let mut parts = content(pair.into_inner());
            let region = at.name(&parts.next().expect("a region"));
            let player = at.name(&parts.next().expect("a player"));
            CellExpr::RegionOf { region, player }
        }
        Rule::ranks => {
            let numbers: Vec<Spanned<u32>> =
                content(pair.into_inner()).map(|p| at.number(&p)).collect::<Built<_>>()?;
            let low = numbers[0].clone();
            let high = numbers.last().cloned().unwrap_or_else(|| low.clone());
            CellExpr::Ranks(low, high)
        }
        Rule::files => {
            let names: Vec<Name> = content_names(at, content(pair.into_inner()));
            let low = names[0].clone();
            let high = names.last().cloned().unwrap_or_else(|| low.clone());
            CellExpr::Files(low, high)
        }
        other => unreachable!("not a cell set: {other:?}"),
    };
    Ok(Spanned::new(node, span))
}

fn directions(at: At, pair: Pair<Rule>) -> Spanned<DirExpr> {
    let span = at.span(&pair);
    Spanned::new(content_names(at, pair.into_inner()), span)
}

fn action<'a>(at: At, mut parts: impl Iterator<Item = Pair<'a, Rule>>) -> Built<Action> {
    let name = at.name(&parts.next().expect("a name"));
    let mut gate = None;
    let mut motion = None;
    let mut effects = Vec::new();
    let mut requires = None;
    for part in parts {
        match part.as_rule() {
            Rule::gate => {
                let enabled_when_set = has_keyword(&part, Rule::k_if);
                let option = content(part.into_inner()).next().map(|p| at.name(&p)).expect("an option");
                gate = Some(Gate { enabled_when_set, option });
            }
            Rule::place | Rule::move_stmt => motion = Some(self::motion(at, part)?),
            Rule::effects => {
                for effect in content(part.into_inner()) {
                    effects.push(self::effect(at, effect));
                }
            }
            Rule::requires => {
                let condition = content(part.into_inner()).next().expect("a condition");
                requires = Some(self::condition(at, condition)?);
            }
            other => unreachable!("not part of an action: {other:?}"),
        }
    }
    Ok(Action { name, gate, motion: motion.expect("the grammar requires a motion"), effects, requires })
}

fn motion(at: At, pair: Pair<Rule>) -> Built<Spanned<Motion>> {
    let span = at.span(&pair);
    let is_place = pair.as_rule() == Rule::place;
    let mut kind = None;
    let mut cells = None;
    let mut movement = None;
    for part in content(pair.into_inner()) {
        match part.as_rule() {
            Rule::ident => kind = Some(at.name(&part)),
            Rule::cells => cells = Some(cells_expr(at, part)?),
            Rule::step | Rule::slide | Rule::hop => movement = Some(self::movement(at, part)?),
            other => unreachable!("not part of a motion: {other:?}"),
        }
    }
    let node = if is_place {
        Motion::Place { kind, on: cells }
    } else {
        Motion::Move { kind, from: cells, movement: movement.expect("the grammar requires a movement") }
    };
    Ok(Spanned::new(node, span))
}

fn movement(at: At, pair: Pair<Rule>) -> Built<Movement> {
    let rule = pair.as_rule();
    let run = has_keyword(&pair, Rule::k_run) || pair.clone().into_inner().any(|p| p.as_rule() == Rule::run);
    let mut dirs = None;
    let (mut over, mut through, mut to) = (None, None, None);
    for part in content(pair.into_inner()) {
        match part.as_rule() {
            Rule::directions => dirs = Some(directions(at, part)),
            Rule::cells => over = Some(cells_expr(at, part)?),
            Rule::to => to = Some(inner_cells(at, part)?),
            Rule::through => through = Some(inner_cells(at, part)?),
            Rule::run => {}
            other => unreachable!("not part of a movement: {other:?}"),
        }
    }
    let dirs = dirs.expect("the grammar requires directions");
    Ok(match rule {
        Rule::step => Movement::Step { dirs, to },
        Rule::slide => Movement::Slide { dirs, through, to },
        _ => Movement::Hop { dirs, run, over: over.expect("the grammar requires `over`"), to },
    })
}

fn inner_cells(at: At, pair: Pair<Rule>) -> Built<Spanned<CellExpr>> {
    cells_expr(at, content(pair.into_inner()).next().expect("a cell set"))
}

fn effect(at: At, pair: Pair<Rule>) -> Spanned<Effect> {
    let span = at.span(&pair);
    let rule = pair.as_rule();
    let dirs = content(pair.into_inner()).next().map(|p| directions(at, p));
    let node = match (rule, dirs) {
        (Rule::flip_custodial, Some(d)) => Effect::FlipCustodial(d),
        (Rule::capture_custodial, Some(d)) => Effect::CaptureCustodial(d),
        (Rule::flip_jumped, _) => Effect::FlipJumped,
        _ => Effect::CaptureJumped,
    };
    Spanned::new(node, span)
}

fn pattern(at: At, pair: Pair<Rule>) -> Built<Spanned<TurnPattern>> {
    let span = at.span(&pair);
    let rule = pair.as_rule();
    let node = match rule {
        Rule::word => TurnPattern::Action(at.name(&pair)),
        Rule::pattern | Rule::pattern_seq => {
            let mut parts: Vec<Spanned<TurnPattern>> =
                pair.into_inner().map(|p| pattern(at, p)).collect::<Built<_>>()?;
            if parts.len() == 1 {
                return Ok(parts.remove(0));
            }
            if rule == Rule::pattern { TurnPattern::Alt(parts) } else { TurnPattern::Seq(parts) }
        }
        Rule::pattern_rep => {
            let mut inner = pair.into_inner();
            let mut node = pattern(at, inner.next().expect("an atom"))?;
            for repeat in inner {
                let wrapped = Box::new(node);
                node = Spanned::new(
                    match repeat.as_str() {
                        "?" => TurnPattern::Optional(wrapped),
                        "*" => TurnPattern::Star(wrapped),
                        _ => TurnPattern::Plus(wrapped),
                    },
                    span,
                );
            }
            return Ok(node);
        }
        other => unreachable!("not a pattern: {other:?}"),
    };
    Ok(Spanned::new(node, span))
}

fn labelled_condition<'a>(
    at: At,
    mut parts: std::iter::Peekable<impl Iterator<Item = Pair<'a, Rule>>>,
) -> Built<(Option<Spanned<String>>, Spanned<Cond>)> {
    let label = parts.next_if(|p| p.as_rule() == Rule::string).map(|p| at.string(&p));
    let condition = condition(at, parts.next().expect("a condition"))?;
    Ok((label, condition))
}

fn result<'a>(
    at: At,
    mut parts: std::iter::Peekable<impl Iterator<Item = Pair<'a, Rule>>>,
    span: Span,
) -> Built<ResultRule> {
    let outcome_pair = parts.next().expect("an outcome");
    let outcome_span = at.span(&outcome_pair);
    let outcome = match outcome_pair.clone().into_inner().next() {
        Some(p) if p.as_rule() == Rule::rank_by => {
            let quantity = content(p.into_inner()).next().expect("a quantity");
            OutcomeKind::RankBy(self::quantity(at, quantity)?.node)
        }
        Some(p) if p.as_rule() == Rule::k_win => OutcomeKind::Win,
        Some(p) if p.as_rule() == Rule::k_lose => OutcomeKind::Lose,
        _ => OutcomeKind::Draw,
    };
    let label = parts.next_if(|p| p.as_rule() == Rule::string).map(|p| at.string(&p));
    let condition = condition(at, parts.next().expect("a condition"))?;
    let timing = match parts.next() {
        Some(t) => {
            let t_span = at.span(&t);
            let inner = t.into_inner().next().expect("after or at turn start");
            let node = if inner.as_rule() == Rule::after {
                Timing::After(content_names(at, content(inner.into_inner())))
            } else {
                Timing::TurnStart
            };
            Spanned::new(node, t_span)
        }
        None => {
            Spanned::new(Timing::AfterAction, Span::new(condition.span.end, span.end.max(condition.span.end)))
        }
    };
    Ok(ResultRule { outcome: Spanned::new(outcome, outcome_span), label, condition, timing })
}

fn condition(at: At, pair: Pair<Rule>) -> Built<Spanned<Cond>> {
    let span = at.span(&pair);
    let rule = pair.as_rule();
    let node = match rule {
        Rule::condition | Rule::cond_and => {
            let mut operands = content(pair.into_inner()).map(|p| condition(at, p));
            let mut left = operands.next().expect("an operand")?;
            for right in operands {
                let right = right?;
                let joined = left.span.join(right.span);
                let (l, r) = (Box::new(left), Box::new(right));
                left = Spanned::new(
                    if rule == Rule::cond_and { Cond::And(l, r) } else { Cond::Or(l, r) },
                    joined,
                );
            }
            return Ok(left);
        }
        Rule::cond_not => return condition(at, pair.into_inner().next().expect("an operand")),
        Rule::negation => {
            Cond::Not(Box::new(condition(at, content(pair.into_inner()).next().expect("an operand"))?))
        }
        Rule::stuck => Cond::Stuck,
        Rule::all_stuck => Cond::AllStuck,
        Rule::board_full => Cond::BoardFull,
        Rule::compare => {
            let mut parts = pair.into_inner();
            let left = quantity(at, parts.next().expect("a quantity"))?;
            let op = match parts.next().expect("a comparison").as_str() {
                "==" => CompareOp::Eq,
                "!=" => CompareOp::Ne,
                ">=" => CompareOp::Ge,
                "<=" => CompareOp::Le,
                ">" => CompareOp::Gt,
                _ => CompareOp::Lt,
            };
            let right = quantity(at, parts.next().expect("a quantity"))?;
            Cond::Compare { left, op, right }
        }
        other => unreachable!("not a condition: {other:?}"),
    };
    Ok(Spanned::new(node, span))
}

fn quantity(at: At, pair: Pair<Rule>) -> Built<Spanned<Quantity>> {
    let span = at.span(&pair);
    let inner = pair.into_inner().next().expect("a quantity");
    let node = match inner.as_rule() {
        Rule::number => Quantity::Number(at.number(&inner)?.node),
        Rule::lines => {
            let at_least = inner.clone().into_inner().any(|p| p.as_rule() == Rule::at_least);
            let through = if has_keyword(&inner, Rule::k_placed) {
                LinesThrough::Placed
            } else if has_keyword(&inner, Rule::k_changed) {
                LinesThrough::Changed
            } else {
                LinesThrough::Anywhere
            };
            let length = content(inner.into_inner()).find(|p| p.as_rule() == Rule::number).expect("a length");
            Quantity::Lines { length: at.number(&length)?.node, at_least, through }
        }
        Rule::windows => {
            let length = content(inner.into_inner()).next().expect("a length");
            Quantity::Windows(at.number(&length)?.node)
        }
        Rule::flipped => Quantity::Flipped,
        Rule::passes => Quantity::Passes,
        _ => Quantity::Pieces,
    };
    Ok(Spanned::new(node, span))
}

//! Build, expressions: cell sets, turn patterns and conditions, which nest (quantities, which
//! they hold, are in `quantity.rs`).

use super::quantity::{cell_number, sum};
use super::{At, Built, content, next};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::parse::Rule;
use pest::iterators::Pair;

/// The most parentheses, `not`s and pattern operators that may enclose one another. Each level
/// costs stack here and in every later stage that walks the tree, so deeper input is refused
/// rather than allowed to overflow the stack. (Long flat chains such as `a1 b1 c1 …` do not
/// recurse here; the statement length limit bounds them.)
const MAX_NESTING: usize = 64;

/// How many levels of nesting enclose the node being built.
#[derive(Clone, Copy)]
pub(super) struct Depth(usize);

impl Depth {
    pub(super) const TOP: Depth = Depth(0);

    /// `levels` more, or E003 at `span` when that passes the limit.
    pub(super) fn deeper(self, levels: usize, span: Span) -> Built<Depth> {
        let depth = self.0 + levels;
        if depth <= MAX_NESTING {
            return Ok(Depth(depth));
        }
        let message = format!("this expression is nested more than {MAX_NESTING} levels deep");
        Err(Diagnostic::new("E003", message, span).label("too deep").help("write it with fewer parentheses"))
    }
}

/// Builds one kind of node from a pair and the depth it sits at.
type Builder<T> = fn(At, Pair<Rule>, Depth) -> Built<Spanned<T>>;

/// A cell set: `cells` (juxtaposition), `cell_or`, `cell_and`, `cell_minus` or an atom.
pub(super) fn cells(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<CellExpr>> {
    match pair.as_rule() {
        Rule::cells | Rule::cell_or | Rule::sow_from => fold(at, pair, depth, cells, CellExpr::Or),
        Rule::cell_and => fold(at, pair, depth, cells, CellExpr::And),
        Rule::cell_minus => fold(at, pair, depth, cells, CellExpr::Minus),
        Rule::cell_group => group(at, pair, depth, cells),
        _ => cell_atom(at, pair, depth),
    }
}

fn cell_atom(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<CellExpr>> {
    let span = at.span(&pair);
    let node = match pair.as_rule() {
        Rule::k_dark => CellExpr::Dark,
        Rule::k_light => CellExpr::Light,
        Rule::k_unmoved => CellExpr::Unmoved,
        Rule::k_taken => CellExpr::Taken,
        Rule::compare_cells => {
            let mut parts = content(pair.into_inner());
            let left = cell_number(at, next(&mut parts), depth)?;
            let op = compare_op(next(&mut parts).as_str());
            let right = cell_number(at, next(&mut parts), depth)?;
            compared(left, op, right)
        }
        Rule::k_attacked => CellExpr::Attacked,
        Rule::flagged_cells => CellExpr::Flagged(at.name(&next(&mut content(pair.into_inner())))),
        Rule::last_cells => {
            let mut parts = content(pair.into_inner()).peekable();
            let action = parts.next_if(|p| p.as_rule() == Rule::word).map(|p| at.name(&p));
            let part = match next(&mut parts).into_inner().next().map(|p| p.as_rule()) {
                Some(Rule::k_to) => LastPart::To,
                Some(Rule::k_from) => LastPart::From,
                _ => LastPart::Passed,
            };
            CellExpr::Last { action, part }
        }
        Rule::next_to | Rule::sight => {
            let is_next = pair.as_rule() == Rule::next_to;
            let depth = depth.deeper(1, span)?;
            let dirs = cell_dirs(at, next(&mut content(pair.clone().into_inner())));
            // The set is the last part, which may be a keyword (`occupied`): not `content`.
            let set = pair.into_inner().last().expect("the grammar ends these with a cell set");
            let of = Box::new(cells(at, set, depth)?);
            if is_next { CellExpr::Next { dirs, of } } else { CellExpr::Sight { dirs, from: of } }
        }
        Rule::surrounded => {
            let depth = depth.deeper(1, span)?;
            let dirs = cell_dirs(at, next(&mut content(pair.clone().into_inner())));
            // The set is the last part, which may be a keyword (`own`): not `content`.
            let set = pair.into_inner().last().expect("the grammar ends `surrounded` with a cell set");
            CellExpr::Surrounded { dirs, by: Box::new(cells(at, set, depth)?) }
        }
        Rule::edge => CellExpr::Edge(cell_dirs(at, next(&mut content(pair.into_inner())))),
        Rule::within => {
            let depth = depth.deeper(1, span)?;
            let reach = reach(at, &pair)?;
            // The set is the last part, which may be a keyword (`occupied`): not `content`.
            let set = pair.into_inner().last().expect("the grammar ends `within` with a cell set");
            CellExpr::Within { reach, of: Box::new(cells(at, set, depth)?) }
        }
        Rule::enclosed | Rule::territory => {
            let enclosed = pair.as_rule() == Rule::enclosed;
            let dirs = content(pair.into_inner()).next().map(|d| cell_dirs(at, d));
            if enclosed { CellExpr::Enclosed(dirs) } else { CellExpr::Territory(dirs) }
        }
        Rule::in_line => {
            let at_least = pair.clone().into_inner().any(|p| p.as_rule() == Rule::p_plus);
            let length = at.number(&next(&mut content(pair.into_inner())))?.node;
            CellExpr::InLine { length, at_least }
        }
        Rule::seeds_at => {
            let at_least = pair.clone().into_inner().any(|p| p.as_rule() == Rule::p_plus);
            let count = at.number(&next(&mut content(pair.into_inner())))?.node;
            CellExpr::Seeds { count, at_least }
        }
        Rule::back_along => {
            let depth = depth.deeper(1, span)?;
            // [back, along, TRACK, from, SET, while, SET]: the sets may be keywords (`own`).
            let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
            let track = at.name(&parts[2]);
            let from = Box::new(cells(at, parts[4].clone(), depth)?);
            let within = Box::new(cells(at, parts[6].clone(), depth)?);
            CellExpr::Back { track, from, within }
        }
        Rule::k_all => CellExpr::All,
        Rule::k_empty => CellExpr::Empty,
        Rule::k_own => CellExpr::Own,
        Rule::k_enemy => CellExpr::Enemy,
        Rule::k_ally => CellExpr::Ally,
        Rule::k_occupied => CellExpr::Occupied,
        Rule::string => CellExpr::Pattern(at.string(&pair)),
        Rule::ranks => {
            let numbers: Vec<Spanned<u32>> =
                content(pair.into_inner()).map(|p| at.number(&p)).collect::<Built<_>>()?;
            let (low, high) = range(numbers);
            CellExpr::Ranks(low, high)
        }
        Rule::files => {
            let (low, high) = range(content(pair.into_inner()).map(|p| at.name(&p)).collect());
            CellExpr::Files(low, high)
        }
        Rule::region_of => {
            let mut parts = content(pair.into_inner());
            let region = at.name(&next(&mut parts));
            CellExpr::RegionOf { region, player: at.name(&next(&mut parts)) }
        }
        _ => CellExpr::Name(at.name(&pair)),
    };
    Ok(Spanned::new(node, span))
}

/// `within N [DIRS]` or `at distance N [DIRS]` (of a cell set or a leap): how far, and along
/// which directions. The span runs from the first word to the number or the directions.
pub(super) fn reach(at: At, pair: &Pair<Rule>) -> Built<Spanned<Reach>> {
    let exactly = pair.clone().into_inner().any(|p| p.as_rule() == Rule::k_distance);
    let mut parts = content(pair.clone().into_inner());
    let steps = at.number(&next(&mut parts))?;
    let dirs = match parts.next() {
        Some(p) if p.as_rule() == Rule::cell_dirs => Some(cell_dirs(at, p)),
        Some(p) if p.as_rule() == Rule::directions => Some(super::directions(at, p)),
        _ => None,
    };
    let first = at.span(&pair.clone().into_inner().next().expect("`within` or `at` comes first"));
    let span = first.join(dirs.as_ref().map_or(steps.span, |d| d.span));
    Ok(Spanned::new(Reach { steps, exactly, dirs }, span))
}

/// A direction, or directions in parentheses, inside a cell set.
fn cell_dirs(at: At, pair: Pair<Rule>) -> Spanned<DirExpr> {
    let span = at.span(&pair);
    let inner = next(&mut content(pair.into_inner()));
    match inner.as_rule() {
        Rule::directions => super::directions(at, inner),
        _ => Spanned::new(vec![at.name(&inner)], span),
    }
}

/// `low-high`, or a lone `low` meaning `low-low`.
fn range<T: Clone>(ends: Vec<T>) -> (T, T) {
    let mut ends = ends.into_iter();
    let low = ends.next().expect("a range has a start");
    let high = ends.next().unwrap_or_else(|| low.clone());
    (low, high)
}

/// `a op b op c` as `(a op b) op c`; a single operand is itself. Chains are folded in a loop,
/// so a long one costs no stack here.
fn fold<T>(
    at: At,
    pair: Pair<Rule>,
    depth: Depth,
    operand: Builder<T>,
    join: fn(Box<Spanned<T>>, Box<Spanned<T>>) -> T,
) -> Built<Spanned<T>> {
    let mut operands = pair.into_inner().filter(|p| !is_operator(p.as_rule())).map(|p| operand(at, p, depth));
    let mut left = operands.next().expect("a chain has an operand")?;
    for right in operands {
        let right = right?;
        let span = left.span.join(right.span);
        left = Spanned::new(join(Box::new(left), Box::new(right)), span);
    }
    Ok(left)
}

fn is_operator(rule: Rule) -> bool {
    matches!(rule, Rule::p_bar | Rule::p_amp | Rule::p_minus | Rule::k_and | Rule::k_or)
}

/// `( … )`: what is inside, spanned with its parentheses.
fn group<T>(at: At, pair: Pair<Rule>, depth: Depth, inner: Builder<T>) -> Built<Spanned<T>> {
    let span = at.span(&pair);
    let depth = depth.deeper(1, Span::new(span.start, span.start + 1))?;
    let node = inner(at, next(&mut content(pair.into_inner())), depth)?.node;
    Ok(Spanned::new(node, span))
}

/// A turn pattern: `pattern` (alternatives), `pattern_seq`, `pattern_rep`, a group or a name.
pub(super) fn pattern(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<TurnPattern>> {
    match pair.as_rule() {
        Rule::pattern => list(at, pair, depth, TurnPattern::Alt),
        Rule::pattern_seq => list(at, pair, depth, TurnPattern::Seq),
        Rule::pattern_rep => repetition(at, pair, depth),
        Rule::pattern_group => group(at, pair, depth, pattern),
        _ => Ok(Spanned::new(TurnPattern::Action(at.name(&pair)), at.span(&pair))),
    }
}

/// `a | b | c` or `a b c`; a single element is itself, not a list of one.
fn list(
    at: At,
    pair: Pair<Rule>,
    depth: Depth,
    make: fn(Vec<Spanned<TurnPattern>>) -> TurnPattern,
) -> Built<Spanned<TurnPattern>> {
    let span = at.span(&pair);
    let mut items: Vec<_> =
        content(pair.into_inner()).map(|p| pattern(at, p, depth)).collect::<Built<_>>()?;
    match items.len() {
        1 => Ok(items.remove(0)),
        _ => Ok(Spanned::new(make(items), span)),
    }
}

/// `ATOM` followed by `?`, `*` and `+`, each wrapping all that comes before it.
fn repetition(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<TurnPattern>> {
    let span = at.span(&pair);
    let mut parts = pair.into_inner();
    let atom = next(&mut parts);
    let operators: Vec<Pair<Rule>> = parts.collect();
    let mut node = pattern(at, atom, depth.deeper(operators.len(), span)?)?;
    for operator in operators {
        let span = Span::new(node.span.start, at.span(&operator).end);
        let inner = Box::new(node);
        node = Spanned::new(
            match operator.as_rule() {
                Rule::p_question => TurnPattern::Optional(inner),
                Rule::p_star => TurnPattern::Star(inner),
                _ => TurnPattern::Plus(inner),
            },
            span,
        );
    }
    Ok(node)
}

/// A condition: `condition` (`or`), `cond_and`, `cond_not`, a group or an atom.
pub(super) fn condition(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<Cond>> {
    match pair.as_rule() {
        Rule::condition => fold(at, pair, depth, condition, Cond::Or),
        Rule::cond_and => fold(at, pair, depth, condition, Cond::And),
        Rule::cond_not => negation(at, pair, depth),
        Rule::cond_group => group(at, pair, depth, condition),
        _ => cond_atom(at, pair, depth),
    }
}

/// `not not … ATOM`: each `not` wraps the rest once more, spanning from itself to the end.
fn negation(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<Cond>> {
    let span = at.span(&pair);
    let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
    let (atom, nots) = parts.split_last().expect("a condition has an atom");
    let mut cond = condition(at, atom.clone(), depth.deeper(nots.len(), span)?)?;
    for not in nots.iter().rev() {
        let span = Span::new(at.span(not).start, cond.span.end);
        cond = Spanned::new(Cond::Not(Box::new(cond)), span);
    }
    Ok(cond)
}

fn cond_atom(at: At, pair: Pair<Rule>, depth: Depth) -> Built<Spanned<Cond>> {
    let span = at.span(&pair);
    let node = match pair.as_rule() {
        Rule::all_stuck => Cond::AllStuck,
        Rule::k_stuck => Cond::Stuck,
        Rule::board_full => Cond::BoardFull,
        Rule::k_check => Cond::Check,
        _ => {
            let mut parts = pair.into_inner();
            let left = sum(at, next(&mut parts), depth)?;
            let op = compare_op(next(&mut parts).as_str());
            Cond::Compare { left, op, right: sum(at, next(&mut parts), depth)? }
        }
    };
    Ok(Spanned::new(node, span))
}

fn compare_op(text: &str) -> CompareOp {
    match text {
        "==" => CompareOp::Eq,
        "!=" => CompareOp::Ne,
        ">=" => CompareOp::Ge,
        "<=" => CompareOp::Le,
        ">" => CompareOp::Gt,
        _ => CompareOp::Lt,
    }
}

/// A comparison of a cell's numbers. One number against a constant has its own node (a range
/// of heights or of values, tested without evaluating the comparison at each cell).
fn compared(left: CellNumber, op: CompareOp, right: CellNumber) -> CellExpr {
    match (left, right) {
        (CellNumber::Height, CellNumber::Number(n)) => CellExpr::Height(op, n),
        (CellNumber::Value(name), CellNumber::Number(n)) => CellExpr::Value(name, op, n),
        (left, right) => CellExpr::Compare(Box::new(left), op, Box::new(right)),
    }
}

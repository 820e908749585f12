//! Lints for the traps a file falls into while it checks clean: an option no statement uses
//! (`W007`), a `win … for opponents` that gives the game to the player who has nothing
//! (`W008`), and a `royal` kind that nothing can ever attack or take (`W009`).

use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CompareOp, Cond, GameFile, Item, Motion, OutcomeKind, Quantity, Spanned, Timing};

/// W007: an option that no statement's `if NAME` or `unless NAME` names: switching it on or
/// off changes nothing.
pub(super) fn unused_options(file: &GameFile, found: &mut Vec<Diagnostic>) {
    for item in &file.items {
        let Item::Option { name, .. } = &item.node else { continue };
        let used = file.gates.iter().flatten().any(|gate| gate.option.node == name.node);
        if used {
            continue;
        }
        found.push(
            Diagnostic::new("W007", format!("option `{}` is never used", name.node), name.span)
                .label(format!("no statement ends with `if {0}` or `unless {0}`", name.node))
                .help(format!(
                    "gate a statement with `if {}`, or remove the option: as it is, `--opt {}` changes nothing",
                    name.node, name.node
                )),
        );
    }
}

/// W008: `win: … for opponents` whose condition holds only for a player who has nothing — no
/// pieces (of a kind) on the board or in hand: it is judged about each opponent of the mover,
/// so the opponent left with nothing wins. `lose` was meant.
pub(super) fn wins_for_having_nothing(file: &GameFile, found: &mut Vec<Diagnostic>) {
    for item in &file.items {
        let Item::Result(rule) = &item.node else { continue };
        if rule.outcome.node != OutcomeKind::Win || rule.timing.node != Timing::Opponents {
            continue;
        }
        if !has_nothing(&rule.condition) {
            continue;
        }
        found.push(
            Diagnostic::new("W008", "this gives the game to the opponent who has nothing", rule.outcome.span)
                .label("judged about each opponent of the mover: the one left with none wins")
                .help(
                    "write `lose` for `win`: `lose … for opponents` makes the opponent left with none lose",
                ),
        );
    }
}

/// Whether a condition holds only when the player has none of something: a count of pieces
/// or of pieces in hand (or a sum of them) compared so that it must be 0 (`== 0`, `< 1`,
/// `<= 0`, either way round); with `and`, either side; with `or`, both.
fn has_nothing(cond: &Spanned<Cond>) -> bool {
    match &cond.node {
        Cond::Compare { left, op, right } => match (&left.node, &right.node) {
            (q, Quantity::Number(n)) if holdings(q) => forces_zero(*op, *n),
            (Quantity::Number(n), q) if holdings(q) => forces_zero(mirrored(*op), *n),
            _ => false,
        },
        Cond::And(a, b) => has_nothing(a) || has_nothing(b),
        Cond::Or(a, b) => has_nothing(a) && has_nothing(b),
        Cond::Not(_) | Cond::Stuck | Cond::AllStuck | Cond::BoardFull | Cond::Check => false,
    }
}

/// Whether a quantity counts what the player holds: `pieces [KIND]` on the whole board,
/// `hand [KIND]`, or a sum of them (never negative, and 0 only when each is).
fn holdings(quantity: &Quantity) -> bool {
    match quantity {
        Quantity::Pieces { along: None, .. } | Quantity::Hand(_) => true,
        Quantity::Sum(first, rest) => {
            holdings(&first.node) && rest.iter().all(|(add, q)| *add && holdings(&q.node))
        }
        _ => false,
    }
}

/// Whether `count OP n`, for a whole count from 0 up, holds only for a count of 0.
fn forces_zero(op: CompareOp, n: f64) -> bool {
    match op {
        CompareOp::Eq | CompareOp::Le => (0.0..1.0).contains(&n),
        CompareOp::Lt => n > 0.0 && n <= 1.0,
        CompareOp::Ne | CompareOp::Gt | CompareOp::Ge => false,
    }
}

/// `n OP count` as `count OP' n`.
fn mirrored(op: CompareOp) -> CompareOp {
    match op {
        CompareOp::Lt => CompareOp::Gt,
        CompareOp::Le => CompareOp::Ge,
        CompareOp::Gt => CompareOp::Lt,
        CompareOp::Ge => CompareOp::Le,
        same => same,
    }
}

/// W009: a `royal` kind when no rule can ever take a piece: no move may land on an enemy,
/// and no rule removes, flips or captures. Then `check` never holds and the kind is never
/// spared anything, so `royal` changes nothing. A move's landing cells are read from the
/// compiled rules with every option off and with each on by itself (as `yon check` checks);
/// where one of those does not compile, nothing is said.
pub(super) fn royals_never_attacked(file: &GameFile, source: &str, found: &mut Vec<Diagnostic>) {
    let royals: Vec<&crate::syntax::ast::Name> = file
        .items
        .iter()
        .flat_map(|item| match &item.node {
            Item::Royal(kinds) => kinds.iter().collect(),
            _ => Vec::new(),
        })
        .collect();
    if royals.is_empty() {
        return;
    }
    // Royal pieces are never removed, flipped or captured, and stay behind under `takeover`.
    let spares = file.items.iter().any(|item| match &item.node {
        Item::Takeover => true,
        Item::Action(action) => {
            matches!(action.motion.node, Motion::Remove { .. } | Motion::Flip { .. })
                || !action.effects.is_empty()
        }
        _ => false,
    });
    if spares {
        return;
    }
    let mut choices: Vec<Vec<String>> = vec![Vec::new()];
    choices.extend(file.option_names().map(|o| vec![o.to_string()]));
    for options in choices {
        let Ok(rules) = super::check_with(file, source, &options) else { return };
        if rules.actions.iter().any(|action| action.captures) {
            return;
        }
    }
    for kind in royals {
        found.push(
            Diagnostic::new("W009", format!("nothing can ever attack a royal `{}`", kind.node), kind.span)
                .label("no rule moves onto an enemy piece, or removes, flips or captures one")
                .help(
                    "`royal` matters only to `check` and to what may be taken: give a rule that \
                     captures (a move `to empty | enemy`), or remove `royal`",
                ),
        );
    }
}

//! Lints about rules that do not mean what they seem to: an action rule that an earlier one
//! always plays for it (`W005`), and a `for opponents` result counting pieces of a kind some
//! opponent never has (`W006`).

use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{Action, Cond, Effect, GameFile, Item, Motion, Quantity, Spanned, Timing};

/// W005: a rule that makes exactly the actions of an earlier rule that nothing makes decline
/// them (no `requires`, no `forbid` after it alone, the same `when`, in the same turns): the
/// earlier rule plays every one, so the later can never be played.
pub(super) fn duplicate_actions(file: &GameFile, source: &str, found: &mut Vec<Diagnostic>) {
    let text = |span: crate::syntax::ast::Span| words(source.get(span.start..span.end).unwrap_or(""));
    let actions: Vec<(&Action, usize)> = file
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, item)| match &item.node {
            Item::Action(action) => Some((action, i)),
            _ => None,
        })
        .collect();
    for (later, (second, at)) in actions.iter().enumerate() {
        let first = actions[..later].iter().find(|(first, before)| {
            file.gates[*before] == file.gates[*at]
                && first.requires.is_none()
                && text(first.motion.span) == text(second.motion.span)
                && first.when.as_ref().map(|w| text(w.span)) == second.when.as_ref().map(|w| text(w.span))
                && !told_apart(file, source, &first.name.node, &second.name.node)
        });
        let Some((first, _)) = first else { continue };
        let line = crate::diagnostic::line_col(source, first.name.span.start).0;
        found.push(
            Diagnostic::new(
                "W005",
                format!("action `{}` can never be played", second.name.node),
                second.name.span,
            )
            .label(format!("`{}` (line {line}) makes the same actions and plays them first", first.name.node))
            .help(format!(
                "remove `{}`, or tell the two apart: another motion, a `when`, or a `requires` on `{}`",
                second.name.node, first.name.node
            )),
        );
    }
}

/// A text's words, so that spacing and line breaks do not tell two rules apart.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// Whether a `turn` pattern or a `forbid … after` names one of two actions and not the other.
fn told_apart(file: &GameFile, source: &str, a: &str, b: &str) -> bool {
    let names = |text: &str, name: &str| {
        text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_')).any(|w| w == name)
    };
    file.items.iter().any(|item| match &item.node {
        Item::Turn { pattern, .. } => {
            let text = source.get(pattern.span.start..pattern.span.end).unwrap_or("");
            names(text, a) != names(text, b)
        }
        Item::Forbid { after: Some(after), .. } => {
            after.iter().any(|n| n.node == a) != after.iter().any(|n| n.node == b)
        }
        _ => false,
    })
}

/// W006: a `for opponents` result that counts `pieces KIND` where some player never has a piece
/// of that kind: for that player the count is always 0, so it holds (or fails) after every
/// action of another. Pieces that change hands (flips, captures to hand, takeover) may reach
/// anyone, and then nothing is said.
pub(super) fn opponents_without_the_kind(file: &GameFile, found: &mut Vec<Diagnostic>) {
    if pieces_change_hands(file) {
        return;
    }
    let players: Vec<&str> = file
        .items
        .iter()
        .find_map(|i| match &i.node {
            Item::Players(names) => Some(names.iter().map(|n| n.node.as_str()).collect()),
            _ => None,
        })
        .unwrap_or_default();
    for item in &file.items {
        let Item::Result(rule) = &item.node else { continue };
        if rule.timing.node != Timing::Opponents {
            continue;
        }
        let mut counted = Vec::new();
        kinds_counted(&rule.condition, &mut counted);
        for (kind, span) in counted {
            let Some(player) = players.iter().find(|p| !ever_has(file, p, &kind)) else { continue };
            found.push(
                Diagnostic::new("W006", format!("`{player}` never has a `{kind}`"), span)
                    .label(format!(
                        "judged for every opponent of the mover, where `{player}`'s count is always 0"
                    ))
                    .help(format!(
                        "judge it about the players who have `{kind}`s, e.g. `at turn start` or after \
                         the action that takes them, rather than `for opponents`"
                    )),
            );
        }
    }
}

/// Whether pieces may pass from one player to another: flips, captures to hand, takeover.
fn pieces_change_hands(file: &GameFile) -> bool {
    file.items.iter().any(|item| match &item.node {
        Item::CaptureToHand { owner: false } | Item::Takeover => true,
        Item::Action(action) => {
            matches!(action.motion.node, Motion::Flip { .. })
                || action.effects.iter().any(|e| {
                    matches!(
                        e.node,
                        Effect::FlipCustodial(..)
                            | Effect::CustodialSets { flip: true, .. }
                            | Effect::FlipJumped(_)
                            | Effect::Flip(..)
                    )
                })
        }
        _ => false,
    })
}

/// The kinds of the `pieces KIND` counts in a condition, with their spans.
fn kinds_counted(cond: &Spanned<Cond>, out: &mut Vec<(String, crate::syntax::ast::Span)>) {
    fn quantity(q: &Spanned<Quantity>, out: &mut Vec<(String, crate::syntax::ast::Span)>) {
        match &q.node {
            Quantity::Pieces { kind: Some(kind), .. } => out.push((kind.node.clone(), q.span)),
            Quantity::Sum(first, rest) => {
                quantity(first, out);
                rest.iter().for_each(|(_, q)| quantity(q, out));
            }
            _ => {}
        }
    }
    match &cond.node {
        Cond::Compare { left, right, .. } => {
            quantity(left, out);
            quantity(right, out);
        }
        Cond::And(a, b) | Cond::Or(a, b) => {
            kinds_counted(a, out);
            kinds_counted(b, out);
        }
        Cond::Not(a) => kinds_counted(a, out),
        _ => {}
    }
}

/// Whether `player` may ever have a piece of `kind` on the board: set up for them, in every
/// player's hand, or promoted to from a kind they have.
fn ever_has(file: &GameFile, player: &str, kind: &str) -> bool {
    let mut kinds: Vec<&str> = Vec::new();
    for item in &file.items {
        match &item.node {
            Item::Hand { kinds: hand, .. } => kinds.extend(hand.iter().map(|k| k.node.as_str())),
            Item::Setup { player: p, kind: Some(kind), .. } if p.node == player => kinds.push(&kind.node),
            // Without a kind, a setup is of the only kind.
            Item::Setup { player: p, kind: None, .. } if p.node == player => return true,
            _ => {}
        }
    }
    // Promotions, until no new kind comes of them.
    loop {
        let before = kinds.len();
        for item in &file.items {
            if let Item::Promote { from, to, .. } = &item.node
                && kinds.contains(&from.node.as_str())
            {
                kinds.extend(
                    to.iter().map(|k| k.node.as_str()).filter(|k| !kinds.contains(k)).collect::<Vec<_>>(),
                );
            }
        }
        if kinds.len() == before {
            return kinds.contains(&kind);
        }
    }
}

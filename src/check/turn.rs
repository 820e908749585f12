//! Turn: the `turn` patterns that order a game's actions, compiled to the turn machine, and
//! `priority`, which orders the actions a player may choose among.

use super::Checker;
use crate::compile::rules::{ActionId, ActionRule};
use crate::compile::turn::{MAX_TURN_STATES, Pattern, TooComplex, TurnMachine};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::Span;
use crate::syntax::ast::{GameFile, Item, Spanned, TurnPattern};

/// The last turn a `turn N:` statement may name.
const MAX_NUMBERED_TURN: u32 = 64;

impl Checker<'_> {
    /// `priority: A | B, C`: each group as a mask of actions, earliest first. An action may
    /// stand in one group only.
    pub(crate) fn priority(&mut self, file: &GameFile, actions: &[ActionRule]) -> Vec<u64> {
        let mut levels = Vec::new();
        let mut seen = 0u64;
        for item in &file.items {
            let Item::Priority { groups, .. } = &item.node else { continue };
            if !levels.is_empty() {
                self.error(
                    Diagnostic::new("E011", "`priority` is declared twice", item.span)
                        .label("second one here"),
                );
                continue;
            }
            for group in groups {
                let mut mask = 0u64;
                for name in group {
                    let Some(bits) = self.action_mask(name, actions) else { continue };
                    if bits & seen != 0 {
                        let message = format!("`{}` stands in two priority groups", name.node);
                        self.error(
                            Diagnostic::new("E011", message, name.span).label("already in an earlier group"),
                        );
                    }
                    mask |= bits;
                    seen |= bits;
                }
                levels.push(mask);
            }
        }
        levels
    }

    /// The turn machine; without a `turn` statement a turn is any one action.
    pub(crate) fn turn(&mut self, file: &GameFile, actions: &[ActionRule]) -> Option<TurnMachine> {
        let mut turn = None;
        let mut numbered: Vec<(u32, Pattern)> = Vec::new();
        // Where each pattern was written: `None` for the turn's, `Some(n)` for turn n's.
        let mut spans: Vec<(Option<u32>, Span)> = Vec::new();
        let mut used = vec![false; self.action_names.len()];
        let mut resolved_all = true;
        for item in &file.items {
            let Item::Turn { number, pattern } = &item.node else { continue };
            let resolved = self.pattern(pattern, &mut used);
            let twice = match number {
                Some(n) if n.node == 0 || n.node > MAX_NUMBERED_TURN => {
                    let message = format!("turn {} is not a turn yon can name", n.node);
                    let label = format!("turns are counted from 1 to {MAX_NUMBERED_TURN}");
                    self.error(Diagnostic::new("E015", message, n.span).label(label));
                    continue;
                }
                Some(n) => numbered.iter().any(|(m, _)| *m == n.node),
                None => turn.is_some(),
            };
            if twice {
                let what = number.as_ref().map_or("turn".to_string(), |n| format!("turn {}", n.node));
                let message = format!("`{what}` is declared twice");
                self.error(Diagnostic::new("E011", message, item.span).label("second one here"));
            }
            let Some(resolved) = resolved else {
                resolved_all = false;
                continue;
            };
            spans.push((number.as_ref().map(|n| n.node), item.span));
            match number {
                Some(n) => numbered.push((n.node, resolved)),
                None => turn = Some(resolved),
            }
        }
        let turn = match turn {
            Some(pattern) => pattern,
            None => {
                used.iter_mut().for_each(|u| *u = true);
                Pattern::Alt((0..actions.len() as ActionId).map(Pattern::Action).collect())
            }
        };
        self.report_unused_actions(file, &used);
        if actions.len() != self.action_names.len() || !resolved_all {
            return None;
        }
        let machine = match TurnMachine::new(actions.len(), &turn, &numbered) {
            Ok(machine) => machine,
            Err(which) => {
                let number = match which {
                    TooComplex::Turn => None,
                    TooComplex::Numbered(n) => Some(n),
                };
                let span = spans.iter().find(|(n, _)| *n == number).map(|(_, s)| *s);
                let message = "this turn pattern is too complex";
                let label = format!("needs more than {MAX_TURN_STATES} states");
                let help = "write it with fewer alternatives inside repetitions, or split the actions";
                self.error(
                    Diagnostic::new("E018", message, span.unwrap_or_default()).label(label).help(help),
                );
                return None;
            }
        };
        if machine.has_dead_start() && !actions.is_empty() {
            let span = file.items.iter().find(|i| matches!(i.node, Item::Turn { .. })).map(|i| i.span);
            let message = "a turn pattern allows no action with the options chosen";
            let help = "the actions it names are all switched off by options; give the turn another way";
            self.error(
                Diagnostic::new("E018", message, span.unwrap_or_default())
                    .label("no turn possible")
                    .help(help),
            );
        }
        if machine.accepts_empty_turn() {
            let span = file.items.iter().find(|i| matches!(i.node, Item::Turn { .. })).map(|i| i.span);
            let message = "a turn may end before any action";
            let help = "every turn needs at least one action: use `+` instead of `*`, or drop a `?`";
            self.error(
                Diagnostic::new("E018", message, span.unwrap_or_default())
                    .label("matches an empty turn")
                    .help(help),
            );
        }
        Some(machine)
    }

    fn pattern(&mut self, pattern: &Spanned<TurnPattern>, used: &mut [bool]) -> Option<Pattern> {
        let all = |checker: &mut Self, parts: &[Spanned<TurnPattern>], used: &mut [bool]| {
            let resolved: Vec<Option<Pattern>> = parts.iter().map(|p| checker.pattern(p, used)).collect();
            resolved.into_iter().collect::<Option<Vec<_>>>()
        };
        // An action declared `pass` or `end` takes the word over from the built-in one.
        let declared = |checker: &Self, name: &str| {
            checker.action_names.iter().chain(&checker.disabled_actions).any(|a| a == name)
        };
        match &pattern.node {
            TurnPattern::Action(name) if name.node == "end" && !declared(self, "end") => Some(Pattern::End),
            TurnPattern::Action(name) if name.node == "pass" && !declared(self, "pass") => {
                Some(Pattern::Pass)
            }
            TurnPattern::Action(name) if name.node == "roll" && !declared(self, "roll") => {
                self.needs_dice(name.span, "`roll`").map(|_| Pattern::Roll)
            }
            TurnPattern::Action(name) => {
                if self.disabled_actions.contains(&name.node) {
                    return Some(Pattern::Nothing);
                }
                let Some(id) = self.action_names.iter().position(|a| *a == name.node) else {
                    self.unknown("action", &name.node, name.span, &self.action_names.clone());
                    return None;
                };
                used[id] = true;
                Some(Pattern::Action(id as ActionId))
            }
            TurnPattern::Seq(parts) => all(self, parts, used).map(Pattern::Seq),
            TurnPattern::Alt(parts) => all(self, parts, used).map(Pattern::Alt),
            TurnPattern::Optional(inner) => self.pattern(inner, used).map(|p| Pattern::Optional(Box::new(p))),
            TurnPattern::Star(inner) => self.pattern(inner, used).map(|p| Pattern::Star(Box::new(p))),
            TurnPattern::Plus(inner) => self.pattern(inner, used).map(|p| Pattern::Plus(Box::new(p))),
        }
    }

    fn report_unused_actions(&mut self, file: &GameFile, used: &[bool]) {
        for item in &file.items {
            let Item::Action(action) = &item.node else { continue };
            let Some(id) = self.action_names.iter().position(|a| *a == action.name.node) else { continue };
            if !used[id] {
                let message = format!("action `{}` can never be played", action.name.node);
                let help = format!("name `{}` in a `turn` pattern, or remove it", action.name.node);
                self.error(
                    Diagnostic::new("E017", message, action.name.span).label("no turn uses it").help(help),
                );
            }
        }
    }
}

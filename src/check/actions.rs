//! Actions: `action` declarations resolved to motions, effects and requirements, and the
//! `turn` patterns that order them.

use super::Checker;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{
    ActionId, ActionRule, Condition, DirMask, ENEMY, Effect, MAX_ACTIONS, Motion, Movement, Origin, Quantity,
};
use crate::compile::turn::{Pattern, TurnMachine};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::CompareOp;
use crate::syntax::ast::{self, GameFile, Item, Spanned, TurnPattern};

/// Recognises `place … then flip custodial D requires flipped >= N`, which
/// can be judged by counting runs instead of playing the action.
fn flip_requirement(
    motion: &Motion,
    effects: &[Effect],
    requires: Option<&Condition>,
) -> Option<(DirMask, u32)> {
    let (Motion::Place { .. }, [Effect::FlipCustodial(dirs)]) = (motion, effects) else { return None };
    match requires? {
        Condition::Compare(Quantity::Flipped, CompareOp::Ge, Quantity::Number(n)) => Some((*dirs, *n)),
        Condition::Compare(Quantity::Flipped, CompareOp::Gt, Quantity::Number(n)) => {
            Some((*dirs, n.saturating_add(1)))
        }
        _ => None,
    }
}

impl Checker<'_> {
    pub(crate) fn actions(&mut self, file: &GameFile) -> Vec<ActionRule> {
        let mut rules = Vec::new();
        for item in &file.items {
            let Item::Action(action) = &item.node else { continue };
            if self.action_names.contains(&action.name.node) {
                let message = format!("action `{}` is declared twice", action.name.node);
                self.error(Diagnostic::new("E011", message, action.name.span).label("already declared"));
                continue;
            }
            self.action_names.push(action.name.node.clone());
            if let Some(rule) = self.action(action) {
                rules.push(rule);
            }
        }
        if self.action_names.len() > MAX_ACTIONS {
            let span = file.items.last().map(|i| i.span).unwrap_or_default();
            let message = format!("{} actions is more than yon supports", self.action_names.len());
            self.error(Diagnostic::new("E022", message, span).label(format!("at most {MAX_ACTIONS}")));
        }
        if self.action_names.is_empty() {
            let end = file.items.last().map_or(0, |i| i.span.end);
            let diagnostic =
                Diagnostic::new("E010", "the game declares no `action`", ast::Span::new(end, end))
                    .help("add `action place: place on empty`");
            self.error(diagnostic);
        }
        rules
    }

    fn action(&mut self, action: &ast::Action) -> Option<ActionRule> {
        let gate = match &action.gate {
            Some(gate) => Some((self.option(&gate.option)?, gate.enabled_when_set)),
            None => None,
        };
        let motion = self.motion(&action.motion)?;
        let effects = action.effects.iter().map(|e| self.effect(e)).collect::<Option<Vec<_>>>()?;
        let requires = match &action.requires {
            Some(condition) => Some(self.condition(condition, false)?),
            None => None,
        };
        let origin = Origin { line: self.line(action.name.span), name: action.name.node.clone() };
        let flip_requirement = flip_requirement(&motion, &effects, requires.as_ref());
        let captures = match &motion {
            Motion::Move { movement, .. } => match movement {
                Movement::Step { to, .. }
                | Movement::Slide { to, .. }
                | Movement::Hop { to, .. }
                | Movement::Leap { to, .. } => to.iter().any(|t| t.classes & ENEMY != 0),
            },
            Motion::Place { .. } => false,
        };
        Some(ActionRule {
            name: action.name.node.clone(),
            captures,
            gate,
            motion,
            effects,
            requires,
            flip_requirement,
            origin,
        })
    }

    fn motion(&mut self, motion: &Spanned<ast::Motion>) -> Option<Motion> {
        match &motion.node {
            ast::Motion::Place { kinds, on } => {
                let kinds = self.kind_mask(kinds)?;
                let on = match on {
                    Some(on) => self.cell_tests(on)?,
                    None => self.empty_tests(),
                };
                Some(Motion::Place { kinds, on })
            }
            ast::Motion::Move { kinds, from, movement } => {
                let kinds = self.kind_mask(kinds)?;
                let from = match from {
                    Some(from) => self.cell_tests(from)?,
                    None => self.cell_tests(&Spanned::new(ast::CellExpr::All, motion.span))?,
                };
                let movement = self.movement(movement)?;
                let reach = self.reach(&movement);
                Some(Motion::Move { kinds, from, movement, reach })
            }
        }
    }

    fn movement(&mut self, movement: &ast::Movement) -> Option<Movement> {
        let target = |checker: &mut Self, to: &Option<Spanned<ast::CellExpr>>| match to {
            Some(to) => checker.cell_tests(to),
            None => Some(checker.empty_tests()),
        };
        match movement {
            ast::Movement::Step { dirs, to } => {
                let dirs = self.side_directions(dirs);
                let to = target(self, to);
                Some(Movement::Step { dirs: dirs?, to: to? })
            }
            ast::Movement::Slide { dirs, through, to } => {
                let dirs = self.side_directions(dirs);
                let through = target(self, through)?;
                let to = match to {
                    Some(to) => self.cell_tests(to)?,
                    None => through.clone(),
                };
                Some(Movement::Slide { dirs: dirs?, through, to })
            }
            ast::Movement::Hop { dirs, run, over, to } => {
                let dirs = self.side_directions(dirs);
                let over = self.cell_tests(over);
                let to = target(self, to);
                Some(Movement::Hop { dirs: dirs?, run: *run, over: over?, to: to? })
            }
            ast::Movement::Leap { paths, to } => {
                let targets = self.leap_targets(paths);
                let to = target(self, to);
                Some(Movement::Leap { paths: paths.len(), targets: targets?, to: to? })
            }
        }
    }

    /// For each context and cell, the directions whose first cell the movement could accept.
    fn reach(&self, movement: &Movement) -> Vec<Vec<DirMask>> {
        let Some(geometry) = &self.geometry else { return Vec::new() };
        (0..self.players.len() * self.memory_values())
            .map(|context| {
                (0..geometry.cell_count() as Cell)
                    .map(|cell| {
                        (0..geometry.direction_count() as u8).fold(0, |mask, d| {
                            let next = geometry.step(cell, d);
                            let (dirs, open) =
                                if next == NO_CELL { (0, false) } else { movement.first_cell(context, next) };
                            // A hop over one cell also needs a cell beyond that could take it.
                            let lands = match movement {
                                Movement::Hop { run: false, to, .. } if open => {
                                    let beyond = geometry.step(next, d);
                                    beyond != NO_CELL
                                        && beyond != cell
                                        && to[context].mask[beyond as usize] != 0
                                }
                                _ => true,
                            };
                            if open && lands && dirs & 1 << d != 0 { mask | 1 << d } else { mask }
                        })
                    })
                    .collect()
            })
            .collect()
    }

    fn effect(&mut self, effect: &Spanned<ast::Effect>) -> Option<Effect> {
        match &effect.node {
            ast::Effect::FlipCustodial(dirs) => Some(Effect::FlipCustodial(self.directions(dirs)?)),
            ast::Effect::CaptureCustodial(dirs) => Some(Effect::CaptureCustodial(self.directions(dirs)?)),
            ast::Effect::FlipJumped => Some(Effect::FlipJumped),
            ast::Effect::CaptureJumped => Some(Effect::CaptureJumped),
        }
    }

    /// The turn machine; without a `turn` statement a turn is any one action.
    pub(crate) fn turn(&mut self, file: &GameFile, actions: &[ActionRule]) -> Option<TurnMachine> {
        let mut turn = None;
        let mut first = None;
        let mut used = vec![false; self.action_names.len()];
        for item in &file.items {
            let Item::Turn { first: is_first, pattern } = &item.node else { continue };
            let resolved = self.pattern(pattern, &mut used);
            let slot = if *is_first { &mut first } else { &mut turn };
            if slot.is_some() {
                let what = if *is_first { "turn first" } else { "turn" };
                let message = format!("`{what}` is declared twice");
                self.error(Diagnostic::new("E011", message, item.span).label("second one here"));
            }
            *slot = Some((resolved?, item.span));
        }
        let turn = match turn {
            Some((pattern, _)) => pattern,
            None => {
                used.iter_mut().for_each(|u| *u = true);
                Pattern::Alt((0..actions.len() as ActionId).map(Pattern::Action).collect())
            }
        };
        self.report_unused_actions(file, &used);
        if actions.len() != self.action_names.len() {
            return None;
        }
        let machine = TurnMachine::new(actions.len(), &turn, first.as_ref().map(|(p, _)| p));
        if machine.states.len() >= u8::MAX as usize {
            let span = file.items.first().map(|i| i.span).unwrap_or_default();
            self.error(Diagnostic::new("E018", "the turn patterns are too complex", span));
            return None;
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
        match &pattern.node {
            TurnPattern::Action(name) => {
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

//! Actions: `action` declarations resolved to motions, effects and requirements, and the
//! `turn` patterns that order them.

use super::Checker;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{
    ActionId, ActionRule, Condition, DirMask, ENEMY, Effect, FlipTo, MAX_ACTIONS, Motion, Movement, Origin,
    Quantity,
};
use crate::compile::turn::{Pattern, TurnMachine};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::CompareOp;
use crate::syntax::ast::{self, FlipTo as AstFlipTo, GameFile, Item, Spanned, TurnPattern};

/// The last turn a `turn N:` statement may name.
const MAX_NUMBERED_TURN: u32 = 64;

/// Whom a flip gives a piece to, or the effect's default.
fn flip_to(written: Option<AstFlipTo>, default: FlipTo) -> FlipTo {
    match written {
        Some(AstFlipTo::Mover) => FlipTo::Mover,
        Some(AstFlipTo::Next) => FlipTo::Next,
        None => default,
    }
}

/// Recognises `place … then flip custodial D requires flipped >= N`, which
/// can be judged by counting runs instead of playing the action.
fn flip_requirement(
    motion: &Motion,
    effects: &[Effect],
    requires: Option<&Condition>,
) -> Option<(DirMask, u32)> {
    let (Motion::Place { .. }, [Effect::FlipCustodial(dirs, FlipTo::Mover)]) = (motion, effects) else {
        return None;
    };
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
            ast::Effect::FlipCustodial(dirs, to) => {
                Some(Effect::FlipCustodial(self.directions(dirs)?, flip_to(*to, FlipTo::Mover)))
            }
            ast::Effect::CaptureCustodial(dirs) => Some(Effect::CaptureCustodial(self.directions(dirs)?)),
            ast::Effect::FlipJumped(to) => Some(Effect::FlipJumped(flip_to(*to, FlipTo::Next))),
            ast::Effect::CaptureJumped => Some(Effect::CaptureJumped),
        }
    }

    /// The turn machine; without a `turn` statement a turn is any one action.
    pub(crate) fn turn(&mut self, file: &GameFile, actions: &[ActionRule]) -> Option<TurnMachine> {
        let mut turn = None;
        let mut numbered: Vec<(u32, Pattern)> = Vec::new();
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
        let machine = TurnMachine::new(actions.len(), &turn, &numbered);
        if machine.states.len() >= u8::MAX as usize {
            let span = file.items.first().map(|i| i.span).unwrap_or_default();
            self.error(Diagnostic::new("E018", "the turn patterns are too complex", span));
            return None;
        }
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
        match &pattern.node {
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

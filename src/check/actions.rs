//! Actions: `action` declarations resolved to preconditions, motions (place, move, remove,
//! flip, swap), movements, effects and requirements.

use super::Checker;
use super::push::reads_a_push;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{
    ActionRule, Compare, Condition, DirMask, Distance, ENEMY, Effect, FlipTo, LeapCells, LeapThrough,
    MAX_ACTIONS, Motion, Movement, ONWARD, Origin, PerContext, Quantity, Spelling,
};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, FlipTo as AstFlipTo, GameFile, Item, Spanned};

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
    let least = match requires? {
        Condition::Compare(Quantity::Flipped, Compare::Ge, Quantity::Number(n)) => n.ceil(),
        Condition::Compare(Quantity::Flipped, Compare::Gt, Quantity::Number(n)) => n.floor() + 1.0,
        _ => return None,
    };
    Some((*dirs, least.min(f64::from(u32::MAX)) as u32))
}

/// Whether a movement's moves must be walked with every cell judged (`engine/walk.rs`).
fn movement_needs_position(movement: &Movement) -> bool {
    let dynamic = |tests: &PerContext<crate::compile::rules::CellTest>| tests.iter().any(|t| t.is_dynamic());
    let onward = |dirs: &[DirMask]| dirs.iter().any(|d| d & ONWARD != 0);
    match movement {
        Movement::Step { dirs, to } => onward(dirs) || dynamic(to),
        Movement::Slide { dirs, through, to, exactly } => {
            onward(dirs) || dynamic(through) || dynamic(to) || exactly.is_some()
        }
        Movement::Hop { dirs, over, to, flying, .. } => {
            *flying || onward(dirs) || dynamic(over) || dynamic(to)
        }
        Movement::Leap { through, to, .. } => through.is_some() || dynamic(to),
        Movement::Anywhere { .. } => true,
    }
}

/// An optional part once resolved: `Some(None)` when it was not written, `None` when it was
/// written but did not resolve (its mistakes are reported).
fn resolved<T>(part: Option<Option<T>>) -> Option<Option<T>> {
    match part {
        None => Some(None),
        Some(resolved) => resolved.map(Some),
    }
}

impl Checker<'_> {
    pub(crate) fn actions(&mut self, file: &GameFile) -> Vec<ActionRule> {
        // Every name first: a cell set may name an action declared further down (`last jump to`).
        let mut declared = Vec::new();
        for item in &file.items {
            let Item::Action(action) = &item.node else { continue };
            if self.action_names.contains(&action.name.node) {
                let message = format!("action `{}` is declared twice", action.name.node);
                self.error(Diagnostic::new("E011", message, action.name.span).label("already declared"));
                continue;
            }
            self.action_names.push(action.name.node.clone());
            declared.push(action);
        }
        let rules: Vec<ActionRule> = declared.into_iter().filter_map(|a| self.action(a)).collect();
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
        let when = action.when.as_ref().map(|c| self.condition(c, false));
        let motion = self.motion(&action.motion);
        let top = self.top(action);
        let effects = action.effects.iter().map(|e| self.effect(e)).collect::<Vec<_>>();
        let requires = action.requires.as_ref().map(|c| self.condition(c, false));
        let (motion, when, requires) = (motion?, resolved(when)?, resolved(requires)?);
        let effects = effects.into_iter().collect::<Option<Vec<_>>>()?;
        let origin = Origin { line: self.line(action.name.span), name: action.name.node.clone() };
        let flip_requirement = flip_requirement(&motion, &effects, requires.as_ref());
        let needs_position = match &motion {
            // A neutral piece moves as the mover's would, walked (`engine/walk.rs`).
            Motion::Move { movement, neutral, .. } => *neutral || movement_needs_position(movement),
            Motion::Place { .. }
            | Motion::Take { .. }
            | Motion::Swap
            | Motion::Sow { .. }
            | Motion::Along { .. } => false,
        };
        let spelling = Spelling {
            when: action.when.as_ref().map_or_else(String::new, |when| self.spelled(when.span)),
            ..self.spelling(&action.motion.node)
        };
        let pushes = self.pushes(action, &motion, &effects)?;
        if !pushes && requires.as_ref().is_some_and(reads_a_push) {
            self.refuse_push_lengths(action);
            return None;
        }
        let pulls = self.pulls(action, &motion, &effects)?;
        let abreast = self.abreast(action, &motion, &effects)?;
        let top = top?;
        // A move of the top pieces piles onto what it reaches and never takes it, so it attacks
        // nothing either (`check` reads only the rules that can take).
        let captures = match &motion {
            Motion::Move { movement, .. } => {
                top.is_none() && movement.to().iter().any(|t| t.classes & ENEMY != 0)
            }
            Motion::Along { to, .. } => to.iter().flatten().any(|t| t.classes & ENEMY != 0),
            Motion::Place { .. } | Motion::Take { .. } | Motion::Swap | Motion::Sow { .. } => false,
        };
        if pulls && top.is_some() {
            self.refuse_pull_with_top(action);
            return None;
        }
        // A move of the top pieces is walked, one count at a time (`engine/top.rs`), and a line
        // abreast one line at a time (`engine/abreast.rs`).
        let needs_position = needs_position || top.is_some() || abreast.is_some();
        Some(ActionRule {
            top,
            abreast,
            pushes,
            pulls,
            spelling,
            name: action.name.node.clone(),
            captures,
            when,
            by_chance: action.by_chance.is_some(),
            motion,
            effects,
            requires,
            shadowed_by: 0,
            flip_requirement,
            needs_position,
            origin,
        })
    }

    fn motion(&mut self, motion: &Spanned<ast::Motion>) -> Option<Motion> {
        match &motion.node {
            ast::Motion::Place { kinds, on, covering, stack, onto } => {
                if *onto {
                    self.needs_stacks(motion.span, "`onto`")?;
                }
                let kinds = self.kind_mask(kinds)?;
                if *onto || stack.is_some() {
                    self.unshaped(kinds, motion.span)?;
                }
                let mut on = match on {
                    Some(on) => self.cell_tests(on)?,
                    None => self.empty_tests(),
                };
                if covering.is_some() || kinds & self.shapes.kinds != 0 {
                    // A footprint is judged whole (`engine/shape.rs`): no one-cell fast path.
                    on.iter_mut().for_each(|test| test.empty_among = None);
                }
                let covering = match covering {
                    Some(set) => Some(self.cell_tests(set)?),
                    None => None,
                };
                let stack = match stack {
                    Some(number) => Some(self.stack_height(number)?),
                    None => None,
                };
                Some(Motion::Place { kinds, on, covering, stack, onto: *onto })
            }
            ast::Motion::Move { kinds, from, movement } => {
                let kinds = self.kind_mask(kinds)?;
                let from_set = from.as_ref();
                let from = match from {
                    Some(from) => self.cell_tests(from)?,
                    None => self.cell_tests(&Spanned::new(ast::CellExpr::All, motion.span))?,
                };
                if let ast::Movement::Along { from_hand, .. } = movement {
                    let board = (!from_hand).then_some(from);
                    return self.along_motion(kinds, board, from_set.is_some(), movement);
                }
                let neutral = from_set.is_some_and(|f| self.moves_neutral(f));
                let movement = self.movement(movement)?;
                let reach = self.reach(&movement);
                Some(Motion::Move { kinds, from, movement, reach, neutral })
            }
            ast::Motion::Remove { kinds, at } | ast::Motion::Flip { kinds, at, .. } => {
                let kinds = self.kind_mask(kinds)?;
                let at = self.cell_tests(at)?;
                let flip = match &motion.node {
                    ast::Motion::Flip { to, .. } => Some(flip_to(*to, FlipTo::Mover)),
                    _ => None,
                };
                Some(Motion::Take { kinds, at, flip })
            }
            ast::Motion::Swap { .. } => Some(Motion::Swap),
            ast::Motion::Sow { .. } => self.sow_motion(motion),
        }
    }

    pub(crate) fn target(
        &mut self,
        to: &Option<Spanned<ast::CellExpr>>,
    ) -> Option<PerContext<crate::compile::rules::CellTest>> {
        match to {
            Some(to) => self.cell_tests(to),
            None => Some(self.empty_tests()),
        }
    }

    fn movement(&mut self, movement: &ast::Movement) -> Option<Movement> {
        match movement {
            ast::Movement::Step { dirs, to } => {
                let dirs = self.side_directions(dirs);
                let to = self.target(to);
                Some(Movement::Step { dirs: dirs?, to: to? })
            }
            ast::Movement::Slide { dirs, through, to, exactly } => {
                let dirs = self.side_directions(dirs);
                let through = self.target(through)?;
                let to = match to {
                    Some(to) => self.cell_tests(to)?,
                    None => through.clone(),
                };
                let exactly = match exactly {
                    Some(distance) => Some(self.distance(distance)?),
                    None => None,
                };
                Some(Movement::Slide { dirs: dirs?, through, to, exactly })
            }
            ast::Movement::Hop { dirs, run, flying, through, over, to } => {
                let dirs = self.side_directions(dirs);
                let through = self.hop_through(through.as_ref(), *flying);
                let over = self.cell_tests(over);
                let to = self.target(to);
                let (dirs, run, flying, through) = (dirs?, *run, *flying, through?);
                Some(Movement::Hop { dirs, run, flying, through, over: over?, to: to? })
            }
            ast::Movement::Leap { paths, reach: None, through, to } => {
                let leaps = self.leap_targets(paths);
                let test = through.as_ref().map(|t| self.cell_tests(t));
                let to = self.target(to);
                let LeapCells { targets, passed, stride } = leaps?;
                let through = match test {
                    Some(test) => Some(Box::new(LeapThrough { passed, stride, test: test? })),
                    None => None,
                };
                Some(Movement::Leap { paths: paths.len(), targets, through, to: to? })
            }
            ast::Movement::Leap { reach: Some(reach), to, .. } => {
                let found = self.reach_targets(reach);
                let to = self.target(to);
                let (paths, targets) = found?;
                Some(Movement::Leap { paths, targets, through: None, to: to? })
            }
            ast::Movement::Anywhere { to } => Some(Movement::Anywhere { to: self.cell_tests(to)? }),
            // Compiled as a motion of its own (`along.rs`), never as a movement.
            ast::Movement::Along { .. } => None,
        }
    }

    fn distance(&mut self, distance: &Spanned<ast::Distance>) -> Option<Distance> {
        match &distance.node {
            ast::Distance::Cells(0) => {
                let message = "a slide goes at least one cell";
                self.error(Diagnostic::new("E015", message, distance.span).label("`exactly 0`"));
                None
            }
            ast::Distance::Cells(n) => Some(Distance::Cells(*n)),
            ast::Distance::InLine(cells) => Some(Distance::InLine(self.cell_tests(cells)?)),
            ast::Distance::Height => {
                self.needs_stacks(distance.span, "`exactly height`")?;
                Some(Distance::Height)
            }
            ast::Distance::Farthest => Some(Distance::Farthest),
            ast::Distance::Moved => {
                self.needs_stacks(distance.span, "`exactly moved`")?;
                Some(Distance::Moved)
            }
            ast::Distance::Value(name) => self.value_distance(name),
            ast::Distance::Die | ast::Distance::DiceTotal => {
                let message = "only a move `along` a track goes as far as the dice say";
                let help = "declare the way as a track and write `move along TRACK exactly die`";
                self.error(
                    Diagnostic::new("E015", message, distance.span).label("not along a track").help(help),
                );
                None
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
                            // `onward` may turn out to be any direction.
                            let dirs = if dirs & ONWARD != 0 { DirMask::MAX } else { dirs };
                            // A hop over one cell also needs a cell beyond that could take it.
                            let lands = match movement {
                                Movement::Hop { run: false, flying: false, to, .. } if open => {
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
            ast::Effect::CustodialSets { dirs, flip, to, of, closed } => {
                let flip = flip.then(|| flip_to(*to, FlipTo::Mover));
                self.custodial_sets(dirs, flip, of.as_ref(), closed.as_ref())
            }
            ast::Effect::FlipJumped(to) => Some(Effect::FlipJumped(flip_to(*to, FlipTo::Next))),
            ast::Effect::CaptureJumped => Some(Effect::CaptureJumped),
            ast::Effect::CaptureJumpedAtEnd => Some(Effect::CaptureJumpedAtEnd),
            ast::Effect::TakeJumped => {
                self.needs_stacks(effect.span, "`take jumped`")?;
                Some(Effect::TakeJumped)
            }
            ast::Effect::Capture(cells) => Some(Effect::Capture(self.cell_tests(cells)?)),
            ast::Effect::Flip(cells, to) => {
                Some(Effect::Flip(self.cell_tests(cells)?, flip_to(*to, FlipTo::Mover)))
            }
            ast::Effect::Take { .. } | ast::Effect::Score(_) => self.gain(effect),
            ast::Effect::Value { .. } | ast::Effect::Flag { .. } => self.value_effect(effect),
            ast::Effect::Push => Some(Effect::Push),
            ast::Effect::Pull => Some(Effect::Pull),
            ast::Effect::Again => Some(Effect::Again),
        }
    }
}

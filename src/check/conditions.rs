//! Conditions: `forbid` constraints and `win`/`lose`/`draw`/`rank` results, with the
//! quantities they compare and when each is checked.

use super::Checker;
use crate::compile::conditions::ALL_AXES;
use crate::compile::rules::{
    ActionRule, Compare, Condition, Constraint, DirMask, Origin, OutcomeRule, PlayerId, Quantity, Quiet,
    ResultRule, Through, When,
};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, CompareOp, Cond, GameFile, Item, LinesThrough, Spanned, Timing};

pub(crate) fn compare(op: CompareOp) -> Compare {
    match op {
        CompareOp::Eq => Compare::Eq,
        CompareOp::Ne => Compare::Ne,
        CompareOp::Lt => Compare::Lt,
        CompareOp::Le => Compare::Le,
        CompareOp::Gt => Compare::Gt,
        CompareOp::Ge => Compare::Ge,
    }
}

fn through(through: LinesThrough) -> Through {
    match through {
        LinesThrough::Placed => Through::Placed,
        LinesThrough::Changed => Through::Changed,
        LinesThrough::Anywhere => Through::Anywhere,
    }
}

impl Checker<'_> {
    /// Resolves a condition; `stuck_allowed` is false where players' options cannot be asked.
    pub(crate) fn condition(&mut self, cond: &Spanned<Cond>, stuck_allowed: bool) -> Option<Condition> {
        match &cond.node {
            Cond::Stuck | Cond::AllStuck if !stuck_allowed => {
                let message = "`stuck` can only decide a result, not whether an action is legal";
                self.error(Diagnostic::new("E019", message, cond.span).label("not allowed here"));
                None
            }
            Cond::Stuck => Some(Condition::Stuck),
            Cond::AllStuck => Some(Condition::AllStuck),
            Cond::BoardFull => Some(Condition::BoardFull),
            Cond::Check if !self.royal_declared => {
                let message = "`check` asks whether a royal piece is attacked, but no kind is royal";
                let help = "declare the pieces that can be in check: `royal king`";
                self.error(Diagnostic::new("E019", message, cond.span).label("never true").help(help));
                None
            }
            Cond::Check => Some(Condition::Check),
            Cond::Compare { left, op, right } => {
                let (l, r) = (self.quantity(left), self.quantity(right));
                Some(Condition::Compare(l?, compare(*op), r?))
            }
            Cond::Not(inner) => self.condition(inner, stuck_allowed).map(|c| Condition::Not(Box::new(c))),
            Cond::And(a, b) | Cond::Or(a, b) => {
                let (a, b) = (self.condition(a, stuck_allowed), self.condition(b, stuck_allowed));
                let (a, b) = (Box::new(a?), Box::new(b?));
                Some(if matches!(cond.node, Cond::And(..)) {
                    Condition::And(a, b)
                } else {
                    Condition::Or(a, b)
                })
            }
        }
    }

    pub(crate) fn quantity(&mut self, quantity: &Spanned<ast::Quantity>) -> Option<Quantity> {
        Some(match &quantity.node {
            ast::Quantity::Number(n) => Quantity::Number(*n),
            ast::Quantity::Bonus { amount, player } => {
                Quantity::Bonus { amount: *amount, player: self.player(player)? }
            }
            ast::Quantity::Sum(first, rest) => {
                let first = self.quantity(first);
                let rest: Vec<Option<(bool, Quantity)>> =
                    rest.iter().map(|(plus, q)| self.quantity(q).map(|q| (*plus, q))).collect();
                Quantity::Sum(Box::new(first?), rest.into_iter().collect::<Option<Vec<_>>>()?)
            }
            ast::Quantity::TurnsWithout(events) => self.turns_without(events)?,
            ast::Quantity::Lines { length, at_least, along, through: lines_through } => {
                self.line_length(*length, quantity.span)?;
                let along = match along {
                    Some(dirs) => self.axes_along(dirs)?,
                    None => ALL_AXES,
                };
                Quantity::Lines {
                    length: *length,
                    at_least: *at_least,
                    along,
                    through: through(*lines_through),
                }
            }
            ast::Quantity::Windows(length) => {
                self.line_length(*length, quantity.span)?;
                Quantity::Windows { length: *length, masks: self.windows(*length) }
            }
            ast::Quantity::Flipped => Quantity::Flipped,
            ast::Quantity::Pushing => Quantity::Pushing,
            ast::Quantity::Pushed => Quantity::Pushed,
            ast::Quantity::Captured => Quantity::Captured,
            ast::Quantity::Used => self.needs_dice(quantity.span, "`used`").map(|_| Quantity::Used)?,
            ast::Quantity::Pips => self.needs_dice(quantity.span, "`pips`").map(|_| Quantity::Pips)?,
            ast::Quantity::Passes => Quantity::Passes,
            ast::Quantity::Pieces { kind, along } => {
                let kinds = match kind {
                    Some(kind) => 1 << self.kind(kind)?,
                    None => crate::compile::rules::ANY_KIND,
                };
                let along = match along {
                    Some(direction) => {
                        let sides = 0..self.players.len() as crate::compile::rules::PlayerId;
                        let turned: Vec<Option<u8>> =
                            sides.map(|side| self.turned(side, direction)).collect();
                        Some(turned.into_iter().collect::<Option<Vec<u8>>>()?)
                    }
                    None => None,
                };
                Quantity::Pieces { kinds, along }
            }
            ast::Quantity::Stranded => Quantity::Stranded,
            ast::Quantity::Mates => Quantity::Mates,
            ast::Quantity::Armies => Quantity::Armies,
            ast::Quantity::Repetitions => Quantity::Repetitions,
            ast::Quantity::Turn => Quantity::Turn,
            ast::Quantity::Seeds(set) => self.seeds_quantity(set)?,
            ast::Quantity::Height(set) => self.height_quantity(set)?,
            ast::Quantity::Score => self.score_quantity(),
            ast::Quantity::Value(name, set) => self.value_quantity(name, set)?,
            ast::Quantity::Hand(kind) => Quantity::Hand(match kind {
                Some(kind) => 1 << self.kind(kind)?,
                None => crate::compile::rules::ANY_KIND,
            }),
            ast::Quantity::Regions { family, majority } => {
                Quantity::Regions { masks: self.family_masks(family)?, majority: *majority }
            }
            ast::Quantity::Groups { dirs, touching, of_family, largest } => {
                self.groups(dirs.as_ref(), touching, of_family.as_ref(), *largest)?
            }
            ast::Quantity::Rings { dirs, around } => self.rings(dirs.as_ref(), around.as_ref())?,
            ast::Quantity::Count(set) => Quantity::Count(self.cell_tests(set)?),
            ast::Quantity::BoardRepetitions => Quantity::BoardRepetitions,
            ast::Quantity::Counter(name) => self.counter(name)?,
        })
    }

    /// `turns without capture, push`: a count the engine keeps, one per distinct set of events.
    fn turns_without(&mut self, events: &[ast::Name]) -> Option<Quantity> {
        let mut quiet = Quiet { capture: false, actions: 0 };
        for event in events {
            if event.node == "capture" {
                quiet.capture = true;
            } else if let Some(id) = self.action_names.iter().position(|a| *a == event.node) {
                quiet.actions |= 1 << id;
            } else if !self.disabled_actions.contains(&event.node) {
                let mut known = self.action_names.clone();
                known.push("capture".into());
                self.unknown("action", &event.node, event.span, &known);
                return None;
            }
        }
        let index = match self.quiet.iter().position(|q| *q == quiet) {
            Some(index) => index,
            None => {
                self.quiet.push(quiet);
                self.quiet.len() - 1
            }
        };
        if index >= crate::compile::rules::MAX_QUIET {
            let span = events.first().map(|e| e.span).unwrap_or_default();
            let message =
                format!("yon keeps at most {} `turns without` counts", crate::compile::rules::MAX_QUIET);
            self.error(Diagnostic::new("E022", message, span).label("one too many"));
            return None;
        }
        Some(Quantity::TurnsWithout(index as u8))
    }

    /// `along DIRS`: the axes of the board's lines that one of the directions runs along, a
    /// bit per axis. A direction that runs along no line (round a ring) is refused.
    fn axes_along(&mut self, dirs: &Spanned<ast::DirExpr>) -> Option<DirMask> {
        let mask = self.directions(dirs)?;
        let geometry = self.geometry.as_ref()?;
        let axes = geometry.axes().filter(|&a| mask & (1 << a | 1 << geometry.opposite(a)) != 0);
        let along = axes.fold(0, |m, a| m | 1 << a);
        let straight = geometry.axes().fold(0 as DirMask, |m, a| m | 1 << a | 1 << geometry.opposite(a));
        if mask & !straight != 0 {
            let message = "`lines` runs along straight lines, and some of these directions go round a ring";
            let help = "name directions along the board's lines (`line`, or `line1`, `line2`…)";
            self.error(Diagnostic::new("E015", message, dirs.span).label("not along a line").help(help));
            return None;
        }
        Some(along)
    }

    fn line_length(&mut self, length: u32, span: ast::Span) -> Option<()> {
        let longest = self.geometry.as_ref()?.lines.iter().map(Vec::len).max().unwrap_or(1) as u32;
        if (1..=longest).contains(&length) {
            return Some(());
        }
        let message = format!("no line of the board holds {length} cells");
        let label = format!("the longest line has {longest}");
        self.error(Diagnostic::new("E015", message, span).label(label));
        None
    }

    /// Every window of `length` consecutive cells along the board's lines, back to back.
    /// Every window of `length` cells along a line, as a cell bit set (`words` words each).
    fn windows(&self, length: u32) -> Vec<u64> {
        let Some(geometry) = &self.geometry else { return Vec::new() };
        let words = geometry.cell_count().div_ceil(64);
        let mut masks = Vec::new();
        for window in geometry.lines.iter().flat_map(|line| line.windows(length as usize)) {
            let start = masks.len();
            masks.resize(start + words, 0u64);
            window.iter().for_each(|&c| masks[start + c as usize / 64] |= 1 << (c % 64));
        }
        masks
    }

    pub(crate) fn forbids(&mut self, file: &GameFile, actions: &[ActionRule]) -> Vec<Constraint> {
        let mut forbids = Vec::new();
        for item in &file.items {
            let Item::Forbid { label, condition, after, forced } = &item.node else { continue };
            let Some(resolved) = self.condition(condition, false) else { continue };
            let after = match after {
                Some(names) => {
                    let masks: Vec<Option<u64>> =
                        names.iter().map(|n| self.action_mask(n, actions)).collect();
                    let Some(mask) = masks.into_iter().try_fold(0, |all, m| m.map(|m| all | m)) else {
                        continue;
                    };
                    mask
                }
                None => u64::MAX,
            };
            let name = label.as_ref().map_or_else(|| "forbid".to_string(), |l| l.node.clone());
            forbids.push(Constraint {
                condition: resolved,
                after,
                forced: *forced,
                origin: Origin { line: self.line(item.span), name },
            });
        }
        forbids
    }

    pub(crate) fn results(&mut self, file: &GameFile, actions: &[ActionRule]) -> Vec<ResultRule> {
        let mut results = Vec::new();
        for item in &file.items {
            let Item::Result(rule) = &item.node else { continue };
            if let Some(result) = self.result(rule, actions, item.span) {
                results.push(result);
            }
        }
        results
    }

    fn result(
        &mut self,
        rule: &ast::ResultRule,
        actions: &[ActionRule],
        span: ast::Span,
    ) -> Option<ResultRule> {
        let outcome = match &rule.outcome.node {
            ast::OutcomeKind::Win => OutcomeRule::Win,
            ast::OutcomeKind::Lose => OutcomeRule::Lose,
            ast::OutcomeKind::Draw => OutcomeRule::Draw,
            ast::OutcomeKind::Out => OutcomeRule::Out,
            ast::OutcomeKind::RankBy(ast::Quantity::Mates) => {
                let message = "`mates` cannot rank players: it counts what the last action did";
                self.error(Diagnostic::new("E019", message, rule.outcome.span).label("not a score"));
                return None;
            }
            ast::OutcomeKind::RankBy(q) => {
                OutcomeRule::RankBy(self.quantity(&Spanned::new(q.clone(), rule.outcome.span))?)
            }
        };
        let subject = self.subject(rule)?;
        let condition = self.condition(&rule.condition, true)?;
        // `lose: stuck` is judged when the player to act cannot act; about a named player,
        // after every action.
        let when_stuck = condition.mentions_stuck() && subject.is_none();
        let when = self.when(&rule.timing, actions, when_stuck)?;
        let name = rule
            .label
            .as_ref()
            .map_or_else(|| outcome_word(&rule.outcome.node).to_string(), |l| l.node.clone());
        Some(ResultRule { outcome, condition, when, subject, origin: Origin { line: self.line(span), name } })
    }

    /// `win for PLAYER`: the player a result is about, who cannot also be each opponent, nor one
    /// player of a ranking of all of them. `Some(None)`: no player is named.
    fn subject(&mut self, rule: &ast::ResultRule) -> Option<Option<PlayerId>> {
        let Some(name) = &rule.subject else { return Some(None) };
        let player = self.player(name)?;
        let clash = match (&rule.outcome.node, &rule.timing.node) {
            (ast::OutcomeKind::RankBy(_), _) => {
                Some("`rank by` compares every player; it is about no one player")
            }
            (_, Timing::Opponents) => Some("a result is about one player or about each opponent, not both"),
            _ => None,
        };
        if let Some(message) = clash {
            let help = format!("drop `for {}`, or write another result for it", name.node);
            self.error(Diagnostic::new("E019", message, name.span).label("about this player").help(help));
            return None;
        }
        Some(Some(player))
    }

    /// When a result is judged; `stuck`: it is about the player to act being stuck, and is
    /// judged when that player has no legal action (a chosen time cannot be), but `after`
    /// actions about the mover.
    fn when(&mut self, timing: &Spanned<Timing>, actions: &[ActionRule], stuck: bool) -> Option<When> {
        match (&timing.node, stuck) {
            (Timing::AfterAction, false) => Some(When::After(u64::MAX)),
            (Timing::AfterAction, true) => Some(When::Stuck),
            // At a turn's start the player to act is known, so whether they can act may be asked;
            // after chosen actions, whether the mover could act if a turn of theirs began.
            (Timing::TurnStart, _) => Some(When::TurnStart),
            (Timing::Opponents, _) => Some(When::Opponents),
            (Timing::After(names), _) => {
                let masks: Vec<Option<u64>> = names.iter().map(|n| self.action_mask(n, actions)).collect();
                masks.into_iter().try_fold(0, |all, m| m.map(|m| all | m)).map(When::After)
            }
        }
    }

    /// The actions an `after` names: one action, or `placement` / `movement` for all of a kind.
    pub(crate) fn action_mask(&mut self, name: &ast::Name, actions: &[ActionRule]) -> Option<u64> {
        if let Some(id) = self.action_names.iter().position(|a| *a == name.node) {
            return Some(1 << id);
        }
        // An action an option switches off is never played, so never after.
        if self.disabled_actions.contains(&name.node) {
            return Some(0);
        }
        let category = |place: bool| {
            actions
                .iter()
                .enumerate()
                .filter(|(_, a)| a.is_place() == place && !a.is_swap())
                .fold(0u64, |m, (i, _)| m | 1 << i)
        };
        match name.node.as_str() {
            "placement" => Some(category(true)),
            "movement" => Some(category(false)),
            _ => {
                let mut known = self.action_names.clone();
                known.extend(["placement".to_string(), "movement".to_string()]);
                self.unknown("action", &name.node, name.span, &known);
                None
            }
        }
    }
}

fn outcome_word(outcome: &ast::OutcomeKind) -> &'static str {
    match outcome {
        ast::OutcomeKind::Win => "win",
        ast::OutcomeKind::Lose => "lose",
        ast::OutcomeKind::Draw => "draw",
        ast::OutcomeKind::Out => "out",
        ast::OutcomeKind::RankBy(_) => "rank",
    }
}

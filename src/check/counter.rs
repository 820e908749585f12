//! Counters: reads `counter NAME: QUANTITY on COND [given COND]` statements into
//! `compile::counter::Counters`, and resolves `counter NAME` where a quantity is read.

use super::Checker;
use crate::compile::counter::{CounterLine, Counters, MAX_COUNTERS, MAX_EVENTS};
use crate::compile::rules::{Origin, Quantity};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, Cond, GameFile, Item, Span, Spanned};

impl Checker<'_> {
    /// The counters' names, in the order first written, so that any statement may read them.
    pub(crate) fn counter_names(&mut self, file: &GameFile) {
        for item in &file.items {
            let Item::Counter { name, .. } = &item.node else { continue };
            if self.counter_names.contains(&name.node) {
                continue;
            }
            if self.counter_names.len() == MAX_COUNTERS {
                let message = format!("yon keeps at most {MAX_COUNTERS} counters");
                self.error(Diagnostic::new("E022", message, name.span).label("one too many"));
                continue;
            }
            self.counter_names.push(name.node.clone());
        }
    }

    /// `counter NAME`: the counter's index.
    pub(crate) fn counter(&mut self, name: &ast::Name) -> Option<Quantity> {
        match self.counter_names.iter().position(|n| *n == name.node) {
            Some(index) => Some(Quantity::Counter(index as u8)),
            None => {
                let known = self.counter_names.clone();
                self.unknown("counter", &name.node, name.span, &known);
                None
            }
        }
    }

    /// Every `counter` line, compiled; those with mistakes are reported and left out.
    pub(crate) fn counters(&mut self, file: &GameFile) -> Counters {
        let mut counters = Counters { names: self.counter_names.clone(), ..Counters::default() };
        for item in &file.items {
            let Item::Counter { name, value, on, given } = &item.node else { continue };
            let Some(counter) = self.counter_names.iter().position(|n| *n == name.node) else { continue };
            let asks = [Some(on), given.as_ref()].into_iter().flatten().find_map(asks_players);
            if let Some(span) = asks.or_else(|| counts_mates(value)) {
                let message = "a counter cannot ask whether players can act (`stuck`, `all stuck`, `mates`)";
                let help =
                    "a counter is read at every turn's start; ask it in the result that reads the counter";
                self.error(Diagnostic::new("E019", message, span).label("not allowed here").help(help));
                continue;
            }
            let resolved = (self.quantity(value), self.condition(on, false));
            let given = match given {
                Some(given) => self.condition(given, false).map(Some),
                None => Some(None),
            };
            let (Some(value), Some(on), Some(given)) = (resolved.0, resolved.1, given) else { continue };
            let event = counters.event(on);
            if event >= MAX_EVENTS {
                let message = format!("yon's counters watch at most {MAX_EVENTS} different `on` conditions");
                self.error(Diagnostic::new("E022", message, item.span).label("one too many"));
                continue;
            }
            let origin = Origin { line: self.line(item.span), name: name.node.clone() };
            counters.lines.push(CounterLine {
                counter: counter as u8,
                event: event as u8,
                given,
                value,
                origin,
            });
        }
        counters
    }
}

/// Where a condition asks whether players can act (`stuck`, `all stuck`, `mates`), if it does.
fn asks_players(cond: &Spanned<Cond>) -> Option<Span> {
    match &cond.node {
        Cond::Stuck | Cond::AllStuck => Some(cond.span),
        Cond::Not(inner) => asks_players(inner),
        Cond::And(a, b) | Cond::Or(a, b) => asks_players(a).or_else(|| asks_players(b)),
        Cond::Compare { left, right, .. } => counts_mates(left).or_else(|| counts_mates(right)),
        Cond::BoardFull | Cond::Check => None,
    }
}

/// Where a quantity counts `mates`, if it does.
fn counts_mates(quantity: &Spanned<ast::Quantity>) -> Option<Span> {
    match &quantity.node {
        ast::Quantity::Mates => Some(quantity.span),
        ast::Quantity::Sum(first, rest) => {
            counts_mates(first).or_else(|| rest.iter().find_map(|(_, q)| counts_mates(q)))
        }
        _ => None,
    }
}

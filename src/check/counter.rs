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

/// W010: a counter that no statement reads changes nothing.
pub(super) fn unread_counters(file: &GameFile, found: &mut Vec<Diagnostic>) {
    let mut read = Vec::new();
    for item in &file.items {
        match &item.node {
            Item::Forbid { condition, .. } => cond_reads(condition, &mut read),
            Item::Result(rule) => {
                if let ast::OutcomeKind::RankBy(score) = &rule.outcome.node {
                    quantity_reads(score, &mut read);
                }
                cond_reads(&rule.condition, &mut read);
            }
            Item::Action(action) => {
                action.when.iter().chain(&action.requires).for_each(|c| cond_reads(c, &mut read));
            }
            Item::Counter { value, on, given, .. } => {
                quantity_reads(&value.node, &mut read);
                [Some(on), given.as_ref()].into_iter().flatten().for_each(|c| cond_reads(c, &mut read));
            }
            _ => {}
        }
    }
    let mut reported: Vec<&str> = Vec::new();
    for item in &file.items {
        let Item::Counter { name, .. } = &item.node else { continue };
        if read.contains(&name.node.as_str()) || reported.contains(&name.node.as_str()) {
            continue;
        }
        reported.push(&name.node);
        found.push(
            Diagnostic::new("W010", format!("counter `{}` is never read", name.node), name.span)
                .label("no result, forbid or condition reads it")
                .help(format!("read it (`counter {}`) in a result, or remove it", name.node)),
        );
    }
}

fn cond_reads<'f>(cond: &'f Spanned<Cond>, read: &mut Vec<&'f str>) {
    match &cond.node {
        Cond::Compare { left, right, .. } => {
            quantity_reads(&left.node, read);
            quantity_reads(&right.node, read);
        }
        Cond::Not(inner) => cond_reads(inner, read),
        Cond::And(a, b) | Cond::Or(a, b) => {
            cond_reads(a, read);
            cond_reads(b, read);
        }
        _ => {}
    }
}

fn quantity_reads<'f>(quantity: &'f ast::Quantity, read: &mut Vec<&'f str>) {
    match quantity {
        ast::Quantity::Counter(name) => read.push(&name.node),
        ast::Quantity::Sum(first, rest) => {
            quantity_reads(&first.node, read);
            rest.iter().for_each(|(_, q)| quantity_reads(&q.node, read));
        }
        _ => {}
    }
}

//! Most: which rules' actions leave every quantity of `priority: …, most …` as it was, so that
//! a look-ahead need not play them to weigh them (`engine/most.rs`).

use super::actions::{ActionRule, Motion};
use super::conditions::Quantity;
use super::rules::{EMPTY, Rules};

/// The rules, a bit each, whose actions change none of `rules.most`: every quantity is a
/// number, or the pieces the turn has taken and the rule never takes one.
pub fn leaves_most(rules: &Rules) -> u64 {
    if !rules.most.iter().all(|q| matches!(q, Quantity::Number(_) | Quantity::Captured)) {
        return 0;
    }
    let counts_taken = rules.most.iter().any(|q| matches!(q, Quantity::Captured));
    let leaves = |rule: &ActionRule| !counts_taken || (rules.at_most.is_none() && takes_nothing(rule));
    rules.actions.iter().enumerate().filter(|(_, rule)| leaves(rule)).fold(0, |m, (i, _)| m | 1 << i)
}

/// Whether the rule's actions never take a piece off the board: moves that land only on empty
/// cells, without effects (a hop takes what it jumps only by one) and without other pieces
/// moving with them (a push, a pull, a line abreast, a stack's top).
fn takes_nothing(rule: &ActionRule) -> bool {
    let Motion::Move { movement, .. } = &rule.motion else { return false };
    rule.effects.is_empty()
        && !rule.pushes
        && !rule.pulls
        && rule.abreast.is_none()
        && rule.top.is_none()
        && movement.to().iter().all(|test| test.classes & !EMPTY == 0)
}

//! Chance: the `chance` block of the action space — the outcomes of a chance node, numbered as
//! the engine numbers them: a throw of the dice by its outcome (the distinct throws in order of
//! their values, `roll 1-1`, `roll 1-2`, …: the same throw has the same index everywhere), a
//! random setup's draw by the set of cells it draws among those drawable there (the sets in
//! order, as `State.chance_outcomes()` lists them), and the opening throw of `highest starts` by
//! its outcome (one die a player, in players' order).

use std::sync::Arc;
use yon::compile::random::{MOST_OUTCOMES, choose};
use yon::compile::rules::Rules;
use yon::engine::{Action, State};

/// How many positions of the random setups are explored to find their most outcomes; past it
/// each setup is bounded by its count's sets of all the board's cells.
const BUDGET: usize = 10_000;

/// How many outcomes a chance node of the game can have at most: the size of the block.
pub fn most_outcomes(rules: &Arc<Rules>) -> usize {
    // The opening throw (`highest starts`) may have more outcomes than a plain one.
    let throws = rules.dice.as_ref().map_or(0, |d| d.outcomes.len().max(d.opening.len()));
    if rules.random_setups.is_empty() {
        return throws;
    }
    let mut state = State::new(rules.clone());
    let mut budget = BUDGET;
    let draws = explore(&mut state, &mut budget).unwrap_or_else(|| {
        let cells = rules.geometry.cell_count() as u64;
        let bound = |count: u32| match choose(cells, u64::from(count)) {
            0 => MOST_OUTCOMES,
            sets => sets,
        };
        rules.random_setups.iter().map(|s| bound(s.count)).max().unwrap_or(0) as usize
    });
    throws.max(draws)
}

/// The most outcomes of the random setups' draws from `state` on, every draw tried in turn;
/// `None` when that takes more than `budget` positions.
fn explore(state: &mut State, budget: &mut usize) -> Option<usize> {
    let drawing = state.drawn(Action::roll(0)).is_some();
    if !drawing {
        return Some(0);
    }
    *budget = budget.checked_sub(1)?;
    let outcomes = state.chances();
    let mut most = outcomes.len();
    for (outcome, _) in outcomes {
        state.play_unchecked(outcome);
        let below = explore(state, budget);
        state.undo();
        most = most.max(below?);
    }
    Some(most)
}

/// What the `rest`-th index of the block stands for: the throw (`roll 3-5`), the opening throw
/// (`opening roll 5-3`, the dice in players' order), or a draw; ` / ` between those it may be.
pub fn describe(rules: &Rules, rest: usize) -> String {
    let roll = |shown: &[u8]| {
        let values: Vec<String> = shown.iter().map(u8::to_string).collect();
        format!("roll {}", values.join("-"))
    };
    let dice = rules.dice.as_ref();
    let throw = dice.and_then(|d| d.outcomes.get(rest)).map(|o| roll(&o.shown));
    let opening = dice.and_then(|d| d.opening.get(rest)).map(|o| format!("opening {}", roll(&o.shown)));
    let draw = (!rules.random_setups.is_empty()).then(|| format!("setup draw {rest}"));
    let meanings: Vec<String> = [throw, opening, draw].into_iter().flatten().collect();
    meanings.join(" / ")
}

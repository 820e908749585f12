//! Dice: what the page shows of a game's dice — the last throw up to the board shown and the
//! values still to use — so that a player sees what the moves offered are moved by.

use super::session::Session;
use serde_json::{Value, json};

/// `{"thrown": [3, 5], "given": [3, 5], "pool": [5]}`: the faces of the last throw up to the
/// board shown (their total alone where the moves read only the total; the opening throw's in
/// the players' order), the values it gave to
/// play (four for a double that counts twice) and those not yet used, each smallest first;
/// null in a game without dice. Before the first throw all three are empty.
pub fn dice(session: &Session) -> Value {
    let rules = session.start.rules();
    if rules.dice.is_none() {
        return Value::Null;
    }
    // The first actions of a game with random setups draw them: chance, but no throw of dice;
    // the next, with `highest starts`, is the opening throw (one die a player, in their order).
    let draws = rules.random_setups.len();
    let opening = rules.dice.as_ref().map_or(&[][..], |d| d.opening.as_slice());
    let last = session.line[..session.cursor]
        .iter()
        .enumerate()
        .rev()
        .find(|&(i, step)| i >= draws && step.action.is_roll())
        .and_then(|(i, step)| match (i == draws, opening.get(step.action.to as usize)) {
            (true, Some(first)) => Some((first.shown.clone(), first.pool.values().to_vec())),
            _ => session.start.roll_of(step.action).map(|r| (r.shown.clone(), r.pool.values().to_vec())),
        });
    let (thrown, given) = last.unwrap_or_default();
    json!({ "thrown": thrown, "given": given, "pool": session.state.pool() })
}

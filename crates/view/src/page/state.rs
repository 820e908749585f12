//! State: what the page is told about the game — the board as a clickable SVG, the players and
//! their hands, the legal actions with their cells (all a shape covers), the last turn's captures and flips, the
//! result, the dice, and the line of actions for the record viewer — as one JSON object.

use super::session::Session;
use crate::{draw, svg};
use serde_json::{Value, json};
use yon::compile::geometry::{Cell, NO_CELL};
use yon::compile::rules::{Motion, UNLIMITED};
use yon::engine::{Action, State, kind_letter};

/// The whole state of the page.
pub fn state(session: &mut Session) -> Value {
    let changes = changes(&session.state);
    let recent = recent(session);
    let dice = super::dice::dice(session);
    let state = &mut session.state;
    let rules = std::sync::Arc::clone(state.rules());
    let outcome = state.outcome();
    let colours = draw::player_css(&rules.players);
    // Each player with what plays it now: after a swap of seats, the other seat's agent, and
    // which seat that is (known by the player it sat down as).
    let seats = state.seats();
    let players: Vec<Value> = (0..rules.players.len())
        .map(|p| {
            let seat = seats.seat_of(p as u8);
            json!({
                "name": rules.players[p],
                "colour": colours.get(p).copied().unwrap_or("#999999"),
                "agent": session.specs.get(seat).map(ToString::to_string),
                "seat": rules.players[seat],
                "hand": hand(state, p as u8),
                // A game that keeps scores: the player's (null otherwise).
                "score": rules.sowing.scores.then(|| state.score(p as u8)),
            })
        })
        .collect();
    let result = outcome.map(|o| {
        let why = o.rule.map(|r| format!(": {}", rules.results[r as usize].origin.name));
        format!("{}{}", o.describe(&rules.players), why.unwrap_or_default())
    });
    let regions: Vec<Value> = draw::view(state, &draw::Recent::last_turn(state))
        .regions
        .iter()
        .enumerate()
        .map(|(index, name)| json!({ "name": name, "colour": draw::region_css(index) }))
        .collect();
    json!({
        "title": rules.title,
        "regions": regions,
        "svg": svg::clickable(state),
        "players": players,
        "to_move": outcome.is_none().then(|| state.to_move()),
        "seats_swapped": seats.swapped(),
        "turn": state.turn(),
        "result": result,
        "legal": legal(state),
        "last": state.last_action().map(|a| state.format(a)),
        "changes": changes,
        "remembered": state.remembered().map(|(name, label)| format!("{name}: {label}")),
        "ply": session.cursor,
        "line": session.names(),
        "movers": session.line.iter().map(|step| &rules.players[step.player as usize]).collect::<Vec<_>>(),
        "recent": recent,
        "dice": dice,
    })
}

/// The actions since the player to act last acted, for the page to ring: each with the cells
/// it went from and to, and who played it.
fn recent(session: &Session) -> Vec<Value> {
    let rules = session.start.rules();
    let cell = |c| (c != NO_CELL).then_some(c);
    session
        .since_last_turn()
        .iter()
        .map(|step| {
            json!({
                "text": session.start.format(step.action),
                "player": rules.players[step.player as usize],
                "from": cell(step.action.from),
                "to": cell(step.action.to),
            })
        })
        .collect()
}

/// The pieces a player holds in hand, kind by kind (`count` null for an unlimited supply).
fn hand(state: &State, player: u8) -> Vec<Value> {
    let rules = state.rules();
    (0..rules.kinds.len())
        .filter_map(|k| {
            let n = state.hand(player, k as u8);
            (n > 0).then(|| {
                json!({
                    "kind": k,
                    "name": rules.kinds[k],
                    "letter": kind_letter(rules, k as u8),
                    "count": (n != UNLIMITED).then_some(n),
                })
            })
        })
        .collect()
}

/// Each legal action: its name, the cells it goes from and to (null when none), and for a
/// placement the kind placed, so the page can offer it from the hand; for a shape, every cell
/// it covers (`cells`, null for any other action), so that a click on any of them finds it.
fn legal(state: &mut State) -> Vec<Value> {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    let rules = std::sync::Arc::clone(state.rules());
    let cell = |c| (c != NO_CELL).then_some(c);
    actions
        .iter()
        .map(|&action| {
            let place = !action.is_word()
                && matches!(rules.actions[action.rule as usize].motion, Motion::Place { .. });
            json!({
                "text": state.format(action),
                "from": cell(action.from),
                "to": cell(if action.is_roll() { NO_CELL } else { action.to }),
                "kind": place.then_some(action.kind),
                "cells": covers(state, action),
            })
        })
        .collect()
}

/// The cells a shape placed by `action` covers, in cell order; null for any other action.
fn covers(state: &State, action: Action) -> Option<Vec<Cell>> {
    let mut cells = state.footprint(action)?.cells.to_vec();
    cells.sort_unstable();
    Some(cells)
}

/// Cells the last turn changed beyond where its actions went: a piece taken (`captured`,
/// also one replaced by the mover's on a cell moved to), a piece that changed owner
/// (`flipped`) or kind (`changed`). Read from `draw::Recent`, as the text board marks them.
fn changes(state: &State) -> Vec<Value> {
    let names = &state.rules().geometry.names;
    draw::marks(&draw::Recent::last_turn(state))
        .into_iter()
        .map(|(cell, mark)| {
            let what = match mark {
                draw::Mark::Taken => "captured",
                draw::Mark::Flipped => "flipped",
                draw::Mark::Changed => "changed",
            };
            json!({ "cell": cell, "name": names[cell as usize], "what": what })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use yon::agents::Spec;

    /// Two shapes, an L of three cells and a domino, on a small board.
    const SHAPES: &str = "game \"Shapes\"\nplayers x o\nboard square 4 x 4\npiece l, d\n\
        shape l: a1 a2 b2\nshape d: a1 b1\nhand l, d 2\naction place: place on empty\nlose: stuck\n";

    /// One kind of one cell.
    const ROW: &str = "game \"Row\"\nplayers x o\nboard square 3 x 3\npiece m\nhand m unlimited\n\
        action place: place m on empty\nlose: stuck\n";

    /// A session of `source` with both seats clicked.
    fn session(source: &str) -> Session {
        let start = State::new(std::sync::Arc::new(yon::check::load(source).expect("it checks")));
        let (specs, clock) = (vec![Spec::Human, Spec::Human], yon::agents::frozen_clock());
        Session::new("test.game".into(), source.into(), start, specs, 1, clock)
    }

    fn cells(state: &State, names: &str) -> Value {
        let geometry = &state.rules().geometry;
        let mut cells: Vec<Cell> = names.split(' ').map(|n| geometry.cell(n).expect("a cell")).collect();
        cells.sort_unstable();
        json!(cells)
    }

    #[test]
    fn a_shape_is_offered_with_every_cell_it_covers_so_that_any_of_them_finds_it() {
        let mut session = session(SHAPES);
        let page = state(&mut session);
        let legal = page["legal"].as_array().expect("the legal actions");
        let l = legal.iter().find(|a| a["text"] == "L*a1").expect("L*a1 is legal at the start");
        assert_eq!(l["cells"], cells(&session.state, "a1 a2 b2"), "{l}");
        assert_eq!((&l["to"], &l["from"]), (&cells(&session.state, "a1")[0], &Value::Null));
        let turned = legal.iter().find(|a| a["text"] == "L*b1:1").expect("L*b1:1 is legal");
        assert_eq!(
            turned["cells"],
            cells(&session.state, "b1 a1 a2"),
            "a quarter turn anticlockwise: {turned}"
        );
        assert!(legal.iter().all(|a| a["cells"].as_array().is_some_and(|c| c.len() == 2 || c.len() == 3)));
        // Once played, it is drawn as one piece.
        session.play("L*a1").expect("legal");
        let page = state(&mut session);
        assert!(page["svg"].as_str().is_some_and(|svg| svg.matches(r#"class="tile""#).count() == 3));
    }

    #[test]
    fn an_action_that_places_no_shape_has_no_cells() {
        let mut session = session(ROW);
        let page = state(&mut session);
        assert!(
            page["legal"].as_array().is_some_and(|l| !l.is_empty() && l.iter().all(|a| a["cells"].is_null()))
        );
    }
}

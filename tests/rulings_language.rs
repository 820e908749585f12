//! One scenario per reading of the language decided on purpose (issue #43): which rule plays an
//! action two rules make, and what `last` is in a `requires`.

mod common;

use common::{game_from, legal};
use yon::engine::{Action, State};

/// Each legal action as notation with the name of the rule that plays it, sorted.
fn played_by(state: &mut State) -> Vec<String> {
    let mut actions: Vec<Action> = Vec::new();
    state.legal_actions(&mut actions);
    let rules = std::sync::Arc::clone(state.rules());
    let mut named: Vec<String> = actions
        .iter()
        .map(|&a| format!("{} {}", state.format(a), rules.actions[a.rule as usize].name))
        .collect();
    named.sort();
    named
}

/// Every legal action is legal to `is_legal`, and the same action by any other rule is not:
/// one action, one rule, whichever way it is asked.
fn one_rule_each(state: &mut State) {
    let mut actions: Vec<Action> = Vec::new();
    state.legal_actions(&mut actions);
    for &action in &actions {
        assert!(state.is_legal(action), "{}", state.format(action));
        for rule in 0..state.rules().actions.len() as u8 {
            let other = Action { rule, ..action };
            if rule != action.rule {
                assert!(!state.is_legal(other), "{} by rule {rule} too", state.format(action));
            }
        }
    }
}

fn game(rules: &str) -> State {
    game_from(&format!(
        "players white black\nboard square 3 x 3\npiece man\nsetup white: b1\nsetup black: b3\n\
         facing white: n\nfacing black: s\n{rules}"
    ))
}

#[test]
fn a_failing_requires_leaves_the_move_to_a_later_rule() {
    let mut state = game(
        "action one: move step e | w to empty requires pieces == 5\n\
         action two: move step e | w | forward to empty\n",
    );
    assert_eq!(played_by(&mut state), ["b1-a1 two", "b1-b2 two", "b1-c1 two"]);
    one_rule_each(&mut state);
    assert_eq!(yon::engine::perft(&mut state, 2), 8);
}

#[test]
fn the_first_rule_that_allows_a_move_plays_it() {
    let mut state = game(
        "action one: move step e | w to empty requires pieces == 1\n\
         action two: move step e | w | forward to empty\n",
    );
    assert_eq!(played_by(&mut state), ["b1-a1 one", "b1-b2 two", "b1-c1 one"]);
    one_rule_each(&mut state);
}

#[test]
fn a_forbid_after_one_rule_leaves_the_move_to_another() {
    let mut state = game(
        "region west: a1 a2 a3\n\
         action one: move step e | w to empty\n\
         action two: move step e | w | forward to empty\n\
         forbid \"not west by one\": count (own & west) >= 1 after one\n",
    );
    assert_eq!(played_by(&mut state), ["b1-a1 two", "b1-b2 two", "b1-c1 one"]);
    one_rule_each(&mut state);
}

#[test]
fn a_failing_when_or_the_turn_pattern_makes_nothing_to_leave() {
    let mut state = game(
        "action one when pieces == 5: move step e | w to empty\n\
         action two: move step e | w | forward to empty\n",
    );
    assert_eq!(played_by(&mut state), ["b1-a1 two", "b1-b2 two", "b1-c1 two"]);
    let mut state = game(
        "action one: move step e | w to empty\naction two: move step e | w | forward to empty\n\
         turn 1: two\nturn: one | two\n",
    );
    assert_eq!(played_by(&mut state), ["b1-a1 two", "b1-b2 two", "b1-c1 two"]);
}

#[test]
fn a_placement_refused_by_one_rule_is_placed_by_the_next() {
    let mut state = game_from(
        "players white black\nboard square 3 x 3\npiece stone\nhand stone unlimited\nregion middle: b2\n\
         action edge: place on empty requires count (last to & middle) == 0\n\
         action centre: place on empty\n",
    );
    let by = played_by(&mut state);
    assert_eq!(by.len(), 9);
    assert!(by.contains(&"b2 centre".to_string()) && by.contains(&"a1 edge".to_string()), "{by:?}");
    one_rule_each(&mut state);
}

#[test]
fn removals_by_two_rules_are_one_action_offered_when_either_allows_it() {
    let mut state = game_from(
        "players white black\nboard square 3 x 3\npiece stone\nsetup black: a1 b2\n\
         action take-corner: remove enemy requires count enemy == 5\n\
         action take: remove enemy\n",
    );
    assert_eq!(played_by(&mut state), ["xa1 take", "xb2 take"]);
    one_rule_each(&mut state);
}

#[test]
fn last_in_a_requires_is_the_action_judged() {
    // `last to` is the cell placed on, so only the middle is refused, from the first action on
    // (were it the action before, the first placement would have no `last` at all).
    let mut state = game_from(
        "players white black\nboard square 3 x 3\npiece stone\nhand stone unlimited\nregion middle: b2\n\
         action place: place on empty requires count (last to & middle) == 0\n",
    );
    assert_eq!(legal(&mut state), ["a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"]);
}

/// Placements and moves that several rules make, some of which decline them (a `requires`, a
/// `forbid … after` one rule), in random games: `is_legal` of every shape agrees with
/// `legal_actions`, each action is offered once, and sampling draws only legal actions.
#[test]
fn rules_that_decline_agree_everywhere_in_random_games() {
    let source = "players white black\nboard square 4 x 4\npiece man\nhand man 2\n\
        setup white: a1 b1\nsetup black: a4 b4\nregion west: a1 a2 a3 a4\nregion east: d1 d2 d3 d4\n\
        action drop: place on empty requires count (own & west) <= 1\n\
        action drop-any: place on empty\n\
        action slide: move slide orthogonal requires pieces >= 4\n\
        action step: move step any to empty | enemy\n\
        forbid \"east by step\": count (own & east) >= 2 after step\n\
        lose: stuck\ndraw: turn > 40\n";
    let mut state = game_from(source);
    assert_eq!(yon::check::warnings(source), [], "no rule is dead");
    // drop and slide by their requires, step by the forbid after it alone; drop-any never.
    assert_eq!(state.rules().repeats.declines, 0b1101, "drop, slide and step may decline");
    let (rules, cells, dirs) = (4u8, 16u16, state.rules().geometry.direction_count() as u8);
    let mut shapes = Vec::new();
    for rule in 0..rules {
        for to in 0..cells {
            shapes.push(Action::place(rule, 0, to));
            for from in 0..cells {
                shapes.extend((0..dirs).map(|dir| Action::movement(rule, dir, from, to)));
            }
        }
    }
    let mut rng = yon::engine::Rng::new(43);
    let (mut positions, mut declined) = (0, 0);
    for _ in 0..20 {
        let start = state.ply();
        while state.outcome().is_none() {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let names: std::collections::HashSet<String> = legal.iter().map(|&a| state.format(a)).collect();
            assert_eq!(names.len(), legal.len(), "each action once");
            for &shape in &shapes {
                assert_eq!(state.is_legal(shape), legal.contains(&shape), "{shape:?} at ply {}", state.ply());
            }
            declined += legal.iter().filter(|a| a.rule == 1).count();
            let drawn = state.sample(&mut |n| rng.below(n)).expect("the game goes on");
            assert!(legal.contains(&drawn), "sampled an illegal {}", state.format(drawn));
            state.play_unchecked(drawn);
            positions += 1;
        }
        while state.ply() > start {
            state.undo();
        }
    }
    assert!(
        positions > 100 && declined > 20,
        "{positions} positions, {declined} placements drop left to drop-any"
    );
}

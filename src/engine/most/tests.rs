//! Tests of `most`: the look-ahead skipped where every action ends the turn alike.

use super::State;
use crate::engine::rng::Rng;
use std::sync::Arc;

/// The quantities of `most` for the player to act.
fn quantities(state: &State) -> Vec<f64> {
    state.rules.most.iter().map(|q| state.quantity(q, state.s.to_move)).collect()
}

/// The shipped games whose `priority` line says `most` (so written).
fn shipped_weighing(most: &str) -> Vec<String> {
    let weighs = |source: &String| source.lines().any(|l| l.starts_with("priority") && l.contains(most));
    crate::engine::shipped_sources().into_iter().filter(weighs).collect()
}

/// Keeping every action when each ends the turn and leaves `most`'s quantities (`all_end_alike`)
/// keeps what looking ahead at each keeps, and each action of a rule in `leaves_most` leaves
/// the quantities as they were: in every shipped game with `most`, and in two games made so
/// that it must not apply.
#[test]
fn turns_that_end_alike_keep_what_looking_ahead_keeps() {
    let mut games = shipped_weighing(", most ");
    assert!(games.len() >= 4, "the shipped games with `most`");
    // A quiet step the turn goes on after, and a step that may take where it lands: neither
    // ends the turn alike, and looking ahead tells their actions apart.
    let grid = "players a b\nboard square 6 x 6\npiece p\nsetup a p: a1 c1 e1 b2 d2 f2\n\
                setup b p: b6 d6 f6 a5 c5 e5\nwin: stuck\n";
    let jump = "action jump: move hop diagonal over enemy to empty then capture jumped\n";
    games.push(format!(
        "{grid}{jump}action step: move step diagonal to empty\nturn: step jump*\npriority: jump, most captured\n"
    ));
    games.push(format!(
        "{grid}{jump}action step: move step any to empty | enemy\npriority: jump, most captured\n"
    ));
    let mut rng = Rng::new(13);
    for source in &games {
        let mut state = State::of_source(source);
        let mut rules = (*state.rules).clone();
        rules.leaves_most = 0;
        let mut looking = State::new(Arc::new(rules));
        let (mut alike, mut left, mut dropped) = (0, 0, 0);
        for _ in 0..20 {
            let start = state.ply();
            while state.ply() - start < 300 {
                let (mut kept, mut looked) = (Vec::new(), Vec::new());
                state.legal_by_groups(&mut kept);
                alike += usize::from(kept.len() >= 2 && state.all_end_alike(&kept));
                let listed = kept.len();
                state.keep_most(&mut kept);
                dropped += usize::from(kept.len() < listed);
                looking.legal_by_groups(&mut looked);
                looking.keep_most(&mut looked);
                assert_eq!(kept, looked, "ply {}:\n{source}", state.ply());
                let (before, leaves) = (quantities(&state), state.rules.leaves_most);
                for &action in kept.iter().filter(|a| !a.is_word() && leaves & 1 << a.rule != 0) {
                    state.apply(action);
                    assert_eq!(quantities(&state), before, "{}:\n{source}", state.format(action));
                    state.undo();
                    left += 1;
                }
                let Some(action) = state.sample(&mut |n| rng.below(n)) else { break };
                state.play_unchecked(action);
                looking.play_unchecked(action);
            }
            while state.ply() > start {
                state.undo();
                looking.undo();
            }
        }
        let counts = format!("{alike} alike, {left} left alone, {dropped} dropped:\n{source}");
        if source.starts_with("players") {
            assert!(alike == 0 && dropped > 0, "{counts}");
        } else if source.contains("most captured") {
            assert!(alike > 0 && left > 0, "{counts}");
        }
    }
}

/// A look-ahead that stops at the bound (`most_bound`), where every die is used, weighs each
/// action as one that explores every continuation does: in every shipped game whose `most`
/// has a bound, over random games.
#[test]
fn a_look_ahead_stopped_at_the_bound_weighs_as_a_whole_one() {
    let games = shipped_weighing("most used");
    assert!(!games.is_empty(), "a shipped game weighs the dice used");
    let mut rng = Rng::new(29);
    for source in &games {
        let mut state = State::of_source(source);
        let (mut weighed, mut at_bound) = (0, 0);
        for _ in 0..10 {
            let start = state.ply();
            while state.ply() - start < 200 {
                let mut actions = Vec::new();
                state.legal_by_groups(&mut actions);
                let bound = state.most_bound();
                if !actions.first().is_some_and(|a| a.is_roll()) && bound.iter().all(|b| b.is_finite()) {
                    let mover = state.s.to_move;
                    for &action in &actions {
                        let stopped = state.reach(action, mover, &bound, false);
                        let whole = state.reach(action, mover, &[f64::INFINITY; super::MOST_LEVELS], false);
                        assert_eq!(stopped, whole, "{}:\n{source}", state.format(action));
                        weighed += 1;
                        at_bound += usize::from(stopped == bound);
                    }
                }
                let Some(action) = state.sample(&mut |n| rng.below(n)) else { break };
                state.play_unchecked(action);
            }
            while state.ply() > start {
                state.undo();
            }
        }
        assert!(weighed > 500 && at_bound > 100, "{weighed} weighed, {at_bound} at the bound:\n{source}");
    }
}

/// The candidates a look-ahead keeps after an action (`Ahead`) are, once the action is
/// played, what listing them there gives: in every shipped game whose `most` has a bound.
#[test]
fn candidates_kept_by_a_look_ahead_are_those_listed_after_the_action() {
    let games = shipped_weighing("most used");
    let mut rng = Rng::new(31);
    for source in &games {
        let mut state = State::of_source(source);
        let (mut kept, mut read, mut elsewhere) = (0, 0, 0);
        for _ in 0..3000 {
            let mut actions = Vec::new();
            state.legal_actions(&mut actions);
            let Some(&action) = actions.get(rng.below(actions.len().max(1))) else { break };
            let mut played = action;
            if !action.is_word() {
                let (mover, bound) = (state.s.to_move, state.most_bound());
                state.reach(action, mover, &bound, true);
                kept += usize::from(state.ready.ahead.is_some());
                // What was kept must be read only after this action, here: not after another
                // one, nor after this one played in the position before.
                let choice = rng.below(4);
                if choice == 1 {
                    played = actions.iter().copied().find(|&a| a != action).unwrap_or(action);
                    elsewhere += usize::from(played != action);
                }
                if choice == 0 && state.ply() > 0 {
                    state.undo();
                    state.legal_actions(&mut actions);
                    if !actions.contains(&action) {
                        let Some(&other) = actions.get(rng.below(actions.len().max(1))) else { break };
                        played = other;
                    }
                    elsewhere += usize::from(played == action);
                }
            }
            state.play_unchecked(played);
            assert!(state.ready.ahead.is_none(), "playing the action takes what was kept for it");
            if state.is_ready() {
                let kept = state.ready.candidates.clone();
                state.ready.valid = false;
                let mut listed = Vec::new();
                state.candidates(&mut listed);
                assert_eq!(kept, listed, "after {}:\n{source}", state.format(played));
                read += usize::from(!played.is_roll());
            }
            if state.outcome().is_some() {
                state = State::of_source(source);
            }
        }
        let counts = format!("{kept} lists kept, {read} read, {elsewhere} played elsewhere");
        assert!(kept > 500 && read > 500 && elsewhere > 50, "{counts}:\n{source}");
    }
}

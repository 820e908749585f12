//! Tests of `most`: the look-ahead skipped where every action ends the turn alike.

use super::State;
use crate::engine::rng::Rng;
use std::sync::Arc;

/// The quantities of `most` for the player to act.
fn quantities(state: &State) -> Vec<f64> {
    state.rules.most.iter().map(|q| state.quantity(q, state.s.to_move)).collect()
}

/// Keeping every action when each ends the turn and leaves `most`'s quantities (`all_end_alike`)
/// keeps what looking ahead at each keeps, and each action of a rule in `leaves_most` leaves
/// the quantities as they were: in every shipped game with `most`, and in two games made so
/// that it must not apply.
#[test]
fn turns_that_end_alike_keep_what_looking_ahead_keeps() {
    let mut games: Vec<String> = crate::engine::shipped_sources()
        .into_iter()
        .filter(|source| source.lines().any(|l| l.starts_with("priority") && l.contains(", most ")))
        .collect();
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
    let games: Vec<String> = crate::engine::shipped_sources()
        .into_iter()
        .filter(|source| source.lines().any(|l| l.starts_with("priority") && l.contains("most used")))
        .collect();
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
                        let stopped = state.reach(action, mover, &bound);
                        let whole = state.reach(action, mover, &[f64::INFINITY; super::MOST_LEVELS]);
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

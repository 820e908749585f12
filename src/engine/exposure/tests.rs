//! Tests of judging a move unplayed: the verdict of playing it, in every game with a table.

use crate::engine::{Rng, State};
use std::sync::Arc;

/// Two royal pieces a side, a cannon that needs a screen and a rook on a small board: what
/// the shipped games do not reach.
const TWO_KINGS: &str = "players a b\nboard square 6 x 6\npiece king, rook, bishop, cannon\nroyal king\n\
    setup a king: a1 f1\nsetup a rook: b1\nsetup a bishop: c1 e2\nsetup a cannon: d1\n\
    setup b king: a6 f6\nsetup b rook: e6\nsetup b bishop: d6 b5\nsetup b cannon: c6\n\
    action king: move king step any to empty | enemy\n\
    action rook: move rook slide orthogonal to empty | enemy\n\
    action bishop: move bishop slide diagonal to empty | enemy\n\
    action cannon: move cannon slide orthogonal\n\
    action fire: move cannon hop flying orthogonal over occupied to enemy\n\
    forbid \"check\": check\nlose: stuck\n";

/// A frog hops over its own pieces, a royal one too, and a hawk captures on the cells the last
/// action passed: a hop over one's own king beside a hawk leaves it in check.
const FROGS: &str = "players a b\nboard square 5 x 5\npiece king, frog, hawk\nroyal king\n\
    setup a king: c1\nsetup a frog: b1 d1 c2\nsetup a hawk: a1\n\
    setup b king: c5\nsetup b frog: b5 d5 c4\nsetup b hawk: e5\n\
    action king: move king step orthogonal to empty\n\
    action frog: move frog hop orthogonal over own to empty\n\
    action hawk: move hawk step any to empty | last passed\n\
    forbid \"check\": check\nlose: stuck\ndraw: turn >= 60\n";

/// Every candidate judged without playing it gets the verdict playing it gives, at each
/// position of random games of every shipped game that has a table (its captures read only
/// the classes of the cells they pass and the cells they start from and land on, its forbids
/// only `check` and `stranded`), and of the games above.
#[test]
fn a_move_judged_unplayed_is_judged_as_playing_it_judges_it() {
    let mut sources = crate::engine::shipped_sources();
    sources.extend([TWO_KINGS, FROGS].map(String::from));
    let (mut tables, mut judged, mut refused) = (0, 0, 0);
    for source in &sources {
        let rules = Arc::new(crate::check::load(source).expect("a game"));
        if rules.exposure.is_none() {
            continue;
        }
        tables += 1;
        for seed in 0..4 {
            let (mut state, mut rng, mut candidates) =
                (State::new(rules.clone()), Rng::new(seed), Vec::new());
            for _ in 0..200 {
                state.candidates(&mut candidates);
                for &action in &candidates {
                    // Asking whether the mover is in check, then (known once asked) not.
                    let asked = state.refusal_unexposed(action, true);
                    let known = state.refusal_unexposed(action, false);
                    if asked.is_none() && known.is_none() {
                        continue;
                    }
                    state.apply(action);
                    let played = state.refusal_applied(action);
                    state.undo();
                    for unplayed in [asked, known].into_iter().flatten() {
                        assert_eq!(unplayed, played, "{}: {}", rules.title, state.format(action));
                    }
                    judged += 1;
                    refused += usize::from(played.is_some());
                }
                if state.play_sampled(&mut |n| rng.below(n)).is_none() {
                    break;
                }
            }
        }
    }
    assert!(
        tables >= 8,
        "the six shipped games whose forbids read only check and stranded, and the two test games"
    );
    assert!(judged > 10_000 && refused > 50, "{judged} judged, {refused} refused");
}

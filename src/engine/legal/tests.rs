//! Tests of listing the legal actions under `priority`, group by group.

use super::{Action, State};
use crate::engine::rng::Rng;

/// `legal_by_groups` as it was before groups were listed apart: every candidate listed,
/// those allowed kept, then those of the best group.
fn listed_whole(state: &mut State) -> Vec<Action> {
    let mut out = Vec::new();
    if state.s.result.is_some() {
        return out;
    }
    state.candidates(&mut out);
    out.retain(|&a| state.allows(a));
    if let Some(best) = out.iter().map(|&a| state.level(a)).min().filter(|_| !state.rules.priority.is_empty())
    {
        out.retain(|&a| state.level(a) == best);
    }
    out
}

/// Listing a priority group's rules apart offers what listing them all does, in the same
/// order: in every shipped game with `priority`, and in games where a rule of no group meets
/// a grouped one (no split) or makes all its actions first, every rule is grouped, or the
/// rest is only `pass`.
#[test]
fn groups_listed_apart_offer_what_the_whole_list_does() {
    // Each game, whether its groups are listed apart if known, and whether a group's action
    // is ever offered.
    let mut games: Vec<(String, Option<bool>, bool)> = crate::engine::shipped_sources()
        .into_iter()
        .filter(|source| source.lines().any(|l| l.starts_with("priority")))
        .map(|source| (source, None, true))
        .collect();
    assert!(games.len() >= 10, "the shipped games with priority");
    let grid = "players a b\nboard square 6 x 6\npiece p\nsetup a p: a1 b2 c1 d2\nsetup b p: f6 e5 d6 c5\n";
    let jump = "action jump: move hop diagonal over enemy then capture jumped\n";
    games.push((
        format!("{grid}{jump}action slide: move slide diagonal through empty | enemy to empty\npriority: jump\nwin: stuck\n"),
        Some(false),
        true,
    ));
    games.push((
        format!("{grid}action step: move step diagonal to empty\n{jump}turn: step | jump | pass\npriority: jump | step\nwin: pieces == 0\n"),
        Some(true),
        true,
    ));
    // An earlier rule of no group makes every action of the grouped one: the whole list
    // offers them as that rule's.
    games.push((
        format!("{grid}action go: move step diagonal to empty | enemy\naction take: move step diagonal to enemy\npriority: take\nwin: pieces == 0\n"),
        Some(false),
        false,
    ));
    let near = "players a b\nboard square 6 x 6\npiece p\nsetup a p: c3 a1\nsetup b p: d4 f6\n";
    games.push((
        format!("{near}{jump}turn: jump | pass\npriority: jump\nwin: pieces == 0\n"),
        Some(true),
        true,
    ));
    let mut rng = Rng::new(11);
    for (source, split, reached) in &games {
        let mut state = State::of_source(source);
        if let Some(split) = split {
            assert_eq!(state.rules.priority_listing.split.is_some(), *split, "{source}");
        }
        let (mut positions, mut grouped) = (0, 0);
        for _ in 0..20 {
            let start = state.ply();
            while state.ply() - start < 150 {
                let mut lazily = Vec::new();
                state.legal_by_groups(&mut lazily);
                assert_eq!(lazily, listed_whole(&mut state), "ply {}:\n{source}", state.ply());
                positions += 1;
                grouped +=
                    usize::from(lazily.first().is_some_and(|&a| state.level(a) < state.rules.priority.len()));
                if state.play_sampled(&mut |n| rng.below(n)).is_none() {
                    break;
                }
            }
            while state.ply() > start {
                state.undo();
            }
        }
        assert!(
            positions > 100 && (grouped > 0) == *reached,
            "{positions} positions, {grouped} with a group's action:\n{source}"
        );
    }
}

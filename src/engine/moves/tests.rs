//! Tests of listing moves: repeats are looked for wherever two rules could make one move.

use crate::compile::rules::{Repeats, Rules};
use std::sync::Arc;

/// Kings slide through empty cells and capture flying over an enemy, a rook slides onto an
/// enemy and hops over a run of them, and a wader slides through enemies as well as empty
/// cells, so its slide can make its capture's move.
const SLIDERS: &str = "players a b\nboard square 6 x 6\nfacing a: n\nfacing b: s\n\
    piece king, rook, wader\n\
    setup a king: a1 c1\nsetup a rook: e1 b2\nsetup a wader: d2 f2\n\
    setup b king: b6 d6\nsetup b rook: f6 c5\nsetup b wader: e5 a5\n\
    action slide: move king slide diagonal\n\
    action fly: move king hop flying diagonal over enemy then capture jumped\n\
    action rook: move rook slide orthogonal to empty | enemy\n\
    action charge: move rook hop orthogonal over run enemy then capture jumped\n\
    action wade: move wader slide any through empty | enemy to empty\n\
    action leap: move wader hop any over enemy then capture jumped\n\
    priority: fly | charge | leap\n\
    lose: stuck\ndraw: turn >= 80\n";

/// Listing with repeats looked for only between rules that `Repeats::meets` says could make one
/// move gives the moves of listing with repeats looked for between every rule, in the same order:
/// for the rules of each priority group, each rule alone and all at once, at every position of
/// random games of every shipped game and of the game above.
#[test]
fn moves_repeat_only_between_rules_that_meet() {
    let mut sources = crate::engine::shipped_sources();
    sources.push(SLIDERS.to_string());
    let mut compared = 0;
    for source in &sources {
        let rules = Arc::new(crate::check::load(source).expect("a game"));
        let everywhere = Repeats { rays_meet: true, ..rules.repeats.clone() };
        let wary = Arc::new(Rules { repeats: everywhere, ..(*rules).clone() });
        compared += crate::engine::assert_same_listings(&rules, &wary, 0..2, 120);
    }
    assert!(compared > 20_000, "{compared} lists compared");
}

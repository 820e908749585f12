//! Random setups (`setup … random N of CELLS`): Othello's `--opt random` draws the four centre
//! discs before the first move — black's two of the four cells, then white's two of those left —
//! every draw as likely; a crossed draw is the standard game, perft and all.

mod common;

use yon::engine::{Action, perft};

#[test]
fn the_centre_is_drawn_first_every_set_of_cells_as_likely() {
    let mut state = common::game("othello.game", &["random"]);
    assert!(state.is_chance());
    let draws: Vec<(String, f64)> = state.chances().iter().map(|&(a, p)| (state.format(a), p)).collect();
    let names: Vec<&str> = draws.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        ["setup d4-e4", "setup d4-d5", "setup d4-e5", "setup e4-d5", "setup e4-e5", "setup d5-e5"]
    );
    assert!(draws.iter().all(|(_, p)| (p - 1.0 / 6.0).abs() < 1e-12));
    let black = state.parse_action("setup d4-d5").expect("a draw");
    state.play_unchecked(black);
    // White draws from what is left: one set.
    assert_eq!(common::legal(&mut state), ["setup e4-e5"]);
    let white = state.parse_action("setup e4-e5").expect("the draw");
    state.play_unchecked(white);
    assert!(!state.is_chance());
    assert_eq!(common::legal(&mut state), ["f3", "f4", "f5", "f6"], "side by side: black flanks from file f");
}

#[test]
fn a_crossed_draw_is_the_standard_game() {
    let mut drawn = common::game("othello.game", &["random"]);
    for draw in ["setup e4-d5", "setup d4-e5"] {
        let action: Action = drawn.parse_action(draw).expect("a draw");
        drawn.play_unchecked(action);
    }
    let mut standard = common::game("othello.game", &[]);
    assert_eq!(drawn.board(), standard.board());
    // Othello's published perft: 4, 12, 56, 244, 1396.
    for depth in 1..=5 {
        assert_eq!(perft(&mut drawn, depth), perft(&mut standard, depth), "perft {depth}");
    }
    assert_eq!(perft(&mut standard, 5), 1396);
}

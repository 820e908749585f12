//! Scenarios of `check` with capturing rules that have a `requires`: a royal piece is attacked
//! only by a move its player could make, so a capture the `requires` refuses gives no check.

mod common;

use common::{game_from, legal};

/// A striker on e1 takes along its rank, but only while its side has a helper on the board.
fn strike(helper: bool) -> String {
    let setup = if helper { "setup black helper: e2\n" } else { "" };
    format!(
        "game \"Guarded strike\"\nplayers white black\nboard square 5 x 2\n\
         piece king, striker, helper\nroyal king\nsetup white king: a1\nsetup black striker: e1\n{setup}\
         action king: move king step any\n\
         action strike: move striker slide w to enemy requires count (own & helper) >= 1\n\
         action help: move helper step any\n\
         forbid \"king left in check\": check\nlose: check and stuck\n"
    )
}

#[test]
fn a_capture_its_requires_refuses_gives_no_check() {
    // Without a helper the striker may not take: b1, on its rank, is as safe as a2 and b2.
    let mut state = game_from(&strike(false));
    assert_eq!(legal(&mut state), ["a1-a2", "a1-b1", "a1-b2"]);
}

#[test]
fn a_capture_its_requires_allows_gives_check() {
    // With the helper on e2 the strike is a move black could make: b1 is attacked.
    let mut state = game_from(&strike(true));
    assert_eq!(legal(&mut state), ["a1-a2", "a1-b2"]);
}

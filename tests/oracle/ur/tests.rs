//! Self-tests of the Royal Game of Ur oracle: the first plies counted by hand, and a scenario for
//! each rule.

use super::*;

#[test]
fn the_first_plies_counted_by_hand() {
    // A throw (five outcomes), then one action each: a pass for 0, else a piece enters; the
    // other player's throw; then one action each, but after a 4 (a rosette) the first player
    // throws again: a pass, or for 1 to 3 a second piece enters or the first goes on, for 4 the
    // first goes on to the central rosette: 5 + 3 × 5 + (1 + 2 + 2 + 2 + 1) = 28.
    let game = Ur::new();
    let counts: Vec<u64> = (1..=4).map(|d| game.perft(d)).collect();
    assert_eq!(counts, [5, 5, 25, 28]);
}

fn with(mine: &[Square], theirs: &[Square]) -> Ur {
    let fill = |squares: &[Square]| {
        let mut all = squares.to_vec();
        all.resize(7, 15);
        all.sort_unstable();
        all
    };
    Ur { pieces: [fill(mine), fill(theirs)], to_move: 0, throw: None, winner: None }
}

#[test]
fn a_piece_landing_on_an_enemy_on_a_shared_square_sends_it_home() {
    let game = with(&[3], &[6, 0]);
    let after = game.after(3, Action::Move(3));
    assert_eq!(after.pieces[1][..2], [0, 0]);
    // Their own squares are apart: the other's piece on its square 3 is not hit from square 0.
    let game = with(&[0], &[3]);
    assert_eq!(game.after(3, Action::Move(0)).pieces[1][0], 3);
}

#[test]
fn the_central_rosette_protects_and_every_rosette_throws_again() {
    let game = with(&[5, 1], &[8]);
    assert_eq!(game.actions(3), [Action::Move(1)], "8 is held by the enemy on the rosette");
    let after = game.after(3, Action::Move(1));
    assert_eq!(after.to_move, 0, "square 4 is a rosette: throw again");
    let after = game.after(1, Action::Move(5));
    assert_eq!(after.to_move, 1);
}

#[test]
fn a_piece_leaves_by_an_exact_throw_and_the_last_one_out_wins() {
    let game = with(&[13], &[0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(game.actions(3), [Action::Pass], "16 is past the end");
    assert_eq!(game.actions(2), [Action::Move(13)]);
    let after = game.after(2, Action::Move(13));
    assert_eq!(after.winner, Some(0));
    assert_eq!(after.perft(1), 0);
    assert_eq!(game.actions(0), [Action::Pass], "a throw of 0 passes");
}

//! The rules of `games/pentominoes.game` (Golomb's game) and `games/blokus-duo.game`, one
//! scenario each: a piece covers its squares turned as its name says, the pentominoes are shared
//! and each placed once, whoever cannot place loses; Blokus Duo's first pieces cover the start
//! points, later ones touch their own at a corner and never along a side, a stuck player
//! passes, two passes end the game and more squares covered wins.

mod common;

use common::{game, legal, owner_at, play, result};
use yon::engine::State;

/// The cells held by `player`, sorted.
fn held(state: &State, player: &str) -> Vec<String> {
    let names = &state.rules().geometry.names;
    let mut cells: Vec<String> =
        names.iter().filter(|c| owner_at(state, c).as_deref() == Some(player)).cloned().collect();
    cells.sort();
    cells
}

/// Plays the first legal action until the game ends; the last action played.
fn play_out(state: &mut State) -> String {
    let mut last = String::new();
    while result(state).is_none() {
        last = legal(state).first().expect("an action while the game goes on").clone();
        play(state, &last);
    }
    last
}

#[test]
fn a_pentomino_covers_its_five_squares_turned_as_its_name_says() {
    // The F is written b1 c1 a2 b2 b3, its anchor b1. A quarter turn anticlockwise (`:1`) about
    // the anchor, moved to d4: (0,0) (1,0) (-1,1) (0,1) (0,2) become (0,0) (0,1) (-1,-1) (-1,0)
    // (-2,0), that is d4 d5 c3 c4 b4.
    let mut state = game("pentominoes.game", &[]);
    play(&mut state, "F*d4:1");
    assert_eq!(held(&state, "first"), ["b4", "c3", "c4", "d4", "d5"]);
    // Mirrored (`:4`): (0,0) (-1,0) (1,1) (0,1) (0,2), from d4: d4 c4 e5 d5 d6.
    let mut state = game("pentominoes.game", &[]);
    play(&mut state, "F*d4:4");
    assert_eq!(held(&state, "first"), ["c4", "d4", "d5", "d6", "e5"]);
}

#[test]
fn every_placement_has_a_name_of_its_own_that_reads_back() {
    let mut state = game("pentominoes.game", &[]);
    let names = legal(&mut state);
    let mut unique = names.clone();
    unique.dedup();
    assert_eq!((names.len(), unique.len()), (2308, 2308));
    for name in names.iter().step_by(37) {
        let action = state.parse_action(name).expect("a legal name");
        assert_eq!(&state.format(action), name);
    }
}

#[test]
fn the_pentominoes_are_shared_and_each_is_placed_once() {
    let mut state = game("pentominoes.game", &[]);
    play(&mut state, "X*d3");
    let after = legal(&mut state);
    assert!(!after.is_empty() && after.iter().all(|a| !a.starts_with("X*")), "the X is gone for second too");
    play(&mut state, "I*h1");
    assert!(legal(&mut state).iter().all(|a| !a.starts_with("X*") && !a.starts_with("I*")));
    let hand = |player: u8| (0..12).map(|kind| state.hand(player, kind)).collect::<Vec<u32>>();
    assert_eq!(hand(0), hand(1), "both players hold the same pieces");
    assert_eq!(hand(0).iter().sum::<u32>(), 10);
}

#[test]
fn whoever_cannot_place_loses() {
    let mut state = game("pentominoes.game", &[]);
    play_out(&mut state);
    // The player to act is stuck and loses: the other made the last placement.
    let loser = state.rules().players[state.to_move() as usize].clone();
    let winner = result(&mut state).expect("a result");
    assert_ne!(winner, loser);
    assert!(legal(&mut state).is_empty());
}

#[test]
fn first_pieces_cover_the_start_points() {
    let mut state = game("blokus-duo.game", &[]);
    assert_eq!(legal(&mut state).len(), 828);
    assert!(state.parse_action("1*a1").is_err(), "a1 is no start point");
    play(&mut state, "1*e10");
    // Orange's first piece covers the other point: each placement's cells include j5.
    let replies = legal(&mut state);
    assert_eq!(replies.len(), 414);
    assert!(replies.contains(&"1*j5".to_string()) && !replies.iter().any(|r| r.contains("e10")));
}

#[test]
fn later_pieces_touch_their_own_at_a_corner_and_never_along_a_side() {
    let mut state = game("blokus-duo.game", &[]);
    play(&mut state, "1*e10 1*j5");
    let moves = legal(&mut state);
    assert!(moves.iter().all(|m| !m.starts_with("1*")), "the monomino is placed");
    // The domino is written a1 a2 (upright): from f11 it touches e10 at a corner; from e11 it
    // lies beside it.
    assert!(moves.contains(&"2*f11".to_string()));
    assert!(!moves.contains(&"2*e11".to_string()));
    // Touching only the opponent's piece at a corner is not enough: i6 touches orange's j5.
    assert!(!moves.contains(&"2*i6".to_string()));
    play(&mut state, "2*f11");
    assert_eq!(held(&state, "purple"), ["e10", "f11", "f12"]);
    // For orange, whose piece j5 is, it is.
    assert!(legal(&mut state).contains(&"2*i6".to_string()));
}

#[test]
fn a_stuck_player_passes_and_two_passes_end_the_game_to_whoever_covers_more() {
    let mut state = game("blokus-duo.game", &[]);
    let mut passed = false;
    while result(&mut state).is_none() {
        let moves = legal(&mut state);
        if moves == ["pass"] {
            passed = true;
        } else {
            assert!(!moves.contains(&"pass".to_string()), "a player passes only when stuck: {moves:?}");
        }
        play(&mut state, &moves[0]);
    }
    assert!(passed, "the game ends by passing");
    let squares = [held(&state, "purple").len(), held(&state, "orange").len()];
    let expected = match squares[0].cmp(&squares[1]) {
        std::cmp::Ordering::Greater => "purple",
        std::cmp::Ordering::Less => "orange",
        std::cmp::Ordering::Equal => "draw",
    };
    assert_eq!(result(&mut state).as_deref(), Some(expected), "{squares:?}");
}

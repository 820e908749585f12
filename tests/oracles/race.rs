//! Agreement for the race games: the Royal Game of Ur held to its oracle (`tests/oracle/ur`) in
//! seeded random games to their ends, the dice drawn by their odds. At every throw and every
//! move both must agree on who acts, the pieces on each square, the moves the throw allows and
//! the winner; perft (a throw counted as a node of its five outcomes) is compared every few turns.

use crate::common;
use crate::ur::{Action as UrAction, Square, Ur};
use yon::engine::{Action, Rng, State, perft};

/// Each player's way, as `games/ur.game` lists it, square 1 first.
const WAYS: [[&str; 14]; 2] = [
    ["d1", "c1", "b1", "a1", "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "h1", "g1"],
    ["d3", "c3", "b3", "a3", "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "h3", "g3"],
];

/// Where a cell lies on a player's way (1 to 14).
fn square(player: usize, cell: &str) -> Square {
    WAYS[player].iter().position(|&c| c == cell).map(|i| i as Square + 1).expect("a cell of the way")
}

/// The engine's position as the oracle holds it: each player's squares, hand and borne off
/// included, sorted.
fn position(state: &State) -> [Vec<Square>; 2] {
    let names = &state.rules().geometry.names;
    let mut pieces: [Vec<Square>; 2] = [Vec::new(), Vec::new()];
    for (cell, &piece) in state.board().iter().enumerate() {
        if piece != 0 {
            let owner = usize::from(yon::engine::owner_of(piece));
            pieces[owner].push(square(owner, &names[cell]));
        }
    }
    for (player, squares) in pieces.iter_mut().enumerate() {
        let in_hand = state.hand(player as u8, 0) as usize;
        let off = 7 - in_hand - squares.len();
        squares.extend(std::iter::repeat_n(0, in_hand));
        squares.extend(std::iter::repeat_n(15, off));
        squares.sort_unstable();
    }
    pieces
}

/// An engine move as the oracle names it: the square moved from (0 from the hand), or a pass.
fn oracle_action(state: &State, action: Action) -> UrAction {
    let text = state.format(action);
    match text.split_once('-') {
        Some(("off", _)) => UrAction::Move(0),
        Some((from, _)) => UrAction::Move(square(usize::from(state.to_move()), from)),
        None => UrAction::Pass,
    }
}

/// The throw an engine roll stands for (`roll 3`).
fn thrown(state: &State, roll: Action) -> u8 {
    state.format(roll).trim_start_matches("roll ").parse().expect("a throw is a number")
}

#[test]
fn ur_agrees_with_its_oracle_throw_by_throw() {
    let (mut moves, mut finished, mut perfts) = (0, 0, 0);
    for seed in 1..=40u64 {
        let mut state = common::game("ur.game", &[]);
        let mut oracle = Ur::new();
        let mut rng = Rng::new(seed);
        for turn in 0..2_000 {
            assert_eq!(state.known_outcome().map(|o| o.winner.map(usize::from)), oracle.winner.map(Some));
            if oracle.winner.is_some() {
                finished += 1;
                break;
            }
            assert!(state.is_chance(), "seed {seed}: a turn starts with a throw");
            assert_eq!(usize::from(state.to_move()), oracle.to_move, "seed {seed}: who throws");
            assert_eq!(position(&state), oracle.pieces, "seed {seed}, turn {turn}: the pieces");
            if turn % 7 == 0 {
                assert_eq!(perft(&mut state, 3), oracle.perft(3), "seed {seed}, turn {turn}: perft 3");
                perfts += 1;
            }
            let roll = state.sample_roll(&mut |n| rng.below(n)).expect("a throw");
            let throw = thrown(&state, roll);
            state.play_unchecked(roll);
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let mut ours: Vec<UrAction> = legal.iter().map(|&a| oracle_action(&state, a)).collect();
            ours.sort_by_key(|a| format!("{a:?}"));
            let mut theirs = oracle.actions(throw);
            theirs.sort_by_key(|a| format!("{a:?}"));
            assert_eq!(ours, theirs, "seed {seed}, turn {turn}: the moves of a throw of {throw}");
            let chosen = legal[rng.below(legal.len())];
            oracle = oracle.after(throw, oracle_action(&state, chosen));
            state.play_unchecked(chosen);
            moves += 1;
        }
    }
    assert!(finished >= 38 && perfts > 100, "{finished} games finished, {perfts} perfts, {moves} moves");
}

#[test]
fn ur_perft_from_the_start_is_the_oracles() {
    let mut state = common::game("ur.game", &[]);
    let oracle = Ur::new();
    for depth in 1..=12 {
        assert_eq!(perft(&mut state, depth), oracle.perft(depth), "perft {depth}");
    }
}

//! Agreement for the race games, in seeded random games to their ends with the dice drawn by
//! their odds. The Royal Game of Ur against its oracle (`tests/oracle/ur`): at every throw and
//! every move both must agree on who acts, the pieces on each square, the moves the throw allows
//! and the winner; perft (a throw a node of its five outcomes) is compared every few turns.
//! Backgammon against its oracle (`tests/oracle/backgammon`): after every throw, doubles
//! included, the same plays (each checker move with its die, in order) and the same positions
//! after each.

use crate::backgammon::{Position as Points, Step};
use crate::common;
use crate::ur::{Action as UrAction, Square, Ur};
use yon::engine::{Action, Rng, State, perft, perft_distinct_turns, perft_turns};

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

/// Backgammon's points as `games/backgammon.game` lays them out, white's 1 to 24: l1 … a1, a2 … l2.
fn point_cell(point: usize) -> String {
    let files = "abcdefghijkl".as_bytes();
    match point {
        1..=12 => format!("{}1", files[12 - point] as char),
        _ => format!("{}2", files[point - 13] as char),
    }
}

/// A cell's point (1 to 24) for `player`, counted toward that player's home.
fn point_of(player: usize, cell: &str) -> u8 {
    let white = (1..=24).find(|&p| point_cell(p) == cell).expect("a point") as u8;
    if player == 0 { white } else { 25 - white }
}

/// A position as white sees it: checkers per point (white's positive, black's negative),
/// then each player's bar.
type Board = ([i8; 25], [u8; 2]);

/// The engine's position.
fn board(state: &State) -> Board {
    let mut points = [0i8; 25];
    for (cell, name) in state.rules().geometry.names.iter().enumerate() {
        let stack = state.stack(cell as u16);
        let Some(&top) = stack.last() else { continue };
        let count = stack.len() as i8;
        let white = yon::engine::owner_of(top) == 0;
        points[usize::from(point_of(0, name))] = if white { count } else { -count };
    }
    (points, [state.hand(0, 0) as u8, state.hand(1, 0) as u8])
}

/// The oracle's position, whose points are the mover's.
fn oracle_board(position: &Points, mover: usize) -> Board {
    let mut points = [0i8; 25];
    for point in 1..=24 {
        let count = position.points[point];
        match mover {
            0 => points[point] = count,
            _ => points[25 - point] = -count,
        }
    }
    let mut bars = [0u8; 2];
    bars[mover] = position.points[25].max(0) as u8;
    bars[1 - mover] = position.opponent_bar;
    (points, bars)
}

/// The engine's position as the oracle holds it, from the side of the player to act.
fn points(state: &State) -> Points {
    let mover = usize::from(state.to_move());
    let (white, bars) = board(state);
    let mut position = Points::empty();
    for point in 1..=24 {
        match mover {
            0 => position.points[point] = white[point],
            _ => position.points[point] = -white[25 - point],
        }
    }
    position.points[25] = bars[mover] as i8;
    position.opponent_bar = bars[1 - mover];
    position
}

/// An engine move as the oracle's step: from a point (25: the bar) to a point (0: off), by a die
/// (named where it bears off by more than its count: `h1-off(6)`).
fn step(state: &State, action: Action) -> Step {
    let mover = usize::from(state.to_move());
    let text = state.format(action);
    let (from, to) = text.split_once('-').expect("a move");
    let (to, named) = match to.strip_suffix(')').and_then(|t| t.split_once('(')) {
        Some((to, die)) => (to, Some(die.parse::<u8>().expect("a die"))),
        None => (to, None),
    };
    let point = |cell: &str, off: u8| if cell == "off" { off } else { point_of(mover, cell) };
    let step = Step { from: point(from, 25), to: point(to, 0), die: action.dir };
    let exact = step.to == 0 && step.die == step.from;
    assert_eq!(named.is_some(), step.to == 0 && !exact, "{text}: the die named only when off by more");
    assert!(named.is_none_or(|die| die == action.dir), "{text}");
    step
}

/// Every play of the throw as the engine lists it, each with the board it leaves.
fn engine_plays(state: &mut State, turn: u32, done: &mut Vec<Step>, out: &mut Vec<(Vec<Step>, Board)>) {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    for action in legal {
        let is_pass = action == Action::pass();
        if !is_pass {
            done.push(step(state, action));
        }
        state.play_unchecked(action);
        if state.turn() != turn || state.known_outcome().is_some() {
            out.push((done.clone(), board(state)));
        } else {
            engine_plays(state, turn, done, out);
        }
        state.undo();
        if !is_pass {
            done.pop();
        }
    }
}

#[test]
fn backgammon_agrees_with_its_oracle_throw_by_throw() {
    let (mut throws, mut doubles, mut finished) = (0, 0, 0);
    for seed in 1..=12u64 {
        let mut state = common::game("backgammon.game", &[]);
        let mut rng = Rng::new(seed);
        for turn in 0..600 {
            if state.known_outcome().is_some() {
                finished += 1;
                break;
            }
            let roll = state.sample_roll(&mut |n| rng.below(n)).expect("a turn starts with a throw");
            state.play_unchecked(roll);
            let pool = state.pool().to_vec();
            let dice = (pool[0], pool[pool.len() - 1]);
            doubles += usize::from(pool.len() == 4);
            let mover = usize::from(state.to_move());
            let oracle = points(&state);
            let mut ours = Vec::new();
            let now = state.turn();
            engine_plays(&mut state, now, &mut Vec::new(), &mut ours);
            let mut theirs: Vec<(Vec<Step>, Board)> = oracle
                .plays(dice)
                .into_iter()
                .map(|p| (p.clone(), oracle_board(&oracle.after(&p), mover)))
                .collect();
            if theirs.is_empty() {
                theirs.push((Vec::new(), oracle_board(&oracle, mover)));
            }
            let key = |(play, _): &(Vec<Step>, Board)| format!("{play:?}");
            ours.sort_by_key(key);
            theirs.sort_by_key(key);
            assert_eq!(
                ours, theirs,
                "seed {seed}, turn {turn}, dice {dice:?}: the plays and what they leave"
            );
            assert_eq!(perft_turns(&mut state, 1) as usize, ours.len());
            assert_eq!(perft_distinct_turns(&mut state, 1) as usize, oracle.outcomes(dice).len().max(1));
            let mut legal = Vec::new();
            let start = state.turn();
            while state.turn() == start && state.known_outcome().is_none() {
                state.legal_actions(&mut legal);
                state.play_unchecked(legal[rng.below(legal.len())]);
            }
            throws += 1;
        }
    }
    assert!(finished >= 10 && doubles > 50, "{finished} games finished, {throws} throws, {doubles} doubles");
}

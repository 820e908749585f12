//! Agreement for the draughts with flying kings: international, Brazilian, Russian and Turkish
//! draughts, held to `tests/oracle/international_draughts` in seeded random games. At every
//! turn both must list the same capture paths (every order of taking, before duplicates are
//! merged), the same board, and the same end; at sampled positions, perft by distinct turns.

use crate::common;
use crate::international_draughts::{BRAZILIAN, Draughts, INTERNATIONAL, RUSSIAN, TURKISH, Variant};
use yon::engine::{Action, Rng, State, kind_of, owner_of, perft_distinct_turns};

/// One complete turn of the engine: its path of squares (`c3xe5xg7`, as the oracle names a
/// turn) and its actions.
struct EngineTurn {
    name: String,
    actions: Vec<Action>,
}

/// Every complete turn the engine allows from here.
fn engine_turns(state: &mut State) -> Vec<EngineTurn> {
    let mut turns = Vec::new();
    let turn = state.turn();
    collect(state, turn, &mut Vec::new(), &mut turns);
    turns
}

fn collect(state: &mut State, turn: u32, prefix: &mut Vec<Action>, turns: &mut Vec<EngineTurn>) {
    let mut actions: Vec<Action> = Vec::new();
    state.legal_actions(&mut actions);
    for action in actions {
        let before = pieces(state);
        prefix.push(action);
        state.play_unchecked(action);
        if state.turn() != turn || state.known_outcome().is_some() {
            let took = pieces(state) < before || prefix.len() > 1;
            turns.push(EngineTurn { name: path_name(state, prefix, took), actions: prefix.clone() });
        } else {
            collect(state, turn, prefix, turns);
        }
        state.undo();
        prefix.pop();
    }
}

fn pieces(state: &State) -> usize {
    state.board().iter().filter(|&&p| p != 0).count()
}

/// `c3-d4`, or `c3xe5xg7` for a capture: the first square, then every landing.
fn path_name(state: &State, actions: &[Action], took: bool) -> String {
    let geometry = &state.rules().geometry;
    let mut squares = vec![geometry.names[actions[0].from as usize].clone()];
    squares.extend(actions.iter().map(|a| geometry.names[a.to as usize].clone()));
    squares.join(if took { "x" } else { "-" })
}

/// Whether the engine's board is the oracle's: white is the first player, `king` the second kind.
fn same_board(state: &State, oracle: &Draughts) -> bool {
    let geometry = &state.rules().geometry;
    (0..state.board().len()).all(|cell| {
        let piece = state.board()[cell];
        let ours = (piece != 0).then(|| (owner_of(piece) == 0, kind_of(piece) == 1));
        let theirs = oracle.piece(&geometry.names[cell]).map(|p| (p.white, p.king));
        ours == theirs
    })
}

/// Plays `games` random games of at most `cap` turns of `file` beside the oracle of `variant`;
/// returns how many ended and how many kings were crowned on the way.
fn agree(file: &str, variant: Variant, games: u64, cap: usize) -> (usize, usize) {
    let (mut finished, mut crowned) = (0, 0);
    for seed in 1..=games {
        let mut state = common::game(file, &[]);
        let mut oracle = Draughts::new(variant);
        let mut rng = Rng::new(seed);
        for ply in 0..cap {
            let context = format!("{file} game {seed}, turn {ply}");
            assert!(same_board(&state, &oracle), "{context}: the boards differ");
            let mut ours = engine_turns(&mut state);
            ours.sort_by(|a, b| a.name.cmp(&b.name));
            let mut theirs: Vec<String> = oracle.sequences().iter().map(|t| oracle.name(t)).collect();
            theirs.sort();
            let names: Vec<&str> = ours.iter().map(|t| t.name.as_str()).collect();
            assert_eq!(names, theirs, "{context}: the turns differ");
            if ours.is_empty() {
                let winner = state.outcome().and_then(|o| o.winner);
                assert_eq!(winner, Some(1 - state.to_move()), "{context}: the player who cannot move loses");
                finished += 1;
                break;
            }
            if ply % 10 == 0 {
                assert_eq!(perft_distinct_turns(&mut state, 2), oracle.perft(2), "{context}: perft 2");
            }
            let turn = &ours[rng.below(ours.len())];
            let chosen = oracle.sequences().into_iter().find(|t| oracle.name(t) == turn.name);
            let kings = |s: &State| s.board().iter().filter(|&&p| p != 0 && kind_of(p) == 1).count();
            let before = kings(&state);
            turn.actions.iter().for_each(|&a| state.play_unchecked(a));
            crowned += kings(&state).saturating_sub(before);
            oracle = oracle.after(&chosen.expect("the oracle has the turn"));
        }
    }
    (finished, crowned)
}

#[test]
fn international_draughts_agrees_with_its_oracle() {
    let (finished, crowned) = agree("international-draughts.game", INTERNATIONAL, 20, 400);
    assert!(finished >= 15 && crowned >= 20, "{finished} finished, {crowned} crowned");
}

#[test]
fn brazilian_draughts_agrees_with_its_oracle() {
    let (finished, crowned) = agree("brazilian-draughts.game", BRAZILIAN, 30, 400);
    assert!(finished >= 25 && crowned >= 30, "{finished} finished, {crowned} crowned");
}

#[test]
fn russian_draughts_agrees_with_its_oracle() {
    let (finished, crowned) = agree("russian-draughts.game", RUSSIAN, 30, 400);
    assert!(finished >= 25 && crowned >= 30, "{finished} finished, {crowned} crowned");
}

#[test]
fn turkish_draughts_agrees_with_its_oracle() {
    let (finished, crowned) = agree("turkish-draughts.game", TURKISH, 20, 400);
    assert!(finished >= 15 && crowned >= 20, "{finished} finished, {crowned} crowned");
}

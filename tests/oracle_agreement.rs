//! The engine, running `games/shogi.game` and `games/yonin-shogi.game`, against the
//! hand-written oracle (tests/oracle/shogi): in random games deep into the middle game — captures,
//! drops, promotions, checks, mates and takeovers — both must list the same legal actions,
//! agree on who moves and who is still in play, and count the same perft.

mod common;
#[path = "oracle/shogi/mod.rs"]
mod oracle;

use oracle::{Oracle, Variant};
use yon::agents::Rng;
use yon::engine::State;

/// What the random games went through, so the test knows it saw the hard cases.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    drops: usize,
    promotions: usize,
    checks_shifted: usize,
    players_out: usize,
    perfts: usize,
}

fn agree(variant: Variant, file: &str, games: u64, cap: usize, seen: &mut Seen) {
    for seed in 1..=games {
        let mut state = common::game(file, &[]);
        let mut oracle = Oracle::new(variant);
        let mut rng = Rng::new(seed);
        for ply in 0..cap {
            let ours = common::legal(&mut state);
            assert_eq!(ours, oracle.legal(), "{file} seed {seed} ply {ply}: legal actions differ");
            assert_eq!(state.to_move() as usize, oracle.to_move(), "{file} seed {seed} ply {ply}: to move");
            for p in 0..state.rules().player_count() {
                assert_eq!(
                    state.is_in_play(p as u8),
                    oracle.live(p),
                    "{file} seed {seed} ply {ply}: in play"
                );
                assert_eq!(state.armies(p as u8), oracle.armies(p), "{file} seed {seed} ply {ply}: armies");
            }
            seen.positions += 1;
            if ply % 37 == 36 {
                assert_eq!(
                    yon::engine::perft(&mut state, 2),
                    oracle.perft(2),
                    "{file} seed {seed} ply {ply}: perft 2"
                );
                seen.perfts += 1;
            }
            if ours.is_empty() {
                assert!(oracle.is_over());
                let winner = state.outcome().and_then(|o| o.winner).map(usize::from);
                assert_eq!(winner, oracle.winner(), "{file} seed {seed}: winner");
                break;
            }
            let action = &ours[rng.below(ours.len())];
            seen.drops += usize::from(action.contains('*'));
            seen.promotions += usize::from(action.ends_with('+'));
            let (mover, out_before) = (state.to_move(), count_out(&state));
            common::play(&mut state, action);
            oracle.play(action).unwrap_or_else(|why| panic!("{file} seed {seed} ply {ply}: oracle: {why}"));
            let next_in_turn = (mover as usize + 1) % state.rules().player_count();
            seen.checks_shifted +=
                usize::from(state.known_outcome().is_none() && state.to_move() as usize != next_in_turn);
            seen.players_out += count_out(&state) - out_before;
        }
    }
}

fn count_out(state: &State) -> usize {
    (0..state.rules().player_count() as u8).filter(|&p| !state.is_in_play(p)).count()
}

#[test]
fn shogi_agrees_with_the_oracle_in_random_games() {
    let mut seen = Seen::default();
    agree(Variant::Shogi, "shogi.game", 12, 400, &mut seen);
    eprintln!("{seen:?}");
    assert!(seen.drops > 20 && seen.promotions > 10 && seen.perfts > 20, "{seen:?}");
}

#[test]
fn yonin_shogi_agrees_with_the_oracle_in_random_games() {
    let mut seen = Seen::default();
    agree(Variant::Yonin, "yonin-shogi.game", 16, 600, &mut seen);
    eprintln!("{seen:?}");
    assert!(seen.drops > 20 && seen.promotions > 10 && seen.perfts > 20, "{seen:?}");
    assert!(seen.checks_shifted > 5 && seen.players_out > 3, "{seen:?}");
}

//! `cargo bench --bench shakmaty`: a maintained Rust chess crate's speed on what `yon bench`
//! measures for `games/chess.game` — perft from the start and uniform random playouts (ended
//! by mate, stalemate, threefold repetition, the fifty-move rule or 2,000 actions, as yon's
//! chess and its bench end them) — for comparison. Not a test: it prints, and asserts nothing
//! but the published perft count.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position};
use std::time::Instant;
use yon::engine::Rng;

const CAP: u64 = 2000;

fn main() {
    let start = Chess::default();
    let clock = Instant::now();
    let nodes = shakmaty::perft(&start, 5);
    let seconds = clock.elapsed().as_secs_f64();
    assert_eq!(nodes, 4_865_609, "the published perft(5) of chess");
    println!("shakmaty chess  perft 5 = {nodes} ({:.2} M nodes/s)", nodes as f64 / seconds / 1e6);

    let mut rng = Rng::new(1);
    let (mut games, mut actions) = (0u64, 0u64);
    let clock = Instant::now();
    while clock.elapsed().as_secs_f64() < 2.0 {
        actions += playout(&start, &mut rng);
        games += 1;
    }
    let seconds = clock.elapsed().as_secs_f64();
    println!(
        "shakmaty chess  playouts {:.1} k games/s · {:.2} M actions/s · {:.1} actions/game",
        games as f64 / seconds / 1e3,
        actions as f64 / seconds / 1e6,
        actions as f64 / games as f64
    );
}

/// One random game from `start`: the number of moves played.
fn playout(start: &Chess, rng: &mut Rng) -> u64 {
    let mut position = start.clone();
    let mut seen: Vec<u64> = vec![hash(&position)];
    let mut played = 0;
    while played < CAP {
        let moves = position.legal_moves();
        if moves.is_empty() || position.halfmoves() >= 100 {
            break;
        }
        let chosen = moves[rng.below(moves.len())];
        position.play_unchecked(chosen);
        played += 1;
        if position.halfmoves() == 0 {
            seen.clear();
        }
        let now = hash(&position);
        seen.push(now);
        if seen.iter().filter(|&&h| h == now).count() >= 3 {
            break;
        }
    }
    played
}

fn hash(position: &Chess) -> u64 {
    let Zobrist64(h) = position.zobrist_hash::<Zobrist64>(EnPassantMode::Legal);
    h
}

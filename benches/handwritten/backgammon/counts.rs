//! perft by actions of the hand-written backgammon, and the ways to play the first turn, as
//! `tests/perft/backgammon.perft` counts them.

use super::{OPENING_THROWS, Position};

/// perft by actions from the start (`tests/perft/backgammon.perft`): the opening throw's 30
/// outcomes, then the first checker moves of each.
pub const PERFT: [u64; 2] = [30, 200];

/// After each opening throw (white's die, black's): the ordered ways to play it (`turns 1`)
/// and the positions they leave (`distinct 1`), from `tests/perft/backgammon.perft`.
pub const OPENINGS: [(usize, usize, u64, u64); 16] = [
    (1, 2, 30, 15),
    (2, 1, 30, 15),
    (3, 1, 31, 16),
    (4, 1, 27, 14),
    (5, 1, 15, 8),
    (6, 1, 19, 10),
    (3, 2, 35, 17),
    (4, 2, 37, 18),
    (5, 2, 17, 8),
    (6, 2, 28, 14),
    (4, 3, 34, 17),
    (5, 3, 18, 9),
    (6, 3, 28, 14),
    (5, 4, 18, 9),
    (6, 4, 28, 14),
    (6, 5, 14, 7),
];

/// perft by actions from the start: the opening throw, then throws, moves and passes.
pub fn perft(depth: u32) -> u64 {
    (0..OPENING_THROWS)
        .map(|k| if depth == 1 { 1 } else { perft_from(&Position::opening(k), depth - 1) })
        .sum()
}

fn perft_from(p: &Position, depth: u32) -> u64 {
    if p.won() {
        return 0;
    }
    if p.left == 0 {
        // A throw: its 21 outcomes, each once.
        let mut nodes = 0;
        for a in 1..=6 {
            for b in 1..=a {
                let mut next = *p;
                next.thrown(a, b);
                nodes += if depth == 1 { 1 } else { perft_from(&next, depth - 1) };
            }
        }
        return nodes;
    }
    let choice = p.choice();
    if choice.count() == 0 {
        // A pass: only a turn's first action can find no move, as `after` ends the turn when
        // the mover can move no more.
        let mut next = *p;
        next.end_turn();
        return if depth == 1 { 1 } else { perft_from(&next, depth - 1) };
    }
    if depth == 1 {
        return choice.count() as u64;
    }
    choice.moves().map(|(die, from)| perft_from(&p.after(die, from), depth - 1)).sum()
}

/// After the opening throw of white's `white` and black's `black`: the ways to play the first
/// turn (`turns 1`), and the distinct positions they leave (`distinct 1`).
pub fn first_turns(white: usize, black: usize) -> (u64, u64) {
    let mut ends = Vec::new();
    let turns = turns(&Position::after_opening(white, black), &mut ends);
    ends.sort_unstable();
    ends.dedup();
    (turns, ends.len() as u64)
}

/// The ways to play the rest of the turn, each leaving its checkers in `ends`.
fn turns(p: &Position, ends: &mut Vec<[[u8; 26]; 2]>) -> u64 {
    let choice = p.choice();
    if choice.count() == 0 {
        ends.push(p.men);
        return 1;
    }
    let mut ways = 0;
    for (die, from) in choice.moves() {
        let next = p.after(die, from);
        if next.left > 0 {
            ways += turns(&next, ends);
        } else {
            ends.push(next.men);
            ways += 1;
        }
    }
    ways
}

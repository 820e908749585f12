//! Agreement for Havannah: the engine running `games/havannah.game` against the oracle of
//! `tests/oracle/havannah` (rings, bridges and forks written plainly on axial coordinates), in
//! seeded random games to their ends, on the real board and a small one where rings come soon.

use crate::agreement::{Referee, agree, as_written};
use crate::havannah::{Cell, Havannah};

/// The oracle with what the agreement asks of a referee: whose turn, the empty cells in yon's
/// names, and the result (a full board without a win is a draw).
#[derive(Clone)]
struct Oracle {
    game: Havannah,
    radius: i8,
    empty: Vec<Cell>,
    plies: usize,
}

impl Oracle {
    fn new(base: i8) -> Oracle {
        let radius = base - 1;
        let mut empty = Vec::new();
        for q in -radius..=radius {
            for r in -radius..=radius {
                if (q + r).abs() <= radius {
                    empty.push((q, r));
                }
            }
        }
        Oracle { game: Havannah::new(base), radius, empty, plies: 0 }
    }

    /// yon's name of an axial cell: the file is q from the left, the rank r from the bottom.
    fn name(&self, (q, r): Cell) -> String {
        format!("{}{}", (b'a' + (q + self.radius) as u8) as char, r + self.radius + 1)
    }

    fn cell(&self, name: &str) -> Cell {
        let (file, rank) = name.split_at(1);
        let rank: i8 = rank.parse().expect("a rank");
        (file.as_bytes()[0] as i8 - b'a' as i8 - self.radius, rank - 1 - self.radius)
    }
}

impl Referee for Oracle {
    fn to_move(&self) -> usize {
        self.plies % 2
    }

    fn result(&self) -> Option<Option<usize>> {
        match self.game.winner {
            Some((player, _)) => Some(Some(usize::from(player))),
            None if self.empty.is_empty() => Some(None),
            None => None,
        }
    }

    fn turns(&self) -> Vec<Vec<String>> {
        if self.result().is_some() {
            return Vec::new();
        }
        let mut turns: Vec<Vec<String>> = self.empty.iter().map(|&c| vec![self.name(c)]).collect();
        turns.sort();
        turns
    }

    fn play(&mut self, turn: &[String]) {
        let cell = self.cell(&turn[0]);
        self.game.place(cell);
        self.empty.retain(|&c| c != cell);
        self.plies += 1;
    }

    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(depth)
    }
}

#[test]
fn havannah_agrees_with_its_oracle_to_the_ends_of_random_games() {
    let seen = agree("havannah.game", &[], Oracle::new(8), as_written, 60, 200, 2, 50);
    assert!(seen.finished == 60 && seen.positions > 3000, "{seen:?}");
}

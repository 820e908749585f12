//! Blokus Duo as Ludii's `Blokus Duo.lud` sets it up: a 14×14 board, 21 pieces each (every
//! polyomino of one to five squares), the first player's first piece covering one start point
//! (e10 or j5) and the second's the other; after that a piece touches its owner's pieces at a
//! corner at least and along no side. A player who cannot place passes; when both have passed in
//! turn the game is over, and the player with fewer squares left in hand wins.

use super::{SHAPES, orientations};

const SIZE: i8 = 14;
/// e10 and j5, as (file, rank) from a1.
pub const START: [(i8, i8); 2] = [(4, 9), (9, 4)];

/// The pieces of one to four squares, then the twelve pentominoes.
pub fn pieces() -> Vec<Vec<(i8, i8)>> {
    let small: [&[(i8, i8)]; 9] = [
        &[(0, 0)],
        &[(0, 0), (0, 1)],
        &[(0, 0), (0, 1), (0, 2)],
        &[(0, 0), (0, 1), (1, 1)],
        &[(0, 0), (0, 1), (0, 2), (0, 3)],
        &[(0, 0), (1, 0), (0, 1), (1, 1)],
        &[(0, 0), (1, 0), (2, 0), (1, 1)],
        &[(0, 0), (1, 0), (1, 1), (2, 1)],
        &[(0, 0), (0, 1), (0, 2), (1, 2)],
    ];
    let mut all: Vec<Vec<(i8, i8)>> = small.iter().map(|s| s.to_vec()).collect();
    all.extend(SHAPES.iter().map(|(_, cells)| cells.to_vec()));
    all
}

/// 196 squares as bits, `rank * 14 + file`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Squares([u64; 4]);

impl Squares {
    fn with(mut self, (file, rank): (i8, i8)) -> Squares {
        let bit = rank as usize * SIZE as usize + file as usize;
        self.0[bit / 64] |= 1 << (bit % 64);
        self
    }

    pub fn has(&self, (file, rank): (i8, i8)) -> bool {
        let bit = rank as usize * SIZE as usize + file as usize;
        self.0[bit / 64] & 1 << (bit % 64) != 0
    }

    fn meets(&self, other: &Squares) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    fn union(&self, other: &Squares) -> Squares {
        Squares(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
}

/// One placement: the piece, its squares, the squares beside them and those touching them at a
/// corner only.
#[derive(Clone, Debug)]
pub struct Placement {
    pub piece: usize,
    pub squares: Squares,
    sides: Squares,
    corners: Squares,
}

/// Every placement of every piece on the empty board.
pub fn placements() -> Vec<Placement> {
    let on = |(f, r): (i8, i8)| (0..SIZE).contains(&f) && (0..SIZE).contains(&r);
    let mut out = Vec::new();
    for (piece, cells) in pieces().iter().enumerate() {
        for shape in orientations(cells) {
            for rank in 0..SIZE {
                for file in 0..SIZE {
                    let cells: Vec<(i8, i8)> = shape.iter().map(|&(f, r)| (file + f, rank + r)).collect();
                    if !cells.iter().all(|&c| on(c)) {
                        continue;
                    }
                    let squares = cells.iter().fold(Squares::default(), |s, &c| s.with(c));
                    let around = |steps: &[(i8, i8)]| {
                        let mut near = Squares::default();
                        for &(f, r) in &cells {
                            for &(df, dr) in steps {
                                let c = (f + df, r + dr);
                                if on(c) && !squares.has(c) {
                                    near = near.with(c);
                                }
                            }
                        }
                        near
                    };
                    let sides = around(&[(1, 0), (-1, 0), (0, 1), (0, -1)]);
                    let diagonal = around(&[(1, 1), (-1, 1), (1, -1), (-1, -1)]);
                    let corners = Squares(std::array::from_fn(|i| diagonal.0[i] & !sides.0[i]));
                    out.push(Placement { piece, squares, sides, corners });
                }
            }
        }
    }
    out
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Game {
    pub mine: [Squares; 2],
    pub used: [u32; 2],
    pub to_move: usize,
    /// Whether the player before passed (a second pass in turn ends the game).
    pub passed: bool,
    pub over: bool,
}

impl Game {
    /// The placements the player to move may make.
    pub fn moves<'a>(&self, all: &'a [Placement]) -> Vec<&'a Placement> {
        if self.over {
            return Vec::new();
        }
        let p = self.to_move;
        let taken = self.mine[0].union(&self.mine[1]);
        let first = self.used[p] == 0;
        all.iter()
            .filter(|m| self.used[p] & 1 << m.piece == 0 && !m.squares.meets(&taken))
            .filter(|m| match first {
                // The first piece covers a start point that is still free.
                true => START.iter().any(|&s| m.squares.has(s) && !taken.has(s)),
                false => !m.sides.meets(&self.mine[p]) && m.corners.meets(&self.mine[p]),
            })
            .collect()
    }

    pub fn after(&self, placement: Option<&Placement>) -> Game {
        let mut next = *self;
        let p = self.to_move;
        match placement {
            Some(m) => {
                next.mine[p] = self.mine[p].union(&m.squares);
                next.used[p] |= 1 << m.piece;
                next.passed = false;
            }
            None => {
                next.over = self.passed;
                next.passed = true;
            }
        }
        next.to_move = 1 - p;
        next
    }

    /// Perft by actions, a pass (when nothing can be placed) counted as one.
    pub fn perft(&self, all: &[Placement], depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over {
            return 0;
        }
        let moves = self.moves(all);
        match (moves.is_empty(), depth) {
            (true, _) => self.after(None).perft(all, depth - 1),
            (false, 1) => moves.len() as u64,
            (false, _) => moves.iter().map(|m| self.after(Some(m)).perft(all, depth - 1)).sum(),
        }
    }
}

//! Hex as `games/hex.game` plays it (11×11, red joins ranks 1 and 11, blue files a and k,
//! without the swap option), hand-written: a cell array, groups in a union–find with a node
//! for each side, and a list of the empty cells to draw from. Shares nothing with yon but its
//! random number generator.

use super::{CAP, Rng};

/// perft from the start on 11×11, and on 7×7 (`options small`) after red's chain from a1 to a6.
pub const PERFT: [u64; 3] = [121, 14_520, 1_727_880];
pub const SMALL_CHAIN: (&str, [u64; 4]) =
    ("a1 g1 a2 g2 a3 g3 a4 g4 a5 g5 a6", [38, 1_406, 49_284, 1_724_940]);

const MOST: usize = 11;
const CELLS: usize = MOST * MOST;
/// A side's node in the union–find: `SIDES + 2 * colour` near, one more far.
const SIDES: usize = CELLS;
/// A cell's six neighbours, as (file, rank) steps: `e ne nw w sw se`.
const STEPS: [(isize, isize); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];
const EMPTY: u8 = 2;

#[derive(Clone, Copy)]
pub struct Position {
    size: usize,
    /// Per cell (`rank * size + file`): 0 red, 1 blue, `EMPTY`.
    cells: [u8; CELLS],
    parent: [u8; CELLS + 4],
    mover: u8,
}

impl Position {
    pub fn start(size: usize) -> Position {
        let mut parent = [0; CELLS + 4];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i as u8;
        }
        Position { size, cells: [EMPTY; CELLS], parent, mover: 0 }
    }

    #[inline(always)]
    fn find(&mut self, mut x: usize) -> usize {
        while usize::from(self.parent[x]) != x {
            let up = usize::from(self.parent[usize::from(self.parent[x])]);
            self.parent[x] = up as u8;
            x = up;
        }
        x
    }

    #[inline(always)]
    fn unite(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        self.parent[a] = b as u8;
    }

    /// The mover's stone on empty `at`; returns whether it joined the mover's two sides.
    #[inline(always)]
    fn place(&mut self, at: usize) -> bool {
        let (n, me) = (self.size as isize, self.mover);
        self.cells[at] = me;
        let (file, rank) = ((at % self.size) as isize, (at / self.size) as isize);
        for (df, dr) in STEPS {
            let (f, r) = (file + df, rank + dr);
            if (0..n).contains(&f) && (0..n).contains(&r) && self.cells[(r * n + f) as usize] == me {
                self.unite(at, (r * n + f) as usize);
            }
        }
        // Red's sides are the first and last rank, blue's the first and last file.
        let along = if me == 0 { rank } else { file };
        let side = SIDES + 2 * usize::from(me);
        if along == 0 {
            self.unite(at, side);
        }
        if along == n - 1 {
            self.unite(at, side + 1);
        }
        self.mover ^= 1;
        self.find(side) == self.find(side + 1)
    }
}

/// perft on a `size` board after `moves` (cells such as `a6`).
pub fn perft_after(size: usize, moves: &str, depth: u32) -> u64 {
    let mut p = Position::start(size);
    for name in moves.split_whitespace() {
        let file = usize::from(name.as_bytes()[0] - b'a');
        let at = file + (name[1..].parse::<usize>().expect("a rank") - 1) * size;
        assert!(p.cells[at] == EMPTY && !p.place(at), "{name} is legal and does not end the game");
    }
    perft(&p, depth)
}

fn perft(p: &Position, depth: u32) -> u64 {
    let cells = p.size * p.size;
    let empty = (0..cells).filter(|&at| p.cells[at] == EMPTY);
    if depth == 1 {
        return empty.count() as u64;
    }
    empty
        .map(|at| {
            let mut next = *p;
            if next.place(at) { 0 } else { perft(&next, depth - 1) }
        })
        .sum()
}

/// One random game on 11×11 from the start to a join (the board cannot fill without one) or
/// `CAP` actions: the number of actions played.
#[inline(always)]
pub fn playout(rng: &mut Rng) -> u64 {
    let mut p = Position::start(MOST);
    let mut empty: [u8; CELLS] = std::array::from_fn(|i| i as u8);
    let mut left = CELLS;
    let mut played = 0;
    while played < CAP && left > 0 {
        let k = rng.below(left);
        let at = usize::from(empty[k]);
        left -= 1;
        empty[k] = empty[left];
        played += 1;
        if p.place(at) {
            break;
        }
    }
    played
}

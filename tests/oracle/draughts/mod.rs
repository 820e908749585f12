//! An independent referee for English draughts (checkers): compulsory captures, multi-jumps that
//! must go on, crowning that ends a turn; written from the rules alone to hold yon's engine to it.
#![allow(dead_code)]

/// The dark squares, where (file + rank) is even: bit `rank * 8 + file`, `a1` is bit 0.
const DARK: u64 = 0xAA55_AA55_AA55_AA55;
const RANK_1: u64 = 0xFF;
const RANK_8: u64 = 0xFF << 56;
/// The diagonal directions as (file, rank) steps: north-east, north-west, south-east, south-west.
const DIRECTIONS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
/// Black men go north (the first two directions), white men south (the last two).
const FORWARD: [std::ops::Range<usize>; 2] = [0..2, 2..4];
const MAX_PATH: usize = 16;

/// A game of English draughts: black (0) moves first, then white (1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draughts {
    /// Each player's pieces, men and kings.
    pieces: [u64; 2],
    /// The kings among both players' pieces.
    kings: u64,
    mover: usize,
    result: Option<Option<usize>>,
}

/// One turn: the squares its piece stands on, from the start through each landing square.
#[derive(Clone, Copy, Debug)]
struct Path {
    squares: [u8; MAX_PATH],
    len: usize,
    jumps: bool,
}

impl Path {
    fn start(square: u8, jumps: bool) -> Path {
        let mut squares = [0; MAX_PATH];
        squares[0] = square;
        Path { squares, len: 1, jumps }
    }

    fn squares(&self) -> &[u8] {
        &self.squares[..self.len]
    }

    /// `c3-d4`, or one action per jump: `c3-e5`, `e5-g7`.
    fn notation(&self) -> Vec<String> {
        self.squares().windows(2).map(|w| format!("{}-{}", square_name(w[0]), square_name(w[1]))).collect()
    }
}

impl Default for Draughts {
    fn default() -> Self {
        Self::new()
    }
}

impl Draughts {
    /// Twelve men each on the dark squares of ranks 1–3 (black) and 6–8 (white); black to move.
    pub fn new() -> Draughts {
        Draughts { pieces: [DARK & 0x00FF_FFFF, DARK & (0xFF_FFFF << 40)], kings: 0, mover: 0, result: None }
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        self.mover
    }

    /// None while the game goes on; Some(Some(p)) once p has won (there are no draws).
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// Every legal turn, sorted; empty exactly when the player to move has lost.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns: Vec<Vec<String>> = self.paths().iter().map(Path::notation).collect();
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let path = self
            .paths()
            .into_iter()
            .find(|path| path.notation() == turn)
            .unwrap_or_else(|| panic!("{turn:?} is not a legal turn; legal: {:?}", self.turns()));
        let mover = self.mover;
        self.apply(&path);
        if self.paths().is_empty() {
            self.result = Some(Some(mover));
        }
    }

    /// The number of sequences of `depth` complete turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let paths = self.paths();
        if depth == 1 {
            return paths.len() as u64;
        }
        paths
            .iter()
            .map(|path| {
                let mut child = *self;
                child.apply(path);
                child.perft(depth - 1)
            })
            .sum()
    }

    /// What stands on `square` (e.g. `c3`): the owner and whether it is a king.
    pub fn piece(&self, square: &str) -> Option<(usize, bool)> {
        let bit = 1u64 << parse_square(square);
        let owner = (0..2).find(|&p| self.pieces[p] & bit != 0)?;
        Some((owner, self.kings & bit != 0))
    }

    /// How many pieces `player` has on the board.
    pub fn count(&self, player: usize) -> u32 {
        self.pieces[player].count_ones()
    }

    /// The legal turns: every capture sequence if there is one, else every simple move.
    fn paths(&self) -> Vec<Path> {
        let mut out = Vec::new();
        if self.result.is_some() {
            return out;
        }
        let mine = self.pieces[self.mover];
        for from in squares_of(mine) {
            let king = self.kings & (1 << from) != 0;
            let occupied = (mine | self.pieces[1 - self.mover]) & !(1 << from);
            self.extend_jumps(
                from,
                king,
                occupied,
                self.pieces[1 - self.mover],
                &mut Path::start(from, true),
                &mut out,
            );
        }
        if out.is_empty() {
            for from in squares_of(mine) {
                for dir in self.directions(from) {
                    if let Some(to) = step(from, dir).filter(|&to| !self.occupied(to)) {
                        let mut path = Path::start(from, false);
                        path.squares[1] = to;
                        path.len = 2;
                        out.push(path);
                    }
                }
            }
        }
        out
    }

    /// Adds every way the piece on the last square of `path` can go on jumping: it must jump while
    /// it can, and a man that lands on the far rank is crowned and stops.
    fn extend_jumps(
        &self,
        at: u8,
        king: bool,
        occupied: u64,
        enemies: u64,
        path: &mut Path,
        out: &mut Vec<Path>,
    ) {
        let mut jumped = false;
        let directions = if king { 0..4 } else { FORWARD[self.mover].clone() };
        for dir in directions {
            let Some(over) = step(at, dir).filter(|&over| enemies & (1 << over) != 0) else { continue };
            let Some(to) = step(over, dir).filter(|&to| occupied & (1 << to) == 0) else { continue };
            jumped = true;
            path.squares[path.len] = to;
            path.len += 1;
            if !king && (1u64 << to) & far_rank(self.mover) != 0 {
                out.push(*path);
            } else {
                self.extend_jumps(to, king, occupied & !(1 << over), enemies & !(1 << over), path, out);
            }
            path.len -= 1;
        }
        if !jumped && path.len > 1 {
            out.push(*path);
        }
    }

    /// The directions the piece on `square` (the mover's) may step or jump in.
    fn directions(&self, square: u8) -> std::ops::Range<usize> {
        if self.kings & (1 << square) != 0 { 0..4 } else { FORWARD[self.mover].clone() }
    }

    fn occupied(&self, square: u8) -> bool {
        (self.pieces[0] | self.pieces[1]) & (1 << square) != 0
    }

    /// Moves the piece along `path`, removes what it jumped, crowns it, and passes the turn.
    fn apply(&mut self, path: &Path) {
        let squares = path.squares();
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let enemy = 1 - self.mover;
        if path.jumps {
            for w in squares.windows(2) {
                let over = 1u64 << ((w[0] + w[1]) / 2);
                self.pieces[enemy] &= !over;
                self.kings &= !over;
            }
        }
        let was_king = self.kings & (1 << from) != 0;
        self.pieces[self.mover] &= !(1 << from);
        self.pieces[self.mover] |= 1 << to;
        self.kings &= !(1 << from);
        if was_king || (1u64 << to) & far_rank(self.mover) != 0 {
            self.kings |= 1 << to;
        }
        self.mover = enemy;
    }
}

fn far_rank(player: usize) -> u64 {
    if player == 0 { RANK_8 } else { RANK_1 }
}

/// The square one diagonal step from `square` in direction `dir`, if it is on the board.
fn step(square: u8, dir: usize) -> Option<u8> {
    let (df, dr) = DIRECTIONS[dir];
    let file = (square % 8) as i8 + df;
    let rank = (square / 8) as i8 + dr;
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as u8)
}

fn squares_of(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let square = set.trailing_zeros() as u8;
            set &= set - 1;
            square
        })
    })
}

fn square_name(square: u8) -> String {
    format!("{}{}", (b'a' + square % 8) as char, square / 8 + 1)
}

fn parse_square(name: &str) -> u8 {
    let bytes = name.as_bytes();
    let ok = bytes.len() == 2 && (b'a'..=b'h').contains(&bytes[0]) && (b'1'..=b'8').contains(&bytes[1]);
    assert!(ok, "`{name}` is not a square");
    (bytes[1] - b'1') * 8 + (bytes[0] - b'a')
}

#[cfg(test)]
mod tests;

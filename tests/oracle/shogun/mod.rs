//! An independent referee for `games/shogun.game`: Shogun (1976) on an 8 × 8 board, seven pawns
//! and a shogun a side, each piece carrying a number. A piece moves straight along a rank or a
//! file exactly as many cells as its number, over empty cells, onto an empty cell or an enemy
//! piece (taken); then its number goes up by one, back to 1 past 4 for a pawn and past 2 for the
//! shogun. The mover wins when the enemy shogun is gone or the enemy has two pieces or fewer;
//! a player with no move loses. Written from these rules alone to hold yon's engine to them.
#![allow(dead_code)]

const SIZE: usize = 8;
/// The four rook directions as (file, rank) steps.
const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// A piece: its owner (0 white, 1 black), whether it is the shogun, and its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub owner: usize,
    pub shogun: bool,
    pub number: u8,
}

/// A game of Shogun: white (0) moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shogun {
    /// Index `rank * 8 + file` (a1 = 0).
    cells: [Option<Piece>; SIZE * SIZE],
    to_move: usize,
    result: Option<Option<usize>>,
}

type Move = (usize, usize);

impl Shogun {
    pub fn new() -> Shogun {
        let mut cells = [None; SIZE * SIZE];
        // White's numbers by file, a to h (the shogun on e1); black's are the same turned round.
        let numbers = [1, 2, 3, 4, 1, 4, 3, 2];
        for file in 0..SIZE {
            let shogun = file == 4;
            cells[file] = Some(Piece { owner: 0, shogun, number: numbers[file] });
            let black = SIZE - 1 - file;
            cells[(SIZE - 1) * SIZE + black] = Some(Piece { owner: 1, shogun, number: numbers[file] });
        }
        Shogun { cells, to_move: 0, result: None }
    }

    /// A position from rows, rank 8 first: `.` empty, `P3` a white pawn numbered 3, `k1` a black
    /// shogun numbered 1; cells separated by spaces.
    pub fn from_rows(rows: &[&str; SIZE], to_move: usize) -> Shogun {
        let mut cells = [None; SIZE * SIZE];
        for (r, row) in rows.iter().enumerate() {
            for (file, text) in row.split_whitespace().enumerate() {
                let mut chars = text.chars();
                let Some(letter) = chars.next().filter(|c| *c != '.') else { continue };
                let number = chars.as_str().parse().expect("a number after the letter");
                let owner = usize::from(letter.is_ascii_lowercase());
                let shogun = letter.eq_ignore_ascii_case(&'k');
                cells[(SIZE - 1 - r) * SIZE + file] = Some(Piece { owner, shogun, number });
            }
        }
        Shogun { cells, to_move, result: None }
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// None while the game goes on; Some(Some(p)) once p has won.
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    pub fn piece(&self, cell: &str) -> Option<Piece> {
        self.cells[Self::cell(cell)]
    }

    fn cell(name: &str) -> usize {
        let bytes = name.as_bytes();
        (bytes[1] - b'1') as usize * SIZE + (bytes[0] - b'a') as usize
    }

    fn name(cell: usize) -> String {
        format!("{}{}", (b'a' + (cell % SIZE) as u8) as char, cell / SIZE + 1)
    }

    /// Every move of the player to act.
    fn moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.result.is_some() {
            return moves;
        }
        for from in 0..SIZE * SIZE {
            let Some(piece) = self.cells[from].filter(|p| p.owner == self.to_move) else { continue };
            let (file, rank) = ((from % SIZE) as i8, (from / SIZE) as i8);
            'direction: for (df, dr) in DIRECTIONS {
                let n = piece.number as i8;
                for k in 1..=n {
                    let (f, r) = (file + df * k, rank + dr * k);
                    if !(0..SIZE as i8).contains(&f) || !(0..SIZE as i8).contains(&r) {
                        continue 'direction;
                    }
                    let at = self.cells[r as usize * SIZE + f as usize];
                    if k < n && at.is_some() {
                        continue 'direction;
                    }
                    if k == n && at.is_none_or(|p| p.owner != self.to_move) {
                        moves.push((from, r as usize * SIZE + f as usize));
                    }
                }
            }
        }
        moves
    }

    fn apply(&mut self, (from, to): Move) {
        let mut piece = self.cells[from].take().expect("a piece moves");
        let highest = if piece.shogun { 2 } else { 4 };
        piece.number = if piece.number >= highest { 1 } else { piece.number + 1 };
        self.cells[to] = Some(piece);
        let mover = self.to_move;
        let enemy = 1 - mover;
        let theirs = self.cells.iter().flatten().filter(|p| p.owner == enemy);
        let shogun_left = theirs.clone().any(|p| p.shogun);
        if !shogun_left || theirs.count() <= 2 {
            self.result = Some(Some(mover));
            return;
        }
        self.to_move = enemy;
        if self.moves().is_empty() {
            self.result = Some(Some(mover));
        }
    }

    /// Every legal turn (one move each), sorted; empty exactly when the game is over.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns: Vec<Vec<String>> =
            self.moves().iter().map(|&(f, t)| vec![format!("{}-{}", Self::name(f), Self::name(t))]).collect();
        turns.sort();
        turns
    }

    /// Plays one turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let found =
            self.moves().into_iter().find(|&(f, t)| turn == [format!("{}-{}", Self::name(f), Self::name(t))]);
        let found =
            found.unwrap_or_else(|| panic!("{turn:?} is not a legal turn; legal: {:?}", self.turns()));
        self.apply(found);
    }

    /// The number of sequences of `depth` turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut child = *self;
                child.apply(m);
                child.perft(depth - 1)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests;

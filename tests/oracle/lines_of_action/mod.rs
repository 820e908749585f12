//! Lines of Action oracle: 8×8, a piece moves as many cells as there are pieces on its line,
//! over its own pieces but not the enemy's; joining all one's pieces wins; a player without a
//! move passes and two passes in a row draw. Written from the rules alone on bitboards.
#![allow(dead_code)]

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
/// The four lines through a cell, as steps (file, rank): rank, file, diagonal, anti-diagonal.
const LINE_STEPS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
/// For each cell and line, every cell of the whole line through it (both ways).
const LINES: [[u64; 4]; 64] = line_masks();

const fn line_masks() -> [[u64; 4]; 64] {
    let mut masks = [[0; 4]; 64];
    let mut cell = 0;
    while cell < 64 {
        let mut line = 0;
        while line < 4 {
            let (dq, dr) = LINE_STEPS[line];
            let mut mask = 0;
            let mut k = -7;
            while k <= 7 {
                let (q, r) = ((cell % 8) as i32 + k * dq, (cell / 8) as i32 + k * dr);
                if q >= 0 && q < 8 && r >= 0 && r < 8 {
                    mask |= 1 << (r * 8 + q);
                }
                k += 1;
            }
            masks[cell][line] = mask;
            line += 1;
        }
        cell += 1;
    }
    masks
}

/// The cells next to any of `cells` in the eight directions.
fn around(cells: u64) -> u64 {
    let sideways = ((cells << 1) & !FILE_A) | ((cells >> 1) & !FILE_H) | cells;
    sideways | (sideways << 8) | (sideways >> 8)
}

/// Whether `pieces` form one group through the eight neighbours.
fn one_group(pieces: u64) -> bool {
    if pieces == 0 {
        return false; // never happens in play: a player down to one piece has already won
    }
    let mut group = pieces & pieces.wrapping_neg();
    loop {
        let grown = around(group) & pieces;
        if grown == group {
            return group == pieces;
        }
        group = grown;
    }
}

/// A move: the cells it leaves and reaches, 0..64 with `a1` = 0.
type Move = (u8, u8);

/// Every move of the player whose pieces are `own` against `enemy`.
fn moves(own: u64, enemy: u64) -> Vec<Move> {
    let occupied = own | enemy;
    let mut found = Vec::new();
    let mut rest = own;
    while rest != 0 {
        let from = rest.trailing_zeros() as i32;
        rest &= rest - 1;
        let (q, r) = (from % 8, from / 8);
        for (line, &(dq, dr)) in LINE_STEPS.iter().enumerate() {
            let distance = (LINES[from as usize][line] & occupied).count_ones() as i32;
            for sign in [1, -1] {
                let cell = |k: i32| (q + sign * dq * k, r + sign * dr * k);
                let (tq, tr) = cell(distance);
                if !(0..8).contains(&tq) || !(0..8).contains(&tr) {
                    continue;
                }
                let bit = |(cq, cr): (i32, i32)| 1u64 << (cr * 8 + cq);
                let over_enemy = (1..distance).any(|k| enemy & bit(cell(k)) != 0);
                if !over_enemy && own & bit((tq, tr)) == 0 {
                    found.push((from as u8, (tr * 8 + tq) as u8));
                }
            }
        }
    }
    found
}

fn cell_name(cell: u8) -> String {
    format!("{}{}", (b'a' + cell % 8) as char, cell / 8 + 1)
}

fn parse_cell(name: &str) -> Option<u8> {
    match name.as_bytes() {
        &[file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Some((rank - b'1') * 8 + (file - b'a')),
        _ => None,
    }
}

fn notation(&(from, to): &Move) -> String {
    format!("{}-{}", cell_name(from), cell_name(to))
}

/// A game of Lines of Action.
#[derive(Clone, Debug)]
pub struct LinesOfAction {
    /// The pieces of black (0) and white (1), one bit a cell, `a1` the lowest.
    pieces: [u64; 2],
    to_move: usize,
    /// Passes played in a row just now.
    passes: u32,
    result: Option<Option<usize>>,
}

impl Default for LinesOfAction {
    fn default() -> Self {
        LinesOfAction::new()
    }
}

impl LinesOfAction {
    /// The start: black on b1–g1 and b8–g8, white on a2–a7 and h2–h7, black to move.
    pub fn new() -> LinesOfAction {
        let black = 0x7E00_0000_0000_007E;
        let white = 0x0081_8181_8181_8100;
        LinesOfAction { pieces: [black, white], to_move: 0, passes: 0, result: None }
    }

    /// A position for scenarios: the cells of each player's pieces and who moves; the game
    /// is taken as going on.
    pub fn setup(black: &[&str], white: &[&str], to_move: usize) -> LinesOfAction {
        let bits = |cells: &[&str]| {
            cells
                .iter()
                .fold(0u64, |all, c| all | 1 << parse_cell(c).unwrap_or_else(|| panic!("{c} is not a cell")))
        };
        LinesOfAction { pieces: [bits(black), bits(white)], to_move, passes: 0, result: None }
    }

    /// 0 for black, 1 for white.
    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// None while the game goes on; Some(None) for a draw; Some(Some(p)) when p has won.
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// The pieces of black (0) and white (1), one bit a cell, `a1` the lowest.
    pub fn pieces(&self) -> [u64; 2] {
        self.pieces
    }

    /// Every legal turn, sorted: the moves, or `pass` when there is none; empty once over.
    pub fn turns(&self) -> Vec<Vec<String>> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut turns: Vec<Vec<String>> = self.moves().iter().map(|m| vec![notation(m)]).collect();
        if turns.is_empty() {
            turns.push(vec!["pass".to_string()]);
        }
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not legal here.
    pub fn play(&mut self, turn: &[String]) {
        assert!(self.result.is_none(), "the game is over; {turn:?} cannot be played");
        let moves = self.moves();
        match turn {
            [word] if word == "pass" && moves.is_empty() => self.pass(),
            [action] => {
                let Some(m) = moves.iter().find(|m| notation(m) == *action) else {
                    panic!("{action} is not legal here; legal: {:?}", self.turns())
                };
                self.make(*m);
            }
            _ => panic!("{turn:?} is not one action"),
        }
    }

    /// Plays turns separated by spaces, e.g. `"b1-b3 a2-c2"`.
    pub fn play_line(&mut self, line: &str) {
        for turn in line.split_whitespace() {
            self.play(&[turn.to_string()]);
        }
    }

    /// The number of sequences of `depth` complete turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.result.is_some() {
            return 0;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len().max(1) as u64;
        }
        if moves.is_empty() {
            let mut child = self.clone();
            child.pass();
            return child.perft(depth - 1);
        }
        moves
            .iter()
            .map(|&m| {
                let mut child = self.clone();
                child.make(m);
                child.perft(depth - 1)
            })
            .sum()
    }

    fn moves(&self) -> Vec<Move> {
        moves(self.pieces[self.to_move], self.pieces[1 - self.to_move])
    }

    fn pass(&mut self) {
        self.passes += 1;
        if self.passes == 2 {
            self.result = Some(None);
        }
        self.to_move = 1 - self.to_move;
    }

    /// Moves a piece (taking an enemy piece on the cell it reaches) and settles a connection:
    /// the mover's first, even when the opponent's pieces are joined too.
    fn make(&mut self, (from, to): Move) {
        let mover = self.to_move;
        self.pieces[mover] = (self.pieces[mover] & !(1 << from)) | 1 << to;
        self.pieces[1 - mover] &= !(1 << to);
        if one_group(self.pieces[mover]) {
            self.result = Some(Some(mover));
        } else if one_group(self.pieces[1 - mover]) {
            self.result = Some(Some(1 - mover));
        }
        self.passes = 0;
        self.to_move = 1 - mover;
    }
}

#[cfg(test)]
mod tests;

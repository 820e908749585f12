//! An independent referee for xiangqi (Chinese chess): the palace, the river, the horse's leg
//! and the elephant's eye that block them, the cannon that takes over one screen, and the
//! generals that may not face each other; a move may not leave one's own general attacked.
//! Written from the rules alone, to hold yon's engine to it once the game is written.
#![allow(dead_code)]

const FILES: i8 = 9;
const RANKS: i8 = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    General,
    Advisor,
    Elephant,
    Horse,
    Rook,
    Cannon,
    Soldier,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub red: bool,
    pub kind: Kind,
}

/// A move from one point to another (`b3-e3`); what it takes is whatever stood there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Xiangqi {
    board: [Option<Piece>; 90],
    red_to_move: bool,
}

const BACK: [Kind; 9] = [
    Kind::Rook,
    Kind::Horse,
    Kind::Elephant,
    Kind::Advisor,
    Kind::General,
    Kind::Advisor,
    Kind::Elephant,
    Kind::Horse,
    Kind::Rook,
];

const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
/// A horse's moves: one point straight (the leg, which must be empty), then one diagonally on.
const HORSE: [((i8, i8), (i8, i8)); 8] = [
    ((0, 1), (1, 2)),
    ((0, 1), (-1, 2)),
    ((0, -1), (1, -2)),
    ((0, -1), (-1, -2)),
    ((1, 0), (2, 1)),
    ((1, 0), (2, -1)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-2, -1)),
];

impl Default for Xiangqi {
    fn default() -> Self {
        Self::new()
    }
}

impl Xiangqi {
    /// The standard array; red (ranks 1–5) moves first.
    pub fn new() -> Xiangqi {
        let mut game = Xiangqi { board: [None; 90], red_to_move: true };
        for (file, &kind) in BACK.iter().enumerate() {
            game.board[at(file as i8, 0)] = Some(Piece { red: true, kind });
            game.board[at(file as i8, 9)] = Some(Piece { red: false, kind });
        }
        for file in [1, 7] {
            game.board[at(file, 2)] = Some(Piece { red: true, kind: Kind::Cannon });
            game.board[at(file, 7)] = Some(Piece { red: false, kind: Kind::Cannon });
        }
        for file in [0, 2, 4, 6, 8] {
            game.board[at(file, 3)] = Some(Piece { red: true, kind: Kind::Soldier });
            game.board[at(file, 6)] = Some(Piece { red: false, kind: Kind::Soldier });
        }
        game
    }

    /// An empty board, for scenarios.
    pub fn empty(red_to_move: bool) -> Xiangqi {
        Xiangqi { board: [None; 90], red_to_move }
    }

    pub fn set(&mut self, square: &str, piece: Option<Piece>) {
        self.board[parse(square)] = piece;
    }

    pub fn piece(&self, square: &str) -> Option<Piece> {
        self.board[parse(square)]
    }

    /// The legal moves: those after which the mover's general is not attacked and does not
    /// face the other general along an open file.
    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        for from in 0..90u8 {
            match self.board[usize::from(from)] {
                Some(piece) if piece.red == self.red_to_move => self.piece_moves(from, piece, &mut out),
                _ => {}
            }
        }
        out.retain(|&m| {
            let after = self.after(m);
            !after.attacked_general(self.red_to_move)
        });
        out
    }

    pub fn after(&self, m: Move) -> Xiangqi {
        let mut next = self.clone();
        next.board[usize::from(m.to)] = next.board[usize::from(m.from)].take();
        next.red_to_move = !self.red_to_move;
        next
    }

    /// The player to move: 0 red, 1 black.
    pub fn to_move(&self) -> usize {
        usize::from(!self.red_to_move)
    }

    pub fn perft(&self, depth: u32) -> u64 {
        let moves = self.moves();
        match depth {
            0 => 1,
            1 => moves.len() as u64,
            _ => moves.iter().map(|&m| self.after(m).perft(depth - 1)).sum(),
        }
    }

    /// Every legal move's name (`b3-e3`), sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> =
            self.moves().iter().map(|m| format!("{}-{}", name(m.from), name(m.to))).collect();
        names.sort();
        names
    }

    /// Plays the move written `b3-e3`; panics if it is not legal.
    pub fn play(&mut self, written: &str) {
        let found = self.moves().into_iter().find(|m| format!("{}-{}", name(m.from), name(m.to)) == written);
        let m = found.unwrap_or_else(|| panic!("{written} is not legal; legal: {:?}", self.names()));
        *self = self.after(m);
    }

    /// Whether the general of `red` is attacked, or faces the other general along a file with
    /// nothing between.
    pub fn attacked_general(&self, red: bool) -> bool {
        let general = Piece { red, kind: Kind::General };
        let Some(square) = (0..90).find(|&s| self.board[s] == Some(general)) else { return true };
        let (file, rank) = (square as i8 % FILES, square as i8 / FILES);
        let enemy = |s: usize, kind: Kind| self.board[s] == Some(Piece { red: !red, kind });
        // Along each line: a rook (or, along the file, the general) first; a cannon second.
        for (df, dr) in ORTHOGONAL {
            let mut seen = 0;
            let (mut f, mut r) = (file + df, rank + dr);
            while on_board(f, r) && seen < 2 {
                let s = at(f, r);
                if self.board[s].is_some() {
                    let first = seen == 0 && (enemy(s, Kind::Rook) || (df == 0 && enemy(s, Kind::General)));
                    if first || (seen == 1 && enemy(s, Kind::Cannon)) {
                        return true;
                    }
                    seen += 1;
                }
                f += df;
                r += dr;
            }
        }
        // A horse whose leg is free; a soldier beside or in front (as it moves). Advisors and
        // elephants never leave their own side, so they never reach the other general.
        for (leg, (df, dr)) in HORSE {
            let (hf, hr) = (file - df, rank - dr);
            if on_board(hf, hr)
                && enemy(at(hf, hr), Kind::Horse)
                && self.board[at(hf + leg.0, hr + leg.1)].is_none()
            {
                return true;
            }
        }
        let toward = if red { 1 } else { -1 };
        let soldier = |f: i8, r: i8| on_board(f, r) && enemy(at(f, r), Kind::Soldier);
        // An enemy soldier moves toward this side: it attacks from the point in front, and
        // sideways once it has crossed the river (which it has, to be beside a general).
        soldier(file, rank + toward) || soldier(file - 1, rank) || soldier(file + 1, rank)
    }

    fn piece_moves(&self, from: u8, piece: Piece, out: &mut Vec<Move>) {
        let (file, rank) = (from as i8 % FILES, from as i8 / FILES);
        let mut push = |f: i8, r: i8| {
            let target = self.board[at(f, r)];
            if target.is_none_or(|t| t.red != piece.red) {
                out.push(Move { from, to: at(f, r) as u8 });
            }
        };
        match piece.kind {
            Kind::General | Kind::Advisor => {
                let dirs = if piece.kind == Kind::General { ORTHOGONAL } else { DIAGONAL };
                for (df, dr) in dirs {
                    if in_palace(file + df, rank + dr, piece.red) {
                        push(file + df, rank + dr);
                    }
                }
            }
            Kind::Elephant => {
                for (df, dr) in DIAGONAL {
                    let (f, r) = (file + 2 * df, rank + 2 * dr);
                    let eye_free = on_board(f, r) && self.board[at(file + df, rank + dr)].is_none();
                    if eye_free && own_side(r, piece.red) {
                        push(f, r);
                    }
                }
            }
            Kind::Horse => {
                for (leg, (df, dr)) in HORSE {
                    let (f, r) = (file + df, rank + dr);
                    if on_board(f, r) && self.board[at(file + leg.0, rank + leg.1)].is_none() {
                        push(f, r);
                    }
                }
            }
            Kind::Soldier => {
                let forward = if piece.red { 1 } else { -1 };
                let mut steps = vec![(0, forward)];
                if !own_side(rank, piece.red) {
                    steps.extend([(1, 0), (-1, 0)]);
                }
                for (df, dr) in steps {
                    if on_board(file + df, rank + dr) {
                        push(file + df, rank + dr);
                    }
                }
            }
            Kind::Rook | Kind::Cannon => self.line_moves(from, piece, out),
        }
    }

    /// A rook slides and takes the first piece; a cannon slides to empty points only and takes
    /// the first piece beyond exactly one screen.
    fn line_moves(&self, from: u8, piece: Piece, out: &mut Vec<Move>) {
        let (file, rank) = (from as i8 % FILES, from as i8 / FILES);
        for (df, dr) in ORTHOGONAL {
            let (mut f, mut r) = (file + df, rank + dr);
            let mut screened = false;
            while on_board(f, r) {
                let target = self.board[at(f, r)];
                match (target, piece.kind, screened) {
                    (None, _, false) => out.push(Move { from, to: at(f, r) as u8 }),
                    (None, _, true) => {}
                    (Some(t), Kind::Rook, _) | (Some(t), _, true) => {
                        if t.red != piece.red {
                            out.push(Move { from, to: at(f, r) as u8 });
                        }
                        break;
                    }
                    (Some(_), _, false) => screened = true,
                }
                f += df;
                r += dr;
            }
        }
    }
}

fn at(file: i8, rank: i8) -> usize {
    (rank * FILES + file) as usize
}

fn on_board(file: i8, rank: i8) -> bool {
    (0..FILES).contains(&file) && (0..RANKS).contains(&rank)
}

fn in_palace(file: i8, rank: i8, red: bool) -> bool {
    let ranks = if red { 0..3 } else { 7..10 };
    (3..6).contains(&file) && ranks.contains(&rank)
}

/// Whether a rank is on this side of the river.
fn own_side(rank: i8, red: bool) -> bool {
    if red { rank <= 4 } else { rank >= 5 }
}

fn name(square: u8) -> String {
    format!("{}{}", char::from(b'a' + square % 9), square / 9 + 1)
}

fn parse(square: &str) -> usize {
    let file = (square.as_bytes()[0] - b'a') as i8;
    let rank: i8 = square[1..].parse().expect("a rank");
    at(file, rank - 1)
}

#[cfg(test)]
mod tests;

//! An independent referee for two elder forms of chess: shatranj (the alfil that leaps two
//! diagonally, the fers, pawns that promote to a fers on the last rank) and makruk (the khon,
//! the met, pawns that start on the third rank and promote on the sixth). No castling, no double
//! step; a move may not leave one's own king attacked. Written from the rules alone, to hold
//! yon's engine to it. The endings, as Fairy-Stockfish plays them, are in `endings.rs`.
#![allow(dead_code)]

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Shatranj,
    Makruk,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    King,
    Rook,
    Knight,
    /// One step diagonally: shatranj's fers, makruk's met.
    Fers,
    /// A leap of two squares diagonally, over anything between.
    Alfil,
    /// One step diagonally or straight forward.
    Khon,
    Pawn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub white: bool,
    pub kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub variant: Variant,
    board: [Option<Piece>; 64],
    white_to_move: bool,
    /// What the endings read: the plies since a capture or a pawn move, the positions since
    /// then, and makruk's count (see `endings.rs`).
    ends: endings::Ends,
}

const KING: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const ALFIL: [(i8, i8); 4] = [(2, 2), (-2, 2), (2, -2), (-2, -2)];
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Game {
    /// The starting array (as Fairy-Stockfish sets them up): shatranj `RNBKQBNR` with pawns on
    /// the second rank; makruk `RNSKMSNR` with pawns on the third, black's mirrored so that the
    /// kings stand on d1 and e8.
    pub fn new(variant: Variant) -> Game {
        use Kind::*;
        let (back, pawn_rank): ([Kind; 8], i8) = match variant {
            Variant::Shatranj => ([Rook, Knight, Alfil, King, Fers, Alfil, Knight, Rook], 1),
            Variant::Makruk => ([Rook, Knight, Khon, King, Fers, Khon, Knight, Rook], 2),
        };
        let mut board = [None; 64];
        for file in 0..8i8 {
            board[at(file, 0)] = Some(Piece { white: true, kind: back[file as usize] });
            board[at(file, pawn_rank)] = Some(Piece { white: true, kind: Pawn });
            board[at(file, 7 - pawn_rank)] = Some(Piece { white: false, kind: Pawn });
        }
        // Black's back rank: shatranj's mirrors white's across the board (the kings face each
        // other); makruk's is turned round, the king opposite white's met.
        for file in 0..8i8 {
            let kind = match variant {
                Variant::Shatranj => back[file as usize],
                Variant::Makruk => back[7 - file as usize],
            };
            board[at(file, 7)] = Some(Piece { white: false, kind });
        }
        Game { variant, board, white_to_move: true, ends: endings::Ends::new(variant) }
    }

    pub fn empty(variant: Variant, white_to_move: bool) -> Game {
        Game { variant, board: [None; 64], white_to_move, ends: endings::Ends::new(variant) }
    }

    pub fn set(&mut self, square: &str, piece: Option<Piece>) {
        self.board[parse(square)] = piece;
    }

    pub fn piece(&self, square: &str) -> Option<Piece> {
        self.board[parse(square)]
    }

    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        for from in 0..64u8 {
            if let Some(piece) = self.board[usize::from(from)].filter(|p| p.white == self.white_to_move) {
                self.piece_moves(from, piece, &mut out);
            }
        }
        out.retain(|&m| !self.after(m).king_attacked(self.white_to_move));
        out
    }

    /// The position after `m`, a pawn that reaches its promotion rank made a fers (met).
    pub fn after(&self, m: Move) -> Game {
        let mut next = self.clone();
        let mut piece = next.board[usize::from(m.from)].take().expect("a piece moves");
        let pawn = piece.kind == Kind::Pawn;
        let promoted = pawn && self.promotes(m.to, piece.white);
        if promoted {
            piece.kind = Kind::Fers;
        }
        let captured = next.board[usize::from(m.to)].replace(piece).map(|p| p.kind);
        next.white_to_move = !self.white_to_move;
        next.keep_count(self.key(), captured, pawn, promoted);
        next
    }

    /// Perft by moves; a position where the game has ended has none.
    pub fn perft(&self, depth: u32) -> u64 {
        let moves = if self.result().is_some() { Vec::new() } else { self.moves() };
        match depth {
            0 => 1,
            1 => moves.len() as u64,
            _ => moves.iter().map(|&m| self.after(m).perft(depth - 1)).sum(),
        }
    }

    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.moves().iter().map(|&m| move_name(m)).collect();
        names.sort();
        names
    }

    pub fn play(&mut self, written: &str) {
        let found = self.moves().into_iter().find(|&m| move_name(m) == written);
        let m = found.unwrap_or_else(|| panic!("{written} is not legal; legal: {:?}", self.names()));
        *self = self.after(m);
    }

    fn promotes(&self, square: u8, white: bool) -> bool {
        let rank = square / 8;
        match (self.variant, white) {
            (Variant::Shatranj, true) => rank == 7,
            (Variant::Shatranj, false) => rank == 0,
            (Variant::Makruk, true) => rank == 5,
            (Variant::Makruk, false) => rank == 2,
        }
    }

    /// Whether `white`'s king is attacked by any of the other side's pieces.
    pub fn king_attacked(&self, white: bool) -> bool {
        let king = Some(Piece { white, kind: Kind::King });
        let Some(square) = (0..64).find(|&s| self.board[s] == king) else { return true };
        let mut attacks = Vec::new();
        for from in 0..64u8 {
            if let Some(piece) = self.board[usize::from(from)].filter(|p| p.white != white) {
                self.piece_moves(from, piece, &mut attacks);
            }
        }
        attacks.iter().any(|m| usize::from(m.to) == square)
    }

    fn piece_moves(&self, from: u8, piece: Piece, out: &mut Vec<Move>) {
        let (file, rank) = ((from % 8) as i8, (from / 8) as i8);
        let forward = if piece.white { 1 } else { -1 };
        let target = |f: i8, r: i8| on_board(f, r).then(|| self.board[at(f, r)]);
        let leap = |steps: &[(i8, i8)], out: &mut Vec<Move>| {
            for &(df, dr) in steps {
                if let Some(t) = target(file + df, rank + dr)
                    && t.is_none_or(|t| t.white != piece.white)
                {
                    out.push(Move { from, to: at(file + df, rank + dr) as u8 });
                }
            }
        };
        match piece.kind {
            Kind::King => leap(&KING, out),
            Kind::Knight => leap(&KNIGHT, out),
            Kind::Fers => leap(&DIAGONAL, out),
            Kind::Alfil => leap(&ALFIL, out),
            Kind::Khon => leap(&[(1, 1), (-1, 1), (1, -1), (-1, -1), (0, forward)], out),
            Kind::Rook => {
                for (df, dr) in ORTHOGONAL {
                    let (mut f, mut r) = (file + df, rank + dr);
                    while let Some(t) = target(f, r) {
                        if t.is_none_or(|t| t.white != piece.white) {
                            out.push(Move { from, to: at(f, r) as u8 });
                        }
                        if t.is_some() {
                            break;
                        }
                        f += df;
                        r += dr;
                    }
                }
            }
            Kind::Pawn => {
                if target(file, rank + forward) == Some(None) {
                    out.push(Move { from, to: at(file, rank + forward) as u8 });
                }
                for df in [-1, 1] {
                    if let Some(Some(t)) = target(file + df, rank + forward)
                        && t.white != piece.white
                    {
                        out.push(Move { from, to: at(file + df, rank + forward) as u8 });
                    }
                }
            }
        }
    }
}

fn at(file: i8, rank: i8) -> usize {
    (rank * 8 + file) as usize
}

fn on_board(file: i8, rank: i8) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

fn move_name(m: Move) -> String {
    format!("{}-{}", name(m.from), name(m.to))
}

fn name(square: u8) -> String {
    format!("{}{}", char::from(b'a' + square % 8), square / 8 + 1)
}

fn parse(square: &str) -> usize {
    let file = (square.as_bytes()[0] - b'a') as i8;
    let rank = (square.as_bytes()[1] - b'1') as i8;
    at(file, rank)
}

mod endings;
#[cfg(test)]
mod tests;

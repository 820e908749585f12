//! An independent referee for Tablut as Ludii 1.3.12 plays it by default (`Tablut.lud`, the
//! Linnaeus rules, "King Flanked"): 9×9, sixteen attackers who move first, eight defenders and a
//! king on the castle; every piece slides orthogonally and none may cross or stop on the castle;
//! a piece is taken between the mover and a friend or the castle; the king is taken by four on
//! the castle or beside it (the castle making the fourth), by two elsewhere; he wins on the edge.
//! Written from those rules alone, to hold yon's engine to it once the game is written.
#![allow(dead_code)]

const N: i8 = 9;
const CASTLE: usize = 40;
const STEPS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Attacker,
    Defender,
    King,
}

impl Piece {
    fn attacks(self) -> bool {
        self == Piece::Attacker
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tablut {
    board: [Option<Piece>; 81],
    attackers_to_move: bool,
    /// Some(true) once the attackers have won, Some(false) once the defenders have.
    pub winner_is_attacker: Option<bool>,
}

impl Default for Tablut {
    fn default() -> Self {
        Self::new()
    }
}

impl Tablut {
    pub fn new() -> Tablut {
        let mut game = Tablut::empty(true);
        let attackers = "d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 e8 d9 e9 f9";
        attackers.split_whitespace().for_each(|s| game.set(s, Some(Piece::Attacker)));
        "e3 e4 e6 e7 c5 d5 f5 g5".split_whitespace().for_each(|s| game.set(s, Some(Piece::Defender)));
        game.set("e5", Some(Piece::King));
        game
    }

    pub fn empty(attackers_to_move: bool) -> Tablut {
        Tablut { board: [None; 81], attackers_to_move, winner_is_attacker: None }
    }

    pub fn set(&mut self, square: &str, piece: Option<Piece>) {
        self.board[parse(square)] = piece;
    }

    pub fn piece(&self, square: &str) -> Option<Piece> {
        self.board[parse(square)]
    }

    fn mine(&self, piece: Piece) -> bool {
        piece.attacks() == self.attackers_to_move
    }

    /// Every slide of the mover's pieces: along a line of empty squares, never onto or over the
    /// castle. None once the game is over.
    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        if self.winner_is_attacker.is_some() {
            return out;
        }
        for from in 0..81usize {
            if !self.board[from].is_some_and(|p| self.mine(p)) {
                continue;
            }
            for (df, dr) in STEPS {
                let mut to = step(from, df, dr);
                while let Some(square) = to.filter(|&s| s != CASTLE && self.board[s].is_none()) {
                    out.push(Move { from: from as u8, to: square as u8 });
                    to = step(square, df, dr);
                }
            }
        }
        out
    }

    /// The position after `m`: its captures, the king's capture or escape, the other side to move.
    pub fn after(&self, m: Move) -> Tablut {
        let mut next = self.clone();
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let piece = next.board[from].take().expect("a piece moves");
        next.board[to] = Some(piece);
        for (df, dr) in STEPS {
            let Some(between) = step(to, df, dr) else { continue };
            let Some(victim) = next.board[between] else { continue };
            if victim.attacks() == piece.attacks() {
                continue;
            }
            let beyond = step(between, df, dr);
            if victim == Piece::King {
                if next.king_taken(between, beyond) {
                    next.board[between] = None;
                    next.winner_is_attacker = Some(true);
                }
            } else if beyond
                .is_some_and(|b| b == CASTLE || next.board[b].is_some_and(|p| p.attacks() == piece.attacks()))
            {
                next.board[between] = None;
            }
        }
        if piece == Piece::King && on_edge(to) {
            next.winner_is_attacker = Some(false);
        }
        next.attackers_to_move = !self.attackers_to_move;
        next
    }

    /// After an attacker's move beside the king on `at`: on the castle or beside it, every side
    /// must be an attacker or the castle; elsewhere an attacker on the far side suffices.
    fn king_taken(&self, at: usize, beyond: Option<usize>) -> bool {
        let hostile =
            |s: Option<usize>| s.is_some_and(|s| s == CASTLE || self.board[s] == Some(Piece::Attacker));
        let near_castle = at == CASTLE || STEPS.iter().any(|&(df, dr)| step(at, df, dr) == Some(CASTLE));
        if near_castle {
            STEPS.iter().all(|&(df, dr)| hostile(step(at, df, dr)))
        } else {
            beyond.is_some_and(|b| self.board[b] == Some(Piece::Attacker))
        }
    }

    pub fn perft(&self, depth: u32) -> u64 {
        let moves = self.moves();
        match depth {
            0 => 1,
            1 => moves.len() as u64,
            _ => moves.iter().map(|&m| self.after(m).perft(depth - 1)).sum(),
        }
    }

    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> =
            self.moves().iter().map(|m| format!("{}-{}", name(m.from), name(m.to))).collect();
        names.sort();
        names
    }

    pub fn play(&mut self, written: &str) {
        let found = self.moves().into_iter().find(|m| format!("{}-{}", name(m.from), name(m.to)) == written);
        let m = found.unwrap_or_else(|| panic!("{written} is not legal; legal: {:?}", self.names()));
        *self = self.after(m);
    }
}

fn step(square: usize, df: i8, dr: i8) -> Option<usize> {
    let (file, rank) = (square as i8 % N + df, square as i8 / N + dr);
    ((0..N).contains(&file) && (0..N).contains(&rank)).then(|| (rank * N + file) as usize)
}

fn on_edge(square: usize) -> bool {
    let (file, rank) = (square as i8 % N, square as i8 / N);
    file == 0 || rank == 0 || file == N - 1 || rank == N - 1
}

fn name(square: u8) -> String {
    format!("{}{}", char::from(b'a' + square % 9), square / 9 + 1)
}

fn parse(square: &str) -> usize {
    let file = (square.as_bytes()[0] - b'a') as usize;
    let rank = (square.as_bytes()[1] - b'1') as usize;
    rank * 9 + file
}

#[cfg(test)]
mod tests;

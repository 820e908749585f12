//! An independent referee for the draughts with flying kings: international, Brazilian and
//! Russian draughts (diagonal; men capture backwards; captured pieces taken off only when the
//! sequence ends, and never jumped twice) and Turkish draughts (orthogonal, on every square; men
//! never go back; each piece taken off as it is jumped; a king never turns right round between
//! jumps); by the rule set, majority capture and crowning in mid-capture. Written from the rules
//! alone (FMJD's, the Russian and Turkish federations'), to hold yon's engine to it once these
//! games are written.
#![allow(dead_code)]

/// Which rules: the board's size and ranks of men, and the rules that differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub size: u8,
    /// Ranks of men each side starts with.
    pub ranks: u8,
    /// Whether a capture must take the most pieces possible (international, Brazilian).
    pub majority: bool,
    /// Whether a man reaching the far rank in mid-capture goes on as a king (Russian); otherwise
    /// it is crowned only if its move ends there.
    pub crowned_in_passing: bool,
    /// Turkish: orthogonal lines on every square, men forward and sideways only, each taken
    /// piece off the board at once, and two routes to the same position one turn.
    pub orthogonal: bool,
}

pub const INTERNATIONAL: Variant =
    Variant { size: 10, ranks: 4, majority: true, crowned_in_passing: false, orthogonal: false };
pub const BRAZILIAN: Variant =
    Variant { size: 8, ranks: 3, majority: true, crowned_in_passing: false, orthogonal: false };
pub const RUSSIAN: Variant =
    Variant { size: 8, ranks: 3, majority: false, crowned_in_passing: true, orthogonal: false };
/// Men on the second and third ranks (and sixth and seventh), as pydraughts sets them up.
pub const TURKISH: Variant =
    Variant { size: 8, ranks: 2, majority: true, crowned_in_passing: false, orthogonal: true };

const DIAGONALS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const ORTHOGONALS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// A square's content: a man or a king of white (who moves first, from rank 1) or black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub white: bool,
    pub king: bool,
}

/// One turn: the squares its piece stands on from the start through each landing, and the
/// squares of the pieces it takes, in the order taken (none for a simple move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub path: Vec<u8>,
    pub taken: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draughts {
    pub variant: Variant,
    board: Vec<Option<Piece>>,
    white_to_move: bool,
}

impl Draughts {
    /// Men on the dark squares (`a1` is dark) of the first ranks of each side, or in Turkish on
    /// every square of the two ranks after the first; white to move.
    pub fn new(variant: Variant) -> Draughts {
        let n = variant.size;
        let mut board = vec![None; usize::from(n) * usize::from(n)];
        let skip = u8::from(variant.orthogonal);
        for rank in 0..n {
            for file in (0..n).filter(|f| variant.orthogonal || (f + rank) % 2 == 0) {
                let white = (skip..skip + variant.ranks).contains(&rank);
                if white || (n - skip - variant.ranks..n - skip).contains(&rank) {
                    board[usize::from(rank * n + file)] = Some(Piece { white, king: false });
                }
            }
        }
        Draughts { variant, board, white_to_move: true }
    }

    pub fn white_to_move(&self) -> bool {
        self.white_to_move
    }

    pub fn piece(&self, square: &str) -> Option<Piece> {
        self.board[usize::from(self.parse(square))]
    }

    /// Puts a piece on (or clears) a square, for scenarios.
    pub fn set(&mut self, square: &str, piece: Option<Piece>) {
        let at = usize::from(self.parse(square));
        self.board[at] = piece;
    }

    pub fn set_white_to_move(&mut self, white: bool) {
        self.white_to_move = white;
    }

    pub fn clear(&mut self) {
        self.board.iter_mut().for_each(|s| *s = None);
    }

    /// The legal turns. Captures are compulsory and each is played to its end; with majority
    /// capture only those that take the most pieces. Two captures that leave the same position
    /// are one turn (the order of taking does not matter).
    pub fn turns(&self) -> Vec<Turn> {
        let mut turns = self.sequences();
        let mut seen = std::collections::HashSet::new();
        turns.retain(|t| seen.insert(self.after(t).board));
        turns
    }

    /// The legal turns as paths: two orders of taking the same pieces are two paths.
    pub fn sequences(&self) -> Vec<Turn> {
        let mut captures = Vec::new();
        for from in self.own_squares() {
            let piece = self.board[usize::from(from)].expect("own square");
            let mut path = vec![from];
            self.extend_captures(from, piece, None, &mut path, &mut Vec::new(), &mut captures);
        }
        if captures.is_empty() {
            return self.own_squares().flat_map(|from| self.simple_moves(from)).collect();
        }
        if self.variant.majority {
            let most = captures.iter().map(|t| t.taken.len()).max().unwrap_or(0);
            captures.retain(|t| t.taken.len() == most);
        }
        captures
    }

    /// The number of sequences of `depth` whole turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns.iter().map(|t| self.after(t).perft(depth - 1)).sum()
    }

    /// The number of sequences of `depth` plies where each jump of a capture is its own ply
    /// (as Ludii and pydraughts count by jump): the turns' paths as a tree, a branch per
    /// distinct next jump, so that two orders of taking the same pieces are two branches.
    pub fn perft_by_jump(&self, depth: u32) -> u64 {
        let turns = self.sequences();
        self.jump_tree(&turns, 0, depth)
    }

    /// Plies from a position where `turns` have been played to their `done`-th landing.
    fn jump_tree(&self, turns: &[Turn], done: usize, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        // A jump is its square and landing (the turns' paths agree on the squares before).
        let mut nexts: Vec<&[u8]> = turns.iter().map(|t| &t.path[done..done + 2]).collect();
        nexts.sort_unstable();
        nexts.dedup();
        let mut total = 0;
        for next in nexts {
            let branch: Vec<Turn> =
                turns.iter().filter(|t| t.path[done..done + 2] == *next).cloned().collect();
            let ended: Vec<&Turn> = branch.iter().filter(|t| t.path.len() == done + 2).collect();
            total += match ended.first() {
                // The turn is over: the next player's turns from the position it leaves.
                Some(turn) => {
                    let child = self.after(turn);
                    child.jump_tree(&child.sequences(), 0, depth - 1)
                }
                None => self.jump_tree(&branch, done + 1, depth - 1),
            };
        }
        total
    }

    /// The position after `turn`: the piece moved, the pieces taken off, a man that ends on the
    /// far rank (or, in Russian, passed it mid-capture) crowned, and the other player to move.
    pub fn after(&self, turn: &Turn) -> Draughts {
        let mut next = self.clone();
        let from = usize::from(turn.path[0]);
        let mut piece = next.board[from].take().expect("a piece moves");
        for &at in &turn.taken {
            next.board[usize::from(at)] = None;
        }
        let far = |square: u8| self.far_rank(square, piece.white);
        let end = *turn.path.last().expect("a path");
        let passed = self.variant.crowned_in_passing && turn.path.iter().any(|&s| far(s));
        if far(end) || passed {
            piece.king = true;
        }
        next.board[usize::from(end)] = Some(piece);
        next.white_to_move = !self.white_to_move;
        next
    }

    /// Plays the turn written `c3-d4` or `c3xe5xc7` (each landing named); panics if not legal.
    pub fn play(&mut self, written: &str) {
        let turns = self.turns();
        let turn = turns
            .iter()
            .find(|t| self.name(t) == written)
            .unwrap_or_else(|| panic!("{written} is not legal; legal: {:?}", self.names()));
        *self = self.after(turn);
    }

    /// Every legal turn's name, sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.turns().iter().map(|t| self.name(t)).collect();
        names.sort();
        names
    }

    pub fn name(&self, turn: &Turn) -> String {
        let squares: Vec<String> = turn.path.iter().map(|&s| self.square_name(s)).collect();
        squares.join(if turn.taken.is_empty() { "-" } else { "x" })
    }

    fn own_squares(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.board.len() as u8)
            .filter(|&s| self.board[usize::from(s)].is_some_and(|p| p.white == self.white_to_move))
    }

    /// The four lines pieces move and take along.
    fn lines(&self) -> [(i8, i8); 4] {
        if self.variant.orthogonal { ORTHOGONALS } else { DIAGONALS }
    }

    /// Whether a man goes along `dr` (a rank step): forward only for a diagonal man's move, any
    /// way for its capture; forward or sideways, never back, for a Turkish man.
    fn man_goes(&self, piece: Piece, dr: i8, capture: bool) -> bool {
        let forward = if piece.white { 1 } else { -1 };
        match self.variant.orthogonal {
            true => dr != -forward,
            false => capture || dr == forward,
        }
    }

    fn simple_moves(&self, from: u8) -> Vec<Turn> {
        let piece = self.board[usize::from(from)].expect("own square");
        let mut out = Vec::new();
        for (df, dr) in self.lines() {
            if !piece.king && !self.man_goes(piece, dr, false) {
                continue;
            }
            let mut at = from;
            while let Some(to) = self.step(at, df, dr) {
                if self.board[usize::from(to)].is_some() {
                    break;
                }
                out.push(Turn { path: vec![from, to], taken: Vec::new() });
                if !piece.king {
                    break;
                }
                at = to;
            }
        }
        out
    }

    /// Every capture that goes on from `path`'s last square, played to its end into `out`. The
    /// moving piece has left its first square; the pieces in `taken` stay where they are, as
    /// obstacles, until the end, and none is taken twice — or, in Turkish, are off the board
    /// already, and the piece may not go back the way it `came`.
    fn extend_captures(
        &self,
        from: u8,
        piece: Piece,
        came: Option<(i8, i8)>,
        path: &mut Vec<u8>,
        taken: &mut Vec<u8>,
        out: &mut Vec<Turn>,
    ) {
        let at = *path.last().expect("a path");
        let orthogonal = self.variant.orthogonal;
        let empty = |s: u8, taken: &[u8]| {
            s == from || self.board[usize::from(s)].is_none() || (orthogonal && taken.contains(&s))
        };
        let mut went_on = false;
        for (df, dr) in self.lines() {
            let back = came.is_some_and(|(cf, cr)| (cf, cr) == (-df, -dr));
            if (!piece.king && !self.man_goes(piece, dr, true)) || (self.variant.orthogonal && back) {
                continue;
            }
            // The first piece along the diagonal: adjacent for a man, at any distance for a king.
            let mut over = self.step(at, df, dr);
            while piece.king && over.is_some_and(|s| empty(s, taken)) {
                over = over.and_then(|s| self.step(s, df, dr));
            }
            let Some(over) = over else { continue };
            let enemy = self.board[usize::from(over)].is_some_and(|p| p.white != piece.white);
            if empty(over, taken) || !enemy || taken.contains(&over) {
                continue;
            }
            let mut land = self.step(over, df, dr);
            while let Some(to) = land.filter(|&s| empty(s, taken)) {
                went_on = true;
                path.push(to);
                taken.push(over);
                let crowned = self.variant.crowned_in_passing && self.far_rank(to, piece.white);
                let onward = Piece { king: piece.king || crowned, ..piece };
                self.extend_captures(from, onward, Some((df, dr)), path, taken, out);
                path.pop();
                taken.pop();
                if !piece.king {
                    break;
                }
                land = self.step(to, df, dr);
            }
        }
        if !went_on && !taken.is_empty() {
            out.push(Turn { path: path.clone(), taken: taken.clone() });
        }
    }

    fn step(&self, square: u8, df: i8, dr: i8) -> Option<u8> {
        let n = self.variant.size as i8;
        let (file, rank) = ((square as i8) % n + df, (square as i8) / n + dr);
        ((0..n).contains(&file) && (0..n).contains(&rank)).then(|| (rank * n + file) as u8)
    }

    fn far_rank(&self, square: u8, white: bool) -> bool {
        let rank = square / self.variant.size;
        if white { rank == self.variant.size - 1 } else { rank == 0 }
    }

    pub fn square_name(&self, square: u8) -> String {
        let n = self.variant.size;
        format!("{}{}", char::from(b'a' + square % n), square / n + 1)
    }

    fn parse(&self, square: &str) -> u8 {
        let file = square.as_bytes()[0] - b'a';
        let rank: u8 = square[1..].parse().expect("a rank");
        (rank - 1) * self.variant.size + file
    }
}

#[cfg(test)]
mod tests;

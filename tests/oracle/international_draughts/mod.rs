//! An independent referee for the draughts of continental Europe and South America: men that
//! capture backwards, flying kings, captured pieces taken off only when the sequence ends (and
//! never jumped twice), and, by the rule set, majority capture and crowning in mid-capture.
//! Written from the rules alone (FMJD's for international draughts, the Russian federation's for
//! Russian draughts), to hold yon's engine to it once these games are written.
#![allow(dead_code)]

/// Which rules: the board's size and ranks of men, and the two rules that differ.
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
}

pub const INTERNATIONAL: Variant = Variant { size: 10, ranks: 4, majority: true, crowned_in_passing: false };
pub const BRAZILIAN: Variant = Variant { size: 8, ranks: 3, majority: true, crowned_in_passing: false };
pub const RUSSIAN: Variant = Variant { size: 8, ranks: 3, majority: false, crowned_in_passing: true };

const DIAGONALS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// A square's content: a man or a king of white (who moves first, from rank 1) or black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Men on the dark squares (`a1` is dark) of the first ranks of each side; white to move.
    pub fn new(variant: Variant) -> Draughts {
        let n = variant.size;
        let mut board = vec![None; usize::from(n) * usize::from(n)];
        for rank in 0..n {
            for file in (0..n).filter(|f| (f + rank) % 2 == 0) {
                let white = rank < variant.ranks;
                if white || rank >= n - variant.ranks {
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
    /// capture only those that take the most pieces. Two captures from the same square to the
    /// same square taking the same pieces are one turn (the order of taking does not matter).
    pub fn turns(&self) -> Vec<Turn> {
        let mut turns = self.sequences();
        let mut seen = std::collections::HashSet::new();
        turns.retain(|t| seen.insert(self.identity(t)));
        turns
    }

    /// The legal turns as paths: two orders of taking the same pieces are two paths.
    fn sequences(&self) -> Vec<Turn> {
        let mut captures = Vec::new();
        for from in self.own_squares() {
            let piece = self.board[usize::from(from)].expect("own square");
            let mut path = vec![from];
            self.extend_captures(from, piece, &mut path, &mut Vec::new(), &mut captures);
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

    /// What makes two captures the same turn: start, end, the set taken, and the piece left.
    fn identity(&self, turn: &Turn) -> (u8, u8, Vec<u8>, bool) {
        let mut taken = turn.taken.clone();
        taken.sort_unstable();
        let (from, to) = (turn.path[0], *turn.path.last().expect("a path"));
        (from, to, taken, self.after(turn).board[usize::from(to)].is_some_and(|p| p.king))
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

    fn simple_moves(&self, from: u8) -> Vec<Turn> {
        let piece = self.board[usize::from(from)].expect("own square");
        let forward = if piece.white { 1 } else { -1 };
        let mut out = Vec::new();
        for (df, dr) in DIAGONALS {
            if !piece.king && dr != forward {
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
    /// obstacles, until the end, and none is taken twice.
    fn extend_captures(
        &self,
        from: u8,
        piece: Piece,
        path: &mut Vec<u8>,
        taken: &mut Vec<u8>,
        out: &mut Vec<Turn>,
    ) {
        let at = *path.last().expect("a path");
        let empty = |s: u8| s == from || self.board[usize::from(s)].is_none();
        let mut went_on = false;
        for (df, dr) in DIAGONALS {
            // The first piece along the diagonal: adjacent for a man, at any distance for a king.
            let mut over = self.step(at, df, dr);
            while piece.king && over.is_some_and(empty) {
                over = over.and_then(|s| self.step(s, df, dr));
            }
            let Some(over) = over else { continue };
            let enemy = self.board[usize::from(over)].is_some_and(|p| p.white != piece.white);
            if empty(over) || !enemy || taken.contains(&over) {
                continue;
            }
            let mut land = self.step(over, df, dr);
            while let Some(to) = land.filter(|&s| empty(s)) {
                went_on = true;
                path.push(to);
                taken.push(over);
                let crowned = self.variant.crowned_in_passing && self.far_rank(to, piece.white);
                let onward = Piece { king: piece.king || crowned, ..piece };
                self.extend_captures(from, onward, path, taken, out);
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

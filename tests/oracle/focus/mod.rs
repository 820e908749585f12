//! An independent referee for `games/focus.game`: Focus (Sid Sackson, 1963; Domination), two
//! players on the 8 × 8 board without the three cells of each corner (52 cells), 18 single
//! pieces a side in pairs over the central 6 × 6. A player moves a stack whose top piece is
//! theirs: its top N pieces (N from 1 to its height) go exactly N cells along a rank or a file,
//! over anything, and land on whatever stands there (an empty cell or a stack of anyone's). A
//! stack higher than five then loses its bottom pieces: the mover's own go to the mover's
//! reserve, the others are captured. Instead of moving, a player may place a piece from their
//! reserve on any cell, on top of what stands there (the same trimming follows). A player with
//! no move loses. Written from these rules alone to hold yon's engine to them.
#![allow(dead_code)]

const SIZE: usize = 8;
/// The highest a stack may stand after a move.
const TALLEST: usize = 5;
/// The four rook directions as (file, rank) steps.
const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
/// The starting pattern over the central 6 × 6 (files b–g), rank 2 first: `w` white, `b` black.
const START: [&str; 6] = ["wwbbww", "bbwwbb", "wwbbww", "bbwwbb", "wwbbww", "bbwwbb"];

/// A move: the top `count` pieces of `from` to `to`, or (`from == to`, count 0) a piece from the
/// reserve placed on `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Move {
    from: usize,
    to: usize,
    count: usize,
}

/// A game of Focus: white (0) moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Focus {
    /// Index `rank * 8 + file` (a1 = 0); each stack from the bottom up, by owner.
    stacks: Vec<Vec<usize>>,
    reserve: [u32; 2],
    captured: [u32; 2],
    to_move: usize,
    result: Option<Option<usize>>,
}

impl Focus {
    pub fn new() -> Focus {
        let rows: Vec<String> = START.iter().map(|r| r.to_string()).collect();
        Focus::from_pattern(&rows, 0)
    }

    /// A position from the central 6 × 6, rank 2 first, one word a cell: `.` empty, else the
    /// stack from the bottom up (`wwb`: two white pieces under a black one); `w` and `b` alone
    /// are single pieces, each row of six cells written without spaces when all are single.
    pub fn from_pattern(rows: &[String], to_move: usize) -> Focus {
        let mut stacks = vec![Vec::new(); SIZE * SIZE];
        for (r, row) in rows.iter().enumerate() {
            let cells: Vec<String> = if row.contains(' ') {
                row.split_whitespace().map(str::to_string).collect()
            } else {
                row.chars().map(|c| c.to_string()).collect()
            };
            for (f, text) in cells.iter().enumerate() {
                let stack = text.chars().filter(|&c| c != '.').map(|c| usize::from(c == 'b')).collect();
                stacks[(r + 1) * SIZE + f + 1] = stack;
            }
        }
        Focus { stacks, reserve: [0; 2], captured: [0; 2], to_move, result: None }
    }

    /// Sets a stack anywhere, bottom up (`"wwb"`), for scenarios beyond the centre.
    pub fn set(&mut self, cell: &str, stack: &str) {
        self.stacks[Self::cell(cell)] = stack.chars().map(|c| usize::from(c == 'b')).collect();
    }

    pub fn set_reserve(&mut self, player: usize, pieces: u32) {
        self.reserve[player] = pieces;
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// None while the game goes on; Some(Some(p)) once p has won.
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// The stack on a cell, bottom up, as `w`/`b` letters.
    pub fn stack(&self, cell: &str) -> String {
        self.stacks[Self::cell(cell)].iter().map(|&o| if o == 0 { 'w' } else { 'b' }).collect()
    }

    pub fn reserve(&self, player: usize) -> u32 {
        self.reserve[player]
    }

    pub fn captured(&self, player: usize) -> u32 {
        self.captured[player]
    }

    /// Whether the cell is on the board: not one of the three cells of each corner.
    fn on_board(file: i8, rank: i8) -> bool {
        let inside = (0..SIZE as i8).contains(&file) && (0..SIZE as i8).contains(&rank);
        let edge = |x: i8| x == 0 || x == SIZE as i8 - 1;
        let near = |x: i8| x <= 1 || x >= SIZE as i8 - 2;
        // A corner's three: the corner itself and its two neighbours along the edges.
        let corner = (edge(file) && near(rank)) || (edge(rank) && near(file));
        inside && !corner
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
        let me = self.to_move;
        for from in 0..SIZE * SIZE {
            let stack = &self.stacks[from];
            if stack.last() != Some(&me) {
                continue;
            }
            let (file, rank) = ((from % SIZE) as i8, (from / SIZE) as i8);
            for count in 1..=stack.len() {
                for (df, dr) in DIRECTIONS {
                    let (f, r) = (file + df * count as i8, rank + dr * count as i8);
                    if Self::on_board(f, r) {
                        moves.push(Move { from, to: r as usize * SIZE + f as usize, count });
                    }
                }
            }
        }
        if self.reserve[me] > 0 {
            for to in 0..SIZE * SIZE {
                if Self::on_board((to % SIZE) as i8, (to / SIZE) as i8) {
                    moves.push(Move { from: to, to, count: 0 });
                }
            }
        }
        moves
    }

    fn apply(&mut self, m: Move) {
        let me = self.to_move;
        if m.count == 0 {
            self.reserve[me] -= 1;
            self.stacks[m.to].push(me);
        } else {
            let from = &mut self.stacks[m.from];
            let moving = from.split_off(from.len() - m.count);
            self.stacks[m.to].extend(moving);
        }
        let stack = &mut self.stacks[m.to];
        if stack.len() > TALLEST {
            let over = stack.len() - TALLEST;
            for owner in stack.drain(..over) {
                if owner == me {
                    self.reserve[me] += 1;
                } else {
                    self.captured[me] += 1;
                }
            }
        }
        self.to_move = 1 - me;
        if self.moves().is_empty() {
            self.result = Some(Some(me));
        }
    }

    fn notation(m: Move) -> String {
        match m.count {
            0 => Self::name(m.to),
            n => format!("{}-{}/{n}", Self::name(m.from), Self::name(m.to)),
        }
    }

    /// Every legal turn (one action each), sorted; empty exactly when the game is over.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns: Vec<Vec<String>> = self.moves().into_iter().map(|m| vec![Self::notation(m)]).collect();
        turns.sort();
        turns
    }

    /// Plays one turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let found = self.moves().into_iter().find(|&m| turn == [Self::notation(m)]);
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
                let mut child = self.clone();
                child.apply(m);
                child.perft(depth - 1)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests;

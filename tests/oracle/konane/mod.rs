//! An independent referee for Konane (Hawaiian checkers) on a square board of even size (6 × 6
//! and 8 × 8 are the ones played): two opening removals, then straight-line multi-jumps that may
//! stop early (with `end`); written from the rules alone to hold yon's engine to it.
#![allow(dead_code)]

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
/// The orthogonal directions as (file, rank) steps.
const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// A game of Konane: black (0) moves first, then white (1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Konane {
    size: usize,
    /// EMPTY, BLACK or WHITE per cell, index `rank * size + file`.
    cells: [u8; 64],
    /// How many turns have been played: the first two are the removals.
    plies: u32,
    result: Option<Option<usize>>,
}

/// One turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    /// An opening removal of one of the mover's own stones.
    Remove(u8),
    /// `hops` jumps of the stone on `from` in one direction; `more` when it could jump on.
    Jump { from: u8, direction: u8, hops: u8, more: bool },
}

impl Konane {
    /// The full board of the given even size (4 to 8), black on a1, black to move.
    pub fn new(size: usize) -> Konane {
        assert!(
            (4..=8).contains(&size) && size.is_multiple_of(2),
            "Konane is played on an even board of 4 to 8"
        );
        let mut cells = [EMPTY; 64];
        for rank in 0..size {
            for file in 0..size {
                cells[rank * size + file] = if (file + rank) % 2 == 0 { BLACK } else { WHITE };
            }
        }
        Konane { size, cells, plies: 0, result: None }
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        (self.plies % 2) as usize
    }

    /// None while the game goes on; Some(Some(p)) once p has won (there are no draws).
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// Every legal turn, sorted; empty exactly when the player to move has lost.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns: Vec<Vec<String>> = self.legal().into_iter().map(|turn| self.notation(turn)).collect();
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let found = self.legal().into_iter().find(|&candidate| self.notation(candidate) == turn);
        let turn = found.unwrap_or_else(|| panic!("{turn:?} is not a legal turn; legal: {:?}", self.turns()));
        let mover = self.to_move();
        self.apply(turn);
        if self.legal().is_empty() {
            self.result = Some(Some(mover));
        }
    }

    /// The number of sequences of `depth` complete turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.legal();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns
            .into_iter()
            .map(|turn| {
                let mut child = *self;
                child.apply(turn);
                child.perft(depth - 1)
            })
            .sum()
    }

    /// The player whose stone stands on `cell` (e.g. `d4`), if any.
    pub fn owner(&self, cell: &str) -> Option<usize> {
        match self.cells[self.parse_cell(cell)] {
            EMPTY => None,
            stone => Some(usize::from(stone - 1)),
        }
    }

    /// How many stones `player` has on the board.
    pub fn count(&self, player: usize) -> usize {
        self.cells[..self.size * self.size].iter().filter(|&&c| c == player as u8 + 1).count()
    }

    /// The legal turns in no particular order; none once the game is over.
    fn legal(&self) -> Vec<Turn> {
        if self.result.is_some() {
            return Vec::new();
        }
        match self.plies {
            0 => self.first_removals(),
            1 => self.second_removals(),
            _ => self.jumps(),
        }
    }

    /// Black removes one of its stones from the central 2 × 2 or a corner.
    fn first_removals(&self) -> Vec<Turn> {
        let (low, high, last) = (self.size / 2 - 1, self.size / 2, self.size - 1);
        let candidates =
            [(low, low), (high, low), (low, high), (high, high), (0, 0), (last, 0), (0, last), (last, last)];
        let mut cells: Vec<u8> = candidates
            .iter()
            .map(|&(file, rank)| (rank * self.size + file) as u8)
            .filter(|&cell| self.cells[cell as usize] == BLACK)
            .collect();
        cells.sort();
        cells.dedup();
        cells.into_iter().map(Turn::Remove).collect()
    }

    /// White removes one of its stones next to the cell black emptied.
    fn second_removals(&self) -> Vec<Turn> {
        let board = &self.cells[..self.size * self.size];
        let hole = board.iter().position(|&c| c == EMPTY).expect("black emptied a cell") as u8;
        (0..4)
            .filter_map(|d| self.step(hole, d, 1))
            .filter(|&c| self.cells[c as usize] == WHITE)
            .map(Turn::Remove)
            .collect()
    }

    /// Every jump: for each stone and direction, each number of hops up to the most it can make.
    fn jumps(&self) -> Vec<Turn> {
        let (mine, theirs) = if self.to_move() == 0 { (BLACK, WHITE) } else { (WHITE, BLACK) };
        let mut turns = Vec::new();
        for from in 0..(self.size * self.size) as u8 {
            if self.cells[from as usize] != mine {
                continue;
            }
            for direction in 0..4 {
                let hops = self.most_hops(from, direction, theirs);
                turns.extend((1..=hops).map(|h| Turn::Jump { from, direction, hops: h, more: h < hops }));
            }
        }
        turns
    }

    /// How many times the stone on `from` can jump on in `direction`: each hop needs an enemy
    /// stone next to it and an empty cell beyond (the stones it jumped are behind it).
    fn most_hops(&self, from: u8, direction: u8, theirs: u8) -> u8 {
        let mut hops = 0;
        while let (Some(over), Some(to)) =
            (self.step(from, direction, 2 * hops + 1), self.step(from, direction, 2 * hops + 2))
        {
            if self.cells[over as usize] != theirs || self.cells[to as usize] != EMPTY {
                break;
            }
            hops += 1;
        }
        hops
    }

    /// The cell `distance` steps from `cell` in `direction`, if it is on the board.
    fn step(&self, cell: u8, direction: u8, distance: u8) -> Option<u8> {
        let (df, dr) = DIRECTIONS[direction as usize];
        let file = (cell as usize % self.size) as i32 + i32::from(df) * i32::from(distance);
        let rank = (cell as usize / self.size) as i32 + i32::from(dr) * i32::from(distance);
        let on_board = (0..self.size as i32).contains(&file) && (0..self.size as i32).contains(&rank);
        on_board.then(|| (rank * self.size as i32 + file) as u8)
    }

    fn apply(&mut self, turn: Turn) {
        match turn {
            Turn::Remove(cell) => self.cells[cell as usize] = EMPTY,
            Turn::Jump { from, direction, hops, .. } => {
                let stone = self.cells[from as usize];
                for k in 0..2 * hops {
                    let cell = self.step(from, direction, k).expect("the jump stays on the board");
                    self.cells[cell as usize] = EMPTY;
                }
                let to = self.step(from, direction, 2 * hops).expect("the jump stays on the board");
                self.cells[to as usize] = stone;
            }
        }
        self.plies += 1;
    }

    /// `["xd4"]`, `["c4-c6", "c6-c8"]`, or with `end` when the stone could have jumped on.
    fn notation(&self, turn: Turn) -> Vec<String> {
        match turn {
            Turn::Remove(cell) => vec![format!("x{}", self.cell_name(cell))],
            Turn::Jump { from, direction, hops, more } => {
                let at = |k: u8| self.cell_name(self.step(from, direction, 2 * k).expect("on the board"));
                let mut actions: Vec<String> =
                    (0..hops).map(|k| format!("{}-{}", at(k), at(k + 1))).collect();
                if more {
                    actions.push("end".to_string());
                }
                actions
            }
        }
    }

    fn cell_name(&self, cell: u8) -> String {
        let (file, rank) = (cell as usize % self.size, cell as usize / self.size);
        format!("{}{}", (b'a' + file as u8) as char, rank + 1)
    }

    fn parse_cell(&self, name: &str) -> usize {
        let mut chars = name.chars();
        let file = chars.next().map_or(usize::MAX, |c| (c as usize).wrapping_sub('a' as usize));
        let rank = chars.as_str().parse::<usize>().map_or(usize::MAX, |r| r.wrapping_sub(1));
        assert!(file < self.size && rank < self.size, "`{name}` is not a cell");
        rank * self.size + file
    }
}

#[cfg(test)]
mod tests;

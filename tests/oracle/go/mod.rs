//! Go oracle: 9×9 under Tromp–Taylor rules without suicide, with positional superko and a komi
//! of 7, written from the rules alone on two bitboards (one bit a cell).
#![allow(dead_code)]

use std::collections::HashSet;

/// The board's side.
pub const SIZE: usize = 9;
const CELLS: usize = SIZE * SIZE;
const BOARD: u128 = (1 << CELLS) - 1;
const FILE_A: u128 = column(0);
const FILE_LAST: u128 = column(SIZE - 1);
/// White's compensation for moving second.
pub const KOMI: u32 = 7;

const fn column(file: usize) -> u128 {
    let mut mask = 0;
    let mut rank = 0;
    while rank < SIZE {
        mask |= 1 << (rank * SIZE + file);
        rank += 1;
    }
    mask
}

/// The cells orthogonally next to any cell of `cells`.
fn neighbours(cells: u128) -> u128 {
    (((cells << 1) & !FILE_A) | ((cells >> 1) & !FILE_LAST) | (cells << SIZE) | (cells >> SIZE)) & BOARD
}

/// The cells of `within` connected to `seed` through orthogonal neighbours in `within`.
fn connected(within: u128, seed: u128) -> u128 {
    let mut region = seed;
    loop {
        let grown = (region | neighbours(region)) & within;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// The stones of black (0) and white (1).
pub type Stones = [u128; 2];

/// The board after `player` places a stone on `cell`, with the enemy groups left without a
/// liberty removed; None when the cell is taken or the placement would be suicide.
fn place(stones: Stones, player: usize, cell: usize) -> Option<Stones> {
    let stone = 1u128 << cell;
    if (stones[0] | stones[1]) & stone != 0 {
        return None;
    }
    let own = stones[player] | stone;
    let mut enemy = stones[1 - player];
    let empty = BOARD & !(own | enemy);
    let mut touched = neighbours(stone) & enemy;
    while touched != 0 {
        let group = connected(enemy, touched & touched.wrapping_neg());
        if neighbours(group) & empty == 0 {
            enemy &= !group;
        }
        touched &= !group;
    }
    let liberties = neighbours(connected(own, stone)) & BOARD & !(own | enemy);
    if liberties == 0 {
        return None;
    }
    let mut after = [0; 2];
    after[player] = own;
    after[1 - player] = enemy;
    Some(after)
}

/// Area scores: each player's stones plus the empty regions that border only their stones.
pub fn area(stones: Stones) -> [u32; 2] {
    let mut score = [stones[0].count_ones(), stones[1].count_ones()];
    let mut empty = BOARD & !(stones[0] | stones[1]);
    while empty != 0 {
        let region = connected(empty, empty & empty.wrapping_neg());
        let border = neighbours(region);
        for player in 0..2 {
            if border & stones[player] != 0 && border & stones[1 - player] == 0 {
                score[player] += region.count_ones();
            }
        }
        empty &= !region;
    }
    score
}

/// A cell's name: `a1` bottom-left, `i9` top-right.
pub fn cell_name(cell: usize) -> String {
    format!("{}{}", (b'a' + (cell % SIZE) as u8) as char, cell / SIZE + 1)
}

fn parse_cell(name: &str) -> Option<usize> {
    let file = name.bytes().next()?.checked_sub(b'a')? as usize;
    let rank: usize = name.get(1..)?.parse().ok()?;
    (file < SIZE && (1..=SIZE).contains(&rank)).then(|| (rank - 1) * SIZE + file)
}

/// A game of Go from the empty board.
#[derive(Clone, Debug)]
pub struct Go {
    stones: Stones,
    to_move: usize,
    /// Passes played in a row just now.
    passes: u32,
    /// Every board that has stood in the game, the empty one and the current one included.
    seen: HashSet<Stones>,
    result: Option<Option<usize>>,
}

impl Default for Go {
    fn default() -> Self {
        Go::new()
    }
}

impl Go {
    /// The empty board, black to move.
    pub fn new() -> Go {
        Go { stones: [0, 0], to_move: 0, passes: 0, seen: HashSet::from([[0, 0]]), result: None }
    }

    /// 0 for black, 1 for white.
    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// None while the game goes on; Some(None) for a draw; Some(Some(p)) when p has won.
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// The stones of black (0) and white (1), one bit a cell, `a1` the lowest.
    pub fn stones(&self) -> Stones {
        self.stones
    }

    /// Every legal turn, sorted: the legal placements and `pass`; empty once the game is over.
    pub fn turns(&self) -> Vec<Vec<String>> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut turns: Vec<Vec<String>> = (0..CELLS)
            .filter(|&cell| self.placement(cell).is_some())
            .map(|cell| vec![cell_name(cell)])
            .collect();
        turns.push(vec!["pass".to_string()]);
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not legal here.
    pub fn play(&mut self, turn: &[String]) {
        assert!(self.result.is_none(), "the game is over; {turn:?} cannot be played");
        match turn {
            [word] if word == "pass" => {
                self.passes += 1;
                if self.passes == 2 {
                    self.result = Some(self.winner());
                }
            }
            [name] => {
                let after = parse_cell(name).and_then(|cell| self.placement(cell));
                let Some(after) = after else { panic!("{turn:?} is not legal here:\n{self}") };
                self.stones = after;
                self.seen.insert(after);
                self.passes = 0;
            }
            _ => panic!("{turn:?} is not one action"),
        }
        self.to_move = 1 - self.to_move;
    }

    /// Plays turns separated by spaces, e.g. `"e5 d4 pass"`.
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
        let most = self.seen.iter().map(|b| (b[0] | b[1]).count_ones()).max().expect("the empty board");
        let mut search = Search { seen: &self.seen, line: Vec::new() };
        search.perft(self.stones, self.to_move, self.passes, most, depth)
    }

    /// The board after the mover places on `cell`, if that is legal (superko included).
    fn placement(&self, cell: usize) -> Option<Stones> {
        place(self.stones, self.to_move, cell).filter(|after| !self.seen.contains(after))
    }

    /// The winner by area with komi, None for equal scores.
    fn winner(&self) -> Option<usize> {
        let [black, white] = area(self.stones);
        match black.cmp(&(white + KOMI)) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// Perft's walk: the boards of the game so far and those on the line being searched.
struct Search<'a> {
    seen: &'a HashSet<Stones>,
    line: Vec<Stones>,
}

impl Search<'_> {
    fn fresh(&self, board: &Stones) -> bool {
        !self.seen.contains(board) && !self.line.contains(board)
    }

    /// `most` is the largest number of stones on any board seen so far (game and line).
    fn perft(&mut self, stones: Stones, player: usize, passes: u32, most: u32, depth: u32) -> u64 {
        let empty = BOARD & !(stones[0] | stones[1]);
        let mut total = 0;
        let mut to_try = empty;
        if depth == 1 && most == (stones[0] | stones[1]).count_ones() {
            // A placement next to an empty cell and to no enemy stone captures nothing and
            // has a liberty; its board has more stones than any before it, so it is new.
            let quiet = empty & neighbours(empty) & !neighbours(stones[1 - player]);
            total += u64::from(quiet.count_ones());
            to_try &= !quiet;
        }
        while to_try != 0 {
            let cell = to_try.trailing_zeros() as usize;
            to_try &= to_try - 1;
            let Some(after) = place(stones, player, cell).filter(|after| self.fresh(after)) else {
                continue;
            };
            total += if depth == 1 {
                1
            } else {
                self.line.push(after);
                let most = most.max((after[0] | after[1]).count_ones());
                let below = self.perft(after, 1 - player, 0, most, depth - 1);
                self.line.pop();
                below
            };
        }
        // A pass, unless it is the second in a row (which ends the game: no children).
        total += match (depth, passes) {
            (1, _) => 1,
            (_, 1) => 0,
            _ => self.perft(stones, 1 - player, passes + 1, most, depth - 1),
        };
        total
    }
}

impl std::fmt::Display for Go {
    /// The board, rank 9 first: `X` black, `O` white, `.` empty.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for rank in (0..SIZE).rev() {
            let row: String = (0..SIZE)
                .map(|file| {
                    let bit = 1u128 << (rank * SIZE + file);
                    if self.stones[0] & bit != 0 {
                        'X'
                    } else if self.stones[1] & bit != 0 {
                        'O'
                    } else {
                        '.'
                    }
                })
                .collect();
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;

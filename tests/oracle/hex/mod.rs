//! Hex oracle: an N×N rhombus (N up to 11) in axial coordinates, red joining ranks 1 and N,
//! blue joining files `a` and the last, with an optional swap on turn 2 (the pie rule: the
//! second player takes over red and its stone, and blue, now the first player's, moves);
//! written from the rules alone on bitboards (one bit a cell, `a1` the lowest).
#![allow(dead_code)]

/// Row masks and the like for one board size.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    size: usize,
    board: u128,
    first_file: u128,
    last_file: u128,
    first_rank: u128,
    last_rank: u128,
}

impl Geometry {
    fn new(size: usize) -> Geometry {
        assert!((2..=11).contains(&size), "Hex boards here are 2×2 to 11×11, not {size}×{size}");
        let cell = |file: usize, rank: usize| 1u128 << (rank * size + file);
        let line = |f: &dyn Fn(usize) -> u128| (0..size).fold(0, |mask, i| mask | f(i));
        Geometry {
            size,
            board: (1 << (size * size)) - 1,
            first_file: line(&|rank| cell(0, rank)),
            last_file: line(&|rank| cell(size - 1, rank)),
            first_rank: line(&|file| cell(file, 0)),
            last_rank: line(&|file| cell(file, size - 1)),
        }
    }

    /// The cells next to any of `cells`: (q±1, r), (q, r±1), (q+1, r−1), (q−1, r+1).
    fn neighbours(&self, cells: u128) -> u128 {
        let n = self.size;
        let east = (cells << 1) & !self.first_file;
        let west = (cells >> 1) & !self.last_file;
        let north_west = (cells << (n - 1)) & !self.last_file;
        let south_east = (cells >> (n - 1)) & !self.first_file;
        (east | west | (cells << n) | (cells >> n) | north_west | south_east) & self.board
    }

    /// The cells of `within` connected to `seed`.
    fn group(&self, within: u128, seed: u128) -> u128 {
        let mut group = seed;
        loop {
            let grown = (group | self.neighbours(group)) & within;
            if grown == group {
                return group;
            }
            group = grown;
        }
    }

    /// Whether `player`'s stones include a chain through `stone` joining their two edges.
    fn joins(&self, stones: u128, player: usize, stone: u128) -> bool {
        let chain = self.group(stones, stone);
        let (one, other) =
            if player == 0 { (self.first_rank, self.last_rank) } else { (self.first_file, self.last_file) };
        chain & one != 0 && chain & other != 0
    }

    fn name(&self, cell: usize) -> String {
        format!("{}{}", (b'a' + (cell % self.size) as u8) as char, cell / self.size + 1)
    }

    fn parse(&self, name: &str) -> Option<usize> {
        let file = name.bytes().next()?.checked_sub(b'a')? as usize;
        let rank: usize = name.get(1..)?.parse().ok()?;
        (file < self.size && (1..=self.size).contains(&rank)).then(|| (rank - 1) * self.size + file)
    }
}

/// A game of Hex from the empty board.
#[derive(Clone, Debug)]
pub struct Hex {
    geometry: Geometry,
    swap_rule: bool,
    /// The stones of red (0) and blue (1).
    stones: [u128; 2],
    /// The colour to move: 0 for red, 1 for blue.
    to_move: usize,
    /// Whether the seats have swapped: the first player plays blue, the second red.
    swapped: bool,
    turns_played: u32,
    result: Option<Option<usize>>,
}

impl Hex {
    /// The empty `size`×`size` board, red to move; `swap_rule` lets blue take red's first stone.
    pub fn new(size: usize, swap_rule: bool) -> Hex {
        Hex {
            geometry: Geometry::new(size),
            swap_rule,
            stones: [0, 0],
            to_move: 0,
            swapped: false,
            turns_played: 0,
            result: None,
        }
    }

    /// 0 for red, 1 for blue.
    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// Which player (0: the first to sit down, 1: the second) plays a colour.
    pub fn seat_of(&self, colour: usize) -> usize {
        colour ^ usize::from(self.swapped)
    }

    /// None while the game goes on; Some(Some(p)) when p has won (Hex has no draws).
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// The stones of red (0) and blue (1), one bit a cell, `a1` the lowest.
    pub fn stones(&self) -> [u128; 2] {
        self.stones
    }

    /// Every legal turn, sorted: the empty cells, and `swap`; empty once won.
    pub fn turns(&self) -> Vec<Vec<String>> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut turns: Vec<Vec<String>> =
            cells(self.empty()).map(|cell| vec![self.geometry.name(cell)]).collect();
        if self.swap_available() {
            turns.push(vec!["swap".to_string()]);
        }
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not legal here.
    pub fn play(&mut self, turn: &[String]) {
        assert!(self.result.is_none(), "the game is over; {turn:?} cannot be played");
        let [action] = turn else { panic!("{turn:?} is not one action") };
        if action == "swap" {
            // The seats change hands; the board and the colour to move stay: blue moves next,
            // now for the player who opened.
            assert!(self.swap_available(), "swap is not legal here");
            self.swapped = !self.swapped;
            self.turns_played += 1;
            return;
        }
        let cell = self.geometry.parse(action);
        let Some(stone) = cell.map(|cell| 1u128 << cell) else { panic!("{action} is not a cell") };
        assert!(self.empty() & stone != 0, "{action} is not an empty cell");
        self.stones[self.to_move] |= stone;
        if self.geometry.joins(self.stones[self.to_move], self.to_move, stone) {
            self.result = Some(Some(self.to_move));
        }
        self.to_move = 1 - self.to_move;
        self.turns_played += 1;
    }

    /// Plays turns separated by spaces, e.g. `"f6 swap e5"`.
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
        self.perft_in_play(depth)
    }

    fn perft_in_play(&self, depth: u32) -> u64 {
        let empty = self.empty();
        let swap = u64::from(self.swap_available());
        if depth == 1 {
            return u64::from(empty.count_ones()) + swap;
        }
        let player = self.to_move;
        // A chain joining two opposite edges needs at least `size` stones.
        let may_win = self.stones[player].count_ones() + 1 >= self.geometry.size as u32;
        let mut total = 0;
        for cell in cells(empty) {
            let stone = 1u128 << cell;
            let mut child = self.clone();
            child.stones[player] |= stone;
            if may_win && self.geometry.joins(child.stones[player], player, stone) {
                continue; // a won game has no children
            }
            child.to_move = 1 - player;
            child.turns_played += 1;
            total += child.perft_in_play(depth - 1);
        }
        if swap == 1 {
            let mut child = self.clone();
            child.play(&["swap".to_string()]);
            total += child.perft(depth - 1);
        }
        total
    }

    fn empty(&self) -> u128 {
        self.geometry.board & !(self.stones[0] | self.stones[1])
    }

    fn swap_available(&self) -> bool {
        self.swap_rule && self.turns_played == 1
    }
}

/// The indices of the set bits of `mask`, lowest first.
fn cells(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let cell = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            cell
        })
    })
}

#[cfg(test)]
mod tests;

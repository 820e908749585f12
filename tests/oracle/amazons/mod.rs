//! An independent referee for the Game of the Amazons (10 × 10: move an amazon like a queen, then
//! shoot an arrow from where it landed), written from the rules alone to hold yon's engine to it.
#![allow(dead_code)]

const SIZE: usize = 10;
/// The board is a 12 × 12 mailbox: a ring of walls around the playing area stops every ray.
const WIDTH: usize = SIZE + 2;
const EMPTY: u8 = 0;
const ARROW: u8 = 3;
const WALL: u8 = 4;
/// The eight queen directions as steps in the mailbox.
const DIRECTIONS: [isize; 8] = [1, -1, WIDTH as isize, -(WIDTH as isize), 13, 11, -11, -13];

/// A game of Amazons: white (0) moves first, then black (1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Amazons {
    /// EMPTY, 1 + the owner of an amazon, ARROW or WALL, per mailbox square.
    cells: [u8; WIDTH * WIDTH],
    /// Where each player's four amazons stand.
    amazons: [[u8; 4]; 2],
    mover: usize,
    result: Option<Option<usize>>,
}

/// One turn: the amazon's move and the arrow's square, as mailbox indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    from: u8,
    to: u8,
    arrow: u8,
}

impl Turn {
    /// `["d1-d7", "g7"]`.
    fn notation(self) -> Vec<String> {
        vec![format!("{}-{}", cell_name(self.from), cell_name(self.to)), cell_name(self.arrow)]
    }
}

impl Default for Amazons {
    fn default() -> Self {
        Self::new()
    }
}

impl Amazons {
    /// White on a4 d1 g1 j4, black on a7 d10 g10 j7; white to move.
    pub fn new() -> Amazons {
        let mut cells = [WALL; WIDTH * WIDTH];
        for rank in 0..SIZE {
            for file in 0..SIZE {
                cells[index(file, rank)] = EMPTY;
            }
        }
        let amazons =
            [["a4", "d1", "g1", "j4"], ["a7", "d10", "g10", "j7"]].map(|cells| cells.map(parse_cell));
        for (player, squares) in amazons.iter().enumerate() {
            for &square in squares {
                cells[square as usize] = 1 + player as u8;
            }
        }
        Amazons { cells, amazons, mover: 0, result: None }
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        self.mover
    }

    /// None while the game goes on; Some(Some(p)) once p has won (there are no draws).
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// Every legal turn, sorted; empty exactly when the player to move has lost.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns = Vec::new();
        self.for_each_turn(|turn| turns.push(turn.notation()));
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let mut found = None;
        self.for_each_turn(|candidate| {
            if candidate.notation() == turn {
                found = Some(candidate);
            }
        });
        let turn = found.unwrap_or_else(|| panic!("{turn:?} is not a legal turn; legal: {:?}", self.turns()));
        let mover = self.mover;
        self.apply(turn);
        if !self.can_move() {
            self.result = Some(Some(mover));
        }
    }

    /// The number of sequences of `depth` complete turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_turns(),
            _ => {
                let mut total = 0;
                self.for_each_turn(|turn| {
                    let mut child = *self;
                    child.apply(turn);
                    total += child.perft(depth - 1);
                });
                total
            }
        }
    }

    /// What stands on `cell` (e.g. `d1`): Some(Some(player)) for an amazon, Some(None) for an
    /// arrow, None when it is empty.
    pub fn at(&self, cell: &str) -> Option<Option<usize>> {
        match self.cells[parse_cell(cell) as usize] {
            EMPTY => None,
            ARROW => Some(None),
            piece => Some(Some(usize::from(piece - 1))),
        }
    }

    /// Calls `visit` with every legal turn (in no particular order); none once the game is over.
    fn for_each_turn(&self, mut visit: impl FnMut(Turn)) {
        if self.result.is_some() {
            return;
        }
        let mut cells = self.cells;
        for &from in &self.amazons[self.mover] {
            // The square the amazon leaves is empty for its arrow.
            cells[from as usize] = EMPTY;
            for to in ray_ends(&cells, from) {
                for arrow in ray_ends(&cells, to) {
                    visit(Turn { from, to, arrow });
                }
            }
            cells[from as usize] = 1 + self.mover as u8;
        }
    }

    /// How many turns `for_each_turn` would visit, counted without visiting them: for each move,
    /// the arrow has as many squares as a queen on the landing square reaches.
    fn count_turns(&self) -> u64 {
        if self.result.is_some() {
            return 0;
        }
        let mut cells = self.cells;
        let mut count = 0;
        for &from in &self.amazons[self.mover] {
            cells[from as usize] = EMPTY;
            for to in ray_ends(&cells, from) {
                count += reach(&cells, to);
            }
            cells[from as usize] = 1 + self.mover as u8;
        }
        count
    }

    /// Whether the player to move has a turn: an amazon with an empty neighbour can always step
    /// there and shoot back onto the square it left.
    fn can_move(&self) -> bool {
        self.amazons[self.mover]
            .iter()
            .any(|&at| DIRECTIONS.iter().any(|&d| self.cells[(at as isize + d) as usize] == EMPTY))
    }

    fn apply(&mut self, turn: Turn) {
        let piece = 1 + self.mover as u8;
        self.cells[turn.from as usize] = EMPTY;
        self.cells[turn.to as usize] = piece;
        self.cells[turn.arrow as usize] = ARROW;
        let slot =
            self.amazons[self.mover].iter().position(|&at| at == turn.from).expect("the amazon that moved");
        self.amazons[self.mover][slot] = turn.to;
        self.mover = 1 - self.mover;
    }
}

/// Every empty square a queen on `from` reaches over empty squares.
fn ray_ends(cells: &[u8; WIDTH * WIDTH], from: u8) -> impl Iterator<Item = u8> + '_ {
    DIRECTIONS.iter().flat_map(move |&d| {
        let mut at = from as isize;
        std::iter::from_fn(move || {
            at += d;
            (cells[at as usize] == EMPTY).then_some(at as u8)
        })
    })
}

/// How many empty squares a queen on `from` reaches.
fn reach(cells: &[u8; WIDTH * WIDTH], from: u8) -> u64 {
    let mut count = 0;
    for d in DIRECTIONS {
        let mut at = from as isize + d;
        while cells[at as usize] == EMPTY {
            count += 1;
            at += d;
        }
    }
    count
}

fn index(file: usize, rank: usize) -> usize {
    (rank + 1) * WIDTH + file + 1
}

fn cell_name(square: u8) -> String {
    let (file, rank) = (square as usize % WIDTH - 1, square as usize / WIDTH - 1);
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn parse_cell(name: &str) -> u8 {
    let mut chars = name.chars();
    let file = chars.next().map_or(usize::MAX, |c| (c as usize).wrapping_sub('a' as usize));
    let rank = chars.as_str().parse::<usize>().map_or(usize::MAX, |r| r.wrapping_sub(1));
    assert!(file < SIZE && rank < SIZE, "`{name}` is not a cell");
    index(file, rank) as u8
}

#[cfg(test)]
mod tests;

//! An independent referee for Abalone (Michel Lalet and Laurent Lévi, 1987) on its hexagonal
//! board of side 5 (61 cells), written from the rules alone to hold yon's engine to it.
//!
//! A move is a line of one, two or three of the mover's marbles moved one cell. Inline, along
//! the line: the cell in front must be empty, or hold a shorter line of enemy marbles (2 push
//! 1, 3 push 1 or 2: sumito) followed by an empty cell or the edge, the last one then going
//! off the board; the mover's own marbles are never pushed, nor moved off. Broadside, across
//! the line (two or three marbles): every cell they move to must be empty. Pushing six enemy
//! marbles off wins. Black moves first. A player with no move loses (it never happens in play).
//!
//! Cells are axial (q, r) with q, r in 0..=8 and 4 <= q + r <= 12, named as yon names a hex
//! board: the file letter is q, the rank r + 1. An inline move is named by its rear marble
//! (`e1-e2`); a broadside by its two end marbles and where the first goes (`e1:g1-e2`).
#![allow(dead_code)]

pub(crate) const SIDE: i32 = 9;
const RADIUS: i32 = 4;
pub(crate) const EMPTY: u8 = 0;
/// Black (moves first, ranks 1–3 at the start) and white (ranks 7–9).
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;
/// The six directions as (q, r) steps: e, ne, nw, w, sw, se. The first three are the axes.
const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];
/// Marbles a player has at the start, and how many left lose (six pushed off).
const MARBLES: u32 = 14;
const LOSING: u32 = 8;

/// A game of Abalone: black (player 0) moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Abalone {
    /// EMPTY, BLACK or WHITE per (q, r), index `r * 9 + q`; cells off the hexagon stay EMPTY.
    cells: [u8; 81],
    /// The player to move: 0 black, 1 white.
    mover: usize,
    /// Whether broadside moves are played (the standard game); without them, only inline moves.
    pub broadside: bool,
    result: Option<Option<usize>>,
}

/// One move: the marbles' cells, and the direction index they all move in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub marbles: Vec<(i32, i32)>,
    pub dir: usize,
    /// Whether it is inline (the marbles' line along `dir`).
    pub inline: bool,
}

pub(crate) fn on_board((q, r): (i32, i32)) -> bool {
    (0..SIDE).contains(&q) && (0..SIDE).contains(&r) && (RADIUS..=3 * RADIUS).contains(&(q + r))
}

pub(crate) fn name((q, r): (i32, i32)) -> String {
    format!("{}{}", (b'a' + q as u8) as char, r + 1)
}

pub(crate) fn cell(name: &str) -> (i32, i32) {
    let q = i32::from(name.as_bytes()[0] - b'a');
    let r: i32 = name[1..].parse().expect("a rank");
    (q, r - 1)
}

fn step((q, r): (i32, i32), dir: usize) -> (i32, i32) {
    (q + DIRECTIONS[dir].0, r + DIRECTIONS[dir].1)
}

impl Abalone {
    /// The standard opening: black on ranks 1 and 2 and the middle three of rank 3, white the
    /// same from the other side.
    pub fn new() -> Abalone {
        let mut black = Vec::new();
        for q in 4..=8 {
            black.push((q, 0));
        }
        for q in 3..=8 {
            black.push((q, 1));
        }
        for q in 4..=6 {
            black.push((q, 2));
        }
        // White's cells: black's turned half a turn round the centre (4, 4).
        let white: Vec<(i32, i32)> = black.iter().map(|&(q, r)| (8 - q, 8 - r)).collect();
        Abalone::from_cells(&black, &white, 0)
    }

    /// The standard opening, played with inline moves only.
    pub fn inline_only() -> Abalone {
        Abalone { broadside: false, ..Abalone::new() }
    }

    pub fn from_cells(black: &[(i32, i32)], white: &[(i32, i32)], mover: usize) -> Abalone {
        let mut cells = [EMPTY; 81];
        for &c in black {
            assert!(on_board(c), "{c:?} is on the board");
            cells[(c.1 * SIDE + c.0) as usize] = BLACK;
        }
        for &c in white {
            assert!(on_board(c), "{c:?} is on the board");
            cells[(c.1 * SIDE + c.0) as usize] = WHITE;
        }
        Abalone { cells, mover, broadside: true, result: None }
    }

    pub fn at(&self, c: (i32, i32)) -> u8 {
        self.cells[(c.1 * SIDE + c.0) as usize]
    }

    fn put(&mut self, c: (i32, i32), what: u8) {
        self.cells[(c.1 * SIDE + c.0) as usize] = what;
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        self.mover
    }

    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// How many marbles the player (0 black, 1 white) has on the board.
    pub fn marbles(&self, player: usize) -> u32 {
        let colour = [BLACK, WHITE][player];
        self.cells.iter().filter(|&&c| c == colour).count() as u32
    }

    /// Every legal move of the player to move.
    pub fn moves(&self) -> Vec<Move> {
        let own = [BLACK, WHITE][self.mover];
        let mut moves = Vec::new();
        for r in 0..SIDE {
            for q in 0..SIDE {
                let rear = (q, r);
                if !on_board(rear) || self.at(rear) != own {
                    continue;
                }
                for dir in 0..6 {
                    if let Some(m) = self.inline(rear, dir) {
                        moves.push(m);
                    }
                }
                if self.broadside {
                    moves.extend(self.broadsides(rear));
                }
            }
        }
        moves
    }

    /// The inline move whose rear marble is `rear`, moving along `dir`, if it is legal.
    fn inline(&self, rear: (i32, i32), dir: usize) -> Option<Move> {
        let own = self.at(rear);
        let mut marbles = vec![rear];
        let mut front = step(rear, dir);
        while on_board(front) && self.at(front) == own {
            marbles.push(front);
            front = step(front, dir);
        }
        if marbles.len() > 3 || !on_board(front) {
            return None; // four in a row may not move; the mover's own marble would fall off
        }
        if self.at(front) != EMPTY {
            // Sumito: count the enemy line, which must be shorter and followed by space or edge.
            let mut pushed = 0;
            let mut beyond = front;
            while on_board(beyond) && self.at(beyond) != EMPTY && self.at(beyond) != own {
                pushed += 1;
                beyond = step(beyond, dir);
            }
            if pushed >= marbles.len() || (on_board(beyond) && self.at(beyond) != EMPTY) {
                return None;
            }
        }
        Some(Move { marbles, dir, inline: true })
    }

    /// The broadside moves of the lines of two or three marbles that start at `first`.
    fn broadsides(&self, first: (i32, i32)) -> Vec<Move> {
        let own = self.at(first);
        let mut moves = Vec::new();
        for axis in 0..3 {
            let mut marbles = vec![first];
            for _ in 0..2 {
                let next = step(*marbles.last().expect("one"), axis);
                if !on_board(next) || self.at(next) != own {
                    break;
                }
                marbles.push(next);
                for dir in (0..6).filter(|&d| d % 3 != axis) {
                    let clear =
                        marbles.iter().all(|&m| on_board(step(m, dir)) && self.at(step(m, dir)) == EMPTY);
                    if clear {
                        moves.push(Move { marbles: marbles.clone(), dir, inline: false });
                    }
                }
            }
        }
        moves
    }

    /// The move's name: the rear marble's step for an inline move, `first:last-to` broadside.
    pub fn notation(&self, m: &Move) -> String {
        let rear = m.marbles[0];
        if m.inline {
            return format!("{}-{}", name(rear), name(step(rear, m.dir)));
        }
        let last = *m.marbles.last().expect("marbles");
        format!("{}:{}-{}", name(rear), name(last), name(step(rear, m.dir)))
    }

    /// Plays a legal move: for an inline one, the whole line from the rear marble to the first
    /// empty cell moves one cell on, the marble pushed over the edge (if any) gone.
    pub fn apply(&mut self, m: &Move) {
        if m.inline {
            let mut line = vec![m.marbles[0]];
            let mut next = step(m.marbles[0], m.dir);
            while on_board(next) && self.at(next) != EMPTY {
                line.push(next);
                next = step(next, m.dir);
            }
            for &c in line.iter().rev() {
                let to = step(c, m.dir);
                if on_board(to) {
                    self.put(to, self.at(c));
                }
                self.put(c, EMPTY);
            }
        } else {
            let own = self.at(m.marbles[0]);
            for &c in &m.marbles {
                self.put(c, EMPTY);
            }
            for &c in &m.marbles {
                self.put(step(c, m.dir), own);
            }
        }
        let enemy = 1 - self.mover;
        if self.marbles(enemy) <= LOSING {
            self.result = Some(Some(self.mover));
            return;
        }
        self.mover = enemy;
        if self.moves().is_empty() {
            self.result = Some(Some(1 - self.mover));
        }
    }

    /// Each legal move as a turn of one action.
    pub fn turns(&self) -> Vec<Vec<String>> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut turns: Vec<Vec<String>> = self.moves().iter().map(|m| vec![self.notation(m)]).collect();
        turns.sort();
        turns
    }

    pub fn play(&mut self, turn: &[String]) {
        let wanted = &turn[0];
        let chosen = self.moves().into_iter().find(|m| &self.notation(m) == wanted);
        let chosen = chosen.unwrap_or_else(|| panic!("{wanted} is not legal"));
        self.apply(&chosen);
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.result.is_some() {
            return 0;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| {
                let mut next = *self;
                next.apply(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}

impl Default for Abalone {
    fn default() -> Self {
        Abalone::new()
    }
}

/// How many marbles each side starts with (the win counts six of them off).
pub const fn marbles_at_start() -> u32 {
    MARBLES
}

#[cfg(test)]
mod tests;

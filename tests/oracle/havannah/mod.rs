//! An independent referee for Havannah: a hexagonal board of side `base`, two players placing a
//! stone each turn; a player wins with a ring (a chain that encloses at least one cell, empty or
//! not), a bridge (a chain joining two corners) or a fork (a chain joining three sides, corners
//! not counted as sides). Written from the rules alone, to hold yon's engine to it once rings
//! are written.
#![allow(dead_code)]

/// Axial coordinates: a cell is (q, r), with s = -q - r, and the board the cells where none of
/// the three is further than `base - 1` from 0.
pub type Cell = (i8, i8);

const NEIGHBOURS: [Cell; 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Win {
    Ring,
    Bridge,
    Fork,
}

#[derive(Clone, Debug)]
pub struct Havannah {
    radius: i8,
    /// The owner of each cell (0 or 1), indexed as `cells`.
    stones: Vec<Option<u8>>,
    cells: Vec<Cell>,
    to_move: u8,
    pub winner: Option<(u8, Win)>,
}

impl Havannah {
    pub fn new(base: i8) -> Havannah {
        let radius = base - 1;
        let mut cells = Vec::new();
        for q in -radius..=radius {
            for r in -radius..=radius {
                if (q + r).abs() <= radius {
                    cells.push((q, r));
                }
            }
        }
        Havannah { radius, stones: vec![None; cells.len()], cells, to_move: 0, winner: None }
    }

    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        self.cells.iter().position(|&c| c == cell)
    }

    fn neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        NEIGHBOURS.iter().map(move |&(dq, dr)| (cell.0 + dq, cell.1 + dr)).filter(|&c| self.on_board(c))
    }

    fn on_board(&self, (q, r): Cell) -> bool {
        q.abs() <= self.radius && r.abs() <= self.radius && (q + r).abs() <= self.radius
    }

    /// Which of the six corners a cell is, if it is one.
    fn corner(&self, (q, r): Cell) -> Option<usize> {
        let s = -q - r;
        let at_edge = [q.abs(), r.abs(), s.abs()].iter().filter(|&&x| x == self.radius).count();
        // Named by the signs of its three coordinates, which differ from corner to corner.
        let sign = |x: i8| (x.signum() + 1) as usize;
        (at_edge == 2).then(|| sign(q) * 9 + sign(r) * 3 + sign(s))
    }

    /// Which of the six sides a cell is on, if it is on one and not a corner.
    fn side(&self, (q, r): Cell) -> Option<usize> {
        if self.corner((q, r)).is_some() {
            return None;
        }
        let s = -q - r;
        [q, r, s]
            .iter()
            .enumerate()
            .find(|(_, x)| x.abs() == self.radius)
            .map(|(axis, &x)| axis * 2 + usize::from(x > 0))
    }

    /// Puts a stone of `player` on a cell, for scenarios (no turn, no result).
    pub fn set(&mut self, cell: Cell, player: u8) {
        let index = self.index(cell).expect("a cell of the board");
        self.stones[index] = Some(player);
    }

    /// Places a stone for the player to move; the game ends when it makes a winning chain.
    pub fn place(&mut self, cell: Cell) {
        let index = self.index(cell).expect("a cell of the board");
        assert!(self.stones[index].is_none() && self.winner.is_none(), "{cell:?} cannot be played");
        self.stones[index] = Some(self.to_move);
        if let Some(win) = self.win(cell) {
            self.winner = Some((self.to_move, win));
        }
        self.to_move = 1 - self.to_move;
    }

    /// The win the chain through `cell` makes, if any: ring first, then bridge, then fork.
    pub fn win(&self, cell: Cell) -> Option<Win> {
        let player = self.stones[self.index(cell)?]?;
        let chain = self.flood(cell, |stone| stone == Some(player));
        if self.encloses(player) {
            return Some(Win::Ring);
        }
        let corners: std::collections::HashSet<usize> =
            chain.iter().filter_map(|&c| self.corner(c)).collect();
        let sides: std::collections::HashSet<usize> = chain.iter().filter_map(|&c| self.side(c)).collect();
        if corners.len() >= 2 {
            Some(Win::Bridge)
        } else if sides.len() >= 3 {
            Some(Win::Fork)
        } else {
            None
        }
    }

    /// Whether the player's stones enclose a cell, so they make a ring: a cell not the player's
    /// that cannot reach the edge of the board through cells not the player's, or one of the
    /// player's inside a loop of them (a loop filled with own stones has such a cell).
    fn encloses(&self, player: u8) -> bool {
        let open = |stone: Option<u8>| stone != Some(player);
        let mut reached = vec![false; self.cells.len()];
        for (i, &cell) in self.cells.iter().enumerate() {
            let on_edge = self.neighbours(cell).count() < 6;
            if on_edge && open(self.stones[i]) && !reached[i] {
                for c in self.flood(cell, open) {
                    reached[self.index(c).expect("a cell")] = true;
                }
            }
        }
        let hole = (0..self.cells.len()).any(|i| open(self.stones[i]) && !reached[i]);
        // A cell of the player's is enclosed too when its six neighbours are all the player's:
        // they are a loop around it ("whether or by whom it is occupied" does not matter).
        hole || self.cells.iter().enumerate().any(|(i, &cell)| {
            self.stones[i] == Some(player)
                && self.neighbours(cell).count() == 6
                && self.neighbours(cell).all(|n| self.index(n).and_then(|j| self.stones[j]) == Some(player))
        })
    }

    /// The cells joined to `from` through cells whose stone passes `keep`.
    fn flood(&self, from: Cell, keep: impl Fn(Option<u8>) -> bool) -> Vec<Cell> {
        let mut seen = vec![false; self.cells.len()];
        let mut stack = vec![from];
        let mut out = Vec::new();
        seen[self.index(from).expect("a cell")] = true;
        while let Some(cell) = stack.pop() {
            out.push(cell);
            for next in self.neighbours(cell) {
                let i = self.index(next).expect("a cell");
                if !seen[i] && keep(self.stones[i]) {
                    seen[i] = true;
                    stack.push(next);
                }
            }
        }
        out
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.winner.is_some() {
            return 0;
        }
        let empty: Vec<Cell> =
            (0..self.cells.len()).filter(|&i| self.stones[i].is_none()).map(|i| self.cells[i]).collect();
        if depth == 1 {
            return empty.len() as u64;
        }
        empty
            .iter()
            .map(|&cell| {
                let mut next = self.clone();
                next.place(cell);
                next.perft(depth - 1)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests;

//! Seeds: the compiled state of sowing games — the seeds each cell starts with, whether
//! players keep a score, and the tracks seeds are sown along (each cell's next and previous
//! cell on it).

use super::geometry::{Cell, NO_CELL};

/// What a game of seeds and scores declares; empty (and free) in every other game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sowing {
    /// The seeds on each cell at the start, a count per cell; empty when the game has none.
    pub seeds: Vec<u32>,
    /// Whether some rule reads or changes a player's `score`.
    pub scores: bool,
    pub tracks: Vec<Track>,
}

/// `track NAME: CELL …`: cells in sowing order, the last followed by the first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Track {
    pub name: String,
    /// The cells in order.
    pub cells: Vec<Cell>,
    /// Per cell of the board, the cell after it on the track (`NO_CELL` off the track).
    pub next: Vec<Cell>,
    /// Per cell of the board, the cell before it on the track (`NO_CELL` off the track).
    pub previous: Vec<Cell>,
}

impl Track {
    /// The track through `cells` in order, on a board of `board` cells.
    pub fn new(name: &str, cells: Vec<Cell>, board: usize) -> Track {
        let mut next = vec![NO_CELL; board];
        let mut previous = vec![NO_CELL; board];
        for (i, &cell) in cells.iter().enumerate() {
            let after = cells[(i + 1) % cells.len()];
            next[cell as usize] = after;
            previous[after as usize] = cell;
        }
        Track { name: name.to_string(), cells, next, previous }
    }
}

impl Sowing {
    /// Whether the game has seeds on its cells.
    pub fn has_seeds(&self) -> bool {
        !self.seeds.is_empty()
    }
}

/// Where the last of `count` seeds falls, sown from `from` along `track` one a cell, past
/// the cells `skipped` says (the cell sown from only with `skip_origin`); `NO_CELL` when
/// the cell is off the track or every cell is skipped.
pub fn last_sown(
    track: &Track,
    from: Cell,
    count: u32,
    skip_origin: bool,
    skipped: impl Fn(Cell) -> bool,
) -> Cell {
    let mut at = from;
    let mut left = count;
    // A lap on which no cell takes a seed would go round for ever.
    let mut idle = 0;
    while left > 0 {
        at = track.next[at as usize];
        if at == NO_CELL || idle > track.cells.len() {
            return NO_CELL;
        }
        if (skip_origin && at == from) || skipped(at) {
            idle += 1;
            continue;
        }
        idle = 0;
        left -= 1;
    }
    at
}

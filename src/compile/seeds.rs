//! Seeds: the compiled state of sowing games — the seeds each cell starts with, whether
//! players keep a score, and the tracks seeds are sown along (each cell's next and previous
//! cell on it).

use super::actions::Motion;
use super::geometry::{Cell, NO_CELL};
use super::rules::{EMPTY, PerContext, Rules};

/// What a game of seeds and scores declares; empty (and free) in every other game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sowing {
    /// The seeds on each cell at the start, a count per cell; empty when the game has none.
    pub seeds: Vec<u32>,
    /// Whether some rule reads or changes a player's `score`.
    pub scores: bool,
    pub tracks: Vec<Track>,
    /// Per action rule, for a sowing past a fixed set of cells (or none), where each cell's
    /// seeds fall in each context (`None`: they are found by a walk).
    pub laps: Vec<Option<PerContext<Laps>>>,
}

/// The cells that take a seed, in order, when each cell of a track is sown past a fixed set
/// of cells: the last seed's cell is then read off, not walked to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Laps {
    /// `order[start[c]..start[c + 1]]`: one lap of the cells sown from cell `c`.
    start: Vec<u32>,
    order: Vec<Cell>,
}

impl Laps {
    /// The laps of `track` past the cells `skipped` says (and, with `skip_origin`, the cell
    /// sown from); `None` if a walk round the track does not come back where it began.
    pub fn new(track: &Track, skip_origin: bool, skipped: impl Fn(Cell) -> bool) -> Option<Laps> {
        let (mut start, mut order) = (Vec::with_capacity(track.next.len() + 1), Vec::new());
        for from in 0..track.next.len() as Cell {
            start.push(u32::try_from(order.len()).ok()?);
            if track.next[from as usize] == NO_CELL {
                continue;
            }
            let mut at = from;
            for _ in 0..track.cells.len() {
                at = track.next[at as usize];
                if !((skip_origin && at == from) || skipped(at)) {
                    order.push(at);
                }
                if at == from || at == NO_CELL {
                    break;
                }
            }
            if at != from {
                return None;
            }
        }
        start.push(u32::try_from(order.len()).ok()?);
        Some(Laps { start, order })
    }

    /// The cells sown from `from`, one lap, in order: empty off the track or if every cell is
    /// skipped.
    #[inline]
    pub fn lap(&self, from: Cell) -> &[Cell] {
        let at = |c: usize| self.start[c] as usize;
        &self.order[at(from as usize)..at(from as usize + 1)]
    }

    /// `last_sown`'s answer: where the last of `count` seeds sown from `from` falls.
    #[inline]
    pub fn last(&self, from: Cell, count: u32) -> Cell {
        let lap = self.lap(from);
        match count {
            0 => from,
            _ if lap.is_empty() => NO_CELL,
            _ => lap[(count as usize - 1) % lap.len()],
        }
    }
}

/// `Sowing::laps` of `rules`: for each sowing rule whose skipped cells are a region (read off
/// each cell, never the position), its laps in each context.
pub fn laps(rules: &Rules) -> Vec<Option<PerContext<Laps>>> {
    let tracks = &rules.sowing.tracks;
    let of = |motion: &Motion| {
        let Motion::Sow { from, track, skip_origin, skip } = motion else { return None };
        let track = tracks.get(usize::from(*track))?;
        match skip {
            None => from.iter().map(|_| Laps::new(track, *skip_origin, |_| false)).collect(),
            Some(skip) => skip
                .iter()
                .map(|test| match test.by_class.fixed && !test.is_dynamic() {
                    true => Laps::new(track, *skip_origin, |cell| test.accepts(cell, EMPTY)),
                    false => None,
                })
                .collect(),
        }
    };
    rules.actions.iter().map(|action| of(&action.motion)).collect()
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

#[cfg(test)]
mod tests;

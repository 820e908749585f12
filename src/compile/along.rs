//! Along: the tracks pieces race along (`move along TRACK exactly …`) — each player's cells in
//! order, whether a piece enters from the hand at the start (`off` first) and leaves the board
//! past the end (`off` last), or goes round (no `off`).

use super::geometry::{Cell, NO_CELL};

/// One player's way along a track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The track's name, as written.
    pub name: String,
    /// The cells in order.
    pub cells: Vec<Cell>,
    /// Per cell of the board, its place on the route from 1 (0 off it).
    place: Vec<u16>,
    /// `off` first: a piece in hand enters, one step before the first cell.
    pub enters: bool,
    /// `off` last: a piece leaves the board one step past the last cell.
    pub leaves: bool,
}

/// Where a piece goes along a route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    Cell(Cell),
    /// Past the last cell, exactly one step: off the board.
    Off,
    /// Past the end, or off the route.
    Nowhere,
}

impl Route {
    pub fn new(name: &str, cells: Vec<Cell>, enters: bool, leaves: bool, board: usize) -> Route {
        let mut place = vec![0; board];
        for (i, &cell) in cells.iter().enumerate() {
            place[cell as usize] = i as u16 + 1;
        }
        Route { name: name.to_string(), cells, place, enters, leaves }
    }

    /// A route without `off` at either end goes round: the last cell is followed by the first.
    pub fn is_loop(&self) -> bool {
        !self.enters && !self.leaves
    }

    /// Where a piece on `from` (`NO_CELL`: in hand) lands `steps` steps on; `Off` only one step
    /// past the last cell of a route that leaves the board.
    pub fn landing(&self, from: Cell, steps: u32) -> Landing {
        if steps == 0 || self.cells.is_empty() {
            return Landing::Nowhere;
        }
        let at = match from {
            NO_CELL if self.enters => 0,
            NO_CELL => return Landing::Nowhere,
            cell => match self.place.get(cell as usize) {
                Some(&0) | None => return Landing::Nowhere,
                Some(&place) => u32::from(place),
            },
        };
        let to = at + steps;
        let len = self.cells.len() as u32;
        if self.is_loop() {
            return Landing::Cell(self.cells[((to - 1) % len) as usize]);
        }
        match to {
            t if t <= len => Landing::Cell(self.cells[t as usize - 1]),
            t if t == len + 1 && self.leaves => Landing::Off,
            _ => Landing::Nowhere,
        }
    }

    /// Whether a piece on `from` goes past the end by more than one step: off only by `or beyond`.
    pub fn overshoots(&self, from: Cell, steps: u32) -> bool {
        let place = self.place_of(from);
        self.leaves && place != 0 && place + steps > self.cells.len() as u32 + 1
    }

    /// The cell's place on the route from 1 (0 off it).
    pub fn place_of(&self, cell: Cell) -> u32 {
        self.place.get(cell as usize).map_or(0, |&p| u32::from(p))
    }

    /// Whether the cell is on the route.
    pub fn contains(&self, cell: Cell) -> bool {
        self.place.get(cell as usize).is_some_and(|&p| p != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_enters_from_the_hand_and_leaves_by_an_exact_count() {
        let route = Route::new("way", vec![4, 5, 6], true, true, 8);
        assert_eq!(route.landing(NO_CELL, 1), Landing::Cell(4));
        assert_eq!(route.landing(4, 2), Landing::Cell(6));
        assert_eq!(route.landing(5, 2), Landing::Off);
        assert_eq!(route.landing(5, 3), Landing::Nowhere);
        assert_eq!(route.landing(7, 1), Landing::Nowhere, "off the route");
        assert_eq!(route.landing(4, 0), Landing::Nowhere);
        assert!(route.overshoots(5, 3) && !route.overshoots(5, 2) && !route.overshoots(7, 5));
    }

    #[test]
    fn a_route_without_off_goes_round() {
        let route = Route::new("round", vec![0, 1, 2], false, false, 3);
        assert_eq!(route.landing(2, 2), Landing::Cell(1));
        assert_eq!(route.landing(NO_CELL, 1), Landing::Nowhere);
    }
}

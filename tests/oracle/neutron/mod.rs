//! An independent referee for Neutron (Robert A. Kraus, 1978) on its 5 × 5 board: five soldiers
//! a side on the home rows, the neutron in the centre. A turn slides the neutron, then one of the
//! mover's soldiers, each like a chess queen and as far as it can go; the first player's first
//! turn is a soldier's slide alone. The neutron on a home row wins for that row's player, at
//! once; a player who cannot slide the neutron, or then a soldier, loses. Written from the rules
//! alone to hold yon's engine to it.
#![allow(dead_code)]

const SIZE: usize = 5;
const EMPTY: u8 = 0;
/// White's soldiers (rank 1, moves first), black's (rank 5) and the neutron.
const WHITE: u8 = 1;
const BLACK: u8 = 2;
const NEUTRON: u8 = 3;
/// The eight queen directions as (file, rank) steps.
const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// A game of Neutron: white (0) moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Neutron {
    /// EMPTY, WHITE, BLACK or NEUTRON per cell, index `rank * 5 + file` (a1 = 0).
    cells: [u8; SIZE * SIZE],
    /// How many turns have been played.
    turns: u32,
    result: Option<Option<usize>>,
}

/// One slide: from a cell to where it stops.
type Slide = (usize, usize);

impl Neutron {
    pub fn new() -> Neutron {
        let mut cells = [EMPTY; SIZE * SIZE];
        for file in 0..SIZE {
            cells[file] = WHITE;
            cells[(SIZE - 1) * SIZE + file] = BLACK;
        }
        cells[2 * SIZE + 2] = NEUTRON;
        Neutron { cells, turns: 0, result: None }
    }

    #[allow(clippy::wrong_self_convention, reason = "the oracle contract takes &self")]
    pub fn to_move(&self) -> usize {
        (self.turns % 2) as usize
    }

    /// None while the game goes on; Some(Some(p)) once p has won (there are no draws).
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// Where a piece on `from` may slide: in each direction, as far as the empty cells go.
    fn slides_from(&self, from: usize) -> Vec<Slide> {
        let (file, rank) = ((from % SIZE) as i8, (from / SIZE) as i8);
        let mut slides = Vec::new();
        for (df, dr) in DIRECTIONS {
            let (mut f, mut r) = (file, rank);
            let mut stop = None;
            loop {
                let (nf, nr) = (f + df, r + dr);
                if !(0..SIZE as i8).contains(&nf) || !(0..SIZE as i8).contains(&nr) {
                    break;
                }
                if self.cells[nr as usize * SIZE + nf as usize] != EMPTY {
                    break;
                }
                (f, r) = (nf, nr);
                stop = Some(r as usize * SIZE + f as usize);
            }
            slides.extend(stop.map(|to| (from, to)));
        }
        slides
    }

    /// The slides of every piece of `what`.
    fn slides_of(&self, what: u8) -> Vec<Slide> {
        (0..SIZE * SIZE).filter(|&c| self.cells[c] == what).flat_map(|c| self.slides_from(c)).collect()
    }

    fn soldier(&self) -> u8 {
        if self.to_move() == 0 { WHITE } else { BLACK }
    }

    /// Who wins with the neutron where it stands: rank 1 is white's home, rank 5 black's.
    fn home_winner(&self) -> Option<usize> {
        let at = self.cells.iter().position(|&c| c == NEUTRON).expect("the neutron is on the board");
        match at / SIZE {
            0 => Some(0),
            r if r == SIZE - 1 => Some(1),
            _ => None,
        }
    }

    fn slide(&mut self, (from, to): Slide) {
        self.cells[to] = self.cells[from];
        self.cells[from] = EMPTY;
    }

    /// Every legal turn as its slides, in no particular order; none once the game is over. A
    /// turn that ends the game after the neutron's slide (home, or no soldier can then move)
    /// is that slide alone.
    fn legal(&self) -> Vec<Vec<Slide>> {
        if self.result.is_some() {
            return Vec::new();
        }
        if self.turns == 0 {
            return self.slides_of(self.soldier()).into_iter().map(|s| vec![s]).collect();
        }
        let mut turns = Vec::new();
        for neutron in self.slides_of(NEUTRON) {
            let mut after = *self;
            after.slide(neutron);
            let soldiers = after.slides_of(self.soldier());
            if after.home_winner().is_some() || soldiers.is_empty() {
                turns.push(vec![neutron]);
            } else {
                turns.extend(soldiers.into_iter().map(|s| vec![neutron, s]));
            }
        }
        turns
    }

    /// Plays a turn's slides and settles the result: the neutron home, or the next player
    /// unable to act (either at once, or after a neutron slide that leaves no soldier a move).
    fn apply(&mut self, turn: &[Slide]) {
        let mover = self.to_move();
        for &slide in turn {
            self.slide(slide);
        }
        if let Some(winner) = self.home_winner() {
            self.result = Some(Some(winner));
            return;
        }
        if turn.len() == 1 && self.turns > 0 {
            // The neutron moved and no soldier of the mover's could follow: the mover loses.
            self.result = Some(Some(1 - mover));
            return;
        }
        self.turns += 1;
        if self.legal().is_empty() {
            self.result = Some(Some(mover));
        }
    }

    fn name(cell: usize) -> String {
        format!("{}{}", (b'a' + (cell % SIZE) as u8) as char, cell / SIZE + 1)
    }

    fn notation(turn: &[Slide]) -> Vec<String> {
        turn.iter().map(|&(from, to)| format!("{}-{}", Self::name(from), Self::name(to))).collect()
    }

    /// Every legal turn, sorted; empty exactly when the game is over.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns: Vec<Vec<String>> = self.legal().iter().map(|t| Self::notation(t)).collect();
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let found = self.legal().into_iter().find(|candidate| Self::notation(candidate) == turn);
        let turn = found.unwrap_or_else(|| panic!("{turn:?} is not a legal turn; legal: {:?}", self.turns()));
        self.apply(&turn);
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
            .iter()
            .map(|turn| {
                let mut child = *self;
                child.apply(turn);
                child.perft(depth - 1)
            })
            .sum()
    }

    /// The number of sequences of `depth` single slides from here (each slide its own ply, a
    /// turn that ends the game after the neutron's slide being that slide alone).
    pub fn perft_slides(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        // The first slide of each turn, then the rest of it.
        let mut firsts: Vec<Slide> = self.legal().iter().map(|t| t[0]).collect();
        firsts.sort();
        firsts.dedup();
        firsts
            .into_iter()
            .map(|first| {
                let rest: Vec<Vec<Slide>> = self.legal().into_iter().filter(|t| t[0] == first).collect();
                if rest.len() == 1 && rest[0].len() == 1 {
                    let mut child = *self;
                    child.apply(&rest[0]);
                    return child.perft_slides(depth - 1);
                }
                if depth == 1 {
                    return 1;
                }
                rest.iter()
                    .map(|turn| {
                        let mut child = *self;
                        child.apply(turn);
                        child.perft_slides(depth - 2)
                    })
                    .sum()
            })
            .sum()
    }

    /// What stands on `cell` (e.g. `c3`): `Some(0)` white, `Some(1)` black, `Some(2)` the
    /// neutron, `None` nothing.
    pub fn at(&self, cell: &str) -> Option<usize> {
        let bytes = cell.as_bytes();
        let index = usize::from(bytes[1] - b'1') * SIZE + usize::from(bytes[0] - b'a');
        match self.cells[index] {
            EMPTY => None,
            piece => Some(usize::from(piece - 1)),
        }
    }

    /// A position from a picture of the board, rank 5 first: `W`, `B`, `N`, `.`; `turns` turns
    /// played (odd: black to move).
    pub fn from_rows(rows: &[&str; SIZE], turns: u32) -> Neutron {
        let mut cells = [EMPTY; SIZE * SIZE];
        for (i, row) in rows.iter().enumerate() {
            for (file, c) in row.chars().filter(|c| !c.is_whitespace()).enumerate() {
                cells[(SIZE - 1 - i) * SIZE + file] = match c {
                    'W' => WHITE,
                    'B' => BLACK,
                    'N' => NEUTRON,
                    _ => EMPTY,
                };
            }
        }
        Neutron { cells, turns, result: None }
    }
}

#[cfg(test)]
mod tests;

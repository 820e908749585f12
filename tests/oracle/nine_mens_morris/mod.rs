//! An independent referee for Nine Men's Morris (placing, moving, flying with three men, mills
//! that remove an enemy man), written from the rules alone to hold yon's engine to it.
#![allow(dead_code)]

use std::sync::OnceLock;

/// The 24 spots; a spot's index in this list is its bit in the sets of men.
const SPOTS: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5", "d5",
    "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

/// The 16 lines of three spots: a mill is three men of one player on one of them.
const LINES: [[&str; 3]; 16] = [
    ["a1", "d1", "g1"],
    ["b2", "d2", "f2"],
    ["c3", "d3", "e3"],
    ["a4", "b4", "c4"],
    ["e4", "f4", "g4"],
    ["c5", "d5", "e5"],
    ["b6", "d6", "f6"],
    ["a7", "d7", "g7"],
    ["a1", "a4", "a7"],
    ["b2", "b4", "b6"],
    ["c3", "c4", "c5"],
    ["d1", "d2", "d3"],
    ["d5", "d6", "d7"],
    ["e3", "e4", "e5"],
    ["f2", "f4", "f6"],
    ["g1", "g4", "g7"],
];

const MEN: u8 = 9;
const ALL_SPOTS: u32 = (1 << 24) - 1;

/// The lines and neighbours as sets of spots, worked out once from the lists above.
struct Tables {
    lines: [u32; 16],
    /// The two lines through each spot.
    lines_through: [[u32; 2]; 24],
    /// The spots next to each spot along a line.
    adjacent: [u32; 24],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut tables = Tables { lines: [0; 16], lines_through: [[0; 2]; 24], adjacent: [0; 24] };
        let mut through = [0usize; 24];
        for (i, line) in LINES.iter().enumerate() {
            let spots = line.map(spot_index);
            tables.lines[i] = spots.iter().map(|&s| 1u32 << s).sum();
            for &s in &spots {
                tables.lines_through[s][through[s]] = tables.lines[i];
                through[s] += 1;
            }
            for pair in spots.windows(2) {
                tables.adjacent[pair[0]] |= 1 << pair[1];
                tables.adjacent[pair[1]] |= 1 << pair[0];
            }
        }
        assert!(through.iter().all(|&n| n == 2), "every spot is on two lines");
        tables
    })
}

/// A game of Nine Men's Morris: white (0) moves first, then black (1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NineMensMorris {
    /// Each player's men on the board, one bit per spot.
    men: [u32; 2],
    /// The men each player has yet to place.
    hands: [u8; 2],
    mover: usize,
    result: Option<Option<usize>>,
}

/// One turn: a placement (`from` None) or a move, and the enemy man it removes, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    from: Option<u8>,
    to: u8,
    remove: Option<u8>,
}

impl Turn {
    /// `["d2"]`, `["d2-d3"]`, `["a1-d1", "xd2"]`.
    fn notation(self) -> Vec<String> {
        let to = SPOTS[self.to as usize];
        let mut actions = vec![match self.from {
            Some(from) => format!("{}-{to}", SPOTS[from as usize]),
            None => to.to_string(),
        }];
        actions.extend(self.remove.map(|spot| format!("x{}", SPOTS[spot as usize])));
        actions
    }
}

impl Default for NineMensMorris {
    fn default() -> Self {
        Self::new()
    }
}

impl NineMensMorris {
    /// An empty board, nine men in each hand, white to move.
    pub fn new() -> NineMensMorris {
        NineMensMorris { men: [0; 2], hands: [MEN; 2], mover: 0, result: None }
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
        let mut turns: Vec<Vec<String>> = self.legal().into_iter().map(Turn::notation).collect();
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not one of `turns()`.
    pub fn play(&mut self, turn: &[String]) {
        let found = self.legal().into_iter().find(|candidate| candidate.notation() == turn);
        let turn = found.unwrap_or_else(|| panic!("{turn:?} is not a legal turn; legal: {:?}", self.turns()));
        let mover = self.mover;
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

    /// The player whose man stands on `spot` (e.g. `d2`), if any.
    pub fn owner(&self, spot: &str) -> Option<usize> {
        let bit = 1u32 << spot_index(spot);
        (0..2).find(|&p| self.men[p] & bit != 0)
    }

    /// How many men `player` has yet to place.
    pub fn in_hand(&self, player: usize) -> u8 {
        self.hands[player]
    }

    /// How many men `player` has on the board.
    pub fn on_board(&self, player: usize) -> u32 {
        self.men[player].count_ones()
    }

    /// The legal turns in no particular order: none once the game is over, or when the player to
    /// move is down to fewer than three men, which loses at the start of their turn.
    fn legal(&self) -> Vec<Turn> {
        let me = self.mover;
        let mut turns = Vec::new();
        if self.result.is_some() || self.on_board(me) + u32::from(self.hands[me]) < 3 {
            return turns;
        }
        let empty = ALL_SPOTS & !(self.men[0] | self.men[1]);
        if self.hands[me] > 0 {
            for to in spots_of(empty) {
                self.add_with_removals(None, to, &mut turns);
            }
            return turns;
        }
        let flying = self.on_board(me) == 3;
        for from in spots_of(self.men[me]) {
            let targets = if flying { empty } else { tables().adjacent[from as usize] & empty };
            for to in spots_of(targets) {
                self.add_with_removals(Some(from), to, &mut turns);
            }
        }
        turns
    }

    /// Adds the placement or move to `to`, once for each enemy man it may remove if it closes a mill.
    fn add_with_removals(&self, from: Option<u8>, to: u8, turns: &mut Vec<Turn>) {
        let left = from.map_or(0, |f| 1u32 << f);
        let mine = (self.men[self.mover] & !left) | (1 << to);
        let closes_mill = tables().lines_through[to as usize].iter().any(|&line| line & !mine == 0);
        let theirs = self.men[1 - self.mover];
        if !closes_mill || theirs == 0 {
            turns.push(Turn { from, to, remove: None });
            return;
        }
        let outside_mills = theirs & !in_mills(theirs);
        let removable = if outside_mills != 0 { outside_mills } else { theirs };
        turns.extend(spots_of(removable).map(|spot| Turn { from, to, remove: Some(spot) }));
    }

    fn apply(&mut self, turn: Turn) {
        let me = self.mover;
        match turn.from {
            Some(from) => self.men[me] &= !(1 << from),
            None => self.hands[me] -= 1,
        }
        self.men[me] |= 1 << turn.to;
        if let Some(spot) = turn.remove {
            self.men[1 - me] &= !(1 << spot);
        }
        self.mover = 1 - me;
    }
}

/// The men of `set` that stand in a mill of that set.
fn in_mills(set: u32) -> u32 {
    tables().lines.iter().filter(|&&line| set & line == line).fold(0, |all, line| all | line)
}

fn spots_of(mut set: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let spot = set.trailing_zeros() as u8;
            set &= set - 1;
            spot
        })
    })
}

fn spot_index(name: &str) -> usize {
    SPOTS.iter().position(|&s| s == name).unwrap_or_else(|| panic!("`{name}` is not a spot"))
}

#[cfg(test)]
mod tests;

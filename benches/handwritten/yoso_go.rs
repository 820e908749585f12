//! Yoso-Go (RULINGS §6), hand-written: a 25-bit board per player (a spot is `zone * 5 +
//! element`, elements in ring order E W V F A), a table of hops per spot, every legal action
//! listed and one drawn. Shares nothing with yon but its random number generator.

use super::listing::{Listing, MOST_ACTIONS};
use std::sync::LazyLock;

const BOARD: u32 = (1 << 25) - 1;
const ELEMENTS: &str = "EWVFA";
/// The 20 straight lines of four spots.
const LINES: [&str; 20] = [
    "EE EA AE AA",
    "FF FA AF AA",
    "VV VA AV AA",
    "WW WA AW AA",
    "FV FE AV AE",
    "VW VE AW AE",
    "WV WF AV AF",
    "EW EF AW AF",
    "VF VA EF EA",
    "WV WA EV EA",
    "EE EF FE FF",
    "VV VE EV EE",
    "WW WE EW EE",
    "EW EV FW FV",
    "WE WA FE FA",
    "VW VA FW FA",
    "VV VF FV FF",
    "WW WF FW FF",
    "WE WF VE VF",
    "WW WV VW VV",
];
/// Hops a spot has at most: two round its ring and one per line through it.
const MOST_HOPS: usize = 8;
/// `over` of a placement.
const PLACE: u8 = u8::MAX;
/// No element in force: before the first placement.
const NOTHING: u8 = 5;

pub const PERFT: [u64; 6] = [25, 200, 1_480, 10_450, 70_880, 465_820];

static TABLES: LazyLock<Tables> = LazyLock::new(Tables::new);

pub struct Tables {
    /// Per spot, its hops: the spot hopped over and the one landed on.
    hops: [[(u8, u8); MOST_HOPS]; 25],
    counts: [u8; 25],
    /// Each element's spots (one in every zone), and each element's zone; the last of each
    /// is every spot, for when nothing is in force.
    elements: [u32; 6],
    zones: [u32; 6],
}

#[derive(Clone, Copy)]
pub struct Position {
    tokens: [u32; 2],
    mover: usize,
    force: u8,
}

#[derive(Clone, Copy, Default)]
pub struct Action {
    over: u8,
    from: u8,
    to: u8,
}

fn spot(name: &str) -> usize {
    let element = |c| ELEMENTS.find(c).expect("an element letter");
    let mut letters = name.chars();
    let zone = element(letters.next().expect("a zone letter"));
    zone * 5 + element(letters.next().expect("an element letter"))
}

impl Tables {
    fn new() -> Tables {
        let mut t = Tables {
            hops: [[(0, 0); MOST_HOPS]; 25],
            counts: [0; 25],
            elements: [BOARD; 6],
            zones: [BOARD; 6],
        };
        let mut add = |from: usize, over: usize, to: usize| {
            let n = t.counts[from] as usize;
            assert!(
                t.hops[from][..n].iter().all(|&(_, land)| usize::from(land) != to),
                "one hop per landing"
            );
            t.hops[from][n] = (over as u8, to as u8);
            t.counts[from] += 1;
        };
        for zone in 0..5 {
            for e in 0..5 {
                let at = |k: usize| zone * 5 + (e + k) % 5;
                add(at(0), at(1), at(2));
                add(at(0), at(4), at(3));
            }
        }
        for line in LINES {
            let spots: Vec<usize> = line.split(' ').map(spot).collect();
            for i in 0..2 {
                add(spots[i], spots[i + 1], spots[i + 2]);
                add(spots[3 - i], spots[2 - i], spots[1 - i]);
            }
        }
        for e in 0..5 {
            t.elements[e] = (0..5).fold(0, |m, zone| m | 1 << (zone * 5 + e));
            t.zones[e] = 0b11111 << (e * 5);
        }
        t
    }
}

// Room for every action: fewer than 25 placements, and 12 tokens × 8 hops.
const _: () = assert!(25 + 12 * MOST_HOPS <= MOST_ACTIONS);

impl Listing for Position {
    type Action = Action;
    type Tables = Tables;

    fn tables() -> &'static Tables {
        &TABLES
    }

    fn start() -> Position {
        Position { tokens: [0, 0], mover: 0, force: NOTHING }
    }

    #[inline(always)]
    fn legal(&self, t: &Tables, out: &mut [Action; MOST_ACTIONS]) -> usize {
        let (own, enemy) = (self.tokens[self.mover], self.tokens[self.mover ^ 1]);
        let empty = BOARD & !(own | enemy);
        let force = usize::from(self.force);
        let mut n = 0;
        let landings = empty & t.elements[force];
        let mut tokens = own;
        while tokens != 0 {
            let from = tokens.trailing_zeros() as usize;
            tokens &= tokens - 1;
            for &(over, to) in &t.hops[from][..t.counts[from] as usize] {
                if enemy >> over & landings >> to & 1 != 0 {
                    out[n] = Action { over, from: from as u8, to };
                    n += 1;
                }
            }
        }
        let mut spots = empty & (t.elements[force] | t.zones[force]);
        while spots != 0 {
            out[n] = Action { over: PLACE, from: PLACE, to: spots.trailing_zeros() as u8 };
            n += 1;
            spots &= spots - 1;
        }
        n
    }

    /// The game ends when the mover fills a zone (and wins) or fills the board.
    #[inline(always)]
    fn play(&mut self, t: &Tables, action: Action) -> bool {
        let me = self.mover;
        let placed = action.over == PLACE;
        if placed {
            self.tokens[me] |= 1 << action.to;
            self.force = action.to % 5;
        } else {
            self.tokens[me] ^= 1 << action.from | 1 << action.to;
            self.tokens[me ^ 1] &= !(1 << action.over);
        }
        let own = self.tokens[me];
        // A filled zone wins; a placement that fills the board ends the game (won by most zones
        // held, which the count of actions does not need).
        if t.zones[..5].iter().any(|&zone| zone & !own == 0) || (placed && own | self.tokens[me ^ 1] == BOARD)
        {
            return true;
        }
        if placed {
            self.mover ^= 1;
        }
        false
    }
}

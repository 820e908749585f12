//! Go 9×9 as `games/go.game` plays it (Tromp–Taylor: captures first, suicide illegal,
//! positional superko, a pass at any time, two passes in a row end the game, area scoring with
//! 7 of komi), hand-written: a 128-bit board per colour, groups and liberties by shifts, boards
//! remembered by Zobrist hash. A random game draws among the empty cells and the pass, and
//! draws again without a cell that proves illegal, which is uniform over the legal actions.
//! Shares nothing with yon but its random number generator.

use super::{CAP, Rng, nth_bit128};
use std::cell::RefCell;

/// Perft from the start, and after the moves of `tests/perft`'s other Go tables.
pub const PERFT: [u64; 3] = [82, 6_643, 531_522];
pub const TABLES: [(&str, [u64; 3]); 4] = [
    ("d6 e6 c5 d5 d4 f5 g2 e4", [74, 5_403, 389_163]),
    ("e5 b1 e4 a2", [77, 5_930, 444_905]),
    ("d6 e6 c5 d5 d4 f5 g2 e4 e5", [73, 5_330, 383_833]),
    ("c1 b1 b2 a2 a3 e5", [76, 5_626, 416_549]),
];

const SIDE: u32 = 9;
const CELLS: u32 = SIDE * SIDE;
const BOARD: u128 = (1 << CELLS) - 1;
/// Files a and i: a cell is `rank * 9 + file`.
const FILE_A: u128 = BOARD / ((1 << SIDE) - 1);
const FILE_I: u128 = FILE_A << (SIDE - 1);
const KOMI: i32 = 7;

/// Zobrist keys per colour and cell, and the empty board's hash.
static KEYS: [[u64; CELLS as usize]; 2] = keys();
const EMPTY: u64 = 0x9e37_79b9_7f4a_7c15;

const fn keys() -> [[u64; CELLS as usize]; 2] {
    let (mut keys, mut x, mut i) = ([[0; CELLS as usize]; 2], 1u64, 0);
    while i < 2 * CELLS as usize {
        // splitmix64
        x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        keys[i / CELLS as usize][i % CELLS as usize] = z ^ (z >> 31);
        i += 1;
    }
    keys
}

#[inline(always)]
fn neighbours(s: u128) -> u128 {
    ((s << 1) & !FILE_A | (s >> 1) & !FILE_I | s << SIDE | s >> SIDE) & BOARD
}

/// The group of `stones` that holds `seed`.
#[inline(always)]
fn group(seed: u128, stones: u128) -> u128 {
    let mut g = seed;
    loop {
        let grown = (g | neighbours(g)) & stones;
        if grown == g {
            return g;
        }
        g = grown;
    }
}

#[derive(Clone, Copy)]
pub struct Position {
    stones: [u128; 2],
    mover: usize,
    passes: u8,
    hash: u64,
}

impl Position {
    pub fn start() -> Position {
        Position { stones: [0, 0], mover: 0, passes: 0, hash: EMPTY }
    }

    fn empty(&self) -> u128 {
        BOARD & !(self.stones[0] | self.stones[1])
    }

    /// The mover's stone on empty `at`, with the enemy groups it leaves without a liberty
    /// taken; `None` if its own group then has none (suicide). Superko is the caller's.
    #[inline(always)]
    fn place(&self, at: u32) -> Option<Position> {
        let (me, stone) = (self.mover, 1u128 << at);
        let own = self.stones[me] | stone;
        let mut enemy = self.stones[me ^ 1];
        let mut hash = self.hash ^ KEYS[me][at as usize];
        let empty = BOARD & !(own | enemy);
        let mut around = neighbours(stone) & enemy;
        let mut taken = false;
        while around != 0 {
            let g = group(around & around.wrapping_neg(), enemy);
            around &= !g;
            if neighbours(g) & empty == 0 {
                enemy &= !g;
                taken = true;
                let mut cells = g;
                while cells != 0 {
                    hash ^= KEYS[me ^ 1][cells.trailing_zeros() as usize];
                    cells &= cells - 1;
                }
            }
        }
        let empty = BOARD & !(own | enemy);
        if !taken && neighbours(stone) & empty == 0 && neighbours(group(stone, own)) & empty == 0 {
            return None;
        }
        let mut stones = [0; 2];
        (stones[me], stones[me ^ 1]) = (own, enemy);
        Some(Position { stones, mover: me ^ 1, passes: 0, hash })
    }

    /// Passes; returns whether the game ended (two passes in a row).
    fn pass(&mut self) -> bool {
        self.mover ^= 1;
        self.passes += 1;
        self.passes >= 2
    }

    /// Black's area less white's and komi: stones, and the empty regions that reach only
    /// one colour.
    fn score(&self) -> i32 {
        let mut area = [self.stones[0].count_ones() as i32, self.stones[1].count_ones() as i32];
        let mut empty = self.empty();
        while empty != 0 {
            let region = group(empty & empty.wrapping_neg(), empty);
            empty &= !region;
            let rim = neighbours(region);
            match (rim & self.stones[0] != 0, rim & self.stones[1] != 0) {
                (true, false) => area[0] += region.count_ones() as i32,
                (false, true) => area[1] += region.count_ones() as i32,
                _ => {}
            }
        }
        area[0] - area[1] - KOMI
    }
}

/// perft after `moves` (cells such as `d6`, all placements).
pub fn perft_after(moves: &str, depth: u32) -> u64 {
    let mut p = Position::start();
    let mut seen = vec![p.hash];
    for name in moves.split_whitespace() {
        let bytes = name.as_bytes();
        let at = u32::from(bytes[0] - b'a') + (name[1..].parse::<u32>().expect("a rank") - 1) * SIDE;
        p = p.place(at).filter(|next| !seen.contains(&next.hash)).expect("a legal move");
        seen.push(p.hash);
    }
    perft(&p, &mut seen, depth)
}

fn perft(p: &Position, seen: &mut Vec<u64>, depth: u32) -> u64 {
    let mut nodes = 0;
    let mut empty = p.empty();
    while empty != 0 {
        let at = empty.trailing_zeros();
        empty &= empty - 1;
        if let Some(next) = p.place(at).filter(|next| !seen.contains(&next.hash)) {
            nodes += if depth == 1 {
                1
            } else {
                seen.push(next.hash);
                let below = perft(&next, seen, depth - 1);
                seen.pop();
                below
            };
        }
    }
    let mut next = *p;
    let ended = next.pass();
    nodes
        + if depth == 1 {
            1
        } else if ended {
            0
        } else {
            perft(&next, seen, depth - 1)
        }
}

/// The boards of one game so far, by hash: open addressing, emptied by the slots it used.
struct Seen {
    slots: Box<[u64; SLOTS]>,
    used: Vec<u16>,
}

const SLOTS: usize = 4096;
const _: () = assert!(SLOTS >= 2 * CAP as usize);

impl Seen {
    /// Adds `hash` (never 0); returns whether it was there already.
    #[inline(always)]
    fn insert(&mut self, hash: u64) -> bool {
        let mut i = hash as usize % SLOTS;
        loop {
            match self.slots[i] {
                0 => break,
                h if h == hash => return true,
                _ => i = (i + 1) % SLOTS,
            }
        }
        self.slots[i] = hash;
        self.used.push(i as u16);
        false
    }

    fn clear(&mut self) {
        for &i in &self.used {
            self.slots[usize::from(i)] = 0;
        }
        self.used.clear();
    }
}

thread_local! {
    static SEEN: RefCell<Seen> =
        RefCell::new(Seen { slots: Box::new([0; SLOTS]), used: Vec::with_capacity(CAP as usize + 1) });
}

/// One random game from the start to two passes in a row or `CAP` actions: the number of
/// actions played.
#[inline(always)]
pub fn playout<const BMI2: bool>(rng: &mut Rng) -> u64 {
    SEEN.with_borrow_mut(|seen| {
        seen.clear();
        let mut p = Position::start();
        seen.insert(p.hash);
        let mut played = 0;
        while played < CAP {
            played += 1;
            let mut cells = p.empty();
            let mut count = cells.count_ones();
            loop {
                // Drawn among the cells left and the pass, which is always legal.
                let k = rng.below(count as usize + 1) as u32;
                if k == count {
                    if p.pass() {
                        std::hint::black_box(p.score());
                        return played;
                    }
                    break;
                }
                let cell = nth_bit128::<BMI2>(cells, k);
                if let Some(next) = p.place(cell.trailing_zeros())
                    && !seen.insert(next.hash)
                {
                    p = next;
                    break;
                }
                cells &= !cell;
                count -= 1;
            }
        }
        played
    })
}

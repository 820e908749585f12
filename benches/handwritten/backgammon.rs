//! Backgammon as `games/backgammon.game` plays it (no doubling cube; the opening throw of one
//! die each; both dice used if they can be, else the larger; doubles four times; hits to the
//! bar; entering first; bearing off by the exact die or a higher one from the furthest point
//! back), hand-written: each player's checkers counted on its own 26 points, with bit sets of
//! the points held and made, so that the moves of a die are a shift. Like yon, a throw, each
//! checker moved and a pass are one action each. Shares nothing with yon but its random number
//! generator.

use super::{CAP, Rng, nth_bit};

/// perft by actions from the start (`tests/perft/backgammon.perft`): the opening throw's 30
/// outcomes, then the first checker moves of each.
pub const PERFT: [u64; 2] = [30, 200];

/// After each opening throw (white's die, black's die): the ordered ways to play it (`turns 1`)
/// and the positions they leave (`distinct 1`), from `tests/perft/backgammon.perft`.
pub const OPENINGS: [(usize, usize, u64, u64); 16] = [
    (1, 2, 30, 15),
    (2, 1, 30, 15),
    (3, 1, 31, 16),
    (4, 1, 27, 14),
    (5, 1, 15, 8),
    (6, 1, 19, 10),
    (3, 2, 35, 17),
    (4, 2, 37, 18),
    (5, 2, 17, 8),
    (6, 2, 28, 14),
    (4, 3, 34, 17),
    (5, 3, 18, 9),
    (6, 3, 28, 14),
    (5, 4, 18, 9),
    (6, 4, 28, 14),
    (6, 5, 14, 7),
];

/// A player's points are numbered from its home: 1–24 its way in, 25 its bar, 0 borne off.
/// The other player's point `p` is this player's `25 - p`.
const BAR: usize = 25;
const CHECKERS: u8 = 15;
/// Bits of points 1–24.
const POINTS: u32 = 0x1ff_fffe;
/// The opening throw's outcomes (no equal dice), and a throw's (two dice, in order).
const OPENING_THROWS: usize = 30;
const THROWS: usize = 36;

#[derive(Clone, Copy)]
pub struct Position {
    /// Each player's checkers on its own points.
    men: [[u8; 26]; 2],
    /// Each player's points holding a checker, and holding two or more (closed to the other).
    held: [u32; 2],
    made: [u32; 2],
    /// Each player's checkers outside its home (bar included): it bears off only at 0.
    outside: [u8; 2],
    mover: usize,
    /// The dice left to play: two different values, larger first, or one value `left` times
    /// (`left` is 2 for two different values; 0 when the next thing is a throw).
    pool: [u8; 2],
    left: u8,
}

/// The moves the mover may choose from: the points it may move from with each die (a die of 0
/// moves nothing).
#[derive(Clone, Copy)]
struct Choice {
    dice: [u8; 2],
    froms: [u32; 2],
}

impl Choice {
    #[inline(always)]
    fn count(&self) -> usize {
        (self.froms[0].count_ones() + self.froms[1].count_ones()) as usize
    }

    /// Every move as (die, point moved from), for perft.
    fn moves(self) -> impl Iterator<Item = (usize, usize)> {
        (0..2).flat_map(move |i| {
            let die = usize::from(self.dice[i]);
            (0..26).filter(move |&from| self.froms[i] & 1 << from != 0).map(move |from| (die, from))
        })
    }
}

/// What a move leaves: the mover to move again, the next throw, or the game won.
#[derive(PartialEq)]
enum Next {
    Moves,
    Throw,
    Won,
}

impl Position {
    /// The setup: two on each player's 24-point, five on its 13, three on its 8, five on its 6.
    fn start() -> Position {
        let mut p = Position {
            men: [[0; 26]; 2],
            held: [0; 2],
            made: [0; 2],
            outside: [10; 2],
            mover: 0,
            pool: [0; 2],
            left: 0,
        };
        for player in 0..2 {
            for (point, count) in [(24, 2), (13, 5), (8, 3), (6, 5)] {
                p.set(player, point, count);
            }
        }
        p
    }

    /// The start after opening throw `k` (of 30): white's die and black's, never equal; the
    /// higher starts, playing both.
    fn opening(k: usize) -> Position {
        let white = k / 5 + 1;
        let black = k % 5 + 1 + usize::from(k % 5 + 1 >= white);
        Position::after_opening(white, black)
    }

    fn after_opening(white: usize, black: usize) -> Position {
        let mut p = Position::start();
        p.mover = usize::from(black > white);
        p.thrown(white, black);
        p
    }

    /// The dice `a` and `b` to play.
    #[inline(always)]
    fn thrown(&mut self, a: usize, b: usize) {
        self.pool = [a.max(b) as u8, a.min(b) as u8];
        self.left = if a == b { 4 } else { 2 };
    }

    #[inline(always)]
    fn set(&mut self, player: usize, point: usize, count: u8) {
        self.men[player][point] = count;
        let bit = 1 << point;
        self.held[player] = if count > 0 { self.held[player] | bit } else { self.held[player] & !bit };
        self.made[player] = if count > 1 { self.made[player] | bit } else { self.made[player] & !bit };
    }

    /// Moves one of the mover's checkers `die` points on from `from` (off past point 1),
    /// hitting a lone enemy checker where it lands.
    #[inline(always)]
    fn step(&mut self, from: usize, die: usize) {
        let (me, them) = (self.mover, self.mover ^ 1);
        self.set(me, from, self.men[me][from] - 1);
        let to = from.saturating_sub(die);
        if to > 0 && self.men[them][BAR - to] == 1 {
            self.set(them, BAR - to, 0);
            self.set(them, BAR, self.men[them][BAR] + 1);
            self.outside[them] += u8::from(BAR - to <= 6);
        }
        self.set(me, to, self.men[me][to] + 1);
        self.outside[me] -= u8::from(from > 6 && to <= 6);
    }

    /// The points the mover may move a checker from by `die`: only the bar while a checker is
    /// on it; bearing off once all are home, from `die`'s point or, past it, the furthest back.
    #[inline(always)]
    fn froms(&self, die: usize) -> u32 {
        let me = self.mover;
        // The points the other player has made, on the mover's numbering (`25 - p`).
        let closed = (self.made[me ^ 1] & POINTS).reverse_bits() >> 6;
        if self.men[me][BAR] > 0 {
            return if closed & 1 << (BAR - die) == 0 { 1 << BAR } else { 0 };
        }
        let held = self.held[me] & POINTS;
        let mut froms = ((held >> die) & !closed & POINTS) << die;
        if self.outside[me] == 0 && held != 0 {
            let back = 31 - held.leading_zeros() as usize;
            if held & 1 << die != 0 {
                froms |= 1 << die;
            } else if back < die {
                froms |= 1 << back;
            }
        }
        froms
    }

    /// The moves that keep the turn using the most dice, and of those the most pips.
    #[inline(always)]
    fn choice(&self) -> Choice {
        let [a, b] = self.pool;
        if a != b {
            return self.two_dice(usize::from(a), usize::from(b));
        }
        let froms = self.froms(usize::from(a));
        if self.left == 1 || froms == 0 {
            return Choice { dice: [a, 0], froms: [froms, 0] };
        }
        Choice { dice: [a, 0], froms: [self.keep_most(froms, usize::from(a)), 0] }
    }

    /// Two different dice, `a` the larger: the moves after which the other die can be played;
    /// with none, only one die can be, and it must be the larger if that can move.
    #[inline(always)]
    fn two_dice(&self, a: usize, b: usize) -> Choice {
        let (fa, fb) = (self.froms(a), self.froms(b));
        let (ka, kb) = (self.then_playable(fa, a, b), self.then_playable(fb, b, a));
        let dice = [a as u8, b as u8];
        if ka | kb != 0 {
            Choice { dice, froms: [ka, kb] }
        } else if fa != 0 {
            Choice { dice, froms: [fa, 0] }
        } else {
            Choice { dice, froms: [0, fb] }
        }
    }

    /// Of `froms` moved by `die`, those after which `other` can be played.
    #[inline(always)]
    fn then_playable(&self, mut froms: u32, die: usize, other: usize) -> u32 {
        let mut keep = 0;
        while froms != 0 {
            let from = froms.trailing_zeros() as usize;
            froms &= froms - 1;
            let mut next = *self;
            next.step(from, die);
            if next.froms(other) != 0 {
                keep |= 1 << from;
            }
        }
        keep
    }

    /// Of `froms` moved by the double `die`, with `left` moves of it to play, those after which
    /// the most of the rest can still be played.
    fn keep_most(&self, mut froms: u32, die: usize) -> u32 {
        let rest = self.left - 1;
        let (mut best, mut keep) = (0, 0);
        while froms != 0 {
            let from = froms.trailing_zeros() as usize;
            froms &= froms - 1;
            let mut next = *self;
            next.step(from, die);
            let more = next.most(die, rest, BAR);
            if more > best {
                (best, keep) = (more, 0);
            }
            if more == best {
                keep |= 1 << from;
            }
        }
        keep
    }

    /// How many moves of `die` (up to `cap`) can be played one after another. Moving the
    /// checkers furthest back first loses no way (a move never opens a point further back, nor
    /// does bearing off from a lower point come before the furthest), so each sequence is tried
    /// once, its moves from no higher than `top`.
    fn most(&self, die: usize, cap: u8, top: usize) -> u8 {
        if cap == 0 {
            return 0;
        }
        let mut froms = self.froms(die) & ((2 << top) - 1);
        let mut best = 0;
        while froms != 0 {
            let from = 31 - froms.leading_zeros() as usize;
            froms ^= 1 << from;
            let mut next = *self;
            next.step(from, die);
            best = best.max(1 + next.most(die, cap - 1, from));
            if best == cap {
                break;
            }
        }
        best
    }

    /// Plays a move of the choice; returns whether it won.
    #[inline(always)]
    fn play(&mut self, die: usize, from: usize) -> bool {
        self.step(from, die);
        let [a, b] = self.pool;
        if a != b {
            let other = if usize::from(a) == die { b } else { a };
            (self.pool, self.left) = ([other, other], 1);
        } else {
            self.left -= 1;
        }
        self.men[self.mover][0] == CHECKERS
    }

    fn end_turn(&mut self) {
        self.mover ^= 1;
        self.left = 0;
    }

    /// A move of the choice played on a copy, the turn ended if the mover can move no more.
    fn after(&self, die: usize, from: usize) -> (Position, Next) {
        let mut next = *self;
        if next.play(die, from) {
            return (next, Next::Won);
        }
        if next.left == 0 || next.choice().count() == 0 {
            next.end_turn();
            return (next, Next::Throw);
        }
        (next, Next::Moves)
    }
}

/// perft by actions from the start: the opening throw, then throws, moves and passes.
pub fn perft(depth: u32) -> u64 {
    (0..OPENING_THROWS)
        .map(|k| if depth == 1 { 1 } else { perft_from(&Position::opening(k), depth - 1) })
        .sum()
}

fn perft_from(p: &Position, depth: u32) -> u64 {
    if p.left == 0 {
        // A throw: its 21 outcomes, each once.
        let mut nodes = 0;
        for a in 1..=6 {
            for b in 1..=a {
                let mut next = *p;
                next.thrown(a, b);
                nodes += if depth == 1 { 1 } else { perft_from(&next, depth - 1) };
            }
        }
        return nodes;
    }
    let choice = p.choice();
    if choice.count() == 0 {
        // A pass (the turn's first action: later ones end the turn by `after`).
        let mut next = *p;
        next.end_turn();
        return if depth == 1 { 1 } else { perft_from(&next, depth - 1) };
    }
    if depth == 1 {
        return choice.count() as u64;
    }
    choice
        .moves()
        .map(|(die, from)| match p.after(die, from) {
            (_, Next::Won) => 0,
            (next, _) => perft_from(&next, depth - 1),
        })
        .sum()
}

/// After the opening throw of white's `white` and black's `black`: the ways to play the first
/// turn (`turns 1`), and the distinct positions they leave (`distinct 1`).
pub fn first_turns(white: usize, black: usize) -> (u64, u64) {
    let mut ends = Vec::new();
    let turns = turns(&Position::after_opening(white, black), &mut ends);
    ends.sort_unstable();
    ends.dedup();
    (turns, ends.len() as u64)
}

/// The ways to play the rest of the turn, each leaving its checkers in `ends`.
fn turns(p: &Position, ends: &mut Vec<[[u8; 26]; 2]>) -> u64 {
    let choice = p.choice();
    if choice.count() == 0 {
        ends.push(p.men);
        return 1;
    }
    choice
        .moves()
        .map(|(die, from)| match p.after(die, from) {
            (next, Next::Moves) => turns(&next, ends),
            (next, _) => {
                ends.push(next.men);
                1
            }
        })
        .sum()
}

/// One random game from the start, each action drawn uniformly among the legal ones and the
/// dice by their odds: the number of actions played (the opening throw, throws, moves and
/// passes).
#[inline(always)]
pub fn playout<const BMI2: bool>(rng: &mut Rng) -> u64 {
    let mut p = Position::opening(rng.below(OPENING_THROWS));
    let mut played = 1;
    loop {
        let mut first = true;
        while p.left > 0 {
            let choice = p.choice();
            let n = choice.count();
            if n == 0 {
                break;
            }
            if played == CAP {
                return played;
            }
            played += 1;
            first = false;
            let k = rng.below(n) as u32;
            let low = choice.froms[0].count_ones();
            let (i, k) = if k < low { (0, k) } else { (1, k - low) };
            let from = nth_bit::<BMI2>(u64::from(choice.froms[i]), k).trailing_zeros() as usize;
            if p.play(usize::from(choice.dice[i]), from) {
                return played;
            }
        }
        // The pass of a throw that moved nothing (an action of its own), then the next throw;
        // neither ends the game, so one over the cap is stopped at it.
        played += 1 + u64::from(first);
        if played >= CAP {
            return CAP;
        }
        p.end_turn();
        let throw = rng.below(THROWS);
        p.thrown(throw / 6 + 1, throw % 6 + 1);
    }
}

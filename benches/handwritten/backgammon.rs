//! Backgammon as `games/backgammon.game` plays it (no doubling cube; the opening throw of one
//! die each; both dice used if they can be, else the larger; doubles four times; hits to the
//! bar; entering first; bearing off by the exact die or a higher one from the furthest point
//! back), hand-written: each player's checkers counted on its own 26 points, with bit sets of
//! the points held and closed, so that the moves of a die are a shift. Like yon, a throw, each
//! checker moved and a pass are one action each. Shares nothing with yon but its random number
//! generator.

use super::{CAP, Rng, nth_bit};

mod counts;
pub use counts::{OPENINGS, PERFT, first_turns, perft};

/// A player's points are numbered from its home: 1–24 its way in, 25 its bar, 0 borne off.
/// The other player's point `p` is this player's `25 - p`.
const BAR: usize = 25;
const CHECKERS: u8 = 15;
/// Bits of points 1–24.
const POINTS: u32 = 0x1ff_fffe;
/// The opening throw's outcomes (no equal dice), and a throw's (two dice, in order).
const OPENING_THROWS: usize = 30;
const THROWS: usize = 36;

#[derive(Clone, Copy, Default)]
struct Position {
    /// Each player's checkers on its own points.
    men: [[u8; 26]; 2],
    /// Each player's points holding a checker; and those holding two or more, which close
    /// them to the other player, on the other's numbering (`25 - p`), where it looks for them.
    held: [u32; 2],
    closes: [u32; 2],
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

impl Position {
    /// The setup: two on each player's 24-point, five on its 13, three on its 8, five on its 6.
    fn start() -> Position {
        let mut p = Position { outside: [10; 2], ..Position::default() };
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
        self.held[player] = self.held[player] & !(1 << point) | u32::from(count > 0) << point;
        // Bar and off (0, 25) close nothing: their mirrored bits fall outside `POINTS`.
        let theirs = BAR - point;
        self.closes[player] = self.closes[player] & !(1 << theirs) | u32::from(count > 1) << theirs;
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
        let closed = self.closes[me ^ 1] & POINTS;
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
        // As many checkers able to move as moves to play: each move leaves the rest enough.
        let enough = froms.count_ones() >= u32::from(self.left) || self.movable(froms) >= self.left;
        if self.left == 1 || froms == 0 || enough {
            return Choice { dice: [a, 0], froms: [froms, 0] };
        }
        Choice { dice: [a, 0], froms: [self.keep_most(froms, usize::from(a)), 0] }
    }

    /// Two different dice, `a` the larger: the moves after which the other die can be played;
    /// with none, only one die can be, and it must be the larger if that can move.
    #[inline(always)]
    fn two_dice(&self, a: usize, b: usize) -> Choice {
        let (fa, fb) = (self.froms(a), self.froms(b));
        let (ka, kb) = (self.then_playable(fa, a, fb, b), self.then_playable(fb, b, fa, a));
        let dice = [a as u8, b as u8];
        if ka | kb != 0 {
            Choice { dice, froms: [ka, kb] }
        } else if fa != 0 {
            Choice { dice, froms: [fa, 0] }
        } else {
            Choice { dice, froms: [0, fb] }
        }
    }

    /// Of `froms` moved by `die`, those after which `other` (now from `others`) can be played.
    /// A move of `other` from another point, or from the same point by a second checker, stays
    /// legal after any move: a move closes no point to its own player, takes away no checker
    /// but its own, and leaves the furthest point back (bearing off) only with its last one.
    #[inline(always)]
    fn then_playable(&self, mut froms: u32, die: usize, others: u32, other: usize) -> u32 {
        if others.count_ones() > 1 {
            return froms;
        }
        let mut keep = 0;
        while froms != 0 {
            let from = froms.trailing_zeros() as usize;
            froms &= froms - 1;
            let here = others & 1 << from != 0;
            let stays = others & !(1 << from) != 0 || (here && self.men[self.mover][from] > 1);
            if stays || self.after_step(from, die).froms(other) != 0 {
                keep |= 1 << from;
            }
        }
        keep
    }

    #[inline(always)]
    fn after_step(&self, from: usize, die: usize) -> Position {
        let mut next = *self;
        next.step(from, die);
        next
    }

    /// Of `froms` moved by the double `die`, with `left` moves of it to play, those after which
    /// the most of the rest can still be played.
    fn keep_most(&self, mut froms: u32, die: usize) -> u32 {
        let rest = self.left - 1;
        let (mut best, mut keep) = (0, 0);
        while froms != 0 {
            let from = froms.trailing_zeros() as usize;
            froms &= froms - 1;
            let more = self.after_step(from, die).most(die, rest, BAR);
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
        if self.movable(froms) >= cap {
            return cap;
        }
        let mut best = 0;
        while froms != 0 {
            let from = 31 - froms.leading_zeros() as usize;
            froms ^= 1 << from;
            best = best.max(1 + self.after_step(from, die).most(die, cap - 1, from));
            if best == cap {
                break;
            }
        }
        best
    }

    /// The mover's checkers on `froms`, each of which can be moved in turn by the same die: no
    /// move of one undoes another's (see `then_playable`; several on the furthest point back
    /// bear off one after another).
    #[inline(always)]
    fn movable(&self, mut froms: u32) -> u8 {
        let mut checkers = 0;
        while froms != 0 {
            checkers += self.men[self.mover][froms.trailing_zeros() as usize];
            froms &= froms - 1;
        }
        checkers
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

    /// A move of the choice played on a copy, the turn ended (`left` 0) if it won or the mover
    /// can move no more.
    fn after(&self, die: usize, from: usize) -> Position {
        let mut next = *self;
        if next.play(die, from) || next.left == 0 || next.choice().count() == 0 {
            next.end_turn();
        }
        next
    }

    fn won(&self) -> bool {
        self.men[0][0] == CHECKERS || self.men[1][0] == CHECKERS
    }
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

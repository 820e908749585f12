//! English draughts as `games/english-draughts.game` plays it, hand-written: 64-bit boards of
//! men and kings per colour, steps and jumps by shifts; capture is compulsory, and a piece that
//! has jumped jumps on (each jump an action of its own, as in yon) until it cannot or is
//! crowned. A player with no action loses. Shares nothing with yon but its random number
//! generator.

use super::listing::{Listing, MOST_ACTIONS};

/// perft by turns from the start, and after `DOUBLE_JUMP`'s moves (`tests/perft`).
pub const PERFT: [u64; 8] = [7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931];
pub const DOUBLE_JUMP: (&str, [u64; 6]) = ("e3-f4 b6-a5 d2-e3 c7-b6 f4-g5", [2, 9, 73, 441, 2_529, 12_379]);

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const NOT_AB: u64 = 0xfcfc_fcfc_fcfc_fcfc;
const NOT_GH: u64 = 0x3f3f_3f3f_3f3f_3f3f;
/// The four diagonals (a cell is `rank * 8 + file`): shift, and the cells a step and a jump
/// may start from; black's men go the first two, white's the last two.
const DIRECTIONS: [(i32, u64, u64); 4] =
    [(7, NOT_A, NOT_AB), (9, NOT_H, NOT_GH), (-9, NOT_A, NOT_AB), (-7, NOT_H, NOT_GH)];
/// Each colour's far rank, where its men are crowned.
const FAR: [u64; 2] = [0xff << 56, 0xff];
/// `over` of a step.
const STEP: u8 = u8::MAX;
/// `jumping` when no piece is jumping on.
const NONE: u8 = u8::MAX;

#[derive(Clone, Copy)]
pub struct Position {
    men: [u64; 2],
    kings: [u64; 2],
    mover: usize,
    /// The cell of the piece that must jump on, in the middle of a turn.
    jumping: u8,
}

#[derive(Clone, Copy, Default)]
pub struct Action {
    from: u8,
    over: u8,
    to: u8,
}

#[inline(always)]
fn shift(b: u64, s: i32) -> u64 {
    if s > 0 { b << s } else { b >> -s }
}

impl Position {
    /// The directions the mover's kings (`king`) or men go.
    #[inline(always)]
    fn directions(&self, king: bool) -> &'static [(i32, u64, u64)] {
        if king { &DIRECTIONS } else { &DIRECTIONS[2 * self.mover..2 * self.mover + 2] }
    }

    /// The mover's jumps (or steps) of the pieces in `from`, all men or all kings, into `out`.
    #[inline(always)]
    fn list(&self, from: u64, king: bool, jumps: bool, out: &mut [Action; MOST_ACTIONS], n: &mut usize) {
        let all = self.men[0] | self.men[1] | self.kings[0] | self.kings[1];
        let enemy = self.men[self.mover ^ 1] | self.kings[self.mover ^ 1];
        for &(s, step_from, jump_from) in self.directions(king) {
            let mut to = if jumps {
                shift(shift(from & jump_from, s) & enemy, s) & !all
            } else {
                shift(from & step_from, s) & !all
            };
            let back = if jumps { 2 * s } else { s };
            while to != 0 {
                let at = to.trailing_zeros() as i32;
                to &= to - 1;
                let over = if jumps { (at - s) as u8 } else { STEP };
                out[*n] = Action { from: (at - back) as u8, over, to: at as u8 };
                *n += 1;
            }
        }
    }

    /// Plays `from-to` (a step), asserting that it is legal.
    fn step(&mut self, name: &str) {
        let cell = |s: &str| {
            let b = s.as_bytes();
            (b[0] - b'a') + (b[1] - b'1') * 8
        };
        let (from, to) = name.split_once('-').expect("from-to");
        let mut list = [Action::default(); MOST_ACTIONS];
        let n = self.legal(&(), &mut list);
        let a = list[..n].iter().find(|a| a.from == cell(from) && a.to == cell(to)).expect("a legal step");
        self.play(&(), *a);
    }
}

// Room for every action: 12 kings, four directions each.
const _: () = assert!(12 * 4 <= MOST_ACTIONS);

impl Listing for Position {
    type Action = Action;
    type Tables = ();

    fn tables() -> &'static () {
        &()
    }

    fn start() -> Position {
        // Black's men on the dark cells of ranks 1–3, white's on those of ranks 6–8.
        Position { men: [0x0055_aa55, 0xaa55_aa00_0000_0000], kings: [0, 0], mover: 0, jumping: NONE }
    }

    #[inline(always)]
    fn legal(&self, _: &(), out: &mut [Action; MOST_ACTIONS]) -> usize {
        let me = self.mover;
        let mut n = 0;
        if self.jumping != NONE {
            let piece = 1 << self.jumping;
            self.list(piece, self.kings[me] & piece != 0, true, out, &mut n);
            return n;
        }
        self.list(self.men[me], false, true, out, &mut n);
        self.list(self.kings[me], true, true, out, &mut n);
        if n == 0 {
            self.list(self.men[me], false, false, out, &mut n);
            self.list(self.kings[me], true, false, out, &mut n);
        }
        n
    }

    /// Plays an action; the game never ends on one (a player with none loses).
    #[inline(always)]
    fn play(&mut self, _: &(), a: Action) -> bool {
        let me = self.mover;
        let (from, to) = (1u64 << a.from, 1u64 << a.to);
        let king = self.kings[me] & from != 0;
        let crowned = !king && to & FAR[me] != 0;
        if king {
            self.kings[me] ^= from | to;
        } else if crowned {
            self.men[me] ^= from;
            self.kings[me] |= to;
        } else {
            self.men[me] ^= from | to;
        }
        self.jumping = NONE;
        if a.over != STEP {
            let over = !(1u64 << a.over);
            self.men[me ^ 1] &= over;
            self.kings[me ^ 1] &= over;
            if !crowned {
                let mut on = [Action::default(); MOST_ACTIONS];
                let mut n = 0;
                self.list(to, king, true, &mut on, &mut n);
                if n > 0 {
                    self.jumping = a.to;
                    return false;
                }
            }
        }
        self.mover ^= 1;
        false
    }
}

/// perft by whole turns after `moves` (steps such as `e3-f4`).
pub fn perft_turns_after(moves: &str, depth: u32) -> u64 {
    let mut p = Position::start();
    moves.split_whitespace().for_each(|m| p.step(m));
    perft_turns(&p, depth)
}

fn perft_turns(p: &Position, depth: u32) -> u64 {
    let mut list = [Action::default(); MOST_ACTIONS];
    let n = p.legal(&(), &mut list);
    list[..n]
        .iter()
        .map(|&a| {
            let mut next = *p;
            next.play(&(), a);
            match (next.jumping != NONE, depth) {
                (true, _) => perft_turns(&next, depth),
                (false, 1) => 1,
                (false, _) => perft_turns(&next, depth - 1),
            }
        })
        .sum()
}

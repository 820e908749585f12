//! Kernel: the fast path for games whose rules fit `compile::kernel`'s profile — the position
//! as two bit boards and a few counters (`Bits`), copied rather than undone, with generation,
//! play and results done a word at a time. It answers exactly as the general engine does: the
//! same legal actions, results and action names (tests/kernel.rs plays both side by side).

mod hops;
mod judge;
mod mirror;
mod moves;
mod places;
mod play;
mod repeats;
mod sample;

pub use mirror::Mirror;

use super::action::Action;
use super::generate::kth_cell;
use super::state::{Outcome, State};
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::kernel::Kernel;
use crate::compile::rules::PlayerId;

/// A position of a kernel game: everything play and results read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bits {
    pieces: [u64; 2],
    hands: [u32; 2],
    to_move: PlayerId,
    /// Where the player to act is in their turn: the turn machine's state.
    turn_state: u8,
    /// Whether the last action is played but its results not yet judged nor the turn handed on.
    pending: bool,
    passes: u32,
    turn: u32,
    /// The cell the last action placed or moved a piece to, or `NO_CELL`.
    placed: Cell,
    /// The cells the last action changed: where it landed and every cell it flipped.
    changed: u64,
    /// The remembered label (`State::memory`): with the player, which cell sets apply.
    memory: u8,
    result: Option<Outcome>,
    /// The board hash, kept up to date by `play_remembering` in a game with forbids.
    key: u64,
    /// The most turn starts so far that share one key, counted only until it is enough for a
    /// forbid to refuse.
    most: u32,
}

/// Actions of one rule as a set: the placements on `cells` (`from` is `NO_CELL`), or the moves
/// of the piece on `from` to `cells`, along `dir` (or, when it is `ANY_DIR`, along the ray
/// from `from` that holds each cell); `end` is a batch of its own (`rule` is `END`, one cell).
/// Playouts draw from batches without listing each action.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Batch {
    rule: u8,
    dir: u8,
    from: Cell,
    cells: u64,
}

/// How many actions the batches hold. A loop, not an iterator adapter: it must inline into the
/// playout to get its CPU features.
#[inline(always)]
fn total(batches: &[Batch]) -> u32 {
    let mut total = 0;
    for batch in batches {
        total += batch.cells.count_ones();
    }
    total
}

/// A player's index into the per-player arrays, known to be 0 or 1 (a kernel game has two
/// players), so that reading them needs no bounds check.
#[inline(always)]
fn side(player: PlayerId) -> usize {
    usize::from(player & 1)
}

/// A batch's `dir` when each move's direction is found from its cells.
const ANY_DIR: u8 = u8::MAX;

/// The kernel of a game.
#[derive(Clone, Copy)]
pub(crate) struct Run<'a> {
    kernel: &'a Kernel,
}

impl Bits {
    /// The player to act's index and the other's (`side`).
    #[inline(always)]
    fn sides(&self) -> (usize, usize) {
        let p = side(self.to_move);
        (p, p ^ 1)
    }

    /// The position of `state`, when the kernel can take it over: its rules fit and no action
    /// is half judged.
    fn of(state: &State) -> Option<(Run<'_>, Bits)> {
        let kernel = state.rules.kernel.as_ref().ok()?;
        Some((Run { kernel }, Bits::at(state)?))
    }

    /// The position of `state` if no action is half judged in it, at a turn's start or within
    /// a turn, or the game is over (whatever its rules).
    fn at(state: &State) -> Option<Bits> {
        let s = &state.s;
        if s.out != 0 || (s.pending && s.result.is_none()) {
            return None;
        }
        let bits = Bits {
            pieces: [0, 1].map(|p| state.position.owned_by(p)[0]),
            hands: [state.position.hand(0, 0), state.position.hand(1, 0)],
            to_move: s.to_move,
            turn_state: s.turn_state,
            pending: s.pending,
            passes: s.passes,
            turn: s.turn,
            placed: s.last.filter(|a| !a.is_word()).map_or(NO_CELL, |a| a.to),
            changed: 0,
            memory: s.memory,
            result: s.result,
            key: repeats::board_hash([0, 1].map(|p| state.position.owned_by(p)[0])),
            most: state.turn_starts.most_boards(),
        };
        Some(bits)
    }
}

impl Run<'_> {
    /// Every legal action, as `State::legal_actions` lists them (in another order): none once
    /// the game is over, `pass` for a stuck player who may pass, whose result is decided here
    /// otherwise.
    /// `batches`: room to list them in.
    fn legal(self, bits: &mut Bits, out: &mut Vec<Action>, seen: &[u64], batches: &mut Vec<Batch>) {
        out.clear();
        if bits.result.is_some() {
            return;
        }
        self.batches::<true>(bits, batches);
        self.expand(batches, out);
        if self.may_refuse(bits) {
            out.retain(|&action| !self.refuses(bits, action, seen));
        }
        if out.is_empty() && self.stuck_passes(bits) {
            out.push(Action::pass());
        }
    }

    /// A stuck player's fate: a result a rule gives, else a draw unless `pass when stuck`.
    /// Returns whether they pass.
    fn stuck_passes(self, bits: &mut Bits) -> bool {
        bits.result = self.stuck_result(bits);
        if bits.result.is_none() && !self.kernel.pass_when_stuck {
            bits.result = Some(Outcome::draw(None));
        }
        bits.result.is_none()
    }

    /// Plays `games` games of uniformly random actions from `start`, each to the end or `cap`
    /// actions, and tells `each` every game's result and count. Compiled twice: for CPUs with
    /// bit-count and bit-deposit instructions, chosen at run time (once for all the games), and
    /// without.
    fn playouts(
        self,
        start: Bits,
        (games, cap): (u64, u64),
        random: &mut impl FnMut(usize) -> usize,
        (buffer, seen): (&mut Vec<Batch>, &mut Vec<u64>),
        each: &mut impl FnMut(Option<Outcome>, u64),
    ) {
        let run = (games, cap, buffer, seen);
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("avx2")
        {
            // SAFETY: the CPU has every feature the function is compiled for, checked just above.
            return unsafe {
                match self.kernel.simple {
                    true => self.playouts_with_bit_counts::<false>(start, random, run, each),
                    false => self.playouts_with_bit_counts::<true>(start, random, run, each),
                }
            };
        }
        match self.kernel.simple {
            true => self.playouts_body::<false, false>(start, random, run, each),
            false => self.playouts_body::<false, true>(start, random, run, each),
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
    fn playouts_with_bit_counts<const FULL: bool>(
        self,
        start: Bits,
        random: &mut impl FnMut(usize) -> usize,
        run: (u64, u64, &mut Vec<Batch>, &mut Vec<u64>),
        each: &mut impl FnMut(Option<Outcome>, u64),
    ) {
        self.playouts_body::<true, FULL>(start, random, run, each)
    }

    /// The games of `playouts`; `seen` (the keys of the turn starts before `start`) is left
    /// as it was after each.
    #[inline(always)]
    fn playouts_body<const DEPOSIT: bool, const FULL: bool>(
        self,
        start: Bits,
        random: &mut impl FnMut(usize) -> usize,
        (games, cap, buffer, seen): (u64, u64, &mut Vec<Batch>, &mut Vec<u64>),
        each: &mut impl FnMut(Option<Outcome>, u64),
    ) {
        let before = seen.len();
        for _ in 0..games {
            let (result, played) = self.playout_body::<DEPOSIT, FULL>(start, random, cap, (buffer, seen));
            seen.truncate(before);
            each(result, played);
        }
    }

    /// `DEPOSIT`: the copy compiled for the CPU features `playouts` checks — BMI2's bit deposit,
    /// which finds the `k`th cell of a set at once, and AVX2, which counts open jumps in lanes.
    /// `FULL`: follow the turn machine and judge forbids; without (`Kernel::simple`: every turn
    /// a single action, nothing forbidden), the playout compiles as if neither existed.
    #[inline(always)]
    fn playout_body<const DEPOSIT: bool, const FULL: bool>(
        self,
        mut bits: Bits,
        random: &mut impl FnMut(usize) -> usize,
        cap: u64,
        (buffer, seen): (&mut Vec<Batch>, &mut Vec<u64>),
    ) -> (Option<Outcome>, u64) {
        let mut played = 0;
        while played < cap && bits.result.is_none() {
            let action = match self.draw::<DEPOSIT, FULL>(&bits, random, (buffer, seen)) {
                Some(action) => action,
                None if self.stuck_passes(&mut bits) => Action::pass(),
                None => break,
            };
            if FULL {
                self.play_remembering(&mut bits, action, seen);
            } else {
                self.play::<false>(&mut bits, action, &[]);
            }
            played += 1;
        }
        (bits.result, played)
    }

    /// A uniform draw among the allowed actions (`DEPOSIT` and `FULL` as for `playout_body`),
    /// or `None` when there is none.
    #[inline(always)]
    fn draw<const DEPOSIT: bool, const FULL: bool>(
        self,
        bits: &Bits,
        random: &mut impl FnMut(usize) -> usize,
        (buffer, seen): (&mut Vec<Batch>, &[u64]),
    ) -> Option<Action> {
        if !FULL && self.kernel.sole_placement {
            // One set of cells: no batches to list, count and walk.
            let cells = self.sole_placements(bits);
            return match cells.count_ones() {
                0 => None,
                n => Some(Action::place(0, 0, kth_cell::<DEPOSIT>(cells, random(n as usize) as u32))),
            };
        }
        if let Some(sampling) = &self.kernel.sampling
            && let Some(action) = self.sample::<DEPOSIT, FULL>(bits, sampling, random, (buffer, seen))
        {
            return Some(action);
        }
        self.batches::<FULL>(bits, buffer);
        match total(buffer) {
            0 => None,
            n if FULL && self.may_refuse(bits) => self.pick_allowed::<DEPOSIT>(bits, buffer, n, random, seen),
            n => Some(self.pick::<DEPOSIT, FULL>(buffer, random(n as usize) as u32)),
        }
    }

    /// Draws uniformly, without replacement, among the batches' `total` actions until one is
    /// not refused (each refused one is taken out of its batch); `None` when all are.
    #[inline(always)]
    fn pick_allowed<const DEPOSIT: bool>(
        self,
        bits: &Bits,
        batches: &mut [Batch],
        mut total: u32,
        random: &mut impl FnMut(usize) -> usize,
        seen: &[u64],
    ) -> Option<Action> {
        while total > 0 {
            let (i, to) = self.locate::<DEPOSIT>(batches, random(total as usize) as u32);
            let action = self.action::<true>(batches[i], to);
            if !self.refuses(bits, action, seen) {
                return Some(action);
            }
            batches[i].cells &= !(1 << to);
            total -= 1;
        }
        None
    }

    /// `seen`: the keys of the turn starts before this position, as it leaves them.
    /// `buffers`: a list of actions per depth to come, and room for batches.
    fn perft(
        self,
        mut bits: Bits,
        depth: u32,
        (buffers, batches): (&mut [Vec<Action>], &mut Vec<Batch>),
        seen: &mut Vec<u64>,
    ) -> u64 {
        let Some((mine, deeper)) = buffers.split_first_mut() else { return 1 };
        if depth == 1 && bits.result.is_none() && !self.may_refuse(&bits) {
            // The last depth counts the batches' cells, without listing them; a stuck player
            // (no cell) is left to `legal`, which knows whether they pass.
            self.batches::<true>(&bits, batches);
            let total = total(batches);
            if total > 0 {
                return u64::from(total);
            }
        }
        self.legal(&mut bits, mine, seen, batches);
        if depth == 1 {
            return mine.len() as u64;
        }
        let before = seen.len();
        mine.iter().fold(0, |nodes, &action| {
            let mut next = bits;
            self.play_remembering(&mut next, action, seen);
            let below = self.perft(next, depth - 1, (deeper, batches), seen);
            seen.truncate(before);
            nodes + below
        })
    }
}

impl State {
    /// `games` uniform random playouts on the kernel, when the rules have one and no action is
    /// half judged, each to the end or `cap` actions: `each` is told every game's result (if
    /// any) and the actions played. Returns whether the kernel played them; the state is left
    /// as it was.
    pub fn kernel_playouts(
        &mut self,
        (games, cap): (u64, u64),
        random: &mut impl FnMut(usize) -> usize,
        mut each: impl FnMut(Option<Outcome>, u64),
    ) -> bool {
        let mut buffer = std::mem::take(&mut self.batches);
        let mut seen = std::mem::take(&mut self.kernel_seen);
        let played = Bits::of(self).map(|(run, bits)| {
            run.history(self, &mut seen);
            run.playouts(bits, (games, cap), random, (&mut buffer, &mut seen), &mut each);
        });
        self.batches = buffer;
        self.kernel_seen = seen;
        played.is_some()
    }

    /// perft on the kernel, when it can take this position over.
    pub(crate) fn kernel_perft(&self, depth: u32) -> Option<u64> {
        let (run, bits) = Bits::of(self)?;
        if depth == 0 {
            return Some(1);
        }
        let mut buffers: Vec<Vec<Action>> = (0..depth).map(|_| Vec::new()).collect();
        let mut seen = Vec::new();
        run.history(self, &mut seen);
        Some(run.perft(bits, depth, (&mut buffers, &mut Vec::new()), &mut seen))
    }
}

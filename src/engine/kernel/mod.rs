//! Kernel: the fast path for games whose rules fit `compile::kernel`'s profile — the position
//! as two bit boards and a few counters (`Bits`), copied rather than undone, with generation,
//! play and results done a word at a time. It answers exactly as the general engine does: the
//! same legal actions, results and action names (tests/kernel.rs plays both side by side).

mod judge;
mod moves;
mod repeats;

use super::action::Action;
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
    /// Whether the last action is played but its results not yet judged nor the turn handed on.
    pending: bool,
    passes: u32,
    turn: u32,
    /// The cell the last action placed or moved a piece to, or `NO_CELL`.
    placed: Cell,
    /// The cells the last action changed: where it landed and every cell it flipped.
    changed: u64,
    result: Option<Outcome>,
    /// The board hash, kept up to date by `play_remembering` in a game with forbids.
    key: u64,
    /// The most turn starts so far that share one key, counted only until it is enough for a
    /// forbid to refuse.
    most: u32,
}

/// Actions of one rule as a set: the placements on `cells` (`from` is `NO_CELL`), or the moves
/// of the piece on `from` to `cells`. Playouts draw from batches without listing each action.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Batch {
    rule: u8,
    from: Cell,
    cells: u64,
}

/// The kernel of a game.
#[derive(Clone, Copy)]
pub(crate) struct Run<'a> {
    kernel: &'a Kernel,
}

impl Bits {
    /// The position of `state`, when the kernel can take it over: its rules fit and a turn is
    /// about to begin (no action half judged).
    fn of(state: &State) -> Option<(Run<'_>, Bits)> {
        let kernel = state.rules.kernel.as_ref().ok()?;
        Some((Run { kernel }, Bits::at(state)?))
    }

    /// The position of `state` if a turn is about to begin in it or the game is over
    /// (whatever its rules).
    fn at(state: &State) -> Option<Bits> {
        let s = &state.s;
        let turn_start = !s.pending && s.turn_state == state.rules.turn.start_of(s.turn);
        if s.out != 0 || !(turn_start || s.result.is_some()) {
            return None;
        }
        let bits = Bits {
            pieces: [0, 1].map(|p| state.position.owned_by(p)[0]),
            hands: [state.position.hand(0, 0), state.position.hand(1, 0)],
            to_move: s.to_move,
            pending: s.pending,
            passes: s.passes,
            turn: s.turn,
            placed: s.last.filter(|a| !a.is_word()).map_or(NO_CELL, |a| a.to),
            changed: 0,
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
    fn legal(self, bits: &mut Bits, out: &mut Vec<Action>, seen: &[u64]) {
        out.clear();
        if bits.result.is_some() {
            return;
        }
        let mut batches = Vec::new();
        self.batches(bits, &mut batches);
        self.expand(&batches, out);
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

    /// Plays uniformly random actions to the end or `cap` actions; the result and the count.
    /// Compiled twice: for CPUs with bit-count and bit-deposit instructions, chosen at run time,
    /// and without.
    fn playout(
        self,
        bits: Bits,
        random: &mut impl FnMut(usize) -> usize,
        cap: u64,
        (buffer, seen): (&mut Vec<Batch>, &mut Vec<u64>),
    ) -> (Option<Outcome>, u64) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the CPU has every feature the function is compiled for, checked just above.
            return unsafe { self.playout_with_bit_counts(bits, random, cap, (buffer, seen)) };
        }
        match self.kernel.forbids.is_empty() {
            true => self.playout_body::<false, false>(bits, random, cap, (buffer, seen)),
            false => self.playout_body::<false, true>(bits, random, cap, (buffer, seen)),
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2")]
    fn playout_with_bit_counts(
        self,
        bits: Bits,
        random: &mut impl FnMut(usize) -> usize,
        cap: u64,
        (buffer, seen): (&mut Vec<Batch>, &mut Vec<u64>),
    ) -> (Option<Outcome>, u64) {
        match self.kernel.forbids.is_empty() {
            true => self.playout_body::<true, false>(bits, random, cap, (buffer, seen)),
            false => self.playout_body::<true, true>(bits, random, cap, (buffer, seen)),
        }
    }

    /// `DEPOSIT`: the CPU has BMI2's bit deposit, which finds the `k`th cell of a set at once.
    /// `FORBIDS`: the rules have forbids; without, the playout compiles as if there were none.
    #[inline(always)]
    fn playout_body<const DEPOSIT: bool, const FORBIDS: bool>(
        self,
        mut bits: Bits,
        random: &mut impl FnMut(usize) -> usize,
        cap: u64,
        (buffer, seen): (&mut Vec<Batch>, &mut Vec<u64>),
    ) -> (Option<Outcome>, u64) {
        let mut played = 0;
        while played < cap && bits.result.is_none() {
            self.batches(&bits, buffer);
            let mut total = 0;
            for batch in buffer.iter() {
                total += batch.cells.count_ones();
            }
            let action = match total {
                0 => None,
                n if FORBIDS && self.may_refuse(&bits) => {
                    self.pick_allowed::<DEPOSIT>(&bits, buffer, n, random, seen)
                }
                n => Some(self.pick::<DEPOSIT>(buffer, random(n as usize) as u32)),
            };
            let action = match action {
                Some(action) => action,
                None if self.stuck_passes(&mut bits) => Action::pass(),
                None => break,
            };
            if FORBIDS {
                self.play_remembering(&mut bits, action, seen);
            } else {
                self.play(&mut bits, action);
            }
            played += 1;
        }
        (bits.result, played)
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
            let action = self.action(batches[i], to);
            if !self.refuses(bits, action, seen) {
                return Some(action);
            }
            batches[i].cells &= !(1 << to);
            total -= 1;
        }
        None
    }

    /// `seen`: the keys of the turn starts before this position, as it leaves them.
    fn perft(self, mut bits: Bits, depth: u32, buffers: &mut [Vec<Action>], seen: &mut Vec<u64>) -> u64 {
        let Some((mine, deeper)) = buffers.split_first_mut() else { return 1 };
        self.legal(&mut bits, mine, seen);
        if depth == 1 {
            return mine.len() as u64;
        }
        let before = seen.len();
        mine.iter().fold(0, |nodes, &action| {
            let mut next = bits;
            self.play_remembering(&mut next, action, seen);
            let below = self.perft(next, depth - 1, deeper, seen);
            seen.truncate(before);
            nodes + below
        })
    }
}

impl State {
    /// A uniform random playout on the kernel, when the rules have one and a turn is about to
    /// begin: the result (if any) and the actions played. The state is left as it was.
    pub fn kernel_playout(
        &mut self,
        random: &mut impl FnMut(usize) -> usize,
        cap: u64,
    ) -> Option<(Option<Outcome>, u64)> {
        let mut buffer = std::mem::take(&mut self.batches);
        let mut seen = std::mem::take(&mut self.kernel_seen);
        let played = Bits::of(self).map(|(run, bits)| {
            run.history(self, &mut seen);
            run.playout(bits, random, cap, (&mut buffer, &mut seen))
        });
        self.batches = buffer;
        self.kernel_seen = seen;
        played
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
        Some(run.perft(bits, depth, &mut buffers, &mut seen))
    }
}

/// A game played on the kernel step by step beside the general engine, to prove they agree:
/// its legal actions, its play and its result, and where its position differs from a state's.
pub struct Mirror {
    kernel: std::sync::Arc<crate::compile::rules::Rules>,
    bits: Bits,
    /// The keys of the turn starts so far (in a game with forbids).
    seen: Vec<u64>,
}

impl Mirror {
    /// The kernel of `rules` on the position of `state` (played on any rules of the same
    /// game), if the rules have a kernel and a turn is about to begin.
    pub fn new(rules: &std::sync::Arc<crate::compile::rules::Rules>, state: &State) -> Option<Mirror> {
        let kernel = rules.kernel.as_ref().ok()?;
        let mut seen = Vec::new();
        Run { kernel }.history(state, &mut seen);
        Some(Mirror { kernel: std::sync::Arc::clone(rules), bits: Bits::at(state)?, seen })
    }

    fn run(&self) -> Run<'_> {
        Run { kernel: self.kernel.kernel.as_ref().expect("a mirror is made only for a kernel game") }
    }

    /// The legal actions, sorted.
    pub fn legal(&mut self) -> Vec<Action> {
        let mut out = Vec::new();
        let mut bits = self.bits;
        self.run().legal(&mut bits, &mut out, &self.seen);
        self.bits = bits;
        out.sort();
        out
    }

    pub fn play(&mut self, action: Action) {
        let mut bits = self.bits;
        let mut seen = std::mem::take(&mut self.seen);
        self.run().play_remembering(&mut bits, action, &mut seen);
        (self.bits, self.seen) = (bits, seen);
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.bits.result
    }

    /// The keys of a history of turn starts, in a game whose kernel keeps one.
    fn history_of(&self, keys: impl IntoIterator<Item = u64>) -> String {
        match self.run().kernel.forbids.is_empty() {
            true => String::new(),
            false => format!("{:x?}", keys.into_iter().collect::<Vec<_>>()),
        }
    }

    /// What differs between this position and the state's (board, hands, player to act,
    /// passes, turn), or `None` when nothing does.
    pub fn differs_from(&self, state: &State) -> Option<String> {
        let Some(theirs) = Bits::at(state) else {
            return Some("the engine is in the middle of a turn".into());
        };
        let mine = self.bits;
        let pairs = [
            ("pieces", format!("{:x?}", mine.pieces), format!("{:x?}", theirs.pieces)),
            ("hands", format!("{:?}", mine.hands), format!("{:?}", theirs.hands)),
            ("player to act", mine.to_move.to_string(), theirs.to_move.to_string()),
            ("passes", mine.passes.to_string(), theirs.passes.to_string()),
            ("turn", mine.turn.to_string(), theirs.turn.to_string()),
            ("result", format!("{:?}", mine.result), format!("{:?}", state.known_outcome())),
            (
                "turn starts",
                self.history_of(self.seen.iter().copied()),
                self.history_of(state.turn_starts.board_keys()),
            ),
        ];
        pairs.iter().find(|(_, a, b)| a != b).map(|(what, a, b)| format!("{what}: kernel {a}, engine {b}"))
    }
}

//! State: a game in progress — position, player to act, turn progress, result — over shared `Rules`.

use super::action::Action;
use super::position::{Mark, Position, mix, piece};
use super::repetitions::TurnStarts;
use super::seats::Seats;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{MAX_PLAYERS, MAX_QUIET, PlayerId, Rules};
use std::sync::Arc;

/// How a game ended: the winner (none for a draw), everyone who wins with them (their team),
/// and the result rule that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<PlayerId>,
    /// A bit per winning player: the winner's team (0 for a draw).
    pub winners: u8,
    /// Index into `Rules::results`, or `None` when a player could not act and no rule said what follows.
    pub rule: Option<u16>,
}

impl Outcome {
    /// A draw, decided by the rule given (if any).
    pub fn draw(rule: Option<u16>) -> Outcome {
        Outcome { winner: None, winners: 0, rule }
    }

    /// Whether `player` is among the winners.
    pub fn wins(&self, player: PlayerId) -> bool {
        self.winners & 1 << player != 0
    }

    /// `x wins`, `b and d win` (a team) or `draw`, with the players' names.
    pub fn describe(&self, players: &[String]) -> String {
        let names: Vec<&str> =
            (0..players.len()).filter(|&p| self.wins(p as PlayerId)).map(|p| players[p].as_str()).collect();
        match names.as_slice() {
            [] => "draw".to_string(),
            [one] => format!("{one} wins"),
            [init @ .., last] => format!("{} and {last} win", init.join(", ")),
        }
    }
}

/// What changes with every action besides the board and hands; copied whole into each undo frame.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scalars {
    pub to_move: PlayerId,
    pub turn_state: u8,
    /// Turns begun so far, counting the current one from 1.
    pub turn: u32,
    /// `pass` actions played in a row, ending with the last action.
    pub passes: u32,
    pub result: Option<Outcome>,
    pub last: Option<Action>,
    /// Whether the last action has been applied but the turn not yet handed on (results and
    /// constraints are judged in between).
    pub pending: bool,
    /// How many entries of `State::turn_starts` belong to the game so far.
    pub turn_starts: u32,
    /// The remembered label (`Rules::memory`): 1 + its index, or 0 while nothing is remembered.
    pub memory: u8,
    /// A bit per player who has left play (`out`).
    pub out: u8,
    /// Each player's armies: 1 at the start, plus those of every player they put out.
    pub armies: [u8; MAX_PLAYERS],
    /// `turns without` counts: completed turns since one with an event of the count.
    pub quiet: [u16; MAX_QUIET],
    /// A bit per count whose event happened in the turn being played.
    pub quiet_hit: u8,
    /// Which seat controls each player (changed only by `swap seats`).
    pub seats: Seats,
    /// The pieces the turn being played has taken off the board or marked (`captured`).
    pub captured: u16,
    /// The cells of `State::taken` this turn has marked (`capture jumped at end`): from
    /// `taken_from` to `taken`.
    pub taken_from: u32,
    pub taken: u32,
    /// The values the dice thrown this turn left to play (`roll.rs`).
    pub pool: crate::compile::dice::Pool,
    /// The pool as the dice filled it this turn, before any was used.
    pub rolled: crate::compile::dice::Pool,
    /// Set by `again`: the player of the turn being played plays the next one too.
    pub again: bool,
}

#[derive(Clone, Debug)]
struct Frame {
    mark: Mark,
    scalars: Scalars,
    /// The epoch of the position before the action, and who was known to be in check there:
    /// `undo` gives both back, as it gives back that position.
    epoch: u64,
    checks: u64,
}

/// A game in progress. Cheap to clone for search; play and undo never allocate once warm.
#[derive(Clone, Debug)]
pub struct State {
    pub(crate) rules: Arc<Rules>,
    pub(crate) position: Position,
    pub(crate) s: Scalars,
    frames: Vec<Frame>,
    /// The cell the last applied action placed or moved to, then every cell it flipped.
    pub(crate) changed: Vec<Cell>,
    /// Reused buffers for generation, so the hot loop does not allocate, at any depth of
    /// nested generation (judging another player's options).
    pub(crate) spare: Vec<Vec<Action>>,
    /// The candidates of the position as it stands, when already listed (`Ready`).
    pub(crate) ready: super::stuck::Ready,
    /// Names the position as it stands, so that answers about it can be remembered while it
    /// does: each action and each player put out names a new one (the count of them so far,
    /// `epochs`), and `undo` gives back the name of the position before the action, whose
    /// answers hold again.
    pub(crate) epoch: u64,
    epochs: u64,
    /// Who is known to be in check in the position of `epoch`: the epoch's low 48 bits, then
    /// a byte of players known and a byte of those in check (atomic only so that a `State`
    /// can be shared between threads; each thread's searches use their own clone).
    pub(crate) checks: super::attack::Checks,
    pub(crate) seen: Vec<u64>,
    /// Cells gathered by an effect before it changes them (reused, so nothing is allocated).
    pub(crate) scratch: Vec<Cell>,
    /// What the last push did (`pushing`, `pushed`); read only while its action is pending.
    pub(crate) pushed: super::push::Pushed,
    /// Every position that stood at the start of a turn, kept only when the rules ask for
    /// `repetitions`.
    pub(crate) turn_starts: TurnStarts,
    /// The kernel's reused buffer of actions in batches (`kernel.rs`).
    pub(crate) batches: Vec<super::kernel::Batch>,
    /// The kernel's reused history of turn-start keys, in a game with forbids.
    pub(crate) kernel_seen: Vec<u64>,
    /// The runs through the placed cell, when several conditions count lines through it.
    pub(crate) runs: super::lines::Runs,
    /// Set on the copy `attack.rs` judges a capturing move's `requires` on, where a `requires`
    /// is not judged again.
    pub(crate) judging_requirement: bool,
    /// The cells `capture jumped at end` marked, turn after turn: the current turn's from
    /// `Scalars::taken_from` to `Scalars::taken`.
    pub(crate) taken: Vec<Cell>,
    /// The counters at every turn start so far (`counter.rs`), empty in a game without them.
    pub(crate) counters: super::counter::Track,
}

impl State {
    /// The start of a test game written inline; panics if it does not check.
    #[cfg(test)]
    pub(crate) fn of_source(source: &str) -> State {
        State::new(Arc::new(crate::check::load(source).expect("the test game checks")))
    }

    /// The start position. The options are those the rules were compiled with (`check::load_with`).
    pub fn new(rules: Arc<Rules>) -> State {
        let allies: Vec<u8> = (0..rules.player_count() as PlayerId).map(|p| rules.allies(p)).collect();
        // Only repetitions read the hash in play; without them it is computed when asked.
        let hashed = rules.tracks_repetitions;
        let mut position = Position::new(
            rules.geometry.cell_count(),
            rules.player_count(),
            &rules.hands,
            &allies,
            rules.pieces.royal,
            hashed,
            rules.stacks,
        );
        let sowing = &rules.sowing;
        if sowing.has_seeds() || sowing.scores {
            position = position.with_counts(&sowing.seeds, rules.player_count(), sowing.scores);
        }
        position = position.with_values(&rules.values).with_shared_hands(rules.shared_hands);
        for &(cell, kind, owner) in &rules.setup {
            // A cell set up again (a game with stacks): the piece there goes under the new one.
            let mut stack = position.column(cell);
            let placed = super::apply::fresh(&rules, piece(kind, owner));
            stack.put_on(position.fresh_column(placed, kind));
            position.set_column(cell, stack);
        }
        let flag_slot = rules.values.flag_slot();
        for &(cell, slot, n) in &rules.values.at_setup {
            match slot == flag_slot {
                true => position.change_flag(cell, slot, n as u32, true),
                false => position.change_value(cell, slot, crate::compile::values::Change::Set(n)),
            }
        }
        position.clear_log();
        let s = Scalars {
            to_move: 0,
            turn_state: rules.turn.start_of(1),
            turn: 1,
            passes: 0,
            result: None,
            last: None,
            pending: false,
            turn_starts: 0,
            memory: 0,
            out: 0,
            armies: [1; MAX_PLAYERS],
            quiet: [0; MAX_QUIET],
            quiet_hit: 0,
            seats: Seats::START,
            captured: 0,
            taken_from: 0,
            taken: 0,
            pool: crate::compile::dice::Pool::EMPTY,
            rolled: crate::compile::dice::Pool::EMPTY,
            again: false,
        };
        // Room for a bit per kind and cell (placements), or per cell twice (removals and flips).
        let words = rules.geometry.cell_count().div_ceil(64) * rules.kinds.len().max(2);
        let mut state = State {
            rules,
            position,
            s,
            frames: Vec::new(),
            changed: Vec::new(),
            spare: Vec::new(),
            ready: Default::default(),
            epoch: 1,
            epochs: 1,
            checks: Default::default(),
            seen: vec![0; words],
            scratch: Vec::new(),
            pushed: Default::default(),
            turn_starts: TurnStarts::default(),
            batches: Vec::new(),
            kernel_seen: Vec::new(),
            runs: Default::default(),
            taken: Vec::new(),
            judging_requirement: false,
            counters: Default::default(),
        };
        // A random setup is drawn first: the first turn begins once it is (`roll.rs`).
        match state.rules.setup_state {
            Some(drawing) => state.s.turn_state = drawing,
            None => state.begin_turn(None, None),
        }
        state
    }

    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The options this game is played with.
    pub fn options(&self) -> &[String] {
        &self.rules.chosen
    }

    /// The player whose action is next.
    pub fn to_move(&self) -> PlayerId {
        self.s.to_move
    }

    /// Which seat controls each player: the start's seating until a `swap seats`.
    pub fn seats(&self) -> Seats {
        self.s.seats
    }

    /// The seat whose action is next: the one that controls the player to act.
    pub fn seat_to_move(&self) -> usize {
        self.s.seats.seat_of(self.s.to_move)
    }

    /// The piece on each cell (0 when empty).
    pub fn board(&self) -> &[super::Piece] {
        &self.position.board
    }

    /// How many pieces of a kind a player holds in hand (`UNLIMITED` for a bottomless supply).
    pub fn hand(&self, player: PlayerId, kind: u8) -> u32 {
        self.position.hand(player, kind)
    }

    /// The seeds on a cell (0 in a game without seeds).
    pub fn seeds(&self, cell: Cell) -> u32 {
        self.position.seeds(cell)
    }

    /// A player's score (0 in a game without scores).
    pub fn score(&self, player: PlayerId) -> u32 {
        self.position.score(player)
    }

    /// The turn being played, from 1.
    pub fn turn(&self) -> u32 {
        self.s.turn
    }

    pub fn last_action(&self) -> Option<Action> {
        self.s.last
    }

    /// Actions played since the start that can still be undone.
    pub fn ply(&self) -> usize {
        self.frames.len()
    }

    /// The result, if one is already known. `outcome()` also finds results that come from being stuck.
    pub fn known_outcome(&self) -> Option<Outcome> {
        self.s.result
    }

    /// A hash of everything that decides what follows: board, hands, player, turn progress
    /// and the remembered label. Kept up to date in a game that counts repetitions, computed
    /// from the position otherwise (so it costs a pass over the board there).
    pub fn hash(&self) -> u64 {
        self.position.hash() ^ self.scalars_key()
    }

    /// The same hash recomputed from scratch, to test the incremental one.
    pub fn recomputed_hash(&self) -> u64 {
        self.position.recomputed_hash() ^ self.scalars_key()
    }

    fn scalars_key(&self) -> u64 {
        let s = &self.s;
        mix(s.pool.key() << 41 ^ u64::from(s.out) << 24
            | u64::from(s.memory) << 16
            | u64::from(s.to_move) << 8
            | u64::from(s.turn_state)
            | 1 << 40)
    }

    /// The remembered label, as the memory's name and the label, once something is remembered.
    pub fn remembered(&self) -> Option<(&str, &str)> {
        let memory = self.rules.memory.as_ref()?;
        let value = self.s.memory.checked_sub(1)?;
        Some((memory.name.as_str(), memory.labels[value as usize].as_str()))
    }

    /// Which compiled cell tests apply now: the player to act and the remembered label.
    #[inline]
    pub(crate) fn context(&self) -> usize {
        self.rules.context(self.s.to_move, self.s.memory)
    }

    /// Opens an undo frame before `action` changes anything.
    pub(crate) fn begin(&mut self, action: Action) {
        let (epoch, checks) = (self.epoch, self.checks.raw());
        self.frames.push(Frame { mark: self.position.mark(), scalars: self.s, epoch, checks });
        self.changed.clear();
        self.ready.valid = false;
        self.take_ahead(action);
        self.new_epoch();
    }

    /// Names the position, which has just begun to change, anew (`epoch`).
    #[inline]
    pub(crate) fn new_epoch(&mut self) {
        self.epochs += 1;
        self.epoch = self.epochs;
    }

    /// Takes back the last action played.
    pub fn undo(&mut self) {
        let frame = self.frames.pop().expect("undo needs an action to take back");
        self.ready.valid = false;
        self.epoch = frame.epoch;
        self.checks.set_raw(frame.checks);
        self.position.rollback(frame.mark);
        self.s = frame.scalars;
        self.turn_starts.truncate(self.s.turn_starts as usize);
        self.counters.truncate(self.s.turn);
    }

    /// Whether the player is still in play (not put `out`).
    pub fn is_in_play(&self, player: PlayerId) -> bool {
        self.in_play(player)
    }

    /// A player's armies (1 each at the start; see `out`).
    pub fn armies(&self, player: PlayerId) -> u32 {
        u32::from(self.s.armies[player as usize])
    }

    /// A generation buffer from the pool (see `spare`).
    pub(crate) fn take_buffer(&mut self) -> Vec<Action> {
        self.spare.pop().unwrap_or_default()
    }

    pub(crate) fn give_back(&mut self, buffer: Vec<Action>) {
        self.spare.push(buffer);
    }

    /// How many actions have been played (frames open), to tell positions apart.
    pub(crate) fn depth(&self) -> usize {
        self.frames.len()
    }

    /// The cell the last action placed or moved a piece to.
    pub(crate) fn placed(&self) -> Cell {
        if self.s.pending {
            return self.changed.first().copied().unwrap_or(NO_CELL);
        }
        // Once handed over (and after an undo), the record of what changed is gone; the last
        // action says where it went.
        self.s.last.filter(|a| !a.is_word()).map_or(NO_CELL, |a| a.to)
    }
}

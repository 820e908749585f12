//! Session: the one game a page plays (behind `yon serve` or in the playground) — the line of actions played or loaded, how
//! far along it the board stands (the record viewer steps along it), and who sits where (a
//! seat is known by the player it sat down as; after a `swap seats` each plays the other).

use crate::diagnostics::report;
use crate::seats;
use std::sync::Arc;
use yon::agents::{Clock, Spec};
use yon::check::{LoadError, load_with};
use yon::compile::rules::{PlayerId, Rules};
use yon::engine::{Action, State};
use yon::record::{Record, game_hash, replay_actions};

/// One action of the line, with the seat that played it and in which turn (for undo and the
/// marks of the last turn).
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub action: Action,
    pub seat: usize,
    pub player: PlayerId,
    pub turn: u32,
}

/// The game behind the page.
pub struct Session {
    /// The game file as given, and its text (a record names both).
    pub path: String,
    pub source: String,
    /// What sits in each seat; a human seat is played by clicks.
    pub specs: Vec<Spec>,
    pub seed: u64,
    /// The start position, with the options on.
    pub start: State,
    /// Every action played or loaded; the board stands after the first `cursor` of them.
    pub line: Vec<Step>,
    pub cursor: usize,
    /// The position after `line[..cursor]`.
    pub state: State,
    /// What the agents' time budgets are measured by (the page's own clock in WebAssembly).
    pub clock: Clock,
}

impl Session {
    /// A session on a game file's text (`path` names it in records) from `start`, the options
    /// on; the line starts empty (`push` plays a command line's `--moves` into it).
    pub fn new(
        path: String,
        source: String,
        start: State,
        specs: Vec<Spec>,
        seed: u64,
        clock: Clock,
    ) -> Session {
        let mut session = Session {
            path,
            source,
            specs,
            seed,
            state: start.clone(),
            start,
            line: Vec::new(),
            cursor: 0,
            clock,
        };
        session.throw_while_chance();
        session
    }

    /// Throws the dice (or draws a random setup) wherever chance acts next, by the odds, each
    /// throw seeded by the session's seed and its place in the line: the same line throws the
    /// same again, after an undo too. No seat ever chooses a throw.
    fn throw_while_chance(&mut self) {
        while self.state.is_chance() {
            let mut rng =
                yon::engine::Rng::new(self.seed ^ (self.cursor as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let Some(throw) = self.state.sample_roll(&mut |n| rng.below(n)) else { return };
            let (seat, player, turn) = (self.state.seat_to_move(), self.state.to_move(), self.state.turn());
            self.state.play_unchecked(throw);
            self.line.push(Step { action: throw, seat, player, turn });
            self.cursor += 1;
        }
    }

    /// Plays an action known to be legal, ending the line here first: playing from a position
    /// the viewer stepped back to starts a new line.
    pub fn push(&mut self, action: Action) {
        self.push_played(action);
        self.throw_while_chance();
    }

    /// `push` without throwing after it: for a line that holds its own throws (a record).
    fn push_played(&mut self, action: Action) {
        self.line.truncate(self.cursor);
        let (seat, player, turn) = (self.state.seat_to_move(), self.state.to_move(), self.state.turn());
        let step = Step { action, seat, player, turn };
        self.state.play_unchecked(action);
        self.line.push(step);
        self.cursor += 1;
    }

    /// Plays an action written as `yon legal` prints it; refused with the engine's reason.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let action =
            self.state.parse_action(text).map_err(|why| format!("`{text}` cannot be played: {why}"))?;
        self.push(action);
        Ok(())
    }

    /// Whether a seat is played by clicks.
    pub fn is_human(&self, seat: usize) -> bool {
        self.specs.get(seat).is_none_or(Spec::is_human)
    }

    /// What plays `player` now: the spec of the seat that controls it.
    pub fn spec_of(&self, player: PlayerId) -> Option<&Spec> {
        self.specs.get(self.state.seats().seat_of(player))
    }

    /// Takes back actions to the start of the last turn a human began (all of them when every
    /// seat is an agent's), ending the line there; false when nothing is left to take back.
    pub fn undo(&mut self) -> bool {
        self.line.truncate(self.cursor);
        let any_human = (0..self.specs.len()).any(|seat| self.is_human(seat));
        let before = self.cursor;
        while let Some(step) = self.line.pop() {
            self.state.undo();
            self.cursor -= 1;
            let turn_start = self.line.last().is_none_or(|earlier| earlier.turn != step.turn);
            if turn_start && (!any_human || self.is_human(step.seat)) {
                break;
            }
        }
        let undone = self.cursor < before;
        // Back at a throw: the same throw again (it is seeded by its place in the line).
        self.throw_while_chance();
        undone
    }

    /// A new game: the start position, the line empty, the same seats.
    pub fn restart(&mut self) {
        (self.state, self.line, self.cursor) = (self.start.clone(), Vec::new(), 0);
        self.throw_while_chance();
    }

    /// Moves the board to just after the first `ply` actions of the line (clamped to it).
    pub fn goto(&mut self, ply: usize) {
        let ply = ply.min(self.line.len());
        while self.cursor > ply {
            self.state.undo();
            self.cursor -= 1;
        }
        while self.cursor < ply {
            self.state.play_unchecked(self.line[self.cursor].action);
            self.cursor += 1;
        }
    }

    /// The actions of the line so far, as the engine names them.
    pub fn names(&self) -> Vec<String> {
        self.line.iter().map(|step| self.start.format(step.action)).collect()
    }

    /// The actions since the seat to act last acted: every action of the line up to the board
    /// shown that follows that seat's last one (all of them in its first turn), so that each
    /// opponent's move of a round is seen, not only the last.
    pub fn since_last_turn(&self) -> &[Step] {
        let shown = &self.line[..self.cursor];
        let seat = self.state.seat_to_move();
        let after = shown.iter().rposition(|step| step.seat == seat).map_or(0, |i| i + 1);
        &shown[after..]
    }

    /// The game up to the board shown, as a record.
    pub fn record(&self) -> Record {
        let seats: Vec<String> = self.specs.iter().map(Spec::to_string).collect();
        let actions: Vec<Action> = self.line[..self.cursor].iter().map(|s| s.action).collect();
        Record::from_game(&self.path, &self.source, &seats, Some(self.seed), &self.start, &actions)
    }

    /// Replaces the game by a record's (text or JSON) of the same game file: every action
    /// checked, the board at its end. A record of a changed game file is still tried, and the
    /// answer says so.
    pub fn load(&mut self, text: &str) -> Result<Option<String>, String> {
        let record = Record::parse(text).map_err(|e| format!("the record does not read: {e}"))?;
        let rules = rules_from(&self.path, &self.source, &record.options)
            .map_err(|why| format!("the record's options: {}", why.trim_end()))?;
        let start = State::new(rules.clone());
        let (_, actions) =
            replay_actions(&record, rules).map_err(|d| format!("the record does not replay: {d}"))?;
        let warning = (game_hash(&self.source) != record.game.hash).then(|| {
            format!(
                "the record was made on another version of {} (hash {})",
                record.game.path, record.game.hash
            )
        });
        (self.start, self.state, self.line, self.cursor) = (start.clone(), start, Vec::new(), 0);
        for action in actions {
            self.push_played(action);
        }
        self.throw_while_chance();
        Ok(warning)
    }

    /// The spec that plays `player` when asked to move for them: the agent of the seat that
    /// controls them, or the default opponent for a human seat (the page's "agent move" asks
    /// the search for help).
    pub fn agent_for(&self, player: PlayerId) -> Spec {
        match self.spec_of(player) {
            Some(spec) if !spec.is_human() => spec.clone(),
            _ => {
                let mut spec: Spec =
                    seats::DEFAULT_OPPONENT.parse().expect("the default opponent is a valid spec");
                seats::use_cores(&mut spec);
                spec
            }
        }
    }
}

/// Checks a game's text, compiled with the options named; refused with every diagnostic
/// rendered (no colour: a page shows it) and counted, or with why an option is unknown.
pub fn rules_from(path: &str, source: &str, options: &[String]) -> Result<Arc<Rules>, String> {
    load_with(source, options).map(Arc::new).map_err(|error| match error {
        LoadError::UnknownOption(message) => message,
        LoadError::Invalid(diagnostics) => report(path, source, &diagnostics, false),
    })
}

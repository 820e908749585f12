//! Game: a game of `yon play` in progress — its state, every action played and by whom, who
//! sits where (a seat is a human or an agent, known by the player it sat down as; after a
//! `swap seats` each seat plays the other player), and its record, kept for saving however the
//! game ends.

use super::keep::Keeper;
use std::path::Path;
use yon::agents::{Agent, derive_seed};
use yon::compile::rules::PlayerId;
use yon::engine::{Action, Rng, State};
use yon_view::draw::Recent;

/// The stream of the game's seed its dice are drawn from (the seats' agents use 0, 1, …).
const DICE_STREAM: u64 = u64::MAX - 1;

/// Which seat played an action of the game, and in which turn (the action is in the keeper's
/// list).
#[derive(Clone, Copy, Debug)]
pub struct Played {
    pub seat: usize,
    pub turn: u32,
}

/// A game being played: the state, everything played so far, and who sits where.
pub struct Game {
    pub state: State,
    /// Every action played since the start (after `--moves`), in order.
    pub history: Vec<Played>,
    /// The agent in each seat; `None` is a human at the prompt.
    pub(super) agents: Vec<Option<Box<dyn Agent>>>,
    /// What sits in each seat, as its spec spells it (`human`, `mcts:time=2s`).
    names: Vec<String>,
    pub seed: u64,
    /// The game's dice, seeded from `seed` apart from every seat's: throws repeat under a seed.
    pub(super) dice: Rng,
    /// The game as a record needs it, shared with the handler of Ctrl-C.
    keeper: Keeper,
    /// `--record`: where the game is saved however it ends.
    record: Option<std::path::PathBuf>,
    /// Whether saving at the end has failed once: the player was told, and may leave now.
    save_failed: bool,
    /// Whether the game has changed since it was last saved by `save` (or the quit prompt).
    changed: bool,
}

impl Game {
    /// A game from `state` with nothing played yet, saved to `record` (if any) however it ends.
    pub(super) fn new(
        state: State,
        seated: (Vec<Option<Box<dyn Agent>>>, Vec<String>),
        seed: u64,
        keeper: Keeper,
        record: Option<std::path::PathBuf>,
    ) -> Game {
        let (agents, names) = seated;
        let history = Vec::new();
        let dice = Rng::new(derive_seed(seed, DICE_STREAM));
        Game { state, history, agents, names, seed, dice, keeper, record, save_failed: false, changed: false }
    }

    /// Plays an action known to be legal and records it; says when check moved the turn, for
    /// the caller to tell after the action itself.
    #[must_use]
    pub fn play(&mut self, action: Action) -> Option<String> {
        let (mover, turn) = (self.state.to_move(), self.state.turn());
        let played = Played { seat: self.state.seat_to_move(), turn };
        self.state.play_unchecked(action);
        self.history.push(played);
        self.keeper.lock().actions.push(action);
        self.changed = true;
        self.turn_moved_by_check(mover, turn)
    }

    /// With `order: checked first`, when a turn ends in check and the turn passes over
    /// players to the one in check: `check: the turn passes to you, south (east skipped)`.
    fn turn_moved_by_check(&self, mover: PlayerId, turn: u32) -> Option<String> {
        let state = &self.state;
        let ended = state.turn() != turn || state.to_move() != mover;
        if !state.rules().play.checked_first || !ended || state.known_outcome().is_some() {
            return None;
        }
        let count = state.rules().player_count() as PlayerId;
        let after = |p: PlayerId| (1..count).map(move |i| (p + i) % count).filter(|&q| state.is_in_play(q));
        let to = state.to_move();
        let skipped: Vec<&str> = after(mover)
            .take_while(|&q| q != to)
            .map(|q| state.rules().players[q as usize].as_str())
            .collect();
        if skipped.is_empty() {
            return None;
        }
        let name = &state.rules().players[to as usize];
        let who = if self.is_human(state.seat_to_move()) { format!("you, {name}") } else { name.clone() };
        Some(format!("check: the turn passes to {who} ({} skipped)", skipped.join(", ")))
    }

    /// The text of the game's file, as the record keeps it.
    pub fn source(&self) -> String {
        self.keeper.lock().source.clone()
    }

    /// Whether a seat is a human's (at the prompt).
    pub fn is_human(&self, seat: usize) -> bool {
        self.agents[seat].is_none()
    }

    /// Who plays each player now, `red: human, blue: mcts`: the seats as they sat down, or
    /// exchanged by a swap of seats.
    pub fn seating(&self) -> String {
        let seats = self.state.seats();
        let players = &self.state.rules().players;
        let each = players.iter().enumerate().map(|(p, name)| {
            let seat = seats.seat_of(p as PlayerId);
            if seats.swapped() {
                format!("{name}: {} ({}'s seat)", self.names[seat], players[seat])
            } else {
                format!("{name}: {}", self.names[seat])
            }
        });
        each.collect::<Vec<_>>().join(", ")
    }

    /// The player the one human at the table plays, to whom the board says "your silver";
    /// `None` with several.
    pub(super) fn viewer(&self) -> Option<PlayerId> {
        let mut humans = (0..self.agents.len()).filter(|&seat| self.is_human(seat));
        match (humans.next(), humans.next()) {
            (Some(only), None) => Some(self.state.seats().player_of(only)),
            _ => None,
        }
    }

    /// What the seat to act has not seen played: every action since its own last one (the
    /// others' turns, however many), or, when that is nothing or it has not played yet, the
    /// last turn.
    pub(super) fn missed(&self) -> Recent {
        let viewer = self.viewer();
        let seat = self.state.seat_to_move();
        let base = self.state.ply().saturating_sub(self.history.len());
        let since = match self.history.iter().rposition(|p| p.seat == seat) {
            Some(i) => base + i + 1,
            None => base,
        };
        let missed = Recent::since(&self.state, since, viewer);
        if missed.steps.is_empty() { Recent { viewer, ..Recent::last_turn(&self.state) } } else { missed }
    }

    /// Takes back actions to the start of the last turn a human began and played in; false
    /// when none is left. A throw is nobody's choice: a turn with nothing played but its throw
    /// is not the one taken back, the one before it is.
    pub fn undo_turn(&mut self) -> bool {
        if !self.human_has_chosen() {
            return false;
        }
        let mut chose = false;
        while let Some(played) = self.history.pop() {
            self.state.undo();
            let action = self.keeper.lock().actions.pop();
            self.changed = true;
            chose |= action.is_some_and(|a| !a.is_roll());
            let turn_start = self.history.last().is_none_or(|before| before.turn != played.turn);
            if chose && self.is_human(played.seat) && turn_start {
                // The dice stay as they fell: a turn taken back is not a throw taken back.
                if let Some(roll) = action.filter(|a| a.is_roll()) {
                    let _ = self.play(roll);
                }
                return true;
            }
        }
        false
    }

    /// Whether a human has played an action since the start (`--moves` aside), not a throw.
    fn human_has_chosen(&self) -> bool {
        let kept = self.keeper.lock();
        let base = kept.actions.len().saturating_sub(self.history.len());
        self.history
            .iter()
            .zip(&kept.actions[base..])
            .any(|(played, action)| self.is_human(played.seat) && !action.is_roll())
    }

    /// Writes the record to a file and says so.
    pub fn save(&mut self, path: &Path) -> Result<(), super::Failure> {
        self.keeper.lock().save(path)?;
        outln!("saved to {}", path.display());
        self.changed = false;
        Ok(())
    }

    /// Whether quitting now would lose actions: some were played or taken back since the last
    /// `save`, and no `--record` file will be written on leaving.
    pub fn unsaved(&self) -> bool {
        self.changed && self.record.is_none() && !self.keeper.lock().actions.is_empty()
    }

    /// How many actions the game holds, `--moves` included.
    pub fn action_count(&self) -> usize {
        self.keeper.lock().actions.len()
    }

    /// Where the quit prompt offers to save: `GAME.record` in the working directory.
    pub fn suggested_record(&self) -> std::path::PathBuf {
        let kept = self.keeper.lock();
        let stem = Path::new(&kept.path).file_stem().map_or("game".into(), |s| s.to_string_lossy());
        std::path::PathBuf::from(format!("{stem}.record"))
    }

    /// Starts a new game from the start position, same seats and options. With `--record`, the
    /// new game's record goes to a new file beside the old (`game-2.record`), never over it.
    pub fn restart(&mut self) {
        self.state = self.keeper.lock().start.clone();
        self.history.clear();
        self.keeper.lock().actions.clear();
        self.changed = false;
        self.save_failed = false;
        outln!("a new game of {}", self.state.rules().title);
        if let Some(old) = self.record.take() {
            let path = super::ending::free_name(&old);
            match self.keeper.lock().save(&path) {
                Ok(()) => outln!("its record is written to {}", path.display()),
                Err(failure) => outln!("{}", failure.message.trim_end()),
            }
            self.keeper.guard(Some(path.clone()));
            self.record = Some(path);
        }
    }

    /// Every action of the game, `--moves` included, space-separated as `--moves` takes them.
    pub fn moves(&self) -> String {
        self.keeper.lock().moves()
    }

    /// Ends the game: prints its actions and writes its record (with `--record`). Returns
    /// false, once, when the record cannot be written, so the player can `save` elsewhere.
    pub fn leave(&mut self) -> bool {
        outln!("actions: {}", self.moves());
        let Some(path) = self.record.clone() else { return true };
        match self.save(&path) {
            Ok(()) => true,
            Err(failure) => {
                outln!("{}", failure.message.trim_end());
                if self.save_failed {
                    return true;
                }
                self.save_failed = true;
                outln!("the game is not lost: `save FILE` writes it elsewhere, `quit` leaves without it");
                false
            }
        }
    }
}

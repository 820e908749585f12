//! State: a position of a game in play, with the actions that led to it — legal actions as
//! indices of the game's action space and as names, apply and undo, the result, perft,
//! playouts, the observation and records.

use crate::game::{Game, Loaded};
use crate::{IllegalActionError, RecordError};
use pyo3::prelude::*;
use pyo3::types::PyList;
use std::sync::Arc;
use yon::agents::playouts;
use yon::engine::Rng;
use yon::engine::{Action, perft, perft_turns};
use yon::record::{Record, replay_actions};

/// A position of a game, with the actions played from the start (for undo, records and
/// serialisation).
#[pyclass(module = "yon")]
pub struct State {
    pub(crate) game: Arc<Loaded>,
    pub(crate) state: yon::engine::State,
    pub(crate) history: Vec<Action>,
    /// The legal actions of the position once listed (`listed`), and each with its index,
    /// ascending, once asked (`indexed`); the buffers are kept from position to position, so
    /// that a step allocates nothing.
    legal: Vec<Action>,
    by_index: Vec<(usize, Action)>,
    listed: bool,
    indexed: bool,
}

/// An action given from Python: an index of the action space or a name.
#[derive(FromPyObject)]
pub enum Wanted {
    Index(usize),
    Name(String),
}

impl State {
    pub fn new(game: Arc<Loaded>, state: yon::engine::State, history: Vec<Action>) -> State {
        State { game, state, history, legal: Vec::new(), by_index: Vec::new(), listed: false, indexed: false }
    }

    /// The legal actions, listed once per position.
    pub(crate) fn legal(&mut self) -> &[Action] {
        if !self.listed {
            self.state.legal_actions(&mut self.legal);
            self.listed = true;
            self.indexed = false;
        }
        &self.legal
    }

    /// The legal actions with their indices, ascending, computed once per position.
    fn by_index(&mut self) -> &[(usize, Action)] {
        self.legal();
        if !self.indexed {
            let (space, state) = (&self.game.space, &self.state);
            self.by_index.clear();
            self.by_index.extend(self.legal.iter().map(|&a| (space.encode(state, a), a)));
            // Generation lists most games' actions in index order already.
            if !self.by_index.is_sorted_by_key(|pair| pair.0) {
                self.by_index.sort_by_key(|pair| pair.0);
            }
            self.indexed = true;
        }
        &self.by_index
    }

    /// The position changed: what was listed is stale.
    fn changed(&mut self) {
        self.listed = false;
        self.indexed = false;
    }

    pub(crate) fn play(&mut self, action: Action) {
        self.state.play_unchecked(action);
        self.history.push(action);
        self.changed();
    }

    /// The legal action at an index of the action space.
    pub(crate) fn at_index(&mut self, index: usize) -> Option<Action> {
        let pairs = self.by_index();
        pairs.get(pairs.partition_point(|p| p.0 < index)).filter(|p| p.0 == index).map(|p| p.1)
    }

    pub(crate) fn apply_name(&mut self, name: &str) -> PyResult<()> {
        let action = self
            .state
            .parse_action(name)
            .map_err(|why| IllegalActionError::new_err(format!("`{name}` cannot be played: {why}")))?;
        self.play(action);
        Ok(())
    }

    /// Each player's return: 1 for a winner (a team wins together), -1 for the others, 0 for
    /// everyone in a draw or a game not over.
    pub(crate) fn returns_of(state: &mut yon::engine::State, out: &mut [f32]) {
        out.fill(0.0);
        if let Some(outcome) = state.outcome().filter(|o| o.winners != 0) {
            for (player, value) in out.iter_mut().enumerate() {
                *value = if outcome.wins(player as u8) { 1.0 } else { -1.0 };
            }
        }
    }
}

#[pymethods]
impl State {
    /// The game this is a position of.
    #[getter]
    fn game(&self) -> Game {
        Game { loaded: self.game.clone() }
    }

    /// The index of the player to act (in `Game.players`).
    #[getter]
    fn to_move(&self) -> u8 {
        self.state.to_move()
    }

    /// The turn being played, from 1.
    #[getter]
    fn turn(&self) -> u32 {
        self.state.turn()
    }

    /// Actions played since the start.
    #[getter]
    fn ply(&self) -> usize {
        self.history.len()
    }

    /// Whether chance acts next (a throw of the dice, a random setup's draw), not a player.
    fn is_chance(&self) -> bool {
        self.state.is_chance() || self.state.drawn(Action::roll(0)).is_some()
    }

    /// At a chance node, each outcome as (index of the action space, probability), the
    /// probabilities adding up to 1; empty elsewhere.
    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        let (space, state) = (&self.game.space, &self.state);
        state.chances().into_iter().map(|(outcome, p)| (space.encode(state, outcome), p)).collect()
    }

    /// The legal actions as indices of the action space, ascending (each has its own); at a
    /// chance node, the outcomes'.
    fn legal_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let game = self.game.clone();
        game.index_list(py, self.by_index().iter().map(|p| p.0))
    }

    /// The legal actions' names, as `yon legal` prints them and `apply` reads them.
    fn legal_action_names(&mut self) -> Vec<String> {
        let legal = self.legal().to_vec();
        legal.iter().map(|&a| self.state.format(a)).collect()
    }

    /// A numpy bool array over the action space, true where an action is legal.
    fn legal_mask(&mut self, py: Python<'_>) -> PyResult<PyObject> {
        let mut mask = vec![0u8; self.game.space.size()];
        for &(index, _) in self.by_index() {
            mask[index] = 1;
        }
        crate::array(py, &mask, "bool", vec![mask.len()])
    }

    /// The name of the legal action at an index.
    fn action_name(&mut self, index: usize) -> PyResult<String> {
        match self.at_index(index) {
            Some(action) => Ok(self.state.format(action)),
            None => Err(IllegalActionError::new_err(format!("no legal action has index {index} here"))),
        }
    }

    /// The index of an action given by name.
    fn action_index(&mut self, name: &str) -> PyResult<usize> {
        let action = self
            .state
            .parse_action(name)
            .map_err(|why| IllegalActionError::new_err(format!("`{name}` cannot be played: {why}")))?;
        Ok(self.game.space.encode(&self.state, action))
    }

    /// Plays an action, given by index or by name; an illegal one raises `IllegalActionError`
    /// and leaves the state as it was.
    fn apply(&mut self, action: Wanted) -> PyResult<()> {
        match action {
            Wanted::Name(name) => self.apply_name(&name),
            Wanted::Index(index) => match self.at_index(index) {
                Some(action) => {
                    self.play(action);
                    Ok(())
                }
                None => Err(IllegalActionError::new_err(format!(
                    "no legal action has index {index} here ({}); legal: {:?}",
                    self.game
                        .space
                        .describe(&self.game.rules, index)
                        .unwrap_or_else(|| "outside the action space".into()),
                    self.legal_action_names()
                ))),
            },
        }
    }

    /// Takes back the last action.
    fn undo(&mut self) -> PyResult<()> {
        if self.history.pop().is_none() {
            return Err(IllegalActionError::new_err("nothing to undo: no action has been played"));
        }
        self.state.undo();
        self.changed();
        Ok(())
    }

    /// Whether the game is over (no action is legal).
    fn is_terminal(&mut self) -> bool {
        self.legal().is_empty()
    }

    /// The result in words (`x wins`, `draw`), or None while the game goes on.
    fn outcome(&mut self) -> Option<String> {
        let players = self.game.rules.players.clone();
        self.state.outcome().map(|o| o.describe(&players))
    }

    /// The winners' indices (empty for a draw or a game not over).
    fn winners(&mut self) -> Vec<usize> {
        let players = self.game.rules.player_count() as u8;
        match self.state.outcome() {
            Some(o) => (0..players).filter(|&p| o.wins(p)).map(usize::from).collect(),
            None => Vec::new(),
        }
    }

    /// Each player's return: 1 for a winner, -1 for a loser, 0 in a draw or while the game goes on.
    fn returns(&mut self) -> Vec<f32> {
        let mut out = vec![0.0; self.game.rules.player_count()];
        State::returns_of(&mut self.state, &mut out);
        out
    }

    /// An independent copy.
    fn clone(&self) -> State {
        State::new(self.game.clone(), self.state.clone(), self.history.clone())
    }

    fn __copy__(&self) -> State {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.clone()
    }

    /// The actions played from the start, by name.
    fn history(&self) -> Vec<String> {
        let mut state = yon::engine::State::new(self.game.rules.clone());
        let mut names = Vec::with_capacity(self.history.len());
        for &action in &self.history {
            names.push(state.format(action));
            state.play_unchecked(action);
        }
        names
    }

    /// The actions played from the start, as indices of the action space (throws included).
    fn history_indices(&self) -> Vec<usize> {
        let mut state = yon::engine::State::new(self.game.rules.clone());
        let mut indices = Vec::with_capacity(self.history.len());
        for &action in &self.history {
            indices.push(self.game.space.encode(&state, action));
            state.play_unchecked(action);
        }
        indices
    }

    /// The position as text: the actions from the start, space-separated (`Game.deserialize`
    /// reads it back).
    fn serialize(&self) -> String {
        self.history().join(" ")
    }

    /// Each cell's piece as (player, kind) — the top piece of a stack —, None when empty.
    fn board(&self) -> Vec<Option<(String, String)>> {
        let rules = &self.game.rules;
        let owner = |p: u8| rules.players.get(p as usize).cloned().unwrap_or_else(|| "nobody".into());
        let piece = |&p: &u16| {
            (p != 0).then(|| {
                (owner(yon::engine::owner_of(p)), rules.kinds[yon::engine::kind_of(p) as usize].clone())
            })
        };
        self.state.board().iter().map(piece).collect()
    }

    /// The observation: a float32 numpy array of `Game.observation_shape` (planes × cells).
    fn observation_tensor(&self, py: Python<'_>) -> PyResult<PyObject> {
        let (planes, cells) = self.game.planes.shape();
        let mut out = vec![0f32; planes * cells];
        self.game.planes.observe(&self.state, &mut out);
        crate::array(py, &crate::float_bytes(&out), "float32", vec![planes, cells])
    }

    /// Legal action sequences of `depth` actions (of `depth` whole turns with `turns=True`).
    #[pyo3(signature = (depth, turns = false))]
    fn perft(&mut self, py: Python<'_>, depth: u32, turns: bool) -> u64 {
        let state = &mut self.state;
        py.allow_threads(|| if turns { perft_turns(state, depth) } else { perft(state, depth) })
    }

    /// Uniformly random games from here to their end (or `cap` actions): a dict of `games`,
    /// `actions`, `wins` (per player), `draws` and `unfinished`. The state is left as it was.
    #[pyo3(signature = (games = 1, seed = 0, cap = 10_000))]
    fn playouts(&mut self, py: Python<'_>, games: u64, seed: u64, cap: u64) -> PyResult<PyObject> {
        let state = &mut self.state;
        let stats = py.allow_threads(|| playouts(state, &mut Rng::new(seed), games, cap, |_| {}));
        let dict = pyo3::types::PyDict::new(py);
        dict.set_item("games", stats.games)?;
        dict.set_item("actions", stats.actions)?;
        dict.set_item("wins", stats.wins)?;
        dict.set_item("draws", stats.draws)?;
        dict.set_item("unfinished", stats.unfinished)?;
        Ok(dict.into_any().unbind())
    }

    /// The game so far as a record (`yon replay` reads it): text, or JSON with `json=True`.
    /// `agents` names who played each player.
    #[pyo3(signature = (agents = None, seed = None, json = false))]
    fn to_record(&self, agents: Option<Vec<String>>, seed: Option<u64>, json: bool) -> String {
        let agents = agents.unwrap_or_else(|| vec!["python".to_string(); self.game.rules.player_count()]);
        let start = yon::engine::State::new(self.game.rules.clone());
        let record =
            Record::from_game(&self.game.name, &self.game.source, &agents, seed, &start, &self.history);
        if json { record.to_json() } else { record.to_text() }
    }

    fn __repr__(&self) -> String {
        format!("<yon.State of {:?} after {} actions>", self.game.rules.title, self.history.len())
    }

    fn __str__(&self) -> String {
        self.serialize()
    }
}

/// The final state of a record (text or JSON), replayed on the game text it holds, every
/// action checked.
#[pyfunction]
pub fn replay(py: Python<'_>, record: &str) -> PyResult<State> {
    let record = Record::parse(record).map_err(|e| RecordError::new_err(e.to_string()))?;
    let Some(text) = record.game.text.clone() else {
        return Err(RecordError::new_err(
            "the record holds no game text; load the game and deserialize instead",
        ));
    };
    let game = crate::game::loads(py, &text, Some(record.options.clone()), &record.game.path)?;
    let (state, actions) = replay_actions(&record, game.loaded.rules.clone())
        .map_err(|d| RecordError::new_err(d.to_string()))?;
    Ok(State::new(game.loaded.clone(), state, actions))
}

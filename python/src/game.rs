//! Game: a checked game with its options, its action space and observation shape, and the
//! module functions that load one.

use crate::files;
use crate::planes::Planes;
use crate::space::Space;
use crate::state::State;
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::PyList;
use std::sync::Arc;
use yon::compile::rules::Rules;

/// What every state of a game shares.
pub struct Loaded {
    /// The file name diagnostics and records show.
    pub name: String,
    pub source: String,
    pub rules: Arc<Rules>,
    pub space: Space,
    pub planes: Planes,
    /// The Python int of each index of the action space, made at the first list of legal
    /// actions: a list then only refers to them (most indices are past the ints Python keeps).
    indices: GILOnceCell<Vec<PyObject>>,
}

impl Loaded {
    pub fn new(name: String, source: String, rules: Arc<Rules>) -> Loaded {
        let (space, planes) = (Space::new(&rules), Planes::new(&rules));
        Loaded { name, source, rules, space, planes, indices: GILOnceCell::new() }
    }

    /// A Python list of indices of the action space.
    pub fn index_list<'py>(
        &self,
        py: Python<'py>,
        indices: impl ExactSizeIterator<Item = usize>,
    ) -> PyResult<Bound<'py, PyList>> {
        let ints = self.indices.get_or_init(py, || {
            (0..self.space.size())
                .map(|i| i.into_pyobject(py).map_or_else(|e| match e {}, |int| int.into_any().unbind()))
                .collect()
        });
        PyList::new(py, indices.map(|i| ints[i].bind(py)))
    }

    pub fn start(self: &Arc<Self>) -> State {
        State::new(self.clone(), yon::engine::State::new(self.rules.clone()), Vec::new())
    }
}

/// A game, checked and compiled with its options.
#[pyclass(frozen, module = "yon")]
pub struct Game {
    pub loaded: Arc<Loaded>,
}

fn open(py: Python<'_>, name: String, source: String, options: Option<Vec<String>>) -> PyResult<Game> {
    let options = options.unwrap_or_default();
    let rules = files::rules(&name, &source, &options).map_err(|r| crate::game_error(py, r))?;
    Ok(Game { loaded: Arc::new(Loaded::new(name, source, rules)) })
}

/// Loads a game file, or the built-in game of that name (`"chess"`), with the options named on.
#[pyfunction]
#[pyo3(signature = (game, options = None))]
pub fn load(py: Python<'_>, game: &str, options: Option<Vec<String>>) -> PyResult<Game> {
    let source = files::source(game).map_err(|r| crate::game_error(py, r))?;
    open(py, game.to_string(), source, options)
}

/// Loads a game from its text; `name` is the file name its diagnostics show.
#[pyfunction]
#[pyo3(signature = (text, options = None, name = "<string>"))]
pub fn loads(py: Python<'_>, text: &str, options: Option<Vec<String>>, name: &str) -> PyResult<Game> {
    open(py, name.to_string(), text.to_string(), options)
}

/// The names of the games built into the module.
#[pyfunction]
pub fn builtin_games() -> Vec<&'static str> {
    files::builtin_names()
}

#[pymethods]
impl Game {
    /// The start position.
    fn new_initial_state(&self) -> State {
        self.loaded.start()
    }

    /// The state after the actions of `State.serialize()` (their names, space-separated).
    fn deserialize(&self, text: &str) -> PyResult<State> {
        let mut state = self.loaded.start();
        for name in yon::record::action_words(text) {
            state.apply_name(&name)?;
        }
        Ok(state)
    }

    #[getter]
    fn title(&self) -> &str {
        &self.loaded.rules.title
    }

    #[getter]
    fn name(&self) -> &str {
        &self.loaded.name
    }

    #[getter]
    fn source(&self) -> &str {
        &self.loaded.source
    }

    #[getter]
    fn players(&self) -> Vec<String> {
        self.loaded.rules.players.clone()
    }

    #[getter]
    fn kinds(&self) -> Vec<String> {
        self.loaded.rules.kinds.clone()
    }

    /// The names of the board's cells, in index order.
    #[getter]
    fn cells(&self) -> Vec<String> {
        self.loaded.rules.geometry.names.clone()
    }

    /// Each cell's (column, row) on the grid the board is laid on (axial (q, r) on hex boards).
    #[getter]
    fn coords(&self) -> Vec<(u32, u32)> {
        self.loaded.rules.geometry.coords.clone()
    }

    /// The grid's (columns, rows).
    #[getter]
    fn grid(&self) -> (u32, u32) {
        (self.loaded.rules.geometry.width, self.loaded.rules.geometry.height)
    }

    /// Every option the game declares.
    #[getter]
    fn declared_options(&self) -> Vec<String> {
        self.loaded.rules.options.iter().map(|o| o.name.clone()).collect()
    }

    /// The options this game was loaded with.
    #[getter]
    fn options(&self) -> Vec<String> {
        self.loaded.rules.chosen.clone()
    }

    /// How many indices the fixed action space has.
    #[getter]
    fn num_actions(&self) -> usize {
        self.loaded.space.size()
    }

    /// The observation's shape: (planes, cells).
    #[getter]
    fn observation_shape(&self) -> (usize, usize) {
        self.loaded.planes.shape()
    }

    /// What each observation plane holds.
    #[getter]
    fn observation_planes(&self) -> Vec<String> {
        self.loaded.planes.names.clone()
    }

    /// Each observation plane's (least, greatest) value.
    #[getter]
    fn observation_bounds(&self) -> Vec<(f32, f32)> {
        self.loaded.planes.bounds()
    }

    /// The action space's blocks, (name, first index, size), in index order.
    #[getter]
    fn action_blocks(&self) -> Vec<(&'static str, usize, usize)> {
        self.loaded.space.blocks()
    }

    /// How many outcomes a chance node can have at most: the size of the `chance` block (0 in a
    /// game without dice or random setups).
    #[getter]
    fn max_chance_outcomes(&self) -> usize {
        self.loaded.space.chance_size()
    }

    /// What an index of the action space stands for, in words (`a1-b2`, `place x on c3`).
    fn describe_action(&self, index: usize) -> PyResult<String> {
        self.loaded.space.describe(&self.loaded.rules, index).ok_or_else(|| {
            pyo3::exceptions::PyIndexError::new_err(format!(
                "action {index} is outside the action space (0..{})",
                self.loaded.space.size()
            ))
        })
    }

    fn __repr__(&self) -> String {
        format!(
            "<yon.Game {:?} ({} players, {} cells)>",
            self.loaded.rules.title,
            self.loaded.rules.player_count(),
            self.loaded.space.cells()
        )
    }
}

//! yon from Python: the `yon._yon` extension module, a thin binding over the core library —
//! games loaded and checked, positions played and undone, perft, playouts, agents, records,
//! chance nodes (throws and random setups, their outcomes with their odds), a fixed action
//! space (`space.rs`), observation planes (`planes.rs`) and a batched stepper.
//! No rule logic here; the Python package (`python/yon/`) builds the environments on top of it.

mod agent;
mod along;
mod batch;
mod chance;
mod files;
mod game;
mod planes;
mod shaped;
mod space;
mod state;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;

create_exception!(yon, YonError, PyException, "Every error yon raises.");
create_exception!(
    yon,
    GameError,
    YonError,
    "A game that does not check, cannot be read or lacks an option; `str(error)` is what `yon check` prints."
);
create_exception!(yon, IllegalActionError, YonError, "An action the rules do not allow in this position.");
create_exception!(yon, RecordError, YonError, "A record that cannot be read or replayed.");
create_exception!(yon, AgentError, YonError, "An agent spec that does not read.");

/// The Python error for a game that cannot be had: `GameError`, with `codes` (the diagnostics'
/// codes, empty when the game was not read) and `diagnostics` (their text) attached.
pub(crate) fn game_error(py: Python<'_>, refusal: files::Refusal) -> PyErr {
    let (text, codes) = match refusal {
        files::Refusal::Invalid { text, codes } => (text, codes),
        files::Refusal::Other(text) => (text, Vec::new()),
    };
    let error = GameError::new_err(text.clone());
    let value = error.value(py);
    // Attributes on a fresh exception instance cannot fail to set.
    let _ = value.setattr("codes", codes);
    let _ = value.setattr("diagnostics", text);
    error
}

/// `numpy.frombuffer`, looked up once.
static FROMBUFFER: GILOnceCell<PyObject> = GILOnceCell::new();

/// A numpy array of `dtype` and `shape` over a copy of `bytes` (writable, as learners expect).
pub(crate) fn array(py: Python<'_>, bytes: &[u8], dtype: &str, shape: Vec<usize>) -> PyResult<PyObject> {
    let frombuffer =
        FROMBUFFER.get_or_try_init(py, || py.import("numpy")?.getattr("frombuffer").map(Bound::unbind))?;
    let buffer = pyo3::types::PyByteArray::new(py, bytes);
    let flat = frombuffer.bind(py).call1((buffer, dtype))?;
    Ok(flat.call_method1("reshape", (shape,))?.unbind())
}

/// Float32 values as native-endian bytes.
pub(crate) fn float_bytes(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_ne_bytes()).collect()
}

#[pymodule]
fn _yon(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("YonError", py.get_type::<YonError>())?;
    m.add("GameError", py.get_type::<GameError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("RecordError", py.get_type::<RecordError>())?;
    m.add("AgentError", py.get_type::<AgentError>())?;
    m.add_class::<game::Game>()?;
    m.add_class::<state::State>()?;
    m.add_class::<agent::Agent>()?;
    m.add_class::<batch::Batch>()?;
    m.add_function(wrap_pyfunction!(game::load, m)?)?;
    m.add_function(wrap_pyfunction!(game::loads, m)?)?;
    m.add_function(wrap_pyfunction!(game::builtin_games, m)?)?;
    m.add_function(wrap_pyfunction!(state::replay, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

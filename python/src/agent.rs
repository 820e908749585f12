//! Agent: yon's players (`random`, `flat`, `mcts`) named as on the command line
//! (`mcts:iterations=1000`, `flat:playouts=500`, `mcts:time=1s`), choosing with the GIL released.

use crate::state::State;
use crate::{AgentError, IllegalActionError};
use pyo3::prelude::*;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use yon::agents::{Clock, Spec};

/// A player that picks actions.
#[pyclass(module = "yon")]
pub struct Agent {
    /// Behind a lock so that the class may be shared between Python threads.
    agent: Mutex<Box<dyn yon::agents::Agent>>,
}

#[pymethods]
impl Agent {
    /// An agent from its spec (`random`, `flat:playouts=N`, `mcts:iterations=N:c=1.4`,
    /// `mcts:time=2s`); `seed` decides every random choice of an agent with a count budget.
    #[new]
    #[pyo3(signature = (spec, seed = 0))]
    fn new(spec: &str, seed: u64) -> PyResult<Agent> {
        let spec: Spec = spec.parse().map_err(AgentError::new_err)?;
        let begun = Instant::now();
        let clock: Clock = Arc::new(move || begun.elapsed());
        match spec.build(seed, &clock) {
            Some(agent) => Ok(Agent { agent: Mutex::new(agent) }),
            None => Err(AgentError::new_err("`human` is not an agent here: choose the action in Python")),
        }
    }

    /// The agent as its spec spells it.
    #[getter]
    fn name(&self) -> String {
        self.lock().name()
    }

    /// The action to play in `state`, as an index of the action space.
    fn choose(&mut self, py: Python<'_>, state: &mut State) -> PyResult<usize> {
        let action = self.pick(py, state)?;
        Ok(state.game.space.encode(&state.state, action))
    }

    /// The action to play in `state`, by name.
    fn choose_name(&mut self, py: Python<'_>, state: &mut State) -> PyResult<String> {
        let action = self.pick(py, state)?;
        Ok(state.state.format(action))
    }

    /// What the last choice was expected to be worth to the chooser (0 to 1), when it searched.
    fn evaluation(&self) -> Option<f32> {
        self.lock().evaluation()
    }
}

impl Agent {
    fn lock(&self) -> std::sync::MutexGuard<'_, Box<dyn yon::agents::Agent>> {
        self.agent.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn pick(&mut self, py: Python<'_>, state: &mut State) -> PyResult<yon::engine::Action> {
        if state.legal().is_empty() {
            return Err(IllegalActionError::new_err("the game is over: there is no action to choose"));
        }
        if state.state.is_chance() {
            return Err(IllegalActionError::new_err(
                "chance acts here, not a player: throw by `State.chance_outcomes()`",
            ));
        }
        let agent = self.agent.get_mut().unwrap_or_else(|poisoned| poisoned.into_inner());
        let position = &state.state;
        Ok(py.allow_threads(|| agent.choose(position)))
    }
}

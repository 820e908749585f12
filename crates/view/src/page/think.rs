//! Think: an agent moves for the player to act, and says what it thought — for a search, the
//! root actions it weighed most, with their visits and values, as the page shows them.

use super::live::{Live, Thinking, Work};
use super::session::Session;
use serde_json::{Value, json};
use std::sync::Arc;
use yon::agents::{Spec, Watch, derive_seed, obvious_action, search_watched, throw};

/// Root actions shown: enough to see the contest without a wall of numbers.
const SHOWN: usize = 5;

/// Plays the agent's action; returns what it thought, or why it could not move. While it
/// thinks, `live` shows its progress.
pub fn agent_move(session: &mut Session, live: &Live) -> Result<Value, String> {
    if session.state.outcome().is_some() {
        return Err("the game is over".into());
    }
    let player = session.state.to_move();
    let spec = session.agent_for(player);
    // The same seed and line give the same choice: a position searched again after undo is
    // answered alike.
    let seed = derive_seed(session.seed, session.cursor as u64);
    // A throw is no agent's choice: drawn by its odds from the same seed, so it repeats.
    if let Some(roll) = throw(&session.state, &mut yon::engine::Rng::new(seed)) {
        let text = session.state.format(roll);
        session.push(roll);
        let (agent, player) = ("dice", &session.state.rules().players[player as usize]);
        return Ok(
            json!({ "player": player, "agent": agent, "action": text, "worth": Value::Null, "weighed": Vec::<Value>::new() }),
        );
    }
    let clock = std::sync::Arc::clone(&session.clock);
    let name = session.state.rules().players[player as usize].clone();
    let thinking = |budget, unit, work| Thinking {
        player: name.clone(),
        agent: spec.to_string(),
        state: session.state.clone(),
        started: clock(),
        budget,
        unit,
        work,
    };
    let (action, weighed, worth) = match &spec {
        Spec::Mcts(config) => {
            let mut state = session.state.clone();
            let mut legal = Vec::new();
            match obvious_action(&mut state, &mut legal) {
                Some(action) => (action, Vec::new(), None),
                None => {
                    let watch = Arc::new(Watch::default());
                    let work = Work::Tree(Arc::clone(&watch));
                    let _shown = live.begin(thinking(Some(config.budget), "iterations", work));
                    let stats = search_watched(&state, config, seed, &clock, &watch);
                    let visits: u32 = stats.iter().map(|s| s.visits).sum();
                    let worth = (visits > 0).then(|| {
                        stats.iter().map(|s| s.visits as f32 * s.value).sum::<f32>() / visits as f32
                    });
                    let Some(best) = stats.first() else { return Err("nothing to search".into()) };
                    let weighed = stats
                        .iter()
                        .take(SHOWN)
                        .map(|s| json!({ "action": state.format(s.action), "visits": s.visits, "value": s.value }))
                        .collect();
                    (best.action, weighed, worth)
                }
            }
        }
        _ => {
            let Some(mut agent) = spec.build(seed, &clock) else {
                return Err("a human seat has no agent".into());
            };
            let _shown = agent.progress().map(|progress| {
                let work = Work::Counter(progress.done);
                live.begin(thinking(Some(progress.budget), progress.unit, work))
            });
            let action = agent.choose(&session.state);
            (action, Vec::new(), agent.evaluation())
        }
    };
    let text = session.state.format(action);
    session.push(action);
    Ok(json!({
        "player": session.state.rules().players[player as usize],
        "agent": spec.to_string(),
        "action": text,
        "worth": worth,
        "weighed": weighed,
    }))
}

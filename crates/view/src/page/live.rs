//! Live: what an agent's search has done so far, shared between the thread that plays the game
//! and the one that answers `GET /api/progress`, so the page shows a search at work — its
//! iterations or playouts, their rate, and for a tree search the root actions leading now.

use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use yon::agents::{Budget, Watch};
use yon::engine::State;

/// Root actions shown while a search runs, as many as when it is done.
const SHOWN: usize = 5;

/// The search under way, if any.
#[derive(Clone, Default)]
pub struct Live(Arc<Mutex<Option<Thinking>>>);

/// One agent thinking: who, about which position, since when, and the counters it adds to.
pub struct Thinking {
    pub player: String,
    pub agent: String,
    pub state: State,
    /// When it began, by the session's clock.
    pub started: Duration,
    pub budget: Option<Budget>,
    pub unit: &'static str,
    pub work: Work,
}

/// Where a search's progress is read: a tree search's watch (counter and leading actions), or
/// another agent's counter.
pub enum Work {
    Tree(Arc<Watch>),
    Counter(Arc<AtomicU64>),
}

impl Live {
    /// A search begins; it is shown until the guard returned is dropped.
    pub fn begin(&self, thinking: Thinking) -> Ending<'_> {
        *self.lock() = Some(thinking);
        Ending(self)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Thinking>> {
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The progress as the page shows it at `now` (by the session's clock): `{"thinking":
    /// false}` when no agent thinks.
    pub fn progress(&self, now: Duration) -> Value {
        let live = self.lock();
        let Some(thinking) = live.as_ref() else { return json!({ "thinking": false }) };
        let elapsed = now.saturating_sub(thinking.started);
        let (done, leaders) = match &thinking.work {
            Work::Tree(watch) => {
                let leaders = watch.leaders.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                let shown: Vec<Value> = leaders
                    .iter()
                    .take(SHOWN)
                    .map(|s| json!({ "action": thinking.state.format(s.action), "visits": s.visits, "value": s.value }))
                    .collect();
                (watch.done.load(Ordering::Relaxed), shown)
            }
            Work::Counter(done) => (done.load(Ordering::Relaxed), Vec::new()),
        };
        let seconds = elapsed.as_secs_f64();
        let budget = match thinking.budget {
            Some(Budget::Iterations(n)) => json!({ "count": n }),
            Some(Budget::Time(limit)) => json!({ "ms": limit.as_millis() as u64 }),
            None => Value::Null,
        };
        json!({
            "thinking": true,
            "player": thinking.player,
            "agent": thinking.agent,
            "done": done,
            "unit": thinking.unit,
            "elapsed_ms": elapsed.as_millis() as u64,
            "rate": if seconds > 0.0 { (done as f64 / seconds).round() } else { 0.0 },
            "budget": budget,
            "leaders": leaders,
        })
    }
}

/// Clears the search shown when dropped, however the search ended.
pub struct Ending<'a>(&'a Live);

impl Drop for Ending<'_> {
    fn drop(&mut self) {
        *self.0.lock() = None;
    }
}

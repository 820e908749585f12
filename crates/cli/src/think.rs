//! Think: an agent's choice with a spinner on stderr showing the search's progress — its
//! iterations against an iteration budget, or the time spent against a time budget — so a
//! long search is seen to work. Only on a terminal: pipes and records get nothing extra.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use yon::agents::{Agent, Budget, Progress};
use yon::engine::{Action, State};

/// How long a choice may take before the spinner shows: quick choices should not flicker.
const QUIET: Duration = Duration::from_millis(300);
/// How often the spinner reads the counter.
const TICK: Duration = Duration::from_millis(100);

/// The agent's action for `state`, with `who`'s progress shown meanwhile when stderr is a terminal.
pub fn choose(agent: &mut dyn Agent, state: &State, who: &str) -> Action {
    let Some(progress) = agent.progress().filter(|_| std::io::stderr().is_terminal()) else {
        return agent.choose(state);
    };
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| show(&progress, who, &stop));
        let action = agent.choose(state);
        stop.store(true, Ordering::Relaxed);
        action
    })
}

/// Draws the spinner until `stop`, then clears it.
fn show(progress: &Progress, who: &str, stop: &AtomicBool) {
    let start = Instant::now();
    let (length, unit) = match progress.budget {
        Budget::Iterations(n) => (n, progress.unit),
        Budget::Time(limit) => (limit.as_millis() as u64, "ms"),
    };
    let template = format!("{{spinner}} {who} thinks [{{bar:24}}] {{pos}}/{{len}} {unit}{{msg}}");
    let style = ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_spinner());
    let bar = ProgressBar::new(length).with_style(style.progress_chars("=> "));
    let mut drawn = false;
    while !stop.load(Ordering::Relaxed) {
        std::thread::sleep(TICK);
        if start.elapsed() < QUIET {
            continue;
        }
        let done = progress.done.load(Ordering::Relaxed);
        match progress.budget {
            Budget::Iterations(_) => bar.set_position(done),
            Budget::Time(_) => {
                bar.set_position((start.elapsed().as_millis() as u64).min(length));
                bar.set_message(format!(", {done} {}", progress.unit));
            }
        }
        bar.tick();
        drawn = true;
    }
    if drawn {
        bar.finish_and_clear();
    }
}

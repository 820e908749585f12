//! Keep: a game of `yon play` kept safe — every action played, shared with the handler that
//! saves the game when the process is ended early (Ctrl-C, a closed terminal or output) — and
//! the record written at the start, at the end and whenever asked.

use super::{Failure, out, record};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use yon::engine::{Action, State};
use yon::record::Record;

/// Where a game came from: its file and text, the seats as typed, the seed and the start
/// position; and every action played since, `--moves` and a resumed record's included.
pub struct Kept {
    pub path: String,
    pub source: String,
    pub seats: Vec<String>,
    pub seed: u64,
    pub start: State,
    pub actions: Vec<Action>,
}

impl Kept {
    /// The game so far as a record.
    pub fn record(&self) -> Record {
        Record::from_game(&self.path, &self.source, &self.seats, Some(self.seed), &self.start, &self.actions)
    }

    /// Every action of the game, space-separated as `--moves` takes them.
    pub fn moves(&self) -> String {
        let names: Vec<String> = self.actions.iter().map(|&a| self.start.format(a)).collect();
        names.join(" ")
    }

    /// Writes the record to `path`; never over the game file or a file that is not a record.
    pub fn save(&self, path: &Path) -> Result<(), Failure> {
        record::save(path, &self.record(), Path::new(&self.path))
    }
}

/// A kept game, shared with the early-exit handler.
#[derive(Clone)]
pub struct Keeper(Arc<Mutex<Kept>>);

impl Keeper {
    pub fn new(kept: Kept) -> Keeper {
        Keeper(Arc::new(Mutex::new(kept)))
    }

    pub fn lock(&self) -> MutexGuard<'_, Kept> {
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// From now until `release`, a process ended early saves the game to `record` (if given)
    /// and says how to go on, on stderr (stdout may be what has gone).
    pub fn guard(&self, record: Option<PathBuf>) {
        let keeper = self.clone();
        out::on_early_exit(move || {
            let kept = keeper.lock();
            if let Some(path) = &record {
                match kept.save(path) {
                    Ok(()) => errln!("\nthe game is saved to {}", path.display()),
                    Err(failure) => errln!("\n{}", failure.message.trim_end()),
                }
            }
            errln!("actions: {}", kept.moves());
        });
        out::exit_early_on_interrupt();
    }

    /// The game ends normally: nothing is left for the early-exit handler to do.
    pub fn release(&self) {
        out::clear_early_exit();
    }
}

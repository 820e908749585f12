//! Record files: saving and reading records, finding the game file a record names, and
//! resuming a recorded game. The format itself is `crate::record`.

use super::{Failure, exit, load};
use crate::engine::{Action, State};
use crate::record::{Record, game_hash, replay_actions};
use std::path::{Path, PathBuf};

/// Writes a record: JSON when the path ends in `.json`, text otherwise.
pub fn save(path: &Path, record: &Record) -> Result<(), Failure> {
    let json = path.extension().is_some_and(|e| e == "json");
    let text = if json { record.to_json() } else { record.to_text() };
    std::fs::write(path, text)
        .map_err(|e| Failure::new(exit::IO, format!("cannot write {}: {e}", path.display())))
}

/// Reads a record in either form; a record that does not read is `BAD_RECORD`.
pub fn read(path: &Path) -> Result<Record, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::new(exit::IO, format!("cannot read {}: {e}", path.display())))?;
    Record::parse(&text).map_err(|e| Failure::new(exit::BAD_RECORD, format!("{}: {e}", path.display())))
}

/// The game file a record names, its text, and whether the text still has the recorded hash.
/// A relative path is looked for next to the record first, then in the working directory.
pub struct GameFile {
    pub path: PathBuf,
    pub source: String,
    pub hash_matches: bool,
}

pub fn game_file(record_path: &Path, record: &Record) -> Result<GameFile, Failure> {
    let named = Path::new(&record.game.path);
    let beside = record_path.parent().map(|dir| dir.join(named));
    let path = match beside {
        Some(beside) if named.is_relative() && beside.is_file() => beside,
        _ => named.to_path_buf(),
    };
    let source = std::fs::read_to_string(&path).map_err(|e| {
        Failure::new(
            exit::IO,
            format!(
                "{}: cannot read its game file {} (looked beside the record and in the working directory): {e}",
                record_path.display(),
                record.game.path
            ),
        )
    })?;
    let hash_matches = game_hash(&source) == record.game.hash;
    Ok(GameFile { path, source, hash_matches })
}

/// A recorded game brought back: the record, its game file, the state after its actions and
/// the actions themselves, ready to be played on and recorded again.
pub struct Resumed {
    pub record: Record,
    pub game: GameFile,
    pub state: State,
    pub actions: Vec<Action>,
}

/// Warns on stderr when the game file is no longer the one the record was played on.
pub fn warn_if_changed(record: &Record, game: &GameFile) {
    if !game.hash_matches {
        eprintln!(
            "warning: {} has changed since the record was made (hash {} recorded, {} now)",
            game.path.display(),
            record.game.hash,
            game_hash(&game.source)
        );
    }
}

/// The record's game compiled with the record's options; an option the game does not declare
/// makes the record bad.
pub fn record_rules(
    record: &Record,
    game: &GameFile,
) -> Result<std::sync::Arc<crate::compile::rules::Rules>, Failure> {
    load::rules_from(&game.path, &game.source, &record.options).map_err(|failure| match failure.code {
        exit::USAGE => Failure::new(exit::BAD_RECORD, format!("the record's options: {}", failure.message)),
        _ => failure,
    })
}

/// Reads a record, loads its game (warning on stderr when the file changed since) and replays
/// every action; a record that does not replay is `BAD_RECORD` with the ply and the reason.
pub fn resume(path: &Path) -> Result<Resumed, Failure> {
    let record = read(path)?;
    let game = game_file(path, &record)?;
    warn_if_changed(&record, &game);
    let rules = record_rules(&record, &game)?;
    let (state, actions) = replay_actions(&record, rules)
        .map_err(|d| Failure::new(exit::BAD_RECORD, format!("{}: {d}", path.display())))?;
    Ok(Resumed { record, game, state, actions })
}

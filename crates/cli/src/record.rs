//! Record files: saving and reading records, finding the game file a record names, and
//! resuming a recorded game. The format itself is `yon::record`.

use super::{Failure, exit, load};
use std::path::{Path, PathBuf};
use yon::engine::{Action, State};
use yon::record::{Record, game_hash, replay_actions};
use yon_view::files::{MAX_GAME_BYTES, MAX_RECORD_BYTES, ReadError, read_game, read_text};

/// Writes a record: JSON when the path ends in `.json`, text otherwise. Never over the game
/// file (`game`) nor over any file that is not a record; written whole or not at all, so a
/// failed write leaves what was there.
pub fn save(path: &Path, record: &Record, game: &Path) -> Result<(), Failure> {
    refuse_to_overwrite(path, game)?;
    let json = path.extension().is_some_and(|e| e == "json");
    let text = if json { record.to_json() } else { record.to_text() };
    yon_view::files::write_whole(path, &text)
        .map_err(|e| Failure::new(exit::IO, format!("cannot write {}: {e}", path.display())))
}

fn refuse_to_overwrite(path: &Path, game: &Path) -> Result<(), Failure> {
    let refuse =
        |why: &str| Err(Failure::new(exit::IO, format!("will not write over {}: {why}", path.display())));
    let same = |a: &Path, b: &Path| matches!((a.canonicalize(), b.canonicalize()), (Ok(a), Ok(b)) if a == b);
    if same(path, game) {
        return refuse("it is the game file being played");
    }
    let Ok(mut file) = std::fs::File::open(path) else { return Ok(()) };
    let mut start = [0u8; 16];
    let read = std::io::Read::read(&mut file, &mut start).unwrap_or(0);
    let start = String::from_utf8_lossy(&start[..read]);
    let is_record = read == 0 || start.starts_with("yon-record") || start.trim_start().starts_with('{');
    if path.is_file() && !is_record { refuse("it is not a yon record") } else { Ok(()) }
}

/// Reads a record in either form; a record that does not read is `BAD_RECORD`.
pub fn read(path: &Path) -> Result<Record, Failure> {
    let text = read_text(path, MAX_RECORD_BYTES).map_err(|e| {
        let code = if matches!(e, ReadError::Io(_)) { exit::IO } else { exit::BAD_RECORD };
        Failure::new(code, e.message(path))
    })?;
    Record::parse(&text).map_err(|e| Failure::new(exit::BAD_RECORD, format!("{}: {e}", path.display())))
}

/// The game a record was played on: the path it names, the text to replay, whether that text
/// still has the recorded hash, and whether the text is the record's own.
pub struct GameFile {
    pub path: PathBuf,
    pub source: String,
    pub hash_matches: bool,
    pub from_record: bool,
}

/// The game of a record. A record that carries the game's text is replayed on that text, so
/// it replays anywhere; when the file it names exists and differs, a note on stderr says that
/// the record's own text is used. An older record without the text is replayed on the file it
/// names: a relative path is looked for next to the record first, then in the working
/// directory, then among the built-in games.
pub fn game_file(record_path: &Path, record: &Record) -> Result<GameFile, Failure> {
    let named = Path::new(&record.game.path);
    let beside = record_path.parent().map(|dir| dir.join(named));
    let path = match beside {
        Some(beside) if named.is_relative() && beside.is_file() => beside,
        _ => named.to_path_buf(),
    };
    if let Some(text) = &record.game.text {
        if text.len() as u64 > MAX_GAME_BYTES {
            let why =
                format!("the game text it carries is larger than {MAX_GAME_BYTES} bytes, the most yon reads");
            return Err(Failure::new(exit::BAD_RECORD, format!("{}: {why}", record_path.display())));
        }
        if read_game(&path).is_ok_and(|file| file != *text) {
            errln!(
                "note: {} differs from the game text the record carries; replaying the record's text",
                path.display()
            );
        }
        let hash_matches = game_hash(text) == record.game.hash;
        return Ok(GameFile { path, source: text.clone(), hash_matches, from_record: true });
    }
    let source = match read_game(&path) {
        Ok(source) => source,
        Err(ReadError::Io(e)) => {
            return Err(Failure::new(
                exit::IO,
                format!(
                    "{}: cannot read its game file {} (looked beside the record and in the working directory): {e}",
                    record_path.display(),
                    record.game.path
                ),
            ));
        }
        // Too large or not UTF-8: said in one line, with nothing of the file, which may be
        // any file.
        Err(error @ (ReadError::TooLarge { .. } | ReadError::NotUtf8 { .. })) => {
            let why = error.message(&path);
            return Err(Failure::new(
                exit::BAD_RECORD,
                format!("{}: its game file {why}", record_path.display()),
            ));
        }
        // Neither a file nor a built-in game: said as for any game named.
        Err(ReadError::Unknown(_)) => load::source(&path)?,
    };
    let hash_matches = game_hash(&source) == record.game.hash;
    Ok(GameFile { path, source, hash_matches, from_record: false })
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
    if !game.hash_matches && game.from_record {
        errln!(
            "warning: the game text in the record has been edited since it was made (hash {} recorded, {} now)",
            record.game.hash,
            game_hash(&game.source)
        );
    } else if !game.hash_matches {
        errln!(
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
) -> Result<std::sync::Arc<yon::compile::rules::Rules>, Failure> {
    if !game.from_record && !game.hash_matches {
        return unrecorded_rules(record, game);
    }
    load::rules_from(&game.path, &game.source, &record.options).map_err(|failure| match failure.code {
        exit::USAGE => Failure::new(exit::BAD_RECORD, format!("the record's options: {}", failure.message)),
        _ => failure,
    })
}

/// The rules of a file a record names that is not the file it was played on. A record can
/// name any file (`game: /etc/passwd`), so when it does not check as a game nothing of it is
/// shown: not a line, not a word a diagnostic would quote.
fn unrecorded_rules(
    record: &Record,
    game: &GameFile,
) -> Result<std::sync::Arc<yon::compile::rules::Rules>, Failure> {
    let path = game.path.display();
    yon::check::load_with(&game.source, &record.options).map(std::sync::Arc::new).map_err(|error| {
        let why = match error {
            yon::check::LoadError::UnknownOption(message) => format!("the record's options: {message}"),
            yon::check::LoadError::Invalid(diagnostics) => format!(
                "{path} is not the game the record was played on (its hash differs) and does not check as \
                 a game ({} problems); `yon check {path}` shows them if it is a game file",
                diagnostics.len()
            ),
        };
        Failure::new(exit::BAD_RECORD, why)
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

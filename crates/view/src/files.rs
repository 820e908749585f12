//! Files: the text a user names — a game file, a record, a reference table — read within the
//! limits yon promises: a regular file (a device or a pipe could block or never end), of at
//! most a known size, in UTF-8.

use std::io::Read;
use std::path::Path;
use yon::diagnostic::Diagnostic;
use yon::syntax::ast::Span;

/// The largest game file yon reads: far more than any game needs.
pub const MAX_GAME_BYTES: u64 = 1 << 20;
/// The largest record file yon reads: room for the longest record (`record::MAX_ACTIONS`).
pub const MAX_RECORD_BYTES: u64 = 64 << 20;

/// Why a file's text could not be had.
#[derive(Debug)]
pub enum ReadError {
    /// Not found, not a regular file, or the system refused: the message says which.
    Io(String),
    /// A game named that is neither a file nor a built-in game: the whole message.
    Unknown(String),
    /// Longer than the limit for its kind of file.
    TooLarge { limit: u64 },
    /// Not UTF-8: the text with each bad sequence replaced, and where the first one was.
    NotUtf8 { text: String, at: usize },
}

impl ReadError {
    /// The problem as a diagnostic of the file, with the text to show it in (`None`: nothing
    /// of the file can be shown).
    pub fn diagnostic(&self) -> Option<(Diagnostic, String)> {
        match self {
            ReadError::Io(_) | ReadError::Unknown(_) => None,
            ReadError::TooLarge { limit } => Some((
                Diagnostic::new("E005", format!("the file is larger than {} bytes", limit), Span::new(0, 0))
                    .label("yon reads no more than this")
                    .help("a game needs far less: is this the right file?"),
                String::new(),
            )),
            ReadError::NotUtf8 { text, at } => Some((
                Diagnostic::new(
                    "E004",
                    "the file is not UTF-8 text",
                    Span::new(*at, at + '\u{fffd}'.len_utf8()),
                )
                .label("this byte is not UTF-8")
                .help("save the file as UTF-8"),
                text.clone(),
            )),
        }
    }

    /// One line for commands that only need to say what went wrong.
    pub fn message(&self, path: &Path) -> String {
        match self {
            ReadError::Io(why) => format!("cannot read {}: {why}", path.display()),
            ReadError::Unknown(why) => why.clone(),
            ReadError::TooLarge { limit } => {
                format!("{}: the file is larger than {limit} bytes, the most yon reads", path.display())
            }
            ReadError::NotUtf8 { text, at } => {
                let (line, column) = yon::diagnostic::line_col(text, *at);
                format!("{}:{line}:{column}: the file is not UTF-8 text", path.display())
            }
        }
    }
}

/// The text of a game: the file at `path` when there is one (a file always wins), else the
/// built-in game of that name (`hex` or `hex.game`, no folder).
pub fn read_game(path: &Path) -> Result<String, ReadError> {
    if std::fs::symlink_metadata(path).is_ok() {
        return read_text(path, MAX_GAME_BYTES);
    }
    let word = path.to_string_lossy();
    let bare = path.components().count() == 1;
    match yon::catalogue::find(&word) {
        Some(game) if bare => Ok(game.text.to_string()),
        _ if bare => Err(ReadError::Unknown(unknown(&word))),
        _ => read_text(path, MAX_GAME_BYTES),
    }
}

/// Writes a file through a temporary file beside it, renamed over the target once complete:
/// a write cut short leaves the old file whole.
pub fn write_whole(path: &Path, text: &str) -> std::io::Result<()> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.{}.partial", std::process::id()));
    let written = std::fs::write(&temporary, text).and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        std::fs::remove_file(&temporary).ok();
    }
    written
}

/// The text of a regular file of at most `limit` bytes.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let io = |e: std::io::Error| ReadError::Io(e.to_string());
    let metadata = std::fs::metadata(path).map_err(io)?;
    if !metadata.is_file() {
        return Err(ReadError::Io("not a regular file".into()));
    }
    if metadata.len() > limit {
        return Err(ReadError::TooLarge { limit });
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path).map_err(io)?.take(limit + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        ReadError::NotUtf8 { text: String::from_utf8_lossy(e.as_bytes()).into_owned(), at }
    })
}

/// Why a word names neither a file nor a built-in game, with the nearest name if one is close.
pub fn unknown(word: &str) -> String {
    let hint = match yon::catalogue::nearest(word) {
        Some(name) => format!("; did you mean `{name}`? (`yon list` shows them)"),
        None => " (`yon list` shows them)".to_string(),
    };
    format!("no file `{word}` and no built-in game of that name{hint}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_a_large_file_and_a_stray_byte_are_each_refused_with_a_reason() {
        assert!(matches!(read_text(Path::new("/dev/zero"), 10), Err(ReadError::Io(_))));
        let dir = std::env::temp_dir().join(format!("yon-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let large = dir.join("large.game");
        std::fs::write(&large, "x".repeat(11)).expect("written");
        assert!(matches!(read_text(&large, 10), Err(ReadError::TooLarge { limit: 10 })));
        let stray = dir.join("stray.game");
        std::fs::write(&stray, b"players a b\nboard \xa0square\n").expect("written");
        match read_text(&stray, 100) {
            Err(error @ ReadError::NotUtf8 { at: 18, .. }) => {
                assert!(error.message(&stray).ends_with("stray.game:2:7: the file is not UTF-8 text"));
            }
            other => panic!("{other:?}"),
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}

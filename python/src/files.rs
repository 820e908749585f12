//! Files: a game from a file, a built-in name or a text, checked with its options; a game that
//! does not check is refused with the text `yon check` prints (`file:line:col`, caret, help).

use std::path::Path;
use std::sync::Arc;
use yon::check::{self, LoadError};
use yon::compile::rules::Rules;
use yon::diagnostic::render;

/// The largest game file read, as the `yon` command reads them.
const MAX_GAME_BYTES: u64 = 1 << 20;

/// Why a game cannot be had.
pub enum Refusal {
    /// The file has mistakes: the diagnostics as `yon check` renders them, and their codes.
    Invalid { text: String, codes: Vec<String> },
    /// No such file or built-in game, an unreadable file, or an option the game lacks.
    Other(String),
}

/// The built-in game of a name (`chess` or `chess.game`).
pub fn builtin(word: &str) -> Option<&'static str> {
    yon::catalogue::find(word).map(|game| game.text)
}

/// The names of the built-in games.
pub fn builtin_names() -> Vec<&'static str> {
    yon::catalogue::all().map(|game| game.name).collect()
}

/// The text of a file if one is there, else of the built-in game of that name.
pub fn source(word: &str) -> Result<String, Refusal> {
    let path = Path::new(word);
    if path.is_file() {
        let size = std::fs::metadata(path).map_err(|e| Refusal::Other(format!("{word}: {e}")))?.len();
        if size > MAX_GAME_BYTES {
            return Err(Refusal::Other(format!(
                "{word}: {size} bytes; a game file has at most {MAX_GAME_BYTES}"
            )));
        }
        let bytes = std::fs::read(path).map_err(|e| Refusal::Other(format!("{word}: {e}")))?;
        return String::from_utf8(bytes).map_err(|e| {
            Refusal::Other(format!("{word}: not UTF-8 (byte {})", e.utf8_error().valid_up_to()))
        });
    }
    match builtin(word) {
        Some(text) => Ok(text.to_string()),
        None => {
            let hint = match yon::catalogue::nearest(word) {
                Some(name) => format!("; did you mean `{name}`?"),
                None => String::new(),
            };
            Err(Refusal::Other(format!(
                "no file `{word}` and no built-in game of that name{hint} (yon.builtin_games() lists them)"
            )))
        }
    }
}

/// The rules of a game's text with the options named; `name` is the file name diagnostics show.
pub fn rules(name: &str, source: &str, options: &[String]) -> Result<Arc<Rules>, Refusal> {
    check::load_with(source, options).map(Arc::new).map_err(|error| match error {
        LoadError::UnknownOption(message) => Refusal::Other(message),
        LoadError::Invalid(found) => {
            // Every diagnostic, as `yon check` finds them (each option on alone too).
            let mut diagnostics = check::diagnose(source);
            if diagnostics.is_empty() {
                diagnostics = found;
            }
            let mut text = render(&diagnostics, name, source, false);
            let count = diagnostics.len();
            text.push_str(&format!("{name}: {count} error{}\n", if count == 1 { "" } else { "s" }));
            Refusal::Invalid { text, codes: diagnostics.iter().map(|d| d.code.to_string()).collect() }
        }
    })
}

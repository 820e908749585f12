//! Load: reads a game file, reports its diagnostics, starts a state and plays `--moves`.

use super::{Failure, GameArgs, colour_wanted, exit};
use std::io::IsTerminal;
use std::path::Path;
use std::sync::Arc;
use yon::check;
use yon::compile::rules::Rules;
use yon::engine::{Action, State};
use yon_view::diagnostics::report;
use yon_view::files::read_game;

/// Reads and checks a game file with every option off; on failure the message holds every
/// diagnostic, rendered.
pub fn rules(path: &Path) -> Result<Arc<Rules>, Failure> {
    let source = source(path)?;
    rules_from(path, &source, &[])
}

/// The text of a game file, or of the built-in game it names. One that cannot be read is `IO`; one too large or not UTF-8 is an
/// invalid game, shown as a diagnostic.
pub fn source(path: &Path) -> Result<String, Failure> {
    read_game(path).map_err(|error| match error.diagnostic() {
        None => Failure::new(exit::IO, error.message(path)),
        Some((diagnostic, text)) => invalid(path, &text, &[diagnostic]),
    })
}

/// Every diagnostic rendered, then a line counting them.
fn invalid(path: &Path, source: &str, diagnostics: &[yon::diagnostic::Diagnostic]) -> Failure {
    let colour = colour_wanted(std::io::stderr().is_terminal());
    let message = report(&path.display().to_string(), source, diagnostics, colour);
    Failure::new(exit::INVALID_GAME, message)
}

/// Checks a game's text already read from `path`, compiled with the options named (an option
/// the game does not declare is bad usage); diagnostics as for `rules`.
pub fn rules_from(path: &Path, source: &str, options: &[String]) -> Result<Arc<Rules>, Failure> {
    check::load_with(source, options).map(Arc::new).map_err(|error| match error {
        check::LoadError::UnknownOption(message) => Failure::new(exit::USAGE, message),
        check::LoadError::Invalid(diagnostics) => invalid(path, source, &diagnostics),
    })
}

/// The state after the options and `--moves` of the command line.
pub fn state(args: &GameArgs) -> Result<State, Failure> {
    Ok(game(args)?.state)
}

/// A game as the command line starts it, with what a record of it needs.
pub struct Loaded {
    /// The game file as given, and its text.
    pub path: String,
    pub source: String,
    /// The start position with the options on, before `--moves`.
    pub start: State,
    /// The actions of `--moves`, and the state after them.
    pub moves: Vec<Action>,
    pub state: State,
}

/// Reads, checks and starts the game of the command line, then plays `--moves`.
pub fn game(args: &GameArgs) -> Result<Loaded, Failure> {
    let path = &args.file;
    let source = source(path)?;
    let rules = rules_from(path, &source, &args.options)?;
    let start = State::new(rules);
    let mut state = start.clone();
    let moves = play_moves(&mut state, &args.moves)?;
    Ok(Loaded { path: path.display().to_string(), source, start, moves, state })
}

/// Plays space-separated actions (a throw as `roll 3-5`); a bad one is reported by its position and reason.
pub fn play_moves(state: &mut State, moves: &str) -> Result<Vec<Action>, Failure> {
    let mut played = Vec::new();
    for (index, text) in yon::record::action_words(moves).iter().enumerate() {
        let action = state.parse_action(text).map_err(|why| {
            Failure::new(
                exit::BAD_MOVES,
                format!("--moves: action {} `{text}` cannot be played: {why}", index + 1),
            )
        })?;
        state.play_unchecked(action);
        played.push(action);
    }
    Ok(played)
}

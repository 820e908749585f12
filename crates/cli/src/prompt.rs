//! Prompt: what a human may type during `yon play` — actions, a whole turn at once, and the
//! commands `legal`, `hint`, `why`, `rules`, `undo`, `save`, `help`, `quit`.

use super::game::Game;
use super::play::HELP;
use yon::agents::{Budget, MctsConfig, decisive_action, derive_seed, frozen_clock, search};

/// Iterations of the search behind `hint`: enough for a sensible suggestion in well under a second.
const HINT_ITERATIONS: u64 = 3_000;

/// What the game loop does after a line of input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Continue,
    Quit,
}

/// Handles one line of input from the human whose turn it is.
pub fn command(game: &mut Game, line: &str) -> Next {
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    match word {
        "quit" | "exit" => return Next::Quit,
        "help" | "?" => outln!("{HELP}"),
        "legal" => legal(game),
        "hint" => hint(game),
        "why" => why(game, rest.trim()),
        "rules" => outln!("{}", rules(game)),
        "save" if rest.trim().is_empty() => outln!("save needs a file name: `save game.record`"),
        "save" => {
            if let Err(failure) = game.save(std::path::Path::new(rest.trim())) {
                outln!("{}", failure.message.trim_end());
            }
        }
        "undo" => {
            if !game.undo_turn() {
                outln!("nothing to undo");
            }
        }
        "" => {}
        _ => actions(game, line),
    }
    Next::Continue
}

/// The game's rules in words, as `yon rules` writes them from the file being played.
fn rules(game: &Game) -> String {
    let source = game.source();
    match yon::syntax::parse(&source) {
        Ok(file) => yon_view::explain::explain(&source, &file, game.state.rules()).trim_end().to_string(),
        Err(_) => "the rules cannot be read back from the game's file".to_string(),
    }
}

fn legal(game: &mut Game) {
    let mut actions = Vec::new();
    game.state.legal_actions(&mut actions);
    let names: Vec<String> = actions.iter().map(|a| game.state.format(*a)).collect();
    outln!("{}", names.join(" "));
}

/// Plays the actions of a line in order while they are legal and it is still this seat's turn
/// (the same player after a swap of seats is the other seat's).
fn actions(game: &mut Game, line: &str) {
    let (player, seat) = (game.state.to_move(), game.state.seat_to_move());
    for text in yon::record::action_words(line) {
        let text = text.as_str();
        if game.state.to_move() != player
            || game.state.seat_to_move() != seat
            || game.state.known_outcome().is_some()
        {
            outln!("`{text}` and what follows ignored: your turn is over");
            return;
        }
        match game.state.parse_action(text) {
            Ok(action) => {
                let seats = game.state.seats();
                if let Some(told) = game.play(action) {
                    outln!("{told}");
                }
                if game.state.seats() != seats {
                    outln!("the seats are swapped — {}", game.seating());
                }
            }
            // A lone word that names no cell is more likely a mistyped command than an action.
            Err(yon::engine::Illegal::Malformed(_)) if text.chars().all(char::is_alphabetic) => {
                outln!(
                    "`{text}` is not a command, nor a cell of this board: `help` lists the commands, `legal` the actions"
                );
                return;
            }
            Err(why) => {
                outln!("`{text}` cannot be played: {why}");
                return;
            }
        }
    }
}

/// The search's suggestion, from a short deterministic search.
fn hint(game: &mut Game) {
    let mut legal = Vec::new();
    game.state.legal_actions(&mut legal);
    if let Some(action) = decisive_action(&mut game.state, &legal) {
        outln!("hint: {} wins at once", game.state.format(action));
        return;
    }
    let config = MctsConfig { budget: Budget::Iterations(HINT_ITERATIONS), ..MctsConfig::default() };
    let seed = derive_seed(game.seed, u64::MAX - game.history.len() as u64);
    let stats = search(&game.state, &config, seed, &frozen_clock());
    let Some(best) = stats.first() else {
        outln!("hint: nothing to suggest, the game is over");
        return;
    };
    let shown: Vec<String> = stats
        .iter()
        .take(3)
        .map(|s| format!("{} (value {:.2}, {} visits)", game.state.format(s.action), s.value, s.visits))
        .collect();
    outln!(
        "hint: {} — after {HINT_ITERATIONS} iterations: {}",
        game.state.format(best.action),
        shown.join(", ")
    );
}

/// Whether an action is legal now, and if not, the rule that forbids it.
fn why(game: &mut Game, text: &str) {
    if text.is_empty() {
        outln!("why what? Write `why ACTION`, e.g. `why c3`");
        return;
    }
    match game.state.parse_action(text) {
        Ok(_) => outln!("`{text}` is legal now"),
        Err(why) => outln!("`{text}` cannot be played: {why}"),
    }
}

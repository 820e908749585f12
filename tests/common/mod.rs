//! Shared helpers for the integration tests: load a game from `games/` and play actions on it.
#![allow(dead_code)]

use std::sync::Arc;
use yon::engine::{Action, State};

/// The shipped games' folder, `games/` at the top of the repository, found from the crate whose
/// tests these are (the core at the top, or a front end under `crates/`).
pub fn games() -> std::path::PathBuf {
    let crate_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    crate_dir
        .ancestors()
        .map(|dir| dir.join("games"))
        .find(|dir| dir.is_dir())
        .expect("games/ above the crate")
}

/// The compiled game `games/NAME`, with options.
pub fn game(name: &str, options: &[&str]) -> State {
    let path = games().join(name).display().to_string();
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    let rules = yon::check::load_with(&source, &options)
        .unwrap_or_else(|e| panic!("{path} does not check with {options:?}: {e:#?}"));
    State::new(Arc::new(rules))
}

/// A game from source text.
pub fn game_from(source: &str) -> State {
    let rules = yon::check::load(source).unwrap_or_else(|d| panic!("does not check: {d:#?}"));
    State::new(Arc::new(rules))
}

/// Plays space-separated actions (a throw, `roll 3-5`, is one), each checked; panics with the
/// reason on a refused one.
pub fn play(state: &mut State, actions: &str) {
    for text in yon::record::action_words(actions) {
        let action = state.parse_action(&text).unwrap_or_else(|why| panic!("`{text}` refused: {why}"));
        state.play_unchecked(action);
    }
}

/// The legal actions as notation, sorted.
pub fn legal(state: &mut State) -> Vec<String> {
    let mut actions: Vec<Action> = Vec::new();
    state.legal_actions(&mut actions);
    let mut names: Vec<String> = actions.iter().map(|a| state.format(*a)).collect();
    names.sort();
    names
}

/// The name of the winner, or "draw"; None while the game goes on.
pub fn result(state: &mut State) -> Option<String> {
    let players = state.rules().players.clone();
    state.outcome().map(|o| o.winner.map_or("draw".to_string(), |p| players[p as usize].clone()))
}

/// The label of the result rule that ended the game.
pub fn result_rule(state: &mut State) -> Option<String> {
    let rules = Arc::clone(state.rules());
    state.outcome().and_then(|o| o.rule).map(|i| rules.results[i as usize].origin.name.clone())
}

/// The name of the player whose piece stands on `cell`, if any (none for a blockade).
pub fn owner_at(state: &State, cell: &str) -> Option<String> {
    let rules = state.rules();
    let c = rules.geometry.cell(cell).expect("a cell") as usize;
    let piece = state.board()[c];
    if piece == 0 {
        return None;
    }
    rules.players.get(yon::engine::owner_of(piece) as usize).cloned()
}

/// Every shipped game, with each of its options on its own as well, by name (`x.game --opt o`).
pub fn shipped_games_with_options() -> Vec<(String, State)> {
    let dir = games();
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("games/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".game"))
        .collect();
    names.sort();
    let mut games = Vec::new();
    for name in names {
        let state = game(&name, &[]);
        let options: Vec<String> = state.rules().options.iter().map(|o| o.name.clone()).collect();
        games.push((name.clone(), state));
        for option in options {
            games.push((format!("{name} --opt {option}"), game(&name, &[option.as_str()])));
        }
    }
    games
}

//! Playground: what the page asks of yon when no server is behind it (the WebAssembly build in
//! a web worker) — the catalogue of built-in games, `yon check`'s diagnostics of the text being
//! edited, a game opened from any text with one seat for the person and the rest for the
//! agent, and its rules in words — besides the one game's requests, which `api::route` answers
//! exactly as for `yon serve`. Pure: text in, text out; the clock is the page's.

use super::live::Live;
use super::route::{self, Answer, json_answer, object};
use super::session::{Session, rules_from};
use crate::diagnostics;
use serde_json::{Value, json};
use yon::agents::{Clock, Spec};
use yon::catalogue;
use yon::diagnostic::{LineIndex, render};

/// The agent that sits in every seat but the person's: a time budget, so that the page shows
/// its progress as it thinks and a heavy game does not keep the person waiting.
pub const OPPONENT: &str = "mcts:time=1s";

/// The page's games: the one open, if any, and its search's progress.
pub struct Playground {
    session: Option<Session>,
    live: Live,
    clock: Clock,
}

impl Playground {
    /// A playground whose agents keep time by the clock `clock` makes; it is given the
    /// search's progress, for a clock that reports it as the search reads the time.
    pub fn new(clock: impl FnOnce(Live) -> Clock) -> Playground {
        let live = Live::default();
        Playground { session: None, clock: clock(live.clone()), live }
    }

    /// The search under way, which the clock may report while it runs.
    pub fn live(&self) -> &Live {
        &self.live
    }

    /// Answers one request of the page (a method, a path and a JSON body, as to `yon serve`).
    pub fn answer(&mut self, method: &str, path: &str, body: &str) -> Answer {
        match (method, path) {
            ("GET", "/api/games") => json_answer(200, &games()),
            ("POST", "/api/check") => match object(body) {
                Ok(map) => json_answer(200, &diagnose(text_of(&map, "source"), text_of(&map, "name"))),
                Err(answer) => answer,
            },
            ("POST", "/api/open") => self.open(body),
            _ => match &mut self.session {
                Some(session) => route::route(session, &self.live, method, path, body),
                None => Answer::error(409, NO_GAME),
            },
        }
    }

    /// `{"name", "source", "human": N, "opponent": SPEC}`: checks the text and starts its game,
    /// the person in seat `human` (0 unless said; null seats agents everywhere), the agent
    /// (`OPPONENT` unless said) in every other; answers the game's state, or 400 with every
    /// diagnostic rendered.
    fn open(&mut self, body: &str) -> Answer {
        let map = match object(body) {
            Ok(map) => map,
            Err(answer) => return answer,
        };
        let (name, source) = (text_of(&map, "name"), text_of(&map, "source"));
        let path = if name.is_empty() { "playground.game".to_string() } else { format!("{name}.game") };
        let rules = match rules_from(&path, source, &[]) {
            Ok(rules) => rules,
            Err(why) => return Answer::error(400, why),
        };
        let opponent = match map.get("opponent").and_then(Value::as_str).unwrap_or(OPPONENT).parse::<Spec>() {
            Ok(spec) => spec,
            Err(why) => return Answer::error(400, format!("the opponent: {why}")),
        };
        let human = match map.get("human") {
            None => Some(0),
            Some(value) => value.as_u64().map(|n| n as usize),
        };
        let specs = (0..rules.players.len())
            .map(|seat| if Some(seat) == human { Spec::Human } else { opponent.clone() })
            .collect();
        let seed = map.get("seed").and_then(Value::as_u64).unwrap_or(1);
        let start = yon::engine::State::new(rules);
        let session = Session::new(path, source.to_string(), start, specs, seed, self.clock.clone());
        let session = self.session.insert(session);
        route::route(session, &self.live, "GET", "/api/state", "")
    }
}

/// Said when a game's request comes before any game is open.
const NO_GAME: &str = "no game is open: choose one from the catalogue or open the editor's text";

fn text_of<'a>(map: &'a serde_json::Map<String, Value>, key: &str) -> &'a str {
    map.get(key).and_then(Value::as_str).unwrap_or("")
}

/// Every built-in game: name, title, players, description and its text, as `yon list --json`.
pub fn games() -> Value {
    let rows: Vec<Value> = catalogue::all()
        .filter_map(|game| Some((game, yon::check::load(game.text).ok()?)))
        .map(|(game, rules)| {
            json!({
                "name": game.name, "title": rules.title, "players": rules.player_count(),
                "description": rules.about.description, "text": game.text,
            })
        })
        .collect();
    Value::Array(rows)
}

/// What `yon check` says of a text: valid or not, each diagnostic with its place (as `yon check
/// --json` gives them) and all of them rendered as the terminal shows them.
pub fn diagnose(source: &str, name: &str) -> Value {
    let file = if name.is_empty() { "playground.game".to_string() } else { format!("{name}.game") };
    let errors = yon::check::diagnose(source);
    let (valid, diagnostics) = match (errors.is_empty(), yon::check::load(source)) {
        (true, Ok(_)) => (true, yon::check::warnings(source)),
        (_, Err(more)) if errors.is_empty() => (false, more),
        _ => (false, errors),
    };
    let lines = LineIndex::new(source);
    let listed: Vec<Value> = diagnostics
        .iter()
        .map(|d| {
            let mut row = diagnostics::json(d, &lines);
            row["severity"] = d.severity().into();
            row
        })
        .collect();
    json!({ "valid": valid, "diagnostics": listed, "rendered": render(&diagnostics, &file, source, false) })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROW: &str = "game \"Row\"\nplayers x o\n\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\n\
                       action place: place mark on empty\n\nwin \"row\": lines 3+ through placed >= 1\n\
                       draw \"full\": board full\n";

    /// A clock that moves 10 ms each time it is read: a search's second is a hundred reads.
    fn playground() -> Playground {
        let reads = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
        Playground::new(move |_| {
            std::sync::Arc::new(move || {
                let read = reads.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                std::time::Duration::from_millis(10 * read)
            })
        })
    }

    fn body(answer: &Answer) -> Value {
        serde_json::from_str(&answer.body).expect("a JSON answer")
    }

    #[test]
    fn a_text_is_checked_opened_and_played_with_the_agent_in_the_other_seat() {
        let mut playground = playground();
        assert_eq!(playground.answer("POST", "/api/play", r#"{"action": "b2"}"#).status, 409, "no game yet");
        let checked = diagnose(ROW, "row");
        assert_eq!(checked["valid"], true, "{checked}");
        let opened =
            playground.answer("POST", "/api/open", &json!({ "name": "row", "source": ROW }).to_string());
        assert_eq!(opened.status, 200, "{}", opened.body);
        let state = body(&opened);
        assert_eq!(
            (state["players"][0]["agent"].clone(), state["players"][1]["agent"].clone()),
            (json!("human"), json!(OPPONENT))
        );
        assert_eq!(body(&playground.answer("POST", "/api/play", r#"{"action": "b2"}"#))["ply"], 1);
        // The agent answers in the same call, within its time budget.
        let thought = body(&playground.answer("POST", "/api/agent", ""));
        assert_eq!(thought["ply"], 2, "{thought}");
        assert!(playground.answer("GET", "/api/rules", "").body.contains("row"));
    }

    #[test]
    fn a_broken_text_is_refused_with_its_diagnostics_in_place() {
        let broken = ROW.replace("through placed", "through placd");
        let checked = diagnose(&broken, "row");
        assert_eq!(checked["valid"], false);
        assert_eq!(checked["diagnostics"][0]["line"], 10, "{checked}");
        assert!(checked["rendered"].as_str().expect("text").starts_with("row.game:10:"), "{checked}");
        let mut playground = playground();
        let refused =
            playground.answer("POST", "/api/open", &json!({ "name": "row", "source": broken }).to_string());
        assert_eq!(refused.status, 400);
        assert!(body(&refused)["error"].as_str().expect("why").contains("row.game:10:"), "{}", refused.body);
    }

    /// A race of one die: a runner enters and leaves by exact counts.
    const RACE: &str = "game \"Race\"\nplayers x o\nboard square 3 x 1\npiece runner\nhand runner 1\n\
                        track lane: off a1 b1 c1 off\ndice 1 d2\n\
                        action run: move along lane exactly die to empty | enemy or off\n\
                        turn: roll run\npass when stuck\nwin: pieces == 0 and hand == 0\n";

    #[test]
    fn the_page_throws_for_every_seat_and_the_same_line_throws_the_same_again() {
        let mut playground = playground();
        let opened =
            playground.answer("POST", "/api/open", &json!({ "name": "race", "source": RACE }).to_string());
        let state = body(&opened);
        assert_eq!(state["ply"], 1, "the first throw is made: {state}");
        let legal: Vec<String> = state["legal"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|a| a["text"].as_str().unwrap_or("").to_string())
            .collect();
        assert!(legal.len() == 1 && legal[0].starts_with("off-"), "one runner enters: {legal:?}");
        let played =
            body(&playground.answer("POST", "/api/play", &json!({ "action": legal[0] }).to_string()));
        assert_eq!(played["ply"], 3, "the move, then the other's throw: {played}");
        let undone = body(&playground.answer("POST", "/api/undo", ""));
        assert_eq!(undone["legal"], state["legal"], "the same throw again after undo");
    }

    #[test]
    fn the_catalogue_lists_every_built_in_game_with_its_text() {
        let games = games();
        let games = games.as_array().expect("a list");
        assert_eq!(games.len(), catalogue::all().count());
        assert!(games.iter().all(|g| g["text"].as_str().is_some_and(|t| t.contains("game \""))));
    }
}

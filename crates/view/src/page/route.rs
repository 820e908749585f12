//! Route: one request of the page's game in, one answer out, with the HTTP left out — the JSON
//! API the page plays through, the same behind `yon serve` and in the playground. A bad request
//! is answered 4xx with a message, never a panic.

use super::live::Live;
use super::session::Session;
use super::{state, think};
use serde_json::{Value, json};

/// What a request is answered with: a status, a content type and a body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub content_type: &'static str,
    pub body: String,
}

impl Answer {
    /// A JSON error with a message, as the API answers every refusal.
    pub fn error(status: u16, message: impl Into<String>) -> Answer {
        let body = json!({ "error": message.into() }).to_string();
        Answer { status, content_type: "application/json", body }
    }
}

pub fn json_answer(status: u16, value: &Value) -> Answer {
    Answer { status, content_type: "application/json", body: value.to_string() }
}

pub fn text(content_type: &'static str, body: &str) -> Answer {
    Answer { status: 200, content_type, body: body.to_string() }
}

/// Where the page asks how an agent's search is getting on: the web server answers it apart
/// from the game's requests, while a search runs (`Live::progress`).
pub const PROGRESS: &str = "/api/progress";

/// Answers a request of the game, already admitted by the web server (or made by the
/// playground's worker, with no server in between).
pub fn route(session: &mut Session, live: &Live, method: &str, path: &str, body: &str) -> Answer {
    match (method, path) {
        ("GET", "/api/state") => json_answer(200, &state::state(session)),
        ("POST", "/api/play") => play(session, body),
        ("POST", "/api/undo") => {
            let undone = session.undo();
            with_state(session, json!({ "undone": undone }))
        }
        ("POST", "/api/goto") => goto(session, body),
        ("POST", "/api/why") => why(session, body),
        ("GET", "/api/rules") => text("text/plain; charset=utf-8", &rules_text(&session.source)),
        ("GET", "/api/source") => text("text/plain; charset=utf-8", &session.source),
        ("POST", "/api/new") => {
            session.restart();
            with_state(session, json!({}))
        }
        ("POST", "/api/agent") => match think::agent_move(session, live) {
            Ok(thought) => with_state(session, json!({ "thought": thought })),
            Err(why) => Answer::error(409, why),
        },
        ("GET", "/api/record") => text("text/plain; charset=utf-8", &session.record().to_text()),
        ("POST", "/api/record") => match session.load(body) {
            Ok(warning) => with_state(session, json!({ "warning": warning })),
            Err(why) => Answer::error(400, why),
        },
        (_, "/api/state" | "/api/record" | "/api/rules" | "/api/source" | PROGRESS) => {
            Answer::error(405, format!("{method} is not allowed on {path}"))
        }
        (_, "/api/play" | "/api/undo" | "/api/goto" | "/api/agent" | "/api/new" | "/api/why") => {
            Answer::error(405, format!("{path} takes POST"))
        }
        _ => Answer::error(404, format!("nothing at {path}")),
    }
}

/// The new state, with what the request said merged in.
fn with_state(session: &mut Session, extra: Value) -> Answer {
    let mut state = state::state(session);
    if let (Value::Object(state), Value::Object(extra)) = (&mut state, extra) {
        state.extend(extra);
    }
    json_answer(200, &state)
}

/// The body's JSON object, or why not.
pub fn object(body: &str) -> Result<serde_json::Map<String, Value>, Answer> {
    match serde_json::from_str(body) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(Answer::error(400, "the body must be a JSON object")),
        Err(e) => Err(Answer::error(400, format!("the body is not JSON: {e}"))),
    }
}

/// `{"action": "c3"}`: plays it, or answers 409 with the engine's reason.
fn play(session: &mut Session, body: &str) -> Answer {
    let map = match object(body) {
        Ok(map) => map,
        Err(answer) => return answer,
    };
    let Some(text) = map.get("action").and_then(Value::as_str) else {
        return Answer::error(400, r#"the body needs "action": the action's name, e.g. {"action": "c3"}"#);
    };
    match session.play(text) {
        Ok(()) => with_state(session, json!({})),
        Err(why) => Answer::error(409, why),
    }
}

/// `{"ply": N}`: shows the board after the first N actions of the line.
fn goto(session: &mut Session, body: &str) -> Answer {
    let map = match object(body) {
        Ok(map) => map,
        Err(answer) => return answer,
    };
    let Some(ply) = map.get("ply").and_then(Value::as_u64) else {
        return Answer::error(400, r#"the body needs "ply": how many actions of the line to show"#);
    };
    session.goto(usize::try_from(ply).unwrap_or(usize::MAX));
    with_state(session, json!({}))
}

/// `{"action": "c3-e5"}`: why the action cannot be played now (the engine's reasons, each with
/// its rule's line, as `yon why` gives them), without playing it; `{"legal": true}` when it can.
fn why(session: &mut Session, body: &str) -> Answer {
    let map = match object(body) {
        Ok(map) => map,
        Err(answer) => return answer,
    };
    let Some(text) = map.get("action").and_then(Value::as_str) else {
        return Answer::error(400, r#"the body needs "action": the action's name, e.g. {"action": "c3"}"#);
    };
    let mut state = session.state.clone();
    match state.parse_action(text) {
        Ok(_) => json_answer(200, &json!({ "legal": true })),
        Err(why) => {
            json_answer(200, &json!({ "legal": false, "why": format!("`{text}` cannot be played: {why}") }))
        }
    }
}

/// The text of `yon rules` for the game's file.
pub fn rules_text(source: &str) -> String {
    match (yon::check::load(source), yon::syntax::parse(source)) {
        (Ok(rules), Ok(file)) => crate::explain::explain(source, &file, &rules),
        _ => "The rules cannot be written out: the file does not check.".to_string(),
    }
}

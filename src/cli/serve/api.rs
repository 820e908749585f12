//! Api: one HTTP request in, one response out — the page and its script and style, and the
//! JSON API the page plays through. A bad request is answered 4xx with a message, never a panic.

use super::live::Live;
use super::session::Session;
use super::{think, view};
use crate::cli::files::MAX_RECORD_BYTES;
use serde_json::{Value, json};
use std::io::Read;

const PAGE: &str = include_str!("web/index.html");
const SCRIPT: &str = include_str!("web/yon.js");
const STYLE: &str = include_str!("web/yon.css");

/// What a request is answered with: a status, a content type and a body.
pub struct Answer {
    pub status: u16,
    pub content_type: &'static str,
    pub body: String,
}

impl Answer {
    fn json(status: u16, value: &Value) -> Answer {
        Answer { status, content_type: "application/json", body: value.to_string() }
    }

    fn error(status: u16, message: impl Into<String>) -> Answer {
        Answer::json(status, &json!({ "error": message.into() }))
    }

    fn text(content_type: &'static str, body: &str) -> Answer {
        Answer { status: 200, content_type, body: body.to_string() }
    }
}

/// Answers a request: `method`, `path` (query string ignored), the `Host` it was sent to and
/// the body, read up to a limit.
pub fn answer(
    session: &mut Session,
    live: &Live,
    method: &str,
    url: &str,
    host: Option<&str>,
    body: &mut dyn Read,
) -> Answer {
    if let Some(host) = host.filter(|host| !is_local(host)) {
        // A page elsewhere whose name was made to point here (DNS rebinding) may not play.
        return Answer::error(403, format!("this server answers only to 127.0.0.1 or localhost, not {host}"));
    }
    let path = url.split('?').next().unwrap_or(url);
    let body = match read_body(body) {
        Ok(body) => body,
        Err(answer) => return answer,
    };
    match (method, path) {
        ("GET", "/") => Answer::text("text/html; charset=utf-8", PAGE),
        ("GET", "/yon.js") => Answer::text("text/javascript; charset=utf-8", SCRIPT),
        ("GET", "/yon.css") => Answer::text("text/css; charset=utf-8", STYLE),
        ("GET", "/api/state") => Answer::json(200, &view::state(session)),
        ("POST", "/api/play") => play(session, &body),
        ("POST", "/api/undo") => {
            let undone = session.undo();
            with_state(session, json!({ "undone": undone }))
        }
        ("POST", "/api/goto") => goto(session, &body),
        ("POST", "/api/agent") => match think::agent_move(session, live) {
            Ok(thought) => with_state(session, json!({ "thought": thought })),
            Err(why) => Answer::error(409, why),
        },
        ("GET", "/api/record") => Answer::text("text/plain; charset=utf-8", &session.record().to_text()),
        ("POST", "/api/record") => match session.load(&body) {
            Ok(warning) => with_state(session, json!({ "warning": warning })),
            Err(why) => Answer::error(400, why),
        },
        (_, "/" | "/yon.js" | "/yon.css" | "/api/state" | "/api/record" | PROGRESS) => {
            Answer::error(405, format!("{method} is not allowed on {path}"))
        }
        (_, "/api/play" | "/api/undo" | "/api/goto" | "/api/agent") => {
            Answer::error(405, format!("{path} takes POST"))
        }
        _ => Answer::error(404, format!("nothing at {path}")),
    }
}

/// Where the page asks how an agent's search is getting on. Answered by the thread that takes
/// requests, not the one that plays the game, so it is answered while a search runs.
pub const PROGRESS: &str = "/api/progress";

/// Whether a request is for the search's progress (answered apart from the game's requests).
pub fn is_progress(url: &str) -> bool {
    url.split('?').next() == Some(PROGRESS)
}

/// `GET /api/progress`: the search under way, `{"thinking": false}` when none is.
pub fn progress(live: &Live, method: &str, host: Option<&str>) -> Answer {
    match (host.filter(|host| !is_local(host)), method) {
        (Some(host), _) => {
            Answer::error(403, format!("this server answers only to 127.0.0.1 or localhost, not {host}"))
        }
        (None, "GET") => Answer::json(200, &live.progress()),
        (None, _) => Answer::error(405, format!("{method} is not allowed on {PROGRESS}")),
    }
}

/// Whether a `Host` header names this machine: `127.0.0.1`, `localhost` or `[::1]`, any port.
fn is_local(host: &str) -> bool {
    let name = host.rsplit_once(':').filter(|(_, port)| port.bytes().all(|b| b.is_ascii_digit()));
    let name = name.map_or(host, |(name, _)| name);
    ["127.0.0.1", "localhost", "[::1]"].contains(&name.to_ascii_lowercase().as_str())
}

/// The body as text: at most a record's size, UTF-8.
fn read_body(body: &mut dyn Read) -> Result<String, Answer> {
    let mut bytes = Vec::new();
    let limit = MAX_RECORD_BYTES;
    body.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Answer::error(400, format!("the body does not read: {e}")))?;
    if bytes.len() as u64 > limit {
        return Err(Answer::error(413, format!("the body is longer than {limit} bytes")));
    }
    String::from_utf8(bytes).map_err(|_| Answer::error(400, "the body is not UTF-8 text"))
}

/// The new state, with what the request said merged in.
fn with_state(session: &mut Session, extra: Value) -> Answer {
    let mut state = view::state(session);
    if let (Value::Object(state), Value::Object(extra)) = (&mut state, extra) {
        state.extend(extra);
    }
    Answer::json(200, &state)
}

/// The body's JSON object, or why not.
fn object(body: &str) -> Result<serde_json::Map<String, Value>, Answer> {
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

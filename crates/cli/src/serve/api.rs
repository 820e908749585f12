//! Api: one HTTP request in, one response out — the page and its script and style, and the
//! JSON API the page plays through. A bad request is answered 4xx with a message, never a panic.

use super::http::{Request, Response};
use super::live::Live;
use super::session::Session;
use super::{think, view};
use serde_json::{Value, json};

const PAGE: &str = include_str!("web/index.html");
const SCRIPT: &str = include_str!("web/yon.js");
const MARKS: &str = include_str!("web/marks.js");
const THINKING: &str = include_str!("web/thinking.js");
const STYLE: &str = include_str!("web/yon.css");
/// The page loads `playground.js`; behind `yon serve` the server plays, so it is empty (the
/// playground's folder has the real one, which runs yon in a web worker instead).
const NO_PLAYGROUND: &str = "// yon serve: the server behind this page plays the game.\n";

/// What a request is answered with: a status, a content type and a body.
pub type Answer = Response;

pub fn json_answer(status: u16, value: &Value) -> Answer {
    Answer { status, content_type: "application/json", body: value.to_string() }
}

pub fn text(content_type: &'static str, body: &str) -> Answer {
    Answer { status: 200, content_type, body: body.to_string() }
}

/// Answers a request for the game. What a page elsewhere could send is refused first: a
/// `Host` other than this machine (a name pointed here), an `Origin` other than this server's
/// own page, a state-changing request that is not JSON (a form or a `text/plain` post, which a
/// browser sends elsewhere without asking).
pub fn answer(session: &mut Session, live: &Live, request: &Request) -> Answer {
    if let Err(refused) = admit(request) {
        return refused;
    }
    let body = match std::str::from_utf8(&request.body) {
        Ok(body) => body,
        Err(_) => return Answer::error(400, "the body is not UTF-8 text"),
    };
    route(session, live, request.method.as_str(), path(request), body)
}

/// Answers a request already admitted: the same for `yon serve` and for the playground, whose
/// worker calls it with no server in between.
pub fn route(session: &mut Session, live: &Live, method: &str, path: &str, body: &str) -> Answer {
    match (method, path) {
        ("GET", "/") => text("text/html; charset=utf-8", PAGE),
        ("GET", "/yon.js") => text("text/javascript; charset=utf-8", SCRIPT),
        ("GET", "/marks.js") => text("text/javascript; charset=utf-8", MARKS),
        ("GET", "/thinking.js") => text("text/javascript; charset=utf-8", THINKING),
        ("GET", "/yon.css") => text("text/css; charset=utf-8", STYLE),
        ("GET", "/api/state") => json_answer(200, &view::state(session)),
        ("POST", "/api/play") => play(session, body),
        ("POST", "/api/undo") => {
            let undone = session.undo();
            with_state(session, json!({ "undone": undone }))
        }
        ("POST", "/api/goto") => goto(session, body),
        ("POST", "/api/why") => why(session, body),
        ("GET", "/api/rules") => text("text/plain; charset=utf-8", &rules_text(&session.source)),
        ("GET", "/api/source") => text("text/plain; charset=utf-8", &session.source),
        ("GET", "/playground.js") => text("text/javascript; charset=utf-8", NO_PLAYGROUND),
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
        (
            _,
            "/" | "/yon.js" | "/yon.css" | "/api/state" | "/api/record" | "/api/rules" | "/api/source"
            | PROGRESS,
        ) => Answer::error(405, format!("{method} is not allowed on {path}")),
        (_, "/api/play" | "/api/undo" | "/api/goto" | "/api/agent" | "/api/new" | "/api/why") => {
            Answer::error(405, format!("{path} takes POST"))
        }
        _ => Answer::error(404, format!("nothing at {path}")),
    }
}

/// The request's path, without its query string.
fn path(request: &Request) -> &str {
    let target = request.target.as_str();
    target.split('?').next().unwrap_or(target)
}

/// Where the page asks how an agent's search is getting on. Answered by the thread that takes
/// requests, not the one that plays the game, so it is answered while a search runs.
pub const PROGRESS: &str = "/api/progress";

/// Whether a request is for the search's progress (answered apart from the game's requests).
pub fn is_progress(request: &Request) -> bool {
    path(request) == PROGRESS
}

/// `GET /api/progress`: the search under way, `{"thinking": false}` when none is.
pub fn progress(live: &Live, request: &Request) -> Answer {
    if let Err(refused) = admit(request) {
        return refused;
    }
    match request.method.as_str() {
        "GET" => json_answer(200, &live.progress(crate::seats::clock()())),
        method => Answer::error(405, format!("{method} is not allowed on {PROGRESS}")),
    }
}

/// Refuses what only a page elsewhere would send (see `answer`).
fn admit(request: &Request) -> Result<(), Answer> {
    let host = request.header("Host");
    if let Some(host) = host.filter(|host| !is_local(host)) {
        // A page elsewhere whose name was made to point here (DNS rebinding) may not play.
        return Err(Answer::error(
            403,
            format!("this server answers only to 127.0.0.1 or localhost, not {host}"),
        ));
    }
    if let Some(origin) = request.header("Origin") {
        let own = host.is_some_and(|host| origin.eq_ignore_ascii_case(&format!("http://{host}")));
        if !own {
            return Err(Answer::error(403, format!("requests from pages elsewhere ({origin}) are refused")));
        }
    }
    if request.header("Sec-Fetch-Site").is_some_and(|site| site.eq_ignore_ascii_case("cross-site")) {
        return Err(Answer::error(403, "requests from pages elsewhere are refused"));
    }
    let json = request.header("Content-Type").is_some_and(|kind| {
        kind.split(';').next().is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
    });
    if request.method == "POST" && !json {
        return Err(Answer::error(
            415,
            "a request that changes the game must say `Content-Type: application/json`",
        ));
    }
    Ok(())
}

/// Whether a `Host` header names this machine: `127.0.0.1`, `localhost` or `[::1]`, any port.
fn is_local(host: &str) -> bool {
    let name = host.rsplit_once(':').filter(|(_, port)| port.bytes().all(|b| b.is_ascii_digit()));
    let name = name.map_or(host, |(name, _)| name);
    ["127.0.0.1", "localhost", "[::1]"].contains(&name.to_ascii_lowercase().as_str())
}

/// The new state, with what the request said merged in.
fn with_state(session: &mut Session, extra: Value) -> Answer {
    let mut state = view::state(session);
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
        (Ok(rules), Ok(file)) => yon_view::explain::explain(source, &file, &rules),
        _ => "The rules cannot be written out: the file does not check.".to_string(),
    }
}

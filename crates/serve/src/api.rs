//! Api: one HTTP request in, one response out — the page and its script and style, and the
//! game's JSON API (`yon_view::page::route`) for requests this server admits. What a page
//! elsewhere could send is refused first; a bad request is answered 4xx, never a panic.

use super::http::{Request, Response};
use std::time::Duration;
use yon_view::page::live::Live;
use yon_view::page::route::{self, PROGRESS, json_answer, text};
use yon_view::page::session::Session;

const PAGE: &str = include_str!("web/index.html");
const SCRIPT: &str = include_str!("web/yon.js");
const MARKS: &str = include_str!("web/marks.js");
const CHOICE: &str = include_str!("web/choice.js");
const THINKING: &str = include_str!("web/thinking.js");
const STYLE: &str = include_str!("web/yon.css");
/// The page loads `playground.js`; behind `yon serve` the server plays, so it is empty (the
/// playground's folder has the real one, which runs yon in a web worker instead).
const NO_PLAYGROUND: &str = "// yon serve: the server behind this page plays the game.\n";

/// Answers a request for the page or the game. What a page elsewhere could send is refused
/// first: a `Host` other than this machine (a name pointed here), an `Origin` other than this
/// server's own page, a state-changing request that is not JSON (a form or a `text/plain`
/// post, which a browser sends elsewhere without asking).
pub fn answer(session: &mut Session, live: &Live, request: &Request) -> Response {
    if let Err(refused) = admit(request) {
        return refused;
    }
    let body = match std::str::from_utf8(&request.body) {
        Ok(body) => body,
        Err(_) => return Response::error(400, "the body is not UTF-8 text"),
    };
    let (method, path) = (request.method.as_str(), path(request));
    match (method, path) {
        ("GET", "/") => text("text/html; charset=utf-8", PAGE),
        ("GET", "/yon.js") => text("text/javascript; charset=utf-8", SCRIPT),
        ("GET", "/marks.js") => text("text/javascript; charset=utf-8", MARKS),
        ("GET", "/choice.js") => text("text/javascript; charset=utf-8", CHOICE),
        ("GET", "/thinking.js") => text("text/javascript; charset=utf-8", THINKING),
        ("GET", "/yon.css") => text("text/css; charset=utf-8", STYLE),
        ("GET", "/playground.js") => text("text/javascript; charset=utf-8", NO_PLAYGROUND),
        (_, "/" | "/yon.js" | "/yon.css") => {
            Response::error(405, format!("{method} is not allowed on {path}"))
        }
        _ => route::route(session, live, method, path, body),
    }
}

/// The request's path, without its query string.
fn path(request: &Request) -> &str {
    let target = request.target.as_str();
    target.split('?').next().unwrap_or(target)
}

/// Whether a request is for the search's progress: answered by the thread that takes
/// requests, not the one that plays the game, so it is answered while a search runs.
pub fn is_progress(request: &Request) -> bool {
    path(request) == PROGRESS
}

/// `GET /api/progress`: the search under way at `now` (by the session's clock),
/// `{"thinking": false}` when none is.
pub fn progress(live: &Live, request: &Request, now: Duration) -> Response {
    if let Err(refused) = admit(request) {
        return refused;
    }
    match request.method.as_str() {
        "GET" => json_answer(200, &live.progress(now)),
        method => Response::error(405, format!("{method} is not allowed on {PROGRESS}")),
    }
}

/// Refuses what only a page elsewhere would send (see `answer`).
fn admit(request: &Request) -> Result<(), Response> {
    let host = request.header("Host");
    if let Some(host) = host.filter(|host| !is_local(host)) {
        // A page elsewhere whose name was made to point here (DNS rebinding) may not play.
        return Err(Response::error(
            403,
            format!("this server answers only to 127.0.0.1 or localhost, not {host}"),
        ));
    }
    if let Some(origin) = request.header("Origin") {
        let own = host.is_some_and(|host| origin.eq_ignore_ascii_case(&format!("http://{host}")));
        if !own {
            return Err(Response::error(
                403,
                format!("requests from pages elsewhere ({origin}) are refused"),
            ));
        }
    }
    if request.header("Sec-Fetch-Site").is_some_and(|site| site.eq_ignore_ascii_case("cross-site")) {
        return Err(Response::error(403, "requests from pages elsewhere are refused"));
    }
    let json = request.header("Content-Type").is_some_and(|kind| {
        kind.split(';').next().is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
    });
    if request.method == "POST" && !json {
        return Err(Response::error(
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

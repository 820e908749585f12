//! Fuzz: requests as bytes, mutated from the page's own, read by the HTTP server and answered
//! by the API on a live game. No request may panic either, and every answer is a status with a
//! body of its content type.

use super::api;
use super::http::{Limits, read_request};
use yon::agents::Spec;
use yon::catalogue;
use yon::engine::{Rng, State};
use yon_view::fuzzing;
use yon_view::page::live::Live;
use yon_view::page::session::Session;

/// The page's requests, and a few a page elsewhere would send.
const REQUESTS: &[&str] = &[
    "GET / HTTP/1.1\r\nHost: 127.0.0.1:8\r\n\r\n",
    "GET /api/state HTTP/1.1\r\nHost: localhost:8\r\n\r\n",
    "GET /api/record HTTP/1.1\r\nHost: localhost:8\r\n\r\n",
    "GET /api/progress HTTP/1.1\r\nHost: localhost:8\r\n\r\n",
    "POST /api/play HTTP/1.1\r\nHost: localhost:8\r\nContent-Type: application/json\r\nContent-Length: 16\r\n\r\n{\"action\": \"e4\"}",
    "POST /api/play HTTP/1.1\r\nHost: localhost:8\r\nContent-Type: application/json\r\nContent-Length: 19\r\n\r\n{\"action\": \"e2-e4\"}",
    "POST /api/undo HTTP/1.1\r\nHost: localhost:8\r\nContent-Type: application/json\r\nContent-Length: 0\r\n\r\n",
    "POST /api/goto HTTP/1.1\r\nHost: localhost:8\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{\"ply\": 1}",
    "POST /api/agent HTTP/1.1\r\nHost: localhost:8\r\nContent-Type: application/json\r\nContent-Length: 0\r\n\r\n",
    "POST /api/play HTTP/1.1\r\nHost: localhost:8\r\nOrigin: http://evil.example\r\nContent-Type: text/plain\r\nContent-Length: 16\r\n\r\n{\"action\": \"e4\"}",
];

/// A session on one of the built-in games.
fn session(rng: &mut Rng) -> Session {
    let games: Vec<_> = catalogue::all().collect();
    let game = games[rng.below(games.len())];
    let rules = yon::check::load(game.text).expect("a built-in game checks");
    let start = State::new(std::sync::Arc::new(rules));
    let players = start.rules().players.len();
    // Random seats: an agent's move is quick, so the fuzzer reaches many requests.
    let seats = vec![Spec::Random; players];
    let path = format!("{}.game", game.name);
    Session::new(path, game.text.to_string(), start, seats, 1, yon::agents::frozen_clock())
}

/// A request: one of the page's, mutated; now and then a record the session wrote, mutated.
fn request(rng: &mut Rng, session: &Session) -> Vec<u8> {
    let base = if rng.below(8) == 0 {
        let record = session.record().to_text();
        format!(
            "POST /api/record HTTP/1.1\r\nHost: localhost:8\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{record}",
            record.len()
        )
    } else {
        REQUESTS[rng.below(REQUESTS.len())].to_string()
    };
    if rng.below(4) == 0 { base.into_bytes() } else { fuzzing::mutate(rng, base.as_bytes()) }
}

#[test]
fn fuzz_no_request_panics_the_server() {
    let limits = Limits { head: 16 << 10, body: 1 << 20 };
    let live = Live::default();
    let mut rng = Rng::new(0);
    let mut game = session(&mut rng);
    fuzzing::run("serve", 300, |seed| {
        let mut rng = Rng::new(seed);
        if seed % 200 == 0 {
            game = session(&mut rng);
        }
        let bytes = request(&mut rng, &game);
        let answer = match read_request(&mut &bytes[..], limits) {
            Ok(request) if api::is_progress(&request) => api::progress(&live, &request, Default::default()),
            Ok(request) => api::answer(&mut game, &live, &request),
            Err(refused) => refused,
        };
        assert!((200..600).contains(&answer.status), "{}", answer.status);
        if answer.content_type == "application/json" {
            let parsed = serde_json::from_str::<serde_json::Value>(&answer.body);
            assert!(parsed.is_ok(), "not JSON: {}", answer.body);
        }
        if answer.status >= 400 {
            assert!(answer.body.contains("\"error\""), "{}", answer.body);
        }
    });
}

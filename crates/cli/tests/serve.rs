//! `yon serve`'s HTTP API as the page uses it: the state, playing, refusing with the engine's
//! reason, undo, an agent's move with what it weighed, records saved and loaded, the viewer.

mod server;

use serde_json::Value;
use server::Server;
use std::io::{Read, Write};

const TTT: &str = "games/tic-tac-toe.game";

fn play(server: &Server, action: &str) -> Value {
    server.json("POST", "/api/play", &format!(r#"{{"action": "{action}"}}"#), 200)
}

fn line(state: &Value) -> Vec<&str> {
    state["line"].as_array().expect("a line").iter().map(|a| a.as_str().expect("a name")).collect()
}

#[test]
fn the_page_and_the_state_are_served() {
    let server = Server::start(&[TTT]);
    let (status, page) = server.request("GET", "/", "");
    assert_eq!(status, 200);
    assert!(page.contains("<script src=\"yon.js\">"), "{page}");
    for script in ["/yon.js", "/marks.js", "/choice.js", "/thinking.js", "/playground.js"] {
        assert_eq!(server.request("GET", script, "").0, 200, "{script}");
    }
    assert_eq!(server.request("GET", "/yon.css", "").0, 200);
    let state = server.json("GET", "/api/state", "", 200);
    assert_eq!(state["title"], "Tic-tac-toe");
    assert_eq!(state["to_move"], 0);
    assert_eq!(state["legal"].as_array().expect("legal actions").len(), 9);
    assert_eq!(
        state["legal"][4],
        serde_json::json!({ "text": "b2", "from": null, "to": 4, "kind": 0, "cells": null })
    );
    let svg = state["svg"].as_str().expect("an SVG");
    assert_eq!(svg.matches("<g class=\"cell\"").count(), 9, "each cell clickable");
    assert!(svg.contains(r#"data-cell="4" data-name="b2""#));
}

#[test]
fn actions_are_played_refused_with_a_reason_and_undone() {
    let server = Server::start(&[TTT, "--x", "human", "--o", "human"]);
    let state = play(&server, "b2");
    assert_eq!(state["to_move"], 1);
    assert_eq!(state["last"], "b2");
    let refused = server.json("POST", "/api/play", r#"{"action": "b2"}"#, 409);
    let why = refused["error"].as_str().expect("a reason");
    assert!(why.contains("b2 holds x's mark"), "{why}");
    let malformed = server.json("POST", "/api/play", r#"{"action": "z9"}"#, 409);
    assert!(malformed["error"].as_str().expect("a reason").contains("z9"), "{malformed}");
    for state in [play(&server, "a1"), play(&server, "c3")] {
        assert!(state["result"].is_null());
    }
    // Every seat is a human's: undo takes back one turn, here one action.
    let state = server.json("POST", "/api/undo", "", 200);
    assert_eq!(line(&state), ["b2", "a1"]);
    assert_eq!(state["undone"], true);
    for _ in 0..2 {
        server.json("POST", "/api/undo", "", 200);
    }
    assert_eq!(server.json("POST", "/api/undo", "", 200)["undone"], false);
}

#[test]
fn bad_requests_are_answered_with_a_message() {
    let server = Server::start(&[TTT]);
    for (method, path, body, status) in [
        ("POST", "/api/play", "not json", 400),
        ("POST", "/api/play", "[1]", 400),
        ("POST", "/api/play", r#"{"move": "b2"}"#, 400),
        ("POST", "/api/goto", r#"{"ply": -1}"#, 400),
        ("GET", "/api/play", "", 405),
        ("DELETE", "/api/state", "", 405),
        ("GET", "/nowhere", "", 404),
        ("POST", "/api/record", "yon-record 1\nnonsense", 400),
    ] {
        let answer = server.json(method, path, body, status);
        assert!(answer["error"].as_str().is_some_and(|e| !e.is_empty()), "{method} {path}: {answer}");
    }
    // Only requests meant for this machine are answered: not a page whose name was pointed here.
    let (status, answer) = server.request_to("evil.example:80", "POST", "/api/play", r#"{"action": "b2"}"#);
    assert_eq!(status, 403, "{answer}");
    assert_eq!(server.request_to("localhost:1", "GET", "/api/state", "").0, 200);
    // Still serving, the game untouched.
    assert_eq!(server.json("GET", "/api/state", "", 200)["ply"], 0);
}

#[test]
fn a_seated_search_moves_and_shows_what_it_weighed() {
    let server = Server::start(&[TTT, "--o", "mcts:iterations=2000", "--moves", "b2"]);
    let state = server.json("GET", "/api/state", "", 200);
    assert_eq!(state["players"][1]["agent"], "mcts:iterations=2000");
    assert_eq!(state["players"][0]["agent"], "human");
    let state = server.json("POST", "/api/agent", "", 200);
    let thought = &state["thought"];
    assert_eq!(thought["player"], "o");
    let weighed = thought["weighed"].as_array().expect("root actions");
    assert!(!weighed.is_empty() && weighed.len() <= 5);
    assert_eq!(thought["action"], weighed[0]["action"], "the most visited root action is played");
    assert_eq!(line(&state), ["b2", thought["action"].as_str().expect("an action")]);
    // With an agent seated, undo takes back to the human's turn: both actions.
    assert_eq!(line(&server.json("POST", "/api/undo", "", 200)), Vec::<&str>::new());
}

#[test]
fn after_a_swap_of_seats_each_player_shows_the_seat_that_plays_it() {
    let hex = ["games/hex.game", "--opt", "small", "--opt", "swap"];
    let server = Server::start(&[&hex[..], &["--blue", "random", "--moves", "d4"]].concat());
    let state = server.json("GET", "/api/state", "", 200);
    assert_eq!(state["seats_swapped"], false);
    assert_eq!(
        (&state["players"][0]["agent"], &state["players"][1]["agent"]),
        (&"human".into(), &"random".into())
    );
    let swap = state["legal"].as_array().expect("legal").iter().find(|a| a["text"] == "swap").cloned();
    assert_eq!(
        swap,
        Some(serde_json::json!({ "text": "swap", "from": null, "to": null, "kind": null, "cells": null }))
    );
    let state = play(&server, "swap");
    // Blue acts again, now for the seat that opened: a human's, so the page waits for a click.
    assert_eq!((state["seats_swapped"].clone(), state["to_move"].clone()), (true.into(), 1.into()));
    assert_eq!(state["players"][1]["agent"], "human");
    assert_eq!(state["players"][1]["seat"], "red");
    assert_eq!(state["players"][0]["agent"], "random");
    assert_eq!(state["players"][0]["seat"], "blue");
    // Undo takes back to the start of the human seat's last turn, the opening: the swap, though
    // clicked here, was the random seat's turn.
    let state = server.json("POST", "/api/undo", "", 200);
    assert_eq!(state["seats_swapped"], false);
    assert_eq!(line(&state), Vec::<&str>::new());
}

#[test]
fn records_round_trip_and_the_viewer_steps_through_them() {
    let server = Server::start(&[TTT, "--moves", "a1 b2 a2 c3"]);
    let (status, record) = server.request("GET", "/api/record", "");
    assert_eq!(status, 200);
    assert!(record.starts_with("yon-record") && record.contains("actions: 4"), "{record}");
    let state = play(&server, "a3");
    assert_eq!(state["result"], "x wins: three in a row");
    assert_eq!(state["changes"], serde_json::json!([]), "a placement changes nothing else");
    // Loading the record saved before the win brings back its four actions.
    let state = server.json("POST", "/api/record", &record, 200);
    assert_eq!(line(&state), ["a1", "b2", "a2", "c3"]);
    assert!(state["warning"].is_null());
    let state = server.json("POST", "/api/goto", r#"{"ply": 1}"#, 200);
    assert_eq!((state["ply"].as_u64(), state["last"].as_str()), (Some(1), Some("a1")));
    assert_eq!(line(&state).len(), 4, "the viewer keeps the line");
    // Playing from an earlier position starts a new line there.
    let state = play(&server, "c1");
    assert_eq!(line(&state), ["a1", "c1"]);
    let state = server.json("POST", "/api/goto", r#"{"ply": 99}"#, 200);
    assert_eq!(state["ply"], 2, "clamped to the line");
}

#[test]
fn the_last_turns_captures_and_flips_are_marked() {
    // Othello: f5 flips e5 to black.
    let server = Server::start(&["games/othello.game"]);
    let state = server.json("GET", "/api/state", "", 200);
    let first = state["legal"][0]["text"].as_str().expect("an action").to_string();
    let state = play(&server, &first);
    let changes = state["changes"].as_array().expect("changes");
    assert!(!changes.is_empty() && changes.iter().all(|c| c["what"] == "flipped"), "{changes:?}");
}

#[test]
fn a_castling_rook_is_not_marked_as_taken() {
    let server = Server::start(&["games/chess.game", "--moves", "e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6"]);
    let state = play(&server, "e1-g1");
    assert_eq!(state["changes"], serde_json::json!([]), "the rook h1-f1 moved; nothing was taken");
}

#[test]
fn a_capture_is_marked_and_puts_the_piece_in_hand() {
    let moves = "e3-e4 b4-c4 e7-e6 h4-g4 e4-e5 c4-d4 d8-d7 g4-f4";
    let server = Server::start(&["games/yonin-shogi.game", "--moves", moves]);
    let state = play(&server, "e5-e6");
    assert_eq!(
        state["changes"],
        serde_json::json!([{ "cell": state["changes"][0]["cell"], "name": "e6", "what": "captured" }])
    );
    let hand = &state["players"][0]["hand"];
    assert_eq!(hand, &serde_json::json!([{ "kind": 4, "name": "pawn", "letter": "P", "count": 1 }]));
    for action in ["a3-b3", "d7-d6", "i3-h3"] {
        play(&server, action);
    }
    let state = play(&server, "P*g4");
    assert_eq!(state["players"][0]["hand"], serde_json::json!([]));
    assert!(state["svg"].as_str().expect("an SVG").contains(r#"data-name="g4""#));
}

#[test]
fn a_port_in_use_is_said_and_an_unknown_seat_is_bad_usage() {
    let server = Server::start(&[TTT]);
    let port = server.address.rsplit(':').next().expect("a port");
    let yon = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_yon"))
            .args(["serve", "--no-open", TTT])
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .output()
            .expect("yon runs")
    };
    let busy = yon(&["--port", port]);
    assert_eq!(busy.status.code(), Some(4));
    assert!(String::from_utf8_lossy(&busy.stderr).contains("cannot listen on 127.0.0.1"));
    let unknown = yon(&["--red", "random"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("its players are x, o"));
}

#[test]
fn a_search_under_way_shows_its_progress_live() {
    let server = Server::start(&[TTT, "--o", "mcts:time=1500ms", "--moves", "b2"]);
    assert_eq!(server.json("GET", "/api/progress", "", 200)["thinking"], false);
    assert_eq!(server.request("POST", "/api/progress", "").0, 405);
    std::thread::scope(|scope| {
        let moved = scope.spawn(|| server.json("POST", "/api/agent", "", 200));
        // Polled as the page polls it: answered while the search runs, and growing.
        let started = std::time::Instant::now();
        let mut seen: Vec<Value> = Vec::new();
        while started.elapsed() < std::time::Duration::from_secs(5) && !moved.is_finished() {
            let progress = server.json("GET", "/api/progress", "", 200);
            if progress["thinking"] == true {
                seen.push(progress);
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let state = moved.join().expect("the agent moved");
        assert_eq!(state["thought"]["player"], "o");
        let last = seen.last().unwrap_or_else(|| panic!("no progress seen while the search ran"));
        assert!(seen.len() >= 3, "{seen:?}");
        assert_eq!(
            (&last["player"], &last["unit"], &last["budget"]["ms"]),
            (&"o".into(), &"iterations".into(), &1500.into())
        );
        let done = |p: &Value| p["done"].as_u64().expect("a count");
        assert!(done(last) > done(&seen[0]) && last["rate"].as_f64().expect("a rate") > 0.0, "{seen:?}");
        let leaders = last["leaders"].as_array().expect("the leading actions");
        assert!(!leaders.is_empty() && leaders.len() <= 5, "{last}");
        assert!(leaders[0]["visits"].as_u64().expect("visits") > 0, "{last}");
    });
    assert_eq!(server.json("GET", "/api/progress", "", 200)["thinking"], false);
}

/// A POST as a page on another site can send one without asking first: `text/plain`, with
/// that page's origin.
fn cross_site(server: &Server, origin: &str, content_type: &str, path: &str, body: &str) -> (u16, String) {
    server.raw(&format!(
        "POST {path} HTTP/1.1\r\nHost: {}\r\nOrigin: {origin}\r\nContent-Type: {content_type}\r\n\
         Content-Length: {}\r\n\r\n{body}",
        server.address,
        body.len()
    ))
}

#[test]
fn a_page_elsewhere_cannot_play_or_replace_the_game() {
    let server = Server::start(&[TTT]);
    let play = r#"{"action": "b2"}"#;
    for (origin, content_type) in [
        ("http://evil.example", "text/plain"),
        ("http://evil.example", "application/json"),
        ("null", "application/json"),
        ("http://localhost:1", "application/json"),
    ] {
        let (status, answer) = cross_site(&server, origin, content_type, "/api/play", play);
        assert_eq!(status, 403, "{origin} {content_type}: {answer}");
        assert!(answer.contains("refused"), "{answer}");
    }
    let (status, _) =
        cross_site(&server, "http://evil.example", "text/plain", "/api/record", "yon-record 1\n");
    assert_eq!(status, 403);
    // With no Origin (a script, curl), a POST must still say it is JSON: a form cannot.
    for content_type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"] {
        let (status, answer) = server.raw(&format!(
            "POST /api/undo HTTP/1.1\r\nHost: {}\r\nContent-Type: {content_type}\r\nContent-Length: 0\r\n\r\n",
            server.address
        ));
        assert_eq!(status, 415, "{content_type}: {answer}");
    }
    // The page's own origin plays.
    let own = format!("http://{}", server.address);
    let (status, answer) = cross_site(&server, &own, "application/json; charset=utf-8", "/api/play", play);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(server.json("GET", "/api/state", "", 200)["ply"], 1, "only the page's own action was played");
}

#[test]
fn a_stalled_upload_holds_up_nobody_and_times_out() {
    let server = Server::start(&[TTT]);
    let mut stalled = std::net::TcpStream::connect(&server.address).expect("the server accepts");
    write!(
        stalled,
        "POST /api/play HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{{",
        server.address
    )
    .expect("sent");
    std::thread::sleep(std::time::Duration::from_millis(200));
    let started = std::time::Instant::now();
    assert_eq!(server.json("POST", "/api/play", r#"{"action": "b2"}"#, 200)["ply"], 1);
    assert!(started.elapsed() < std::time::Duration::from_secs(2), "waited {:?}", started.elapsed());
    // The stalled one is given up with a status of its own.
    stalled.set_read_timeout(Some(std::time::Duration::from_secs(30))).expect("a timeout");
    let mut answer = String::new();
    stalled.read_to_string(&mut answer).expect("answered");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
}

#[cfg(target_os = "linux")]
#[test]
fn idle_connections_take_no_threads_of_their_own() {
    let server = Server::start(&[TTT]);
    let threads = || std::fs::read_dir(format!("/proc/{}/task", server.pid())).expect("its threads").count();
    // Started: its threads are all there once it has answered.
    assert_eq!(server.request("GET", "/api/state", "").0, 200);
    let before = threads();
    let idle: Vec<_> = (0..500)
        .map(|_| std::net::TcpStream::connect(&server.address).expect("accepted or refused"))
        .collect();
    std::thread::sleep(std::time::Duration::from_millis(500));
    let during = threads();
    assert!(during <= before + 2, "{before} threads before 500 idle connections, {during} with them");
    drop(idle);
    // Once they are gone (or timed out) the game answers again.
    let started = std::time::Instant::now();
    loop {
        let (status, answer) = server.request("GET", "/api/state", "");
        if status == 200 {
            break;
        }
        assert_eq!(status, 503, "{answer}");
        assert!(started.elapsed() < std::time::Duration::from_secs(20), "still busy");
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

#[test]
fn every_seat_but_the_first_is_the_search_unless_a_seat_is_named_human() {
    let server = Server::start(&[TTT]);
    let state = server.json("GET", "/api/state", "", 200);
    assert_eq!(state["players"][0]["agent"], "human");
    assert_eq!(state["players"][1]["agent"], "mcts:iterations=10000");
    let server = Server::start(&[TTT, "--o", "human"]);
    let state = server.json("GET", "/api/state", "", 200);
    assert_eq!(state["players"][0]["agent"], "mcts:iterations=10000", "o is the person's, x the search's");
    assert_eq!(state["players"][1]["agent"], "human");
}

#[test]
fn why_says_the_rule_that_refuses_a_click_without_playing_it() {
    let server = Server::start(&[TTT, "--moves", "b2"]);
    let answer = server.json("POST", "/api/why", r#"{"action": "b2"}"#, 200);
    assert_eq!(answer["legal"], false);
    let why = answer["why"].as_str().expect("a reason");
    assert!(why.starts_with("`b2` cannot be played: ") && why.contains("(line 10)"), "{why}");
    assert_eq!(server.json("POST", "/api/why", r#"{"action": "a1"}"#, 200)["legal"], true);
    assert_eq!(line(&server.json("GET", "/api/state", "", 200)), ["b2"], "nothing was played");
}

#[test]
fn new_game_rules_and_the_actions_since_your_last_turn() {
    let server = Server::start(&[TTT, "--moves", "b2 a1"]);
    let state = server.json("GET", "/api/state", "", 200);
    assert_eq!(state["movers"], serde_json::json!(["x", "o"]));
    // x is to act: o's answer since x's last action is ringed, with who played it.
    assert_eq!(state["recent"], serde_json::json!([{ "text": "a1", "player": "o", "from": null, "to": 0 }]));
    let (status, rules) = server.request("GET", "/api/rules", "");
    assert_eq!(status, 200);
    assert!(rules.contains("three in a row"), "{rules}");
    let state = server.json("POST", "/api/new", "", 200);
    assert_eq!(state["ply"], 0);
    assert_eq!(line(&state), Vec::<&str>::new());
    assert_eq!(state["players"][1]["agent"], "mcts:iterations=10000", "the same seats");
}

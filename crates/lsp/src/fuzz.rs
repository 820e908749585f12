//! Fuzz: an editor session as bytes — the shipped games opened, edited at random (non-ASCII
//! included) and asked about at random positions, the messages now and then mutated as bytes —
//! read by the transport and handled by the server. No message may panic the server.

use super::Server;
use super::transport::{self, Incoming};
use serde_json::{Value, json};
use yon::catalogue;
use yon::engine::Rng;
use yon_view::fuzzing;

const URI: &str = "file:///fuzz.game";
const ASKED: &[&str] = &[
    "textDocument/hover",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/completion",
    "textDocument/documentSymbol",
    "textDocument/formatting",
    "textDocument/rename",
    "textDocument/codeAction",
    "workspace/unknown",
];

fn frame(out: &mut Vec<u8>, body: &[u8]) {
    out.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
    out.extend_from_slice(body);
}

/// A text near a game file: a shipped one, edited as bytes and read back as UTF-8.
fn text(rng: &mut Rng, games: &[&'static str]) -> String {
    let game = games[rng.below(games.len())].as_bytes();
    String::from_utf8_lossy(&fuzzing::mutate(rng, game)).into_owned()
}

/// A position anywhere: in the text, past a line's end, or far outside it.
fn position(rng: &mut Rng) -> Value {
    let far = |rng: &mut Rng| if rng.below(10) == 0 { u32::MAX } else { rng.below(80) as u32 };
    json!({ "line": far(rng), "character": far(rng) })
}

fn message(rng: &mut Rng, id: u64, games: &[&'static str]) -> Value {
    let document = json!({ "uri": URI });
    match rng.below(4) {
        0 => {
            let opened = json!({ "uri": URI, "languageId": "yon", "version": id, "text": text(rng, games) });
            json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": { "textDocument": opened } })
        }
        1 => {
            let changes = json!([{ "text": text(rng, games) }]);
            let params = json!({ "textDocument": { "uri": URI, "version": id }, "contentChanges": changes });
            json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": params })
        }
        _ => {
            let new_name = ["renamed", "empty", "two words", "", "é"][rng.below(5)];
            let params = json!({ "textDocument": document, "position": position(rng),
                "context": { "includeDeclaration": rng.below(2) == 0, "diagnostics": [] }, "newName": new_name, "options": {},
                "range": { "start": position(rng), "end": position(rng) } });
            json!({ "jsonrpc": "2.0", "id": id, "method": ASKED[rng.below(ASKED.len())], "params": params })
        }
    }
}

#[test]
fn fuzz_no_message_panics_the_server() {
    let games: Vec<&'static str> = catalogue::all().map(|game| game.text).collect();
    fuzzing::run("lsp", 60, |seed| {
        let mut rng = Rng::new(seed);
        let mut bytes = Vec::new();
        frame(
            &mut bytes,
            json!({ "jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {} }).to_string().as_bytes(),
        );
        for id in 1..=1 + rng.below(12) as u64 {
            let body = message(&mut rng, id, &games).to_string().into_bytes();
            if rng.below(6) == 0 {
                frame(&mut bytes, &fuzzing::mutate(&mut rng, &body))
            } else {
                frame(&mut bytes, &body)
            }
        }
        if rng.below(6) == 0 {
            bytes = fuzzing::mutate(&mut rng, &bytes);
        }
        let mut server = Server::default();
        let mut input = &bytes[..];
        loop {
            match transport::read(&mut input) {
                Incoming::Message(message) => {
                    server.handle(message);
                    if rng.below(3) == 0 {
                        server.publish();
                    }
                }
                Incoming::Skipped(_) => {}
                Incoming::End => break,
            }
        }
        server.publish();
    });
}

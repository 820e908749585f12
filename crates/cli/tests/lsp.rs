//! `yon lsp` as an editor drives it: a scripted session over stdin and stdout with
//! Content-Length framing — diagnostics as a file is typed and fixed, hover, definitions,
//! references, completion, outline, shutdown — and bad input that must not stop the server.
//! Every read has a timeout, so a silent server fails the test instead of hanging it.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

const URI: &str = "file:///tmp/colour%20steps.game";

/// A broken game: `neutrl` is misspelt on line 8 (0-based 7).
const BROKEN: &str = "game \"Colour steps\"
players blue white
board square 5 x 5
piece disc
hand disc 2
region neutral: a1 e1 c3 a5 e5
region colour of blue: c5 b4 d4 a3 e3 b2 d2 c1
region colour of white: all - colour of blue - neutrl
action place: place on colour & empty
action step: move step any to empty & (colour | neutral)
lose \"stuck\": stuck
";

struct Client {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Value>,
    next_id: i64,
}

impl Client {
    fn start() -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("yon lsp starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (sender, incoming) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Some(message) = read_message(&mut reader) {
                if sender.send(message).is_err() {
                    break;
                }
            }
        });
        Client { child, stdin, incoming, next_id: 1 }
    }

    fn send_raw(&mut self, body: &str) {
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).expect("server reads");
        self.stdin.flush().expect("flushed");
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send_raw(&json!({ "jsonrpc": "2.0", "method": method, "params": params }).to_string());
    }

    /// Sends a request and waits for its response, skipping notifications.
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send_raw(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }).to_string());
        loop {
            let message = self.receive();
            if message["id"] == id {
                return message;
            }
        }
    }

    fn receive(&self) -> Value {
        self.incoming.recv_timeout(Duration::from_secs(20)).expect("the server answers within 20 s")
    }

    /// The next diagnostics published.
    fn diagnostics(&self) -> Value {
        loop {
            let message = self.receive();
            if message["method"] == "textDocument/publishDiagnostics" {
                return message["params"].clone();
            }
        }
    }

    fn change(&mut self, version: i64, text: &str) -> Value {
        let document = json!({ "uri": URI, "version": version });
        self.notify(
            "textDocument/didChange",
            json!({ "textDocument": document, "contentChanges": [{ "text": text }] }),
        );
        self.diagnostics()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        // A test that failed half way must not leave a server behind.
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = 0;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(value) = line.strip_prefix("Content-Length: ") {
            length = value.parse().ok()?;
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

fn at(line: u32, character: u32) -> Value {
    json!({ "textDocument": { "uri": URI }, "position": { "line": line, "character": character } })
}

fn ranges(locations: &Value) -> Vec<(u64, u64, u64)> {
    let mut found: Vec<(u64, u64, u64)> = locations
        .as_array()
        .expect("locations")
        .iter()
        .map(|l| {
            let range = &l["range"];
            let number = |v: &Value| v.as_u64().expect("a number");
            (
                number(&range["start"]["line"]),
                number(&range["start"]["character"]),
                number(&range["end"]["character"]),
            )
        })
        .collect();
    found.sort();
    found
}

fn open(client: &mut Client, text: &str) -> Value {
    let document = json!({ "uri": URI, "languageId": "yon", "version": 1, "text": text });
    client.notify("textDocument/didOpen", json!({ "textDocument": document }));
    client.diagnostics()
}

#[test]
fn an_editor_session_checks_navigates_and_shuts_down() {
    let mut client = Client::start();
    let init =
        client.request("initialize", json!({ "capabilities": {}, "processId": null, "rootUri": null }));
    let capabilities = &init["result"]["capabilities"];
    assert_eq!(capabilities["hoverProvider"], true, "{init}");
    assert_eq!(capabilities["definitionProvider"], true);
    assert_eq!(capabilities["referencesProvider"], true);
    assert_eq!(capabilities["documentSymbolProvider"], true);
    assert_eq!(capabilities["documentFormattingProvider"], true);
    assert_eq!(capabilities["renameProvider"], true);
    assert_eq!(capabilities["codeActionProvider"], true);
    client.notify("initialized", json!({}));

    // The broken file: one error, its whole span, with the suggestion.
    let published = open(&mut client, BROKEN);
    assert_eq!(published["uri"], URI);
    let diagnostics = published["diagnostics"].as_array().expect("diagnostics");
    assert_eq!(diagnostics.len(), 1, "{published}");
    let error = &diagnostics[0];
    assert_eq!(error["code"], "E012");
    assert_eq!(error["severity"], 1);
    assert_eq!(
        error["range"],
        json!({ "start": { "line": 7, "character": 47 }, "end": { "line": 7, "character": 53 } })
    );
    assert!(error["message"].as_str().expect("text").contains("did you mean `neutral`?"), "{error}");

    // The quick fix writes the name meant.
    let actions = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": URI }, "range": error["range"], "context": { "diagnostics": [error] } }),
    );
    let action = &actions["result"][0];
    assert_eq!(action["title"], "Write `neutral`", "{actions}");
    assert_eq!(action["edit"]["changes"][URI][0]["newText"], "neutral");
    assert_eq!(action["edit"]["changes"][URI][0]["range"], error["range"]);

    // Typing the fix clears it; an unused region then shows as a warning, and goes again.
    let fixed = BROKEN.replace("neutrl", "neutral");
    assert_eq!(client.change(2, &fixed)["diagnostics"], json!([]));
    let unused = format!("{fixed}region spare: b3\n");
    let warned = client.change(3, &unused);
    assert_eq!(warned["diagnostics"][0]["code"], "W004", "{warned}");
    assert_eq!(warned["diagnostics"][0]["severity"], 2);
    assert_eq!(client.change(4, &fixed)["diagnostics"], json!([]));

    // Hover on a keyword: its section of LANGUAGE.md, with the example.
    let hover = client.request("textDocument/hover", at(5, 2));
    let docs = hover["result"]["contents"]["value"].as_str().expect("markdown");
    assert!(docs.starts_with("## region"), "{docs}");
    assert!(docs.contains("```yon"), "{docs}");
    // Hover on a declared name: what it is.
    let hover = client.request("textDocument/hover", at(9, 40));
    assert_eq!(hover["result"]["contents"]["value"], "region `colour`, declared on line 7, 8");

    // Definition and references of a region, a player and an action.
    let definition = client.request("textDocument/definition", at(9, 50));
    assert_eq!(ranges(&definition["result"]), [(5, 7, 14)], "`neutral` in the step action");
    let references = client.request(
        "textDocument/references",
        json!({
        "textDocument": { "uri": URI }, "position": { "line": 5, "character": 9 },
        "context": { "includeDeclaration": true } }),
    );
    assert_eq!(ranges(&references["result"]), [(5, 7, 14), (7, 47, 54), (9, 48, 55)]);
    let player = client.request("textDocument/definition", at(6, 19));
    assert_eq!(ranges(&player["result"]), [(1, 8, 12)], "`blue` in `colour of blue`");
    let blue = client.request(
        "textDocument/references",
        json!({
        "textDocument": { "uri": URI }, "position": { "line": 1, "character": 9 },
        "context": { "includeDeclaration": false } }),
    );
    assert_eq!(ranges(&blue["result"]), [(6, 17, 21), (7, 40, 44)]);
    let action = client.request("textDocument/definition", at(8, 9));
    assert_eq!(ranges(&action["result"]), [(8, 7, 12)]);

    // Completion offers what can come there: at a line's start a statement, after `on` a cell
    // set or a region, after `move` a kind or a motion; inside a string, anything.
    let labels = |client: &mut Client, line, character| -> Vec<String> {
        let completion = client.request("textDocument/completion", at(line, character));
        let items = completion["result"].as_array().expect("items").iter();
        items.filter_map(|i| i["label"].as_str().map(String::from)).collect()
    };
    let has = |labels: &[String], word: &str| labels.iter().any(|l| l == word);
    let start = labels(&mut client, 10, 0);
    assert!(has(&start, "action") && has(&start, "region") && !has(&start, "neutral"), "{start:?}");
    let cells = labels(&mut client, 8, 23);
    for expected in ["neutral", "colour", "empty", "own"] {
        assert!(has(&cells, expected), "{expected} after `on`: {cells:?}");
    }
    assert!(!has(&cells, "blue") && !has(&cells, "players"), "{cells:?}");
    let motion = labels(&mut client, 9, 18);
    assert!(has(&motion, "step") && has(&motion, "disc"), "after `move`: {motion:?}");

    // The outline: every declaration, once per statement.
    let outline = client.request("textDocument/documentSymbol", json!({ "textDocument": { "uri": URI } }));
    let names: Vec<&str> =
        outline["result"].as_array().expect("symbols").iter().filter_map(|s| s["name"].as_str()).collect();
    assert_eq!(names, ["blue", "white", "disc", "neutral", "colour", "colour", "place", "step"]);

    // Rename a region everywhere; a word the file uses as a keyword (`empty`) is refused as the
    // new name, since the region would take those uses over.
    let rename = |client: &mut Client, name: &str| {
        let params = json!({ "textDocument": { "uri": URI }, "position": { "line": 5, "character": 9 },
            "newName": name });
        client.request("textDocument/rename", params)
    };
    let renamed = rename(&mut client, "centre");
    assert_eq!(ranges(&renamed["result"]["changes"][URI]), [(5, 7, 14), (7, 47, 54), (9, 48, 55)]);
    let refused = rename(&mut client, "empty");
    assert_eq!(refused["error"]["code"], -32803, "{refused}");
    assert!(refused["error"]["message"].as_str().expect("why").contains("not reserved"), "{refused}");

    // Formatting: the whole file in `yon fmt`'s layout, as one edit.
    client.change(5, &fixed.replace("players blue white", "players   blue  white"));
    let formatting = client.request(
        "textDocument/formatting",
        json!({ "textDocument": { "uri": URI }, "options": { "tabSize": 2, "insertSpaces": true } }),
    );
    assert_eq!(formatting["result"][0]["newText"], fixed.as_str(), "{formatting}");

    let shutdown = client.request("shutdown", Value::Null);
    assert_eq!(shutdown["result"], Value::Null);
    assert!(shutdown.get("error").is_none(), "{shutdown}");
    client.notify("exit", Value::Null);
    let status = client.child.wait().expect("the server exits");
    assert!(status.success(), "exit after shutdown is a clean exit");
}

#[test]
fn bad_input_gets_errors_not_a_crash() {
    let mut client = Client::start();
    let early = client.request("textDocument/hover", at(0, 0));
    assert_eq!(early["error"]["code"], -32002, "not initialized yet: {early}");
    client.request("initialize", json!({ "capabilities": {} }));
    client.send_raw("{ this is not json");
    // A header the server cannot use: it skips that message and reads the next.
    client.stdin.write_all(b"Content-Length: nonsense\r\n\r\n").expect("server reads");
    client.send_raw(r#"{"jsonrpc": "2.0", "method": "no/such/notification"}"#);
    let unknown = client.request("workspace/frobnicate", json!({}));
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");
    let bad_params = client.request("textDocument/hover", json!({ "nothing": true }));
    assert_eq!(bad_params["error"]["code"], -32602, "{bad_params}");
    // Positions past the end of a line and of the file, and a file never opened.
    open(&mut client, "players a b\n");
    for (line, character) in [(0, 500), (99, 0), (u32::MAX, u32::MAX)] {
        let hover = client.request("textDocument/hover", at(line, character));
        assert!(hover.get("error").is_none(), "{hover}");
        let references = client.request(
            "textDocument/references",
            json!({
            "textDocument": { "uri": URI }, "position": { "line": line, "character": character },
            "context": { "includeDeclaration": true } }),
        );
        assert!(references.get("error").is_none(), "{references}");
    }
    let elsewhere = client.request(
        "textDocument/definition",
        json!({
        "textDocument": { "uri": "file:///never/opened.game" }, "position": { "line": 0, "character": 0 } }),
    );
    assert_eq!(elsewhere["result"], Value::Null);
    // Non-ASCII text: columns are UTF-16 units.
    let published = open(&mut client, "game \"Été 𝄞\" players x\n");
    let range = &published["diagnostics"][0]["range"];
    assert!(range["start"]["line"].is_u64(), "{published}");
    // Still answering after all that; an exit without shutdown exits with 1.
    assert!(client.request("textDocument/completion", at(0, 0))["result"].is_array());
    client.notify("exit", Value::Null);
    let status = client.child.wait().expect("the server exits");
    assert_eq!(status.code(), Some(1));
}

fn initialized() -> Client {
    let mut client = Client::start();
    client.request("initialize", json!({ "capabilities": {} }));
    client.notify("initialized", json!({}));
    client
}

#[test]
fn hover_after_a_character_of_several_bytes_answers() {
    let mut client = initialized();
    open(&mut client, "players a b\n# é x\n");
    // Column 3 is just after `é`, two bytes in UTF-8: the word search once split it.
    for character in 0..8 {
        let hover = client.request("textDocument/hover", at(1, character));
        assert!(hover.get("error").is_none(), "column {character}: {hover}");
    }
    open(&mut client, "players a b\n# 😀 players\n");
    let hover = client.request("textDocument/hover", at(1, 5));
    let docs = hover["result"]["contents"]["value"].as_str().expect("the docs of `players`");
    assert!(docs.starts_with("## players"), "{docs}");
}

#[test]
fn a_header_that_is_not_utf8_skips_one_message_not_the_session() {
    let mut client = initialized();
    client.stdin.write_all(b"Content-Length: 2\r\nX-Bad: \xff\xfe\r\n\r\n{}").expect("server reads");
    client.stdin.flush().expect("flushed");
    let completion = client.request("textDocument/completion", at(0, 0));
    assert!(completion.get("error").is_none(), "still serving: {completion}");
}

#[test]
fn a_text_past_the_limit_is_refused_at_once_not_checked() {
    let mut client = initialized();
    let huge = "// padding\n".repeat(1_200_000);
    let started = std::time::Instant::now();
    let published = open(&mut client, &huge);
    assert_eq!(published["diagnostics"][0]["code"], "E005", "{}", published["diagnostics"]);
    assert!(started.elapsed() < Duration::from_secs(10), "took {:?}", started.elapsed());
    let hover = client.request("textDocument/hover", at(5, 3));
    assert!(hover.get("error").is_none(), "{hover}");
}

#[test]
fn edits_sent_while_a_check_runs_are_checked_once_as_they_end() {
    let mut client = initialized();
    // A large valid file takes a while to check, so the later edits queue up behind it.
    let chess = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/chess.game"))
        .expect("chess");
    let large = format!("{chess}{}", "// a comment to make the file long\n".repeat(25_000));
    let document = json!({ "uri": URI, "languageId": "yon", "version": 1, "text": large });
    let mut frames = String::new();
    let mut frame = |body: String| frames.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    frame(
        json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": { "textDocument": document } })
            .to_string(),
    );
    const EDITS: i64 = 12;
    for version in 2..=EDITS {
        let text = if version == EDITS { "players a b\nboard nonsense\n".to_string() } else { large.clone() };
        let changes = json!({ "textDocument": { "uri": URI, "version": version }, "contentChanges": [{ "text": text }] });
        frame(json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": changes }).to_string());
    }
    client.stdin.write_all(frames.as_bytes()).expect("server reads");
    client.stdin.flush().expect("flushed");
    let mut published = 0;
    loop {
        let diagnostics = client.diagnostics();
        published += 1;
        if diagnostics["version"] == EDITS {
            assert!(!diagnostics["diagnostics"].as_array().expect("a list").is_empty(), "{diagnostics}");
            break;
        }
    }
    assert!(published < EDITS, "{published} checks for {EDITS} edits: every edit was checked");
}

//! The playground in a real browser, with no server process for the game: the folder that
//! `playground/build` makes is served by a few lines of static file serving here, and yon runs
//! as WebAssembly in the page's worker. A whole game is played by clicks against the agent,
//! an edit is checked as it is typed, and the edited game is played at once. Screenshots of
//! two games at desktop and phone widths are kept in `target/browser-artefacts/`.

use super::{Driver, PATIENCE, click_cell, open, screenshot, text, wait_for};
use fantoccini::{Client, Locator};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The built playground; the browser step of `.ci/run` builds it first.
fn folder() -> PathBuf {
    let folder = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("target/playground");
    assert!(folder.join("yon.wasm").is_file(), "no {}: run `playground/build` first", folder.display());
    folder
}

/// Serves the files of `folder` on a free local port until the test ends; returns the page's
/// address. Only files: it knows nothing of games.
fn serve(folder: PathBuf) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let url = format!("http://{}/", listener.local_addr().expect("its address"));
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let folder = folder.clone();
            std::thread::spawn(move || send_file(stream, &folder));
        }
    });
    url
}

fn send_file(mut stream: TcpStream, folder: &Path) {
    let mut reader = BufReader::new(stream.try_clone().expect("the stream"));
    let mut request = String::new();
    reader.read_line(&mut request).ok();
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
        header.clear();
    }
    let path = request.split_whitespace().nth(1).unwrap_or("/").split(['?', '#']).next().unwrap_or("/");
    let name = if path == "/" { "index.html" } else { path.trim_start_matches('/') };
    let kind = match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        _ => "application/octet-stream",
    };
    let found = (!name.contains("..")).then(|| std::fs::read(folder.join(name)).ok()).flatten();
    let (status, body) = match found {
        Some(body) => ("200 OK", body),
        None => ("404 Not Found", b"not found".to_vec()),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(&body)).ok();
}

/// What the page holds now: the result (null while the game goes on), the player to act, and
/// the legal actions' names.
async fn position(client: &Client) -> (serde_json::Value, serde_json::Value, Vec<String>) {
    let state = client
        .execute("return [game.result, game.to_move, busy, game.legal.map((a) => a.text)];", vec![])
        .await
        .expect("the page's state");
    let legal =
        state[3].as_array().expect("legal").iter().filter_map(|a| a.as_str().map(String::from)).collect();
    (state[0].clone(), state[1].clone(), legal)
}

/// Plays the person's seat (the first) by clicks, the first legal cell each turn, until the
/// game ends; the agent in the worker answers each click. Returns the actions played.
async fn play_to_the_end(client: &Client) -> usize {
    let started = Instant::now();
    loop {
        assert!(started.elapsed() < 3 * PATIENCE, "the game ends");
        let (result, to_move, legal) = position(client).await;
        if !result.is_null() {
            break;
        }
        let ply: usize = text_of_attribute(client, "body", "data-ply").await.parse().expect("a ply");
        if to_move == 0 {
            click_cell(client, &legal[0]).await;
            wait_for(client, &format!(r#"body[data-ply="{}"]"#, ply + 1)).await;
        } else {
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
    }
    wait_for(client, r#"body[data-over="yes"]"#).await;
    text_of_attribute(client, "body", "data-ply").await.parse().expect("a ply")
}

async fn text_of_attribute(client: &Client, css: &str, attribute: &str) -> String {
    let element = client.find(Locator::Css(css)).await.expect("the element");
    element.attr(attribute).await.expect("its attribute").unwrap_or_default()
}

/// Replaces the editor's text, as an edit does (an `input` event), and waits for its check.
async fn edit(client: &Client, from: &str, to: &str) {
    let script = "const box = document.getElementById('source'); \
                  box.value = box.value.replace(arguments[0], arguments[1]); \
                  box.dispatchEvent(new Event('input'));";
    client.execute(script, vec![from.into(), to.into()]).await.expect("the edit");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium, chromedriver and playground/build: cargo test --release --test browser -- --ignored"]
async fn the_playground_plays_a_whole_game_by_clicks_with_no_server() {
    let driver = Driver::start();
    let client = open(&driver, &serve(folder())).await;
    // The shortest built-in game opens first, its rules written out beside it.
    wait_for(&client, r#"body[data-ply="0"]"#).await;
    assert_eq!(text(&client, "title").await, "Tic-tac-toe");
    let rules = text_of_js(&client, "return document.getElementById('rules-text').textContent;").await;
    assert!(rules.contains("three in a row"), "{rules}");
    click_cell(&client, "b2").await;
    // The agent in the worker answers, its progress shown while it thinks.
    wait_for(&client, "#thinking p.progress").await;
    wait_for(&client, r#"body[data-ply="2"]"#).await;
    assert!(text(&client, "line").await.starts_with("x: b2\no: "), "player names in the move list");
    wait_for(&client, "circle.recent").await;
    // A taken cell is refused with the engine's reasons.
    click_cell(&client, "b2").await;
    let refused = wait_for(&client, "#message:not(:empty)").await.text().await.expect("its text");
    assert!(refused.starts_with("`b2` cannot be played: ") && refused.contains("(line "), "{refused}");
    let plies = play_to_the_end(&client).await;
    assert!((5..=9).contains(&plies), "{plies}");
    let status = text(&client, "status").await;
    assert!(status.starts_with("Game over — "), "{status}");
    // A win marks its line; a full board marks nothing.
    let marked = client.find_all(Locator::Css("g.cell .winning")).await.expect("cells").len();
    let wins = status.contains("wins");
    assert!(if wins { (3..=5).contains(&marked) } else { marked == 0 }, "{marked} marked: {status}");
    screenshot(&client, "playground-tic-tac-toe-over").await;
    // New game starts again from the empty board.
    client.find(Locator::Id("new")).await.expect("new").click().await.expect("new clicked");
    wait_for(&client, r#"body[data-ply="0"][data-over="no"]"#).await;
    client.close().await.expect("the session closes");
}

async fn text_of_js(client: &Client, script: &str) -> String {
    let value = client.execute(script, vec![]).await.expect("the script runs");
    value.as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium, chromedriver and playground/build: cargo test --release --test browser -- --ignored"]
async fn the_editor_checks_as_you_type_and_plays_the_edited_game() {
    let driver = Driver::start();
    let client = open(&driver, &serve(folder())).await;
    wait_for(&client, r#"body[data-ply="0"]"#).await;
    client.find(Locator::Css("#editor summary")).await.expect("the editor").click().await.expect("opened");
    wait_for(&client, "#verdict.ok").await;
    // A misspelt word in the winning rule: the diagnostic appears, with its place and code.
    edit(&client, "through placed", "through placd").await;
    wait_for(&client, "#verdict.errors").await;
    let said = text(&client, "diagnostics").await;
    assert!(said.contains("tic-tac-toe.game:12:") && said.contains("error[E"), "{said}");
    screenshot(&client, "playground-editor-diagnostic").await;
    // Mended, and the rule changed: four in a row on a 4 x 4 board. Typed, then played.
    edit(&client, "through placd", "through placed").await;
    edit(&client, "board square 3 x 3", "board square 4 x 4").await;
    edit(&client, "lines 3+", "lines 4+").await;
    let source = client.find(Locator::Id("source")).await.expect("the editor");
    source.send_keys("// four in a row\n").await.expect("typed");
    wait_for(&client, "#verdict.ok").await;
    client.find(Locator::Id("play-edited")).await.expect("play").click().await.expect("clicked");
    wait_for(&client, r#"g.cell[data-name="d4"]"#).await;
    let cells = client.find_all(Locator::Css("g.cell")).await.expect("cells").len();
    assert_eq!(cells, 16, "the edited board");
    let plies = play_to_the_end(&client).await;
    assert!((7..=16).contains(&plies), "{plies}");
    screenshot(&client, "playground-edited-game-over").await;
    client.close().await.expect("the session closes");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium, chromedriver and playground/build: cargo test --release --test browser -- --ignored"]
async fn yonin_shogi_and_yoso_go_at_desktop_and_phone_widths() {
    let driver = Driver::start();
    let client = open(&driver, &serve(folder())).await;
    wait_for(&client, r#"body[data-ply="0"]"#).await;
    for (game, first) in [("yonin-shogi", ["e3", "e4"]), ("yoso-go", ["EE", ""])] {
        let script = "const s = document.getElementById('games'); s.value = arguments[0]; \
                      document.getElementById('open').click();";
        client.execute(script, vec![game.into()]).await.expect("the game chosen");
        wait_for(&client, &format!(r#"body[data-ply="0"] g.cell[data-name="{}"]"#, first[0])).await;
        // One action by clicks; every opponent answers and each answer is ringed.
        for cell in first.iter().filter(|c| !c.is_empty()) {
            click_cell(&client, cell).await;
        }
        let seats = client.find_all(Locator::Css(".player")).await.expect("players").len();
        wait_for(&client, &format!(r#"body[data-ply="{seats}"]"#)).await;
        for (width, height, name) in [(1280, 900, "desktop"), (390, 844, "phone")] {
            client.set_window_size(width, height).await.expect("the window resized");
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            screenshot(&client, &format!("playground-{game}-{name}")).await;
        }
        client.set_window_size(1280, 900).await.expect("the window resized");
    }
    client.close().await.expect("the session closes");
}

//! `yon serve` and the playground in a real browser: headless Chromium driven through
//! chromedriver by fantoccini (a maintained WebDriver client). A whole game of tic-tac-toe, a
//! Yonin Shogi drop, a few turns of Yoso-Go against the search, a backgammon move by the
//! dice shown and Blokus Duo's shaped pieces are played by clicks; the
//! playground (`playground.rs`) plays, edits and plays again with no server for the game;
//! screenshots are kept in `target/browser-artefacts/`. Ignored by default, as it needs
//! `chromium` and `chromium-driver` (and the playground built by `playground/build`):
//! `cargo test --release --test browser -- --ignored` (CI's browser step).

mod playground;
#[path = "../server/mod.rs"]
mod server;

use fantoccini::{Client, ClientBuilder, Locator};
use server::Server;
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a page may take to answer a click (a search included).
const PATIENCE: Duration = Duration::from_secs(60);

/// A chromedriver on a free local port, stopped with the test.
struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    /// Starts a chromedriver and waits until it says it is ready. A port picked free can be
    /// taken again before chromedriver binds it (four tests start drivers at once), so a driver
    /// that exits or never answers is replaced by one on another port.
    fn start() -> Driver {
        for _ in 0..3 {
            if let Some(driver) = Driver::try_start() {
                return driver;
            }
        }
        panic!("chromedriver does not become ready on three ports");
    }

    fn try_start() -> Option<Driver> {
        let port = TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
        let program = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
        let child = Command::new(&program)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("{program} does not start ({e}): install chromium and chromium-driver")
            });
        let mut driver = Driver { child, url: format!("http://127.0.0.1:{port}") };
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(20) {
            if driver.child.try_wait().ok().flatten().is_some() {
                return None;
            }
            if says_ready(port) {
                return Some(driver);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

/// Whether the WebDriver on `port` answers `GET /status` with `"ready": true`. Its answer is
/// read until that appears or the reading stops: chromedriver keeps the connection open.
fn says_ready(port: u16) -> bool {
    use std::io::{Read, Write};
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else { return false };
    let request = format!("GET /status HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok();
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let (mut answer, mut chunk) = (String::new(), [0u8; 1024]);
    while let Ok(read @ 1..) = stream.read(&mut chunk) {
        answer.push_str(&String::from_utf8_lossy(&chunk[..read]));
        if answer.replace(' ', "").contains("\"ready\":true") {
            return true;
        }
    }
    false
}

impl Drop for Driver {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

/// A headless browser session on the page of a fresh `yon serve ARGS…`.
async fn browse(driver: &Driver, args: &[&str]) -> (Server, Client) {
    let server = Server::start(args);
    let client = open(driver, &server.url).await;
    (server, client)
}

/// A headless browser session on the page at `url`, once it shows a game.
async fn open(driver: &Driver, url: &str) -> Client {
    let mut chrome = serde_json::json!({
        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"],
    });
    // Debian's chromedriver finds Debian's chromium; elsewhere CHROME says where it is.
    if let Ok(binary) = std::env::var("CHROME") {
        chrome["binary"] = binary.into();
    }
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".into(), chrome);
    let client = session(&driver.url, capabilities).await;
    client.goto(url).await.expect("the page loads");
    wait_for(&client, "body[data-ply]").await;
    client
}

/// A new browser session. Chromium starts slowly when four tests start it at once on two
/// cores, and chromedriver has been seen to reset the connection then, so a failed start is
/// tried twice more before the test fails.
async fn session(url: &str, capabilities: serde_json::Map<String, serde_json::Value>) -> Client {
    let mut attempt = 1;
    loop {
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        match ClientBuilder::new(connector).capabilities(capabilities.clone()).connect(url).await {
            Ok(client) => return client,
            Err(e) if attempt < 3 => {
                eprintln!("a browser session, attempt {attempt}: {e}; trying again");
                std::thread::sleep(Duration::from_secs(2));
                attempt += 1;
            }
            Err(e) => panic!("a browser session after {attempt} attempts: {e}"),
        }
    }
}

async fn wait_for(client: &Client, css: &str) -> fantoccini::elements::Element {
    client
        .wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no `{css}` on the page: {e}"))
}

/// Clicks a cell of the board by its name.
async fn click_cell(client: &Client, name: &str) {
    wait_for(client, &format!(r#"g.cell[data-name="{name}"]"#))
        .await
        .click()
        .await
        .expect("the cell is clicked");
}

/// Clicks cells (a piece, then where it goes) and waits for the page to show `ply` actions.
async fn play(client: &Client, cells: &[&str], ply: usize) {
    for name in cells {
        click_cell(client, name).await;
    }
    wait_for(client, &format!(r#"body[data-ply="{ply}"]"#)).await;
}

async fn text(client: &Client, id: &str) -> String {
    client.find(Locator::Id(id)).await.expect("the element").text().await.expect("its text")
}

/// Saves a screenshot of the page as `target/browser-artefacts/NAME.png`.
async fn screenshot(client: &Client, name: &str) {
    let folder =
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("target/browser-artefacts");
    std::fs::create_dir_all(&folder).expect("the artefacts folder");
    let png = client.screenshot().await.expect("a screenshot");
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
    std::fs::write(folder.join(format!("{name}.png")), png).expect("the screenshot is saved");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium and chromedriver: cargo test --release --test browser -- --ignored"]
async fn a_whole_game_of_tic_tac_toe_by_clicks() {
    let driver = Driver::start();
    let (_server, client) =
        browse(&driver, &["games/tic-tac-toe.game", "--x", "human", "--o", "human"]).await;
    assert_eq!(text(&client, "status").await, "x to act, turn 1");
    // An illegal click says why nothing happened.
    play(&client, &["b2"], 1).await;
    click_cell(&client, "b2").await;
    // An illegal click is refused with the engine's reasons and the rule's line.
    let refused = wait_for(&client, "#message:not(:empty)").await.text().await.expect("its text");
    assert!(refused.starts_with("`b2` cannot be played: ") && refused.contains("(line "), "{refused}");
    // Each threat blocked in turn: a draw.
    for (ply, cell) in [(2, "a1"), (3, "c1"), (4, "a3"), (5, "a2"), (6, "c2"), (7, "b3")] {
        play(&client, &[cell], ply).await;
    }
    screenshot(&client, "tic-tac-toe-mid-game").await;
    play(&client, &["b1"], 8).await;
    play(&client, &["c3"], 9).await;
    wait_for(&client, r#"body[data-over="yes"]"#).await;
    assert_eq!(text(&client, "status").await, "Game over — draw: board full · last action c3");
    screenshot(&client, "tic-tac-toe-over").await;
    // Undo takes the last action back; the viewer steps to the start and back to the end.
    client.find(Locator::Id("undo")).await.expect("undo").click().await.expect("undo clicked");
    wait_for(&client, r#"body[data-ply="8"][data-over="no"]"#).await;
    client.find(Locator::Id("first")).await.expect("first").click().await.expect("first clicked");
    wait_for(&client, r#"body[data-ply="0"]"#).await;
    client.find(Locator::Id("last")).await.expect("last").click().await.expect("last clicked");
    wait_for(&client, r#"body[data-ply="8"]"#).await;
    client.close().await.expect("the session closes");
}

/// South takes a pawn on e6 at the ninth action; four actions later it may drop it.
const TO_THE_DROP: [[&str; 2]; 12] = [
    ["e3", "e4"],
    ["b4", "c4"],
    ["e7", "e6"],
    ["h4", "g4"],
    ["e4", "e5"],
    ["c4", "d4"],
    ["d8", "d7"],
    ["g4", "f4"],
    ["e5", "e6"],
    ["a3", "b3"],
    ["d7", "d6"],
    ["i3", "h3"],
];

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium and chromedriver: cargo test --release --test browser -- --ignored"]
async fn a_yonin_shogi_drop_by_clicks() {
    let driver = Driver::start();
    let everyone = ["--south", "human", "--west", "human", "--north", "human", "--east", "human"];
    let (_server, client) = browse(&driver, &[&["games/yonin-shogi.game"][..], &everyone].concat()).await;
    for (ply, cells) in TO_THE_DROP.iter().enumerate() {
        play(&client, cells, ply + 1).await;
        if ply + 1 == 9 {
            // The capture is marked where the taken piece stood.
            wait_for(&client, r#"g.cell.captured[data-name="e6"]"#).await;
            screenshot(&client, "yonin-shogi-capture").await;
        }
    }
    // South's pawn in hand is offered; choosing it highlights where it may be dropped.
    let pawn = wait_for(&client, r#"button.drop[data-player="0"]"#).await;
    assert_eq!(pawn.text().await.expect("its text"), "pawn ×1");
    pawn.click().await.expect("the hand piece is clicked");
    let targets = client.find_all(Locator::Css("g.cell.target")).await.expect("targets");
    assert_eq!(targets.len(), 30, "the drops `yon legal` lists");
    screenshot(&client, "yonin-shogi-drop-targets").await;
    play(&client, &["g4"], 13).await;
    assert!(text(&client, "status").await.contains("last action P*g4"));
    assert!(client.find(Locator::Css("button.drop")).await.is_err(), "the hand is empty");
    screenshot(&client, "yonin-shogi-after-the-drop").await;
    client.close().await.expect("the session closes");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium and chromedriver: cargo test --release --test browser -- --ignored"]
async fn yoso_go_against_the_search_by_clicks() {
    let driver = Driver::start();
    let args = ["games/yoso-go.game", "--fate", "mcts:iterations=3000"];
    let (server, client) = browse(&driver, &args).await;
    // Each click is answered by the seated search, whose weighed actions are shown. The force
    // (the element last played) may rule a wanted spot out: then the first legal one is played.
    for (turn, wanted) in ["EE", "WW", "VV", "AA"].iter().enumerate() {
        let ply = 2 * turn + 1;
        let state = server.json("GET", "/api/state", "", 200);
        let legal: Vec<&str> =
            state["legal"].as_array().expect("legal").iter().filter_map(|a| a["text"].as_str()).collect();
        let spot = if legal.contains(wanted) { wanted } else { legal[0] };
        play(&client, &[spot], ply).await;
        wait_for(&client, &format!(r#"body[data-ply="{}"]"#, ply + 1)).await;
        wait_for(&client, "#thinking table").await;
    }
    assert!(text(&client, "thinking").await.contains("fate (mcts:iterations=3000) played"));
    screenshot(&client, "yoso-go-after-four-turns").await;
    client.close().await.expect("the session closes");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium and chromedriver: cargo test --release --test browser -- --ignored"]
async fn a_search_shows_its_progress_while_it_thinks() {
    let driver = Driver::start();
    let (_server, client) = browse(&driver, &["games/tic-tac-toe.game", "--o", "mcts:time=3s"]).await;
    play(&client, &["b2"], 1).await;
    // While o searches, the page polls its progress: iterations, their rate, the leading actions.
    wait_for(&client, "#thinking p.progress").await;
    wait_for(&client, "#thinking table").await;
    let live = text(&client, "thinking").await;
    assert!(live.starts_with("o (mcts:time=3s") && live.contains(") thinking: "), "{live}");
    assert!(live.contains(" iterations, ") && live.contains(" s of 3.0 s"), "{live}");
    assert!(live.contains("a second"), "{live}");
    screenshot(&client, "search-progress").await;
    wait_for(&client, r#"body[data-ply="2"]"#).await;
    let played = text(&client, "thinking").await;
    assert!(played.starts_with("o (mcts:time=3s") && played.contains(") played "), "{played}");
    client.close().await.expect("the session closes");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium and chromedriver: cargo test --release --test browser -- --ignored"]
async fn backgammon_shows_the_dice_and_greys_the_one_used() {
    let driver = Driver::start();
    let args = ["games/backgammon.game", "--white", "human", "--black", "human", "--seed", "4"];
    let (server, client) = browse(&driver, &args).await;
    // The page threw for the first player: the dice the server says, shown beside the board.
    let state = server.json("GET", "/api/state", "", 200);
    let given: Vec<String> =
        state["dice"]["given"].as_array().expect("the dice").iter().map(ToString::to_string).collect();
    assert!(given.len() == 2 || given.len() == 4, "two dice, four for a double: {state}");
    wait_for(&client, "#dice:not([hidden])").await;
    // A double shows its four values and says it was thrown as two dice.
    let shown = text(&client, "dice").await;
    assert!(shown.starts_with(&format!("dice: {}", given.join(" "))), "{shown} for {given:?}");
    assert!(client.find(Locator::Css("#dice .die.used")).await.is_err(), "nothing used yet");
    screenshot(&client, "backgammon-dice").await;
    // A checker moved by one die: that die is greyed, the others are still to use.
    let first = &state["legal"][0];
    let ply = state["ply"].as_u64().expect("the ply") as usize;
    for cell in [&first["from"], &first["to"]] {
        let css = format!(r#"g.cell[data-cell="{}"]"#, cell.as_u64().expect("a move between cells"));
        wait_for(&client, &css).await.click().await.expect("the cell is clicked");
    }
    wait_for(&client, &format!(r#"body[data-ply="{}"]"#, ply + 1)).await;
    let used = client.find_all(Locator::Css("#dice .die.used")).await.expect("the dice");
    assert_eq!(used.len(), 1, "one die used");
    let left = client.find_all(Locator::Css("#dice .die:not(.used)")).await.expect("the dice");
    assert_eq!(left.len(), given.len() - 1);
    screenshot(&client, "backgammon-one-die-used").await;
    // Undo gives it back.
    client.find(Locator::Id("undo")).await.expect("undo").click().await.expect("undo clicked");
    wait_for(&client, &format!(r#"body[data-ply="{ply}"]"#)).await;
    assert!(client.find(Locator::Css("#dice .die.used")).await.is_err(), "the die is back");
    client.close().await.expect("the session closes");
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium and chromedriver: cargo test --release --test browser -- --ignored"]
async fn blokus_duo_shapes_are_chosen_and_drawn_as_pieces() {
    let driver = Driver::start();
    let (_server, client) =
        browse(&driver, &["games/blokus-duo.game", "--purple", "human", "--orange", "human"]).await;
    // Purple takes the V from the hand: every cell a V may cover is a target; a click on one of
    // them asks which V covers it, and the choice is played.
    let hand = client.find_all(Locator::Css(r#"button.drop[data-player="0"]"#)).await.expect("the hand");
    let mut v = None;
    for button in hand {
        if button.text().await.expect("its text") == "v ×1" {
            v = Some(button);
        }
    }
    v.expect("purple's V in hand").click().await.expect("the V is taken");
    wait_for(&client, r#"g.cell.target[data-name="e12"]"#).await;
    click_cell(&client, "e12").await;
    wait_for(&client, "#choice:not([hidden])").await;
    wait_for(&client, r#"#choices button[data-action="V*e10"]"#).await.click().await.expect("V*e10 chosen");
    wait_for(&client, r#"body[data-ply="1"]"#).await;
    // Orange clicks its start point with nothing taken: first which piece, then which way.
    click_cell(&client, "j5").await;
    wait_for(&client, r#"#choices button[data-action="o4"]"#).await.click().await.expect("the O chosen");
    let ways = client.find_all(Locator::Css("#choices button")).await.expect("the placements");
    assert_eq!(ways.len(), 4, "the square covers j5 four ways");
    wait_for(&client, r#"#choices button[data-action="O*j5"]"#).await.click().await.expect("O*j5 chosen");
    wait_for(&client, r#"body[data-ply="2"]"#).await;
    assert!(text(&client, "status").await.contains("last action O*j5"));
    // Each piece is one: its cells filled, one outline round each.
    let tiles = client.find_all(Locator::Css("#board rect.tile")).await.expect("the tiles");
    assert_eq!(tiles.len(), 5 + 4);
    let outlines = client.find_all(Locator::Css("#board g.outlines path")).await.expect("the outlines");
    assert_eq!(outlines.len(), 2);
    screenshot(&client, "blokus-duo-two-pieces").await;
    client.close().await.expect("the session closes");
}

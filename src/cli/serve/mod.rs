//! `yon serve`: the game in a browser — a local web server on 127.0.0.1 with the engine behind
//! a page that draws the board from the geometry, plays by clicks and lets seated agents move.

mod api;
mod live;
mod session;
mod think;
mod view;

use super::seats::{agents_help, usage};
use super::{CliResult, Failure, GameArgs, exit, load};
use session::Session;

#[derive(clap::Args, Debug)]
#[command(after_help = serve_help())]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// Seat an agent: `--seat white=mcts:time=2s`, the same as `--white mcts:time=2s`. Seats
    /// not named are played by clicks on the page.
    #[arg(long = "seat", value_name = "PLAYER=AGENT")]
    seats: Vec<String>,
    /// Seed of the agents' random choices: the same seed and actions give the same answers.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The port to listen on, on 127.0.0.1 only; 0 takes any free port.
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// Do not open the page in a browser; only print its address.
    #[arg(long)]
    no_open: bool,
}

fn serve_help() -> String {
    format!(
        "Examples:
  yon serve my.game                          every seat played by clicks
  yon serve my.game --white mcts:time=2s     play against the search
  yon serve my.game --no-open --port 8080    serve at a fixed address, open it yourself
{}
The page: click a piece (or a piece in hand) to see where it may go, then a highlighted cell
to play; a cell where a piece may be placed is played by one click. Undo takes back to the
start of your last turn; \"agent move\" lets the seated agent (or the default search, for a
human seat) move, showing the actions it weighed; save and load read and write records as
`yon play --record` does; the viewer steps back and forth through the line of actions, and
playing from an earlier position starts a new line.

The server listens on 127.0.0.1 only and runs until interrupted (Ctrl-C).",
        agents_help()
    )
}

pub fn run(args: &Args) -> CliResult {
    let loaded = load::game(&args.game)?;
    let specs = session::specs(&args.seats, &loaded.state.rules().players)?;
    let mut session = Session::new(loaded, specs, args.seed);
    let server = tiny_http::Server::http(("127.0.0.1", args.port))
        .map_err(|e| Failure::new(exit::IO, format!("cannot listen on 127.0.0.1:{}: {e}", args.port)))?;
    let address =
        server.server_addr().to_ip().ok_or_else(|| usage("not listening on an IP address".into()))?;
    let url = format!("http://{address}/");
    outln!("yon serve: {} at {url} (Ctrl-C to stop)", session.state.rules().title);
    if !args.no_open {
        open_browser(&url);
    }
    // The game's requests one at a time, on a thread of their own: there is one game, and the
    // page waits for each answer. Only the search's progress is answered meanwhile, here, so
    // the page can show a search that takes seconds at work.
    let live = live::Live::default();
    let (sender, receiver) = std::sync::mpsc::channel::<tiny_http::Request>();
    let playing = live.clone();
    std::thread::spawn(move || {
        for request in receiver {
            respond(request, |method, url, host, body| {
                api::answer(&mut session, &playing, method, url, host, body)
            });
        }
    });
    for request in server.incoming_requests() {
        if api::is_progress(request.url()) {
            respond(request, |method, _, host, _| api::progress(&live, method, host));
        } else if sender.send(request).is_err() {
            break;
        }
    }
    Ok(())
}

/// Answers a request with what `answer` makes of its method, URL, `Host` and body.
fn respond(
    mut request: tiny_http::Request,
    answer: impl FnOnce(&str, &str, Option<&str>, &mut dyn std::io::Read) -> api::Answer,
) {
    let method = request.method().as_str().to_string();
    let url = request.url().to_string();
    let host = request.headers().iter().find(|h| h.field.equiv("Host")).map(|h| h.value.to_string());
    let answer = answer(&method, &url, host.as_deref(), request.as_reader());
    let header = tiny_http::Header::from_bytes("Content-Type", answer.content_type)
        .expect("the content types are valid header values");
    let response =
        tiny_http::Response::from_string(answer.body).with_status_code(answer.status).with_header(header);
    // A page closed mid-answer is no reason to stop serving.
    request.respond(response).ok();
}

/// Asks the desktop to open the page; a machine without one just has the address printed.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let spawned = std::process::Command::new(opener)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if spawned.is_err() {
        errln!("could not start {opener}: open {url} in a browser");
    }
}

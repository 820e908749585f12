//! `yon serve`: the game in a browser — a local web server on 127.0.0.1 with the engine behind
//! a page that draws the board from the geometry, plays by clicks and lets seated agents move.

mod api;
#[cfg(test)]
mod fuzz;
mod http;

use super::seats::{self, agents_help};
use super::{CliResult, Failure, GameArgs, exit, load};
use http::{Limits, Request, Response};
use std::sync::mpsc::Sender;
use yon::agents::Spec;
use yon::engine::State;
use yon_view::files::MAX_RECORD_BYTES;
use yon_view::page::live::Live;
use yon_view::page::session::Session;

#[derive(clap::Args, Debug)]
#[command(after_help = serve_help())]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// Seat an agent (or `human`): `--seat white=mcts:time=2s`, the same as `--white
    /// mcts:time=2s`. Seats not named are filled as `yon play` fills them: the first is yours
    /// when no seat is named `human`, the others the default search's.
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
  yon serve my.game                          the first seat yours, the others the search's
  yon serve my.game --white mcts:time=2s     play against a stronger search
  yon serve my.game --white human --black human   both seats played by clicks
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
    let specs = specs(&args.seats, &loaded.start)?;
    let clock = seats::clock();
    let mut session = Session::new(loaded.path, loaded.source, loaded.start, specs, args.seed, clock.clone());
    for action in loaded.moves {
        session.push(action);
    }
    let listener = std::net::TcpListener::bind(("127.0.0.1", args.port))
        .map_err(|e| Failure::new(exit::IO, format!("cannot listen on 127.0.0.1:{}: {e}", args.port)))?;
    let address = listener.local_addr().map_err(|e| Failure::new(exit::IO, format!("no address: {e}")))?;
    let url = format!("http://{address}/");
    outln!("yon serve: {} at {url} (Ctrl-C to stop)", session.state.rules().title);
    if !args.no_open {
        open_browser(&url);
    }
    // The game's requests one at a time, on a thread of their own that never touches a
    // socket: there is one game, and the page waits for each answer. The connection threads
    // read each request whole first, so a slow client holds only its own thread. Only the
    // search's progress is answered meanwhile, by the connection thread, so the page can
    // show a search that takes seconds at work.
    let live = Live::default();
    let (sender, receiver) = std::sync::mpsc::channel::<(Request, Sender<Response>)>();
    let playing = live.clone();
    std::thread::spawn(move || {
        for (request, reply) in receiver {
            let answered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                api::answer(&mut session, &playing, &request)
            }));
            let answer = answered.unwrap_or_else(|_| Response::error(500, FAILED));
            reply.send(answer).ok();
        }
    });
    let limits = Limits { head: 16 << 10, body: MAX_RECORD_BYTES };
    http::serve(listener, limits, move |request| {
        if api::is_progress(&request) {
            return api::progress(&live, &request, clock());
        }
        let (reply, answer) = std::sync::mpsc::channel();
        match (sender.send((request, reply)), answer.recv()) {
            (Ok(()), Ok(answer)) => answer,
            _ => Response::error(500, FAILED),
        }
    });
    Ok(())
}

/// Said when the game could not answer: an error of yon's own, not of the request.
const FAILED: &str = "yon serve failed on this request (a bug: please report it)";

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

/// Reads the seats given (`PLAYER=AGENT`); the seats not named are filled as `yon play` fills
/// them: the first free one is the person's when no seat is named `human`, the others the
/// default opponent's.
fn specs(pairs: &[String], start: &State) -> Result<Vec<Spec>, Failure> {
    let seats = seats::assign(pairs, &start.rules().players)?;
    Ok(seats::one_human(seats, seats::default_opponent(start)))
}

//! `yon serve`: the game in a browser — reads the command line, seats the players and starts
//! `yon_serve`'s local web server on 127.0.0.1, whose page plays by clicks against seated agents.

use super::seats::{self, agents_help};
use super::{CliResult, Failure, GameArgs, exit, load};
use yon::agents::Spec;
use yon::engine::State;
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
    let mut session = Session::new(loaded.path, loaded.source, loaded.start, specs, args.seed, clock);
    for action in loaded.moves {
        session.push(action);
    }
    let server = yon_serve::Server::bind(args.port).map_err(|why| Failure::new(exit::IO, why))?;
    let url = server.url();
    outln!("yon serve: {} at {url} (Ctrl-C to stop)", session.state.rules().title);
    if !args.no_open {
        open_browser(&url);
    }
    server.run(session);
    Ok(())
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

/// Reads the seats given (`PLAYER=AGENT`); the seats not named are filled as `yon play` fills
/// them: the first free one is the person's when no seat is named `human`, the others the
/// default opponent's.
fn specs(pairs: &[String], start: &State) -> Result<Vec<Spec>, Failure> {
    let seats = seats::assign(pairs, &start.rules().players)?;
    Ok(seats::one_human(seats, seats::default_opponent(start)))
}

//! CLI: the `yon` command — the terminal's front end, which reads files, prints and keeps
//! time, and starts the language server (`yon_lsp`) and the web server (`yon_serve`).

#[macro_use]
mod out;
mod analyse;
mod bench;
mod board;
mod check;
mod ending;
mod fix;
mod fmt;
mod game;
mod input;
mod keep;
mod library;
mod load;
mod lsp;
mod match_report;
mod matches;
mod perft;
mod play;
mod playout;
mod prompt;
mod query;
mod record;
mod render;
mod replay;
mod rules;
mod seats;
mod serve;
mod step;
mod think;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Exit codes: what went wrong, for scripts.
pub mod exit {
    /// The game file is invalid (diagnostics printed).
    pub const INVALID_GAME: u8 = 1;
    /// Bad command-line usage (clap's own code).
    pub const USAGE: u8 = 2;
    /// An action given with `--moves` is malformed or illegal.
    pub const BAD_MOVES: u8 = 3;
    /// A file could not be read or written.
    pub const IO: u8 = 4;
    /// A record does not read, or does not replay: an illegal or misplaced action, a result
    /// other than recorded.
    pub const BAD_RECORD: u8 = 5;
}

const EXAMPLES: &str = "\
Examples:
  yon list                                the built-in games: name, title, players, description
  yon play hex                            play a built-in game (any command takes a name or a file)
  yon show hex                            print a built-in game's file
  yon rules hex                           its rules in plain words, generated from the file
  yon new my-game --from hex              start a variant: writes my-game.game here
  yon check games/*.game                  every problem in each file, or `ok`
  yon fmt my.game                         lay the file out in the one canonical layout
  yon fix old.game                        rewrite the language's old forms in today's
  yon legal my.game --moves \"c3 b2\"      the legal actions after two actions
  yon perft my.game 6                     count action sequences to depth 6
  yon playout my.game -n 10000            random games: speed and results
  yon play my.game --as white             play white against the default search
  yon play my.game --black human --white mcts:time=2s
  yon match my.game --seats \"black=mcts,white=random\" -n 100 --swap
  yon bench --reference PERFT.md          speed of every game in games/ (or built in)
  yon render my.game --moves \"c3\" --svg p.svg   a picture of the position
  yon replay game.record                  check a record and show how it ended
  yon analyse my.game other.game          balance, length and rule coverage, side by side
  yon lsp                                 the editor server (see `yon lsp --help`)
  yon serve my.game --white mcts:time=2s  play in the browser against the search

Exit codes: 0 success, 1 invalid game file, 2 bad usage, 3 an action that cannot be
played, 4 a file that cannot be read, 5 a record that does not read or replay.
The language is described in docs/LANGUAGE.md.";

/// `yon --version`: the program's version and the language's (`syntax::LANGUAGE_VERSION`).
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (language 1)");

/// yon — describe a board game in a text file; check it, play it, measure it.
///
/// A game is a `.game` file (see docs/LANGUAGE.md), or the name of a built-in game (`yon
/// list`). Every command takes the game first.
/// Actions are written as a cell (`c3`), a drop naming the piece (`P*e5`), a move (`c3-e5`),
/// `pass` or `end`.
#[derive(Parser, Debug)]
#[command(name = "yon", version = VERSION, propagate_version = true, after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Options shared by commands that start a game.
#[derive(clap::Args, Debug, Clone)]
pub struct GameArgs {
    /// The game file, or the name of a built-in game (`yon list` shows them).
    pub file: std::path::PathBuf,
    /// Switch on an option the game declares (repeatable), e.g. `--opt seed-slides`.
    #[arg(long = "opt", value_name = "NAME")]
    pub options: Vec<String>,
    /// Actions to play first, separated by spaces, exactly as `yon legal` prints them.
    #[arg(long, value_name = "ACTIONS", default_value = "")]
    pub moves: String,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the built-in games: name, title, players and a line about each.
    List(library::ListArgs),
    /// Print a built-in game's file (or any game file), to read or to start from.
    Show(library::ShowArgs),
    /// Start a variant: copy a built-in game (or a file) to NAME.game here, retitled.
    New(library::NewArgs),
    /// The rules of a game in plain words, generated from its file.
    Rules(rules::Args),
    /// Check game files: exit 0 when all are valid (lint warnings shown), 1 with every problem listed otherwise.
    Check(check::Args),
    /// Lay game files out in the one canonical layout (in place), or `--check` that they are.
    Fmt(fmt::Args),
    /// Rewrite game files written in the language's old forms in today's (the old text kept).
    Fix(fix::Args),
    /// List the legal actions, one per line; the player to act and any result go to stderr.
    Legal(query::LegalArgs),
    /// Count legal action sequences of each length 1..=DEPTH (perft).
    Perft(perft::Args),
    /// Play uniformly random games and report speed, lengths and results.
    Playout(playout::Args),
    /// Play a game at the terminal: each player a human or an agent (`--PLAYER AGENT`).
    Play(play::Args),
    /// Let agents play each other many times and count wins, losses and draws.
    Match(matches::Args),
    /// Measure perft and playout speed for game files (default: every file in games/, else
    /// every built-in game).
    Bench(bench::Args),
    /// Draw a position: the text board, or an SVG picture with `--svg OUT.svg`.
    Render(render::Args),
    /// Replay a game record, checking every action and the result; show the final position.
    Replay(replay::Args),
    /// Self-play analysis for designers: balance, length, branching, drama, and how often
    /// each rule mattered (with a warning for every rule that never did).
    #[command(alias = "analyze")]
    Analyse(analyse::Args),
    /// Serve the Language Server Protocol on stdin/stdout: an editor checks as you type.
    Lsp(lsp::Args),
    /// Play in a browser: a local web server and a page with the board, clicks to move,
    /// agents as opponents, undo, records and a viewer.
    Serve(serve::Args),
}

/// Runs the command line; returns the process exit code.
pub fn main() -> ExitCode {
    ExitCode::from(run_from(std::env::args_os()))
}

/// Runs `yon` with the given arguments (the first is the program name); returns the exit code.
pub fn run_from<I, T>(args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args = player_flags_as_seats(args.into_iter().map(Into::into).collect());
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => {
            let code = if error.use_stderr() { exit::USAGE } else { 0 };
            error.print().ok();
            return code;
        }
    };
    let result = match cli.command {
        Command::List(args) => library::list(&args),
        Command::Show(args) => library::show(&args),
        Command::New(args) => library::new(&args),
        Command::Rules(args) => rules::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Fmt(args) => fmt::run(&args),
        Command::Fix(args) => fix::run(&args),
        Command::Legal(args) => query::legal(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Playout(args) => playout::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Match(args) => matches::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Render(args) => render::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Lsp(args) => lsp::run(&args),
        Command::Serve(args) => serve::run(&args),
    };
    match result {
        Ok(()) => 0,
        Err(failure) => {
            if !failure.message.is_empty() {
                err!("{}", failure.message);
                if !failure.message.ends_with('\n') {
                    errln!();
                }
            }
            failure.code
        }
    }
}

/// For `yon play` and `yon serve`, turns `--PLAYER AGENT` flags (players are named only in the
/// game file) into `--seat PLAYER=AGENT`, leaving the command's own flags alone.
fn player_flags_as_seats(args: Vec<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let Some(name) = args.get(1).and_then(|a| a.to_str()).filter(|a| ["play", "serve"].contains(a)) else {
        return args;
    };
    let command = <Cli as clap::CommandFactory>::command();
    let seated = command.find_subcommand(name).expect("`play` and `serve` are subcommands");
    let mut known: Vec<String> =
        seated.get_arguments().filter_map(|a| a.get_long()).map(String::from).collect();
    known.extend(["help", "version"].map(String::from));
    seats::rewrite_player_flags(args, &known)
}

/// A command that failed: what to print and the exit code.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    pub fn new(code: u8, message: impl Into<String>) -> Failure {
        Failure { code, message: message.into() }
    }
}

pub type CliResult = Result<(), Failure>;

/// Whether to draw in colour: a terminal, and `NO_COLOR` unset.
pub fn colour_wanted(stream_is_terminal: bool) -> bool {
    stream_is_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

//! `yon match`: agents play each other many times — seats swapped on request, games spread
//! over threads, each game seeded from its number — and the wins, losses and draws per agent
//! and seat are reported, as text or JSON.

use super::load::Loaded;
use super::match_report::{Ending, Report};
use super::playout::progress_bar;
use super::seats::{self, agents_help, usage};
use super::{CliResult, Failure, GameArgs, exit, load};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use yon::agents::{Agent, Clock, Spec, derive_seed, throw};
use yon::engine::{Action, Rng, State};
use yon::record::Record;

#[derive(clap::Args, Debug)]
#[command(after_help = match_help())]
pub struct Args {
    #[command(flatten)]
    pub game: GameArgs,
    /// Who plays each player: `PLAYER=AGENT` pairs separated by commas, every player named.
    #[arg(long, value_name = "SEATS")]
    pub seats: String,
    /// Games to play (with --swap: for each rotation of the seats).
    #[arg(short = 'n', long, default_value_t = 100)]
    pub games: u64,
    /// Seed of every game: game i is seeded from (seed, i), so results repeat exactly for
    /// agents with iteration budgets, whatever the number of threads.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Rotate the agents through the seats so that each plays every seat N times.
    #[arg(long)]
    pub swap: bool,
    /// Stop a game without a result after this many actions and count it as unfinished.
    #[arg(long, default_value_t = 10_000)]
    pub cap: u64,
    /// Games played at once (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
    /// Write every game's record into this directory (`game-0001.record`, …), to replay with
    /// `yon replay` or resume with `yon play --from`.
    #[arg(long, value_name = "DIR")]
    pub records: Option<std::path::PathBuf>,
}

fn match_help() -> String {
    format!(
        "Examples:
  yon match my.game --seats \"black=mcts:iterations=1000,white=random\" -n 100 --swap
  yon match my.game --seats \"black=mcts:time=100ms,white=flat:playouts=2000\" --json
{}
An agent is known by the seat it is given in --seats; with --swap it also plays the others.
A game stopped at --cap is unfinished: neither a win, a loss nor a draw.",
        agents_help()
    )
}

pub fn run(args: &Args) -> CliResult {
    let loaded = load::game(&args.game)?;
    if let Some(dir) = &args.records {
        can_write_into(dir)?;
    }
    let state = loaded.state.clone();
    let players = state.rules().players.clone();
    let seats = seats::assign(&seats::split_list(&args.seats), &players)?;
    let specs = every_seat_an_agent(seats, &players)?;
    let rotations = if args.swap { players.len() as u64 } else { 1 };
    let total = args.games.checked_mul(rotations).ok_or_else(|| {
        usage(format!(
            "-n {} with --swap over {rotations} seats is more games than yon can count",
            args.games
        ))
    })?;
    let report = Mutex::new(Report::start(&state, &specs, args, total));
    let stop = super::out::stop_on_interrupt();
    let failure = play_all(&loaded, &specs, args, total, &report, stop);
    let mut report = report.into_inner().expect("no thread panics holding the lock").finish();
    report.interrupted = stop.load(Ordering::Relaxed);
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&report).expect("the report always serialises"));
    } else {
        out!("{}", report.text());
    }
    // The summary is shown even when some records could not be written, or Ctrl-C stopped
    // the match: the games finished are tallied.
    if report.interrupted {
        return Err(Failure::new(super::out::INTERRUPTED as u8, ""));
    }
    failure.map_or(Ok(()), Err)
}

/// Finds out before the first game whether records can be written into `dir`.
fn can_write_into(dir: &Path) -> Result<(), Failure> {
    let cannot = |e: std::io::Error| {
        Failure::new(exit::IO, format!("cannot write records into {}: {e}", dir.display()))
    };
    std::fs::create_dir_all(dir).map_err(cannot)?;
    let probe = dir.join(format!(".yon-probe-{}", std::process::id()));
    std::fs::write(&probe, "").map_err(cannot)?;
    std::fs::remove_file(&probe).ok();
    Ok(())
}

fn every_seat_an_agent(seats: Vec<Option<Spec>>, players: &[String]) -> Result<Vec<Spec>, super::Failure> {
    let mut specs = Vec::new();
    for (seat, player) in seats.into_iter().zip(players) {
        match seat {
            None => {
                return Err(usage(format!("--seats names no agent for {player}; every player needs one")));
            }
            Some(Spec::Human) => {
                return Err(usage("a match is played by agents: `human` cannot take a seat".into()));
            }
            Some(spec) => specs.push(spec),
        }
    }
    Ok(specs)
}

/// Plays every game on a pool of threads, adding each to the report as it ends; with
/// `--records`, each game's record is written as it ends. A game under way when `stop` is
/// raised is dropped. Returns the first failure to write.
fn play_all(
    loaded: &Loaded,
    specs: &[Spec],
    args: &Args,
    total: u64,
    report: &Mutex<Report>,
    stop: &AtomicBool,
) -> Option<Failure> {
    let state = &loaded.state;
    let bar = if args.json { indicatif::ProgressBar::hidden() } else { progress_bar(total) };
    let threads = seats::threads_for(args.threads, total);
    let next = AtomicU64::new(0);
    let failure: Mutex<Option<Failure>> = Mutex::new(None);
    let clock = seats::clock();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= total || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let rotation = (index / args.games) as usize;
                    let seed = derive_seed(args.seed, index);
                    let game = Game { start: state, specs, rotation, seed, cap: args.cap };
                    let Some((result, actions)) = play_one(&game, &clock, stop) else { break };
                    if let Some(dir) = &args.records
                        && let Err(e) = save_record(dir, index, loaded, specs, rotation, seed, &actions)
                    {
                        failure.lock().expect("no thread panics holding the lock").get_or_insert(e);
                    }
                    report.lock().expect("no thread panics holding the lock").add(&result);
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    failure.into_inner().expect("no thread panics holding the lock")
}

/// Writes game `index` as `DIR/game-NNNN.record`: the seats as this rotation had them.
fn save_record(
    dir: &Path,
    index: u64,
    loaded: &Loaded,
    specs: &[Spec],
    rotation: usize,
    seed: u64,
    actions: &[Action],
) -> Result<(), Failure> {
    let n = specs.len();
    let seats: Vec<String> = (0..n).map(|seat| specs[(seat + rotation) % n].to_string()).collect();
    let all: Vec<Action> = loaded.moves.iter().chain(actions).copied().collect();
    let record = Record::from_game(&loaded.path, &loaded.source, &seats, Some(seed), &loaded.start, &all);
    super::record::save(&dir.join(format!("game-{:04}.record", index + 1)), &record, Path::new(&loaded.path))
}

/// One game of a match: in `rotation`, seat s is played by agent (s + rotation) mod players.
struct Game<'a> {
    start: &'a State,
    specs: &'a [Spec],
    rotation: usize,
    seed: u64,
    cap: u64,
}

/// Plays a game; its ending and its actions, or `None` when `stop` was raised before it ended.
fn play_one(game: &Game, clock: &Clock, stop: &AtomicBool) -> Option<(Ending, Vec<Action>)> {
    let Game { start, specs, rotation, seed, cap } = *game;
    let mut state = start.clone();
    let n = specs.len();
    let mut agents: Vec<Box<dyn Agent>> = (0..n)
        .map(|seat| {
            let spec = &specs[(seat + rotation) % n];
            spec.build(derive_seed(seed, seat as u64), clock).expect("match seats hold agents, not humans")
        })
        .collect();
    let mut actions = Vec::new();
    // The game's own dice, apart from every seat's: a throw is no agent's choice.
    let mut dice = Rng::new(derive_seed(seed, n as u64));
    while state.outcome().is_none() && (actions.len() as u64) < cap {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let action = match throw(&state, &mut dice) {
            Some(roll) => roll,
            None => agents[state.seat_to_move()].choose(&state),
        };
        state.play_unchecked(action);
        actions.push(action);
    }
    // A win is credited to the seat that holds the winner at the end (`swap seats`).
    let (outcome, seats) = (state.outcome(), state.seats());
    let winners = outcome.map_or(0, |o| seats.outcome(o).winners);
    let length = actions.len() as u64;
    let ending = Ending { rotation, winners, swapped: seats.swapped(), finished: outcome.is_some(), length };
    Some((ending, actions))
}

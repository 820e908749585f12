//! `yon playout`: uniform random games — speed, lengths and results per player.

use super::{CliResult, GameArgs, load, perft::rate};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::{Duration, Instant};
use yon::agents::{PlayoutStats, playouts};
use yon::engine::Rng;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// How many games to play.
    #[arg(short = 'n', long, default_value_t = 1000)]
    games: u64,
    /// Seed of the random choices; the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop a game without a result after this many actions.
    #[arg(long, default_value_t = 10_000)]
    cap: u64,
    /// Print the statistics as JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> CliResult {
    let mut state = load::state(&args.game)?;
    let mut rng = Rng::new(args.seed);
    let bar = progress_bar(args.games);
    let start = Instant::now();
    let stats = playouts(&mut state, &mut rng, args.games, args.cap, |done| {
        if done % 256 == 0 {
            bar.set_position(done);
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let players = &state.rules().players;
    if args.json {
        let json = serde_json::json!({
            "game": state.rules().title,
            "options": state.options(),
            "seed": args.seed,
            "seconds": seconds,
            "games_per_second": stats.games as f64 / seconds,
            "actions_per_second": stats.actions as f64 / seconds,
            "mean_length": stats.mean_length(),
            "players": players,
            "stats": stats,
        });
        outln!("{}", serde_json::to_string_pretty(&json).expect("JSON values always serialise"));
    } else {
        out!("{}", summary(&stats, players, seconds));
    }
    Ok(())
}

/// A bar on stderr when it is a terminal; hidden otherwise, and shown only after a moment.
pub fn progress_bar(total: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total);
    let style = ProgressStyle::with_template("{bar:40} {pos}/{len} games  {per_sec}  eta {eta}")
        .expect("the template is valid");
    bar.set_style(style);
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

pub fn summary(stats: &PlayoutStats, players: &[String], seconds: f64) -> String {
    let mut out = format!(
        "{} games in {seconds:.2} s: {}, {}\nmean length {:.1} actions\n",
        stats.games,
        rate(stats.games as f64, seconds, "games/s"),
        rate(stats.actions as f64, seconds, "actions/s"),
        stats.mean_length(),
    );
    for (player, wins) in players.iter().zip(&stats.wins) {
        out.push_str(&format!("{player} wins {wins} ({:.1}%)\n", percent(*wins, stats.games)));
    }
    out.push_str(&format!("draws {} ({:.1}%)\n", stats.draws, percent(stats.draws, stats.games)));
    if stats.unfinished > 0 {
        out.push_str(&format!("unfinished (cap reached) {}\n", stats.unfinished));
    }
    out
}

fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 { 0.0 } else { 100.0 * part as f64 / whole as f64 }
}

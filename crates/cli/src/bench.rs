//! `yon bench`: perft and playout speed for game files, compared with reference speeds.

use super::{CliResult, Failure, exit, load, perft::rate};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
use yon::agents::{Budget, MctsConfig, PlayoutStats, playouts, search};
use yon::engine::Rng;
use yon::engine::{State, perft};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Game files or built-in names (default: every `.game` file in `games/`, or every
    /// built-in game when there is no `games/` folder here).
    files: Vec<PathBuf>,
    /// Seconds of random playouts per game (more than 0, at most 3600); perft deepens until a
    /// depth takes half a second, or this long if it is shorter, so a short bench stays short.
    #[arg(long, default_value_t = 2.0, value_parser = seconds)]
    seconds: f64,
    /// A markdown file with a speed table (`| game | games/s | actions/s | … |`), such as
    /// `../shared/PERFT.md`; each game is compared with the row of the same title.
    #[arg(long, value_name = "FILE")]
    reference: Option<PathBuf>,
    /// Stop a playout without a result after this many actions (as PERFT.md's long games are).
    #[arg(long, default_value_t = 2_000)]
    cap: u64,
    /// Print the measurements as JSON.
    #[arg(long)]
    json: bool,
    /// Measure the general engine even for games whose rules fit the kernel (the fast path
    /// for simple games), to compare the two
    #[arg(long)]
    general: bool,
    /// Also measure the search: MCTS iterations per second from the start, one thread
    #[arg(long)]
    search: bool,
}

#[derive(serde::Serialize)]
struct Row {
    file: String,
    game: String,
    perft_depth: u32,
    perft_nodes: u64,
    perft_nodes_per_second: f64,
    games_per_second: f64,
    actions_per_second: f64,
    mean_length: f64,
    reference_games_per_second: Option<f64>,
    ratio: Option<f64>,
    /// MCTS iterations per second from the start on one thread (with `--search`).
    search_iterations_per_second: Option<f64>,
    /// `kernel` or `general`: which engine played.
    engine: &'static str,
    /// Why the rules need the general engine, when they do.
    general_because: Option<String>,
}

pub fn run(args: &Args) -> CliResult {
    let files = match args.files.is_empty() {
        false => args.files.clone(),
        // Outside a checkout (an installed `yon`), the games to measure are the built-in ones.
        true if !Path::new("games").exists() => {
            yon::catalogue::all().map(|g| PathBuf::from(g.name)).collect()
        }
        true => game_files(Path::new("games"))?,
    };
    let reference = match &args.reference {
        Some(path) => reference_speeds(path)?,
        None => Vec::new(),
    };
    let mut rows = Vec::new();
    for file in &files {
        let rules = load::rules(file)?;
        let rules = if args.general { Arc::new(rules.as_ref().clone().without_kernel()) } else { rules };
        let mut state = State::new(rules);
        let mut row = measure(file, &mut state, (args.seconds, args.cap), &reference);
        if args.search {
            row.search_iterations_per_second = Some(timed_search(&state, args.seconds));
        }
        if !args.json {
            outln!("{}", line(&row));
        }
        rows.push(row);
    }
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&rows).expect("JSON values always serialise"));
    }
    Ok(())
}

/// Perft for half a second, then playouts for `seconds`, each stopped at `cap` actions.
fn measure(file: &Path, state: &mut State, (seconds, cap): (f64, u64), reference: &[(String, f64)]) -> Row {
    let (perft_depth, perft_nodes, perft_seconds) = timed_perft(state, seconds.min(0.5));
    let (stats, playout_seconds) = timed_playouts(state, seconds, cap);
    let game = state.rules().title.clone();
    let games_per_second = stats.games as f64 / playout_seconds;
    let reference_games_per_second =
        reference.iter().find(|(name, _)| name.eq_ignore_ascii_case(&game)).map(|&(_, speed)| speed);
    Row {
        file: file.display().to_string(),
        perft_depth,
        perft_nodes,
        perft_nodes_per_second: perft_nodes as f64 / perft_seconds,
        games_per_second,
        actions_per_second: stats.actions as f64 / playout_seconds,
        mean_length: stats.mean_length(),
        ratio: reference_games_per_second.map(|r| games_per_second / r),
        reference_games_per_second,
        game,
        search_iterations_per_second: None,
        engine: if state.rules().kernel.is_ok() { "kernel" } else { "general" },
        general_because: state.rules().kernel.as_ref().err().map(|why| why.0.clone()),
    }
}

fn line(row: &Row) -> String {
    let ratio = match (row.ratio, row.reference_games_per_second) {
        (Some(ratio), Some(reference)) => {
            format!("  = {ratio:.2} × reference {}", rate(reference, 1.0, "games/s"))
        }
        _ => String::new(),
    };
    let search = match row.search_iterations_per_second {
        Some(speed) => format!("  search {}", rate(speed, 1.0, "iterations/s")),
        None => String::new(),
    };
    format!(
        "{:<14} {:<7} perft {} = {} ({})  playouts {} · {} · {:.1} actions/game{ratio}{search}",
        row.game,
        row.engine,
        row.perft_depth,
        row.perft_nodes,
        rate(row.perft_nodes as f64, row.perft_nodes as f64 / row.perft_nodes_per_second, "nodes/s"),
        rate(row.games_per_second, 1.0, "games/s"),
        rate(row.actions_per_second, 1.0, "actions/s"),
        row.mean_length,
    )
}

/// Deepens perft until one depth takes at least `budget` seconds or the game tree ends;
/// returns the deepest depth counted, its nodes and its time.
fn timed_perft(state: &mut State, budget: f64) -> (u32, u64, f64) {
    let mut last = (0, 1, 1e-9);
    for depth in 1..=12 {
        let start = Instant::now();
        let nodes = perft(state, depth);
        let seconds = start.elapsed().as_secs_f64().max(1e-9);
        if nodes == 0 {
            break;
        }
        last = (depth, nodes, seconds);
        if seconds >= budget {
            break;
        }
    }
    last
}

/// Random playouts in batches until `seconds` have passed.
fn timed_playouts(state: &mut State, seconds: f64, cap: u64) -> (PlayoutStats, f64) {
    let mut rng = Rng::new(1);
    let mut total = PlayoutStats { wins: vec![0; state.rules().player_count()], ..Default::default() };
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let mut batch = 16;
    while start.elapsed() < budget {
        let stats = playouts(state, &mut rng, batch, cap, |_| {});
        total.games += stats.games;
        total.actions += stats.actions;
        batch = (batch * 2).min(65_536);
    }
    (total, start.elapsed().as_secs_f64())
}

/// MCTS iterations per second from `state` on one thread: searches of doubling size until one
/// takes a quarter of `seconds`.
fn timed_search(state: &State, seconds: f64) -> f64 {
    let clock = yon::agents::frozen_clock();
    let mut iterations = 64;
    loop {
        let config =
            MctsConfig { budget: Budget::Iterations(iterations), threads: Some(1), ..Default::default() };
        let start = Instant::now();
        search(state, &config, 1, &clock);
        let took = start.elapsed().as_secs_f64();
        if took >= seconds / 4.0 || iterations >= 1 << 24 {
            return iterations as f64 / took.max(1e-9);
        }
        iterations *= 2;
    }
}

/// A playout budget: a number of seconds, more than none and at most an hour.
fn seconds(text: &str) -> Result<f64, String> {
    let seconds: f64 = text.parse().map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if seconds > 0.0 && seconds <= 3600.0 {
        Ok(seconds)
    } else {
        Err(format!("{text} seconds: give more than 0 and at most 3600"))
    }
}

fn game_files(dir: &Path) -> Result<Vec<PathBuf>, Failure> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        Failure::new(exit::IO, format!("cannot list {}: {e} (name game files instead)", dir.display()))
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .collect();
    files.sort();
    Ok(files)
}

/// Reads `| name | games/s | …` rows of a markdown table: the game name and its games/s.
fn reference_speeds(path: &Path) -> Result<Vec<(String, f64)>, Failure> {
    let text = yon_view::files::read_text(path, yon_view::files::MAX_RECORD_BYTES)
        .map_err(|e| Failure::new(exit::IO, e.message(path)))?;
    let mut speeds = Vec::new();
    let mut in_speed_table = false;
    for line in text.lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() >= 3 && cells[1] == "games/s" {
            in_speed_table = true;
            continue;
        }
        if !line.trim_start().starts_with('|') {
            in_speed_table = false;
        }
        if in_speed_table && cells.len() >= 2 {
            let name = cells[0].split(" (").next().unwrap_or(cells[0]).trim().to_string();
            if let Ok(speed) = cells[1].replace(',', "").parse::<f64>() {
                speeds.push((name, speed));
            }
        }
    }
    Ok(speeds)
}

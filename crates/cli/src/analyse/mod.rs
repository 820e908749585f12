//! `yon analyse`: self-play analysis of game files for designers — balance, length, branching,
//! drama, rule coverage and, in a game of chance, luck — played on every core, reproducible by seed, shardable by seed
//! range and merged from JSON.

mod chart;
mod coverage;
mod luck;
mod report;
mod sample;
mod stats;

use super::playout::progress_bar;
use super::seats::{self, agents_help, usage};
use super::{CliResult, Failure, exit, load};
use coverage::Coverage;
use sample::Sample;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use yon::agents::{Clock, Spec};
use yon::engine::State;
use yon_view::files::{MAX_RECORD_BYTES, read_text};

/// The agent of every seat unless `--agent` says otherwise: strong enough that results mean
/// something, quick enough for a hundred games in a minute or two on most games.
const DEFAULT_AGENT: &str = "mcts:iterations=1000";

#[derive(clap::Args, Debug)]
#[command(after_help = analyse_help())]
pub struct Args {
    /// Game files to analyse (two or more: compared side by side); with --merge, JSON results.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// The agent in every seat, or once per seat in the game's order (repeat the flag); seats
    /// rotate from game to game so each agent plays every seat equally often.
    #[arg(long = "agent", value_name = "AGENT")]
    agents: Vec<String>,
    /// Games to play for each file.
    #[arg(short = 'n', long, default_value_t = 100, conflicts_with = "seed_range")]
    games: u64,
    /// Play only games FIRST..END (END excluded) of the seed's sequence: one shard of a larger
    /// analysis, to merge with --merge.
    #[arg(long, value_name = "FIRST..END", value_parser = parse_range)]
    seed_range: Option<(u64, u64)>,
    /// Seed of every game: game i is seeded from (seed, i), so results repeat exactly with
    /// iteration budgets, whatever the number of threads or shards.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop a game without a result after this many actions and count it as unfinished.
    #[arg(long, default_value_t = 10_000)]
    cap: u64,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Switch on an option in every file (repeatable).
    #[arg(long = "opt", value_name = "NAME")]
    options: Vec<String>,
    /// The weaker agent of the luck games (default: the agent's budget divided by ten); asks
    /// for them in a game without chance too.
    #[arg(long, value_name = "AGENT")]
    weak: Option<String>,
    /// Luck games to play, the weaker agent against the stronger (default: as many as games, in
    /// a game of chance only; 0: none). In a shard, those of its range below N.
    #[arg(long, value_name = "N")]
    luck: Option<u64>,
    /// Print the results as JSON (what --merge reads).
    #[arg(long)]
    json: bool,
    /// Also draw histograms of length and branching as SVG files into this directory.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
    /// Read JSON results of earlier runs (shards) instead of playing, merge them and report.
    #[arg(long)]
    merge: bool,
}

fn analyse_help() -> String {
    format!(
        "Examples:
  yon analyse my.game                              100 games, {DEFAULT_AGENT} in every seat
  yon analyse my.game my-variant.game              two variants side by side
  yon analyse my.game --agent random -n 2000       a quick look with random players
  yon analyse ur.game --weak mcts:iterations=10    how often a far weaker agent wins
  yon analyse my.game --seed-range 0..500 --json > part1.json   one shard
  yon analyse --merge part1.json part2.json        the shards together
{}
Reported per file: each seat's wins with a 95 % interval and a verdict on balance, draws and
unfinished games; length in actions and turns; legal actions by phase (thirds of the game);
how early the winner led and how often the lead changed (by the search's own estimates, so
only with mcts or flat); and how often each rule mattered, with a warning for every rule that
never did. In a game of chance (dice or a random setup), also how often a weaker agent wins
against the agent (luck). Ctrl-C stops early and reports the games finished. See docs/ANALYSE.md.",
        agents_help()
    )
}

fn parse_range(text: &str) -> Result<(u64, u64), String> {
    let (first, end) = text.split_once("..").ok_or("write FIRST..END, e.g. 0..500")?;
    let number = |t: &str| t.trim().parse::<u64>().map_err(|_| format!("`{t}` is not a whole number"));
    let (first, end) = (number(first)?, number(end)?);
    if first >= end {
        return Err(format!("{first}..{end} holds no game: END must be larger than FIRST"));
    }
    Ok((first, end))
}

/// One file's analysis: what was played and what was seen. This is what `--json` writes
/// (with the summary beside it) and `--merge` reads back.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Analysis {
    pub file: String,
    pub title: String,
    pub players: Vec<String>,
    pub options: Vec<String>,
    /// The agents, by seat before rotation.
    pub agents: Vec<String>,
    pub seed: u64,
    /// The action cap the games were stopped at (`None` in results written before it was
    /// recorded).
    #[serde(default)]
    pub cap: Option<u64>,
    /// A digest of the game's text: shards of one analysis have the same.
    pub source_digest: String,
    /// Whether Ctrl-C stopped it before every game asked for was played.
    pub interrupted: bool,
    pub samples: Vec<Sample>,
    pub coverage: Coverage,
    /// The luck games, where any were asked for or the game is one of chance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck: Option<luck::Luck>,
}

pub fn run(args: &Args) -> CliResult {
    let analyses = if args.merge { merged(&args.files)? } else { played(args)? };
    let interrupted = analyses.iter().any(|a| a.interrupted);
    report::print(&analyses, args.json);
    if let Some(dir) = &args.svg {
        chart::write_svgs(dir, &analyses)?;
    }
    if interrupted {
        return Err(Failure::new(super::out::INTERRUPTED as u8, ""));
    }
    Ok(())
}

/// What each file needs to be played: its start, its agents and its luck games.
struct Job {
    start: State,
    specs: Vec<Spec>,
    luck: Option<luck::Plan>,
}

fn played(args: &Args) -> Result<Vec<Analysis>, Failure> {
    let (first, end) = args.seed_range.unwrap_or((0, args.games));
    let mut jobs = Vec::new();
    let mut analyses = Vec::new();
    for path in &args.files {
        let source = load::source(path)?;
        let rules = load::rules_from(path, &source, &args.options)?;
        let start = State::new(rules);
        let players = start.rules().players.clone();
        let specs = specs(&args.agents, &players)?;
        let luck = luck::plan(args.weak.as_deref(), args.luck, &specs, start.rules())?;
        analyses.push(Analysis {
            file: path.display().to_string(),
            title: start.rules().title.clone(),
            players,
            options: args.options.clone(),
            agents: specs.iter().map(Spec::to_string).collect(),
            seed: args.seed,
            cap: Some(args.cap),
            source_digest: digest(&source),
            interrupted: false,
            samples: Vec::new(),
            coverage: Coverage::of(start.rules()),
            luck: luck.as_ref().map(luck::start),
        });
        jobs.push(Job { start, specs, luck });
    }
    let stop = super::out::stop_on_interrupt();
    play_all(&jobs, &mut analyses, (first, end), args, stop);
    // Without --seed-range, --luck N alone says how many luck games there are.
    let luck_range = match (args.seed_range, args.luck) {
        (None, Some(n)) => (0, n),
        _ => (first, end),
    };
    luck::play_all(&jobs, &mut analyses, luck_range, args.threads, args.json, stop);
    Ok(analyses)
}

/// The agents for a game's seats: one for all, or one per seat.
fn specs(given: &[String], players: &[String]) -> Result<Vec<Spec>, Failure> {
    let given: Vec<&str> =
        if given.is_empty() { vec![DEFAULT_AGENT] } else { given.iter().map(String::as_str).collect() };
    let mut specs = Vec::new();
    for text in &given {
        let spec: Spec = text.parse().map_err(|e| usage(format!("--agent {text}: {e}")))?;
        if spec.is_human() {
            return Err(usage("an analysis is played by agents: `human` cannot take a seat".into()));
        }
        specs.push(spec);
    }
    match specs.len() {
        1 => Ok(vec![specs[0].clone(); players.len()]),
        n if n == players.len() => Ok(specs),
        n => Err(usage(format!(
            "{n} agents for {} players ({}): give one agent for every seat, or one for all",
            players.len(),
            players.join(", ")
        ))),
    }
}

/// Plays every game of every job on a pool of threads; each thread counts coverage on its own
/// and the counts are added at the end. Samples are kept in game order.
fn play_all(
    jobs: &[Job],
    analyses: &mut [Analysis],
    (first, end): (u64, u64),
    args: &Args,
    stop: &AtomicBool,
) {
    let per_file = end - first;
    let total = per_file.saturating_mul(jobs.len() as u64);
    let bar = if args.json { indicatif::ProgressBar::hidden() } else { progress_bar(total) };
    let threads = seats::threads_for(args.threads, total);
    let next = AtomicU64::new(0);
    let clock: Clock = seats::clock();
    let found: Mutex<Vec<(usize, Sample)>> = Mutex::new(Vec::new());
    let counted: Mutex<Vec<Coverage>> = Mutex::new(analyses.iter().map(|a| a.coverage.clone()).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut coverage: Vec<Coverage> = analyses.iter().map(|a| a.coverage.clone()).collect();
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= total || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let (job, index) = ((n / per_file) as usize, first + n % per_file);
                    let Job { start, specs, .. } = &jobs[job];
                    let setup = sample::Setup { start, specs, seed: args.seed, cap: args.cap, clock: &clock };
                    let played = sample::play(&setup, index, &mut coverage[job], stop);
                    if let Some(sample) = played {
                        found.lock().expect("no thread panics holding the lock").push((job, sample));
                        bar.inc(1);
                    }
                }
                let mut counted = counted.lock().expect("no thread panics holding the lock");
                for (all, mine) in counted.iter_mut().zip(&coverage) {
                    all.merge(mine);
                }
            });
        }
    });
    bar.finish_and_clear();
    let mut found = found.into_inner().expect("no thread panics holding the lock");
    found.sort_by_key(|(job, sample)| (*job, sample.index));
    let counted = counted.into_inner().expect("no thread panics holding the lock");
    let interrupted = stop.load(Ordering::Relaxed);
    for (job, analysis) in analyses.iter_mut().enumerate() {
        analysis.coverage = counted[job].clone();
        analysis.interrupted = interrupted;
    }
    for (job, sample) in found {
        analyses[job].samples.push(sample);
    }
}

/// A stable digest of a game's text (FNV-1a): the same on every machine and version.
fn digest(source: &str) -> String {
    let hash = source
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("{hash:016x}")
}

/// Reads the JSON results of earlier runs (shards) and merges them into the analyses of one
/// run, refusing shards that do not belong together or a game counted twice.
fn merged(paths: &[PathBuf]) -> Result<Vec<Analysis>, Failure> {
    let mut merged: Option<(Vec<Analysis>, &Path)> = None;
    for path in paths {
        let parts = read_results(path)?;
        match &mut merged {
            None => merged = Some((parts, path)),
            Some((into, first)) => {
                belong_together(into, &parts, first, path)?;
                for (into, part) in into.iter_mut().zip(parts) {
                    merge_into(into, part, path)?;
                }
            }
        }
    }
    let mut merged = merged.map(|(analyses, _)| analyses).unwrap_or_default();
    for analysis in &mut merged {
        analysis.samples.sort_by_key(|s| s.index);
    }
    Ok(merged)
}

/// Shards of one analysis differ only in their games: the same files in the same order, each
/// with the same text, options, agents, seed and cap. Otherwise says what differs.
fn belong_together(into: &[Analysis], parts: &[Analysis], first: &Path, path: &Path) -> Result<(), Failure> {
    let refuse = |what: String| {
        Failure::new(
            exit::BAD_RECORD,
            format!(
                "{} does not belong with {}: {what}\nhelp: shards of one analysis are run with the same game \
                 files, --opt, --agent, --weak, --seed and --cap; only --seed-range differs",
                path.display(),
                first.display()
            ),
        )
    };
    if into.len() != parts.len() {
        return Err(refuse(format!(
            "it analyses {} game files, the first shard {}",
            parts.len(),
            into.len()
        )));
    }
    for (a, b) in into.iter().zip(parts) {
        let cap = |c: Option<u64>| c.map_or("not recorded".to_string(), |c| c.to_string());
        let differs = [
            (
                "the game texts differ",
                a.source_digest != b.source_digest,
                format!("{} and {}", b.file, a.file),
            ),
            (
                "the options (--opt) differ",
                a.options != b.options,
                format!("{:?} and {:?}", b.options, a.options),
            ),
            (
                "the agents differ",
                a.agents != b.agents,
                format!("{} and {}", b.agents.join(" "), a.agents.join(" ")),
            ),
            ("the seeds differ", a.seed != b.seed, format!("{} and {}", b.seed, a.seed)),
            ("the caps (--cap) differ", a.cap != b.cap, format!("{} and {}", cap(b.cap), cap(a.cap))),
            (
                "the luck games differ (--weak)",
                luck::differs(&a.luck, &b.luck).is_some(),
                luck::differs(&a.luck, &b.luck).unwrap_or_default(),
            ),
        ];
        if let Some((what, _, values)) = differs.into_iter().find(|(_, differ, _)| *differ) {
            return Err(refuse(format!("{what} ({values})")));
        }
    }
    Ok(())
}

fn merge_into(into: &mut Analysis, part: Analysis, path: &Path) -> Result<(), Failure> {
    let bad = |why: String| Failure::new(exit::BAD_RECORD, format!("{}: {why}", path.display()));
    if let Some(twice) = part.samples.iter().find(|s| into.samples.iter().any(|t| t.index == s.index)) {
        return Err(bad(format!(
            "game {} of {} is in two of the results merged: were two shards given the same --seed-range?",
            twice.index, into.title
        )));
    }
    if !into.coverage.merge(&part.coverage) {
        return Err(bad(format!("its rules of {} differ from the other results'", into.title)));
    }
    luck::merge(&mut into.luck, part.luck).map_err(bad)?;
    into.samples.extend(part.samples);
    into.interrupted |= part.interrupted;
    Ok(())
}

/// The analyses in a JSON result written by `yon analyse --json`.
fn read_results(path: &Path) -> Result<Vec<Analysis>, Failure> {
    let text = read_text(path, MAX_RECORD_BYTES).map_err(|e| Failure::new(exit::IO, e.message(path)))?;
    #[derive(Deserialize)]
    struct Results {
        analyses: Vec<Analysis>,
    }
    serde_json::from_str::<Results>(&text).map(|r| r.analyses).map_err(|e| {
        Failure::new(
            exit::BAD_RECORD,
            format!("{}: not the JSON of `yon analyse --json`: {e}", path.display()),
        )
    })
}

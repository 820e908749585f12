//! Luck: how often a weaker agent beats the stronger — the balance a designer of a game of
//! chance asks about beside the seats': in a game of pure skill the weaker never wins, in one of
//! pure luck as often as an equal would. Played beside the analysis's own games (the weaker in
//! one seat, rotating game by game), reproducible by seed, shardable and merged like them.

use super::coverage::Coverage;
use super::report::count;
use super::sample::{self, Setup};
use super::stats::{Rate, rate};
use super::{Analysis, Job};
use crate::Failure;
use crate::playout::progress_bar;
use crate::seats::{self, usage};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;
use yon::agents::{Budget, Clock, Spec, derive_seed};
use yon::compile::rules::Rules;

/// The luck games' seeds are drawn apart from the analysis's own: (seed, this stream).
const LUCK_STREAM: u64 = 0x4C55_434B;

/// How much weaker the default weaker agent is: the strong one's budget divided by this.
const WEAKER_BY: u32 = 10;

/// What the luck games were and what they showed: part of an analysis's JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Luck {
    /// The weaker agent, in one seat of each game, and the stronger, in every other.
    pub weak: String,
    pub strong: String,
    pub games: Vec<LuckGame>,
}

/// One luck game: which seat the weaker agent played and how it ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LuckGame {
    pub index: u64,
    pub weak_seat: usize,
    /// A bit per winning seat (0: a draw or unfinished), as in a sample.
    pub winners: u8,
    pub finished: bool,
}

impl Luck {
    /// The weaker agent's wins out of the games, with a 95 % interval.
    pub fn wins(&self) -> Rate {
        let won = self.games.iter().filter(|g| g.winners & 1 << g.weak_seat != 0).count();
        rate(won as u64, self.games.len() as u64)
    }
}

/// The agents of a file's luck games, the weaker first, and the last game index (excluded)
/// that has one.
pub struct Plan {
    weak: Spec,
    strong: Spec,
    below: u64,
}

/// The luck games of a file: in a game of chance unless `--luck 0`; in any game when `--luck`
/// or `--weak` asks for them. Where no weaker agent follows from the seats, asking is refused
/// and not asking is told on stderr.
pub fn plan(
    weak: Option<&str>,
    games: Option<u64>,
    specs: &[Spec],
    rules: &Rules,
) -> Result<Option<Plan>, Failure> {
    let asked = weak.is_some() || games.is_some_and(|n| n > 0);
    if games == Some(0) || !(asked || rules.has_chance()) {
        return Ok(None);
    }
    let strong = &specs[0];
    let unmeasured = |why: &str| -> Result<Option<Plan>, Failure> {
        if asked {
            return Err(usage(format!("--luck and --weak: {why}")));
        }
        errln!("{}: luck not measured: {why}", rules.title);
        Ok(None)
    };
    if specs.iter().any(|s| s != strong) {
        return unmeasured("the seats hold different agents; give one --agent for every seat");
    }
    let weak = match weak {
        Some(text) => text.parse::<Spec>().map_err(|e| usage(format!("--weak {text}: {e}")))?,
        None => match weaker(strong) {
            Some(spec) => spec,
            None => return unmeasured(&format!("{strong} has no budget to divide; give --weak AGENT")),
        },
    };
    if weak.is_human() {
        return Err(usage("--weak: an analysis is played by agents: `human` cannot take a seat".into()));
    }
    Ok(Some(Plan { weak, strong: strong.clone(), below: games.unwrap_or(u64::MAX) }))
}

/// The default weaker agent: the same search with a tenth of the budget (at least 1 iteration
/// or 1 ms); `None` for an agent without a budget.
pub fn weaker(strong: &Spec) -> Option<Spec> {
    let divided = |budget: Budget| match budget {
        Budget::Iterations(n) => Budget::Iterations((n / u64::from(WEAKER_BY)).max(1)),
        Budget::Time(t) => Budget::Time((t / WEAKER_BY).max(Duration::from_millis(1))),
    };
    match strong {
        Spec::Mcts(config) => {
            Some(Spec::Mcts(yon::agents::MctsConfig { budget: divided(config.budget), ..config.clone() }))
        }
        Spec::Flat(config) => Some(Spec::Flat(yon::agents::FlatConfig { budget: divided(config.budget) })),
        Spec::Human | Spec::Random => None,
    }
}

/// The empty record of a plan's games, for an analysis to fill.
pub fn start(plan: &Plan) -> Luck {
    Luck { weak: plan.weak.to_string(), strong: plan.strong.to_string(), games: Vec::new() }
}

/// Plays the luck games of every file: those of the range FIRST..END below each plan's
/// `--luck` (all of it by default; without `--seed-range`, `--luck N` alone sets the range).
pub fn play_all(
    jobs: &[Job],
    analyses: &mut [Analysis],
    range: (u64, u64),
    threads: Option<usize>,
    json: bool,
    stop: &AtomicBool,
) {
    let (seed, cap) =
        (analyses.first().map_or(0, |a| a.seed), analyses.first().and_then(|a| a.cap).unwrap_or(0));
    let tasks: Vec<(usize, u64)> = jobs
        .iter()
        .enumerate()
        .filter_map(|(job, j)| j.luck.as_ref().map(|plan| (job, plan)))
        .flat_map(|(job, plan)| (range.0..range.1.min(plan.below)).map(move |index| (job, index)))
        .collect();
    let bar = if json { indicatif::ProgressBar::hidden() } else { progress_bar(tasks.len() as u64) };
    let (next, clock): (AtomicU64, Clock) = (AtomicU64::new(0), seats::clock());
    let found: Mutex<Vec<(usize, LuckGame)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..seats::threads_for(threads, tasks.len() as u64) {
            scope.spawn(|| {
                while let Some(&(job, index)) = tasks.get(next.fetch_add(1, Ordering::Relaxed) as usize) {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let Job { start, specs, luck } = &jobs[job];
                    let plan = luck.as_ref().expect("only files with a plan have tasks");
                    let mut agents = vec![plan.strong.clone(); specs.len()];
                    agents[0] = plan.weak.clone();
                    let setup = Setup {
                        start,
                        specs: &agents,
                        seed: derive_seed(seed, LUCK_STREAM),
                        cap,
                        clock: &clock,
                    };
                    let mut uncounted = Coverage::of(start.rules());
                    let Some(game) = sample::play(&setup, index, &mut uncounted, stop) else { break };
                    // Seat s holds agent (s + rotation) mod players: the weaker, agent 0, sits where that is 0.
                    let weak_seat = (specs.len() - game.rotation) % specs.len();
                    let game = LuckGame { index, weak_seat, winners: game.winners, finished: game.finished };
                    found.lock().expect("no thread panics holding the lock").push((job, game));
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let mut found = found.into_inner().expect("no thread panics holding the lock");
    found.sort_by_key(|(job, game)| (*job, game.index));
    for (job, game) in found {
        if let Some(luck) = &mut analyses[job].luck {
            luck.games.push(game);
        }
    }
    // Ctrl-C while the luck games were played stops the analysis early too.
    let interrupted = stop.load(Ordering::Relaxed);
    analyses.iter_mut().for_each(|a| a.interrupted |= interrupted);
}

/// What differs between the luck games of two shards, if anything.
pub fn differs(a: &Option<Luck>, b: &Option<Luck>) -> Option<String> {
    let agents =
        |l: &Option<Luck>| l.as_ref().map_or("none".into(), |l| format!("{} against {}", l.weak, l.strong));
    (agents(a) != agents(b)).then(|| format!("{} and {}", agents(b), agents(a)))
}

/// Adds a shard's luck games to those merged so far; refused when a game is in both.
pub fn merge(into: &mut Option<Luck>, part: Option<Luck>) -> Result<(), String> {
    let (Some(into), Some(part)) = (into, part) else { return Ok(()) };
    if let Some(twice) = part.games.iter().find(|g| into.games.iter().any(|h| h.index == g.index)) {
        return Err(format!(
            "luck game {} is in two of the results merged: were two shards given the same --seed-range?",
            twice.index
        ));
    }
    into.games.extend(part.games);
    into.games.sort_by_key(|g| g.index);
    Ok(())
}

/// The report's lines on luck: the weaker agent's wins, and what an equal agent would win.
pub fn text(luck: &Luck, players: usize) -> String {
    let wins = luck.wins();
    if wins.of == 0 {
        return "  luck       no luck game was played in these games' range\n".into();
    }
    let percent = |x: f64| format!("{:.0}", 100.0 * x);
    let mut out = format!(
        "  luck       the weaker agent ({}) won {} of {} against {} ({} %, 95 % interval {}–{} %)\n",
        luck.weak,
        wins.count,
        count(wins.of, "game"),
        luck.strong,
        percent(wins.rate),
        percent(wins.low),
        percent(wins.high)
    );
    let equal = 1.0 / players.max(1) as f64;
    out += &format!(
        "             an equal agent would win {} %: the further below, the more skill decides\n",
        percent(equal)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str) -> Spec {
        text.parse().expect("a spec")
    }

    #[test]
    fn the_weaker_agent_has_a_tenth_of_the_budget() {
        let weak = |text: &str| weaker(&spec(text)).map(|s| s.to_string());
        assert_eq!(weak("mcts:iterations=1000").as_deref(), Some("mcts:iterations=100"));
        assert_eq!(weak("mcts:iterations=5:c=0.7").as_deref(), Some("mcts:iterations=1:c=0.7"));
        assert_eq!(weak("mcts:time=2s").as_deref(), Some("mcts:time=200ms"));
        assert_eq!(weak("flat:playouts=500").as_deref(), Some("flat:playouts=50"));
        assert_eq!(weak("random"), None, "random has nothing to divide");
    }

    #[test]
    fn the_weaker_agents_wins_are_counted_by_its_seat() {
        let game = |index, weak_seat, winners| LuckGame { index, weak_seat, winners, finished: winners != 0 };
        let luck = Luck {
            weak: "mcts:iterations=10".into(),
            strong: "mcts:iterations=100".into(),
            games: vec![game(0, 0, 0b01), game(1, 1, 0b01), game(2, 0, 0), game(3, 1, 0b10)],
        };
        assert_eq!((luck.wins().count, luck.wins().of), (2, 4));
        let text = text(&luck, 2);
        assert!(text.starts_with("  luck       the weaker agent (mcts:iterations=10) won 2 of 4 games against mcts:iterations=100 (50 %, 95 % interval 15–85 %)\n"), "{text}");
        assert!(text.contains("an equal agent would win 50 %"), "{text}");
    }
}

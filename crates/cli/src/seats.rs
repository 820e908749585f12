//! Seats: who plays each player — `--PLAYER AGENT` flags named after the game's players (read
//! before clap sees them), `--seats "p=agent,q=agent"` lists, and the clock agents are given.

use super::{Failure, exit};
use std::ffi::OsString;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use yon::agents::{Budget, Clock, SPEC_HELP, Spec, playout};
use yon::engine::Rng;
use yon::engine::State;

pub use yon_view::seats::{DEFAULT_OPPONENT, use_cores};

/// What the default opponent thinks per action instead, facing a person, in a game where
/// `DEFAULT_OPPONENT`'s iterations would take longer: a table of agents in a heavy game made
/// a person wait up to a minute a round.
pub const DEFAULT_THINKING: &str = "mcts:time=2s";

/// The agent for a seat nobody named (at `yon play`, always facing a person): `DEFAULT_OPPONENT`, or
/// `DEFAULT_THINKING` when random games from `start` say its iterations (each about a
/// playout) would take longer than that time.
pub fn default_opponent(start: &State) -> Spec {
    let iterations: Spec = DEFAULT_OPPONENT.parse().expect("the default opponent is a valid spec");
    let thinking: Spec = DEFAULT_THINKING.parse().expect("the default thinking time is a valid spec");
    let (Spec::Mcts(counted), Spec::Mcts(timed)) = (&iterations, &thinking) else { return iterations };
    let (Budget::Iterations(n), Budget::Time(limit)) = (counted.budget, timed.budget) else {
        return iterations;
    };
    // A tenth of a second of playouts is enough to tell a game that takes microseconds per
    // playout from one that takes milliseconds.
    let (probe, started) = (Duration::from_millis(100), Instant::now());
    let (mut rng, mut state, mut played) = (Rng::new(1), start.clone(), 0u32);
    while played < 1000 && started.elapsed() < probe {
        playout(&mut state, &mut rng, PROBE_CAP);
        played += 1;
    }
    let per_playout = started.elapsed() / played.max(1);
    if per_playout.saturating_mul(n.min(u64::from(u32::MAX)) as u32) > limit { thinking } else { iterations }
}

/// The most actions of a probing playout: a game that runs longer is heavy enough already.
const PROBE_CAP: u64 = 2_000;

/// Rewrites `--NAME AGENT` and `--NAME=AGENT`, where NAME is none of `known` (the command's own
/// long flags), as `--seat NAME=AGENT`: player names are known only once the file is read, so
/// the command checks them, not clap. Stops at `--`.
pub fn rewrite_player_flags(args: Vec<OsString>, known: &[String]) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let text = arg.to_string_lossy().into_owned();
        let Some(flag) = text.strip_prefix("--").filter(|f| !f.is_empty()) else {
            let stop = text == "--";
            out.push(arg);
            if stop {
                out.extend(args.by_ref());
            }
            continue;
        };
        let (name, value) = match flag.split_once('=') {
            Some((name, value)) => (name.to_string(), Some(value.to_string())),
            None => (flag.to_string(), None),
        };
        if known.contains(&name) {
            out.push(arg);
            continue;
        }
        let value = value.or_else(|| args.next().map(|v| v.to_string_lossy().into_owned()));
        out.push("--seat".into());
        out.push(format!("{name}={}", value.unwrap_or_default()).into());
    }
    out
}

/// Reads `PLAYER=AGENT` pairs into one optional spec per player, in the game's order.
pub fn assign(pairs: &[String], players: &[String]) -> Result<Vec<Option<Spec>>, Failure> {
    let mut seats = vec![None; players.len()];
    for pair in pairs {
        let (name, text) = pair.split_once('=').unwrap_or((pair.as_str(), ""));
        let name = name.trim();
        let Some(index) = players.iter().position(|p| p == name) else {
            return Err(usage(format!(
                "`{name}` is not a player of this game; its players are {}",
                players.join(", ")
            )));
        };
        if seats[index].is_some() {
            return Err(usage(format!("{name} is seated twice")));
        }
        let spec = text.parse::<Spec>().map_err(|e| usage(format!("--{name} {text}: {e}")))?;
        seats[index] = Some(spec);
    }
    Ok(seats)
}

/// The seats not named filled in as `yon play` and `yon serve` fill them: when no seat is a
/// human's, the first free one is; every other free seat gets `opponent` (`default_opponent`).
pub fn one_human(mut seats: Vec<Option<Spec>>, opponent: Spec) -> Vec<Spec> {
    if !seats.iter().flatten().any(Spec::is_human)
        && let Some(free) = seats.iter_mut().find(|s| s.is_none())
    {
        *free = Some(Spec::Human);
    }
    let mut specs: Vec<Spec> = seats.into_iter().map(|s| s.unwrap_or_else(|| opponent.clone())).collect();
    specs.iter_mut().for_each(use_cores);
    specs
}

/// Splits `--seats "blue=mcts:iterations=1000, white=random"` at its commas.
pub fn split_list(list: &str) -> Vec<String> {
    list.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()
}

/// The clock agents read for time budgets: time since the first call.
pub fn clock() -> Clock {
    static START: OnceLock<Instant> = OnceLock::new();
    let start = *START.get_or_init(Instant::now);
    Arc::new(move || start.elapsed())
}

/// Games played at once: as many as asked, else one per core, never more than the games.
pub fn threads_for(asked: Option<usize>, games: u64) -> usize {
    asked
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, usize::try_from(games).unwrap_or(usize::MAX).max(1))
}

pub fn usage(message: String) -> Failure {
    Failure::new(exit::USAGE, message)
}

/// The help text about seats shared by `play` and `match`.
pub fn agents_help() -> String {
    format!("AGENT is one of: {SPEC_HELP}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(args: &[&str]) -> Vec<String> {
        let known = ["seed".to_string(), "opt".to_string()];
        let args = args.iter().map(OsString::from).collect();
        rewrite_player_flags(args, &known).into_iter().map(|a| a.to_string_lossy().into_owned()).collect()
    }

    #[test]
    fn player_flags_become_seats_and_known_flags_stay() {
        assert_eq!(
            rewrite(&["yon", "play", "g.game", "--blue", "human", "--seed", "3", "--white=mcts:time=2s"]),
            ["yon", "play", "g.game", "--seat", "blue=human", "--seed", "3", "--seat", "white=mcts:time=2s"]
        );
        assert_eq!(rewrite(&["--blue"]), ["--seat", "blue="]);
        assert_eq!(rewrite(&["--", "--blue", "x"]), ["--", "--blue", "x"]);
    }

    #[test]
    fn seats_are_checked_against_the_players() {
        let players = ["blue".to_string(), "white".to_string()];
        let seats = assign(&["white=random".into()], &players).expect("a good seat");
        assert_eq!(seats, [None, Some(Spec::Random)]);
        let bad = |pairs: &[&str]| {
            let pairs: Vec<String> = pairs.iter().map(|s| s.to_string()).collect();
            assign(&pairs, &players).expect_err("a bad seat").message
        };
        assert!(bad(&["red=random"]).contains("its players are blue, white"));
        assert!(bad(&["blue=random", "blue=human"]).contains("seated twice"));
        assert!(bad(&["blue=mtcs"]).contains("unknown agent `mtcs`"));
        assert!(bad(&["blue="]).contains("no agent given"));
    }
}

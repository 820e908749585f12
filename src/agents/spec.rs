//! Spec: an agent named in text — `human`, `random`, `mcts:time=2s`, `mcts:iterations=1000:c=1.4`,
//! `flat:playouts=5000` — read with clear errors, printed back the same way, and built.

use super::flat::{Flat, FlatConfig};
use super::mcts::{Mcts, MctsConfig};
use super::{Agent, Clock, RandomAgent};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How much a search may do for one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of iterations (MCTS) or playouts (flat): repeatable under a seed.
    Iterations(u64),
    /// Wall-clock time, read from the `Clock` the agent is given.
    Time(Duration),
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Spec {
    /// A person at the prompt: the CLI asks them.
    Human,
    Random,
    Mcts(MctsConfig),
    Flat(FlatConfig),
}

/// What `Spec::from_str` accepts, for error messages and help.
pub const SPEC_HELP: &str = "human | random | mcts[:time=2s|:iterations=N][:c=1.4][:threads=N] | \
flat[:time=2s|:playouts=N]";

impl Spec {
    /// The agent for this seat, or `None` for a human. `seed` decides all its random choices.
    pub fn build(&self, seed: u64, clock: &Clock) -> Option<Box<dyn Agent>> {
        match self {
            Spec::Human => None,
            Spec::Random => Some(Box::new(RandomAgent::new(seed))),
            Spec::Mcts(config) => Some(Box::new(Mcts::new(config.clone(), seed, clock.clone()))),
            Spec::Flat(config) => Some(Box::new(Flat::new(config.clone(), seed, clock.clone()))),
        }
    }

    pub fn is_human(&self) -> bool {
        *self == Spec::Human
    }
}

impl FromStr for Spec {
    type Err = String;

    fn from_str(text: &str) -> Result<Spec, String> {
        let mut parts = text.trim().split(':');
        let kind = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
        let options: Vec<(&str, &str)> = parts.map(option).collect::<Result<_, _>>()?;
        match kind.as_str() {
            "human" | "random" if !options.is_empty() => Err(format!("`{kind}` takes no options")),
            "human" => Ok(Spec::Human),
            "random" => Ok(Spec::Random),
            "mcts" => mcts(&options).map(Spec::Mcts),
            "flat" => flat(&options).map(Spec::Flat),
            "" => Err(format!("no agent given; write one of: {SPEC_HELP}")),
            _ => {
                Err(format!("unknown agent `{kind}`; agents are human, random, mcts and flat ({SPEC_HELP})"))
            }
        }
    }
}

/// `key=value`, both trimmed and non-empty.
fn option(text: &str) -> Result<(&str, &str), String> {
    match text.split_once('=') {
        Some((key, value)) if !key.trim().is_empty() && !value.trim().is_empty() => {
            Ok((key.trim(), value.trim()))
        }
        _ => Err(format!("`{text}` is not an option: write `name=value`, e.g. `iterations=1000`")),
    }
}

fn mcts(options: &[(&str, &str)]) -> Result<MctsConfig, String> {
    let mut config = MctsConfig::default();
    let mut budget = None;
    for &(key, value) in options {
        match key {
            "time" => set_budget(&mut budget, Budget::Time(duration(value)?))?,
            "iterations" => set_budget(&mut budget, Budget::Iterations(count(key, value)?))?,
            "c" => config.exploration = exploration(value)?,
            "threads" => config.threads = Some(count(key, value)?.min(256) as usize),
            _ => {
                return Err(format!(
                    "mcts has no option `{key}`; its options are time, iterations, c, threads"
                ));
            }
        }
    }
    config.budget = budget.unwrap_or(config.budget);
    Ok(config)
}

fn flat(options: &[(&str, &str)]) -> Result<FlatConfig, String> {
    let mut config = FlatConfig::default();
    let mut budget = None;
    for &(key, value) in options {
        match key {
            "time" => set_budget(&mut budget, Budget::Time(duration(value)?))?,
            "playouts" => set_budget(&mut budget, Budget::Iterations(count(key, value)?))?,
            _ => return Err(format!("flat has no option `{key}`; its options are time and playouts")),
        }
    }
    config.budget = budget.unwrap_or(config.budget);
    Ok(config)
}

fn set_budget(budget: &mut Option<Budget>, new: Budget) -> Result<(), String> {
    match budget.replace(new) {
        Some(_) => Err("give one budget: a time or a count, not both".into()),
        None => Ok(()),
    }
}

/// A positive whole number; `_` may group digits and a `k` suffix means thousands.
fn count(key: &str, value: &str) -> Result<u64, String> {
    let digits = value.replace('_', "");
    let (digits, scale) = match digits.strip_suffix(['k', 'K']) {
        Some(rest) => (rest.to_string(), 1000),
        None => (digits, 1),
    };
    match digits.parse::<u64>().ok().and_then(|n| n.checked_mul(scale)) {
        Some(n) if n > 0 => Ok(n),
        _ => Err(format!("`{key}={value}`: {key} must be a whole number above 0, e.g. `{key}=1000`")),
    }
}

/// `2s`, `1.5s` or `500ms`.
fn duration(value: &str) -> Result<Duration, String> {
    let (number, unit) = match value.strip_suffix("ms") {
        Some(number) => (number, 0.001),
        None => (value.strip_suffix('s').unwrap_or("no unit"), 1.0),
    };
    match number.trim().parse::<f64>() {
        Ok(n) if n.is_finite() && n > 0.0 && n * unit < 1e6 => Ok(Duration::from_secs_f64(n * unit)),
        _ => {
            Err(format!("`time={value}`: write a time above 0 with its unit, e.g. `time=2s` or `time=500ms`"))
        }
    }
}

fn exploration(value: &str) -> Result<f32, String> {
    match value.parse::<f32>() {
        Ok(c) if c.is_finite() && c >= 0.0 => Ok(c),
        _ => Err(format!("`c={value}`: the exploration constant is a number of 0 or more, e.g. `c=1.4`")),
    }
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Budget::Iterations(n) => write!(f, "{n}"),
            Budget::Time(t) if t.subsec_millis() == 0 && t.as_secs() > 0 => write!(f, "{}s", t.as_secs()),
            Budget::Time(t) => write!(f, "{}ms", t.as_millis()),
        }
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let budget = |f: &mut fmt::Formatter<'_>, count: &str, budget: Budget| match budget {
            Budget::Iterations(_) => write!(f, ":{count}={budget}"),
            Budget::Time(_) => write!(f, ":time={budget}"),
        };
        match self {
            Spec::Human => write!(f, "human"),
            Spec::Random => write!(f, "random"),
            Spec::Mcts(config) => {
                write!(f, "mcts")?;
                budget(f, "iterations", config.budget)?;
                if config.exploration != MctsConfig::default().exploration {
                    write!(f, ":c={}", config.exploration)?;
                }
                if let Some(threads) = config.threads {
                    write!(f, ":threads={threads}")?;
                }
                Ok(())
            }
            Spec::Flat(config) => {
                write!(f, "flat")?;
                budget(f, "playouts", config.budget)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str) -> Spec {
        text.parse().unwrap_or_else(|e| panic!("`{text}` should parse: {e}"))
    }

    fn error(text: &str) -> String {
        match text.parse::<Spec>() {
            Ok(spec) => panic!("`{text}` should not parse, gave {spec:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn good_specs_read_and_print_back() {
        for (text, printed) in [
            ("human", "human"),
            (" Random ", "random"),
            ("mcts", "mcts:iterations=10000"),
            ("mcts:time=2s", "mcts:time=2s"),
            ("mcts:time=500ms", "mcts:time=500ms"),
            ("mcts:time=1.5s", "mcts:time=1500ms"),
            ("mcts:iterations=1k:c=0.7:threads=2", "mcts:iterations=1000:c=0.7:threads=2"),
            ("mcts: iterations = 10_000", "mcts:iterations=10000"),
            ("flat:playouts=500", "flat:playouts=500"),
            ("flat:time=1s", "flat:time=1s"),
        ] {
            assert_eq!(spec(text).to_string(), printed, "{text}");
            assert_eq!(spec(printed), spec(text), "printing loses nothing: {text}");
        }
        assert_eq!(
            spec("mcts:time=2s"),
            Spec::Mcts(MctsConfig { budget: Budget::Time(Duration::from_secs(2)), ..Default::default() })
        );
    }

    #[test]
    fn bad_specs_say_what_is_wrong() {
        for (text, expected) in [
            ("", "no agent given"),
            ("mtcs", "unknown agent `mtcs`; agents are human, random, mcts and flat"),
            ("random:iterations=5", "`random` takes no options"),
            ("mcts:iter=5", "mcts has no option `iter`"),
            ("mcts:iterations", "`iterations` is not an option"),
            ("mcts:iterations=", "`iterations=` is not an option"),
            ("mcts:iterations=0", "must be a whole number above 0"),
            ("mcts:iterations=-3", "must be a whole number above 0"),
            ("mcts:iterations=99999999999999999999k", "must be a whole number above 0"),
            ("mcts:time=2", "with its unit"),
            ("mcts:time=0s", "above 0"),
            ("mcts:time=nans", "with its unit"),
            ("mcts:time=2s:iterations=5", "not both"),
            ("mcts:c=-1", "0 or more"),
            ("flat:iterations=5", "flat has no option `iterations`"),
        ] {
            let message = error(text);
            assert!(message.contains(expected), "`{text}`: {message}");
        }
    }
}

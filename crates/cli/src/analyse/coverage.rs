//! Coverage: how often each part of the rules mattered in an analysis — every action rule
//! played, every effect that changed something, every `requires` and `forbid` that refused a
//! candidate, every result that decided a game — and the parts that never did.

use serde::{Deserialize, Serialize};
use yon::compile::rules::{Effect, OutcomeRule, Rules};
use yon::engine::{Action, Refusal};

/// What kind of rule a part is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Action,
    Effect,
    Requires,
    Forbid,
    Result,
}

/// One part of the rules and how often it mattered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Part {
    pub kind: Kind,
    /// As a reader finds it in the file: `step`, `step then flip custodial`, `lose "stuck"`.
    pub name: String,
    pub line: usize,
    /// How often it mattered: actions played, effects that changed the position, candidates
    /// refused, games decided.
    pub times: u64,
    /// In how many games it mattered at least once.
    pub games: u64,
}

/// Every part of a game's rules and how often each mattered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Coverage {
    pub parts: Vec<Part>,
    /// Where each rule's counts go (not kept in JSON: a merge needs only the parts).
    #[serde(skip)]
    layout: Layout,
}

/// Where to count each rule: per action rule, the index of its part, of its first effect's,
/// how many effects it has, and its `requires`'s; then where forbids and results begin.
#[derive(Clone, Debug, Default, PartialEq)]
struct Layout {
    actions: Vec<(usize, usize, usize, Option<usize>)>,
    first_forbid: usize,
    first_result: usize,
}

/// The counts of one game, to add to a `Coverage` when it ends.
pub struct Seen {
    layout: Layout,
    times: Vec<u64>,
}

impl Coverage {
    /// Every part of the rules, all counts zero.
    pub fn of(rules: &Rules) -> Coverage {
        let mut parts = Vec::new();
        let mut layout = Layout::default();
        let part = |kind, name: String, line| Part { kind, name, line, times: 0, games: 0 };
        for rule in &rules.actions {
            let (name, line) = (&rule.origin.name, rule.origin.line);
            let at = parts.len();
            parts.push(part(Kind::Action, name.clone(), line));
            for effect in &rule.effects {
                parts.push(part(Kind::Effect, format!("{name} then {}", effect_words(effect)), line));
            }
            let requires = rule.requires.as_ref().map(|_| {
                parts.push(part(Kind::Requires, format!("{name} requires"), line));
                parts.len() - 1
            });
            layout.actions.push((at, at + 1, rule.effects.len(), requires));
        }
        layout.first_forbid = parts.len();
        for forbid in &rules.forbids {
            parts.push(part(Kind::Forbid, format!("forbid \"{}\"", forbid.origin.name), forbid.origin.line));
        }
        layout.first_result = parts.len();
        for result in &rules.results {
            let word = outcome_word(&result.outcome);
            parts.push(part(Kind::Result, format!("{word} \"{}\"", result.origin.name), result.origin.line));
        }
        Coverage { parts, layout }
    }

    /// A game's counts, all zero.
    pub fn new_game(&self) -> Seen {
        Seen { layout: self.layout.clone(), times: vec![0; self.parts.len()] }
    }

    /// Adds one game's counts.
    pub fn add(&mut self, seen: &Seen) {
        for (part, &times) in self.parts.iter_mut().zip(&seen.times) {
            part.times += times;
            part.games += u64::from(times > 0);
        }
    }

    /// Adds the counts of another analysis of the same rules; false (and nothing added) when
    /// its parts differ.
    pub fn merge(&mut self, other: &Coverage) -> bool {
        let key = |p: &Part| (p.kind, p.name.clone(), p.line);
        let same = self.parts.len() == other.parts.len()
            && self.parts.iter().zip(&other.parts).all(|(a, b)| key(a) == key(b));
        if same {
            for (part, theirs) in self.parts.iter_mut().zip(&other.parts) {
                part.times += theirs.times;
                part.games += theirs.games;
            }
        }
        same
    }

    /// The parts that never mattered in the games counted.
    pub fn never(&self) -> impl Iterator<Item = &Part> {
        self.parts.iter().filter(|p| p.games == 0)
    }
}

impl Seen {
    /// The refusals of the candidates in one position.
    pub fn refused(&mut self, refusals: &[Refusal]) {
        for refusal in refusals {
            let part = match *refusal {
                Refusal::Requirement(rule) => self.layout.actions.get(rule as usize).and_then(|a| a.3),
                Refusal::Forbid(index) => Some(self.layout.first_forbid + index),
                // Another rule played the action: nothing of this one's refused it.
                Refusal::Shadowed(_) => None,
            };
            if let Some(part) = part {
                self.times[part] += 1;
            }
        }
    }

    /// An action played, with a bit per effect of its rule that changed the position.
    pub fn played(&mut self, action: Action, effects_fired: u64) {
        let Some(&(at, first_effect, effects, _)) = self.layout.actions.get(action.rule as usize) else {
            return; // `pass` and `end` are no rule's.
        };
        self.times[at] += 1;
        for index in (0..effects).filter(|i| effects_fired & 1 << i != 0) {
            self.times[first_effect + index] += 1;
        }
    }

    /// The game ended by this result rule (`None`: by none, or not at all).
    pub fn ended(&mut self, rule: Option<u16>) {
        if let Some(rule) = rule {
            self.times[self.layout.first_result + rule as usize] += 1;
        }
    }
}

/// How a warning says that a part never mattered in `games` games.
pub fn never_mattered(part: &Part, games: u64) -> String {
    let what = match part.kind {
        Kind::Action => "was never played",
        Kind::Effect => "never changed anything",
        Kind::Requires | Kind::Forbid => "refused nothing",
        Kind::Result => "decided no game",
    };
    let games = super::report::count(games, "game");
    format!("`{}` (line {}) {what} in {games}", part.name, part.line)
}

fn effect_words(effect: &Effect) -> &'static str {
    match effect {
        Effect::FlipCustodial(..) => "flip custodial",
        Effect::CaptureCustodial(_) => "capture custodial",
        Effect::CustodialSets { flip: Some(_), .. } => "flip custodial",
        Effect::CustodialSets { flip: None, .. } => "capture custodial",
        Effect::FlipJumped(_) => "flip jumped",
        Effect::CaptureJumped => "capture jumped",
        Effect::CaptureJumpedAtEnd => "capture jumped at end",
        Effect::TakeJumped => "take jumped",
        Effect::Capture(_) => "capture",
        Effect::Flip(..) => "flip",
        Effect::Take { .. } => "take",
        Effect::Score(_) => "score +",
        Effect::Value { .. } => "value",
        Effect::Push => "push",
        Effect::Pull => "pull",
        Effect::Again => "again",
        Effect::Flag { set: true, .. } => "flag",
        Effect::Flag { .. } => "unflag",
    }
}

fn outcome_word(outcome: &OutcomeRule) -> &'static str {
    match outcome {
        OutcomeRule::Win => "win",
        OutcomeRule::Lose => "lose",
        OutcomeRule::Draw => "draw",
        OutcomeRule::Out => "out",
        OutcomeRule::RankBy(_) => "rank",
    }
}

//! Record: a played game as data — which game file (with a hash of its text, and the text
//! itself so the record replays anywhere), options, who sat where, seed, yon version, result
//! and the actions turn by turn — written and read as text or JSON (`text`), and replayed
//! against the rules with every action checked (`replay`).

mod replay;
mod text;

pub use replay::{Divergence, Why, replay, replay_actions, verdict};
pub use text::{RecordError, action_words};

use crate::engine::{Action, State};
use serde::{Deserialize, Serialize};

/// The most actions a record may hold: more than any game of `yon play` (`--cap`) or `yon
/// match` plays, few enough to replay in seconds.
pub const MAX_ACTIONS: usize = 1_000_000;

/// A game as played, enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub game: GameRef,
    /// The options the game was played with, by name.
    pub options: Vec<String>,
    /// Who played each player: free text such as `human`, `random`, `mcts:iterations=1000`.
    /// A seat is listed under the player it sat down as; a `swap` among the actions exchanges
    /// the two seats' players from there on.
    pub seats: Vec<Seat>,
    pub seed: Option<u64>,
    /// The yon version that wrote the record.
    pub yon: String,
    pub result: Verdict,
    /// How many actions the record holds, so a record cut short is noticed.
    pub length: usize,
    pub turns: Vec<Turn>,
}

/// The game file a record was played from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRef {
    /// As given when the game was played; readers look next to the record, then in the
    /// working directory.
    pub path: String,
    /// `fnv1a64:` and 16 hex digits: the FNV-1a 64-bit hash of the file's bytes.
    pub hash: String,
    pub title: String,
    /// The game file's text as it was played, so the record replays where the file is not.
    /// Records written before yon kept it have none: their game is found by `path`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub player: String,
    pub agent: String,
}

/// One turn: the actions one player took before the turn passed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub player: String,
    pub actions: Vec<String>,
}

/// How the game stood when recorded; `rule` is the name of the result rule that decided it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Verdict {
    Unfinished,
    Draw { rule: Option<String> },
    Win { player: String, rule: Option<String> },
}

/// The text form of a game file's hash: FNV-1a, 64 bits, over the bytes.
pub fn game_hash(source: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in source.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("fnv1a64:{hash:016x}")
}

impl Record {
    /// The record of `actions` played from `start` (a fresh state of the game in `source`, read
    /// from `path`); `agents` names who played each player, in the game's player order.
    pub fn from_game(
        path: &str,
        source: &str,
        agents: &[String],
        seed: Option<u64>,
        start: &State,
        actions: &[Action],
    ) -> Record {
        let rules = start.rules();
        let seats = rules
            .players
            .iter()
            .enumerate()
            .map(|(p, player)| Seat {
                player: player.clone(),
                agent: agents.get(p).cloned().unwrap_or_else(|| "unknown".to_string()),
            })
            .collect();
        let mut state = start.clone();
        let mut turns: Vec<Turn> = Vec::new();
        let mut current_turn = None;
        for &action in actions {
            if current_turn != Some(state.turn()) {
                current_turn = Some(state.turn());
                turns.push(Turn {
                    player: rules.players[state.to_move() as usize].clone(),
                    actions: Vec::new(),
                });
            }
            let text = state.format(action);
            turns.last_mut().expect("a turn was just begun").actions.push(text);
            state.play_unchecked(action);
        }
        Record {
            game: GameRef {
                path: path.to_string(),
                hash: game_hash(source),
                title: rules.title.clone(),
                text: Some(source.to_string()),
            },
            options: start.options().to_vec(),
            seats,
            seed,
            yon: env!("CARGO_PKG_VERSION").to_string(),
            result: verdict(&mut state),
            length: actions.len(),
            turns,
        }
    }

    /// The first field that holds a control character, which no record written by yon has
    /// and which must not reach the terminal.
    fn control_character(&self) -> Option<&'static str> {
        let bad = |text: &str| text.chars().any(char::is_control);
        let seats = self.seats.iter().flat_map(|s| [s.player.as_str(), s.agent.as_str()]);
        let turns = self.turns.iter().flat_map(|t| std::iter::once(&t.player).chain(&t.actions));
        let (winner, rule) = match &self.result {
            Verdict::Unfinished => (None, None),
            Verdict::Draw { rule } => (None, rule.as_deref()),
            Verdict::Win { player, rule } => (Some(player.as_str()), rule.as_deref()),
        };
        // The game's text may hold tabs and line ends, nothing else a terminal would act on.
        let bad_text = |text: &str| text.chars().any(|c| c.is_control() && !matches!(c, '\t' | '\r' | '\n'));
        if bad(&self.game.hash) || bad(&self.game.title) || bad(&self.yon) {
            Some("header")
        } else if self.game.text.as_deref().is_some_and(bad_text) {
            Some("game text lines")
        } else if self.options.iter().any(|o| bad(o)) || seats.into_iter().any(bad) {
            Some("options or seats")
        } else if winner.into_iter().chain(rule).any(bad) {
            Some("result")
        } else if turns.into_iter().any(|t| bad(t)) {
            Some("turns")
        } else {
            None
        }
    }

    /// The record as JSON, pretty-printed.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    /// Reads a record in either form: JSON when it starts with `{`, text otherwise.
    pub fn parse(input: &str) -> Result<Record, RecordError> {
        let record = if input.trim_start().starts_with('{') {
            serde_json::from_str(input).map_err(|e| RecordError::Json(e.to_string()))?
        } else {
            text::parse(input)?
        };
        if record.length > MAX_ACTIONS {
            return Err(RecordError::TooLong { length: record.length });
        }
        if let Some(field) = record.control_character() {
            return Err(RecordError::Control(field));
        }
        let found = record.turns.iter().map(|t| t.actions.len()).sum();
        if found != record.length {
            return Err(RecordError::Length { expected: record.length, found });
        }
        Ok(record)
    }
}

//! Replay: a record played again on the rules, every action checked in order, stopping at the
//! first place where the record and the rules disagree.

use super::{Record, Verdict};
use crate::compile::rules::Rules;
use crate::engine::{Action, Illegal, State};
use std::sync::Arc;

/// Where a record stops agreeing with the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The action's number from 1; 0 before the first action, `length + 1` for the result.
    pub ply: usize,
    /// The action as recorded, when one is at fault.
    pub action: Option<String>,
    /// Boxed: a divergence is rare and a `Result` carrying it should stay small.
    pub why: Box<Why>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The seats name players the game does not have, or not in its order.
    Players { recorded: Vec<String>, game: Vec<String> },
    /// The game does not declare a recorded option.
    Options(String),
    /// A turn line names a player other than the one to act.
    WrongPlayer { recorded: String, to_act: String },
    /// A turn line holds more actions than the turn allowed.
    TurnOver { to_act: String },
    /// The rules refuse the action.
    Illegal(Illegal),
    /// The game ends otherwise than recorded.
    Result { recorded: Verdict, actual: Verdict },
}

impl std::fmt::Display for Divergence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.action, self.ply) {
            (Some(action), ply) => write!(f, "action {ply} `{action}`: ")?,
            (None, 0) => write!(f, "before the first action: ")?,
            (None, ply) => write!(f, "after action {}: ", ply - 1)?,
        }
        match self.why.as_ref() {
            Why::Players { recorded, game } => write!(
                f,
                "the record's players are {} but the game's are {}",
                recorded.join(", "),
                game.join(", ")
            ),
            Why::Options(why) => write!(f, "{why}"),
            Why::WrongPlayer { recorded, to_act } => {
                write!(f, "the record has {recorded} acting, but it is {to_act}'s turn")
            }
            Why::TurnOver { to_act } => write!(f, "the turn has already passed to {to_act}"),
            Why::Illegal(why) => write!(f, "{why}"),
            Why::Result { recorded, actual } => {
                write!(f, "the record's result is `{recorded}` but the game's is `{actual}`")
            }
        }
    }
}

impl std::error::Error for Divergence {}

/// The final state of a record replayed on `rules`.
pub fn replay(record: &Record, rules: Arc<Rules>) -> Result<State, Divergence> {
    replay_actions(record, rules).map(|(state, _)| state)
}

/// The final state and the actions played, for resuming a recorded game.
pub fn replay_actions(record: &Record, rules: Arc<Rules>) -> Result<(State, Vec<Action>), Divergence> {
    let before = |why| Divergence { ply: 0, action: None, why: Box::new(why) };
    let recorded: Vec<String> = record.seats.iter().map(|s| s.player.clone()).collect();
    if !recorded.is_empty() && recorded != rules.players {
        return Err(before(Why::Players { recorded, game: rules.players.clone() }));
    }
    let (mut wanted, mut compiled) = (record.options.clone(), rules.chosen.clone());
    wanted.sort();
    wanted.dedup();
    compiled.sort();
    if wanted != compiled {
        let why = format!(
            "the record was played with options [{}], but the rules were compiled with [{}]",
            wanted.join(", "),
            compiled.join(", ")
        );
        return Err(before(Why::Options(why)));
    }
    let mut state = State::new(rules);
    let mut played = Vec::with_capacity(record.length);
    for turn in &record.turns {
        let start = state.turn();
        for (i, text) in turn.actions.iter().enumerate() {
            let at =
                |why| Divergence { ply: played.len() + 1, action: Some(text.clone()), why: Box::new(why) };
            let to_act = state.rules().players[state.to_move() as usize].clone();
            if i == 0 && to_act != turn.player && state.known_outcome().is_none() {
                return Err(at(Why::WrongPlayer { recorded: turn.player.clone(), to_act }));
            }
            if i > 0 && state.turn() != start && state.known_outcome().is_none() {
                return Err(at(Why::TurnOver { to_act }));
            }
            let action = state.parse_action(text).map_err(|why| at(Why::Illegal(why)))?;
            state.play_unchecked(action);
            played.push(action);
        }
    }
    let actual = verdict(&mut state);
    if actual != record.result {
        let why = Why::Result { recorded: record.result.clone(), actual };
        return Err(Divergence { ply: played.len() + 1, action: None, why: Box::new(why) });
    }
    Ok((state, played))
}

/// How a game stands: unfinished, or its result with the deciding rule's name.
pub fn verdict(state: &mut State) -> Verdict {
    let Some(outcome) = state.outcome() else { return Verdict::Unfinished };
    let rules = state.rules();
    let rule = outcome.rule.map(|r| rules.results[r as usize].origin.name.clone());
    match outcome.winner {
        Some(p) => Verdict::Win { player: rules.players[p as usize].clone(), rule },
        None => Verdict::Draw { rule },
    }
}

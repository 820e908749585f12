//! Sample: one self-play game of an analysis — its ending, length, branching, how the lead
//! went by the agents' own estimates — and what each rule did in it (coverage).

use super::coverage::Coverage;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use yon::agents::{Agent, Clock, Spec, derive_seed, throw};
use yon::engine::{Refusal, Rng, State};

/// What one game shows; everything an analysis reports is computed from these.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sample {
    /// The game's number: its seed is drawn from (seed, index), its seats rotate by it.
    pub index: u64,
    /// Seat s was played by agent (s + rotation) mod players.
    pub rotation: usize,
    /// A bit per winning seat (0: a draw or unfinished): the seat that held the winner at the
    /// end, after any swap of seats.
    pub winners: u8,
    /// Whether the rules swapped the seats (`swap seats`): each seat ended playing the other
    /// player.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub swapped: bool,
    /// Whether the game ended by a rule rather than at the action cap.
    pub finished: bool,
    pub actions: u32,
    pub turns: u32,
    /// The number of legal actions before each action.
    pub branching: Vec<u32>,
    /// How often the player the agents thought ahead changed (`None`: nobody judged).
    pub lead_changes: Option<u32>,
    /// From which fraction of the game on the eventual winner was thought ahead for good.
    pub winner_leads_from: Option<f64>,
}

/// How far a player's estimate must be above every other's for that player to lead: a search's
/// estimates wobble around an even position, and a wobble is not a change of lead.
const MARGIN: f32 = 0.1;

/// The agents' estimates over a game: each seat's latest worth, and who was ahead.
#[derive(Default)]
struct Lead {
    worth: Vec<Option<f32>>,
    /// Who leads now (`None`: nobody clearly does).
    leader: Option<usize>,
    /// The last player who led, to count a change only when another player takes the lead.
    last_leader: Option<usize>,
    changes: u32,
    judged: bool,
    /// (action index, leader) each time the leader changed.
    history: Vec<(u32, Option<usize>)>,
}

impl Lead {
    fn new(players: usize) -> Lead {
        Lead { worth: vec![None; players], ..Lead::default() }
    }

    /// The mover's estimate after action `at`. With two players, what one expects the other
    /// does not (rewards sum to one), so both estimates move.
    fn judge(&mut self, at: u32, mover: usize, worth: f32) {
        self.judged = true;
        self.worth[mover] = Some(worth);
        if self.worth.len() == 2 {
            self.worth[1 - mover] = Some(1.0 - worth);
        }
        let leader = self.leader_now();
        if leader != self.leader {
            if let Some(new) = leader {
                self.changes += u32::from(self.last_leader.is_some_and(|last| last != new));
                self.last_leader = leader;
            }
            self.leader = leader;
            self.history.push((at, leader));
        }
    }

    /// The player whose estimate is above every other's by `MARGIN`, once every player has one.
    fn leader_now(&self) -> Option<usize> {
        let worth: Vec<f32> = self.worth.iter().copied().collect::<Option<_>>()?;
        let best = (0..worth.len()).max_by(|&a, &b| worth[a].total_cmp(&worth[b]))?;
        let clear = (0..worth.len()).all(|p| p == best || worth[best] - worth[p] >= MARGIN);
        clear.then_some(best)
    }

    /// The fraction of a game of `length` actions from which a winner was ahead to the end.
    fn winner_leads_from(&self, winners: u8, length: u32) -> Option<f64> {
        let leads = |leader: Option<usize>| leader.is_some_and(|p| winners & 1 << p != 0);
        if winners == 0 || length == 0 || !leads(self.leader) {
            return (winners != 0 && self.judged).then_some(1.0);
        }
        let mut from = self.history.last().map_or(0, |&(at, _)| at);
        for &(at, leader) in self.history.iter().rev() {
            if !leads(leader) {
                break;
            }
            from = at;
        }
        Some(f64::from(from) / f64::from(length))
    }
}

/// How every game of an analysis of one file is played.
pub struct Setup<'a> {
    pub start: &'a State,
    /// The agents, by seat before rotation.
    pub specs: &'a [Spec],
    pub seed: u64,
    pub cap: u64,
    pub clock: &'a Clock,
}

/// Plays game `index`, counting what each rule did into `coverage`; `None` when `stop` was
/// raised before it ended.
pub fn play(setup: &Setup, index: u64, coverage: &mut Coverage, stop: &AtomicBool) -> Option<Sample> {
    let Setup { start, specs, seed, cap, clock } = *setup;
    let game_seed = derive_seed(seed, index);
    let players = specs.len();
    let rotation = (index % players as u64) as usize;
    let mut agents: Vec<Box<dyn Agent>> = (0..players)
        .map(|seat| {
            let spec = &specs[(seat + rotation) % players];
            spec.build(derive_seed(game_seed, seat as u64), clock).expect("analysis seats hold agents")
        })
        .collect();
    let mut state = start.clone();
    let mut dice = Rng::new(derive_seed(game_seed, players as u64));
    let mut lead = Lead::new(players);
    let mut branching = Vec::new();
    let mut legal = Vec::new();
    let mut seen = coverage.new_game();
    let mut refusals: Vec<Refusal> = Vec::new();
    while state.outcome().is_none() && (branching.len() as u64) < cap {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        // A throw is nobody's choice: drawn from the game's own dice, not counted as a decision.
        if let Some(roll) = throw(&state, &mut dice) {
            state.play_unchecked(roll);
            continue;
        }
        state.legal_actions(&mut legal);
        branching.push(legal.len() as u32);
        // Seats, not players: after a swap of seats each agent plays the other player.
        let mover = state.seat_to_move();
        let agent = &mut agents[mover];
        let action = agent.choose(&state);
        if let Some(worth) = agent.evaluation() {
            lead.judge(branching.len() as u32 - 1, mover, worth);
        }
        state.refusals(&mut refusals);
        seen.refused(&refusals);
        seen.played(action, state.effects_fired(action));
        state.play_unchecked(action);
    }
    let (outcome, seats) = (state.outcome(), state.seats());
    let winners = outcome.map_or(0, |o| seats.outcome(o).winners);
    let actions = branching.len() as u32;
    seen.ended(outcome.and_then(|o| o.rule));
    coverage.add(&seen);
    Some(Sample {
        index,
        rotation,
        winners,
        swapped: seats.swapped(),
        finished: outcome.is_some(),
        actions,
        turns: state.turn(),
        branching,
        lead_changes: lead.judged.then_some(lead.changes),
        winner_leads_from: lead.winner_leads_from(winners, actions),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lead_changes_when_the_other_player_is_clearly_ahead() {
        let mut lead = Lead::new(2);
        lead.judge(0, 0, 0.6); // player 0 ahead
        lead.judge(1, 1, 0.52); // nobody clearly: no change
        lead.judge(2, 1, 0.7); // player 1 ahead
        lead.judge(3, 0, 0.65); // player 0 ahead again
        lead.judge(4, 1, 0.4); // still player 0
        assert_eq!(lead.changes, 2);
        // Player 0 won: ahead for good from action 3 of 8.
        assert_eq!(lead.winner_leads_from(0b01, 8), Some(0.375));
        // Player 1 won: not ahead at the end, so only the last action decided it.
        assert_eq!(lead.winner_leads_from(0b10, 8), Some(1.0));
        assert_eq!(lead.winner_leads_from(0, 8), None, "a draw has no winner to lead");
    }

    #[test]
    fn with_three_players_a_leader_needs_every_estimate() {
        let mut lead = Lead::new(3);
        lead.judge(0, 0, 0.5);
        lead.judge(1, 1, 0.2);
        assert_eq!(lead.leader, None, "player 2 has not been judged yet");
        lead.judge(2, 2, 0.3);
        assert_eq!(lead.leader, Some(0));
        assert_eq!(lead.changes, 0, "the first leader is not a change");
        assert_eq!(lead.winner_leads_from(0b001, 10), Some(0.2));
    }
}

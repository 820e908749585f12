//! Match report: the games of `yon match` tallied per agent and per seat — wins, losses,
//! draws, unfinished games, mean length — as a text table or serde JSON. A seat is known by the
//! player it sat down as; a game whose rules swapped the seats (`swap seats`) credits a win to
//! the seat that held the winner at the end.

use super::matches::Args;
use serde::Serialize;
use yon::agents::Spec;
use yon::compile::rules::PlayerId;
use yon::engine::State;

/// How one game ended: the rotation of the seats it was played in, its winners (a bit per
/// seat: the seats of the winner's team at the end), whether the rules swapped the seats, its
/// length.
#[derive(Clone, Copy, Debug)]
pub struct Ending {
    pub rotation: usize,
    pub winners: u8,
    pub swapped: bool,
    /// False when the game was stopped at the cap without a result.
    pub finished: bool,
    pub length: u64,
}

/// Games counted from one side of the board.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Tally {
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    pub unfinished: u64,
    /// Mean number of actions per game.
    pub mean_length: f64,
    #[serde(skip)]
    actions: u64,
}

impl Tally {
    fn add(&mut self, ending: &Ending, seat: PlayerId) {
        self.games += 1;
        self.actions += ending.length;
        match ending.winners {
            _ if !ending.finished => self.unfinished += 1,
            0 => self.draws += 1,
            winners if winners & 1 << seat != 0 => self.wins += 1,
            _ => self.losses += 1,
        }
        self.mean_length = self.actions as f64 / self.games as f64;
    }

    fn win_percent(&self) -> f64 {
        if self.games == 0 { 0.0 } else { 100.0 * self.wins as f64 / self.games as f64 }
    }
}

#[derive(Debug, Serialize)]
pub struct SeatTally {
    pub seat: String,
    #[serde(flatten)]
    pub tally: Tally,
}

/// One agent's games: all of them, then by the seat it played.
#[derive(Debug, Serialize)]
pub struct AgentTally {
    pub agent: String,
    /// The player it was given to in `--seats`.
    pub given_to: String,
    #[serde(flatten)]
    pub total: Tally,
    pub by_seat: Vec<SeatTally>,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub game: String,
    pub options: Vec<String>,
    pub seed: u64,
    /// The games played to the end (or the cap).
    pub games: u64,
    /// The games asked for: more than `games` when Ctrl-C stopped the match.
    pub asked: u64,
    /// Whether Ctrl-C stopped the match before every game asked for was played.
    pub interrupted: bool,
    pub swapped: bool,
    /// Games that ended with the seats swapped by the rules (`swap seats`, the pie rule).
    #[serde(skip_serializing_if = "is_zero")]
    pub pie_swaps: u64,
    pub cap: u64,
    pub mean_length: f64,
    pub agents: Vec<AgentTally>,
    #[serde(skip)]
    actions: u64,
}

impl Report {
    /// A report of no games yet, to which each game is added as it ends: nothing is kept per game.
    pub fn start(state: &State, specs: &[Spec], args: &Args, asked: u64) -> Report {
        let players = &state.rules().players;
        let agents: Vec<AgentTally> = specs
            .iter()
            .zip(players)
            .map(|(spec, player)| AgentTally {
                agent: spec.to_string(),
                given_to: player.clone(),
                total: Tally::default(),
                by_seat: players
                    .iter()
                    .map(|p| SeatTally { seat: p.clone(), tally: Tally::default() })
                    .collect(),
            })
            .collect();
        Report {
            game: state.rules().title.clone(),
            options: state.options().to_vec(),
            seed: args.seed,
            games: 0,
            asked,
            interrupted: false,
            swapped: args.swap,
            pie_swaps: 0,
            cap: args.cap,
            mean_length: 0.0,
            agents,
            actions: 0,
        }
    }

    /// Counts one more game.
    pub fn add(&mut self, ending: &Ending) {
        let n = self.agents.len();
        for seat in 0..n {
            let agent = &mut self.agents[(seat + ending.rotation) % n];
            agent.total.add(ending, seat as PlayerId);
            agent.by_seat[seat].tally.add(ending, seat as PlayerId);
        }
        self.games += 1;
        self.pie_swaps += u64::from(ending.swapped);
        self.actions += ending.length;
        self.mean_length = self.actions as f64 / self.games as f64;
    }

    /// The report as shown: seats an agent never played are left out.
    pub fn finish(mut self) -> Report {
        self.agents.iter_mut().for_each(|a| a.by_seat.retain(|s| s.tally.games > 0));
        self
    }

    /// The report as a table: a line per agent, then a line per seat it played.
    pub fn text(&self) -> String {
        let width =
            self.agents.iter().map(|a| a.agent.len() + a.given_to.len() + 3).max().unwrap_or(5).max(5);
        let seat_width = self.agents.iter().flat_map(|a| &a.by_seat).map(|s| s.seat.len()).max().unwrap_or(4);
        let seat_width = seat_width.max(4);
        let stopped =
            if self.interrupted { format!(", stopped early: {} asked", self.asked) } else { String::new() };
        let mut out = format!(
            "{}: {} games (seed {}{}{stopped}), mean length {:.1} actions\n",
            self.game,
            self.games,
            self.seed,
            if self.swapped { ", seats swapped" } else { "" },
            self.mean_length
        );
        if self.pie_swaps > 0 {
            out.push_str(&format!(
                "the rules swapped the seats in {} of them: a seat is the player it began as, and a win is the seat's that held the winner at the end\n",
                self.pie_swaps
            ));
        }
        out.push_str(&format!(
            "{:width$}  {:seat_width$}  {:>5}  {:>5}  {:>6}  {:>5}  {:>10}  {:>6}  {:>11}\n",
            "agent", "seat", "games", "wins", "losses", "draws", "unfinished", "win %", "mean length"
        ));
        for agent in &self.agents {
            let name = format!("{} ({})", agent.agent, agent.given_to);
            out.push_str(&row(&name, width, "all", seat_width, &agent.total));
            for seat in &agent.by_seat {
                out.push_str(&row("", width, &seat.seat, seat_width, &seat.tally));
            }
        }
        out
    }
}

fn row(name: &str, width: usize, seat: &str, seat_width: usize, t: &Tally) -> String {
    format!(
        "{name:width$}  {seat:seat_width$}  {:>5}  {:>5}  {:>6}  {:>5}  {:>10}  {:>6.1}  {:>11.1}\n",
        t.games,
        t.wins,
        t.losses,
        t.draws,
        t.unfinished,
        t.win_percent(),
        t.mean_length
    )
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

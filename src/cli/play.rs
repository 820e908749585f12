//! `yon play`: a game at the terminal in line mode — each player's seat taken by a human at the
//! prompt or by an agent; with no human, the agents play each other and every turn is shown.

use super::prompt::{Next, command};
use super::query::status;
use super::seats::{self, DEFAULT_OPPONENT, agents_help, usage};
use super::{CliResult, GameArgs, board, load, record};
use crate::agents::{Agent, Spec, derive_seed};
use crate::compile::rules::PlayerId;
use crate::engine::{Action, State};
use crate::record::Record;
use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;

#[derive(clap::Args, Debug)]
#[command(after_help = seats_help())]
pub struct Args {
    /// The game file (not needed with `--from`).
    #[arg(required_unless_present = "from")]
    file: Option<std::path::PathBuf>,
    /// Switch on an option the game declares (repeatable), e.g. `--opt seed-slides`.
    #[arg(long = "opt", value_name = "NAME")]
    options: Vec<String>,
    /// Actions to play first, separated by spaces, exactly as `yon legal` prints them.
    #[arg(long, value_name = "ACTIONS", default_value = "")]
    moves: String,
    /// Play this player yourself: a shortcut for `--PLAYER human`.
    #[arg(long = "as", value_name = "PLAYER")]
    seat: Option<String>,
    /// Seat an agent: `--seat white=mcts:time=2s`, the same as `--white mcts:time=2s` (needed
    /// only for a player named like one of these options).
    #[arg(long = "seat", value_name = "PLAYER=AGENT")]
    seats: Vec<String>,
    /// Seed of the agents' random choices: the same seed replays the same game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the game's record to this file when it ends or you quit (JSON if it ends in
    /// `.json`, text otherwise); `save FILE` at the prompt writes one at any time.
    #[arg(long, value_name = "FILE")]
    record: Option<std::path::PathBuf>,
    /// Resume the game of a record: its game file, options and actions.
    #[arg(long, value_name = "RECORD", conflicts_with_all = ["file", "options", "moves"])]
    from: Option<std::path::PathBuf>,
}

fn seats_help() -> String {
    format!(
        "Seats: name each player of the game file as a flag, e.g.
  yon play my.game --blue human --white mcts:time=2s
{}
A seat not named is yours if it is the `--as` player, or when no seat is human the first
one not named; the others get {DEFAULT_OPPONENT}. With no human seat the agents play
each other and the board is shown after every turn. An mcts with a time budget searches on
every core unless `threads=N` says otherwise.

At the prompt: an action (`c3`), a whole turn (`c3 e3`), legal, hint, why ACTION, undo,
save FILE, help, quit.",
        agents_help()
    )
}

pub const HELP: &str = "Type an action as `legal` lists it; a whole turn may be typed at once (`c3 e3`).
Commands: legal — the legal actions; hint — ask the search for an action; why ACTION — why an
action is illegal; undo — back to the start of your last turn; save FILE — write the game's
record; help; quit.";

/// One action of the game, who played it and in which turn.
#[derive(Clone, Copy, Debug)]
pub struct Played {
    pub action: Action,
    pub player: PlayerId,
    pub turn: u32,
}

/// A game being played: the state, everything played so far, and who sits where.
pub struct Game {
    pub state: State,
    /// Every action played since the start (after `--moves`), in order.
    pub history: Vec<Played>,
    /// The agent in each seat; `None` is a human at the prompt.
    agents: Vec<Option<Box<dyn Agent>>>,
    pub seed: u64,
    /// What a record of the game needs besides the history.
    origin: Origin,
}

/// Where a game came from: its file and text, the seats as typed, the start position and
/// the actions played before the history (from `--moves` or a resumed record).
struct Origin {
    path: String,
    source: String,
    seats: Vec<String>,
    start: State,
    before: Vec<Action>,
}

impl Game {
    /// Plays an action known to be legal and records it.
    pub fn play(&mut self, action: Action) {
        let played = Played { action, player: self.state.to_move(), turn: self.state.turn() };
        self.state.play_unchecked(action);
        self.history.push(played);
    }

    pub fn is_human(&self, player: PlayerId) -> bool {
        self.agents[player as usize].is_none()
    }

    /// Takes back actions to the start of the last turn a human began; false when none is left.
    pub fn undo_turn(&mut self) -> bool {
        while let Some(played) = self.history.pop() {
            self.state.undo();
            let turn_start = self.history.last().is_none_or(|before| before.turn != played.turn);
            if self.is_human(played.player) && turn_start {
                return true;
            }
        }
        false
    }

    /// The game so far as a record.
    pub fn record(&self) -> Record {
        let origin = &self.origin;
        let actions: Vec<Action> =
            origin.before.iter().copied().chain(self.history.iter().map(|p| p.action)).collect();
        Record::from_game(
            &origin.path,
            &origin.source,
            &origin.seats,
            Some(self.seed),
            &origin.start,
            &actions,
        )
    }

    /// Writes the record to a file and says so.
    pub fn save(&self, path: &Path) -> Result<(), super::Failure> {
        record::save(path, &self.record())?;
        println!("saved to {}", path.display());
        Ok(())
    }

    /// The actions played so far, space-separated as `--moves` takes them.
    pub fn moves(&self) -> String {
        let names: Vec<String> = self.history.iter().map(|p| self.state.format(p.action)).collect();
        names.join(" ")
    }
}

pub fn run(args: &Args) -> CliResult {
    let loaded = match (&args.from, &args.file) {
        (Some(path), _) => resumed(path)?,
        (None, Some(file)) => {
            let game =
                GameArgs { file: file.clone(), options: args.options.clone(), moves: args.moves.clone() };
            load::game(&game)?
        }
        (None, None) => return Err(usage("a game file or --from RECORD is needed".into())),
    };
    let state = loaded.state.clone();
    let players = state.rules().players.clone();
    let specs = seat_specs(args, &players)?;
    let clock = seats::clock();
    let agents = specs
        .iter()
        .enumerate()
        .map(|(i, spec)| spec.build(derive_seed(args.seed, i as u64), &clock))
        .collect();
    let origin = Origin {
        path: loaded.path,
        source: loaded.source,
        seats: specs.iter().map(|s| s.to_string()).collect(),
        start: loaded.start,
        before: loaded.moves,
    };
    let mut game = Game { state, history: Vec::new(), agents, seed: args.seed, origin };
    let seating: Vec<String> = players.iter().zip(&specs).map(|(p, s)| format!("{p}: {s}")).collect();
    println!("{} — {}", game.state.rules().title, seating.join(", "));
    if specs.iter().any(Spec::is_human) {
        println!("{HELP}");
    } else {
        print!("{}", board::draw(&game.state));
    }
    play_out(&mut game);
    match &args.record {
        Some(path) => game.save(path),
        None => Ok(()),
    }
}

/// A recorded game, brought back to go on from its last action.
fn resumed(path: &Path) -> Result<load::Loaded, super::Failure> {
    let resumed = record::resume(path)?;
    let start = State::new(std::sync::Arc::clone(resumed.state.rules()));
    println!("resumed {} after {} actions", path.display(), resumed.actions.len());
    Ok(load::Loaded {
        path: resumed.record.game.path.clone(),
        source: resumed.game.source,
        start,
        moves: resumed.actions,
        state: resumed.state,
    })
}

/// Each player's spec: the seats given, then `--as` or the first free seat as a human, then
/// the default opponent.
fn seat_specs(args: &Args, players: &[String]) -> Result<Vec<Spec>, super::Failure> {
    let mut seats = seats::assign(&args.seats, players)?;
    if let Some(name) = &args.seat {
        let index = players.iter().position(|p| p == name).ok_or_else(|| {
            usage(format!(
                "--as: `{name}` is not a player of this game; its players are {}",
                players.join(", ")
            ))
        })?;
        if seats[index].as_ref().is_some_and(|s| !s.is_human()) {
            return Err(usage(format!("--as {name}, but {name} is also given an agent")));
        }
        seats[index] = Some(Spec::Human);
    }
    if !seats.iter().flatten().any(Spec::is_human)
        && let Some(free) = seats.iter_mut().find(|s| s.is_none())
    {
        *free = Some(Spec::Human);
    }
    let opponent: Spec = DEFAULT_OPPONENT.parse().expect("the default opponent is a valid spec");
    let mut specs: Vec<Spec> = seats.into_iter().map(|s| s.unwrap_or_else(|| opponent.clone())).collect();
    specs.iter_mut().for_each(seats::use_cores);
    Ok(specs)
}

/// Plays until the game ends or a human quits.
fn play_out(game: &mut Game) {
    let stdin = std::io::stdin();
    // Typed input is on the screen already; piped input is echoed so the transcript reads well.
    let echo = !stdin.is_terminal();
    let mut lines = stdin.lock().lines();
    let watching = (0..game.agents.len()).all(|p| !game.is_human(p as PlayerId));
    // The board is drawn again only when the position changed since it was last shown.
    let mut shown = None;
    loop {
        if game.state.outcome().is_some() {
            print!("{}", board::draw(&game.state));
            println!("{}", status(&mut game.state));
            println!("actions: {}", game.moves());
            return;
        }
        let player = game.state.to_move();
        if let Some(agent) = game.agents[player as usize].as_mut() {
            let (turn, action) = (game.state.turn(), agent.choose(&game.state));
            let name = &game.state.rules().players[player as usize];
            println!("{name} plays {}", game.state.format(action));
            game.play(action);
            if watching && game.state.turn() != turn && game.state.known_outcome().is_none() {
                print!("{}", board::draw(&game.state));
            }
            continue;
        }
        let position = (game.state.ply(), game.state.hash());
        if shown != Some(position) {
            print!("{}", board::draw(&game.state));
            shown = Some(position);
        }
        print!("{}> ", game.state.rules().players[player as usize]);
        std::io::stdout().flush().ok();
        let Some(Ok(line)) = lines.next() else {
            println!();
            return;
        };
        if echo {
            println!("{line}");
        }
        if command(game, line.trim()) == Next::Quit {
            return;
        }
    }
}

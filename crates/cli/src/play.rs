//! `yon play`: a game at the terminal in line mode — each player's seat taken by a human at the
//! prompt or by an agent; with no human, the agents play each other and every turn is shown.

use super::ending::{self, After};
use super::game::Game;
use super::input::{Line, read_line};
use super::keep::{Keeper, Kept};
use super::prompt::{Next, command};
use super::query::status;
use super::seats::{self, DEFAULT_OPPONENT, DEFAULT_THINKING, agents_help, usage};
use super::{CliResult, GameArgs, board, load, record, think};
use std::io::IsTerminal;
use std::path::Path;
use yon::agents::{Spec, derive_seed, throw};
use yon::engine::{Action, State};
use yon_view::draw::{Recent, effects};

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
    /// Write the game's record to this file: at once (so a path that cannot be written is
    /// found out before play), and again however the game ends — its end, `quit`, the end of
    /// input, Ctrl-C (JSON if it ends in `.json`, text otherwise). `save FILE` at the prompt
    /// writes one at any time.
    #[arg(long, value_name = "FILE")]
    record: Option<std::path::PathBuf>,
    /// Stop the game, unfinished, after this many actions (at most 1,000,000).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    cap: u64,
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
one not named; the others get {DEFAULT_OPPONENT}, or {DEFAULT_THINKING} in a game where
those iterations would take longer (a tenth of a second of random games decides). With no
human seat the agents play each other and the board is shown after every turn. An mcts with
a time budget searches on every core unless `threads=N` says otherwise.

At the prompt: an action (`c3`), a whole turn (`c3 e3`), legal, hint, why ACTION, rules,
undo, save FILE, help, quit. At a terminal, quit offers to save a game not saved, and after the
result you may undo, save FILE, start a new game (same seats and options) or quit; with
input piped in (unless YON_INTERACTIVE=1) quit quits and the game ends with its result.",
        agents_help()
    )
}

pub const HELP: &str = "Type an action as `legal` lists it; a whole turn may be typed at once (`c3 e3`).
Commands: legal — the legal actions; hint — ask the search for an action; why ACTION — why an
action is illegal; rules — the game's rules in words; undo — back to the start of your last
turn; save FILE — write the game's record; help; quit (asks first when the game is not saved).";

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
    let specs = seat_specs(args, &players, &state)?;
    let clock = seats::clock();
    let agents = specs
        .iter()
        .enumerate()
        .map(|(i, spec)| spec.build(derive_seed(args.seed, i as u64), &clock))
        .collect();
    let keeper = Keeper::new(Kept {
        path: loaded.path,
        source: loaded.source,
        seats: specs.iter().map(|s| s.to_string()).collect(),
        seed: args.seed,
        start: loaded.start,
        actions: loaded.moves,
    });
    if let Some(path) = &args.record {
        // A record that cannot be written is found out before the first action.
        keeper.lock().save(path)?;
    }
    let names = specs.iter().map(Spec::to_string).collect();
    let mut game = Game::new(state, (agents, names), args.seed, keeper.clone(), args.record.clone());
    outln!("{} — {}", game.state.rules().title, game.seating());
    // What the game is, before its first move: a player may not have read the file.
    let about = &game.state.rules().about;
    for line in [about.description.clone(), yon_view::explain::credit(about).map(|c| format!("by {c}"))]
        .into_iter()
        .flatten()
    {
        outln!("{line}");
    }
    if specs.iter().any(Spec::is_human) {
        outln!("{HELP}");
    } else {
        out!("{}", board::draw(&game.state, &Recent::last_turn(&game.state)));
    }
    keeper.guard(args.record.clone());
    play_out(&mut game, args.cap);
    keeper.release();
    Ok(())
}

/// A recorded game, brought back to go on from its last action.
fn resumed(path: &Path) -> Result<load::Loaded, super::Failure> {
    let resumed = record::resume(path)?;
    let start = State::new(std::sync::Arc::clone(resumed.state.rules()));
    outln!("resumed {} after {} actions", path.display(), resumed.actions.len());
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
fn seat_specs(args: &Args, players: &[String], start: &State) -> Result<Vec<Spec>, super::Failure> {
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
    // Some seat is a person's once filled, so a seat nobody named faces one.
    Ok(seats::one_human(seats, seats::default_opponent(start)))
}

/// Plays until the game ends (or reaches `cap` actions) or a human quits; however it ends,
/// the game is left through `Game::leave`.
fn play_out(game: &mut Game, cap: u64) {
    let stdin = std::io::stdin();
    // Typed input is on the screen already; piped input is echoed so the transcript reads well.
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    let watching = (0..game.agents.len()).all(|seat| !game.is_human(seat));
    // The board is drawn again only when the position changed since it was last shown.
    let mut shown = None;
    let mut over = false;
    loop {
        if !over && (game.state.outcome().is_some() || game.history.len() as u64 >= cap) {
            over = true;
            let recent = if watching { Recent::last_turn(&game.state) } else { game.missed() };
            out!("{}", board::draw(&game.state, &recent));
            if game.state.outcome().is_some() {
                outln!("{}", status(&mut game.state));
                if game.state.seats().swapped() {
                    outln!("seats: {}", game.seating());
                }
            } else {
                outln!("stopped after {cap} actions (--cap): the game is unfinished");
            }
            let left = game.leave();
            // A script or a table of agents ends here, as it always has; a person may go on.
            if left && (watching || !ending::interactive()) {
                return;
            }
            if left {
                outln!("{}", ending::OVER_HELP);
            }
        }
        let player = game.state.to_move();
        if !over && let Some(roll) = throw(&game.state, &mut game.dice) {
            outln!("{}", throws(&game.state, roll));
            // A throw is nobody's choice: it is played for the player, who is told the dice.
            let _ = game.play(roll);
            continue;
        }
        if !over && let Some(agent) = game.agents[game.state.seat_to_move()].as_mut() {
            let name = game.state.rules().players[player as usize].clone();
            let (turn, action) = (game.state.turn(), think::choose(agent.as_mut(), &game.state, &name));
            let seats = game.state.seats();
            // Kept before it is announced: a game interrupted then holds what was shown.
            let by_check = game.play(action);
            outln!("{}", announce(game, &name));
            if let Some(told) = by_check {
                outln!("{told}");
            }
            if game.state.seats() != seats {
                outln!("the seats are swapped — {}", game.seating());
            }
            let ends_turn = game.state.turn() != turn || game.state.to_move() != player;
            if watching
                && ends_turn
                && game.state.known_outcome().is_none()
                && (game.history.len() as u64) < cap
            {
                out!("{}", board::draw(&game.state, &Recent::last_turn(&game.state)));
                shown = Some((game.state.ply(), game.state.hash()));
            }
            continue;
        }
        let position = (game.state.ply(), game.state.hash());
        if !over && shown != Some(position) {
            out!("{}", board::draw(&game.state, &game.missed()));
            shown = Some(position);
        }
        let prompt = if over { "over" } else { game.state.rules().players[player as usize].as_str() };
        out!("{prompt}> ");
        let line = match read_line(&mut input) {
            Line::End => {
                outln!();
                if !over {
                    game.leave();
                }
                return;
            }
            Line::Unreadable(why) => {
                outln!("{why}; type it again");
                continue;
            }
            Line::Text(line) => line,
        };
        if echo {
            outln!("{line}");
        }
        if over {
            match ending::after(game, line.trim(), &mut input, echo) {
                After::Over => {}
                After::Resume => (over, shown) = (false, None),
                After::Quit => return,
            }
        } else if command(game, line.trim()) == Next::Quit
            && ending::confirm_quit(game, &mut input, echo)
            && game.leave()
        {
            return;
        }
    }
}

/// `west plays b2-c1, takes your silver`: the action just played and what it did.
/// A throw as the player is told it: `white throws 3` (the total of lots read as one),
/// `white rolls 3-5` (dice read one by one), `the opening throw: white 5, black 3; white
/// starts`, or what chance plays (a random setup's draw, an action played by chance).
fn throws(state: &State, roll: Action) -> String {
    let players = &state.rules().players;
    let shown = state.thrown(roll).unwrap_or_default();
    if state.is_opening() {
        let each: Vec<String> = players.iter().zip(&shown).map(|(p, v)| format!("{p} {v}")).collect();
        let starter = shown.iter().enumerate().max_by_key(|&(_, v)| v).map_or(0, |(i, _)| i);
        return format!("the opening throw: {}; {} starts", each.join(", "), players[starter]);
    }
    if shown.is_empty() {
        return format!("chance plays {}", state.format(roll));
    }
    let name = &players[state.to_move() as usize];
    let values: Vec<String> = shown.iter().map(u8::to_string).collect();
    let verb = if shown.len() > 1 { "rolls" } else { "throws" };
    format!("{name} {verb} {}", values.join("-"))
}

fn announce(game: &Game, name: &str) -> String {
    let recent = Recent::since(&game.state, game.state.ply().saturating_sub(1), game.viewer());
    let Some(step) = recent.steps.first() else { return format!("{name} plays") };
    let did = effects(game.state.rules(), step, recent.viewer);
    let did = if did.is_empty() { String::new() } else { format!(", {}", did.join(", ")) };
    format!("{name} plays {}{did}", step.name)
}

//! `yon play`: a line-mode game at the terminal, you against a random player.

use super::query::status;
use super::{CliResult, GameArgs, board, load};
use crate::agents::Rng;
use crate::engine::{Action, State};
use std::io::{BufRead, Write};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The player you play (default: the first player); every other seat is random.
    #[arg(long = "as", value_name = "PLAYER")]
    seat: Option<String>,
    /// Seed of the random player.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

const HELP: &str = "Type an action as `legal` lists it (a whole turn may be typed at once: `c3 e3`).
Commands: legal — list the legal actions; undo — take back your last turn; help; quit.";

pub fn run(args: &Args) -> CliResult {
    let mut state = load::state(&args.game)?;
    let players = state.rules().players.clone();
    let human = match &args.seat {
        None => 0,
        Some(name) => players.iter().position(|p| p == name).ok_or_else(|| {
            super::Failure::new(
                super::exit::USAGE,
                format!("--as: no player `{name}`; players are {}", players.join(", ")),
            )
        })? as u8,
    };
    let mut rng = Rng::new(args.seed);
    println!("{} — you are {}. {HELP}", state.rules().title, players[human as usize]);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    // The board is drawn again only when the position changed since it was last shown.
    let mut shown = None;
    loop {
        if state.outcome().is_some() {
            print!("{}", board::draw(&state));
            println!("{}", status(&mut state));
            return Ok(());
        }
        if state.to_move() != human {
            let action = random_action(&mut state, &mut rng);
            println!("{} plays {}", players[state.to_move() as usize], state.format(action));
            state.play_unchecked(action);
            continue;
        }
        let position = (state.ply(), state.hash());
        if shown != Some(position) {
            println!("{}{}", board::draw(&state), status(&mut state));
            shown = Some(position);
        }
        print!("> ");
        std::io::stdout().flush().ok();
        let Some(Ok(line)) = lines.next() else {
            println!();
            return Ok(());
        };
        if !command(&mut state, line.trim(), human) {
            return Ok(());
        }
    }
}

fn random_action(state: &mut State, rng: &mut Rng) -> Action {
    state.sample(&mut |n| rng.below(n)).expect("a game without a result has a legal action")
}

/// Handles one line of input; returns false to quit.
fn command(state: &mut State, line: &str, human: u8) -> bool {
    match line {
        "quit" | "exit" => return false,
        "help" | "?" => println!("{HELP}"),
        "legal" => {
            let mut actions = Vec::new();
            state.legal_actions(&mut actions);
            let names: Vec<String> = actions.iter().map(|a| state.format(*a)).collect();
            println!("{}", names.join(" "));
        }
        "undo" => undo_turn(state, human),
        "" => {}
        _ => {
            for text in line.split_whitespace() {
                if state.to_move() != human || state.known_outcome().is_some() {
                    println!("`{text}` ignored: it is no longer your turn");
                    break;
                }
                match state.parse_action(text) {
                    Ok(action) => state.play_unchecked(action),
                    Err(why) => {
                        println!("`{text}` cannot be played: {why}");
                        break;
                    }
                }
            }
        }
    }
    true
}

/// Takes back actions until it is the human's turn again, before their last action.
fn undo_turn(state: &mut State, human: u8) {
    if state.ply() == 0 {
        println!("nothing to undo");
        return;
    }
    state.undo();
    while state.ply() > 0 && state.to_move() != human {
        state.undo();
    }
}

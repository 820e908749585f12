//! `yon legal`: the legal actions of a position, one per line.

use super::{CliResult, GameArgs, load};
use yon::engine::State;

#[derive(clap::Args, Debug)]
pub struct LegalArgs {
    #[command(flatten)]
    game: GameArgs,
}

pub fn legal(args: &LegalArgs) -> CliResult {
    let mut state = load::state(&args.game)?;
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    for action in &actions {
        outln!("{}", state.format(*action));
    }
    errln!("{}", status(&mut state));
    Ok(())
}

/// One line on who acts next or how the game ended.
pub fn status(state: &mut State) -> String {
    let rules = std::sync::Arc::clone(state.rules());
    match state.outcome() {
        None => {
            let last =
                state.last_action().map(|a| format!(", last action {}", state.format(a))).unwrap_or_default();
            let remembered =
                state.remembered().map(|(name, label)| format!(", {name} {label}")).unwrap_or_default();
            let player = &rules.players[state.to_move() as usize];
            let seats = if state.seats().swapped() { ", seats swapped" } else { "" };
            format!("to act: {player} (turn {}{last}{remembered}{seats})", state.turn())
        }
        Some(outcome) => {
            let why = match outcome.rule {
                Some(i) => {
                    let origin = &rules.results[i as usize].origin;
                    format!("`{}`, line {}", origin.name, origin.line)
                }
                None => "no legal action and no rule for it".to_string(),
            };
            let seats = if state.seats().swapped() { "; seats swapped" } else { "" };
            format!("result: {} ({why}{seats})", outcome.describe(&rules.players))
        }
    }
}

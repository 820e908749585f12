//! `yon replay`: plays a record again, checking every action and the result, and shows the end
//! (or, with `--step`, every turn in `step`).

use super::record::{game_file, read, record_rules, warn_if_changed};
use super::{CliResult, Failure, colour_wanted, exit};
use std::io::IsTerminal;
use std::path::PathBuf;
use yon::engine::State;
use yon::record::{replay, replay_actions};
use yon_view::draw;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The record (text or JSON). Its game is the text it carries; a record without one (made
    /// before yon kept it) names its game file, looked for beside it, then in the working directory.
    record: PathBuf,
    /// Print a JSON report {record, game, hash_matches, game_text, actions, result, divergence} instead of the board.
    #[arg(long, conflicts_with = "step")]
    json: bool,
    /// Walk the record a turn at a time: the board after each turn, its actions marked; Enter
    /// for the next turn, `b` for the one before, a number to go to that turn, `q` to stop.
    /// Piped input is read the same way, a command a line; its end stops the walk.
    #[arg(long)]
    step: bool,
}

pub fn run(args: &Args) -> CliResult {
    let record = read(&args.record)?;
    let game = game_file(&args.record, &record)?;
    warn_if_changed(&record, &game);
    let rules = record_rules(&record, &game)?;
    if args.step {
        let (_, actions) = replay_actions(&record, std::sync::Arc::clone(&rules))
            .map_err(|d| Failure::new(exit::BAD_RECORD, format!("{}: {d}", args.record.display())))?;
        super::step::walk(&record, State::new(rules), &actions);
        return Ok(());
    }
    let replayed = replay(&record, rules);
    if args.json {
        let divergence = replayed
            .as_ref()
            .err()
            .map(|d| serde_json::json!({ "ply": d.ply, "action": d.action, "reason": d.to_string() }));
        let report = serde_json::json!({
            "record": args.record.display().to_string(),
            "game": game.path.display().to_string(),
            "hash_matches": game.hash_matches,
            "game_text": if game.from_record { "record" } else { "file" },
            "actions": record.length,
            "result": record.result.to_string(),
            "divergence": divergence,
        });
        outln!("{}", serde_json::to_string_pretty(&report).expect("JSON values always serialise"));
    }
    let state =
        replayed.map_err(|d| Failure::new(exit::BAD_RECORD, format!("{}: {d}", args.record.display())))?;
    if !args.json {
        out!("{}", draw::position(&state, colour_wanted(std::io::stdout().is_terminal())));
        outln!("replayed {} actions: {}", record.length, record.result);
    }
    Ok(())
}

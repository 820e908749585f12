//! `yon perft`: counts legal action (or turn) sequences to each depth, with time and speed.

use super::{CliResult, Failure, GameArgs, exit, load};
use std::time::Instant;
use yon::engine::{perft, perft_distinct_turns, perft_turns};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The deepest depth to count; every depth from 1 is printed.
    depth: u32,
    /// Count sequences of whole turns instead of actions (a multi-jump, or a move and its
    /// shot, counts once), as published tables of multi-action games count.
    #[arg(long)]
    turns: bool,
    /// With `--turns`: turns from one position that leave the same position count once (two
    /// orders of taking the same pieces), as the published tables of international draughts count.
    #[arg(long, requires = "turns")]
    distinct: bool,
    /// In a game with dice: count from the position after this throw of the first turn
    /// (`3-5`, or `4` for a total; with `highest starts`, the opening throw in the players'
    /// order: `2-1` is the first player's 2 and the second's 1), not from before it.
    #[arg(long, value_name = "DICE")]
    roll: Option<String>,
    /// Print a JSON array of {depth, nodes, seconds} instead.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> CliResult {
    let mut state = load::state(&args.game)?;
    if let Some(dice) = &args.roll {
        thrown(&mut state, dice)?;
    }
    let mut rows = Vec::new();
    for depth in 1..=args.depth {
        let start = Instant::now();
        let nodes = match (args.turns, args.distinct) {
            (true, true) => perft_distinct_turns(&mut state, depth),
            (true, false) => perft_turns(&mut state, depth),
            _ => perft(&mut state, depth),
        };
        let seconds = start.elapsed().as_secs_f64();
        if args.json {
            rows.push(serde_json::json!({ "depth": depth, "nodes": nodes, "seconds": seconds }));
        } else {
            let word = match (args.turns, args.distinct) {
                (true, true) => "distinct turns",
                (true, false) => "turns",
                _ => "perft",
            };
            outln!("{word} {depth} = {nodes}");
            errln!("  {seconds:.3} s, {}", rate(nodes as f64, seconds, "nodes/s"));
        }
    }
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&rows).expect("JSON values always serialise"));
    }
    Ok(())
}

/// Plays the throw `--roll` names, which must come first.
fn thrown(state: &mut yon::engine::State, dice: &str) -> CliResult {
    if !state.is_chance() {
        return Err(Failure::new(exit::USAGE, "--roll: this game does not start with a throw of the dice"));
    }
    let named = format!("roll {}", dice.trim());
    let throws: Vec<String> = state.chances().iter().map(|&(a, _)| state.format(a)).collect();
    match state.parse_action(&named) {
        Ok(roll) if roll.is_roll() => {
            state.play_unchecked(roll);
            Ok(())
        }
        _ => {
            let shown: Vec<&str> = throws.iter().map(|t| t.trim_start_matches("roll ")).collect();
            let message =
                format!("--roll {dice}: not a throw of this game's dice; they can show {}", shown.join(", "));
            Err(Failure::new(exit::USAGE, message))
        }
    }
}

/// `1.23 M nodes/s`
pub fn rate(count: f64, seconds: f64, unit: &str) -> String {
    let per_second = if seconds > 0.0 { count / seconds } else { f64::INFINITY };
    if per_second >= 1e6 {
        format!("{:.2} M {unit}", per_second / 1e6)
    } else if per_second >= 1e3 {
        format!("{:.1} k {unit}", per_second / 1e3)
    } else {
        format!("{per_second:.0} {unit}")
    }
}

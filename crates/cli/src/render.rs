//! `yon render`: a position as a text board on stdout, or as an SVG picture with `--svg`.

use super::{CliResult, Failure, GameArgs, colour_wanted, exit, load};
use std::io::IsTerminal;
use std::path::PathBuf;
use yon_view::{draw, svg};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// Write an SVG picture of the position to this file instead of printing the board.
    #[arg(long, value_name = "OUT.svg")]
    svg: Option<PathBuf>,
}

pub fn run(args: &Args) -> CliResult {
    let state = load::state(&args.game)?;
    match &args.svg {
        Some(path) => std::fs::write(path, svg::picture(&state))
            .map_err(|e| Failure::new(exit::IO, format!("cannot write {}: {e}", path.display()))),
        None => {
            out!("{}", draw::position(&state, colour_wanted(std::io::stdout().is_terminal())));
            Ok(())
        }
    }
}

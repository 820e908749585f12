//! `yon rules`: a game's rules in plain words (`yon_view::explain`), printed for a file or a
//! built-in game.

use super::{CliResult, load};
use std::path::PathBuf;
use yon_view::explain::explain;

#[derive(clap::Args, Debug)]
#[command(after_help = "\
Every sentence comes from a statement of the file, with its line number, so a rule that reads
wrong points at the line to fix. Options are described as written, off unless chosen.

Example:
  yon rules hex               the rules of the built-in Hex
  yon rules my.game           your own game, read back")]
pub struct Args {
    /// The game file, or the name of a built-in game (`yon list` shows them).
    file: PathBuf,
}

pub fn run(args: &Args) -> CliResult {
    let source = load::source(&args.file)?;
    let rules = load::rules_from(&args.file, &source, &[])?;
    let file = yon::syntax::parse(&source).map_err(|_| {
        super::Failure::new(super::exit::INVALID_GAME, "the file checked but does not parse again")
    })?;
    out!("{}", explain(&source, &file, &rules));
    Ok(())
}

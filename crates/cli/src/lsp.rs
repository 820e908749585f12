//! `yon lsp`: starts `yon_lsp`'s language server on stdin and stdout and turns how the editor
//! ended the session into the exit code the protocol asks for.

use super::{CliResult, Failure, exit};
use yon_lsp::Outcome;

/// Serve the Language Server Protocol on stdin/stdout, for editors (see below).
#[derive(clap::Args, Debug)]
#[command(after_help = yon_lsp::HELP)]
pub struct Args {}

/// Exit 0 after `shutdown`, 1 otherwise; 4 when the editor stopped reading.
pub fn run(_args: &Args) -> CliResult {
    match yon_lsp::run() {
        Outcome::ShutDown => Ok(()),
        Outcome::NotShutDown => Err(Failure::new(exit::INVALID_GAME, "")),
        Outcome::OutputClosed => Err(Failure::new(exit::IO, "yon lsp: the editor closed the connection")),
    }
}

//! View: what yon's front ends show of a game — the board as text (`draw`) and as SVG
//! (`svg`), the rules in words (`explain`), diagnostics as text and JSON (`diagnostics`), files
//! read within yon's limits (`files`), and the game a browser page plays (`page`) — shared by
//! the command, the language server, the web server and the playground. No terminal or network
//! here: a front end prints or sends what this returns.

pub mod diagnostics;
pub mod draw;
pub mod explain;
pub mod files;
/// What the servers' fuzz tests share; not part of what a front end calls.
#[doc(hidden)]
pub mod fuzzing;
pub mod page;
pub mod seats;
pub mod svg;

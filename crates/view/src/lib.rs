//! View: what yon's front ends show of a game — the board as text (`draw`) and as SVG
//! (`svg`), the rules in words (`explain`), files read within yon's limits (`files`) — shared
//! by the command, the language server, the web server and the playground. No terminal or
//! network here: a front end prints what this returns.

pub mod draw;
pub mod explain;
pub mod files;
/// What the servers' fuzz tests share; not part of what a front end calls.
#[doc(hidden)]
pub mod fuzzing;
pub mod svg;

//! Page: the one game a browser page plays, by requests with the HTTP left out — `route` answers
//! the page's JSON API on a `session` (the line of actions and the seats), `state` says the game
//! as the page draws it (`dice` the throw its moves are by), `think` lets an agent move while
//! `live` shows its search at work, and `playground` adds what the page asks when no server is
//! behind it. The same for `yon serve` (`crates/serve`) and the WebAssembly playground; pure: no
//! file, socket or clock of its own (a session keeps time by the clock it is given).

pub mod dice;
pub mod live;
pub mod playground;
pub mod route;
pub mod session;
pub mod state;
pub mod think;

pub use route::Answer;

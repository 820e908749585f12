//! yon's web server: one game (a `yon_view::page` session) played in a browser — a local HTTP
//! server on 127.0.0.1 (`http`) that serves the page (`web/`) and the game's JSON API
//! (`api`), refusing what a page elsewhere would send. `yon serve` reads the command line,
//! seats the players and starts it.

mod api;
#[cfg(test)]
mod fuzz;
mod http;

use http::{Limits, Request, Response};
use std::net::{SocketAddr, TcpListener};
use std::sync::mpsc::Sender;
use yon_view::files::MAX_RECORD_BYTES;
use yon_view::page::live::Live;
use yon_view::page::session::Session;

/// A server listening on 127.0.0.1, not yet serving.
pub struct Server {
    listener: TcpListener,
    address: SocketAddr,
}

impl Server {
    /// Listens on 127.0.0.1 only, at `port` (0 takes any free port); refused with why.
    pub fn bind(port: u16) -> Result<Server, String> {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
        let address = listener.local_addr().map_err(|e| format!("no address: {e}"))?;
        Ok(Server { listener, address })
    }

    /// The page's address: `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.address)
    }

    /// Serves the page and `session`'s game until the process ends.
    pub fn run(self, mut session: Session) {
        // The game's requests one at a time, on a thread of their own that never touches a
        // socket: there is one game, and the page waits for each answer. The connection threads
        // read each request whole first, so a slow client holds only its own thread. Only the
        // search's progress is answered meanwhile, by the connection thread, so the page can
        // show a search that takes seconds at work; it reads the time by the session's clock.
        let (live, clock) = (Live::default(), session.clock.clone());
        let (sender, receiver) = std::sync::mpsc::channel::<(Request, Sender<Response>)>();
        let playing = live.clone();
        std::thread::spawn(move || {
            for (request, reply) in receiver {
                let answered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    api::answer(&mut session, &playing, &request)
                }));
                let answer = answered.unwrap_or_else(|_| Response::error(500, FAILED));
                reply.send(answer).ok();
            }
        });
        let limits = Limits { head: 16 << 10, body: MAX_RECORD_BYTES };
        http::serve(self.listener, limits, move |request| {
            if api::is_progress(&request) {
                return api::progress(&live, &request, clock());
            }
            let (reply, answer) = std::sync::mpsc::channel();
            match (sender.send((request, reply)), answer.recv()) {
                (Ok(()), Ok(answer)) => answer,
                _ => Response::error(500, FAILED),
            }
        });
    }
}

/// Said when the game could not answer: an error of yon's own, not of the request.
const FAILED: &str = "yon serve failed on this request (a bug: please report it)";

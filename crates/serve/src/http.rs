//! Http: the small HTTP/1.1 server `yon serve` needs on 127.0.0.1 — a fixed pool of connection
//! threads, each request read whole within a deadline and size limits, one request a
//! connection. A client that stalls, floods or sends nonsense costs one thread for a few
//! seconds and is answered with a status, never the server.

use std::io::{self, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Connections served at once: the page makes a few requests at a time, so this many leaves
/// room for a page and its progress polls beside a handful of stalled clients.
pub const WORKERS: usize = 16;
/// Connections accepted and waiting for a thread; past this a connection is answered 503.
const WAITING: usize = 64;
/// The longest a read may wait for the client's next bytes.
const STALL: Duration = Duration::from_secs(5);
/// The longest a whole request may take to arrive (a record of the largest size arrives over
/// loopback in well under a second).
const WHOLE_REQUEST: Duration = Duration::from_secs(30);
/// The longest a response may take to be taken by the client.
const WRITE: Duration = Duration::from_secs(10);

/// What the server reads at the most.
#[derive(Clone, Copy)]
pub struct Limits {
    /// The request line and headers together.
    pub head: usize,
    pub body: u64,
}

/// A request as it arrived: method, target (path and query), headers in order, body bytes.
#[derive(Debug)]
pub struct Request {
    pub method: String,
    pub target: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Request {
    /// The first header of that name (case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// What a request is answered with: a status, a content type and a body (the page's game
/// answers in the same shape).
pub use yon_view::page::Answer as Response;

/// Serves `listener` until the process ends: each request read by a pool thread and answered
/// by `handler`, which runs on that thread.
pub fn serve(
    listener: TcpListener,
    limits: Limits,
    handler: impl Fn(Request) -> Response + Send + Sync + 'static,
) {
    let (sender, receiver) = sync_channel::<TcpStream>(WAITING);
    let receiver = Arc::new(Mutex::new(receiver));
    let handler = Arc::new(handler);
    for _ in 0..WORKERS {
        let (receiver, handler) = (Arc::clone(&receiver), Arc::clone(&handler));
        std::thread::spawn(move || work(&receiver, limits, &*handler));
    }
    for stream in listener.incoming().flatten() {
        accept(&sender, stream);
    }
}

/// Hands a connection to the pool, or answers 503 at once when the pool and its queue are full.
fn accept(pool: &SyncSender<TcpStream>, stream: TcpStream) {
    match pool.try_send(stream) {
        Ok(()) => {}
        Err(TrySendError::Full(mut stream)) => {
            // A short write timeout: a flood must not stall the thread that accepts.
            stream.set_write_timeout(Some(Duration::from_millis(100))).ok();
            let busy = Response::error(503, "the server is busy: too many connections; try again");
            write_response(&mut stream, &busy).ok();
        }
        Err(TrySendError::Disconnected(_)) => {}
    }
}

fn work(pool: &Mutex<Receiver<TcpStream>>, limits: Limits, handler: &(dyn Fn(Request) -> Response + Sync)) {
    loop {
        // The lock is held only while waiting for the next connection, not while serving it.
        let next = pool.lock().map(|receiver| receiver.recv());
        let Ok(Ok(stream)) = next else { return };
        connection(stream, limits, handler);
    }
}

/// One connection: its request read, answered, and the connection closed.
fn connection(stream: TcpStream, limits: Limits, handler: &(dyn Fn(Request) -> Response + Sync)) {
    stream.set_write_timeout(Some(WRITE)).ok();
    stream.set_nodelay(true).ok();
    let mut timed = Timed { stream, deadline: Instant::now() + WHOLE_REQUEST };
    let response = match read_request(&mut timed, limits) {
        Ok(request) => handler(request),
        Err(refused) => refused,
    };
    write_response(&mut timed.stream, &response).ok();
    timed.stream.shutdown(std::net::Shutdown::Both).ok();
}

/// A stream whose every read waits at most `STALL`, and none past the deadline.
struct Timed {
    stream: TcpStream,
    deadline: Instant,
}

impl Read for Timed {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        self.stream.set_read_timeout(Some(left.min(STALL)))?;
        self.stream.read(buf)
    }
}

/// Reads one request: the head up to the blank line, then `Content-Length` bytes of body.
/// Anything else is refused with the status to answer: 400 malformed, 408 too slow, 413 body
/// too long, 431 head too long, 501 a transfer encoding, 505 not HTTP/1.
pub fn read_request(input: &mut impl Read, limits: Limits) -> Result<Request, Response> {
    let mut bytes = Vec::new();
    let head_end = loop {
        if let Some(end) = find_head_end(&bytes) {
            break end;
        }
        if bytes.len() > limits.head {
            return Err(Response::error(
                431,
                format!("the request's head is longer than {} bytes", limits.head),
            ));
        }
        let mut chunk = [0; 4096];
        let read = input.read(&mut chunk).map_err(too_slow)?;
        if read == 0 {
            return Err(Response::error(400, "the connection closed before the request's head ended"));
        }
        bytes.extend_from_slice(&chunk[..read]);
    };
    if head_end.0 > limits.head {
        return Err(Response::error(431, format!("the request's head is longer than {} bytes", limits.head)));
    }
    let (head, rest) = (&bytes[..head_end.0], &bytes[head_end.1..]);
    let mut request = parse_head(head)?;
    let length = body_length(&request, limits)?;
    let mut body = rest[..rest.len().min(length)].to_vec();
    let missing = length - body.len();
    input.take(missing as u64).read_to_end(&mut body).map_err(too_slow)?;
    if body.len() < length {
        return Err(Response::error(400, format!("the body ended after {} of {length} bytes", body.len())));
    }
    request.body = body;
    Ok(request)
}

fn too_slow(error: io::Error) -> Response {
    match error.kind() {
        io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock => {
            Response::error(408, "the request arrived too slowly; it was given up")
        }
        _ => Response::error(400, format!("the request does not read: {error}")),
    }
}

/// Where the head ends and the body starts: after `\r\n\r\n` (or a bare `\n\n`).
fn find_head_end(bytes: &[u8]) -> Option<(usize, usize)> {
    let crlf = bytes.windows(4).position(|w| w == b"\r\n\r\n").map(|i| (i, i + 4));
    let lf = bytes.windows(2).position(|w| w == b"\n\n").map(|i| (i, i + 2));
    match (crlf, lf) {
        (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
        (a, b) => a.or(b),
    }
}

/// The request line and the headers.
fn parse_head(head: &[u8]) -> Result<Request, Response> {
    let head =
        std::str::from_utf8(head).map_err(|_| Response::error(400, "the request's head is not UTF-8"))?;
    let mut lines = head.split('\n').map(|line| line.strip_suffix('\r').unwrap_or(line));
    let first = lines.next().unwrap_or_default();
    let mut words = first.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return Err(Response::error(400, format!("not a request line: {first:?}")));
    };
    if method.is_empty() || !method.bytes().all(|b| b.is_ascii_uppercase()) || !target.starts_with('/') {
        return Err(Response::error(400, format!("not a request line: {first:?}")));
    }
    if !version.starts_with("HTTP/1.") {
        return Err(Response::error(505, format!("{version} is not spoken here; HTTP/1.1 is")));
    }
    let mut headers = Vec::new();
    for line in lines {
        let Some((name, value)) = line.split_once(':') else {
            return Err(Response::error(400, format!("not a header: {line:?}")));
        };
        if name.is_empty() || name.bytes().any(|b| b.is_ascii_whitespace() || b.is_ascii_control()) {
            return Err(Response::error(400, format!("not a header name: {name:?}")));
        }
        headers.push((name.to_string(), value.trim().to_string()));
    }
    Ok(Request { method: method.to_string(), target: target.to_string(), headers, body: Vec::new() })
}

/// The body's length from `Content-Length` (none: no body); a transfer encoding is refused.
fn body_length(request: &Request, limits: Limits) -> Result<usize, Response> {
    if request.header("Transfer-Encoding").is_some() {
        return Err(Response::error(501, "a transfer encoding is not accepted: send Content-Length"));
    }
    let mut lengths = request.headers.iter().filter(|(n, _)| n.eq_ignore_ascii_case("Content-Length"));
    let Some((_, first)) = lengths.next() else { return Ok(0) };
    if lengths.any(|(_, other)| other != first) {
        return Err(Response::error(400, "two different Content-Length headers"));
    }
    let length: u64 = first
        .parse()
        .map_err(|_| Response::error(400, format!("Content-Length is not a number: {first:?}")))?;
    if length > limits.body {
        return Err(Response::error(413, format!("the body is longer than {} bytes", limits.body)));
    }
    usize::try_from(length).map_err(|_| Response::error(413, "the body is too long"))
}

/// Writes a response; every one closes its connection and forbids framing the page elsewhere.
pub fn write_response(output: &mut impl Write, response: &Response) -> io::Result<()> {
    let head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nConnection: close\r\n\
         Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n\
         Content-Security-Policy: frame-ancestors 'none'\r\n\r\n",
        response.status,
        reason(response.status),
        response.content_type,
        response.body.len()
    );
    output.write_all(head.as_bytes())?;
    output.write_all(response.body.as_bytes())?;
    output.flush()
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        409 => "Conflict",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "",
    }
}

#[cfg(test)]
mod tests;

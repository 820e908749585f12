//! The LSP wire: JSON-RPC messages framed by `Content-Length` headers on stdin and stdout.

use lsp_server::Message;
use std::io::{self, BufRead, Read, Write};

/// The largest message read; a game file is at most 1 MiB, so a larger one is no edit of one.
const MAX_MESSAGE: usize = 16 << 20;

/// What one read gave.
pub enum Incoming {
    Message(Message),
    /// A message that was skipped whole (bad header, too long, not JSON-RPC): why.
    Skipped(String),
    /// The end of the input, or a stream that cannot be read on.
    End,
}

/// Reads the next message. A malformed one is skipped whole, so the next one still reads.
pub fn read(input: &mut impl BufRead) -> Incoming {
    let mut length = None;
    let mut line = String::new();
    loop {
        line.clear();
        match input.read_line(&mut line) {
            Ok(0) | Err(_) => return Incoming::End,
            Ok(_) => {}
        }
        let header = line.trim_end_matches(['\r', '\n']);
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':')
            && name.trim().eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse::<usize>().ok();
        }
    }
    let Some(length) = length else { return Incoming::Skipped("a message without Content-Length".into()) };
    if length > MAX_MESSAGE {
        // Read past it, so that the next message starts where it should.
        return match io::copy(&mut input.take(length as u64), &mut io::sink()) {
            Ok(_) => Incoming::Skipped(format!("a message of {length} bytes (at most {MAX_MESSAGE})")),
            Err(_) => Incoming::End,
        };
    }
    let mut body = vec![0; length];
    if input.read_exact(&mut body).is_err() {
        return Incoming::End;
    }
    match serde_json::from_slice(&body) {
        Ok(message) => Incoming::Message(message),
        Err(error) => Incoming::Skipped(format!("not a JSON-RPC message: {error}")),
    }
}

/// Writes one message; an error means the client is gone.
pub fn write(output: &mut impl Write, message: Message) -> io::Result<()> {
    message.write(output)?;
    output.flush()
}

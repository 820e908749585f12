//! The LSP wire: JSON-RPC messages framed by `Content-Length` headers on stdin and stdout.

use lsp_server::Message;
use std::io::{self, BufRead, Read, Write};

/// The largest message read; a game file is at most 1 MiB, so a larger one is no edit of one.
const MAX_MESSAGE: usize = 16 << 20;
/// The longest header line read; the protocol's two headers are far shorter.
const MAX_HEADER_LINE: u64 = 4 << 10;

/// What one read gave.
pub enum Incoming {
    Message(Message),
    /// A message that was skipped whole (bad header, too long, not JSON-RPC): why.
    Skipped(String),
    /// The end of the input, or a stream that cannot be read on.
    End,
}

/// Reads the next message. A malformed one is skipped whole, so the next one still reads: a
/// header that is not UTF-8 or not a number, a body that is not JSON-RPC.
pub fn read(input: &mut impl BufRead) -> Incoming {
    let mut length = None;
    let mut malformed = None;
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.by_ref().take(MAX_HEADER_LINE).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return Incoming::End,
            Ok(_) => {}
        }
        if !line.ends_with(b"\n") && line.len() as u64 == MAX_HEADER_LINE {
            malformed = Some(format!("a header line longer than {MAX_HEADER_LINE} bytes"));
            // The rest of the line, a piece at a time, so that its end is not taken for a
            // header's.
            loop {
                line.clear();
                match input.by_ref().take(MAX_HEADER_LINE).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => return Incoming::End,
                    Ok(_) if line.ends_with(b"\n") => break,
                    Ok(_) => {}
                }
            }
            continue;
        }
        let Ok(header) = std::str::from_utf8(&line) else {
            malformed = Some("a header that is not UTF-8".to_string());
            continue;
        };
        let header = header.trim_end_matches(['\r', '\n']);
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':')
            && name.trim().eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse::<usize>().ok();
        }
    }
    let Some(length) = length else {
        return Incoming::Skipped(malformed.unwrap_or_else(|| "a message without Content-Length".into()));
    };
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
    if let Some(why) = malformed {
        return Incoming::Skipped(why);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8]) -> Vec<String> {
        let mut input = bytes;
        let mut seen = Vec::new();
        loop {
            match read(&mut input) {
                Incoming::Message(m) => seen.push(format!("message {m:?}")),
                Incoming::Skipped(why) => seen.push(format!("skipped {why}")),
                Incoming::End => return seen,
            }
        }
    }

    const EXIT: &str = r#"{"jsonrpc":"2.0","method":"exit"}"#;

    #[test]
    fn a_header_that_is_not_utf8_skips_its_message_and_the_next_one_reads() {
        let stream =
            format!("Content-Length: 2\r\nX-\u{0}: \r\n\r\n{{}}Content-Length: {}\r\n\r\n{EXIT}", EXIT.len());
        let mut bytes = stream.into_bytes();
        let bad = bytes.iter().position(|&b| b == 0).expect("the marker");
        bytes[bad] = 0xff;
        let seen = all(&bytes);
        assert_eq!(seen.len(), 2, "{seen:?}");
        assert!(seen[0].contains("not UTF-8"), "{seen:?}");
        assert!(seen[1].starts_with("message"), "{seen:?}");
    }

    #[test]
    fn an_endless_header_line_is_skipped_without_reading_it_whole() {
        let mut bytes = vec![b'x'; 3 * MAX_HEADER_LINE as usize];
        bytes.extend_from_slice(format!("\r\nContent-Length: {}\r\n\r\n{EXIT}", EXIT.len()).as_bytes());
        let seen = all(&bytes);
        assert!(seen[0].contains("longer than"), "{seen:?}");
        assert_eq!(seen.len(), 1, "the long line's message is skipped whole: {seen:?}");
    }
}

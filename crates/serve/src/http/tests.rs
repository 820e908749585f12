//! Tests of the HTTP server's reading: requests read whole, and each kind of bad one refused
//! with its status.

use super::*;

const LIMITS: Limits = Limits { head: 1024, body: 100 };

fn read(bytes: &[u8]) -> Result<Request, u16> {
    read_request(&mut &bytes[..], LIMITS).map_err(|refused| refused.status)
}

#[test]
fn a_request_is_read_with_its_headers_and_body() {
    let request =
        read(b"POST /api/play?x=1 HTTP/1.1\r\nHost: localhost:8\r\ncontent-length: 4\r\n\r\nabcdEXTRA")
            .expect("a request");
    assert_eq!((request.method.as_str(), request.target.as_str()), ("POST", "/api/play?x=1"));
    assert_eq!(request.header("HOST"), Some("localhost:8"));
    assert_eq!(request.body, b"abcd", "the body is Content-Length bytes, no more");
    let bare = read(b"GET / HTTP/1.0\nHost: x\n\n").expect("bare line feeds");
    assert_eq!((bare.method.as_str(), bare.body.len()), ("GET", 0));
}

#[test]
fn each_kind_of_bad_request_has_its_status() {
    for (bytes, status) in [
        (&b"GET / HTTP/1.1\r\nHost: x\r\n"[..], 400),
        (b"GET / HTTP/2\r\n\r\n", 505),
        (b"GET nowhere HTTP/1.1\r\n\r\n", 400),
        (b"get / HTTP/1.1\r\n\r\n", 400),
        (b"GET / HTTP/1.1 extra\r\n\r\n", 400),
        (b"GET / HTTP/1.1\r\nno colon\r\n\r\n", 400),
        (b"GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", 400),
        (b"GET / HTTP/1.1\r\nX: \xff\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n", 413),
        (b"POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nabc", 400),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501),
        (b"POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc", 400),
    ] {
        assert_eq!(read(bytes).map(|r| r.method), Err(status), "{}", String::from_utf8_lossy(bytes));
    }
    let long = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(2000));
    assert_eq!(read(long.as_bytes()).map(|r| r.method), Err(431));
}

/// A client that sends part of a request and then nothing: each read times out.
struct Stalled(&'static [u8]);

impl Read for Stalled {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.0.is_empty() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        let n = self.0.len().min(buf.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

#[test]
fn a_client_that_stalls_is_given_up_with_408() {
    for sent in [&b"GET / HT"[..], b"POST / HTTP/1.1\r\nContent-Length: 50\r\n\r\n{"] {
        let refused = read_request(&mut Stalled(sent), LIMITS).map(|r| r.method);
        assert_eq!(refused.map_err(|r| r.status), Err(408));
    }
}

#[test]
fn a_response_closes_its_connection_and_may_not_be_framed() {
    let mut out = Vec::new();
    write_response(&mut out, &Response::error(409, "no")).expect("written");
    let text = String::from_utf8(out).expect("text");
    assert!(text.starts_with("HTTP/1.1 409 Conflict\r\n"), "{text}");
    for header in ["Connection: close", "X-Frame-Options: DENY", "Content-Length: 14"] {
        assert!(text.contains(header), "{header} in {text}");
    }
    assert!(text.ends_with("\r\n\r\n{\"error\":\"no\"}"), "{text}");
}

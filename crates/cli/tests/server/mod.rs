//! A `yon serve` started for a test: the address it prints, a tiny HTTP client over std's
//! `TcpStream`, and the process stopped when the test is done with it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT/`
    pub url: String,
    /// `127.0.0.1:PORT`
    pub address: String,
}

impl Server {
    /// Starts `yon serve --no-open --port 0 ARGS…` in the crate's folder and waits for its address.
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
            .args(["serve", "--no-open", "--port", "0"])
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("yon serve starts");
        let mut line = String::new();
        let stdout = child.stdout.take().expect("stdout is piped");
        BufReader::new(stdout).read_line(&mut line).expect("yon serve prints its address");
        let Some(start) = line.find("http://") else {
            child.kill().ok();
            panic!("no address in {line:?}");
        };
        let url = line[start..].split_whitespace().next().expect("an address").to_string();
        let address = url.trim_start_matches("http://").trim_end_matches('/').to_string();
        Server { child, url, address }
    }

    /// One request; the status and the body.
    pub fn request(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        self.request_to(&self.address, method, path, body)
    }

    /// One request naming `host` as the server it is meant for. A POST says it is JSON, as
    /// the page's requests do.
    pub fn request_to(&self, host: &str, method: &str, path: &str, body: &str) -> (u16, String) {
        let json = if method == "POST" { "Content-Type: application/json\r\n" } else { "" };
        self.raw(&format!(
            "{method} {path} HTTP/1.1\r\nHost: {host}\r\n{json}Connection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ))
    }

    /// One request sent as written; the status and the body.
    pub fn raw(&self, request: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.address).expect("the server accepts");
        stream.set_read_timeout(Some(Duration::from_secs(120))).expect("a timeout can be set");
        stream.write_all(request.as_bytes()).expect("the request is sent");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("the answer is read");
        let (head, body) = answer.split_once("\r\n\r\n").expect("a head and a body");
        let status = head.split_whitespace().nth(1).and_then(|s| s.parse().ok()).expect("a status");
        (status, body.to_string())
    }

    /// The server's process id, to look at its threads.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// A request whose answer must be JSON with the given status.
    pub fn json(&self, method: &str, path: &str, body: &str, status: u16) -> serde_json::Value {
        let (got, text) = self.request(method, path, body);
        assert_eq!(got, status, "{method} {path} {body}: {text}");
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{method} {path}: not JSON ({e}): {text}"))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

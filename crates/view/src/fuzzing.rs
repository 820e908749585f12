//! Fuzzing: what the front ends' fuzz tests share — a time budget and byte mutations. Only in
//! tests: each server's fuzz test runs a short round in `cargo test` and as long as asked with
//! `YON_FUZZ_SECONDS=3600 cargo test --release --lib fuzz -- --nocapture`.

use std::time::{Duration, Instant};
use yon::engine::Rng;

/// How long one fuzz target runs: `YON_FUZZ_SECONDS`, or two seconds.
fn budget() -> Duration {
    let seconds = std::env::var("YON_FUZZ_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(2);
    Duration::from_secs(seconds)
}

/// The longest one case may take before it counts as a hang.
const SLOW: Duration = Duration::from_secs(10);

/// Runs `case` on seeds 0, 1, 2, … until the budget is spent (and at least `least` cases), then
/// says how many ran. A case that panics or takes longer than `SLOW` fails with its seed, so
/// it can be run again alone.
pub fn run(target: &str, least: u64, mut case: impl FnMut(u64)) {
    let (started, budget) = (Instant::now(), budget());
    let mut seed = 0;
    while seed < least || started.elapsed() < budget {
        let began = Instant::now();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| case(seed)));
        if let Err(panic) = outcome {
            eprintln!("fuzz {target}: seed {seed} failed");
            std::panic::resume_unwind(panic);
        }
        let took = began.elapsed();
        assert!(took < SLOW, "fuzz {target}: seed {seed} took {took:?}, a hang");
        seed += 1;
    }
    eprintln!("fuzz {target}: {seed} cases in {:.1} s, no finding", started.elapsed().as_secs_f64());
}

/// Bytes worth trying in a text protocol: separators, numbers at their limits, non-ASCII.
const PIECES: &[&[u8]] = &[
    b"\r\n",
    b"\n",
    b"\r\n\r\n",
    b":",
    b" ",
    b"\0",
    b"\xff",
    b"\xc3",
    "é".as_bytes(),
    "😀".as_bytes(),
    b"0",
    b"-1",
    b"18446744073709551616",
    b"4294967295",
    b"{",
    b"}",
    b"[",
    b"]",
    b"\"",
    b",",
    b"null",
];

/// One to four edits of `bytes`: a byte changed, a run deleted or repeated, a piece inserted.
pub fn mutate(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(5) {
            0 if at < out.len() => out[at] = rng.next_u64() as u8,
            1 => {
                let end = (at + 1 + rng.below(16)).min(out.len());
                out.drain(at..end.max(at));
            }
            2 => {
                let end = (at + 1 + rng.below(64)).min(out.len());
                let run = out[at..end.max(at)].to_vec();
                out.splice(at..at, run.iter().copied().cycle().take(run.len() * (1 + rng.below(8))));
            }
            _ => {
                let piece = PIECES[rng.below(PIECES.len())];
                out.splice(at..at, piece.iter().copied());
            }
        }
    }
    out
}

//! yon's playground as a WebAssembly module: a thin binding that hands the page's requests to
//! `yon_view::page::playground` and its answers back, as UTF-8 JSON through linear memory. No
//! rule logic here, and no binding generator: the module exports four functions and imports two
//! (`yon.now_ms`, the page's clock, and `yon.progress`, a search's progress as JSON), which
//! `web/worker.js` provides.
//!
//! The protocol: the worker writes a request `{"method", "path", "body"}` into memory taken
//! with `yon_alloc`, calls `yon_answer(ptr, len)`, which frees it and returns the answer's
//! length; the answer `{"status", "type", "body"}` is at `yon_answer_ptr()` until the next call.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use yon_view::page::live::Live;
use yon_view::page::playground::Playground;

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "yon")]
unsafe extern "C" {
    /// Milliseconds since the page began (`performance.now()`).
    fn now_ms() -> f64;
    /// A search's progress, as `GET /api/progress` answers it, to show while it runs.
    fn progress(ptr: *const u8, len: usize);
}

/// Outside a browser (`cargo test` of this crate) there is no page: a clock that stands still
/// and progress that nobody sees.
#[cfg(not(target_arch = "wasm32"))]
unsafe fn now_ms() -> f64 {
    0.0
}

#[cfg(not(target_arch = "wasm32"))]
unsafe fn progress(_ptr: *const u8, _len: usize) {}

/// How often a search's progress is sent to the page, in milliseconds.
const PROGRESS_EVERY: u64 = 200;

thread_local! {
    static PLAYGROUND: RefCell<Option<Playground>> = const { RefCell::new(None) };
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// The page's clock; read by a search with a time budget, it also sends the search's progress
/// now and then, since the worker cannot be asked while it searches.
fn clock(live: Live) -> yon::agents::Clock {
    let last = AtomicU64::new(0);
    Arc::new(move || {
        // SAFETY: an import the worker always provides; it takes and returns plain numbers.
        let now = unsafe { now_ms() }.max(0.0);
        let ms = now as u64;
        if ms.saturating_sub(last.load(Ordering::Relaxed)) >= PROGRESS_EVERY {
            last.store(ms, Ordering::Relaxed);
            let text = live.progress(Duration::from_millis(ms)).to_string();
            // SAFETY: the pointer and length are those of a live string, read before it drops.
            unsafe { progress(text.as_ptr(), text.len()) };
        }
        Duration::from_secs_f64(now / 1000.0)
    })
}

/// Memory for a request of `len` bytes, which `yon_answer` takes back.
#[unsafe(no_mangle)]
pub extern "C" fn yon_alloc(len: usize) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len);
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Answers the request of `len` bytes at `ptr` (taken with `yon_alloc`, freed here); returns
/// the answer's length, its bytes at `yon_answer_ptr()`.
///
/// # Safety
/// `ptr` must come from `yon_alloc(len)` and hold `len` bytes written by the caller.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yon_answer(ptr: *mut u8, len: usize) -> usize {
    // SAFETY: the caller's promise above: `yon_alloc`'s buffer, `len` bytes written.
    let bytes = unsafe { Vec::from_raw_parts(ptr, len, len) };
    let answer = answer(&String::from_utf8_lossy(&bytes)).into_bytes();
    let len = answer.len();
    ANSWER.with(|kept| *kept.borrow_mut() = answer);
    len
}

/// Where the last answer's bytes are.
#[unsafe(no_mangle)]
pub extern "C" fn yon_answer_ptr() -> *const u8 {
    ANSWER.with(|kept| kept.borrow().as_ptr())
}

/// One request's JSON in, the answer's JSON out.
pub fn answer(request: &str) -> String {
    let request: serde_json::Value = serde_json::from_str(request).unwrap_or_default();
    let field = |key: &str| request.get(key).and_then(serde_json::Value::as_str).unwrap_or("").to_string();
    let answer = PLAYGROUND.with(|playground| {
        let mut playground = playground.borrow_mut();
        let playground = playground.get_or_insert_with(|| Playground::new(clock));
        playground.answer(&field("method"), &field("path"), &field("body"))
    });
    serde_json::json!({ "status": answer.status, "type": answer.content_type, "body": answer.body })
        .to_string()
}

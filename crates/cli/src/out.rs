//! Out: everything `yon` prints goes through here. A reader that has gone away (`yon … | head
//! -1`) ends the command quietly, after the hook that keeps a game in progress has run; so
//! does Ctrl-C, with the exit code of an interrupted command.

use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// Run once before the process ends early (a closed output, Ctrl-C): `yon play` saves its game.
type Hook = Box<dyn FnOnce() + Send>;

static EXIT_HOOK: Mutex<Option<Hook>> = Mutex::new(None);

/// The exit code of a command ended by Ctrl-C (128 + SIGINT), as shells report it.
pub const INTERRUPTED: i32 = 130;

/// Sets what to do before the process ends early; replaces any earlier hook.
pub fn on_early_exit(hook: impl FnOnce() + Send + 'static) {
    *EXIT_HOOK.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(Box::new(hook));
}

/// Forgets the hook: the game it kept is saved another way.
pub fn clear_early_exit() {
    EXIT_HOOK.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
}

/// Runs the hook, if any, and ends the process with `code`.
pub fn exit_early(code: i32) -> ! {
    let hook = EXIT_HOOK.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
    if let Some(hook) = hook {
        hook();
    }
    std::process::exit(code)
}

/// Ctrl-C (and a closed terminal, or `kill`) ends the command through `exit_early`. Set once;
/// a second call changes nothing.
pub fn exit_early_on_interrupt() {
    // An error means a handler is set already (only ever this one).
    let _ = ctrlc::set_handler(|| exit_early(INTERRUPTED));
}

/// A flag raised by the first Ctrl-C, so that a command playing many games can stop and report
/// the games it has finished; a second Ctrl-C ends the process at once.
pub fn stop_on_interrupt() -> &'static AtomicBool {
    static STOP: AtomicBool = AtomicBool::new(false);
    // An error means a handler is already set (never in the commands that use this): then
    // Ctrl-C just ends the process.
    let _ = ctrlc::set_handler(|| {
        if STOP.swap(true, Ordering::Relaxed) {
            exit_early(INTERRUPTED);
        }
        stderr(format_args!("\nstopping: the games under way are dropped (Ctrl-C again to quit at once)\n"));
    });
    &STOP
}

/// Writes to stdout; when stdout is gone, ends the process (quietly for a closed pipe).
pub fn stdout(args: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(error) = out.write_fmt(args).and_then(|()| out.flush()) {
        drop(out);
        if error.kind() != std::io::ErrorKind::BrokenPipe {
            stderr(format_args!("yon: cannot write the output: {error}\n"));
            exit_early(i32::from(super::exit::IO));
        }
        exit_early(0);
    }
}

/// Writes to stderr; a closed stderr is ignored (there is nowhere left to say so).
pub fn stderr(args: std::fmt::Arguments) {
    let _ = std::io::stderr().lock().write_fmt(args);
}

/// `print!` through `out::stdout`.
macro_rules! out {
    ($($arg:tt)*) => { $crate::out::stdout(format_args!($($arg)*)) };
}

/// `println!` through `out::stdout`.
macro_rules! outln {
    () => { $crate::out::stdout(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::out::stdout(format_args!("{}\n", format_args!($($arg)*))) };
}

/// `eprint!` through `out::stderr`.
macro_rules! err {
    ($($arg:tt)*) => { $crate::out::stderr(format_args!($($arg)*)) };
}

/// `eprintln!` through `out::stderr`.
macro_rules! errln {
    () => { $crate::out::stderr(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::out::stderr(format_args!("{}\n", format_args!($($arg)*))) };
}

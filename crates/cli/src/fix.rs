//! `yon fix`: game files written in the language's old forms rewritten in today's, in place
//! (the old text kept beside as FILE.orig) or shown with `--dry-run`.

use super::{CliResult, Failure, exit};
use std::path::{Path, PathBuf};
use yon::syntax::old_forms::era::since;
use yon::syntax::old_forms::{Rewrite, apply};
use yon_view::files::{MAX_GAME_BYTES, read_text, write_whole};

const HELP: &str = "\
Examples:
  yon fix old.game                rewrite old.game; the old text is kept as old.game.orig
  yon fix --dry-run old.game      show each rewrite, change nothing
  yon fix --from 2026-11-23 old.game
                                  a file written for the language of that day (UTC): also
                                  rewrite the forms that have since come to mean otherwise

What it rewrites: the ways of writing the language once had and has no more — `turn first:`
(now `turn 1:`), an option's `if`/`unless` before an action's colon (now at the statement's
end), `next s|sw` (now `next (s | sw)`), a statement's keyword alone on its line. Each
rewrite is made only where it mends the file: a file that checks is never touched. Also
strings with tabs or a backslash before a line break, hands past a million (`unlimited`),
two kinds that share a letter (the second gets a free one), parentheses nested past the
limit, and a region too long for one statement (split in parts).

Some forms are accepted today but once meant something else; nothing in the file says
which it means, so they are rewritten only with `--from DATE`, the date (UTC) of the
language the file was written for: a backslash before another character in a string (before
2026-11-22 19:33), `forbid` not judging `end` (before 2026-11-23 07:53), a turn that could
stop with `end` part way (`X Y?`, before 2026-11-24 08:16), a region named `last` (before
2026-11-24 08:16). The rest of the file, comments and layout, stays as it is. The old forms are listed in
tests/old_forms/README.md of the source tree; docs/LANGUAGE.md (\"Old files\") says how the
language changes.

Exit codes: 0 every file checks now, 1 a file still has errors (`yon check` lists them), 4
a file cannot be read or written.";

#[derive(clap::Args, Debug)]
#[command(after_help = HELP)]
pub struct Args {
    /// Game files to rewrite.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Change nothing: show each rewrite, the line as it is and as it would be.
    #[arg(long)]
    dry_run: bool,
    /// The date the files were written for, `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (UTC): also
    /// rewrite the forms whose meaning has changed since.
    #[arg(long, value_name = "DATE")]
    from: Option<String>,
}

pub fn run(args: &Args) -> CliResult {
    let (mut invalid, mut unreadable) = (0, 0);
    for path in &args.files {
        let name = path.display().to_string();
        let source = match read_text(path, MAX_GAME_BYTES) {
            Ok(source) => source,
            Err(error) => {
                errln!("{}", error.message(path));
                unreadable += 1;
                continue;
            }
        };
        let original = source;
        let (source, era) = match &args.from {
            Some(when) => match since(&original, when) {
                Ok((rewrites, notes)) => {
                    for note in notes {
                        outln!("{name}: {note}");
                    }
                    let older = apply(&original, &rewrites);
                    for line in shown(&name, &original, &older, &rewrites) {
                        outln!("{line}");
                    }
                    (older, rewrites)
                }
                Err(message) => return Err(Failure::new(exit::USAGE, message)),
            },
            None => (original.clone(), Vec::new()),
        };
        let mut fixes = yon::check::fix::fixes(&source);
        let fixed = apply(&source, &fixes);
        for line in shown(&name, &source, &fixed, &fixes) {
            outln!("{line}");
        }
        fixes.extend(era);
        if !args.dry_run
            && !fixes.is_empty()
            && let Err(e) = keep_and_write(path, &original, &fixed)
        {
            errln!("cannot write {name}: {e}");
            unreadable += 1;
            continue;
        }
        let errors = yon::check::diagnose(&fixed).len();
        let done = if args.dry_run { "would be rewritten" } else { "rewritten" };
        let rewrites = match fixes.len() {
            0 => "nothing to rewrite".to_string(),
            _ => format!("{} old form{} {done}", forms(&fixes), if forms(&fixes) == 1 { "" } else { "s" }),
        };
        match errors {
            0 if args.dry_run => outln!("{name}: {rewrites}; it would check"),
            0 => outln!("{name}: {rewrites}; it checks"),
            n => {
                invalid += 1;
                outln!(
                    "{name}: {rewrites}; {n} error{} left (`yon check {name}` shows them)",
                    if n == 1 { "" } else { "s" }
                );
            }
        }
    }
    match (unreadable, invalid) {
        (0, 0) => Ok(()),
        (0, _) => Err(Failure::new(exit::INVALID_GAME, "")),
        _ => Err(Failure::new(exit::IO, "")),
    }
}

/// How many old forms the rewrites mend: a moved gate is a removal and an insertion.
fn forms(fixes: &[Rewrite]) -> usize {
    fixes.iter().filter(|f| !f.continues).count()
}

/// Each rewrite as `FILE:LINE: OLD → NEW`, with the line as it was and as it is.
fn shown(name: &str, source: &str, fixed: &str, fixes: &[Rewrite]) -> Vec<String> {
    let mut out = Vec::new();
    let mut shift: isize = 0;
    for fix in fixes {
        let at = (fix.start as isize + shift) as usize;
        shift += fix.new.len() as isize - (fix.end - fix.start) as isize;
        let line = source[..fix.start].matches('\n').count() + 1;
        if !fix.continues {
            out.push(format!("{name}:{line}: {} → {}", fix.old_form, fix.new_form));
        }
        let (was, is) =
            (lines_around(source, fix.start, fix.end), lines_around(fixed, at, at + fix.new.len()));
        // A gate moved within its line is one change of that line, shown once.
        if out.last() != Some(&format!("  + {is}")) {
            out.push(format!("  - {was}"));
            out.push(format!("  + {is}"));
        }
    }
    out
}

/// The whole lines that hold `start..end`, joined with `⏎`.
fn lines_around(text: &str, start: usize, end: usize) -> String {
    let from = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let to = text[end..].find('\n').map_or(text.len(), |i| end + i);
    text[from..to].replace('\n', "⏎")
}

/// Keeps the old text as FILE.orig (FILE.orig.2 … when that is taken), then writes the new.
fn keep_and_write(path: &Path, old: &str, new: &str) -> std::io::Result<()> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut backup = path.with_file_name(format!("{name}.orig"));
    let mut n = 2;
    while backup.exists() {
        backup = path.with_file_name(format!("{name}.orig.{n}"));
        n += 1;
    }
    std::fs::write(&backup, old)?;
    write_whole(path, new)
}

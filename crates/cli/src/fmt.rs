//! `yon fmt`: game files rewritten in the canonical layout of `syntax::format`, or with
//! `--check` only told which are not — for a designer's editor and for CI.

use super::{CliResult, Failure, exit};
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use yon::diagnostic::render;
use yon::syntax::format::format;
use yon_view::files::{MAX_GAME_BYTES, read_text, write_whole};

const HELP: &str = "\
Examples:
  yon fmt my.game                 rewrite my.game in the canonical layout
  yon fmt games/                  every .game file in a folder (and the folders in it)
  yon fmt --check games/          change nothing; exit 1 if a file is not laid out so
  yon fmt - < my.game             standard input to standard output (for editors)

The layout: one space between tokens (none before `,` `:` `)` or after `(`), a statement's
continuation lines indented by two spaces, at most one blank line, no space at a line's end,
one newline at the file's end. Tokens, line breaks and comments stay where they are, so the
game is the same game; a second run changes nothing. A file that does not parse is left
as it is and its errors are shown.

Exit codes: 0 done (with --check: every file laid out), 1 a file does not parse (or, with
--check, is not laid out), 4 a file cannot be read or written.";

#[derive(clap::Args, Debug)]
#[command(after_help = HELP)]
pub struct Args {
    /// Game files, or folders of them, to lay out in place; `-` reads standard input and
    /// writes standard output.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Change nothing: name each file not in the layout, with its first line that differs.
    #[arg(long)]
    check: bool,
}

pub fn run(args: &Args) -> CliResult {
    if args.files.iter().any(|f| f.as_os_str() == "-") {
        return standard_input(args);
    }
    let (files, mut unreadable) = game_files(&args.files);
    let (mut invalid, mut unformatted) = (0, 0);
    let colour = super::colour_wanted(std::io::stderr().is_terminal());
    for path in &files {
        let name = path.display().to_string();
        let source = match read_text(path, MAX_GAME_BYTES) {
            Ok(source) => source,
            Err(error) => {
                errln!("{}", error.message(path));
                unreadable += 1;
                continue;
            }
        };
        let laid_out = match format(&source) {
            Ok(laid_out) => laid_out,
            Err(diagnostics) => {
                err!("{}", render(&diagnostics, &name, &source, colour));
                errln!("{name}: not formatted: it does not parse");
                invalid += 1;
                continue;
            }
        };
        if laid_out == source {
            continue;
        }
        if args.check {
            unformatted += 1;
            outln!("{}", first_difference(&name, &source, &laid_out));
        } else if let Err(e) = write_whole(path, &laid_out) {
            errln!("cannot write {name}: {e}");
            unreadable += 1;
        } else {
            outln!("formatted {name}");
        }
    }
    if args.check && unformatted > 0 {
        outln!("{unformatted} of {} files are not in yon fmt's layout: run `yon fmt` on them", files.len());
    }
    match (unreadable, invalid + unformatted) {
        (0, 0) => Ok(()),
        (0, _) => Err(Failure::new(exit::INVALID_GAME, "")),
        _ => Err(Failure::new(exit::IO, "")),
    }
}

/// `yon fmt -`: standard input laid out onto standard output; a text that does not parse is
/// written back unchanged, with its errors on stderr, and exit 1.
fn standard_input(args: &Args) -> CliResult {
    if args.files.len() > 1 {
        return Err(super::seats::usage("`-` (standard input) goes alone, without files".into()));
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(MAX_GAME_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::new(exit::IO, format!("cannot read standard input: {e}")))?;
    if bytes.len() as u64 > MAX_GAME_BYTES {
        return Err(Failure::new(exit::IO, format!("standard input is larger than {MAX_GAME_BYTES} bytes")));
    }
    let source = String::from_utf8(bytes)
        .map_err(|_| Failure::new(exit::IO, "standard input is not UTF-8 text".to_string()))?;
    match format(&source) {
        Ok(laid_out) if args.check && laid_out != source => {
            outln!("{}", first_difference("<stdin>", &source, &laid_out));
            Err(Failure::new(exit::INVALID_GAME, ""))
        }
        Ok(_) if args.check => Ok(()),
        Ok(laid_out) => {
            out!("{laid_out}");
            Ok(())
        }
        Err(diagnostics) => {
            let colour = super::colour_wanted(std::io::stderr().is_terminal());
            err!("{}", render(&diagnostics, "<stdin>", &source, colour));
            out!("{source}");
            Err(Failure::new(exit::INVALID_GAME, ""))
        }
    }
}

/// The files named and the `.game` files under the folders named, sorted; and how many named
/// paths could not be read.
fn game_files(paths: &[PathBuf]) -> (Vec<PathBuf>, usize) {
    let mut files = Vec::new();
    let mut unreadable = 0;
    for path in paths {
        if path.is_dir() {
            let mut found = Vec::new();
            if let Err(e) = walk(path, &mut found) {
                errln!("cannot read the folder {}: {e}", path.display());
                unreadable += 1;
            }
            found.sort();
            files.extend(found);
        } else {
            files.push(path.clone());
        }
    }
    (files, unreadable)
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let path = entry.path();
        if kind.is_dir() {
            walk(&path, found)?;
        } else if kind.is_file() && path.extension().is_some_and(|e| e == "game") {
            found.push(path);
        }
    }
    Ok(())
}

/// `FILE:LINE: not in yon fmt's layout`, with the line as it is and as it would be.
fn first_difference(name: &str, source: &str, laid_out: &str) -> String {
    let (mut old, mut new) = (source.lines(), laid_out.lines());
    let mut line = 1;
    loop {
        match (old.next(), new.next()) {
            (Some(a), Some(b)) if a == b => line += 1,
            (None, None) => return format!("{name}:{line}: not in yon fmt's layout: the end of the file"),
            (a, b) => {
                let shown = |l: Option<&str>| l.map_or("(no line)".to_string(), |l| format!("{l:?}"));
                return format!(
                    "{name}:{line}: not in yon fmt's layout\n  is        {}\n  would be  {}",
                    shown(a),
                    shown(b)
                );
            }
        }
    }
}

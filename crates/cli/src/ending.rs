//! Ending: how a game of `yon play` is left — `quit` that asks before unsaved actions are lost
//! and offers to save them, and the prompt after a result (`undo`, `save FILE`, `new`, `quit`).
//! Both ask only a person: when input is not a terminal (unless `YON_INTERACTIVE=1`), `quit`
//! quits and a finished game ends, as a script expects.

use super::game::Game;
use super::input::{Line, read_line};
use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};

/// What the player may type once the game is over.
pub const OVER_HELP: &str = "The game is over. undo — take back your last turn and play on; save FILE — write
its record; new — a new game, same seats and options; quit.";

/// Whether a person answers at the prompt: input from a terminal, or `YON_INTERACTIVE=1` (for a
/// program that drives `yon play` as a person would, and for the tests).
pub fn interactive() -> bool {
    std::io::stdin().is_terminal() || std::env::var_os("YON_INTERACTIVE").is_some_and(|v| v == "1")
}

/// What the game loop does after a line typed once the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Still over: the prompt again.
    Over,
    /// Play goes on: an undo, or a new game.
    Resume,
    Quit,
}

/// Handles a line typed at the prompt after the game's result.
pub fn after(game: &mut Game, line: &str, input: &mut impl BufRead, echo: bool) -> After {
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    match word {
        "undo" if game.undo_turn() => return After::Resume,
        "undo" => outln!("nothing to undo"),
        "new" => {
            game.restart();
            return After::Resume;
        }
        "save" if rest.trim().is_empty() => outln!("save needs a file name: `save game.record`"),
        "save" => {
            if let Err(failure) = game.save(Path::new(rest.trim())) {
                outln!("{}", failure.message.trim_end());
            }
        }
        "quit" | "exit" | "q" if confirm_quit(game, input, echo) => return After::Quit,
        "quit" | "exit" | "q" => {}
        "" => {}
        _ => outln!("{OVER_HELP}"),
    }
    After::Over
}

/// Whether to quit now. A game with actions not yet saved anywhere (no `--record`, no `save`
/// since the last change) asks first, when a person is there to answer: save to a free file
/// name (Enter or `y`), to a name typed, not at all (`n`), or go on playing (`c`). The end of
/// input quits without saving; the actions are printed either way.
pub fn confirm_quit(game: &mut Game, input: &mut impl BufRead, echo: bool) -> bool {
    if !game.unsaved() || !interactive() {
        return true;
    }
    let suggested = free_name(&game.suggested_record());
    let count = game.action_count();
    let actions = if count == 1 { "action is" } else { "actions are" };
    loop {
        out!(
            "quit? the game's {count} {actions} not saved — save to {}? [Y]es, [n]o, [c]ancel, or a file name: ",
            suggested.display()
        );
        let answer = match read_line(input) {
            Line::End => {
                outln!();
                return true;
            }
            Line::Unreadable(why) => {
                outln!("{why}");
                continue;
            }
            Line::Text(answer) => answer,
        };
        if echo {
            outln!("{answer}");
        }
        let path = match answer.trim() {
            "" | "y" | "yes" => suggested.clone(),
            "n" | "no" => return true,
            "c" | "cancel" => return false,
            name => PathBuf::from(name),
        };
        match game.save(&path) {
            Ok(()) => return true,
            Err(failure) => outln!("{}", failure.message.trim_end()),
        }
    }
}

/// `base` itself when nothing is there, else `STEM-2.EXT`, `STEM-3.EXT`… beside it: a name
/// that writes over nothing (`.record` when `base` has no extension).
pub fn free_name(base: &Path) -> PathBuf {
    let folder = base.parent().unwrap_or(Path::new(""));
    let stem = base.file_stem().map_or("game".into(), |s| s.to_string_lossy());
    let extension = base.extension().map_or("record".into(), |e| e.to_string_lossy());
    (1..10_000)
        .map(|n| match n {
            1 => folder.join(format!("{stem}.{extension}")),
            n => folder.join(format!("{stem}-{n}.{extension}")),
        })
        .find(|path| std::fs::symlink_metadata(path).is_err())
        .unwrap_or_else(|| folder.join(format!("{stem}-{}.{extension}", std::process::id())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_free_name_keeps_the_extension_and_numbers_past_taken_names() {
        let dir = std::env::temp_dir().join(format!("yon-free-name-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let base = dir.join("game.json");
        assert_eq!(free_name(&base), dir.join("game.json"));
        std::fs::write(dir.join("game.json"), "{}").expect("written");
        assert_eq!(free_name(&base), dir.join("game-2.json"));
        assert_eq!(free_name(Path::new("my-game")), Path::new("my-game.record"));
        std::fs::remove_dir_all(&dir).ok();
    }
}

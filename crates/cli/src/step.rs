//! Step: `yon replay --step` walks a record a turn at a time — the board after each turn with
//! that turn marked, then Enter for the next, `b` for the one before, a number to jump, `q`
//! to stop. Commands come from the terminal, or from piped input one per line.

use super::colour_wanted;
use super::input::{Line, read_line};
use std::io::IsTerminal;
use yon::engine::{Action, State};
use yon::record::Record;
use yon_view::draw;

const KEYS: &str = "Enter: next turn, b: back, a number: that turn, q: quit";

/// Walks the turns of `record`, whose `actions` were checked already, from the start position.
pub fn walk(record: &Record, start: State, actions: &[Action]) {
    // Where each turn ends, in actions: turn k is shown after `ends[k]` actions (turn 0, the start).
    let mut ends = vec![0];
    for turn in &record.turns {
        ends.push(ends.last().copied().unwrap_or(0) + turn.actions.len());
    }
    let last = record.turns.len();
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let colour = colour_wanted(std::io::stdout().is_terminal());
    let mut input = stdin.lock();
    let mut state = start;
    let (mut turn, mut shown) = (0, None);
    outln!("{} turns; {KEYS}", last);
    loop {
        // Drawn again only when the turn changed: a mistyped command gets its answer alone.
        if shown != Some(turn) {
            show(record, &state, turn, colour);
            shown = Some(turn);
        }
        out!("{}> ", if turn == last { "end" } else { "step" });
        let line = match read_line(&mut input) {
            Line::End => {
                outln!();
                return;
            }
            Line::Unreadable(why) => {
                outln!("{why}");
                continue;
            }
            Line::Text(line) => line,
        };
        if echo {
            outln!("{line}");
        }
        let wanted = match line.trim() {
            "" if turn == last => return,
            "" | "n" | "next" => turn + 1,
            "b" | "back" => turn.saturating_sub(1),
            "q" | "quit" => return,
            number => match number.parse::<usize>() {
                Ok(n) if n <= last => n,
                _ => {
                    outln!("`{number}`: type {KEYS} (turns 0 to {last})");
                    continue;
                }
            },
        };
        turn = wanted.min(last);
        goto(&mut state, actions, ends[turn]);
    }
}

/// Plays or takes back actions until `ply` of them are on the board.
fn goto(state: &mut State, actions: &[Action], ply: usize) {
    while state.ply() > ply {
        state.undo();
    }
    while state.ply() < ply {
        state.play_unchecked(actions[state.ply()]);
    }
}

/// The heading of a turn, then the board with that turn marked and told.
fn show(record: &Record, state: &State, turn: usize, colour: bool) {
    let count = record.turns.len();
    match turn.checked_sub(1).and_then(|k| record.turns.get(k)) {
        None => outln!("start (turn 0 of {count})"),
        Some(played) => outln!("turn {turn} of {count}: {} {}", played.player, played.actions.join(" ")),
    }
    out!("{}", draw::position(state, colour));
    if turn == count {
        outln!("end of the record: {}", record.result);
    }
}

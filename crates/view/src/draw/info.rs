//! Info: the lines under a board — each player's mark, hand and score, who acts or how it ended,
//! what the last turn did in words, the pieces each flag marks, and the legend of region colours.

use super::palette::{region_glyph, region_style};
use super::recent::{Recent, sentences};
use super::view::View;
use anstyle::Style;
use yon::compile::rules::UNLIMITED;
use yon::engine::State;

/// Everything under the board, one line each; `styles` (one per player) when in colour.
pub fn lines(state: &State, view: &View, recent: &Recent, styles: &[Style]) -> Vec<String> {
    let mut out = players(state, view, styles);
    out.extend(progress(state, recent));
    out.extend(flagged(state));
    if let Some(legend) = legend(view, !styles.is_empty()) {
        out.push(legend);
    }
    out
}

/// `  B blue   hand: disc 6   ← to act`, with the mark the board shows the player's pieces by
/// (`ABC` and `abc` where case tells two players apart); once a player is out, who is out and
/// everyone's armies; once the seats are swapped, whose seat plays each player.
fn players(state: &State, view: &View, styles: &[Style]) -> Vec<String> {
    let rules = state.rules();
    let marks = &view.legend_marks;
    let mark_width = marks.iter().map(|m| m.chars().count()).max().unwrap_or(1);
    let width = rules.players.iter().map(|p| p.chars().count()).max().unwrap_or(0);
    let acting = state.known_outcome().is_none().then(|| state.to_move());
    let count = rules.players.len() as u8;
    let someone_out = (0..count).any(|p| !state.is_in_play(p));
    (0..count)
        .map(|p| {
            let mark = &marks[p as usize];
            let pad = " ".repeat(mark_width - mark.chars().count());
            let mark = paint(mark, styles.get(p as usize).copied());
            let arrow = if acting == Some(p) { "   ← to act" } else { "" };
            let name = &rules.players[p as usize];
            let standing = match (someone_out, state.is_in_play(p)) {
                (false, _) => String::new(),
                (true, true) => format!("   armies {}", state.armies(p)),
                (true, false) => "   out".to_string(),
            };
            // After a swap of seats, whose seat plays the player (seats are known by the
            // player they sat down as).
            let seats = state.seats();
            let seat = match seats.swapped() {
                true => format!("   {}'s seat", rules.players[seats.seat_of(p)]),
                false => String::new(),
            };
            // A game of seeds alone has no hands to show; a game with scores shows them.
            let mut held = match rules.kinds.is_empty() {
                true => String::new(),
                false => format!("  hand: {}", hand(state, p)),
            };
            if rules.sowing.scores {
                held.push_str(&format!("  score {}", state.score(p)));
            }
            format!("  {mark}{pad} {name:<width$}{held}{standing}{seat}{arrow}")
        })
        .collect()
}

fn hand(state: &State, player: u8) -> String {
    let rules = state.rules();
    let held: Vec<String> = (0..rules.kinds.len())
        .filter_map(|k| {
            let n = state.hand(player, k as u8);
            let count = if n == UNLIMITED { "∞".to_string() } else { n.to_string() };
            (n > 0).then(|| format!("{} {count}", rules.kinds[k]))
        })
        .collect();
    if held.is_empty() { "empty".to_string() } else { held.join(", ") }
}

/// The turn, or the result; what the marked actions did, one line each (`west b2-c1 takes
/// north's silver`); then the label the rules remember, if any.
fn progress(state: &State, recent: &Recent) -> Vec<String> {
    let rules = state.rules();
    let mut out = Vec::new();
    match state.known_outcome() {
        None => out.push(format!("  turn {}", state.turn())),
        Some(outcome) => {
            let who = outcome.describe(&rules.players);
            let why = outcome.rule.map(|r| format!(": {}", rules.results[r as usize].origin.name));
            // The cells behind the result are framed `*X*` on the board; say so once.
            let marked = if state.result_cells().is_empty() { "" } else { " (the cells marked * *)" };
            out.push(format!("  game over — {who}{}{marked}", why.unwrap_or_default()));
        }
    }
    out.extend(sentences(rules, recent).into_iter().map(|s| format!("  {s}")));
    if let Some((name, label)) = state.remembered() {
        out.push(format!("  {name}: {label}"));
    }
    let nobodys = |p: &yon::engine::Piece| *p != 0 && yon::engine::owner_of(*p) == yon::engine::NOBODY;
    if rules.moves_neutral() && state.board().iter().any(nobodys) {
        let mark = super::view::NEUTRAL_MARK;
        out.push(format!("  X{mark} a neutral piece, nobody's: the player to act moves it as the rules say"));
    } else if state.board().iter().any(nobodys) {
        out.push(format!(
            "  {} a piece nobody controls: it blocks, and cannot be taken or moved",
            super::view::BLOCKADE
        ));
    }
    out
}

/// `  flagged blooded: c3 d4`, a line per flag the game declares: the board has no room to
/// mark them on the pieces.
fn flagged(state: &State) -> Vec<String> {
    let rules = state.rules();
    let names = &rules.geometry.names;
    let flags: Vec<u32> = (0..names.len()).map(|cell| super::view::flags_of(rules, state, cell)).collect();
    let cells_with = |bit: usize| -> Vec<&str> {
        (0..names.len()).filter(|&c| flags[c] & 1 << bit != 0).map(|c| names[c].as_str()).collect()
    };
    (rules.values.flags.iter().enumerate())
        .map(|(bit, flag)| match cells_with(bit) {
            cells if cells.is_empty() => format!("  flagged {flag}: none"),
            cells => format!("  flagged {flag}: {}", cells.join(" ")),
        })
        .collect()
}

/// `  regions: + neutral  : colour of blue`; in colour each name on its own background.
fn legend(view: &View, colour: bool) -> Option<String> {
    if view.regions.is_empty() {
        return None;
    }
    let keys: Vec<String> = view
        .regions
        .iter()
        .enumerate()
        .map(|(i, name)| {
            if colour {
                paint(&format!(" {name} "), Some(region_style(i)))
            } else {
                format!("{} {name}", region_glyph(i))
            }
        })
        .collect();
    Some(format!("  regions: {}", keys.join("  ")))
}

fn paint(text: &str, style: Option<Style>) -> String {
    match style {
        Some(style) => format!("{}{text}{}", style.render(), style.render_reset()),
        None => text.to_string(),
    }
}

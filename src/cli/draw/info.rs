//! Info: the lines under a board — each player's mark and hand, who acts or how it ended,
//! the last action, and the legend of region colours.

use super::palette::{region_glyph, region_style};
use super::view::{View, player_marks};
use crate::compile::rules::UNLIMITED;
use crate::engine::State;
use anstyle::Style;

/// Everything under the board, one line each; `styles` (one per player) when in colour.
pub fn lines(state: &State, view: &View, styles: &[Style]) -> Vec<String> {
    let mut out = players(state, styles);
    out.extend(progress(state));
    if let Some(legend) = legend(view, !styles.is_empty()) {
        out.push(legend);
    }
    out
}

/// `  B blue   hand: disc 6   ← to act`; once a player is out, who is out and everyone's armies.
fn players(state: &State, styles: &[Style]) -> Vec<String> {
    let rules = state.rules();
    let marks = player_marks(&rules.players);
    let width = rules.players.iter().map(|p| p.chars().count()).max().unwrap_or(0);
    let acting = state.known_outcome().is_none().then(|| state.to_move());
    let count = rules.players.len() as u8;
    let someone_out = (0..count).any(|p| !state.is_in_play(p));
    (0..count)
        .map(|p| {
            let mark = paint(&marks[p as usize].to_string(), styles.get(p as usize).copied());
            let arrow = if acting == Some(p) { "   ← to act" } else { "" };
            let name = &rules.players[p as usize];
            let standing = match (someone_out, state.is_in_play(p)) {
                (false, _) => String::new(),
                (true, true) => format!("   armies {}", state.armies(p)),
                (true, false) => "   out".to_string(),
            };
            format!("  {mark} {name:<width$}  hand: {}{standing}{arrow}", hand(state, p))
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

/// The turn and the last action, or the result; then the label the rules remember, if any.
fn progress(state: &State) -> Vec<String> {
    let rules = state.rules();
    let mut out = Vec::new();
    let last = state.last_action().map(|a| format!(", last action {}", state.format(a))).unwrap_or_default();
    match state.known_outcome() {
        None => out.push(format!("  turn {}{last}", state.turn())),
        Some(outcome) => {
            let who = outcome.describe(&rules.players);
            let why = outcome.rule.map(|r| format!(": {}", rules.results[r as usize].origin.name));
            out.push(format!("  game over{last} — {who}{}", why.unwrap_or_default()));
        }
    }
    if let Some((name, label)) = state.remembered() {
        out.push(format!("  {name}: {label}"));
    }
    if state.board().iter().any(|&p| p != 0 && crate::engine::owner_of(p) == crate::engine::NOBODY) {
        out.push(format!(
            "  {} a piece nobody controls: it blocks, and cannot be taken or moved",
            super::view::BLOCKADE
        ));
    }
    out
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

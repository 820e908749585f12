//! Chance and tracks in words, for `yon rules`: what a throw shows and how moves read it, the
//! setups drawn at random, and each racing track's cells in order, with where pieces enter and
//! leave it.

use super::Text;
use yon::syntax::ast::Item;

/// The dice, random setups and racing tracks, or nothing in a game without any.
pub(super) fn dice_and_tracks(text: &Text) -> String {
    let mut lines = Vec::new();
    for (item, gate) in text.items() {
        let at = text.at(item, gate);
        match &item.node {
            Item::Dice { count, faces, from, doubles_twice, highest_starts } => {
                let low = from.as_ref().map_or(1, |f| f.node);
                let high = u64::from(low) + u64::from(faces.node) - 1;
                let reads = match text.rules.dice.as_ref().is_some_and(|d| d.total_only) {
                    true => "moves read them as their total",
                    false => "each die moves once",
                };
                let doubles = if *doubles_twice { ", and a double counts twice" } else { "" };
                let opening = match highest_starts {
                    Some(_) => {
                        " Before the first turn each player throws one die: the highest starts (a throw where the highest is shared is thrown again), and plays those dice as the first throw."
                    }
                    None => "",
                };
                let dice = if count.node == 1 { "1 die".to_string() } else { format!("{} dice", count.node) };
                lines.push(format!(
                    "  Dice ({at}): {dice} of {} faces, showing {low} to {high}, thrown where a turn says `roll`; {reads}{doubles}.{opening}",
                    faces.node
                ));
            }
            // A loop without `of` is a sowing track, said with the seeds (`board.rs`).
            Item::Track { name, of, cells } if of.is_some() || cells.iter().any(|c| c.node == "off") => {
                let whose = of.as_ref().map_or(String::new(), |p| format!(" of {}", p.node));
                let names: Vec<&str> =
                    cells.iter().map(|c| c.node.as_str()).filter(|&c| c != "off").collect();
                let enters = cells.first().is_some_and(|c| c.node == "off");
                let leaves = cells.len() > 1 && cells.last().is_some_and(|c| c.node == "off");
                let start = if enters { "from the hand onto " } else { "" };
                let end = match (enters, leaves) {
                    (_, true) => ", then off the board",
                    (false, false) => ", and round again",
                    (true, false) => "",
                };
                lines.push(format!(
                    "  Track `{}`{whose} ({at}): {start}{}{end}.",
                    name.node,
                    names.join(", ")
                ));
            }
            Item::Setup { player, kind, cells, random: Some(count) } => {
                let what = kind.as_ref().map_or("pieces".to_string(), |k| format!("`{}`", k.node));
                lines.push(format!(
                    "  Drawn before the first turn ({at}): {}'s {} {what} go on cells drawn at random from {}, every set of cells as likely.",
                    player.node,
                    count.node,
                    text.lexicon.cells(cells, super::words::Who::Player)
                ));
            }
            _ => {}
        }
    }
    match lines.is_empty() {
        true => String::new(),
        false => format!("Chance and tracks\n{}\n", lines.join("\n")),
    }
}

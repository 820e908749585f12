//! The board and the pieces in words, for `yon rules`: shape, size, regions with their cells,
//! kinds, hands, promotion and the starting position.

use super::Text;
use super::words::{Who, and_list, names, or_list, plural};
use yon::compile::geometry::{Shape, file_letters};
use yon::compile::rules::UNLIMITED;
use yon::engine::NOBODY;
use yon::syntax::ast::{Board, Item};

/// A region's cells are listed when there are at most this many; a larger one gives its size.
const LISTED_CELLS: usize = 16;

pub(super) fn board(text: &Text) -> String {
    let geometry = &text.rules.geometry;
    let cells = geometry.cell_count();
    let mut out = String::from("Board\n");
    // The board as declared, with every option off: the compiled geometry is that board.
    let declared = text.items().find_map(|(item, gate)| match &item.node {
        Item::Board(board) if gate.as_ref().is_none_or(|g| !g.enabled_when_set) => Some(board),
        _ => None,
    });
    let shape = match (declared, geometry.shape) {
        (Some(Board::HexHexagon { radius }), _) => {
            format!(
                "a hexagon of hexagons of radius {}, {cells} cells, six neighbours and six diagonals",
                radius.node
            )
        }
        (_, Shape::Square) => format!(
            "a square board of {} × {} cells ({cells} cells), files a to {} from the left, ranks 1 to {} from the bottom, eight directions",
            geometry.width,
            geometry.height,
            file_letters(geometry.width.saturating_sub(1)),
            geometry.height
        ),
        (_, Shape::Hex) => format!(
            "a rhombus of {} × {} hexagons ({cells} cells), six neighbours and six diagonals",
            geometry.width, geometry.height
        ),
        (_, Shape::Graph) => format!(
            "{cells} named spots, joined as the file's {} `line` and `ring` statements say: pieces move along them",
            text.file.items.iter().filter(|i| matches!(i.node, Item::Link { .. })).count()
        ),
    };
    out.push_str(&format!("  {}.\n", capitalised(&shape)));
    if geometry.shape == Shape::Graph {
        let ways = &geometry.directions[..geometry.directions.len() / 2];
        let ways: Vec<String> = ways.iter().map(|d| format!("`{d}`")).collect();
        out.push_str(&format!("  Directions: {}, each with `-back` the other way.\n", and_list(&ways)));
    }
    for (item, gate) in text.items() {
        if let Item::Directions { name, dirs } = &item.node {
            let members: Vec<String> = dirs.node.iter().map(|d| format!("`{}`", d.node)).collect();
            out.push_str(&format!(
                "  Directions `{}` ({}): {}.\n",
                name.node,
                text.at(item, gate),
                and_list(&members)
            ));
        }
    }
    for region in &text.rules.regions {
        let whose = match (region.player, &region.label) {
            (Some(player), _) => format!("`{}` of {}", region.name, text.rules.players[player as usize]),
            (None, Some(label)) => format!("`{}` {label}", region.name),
            (None, None) => format!("`{}`", region.name),
        };
        let count = region.cells.len();
        let listed = match count {
            0 => "no cells".to_string(),
            n if n <= LISTED_CELLS => {
                let names: Vec<&str> =
                    region.cells.iter().map(|&c| geometry.names[c as usize].as_str()).collect();
                format!("{} ({n} cell{})", names.join(" "), if n == 1 { "" } else { "s" })
            }
            n => format!("{n} cells"),
        };
        out.push_str(&format!("  Region {whose}: {listed}.\n"));
    }
    for (item, gate) in text.items() {
        if let Item::Remember { name, family, after } = &item.node {
            out.push_str(&format!(
                "  Remembered ({}): `{}`, the `{}` region of the cell the last `{}` landed on.\n",
                text.at(item, gate),
                name.node,
                family.node,
                after.node
            ));
        }
    }
    out
}

pub(super) fn pieces(text: &Text) -> String {
    let rules = text.rules;
    let mut out = String::from("Pieces\n");
    let kinds: Vec<String> =
        rules.kinds.iter().zip(&rules.pieces.letters).map(|(k, letter)| format!("{k} ({letter})")).collect();
    // A game of seeds alone has no kinds to name.
    if !kinds.is_empty() {
        out.push_str(&format!("  Kinds, with the letters they are written with: {}.\n", and_list(&kinds)));
    }
    // Each player's hand in words; players whose hands are alike are told once.
    let kinds = rules.kinds.len();
    let hand_of = |player: usize| -> Vec<String> {
        let counts = rules.hands.iter().skip(player * kinds).take(kinds);
        rules
            .kinds
            .iter()
            .zip(counts)
            .filter(|(_, count)| **count > 0)
            .map(|(kind, &count)| match count {
                UNLIMITED => format!("an unlimited supply of {}", plural(kind)),
                1 => format!("1 {kind}"),
                n => format!("{n} {}", plural(kind)),
            })
            .collect()
    };
    let alike = rules.hands.chunks(kinds.max(1)).all(|h| h == &rules.hands[..kinds]);
    if alike {
        let hands = hand_of(0);
        if !hands.is_empty() {
            out.push_str(&format!("  Each player starts with {} in hand.\n", and_list(&hands)));
        }
    } else {
        for (player, name) in rules.players.iter().enumerate() {
            let hands = hand_of(player);
            let held = if hands.is_empty() { "nothing".to_string() } else { and_list(&hands) };
            out.push_str(&format!("  {name} starts with {held} in hand.\n"));
        }
    }
    for (item, gate) in text.items() {
        let at = text.at(item, gate);
        let line = match &item.node {
            Item::Royal(kinds) => format!("Royal ({at}): {}; an attack on one is check.", names(kinds)),
            Item::Unmoved(kinds) => {
                format!("Unmoved ({at}): pieces of {} remember whether they have moved.", names(kinds))
            }
            Item::Value { .. } | Item::Flag { .. } => {
                super::values::statement(&item.node, &at, &text.lexicon).expect("a value or flag")
            }
            Item::Shape { kind, cells } => shape(text, &at, kind, cells),
            Item::Hand { kinds, shared: true, .. } => format!(
                "Shared hand ({at}): the players place {} from one hand; a piece one places is gone for all.",
                names(kinds)
            ),
            Item::Promote { from, to, zone, at_end: true } => format!(
                "Promotion ({at}): {} that ends its owner's turn on {} becomes {}.",
                super::words::a(&from.node),
                text.lexicon.cells(zone, Who::Owner),
                super::words::a(&to[0].node),
            ),
            Item::Promote { from, to, zone, at_end: false } => {
                let to: Vec<&str> = to.iter().map(|k| k.node.as_str()).collect();
                format!(
                    "Promotion ({at}): {} may become {} on a move that starts or ends on {}.",
                    super::words::a(&from.node),
                    super::words::a(&or_list(&to)),
                    text.lexicon.cells(zone, Who::Owner)
                )
            }
            _ => continue,
        };
        out.push_str(&format!("  {line}\n"));
    }
    out.push_str(&setup(text));
    out.push_str(&seeds(text));
    out
}

/// A shape in words: the cells it covers as written, its anchor, and how many ways it turns.
fn shape(text: &Text, at: &str, kind: &yon::syntax::ast::Name, cells: &[yon::syntax::ast::Name]) -> String {
    let written: Vec<&str> = cells.iter().map(|c| c.node.as_str()).collect();
    let id = text.rules.kinds.iter().position(|k| *k == kind.node).unwrap_or_default() as u8;
    let turns: std::collections::BTreeSet<u8> =
        text.rules.shapes.placements.get(id as usize).into_iter().flatten().map(|p| p.turn).collect();
    let anchor = written.first().copied().unwrap_or_default();
    let (cells_word, ways) = (if cells.len() == 1 { "cell" } else { "cells" }, turns.len());
    format!(
        "Shape ({at}): each `{}` covers {} {cells_word}, written {} with its anchor on {anchor}; turned and mirrored, it is placed in {ways} way{}.",
        kind.node,
        cells.len(),
        written.join(" "),
        if ways == 1 { "" } else { "s" }
    )
}

/// The seeds on the board at the start, cells grouped by how many they hold, and the tracks
/// seeds are sown along.
fn seeds(text: &Text) -> String {
    let rules = text.rules;
    let names = &rules.geometry.names;
    let mut by_count: Vec<(u32, Vec<&str>)> = Vec::new();
    for (cell, &count) in rules.sowing.seeds.iter().enumerate().filter(|(_, n)| **n > 0) {
        match by_count.iter_mut().find(|(n, _)| *n == count) {
            Some((_, cells)) => cells.push(&names[cell]),
            None => by_count.push((count, vec![&names[cell]])),
        }
    }
    let mut out = String::new();
    for (count, cells) in by_count {
        let seeds = if count == 1 { "1 seed" } else { &format!("{count} seeds") };
        out.push_str(&format!(
            "  {seeds} on each of {} ({} cells) at the start.\n",
            cells.join(" "),
            cells.len()
        ));
    }
    for track in &rules.sowing.tracks {
        let cells: Vec<&str> = track.cells.iter().map(|&c| names[c as usize].as_str()).collect();
        out.push_str(&format!("  Track `{}`: {}, then round again.\n", track.name, cells.join(" ")));
    }
    out
}

/// The starting position, player by player and kind by kind.
fn setup(text: &Text) -> String {
    let rules = text.rules;
    if rules.setup.is_empty() {
        let empty = rules.sowing.seeds.iter().all(|&n| n == 0);
        return if empty { "  The board starts empty.\n".into() } else { String::new() };
    }
    let mut out = String::from("  At the start:\n");
    // Pieces nobody owns come last; a cell set up twice (a stack) is listed twice.
    let owners = rules.players.iter().map(String::as_str).enumerate().chain([(NOBODY as usize, "nobody")]);
    for (p, player) in owners {
        let mut parts = Vec::new();
        for (k, kind) in rules.kinds.iter().enumerate() {
            let cells: Vec<&str> = rules
                .setup
                .iter()
                .filter(|&&(_, kind, owner)| kind as usize == k && owner as usize == p)
                .map(|&(cell, _, _)| rules.geometry.names[cell as usize].as_str())
                .collect();
            match cells.len() {
                0 => {}
                n if n <= LISTED_CELLS => parts.push(format!("{kind} on {}", cells.join(" "))),
                n => parts.push(format!("{n} {}", plural(kind))),
            }
        }
        if !parts.is_empty() {
            out.push_str(&format!("    {player}: {}.\n", parts.join("; ")));
        }
    }
    out
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| first.to_uppercase().chain(chars).collect())
}

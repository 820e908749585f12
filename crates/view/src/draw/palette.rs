//! Palette: the colours of players and regions, for the terminal (ANSI) and for pictures (SVG).
//!
//! The terminal's own background may be light or dark, and a foreground colour alone reads on
//! only one of them (bright white vanishes on a light theme, dark grey on a dark one). So
//! nothing here relies on it: every piece is a chip with a background of its owner's colour
//! and a letter of black or white, whichever contrasts with the chip (at least 4.5 : 1), and
//! every region cell sets both its pale tint and a dark ink. Chips are saturated or near grey,
//! tints pale and of other hues, so an owner is never mistaken for a region.

use anstyle::{Ansi256Color, Color, Style};

/// A colour a player can be drawn in: its word, its terminal chip (background, letter; 256-colour
/// codes), its picture colour.
struct Swatch {
    word: &'static str,
    chip: (u8, u8),
    css: &'static str,
}

/// Letters on chips: black on light chips, white on dark ones.
const INK_DARK: u8 = 16;
const INK_LIGHT: u8 = 231;

/// In the order colours are handed to players whose names are not colour words. White and
/// black are light and dark greys (254, 236) rather than pure: a pure chip would merge with a
/// terminal background of its own colour, a grey one keeps an edge on both.
const SWATCHES: [Swatch; 8] = [
    Swatch { word: "white", chip: (254, INK_DARK), css: "#f8f8f4" },
    Swatch { word: "red", chip: (160, INK_LIGHT), css: "#d23c32" },
    Swatch { word: "blue", chip: (25, INK_LIGHT), css: "#2f6bd8" },
    Swatch { word: "green", chip: (28, INK_LIGHT), css: "#2f9e44" },
    Swatch { word: "yellow", chip: (220, INK_DARK), css: "#f0c419" },
    Swatch { word: "cyan", chip: (44, INK_DARK), css: "#1fb5c4" },
    Swatch { word: "magenta", chip: (127, INK_LIGHT), css: "#b03fc0" },
    Swatch { word: "black", chip: (236, INK_LIGHT), css: "#222222" },
];

/// Region backgrounds on the terminal: pale peach, teal, lavender, lime, khaki and pink, each
/// with dark ink (`REGION_INK`) for its empty cells' dots, so they read the same on any theme
/// and stay apart from the saturated chips of the players.
const REGION_ANSI: [u8; 6] = [223, 152, 183, 193, 187, 224];
const REGION_INK: u8 = 238;
/// The marks of the last turn (`[ ]`, `( )`, `< >`): orange (166) on the terminal's own
/// background reads on light and dark alike (about 3.7 : 1 on white, 5.6 : 1 on black); on the
/// pale tints of regions a dark red (124) does better.
const MARK_ON_GROUND: u8 = 166;
const MARK_ON_REGION: u8 = 124;
const REGION_CSS: [&str; 6] = ["#e4cf9a", "#9fd3cf", "#d9c2e3", "#cfe0a8", "#d6d6d6", "#efb9a8"];
/// Plain-text stand-ins for region colours: the glyph of an empty cell of each region.
const REGION_GLYPHS: [char; 6] = ['+', ':', '~', '=', '^', '%'];

/// One swatch per player: a player named after a colour gets it, the others the first free one.
fn swatches(players: &[String]) -> Vec<&'static Swatch> {
    let named: Vec<Option<usize>> =
        players.iter().map(|p| SWATCHES.iter().position(|s| s.word == p.to_ascii_lowercase())).collect();
    let mut taken: Vec<usize> = Vec::new();
    let mut chosen = Vec::new();
    for (i, wanted) in named.iter().enumerate() {
        let unique = wanted.is_some_and(|w| !named[..i].contains(&Some(w)));
        let index = match wanted {
            Some(w) if unique => *w,
            _ => (0..SWATCHES.len())
                .find(|s| !taken.contains(s) && !named.contains(&Some(*s)))
                .unwrap_or(i % SWATCHES.len()),
        };
        taken.push(index);
        chosen.push(&SWATCHES[index]);
    }
    chosen
}

/// Terminal styles of each player's pieces: bold ink on the owner's chip.
pub fn player_styles(players: &[String]) -> Vec<Style> {
    swatches(players)
        .iter()
        .map(|s| {
            let (chip, ink) = s.chip;
            Style::new().bold().bg_color(Some(ansi(chip))).fg_color(Some(ansi(ink)))
        })
        .collect()
}

fn ansi(code: u8) -> Color {
    Color::Ansi256(Ansi256Color(code))
}

/// Picture colours of each player's pieces.
pub fn player_css(players: &[String]) -> Vec<&'static str> {
    swatches(players).iter().map(|s| s.css).collect()
}

/// The terminal background and ink of the `index`th region shown.
pub fn region_style(index: usize) -> Style {
    let code = REGION_ANSI[index % REGION_ANSI.len()];
    Style::new().bg_color(Some(ansi(code))).fg_color(Some(ansi(REGION_INK)))
}

/// The style of a last-turn mark around a cell, in a region or on the terminal's background.
pub fn mark_style(region: Option<usize>) -> Style {
    match region {
        Some(r) => region_style(r).fg_color(Some(ansi(MARK_ON_REGION))).bold(),
        None => Style::new().fg_color(Some(ansi(MARK_ON_GROUND))).bold(),
    }
}

/// The picture fill of the `index`th region shown.
pub fn region_css(index: usize) -> &'static str {
    REGION_CSS[index % REGION_CSS.len()]
}

/// The plain-text glyph of an empty cell in the `index`th region shown.
pub fn region_glyph(index: usize) -> char {
    REGION_GLYPHS[index % REGION_GLYPHS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn colour_names_are_honoured_and_other_players_get_distinct_colours() {
        assert_eq!(player_css(&names(&["blue", "white"])), ["#2f6bd8", "#f8f8f4"]);
        assert_eq!(player_css(&names(&["x", "o"])), ["#f8f8f4", "#d23c32"]);
        let two_reds = player_css(&names(&["red", "red", "white"]));
        assert_ne!(two_reds[0], two_reds[1]);
        assert_ne!(two_reds[1], two_reds[2]);
    }
}

//! Palette: the colours of players and regions, for the terminal (ANSI) and for pictures (SVG).

use anstyle::{Ansi256Color, AnsiColor, Color, Style};

/// A colour a player can be drawn in: its word, its terminal colour, its picture colour.
struct Swatch {
    word: &'static str,
    ansi: AnsiColor,
    css: &'static str,
}

/// In the order colours are handed to players whose names are not colour words.
const SWATCHES: [Swatch; 8] = [
    Swatch { word: "white", ansi: AnsiColor::BrightWhite, css: "#f8f8f4" },
    Swatch { word: "red", ansi: AnsiColor::BrightRed, css: "#d23c32" },
    Swatch { word: "blue", ansi: AnsiColor::BrightBlue, css: "#2f6bd8" },
    Swatch { word: "green", ansi: AnsiColor::BrightGreen, css: "#2f9e44" },
    Swatch { word: "yellow", ansi: AnsiColor::BrightYellow, css: "#f0c419" },
    Swatch { word: "cyan", ansi: AnsiColor::BrightCyan, css: "#1fb5c4" },
    Swatch { word: "magenta", ansi: AnsiColor::BrightMagenta, css: "#b03fc0" },
    Swatch { word: "black", ansi: AnsiColor::BrightBlack, css: "#222222" },
];

/// Region backgrounds: dark on the terminal so bright pieces stand out, light in pictures.
const REGION_ANSI: [u8; 6] = [94, 30, 96, 58, 239, 131];
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

/// Terminal styles of each player's pieces.
pub fn player_styles(players: &[String]) -> Vec<Style> {
    swatches(players).iter().map(|s| Style::new().bold().fg_color(Some(Color::Ansi(s.ansi)))).collect()
}

/// Picture colours of each player's pieces.
pub fn player_css(players: &[String]) -> Vec<&'static str> {
    swatches(players).iter().map(|s| s.css).collect()
}

/// The terminal background of the `index`th region shown.
pub fn region_style(index: usize) -> Style {
    let code = REGION_ANSI[index % REGION_ANSI.len()];
    Style::new().bg_color(Some(Color::Ansi256(Ansi256Color(code))))
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

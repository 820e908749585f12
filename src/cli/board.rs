//! Board: the position as plain text — square grids with coordinates, hex boards as offset rows.

use crate::compile::geometry::{Shape, file_letters};
use crate::engine::{State, kind_of, owner_of};

/// The letter shown for each player's pieces: the first letter of the name, or a digit when
/// two names share it.
pub fn player_marks(players: &[String]) -> Vec<char> {
    let firsts: Vec<char> =
        players.iter().map(|p| p.chars().next().unwrap_or('?').to_ascii_uppercase()).collect();
    let unique = firsts.iter().enumerate().all(|(i, c)| !firsts[..i].contains(c));
    if unique { firsts } else { (0..players.len()).map(|i| char::from(b'1' + i as u8)).collect() }
}

/// The board drawn in text, rank 1 at the bottom; hands and the player to act below it.
pub fn draw(state: &State) -> String {
    let rules = state.rules();
    let geometry = &rules.geometry;
    let marks = player_marks(&rules.players);
    let multi_kind = rules.kinds.len() > 1;
    let mut grid = vec![vec![None; geometry.width as usize]; geometry.height as usize];
    for (cell, &(x, y)) in geometry.coords.iter().enumerate() {
        let piece = state.board()[cell];
        let symbol = if piece == 0 {
            '.'
        } else if multi_kind {
            let letter = rules.kinds[kind_of(piece) as usize].chars().next().unwrap_or('?');
            if owner_of(piece) == 0 { letter.to_ascii_uppercase() } else { letter.to_ascii_lowercase() }
        } else {
            marks[owner_of(piece) as usize]
        };
        grid[y as usize][x as usize] = Some(symbol);
    }
    let files: String = (0..geometry.width).map(|x| format!(" {}", file_letters(x))).collect();
    let hex = geometry.shape == Shape::Hex;
    let mut out = String::new();
    for y in (0..geometry.height as usize).rev() {
        let indent = if hex { " ".repeat(y) } else { String::new() };
        let row: String = grid[y].iter().map(|c| format!(" {}", c.unwrap_or(' '))).collect();
        out.push_str(&format!("{:>3}{indent}{row}\n", y + 1));
    }
    out.push_str(&format!("   {files}\n"));
    out.push_str(&hands(state, &marks));
    out
}

fn hands(state: &State, marks: &[char]) -> String {
    let rules = state.rules();
    let mut out = String::new();
    for (p, name) in rules.players.iter().enumerate() {
        let held: Vec<String> = (0..rules.kinds.len())
            .filter_map(|k| {
                let n = state.hand(p as u8, k as u8);
                let count =
                    if n == crate::compile::rules::UNLIMITED { "∞".to_string() } else { n.to_string() };
                (n > 0).then(|| format!("{} {count}", rules.kinds[k]))
            })
            .collect();
        let hand = if held.is_empty() { "empty".to_string() } else { held.join(", ") };
        out.push_str(&format!("  {} {name}: hand {hand}\n", marks[p]));
    }
    out
}

//! Reading: an action as typed, read into its parts (`Wanted`), each cell and kind letter
//! checked against the game, after the shorthands of RULINGS §0 (`c3xe5`, `Pc3-c4`) are made
//! plain; `notation.rs` then finds the legal action they name.

use super::action::Action;
use super::notation::{Promote, Wanted, kind_letter};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};

impl State {
    /// The parts of a typed action, each cell and letter checked against the game.
    pub(super) fn read(&self, text: &str) -> Result<Wanted, String> {
        let geometry = &self.rules.geometry;
        let cell = |name: &str| geometry.cell(name).ok_or_else(|| not_a_cell(&geometry.names, name));
        // `off`, in a game whose tracks start or end off the board: the hand a piece enters
        // from, or the side it leaves by (`off-d1`, `g1-off`, `g1-off(6)` by a 6).
        let off_board = self.rules.routes.iter().any(|r| r.enters || r.leaves);
        let end = |name: &str| match name.split_once('(').map_or(name, |(off, _)| off) {
            "off" if off_board && geometry.cell(name).is_none() => Ok(NO_CELL),
            _ => cell(name),
        };
        match text {
            "pass" => Ok(Wanted::Word(Action::pass())),
            "end" => Ok(Wanted::Word(Action::end())),
            "swap" if let Some(rule) = self.rules.play.swap => Ok(Wanted::Word(Action::swap(rule))),
            _ if text.is_empty() => {
                Err("an empty action: type a cell such as `c3`, a move such as `c3-e5`, `pass` or `end`"
                    .into())
            }
            _ if text.contains('-') => {
                // `/2`: a count of pieces (`top`); `/f3`: a line's other end (`abreast`).
                let (text, count, line) = match text.rsplit_once('/') {
                    Some((text, n)) if n.starts_with(|c: char| c.is_ascii_digit()) || n.is_empty() => {
                        (text, Some(top_count(n)?), None)
                    }
                    Some((text, end)) => (text, None, Some(cell(end)?)),
                    None => (text, None, None),
                };
                let (text, promote) = match (text.strip_suffix('+'), text.split_once('=')) {
                    (Some(text), _) => (text, Promote::Any),
                    (None, Some((text, letter))) => (text, Promote::To(self.kind_by_letter(letter)?)),
                    _ => (text, Promote::No),
                };
                let cells = text.split('-').map(end).collect::<Result<Vec<Cell>, String>>()?;
                let (from, to) = (cells[0], cells[cells.len() - 1]);
                let path = (cells.len() > 2).then(|| cells[1..cells.len() - 1].to_vec());
                Ok(Wanted::Move { from, path, to, promote, count, line })
            }
            _ if geometry.cell(text).is_none() && (text.starts_with('x') || text.starts_with('~')) => {
                Ok(Wanted::Take { flip: text.starts_with('~'), at: cell(&text[1..])? })
            }
            _ => {
                // `:1`: a shape's turn.
                let (text, turn) = match text.rsplit_once(':') {
                    Some((text, n)) => (text, Some(n.parse::<u8>().map_err(|_| not_a_turn(n))?)),
                    None => (text, None),
                };
                match text.split_once('*') {
                    Some((letter, at)) => {
                        Ok(Wanted::Place { kind: Some(self.kind_by_letter(letter)?), to: cell(at)?, turn })
                    }
                    None => Ok(Wanted::Place { kind: None, to: cell(text)?, turn }),
                }
            }
        }
    }

    fn kind_by_letter(&self, letter: &str) -> Result<u8, String> {
        (0..self.rules.kinds.len() as u8)
            .find(|&k| letter == kind_letter(&self.rules, k))
            .ok_or_else(|| format!("`{letter}` is not the letter of a piece kind of this game"))
    }
}

fn not_a_turn(text: &str) -> String {
    format!("`{text}` is not a shape's turn: after `:` comes a number, such as `F*c3:1`")
}

/// The count after a move's slash (`a1-b2/2`): how many of the stack's top pieces move.
fn top_count(text: &str) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("`/{text}` is not a count of pieces: write `/1`, `/2`, … after the move")),
    }
}

/// Accepts `x` for a capture (`c3xe5`, `c3-xe5`) and a leading piece letter before a move
/// (`Pc3-c4`), as RULINGS §0 allows. An `x` counts only between a rank digit and a file letter,
/// so files named `x` on wide boards are left alone.
pub(super) fn normalise(text: &str) -> String {
    let chars: Vec<char> = text.trim().chars().collect();
    let mut out = String::with_capacity(chars.len());
    for (i, &c) in chars.iter().enumerate() {
        let after_digit = i > 0 && (chars[i - 1].is_ascii_digit() || chars[i - 1] == '-');
        let before_file = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
        if c == 'x' && after_digit && before_file {
            if !out.ends_with('-') {
                out.push('-');
            }
        } else {
            out.push(c);
        }
    }
    let lower_start = out.find(|c: char| c.is_ascii_lowercase()).unwrap_or(0);
    let (prefix, rest) = out.split_at(lower_start);
    if prefix.len() == 1 && prefix.chars().all(|c| c.is_ascii_uppercase()) && rest.contains('-') {
        return rest.to_string();
    }
    out
}

/// Why a name is not a cell, with what would help: the cell it means in lower case, or the
/// board's files and ranks (`a`–`g`, `1`–`7`), or its spots' names on a graph board.
fn not_a_cell(names: &[String], name: &str) -> String {
    let lower = name.to_lowercase();
    if names.contains(&lower) {
        return format!("`{name}` is not a cell: cell names are lower case, `{lower}`");
    }
    let parts: Option<Vec<(&str, u32)>> = names
        .iter()
        .map(|n| {
            let (file, rank) = n.split_at(n.find(|c: char| c.is_ascii_digit())?);
            Some((file, rank.parse().ok()?))
        })
        .collect();
    match parts {
        Some(parts) if !parts.is_empty() => {
            let file_key = |f: &&str| (f.len(), f.to_string());
            let files = (
                parts.iter().map(|p| p.0).min_by_key(file_key),
                parts.iter().map(|p| p.0).max_by_key(file_key),
            );
            let ranks = (parts.iter().map(|p| p.1).min(), parts.iter().map(|p| p.1).max());
            let (Some(first), Some(last), Some(low), Some(high)) = (files.0, files.1, ranks.0, ranks.1)
            else {
                unreachable!("a board has cells")
            };
            format!(
                "`{name}` is not a cell of this board: its files run from `{first}` to `{last}` and its ranks from {low} to {high} (`yon render` shows every cell)"
            )
        }
        _ => {
            let shown: Vec<&str> = names.iter().take(12).map(String::as_str).collect();
            let more = if names.len() > shown.len() { ", …" } else { "" };
            format!("`{name}` is not a spot of this board: its spots are {}{more}", shown.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn captures_and_piece_letters_are_read_as_plain_moves() {
        assert_eq!(normalise("c3xe5"), "c3-e5");
        assert_eq!(normalise("c3-xe5"), "c3-e5");
        assert_eq!(normalise(" Pc3-c4 "), "c3-c4");
        assert_eq!(normalise("x5"), "x5");
        assert_eq!(normalise("x5-x6"), "x5-x6");
        assert_eq!(normalise("P*e5"), "P*e5");
    }
}

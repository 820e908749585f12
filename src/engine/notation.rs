//! Notation: actions printed and read as RULINGS §0 spells them — `c3`, `P*e5`, `c3-e5`, `pass`, `end`.

use super::action::{Action, END, PASS};
use super::legal::Illegal;
use super::state::State;
use crate::compile::geometry::NO_CELL;
use crate::compile::rules::Rules;

/// The letter a kind is written with in drops: its name's first letter, in capitals.
pub fn kind_letter(rules: &Rules, kind: u8) -> char {
    rules.kinds[kind as usize].chars().next().map_or('?', |c| c.to_ascii_uppercase())
}

impl State {
    /// The action as notation.
    pub fn format(&self, action: Action) -> String {
        let names = &self.rules.geometry.names;
        match action.rule {
            PASS => "pass".into(),
            END => "end".into(),
            _ if action.from == NO_CELL => {
                let cell = &names[action.to as usize];
                if self.rules.placements_name_kind() {
                    format!("{}*{cell}", kind_letter(&self.rules, action.kind))
                } else {
                    cell.clone()
                }
            }
            _ => format!("{}-{}", names[action.from as usize], names[action.to as usize]),
        }
    }

    /// Reads one action in notation and checks it against the legal actions now.
    pub fn parse_action(&mut self, text: &str) -> Result<Action, Illegal> {
        let wanted = normalise(text);
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if let Some(&action) = legal.iter().find(|&&a| self.format(a) == wanted) {
            return Ok(action);
        }
        if self.s.result.is_some() {
            return Err(Illegal::GameOver);
        }
        match self.shape_of(&wanted) {
            Ok(action) => Err(self.why_not(action, &legal)),
            Err(why) => Err(Illegal::Malformed(why)),
        }
    }

    /// An action of the right shape built from the text without asking whether it is legal.
    fn shape_of(&self, text: &str) -> Result<Action, String> {
        let geometry = &self.rules.geometry;
        let cell = |name: &str| {
            geometry.cell(name).ok_or_else(|| {
                format!(
                    "`{name}` is not a cell of this board (cells run from `{}` to `{}`)",
                    geometry.names[0],
                    geometry.names[geometry.names.len() - 1]
                )
            })
        };
        match text {
            "pass" => Ok(Action::pass()),
            "end" => Ok(Action::end()),
            _ if text.is_empty() => {
                Err("an empty action: type a cell such as `c3`, a move such as `c3-e5`, `pass` or `end`"
                    .into())
            }
            _ => {
                if let Some((from, to)) = text.split_once('-') {
                    return Ok(Action::movement(0, 0, cell(from)?, cell(to)?));
                }
                let (kind, at) = match text.split_once('*') {
                    Some((letter, at)) => (self.kind_by_letter(letter)?, at),
                    None => (0, text),
                };
                Ok(Action::place(0, kind, cell(at)?))
            }
        }
    }

    fn kind_by_letter(&self, letter: &str) -> Result<u8, String> {
        (0..self.rules.kinds.len() as u8)
            .find(|&k| letter.len() == 1 && letter.starts_with(kind_letter(&self.rules, k)))
            .ok_or_else(|| format!("`{letter}` is not the letter of a piece kind of this game"))
    }
}

/// Accepts `x` for captures and a leading piece letter before a move, as RULINGS §0 allows.
fn normalise(text: &str) -> String {
    let text = text.trim();
    let text = text.replace('x', "-").replace("--", "-");
    let lower_start = text.find(|c: char| c.is_ascii_lowercase()).unwrap_or(0);
    let (prefix, rest) = text.split_at(lower_start);
    if prefix.chars().all(|c| c.is_ascii_uppercase()) && prefix.len() == 1 && rest.contains('-') {
        return rest.to_string();
    }
    text
}

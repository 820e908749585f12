//! Notation: actions printed and read as RULINGS §0 spells them — `c3`, `P*e5`, `c3-e5`, `pass`, `end`.

use super::action::{Action, END, PASS};
use super::legal::Illegal;
use super::position::kind_of;
use super::state::State;
use crate::compile::rules::{Motion, Rules};

/// The letter a kind is written with in drops (`piece knight "N"`; by default its name's
/// first letter, in capitals).
pub fn kind_letter(rules: &Rules, kind: u8) -> &str {
    rules.pieces.letters.get(kind as usize).map_or("?", String::as_str)
}

impl State {
    /// The action as notation.
    pub fn format(&self, action: Action) -> String {
        let names = &self.rules.geometry.names;
        match action.rule {
            PASS => "pass".into(),
            END => "end".into(),
            rule => match &self.rules.actions[rule as usize].motion {
                Motion::Take { flip: None, .. } => format!("x{}", names[action.to as usize]),
                Motion::Take { flip: Some(_), .. } => format!("~{}", names[action.to as usize]),
                Motion::Place { .. } => {
                    let cell = &names[action.to as usize];
                    if self.rules.placements_name_kind() {
                        format!("{}*{cell}", kind_letter(&self.rules, action.kind))
                    } else {
                        cell.clone()
                    }
                }
                Motion::Move { .. } => {
                    let promotes = self.promotion_suffix(action);
                    format!("{}-{}{promotes}", names[action.from as usize], names[action.to as usize])
                }
            },
        }
    }

    /// `+` for a promotion to the one kind the piece may become, `=Q` to one of several.
    fn promotion_suffix(&self, action: Action) -> String {
        if action.promote == 0 {
            return String::new();
        }
        let piece = self.position.board.get(action.from as usize).copied().unwrap_or(0);
        let choices = match piece {
            0 => 1,
            piece => self.rules.pieces.promotion[kind_of(piece) as usize].as_ref().map_or(1, |p| p.to.len()),
        };
        if choices == 1 { "+".into() } else { format!("={}", kind_letter(&self.rules, action.promote - 1)) }
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
                    let from = cell(from)?;
                    let (to, promote) = match (to.strip_suffix('+'), to.split_once('=')) {
                        (Some(to), _) => (to, self.only_promotion(from)),
                        (None, Some((to, letter))) => (to, self.kind_by_letter(letter)? + 1),
                        _ => (to, 0),
                    };
                    let rule = self.rule_of(|m| matches!(m, Motion::Move { .. }), "moves", text)?;
                    return Ok(Action { promote, ..Action::movement(rule, 0, from, cell(to)?) });
                }
                if geometry.cell(text).is_none()
                    && let Some(at) = text.strip_prefix('x').or_else(|| text.strip_prefix('~'))
                {
                    let flip = text.starts_with('~');
                    let is_take =
                        |m: &Motion| matches!(m, Motion::Take { flip: f, .. } if f.is_some() == flip);
                    let rule = self.rule_of(is_take, if flip { "flips" } else { "removals" }, text)?;
                    return Ok(Action::place(rule, 0, cell(at)?));
                }
                let (kind, at) = match text.split_once('*') {
                    Some((letter, at)) => (self.kind_by_letter(letter)?, at),
                    None => (0, text),
                };
                let rule = self.rule_of(|m| matches!(m, Motion::Place { .. }), "placements", text)?;
                Ok(Action::place(rule, kind, cell(at)?))
            }
        }
    }

    /// The kind the piece on `from` may promote to, plus one, when it has one choice (0 else).
    fn only_promotion(&self, from: crate::compile::geometry::Cell) -> u8 {
        let piece = self.position.board[from as usize];
        let promotion =
            if piece == 0 { None } else { self.rules.pieces.promotion[kind_of(piece) as usize].as_ref() };
        match promotion.map(|p| p.to.as_slice()) {
            Some([only]) => only + 1,
            _ => 1,
        }
    }

    /// The first rule of a kind of motion, so that an action of that shape is explained as one
    /// (and printed as one); a game with no such rule has no such action.
    fn rule_of(&self, is: impl Fn(&Motion) -> bool, what: &str, text: &str) -> Result<u8, String> {
        let found = self.rules.actions.iter().position(|r| is(&r.motion));
        found
            .map(|r| r as u8)
            .ok_or_else(|| format!("`{text}` is not an action of this game: it has no {what}"))
    }

    fn kind_by_letter(&self, letter: &str) -> Result<u8, String> {
        (0..self.rules.kinds.len() as u8)
            .find(|&k| letter == kind_letter(&self.rules, k))
            .ok_or_else(|| format!("`{letter}` is not the letter of a piece kind of this game"))
    }
}

/// Accepts `x` for a capture (`c3xe5`, `c3-xe5`) and a leading piece letter before a move
/// (`Pc3-c4`), as RULINGS §0 allows. An `x` counts only between a rank digit and a file letter,
/// so files named `x` on wide boards are left alone.
fn normalise(text: &str) -> String {
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

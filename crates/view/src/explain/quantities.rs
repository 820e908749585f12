//! Quantities: the conditions and quantities of a game file as English phrases, for `yon rules`.
//! Each phrase says what the construct means, as docs/LANGUAGE.md defines it.

use super::words::{Lexicon, Who, or_list, plural};
use yon::syntax::ast::{CompareOp, Cond, LinesThrough, Quantity, Spanned};

impl Lexicon<'_> {
    /// A condition as a clause about the player the rule is about.
    pub fn condition(&self, cond: &Spanned<Cond>) -> String {
        match &cond.node {
            Cond::Stuck => "the player has no legal action".into(),
            Cond::AllStuck => "no player has a legal action".into(),
            Cond::BoardFull => "the board is full".into(),
            Cond::Check => "a royal piece of the player is attacked (check)".into(),
            Cond::Compare { left, op: CompareOp::Ge, right }
                if left.node == Quantity::Stranded && right.node == Quantity::Number(1.0) =>
            {
                "the piece the last action placed or moved could never move from where it stands".into()
            }
            Cond::Compare { left, op, right } => {
                format!("{} {}", self.quantity(left), comparison(*op, &self.quantity(right)))
            }
            Cond::Not(inner) => format!("it is not so that {}", self.condition(inner)),
            Cond::And(a, b) => format!("{} and {}", self.condition(a), self.condition(b)),
            Cond::Or(a, b) => format!("either {} or {}", self.condition(a), self.condition(b)),
        }
    }

    /// A quantity as a noun phrase: "the number of …", "the turn number", "7".
    pub fn quantity(&self, quantity: &Spanned<Quantity>) -> String {
        let mine = Who::Player.possessive();
        match &quantity.node {
            Quantity::Number(n) => number(*n),
            Quantity::Bonus { amount, player } => {
                format!("{} for {} (0 for the others)", number(*amount), player.node)
            }
            Quantity::Sum(first, rest) => {
                let mut text = self.quantity(first);
                for (plus, term) in rest {
                    text.push_str(if *plus { " plus " } else { " minus " });
                    text.push_str(&self.quantity(term));
                }
                text
            }
            Quantity::TurnsWithout(names) => {
                let names: Vec<String> = names.iter().map(|n| format!("`{}`", n.node)).collect();
                format!("the number of turns in a row without {}", or_list(&names))
            }
            Quantity::Lines { length, at_least, along, through } => {
                let place = match through {
                    LinesThrough::Placed => " through the cell the last action placed or moved to",
                    LinesThrough::Changed => " through the cells the last action placed, moved to or flipped",
                    LinesThrough::Anywhere => " anywhere on the board",
                };
                let along =
                    along.as_ref().map_or(String::new(), |dirs| format!(" running {}", self.dirs(dirs)));
                format!(
                    "the number of lines of {} of {mine} pieces{along}{place}",
                    exactly(*length, *at_least)
                )
            }
            Quantity::Windows(n) => {
                format!("the number of windows of {n} cells in a row on a line, all holding {mine} pieces")
            }
            Quantity::Value(name, set) => self.value_quantity(name, set),
            Quantity::Flipped => "the number of pieces the last action flipped".into(),
            Quantity::Captured => "the number of pieces the turn has captured".into(),
            Quantity::Used => "the number of dice the turn has used".into(),
            Quantity::Pips => "sum of the dice the turn has used".into(),
            Quantity::Pushing | Quantity::Pushed => super::actions::push_length(&quantity.node),
            Quantity::Passes => "the number of passes in a row, ending with the last action".into(),
            Quantity::Pieces { kind, along } => {
                let what = kind.as_ref().map_or("pieces".into(), |k| plural(&k.node));
                match along {
                    Some(dir) => format!(
                        "the number of {mine} {what} on the line through the last action's cell along {}",
                        dir.node
                    ),
                    None => format!("the number of {mine} {what} on the board"),
                }
            }
            Quantity::Stranded => {
                "1 if the piece the last action placed or moved could never move again (else 0)".into()
            }
            Quantity::Mates => {
                "the number of opponents the last action leaves in check with no legal action".into()
            }
            Quantity::Seeds(set) => format!("the number of seeds on {}", self.cells(set, Who::Player)),
            Quantity::Height(set) => {
                format!("the number of pieces on {}, stacks counted whole", self.cells(set, Who::Player))
            }
            Quantity::Score => format!("{mine} score"),
            Quantity::Armies => {
                "the player's armies (1, plus the armies of every player they have put out)".into()
            }
            Quantity::Regions { family, majority: false } => {
                format!("the number of `{}` regions whose cells all hold {mine} pieces", family.node)
            }
            Quantity::Regions { family, majority: true } => {
                format!(
                    "the number of `{}` regions where more than half the cells hold {mine} pieces",
                    family.node
                )
            }
            Quantity::Repetitions => {
                "how often this position (board and player to act) already began a turn".into()
            }
            Quantity::Turn => {
                "the number of the turn being played (from 1, every player's turns counted)".into()
            }
            Quantity::Hand(kind) => {
                let what = kind.as_ref().map_or("pieces".into(), |k| plural(&k.node));
                format!("the number of {what} in {mine} hand")
            }
            Quantity::Groups { .. } => self.groups(quantity),
            Quantity::Rings { dirs, around } => {
                let joined = dirs.as_ref().map_or(String::new(), |d| format!(" (joined {})", self.dirs(d)));
                let cell = match around {
                    Some(set) => format!("one cell among {}", self.cells(set, Who::Player)),
                    None => "one cell (whatever stands on it)".into(),
                };
                format!("the number of {mine} groups of pieces{joined} that loop around at least {cell}")
            }
            Quantity::Count(set) => format!("the number of {}", self.cells(set, Who::Player)),
            Quantity::BoardRepetitions => {
                "how often this board already stood at the start of a turn, whoever was to act".into()
            }
            Quantity::Counter(name) => format!("the counter `{}`", name.node),
        }
    }

    fn groups(&self, quantity: &Spanned<Quantity>) -> String {
        let Quantity::Groups { dirs, touching, of_family, largest } = &quantity.node else {
            return format!("`{}`", self.quote(quantity.span));
        };
        let joined = dirs.as_ref().map_or(String::new(), |d| format!(" (joined {})", self.dirs(d)));
        let mut text = match largest {
            true => format!("the number of pieces in the player's largest group{joined}"),
            false => format!("the number of the player's groups of pieces{joined}"),
        };
        let mut touches: Vec<String> = touching.iter().map(|t| self.cells(t, Who::Player)).collect();
        if let Some((count, family)) = of_family {
            touches.push(format!("at least {} of the `{}` regions", count.node, family.node));
        }
        if !touches.is_empty() {
            text.push_str(&format!(" touching {}", touches.join(" and ")));
        }
        text
    }
}

/// `exactly 4` or `4 or more`.
pub(super) fn exactly(length: u32, at_least: bool) -> String {
    if at_least { format!("{length} or more") } else { format!("exactly {length}") }
}

fn number(n: f64) -> String {
    if n.fract() == 0.0 { format!("{n:.0}") } else { n.to_string() }
}

/// "is at least 1", "is 0".
pub(super) fn comparison(op: CompareOp, right: &str) -> String {
    let verb = match op {
        CompareOp::Eq => "is",
        CompareOp::Ne => "is not",
        CompareOp::Lt => "is less than",
        CompareOp::Le => "is at most",
        CompareOp::Gt => "is more than",
        CompareOp::Ge => "is at least",
    };
    format!("{verb} {right}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_without_a_needless_fraction() {
        assert_eq!(number(7.0), "7");
        assert_eq!(number(7.5), "7.5");
    }
}

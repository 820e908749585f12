//! Illegal: why an action cannot be played now, in words a player reads.

use crate::compile::rules::Origin;

/// Why an action cannot be played now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// The text names no action of this game (not a cell, not a move).
    Malformed(String),
    /// No action rule produces it here: one fact that rules it out (`c3 is empty: there is no
    /// piece to move`), or for each rule that could act for this player now, the part of it
    /// that fails, with its line (`` `slide` (line 18) moves only from `colour`; … ``).
    NoRule {
        action: String,
        reasons: Vec<String>,
    },
    /// A rule produces it, but a `forbid` or a `requires` refuses it.
    Forbidden {
        action: String,
        by: Origin,
        requirement: bool,
    },
    /// Several legal actions answer to the text (`S-N` where a hop may go over C or over E):
    /// their names, which tell them apart.
    Ambiguous {
        action: String,
        choices: Vec<String>,
    },
    /// `pass` while the player has a legal action, or an action while only `pass` remains.
    MustPass,
    CannotPass,
    /// A rule produces it and nothing forbids it, but `priority` puts another action first.
    Outranked {
        action: String,
        better: String,
        by: Origin,
    },
    /// As `Outranked`, but by `priority`'s `most`: another action lets the turn end with more.
    Fewer {
        action: String,
        better: String,
        by: Origin,
    },
    /// Any of the above, with the legal action the writer most likely meant (`c7-b8=Q` for
    /// `c7-b8`, `xf6` for `f6`).
    Hinted {
        reason: Box<Illegal>,
        hint: String,
    },
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the game is over"),
            Illegal::Malformed(why) => write!(f, "{why}"),
            Illegal::NoRule { action, reasons } => match reasons.as_slice() {
                [] => write!(f, "no action rule can act now, so {action} cannot be played"),
                [one] => write!(f, "{one}"),
                many => write!(f, "no action rule makes {action} here:\n  {}", many.join("\n  ")),
            },
            Illegal::Forbidden { action, by, requirement: false } => {
                write!(f, "{action} is forbidden by `{}` (line {})", by.name, by.line)
            }
            Illegal::Forbidden { action, by, requirement: true } => {
                write!(f, "{action} does not meet what `{}` requires (line {})", by.name, by.line)
            }
            Illegal::Ambiguous { action, choices } => {
                write!(f, "`{action}` could be any of {}: write one of them", choices.join(", "))
            }
            Illegal::MustPass => write!(f, "no action is possible: the only legal action is `pass`"),
            Illegal::Outranked { action, better, by } => write!(
                f,
                "{action} is not allowed while {better} can be played: `{}` (line {}) puts it first",
                by.name, by.line
            ),
            Illegal::Fewer { action, better, by } => write!(
                f,
                "{action} is not allowed while {better} can be played: `{}` (line {}) keeps the actions from which the turn ends with the most",
                by.name, by.line
            ),
            Illegal::CannotPass => write!(f, "`pass` is only allowed when no other action is possible"),
            Illegal::Hinted { reason, hint } => write!(f, "{reason}; {hint}"),
        }
    }
}

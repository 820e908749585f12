//! Words: cell sets and directions of a game file as English phrases, for `yon rules`
//! (conditions and quantities: `quantities.rs`). Each phrase says what the construct means, as docs/LANGUAGE.md defines it.

pub use super::lists::{and_list, names, or_list};
pub(super) use super::quantities::{comparison, exactly};
use yon::syntax::ast::{CellExpr, CellNumber, DirExpr, LastPart, Reach, Spanned};

/// What the phrases need to know about the game: which names are per-player regions, and the
/// source, to quote what has no words of its own.
pub struct Lexicon<'s> {
    pub source: &'s str,
    /// Regions declared `region NAME of PLAYER`: in a rule, the acting player's own.
    pub per_player: Vec<String>,
    /// Region names (of either kind) and the labels of region families.
    pub regions: Vec<String>,
    /// The players: `REGION of NAME` names a player's region, or one a remembered label picks.
    pub players: Vec<String>,
    /// Piece kinds: a kind's name as a cell set means the cells holding pieces of that kind.
    pub kinds: Vec<String>,
    /// Whether `roll` in a turn pattern throws the game's dice (no action is called `roll`).
    pub throws_dice: bool,
}

/// Whose view a phrase is written from: `your` in an action, `the player's` in a condition.
#[derive(Clone, Copy)]
pub enum Who {
    You,
    Player,
    /// A piece's owner, in a statement about pieces (`promote`).
    Owner,
}

impl Who {
    pub(super) fn possessive(self) -> &'static str {
        match self {
            Who::You => "your",
            Who::Player => "the player's",
            Who::Owner => "its owner's",
        }
    }
}

impl Lexicon<'_> {
    /// The source text of a span, on one line.
    pub fn quote(&self, span: yon::syntax::ast::Span) -> String {
        let text = self.source.get(span.start..span.end).unwrap_or("");
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// A cell set as a noun phrase: "empty cells", "your `colour` cells", "a1".
    pub fn cells(&self, set: &Spanned<CellExpr>, who: Who) -> String {
        let mine = who.possessive();
        match &set.node {
            CellExpr::Name(name) if self.per_player.contains(&name.node) => {
                format!("{mine} `{}` cells", name.node)
            }
            CellExpr::Name(name) if self.regions.contains(&name.node) => format!("the `{}` cells", name.node),
            CellExpr::Name(name) if self.kinds.contains(&name.node) => {
                format!("cells holding {}", plural(&name.node))
            }
            CellExpr::Name(name) if name.node == "placed" => "the cell the action placed or moved to".into(),
            CellExpr::Name(name) if name.node == "neutral" => "cells holding a piece nobody owns".into(),
            CellExpr::Name(name) => format!("cell {}", name.node),
            CellExpr::RegionOf { region, player } if self.players.contains(&player.node) => {
                format!("{}'s `{}` cells", player.node, region.node)
            }
            CellExpr::RegionOf { region, player } => {
                format!("the cells of the `{}` region that `{}` remembers", region.node, player.node)
            }
            CellExpr::Value(..) | CellExpr::Flagged(_) => self.value_cells(&set.node),
            CellExpr::All => "any cell".into(),
            CellExpr::Empty => "empty cells".into(),
            CellExpr::Own => format!("cells holding {mine} pieces"),
            CellExpr::Enemy => "cells holding enemy pieces".into(),
            CellExpr::Ally => "cells holding a team-mate's pieces".into(),
            CellExpr::Occupied => "occupied cells".into(),
            CellExpr::Pattern(pattern) => format!("the cells whose names match \"{}\"", pattern.node),
            CellExpr::Last { action, part } => {
                let which = match part {
                    LastPart::To => "the cell the last action ended on",
                    LastPart::From => "the cell the last action started from",
                    LastPart::Passed => "the cells the last action moved across",
                };
                match action {
                    Some(action) => format!("{which} (if it was a `{}`)", action.node),
                    None => which.into(),
                }
            }
            CellExpr::Next { dirs, of } => {
                format!("cells whose neighbour {} is one of {}", self.dirs(dirs), self.cells(of, who))
            }
            CellExpr::Surrounded { dirs, by } => format!(
                "cells whose every neighbour {} is on the board and one of {}",
                self.dirs(dirs),
                self.cells(by, who)
            ),
            CellExpr::Edge(dirs) => format!("cells with no neighbour {}", self.dirs(dirs)),
            CellExpr::Within { reach, of } => {
                format!("cells {} from {}", self.reach(reach), self.cells(of, who))
            }
            CellExpr::Dark => "the dark squares (a1 is dark)".into(),
            CellExpr::Light => "the light squares".into(),
            CellExpr::Unmoved => "cells holding pieces that have not moved yet".into(),
            CellExpr::Taken => "cells holding pieces marked this turn to be captured at its end".into(),
            CellExpr::Height(op, n) => {
                format!("cells whose stack's height {}", comparison(*op, &n.to_string()))
            }
            CellExpr::Compare(left, op, right) => {
                let right = self.cell_number(right, who);
                format!("the cells where {} {}", self.cell_number(left, who), comparison(*op, &right))
            }
            CellExpr::Attacked => "cells an enemy piece could capture on".into(),
            CellExpr::InLine { length, at_least } => {
                format!("cells holding pieces in a line of {} of their owner's", exactly(*length, *at_least))
            }
            CellExpr::Sight { dirs, from } => format!(
                "cells joined {} by a straight run of empty cells to {}",
                self.dirs(dirs),
                self.cells(from, who)
            ),
            CellExpr::Enclosed(dirs) => format!(
                "cells holding pieces whose group (joined {}) has no empty neighbour",
                dirs.as_ref().map_or("in every direction".into(), |d| self.dirs(d))
            ),
            CellExpr::Territory(dirs) => format!(
                "empty cells whose empty region (joined {}) borders {mine} pieces and no one else's",
                dirs.as_ref().map_or("in every direction".into(), |d| self.dirs(d))
            ),
            CellExpr::Seeds { count, at_least } => {
                let more = if *at_least { " or more" } else { "" };
                format!("cells holding {count}{more} seeds")
            }
            CellExpr::Back { track, from, within } => format!(
                "from {}, the cells going back along track `{}` as long as each is one of {}",
                self.cells(from, who),
                track.node,
                self.cells(within, who)
            ),
            CellExpr::Ranks(a, b) if a.node == b.node => format!("rank {}", a.node),
            CellExpr::Ranks(a, b) => format!("ranks {} to {}", a.node, b.node),
            CellExpr::Files(a, b) if a.node == b.node => format!("file {}", a.node),
            CellExpr::Files(a, b) => format!("files {} to {}", a.node, b.node),
            CellExpr::And(a, b) => format!("{} that are also {}", self.operand(a, who), self.operand(b, who)),
            CellExpr::Or(a, b) => format!("{} or {}", self.cells(a, who), self.cells(b, who)),
            CellExpr::Minus(a, b) => format!("{} except {}", self.operand(a, who), self.operand(b, who)),
        }
    }

    /// One cell of a set, as an object: "an empty cell", "cell e1", "one of your `colour` cells".
    pub fn one(&self, set: &Spanned<CellExpr>, who: Who) -> String {
        match &set.node {
            CellExpr::Empty => "an empty cell".into(),
            CellExpr::All => "any cell".into(),
            CellExpr::Enemy => "an enemy piece".into(),
            CellExpr::Occupied => "an occupied cell".into(),
            CellExpr::Own => format!("one of {} pieces", who.possessive()),
            CellExpr::Or(a, b) => format!("{} or {}", self.one(a, who), self.one(b, who)),
            CellExpr::And(a, b) => {
                format!("{} that is also among {}", self.one(a, who), self.operand(b, who))
            }
            CellExpr::Name(name)
                if !self.regions.contains(&name.node) && !self.kinds.contains(&name.node) =>
            {
                format!("cell {}", name.node)
            }
            _ => format!("one of {}", self.cells(set, who)),
        }
    }

    /// A set inside `&` or `-`: a choice says so, so that the grouping of the source survives.
    fn operand(&self, set: &Spanned<CellExpr>, who: Who) -> String {
        match &set.node {
            CellExpr::Or(..) => format!("either {}", self.cells(set, who)),
            _ => self.cells(set, who),
        }
    }

    /// How far a reach goes: "at most 2 steps (moving orthogonally) from".
    pub fn reach(&self, reach: &Spanned<Reach>) -> String {
        let Reach { steps, exactly, dirs } = &reach.node;
        let how = if *exactly { "exactly" } else { "at most" };
        let step = if steps.node == 1 { "step" } else { "steps" };
        let dirs = dirs.as_ref().map_or(String::new(), |d| format!(" (moving {})", self.dirs(d)));
        format!("{how} {} {step}{dirs} away", steps.node)
    }

    /// A set of directions as an adverb: "in any direction", "orthogonally", "towards n or ne".
    pub fn dirs(&self, dirs: &Spanned<DirExpr>) -> String {
        let names: Vec<&str> = dirs.node.iter().map(|n| n.node.as_str()).collect();
        match names.as_slice() {
            ["any"] => "in any direction".into(),
            ["orthogonal"] => "orthogonally".into(),
            ["diagonal"] => "diagonally".into(),
            ["onward"] => "onward (the way the last action moved)".into(),
            ["line"] => "along a line".into(),
            ["ring"] => "round a ring".into(),
            ["line", "ring"] | ["ring", "line"] => "along a line or round a ring".into(),
            _ => {
                let names: Vec<String> = names
                    .iter()
                    .map(|&n| match n {
                        "orthogonal" | "diagonal" => format!("any {n} direction"),
                        "any" => "any direction".into(),
                        _ => n.to_string(),
                    })
                    .collect();
                format!("towards {}", or_list(&names))
            }
        }
    }
}

/// A kind's plural: "men", "discs", "bishops".
pub fn plural(kind: &str) -> String {
    if let Some(stem) = kind.strip_suffix("man") {
        format!("{stem}men")
    } else if kind.ends_with(['s', 'x']) || kind.ends_with("ch") || kind.ends_with("sh") {
        format!("{kind}es")
    } else {
        format!("{kind}s")
    }
}

/// "a disc", "an arrow".
pub fn a(noun: &str) -> String {
    let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    format!("{article} {noun}")
}

impl Lexicon<'_> {
    /// A number each cell has, as a noun phrase: "its stack's height", "how many of … it sees".
    pub fn cell_number(&self, number: &CellNumber, who: Who) -> String {
        match number {
            CellNumber::Height => "its stack's height".into(),
            CellNumber::Seen(set) => {
                format!("the number of {} it sees (the first along each line from it)", self.cells(set, who))
            }
            CellNumber::Value(name) => format!("its piece's `{}`", name.node),
            CellNumber::Number(n) => n.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        assert_eq!(plural("man"), "men");
        assert_eq!(plural("disc"), "discs");
    }
}

//! Words: cell sets, directions, conditions and quantities of a game file as English phrases,
//! for `yon rules`. Each phrase says what the construct means, as docs/LANGUAGE.md defines it.

pub use super::lists::{and_list, names, or_list};
use yon::syntax::ast::{
    CellExpr, CellNumber, CompareOp, Cond, DirExpr, LastPart, LinesThrough, Quantity, Reach, Spanned,
};

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
    fn possessive(self) -> &'static str {
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
            CellExpr::Edge(dirs) => format!("cells with no neighbour {}", self.dirs(dirs)),
            CellExpr::Within { reach, of } => {
                format!("cells {} from {}", self.reach(reach), self.cells(of, who))
            }
            CellExpr::Dark => "the dark squares (a1 is dark)".into(),
            CellExpr::Light => "the light squares".into(),
            CellExpr::Unmoved => "cells holding pieces that have not moved yet".into(),
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

/// `exactly 4` or `4 or more`.
fn exactly(length: u32, at_least: bool) -> String {
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
        assert_eq!(number(7.0), "7");
        assert_eq!(number(7.5), "7.5");
        assert_eq!(plural("man"), "men");
        assert_eq!(plural("disc"), "discs");
    }
}

//! Cell sets as written: the atoms and operators of `CellExpr`, `last`'s parts, and direction lists.

use super::{Name, Spanned};

/// A set of cells. Static atoms (cells, regions, `all`, ranks, files) and dynamic ones
/// (`empty`, `own`, `enemy`, `occupied`) combine with `&`, `|`, `-` and parentheses.
#[derive(Clone, Debug, PartialEq)]
pub enum CellExpr {
    /// A region or a cell name; the checker decides which.
    Name(Name),
    /// `colour of white`: a per-player region for a named player.
    RegionOf {
        region: Name,
        player: Name,
    },
    All,
    Empty,
    Own,
    Enemy,
    /// `ally`: the pieces of the acting player's team-mates.
    Ally,
    Occupied,
    /// `"?E"`: the cells whose names match a pattern (`?` one character, `*` any run).
    Pattern(Spanned<String>),
    /// `last to`, `last from`, `last passed`, `last double passed`: the cells of the last
    /// action played (only if it was the action named).
    Last {
        action: Option<Name>,
        part: LastPart,
    },
    /// `next s occupied`: the cells whose neighbour in one of the directions is in the set.
    Next {
        dirs: Spanned<DirExpr>,
        of: Box<Spanned<CellExpr>>,
    },
    /// `surrounded orthogonal by (own | castle)`: the cells whose every neighbour along the
    /// directions is on the board and in the set.
    Surrounded {
        dirs: Spanned<DirExpr>,
        by: Box<Spanned<CellExpr>>,
    },
    /// `edge s`: the cells with no neighbour in one of the directions.
    Edge(Spanned<DirExpr>),
    /// `dark`, `light`: the squares of a chessboard's colours (`a1` is dark).
    Dark,
    Light,
    /// `unmoved`: pieces of an `unmoved` kind that have not moved yet.
    Unmoved,
    /// `taken`: the pieces `capture jumped at end` has marked this turn.
    Taken,
    /// `height >= 2`: the cells whose stack holds so many pieces (`stacks`).
    Height(super::conditions::CompareOp, u32),
    /// `seen own > height`: the cells where one number of the cell compares so with another.
    Compare(Box<CellNumber>, super::conditions::CompareOp, Box<CellNumber>),
    /// `value speed >= 2`: the cells whose piece carries such a value (`value`).
    Value(super::Name, super::conditions::CompareOp, u32),
    /// `flagged fresh`: the cells whose piece carries the flag (`flag`).
    Flagged(super::Name),
    /// `attacked`: cells an enemy piece could capture on.
    Attacked,
    /// `in line 3`, `in line 3+`: pieces in a line of (at least) so many of their owner's.
    InLine {
        length: u32,
        at_least: bool,
    },
    /// `sight any from last to`: cells a straight run of empty cells joins to the set.
    Sight {
        dirs: Spanned<DirExpr>,
        from: Box<Spanned<CellExpr>>,
    },
    /// `enclosed [DIRS]`: pieces whose group, joined along the directions (all when none are
    /// named), has no empty neighbour along them.
    Enclosed(Option<Spanned<DirExpr>>),
    /// `territory [DIRS]`: empty cells whose region of empty cells, joined along the
    /// directions, borders the player's pieces and no one else's.
    Territory(Option<Spanned<DirExpr>>),
    /// `within 2 of SET`, `at distance 3 from SET`: the cells so many steps from a cell of the set.
    Within {
        reach: Spanned<Reach>,
        of: Box<Spanned<CellExpr>>,
    },
    /// `seeds 2`, `seeds 2+`: the cells holding exactly (at least) so many seeds.
    Seeds {
        count: u32,
        at_least: bool,
    },
    /// `back along TRACK from SET while SET`: from each cell of the first set, the cells going
    /// back along the track as long as each is in the second.
    Back {
        track: Name,
        from: Box<Spanned<CellExpr>>,
        within: Box<Spanned<CellExpr>>,
    },
    /// `ranks 7-9` (or `rank 3`)
    Ranks(Spanned<u32>, Spanned<u32>),
    /// `files a-c` (or `file b`)
    Files(Name, Name),
    And(Box<Spanned<CellExpr>>, Box<Spanned<CellExpr>>),
    Or(Box<Spanned<CellExpr>>, Box<Spanned<CellExpr>>),
    Minus(Box<Spanned<CellExpr>>, Box<Spanned<CellExpr>>),
}

/// How far `within N` (at most N steps) or `at distance N` (exactly N) reaches, along the
/// directions named (all of the board's when none are).
#[derive(Clone, Debug, PartialEq)]
pub struct Reach {
    pub steps: Spanned<u32>,
    pub exactly: bool,
    pub dirs: Option<Spanned<DirExpr>>,
}

/// Which cells of the last action `last` means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastPart {
    To,
    From,
    /// The cells it moved across (a slide's or hop's, not a leap's).
    Passed,
}

/// A set of directions: names (`n`, `ne`…) and groups (`any`, `orthogonal`, `diagonal`) joined by `|`.
pub type DirExpr = Vec<Name>;

/// A number that each cell has: `height` (its stack's pieces), `seen SET` (the pieces of the set
/// that are the first along the lines from the cell), `value NAME` (its piece's) or a number.
#[derive(Clone, Debug, PartialEq)]
pub enum CellNumber {
    Height,
    Seen(Spanned<CellExpr>),
    Value(Name),
    Number(u32),
}

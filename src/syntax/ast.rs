//! The typed syntax tree of a `.game` file: what was written, where, before any name is resolved.

// The tree is built once per file and never in a hot loop; boxing variants would only add noise.
#![allow(clippy::large_enum_variant)]

/// A byte range in the source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The smallest span that covers both.
    pub fn join(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// A node together with the source range it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Spanned<T> {
    pub node: T,
    pub span: Span,
}

impl<T> Spanned<T> {
    pub fn new(node: T, span: Span) -> Self {
        Spanned { node, span }
    }
}

/// An identifier as written: a player, piece kind, region, cell, direction, action or option.
pub type Name = Spanned<String>;

/// A whole `.game` file: its statements in source order, each with its option gate
/// (`gates[i]` belongs to `items[i]`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameFile {
    pub items: Vec<Spanned<Item>>,
    pub gates: Vec<Option<Gate>>,
}

impl GameFile {
    /// The names of the declared options, in order.
    pub fn option_names(&self) -> impl Iterator<Item = &str> {
        self.items.iter().filter_map(|item| match &item.node {
            Item::Option { name, .. } => Some(name.node.as_str()),
            _ => None,
        })
    }

    /// The statements that count with these options on (the rest are gated off), and the
    /// statements gated off. A gate naming an undeclared option is a mistake the checker
    /// reports; its statement counts, so that nothing else is reported because of it.
    pub fn configured(&self, options: &[String]) -> (GameFile, GameFile) {
        let declared: Vec<&str> = self.option_names().collect();
        let (mut on, mut off) = (GameFile::default(), GameFile::default());
        for (item, gate) in self.items.iter().zip(&self.gates) {
            let counts = gate.as_ref().is_none_or(|g| {
                !declared.contains(&g.option.node.as_str())
                    || options.contains(&g.option.node) == g.enabled_when_set
            });
            let side = if counts { &mut on } else { &mut off };
            side.items.push(item.clone());
            side.gates.push(gate.clone());
        }
        (on, off)
    }
}

/// One top-level statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// `game "Title"`
    Game(Spanned<String>),
    /// `description "…"` — what the game is, in a line.
    Description(Spanned<String>),
    /// `author "…"` — who invented the game.
    Author(Spanned<String>),
    /// `year N` — when it was invented or published.
    Year(Spanned<u32>),
    /// `source "…"` — where its rules come from.
    Source(Spanned<String>),
    /// `players blue white` — turn order, first to play first.
    Players(Vec<Name>),
    /// `board square 5 x 5`, `board hex 5 x 5`, `board hex radius 2`
    Board(Board),
    /// `piece disc` or `piece king "K", pawn "P"` (one or more kinds, each with its letter)
    Piece(Vec<PieceDecl>),
    /// `hand disc 6`, `hand stone unlimited` — every player starts with it.
    Hand { kind: Name, count: Spanned<HandCount> },
    /// `setup white: d4 e5` or `setup white disc: dark & ranks 1-3` (a fixed cell set)
    Setup { player: Name, kind: Option<Name>, cells: Spanned<CellExpr> },
    /// `region neutral: a1 e1` or `region colour of blue: c5 b4`
    Region { name: Name, player: Option<Name>, cells: Spanned<CellExpr> },
    /// `region zone: each zone` — a family of regions, one per copy of a part, each labelled
    /// by the copy's name (its spots' common prefix).
    RegionEach { name: Name, part: Name },
    /// `option seed-slides "description"`
    Option { name: Name, description: Spanned<String> },
    /// `action NAME: MOTION [then EFFECT...] [requires COND]`
    Action(Action),
    /// `turn: REGEX` for every turn, or `turn N: REGEX` for the game's N-th turn
    Turn { number: Option<Spanned<u32>>, pattern: Spanned<TurnPattern> },
    /// `pass when stuck`
    PassWhenStuck,
    /// `forbid ["name"]: COND [after NAMES]`
    Forbid { label: Option<Spanned<String>>, condition: Spanned<Cond>, after: Option<Vec<Name>> },
    /// `win|lose|draw ["name"]: COND [after ...|at turn start]` or `rank by SCORE ["name"]: COND ...`
    Result(ResultRule),
    /// `spot N at 0 2, C at 0 0` — spots of a graph board and where they are drawn; a spot may
    /// be a copy of a part (`zone E at 0 13`).
    Spots(Vec<Spot>),
    /// `line: N C S` (a straight line) or `ring: N E S W N` (a closed ring); `line in PART: …`
    /// joins spots of every copy of a part.
    Link { ring: bool, part: Option<Name>, spots: Vec<Name> },
    /// `part circle: E at 0 1, W at …` — a piece of graph board that spots copy.
    Part { name: Name, spots: Vec<Spot> },
    /// `team: south north` — players who play together: allies, not enemies.
    Team(Vec<Name>),
    /// `remember target: corner of last placement` — a label the rules keep between turns.
    Remember { name: Name, family: Name, after: Name },
    /// `facing black: n` — the way a player's pieces face; relative directions turn with it.
    Facing { player: Name, direction: Name },
    /// `promote pawn to tokin in far` — optional when a move starts or ends in the zone;
    /// `promote pawn to queen | rook in far` — to one of several kinds.
    Promote { from: Name, to: Vec<Name>, zone: Spanned<CellExpr> },
    /// `unmoved: king, rook` — pieces of these kinds remember whether they have moved.
    Unmoved(Vec<Name>),
    /// `priority: jump | king-jump, step` — groups of actions, earliest first: while an action
    /// of a group is legal, the actions of later groups (and `end`) are not.
    Priority(Vec<Vec<Name>>),
    /// `royal king` — pieces whose attack is `check`.
    Royal(Vec<Name>),
    /// `takeover` — who puts a player out takes their hand and pieces; royal pieces stay as blockades.
    Takeover,
    /// `order: checked first` — the next player is the first one in check, clockwise.
    CheckedFirst,
    /// `capture to hand` — a piece taken by moving onto it goes to the taker's hand, unpromoted.
    CaptureToHand,
}

/// A piece kind and the letter it is written with (`piece knight "N"`).
#[derive(Clone, Debug, PartialEq)]
pub struct PieceDecl {
    pub name: Name,
    pub letter: Option<Spanned<String>>,
}

/// A spot of a graph board: its name and drawing point (x to the right, y up); or, with
/// `part`, a copy of that part whose spots' names start with `name` and whose points are
/// offset by the point.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot {
    pub part: Option<Name>,
    pub name: Name,
    pub x: Spanned<f32>,
    pub y: Spanned<f32>,
}

/// The board shape and size.
#[derive(Clone, Debug, PartialEq)]
pub enum Board {
    /// Square cells, 8 directions; `a1` bottom-left.
    Square { width: Spanned<u32>, height: Spanned<u32> },
    /// A rhombus of hexagons in axial coordinates, 6 directions.
    HexRhombus { width: Spanned<u32>, height: Spanned<u32> },
    /// A hexagon of hexagons (radius R: the rhombus of side 2R+1 cut to `R <= q+r <= 3R`).
    HexHexagon { radius: Spanned<u32> },
    /// Named spots joined by lines and rings, from `spot`, `line` and `ring` statements.
    Graph,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandCount {
    Finite(u32),
    Unlimited,
}

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
    /// `edge s`: the cells with no neighbour in one of the directions.
    Edge(Spanned<DirExpr>),
    /// `dark`, `light`: the squares of a chessboard's colours (`a1` is dark).
    Dark,
    Light,
    /// `unmoved`: pieces of an `unmoved` kind that have not moved yet.
    Unmoved,
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
    /// `ranks 7-9` (or `rank 3`)
    Ranks(Spanned<u32>, Spanned<u32>),
    /// `files a-c` (or `file b`)
    Files(Name, Name),
    And(Box<Spanned<CellExpr>>, Box<Spanned<CellExpr>>),
    Or(Box<Spanned<CellExpr>>, Box<Spanned<CellExpr>>),
    Minus(Box<Spanned<CellExpr>>, Box<Spanned<CellExpr>>),
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

/// `action NAME: ...`
#[derive(Clone, Debug, PartialEq)]
pub struct Action {
    pub name: Name,
    /// `when CONDITION`: the action exists only while the condition holds.
    pub when: Option<Spanned<Cond>>,
    pub motion: Spanned<Motion>,
    pub effects: Vec<Spanned<Effect>>,
    pub requires: Option<Spanned<Cond>>,
}

/// Whether an option turns a statement on (`if`) or off (`unless`).
#[derive(Clone, Debug, PartialEq)]
pub struct Gate {
    pub enabled_when_set: bool,
    pub option: Name,
}

/// What an action does to the piece it places or moves.
#[derive(Clone, Debug, PartialEq)]
pub enum Motion {
    /// `place [KINDS] [on CELLS]` — from the mover's hand; `on` defaults to `empty`.
    Place { kinds: Vec<Name>, on: Option<Spanned<CellExpr>> },
    /// `move [KINDS] [from CELLS] MOVEMENT` — `from` is always limited to the mover's pieces.
    Move { kinds: Vec<Name>, from: Option<Spanned<CellExpr>>, movement: Movement },
    /// `remove [KINDS from] CELLS` — takes a piece off a cell.
    Remove { kinds: Vec<Name>, at: Spanned<CellExpr> },
    /// `flip [KINDS from] CELLS [to mover|next]` — turns a piece over where it stands.
    Flip { kinds: Vec<Name>, at: Spanned<CellExpr>, to: Option<FlipTo> },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Movement {
    /// `step DIRS [to CELLS]` — one cell; `to` defaults to `empty`.
    Step { dirs: Spanned<DirExpr>, to: Option<Spanned<CellExpr>> },
    /// `slide DIRS [through CELLS] [to CELLS]` — one or more cells in a straight line.
    /// `through` defaults to `empty`; `to` defaults to `through`.
    Slide {
        dirs: Spanned<DirExpr>,
        through: Option<Spanned<CellExpr>>,
        to: Option<Spanned<CellExpr>>,
        exactly: Option<Spanned<Distance>>,
    },
    /// `hop DIRS over [run] CELLS [to CELLS]` — over one cell (or a whole run) to the cell beyond.
    Hop { dirs: Spanned<DirExpr>, run: bool, over: Spanned<CellExpr>, to: Option<Spanned<CellExpr>> },
    /// `leap PATH | PATH [to CELLS]` — to the end of a path of steps, over anything between.
    Leap { paths: Vec<Spanned<DirExpr>>, to: Option<Spanned<CellExpr>> },
    /// `to CELLS` — straight to any cell of the set.
    Anywhere { to: Spanned<CellExpr> },
}

/// How far a slide goes with `exactly`.
#[derive(Clone, Debug, PartialEq)]
pub enum Distance {
    /// `exactly 2`
    Cells(u32),
    /// `exactly occupied in line`: as many cells as the set holds on the whole line the piece
    /// moves along.
    InLine(Spanned<CellExpr>),
}

/// What happens after the piece lands.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// `flip custodial DIRS [to mover|next]`
    FlipCustodial(Spanned<DirExpr>, Option<FlipTo>),
    /// `capture custodial DIRS`
    CaptureCustodial(Spanned<DirExpr>),
    /// `flip jumped [to mover|next]`
    FlipJumped(Option<FlipTo>),
    /// `capture jumped`
    CaptureJumped,
    /// `capture CELLS`: removes the pieces on the cells of the set.
    Capture(Spanned<CellExpr>),
    /// `flip CELLS [to mover|next]`: turns over the pieces on the cells of the set.
    Flip(Spanned<CellExpr>, Option<FlipTo>),
}

/// Whom a flipped piece goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlipTo {
    /// The player who acted.
    Mover,
    /// The player after the piece's owner in turn order.
    Next,
}

/// A regular expression over action names that a turn must match.
#[derive(Clone, Debug, PartialEq)]
pub enum TurnPattern {
    Action(Name),
    Seq(Vec<Spanned<TurnPattern>>),
    Alt(Vec<Spanned<TurnPattern>>),
    Optional(Box<Spanned<TurnPattern>>),
    Star(Box<Spanned<TurnPattern>>),
    Plus(Box<Spanned<TurnPattern>>),
}

/// A condition on a position, evaluated for the result's subject.
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    /// The player to act has no legal action.
    Stuck,
    /// No player has a legal action.
    AllStuck,
    /// No empty cell is left.
    BoardFull,
    /// `check`: a royal piece of the subject is attacked by a piece another player controls.
    Check,
    Compare {
        left: Spanned<Quantity>,
        op: CompareOp,
        right: Spanned<Quantity>,
    },
    Not(Box<Spanned<Cond>>),
    And(Box<Spanned<Cond>>, Box<Spanned<Cond>>),
    Or(Box<Spanned<Cond>>, Box<Spanned<Cond>>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// A number computed from the position.
#[derive(Clone, Debug, PartialEq)]
pub enum Quantity {
    Number(f64),
    /// `7 for white`: the number for that player, 0 for the others.
    Bonus {
        amount: f64,
        player: Name,
    },
    /// `a + b - c`: the first term, then each term added (`true`) or subtracted.
    Sum(Box<Spanned<Quantity>>, Vec<(bool, Spanned<Quantity>)>),
    /// `turns without capture, push`: turns in a row without a capture or any action named.
    TurnsWithout(Vec<Name>),
    /// `lines 4` (maximal runs of exactly 4) or `lines 5+` (at least 5) of the subject's pieces,
    /// through the cells the last action placed/changed, or anywhere on the board.
    Lines {
        length: u32,
        at_least: bool,
        through: LinesThrough,
    },
    /// `windows 4`: the windows of 4 consecutive cells on a line all held by the subject.
    Windows(u32),
    /// `flipped`: how many pieces the last action flipped.
    Flipped,
    /// `passes`: how many `pass` actions were played in a row, ending with the last action.
    Passes,
    /// `pieces [KIND [along DIR]]`: how many pieces (of the kind) the subject has on the board,
    /// or on the line through the last action's cell along the direction's axis.
    Pieces {
        kind: Option<Name>,
        along: Option<Name>,
    },
    /// `stranded`: 1 if the piece the last action placed or moved could never move again.
    Stranded,
    /// `mates`: opponents the last action leaves in check with no legal action.
    Mates,
    /// `armies`: 1 + the armies of every player the subject has put out.
    Armies,
    /// `regions quarter full` (regions of the family all the subject's) or `regions quarter majority`
    /// (more than half the subject's).
    Regions {
        family: Name,
        majority: bool,
    },
    /// `repetitions`: how often the position (board and player to act) already stood at the
    /// start of a turn.
    Repetitions,
    /// `turn`: the number of the turn being played, from 1.
    Turn,
    /// `hand`, `hand KIND`: the pieces (of the kind) in the player's hand.
    Hand(Option<Name>),
    /// `groups [DIRS] [touching SET, SET…]`: the subject's groups of pieces joined along the
    /// directions (all when none are named), or only those touching every set (`touching N of
    /// FAMILY`: at least N members of a region family); `largest group [DIRS]`: the pieces in
    /// the largest.
    Groups {
        dirs: Option<Spanned<DirExpr>>,
        touching: Vec<Spanned<CellExpr>>,
        of_family: Option<(Spanned<u32>, Name)>,
        largest: bool,
    },
    /// `count SET`: the cells of the set, as the player the rule is about sees it.
    Count(Spanned<CellExpr>),
    /// `board repetitions`: how often the board already stood at a turn start, whoever was
    /// to act.
    BoardRepetitions,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinesThrough {
    /// The cell the last action placed or moved a piece to.
    Placed,
    /// That cell and every cell the last action flipped.
    Changed,
    /// The whole board.
    Anywhere,
}

/// `win | lose | draw | rank by SCORE`, a name, a condition and when it is checked.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultRule {
    pub outcome: Spanned<OutcomeKind>,
    pub label: Option<Spanned<String>>,
    pub condition: Spanned<Cond>,
    pub timing: Spanned<Timing>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum OutcomeKind {
    Win,
    Lose,
    Draw,
    /// `out`: the player leaves play; the last one left wins.
    Out,
    /// `rank by pieces`: the player with the highest score wins; a tie is a draw.
    RankBy(Quantity),
}

/// When a result is checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Timing {
    /// After every action (the default), for the player who acted.
    AfterAction,
    /// `after placement | movement | NAME...`: after those actions only, for the player who acted.
    After(Vec<Name>),
    /// `at turn start`: when a turn begins, for the player about to act.
    TurnStart,
    /// `for opponents`: after every action, for each player in play other than the mover.
    Opponents,
}

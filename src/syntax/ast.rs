//! The typed syntax tree of a `.game` file: what was written, where, before any name is resolved.
//! The file and its statements are here; cell sets, actions and conditions are in `ast/`.

// The tree is built once per file and never in a hot loop; boxing variants would only add noise.
#![allow(clippy::large_enum_variant)]

mod actions;
mod cells;
mod conditions;

pub use actions::{Action, Distance, Effect, FlipTo, Leaving, Motion, Movement, Top, ValueChange};
pub use cells::{CellExpr, CellNumber, DirExpr, LastPart, Reach};
pub use conditions::{CompareOp, Cond, LinesThrough, OutcomeKind, Quantity, ResultRule, Timing};

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
    /// `hand disc 6`, `hand stone unlimited` — every player starts with it; `hand disc 7 for
    /// white` — that player does, whatever the hand of every player says; `hand f, i 1
    /// shared` — one hand of each kind that every player places from.
    Hand { kinds: Vec<Name>, count: Spanned<HandCount>, player: Option<Name>, shared: bool },
    /// `shape f: b1 c1 a2 b2 b3` — the cells a piece of the kind covers, written where it
    /// could stand; the first is its anchor.
    Shape { kind: Name, cells: Vec<Name> },
    /// `setup white: d4 e5` or `setup white disc: dark & ranks 1-3` (a fixed cell set)
    /// `random`: `setup PLAYER [KIND]: random N of CELLS`, on N cells drawn at random.
    Setup { player: Name, kind: Option<Name>, cells: Spanned<CellExpr>, random: Option<Spanned<u32>> },
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
    Forbid {
        label: Option<Spanned<String>>,
        condition: Spanned<Cond>,
        after: Option<Vec<Name>>,
        forced: bool,
    },
    /// `win|lose|draw ["name"]: COND [after ...|at turn start]` or `rank by SCORE ["name"]: COND ...`
    Result(ResultRule),
    /// `spot N at 0 2, C at 0 0` — spots of a graph board and where they are drawn; a spot may
    /// be a copy of a part (`zone E at 0 13`).
    Spots(Vec<Spot>),
    /// `line: N C S` (a straight line) or `ring: N E S W N` (a closed ring); `line in PART: …`
    /// joins spots of every copy of a part; `line up: …` names the direction along it (`up`,
    /// and `up-back` the other way), which every line of that name shares.
    Link { ring: bool, name: Option<Name>, part: Option<Name>, spots: Vec<Name> },
    /// `part circle: E at 0 1, W at …` — a piece of graph board that spots copy.
    Part { name: Name, spots: Vec<Spot> },
    /// `team: south north` — players who play together: allies, not enemies.
    Team(Vec<Name>),
    /// `remember target: corner of last placement` — a label the rules keep between turns.
    Remember { name: Name, family: Name, after: Name },
    /// `directions orthogonal: up | up-back | across | across-back` — a named direction set,
    /// usable wherever a direction set is.
    Directions { name: Name, dirs: Spanned<DirExpr> },
    /// `facing black: n` — the way a player's pieces face; relative directions turn with it.
    Facing { player: Name, direction: Name },
    /// `promote pawn to tokin in far` — optional when a move starts or ends in the zone;
    /// `promote pawn to queen | rook in far` — to one of several kinds.
    /// `… in far at end` — compulsory, as the turn ends, for a piece that stands in the zone.
    Promote { from: Name, to: Vec<Name>, zone: Spanned<CellExpr>, at_end: bool },
    /// `unmoved: king, rook` — pieces of these kinds remember whether they have moved.
    Unmoved(Vec<Name>),
    /// `priority: jump | king-jump, step` — groups of actions, earliest first: while an action
    /// of a group is legal, the actions of later groups (and `end`) are not. `…, most captured`
    /// last (`most used, most pips`: one after another): of the turns the groups allow, only
    /// those whose quantity ends largest (each with the number of groups written before it,
    /// which the checker holds to all of them).
    Priority { groups: Vec<Vec<Name>>, most: Vec<(usize, Spanned<Quantity>)> },
    /// `royal king` — pieces whose attack is `check`.
    Royal(Vec<Name>),
    /// `takeover` — who puts a player out takes their hand and pieces; royal pieces stay as blockades.
    Takeover,
    /// `order: checked first` — the next player is the first one in check, clockwise.
    CheckedFirst,
    /// `capture to hand` — a piece taken by moving onto it goes to the taker's hand, unpromoted;
    /// `capture to owner hand` — back to its owner's hand, as a hit piece in a race game.
    CaptureToHand { owner: bool },
    /// `seeds 4: CELLS`: so many seeds on each cell of the set at the start.
    Seeds { count: Spanned<u32>, cells: Spanned<CellExpr> },
    /// `track NAME [of PLAYER]: CELL CELL …`: cells in order, the last followed by the first;
    /// `off` first or last: entered from the hand, left off the board (`along`).
    Track { name: Name, of: Option<Name>, cells: Vec<Name> },
    /// `dice 2 d6 [from 1] [doubles twice] [, highest starts]`: what `roll` throws, and whether
    /// a first throw of one die a player decides who starts (the span of `highest starts`).
    Dice {
        count: Spanned<u32>,
        faces: Spanned<u32>,
        from: Option<Spanned<u32>>,
        doubles_twice: bool,
        highest_starts: Option<Span>,
    },
    /// `stacks` — a cell may hold several pieces, one on another; the top one is the cell's piece.
    /// `stacks at most N [own to hand]`: how high a stack may stand after an action.
    Stacks(Option<AtMost>),
    /// `value speed 1 [for KINDS | : CELLS]` — a number every piece carries, and what it starts
    /// at: for every piece, for the pieces of the kinds, or for the pieces set up on the cells.
    Value { name: Name, start: Spanned<u32>, kinds: Vec<Name>, cells: Option<Spanned<CellExpr>> },
    /// `flag fresh [for KINDS | : CELLS]` — a mark a piece carries; these pieces start with it.
    Flag { name: Name, kinds: Vec<Name>, cells: Option<Spanned<CellExpr>> },
    /// `counter NAME: QUANTITY on COND [given COND]` — one line of a number the game keeps: at a
    /// turn's start, set to the quantity when `on` has just come to hold and `given` holds.
    Counter { name: Name, value: Spanned<Quantity>, on: Spanned<Cond>, given: Option<Spanned<Cond>> },
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

/// Whether an option turns a statement on (`if`) or off (`unless`).
#[derive(Clone, Debug, PartialEq)]
pub struct Gate {
    pub enabled_when_set: bool,
    pub option: Name,
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

/// `at most 5 own to hand` after `stacks`: after each action a stack higher than `most` loses its
/// bottom pieces; with `own_to_hand` the mover's own go to the mover's hand, the rest leave the board.
#[derive(Clone, Debug, PartialEq)]
pub struct AtMost {
    pub most: Spanned<u32>,
    pub own_to_hand: bool,
}

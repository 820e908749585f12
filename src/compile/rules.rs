//! Rules: the compiled program the engine runs — ids instead of names, per-player cell tests,
//! direction masks and the turn machine. The only input the engine accepts. Its parts are
//! re-exported here: action rules from `actions` (and where they may repeat, `repeats`), cell sets from `cells`, conditions and
//! results from `conditions`.

use super::geometry::{Cell, Geometry};
use super::pieces::{Pieces, Play};
use super::turn::TurnMachine;

pub use super::actions::{
    ActionRule, AtMost, Distance, Effect, FlipTo, LeapCells, LeapThrough, Leaving, Motion, Movement,
    Spelling, Top, moves_of_kind,
};
pub use super::cells::{CellTest, LastPart, SetExpr};
pub use super::conditions::{
    Compare, Condition, Constraint, OutcomeRule, Quantity, Quiet, ResultRule, Through, When,
};
pub use super::repeats::{PriorityListing, Repeats};

pub type PlayerId = u8;

/// The owner of a piece nobody controls: a neutral piece or a blockade.
pub const NOBODY: PlayerId = 15;
pub type KindId = u8;
pub type ActionId = u8;
/// A bit per direction of the board.
pub type DirMask = u32;
/// The bit of a direction mask that stands for `onward`: the direction the last action moved in.
pub const ONWARD: DirMask = 1 << 31;

/// The most players, actions and piece kinds a game may declare (ids are bytes; masks are `u64`).
pub const MAX_PLAYERS: usize = 8;
pub const MAX_ACTIONS: usize = 60;
pub const MAX_KINDS: usize = 63;
/// The most `turns without` counts a game may keep.
pub const MAX_QUIET: usize = 4;
/// A hand count that never runs out.
pub const UNLIMITED: u32 = u32::MAX;
/// The most pieces a hand may be declared with: far below `UNLIMITED`, so that no number of
/// captures can bring a hand to it.
pub const MAX_HAND: u32 = 1_000_000;

/// Occupancy classes of a cell as seen by the acting player, as bits of a `CellTest` mask.
/// `BLOCKED` is a piece nobody controls (a blockade): only `occupied` includes it. `ALLY` is a
/// piece of a team-mate (`team`): neither own nor enemy.
pub const EMPTY: u8 = 1;
pub const OWN: u8 = 2;
pub const ENEMY: u8 = 4;
pub const BLOCKED: u8 = 8;
pub const ALLY: u8 = 16;
/// A bit per piece kind.
pub type KindMask = u64;
/// Every kind: a motion that names none.
pub const ANY_KIND: KindMask = u64::MAX;

/// One `CellTest` per context: the acting player (regions like `colour` mean the acting
/// player's own) and, in a game that remembers a label, its value (`Rules::context`).
pub type PerContext<T> = Vec<T>;
/// One value per *side*: the player whose facing a piece has (`facing`), which turns relative
/// directions. Without `facing` every side's value is the same.
pub type PerSide<T> = Vec<T>;

/// Where a rule was written, so the engine's verdicts can point at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// 1-based line in the `.game` file.
    pub line: usize,
    /// The rule's name or label as the file spells it.
    pub name: String,
}

/// A named switch declared by `option`.
#[derive(Clone, Debug)]
pub struct GameOption {
    pub name: String,
    pub description: String,
}

/// A region as declared, kept for drawing boards and explaining rules.
#[derive(Clone, Debug)]
pub struct Region {
    pub name: String,
    /// `region colour of blue`: the player whose version this is.
    pub player: Option<PlayerId>,
    /// `region quarter of ne`: the label of this member of a family of regions.
    pub label: Option<String>,
    pub cells: Vec<Cell>,
}

/// `remember NAME: FAMILY of last ACTION`: after those actions, the label of the family's
/// region holding the cell landed on. Cell sets `FAMILY of NAME` follow it.
#[derive(Clone, Debug)]
pub struct Memory {
    pub name: String,
    pub family: String,
    /// The actions that set it, a bit per action id.
    pub after: u64,
    /// Per cell: 1 + the index in `labels` of the family region holding it, or 0 for none.
    pub label_of: Vec<u8>,
    /// Every region label of the game; a remembered value `v > 0` is `labels[v - 1]`.
    pub labels: Vec<String>,
}

/// What a game is and where it comes from (`description`, `author`, `year`, `source`): shown
/// to people, never read by the engine.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct About {
    pub description: Option<String>,
    pub author: Option<String>,
    pub year: Option<u32>,
    pub source: Option<String>,
}

/// A whole compiled game.
#[derive(Clone, Debug)]
pub struct Rules {
    pub title: String,
    pub about: About,
    pub players: Vec<String>,
    pub geometry: Geometry,
    pub kinds: Vec<String>,
    pub pieces: Pieces,
    pub play: Play,
    /// Each player's starting hand of each kind, `[player * kinds + kind]`; `UNLIMITED` never
    /// runs out.
    pub hands: Vec<u32>,
    pub setup: Vec<(Cell, KindId, PlayerId)>,
    pub regions: Vec<Region>,
    /// Every option the game declares, and the names of those this compilation has on.
    pub options: Vec<GameOption>,
    pub chosen: Vec<String>,
    /// Per player, a bit for each player on their team, themselves included (`team`).
    pub teams: Vec<u8>,
    pub actions: Vec<ActionRule>,
    pub turn: TurnMachine,
    /// `priority`: groups of actions, a bit per action id, earliest first. While an action of
    /// a group is legal, the actions of later groups, those of no group and `end` are not.
    pub priority: Vec<u64>,
    /// `most QUANTITY, most …`, last in `priority`: of the turns the groups allow, only those
    /// after whose last action the first quantity is largest for the mover, of those the second,
    /// and so on (`engine/most.rs`).
    pub most: Vec<Quantity>,
    /// The rules whose actions change none of `most`'s quantities (`compile/most.rs`): a turn
    /// that ends with one of them ends with the quantities as they are.
    pub leaves_most: u64,
    /// Where `priority` was written, to explain a refusal.
    pub priority_origin: Option<Origin>,
    /// What to list for `priority`'s groups, and for the rest.
    pub priority_listing: PriorityListing,
    /// Whether some action has a `when`.
    pub has_preconditions: bool,
    pub pass_when_stuck: bool,
    /// `turns without`: what resets each count, in the order the quantities were written.
    pub quiet: Vec<Quiet>,
    pub forbids: Vec<Constraint>,
    pub results: Vec<ResultRule>,
    /// Which results and forbids are judged when (derived from `results` and `forbids`).
    pub schedule: super::schedule::Schedule,
    /// Per piece kind, a bit for each action rule that moves it (derived from `actions`), so
    /// that generation tries only those from each piece.
    pub moves_of_kind: Vec<u64>,
    /// Where a generated action can repeat one already offered.
    pub repeats: Repeats,
    /// Per action id, for a rule that steps: where it steps from each cell (`StepTargets`).
    pub steps: Vec<Option<super::steps::StepTargets>>,
    /// The move rules whose first cell must hold a piece next to the mover (`Screen`).
    pub screen: super::screen::Screen,
    /// The board's lines as bit sets, where a slide goes `exactly … in line` (`LineMasks`).
    pub line_masks: Option<super::line_masks::LineMasks>,
    /// For a game with royal pieces whose captures read only cells' classes: the cells whose
    /// change could expose each cell to an attack (`exposure.rs`).
    pub exposure: Option<super::exposure::Exposure>,
    /// Whether some rule asks for `repetitions`, so the engine keeps the positions at turn starts.
    pub tracks_repetitions: bool,
    /// Whether a cell may hold a stack of pieces (`stacks`): the position keeps what lies under
    /// each top piece.
    pub stacks: bool,
    /// `stacks at most N`: a higher stack loses its bottom pieces after an action (`at_most.rs`).
    pub at_most: Option<AtMost>,
    /// The actions whose cell sets read the last action: positions that differ in which of
    /// them are legal are different positions for `repetitions`.
    pub history_rules: u64,
    /// Whether some result is judged `for opponents` after each action.
    pub judges_opponents: bool,
    /// Whether an `out` result about being stuck is judged as soon as a turn begins.
    pub puts_out_stuck: bool,
    pub memory: Option<Memory>,
    /// Moves joined by more than one path, and directions that share a first step.
    pub paths: super::paths::Paths,
    /// Seeds, scores and tracks (`compile::seeds`): empty in a game that has none.
    pub sowing: super::seeds::Sowing,
    /// Values and flags on pieces (`value`, `flag`); empty when the game declares none.
    pub values: super::values::PieceValues,
    /// The counters the game keeps (`counter.rs`), none in most games.
    pub counters: super::counter::Counters,
    /// What `roll` throws (`dice.rs`); `None` in a game without chance.
    pub dice: Option<super::dice::Dice>,
    /// Every player's route of every track, for `move … along` (`along.rs`).
    pub routes: Vec<super::along::Route>,
    /// `setup … random N of CELLS`, drawn in order before the first turn (`random.rs`).
    pub random_setups: Vec<super::random::RandomSetup>,
    /// The turn machine's state while they are drawn: only a throw may come.
    pub setup_state: Option<u8>,
    /// The action rules chance plays (`by chance`), as a bit set over rule ids.
    pub chance_rules: u64,
    /// The kinds whose pieces cover several cells, and where they may stand (`shape.rs`).
    pub shapes: super::shape::Shapes,
    /// A bit per kind whose hand every player shares (`hand … shared`): a placement takes from
    /// every player's count of it.
    pub shared_hands: u64,
    /// The fast path these rules compile to, or why they need the general engine.
    pub kernel: Result<super::kernel::Kernel, super::kernel::Misfit>,
}

impl Rules {
    /// The same rules played on the general engine alone, even where a kernel fits: to measure
    /// it, and to prove that the two agree.
    pub fn without_kernel(mut self) -> Rules {
        self.kernel = Err(super::kernel::Misfit("the general engine was asked for".into()));
        self
    }

    /// Whether a rule moves pieces nobody owns (its `from` names `neutral`).
    pub fn moves_neutral(&self) -> bool {
        self.actions.iter().any(|a| matches!(a.motion, super::actions::Motion::Move { neutral: true, .. }))
    }

    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Whether chance ever acts: the game throws dice, draws its setup, or has an action
    /// played `by chance`.
    pub fn has_chance(&self) -> bool {
        self.dice.is_some() || !self.random_setups.is_empty() || self.chance_rules != 0
    }

    /// A bit for each team-mate of `player` (not the player).
    #[inline]
    pub fn allies(&self, player: PlayerId) -> u8 {
        self.teams[player as usize] & !(1 << player)
    }

    /// Whether two players are on different teams.
    #[inline]
    pub fn enemies(&self, a: PlayerId, b: PlayerId) -> bool {
        self.teams[a as usize] & 1 << b == 0
    }

    /// The index of cell tests for a player and a remembered value (0: nothing remembered).
    #[inline]
    pub fn context(&self, player: PlayerId, memory: u8) -> usize {
        memory as usize * self.players.len() + player as usize
    }

    /// How many contexts cell tests are compiled for.
    pub fn context_count(&self) -> usize {
        self.players.len() * self.memory.as_ref().map_or(1, |m| m.labels.len() + 1)
    }

    /// Whether a placement must name its piece (`P*e5`): more than one kind can be placed,
    /// from the start or once captured.
    pub fn placements_name_kind(&self) -> bool {
        let kinds = self.kinds.len().max(1);
        let held = |k: usize| self.hands.iter().skip(k).step_by(kinds).any(|&h| h > 0);
        self.pieces.capture_to_hand || (0..kinds).filter(|&k| held(k)).count() > 1
    }

    /// One more than the largest `Action::dir` a move can have: a direction or a leap's path.
    pub fn max_dir(&self) -> u8 {
        let paths = self.actions.iter().filter_map(|a| match &a.motion {
            Motion::Move { movement: Movement::Leap { paths, .. }, .. } => Some(*paths),
            _ => None,
        });
        paths.fold(self.geometry.direction_count(), usize::max) as u8
    }

    pub fn option(&self, name: &str) -> Option<usize> {
        self.options.iter().position(|o| o.name == name)
    }
}

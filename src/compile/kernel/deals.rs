//! Deals: the kernel's action rules — placements, steps, slides and hops with their cell sets
//! as bit sets per occupancy class for each context (player and remembered label), or for a
//! placement that reads neighbours a set found by shifts, and the effects after them.

use super::board::{FillLanes, Shift};
use super::{CONTEXTS, Misfit, misfit};
use crate::compile::cells::{CellTest, SetExpr};
use crate::compile::geometry::Cell;
use crate::compile::rules::{DirMask, Effect, FlipTo, Motion, Movement, ONWARD};

/// A cell set for one context (`Rules::context`) as bit sets per occupancy class: the cells it holds when empty,
/// when holding the player's piece, when holding the opponent's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Classes {
    pub empty: u64,
    pub own: u64,
    pub enemy: u64,
}

impl Classes {
    /// The set on a board with these empty cells and pieces of each side.
    #[inline(always)]
    pub fn members(self, empty: u64, own: u64, enemy: u64) -> u64 {
        (empty & self.empty) | (own & self.own) | (enemy & self.enemy)
    }
}

/// A cell set that looks at its cells' neighbours, found for the whole board at once by shifts.
#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Cells {
    Classes(Classes),
    /// The cells with a neighbour in the set: the set shifted back along each direction.
    Next(Vec<Shift>, Box<Cells>),
    And(Box<Cells>, Box<Cells>),
    Or(Box<Cells>, Box<Cells>),
    Minus(Box<Cells>, Box<Cells>),
}

impl Cells {
    pub fn members(&self, empty: u64, own: u64, enemy: u64) -> u64 {
        let of = |set: &Cells| set.members(empty, own, enemy);
        match self {
            Cells::Classes(classes) => classes.members(empty, own, enemy),
            Cells::Next(shifts, set) => {
                let set = of(set);
                shifts.iter().fold(0, |cells, shift| cells | shift.of(set))
            }
            Cells::And(a, b) => of(a) & of(b),
            Cells::Or(a, b) => of(a) | of(b),
            Cells::Minus(a, b) => of(a) & !of(b),
        }
    }
}

/// How an action rule moves a piece. No fields: the playout reads it for every piece, and a
/// byte compares faster than an enum with data matches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Travel {
    #[default]
    Step,
    Slide,
    /// Over one cell of `through`.
    Hop,
    /// Over every cell of a run of `through`.
    HopRun,
}

impl Travel {
    /// Whether it jumps over cells.
    pub fn hops(self) -> bool {
        matches!(self, Travel::Hop | Travel::HopRun)
    }
}

/// A cell set per context, indexed by `Rules::context` (the unused slots empty): a fixed array,
/// so that reading it in the playout needs no bounds check.
pub type PerContext = [Classes; CONTEXTS];

/// What an action rule does, with its cell sets per context. A move's three sets make it much
/// larger than a placement: they stay inline all the same, as the playout reads them each turn.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
#[repr(u8)]
pub enum Deed {
    /// `exact`, when the set looks at neighbours (`next s occupied`): the set within `on`.
    Place { on: PerContext, exact: Option<Vec<Cells>> },
    Move {
        travel: Travel,
        /// Whether its moves are listed a direction at a time (`Run::walks_from`): moves on a
        /// board whose lines do not say a move's direction from its cells.
        walks: bool,
        from: PerContext,
        dirs: DirMask,
        /// What a slide passes through or a hop jumps over.
        through: PerContext,
        to: PerContext,
        /// Per cell, its neighbours along `dirs`: where a move starts.
        near: Vec<u64>,
        /// Per cell, every cell a hop from it could land on, whatever stands where: a piece
        /// none of whose landings is open cannot hop (a test that spares most pieces the walk).
        /// Filled for hops that walk.
        lands: Vec<u64>,
        /// Per cell, every cell a hop could come from to land on it (`lands` the other way
        /// round): when fewer cells are open than pieces could hop, they say which may.
        arrivals: Vec<u64>,
        /// Per cell, a hop over one cell's jumps in the order of `dirs`, shadowed directions
        /// left out: a table to read, not a walk, for hops that walk.
        jumps: Vec<Vec<Jump>>,
        /// Each cell's `jumps` again as eight lanes side by side (`JumpLanes`), for counting the
        /// open ones a vector at a time; empty unless every cell has at most eight and the board
        /// has a cell number to spare for the lanes left over.
        jump_lanes: Vec<JumpLanes>,
        /// `shadow[cell * STEPS + d]`: how many first steps along `d` an earlier direction of
        /// `dirs` also takes (a ring that follows a line), so moves ending within them are
        /// that direction's (`Paths::shadow`). Filled for moves made a direction at a time.
        shadow: Vec<u8>,
    },
}

/// A hop over one cell from some cell along `dir`: the cell it jumps and where it lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    pub over: Cell,
    pub land: Cell,
    pub dir: u8,
}

/// A cell's jumps as lanes, field by field: the cell each jumps over and the cell it lands on.
/// A lane left over jumps over a cell number no board cell has, so it is never open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JumpLanes {
    pub over: [u8; JUMP_LANES],
    pub land: [u8; JUMP_LANES],
}

/// How many jumps a cell's `JumpLanes` hold.
pub const JUMP_LANES: usize = 8;

/// What a hop does to the pieces it jumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jumped {
    Capture,
    Flip(FlipTo),
}

/// An effect after the piece lands: runs of enemy pieces closed by one's own are flipped or
/// captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Custodial {
    Flip(DirMask),
    Capture(DirMask),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    pub deed: Deed,
    /// For a hop, what it does to the pieces it jumps (before any other effect).
    pub jumped: Option<Jumped>,
    pub effects: Vec<Custodial>,
    /// `requires flipped >= N` on a placement: the directions and N.
    pub least_flips: Option<(DirMask, u32)>,
    /// When one flip is enough on a board of shifts, the fills that find where this rule may
    /// place for the whole board at once: those that shift up the cell numbers, then down.
    pub fills: Option<[Vec<FillLanes>; 2]>,
}

impl Deal {
    /// Every direction the rule moves along or judges runs along.
    pub(super) fn directions(&self) -> DirMask {
        let moves = match &self.deed {
            Deed::Move { dirs, .. } => *dirs,
            Deed::Place { .. } => 0,
        };
        let effects = self.effects.iter().fold(0, |m, e| match e {
            Custodial::Flip(dirs) | Custodial::Capture(dirs) => m | dirs,
        });
        moves | effects | self.least_flips.map_or(0, |(dirs, _)| dirs)
    }
}

/// A cell set that needs only each cell's occupant, as bit sets per context.
fn classes(tests: &[CellTest]) -> Result<PerContext, Misfit> {
    if tests.iter().any(CellTest::is_dynamic) {
        return misfit("a cell set looks past each cell's occupant");
    }
    Ok(bounds(tests))
}

/// The bounds of a cell set in every context.
fn bounds(tests: &[CellTest]) -> PerContext {
    let mut sets = [Classes::default(); CONTEXTS];
    for (set, test) in sets.iter_mut().zip(tests) {
        *set = bound(test);
    }
    sets
}

/// The bound of a cell set by occupancy: the whole set when it looks no further.
fn bound(test: &CellTest) -> Classes {
    let [empty, own, enemy, ..] = test.by_class.word(0);
    Classes { empty, own, enemy }
}

/// A placement's cell set: its bound by occupancy and, when it looks at neighbours, the set.
fn place_set(
    tests: &[CellTest],
    shifts: Option<&[Shift]>,
) -> Result<(PerContext, Option<Vec<Cells>>), Misfit> {
    let on = bounds(tests);
    if tests.iter().all(|test| test.dynamic.is_none()) {
        return Ok((on, None));
    }
    let exact = tests.iter().map(|test| match &test.dynamic {
        Some(set) => cells(set, shifts),
        None => misfit("a cell set looks past each cell's occupant in some contexts only"),
    });
    Ok((on, Some(exact.collect::<Result<_, _>>()?)))
}

/// A set that looks at neighbours, when the board is a full grid of shifts.
fn cells(set: &SetExpr, shifts: Option<&[Shift]>) -> Result<Cells, Misfit> {
    let both = |a: &SetExpr, b: &SetExpr| {
        Ok::<_, Misfit>((Box::new(cells(a, shifts)?), Box::new(cells(b, shifts)?)))
    };
    Ok(match set {
        SetExpr::Classes(_, by_class) => {
            let [empty, own, enemy, ..] = by_class.word(0);
            Cells::Classes(Classes { empty, own, enemy })
        }
        SetExpr::Next { dirs, of } if dirs & ONWARD == 0 => {
            let Some(shifts) = shifts else {
                return misfit("a cell set looks at neighbours on a board of uneven rows");
            };
            let directions = shifts.len() as u8;
            if dirs >> directions != 0 {
                return misfit("a rule goes along a hex board's diagonals");
            }
            let back = (0..directions)
                .filter(|d| dirs & 1 << d != 0)
                .map(|d| shifts[((d + directions / 2) % directions) as usize]);
            Cells::Next(back.collect(), Box::new(cells(of, shifts.into())?))
        }
        SetExpr::And(a, b) => {
            let (a, b) = both(a, b)?;
            Cells::And(a, b)
        }
        SetExpr::Or(a, b) => {
            let (a, b) = both(a, b)?;
            Cells::Or(a, b)
        }
        SetExpr::Minus(a, b) => {
            let (a, b) = both(a, b)?;
            Cells::Minus(a, b)
        }
        _ => return misfit("a cell set looks past each cell's occupant"),
    })
}

pub(super) fn deal(
    rule: &crate::compile::rules::ActionRule,
    shifts: Option<&[Shift]>,
) -> Result<Deal, Misfit> {
    let one_way = |dirs: &[DirMask]| match dirs {
        [a, b] if a == b && a & ONWARD == 0 => Ok(*a),
        _ => misfit("a move turns with the player's facing or goes `onward`"),
    };
    let deed = match &rule.motion {
        Motion::Place { kinds, on, covering: None, stack: None, onto: false } if kinds & 1 != 0 => {
            let (on, exact) = place_set(on, shifts)?;
            Deed::Place { on, exact }
        }
        Motion::Move { kinds, from, movement, .. } if kinds & 1 != 0 && !rule.needs_position => {
            let from = classes(from)?;
            // What the move passes (a step passes nothing but where it lands) and lands on.
            let (travel, dirs, through, to) = match movement {
                Movement::Step { dirs, to } => (Travel::Step, dirs, to, to),
                Movement::Slide { dirs, through, to, exactly: None } => (Travel::Slide, dirs, through, to),
                Movement::Hop { dirs, run, over, to, .. } => {
                    (if *run { Travel::HopRun } else { Travel::Hop }, dirs, over, to)
                }
                _ => return misfit("a move leaps, slides an exact distance or goes straight to a set"),
            };
            Deed::Move {
                travel,
                from,
                walks: false,
                dirs: one_way(dirs)?,
                through: classes(through)?,
                to: classes(to)?,
                near: Vec::new(),
                lands: Vec::new(),
                arrivals: Vec::new(),
                jumps: Vec::new(),
                jump_lanes: Vec::new(),
                shadow: Vec::new(),
            }
        }
        _ => return misfit("an action removes or flips a piece, or names no kind there is"),
    };
    // As the general engine: a hop's jumped pieces go first, captured if both are asked for;
    // on a move that jumps nothing, `jumped` effects do nothing.
    let hops = matches!(deed, Deed::Move { travel, .. } if travel.hops());
    let flip = rule.effects.iter().find_map(|e| match e {
        Effect::FlipJumped(to) => Some(Jumped::Flip(*to)),
        _ => None,
    });
    let jumped = match hops && rule.effects.contains(&Effect::CaptureJumped) {
        true => Some(Jumped::Capture),
        false => flip.filter(|_| hops),
    };
    let effects = rule
        .effects
        .iter()
        .filter(|effect| !matches!(effect, Effect::FlipJumped(_) | Effect::CaptureJumped))
        .map(|effect| match effect {
            Effect::FlipCustodial(dirs, _) if dirs & ONWARD == 0 => Ok(Custodial::Flip(*dirs)),
            Effect::CaptureCustodial(dirs) if dirs & ONWARD == 0 => Ok(Custodial::Capture(*dirs)),
            _ => misfit("an effect is other than a custodial or jumped flip or capture"),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let least_flips = match (&rule.requires, rule.flip_requirement) {
        (None, _) => None,
        (Some(_), Some(least)) => Some(least),
        (Some(_), None) => return misfit("an action requires more than flipping enough pieces"),
    };
    Ok(Deal { deed, jumped, effects, least_flips, fills: None })
}

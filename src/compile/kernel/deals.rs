//! Deals: the kernel's action rules — placements, steps and slides with their cell sets as bit
//! sets per occupancy class (or, for a placement that reads neighbours, a set found by shifts),
//! and the custodial effects after them.

use super::Misfit;
use super::board::{FillLanes, Shift};
use super::misfit;
use crate::compile::cells::{CellTest, SetExpr};
use crate::compile::rules::{DirMask, Effect, Motion, Movement, ONWARD};

/// A cell set for one player as bit sets per occupancy class: the cells it holds when empty,
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

/// How an action rule moves a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Travel {
    Step,
    Slide,
}

/// What an action rule does, with its cell sets per player.
#[derive(Clone, Debug, PartialEq)]
pub enum Deed {
    /// `exact`, when the set looks at neighbours (`next s occupied`): the set within `on`.
    Place { on: [Classes; 2], exact: Option<[Cells; 2]> },
    Move {
        travel: Travel,
        from: [Classes; 2],
        dirs: DirMask,
        through: [Classes; 2],
        to: [Classes; 2],
        /// Per cell, the first cell of each of its rays along `dirs`: where a move starts.
        near: Vec<u64>,
    },
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
    pub effects: Vec<Custodial>,
    /// `requires flipped >= N` on a placement: the directions and N.
    pub least_flips: Option<(DirMask, u32)>,
    /// When one flip is enough on a board of shifts, the fills that find where this rule may
    /// place for the whole board at once: those that shift up the cell numbers, then down.
    pub fills: Option<[Vec<FillLanes>; 2]>,
}

/// A cell set that needs only each cell's occupant, as bit sets per player.
fn classes(tests: &[CellTest]) -> Result<[Classes; 2], Misfit> {
    let one = |test: &CellTest| {
        if test.is_dynamic() {
            return misfit("a cell set looks past each cell's occupant");
        }
        let [empty, own, enemy, ..] = test.by_class.word(0);
        Ok(Classes { empty, own, enemy })
    };
    Ok([one(&tests[0])?, one(&tests[1])?])
}

/// A placement's cell set: its bound by occupancy and, when it looks at neighbours, the set.
fn place_set(
    tests: &[CellTest],
    shifts: Option<&[Shift]>,
) -> Result<([Classes; 2], Option<[Cells; 2]>), Misfit> {
    let bound = |test: &CellTest| {
        let [empty, own, enemy, ..] = test.by_class.word(0);
        Classes { empty, own, enemy }
    };
    let on = [bound(&tests[0]), bound(&tests[1])];
    match (&tests[0].dynamic, &tests[1].dynamic) {
        (None, None) => Ok((on, None)),
        (Some(a), Some(b)) => Ok((on, Some([cells(a, shifts)?, cells(b, shifts)?]))),
        _ => misfit("a cell set looks past each cell's occupant for one player only"),
    }
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
        Motion::Place { kinds, on } if kinds & 1 != 0 => {
            let (on, exact) = place_set(on, shifts)?;
            Deed::Place { on, exact }
        }
        Motion::Move { kinds, from, movement, .. } if kinds & 1 != 0 && !rule.needs_position => {
            let from = classes(from)?;
            match movement {
                Movement::Step { dirs, to } => {
                    let to = classes(to)?;
                    Deed::Move {
                        travel: Travel::Step,
                        from,
                        dirs: one_way(dirs)?,
                        through: to,
                        to,
                        near: Vec::new(),
                    }
                }
                Movement::Slide { dirs, through, to, exactly: None } => Deed::Move {
                    travel: Travel::Slide,
                    from,
                    dirs: one_way(dirs)?,
                    through: classes(through)?,
                    to: classes(to)?,
                    near: Vec::new(),
                },
                _ => return misfit("a move hops, leaps or slides an exact distance"),
            }
        }
        _ => return misfit("an action removes or flips a piece, or names no kind there is"),
    };
    let effects = rule
        .effects
        .iter()
        .map(|effect| match effect {
            Effect::FlipCustodial(dirs, _) if dirs & ONWARD == 0 => Ok(Custodial::Flip(*dirs)),
            Effect::CaptureCustodial(dirs) if dirs & ONWARD == 0 => Ok(Custodial::Capture(*dirs)),
            _ => misfit("an effect is other than a custodial flip or capture"),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let least_flips = match (&rule.requires, rule.flip_requirement) {
        (None, _) => None,
        (Some(_), Some(least)) => Some(least),
        (Some(_), None) => return misfit("an action requires more than flipping enough pieces"),
    };
    Ok(Deal { deed, effects, least_flips, fills: None })
}

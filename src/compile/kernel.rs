//! Kernel: the fast path a game's rules are compiled to when they fit its profile — two
//! players, one kind of piece, a board of at most 64 cells whose lines run in cell order, one
//! action a turn, placements, steps and slides judged by occupancy alone, custodial flips and
//! captures, and results about lines, counts and being stuck. The engine then plays such a
//! game on two bit boards copied, never undone (`engine::kernel`). Rules that do not fit say
//! why (`Misfit`) and run on the general engine, which gives the same answers.

use super::cells::{CellTest, SetExpr};
use super::conditions::{Compare, Condition, OutcomeRule, Quantity, ResultRule, Through, When};
use super::geometry::{Cell, Geometry, NO_CELL};
use super::rules::{DirMask, Effect, Motion, Movement, ONWARD, PlayerId, Rules};
use super::turn::{END_BIT, PASS_BIT};

/// Why a game runs on the general engine: the first part of its rules the kernel cannot play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misfit(pub String);

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
}

/// A result rule as the kernel judges it: the same order, outcome and condition as the rules'.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub outcome: Outcome,
    pub condition: Test,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
    /// The player with more of the quantity wins; equal is a draw.
    RankBy(Amount),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Test {
    Stuck,
    AllStuck,
    BoardFull,
    Compare(Amount, Compare, Amount),
    Not(Box<Test>),
    And(Box<Test>, Box<Test>),
    Or(Box<Test>, Box<Test>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Amount {
    Number(f64),
    Bonus {
        amount: f64,
        player: PlayerId,
    },
    Sum(Box<Amount>, Vec<(bool, Amount)>),
    /// Runs of the subject's pieces; through the placed cell they are judged by `windows`.
    Lines {
        length: u32,
        at_least: bool,
        through: Through,
        windows: Windows,
    },
    /// The subject's pieces (`counted` false: the kinds asked for are not the one there is).
    Pieces {
        counted: bool,
    },
    Hand {
        counted: bool,
    },
    Flipped,
    Passes,
    Turn,
}

/// For each cell, the windows of `length` cells of the lines through it, each with the cells
/// just past its two ends and its axis: a run of at least `length` pieces through the cell
/// fills a window, a run of exactly `length` fills one and neither cell past it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Windows {
    /// `windows[starts[cell]..starts[cell + 1]]`
    pub starts: Vec<u32>,
    pub windows: Vec<Window>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub cells: u64,
    pub past: u64,
    /// The index of its axis among the board's line axes.
    pub axis: u8,
}

impl Windows {
    fn new(geometry: &Geometry, length: u32) -> Windows {
        let mut windows = Windows::default();
        let length = length.max(1) as usize;
        for cell in 0..geometry.cell_count() as Cell {
            windows.starts.push(windows.windows.len() as u32);
            for axis in geometry.axes() {
                let line = line_through(geometry, cell, axis);
                let at = line.iter().position(|&c| c == cell).unwrap_or(0);
                let bits = |cells: &mut dyn Iterator<Item = &Cell>| cells.fold(0u64, |m, &c| m | 1 << c);
                for first in at.saturating_sub(length - 1)..=at {
                    let Some(window) = line.get(first..first + length) else { break };
                    let past = [first.checked_sub(1), Some(first + length)];
                    let past = bits(&mut past.iter().flatten().filter_map(|&i| line.get(i)));
                    windows.windows.push(Window { cells: bits(&mut window.iter()), past, axis });
                }
            }
        }
        windows.starts.push(windows.windows.len() as u32);
        windows
    }

    /// The windows through `cell`.
    #[inline(always)]
    pub fn at(&self, cell: Cell) -> &[Window] {
        &self.windows[self.starts[cell as usize] as usize..self.starts[cell as usize + 1] as usize]
    }
}

/// The cells of the line through `cell` along an axis, in order.
fn line_through(geometry: &Geometry, cell: Cell, axis: u8) -> Vec<Cell> {
    let back = geometry.opposite(axis);
    let mut first = cell;
    while geometry.step(first, back) != NO_CELL && geometry.step(first, back) != cell {
        first = geometry.step(first, back);
    }
    let mut line = vec![first];
    while let Some(&last) = line.last() {
        let next = geometry.step(last, axis);
        if next == NO_CELL || next == first || line.len() > geometry.cell_count() {
            break;
        }
        line.push(next);
    }
    line
}

/// The compiled fast path of one game.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// Every cell of the board.
    pub board: u64,
    /// `rays[cell * 8 + d]`: the cells from `cell` along direction `d`, the cell excluded.
    pub rays: Vec<u64>,
    /// A bit per direction whose rays run up the cell numbers (the rest run down).
    pub ascending: u32,
    /// `toward[from * 64 + to]`: the direction from one cell to another on a ray of it.
    pub toward: Vec<u8>,
    /// On a board where each direction adds the same number to every cell it leaves (a full
    /// grid), each direction as a shift of whole bit sets: whole-board generation.
    pub shifts: Option<Vec<Shift>>,
    /// The most cells a ray has.
    pub longest: u32,
    /// Each line axis with its opposite direction.
    pub axes: Vec<(u8, u8)>,
    /// Each direction's opposite.
    pub opposite: Vec<u8>,
    /// Whether some action rule moves a piece.
    pub moves: bool,
    /// Indexed by action rule id (every rule may be played at every turn).
    pub deals: Vec<Deal>,
    pub verdicts: Vec<Verdict>,
    /// Per action rule, a bit per result judged after it; `after_words` after `pass`.
    pub after: Vec<u64>,
    pub after_words: u64,
    pub turn_start: u64,
    pub stuck: u64,
    pub pass_when_stuck: bool,
}

/// The most move rules a kernel game may have (their cell sets are read into an array).
pub const MOVE_RULES: usize = 8;

/// The stride of `rays`: one slot per direction a board may have.
pub const DIRECTIONS: usize = 8;

/// A direction as a shift of a bit set: the cells that have a neighbour that way, and how far
/// the neighbour's number is from theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shift {
    pub leaving: u64,
    pub by: i8,
}

impl Shift {
    /// The neighbours, in this direction, of the cells of `set`.
    #[inline(always)]
    pub fn of(self, set: u64) -> u64 {
        // Both shifts, one of them by nothing: no branch on the direction's sign.
        ((set & self.leaving) << self.by.max(0)) >> (-self.by).max(0)
    }
}

impl Kernel {
    /// The kernel for these rules, or the first reason they need the general engine.
    pub fn fit(rules: &Rules) -> Result<Kernel, Misfit> {
        shape(rules)?;
        let geometry = &rules.geometry;
        let (rays, ascending) = rays(geometry)?;
        let axes = geometry.axes().map(|a| (a, geometry.opposite(a))).collect();
        let mut toward = vec![0u8; geometry.cell_count() * 64];
        for (slot, &ray) in rays.iter().enumerate() {
            let (from, d) = (slot / DIRECTIONS, (slot % DIRECTIONS) as u8);
            let mut cells = ray;
            while cells != 0 {
                toward[from * 64 + cells.trailing_zeros() as usize] = d;
                cells &= cells - 1;
            }
        }
        let moving = rules.actions.iter().filter(|a| matches!(a.motion, Motion::Move { .. })).count();
        if moving > MOVE_RULES {
            return misfit("it has more than 8 move rules");
        }
        let shifts = shifts(geometry);
        let mut deals =
            rules.actions.iter().map(|rule| deal(rule, shifts.as_deref())).collect::<Result<Vec<_>, _>>()?;
        for deal in &mut deals {
            if let Deed::Move { dirs, near, .. } = &mut deal.deed {
                *near = (0..geometry.cell_count())
                    .map(|cell| first_cells(&rays, ascending, cell, *dirs))
                    .collect();
            }
        }
        let verdicts = rules.results.iter().map(|r| verdict(r, geometry)).collect::<Result<Vec<_>, _>>()?;
        let when = |test: &dyn Fn(When) -> bool| -> u64 {
            rules.results.iter().enumerate().filter(|(_, r)| test(r.when)).fold(0, |m, (i, _)| m | 1 << i)
        };
        let after = (0..rules.actions.len())
            .map(|id| when(&|w| matches!(w, When::After(mask) if mask & 1 << id != 0)))
            .collect();
        Ok(Kernel {
            board: cells_mask(geometry.cell_count()),
            longest: rays.iter().map(|r| r.count_ones()).max().unwrap_or(0),
            shifts,
            rays,
            ascending,
            toward,
            axes,
            opposite: (0..geometry.direction_count() as u8).map(|d| geometry.opposite(d)).collect(),
            moves: deals.iter().any(|deal| matches!(deal.deed, Deed::Move { .. })),
            deals,
            verdicts,
            after,
            after_words: when(&|w| w == When::After(u64::MAX)),
            turn_start: when(&|w| w == When::TurnStart),
            stuck: when(&|w| w == When::Stuck),
            pass_when_stuck: rules.pass_when_stuck,
        })
    }
}

fn misfit<T>(why: &str) -> Result<T, Misfit> {
    Err(Misfit(why.to_string()))
}

fn cells_mask(cells: usize) -> u64 {
    if cells >= 64 { u64::MAX } else { (1 << cells) - 1 }
}

/// The parts of a game outside any one rule: players, board, pieces, turns, constraints.
fn shape(rules: &Rules) -> Result<(), Misfit> {
    let pieces = &rules.pieces;
    let plain = [
        (rules.player_count() == 2, "it has other than two players"),
        (rules.teams.iter().enumerate().all(|(p, &t)| t == 1 << p), "players play in teams"),
        (rules.geometry.cell_count() <= 64, "its board has more than 64 cells"),
        (rules.geometry.direction_count() <= DIRECTIONS, "its board has more than 8 directions"),
        (rules.kinds.len() == 1, "it has more than one kind of piece"),
        (rules.results.len() <= 64, "it has more than 64 results"),
        (rules.memory.is_none(), "it remembers a label"),
        (rules.quiet.is_empty(), "it counts turns without an event"),
        (rules.priority.is_empty(), "it sets a priority"),
        (!rules.has_preconditions, "an action has a `when`"),
        (rules.forbids.is_empty(), "it forbids positions"),
        (!rules.tracks_repetitions, "it counts repetitions"),
        (!rules.judges_opponents, "a result is judged for opponents"),
        (!rules.puts_out_stuck, "players go out"),
        (rules.history_rules == 0, "a cell set reads the last action"),
        (!pieces.capture_to_hand, "captures go to hand"),
        (pieces.promotion.iter().all(Option::is_none), "pieces promote"),
        (pieces.royal == 0 && pieces.unmoved == 0, "pieces are royal or remember moving"),
        (!rules.play.takeover && !rules.play.checked_first, "it has `takeover` or `checked first`"),
        (rules.paths.ambiguous.is_empty() && rules.paths.shared_first.is_empty(), "moves name paths"),
        (rules.setup.iter().all(|&(_, _, owner)| owner < 2), "it sets up blockades"),
        (one_action_turns(rules), "a turn is other than one action of any rule"),
    ];
    match plain.iter().find(|(holds, _)| !holds) {
        Some((_, why)) => misfit(why),
        None => Ok(()),
    }
}

/// Whether every turn is exactly one action, any rule's: no `end`, no `pass` in a pattern.
fn one_action_turns(rules: &Rules) -> bool {
    let turn = &rules.turn;
    let all = cells_mask(rules.actions.len());
    turn.starts().all(|s| {
        let state = &turn.states[s as usize];
        state.allowed & (END_BIT | PASS_BIT) == 0
            && state.allowed == all
            && !state.accepting
            && (0..rules.actions.len()).all(|a| turn.is_final(turn.next(s, a as u8)))
    })
}

/// Every ray of the board as a bit set, and the directions whose rays run up the cell numbers;
/// a board with a ray that runs neither way (or comes back on itself) does not fit.
fn rays(geometry: &Geometry) -> Result<(Vec<u64>, u32), Misfit> {
    let directions = geometry.direction_count();
    let mut rays = vec![0u64; geometry.cell_count() * DIRECTIONS];
    let (mut up, mut down) = (0u32, 0u32);
    for cell in 0..geometry.cell_count() as Cell {
        for d in 0..directions as u8 {
            let (mut previous, mut next) = (cell, geometry.step(cell, d));
            while next != NO_CELL {
                let slot = &mut rays[cell as usize * DIRECTIONS + d as usize];
                if *slot & 1 << next != 0 || next == cell {
                    return misfit("a line of its board comes back on itself");
                }
                *slot |= 1 << next;
                if next > previous {
                    up |= 1 << d
                } else {
                    down |= 1 << d
                }
                (previous, next) = (next, geometry.step(next, d));
            }
        }
    }
    if up & down != 0 {
        return misfit("a line of its board does not run in cell order");
    }
    Ok((rays, up))
}

/// The first cell of each ray of `cell` along `dirs`.
fn first_cells(rays: &[u64], ascending: u32, cell: usize, dirs: DirMask) -> u64 {
    (0..DIRECTIONS).filter(|d| dirs & 1 << d != 0).fold(0, |near, d| {
        let ray = rays[cell * DIRECTIONS + d];
        let first = match (ray, ascending & 1 << d != 0) {
            (0, _) => 0,
            (ray, true) => ray & ray.wrapping_neg(),
            (ray, false) => 1 << (63 - ray.leading_zeros()),
        };
        near | first
    })
}

/// Each direction as a shift, when it adds the same number to every cell that has a
/// neighbour that way.
fn shifts(geometry: &Geometry) -> Option<Vec<Shift>> {
    (0..geometry.direction_count() as u8)
        .map(|d| {
            let mut shift = Shift { leaving: 0, by: 0 };
            for cell in 0..geometry.cell_count() as Cell {
                let next = geometry.step(cell, d);
                if next == NO_CELL {
                    continue;
                }
                let by = i8::try_from(i32::from(next) - i32::from(cell)).ok()?;
                if shift.leaving != 0 && by != shift.by {
                    return None;
                }
                shift = Shift { leaving: shift.leaving | 1 << cell, by };
            }
            Some(shift)
        })
        .collect()
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

fn deal(rule: &super::rules::ActionRule, shifts: Option<&[Shift]>) -> Result<Deal, Misfit> {
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
    Ok(Deal { deed, effects, least_flips })
}

fn verdict(rule: &ResultRule, geometry: &Geometry) -> Result<Verdict, Misfit> {
    let outcome = match &rule.outcome {
        OutcomeRule::Win => Outcome::Win,
        OutcomeRule::Lose => Outcome::Lose,
        OutcomeRule::Draw => Outcome::Draw,
        OutcomeRule::RankBy(q) => Outcome::RankBy(amount(q, geometry)?),
        OutcomeRule::Out => return misfit("a player goes out"),
    };
    if matches!(rule.when, When::Opponents) {
        return misfit("a result is judged for opponents");
    }
    Ok(Verdict { outcome, condition: test(&rule.condition, geometry)? })
}

fn test(condition: &Condition, geometry: &Geometry) -> Result<Test, Misfit> {
    let boxed = |c: &Condition| test(c, geometry).map(Box::new);
    Ok(match condition {
        Condition::Stuck => Test::Stuck,
        Condition::AllStuck => Test::AllStuck,
        Condition::BoardFull => Test::BoardFull,
        Condition::Check => return misfit("a result asks about check"),
        Condition::Compare(a, op, b) => Test::Compare(amount(a, geometry)?, *op, amount(b, geometry)?),
        Condition::Not(c) => Test::Not(boxed(c)?),
        Condition::And(a, b) => Test::And(boxed(a)?, boxed(b)?),
        Condition::Or(a, b) => Test::Or(boxed(a)?, boxed(b)?),
    })
}

fn amount(quantity: &Quantity, geometry: &Geometry) -> Result<Amount, Misfit> {
    Ok(match quantity {
        Quantity::Number(n) => Amount::Number(*n),
        Quantity::Bonus { amount, player } => Amount::Bonus { amount: *amount, player: *player },
        Quantity::Sum(first, rest) => Amount::Sum(
            Box::new(amount(first, geometry)?),
            rest.iter().map(|(plus, q)| Ok((*plus, amount(q, geometry)?))).collect::<Result<_, Misfit>>()?,
        ),
        Quantity::Lines { length, at_least, through } => Amount::Lines {
            length: *length,
            at_least: *at_least,
            through: *through,
            windows: if *through == Through::Anywhere {
                Windows::default()
            } else {
                Windows::new(geometry, *length)
            },
        },
        Quantity::Pieces { kinds, along: None } => Amount::Pieces { counted: kinds & 1 != 0 },
        Quantity::Hand(kinds) => Amount::Hand { counted: kinds & 1 != 0 },
        Quantity::Flipped => Amount::Flipped,
        Quantity::Passes => Amount::Passes,
        Quantity::Turn => Amount::Turn,
        _ => return misfit("a result counts what the kernel does not (windows, groups, regions…)"),
    })
}

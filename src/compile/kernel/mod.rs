//! Kernel: the fast path a game's rules are compiled to when they fit its profile — two
//! players, one kind of piece, a board of at most 64 cells (whose lines run in cell order where
//! slides, custodial runs or lines need them), turns of any pattern (`end` included, `pass`
//! left out), placements, steps, slides and hops judged by occupancy and a remembered label
//! alone, custodial and jumped flips and captures, results about lines, windows, counts,
//! regions and being stuck, and `forbid`s of repeated positions (`repetitions >= N`). The
//! engine then plays such a
//! game on two bit boards copied, never undone (`engine::kernel`). Rules that do not fit say
//! why (`Misfit`) and run on the general engine, which gives the same answers.

mod board;
mod deals;
mod repeats;
mod verdicts;

pub use board::{FillLanes, LANES, Lines, Shift, Window, Windows};
pub use deals::{Cells, Classes, Custodial, Deal, Deed, JUMP_LANES, Jump, JumpLanes, Jumped, Travel};
pub use repeats::Forbid;
pub use verdicts::{Amount, Outcome, Test, Verdict};

use super::conditions::When;
use super::geometry::Cell;
use super::rules::{DirMask, Motion, Rules};
use super::turn::{END_BIT, PASS_BIT, TurnMachine};
use board::{Fill, fills_back, first_cells, jump_lanes, jumps_from, landings, near, shifts, steps};
use deals::deal;
use repeats::forbids;
use verdicts::verdict;

/// Why a game runs on the general engine: the first part of its rules the kernel cannot play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misfit(pub String);

/// The compiled fast path of one game.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// Every cell of the board.
    pub board: u64,
    /// `steps[cell * STEPS + d]`: each cell's neighbour in each direction, or `NO_CELL`.
    pub steps: Vec<Cell>,
    /// `first_steps[cell * 64 + next]`: the directions whose first step from `cell` is `next`,
    /// so that a move made a direction at a time tries only directions that lead somewhere.
    pub first_steps: Vec<DirMask>,
    /// The board's rays, when they run in cell order (else empty: nothing here reads them).
    pub lines: Lines,
    /// Whether a move's direction is found from its cells (`lines.toward`); otherwise steps and
    /// hops are listed a direction at a time, as two of them may join the same two cells.
    pub aimed: bool,
    /// Whether a move already listed from a cell by an earlier rule is dropped (more than one
    /// move rule: the general engine's `dedupe`).
    pub dedupe: bool,
    /// Each line axis with its opposite direction.
    pub axes: Vec<(u8, u8)>,
    /// Whether some action rule moves a piece.
    pub moves: bool,
    /// Whether some move rule's moves are listed a direction at a time (`Deed::Move::walks`).
    pub walks: bool,
    /// Whether some move rule hops along rays (on a board with them, where nothing walks).
    pub hops: bool,
    /// Whether the only action rule is a placement and every turn one action: a playout draws
    /// from its one set of cells.
    pub sole_placement: bool,
    /// Indexed by action rule id.
    pub deals: Vec<Deal>,
    /// How playouts draw without listing every move, when they can.
    pub sampling: Option<Sampling>,
    /// Which rules may follow in each state of a turn, and where each turn starts.
    pub turn: TurnMachine,
    /// Per turn state, whether `end` may be played there: written in the pattern, or the turn
    /// could stop there and go on (as the general engine offers it).
    pub ends: Vec<bool>,
    /// Every turn is one action of the same rules and nothing is forbidden: playouts need
    /// neither the turn machine nor the forbids in their hot loop.
    pub simple: bool,
    /// The rules a turn may start with (in a `simple` game, the only ones ever allowed).
    pub start_allowed: u64,
    pub verdicts: Vec<Verdict>,
    /// Per action rule, a bit per result judged after it; `after_words` after `pass`.
    pub after: Vec<u64>,
    pub after_words: u64,
    pub turn_start: u64,
    pub stuck: u64,
    pub pass_when_stuck: bool,
    /// The action rules after which the label of the cell landed on is remembered, and that
    /// label per cell (`Memory`); cell sets are read for the player and the label.
    pub remembers: u64,
    pub label_of: Vec<u8>,
    /// The `forbid`s of repeated positions, and the fewest repetitions any of them needs
    /// (`u32::MAX` without any): while no position has begun that many turns, none refuses.
    pub forbids: Vec<Forbid>,
    pub refusing_from: u32,
}

/// How a playout may draw among a turn's actions without listing every move
/// (`engine::kernel::sample`): by the only move rule, whose moves from a piece are few and
/// found without a walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    pub rule: u8,
    pub reach: Reach,
}

/// Where the moves of a `Sampling` rule are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Along the rule's directions (`count` of them, in order, in `dirs`) on a board whose rays
    /// say a move's direction, at most one move along each: a step, or a hop over one cell or a
    /// run. A piece and a direction are drawn together, and drawn again if they hold no move.
    Rays { dirs: [u8; DIRECTIONS], count: u32 },
    /// From each cell's table of hops over one cell (`Deed::Move::jumps`): the open ones are
    /// counted without a branch on the pieces, and the one drawn found by counting again.
    Jumps,
}

impl Sampling {
    fn of(deals: &[Deal]) -> Option<Sampling> {
        let mut moving = deals.iter().enumerate().filter(|(_, deal)| matches!(deal.deed, Deed::Move { .. }));
        let (rule, Deal { deed: Deed::Move { travel, walks, dirs, jumps, .. }, .. }) = moving.next()? else {
            return None;
        };
        if moving.next().is_some() {
            return None;
        }
        let rule = rule as u8;
        if *walks {
            let jumps = *travel == Travel::Hop && jumps.iter().any(|jumps| !jumps.is_empty());
            return jumps.then_some(Sampling { rule, reach: Reach::Jumps });
        }
        if *travel == Travel::Slide || *dirs >> DIRECTIONS != 0 {
            return None;
        }
        let (mut order, mut count) = ([0; DIRECTIONS], 0);
        for d in (0..DIRECTIONS as u8).filter(|d| dirs & 1 << d != 0) {
            order[count as usize] = d;
            count += 1;
        }
        (count > 0).then_some(Sampling { rule, reach: Reach::Rays { dirs: order, count } })
    }
}

/// The stride of `lines.rays`: one slot per direction a board with rays may have.
pub const DIRECTIONS: usize = 8;

/// The stride of `steps`: one slot per direction any board may have.
pub const STEPS: usize = 16;

/// The most contexts (`Rules::context`: two players, by nothing or one of 7 labels remembered).
pub const CONTEXTS: usize = 16;

impl Kernel {
    /// The kernel for these rules, or the first reason they need the general engine.
    pub fn fit(rules: &Rules) -> Result<Kernel, Misfit> {
        shape(rules)?;
        if rules.sowing.has_seeds() || rules.sowing.scores {
            return misfit("the game keeps seeds or scores");
        }
        if rules.has_chance() {
            return misfit("chance acts in the game: dice, a setup drawn, an action by chance");
        }
        if !rules.values.is_empty() {
            return misfit("pieces carry values or flags");
        }
        if rules.shapes.kinds != 0 || rules.shared_hands != 0 {
            return misfit("pieces cover several cells, or the players share a hand");
        }
        if rules.actions.iter().any(|a| a.pushes) {
            return misfit("a move pushes other pieces");
        }
        if rules.actions.iter().any(|a| a.pulls) {
            return misfit("a move pulls other pieces");
        }
        if rules.actions.iter().any(|a| a.abreast.is_some()) {
            return misfit("a line of pieces moves abreast");
        }
        if rules.forbids.iter().any(|f| f.forced) {
            return misfit("a forbid gives way when every action breaks it (`unless forced`)");
        }
        let geometry = &rules.geometry;
        let axes = geometry.axes().map(|a| (a, geometry.opposite(a))).collect();
        let moving = moving_rules(rules);
        let shifts = shifts(geometry);
        let mut deals =
            rules.actions.iter().map(|rule| deal(rule, shifts.as_deref())).collect::<Result<Vec<_>, _>>()?;
        if deals.iter().any(|deal| deal.directions() & !geometry.neighbours != 0) {
            return misfit("a rule goes along a hex board's diagonals");
        }
        let verdicts = rules.results.iter().map(|r| verdict(r, geometry)).collect::<Result<Vec<_>, _>>()?;
        let lines = Lines::of(geometry);
        let walks_rays = deals.iter().any(|deal| {
            matches!(deal.deed, Deed::Move { travel: Travel::Slide, .. })
                || !deal.effects.is_empty()
                || deal.least_flips.is_some()
        }) || verdicts.iter().any(|v| v.condition.walks_rays() || v.outcome.walks_rays());
        let (lines, aimed) = match lines {
            Ok(lines) => (lines, true),
            Err(why) if walks_rays => return Err(why),
            Err(_) => (Lines::default(), false),
        };
        let steps = steps(geometry);
        for deal in &mut deals {
            if let Deed::Move {
                travel,
                walks,
                dirs,
                near,
                lands,
                arrivals,
                jumps,
                jump_lanes: lanes,
                shadow,
                ..
            } = &mut deal.deed
            {
                *near = (0..geometry.cell_count()).map(|cell| first_cells(&steps, cell, *dirs)).collect();
                // On a board with rays, hops are found along them as slides are.
                *walks = !aimed;
                if *walks {
                    *shadow = shadows(rules, *dirs);
                    if travel.hops() {
                        let run = *travel == Travel::HopRun;
                        *lands = (0..geometry.cell_count())
                            .map(|cell| landings(&steps, cell, *dirs, run))
                            .collect();
                        if *travel == Travel::Hop {
                            *jumps = (0..geometry.cell_count())
                                .map(|cell| jumps_from(&steps, shadow, cell, *dirs))
                                .collect();
                            *lanes = jump_lanes(jumps);
                        }
                        *arrivals = (0..lands.len())
                            .map(|to| {
                                (0..lands.len())
                                    .filter(|&from| lands[from] & 1 << to != 0)
                                    .fold(0, |m, c| m | 1 << c)
                            })
                            .collect();
                    }
                }
            }
        }
        let opposite: Vec<u8> = (0..near(geometry) as u8).map(|d| geometry.opposite(d)).collect();
        let fills = shifts.as_deref().and_then(|shifts| fills_back(shifts, &opposite, lines.rays()));
        for deal in &mut deals {
            if let (Some(fills), Some((dirs, 1))) = (&fills, deal.least_flips) {
                let along = |up: bool| {
                    let dirs = (0..fills.len()).filter(|&d| dirs & 1 << d != 0);
                    FillLanes::of(&dirs.map(|d| fills[d]).filter(|fill| fill.up == up).collect::<Vec<Fill>>())
                };
                deal.fills = Some([along(true), along(false)]);
            }
        }
        let forbids = forbids(rules)?;
        if !forbids.is_empty() && verdicts.iter().any(|v| v.condition.asks_all_stuck()) {
            // Whether anyone can act would have to judge each player's actions by the forbids.
            return misfit("it forbids repetitions and asks whether all players are stuck");
        }
        let when = |test: &dyn Fn(When) -> bool| -> u64 {
            rules.results.iter().enumerate().filter(|(_, r)| test(r.when)).fold(0, |m, (i, _)| m | 1 << i)
        };
        let after = (0..rules.actions.len())
            .map(|id| when(&|w| matches!(w, When::After(mask) if mask & 1 << id != 0)))
            .collect();
        let mut first_steps = vec![0; geometry.cell_count() * 64];
        for (slot, &next) in steps.iter().enumerate() {
            if next != crate::compile::geometry::NO_CELL {
                first_steps[slot / STEPS * 64 + next as usize] |= 1 << (slot % STEPS);
            }
        }
        Ok(Kernel {
            board: cells_mask(geometry.cell_count()),
            first_steps,
            steps,
            lines,
            aimed,
            dedupe: moving > 1,
            axes,
            moves: moving > 0,
            walks: deals.iter().any(|deal| matches!(deal.deed, Deed::Move { walks: true, .. })),
            hops: deals
                .iter()
                .any(|deal| matches!(deal.deed, Deed::Move { travel, walks: false, .. } if travel.hops())),
            sole_placement: single_actions(rules)
                && rules.turn.actions_allowed(rules.turn.start) == 1
                && matches!(deals.as_slice(), [Deal { deed: Deed::Place { .. }, .. }]),
            sampling: Sampling::of(&deals),
            deals,
            turn: rules.turn.clone(),
            ends: rules
                .turn
                .states
                .iter()
                .map(|state| {
                    state.allowed & END_BIT != 0 || (state.accepting && state.allowed & !END_BIT != 0)
                })
                .collect(),
            simple: single_actions(rules) && forbids.is_empty(),
            start_allowed: rules.turn.actions_allowed(rules.turn.start),
            verdicts,
            after,
            after_words: when(&|w| w == When::After(u64::MAX)),
            turn_start: when(&|w| w == When::TurnStart),
            stuck: when(&|w| w == When::Stuck),
            pass_when_stuck: rules.pass_when_stuck,
            remembers: rules.memory.as_ref().map_or(0, |m| m.after),
            label_of: rules.memory.as_ref().map_or_else(Vec::new, |m| m.label_of.clone()),
            refusing_from: forbids.iter().map(|f| f.least).min().unwrap_or(u32::MAX),
            forbids,
        })
    }
}

/// Per cell and direction, how many first steps of a move along `dirs` repeat an earlier
/// direction's (`Paths::shadow`): all zero unless a ring follows a line.
fn shadows(rules: &Rules, dirs: DirMask) -> Vec<u8> {
    let cells = rules.geometry.cell_count();
    let mut shadow = vec![0u8; cells * STEPS];
    for cell in 0..cells {
        for d in (0..rules.geometry.direction_count()).filter(|d| dirs & 1 << d != 0) {
            let steps = rules.paths.shadow(cell as Cell, d as u8, dirs);
            shadow[cell * STEPS + d] = u8::try_from(steps).unwrap_or(u8::MAX);
        }
    }
    shadow
}

pub(super) fn misfit<T>(why: &str) -> Result<T, Misfit> {
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
        (rules.geometry.direction_count() <= STEPS, "its board has more than 16 directions"),
        (rules.kinds.len() == 1, "it has more than one kind of piece"),
        (rules.results.len() <= 64, "it has more than 64 results"),
        (rules.context_count() <= CONTEXTS, "it remembers more than 7 labels"),
        (rules.quiet.is_empty(), "it counts turns without an event"),
        (rules.counters.is_empty(), "it keeps a counter"),
        (rules.priority.is_empty() && rules.most.is_empty(), "it sets a priority"),
        (!rules.has_preconditions, "an action has a `when`"),
        (rules.repeats.declines == 0, "a rule may decline an action another rule makes"),
        // Forbids are judged in `repeats`; results and requirements that count repetitions
        // do not fit (`verdicts`, `deals`).
        (!rules.judges_opponents, "a result is judged for opponents"),
        (!rules.puts_out_stuck, "players go out"),
        (rules.history_rules == 0, "a cell set reads the last action"),
        (!pieces.capture_to_hand, "captures go to hand"),
        (pieces.promotion.iter().all(Option::is_none), "pieces promote"),
        (pieces.royal == 0 && pieces.unmoved == 0, "pieces are royal or remember moving"),
        (!rules.play.takeover && !rules.play.checked_first, "it has `takeover` or `checked first`"),
        (rules.paths.ambiguous.is_empty() || moving_rules(rules) < 2, "moves of two rules name paths"),
        (rules.setup.iter().all(|&(_, _, owner)| owner < 2), "it sets up blockades or neutral pieces"),
        (!rules.stacks, "its cells hold stacks"),
        (rules.turn.states.iter().all(|s| s.allowed & PASS_BIT == 0), "a turn pattern names `pass`"),
        (rules.play.swap.is_none(), "players may swap seats (`swap seats`): the kernel keeps no seats"),
    ];
    match plain.iter().find(|(holds, _)| !holds) {
        Some((_, why)) => misfit(why),
        None => Ok(()),
    }
}

/// Whether every turn is exactly one action of the rules allowed at its start (those an option
/// switches off never are), with no `end`, and starts in the same state (so the state never
/// changes).
fn single_actions(rules: &Rules) -> bool {
    let turn = &rules.turn;
    turn.starts().all(|s| {
        let state = &turn.states[s as usize];
        s == turn.start
            && state.allowed & (END_BIT | PASS_BIT) == 0
            && !state.accepting
            && (0..rules.actions.len())
                .filter(|&a| state.allowed & 1 << a != 0)
                .all(|a| turn.is_final(turn.next(s, a as u8)))
    })
}

/// How many action rules move a piece.
fn moving_rules(rules: &Rules) -> usize {
    rules.actions.iter().filter(|a| matches!(a.motion, Motion::Move { .. })).count()
}

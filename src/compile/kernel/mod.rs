//! Kernel: the fast path a game's rules are compiled to when they fit its profile — two
//! players, one kind of piece, a board of at most 64 cells whose lines run in cell order, one
//! action a turn, placements, steps and slides judged by occupancy alone, custodial flips and
//! captures, results about lines, windows, counts and being stuck, and `forbid`s of repeated
//! positions (`repetitions >= N`). The engine then plays such a
//! game on two bit boards copied, never undone (`engine::kernel`). Rules that do not fit say
//! why (`Misfit`) and run on the general engine, which gives the same answers.

mod board;
mod deals;
mod repeats;
mod verdicts;

pub use board::{Shift, Window, Windows};
pub use deals::{Cells, Classes, Custodial, Deal, Deed, Travel};
pub use repeats::Forbid;
pub use verdicts::{Amount, Outcome, Test, Verdict};

use super::conditions::When;
use super::rules::{Motion, Rules};
use super::turn::{END_BIT, PASS_BIT};
use board::{first_cells, rays, shifts};
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
    /// The `forbid`s of repeated positions, and the fewest repetitions any of them needs
    /// (`u32::MAX` without any): while no position has begun that many turns, none refuses.
    pub forbids: Vec<Forbid>,
    pub refusing_from: u32,
}

/// The most move rules a kernel game may have (their cell sets are read into an array).
pub const MOVE_RULES: usize = 8;

/// The stride of `rays`: one slot per direction a board may have.
pub const DIRECTIONS: usize = 8;

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
            refusing_from: forbids.iter().map(|f| f.least).min().unwrap_or(u32::MAX),
            forbids,
        })
    }
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
        (rules.geometry.direction_count() <= DIRECTIONS, "its board has more than 8 directions"),
        (rules.kinds.len() == 1, "it has more than one kind of piece"),
        (rules.results.len() <= 64, "it has more than 64 results"),
        (rules.memory.is_none(), "it remembers a label"),
        (rules.quiet.is_empty(), "it counts turns without an event"),
        (rules.priority.is_empty(), "it sets a priority"),
        (!rules.has_preconditions, "an action has a `when`"),
        // Forbids are judged in `repeats`; results and requirements that count repetitions
        // do not fit (`verdicts`, `deals`).
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

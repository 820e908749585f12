//! Actions as written: `action NAME: MOTION [then EFFECTS] [requires COND]` (or `swap seats`
//! alone), its motion, movement, `exactly` distance and effects.

use super::{CellExpr, Cond, DirExpr, Name, Reach, Spanned};

/// `action NAME: ...`
#[derive(Clone, Debug, PartialEq)]
pub struct Action {
    pub name: Name,
    /// `by chance`: chance plays it, not a player, each of its actions as likely.
    pub by_chance: Option<super::Span>,
    /// `when CONDITION`: the action exists only while the condition holds.
    pub when: Option<Spanned<Cond>>,
    pub motion: Spanned<Motion>,
    pub effects: Vec<Spanned<Effect>>,
    pub requires: Option<Spanned<Cond>>,
    /// `top N` / `top any` after a move's movement: only the top pieces of the stack move.
    pub top: Option<Spanned<Top>>,
    /// `abreast N` after a step: a line of 2 to N of the mover's pieces, side by side across
    /// the step, steps together (`abreast.rs`).
    pub abreast: Option<Spanned<u32>>,
}

/// How many of the top pieces of a stack a move takes (`top`).
#[derive(Clone, Debug, PartialEq)]
pub enum Top {
    /// `top any`: each count from one to the stack's height, its own action.
    Any,
    /// `top 2`, `top height`: so many, read on the cell moved from.
    Count(super::CellNumber),
}

/// What an action does to the piece it places or moves.
#[derive(Clone, Debug, PartialEq)]
pub enum Motion {
    /// `place [KINDS] [on CELLS] [stack NUMBER]` — from the mover's hand; `on` defaults to
    /// `empty`; `stack`: a stack of so many pieces, in place of what stands on the cell.
    /// `onto CELLS` (`onto`): on the stack there, which stays under the piece. `covering
    /// CELLS`: a [shaped](super::Item::Shape) piece covers at least one cell of the set.
    Place {
        kinds: Vec<Name>,
        on: Option<Spanned<CellExpr>>,
        covering: Option<Spanned<CellExpr>>,
        stack: Option<Spanned<super::CellNumber>>,
        onto: bool,
    },
    /// `move [KINDS] [from CELLS] MOVEMENT` — `from` is always limited to the mover's pieces.
    Move { kinds: Vec<Name>, from: Option<Spanned<CellExpr>>, movement: Movement },
    /// `remove [KINDS from] CELLS` — takes a piece off a cell.
    Remove { kinds: Vec<Name>, at: Spanned<CellExpr> },
    /// `flip [KINDS from] CELLS [to mover|next]` — turns a piece over where it stands.
    Flip { kinds: Vec<Name>, at: Spanned<CellExpr>, to: Option<FlipTo> },
    /// `swap seats` — the pie rule: the two players exchange seats, colours and all; `and
    /// pass` (`passes`): the turn then passes as after any action.
    Swap { passes: bool },
    /// `sow CELLS along TRACK [skip origin] [skip CELLS]` — every seed of a cell of the set,
    /// one a cell along the track.
    Sow { from: Spanned<CellExpr>, track: Name, skip_origin: bool, skip: Option<Spanned<CellExpr>> },
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
    /// `hop flying DIRS over CELLS`: over any empty cells before and after the cell jumped.
    Hop {
        dirs: Spanned<DirExpr>,
        run: bool,
        flying: bool,
        /// `hop flying DIRS through CELLS over …`: the cells walked before the one jumped must be
        /// in the set too (only a flying hop walks any).
        through: Option<Spanned<CellExpr>>,
        over: Spanned<CellExpr>,
        to: Option<Spanned<CellExpr>>,
    },
    /// `leap PATH | PATH [through CELLS] [to CELLS]` — to the end of a path of steps, over
    /// anything between (or, with `through`, only over cells of the set); `leap within 2 [to
    /// CELLS]`, `leap at distance 3` — to every cell so many steps away (`reach`, with no paths).
    Leap {
        paths: Vec<Spanned<DirExpr>>,
        reach: Option<Spanned<Reach>>,
        through: Option<Spanned<CellExpr>>,
        to: Option<Spanned<CellExpr>>,
    },
    /// `to CELLS` — straight to any cell of the set.
    Anywhere { to: Spanned<CellExpr> },
    /// `along TRACK exactly DISTANCE [to CELLS] [or off [or beyond]]` — so many cells on along
    /// the mover's way, over whatever stands between; `to` defaults to `empty` (`to off`: onto
    /// no cell, `lands` false); `off`: past the end. `from_hand`: `move from off along …`.
    Along {
        track: Name,
        exactly: Spanned<Distance>,
        to: Option<Spanned<CellExpr>>,
        lands: bool,
        off: Leaving,
        from_hand: bool,
    },
}

/// Whether a move along a track may leave the board past its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    Never,
    /// `or off`: by an exact count.
    Exactly,
    /// `or off or beyond`: by an exact count, or by more for the piece furthest back.
    OrBeyond,
}

/// How far a slide goes with `exactly`.
#[derive(Clone, Debug, PartialEq)]
pub enum Distance {
    /// `exactly 2`
    Cells(u32),
    /// `exactly occupied in line`: as many cells as the set holds on the whole line the piece
    /// moves along.
    InLine(Spanned<CellExpr>),
    /// `exactly height`: as many cells as the moving stack holds pieces.
    Height,
    /// `exactly farthest`: only to the last cell the slide can reach.
    Farthest,
    /// `exactly moved`: as many cells as the action moves pieces (`top`; else the stack's height).
    Moved,
    /// `exactly value speed`: as many cells as the moving piece's value.
    Value(Name),
    /// `exactly die`: one value of the dice thrown, used up by the move.
    Die,
    /// `exactly dice total`: all the dice thrown, added up and used up.
    DiceTotal,
}

/// What happens after the piece lands.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// `flip custodial DIRS [to mover|next]`
    FlipCustodial(Spanned<DirExpr>, Option<FlipTo>),
    /// `capture custodial DIRS`
    CaptureCustodial(Spanned<DirExpr>),
    /// `flip custodial DIRS [of CELLS] [closed by CELLS] [to …]` or `capture custodial …` with
    /// a set: the runs are of pieces on `of` (default `enemy`), closed by a cell of `closed`
    /// (default `own`).
    CustodialSets {
        dirs: Spanned<DirExpr>,
        flip: bool,
        to: Option<FlipTo>,
        of: Option<Spanned<CellExpr>>,
        closed: Option<Spanned<CellExpr>>,
    },
    /// `flip jumped [to mover|next]`
    FlipJumped(Option<FlipTo>),
    /// `capture jumped`
    CaptureJumped,
    /// `capture jumped at end`: the pieces jumped stay until the turn ends, then leave together.
    CaptureJumpedAtEnd,
    /// `take jumped`: the top piece of each stack jumped goes under the mover's stack.
    TakeJumped,
    /// `capture CELLS`: removes the pieces on the cells of the set.
    Capture(Spanned<CellExpr>),
    /// `flip CELLS [to mover|next]`: turns over the pieces on the cells of the set.
    Flip(Spanned<CellExpr>, Option<FlipTo>),
    /// `take CELLS to CELLS|score [unless COND]`: the seeds on the cells go to a cell of the
    /// second set (`None`: the mover's score), unless the condition holds.
    Take { cells: Spanned<CellExpr>, to: Option<Spanned<CellExpr>>, unless: Option<Spanned<super::Cond>> },
    /// `score + N`: adds to the mover's score.
    Score(u32),
    /// `value speed + 1`, `- 1`, `to 3` [on CELLS]: changes the value of the piece that landed
    /// (or of the pieces on the cells of the set).
    Value { name: Name, change: ValueChange, on: Option<Spanned<CellExpr>> },
    /// `push`: the line of pieces from the cell a step or slide lands on goes one cell on.
    Push,
    /// `pull`: the line of pieces behind the cell a step or slide leaves follows it one cell.
    Pull,
    /// `flag NAME` / `unflag NAME` [on CELLS]: sets or clears a flag so.
    Flag { name: Name, set: bool, on: Option<Spanned<CellExpr>> },
    /// `again`: once this turn ends, the same player plays the next one.
    Again,
}

/// How a value effect changes the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueChange {
    Add(u32),
    Subtract(u32),
    Set(u32),
}

/// Whom a flipped piece goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlipTo {
    /// The player who acted.
    Mover,
    /// The player after the piece's owner in turn order.
    Next,
}

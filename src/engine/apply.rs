//! Apply: what an action does to the position (placing, moving, hopping, custodial flips and
//! captures), then results and the hand-over to the next player.

use super::action::{Action, END, PASS, ROLL};
use super::attack::is_live_royal;
use super::cells::View;
use super::custodial::custodial;
use super::groups::for_each_cell;
use super::position::{Piece, Position, UNMOVED, facing_piece, kind_of, owner_of, piece, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::{CellTest, Effect, FlipTo, Motion, Movement, PlayerId, Rules};

impl State {
    /// Plays an action known to be legal (from `legal_actions` or `sample`): no checks.
    pub fn play_unchecked(&mut self, action: Action) {
        if action.rule == ROLL {
            self.play_roll(action);
            return;
        }
        self.apply(action);
        self.complete(action);
    }

    /// Finishes an applied action: its results, then the hand-over.
    pub(crate) fn complete(&mut self, action: Action) {
        let mover = self.s.to_move;
        if self.rules.judges_opponents {
            self.judge_opponents(mover);
        }
        if self.s.result.is_none() {
            self.judge_after_action(action, mover);
        }
        if self.s.result.is_none() {
            self.hand_over(action, mover);
        }
    }

    /// Changes the position as the action says and opens an undo frame; no results, no turn change.
    #[inline]
    pub(crate) fn apply(&mut self, action: Action) {
        self.apply_observed(action, |_, _| {});
    }

    /// `apply`, telling `seen` after each effect (by its index in the rule) whether it changed
    /// the position. Generic so that `apply`'s observer, which does nothing, costs nothing.
    #[inline]
    pub(crate) fn apply_observed(&mut self, action: Action, mut seen: impl FnMut(usize, bool)) {
        self.begin(action);
        let previous = self.s.last;
        self.s.last = Some(action);
        self.s.pending = true;
        if action.rule == PASS {
            self.s.passes += 1;
            return;
        }
        self.s.passes = 0;
        if action.rule == END {
            return;
        }
        let mut removed = self.apply_motion(action, previous);
        if let Some(at_most) = self.rules.at_most {
            removed += self.trim(action.to, at_most);
        }
        let rule = action.rule as usize;
        // `self.rules` is borrowed field by field here, not cloned: an `Arc` clone per action
        // costs a game that judges little per action a tenth of its playout speed.
        if let Some(memory) = &self.rules.memory
            && memory.after & 1 << action.rule != 0
        {
            self.s.memory = memory.label_of[action.to as usize];
        }
        for index in 0..self.rules.actions[rule].effects.len() {
            let before = self.position.mark();
            removed += self.apply_effect(rule, index, action, previous);
            seen(index, self.position.mark() != before);
        }
        self.s.captured = self.s.captured.saturating_add(removed.min(u32::from(u16::MAX)) as u16);
        for (i, quiet) in self.rules.quiet.iter().enumerate() {
            if quiet.actions & 1 << action.rule != 0 || (quiet.capture && removed > 0) {
                self.s.quiet_hit |= 1 << i;
            }
        }
    }

    /// Places, moves (with what a hop does to the pieces it passes), removes or flips; returns
    /// how many pieces it took off the board.
    #[inline(always)]
    fn apply_motion(&mut self, action: Action, previous: Option<Action>) -> u32 {
        let player = self.s.to_move;
        let rules: &Rules = &self.rules;
        let rule = &rules.actions[action.rule as usize];
        let position = &mut self.position;
        let changed = &mut self.changed;
        let line = &mut self.scratch;
        match &rule.motion {
            Motion::Place { stack, onto, .. } => {
                if stack.is_some() {
                    return self.place_stack(action, previous);
                }
                if *onto {
                    return self.place_onto(action);
                }
                if rules.shapes.has(action.kind) {
                    return self.place_shape(action);
                }
                changed.push(action.to);
                position.add_to_hand(player, action.kind, -1);
                position.set(action.to, fresh(rules, piece(action.kind, player)));
                if position.has_values() {
                    position.start_values(action.to, action.kind);
                }
                0
            }
            Motion::Move { movement, .. } => {
                changed.push(action.to);
                let pushed_off = match rule.pushes {
                    true => {
                        let at = (action.to, action.dir);
                        self.pushed =
                            super::push::push_line(&rules.geometry, position, changed, line, at, player);
                        self.pushed.removed
                    }
                    false => 0,
                };
                let mut abreast = 0;
                let taken = if action.kind == 0 {
                    let moving = position.board[action.from as usize] & !UNMOVED;
                    let taken = position.board[action.to as usize];
                    if position.has_tables() {
                        // The whole stack moves (what lies under the piece goes with it), and the
                        // piece's values with it.
                        position.carry_tables(action.from, action.to);
                    }
                    position.set(action.from, 0);
                    position.set(action.to, promoted(moving, action.promote));
                    if rule.pulls {
                        let ends = (action.from, action.to);
                        super::pull::pull_line(&rules.geometry, position, changed, line, ends, action.dir);
                    }
                    if taken != 0 && rules.pieces.capture_to_hand {
                        position.add_to_hand(player, rules.pieces.base[kind_of(taken) as usize], 1);
                    }
                    taken
                } else if rule.abreast.is_some() {
                    // `abreast`: every piece of the line steps (`abreast.rs`).
                    abreast = super::abreast::step_line(rules, position, changed, action);
                    0
                } else {
                    // `top`: so many of the top pieces, onto the stack there (`top.rs`).
                    changed.push(action.from);
                    position.lift(action.from, action.to, action.kind);
                    if action.promote != 0 {
                        let landed = position.board[action.to as usize];
                        position.set(action.to, promoted(landed, action.promote));
                    }
                    0
                };
                let jumped = match movement {
                    Movement::Hop { .. } => jumped(rules, position, changed, action, &rule.effects, player),
                    _ => 0,
                };
                u32::from(taken != 0) + jumped + pushed_off + abreast
            }
            Motion::Take { flip, .. } => {
                changed.push(action.to);
                let taken = position.board[action.to as usize];
                match flip {
                    Some(to) => {
                        let flip = Flip { to: *to, mover: player, players: rules.player_count() };
                        position.set(action.to, flip.turn(taken));
                        0
                    }
                    None => {
                        position.set(action.to, 0);
                        if rules.pieces.capture_to_hand {
                            position.add_to_hand(player, rules.pieces.base[kind_of(taken) as usize], 1);
                        }
                        1
                    }
                }
            }
            Motion::Sow { .. } => {
                changed.push(action.to);
                self.sow(action);
                0
            }
            Motion::Along { .. } => self.move_along(action),
            // The seats change hands; no cell does, so nothing is `changed`.
            Motion::Swap => {
                self.s.seats.exchange();
                0
            }
        }
    }

    /// One effect of the action (the `index`th of its rule); returns how many pieces it took
    /// off the board. Cell sets are read once the piece has landed, `last` still meaning the
    /// action before this one.
    fn apply_effect(&mut self, rule: usize, index: usize, action: Action, previous: Option<Action>) -> u32 {
        let player = self.s.to_move;
        let players = self.rules.player_count();
        let flip = |to: FlipTo| Flip { to, mover: player, players };
        let geometry = &self.rules.geometry;
        let effect = &self.rules.actions[rule].effects[index];
        // A piece borne off lands nowhere: nothing happens around where it landed.
        if action.to == NO_CELL && landed_on(effect) {
            return 0;
        }
        match effect {
            Effect::FlipCustodial(dirs, to) => {
                let flip = Some(flip(*to));
                custodial(geometry, &mut self.position, &mut self.changed, action.to, *dirs, player, flip)
            }
            Effect::CaptureCustodial(dirs) => {
                custodial(geometry, &mut self.position, &mut self.changed, action.to, *dirs, player, None)
            }
            Effect::CaptureJumpedAtEnd => match action.from {
                NO_CELL => 0,
                _ => self.mark_jumped(action),
            },
            Effect::CustodialSets { flip: to, .. } => {
                let flip = to.map(flip);
                self.custodial_sets(rule, index, action.to, flip, View { player, last: previous })
            }
            Effect::FlipJumped(_)
            | Effect::CaptureJumped
            | Effect::TakeJumped
            | Effect::Push
            | Effect::Pull => 0,
            Effect::Again => {
                self.s.again = true;
                0
            }
            Effect::Capture(_) | Effect::Flip(..) => self.capture_or_flip_set(rule, index, player, previous),
            Effect::Take { .. } | Effect::Score(_) => self.gain(rule, index, player, previous),
            Effect::Value { .. } | Effect::Flag { .. } => {
                self.value_effect(rule, index, action.to, View { player, last: previous });
                0
            }
        }
    }

    /// `capture SET` or `flip SET`: every occupied cell of the set, read for the mover.
    fn capture_or_flip_set(
        &mut self,
        rule: usize,
        index: usize,
        player: PlayerId,
        previous: Option<Action>,
    ) -> u32 {
        let rules = std::sync::Arc::clone(&self.rules);
        let (cells, turn) = match &rules.actions[rule].effects[index] {
            Effect::Flip(cells, to) => {
                (cells, Some(Flip { to: *to, mover: player, players: rules.player_count() }))
            }
            Effect::Capture(cells) => (cells, None),
            _ => unreachable!("only sets are captured or flipped here"),
        };
        let chosen = self.cells_of(&cells[self.context()], View { player, last: previous });
        for &cell in &chosen {
            let piece = self.position.board[cell as usize];
            self.position.set(cell, turn.map_or(0, |f| f.turn(piece)));
            self.changed.push(cell);
        }
        let count = if turn.is_some() { 0 } else { chosen.len() as u32 };
        self.scratch = chosen;
        count
    }

    /// The occupied cells of a set, but live royal pieces (which are never taken), into the
    /// scratch buffer (given back by the caller).
    fn cells_of(&mut self, test: &CellTest, view: View) -> Vec<Cell> {
        let mut chosen = std::mem::take(&mut self.scratch);
        chosen.clear();
        let royal = self.rules.pieces.royal;
        self.with_members(test, view, |members| {
            for_each_cell(members, |c| {
                let piece = self.position.board[c];
                if piece != 0 && !is_live_royal(royal, piece) {
                    chosen.push(c as Cell);
                }
            })
        });
        chosen
    }
}

/// Whether an effect works around the cell the piece landed on (or on the piece there).
fn landed_on(effect: &Effect) -> bool {
    matches!(
        effect,
        Effect::FlipCustodial(..)
            | Effect::CaptureCustodial(_)
            | Effect::CustodialSets { .. }
            | Effect::Value { .. }
            | Effect::Flag { .. }
    )
}

/// A piece new on the board: of a kind that remembers moves, it has not moved yet.
pub(crate) fn fresh(rules: &Rules, piece: Piece) -> Piece {
    if rules.pieces.unmoved & 1 << kind_of(piece) != 0 { piece | UNMOVED } else { piece }
}

/// The piece as it lands: promoted to the kind the action names, if it names one.
fn promoted(piece: Piece, promote: u8) -> Piece {
    match promote {
        0 => piece,
        kind => facing_piece(kind - 1, owner_of(piece), side_of(piece)),
    }
}

/// Whom flipped pieces go to: the mover, or the player after each piece's owner.
#[derive(Clone, Copy)]
pub(super) struct Flip {
    to: FlipTo,
    mover: PlayerId,
    players: usize,
}

impl Flip {
    /// The piece turned over to its new owner (whose side it takes).
    pub(super) fn turn(self, piece: Piece) -> Piece {
        let owner = match self.to {
            FlipTo::Mover => self.mover,
            FlipTo::Next => ((owner_of(piece) as usize + 1) % self.players.max(1)) as PlayerId,
        };
        self::piece(kind_of(piece), owner)
    }
}

/// Flips or removes the cells a hop passed over.
fn jumped(
    rules: &Rules,
    position: &mut Position,
    changed: &mut Vec<Cell>,
    action: Action,
    effects: &[Effect],
    player: PlayerId,
) -> u32 {
    let flip = effects.iter().find_map(|e| match e {
        Effect::FlipJumped(to) => Some(Flip { to: *to, mover: player, players: rules.player_count() }),
        _ => None,
    });
    let capture = effects.contains(&Effect::CaptureJumped);
    let take = effects.contains(&Effect::TakeJumped);
    if flip.is_none() && !capture && !take {
        return 0;
    }
    let geometry = &rules.geometry;
    let mut removed = 0;
    let mut cell = geometry.step(action.from, action.dir);
    while cell != action.to && cell != NO_CELL {
        let over = position.board[cell as usize];
        if take {
            removed += u32::from(position.take_top(cell, action.to));
        } else if capture {
            removed += u32::from(over != 0);
            position.set(cell, 0);
        } else if let (Some(flip), true) = (flip, over != 0) {
            let turned = flip.turn(over);
            position.set(cell, turned);
            if owner_of(turned) == player {
                changed.push(cell);
            }
        }
        cell = geometry.step(cell, action.dir);
    }
    removed
}

//! Apply: what an action does to the position (placing, moving, hopping, custodial flips and
//! captures), then results and the hand-over to the next player.

use super::action::{Action, END, PASS};
use super::generate::BitIter;
use super::position::{Piece, Position, facing_piece, kind_of, owner_of, piece, side_of};
use super::state::State;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::rules::{DirMask, ENEMY, Effect, FlipTo, Motion, Movement, OWN, PlayerId, Rules};

impl State {
    /// Plays an action known to be legal (from `legal_actions` or `sample`): no checks.
    pub fn play_unchecked(&mut self, action: Action) {
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
    pub(crate) fn apply(&mut self, action: Action) {
        self.begin();
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
        let player = self.s.to_move;
        let rules: &Rules = &self.rules;
        let rule = &rules.actions[action.rule as usize];
        let position = &mut self.position;
        let changed = &mut self.changed;
        match &rule.motion {
            Motion::Place { .. } => {
                position.add_to_hand(player, action.kind, -1);
                position.set(action.to, piece(action.kind, player));
                changed.push(action.to);
            }
            Motion::Move { movement, .. } => {
                let moving = position.board[action.from as usize];
                let taken = position.board[action.to as usize];
                position.set(action.from, 0);
                position.set(action.to, promoted(rules, moving, action.promote));
                if taken != 0 && rules.pieces.capture_to_hand {
                    position.add_to_hand(player, rules.pieces.base[kind_of(taken) as usize], 1);
                }
                changed.push(action.to);
                if let Movement::Hop { .. } = movement {
                    jumped(rules, position, changed, action, &rule.effects, player);
                }
            }
        }
        if let Some(memory) = &rules.memory
            && memory.after & 1 << action.rule != 0
        {
            self.s.memory = memory.label_of[action.to as usize];
        }
        for effect in &rule.effects {
            match *effect {
                Effect::FlipCustodial(dirs, to) => {
                    let to = Flip { to, mover: player, players: rules.player_count() };
                    custodial(&rules.geometry, position, changed, action.to, dirs, player, Some(to))
                }
                Effect::CaptureCustodial(dirs) => {
                    custodial(&rules.geometry, position, changed, action.to, dirs, player, None)
                }
                Effect::FlipJumped(_) | Effect::CaptureJumped => {}
            }
        }
    }

    /// Moves the turn machine on; at the end of a turn (or when the mover left play), the next
    /// player's turn begins.
    fn hand_over(&mut self, action: Action, mover: PlayerId) {
        self.s.pending = false;
        if !action.is_word() {
            self.s.turn_state = self.rules.turn.next(self.s.turn_state, action.rule);
        }
        if action.is_word() || self.allowed() == 0 || !self.in_play(mover) {
            self.s.to_move = self.next_player_after(mover);
            self.s.turn += 1;
            self.s.turn_state = self.rules.turn.start_of(self.s.turn);
            self.begin_turn(Some(action), Some(mover));
        }
    }

    /// Who acts after `action`, played from the current turn state: the same player unless it
    /// completes the turn.
    pub(crate) fn player_after(&self, action: Action) -> PlayerId {
        let over = action.is_word() || {
            let next = self.rules.turn.next(self.s.turn_state, action.rule);
            self.rules.turn.states[next as usize].allowed == 0
        };
        if over { self.next_player_after(self.s.to_move) } else { self.s.to_move }
    }
}

/// The piece as it lands: promoted if the action says so.
fn promoted(rules: &Rules, piece: Piece, promote: bool) -> Piece {
    match (&rules.pieces.promotion[kind_of(piece) as usize], promote) {
        (Some(promotion), true) => facing_piece(promotion.to, owner_of(piece), side_of(piece)),
        _ => piece,
    }
}

/// Whom flipped pieces go to: the mover, or the player after each piece's owner.
#[derive(Clone, Copy)]
struct Flip {
    to: FlipTo,
    mover: PlayerId,
    players: usize,
}

impl Flip {
    /// The piece turned over to its new owner (whose side it takes).
    fn turn(self, piece: Piece) -> Piece {
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
) {
    let flip = effects.iter().find_map(|e| match e {
        Effect::FlipJumped(to) => Some(Flip { to: *to, mover: player, players: rules.player_count() }),
        _ => None,
    });
    let capture = effects.contains(&Effect::CaptureJumped);
    if flip.is_none() && !capture {
        return;
    }
    let geometry = &rules.geometry;
    let mut cell = geometry.step(action.from, action.dir);
    while cell != action.to && cell != NO_CELL {
        let over = position.board[cell as usize];
        if capture {
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
}

/// Every run of enemy pieces from `at` that the mover's piece closes is flipped (with `flip`)
/// or removed.
fn custodial(
    geometry: &Geometry,
    position: &mut Position,
    changed: &mut Vec<Cell>,
    at: Cell,
    dirs: DirMask,
    player: PlayerId,
    flip: Option<Flip>,
) {
    for d in BitIter(u64::from(dirs)) {
        let run = closed_run(geometry, position, at, d, player);
        let mut cell = geometry.step(at, d);
        for _ in 0..run {
            match flip {
                Some(flip) => {
                    position.set(cell, flip.turn(position.board[cell as usize]));
                    changed.push(cell);
                }
                None => position.set(cell, 0),
            }
            cell = geometry.step(cell, d);
        }
    }
}

/// How many pieces `flip custodial` would turn over from `at` (counting stops at `enough`),
/// without changing anything. A cell with no enemy neighbour is answered from bit sets alone.
pub(crate) fn custodial_count(
    geometry: &Geometry,
    position: &Position,
    at: Cell,
    dirs: DirMask,
    player: PlayerId,
    enough: u32,
) -> u32 {
    let words = position.words;
    let near = &geometry.adjacent[at as usize * words..(at as usize + 1) * words];
    let own = position.owned_by(player);
    if near.iter().zip(&position.empty).zip(own).all(|((n, e), o)| n & !(e | o) == 0) {
        return 0;
    }
    let mut total = 0;
    for d in BitIter(u64::from(dirs)) {
        total += closed_run(geometry, position, at, d, player);
        if total >= enough {
            break;
        }
    }
    total
}

/// The number of enemy pieces from `at` in direction `d` up to one of the player's, or 0 if
/// the run is empty or not closed by the player's piece.
#[inline]
fn closed_run(geometry: &Geometry, position: &Position, at: Cell, d: u8, player: PlayerId) -> u32 {
    let mut cell = geometry.step(at, d);
    let mut run = 0;
    while cell != NO_CELL && position.class(cell, player) == ENEMY {
        run += 1;
        cell = geometry.step(cell, d);
    }
    if cell != NO_CELL && position.class(cell, player) == OWN { run } else { 0 }
}

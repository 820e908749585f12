//! Exposure: a move judged against its `forbid`s without playing it, when they read only
//! `check` and `stranded`, the mover is not in check, and the move neither leaves nor lands on
//! a cell an attack on one of the mover's royal pieces could pass (`compile::exposure`), nor
//! passes over one of them where a capture may land on the cells of the last action.
//! Playing it could then attack no royal piece of the mover's, and `stranded` reads only the
//! piece as it lands.

use super::action::Action;
use super::attack::is_live_royal;
use super::cells::is_in;
use super::legal::Refusal;
use super::position::{Piece, kind_of, side_of};
use super::state::State;
use crate::compile::exposure::Exposure;
use crate::compile::geometry::Cell;
use crate::compile::rules::{Condition, KindId, Quantity};

impl State {
    /// The verdict of the `forbid`s on `action` found without playing it, or `None` when it
    /// must be played to be judged. With `ask`, whether the mover is in check is found out;
    /// without, only an answer already known for this position is used (a playout plays the
    /// action anyway, and judging it played costs as much as asking).
    pub(super) fn refusal_unexposed(&self, action: Action, ask: bool) -> Option<Option<Refusal>> {
        let exposure = self.rules.exposure.as_ref()?;
        if exposure.rules & 1 << action.rule == 0 {
            return None;
        }
        let moving = self.position.board[action.from as usize];
        let kind = if action.promote == 0 { kind_of(moving) } else { action.promote - 1 };
        let royal = self.rules.pieces.royal;
        let mover = self.s.to_move;
        if is_live_royal(royal, moving) || royal & 1 << kind != 0 {
            return None;
        }
        let landing = Landing { exposure, action, kind, moving };
        // Cheapest first: an answer already known, the board's tables, then asking whether
        // the mover is in check.
        if !ask && self.check_known(mover)? {
            return None;
        }
        if self.exposes(&landing) || ask && self.in_check(mover) {
            return None;
        }
        for &index in self.rules.schedule.forbids_after(action.rule) {
            let forbid = &self.rules.forbids[index as usize];
            match self.unplayed(&forbid.condition, &landing)? {
                // `unless forced` asks about the other candidates: play it to know.
                true if forbid.forced => return None,
                true => return Some(Some(Refusal::Forbid(index as usize))),
                false => {}
            }
        }
        Some(None)
    }

    /// Whether `condition` would hold for the mover after the move, when that can be told
    /// without playing it.
    fn unplayed(&self, condition: &Condition, landing: &Landing) -> Option<bool> {
        match condition {
            // The mover is not in check, and the move uncovers none of their royal pieces.
            Condition::Check => Some(false),
            Condition::Compare(left, op, right) => {
                Some(op.holds(self.number_unplayed(left, landing)?, self.number_unplayed(right, landing)?))
            }
            Condition::Not(inner) => self.unplayed(inner, landing).map(|holds| !holds),
            Condition::And(a, b) => match (self.unplayed(a, landing), self.unplayed(b, landing)) {
                (Some(false), _) | (_, Some(false)) => Some(false),
                (Some(true), Some(true)) => Some(true),
                _ => None,
            },
            Condition::Or(a, b) => match (self.unplayed(a, landing), self.unplayed(b, landing)) {
                (Some(true), _) | (_, Some(true)) => Some(true),
                (Some(false), Some(false)) => Some(false),
                _ => None,
            },
            _ => None,
        }
    }

    fn number_unplayed(&self, quantity: &Quantity, landing: &Landing) -> Option<f64> {
        match quantity {
            Quantity::Number(n) => Some(*n),
            Quantity::Stranded => {
                let (kind, side, to) = (landing.kind, side_of(landing.moving), landing.action.to);
                Some(f64::from(u32::from(self.rules.stranded(kind, side, to))))
            }
            _ => None,
        }
    }

    /// Whether the move (by a player not in check) leaves or lands on a cell that an attack
    /// on one of their royal pieces could pass.
    fn exposes(&self, landing: &Landing) -> bool {
        let mover = self.s.to_move;
        if self.position.words > MOST_WORDS {
            return true;
        }
        let (from, to) = (landing.action.from, landing.action.to);
        let royal_at = |cell: Cell| is_in(self.position.royal_of(mover), cell);
        if landing.exposure.passing && self.passed(landing.action).any(royal_at) {
            return true;
        }
        // The pieces that may attack: all but the mover's (allies and pieces nobody owns too,
        // which can only make the answer `true`, and so the move played).
        let words = self.position.words;
        let mut others = [0u64; MOST_WORDS];
        let own = self.position.owned_by(mover);
        for (w, other) in others[..words].iter_mut().enumerate() {
            *other = !self.position.empty[w] & !own[w];
        }
        let others = &others[..words];
        let exposure = landing.exposure;
        self.position.royal_of(mover).iter().enumerate().any(|(word, &bits)| {
            let mut bits = bits;
            while bits != 0 {
                let royal = (word * 64 + bits.trailing_zeros() as usize) as Cell;
                bits &= bits - 1;
                if exposure.by_leaving(royal, from, others) || exposure.by_entering(royal, to, others) {
                    return true;
                }
            }
            false
        })
    }
}

/// The most words of a board judged unplayed (512 cells): a larger board plays its moves.
const MOST_WORDS: usize = 8;

/// A move as it would land: the piece moving and the kind it lands as.
struct Landing<'a> {
    exposure: &'a Exposure,
    action: Action,
    kind: KindId,
    moving: Piece,
}

#[cfg(test)]
mod tests;

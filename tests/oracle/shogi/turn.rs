//! What happens after an action: the turn passes, and in Yonin Shogi checkmates, takeovers,
//! armies, the check that shifts the turn, and players who are out without a legal action.

use super::position::{Action, Position};

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Win(usize),
    /// In partnerships: team 0 (south and north) or team 1 (west and east) wins.
    Team(usize),
    Draw,
}

impl Position {
    /// Plays a legal action of the player to move and settles the turn. Returns the result if
    /// the action ended the game (repetition is the caller's: it needs the history).
    pub fn apply(&mut self, action: Action) -> Option<Outcome> {
        let mover = self.to_move;
        self.make(mover, action);
        if self.partners {
            self.settle_partners(mover)
        } else if self.yonin {
            self.settle_yonin(mover)
        } else {
            self.settle_shogi(mover)
        }
    }

    /// Shogi: the other player moves; without a legal action they lose.
    fn settle_shogi(&mut self, mover: usize) -> Option<Outcome> {
        self.to_move = 1 - mover;
        if self.has_legal(self.to_move) { None } else { Some(Outcome::Win(mover)) }
    }

    /// Yonin Shogi, RULINGS.md §4 "Check and turn order", steps 1–4 and the player out
    /// without a legal action.
    fn settle_yonin(&mut self, mover: usize) -> Option<Outcome> {
        // 1. Every other live player in check without a legal action is mated, all judged
        //    on the position the action left (before any takeover).
        let mut mated = Vec::new();
        for q in 0..4 {
            if self.mated_by(mover, q) {
                mated.push(q);
            }
        }
        // 2. and 3. The mover takes each mated player over, with their armies.
        for q in mated {
            self.take_over(mover, q);
        }
        if self.armies[mover] >= 3 {
            return Some(Outcome::Win(mover));
        }
        // 4. The next player; one who has no legal action is out as if mated by the mover.
        loop {
            let next = self.next_player(mover);
            self.to_move = next;
            if self.has_legal(next) {
                return None;
            }
            self.take_over(mover, next);
            if self.armies[mover] >= 3 {
                return Some(Outcome::Win(mover));
            }
        }
    }

    /// The first live player clockwise from the mover who is in check; else the next live
    /// player clockwise.
    pub(super) fn next_player(&self, mover: usize) -> usize {
        let order: Vec<usize> = (1..=4).map(|i| (mover + i) % 4).filter(|&p| self.live[p]).collect();
        order.iter().copied().find(|&p| self.in_check(p)).unwrap_or(order[0])
    }
}

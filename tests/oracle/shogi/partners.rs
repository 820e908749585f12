//! Yonin Shogi in partnerships (south and north against west and east): who is out after an
//! action, who takes their pieces, and when a team has won.

use super::position::Position;
use super::turn::Outcome;

/// The team of a player: 0 for south and north, 1 for west and east.
pub fn team(player: usize) -> usize {
    player % 2
}

impl Position {
    /// Settles the turn after `mover`'s action in partnerships.
    pub(super) fn settle_partners(&mut self, mover: usize) -> Option<Outcome> {
        // Every enemy of the mover in check without a legal action is mated, all judged on the
        // position the action left; they leave together, each taken over by the mover.
        let mut mated = Vec::new();
        for q in 0..4 {
            if self.mated_by(mover, q) {
                mated.push(q);
            }
        }
        for q in mated {
            self.take_over(mover, q);
        }
        loop {
            if let Some(team) = self.last_team() {
                return Some(Outcome::Team(team));
            }
            let next = self.next_player(mover);
            self.to_move = next;
            if self.has_legal(next) {
                return None;
            }
            self.stuck_out(mover, next);
        }
    }

    /// `player` must act and has no legal action: an enemy mover takes them over; after a
    /// team-mate's action nobody does, and their pieces stay on the board, out of play.
    fn stuck_out(&mut self, mover: usize, player: usize) {
        if self.opposed(mover, player) {
            self.take_over(mover, player);
        } else {
            self.live[player] = false;
        }
    }

    /// The team every live player belongs to, if they all belong to one.
    fn last_team(&self) -> Option<usize> {
        let mut teams = (0..4).filter(|&p| self.live[p]).map(team);
        let first = teams.next()?;
        teams.all(|t| t == first).then_some(first)
    }
}

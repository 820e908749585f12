//! Seats: who controls each player. A seat is a place at the table — an agent or a person —
//! known by the player it sat down as; a player is a colour of the rules, whose pieces and
//! turns are its own. `swap seats` (the pie rule) exchanges the two seats of a two-player game,
//! colours and all: from then on each seat plays the other player, so a result, which is a
//! player's, is credited to the seat that holds that player at the end.

use super::state::Outcome;
use crate::compile::rules::PlayerId;

/// Which seat controls each player. `check` lets only a game of two players swap, so the map
/// is a bit: whether the two have exchanged seats (an odd number of times). In every other game
/// it stays the identity, seat `i` playing player `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seats {
    swapped: bool,
}

impl Seats {
    /// The seating at the start: each seat plays the player it sat down as.
    pub const START: Seats = Seats { swapped: false };

    /// Whether the two seats have exchanged players.
    pub fn swapped(self) -> bool {
        self.swapped
    }

    /// The seat that controls `player`: the index of the player that seat sat down as.
    #[inline]
    pub fn seat_of(self, player: PlayerId) -> usize {
        usize::from(player ^ u8::from(self.swapped))
    }

    /// The player the seat controls now (the map is its own inverse).
    #[inline]
    pub fn player_of(self, seat: usize) -> PlayerId {
        seat as PlayerId ^ u8::from(self.swapped)
    }

    /// The two seats exchange players (the only change a `swap seats` makes).
    pub(crate) fn exchange(&mut self) {
        self.swapped = !self.swapped;
    }

    /// The outcome as the seats see it: its winners are the seats that hold the winning players.
    pub fn outcome(self, outcome: Outcome) -> Outcome {
        if !self.swapped {
            return outcome;
        }
        // Two players: the two low bits change places.
        let winners = (outcome.winners & 1) << 1 | (outcome.winners >> 1 & 1) | (outcome.winners & !3);
        Outcome { winner: outcome.winner.map(|w| self.seat_of(w) as PlayerId), winners, ..outcome }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_swap_hands_each_seat_the_other_player_and_its_wins() {
        let mut seats = Seats::START;
        assert_eq!((seats.seat_of(0), seats.seat_of(1)), (0, 1));
        seats.exchange();
        assert_eq!((seats.seat_of(0), seats.seat_of(1)), (1, 0));
        assert_eq!((seats.player_of(0), seats.player_of(1)), (1, 0));
        let first_wins = Outcome { winner: Some(0), winners: 0b01, rule: Some(3) };
        assert_eq!(seats.outcome(first_wins), Outcome { winner: Some(1), winners: 0b10, rule: Some(3) });
        assert_eq!(seats.outcome(Outcome::draw(None)), Outcome::draw(None));
        seats.exchange();
        assert_eq!(seats, Seats::START);
        assert_eq!(seats.outcome(first_wins), first_wins);
    }
}

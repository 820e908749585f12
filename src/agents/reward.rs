//! Reward: what a finished (or abandoned) game is worth to each seat — 1 for the seat of each
//! winner (a winning team shares the win), 0 for the others, an equal share for everyone when
//! nobody wins or the game was cut short. Searches judge by seats, not players: after a swap of
//! seats (the pie rule) a seat's win is the win of the player it holds at the end.

use crate::engine::{Outcome, Seats};

/// Fills `out` (one entry per seat) with each seat's reward for `outcome`, a result between
/// players, with `seats` as they were at its end; `None` (a game stopped at the action cap)
/// counts as a draw.
pub fn rewards(outcome: Option<Outcome>, seats: Seats, out: &mut [f32]) {
    match outcome.filter(|o| o.winners != 0).map(|o| seats.outcome(o)) {
        Some(outcome) => {
            for (seat, reward) in out.iter_mut().enumerate() {
                *reward = if outcome.wins(seat as u8) { 1.0 } else { 0.0 };
            }
        }
        None => out.fill(1.0 / out.len() as f32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_is_one_for_the_winner_and_a_draw_is_shared() {
        let mut out = [0.5; 3];
        let start = Seats::START;
        rewards(Some(Outcome { winner: Some(2), winners: 0b100, rule: None }), start, &mut out);
        assert_eq!(out, [0.0, 0.0, 1.0]);
        let mut team = [0.5; 4];
        rewards(Some(Outcome { winner: Some(1), winners: 0b1010, rule: None }), start, &mut team);
        assert_eq!(team, [0.0, 1.0, 0.0, 1.0]);
        rewards(Some(Outcome::draw(Some(0))), start, &mut out[..2]);
        assert_eq!(out[..2], [0.5, 0.5]);
        rewards(None, start, &mut out);
        assert!(out.iter().all(|&r| (r - 1.0 / 3.0).abs() < 1e-6));
    }

    #[test]
    fn after_a_swap_of_seats_a_players_win_rewards_the_seat_that_holds_it() {
        let mut swapped = Seats::START;
        swapped.exchange();
        let mut out = [0.5; 2];
        rewards(Some(Outcome { winner: Some(0), winners: 0b01, rule: None }), swapped, &mut out);
        assert_eq!(out, [0.0, 1.0]);
        rewards(Some(Outcome { winner: Some(0), winners: 0b01, rule: None }), Seats::START, &mut out);
        assert_eq!(out, [1.0, 0.0]);
    }
}

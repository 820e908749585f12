//! Reward: what a finished (or abandoned) game is worth to each player — 1 for each winner (a
//! winning team shares the win), 0 for the others, an equal share for everyone when nobody wins or the game was cut short.

use crate::engine::Outcome;

/// Fills `out` (one entry per player) with each player's reward for `outcome`; `None` (a game
/// stopped at the action cap) counts as a draw.
pub fn rewards(outcome: Option<Outcome>, out: &mut [f32]) {
    match outcome.filter(|o| o.winners != 0) {
        Some(outcome) => {
            for (player, reward) in out.iter_mut().enumerate() {
                *reward = if outcome.wins(player as u8) { 1.0 } else { 0.0 };
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
        rewards(Some(Outcome { winner: Some(2), winners: 0b100, rule: None }), &mut out);
        assert_eq!(out, [0.0, 0.0, 1.0]);
        let mut team = [0.5; 4];
        rewards(Some(Outcome { winner: Some(1), winners: 0b1010, rule: None }), &mut team);
        assert_eq!(team, [0.0, 1.0, 0.0, 1.0]);
        rewards(Some(Outcome::draw(Some(0))), &mut out[..2]);
        assert_eq!(out[..2], [0.5, 0.5]);
        rewards(None, &mut out);
        assert!(out.iter().all(|&r| (r - 1.0 / 3.0).abs() < 1e-6));
    }
}

//! Reward: what a finished (or abandoned) game is worth to each player — 1 for the winner, 0
//! for the others, an equal share for everyone when nobody wins or the game was cut short.

use crate::engine::Outcome;

/// Fills `out` (one entry per player) with each player's reward for `outcome`; `None` (a game
/// stopped at the action cap) counts as a draw.
pub fn rewards(outcome: Option<Outcome>, out: &mut [f32]) {
    match outcome.and_then(|o| o.winner) {
        Some(winner) => {
            out.fill(0.0);
            out[winner as usize] = 1.0;
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
        rewards(Some(Outcome { winner: Some(2), rule: None }), &mut out);
        assert_eq!(out, [0.0, 0.0, 1.0]);
        rewards(Some(Outcome { winner: None, rule: Some(0) }), &mut out[..2]);
        assert_eq!(out[..2], [0.5, 0.5]);
        rewards(None, &mut out);
        assert!(out.iter().all(|&r| (r - 1.0 / 3.0).abs() < 1e-6));
    }
}

//! Roll: chance in a turn — where the turn pattern says `roll`, the player to act throws the
//! dice: a node whose actions are the throw's distinct outcomes, each with its chance, that no
//! player chooses among. Playing one fills the pool the moves then read (`along.rs`).

use super::action::{Action, ROLL};
use super::state::State;
use crate::compile::dice::Roll;

impl State {
    /// Whether the next action is a throw of the dice: chance acts, not the player.
    pub fn is_chance(&self) -> bool {
        self.s.result.is_none() && self.rules.turn.rolls_next(self.s.turn_state)
    }

    /// Each outcome of the throw to come with its chance (they add up to 1); empty where no
    /// throw comes next.
    pub fn chances(&self) -> Vec<(Action, f64)> {
        match (&self.rules.dice, self.is_chance()) {
            (Some(dice), true) => {
                let throws = dice.throws as f64;
                dice.outcomes
                    .iter()
                    .enumerate()
                    .map(|(i, o)| (Action::roll(i), o.weight as f64 / throws))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// An outcome of the throw to come, drawn by its chance from `random(n)`, a number below
    /// `n` (`None` where no throw comes next).
    pub fn sample_roll(&self, random: &mut impl FnMut(usize) -> usize) -> Option<Action> {
        let dice = self.rules.dice.as_ref().filter(|_| self.is_chance())?;
        let throws = usize::try_from(dice.throws).unwrap_or(usize::MAX);
        let draw = random(throws) as u64;
        Some(Action::roll(dice.outcome_at(draw)))
    }

    /// The values the dice thrown this turn left to play, smallest first.
    pub fn pool(&self) -> &[u8] {
        self.s.pool.values()
    }

    /// How many of the dice thrown this turn have been used (`used`).
    pub(crate) fn dice_used(&self) -> u32 {
        (self.s.rolled.values().len() - self.s.pool.values().len()) as u32
    }

    /// What the dice used this turn showed, added up (`pips`).
    pub(crate) fn pips_used(&self) -> u32 {
        self.s.rolled.total() - self.s.pool.total()
    }

    /// The outcome a throw action stands for.
    pub fn roll_of(&self, action: Action) -> Option<&Roll> {
        let dice = self.rules.dice.as_ref().filter(|_| action.rule == ROLL)?;
        dice.outcomes.get(action.to as usize)
    }

    /// The throw's outcomes, as the candidates of a chance node.
    pub(crate) fn roll_actions(&self, out: &mut Vec<Action>) {
        let count = self.rules.dice.as_ref().map_or(0, |d| d.outcomes.len());
        out.extend((0..count).map(Action::roll));
    }

    /// Plays a throw: its values fill the pool and the turn goes on past `roll`. Nothing on
    /// the board changes and nothing is judged.
    pub(crate) fn play_roll(&mut self, action: Action) {
        let pool = self.roll_of(action).map(|r| r.pool).unwrap_or_default();
        self.begin();
        self.s.pool = pool;
        self.s.rolled = pool;
        self.s.turn_state = self.rules.turn.after_roll(self.s.turn_state);
    }
}

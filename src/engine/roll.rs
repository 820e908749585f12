//! Roll: chance — where the turn pattern says `roll`, the player to act throws the dice: a node
//! whose actions are the throw's distinct outcomes, each with its chance, that no player chooses
//! among. Playing one fills the pool the moves then read (`along.rs`). Before the first turn,
//! each random setup is such a node too, its outcomes the sets of cells it may draw, all equally
//! likely (`compile::random`), and then the opening throw of `highest starts`, which decides who
//! starts and is their first throw. An action rule played `by chance` is one too: its legal
//! actions are the outcomes, each as likely.

use super::action::{Action, ROLL};
use super::cells::View;
use super::state::State;
use crate::compile::dice::{Opening, Roll};
use crate::compile::geometry::Cell;
use crate::compile::random::{RandomSetup, choose, nth_set};

impl State {
    /// Whether the next action is a throw of the dice: chance acts, not the player.
    pub fn is_chance(&self) -> bool {
        self.s.result.is_none() && (self.rules.turn.rolls_next(self.s.turn_state) || self.plays_by_chance())
    }

    /// Whether an action rule played `by chance` comes next: its actions are the outcomes,
    /// each as likely (and `pass`, alone, where it has none).
    #[inline]
    pub(crate) fn plays_by_chance(&self) -> bool {
        let chance = self.rules.chance_rules;
        chance != 0 && self.allowed() & chance != 0
    }

    /// The outcomes of a rule played by chance: its legal actions, found on a copy.
    fn chance_plays(&self) -> Vec<Action> {
        let mut copy = self.clone();
        let mut plays = Vec::new();
        copy.legal_actions(&mut plays);
        plays
    }

    /// Each outcome of the throw to come with its chance (they add up to 1); empty where no
    /// throw comes next.
    pub fn chances(&self) -> Vec<(Action, f64)> {
        if self.is_chance() && self.plays_by_chance() {
            let plays = self.chance_plays();
            let each = 1.0 / plays.len().max(1) as f64;
            return plays.into_iter().map(|action| (action, each)).collect();
        }
        if let Some(count) = self.setup_outcomes() {
            return (0..count as usize).map(|i| (Action::roll(i), 1.0 / count as f64)).collect();
        }
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
        if self.is_chance() && self.plays_by_chance() {
            let plays = self.chance_plays();
            return plays.get(random(plays.len().max(1))).copied();
        }
        if let Some(count) = self.setup_outcomes() {
            return Some(Action::roll(random(count.max(1) as usize)));
        }
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

    /// The outcome a throw action stands for (not the opening throw's: `opening_of`).
    pub fn roll_of(&self, action: Action) -> Option<&Roll> {
        let dice = self.rules.dice.as_ref().filter(|_| action.rule == ROLL)?;
        dice.outcomes.get(action.to as usize)
    }

    /// What the dice of a throw action show: in `players` order for the opening throw, else
    /// smallest first (their total, when only that is read).
    pub fn thrown(&self, action: Action) -> Option<Vec<u8>> {
        match self.opening_next() {
            Some(_) => self.opening_of(action).map(|o| o.shown.clone()),
            None => self.roll_of(action).map(|r| r.shown.clone()),
        }
    }

    /// Whether the opening throw of `highest starts` comes next.
    pub fn is_opening(&self) -> bool {
        self.opening_next().is_some()
    }

    /// The opening throw's outcomes while it comes next: after the random setups are drawn,
    /// before the first turn.
    fn opening_next(&self) -> Option<&[Opening]> {
        self.rules.setup_state.filter(|&s| s == self.s.turn_state)?;
        let opening = &self.rules.dice.as_ref()?.opening;
        (self.depth() >= self.rules.random_setups.len() && !opening.is_empty()).then_some(opening.as_slice())
    }

    /// The outcome of the opening throw an action stands for, while it comes next.
    fn opening_of(&self, action: Action) -> Option<&Opening> {
        self.opening_next()?.get(action.to as usize).filter(|_| action.rule == ROLL)
    }

    /// The throw's outcomes, as the candidates of a chance node.
    pub(crate) fn roll_actions(&self, out: &mut Vec<Action>) {
        let count = match self.setup_outcomes() {
            Some(count) => count as usize,
            None => self.rules.dice.as_ref().map_or(0, |d| d.outcomes.len()),
        };
        out.extend((0..count).map(Action::roll));
    }

    /// The random setup drawn next, while the setup is being drawn.
    pub(crate) fn drawing(&self) -> Option<&RandomSetup> {
        self.rules.setup_state.filter(|&s| s == self.s.turn_state)?;
        self.rules.random_setups.get(self.depth())
    }

    /// How many outcomes the chance node before the first turn has, all equally likely: the
    /// sets the random setup drawn next may draw, or the opening throws; `None` past it.
    fn setup_outcomes(&self) -> Option<u64> {
        self.draws().or_else(|| self.opening_next().map(|o| o.len() as u64))
    }

    /// How many sets of cells the random setup drawn next may draw now.
    fn draws(&self) -> Option<u64> {
        let count = self.drawing()?.count;
        Some(choose(self.drawable()?.len() as u64, u64::from(count)))
    }

    /// The cells the random setup drawn next may draw from now, in order.
    pub(crate) fn drawable(&self) -> Option<Vec<Cell>> {
        let setup = self.drawing()?;
        let context = self.rules.context(setup.player, 0);
        let view = View { player: setup.player, last: None };
        let cells =
            (0..self.position.board.len() as Cell).filter(|&c| self.member(&setup.cells[context], c, view));
        Some(cells.collect())
    }

    /// The cells an outcome of the random setup drawn next sets pieces on.
    pub fn drawn(&self, action: Action) -> Option<Vec<Cell>> {
        let cells = self.drawable()?;
        let count = self.drawing()?.count as usize;
        Some(nth_set(&cells, count, u64::from(action.to)))
    }

    /// Plays an outcome of a random setup: its pieces go on their cells; after the last, the
    /// first turn begins.
    fn play_draw(&mut self, action: Action) {
        let setup = self.drawing().cloned().expect("a setup is being drawn");
        let cells = self.drawn(action).unwrap_or_default();
        self.begin(action);
        for cell in cells {
            let placed = super::apply::fresh(&self.rules, super::position::piece(setup.kind, setup.player));
            self.position.set(cell, placed);
        }
        if self.drawing().is_none() && self.opening_next().is_none() {
            self.s.turn_state = self.rules.turn.start_of(1);
            self.begin_turn(None, None);
        }
    }

    /// Plays an outcome of the opening throw: the player with the highest die starts the first
    /// turn, its throw already made with these dice.
    fn play_opening(&mut self, action: Action) {
        let Some(opening) = self.opening_of(action).cloned() else { return };
        self.begin(action);
        self.s.to_move = opening.starter;
        self.s.turn_state = self.rules.turn.start_of(1);
        self.begin_turn(None, None);
        self.s.pool = opening.pool;
        self.s.rolled = opening.pool;
        self.s.turn_state = self.rules.turn.after_roll(self.s.turn_state);
    }

    /// Plays a throw: its values fill the pool and the turn goes on past `roll`. Nothing on
    /// the board changes and nothing is judged.
    pub(crate) fn play_roll(&mut self, action: Action) {
        if self.drawing().is_some() {
            return self.play_draw(action);
        }
        if self.opening_next().is_some() {
            return self.play_opening(action);
        }
        let pool = self.roll_of(action).map(|r| r.pool).unwrap_or_default();
        self.begin(action);
        self.s.pool = pool;
        self.s.rolled = pool;
        self.s.turn_state = self.rules.turn.after_roll(self.s.turn_state);
    }
}

//! Dice: reads `dice N dF [from K] [doubles twice]` into `compile::dice::Dice`, and refuses the
//! words that read the dice (`roll`, `exactly die`, `exactly dice total`) in a game without them.

use super::Checker;
use crate::compile::dice::{Dice, MAX_DICE, MAX_FACES, MAX_POOL};

/// The most throws an opening throw may list (faces to the power of the players).
const MAX_OPENING_THROWS: u64 = 65_536;
use crate::compile::rules::ActionRule;
use crate::compile::turn::TurnMachine;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, GameFile, Item, Span};

impl Checker<'_> {
    /// The game's dice, read before the actions (whose distances may read them).
    pub(crate) fn dice(&mut self, file: &GameFile) {
        let mut seen = false;
        for item in &file.items {
            let Item::Dice { count, faces, from, doubles_twice, highest_starts } = &item.node else {
                continue;
            };
            self.dice_declared = true;
            if std::mem::replace(&mut seen, true) {
                let message = "`dice` is declared twice";
                self.error(Diagnostic::new("E011", message, item.span).label("second one here"));
                continue;
            }
            let total_only = !reads_one_die(file);
            let most = match (total_only, doubles_twice) {
                (_, true) => 2,
                (false, false) => MAX_POOL as u32,
                (true, false) => MAX_DICE,
            };
            if count.node == 0 || count.node > most {
                let message = format!("{} dice is more than a roll may throw here", count.node);
                let why = match (total_only, doubles_twice) {
                    (_, true) => "`doubles twice` is for two dice",
                    (false, false) => "moves that read one die at a time can keep at most 4 values",
                    (true, false) => "a roll read by its total throws at most 8 dice",
                };
                self.error(
                    Diagnostic::new("E022", message, count.span).label(format!("from 1 to {most}")).help(why),
                );
                continue;
            }
            if faces.node < 2 || faces.node > MAX_FACES {
                let message = format!("a die of {} faces cannot be thrown", faces.node);
                let label = format!("from d2 to d{MAX_FACES}");
                self.error(Diagnostic::new("E015", message, faces.span).label(label));
                continue;
            }
            let from = from.as_ref().map_or(1, |f| f.node);
            if u64::from(from) + u64::from(faces.node) * u64::from(count.node) > 255 {
                let span = item.span;
                let message = "the dice can show more than 255";
                self.error(Diagnostic::new("E002", message, span).label("too large a total"));
                continue;
            }
            let dice = Dice::new(count.node, faces.node, from, *doubles_twice, total_only);
            self.dice = match highest_starts {
                Some(span) => self.opening(dice, *span),
                None => Some(dice),
            };
        }
    }

    /// The dice with the opening throw of `highest starts` (at `span`): one die a player, so
    /// as many dice as players, and not too many throws to list.
    fn opening(&mut self, dice: Dice, span: Span) -> Option<Dice> {
        let players = self.players.len() as u32;
        if dice.count != players {
            let dice_word = if dice.count == 1 { "die" } else { "dice" };
            let message = format!(
                "`highest starts` throws one die a player, and this game has {players} players and {} {dice_word}",
                dice.count
            );
            let help = format!("declare one die a player: `dice {players} d{}, highest starts`", dice.faces);
            self.error(Diagnostic::new("E015", message, span).label("one die a player").help(help));
            return None;
        }
        if u64::from(dice.faces).checked_pow(dice.count).is_none_or(|throws| throws > MAX_OPENING_THROWS) {
            let message = "the opening throw has more than 65,536 outcomes to list";
            let label = "fewer players or fewer faces";
            self.error(Diagnostic::new("E022", message, span).label(label));
            return None;
        }
        Some(dice.with_opening())
    }

    /// A word that reads the dice in a game that declares none.
    pub(crate) fn needs_dice(&mut self, span: Span, what: &str) -> Option<()> {
        if self.dice.is_some() {
            return Some(());
        }
        // Dice refused where they were declared: that error says enough.
        if self.dice_declared {
            return None;
        }
        let message = format!("{what} reads the dice, but this game has none");
        let help = "declare them, as `dice 2 d6`, and throw them in the turn: `turn: roll move`";
        self.error(Diagnostic::new("E019", message, span).label("no dice here").help(help));
        None
    }

    /// Dice that no turn throws, a throw where something else could be played instead or the
    /// turn could end, and a turn that ends with its throw.
    pub(crate) fn check_rolls(&mut self, file: &GameFile, machine: &TurnMachine) {
        let span = || {
            file.items
                .iter()
                .find(|i| matches!(i.node, Item::Turn { .. }))
                .map_or(Span::default(), |i| i.span)
        };
        if self.dice.is_some() && !machine.rolls() {
            let dice = file
                .items
                .iter()
                .find(|i| matches!(i.node, Item::Dice { .. }))
                .map_or(Span::default(), |i| i.span);
            let message = "the dice are never thrown";
            let help = "say where a turn throws them: `turn: roll move`";
            self.error(Diagnostic::new("E017", message, dice).label("no turn says `roll`").help(help));
        }
        if machine.roll_shares_a_state() {
            let message = "`roll` must be the only thing that can come where it comes in a turn";
            let help =
                "the dice are thrown, not chosen: write `roll move`, not `roll? move` or `move | roll`";
            self.error(Diagnostic::new("E018", message, span()).label("a choice beside `roll`").help(help));
        }
        if self.dice.as_ref().is_some_and(|d| !d.opening.is_empty())
            && !machine.rolls_next(machine.start_of(1))
        {
            let message = "`highest starts` makes its throw the first turn's, and the first turn does not start with `roll`";
            let help = "start the first turn with the throw it plays: `turn: roll move`";
            self.error(Diagnostic::new("E018", message, span()).label("no `roll` first").help(help));
        }
        if machine.ends_with_roll() {
            let message = "a turn ends with `roll`, and the dice it throws are never used";
            let help = "the dice are thrown to be used: write what follows, as `roll move`";
            self.error(Diagnostic::new("E018", message, span()).label("nothing after `roll`").help(help));
        }
    }
}

impl Checker<'_> {
    /// An action played `by chance` where a player could choose something else, or end the turn.
    pub(crate) fn check_chance_rules(
        &mut self,
        file: &GameFile,
        machine: &TurnMachine,
        actions: &[ActionRule],
    ) {
        let chance =
            actions.iter().enumerate().filter(|(_, a)| a.by_chance).fold(0u64, |m, (i, _)| m | 1 << i);
        let shared = machine
            .states
            .iter()
            .find(|s| s.allowed & chance != 0 && (s.allowed & !chance != 0 || s.accepting));
        let Some(state) = shared else { return };
        let Some(rule) = actions.iter().enumerate().find(|&(i, _)| state.allowed & chance & 1 << i != 0)
        else {
            return;
        };
        let span = file
            .items
            .iter()
            .find(|i| matches!(&i.node, Item::Action(a) if a.name.node == rule.1.name))
            .map_or(Span::default(), |i| i.span);
        let message = format!(
            "`{}` is played by chance, beside a choice of the player's or the turn's end",
            rule.1.name
        );
        let name = &rule.1.name;
        let help = format!(
            "chance plays it where nothing else may come: write `turn: … {name}`, not `{name}?` or `… | {name}`"
        );
        self.error(Diagnostic::new("E018", message, span).label("played by chance").help(help));
    }
}

/// Whether some move reads one die at a time (`exactly die`): else only the total is read, and
/// outcomes with the same total are one.
fn reads_one_die(file: &GameFile) -> bool {
    file.items.iter().any(|item| match &item.node {
        Item::Action(action) => match &action.motion.node {
            ast::Motion::Move { movement, .. } => match movement {
                ast::Movement::Along { exactly, .. } => exactly.node == ast::Distance::Die,
                ast::Movement::Slide { exactly: Some(exactly), .. } => exactly.node == ast::Distance::Die,
                _ => false,
            },
            _ => false,
        },
        _ => false,
    })
}

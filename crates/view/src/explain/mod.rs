//! `yon rules`: a game's rules in plain words, generated from its file — players, board,
//! pieces, actions, turns, options, what is forbidden and how it ends — so that a designer can
//! read back what they wrote. Every statement says something; what has no words is quoted.

mod actions;
mod board;
mod counter;
mod dice;
mod lists;
mod quantities;
mod values;
mod words;

use words::{Lexicon, and_list, names};
use yon::compile::rules::{About, Rules};
use yon::diagnostic::LineIndex;
use yon::syntax::ast::{Cond, GameFile, Gate, Item, Motion, OutcomeKind, Spanned, Timing};

/// The whole text of `yon rules`.
pub fn explain(source: &str, file: &GameFile, rules: &Rules) -> String {
    let lexicon = Lexicon {
        source,
        per_player: rules.regions.iter().filter(|r| r.player.is_some()).map(|r| r.name.clone()).collect(),
        regions: rules.regions.iter().map(|r| r.name.clone()).collect(),
        kinds: rules.kinds.clone(),
        players: rules.players.clone(),
        throws_dice: rules.dice.is_some() && rules.actions.iter().all(|a| a.name != "roll"),
    };
    let text = Text { lexicon, lines: LineIndex::new(source), file, rules };
    let mut out = String::new();
    for section in [
        text.heading(),
        text.players(),
        board::board(&text),
        board::pieces(&text),
        dice::dice_and_tracks(&text),
        text.actions(),
        text.turn(),
        text.options(),
        text.forbidden(),
        text.counters(),
        text.ending(),
    ] {
        if section.is_empty() {
            continue;
        }
        out.push_str(&section);
        out.push('\n');
    }
    out.trim_end().to_string() + "\n"
}

/// "Mitsuo Yamamoto, 1997", "Ken Shoda", "1942", or nothing.
pub fn credit(about: &About) -> Option<String> {
    let year = about.year.map(|y| y.to_string());
    let parts: Vec<&str> = [about.author.as_deref(), year.as_deref()].into_iter().flatten().collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// What every section reads: the phrases, the file, its line numbers and its compiled rules.
pub(super) struct Text<'s> {
    lexicon: Lexicon<'s>,
    lines: LineIndex<'s>,
    file: &'s GameFile,
    rules: &'s Rules,
}

impl Text<'_> {
    /// The statements of the file with their gates.
    fn items(&self) -> impl Iterator<Item = (&Spanned<Item>, &Option<Gate>)> {
        self.file.items.iter().zip(&self.file.gates)
    }

    /// "line 12", and the option that switches the statement on or off.
    fn at(&self, item: &Spanned<Item>, gate: &Option<Gate>) -> String {
        let line = self.lines.line_col(item.span.start).0;
        match gate {
            None => format!("line {line}"),
            Some(g) if g.enabled_when_set => format!("line {line}, only with option `{}`", g.option.node),
            Some(g) => format!("line {line}, unless option `{}`", g.option.node),
        }
    }

    fn heading(&self) -> String {
        let about = &self.rules.about;
        let mut out = format!("{}\n{}\n", self.rules.title, "=".repeat(self.rules.title.chars().count()));
        if let Some(description) = &about.description {
            out.push_str(&format!("{description}\n"));
        }
        if let Some(credit) = credit(about) {
            out.push_str(&format!("By {credit}.\n"));
        }
        if let Some(source) = &about.source {
            out.push_str(&format!("Source: {source}.\n"));
        }
        out
    }

    fn players(&self) -> String {
        let players = &self.rules.players;
        let mut out = String::from("Players\n");
        let first = players.first().map(String::as_str).unwrap_or("");
        out.push_str(&format!(
            "  {} players, in turn order: {}; `{first}` plays first.\n",
            players.len(),
            and_list(&players.iter().map(|p| format!("`{p}`")).collect::<Vec<_>>())
        ));
        for (item, gate) in self.items() {
            match &item.node {
                Item::Team(team) => out.push_str(&format!(
                    "  Team ({}): {} play together.\n",
                    self.at(item, gate),
                    names(team)
                )),
                Item::Facing { player, direction } => out.push_str(&format!(
                    "  {}'s pieces face `{}` ({}): directions such as `forward` turn with them.\n",
                    player.node,
                    direction.node,
                    self.at(item, gate)
                )),
                _ => {}
            }
        }
        out
    }

    fn actions(&self) -> String {
        let mut out = String::from("Actions\n");
        for (item, gate) in self.items() {
            if let Item::Action(action) = &item.node {
                out.push_str(&format!(
                    "  {} ({}): {}.\n",
                    action.name.node,
                    self.at(item, gate),
                    self.lexicon.action(action)
                ));
            }
        }
        // A pushing move takes nothing where it lands: it pushes what stands there.
        let pushes =
            |a: &yon::syntax::ast::Action| a.effects.iter().any(|e| e.node == yon::syntax::ast::Effect::Push);
        if self.file.items.iter().any(|i| matches!(&i.node, Item::Action(a) if a.top.is_none() && !pushes(a) && matches!(a.motion.node, yon::syntax::ast::Motion::Move { .. }))) {
            out.push_str("  A move that ends on a cell holding a piece (where its destination allows one) takes that piece off the board.\n");
        }
        for (item, gate) in self.items() {
            match &item.node {
                Item::CaptureToHand { owner: false } => out.push_str(&format!(
                    "  Capture to hand ({}): a piece taken goes to the taker's hand, unpromoted, to be placed again.\n",
                    self.at(item, gate)
                )),
                Item::CaptureToHand { owner: true } => out.push_str(&format!(
                    "  Capture to owner hand ({}): a piece taken goes back to its owner's hand, to enter again.\n",
                    self.at(item, gate)
                )),
                Item::Stacks(Some(at_most)) => out.push_str(&format!(
                    "  Stacks at most {} high ({}): after each action a higher stack loses its bottom pieces, {}.\n",
                    at_most.most.node,
                    self.at(item, gate),
                    match at_most.own_to_hand {
                        true => "the mover's own to the mover's hand and the others off the board",
                        false => "which leave the board",
                    }
                )),
                Item::Takeover => out.push_str(&format!(
                    "  Takeover ({}): whoever puts a player out takes their hand and pieces; royal pieces stay as blockades.\n",
                    self.at(item, gate)
                )),
                _ => {}
            }
        }
        out
    }

    fn turn(&self) -> String {
        let mut out = String::from("A turn\n");
        let mut any = false;
        for (item, gate) in self.items() {
            let at = self.at(item, gate);
            let line = match &item.node {
                Item::Turn { number: None, pattern } => {
                    any = true;
                    format!("Each turn ({at}): {}.", self.lexicon.pattern(pattern))
                }
                Item::Turn { number: Some(n), pattern } => {
                    any = true;
                    format!("Turn {} of the game ({at}): {}.", n.node, self.lexicon.pattern(pattern))
                }
                Item::PassWhenStuck => format!("A player with no legal action passes ({at})."),
                Item::Priority { groups, most } => {
                    let groups: Vec<String> =
                        groups.iter().map(|g| words::and_list(&quote_names(g))).collect();
                    let most: String = most
                        .iter()
                        .enumerate()
                        .map(|(i, (_, quantity))| {
                            let then = if i == 0 { "Of those" } else { "Of those again" };
                            format!(
                                " {then}, only the actions from which the turn can end with the largest {}.",
                                self.lexicon.quantity(quantity).trim_start_matches("the ")
                            )
                        })
                        .collect();
                    match groups.is_empty() {
                        true => format!("Priority ({at}):{most}"),
                        false => format!(
                            "Priority ({at}): first {}: while an action of a group is legal, no action of a later group, of no group, nor `end`, is.{most}",
                            groups.join("; then ")
                        ),
                    }
                }
                Item::CheckedFirst => {
                    format!("Order ({at}): the next player is the first one in check, going round.")
                }
                _ => continue,
            };
            out.push_str(&format!("  {line}\n"));
        }
        if !any {
            out.push_str("  A turn is one action, of any action rule.\n");
        }
        out.push_str("  Play passes to the next player once the turn is complete.\n");
        let swap = self.items().find(
            |(i, _)| matches!(&i.node, Item::Action(a) if matches!(a.motion.node, Motion::Swap { .. })),
        );
        if let Some((item, gate)) = swap {
            let passes =
                matches!(&item.node, Item::Action(a) if a.motion.node == Motion::Swap { passes: true });
            let next = if passes {
                "the next player acts, played by the seat that swapped"
            } else {
                "the same player acts next, played by the other seat: turns pass from seat to seat"
            };
            out.push_str(&format!(
                "  After a swap of seats ({}), {next}; a result is credited to the seat that holds the player at the end.\n",
                self.at(item, gate)
            ));
        }
        if self.file.items.iter().any(|i| matches!(&i.node, Item::Turn { pattern, .. } if can_go_on(pattern)))
        {
            out.push_str(
                "  Where a turn could end but could also go on, the player chooses: go on, or play `end`.\n",
            );
        }
        out
    }

    fn options(&self) -> String {
        let mut out = String::from("Options (each off unless chosen with `--opt NAME`)\n");
        let mut any = false;
        for item in &self.file.items {
            let Item::Option { name, description } = &item.node else { continue };
            any = true;
            out.push_str(&format!(
                "  {} (line {}): {}\n",
                name.node,
                self.lines.line_col(item.span.start).0,
                description.node
            ));
            for (gated, gate) in self.items() {
                let Some(gate) = gate.as_ref().filter(|g| g.option.node == name.node) else { continue };
                let verb = if gate.enabled_when_set { "adds" } else { "removes" };
                let line = self.lines.line_col(gated.span.start).0;
                let quoted = self.lexicon.quote(gated.span);
                out.push_str(&format!("    {verb} line {line}: {quoted}\n"));
            }
        }
        if !any {
            out.push_str("  None.\n");
        }
        out
    }

    fn forbidden(&self) -> String {
        let mut out = String::from("Forbidden\n");
        let mut any = false;
        for (item, gate) in self.items() {
            let Item::Forbid { label, condition, after, .. } = &item.node else { continue };
            any = true;
            let label = label.as_ref().map_or(String::new(), |l| format!("\"{}\" ", l.node));
            let when = match after {
                Some(names) => format!(" (judged only after {})", words::or_list(&quote_names(names))),
                None => String::new(),
            };
            out.push_str(&format!(
                "  {label}({}): no action may be played after which, for the player who acted, {}{}.\n",
                self.at(item, gate),
                self.lexicon.condition(condition),
                when
            ));
        }
        if !any {
            out.push_str("  Nothing beyond what the actions allow.\n");
        }
        out
    }

    fn ending(&self) -> String {
        let mut out =
            String::from("How it ends (results are checked in this order; the first that holds decides)\n");
        for (item, gate) in self.items() {
            let Item::Result(result) = &item.node else { continue };
            let label = result.label.as_ref().map_or(String::new(), |l| format!("\"{}\" ", l.node));
            let kind = match &result.outcome.node {
                OutcomeKind::Win => "win",
                OutcomeKind::Lose => "lose",
                OutcomeKind::Draw => "draw",
                OutcomeKind::Out => "out",
                OutcomeKind::RankBy(_) => "rank by",
            };
            let condition = self.lexicon.condition(&result.condition);
            // A result about `stuck` is judged when the player to act cannot act, about them.
            let only_stuck = result.condition.node == Cond::Stuck;
            let about_stuck = mentions_stuck(&result.condition);
            let named = result.subject.as_ref().map(|p| p.node.as_str());
            let (when, who) = match &result.timing.node {
                _ if about_stuck && named.is_none() && result.timing.node == Timing::AfterAction => {
                    ("When the player to act has no legal action".to_string(), "that player")
                }
                Timing::AfterAction => ("After every action".to_string(), "the player who acted"),
                Timing::After(names) => {
                    (format!("After {}", words::or_list(&quote_names(names))), "the player who acted")
                }
                Timing::TurnStart => ("When a turn begins".to_string(), "the player about to act"),
                Timing::Opponents => {
                    ("After every action, for each other player in play".to_string(), "that player")
                }
            };
            let outcome = match &result.outcome.node {
                OutcomeKind::Win if self.file.items.iter().any(|i| matches!(i.node, Item::Team(_))) => {
                    "that player wins, with their team".into()
                }
                OutcomeKind::Win => "that player wins".into(),
                OutcomeKind::Lose => "that player loses".into(),
                OutcomeKind::Draw => "the game is a draw".into(),
                OutcomeKind::Out => "that player is out of play (the last player or team left wins)".into(),
                OutcomeKind::RankBy(quantity) => {
                    let score = self.lexicon.quantity(&Spanned::new(quantity.clone(), result.outcome.span));
                    format!(
                        "the game ends and the player with the highest score wins, a tie being a draw; a player's score is {score}"
                    )
                }
            };
            let (who, condition) = match named {
                Some(player) => (player, format!(", if for {player} {condition}")),
                None if only_stuck => (who, String::new()),
                None => (who, format!(", if for {who} {condition}")),
            };
            let outcome = if named.is_some() { outcome.replacen("that player", who, 1) } else { outcome };
            out.push_str(&format!(
                "  {kind} {label}({}): {when}{condition}, {outcome}.\n",
                self.at(item, gate)
            ));
        }
        if !self.rules.pass_when_stuck {
            out.push_str(
                "  If the player to act has no legal action and no result decides it, the game is a draw.\n",
            );
        }
        out
    }
}

/// Whether a turn pattern lets a turn stop before it must (`?`, `*`, `+`): then `end` is offered.
fn can_go_on(pattern: &Spanned<yon::syntax::ast::TurnPattern>) -> bool {
    use yon::syntax::ast::TurnPattern as P;
    match &pattern.node {
        P::Action(_) => false,
        P::Optional(_) | P::Star(_) | P::Plus(_) => true,
        P::Seq(parts) | P::Alt(parts) => parts.iter().any(can_go_on),
    }
}

fn mentions_stuck(cond: &Spanned<Cond>) -> bool {
    match &cond.node {
        Cond::Stuck => true,
        Cond::Not(inner) => mentions_stuck(inner),
        Cond::And(a, b) | Cond::Or(a, b) => mentions_stuck(a) || mentions_stuck(b),
        _ => false,
    }
}

fn quote_names(names: &[yon::syntax::ast::Name]) -> Vec<String> {
    names.iter().map(|n| format!("`{}`", n.node)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credit_joins_what_is_known() {
        let about = About { author: Some("A. Person".into()), year: Some(1990), ..About::default() };
        assert_eq!(credit(&about).as_deref(), Some("A. Person, 1990"));
        assert_eq!(credit(&About::default()), None);
    }
}

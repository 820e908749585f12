//! Why a shaped placement (or one that reads `covering`) is refused: the shape off the board,
//! the first cell it would cover outside the rule's set, or nothing covered of the second set.

use super::title;
use crate::compile::geometry::Cell;
use crate::compile::rules::Motion;
use crate::engine::state::State;

impl State {
    /// The reason each placing rule of `rules` refuses the kind with its anchor on `to`, turned
    /// by `turn` (as written, when the name gives none).
    pub(super) fn shape_reasons(&self, rules: &[usize], kind: u8, to: Cell, turn: Option<u8>) -> Vec<String> {
        let shapes = &self.rules.shapes;
        let name = &self.rules.kinds[kind as usize];
        let turn = turn.unwrap_or(0);
        let cells: Vec<Cell> = match shapes.has(kind) {
            false => vec![to],
            true => match shapes.at(kind, turn, to) {
                Some(placement) => placement.cells.to_vec(),
                None => return vec![self.no_such_turn(kind, turn, to)],
            },
        };
        let mut reasons = Vec::new();
        for &rule_id in rules {
            let rule = &self.rules.actions[rule_id];
            let Motion::Place { on, covering, .. } = &rule.motion else { continue };
            let reason = if let Some(&outside) = cells.iter().find(|&&c| self.fails(on, c)) {
                let why = self.not_in(&rule.spelling.at, outside);
                format!(
                    "{} places only on {why}, and the {name} would cover {}",
                    title(rule),
                    self.cell(outside)
                )
            } else if covering.as_ref().is_some_and(|set| cells.iter().all(|&c| self.fails(set, c))) {
                let wanted = &rule.spelling.covering;
                format!(
                    "{} places only covering `{wanted}`, and the {name} would cover none of it",
                    title(rule)
                )
            } else {
                format!("{} does not place the {name} there now", title(rule))
            };
            reasons.push(reason);
        }
        reasons
    }

    /// Why the kind turned so has no placement with its anchor on `to`.
    fn no_such_turn(&self, kind: u8, turn: u8, to: Cell) -> String {
        let name = &self.rules.kinds[kind as usize];
        let mut turns: Vec<u8> = self.rules.shapes.placements[kind as usize].iter().map(|p| p.turn).collect();
        turns.dedup();
        match turns.contains(&turn) {
            true => {
                format!("the {name} turned {turn} with its anchor on {} would leave the board", self.cell(to))
            }
            false => {
                let listed: Vec<String> = turns.iter().map(u8::to_string).collect();
                format!("the {name} has no turn {turn} of its own: its turns are {}", listed.join(", "))
            }
        }
    }
}

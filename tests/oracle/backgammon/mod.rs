//! An independent referee for backgammon's moves (no doubling cube): entering from the bar,
//! hitting a lone checker, bearing off, and the rules that make a player use both dice, or the
//! larger one, when not both can be used; doubles move four times. Written from the rules alone,
//! to hold yon's engine to it once chance and the game are written.
#![allow(dead_code)]

use std::collections::HashSet;

/// The points from the mover's side: index 1 to 24 along its way home (it moves toward 1);
/// index 25 is its bar and 0 the checkers it has borne off. Positive counts are the mover's
/// checkers, negative the opponent's; the opponent's bar and borne-off checkers are kept apart.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub points: [i8; 26],
    pub opponent_bar: u8,
    pub opponent_off: u8,
}

/// One checker moved by one die: from a point (25 for the bar) to a point (0 for off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: u8,
    pub to: u8,
    pub die: u8,
}

impl Position {
    /// Fifteen checkers a side: two on the 24-point, five on the 13, three on the 8, five on
    /// the 6; the opponent's the same from its side.
    pub fn start() -> Position {
        let mut points = [0i8; 26];
        for (point, count) in [(24, 2), (13, 5), (8, 3), (6, 5)] {
            points[point] = count;
            points[25 - point] = -count;
        }
        Position { points, opponent_bar: 0, opponent_off: 0 }
    }

    /// No checker anywhere, for scenarios.
    pub fn empty() -> Position {
        Position { points: [0; 26], opponent_bar: 0, opponent_off: 0 }
    }

    /// Every way to play the roll: the longest sequences of single checker moves the dice allow
    /// (a double gives four moves), or, when only one die can be used, the larger if it can.
    /// Each sequence is a list of steps in the order played; the same steps in another order
    /// are another sequence.
    pub fn plays(&self, dice: (u8, u8)) -> Vec<Vec<Step>> {
        let orders: Vec<Vec<u8>> = match dice {
            (a, b) if a == b => vec![vec![a; 4]],
            (a, b) => vec![vec![a, b], vec![b, a]],
        };
        let mut all = Vec::new();
        for order in orders {
            self.extend(&order, &mut Vec::new(), &mut all);
        }
        let longest = all.iter().map(Vec::len).max().unwrap_or(0);
        all.retain(|s| s.len() == longest);
        if longest == 1 && dice.0 != dice.1 {
            let larger = dice.0.max(dice.1);
            if all.iter().any(|s| s[0].die == larger) {
                all.retain(|s| s[0].die == larger);
            }
        }
        let mut seen = HashSet::new();
        all.retain(|s| seen.insert(s.clone()));
        all
    }

    /// The distinct positions the roll can leave.
    pub fn outcomes(&self, dice: (u8, u8)) -> HashSet<Position> {
        self.plays(dice).iter().map(|play| self.after(play)).collect()
    }

    pub fn after(&self, play: &[Step]) -> Position {
        let mut position = self.clone();
        for &step in play {
            position.apply(step);
        }
        position
    }

    /// Sequences that go on from here with the dice still to play, in that order; a sequence
    /// ends where no die can be played.
    fn extend(&self, dice: &[u8], done: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
        let Some((&die, rest)) = dice.split_first() else {
            out.push(done.clone());
            return;
        };
        let steps = self.steps(die);
        if steps.is_empty() {
            if !done.is_empty() {
                out.push(done.clone());
            }
            return;
        }
        for step in steps {
            let mut next = self.clone();
            next.apply(step);
            done.push(step);
            next.extend(rest, done, out);
            done.pop();
        }
    }

    /// The single moves one die allows: from the bar first if a checker is there.
    pub fn steps(&self, die: u8) -> Vec<Step> {
        let open = |to: u8| self.points[usize::from(to)] >= -1;
        if self.points[25] > 0 {
            let to = 25 - die;
            return if open(to) { vec![Step { from: 25, to, die }] } else { Vec::new() };
        }
        let home = (7..=25).all(|p| self.points[p] <= 0);
        let mut out = Vec::new();
        for from in 1..=24u8 {
            if self.points[usize::from(from)] <= 0 {
                continue;
            }
            if from > die {
                if open(from - die) {
                    out.push(Step { from, to: from - die, die });
                }
            } else if home && (from == die || (usize::from(from) + 1..=6).all(|p| self.points[p] <= 0)) {
                out.push(Step { from, to: 0, die });
            }
        }
        out
    }

    fn apply(&mut self, step: Step) {
        let (from, to) = (usize::from(step.from), usize::from(step.to));
        self.points[from] -= 1;
        if to != 0 && self.points[to] == -1 {
            self.points[to] = 0;
            self.opponent_bar += 1;
        }
        self.points[to] += 1;
    }
}

#[cfg(test)]
mod tests;

//! Along: the `along` block of the action space — moves along a track, from a cell or from off
//! (the hand) to a cell or off the board, each with the distance it goes (the die it uses).
//!
//! Index within the block: `((step × K + kind) × P + from) × P + to`, where P is the cells
//! and then `off` (index N), the steps are the distances an `along` rule can go, ascending
//! (each value the dice can show for `exactly die`, each total for `exactly dice total`, the
//! count written), and K the kinds an `along` rule enters from the hand (the kind of a piece
//! entering; 0 for a move from a cell). The step is part of the index because two moves between
//! the same ends can use different dice (a piece borne off by an exact 3, `l1-off`, or, from
//! the furthest place back, by a 5, `l1-off(5)`).

use yon::compile::dice::Dice;
use yon::compile::geometry::NO_CELL;
use yon::compile::rules::{Distance, Motion, Rules};
use yon::engine::Action;

/// The shape of the `along` block.
#[derive(Clone, Debug)]
pub struct Along {
    /// The cells, then `off`.
    positions: usize,
    /// The distances moves go, ascending, and each distance's slot among them.
    steps: Vec<u8>,
    step_slot: Vec<usize>,
    /// The kinds pieces enter with, and each kind's slot among them.
    kinds: Vec<u8>,
    kind_slot: Vec<usize>,
}

impl Along {
    pub fn new(rules: &Rules) -> Along {
        let mut steps = Vec::new();
        let mut entering = 0u64;
        for rule in &rules.actions {
            let Motion::Along { distance, kinds, enters, .. } = &rule.motion else { continue };
            steps.extend(distances(distance, rules.dice.as_ref()));
            if *enters {
                entering |= kinds;
            }
        }
        steps.sort_unstable();
        steps.dedup();
        let kinds: Vec<u8> = (0..rules.kinds.len() as u8).filter(|&k| entering & 1 << k != 0).collect();
        let mut step_slot = vec![0; 256];
        steps.iter().enumerate().for_each(|(i, &s)| step_slot[s as usize] = i);
        let mut kind_slot = vec![0; rules.kinds.len()];
        kinds.iter().enumerate().for_each(|(i, &k)| kind_slot[k as usize] = i);
        Along { positions: rules.geometry.cell_count() + 1, steps, step_slot, kinds, kind_slot }
    }

    /// How many indices the block has (0 in a game without moves along a track).
    pub fn size(&self) -> usize {
        self.steps.len() * self.kinds.len().max(1) * self.positions * self.positions
    }

    /// A move along a track's index within the block.
    #[inline]
    pub fn index(&self, action: Action) -> usize {
        let off = self.positions - 1;
        let at = |cell: u16| if cell == NO_CELL { off } else { cell as usize };
        // A move from a cell carries no kind; only an entering piece's kind is part of it.
        let kind = if action.from == NO_CELL {
            self.kind_slot.get(action.kind as usize).copied().unwrap_or(0)
        } else {
            0
        };
        let variant = self.step_slot[action.dir as usize] * self.kinds.len().max(1) + kind;
        (variant * self.positions + at(action.from)) * self.positions + at(action.to)
    }

    /// What an index within the block stands for: `off-d1 (1)`, `l1-off (5)`, with the kind
    /// entering where several kinds may.
    pub fn describe(&self, rules: &Rules, rest: usize) -> String {
        let p = self.positions;
        let name = |at: usize| rules.geometry.names.get(at).map_or("off", String::as_str);
        let (variant, from, to) = (rest / (p * p), rest / p % p, rest % p);
        let kinds = self.kinds.len().max(1);
        let step = self.steps[variant / kinds];
        let kind = match self.kinds.get(variant % kinds) {
            Some(&k) if self.kinds.len() > 1 && from == p - 1 => format!(" {}", rules.kinds[k as usize]),
            _ => String::new(),
        };
        format!("{}-{}{kind} ({step})", name(from), name(to))
    }
}

/// The distances a move of `distance` can go: the count written, each value the dice can show
/// or each total they can make (as `engine::along` reads them, capped at 255).
fn distances(distance: &Distance, dice: Option<&Dice>) -> Vec<u8> {
    let outcomes = dice.map_or(&[][..], |d| &d.outcomes[..]);
    match distance {
        Distance::Cells(n) => vec![(*n).min(255) as u8],
        Distance::Die => outcomes.iter().flat_map(|o| o.pool.values().iter().copied()).collect(),
        Distance::DiceTotal => outcomes.iter().map(|o| o.pool.total().min(255) as u8).collect(),
        _ => Vec::new(),
    }
}

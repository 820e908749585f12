//! Planes: a game's observation, planes × cells, read from the compiled game alone — what each
//! plane holds, its name and its bounds (docs/PYTHON.md, "Spaces"). A race game's hands (pieces
//! hit) and the dice left to play (a plane per value) are planes too.

use yon::compile::dice::MAX_POOL;
use yon::compile::rules::{Rules, UNLIMITED};
use yon::engine::{NOBODY, State, kind_of, owner_of, side_of};

/// The greatest count an observation plane is declared to hold (a bound for the spaces of
/// learning libraries; yon's own limits on seeds, hands and stacks are far below it).
const COUNT: f32 = 1e6;

/// How many pieces under a stack's top get planes of their own, level by level (the pieces a
/// capture uncovers next); deeper ones are counted only.
pub const DEPTHS: usize = 4;

/// The observation's parts, in plane order; a part a game lacks has no planes.
#[derive(Clone, Debug)]
pub struct Planes {
    cells: usize,
    kinds: usize,
    players: usize,
    /// Whether pieces may face as a player other than their owner (`takeover`).
    facing: bool,
    stacks: bool,
    seeds: bool,
    hands: bool,
    scores: bool,
    memory: usize,
    /// The values the dice can leave to play, ascending (empty without dice): a plane each.
    dice: Vec<u8>,
    /// How many numbers (`value`) and marks (`flag`) pieces carry: a plane each.
    values: usize,
    flags: usize,
    /// A name per observation plane.
    pub names: Vec<String>,
}

impl Planes {
    pub fn new(rules: &Rules) -> Planes {
        let finite = rules.hands.iter().any(|&h| h > 0 && h != UNLIMITED);
        let mut planes = Planes {
            cells: rules.geometry.cell_count(),
            kinds: rules.kinds.len(),
            players: rules.player_count(),
            facing: rules.play.takeover,
            stacks: rules.stacks,
            seeds: rules.sowing.has_seeds(),
            hands: finite || rules.pieces.capture_to_hand || rules.pieces.capture_to_owner,
            scores: rules.sowing.scores,
            memory: rules.memory.as_ref().map_or(0, |m| m.labels.len()),
            dice: dice_values(rules),
            values: rules.values.names.len(),
            flags: rules.values.flags.len(),
            names: Vec::new(),
        };
        planes.names = planes.plane_names(rules);
        planes
    }

    fn plane_names(&self, rules: &Rules) -> Vec<String> {
        let mut planes = Vec::new();
        let pieces: Vec<String> = rules
            .players
            .iter()
            .map(String::as_str)
            .chain(["nobody"])
            .flat_map(|owner| rules.kinds.iter().map(move |kind| format!("{owner} {kind}")))
            .collect();
        planes.extend(pieces.iter().cloned());
        if self.facing {
            planes.extend(rules.players.iter().map(|p| format!("{p} facing")));
        }
        if self.stacks {
            planes.push("height".into());
            planes.extend(pieces.iter().map(|piece| format!("{piece} under")));
            for depth in 1..=DEPTHS {
                planes.extend(pieces.iter().map(|piece| format!("{piece} under {depth}")));
            }
        }
        if self.seeds {
            planes.push("seeds".into());
        }
        planes.extend(rules.values.names.iter().map(|name| format!("value {name}")));
        planes.extend(rules.values.flags.iter().map(|name| format!("flag {name}")));
        if self.hands {
            for player in &rules.players {
                planes.extend(rules.kinds.iter().map(|kind| format!("{player} hand {kind}")));
            }
        }
        if self.scores {
            planes.extend(rules.players.iter().map(|p| format!("{p} score")));
        }
        if let Some(memory) = &rules.memory {
            planes.extend(memory.labels.iter().map(|l| format!("{} {l}", memory.name)));
        }
        planes.extend(self.dice.iter().map(|v| format!("dice {v}")));
        planes.extend(rules.players.iter().map(|p| format!("{p} to act")));
        planes
    }

    /// How many planes there are of one per owner (each player, then nobody) and kind.
    fn pieces(&self) -> usize {
        (self.players + 1) * self.kinds
    }

    /// Each plane's least and greatest value: 0 to 1 for pieces, facings, levels of stacks,
    /// labels and the player to act; counts (heights, pieces under the top, seeds, hands — -1
    /// for a hand without limit —, scores) up to `COUNT`; the dice left to play of a value, 0
    /// to `MAX_POOL`.
    pub fn bounds(&self) -> Vec<(f32, f32)> {
        let repeat = |bound: (f32, f32), times: usize| std::iter::repeat_n(bound, times);
        let (one, count) = ((0.0, 1.0), (0.0, COUNT));
        let mut bounds: Vec<(f32, f32)> = repeat(one, self.pieces()).collect();
        bounds.extend(repeat(one, usize::from(self.facing) * self.players));
        if self.stacks {
            bounds.extend(repeat(count, 1 + self.pieces()));
            bounds.extend(repeat(one, DEPTHS * self.pieces()));
        }
        bounds.extend(repeat(count, usize::from(self.seeds) + self.values));
        bounds.extend(repeat(one, self.flags));
        if self.hands {
            bounds.extend(repeat((-1.0, COUNT), self.players * self.kinds));
        }
        bounds.extend(repeat(count, usize::from(self.scores) * self.players));
        bounds.extend(repeat(one, self.memory));
        bounds.extend(repeat((0.0, MAX_POOL as f32), self.dice.len()));
        bounds.extend(repeat(one, self.players));
        bounds
    }

    /// The observation's shape: planes × cells.
    pub fn shape(&self) -> (usize, usize) {
        (self.names.len(), self.cells)
    }

    /// The plane of an owner's kind among the piece planes (nobody's after the players').
    fn piece_plane(&self, piece: u16) -> usize {
        let owner = owner_of(piece);
        let owner = if owner == NOBODY { self.players } else { (owner as usize).min(self.players) };
        owner * self.kinds + kind_of(piece) as usize
    }

    /// The observation of `state`, planes × cells, written into `out` (cleared first).
    pub fn observe(&self, state: &State, out: &mut [f32]) {
        let n = self.cells;
        out.fill(0.0);
        let mut plane = self.pieces();
        let facing = plane;
        for (cell, &piece) in state.board().iter().enumerate() {
            if piece != 0 {
                out[self.piece_plane(piece) * n + cell] = 1.0;
                let side = side_of(piece) as usize;
                if self.facing && side != owner_of(piece) as usize && side < self.players {
                    out[(facing + side) * n + cell] = 1.0;
                }
            }
        }
        plane += usize::from(self.facing) * self.players;
        if self.stacks {
            self.observe_stacks(state, plane, out);
            plane += 1 + (1 + DEPTHS) * self.pieces();
        }
        if self.seeds {
            for cell in 0..n {
                out[plane * n + cell] = state.seeds(cell as u16) as f32;
            }
            plane += 1;
        }
        // A piece's numbers, then one plane per flag: the bit of the flags' slot (after the values).
        let flags = plane + self.values;
        for cell in 0..n {
            for value in 0..self.values {
                out[(plane + value) * n + cell] = state.value(cell as u16, value as u8) as f32;
            }
            let marks = if self.flags > 0 { state.value(cell as u16, self.values as u8) } else { 0 };
            for flag in 0..self.flags {
                out[(flags + flag) * n + cell] = f32::from(u8::from(marks >> flag & 1 != 0));
            }
        }
        plane += self.values + self.flags;
        let mut fill = |plane: usize, value: f32| out[plane * n..][..n].fill(value);
        if self.hands {
            for player in 0..self.players {
                for kind in 0..self.kinds {
                    let hand = state.hand(player as u8, kind as u8);
                    fill(plane, if hand == UNLIMITED { -1.0 } else { hand as f32 });
                    plane += 1;
                }
            }
        }
        if self.scores {
            for player in 0..self.players {
                fill(plane, state.score(player as u8) as f32);
                plane += 1;
            }
        }
        if self.memory > 0 {
            if let Some((_, label)) = state.remembered() {
                let labels = &state.rules().memory.as_ref().expect("a game that remembers").labels;
                if let Some(index) = labels.iter().position(|l| l == label) {
                    fill(plane + index, 1.0);
                }
            }
            plane += self.memory;
        }
        // Each value the dice left to play, counted: a double's four moves show as 4.
        for (at, value) in self.dice.iter().enumerate() {
            let left = state.pool().iter().filter(|&v| v == value).count();
            fill(plane + at, left as f32);
        }
        plane += self.dice.len();
        fill(plane + state.to_move() as usize, 1.0);
    }

    /// The height, the count of each owner's kind under the top, and the pieces at the first
    /// `DEPTHS` levels under it, from `plane` on.
    fn observe_stacks(&self, state: &State, plane: usize, out: &mut [f32]) {
        let n = self.cells;
        let (counts, levels) = (plane + 1, plane + 1 + self.pieces());
        for cell in 0..n {
            let stack = state.stack(cell as u16);
            out[plane * n + cell] = stack.len() as f32;
            // Bottom first, the top last: level 1 is the piece right under the top.
            for (depth, &piece) in stack.iter().rev().skip(1).enumerate() {
                let at = self.piece_plane(piece);
                out[(counts + at) * n + cell] += 1.0;
                if depth < DEPTHS {
                    out[(levels + depth * self.pieces() + at) * n + cell] = 1.0;
                }
            }
        }
    }
}

/// The values the dice can leave to play (each die's face, or the total where only the total
/// is read), ascending.
fn dice_values(rules: &Rules) -> Vec<u8> {
    let outcomes = rules.dice.as_ref().map_or(&[][..], |d| &d.outcomes[..]);
    let mut values: Vec<u8> = outcomes.iter().flat_map(|o| o.pool.values().iter().copied()).collect();
    values.sort_unstable();
    values.dedup();
    values
}

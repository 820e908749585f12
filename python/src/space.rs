//! Space: a game's fixed-size action space and its observation planes, both read from the
//! compiled game alone, so that one network design fits any game (docs/PYTHON.md, "Spaces").
//!
//! Action indices, in blocks of `Space::blocks` order:
//! placements `kind × cell`, moves `promotion × from × to` (promotion 0: none, then each kind
//! some piece can promote to), removals `cell`, flips `cell`, then `swap`, `pass` and `end`.
//! A sowing is a move from the sown cell to the cell of its last seed. Two legal actions that
//! differ only by rule or path share an index; the index plays the first of them listed.

use yon::compile::geometry::NO_CELL;
use yon::compile::rules::Motion;
use yon::compile::rules::{Rules, UNLIMITED};
use yon::engine::{Action, END, NOBODY, PASS, State, kind_of, owner_of};

/// The greatest count an observation plane is declared to hold (a bound for the spaces of
/// learning libraries; yon's own limits on seeds, hands and stacks are far below it).
const COUNT: f32 = 1e6;

/// The sizes of a game's action space and observation, and what each plane holds.
#[derive(Clone, Debug)]
pub struct Space {
    cells: usize,
    kinds: usize,
    players: usize,
    /// The kinds some piece can promote to, in order: promotion index `1 + position`.
    promotions: Vec<u8>,
    /// Whether the observation has each optional part.
    stacks: bool,
    seeds: bool,
    hands: bool,
    scores: bool,
    memory: usize,
    /// How many numbers (`value`) and marks (`flag`) pieces carry: a plane each.
    values: usize,
    flags: usize,
    /// A name per observation plane.
    pub planes: Vec<String>,
}

impl Space {
    pub fn new(rules: &Rules) -> Space {
        let mut promotions: Vec<u8> =
            rules.pieces.promotion.iter().flatten().flat_map(|p| p.to.iter().copied()).collect();
        promotions.sort_unstable();
        promotions.dedup();
        let finite = rules.hands.iter().any(|&h| h > 0 && h != UNLIMITED);
        let mut space = Space {
            cells: rules.geometry.cell_count(),
            kinds: rules.kinds.len(),
            players: rules.player_count(),
            promotions,
            stacks: rules.stacks,
            seeds: rules.sowing.has_seeds(),
            hands: finite || rules.pieces.capture_to_hand,
            scores: rules.sowing.scores,
            memory: rules.memory.as_ref().map_or(0, |m| m.labels.len()),
            values: rules.values.names.len(),
            flags: rules.values.flags.len(),
            planes: Vec::new(),
        };
        space.planes = space.plane_names(rules);
        space
    }

    fn plane_names(&self, rules: &Rules) -> Vec<String> {
        let mut planes = Vec::new();
        let owners = rules.players.iter().map(String::as_str).chain(["nobody"]);
        for owner in owners {
            planes.extend(rules.kinds.iter().map(|kind| format!("{owner} {kind}")));
        }
        if self.stacks {
            planes.push("height".into());
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
        planes.extend(rules.players.iter().map(|p| format!("{p} to act")));
        planes
    }

    /// Each plane's least and greatest value: 0 to 1 for pieces, labels and the player to act;
    /// counts (heights, seeds, hands — -1 for a hand without limit —, scores) up to `COUNT`.
    pub fn bounds(&self) -> Vec<(f32, f32)> {
        let mut bounds = vec![(0.0, 1.0); (self.players + 1) * self.kinds];
        let counts = usize::from(self.stacks) + usize::from(self.seeds);
        bounds.extend(std::iter::repeat_n((0.0, COUNT), counts + self.values));
        bounds.extend(std::iter::repeat_n((0.0, 1.0), self.flags));
        if self.hands {
            bounds.extend(std::iter::repeat_n((-1.0, COUNT), self.players * self.kinds));
        }
        if self.scores {
            bounds.extend(std::iter::repeat_n((0.0, COUNT), self.players));
        }
        bounds.extend(std::iter::repeat_n((0.0, 1.0), self.memory + self.players));
        bounds
    }

    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The observation's shape: planes × cells.
    pub fn shape(&self) -> (usize, usize) {
        (self.planes.len(), self.cells)
    }

    /// Each block of the action space: its name and size, in index order.
    pub fn blocks(&self) -> [(&'static str, usize); 7] {
        let n = self.cells;
        [
            ("place", self.kinds * n),
            ("move", (1 + self.promotions.len()) * n * n),
            ("remove", n),
            ("flip", n),
            ("swap", 1),
            ("pass", 1),
            ("end", 1),
        ]
    }

    /// How many indices the action space has.
    pub fn size(&self) -> usize {
        self.blocks().iter().map(|b| b.1).sum()
    }

    fn base(&self, block: usize) -> usize {
        self.blocks()[..block].iter().map(|b| b.1).sum()
    }

    /// The index of an action of this game.
    pub fn encode(&self, rules: &Rules, action: Action) -> usize {
        let n = self.cells;
        match action.rule {
            PASS => self.base(5),
            END => self.base(6),
            rule => match &rules.actions[rule as usize].motion {
                Motion::Place { .. } => action.kind as usize * n + action.to as usize,
                Motion::Take { flip: None, .. } => self.base(2) + action.to as usize,
                Motion::Take { flip: Some(_), .. } => self.base(3) + action.to as usize,
                Motion::Swap => self.base(4),
                Motion::Move { .. } | Motion::Sow { .. } => {
                    let to = if action.to == NO_CELL { action.from } else { action.to };
                    let promotion = match action.promote {
                        0 => 0,
                        kind => 1 + self.promotions.iter().position(|&k| k == kind - 1).unwrap_or(0),
                    };
                    self.base(1) + (promotion * n + action.from as usize) * n + to as usize
                }
            },
        }
    }

    /// What an index stands for, in words (`place x on a1`, `a1-b2`, `a7-a8=kind`).
    pub fn describe(&self, rules: &Rules, index: usize) -> Option<String> {
        let names = &rules.geometry.names;
        let n = self.cells;
        let mut rest = index;
        for (block, (name, size)) in self.blocks().into_iter().enumerate() {
            if rest >= size {
                rest -= size;
                continue;
            }
            return Some(match block {
                0 => format!("place {} on {}", rules.kinds[rest / n], names[rest % n]),
                1 => {
                    let (promotion, from, to) = (rest / (n * n), rest / n % n, rest % n);
                    match promotion {
                        0 => format!("{}-{}", names[from], names[to]),
                        p => format!(
                            "{}-{}={}",
                            names[from],
                            names[to],
                            rules.kinds[self.promotions[p - 1] as usize]
                        ),
                    }
                }
                2 | 3 => format!("{name} on {}", names[rest]),
                _ => name.to_string(),
            });
        }
        None
    }

    /// The observation of `state`, planes × cells, written into `out` (cleared first).
    pub fn observe(&self, state: &State, out: &mut [f32]) {
        let n = self.cells;
        out.fill(0.0);
        let board = state.board();
        let owners = self.players + 1;
        for (cell, &piece) in board.iter().enumerate() {
            if piece != 0 {
                let owner = owner_of(piece);
                let owner = if owner == NOBODY { self.players } else { (owner as usize).min(self.players) };
                out[(owner * self.kinds + kind_of(piece) as usize) * n + cell] = 1.0;
            }
        }
        let mut plane = owners * self.kinds;
        let mut fill = |plane: usize, value: f32| out[plane * n..][..n].fill(value);
        let mut per_cell = Vec::new();
        if self.stacks {
            per_cell.push((plane, 0));
            plane += 1;
        }
        if self.seeds {
            per_cell.push((plane, 1));
            plane += 1;
        }
        let (values, flags) = (plane, plane + self.values);
        plane += self.values + self.flags;
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
        fill(plane + state.to_move() as usize, 1.0);
        // A piece's numbers, then one plane per flag: the bit of the flags' slot (after the values).
        for cell in 0..n {
            for value in 0..self.values {
                out[(values + value) * n + cell] = state.value(cell as u16, value as u8) as f32;
            }
            let marks = if self.flags > 0 { state.value(cell as u16, self.values as u8) } else { 0 };
            for flag in 0..self.flags {
                out[(flags + flag) * n + cell] = f32::from(u8::from(marks >> flag & 1 != 0));
            }
        }
        for (plane, what) in per_cell {
            for cell in 0..n {
                let value = if what == 0 { state.height(cell as u16) } else { state.seeds(cell as u16) };
                out[plane * n + cell] = value as f32;
            }
        }
    }
}

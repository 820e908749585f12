//! Space: a game's fixed-size action space, read from the compiled game alone, so that one
//! network design fits any game and every legal action of every position has an index of its
//! own (docs/PYTHON.md, "Spaces"). The observation planes are `planes.rs`.
//!
//! Indices come in blocks, in `BLOCKS` order, each sized from the rules (0 when no rule makes
//! such actions): placements `kind × cell` (the kinds without a shape some rule places), moves
//! `count × promotion × from × to`, moves between the cells notation names with their path
//! `count × promotion × path` (each path the game's moves can take between such a pair, listed
//! once from the board and the moves), removals and flips `cell`, then `swap`, `pass`, `end`,
//! then the games of chance's: moves along a track `step × kind × from × to` with `off` as a
//! cell of its own (`along.rs`), and the outcomes of a chance node, throws and random setups'
//! draws (`chance.rs`) — after the others, so that a game without them keeps its indices;
//! last, the placements of shaped pieces, one per kind, turn and anchor the board has
//! (`shaped.rs`), for the same reason.
//! A legal action is identified by what its name says (yon gives every legal action a name of
//! its own), so no two legal actions share an index; the rule that makes it is not part of it.
//! Moves along a track say one thing more, the die they use (`l1-off` and `l1-off(5)`), and
//! shaped placements their turn (`F*c3` and `F*c3:5`).

use crate::along::Along;
use crate::shaped::Shaped;
use std::collections::HashMap;
use std::sync::Arc;
use yon::compile::geometry::{Cell, NO_CELL};
use yon::compile::paths::ambiguous_paths;
use yon::compile::rules::{ActionRule, Motion, Rules};
use yon::engine::{Action, END, PASS, ROLL, State};

/// The blocks, in index order.
pub const BLOCKS: [&str; 11] =
    ["place", "move", "path", "remove", "flip", "swap", "pass", "end", "along", "chance", "shape"];
const PLACE: usize = 0;
const MOVE: usize = 1;
const PATH: usize = 2;
const REMOVE: usize = 3;
const FLIP: usize = 4;
const SWAP: usize = 5;
const END_BLOCK: usize = 7;
const ALONG: usize = 8;
const CHANCE: usize = 9;
const SHAPE: usize = 10;

/// What a rule's actions are, for the block they go in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Place,
    Move,
    Remove,
    Flip,
    Swap,
    Along,
}

/// The sizes of a game's action space and how an action finds its index.
#[derive(Clone, Debug)]
pub struct Space {
    cells: usize,
    /// Per action rule, what its actions are.
    classes: Vec<Class>,
    /// The kinds some rule places, in order, and each kind's position among them.
    placed: Vec<u8>,
    place_slot: Vec<usize>,
    /// The kinds some piece can promote to, in order: promotion `1 + position`; 0 is none.
    promotions: Vec<u8>,
    promotion_slot: Vec<usize>,
    /// How many counts a move may carry (the pieces moved off a stack's top, or an `abreast`
    /// move's line): 255 in a game with a `top` or `abreast` rule, else 1; a factor of the move
    /// and path blocks.
    counts: usize,
    /// Whether the count is an `abreast` move's line (axis and length) rather than a number of
    /// pieces, for `describe`.
    lines: bool,
    /// Each path between cells whose moves name their path: (from, to, the cells passed).
    paths: Vec<(Cell, Cell, Vec<Cell>)>,
    /// Per such pair, its first path's number and how many it has.
    pairs: HashMap<(Cell, Cell), (usize, usize)>,
    /// The shape of the block of moves along a track.
    along: Along,
    /// The shape of the block of shaped placements.
    shaped: Shaped,
    /// Each block's first index and size.
    starts: [usize; 11],
    sizes: [usize; 11],
}

impl Space {
    pub fn new(rules: &Arc<Rules>) -> Space {
        let kinds = rules.kinds.len();
        let classes: Vec<Class> = rules
            .actions
            .iter()
            .map(|a| match &a.motion {
                Motion::Place { .. } => Class::Place,
                Motion::Move { .. } | Motion::Sow { .. } => Class::Move,
                Motion::Along { .. } => Class::Along,
                Motion::Take { flip: None, .. } => Class::Remove,
                Motion::Take { flip: Some(_), .. } => Class::Flip,
                Motion::Swap => Class::Swap,
            })
            .collect();
        let placeable = rules.actions.iter().fold(0u64, |mask, a| match &a.motion {
            Motion::Place { kinds, .. } => mask | kinds,
            _ => mask,
        });
        // A kind with a shape is placed in the `shape` block, by turn and anchor, never here.
        let shaped = Shaped::new(rules);
        let placed: Vec<u8> =
            (0..kinds as u8).filter(|&k| placeable & 1 << k != 0 && !shaped.has(k)).collect();
        let mut promotions: Vec<u8> =
            rules.pieces.promotion.iter().flatten().flat_map(|p| p.to.iter().copied()).collect();
        promotions.sort_unstable();
        promotions.dedup();
        let slots = |list: &[u8]| {
            let mut slot = vec![0; kinds];
            list.iter().enumerate().for_each(|(i, &k)| slot[k as usize] = i);
            slot
        };
        let mut paths = Vec::new();
        let mut pairs = HashMap::new();
        for ((from, to), list) in
            ambiguous_paths(&rules.geometry, &rules.actions, &rules.paths, rules.player_count())
        {
            pairs.insert((from, to), (paths.len(), list.len()));
            paths.extend(list.into_iter().map(|path| (from, to, path)));
        }
        let n = rules.geometry.cell_count();
        let has = |class: Class| usize::from(classes.contains(&class));
        let promotion_count = (1 + promotions.len()) * has(Class::Move);
        // A move of `top` pieces carries its count (1 to 255) in `Action::kind`, an `abreast`
        // move its line (axis and length, also 1 to 255); a game with neither keeps one count,
        // and its indices.
        let carries = |rule: &ActionRule| rule.top.is_some() || rule.abreast.is_some();
        let counts = if rules.actions.iter().any(carries) { 255 } else { 1 };
        let lines = rules.actions.iter().any(|rule| rule.abreast.is_some());
        let along = Along::new(rules);
        let sizes = [
            placed.len() * n,
            counts * promotion_count * n * n,
            counts * promotion_count * paths.len(),
            has(Class::Remove) * n,
            has(Class::Flip) * n,
            has(Class::Swap),
            1,
            1,
            along.size(),
            crate::chance::most_outcomes(rules),
            shaped.size(),
        ];
        let mut starts = [0; 11];
        for block in 1..11 {
            starts[block] = starts[block - 1] + sizes[block - 1];
        }
        Space {
            cells: n,
            classes,
            place_slot: slots(&placed),
            placed,
            promotion_slot: slots(&promotions),
            promotions,
            counts,
            lines,
            paths,
            pairs,
            along,
            shaped,
            starts,
            sizes,
        }
    }

    pub fn cells(&self) -> usize {
        self.cells
    }

    /// Each block of the action space: its name, first index and size, in index order.
    pub fn blocks(&self) -> Vec<(&'static str, usize, usize)> {
        (0..BLOCKS.len()).map(|b| (BLOCKS[b], self.starts[b], self.sizes[b])).collect()
    }

    /// How many outcomes a chance node can have at most: the `chance` block's size.
    pub fn chance_size(&self) -> usize {
        self.sizes[CHANCE]
    }

    /// How many indices the action space has.
    pub fn size(&self) -> usize {
        self.starts[SHAPE] + self.sizes[SHAPE]
    }

    /// The index of an action of this game (`state` is any position of it: the index depends
    /// on the action alone).
    #[inline(always)]
    pub fn encode(&self, state: &State, action: Action) -> usize {
        let n = self.cells;
        match action.rule {
            PASS => self.starts[6],
            END => self.starts[END_BLOCK],
            ROLL => self.starts[CHANCE] + action.to as usize,
            rule => match self.classes[rule as usize] {
                Class::Place if self.shaped.has(action.kind) => {
                    self.starts[SHAPE] + self.shaped.index(action)
                }
                Class::Place => self.place_slot[action.kind as usize] * n + action.to as usize,
                Class::Remove => self.starts[REMOVE] + action.to as usize,
                Class::Flip => self.starts[FLIP] + action.to as usize,
                Class::Swap => self.starts[SWAP],
                Class::Move => self.encode_move(state, action),
                Class::Along => self.starts[ALONG] + self.along.index(action),
            },
        }
    }

    /// A move's index: in the path block when its cells are joined by several paths.
    #[inline(never)]
    fn encode_move(&self, state: &State, action: Action) -> usize {
        let n = self.cells;
        // A sowing is a move from the sown cell to the cell of its last seed.
        let to = if action.to == NO_CELL { action.from } else { action.to };
        let promotion = match action.promote {
            0 => 0,
            kind => 1 + self.promotion_slot[kind as usize - 1],
        };
        let variant = Self::count_of(action) * (1 + self.promotions.len()) + promotion;
        if !self.pairs.is_empty()
            && let Some(&(first, count)) = self.pairs.get(&(action.from, to))
        {
            let path = state.path_of(action);
            let found = self.paths[first..first + count].iter().position(|p| p.2 == path);
            // Every path a move can take is listed; were one missing, its move would share
            // the pair's first path's index (the tests hold every shipped game to none).
            return self.starts[PATH] + variant * self.paths.len() + first + found.unwrap_or(0);
        }
        self.starts[MOVE] + (variant * n + action.from as usize) * n + to as usize
    }

    /// What a move carries in `kind`, from 0: a move of `top` pieces its count, an `abreast`
    /// move its line (both 1 or more), every other move 0.
    #[inline]
    fn count_of(action: Action) -> usize {
        usize::from(action.kind.saturating_sub(1))
    }

    /// What an index stands for, in words (`place x on a1`, `a1-b2`, `a7-a8=kind`, `S-C-N`).
    pub fn describe(&self, rules: &Rules, index: usize) -> Option<String> {
        let names = &rules.geometry.names;
        let n = self.cells;
        let block =
            (0..BLOCKS.len()).find(|&b| index >= self.starts[b] && index < self.starts[b] + self.sizes[b])?;
        let rest = index - self.starts[block];
        let promotions = 1 + self.promotions.len();
        let suffix = |variant: usize| {
            let (count, promotion) = (variant / promotions, variant % promotions);
            let mut text = String::new();
            if promotion > 0 {
                text += &format!("={}", rules.kinds[self.promotions[promotion - 1] as usize]);
            }
            if self.counts > 1 && self.lines {
                text += &format!(" (line {})", count + 1);
            } else if self.counts > 1 {
                text += &format!(" ({} pieces)", count + 1);
            }
            text
        };
        Some(match block {
            PLACE => format!("place {} on {}", rules.kinds[self.placed[rest / n] as usize], names[rest % n]),
            MOVE => {
                let (variant, from, to) = (rest / (n * n), rest / n % n, rest % n);
                format!("{}-{}{}", names[from], names[to], suffix(variant))
            }
            PATH => {
                let (from, to, path) = &self.paths[rest % self.paths.len()];
                let mut text = names[*from as usize].clone();
                for &cell in path.iter().chain([to]) {
                    text += "-";
                    text += &names[cell as usize];
                }
                text + &suffix(rest / self.paths.len())
            }
            REMOVE | FLIP => format!("{} on {}", BLOCKS[block], names[rest]),
            ALONG => self.along.describe(rules, rest),
            CHANCE => crate::chance::describe(rules, rest),
            SHAPE => self.shaped.describe(rules, rest),
            _ => BLOCKS[block].to_string(),
        })
    }
}

//! Paths: which pairs of cells a move can join by more than one path, so that notation names
//! the path (`S-C-N`), and which directions share their first step with another (a ring that
//! follows a line), so that a move along both is offered once.
//!
//! A move's *path* is the cells it passes between its start and its end: those a hop jumps,
//! those a slide crosses; none for a step or a leap. Two moves of one piece between the same
//! two cells are the same move when their paths are equal, and different moves (a hop over
//! C, a hop over E) when they are not.

use super::geometry::{Cell, Geometry, NO_CELL, Shape};
use super::rules::{ActionRule, DirMask, Motion, Movement, ONWARD};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// What notation and generation need to know about paths, computed once per game.
#[derive(Clone, Debug, Default)]
pub struct Paths {
    /// Pairs (from, to) that the moves of the game join by more than one path: a move between
    /// them is written with its path.
    pub ambiguous: HashSet<(Cell, Cell)>,
    /// Per cell, the directions whose first step is also an earlier direction's; empty when
    /// no cell has one (every grid, and graphs whose rings never follow a line).
    pub shared_first: Vec<DirMask>,
    /// For each (cell, direction `d`) of `shared_first`, the earlier directions `e` whose walk
    /// keeps to `d`'s for some steps, with how many: `shared[starts[i]..starts[i + 1]]` for
    /// `i = cell * directions + d`. Computed once, so generation never walks to find out.
    shared: Vec<(u8, u32)>,
    starts: Vec<u32>,
    directions: usize,
}

impl Paths {
    pub fn new(geometry: &Geometry, actions: &[ActionRule], sides: usize) -> Paths {
        let shared_first = shared_first_steps(geometry);
        // On a grid, rays in different directions never meet again: no pair is ambiguous.
        let ambiguous = if geometry.shape == Shape::Graph {
            ambiguous_pairs(geometry, actions, sides)
        } else {
            HashSet::new()
        };
        let directions = geometry.direction_count();
        let (mut shared, mut starts) = (Vec::new(), Vec::new());
        if !shared_first.is_empty() {
            for cell in 0..geometry.cell_count() as Cell {
                for d in 0..directions as u8 {
                    starts.push(shared.len() as u32);
                    if shared_first[cell as usize] & 1 << d != 0 {
                        shared.extend(
                            (0..d).map(|e| (e, shared_steps(geometry, cell, d, e))).filter(|w| w.1 > 0),
                        );
                    }
                }
            }
            starts.push(shared.len() as u32);
        }
        Paths { ambiguous, shared_first, shared, starts, directions }
    }

    /// How many first steps of a walk along `d` from `from` some earlier direction of `dirs`
    /// also takes, cell for cell: a move along `d` that ends within them repeats that one's.
    #[inline]
    pub fn shadow(&self, from: Cell, d: u8, dirs: DirMask) -> u32 {
        if self.shared_first.is_empty() || self.shared_first[from as usize] & 1 << d == 0 {
            return 0;
        }
        self.shared_walks(from, d, dirs)
    }

    /// `shadow` where some earlier direction's first step is `d`'s: kept out of line, as few
    /// boards have any.
    #[inline(never)]
    fn shared_walks(&self, from: Cell, d: u8, dirs: DirMask) -> u32 {
        let i = from as usize * self.directions + d as usize;
        let walks = &self.shared[self.starts[i] as usize..self.starts[i + 1] as usize];
        walks.iter().filter(|&&(e, _)| dirs & 1 << e != 0).map(|&(_, steps)| steps).max().unwrap_or(0)
    }

    /// Whether moves from `from` to `to` must say their path.
    pub fn names_path(&self, from: Cell, to: Cell) -> bool {
        !self.ambiguous.is_empty() && self.ambiguous.contains(&(from, to))
    }
}

/// The cells a move passes between its start and its end.
pub type Path = Vec<Cell>;

/// Every path the moves of the game can take between each pair of cells that notation names
/// with its path, pairs in order, each pair's paths in the order its walks are first found
/// (rule, side, direction): a fixed list that the Python package numbers its actions by. A
/// path is the cells passed, as `State::path_of` gives them; `Anywhere` passes none.
pub fn ambiguous_paths(
    geometry: &Geometry,
    actions: &[ActionRule],
    paths: &Paths,
    sides: usize,
) -> BTreeMap<(Cell, Cell), Vec<Path>> {
    let mut found: BTreeMap<(Cell, Cell), Vec<Path>> = BTreeMap::new();
    let mut add = |pair: (Cell, Cell), path: Path| {
        let list = found.entry(pair).or_default();
        if !list.contains(&path) {
            list.push(path);
        }
    };
    let starts: BTreeSet<Cell> = paths.ambiguous.iter().map(|pair| pair.0).collect();
    for from in starts {
        for motion in actions.iter().map(|a| &a.motion) {
            let Motion::Move { movement, .. } = motion else { continue };
            if let Movement::Anywhere { .. } = movement {
                paths.ambiguous.iter().filter(|p| p.0 == from).for_each(|&pair| add(pair, Vec::new()));
                continue;
            }
            for side in 0..sides.max(1) {
                walks(geometry, movement, side, from, &mut |to, walk| {
                    if paths.names_path(from, to) {
                        let mut path = Vec::new();
                        let mut cell = from;
                        for _ in 1..walk.steps {
                            cell = geometry.step(cell, walk.dir);
                            path.push(cell);
                        }
                        add((from, to), path);
                    }
                });
            }
        }
    }
    found
}

/// Per cell, the directions whose first step goes where an earlier direction's does.
fn shared_first_steps(geometry: &Geometry) -> Vec<DirMask> {
    let n = geometry.direction_count() as u8;
    let shared: Vec<DirMask> = (0..geometry.cell_count() as Cell)
        .map(|cell| {
            (1..n)
                .filter(|&d| {
                    let next = geometry.step(cell, d);
                    next != NO_CELL && (0..d).any(|e| geometry.step(cell, e) == next)
                })
                .fold(0, |mask, d| mask | 1 << d)
        })
        .collect();
    if shared.iter().all(|&m| m == 0) { Vec::new() } else { shared }
}

/// How many first steps of a walk along `d` from `from` the walk along `e` also takes, cell
/// for cell (round a ring, until the walk comes back).
fn shared_steps(geometry: &Geometry, from: Cell, d: u8, e: u8) -> u32 {
    let (mut a, mut b, mut steps) = (from, from, 0);
    loop {
        a = geometry.step(a, d);
        b = geometry.step(b, e);
        if a == NO_CELL || a != b || a == from || steps as usize >= geometry.cell_count() {
            return steps;
        }
        steps += 1;
    }
}

/// The cells a walk along `d` passes between `from` and `to`, or `None` when it never gets
/// there.
pub fn cells_between(geometry: &Geometry, from: Cell, d: u8, to: Cell) -> Option<Vec<Cell>> {
    let mut cells = Vec::new();
    let mut cell = geometry.step(from, d);
    while cell != to {
        if cell == NO_CELL || cell == from || cells.len() >= geometry.cell_count() {
            return None;
        }
        cells.push(cell);
        cell = geometry.step(cell, d);
    }
    Some(cells)
}

/// One way a movement reaches a cell: along a direction, after some steps (a leap's path is
/// one step: it passes no cell).
#[derive(Clone, Copy)]
struct Walk {
    dir: u8,
    steps: u32,
}

/// Every pair of cells that two moves join by different paths, whatever the position.
fn ambiguous_pairs(geometry: &Geometry, actions: &[ActionRule], sides: usize) -> HashSet<(Cell, Cell)> {
    let cells = geometry.cell_count();
    let mut first: Vec<Option<Walk>> = vec![None; cells];
    let mut reached: Vec<Cell> = Vec::new();
    let mut pairs = HashSet::new();
    for from in 0..cells as Cell {
        for movement in actions.iter().filter_map(|a| match &a.motion {
            Motion::Move { movement, .. } => Some(movement),
            Motion::Place { .. }
            | Motion::Take { .. }
            | Motion::Swap
            | Motion::Sow { .. }
            | Motion::Along { .. } => None,
        }) {
            for side in 0..sides.max(1) {
                walks(geometry, movement, side, from, &mut |to, walk| match first[to as usize] {
                    None => {
                        first[to as usize] = Some(walk);
                        reached.push(to);
                    }
                    Some(seen) => {
                        if !same_path(geometry, from, seen, walk) {
                            pairs.insert((from, to));
                        }
                    }
                });
            }
        }
        for to in reached.drain(..) {
            first[to as usize] = None;
        }
    }
    pairs
}

/// Calls `found` with every cell a movement could end on from `from` on an empty board of any
/// occupancy, and the walk that gets there. A move straight to a set passes no cells and has
/// no walk: between two cells it is the same move as a step or a leap.
fn walks(
    geometry: &Geometry,
    movement: &Movement,
    side: usize,
    from: Cell,
    found: &mut impl FnMut(Cell, Walk),
) {
    if let Movement::Leap { paths, targets, .. } = movement {
        let start = (side * geometry.cell_count() + from as usize) * paths;
        for &to in targets.get(start..start + paths).unwrap_or(&[]) {
            if to != NO_CELL {
                found(to, Walk { dir: 0, steps: 1 });
            }
        }
        return;
    }
    // `onward` may go along any direction: the last move's.
    let dirs = match movement.dirs(side) {
        dirs if dirs & ONWARD != 0 => DirMask::MAX,
        dirs => dirs,
    };
    let (least, most) = match movement {
        Movement::Step { .. } => (1, 1),
        Movement::Hop { run: false, flying: false, .. } => (2, 2),
        Movement::Hop { .. } => (2, u32::MAX),
        Movement::Slide { .. } | Movement::Leap { .. } | Movement::Anywhere { .. } => (1, u32::MAX),
    };
    for d in (0..geometry.direction_count() as u8).filter(|&d| dirs & 1 << d != 0) {
        let (mut cell, mut steps) = (geometry.step(from, d), 1);
        while cell != NO_CELL && cell != from && steps <= most && steps as usize <= geometry.cell_count() {
            if steps >= least {
                found(cell, Walk { dir: d, steps });
            }
            cell = geometry.step(cell, d);
            steps += 1;
        }
    }
}

/// Whether two walks from `from` of the same end pass the same cells.
fn same_path(geometry: &Geometry, from: Cell, a: Walk, b: Walk) -> bool {
    if a.steps != b.steps {
        return false;
    }
    let (mut x, mut y) = (from, from);
    for _ in 1..a.steps {
        x = geometry.step(x, a.dir);
        y = geometry.step(y, b.dir);
        if x != y {
            return false;
        }
    }
    true
}

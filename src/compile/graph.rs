//! Graph: boards described spot by spot — named spots at drawing points, joined by straight
//! lines and closed rings — compiled to the same flat tables as grid boards.
//!
//! Lines are given *axes* like the axes of a grid: lines that share a spot get different axes,
//! lines that do not may share one. A spot then has at most one neighbour per direction, so
//! steps, slides, hops, custodial runs and `lines` work on a graph exactly as on a grid. Rings
//! get axes of their own after the lines' axes; they are not straight, so `lines` and
//! `windows` never follow them.

use super::directions::opposites;
use super::geometry::{Cell, Geometry, NO_CELL, STRIDE, Shape, adjacency, graph_of};

/// The most axes a graph board may need: two directions each fill a neighbour-table row.
pub const MAX_AXES: usize = STRIDE / 2;

/// A board as the designer listed it, with spot names resolved to indices.
#[derive(Clone, Debug, Default)]
pub struct GraphBoard {
    pub names: Vec<String>,
    pub points: Vec<(f32, f32)>,
    /// Each line's spots in order.
    pub lines: Vec<Vec<Cell>>,
    /// Each ring's spots in order, without repeating the first at the end.
    pub rings: Vec<Vec<Cell>>,
    /// The direction each line (then each ring) is named for, if any (`line up: …`): links of
    /// one name share an axis, which has that name.
    pub link_names: Vec<Option<String>>,
}

/// Why the links of a graph board cannot be compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// Line `index` joins `a` and `b`, which line `other` joins already.
    SharedLink { index: usize, other: usize, a: Cell, b: Cell },
    /// Link `index` visits spot `spot` twice.
    Revisits { index: usize, spot: Cell },
    /// The lines need `lines` axes and the rings `rings`, more than a board may have together;
    /// `spot` is where the most links cross (`crossing` of them).
    TooManyAxes { lines: usize, rings: usize, spot: Cell, crossing: usize },
    /// Links `index` and `other`, named for the same direction, meet at `spot`.
    NamedLinksMeet { index: usize, other: usize, spot: Cell },
    /// Link `index` is named for a direction that another kind of link (a line, a ring) or an
    /// unnamed link's axis (`line2`) has already.
    NameTaken { index: usize },
}

impl Geometry {
    /// The tables of a graph board; the checker has already resolved every name.
    pub fn graph(board: &GraphBoard) -> Result<Geometry, GraphError> {
        let cells = board.names.len();
        let links: Vec<(&Vec<Cell>, bool)> =
            board.lines.iter().map(|l| (l, false)).chain(board.rings.iter().map(|r| (r, true))).collect();
        check_links(&links)?;
        let name = |i: usize| board.link_names.get(i).cloned().flatten();
        let (line_axes, lines) = axes(&board.lines, (0..board.lines.len()).map(name).collect(), cells)?;
        let ring_names = (0..board.rings.len()).map(|i| name(board.lines.len() + i)).collect();
        let (ring_axes, rings) =
            axes(&board.rings, ring_names, cells).map_err(|e| e.shifted(board.lines.len()))?;
        let (line_count, ring_count) = (lines.count(), rings.count());
        let axes = line_count + ring_count;
        if axes > MAX_AXES {
            let through = |spot: usize| links.iter().filter(|(l, _)| l.contains(&(spot as Cell))).count();
            let spot = (0..cells).max_by_key(|&s| (through(s), std::cmp::Reverse(s))).unwrap_or(0);
            let crossing = through(spot);
            return Err(GraphError::TooManyAxes {
                lines: line_count,
                rings: ring_count,
                spot: spot as Cell,
                crossing,
            });
        }
        let axis_of = line_axes.iter().copied().chain(ring_axes.iter().map(|&a| a + line_count));
        let mut next = vec![NO_CELL; cells * STRIDE];
        for ((spots, closed), axis) in links.iter().zip(axis_of) {
            let pairs = spots.windows(2).map(|w| (w[0], w[1]));
            let closing = closed.then(|| (spots[spots.len() - 1], spots[0]));
            for (a, b) in pairs.chain(closing) {
                next[a as usize * STRIDE + axis] = b;
                next[b as usize * STRIDE + axis + axes] = a;
            }
        }
        let directions = direction_names(&lines, &rings);
        if let Some(index) = taken(&directions, &board.link_names) {
            return Err(GraphError::NameTaken { index });
        }
        let graph = graph_of(&next, cells, STRIDE);
        let neighbours = (1 << directions.len()) - 1;
        let mut geometry = Geometry {
            shape: Shape::Graph,
            width: cells as u32,
            height: 1,
            names: board.names.clone(),
            coords: (0..cells as u32).map(|i| (i, 0)).collect(),
            points: board.points.clone(),
            opposites: opposites(&[directions.len()]),
            directions,
            neighbours,
            line_axes: line_count as u8,
            adjacent: adjacency(&next, cells, neighbours),
            next,
            lines: Vec::new(),
            graph,
            by_name: board.names.iter().enumerate().map(|(i, n)| (n.clone(), i as Cell)).collect(),
        };
        geometry.lines = geometry.maximal_lines();
        Ok(geometry)
    }
}

/// No link may visit a spot twice, and no two lines may join the same two spots (they would
/// be one line). A ring may follow a line's link for a stretch.
fn check_links(links: &[(&Vec<Cell>, bool)]) -> Result<(), GraphError> {
    let mut joined: std::collections::HashMap<(Cell, Cell), usize> = std::collections::HashMap::new();
    for (index, (spots, closed)) in links.iter().enumerate() {
        for (i, &spot) in spots.iter().enumerate() {
            if spots[..i].contains(&spot) {
                return Err(GraphError::Revisits { index, spot });
            }
        }
        if *closed {
            continue;
        }
        for pair in spots.windows(2) {
            let key = (pair[0].min(pair[1]), pair[0].max(pair[1]));
            if let Some(&other) = joined.get(&key) {
                return Err(GraphError::SharedLink { index, other, a: pair[0], b: pair[1] });
            }
            joined.insert(key, index);
        }
    }
    Ok(())
}

impl GraphError {
    /// The error with its link indices moved on past `lines` (a ring's index among all links).
    fn shifted(self, lines: usize) -> GraphError {
        match self {
            GraphError::NamedLinksMeet { index, other, spot } => {
                GraphError::NamedLinksMeet { index: index + lines, other: other + lines, spot }
            }
            other => other,
        }
    }
}

/// The axes of one kind of link (lines, or rings): the named ones, in order of first use, then
/// how many more the unnamed links were coloured with.
struct Axes {
    named: Vec<String>,
    coloured: usize,
}

impl Axes {
    fn count(&self) -> usize {
        self.named.len() + self.coloured
    }
}

/// Each link's axis: one axis per name, whose links may not meet; then the unnamed links
/// coloured (`colour`) on axes of their own.
fn axes(
    links: &[Vec<Cell>],
    names: Vec<Option<String>>,
    cells: usize,
) -> Result<(Vec<usize>, Axes), GraphError> {
    let mut named: Vec<String> = Vec::new();
    for name in names.iter().flatten() {
        if !named.contains(name) {
            named.push(name.clone());
        }
    }
    let mut axis = vec![0; links.len()];
    let mut first_at: Vec<Option<usize>> = vec![None; cells * named.len()];
    for (index, name) in names.iter().enumerate() {
        let Some(name) = name else { continue };
        let a = named.iter().position(|n| n == name).expect("listed above");
        axis[index] = a;
        for &spot in &links[index] {
            if let Some(other) = first_at[a * cells + spot as usize].replace(index) {
                return Err(GraphError::NamedLinksMeet { index, other, spot });
            }
        }
    }
    let unnamed: Vec<usize> = (0..links.len()).filter(|&i| names[i].is_none()).collect();
    let colours =
        super::colouring::colour(&unnamed.iter().map(|&i| links[i].clone()).collect::<Vec<_>>(), cells);
    for (&i, &c) in unnamed.iter().zip(&colours) {
        axis[i] = named.len() + c;
    }
    let coloured = colours.iter().max().map_or(0, |&c| c + 1);
    Ok((axis, Axes { named, coloured }))
}

/// The first link whose name is also another axis's: a name given to lines and to rings, or
/// one that an unnamed link's axis (`line2`) or a way back (`up-back`) has already.
fn taken(directions: &[String], names: &[Option<String>]) -> Option<usize> {
    let repeated = |d: &String| directions.iter().filter(|&e| e == d).count() > 1;
    names.iter().rposition(|n| n.as_ref().is_some_and(&repeated))
}

/// The names of the line axes (the named ones, then `line1`…), then the rings' (`ring1`…),
/// then the same names with `-back` for the opposite directions.
fn direction_names(lines: &Axes, rings: &Axes) -> Vec<String> {
    let of = |axes: &Axes, kind: &str| {
        let numbered = (1..=axes.coloured).map(|i| format!("{kind}{i}")).collect::<Vec<_>>();
        axes.named.iter().cloned().chain(numbered).collect::<Vec<_>>()
    };
    let forward: Vec<String> = of(lines, "line").into_iter().chain(of(rings, "ring")).collect();
    let back = forward.iter().map(|d| format!("{d}-back")).collect::<Vec<_>>();
    forward.into_iter().chain(back).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(lines: Vec<Vec<Cell>>, rings: Vec<Vec<Cell>>) -> GraphBoard {
        let names = (0..6).map(|i| format!("s{i}")).collect();
        let link_names = vec![None; lines.len() + rings.len()];
        GraphBoard { names, points: vec![(0.0, 0.0); 6], lines, rings, link_names }
    }

    #[test]
    fn crossing_lines_get_different_axes_and_walk_like_grid_lines() {
        let g = Geometry::graph(&board(vec![vec![0, 1, 2], vec![3, 1, 4]], vec![])).expect("valid");
        assert_eq!(g.line_axes, 2);
        assert_eq!(g.lines.len(), 2);
        let east = g.direction("line1").expect("first axis");
        assert_eq!(g.step(0, east), 1);
        assert_eq!(g.step(1, east), 2);
        assert_eq!(g.step(2, east), NO_CELL);
        assert_eq!(g.step(1, g.opposite(east)), 0);
    }

    #[test]
    fn disjoint_lines_share_an_axis() {
        let g = Geometry::graph(&board(vec![vec![0, 1, 2], vec![3, 4, 5]], vec![])).expect("valid");
        assert_eq!(g.line_axes, 1);
        assert_eq!(g.lines.len(), 2);
    }

    #[test]
    fn a_ring_closes_and_is_not_a_line() {
        let g = Geometry::graph(&board(vec![], vec![vec![0, 1, 2, 3]])).expect("valid");
        let round = g.direction("ring1").expect("ring axis");
        assert_eq!(g.step(3, round), 0);
        assert_eq!(g.step(0, g.opposite(round)), 3);
        assert!(g.lines.is_empty());
        assert_eq!(g.axes().count(), 0);
    }

    #[test]
    fn links_may_not_overlap_or_revisit() {
        let shared = Geometry::graph(&board(vec![vec![0, 1, 2], vec![2, 1, 5]], vec![]));
        assert_eq!(shared.err(), Some(GraphError::SharedLink { index: 1, other: 0, a: 2, b: 1 }));
        let revisit = Geometry::graph(&board(vec![vec![0, 1, 0]], vec![]));
        assert_eq!(revisit.err(), Some(GraphError::Revisits { index: 0, spot: 0 }));
    }
}

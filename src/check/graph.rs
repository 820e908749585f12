//! Graph: a `board graph` built from its `spot`, `line` and `ring` statements, with every
//! mistake in them reported (unknown spots, rings that do not close, links that overlap).

use super::Checker;
use crate::compile::geometry::{Cell, Geometry, MAX_CELLS};
use crate::compile::graph::{GraphBoard, GraphError};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item, Name, Span, Spot};
use std::collections::HashMap;

/// A `line` or `ring` statement as written.
struct Link<'f> {
    ring: bool,
    spots: &'f [Name],
    span: Span,
}

impl Checker<'_> {
    /// Builds the board of `board graph` (declared at `span`).
    pub(crate) fn declare_graph(&mut self, file: &GameFile, span: Span) -> Option<Geometry> {
        let spots: Vec<&Spot> = file
            .items
            .iter()
            .filter_map(|i| if let Item::Spots(s) = &i.node { Some(s) } else { None })
            .flatten()
            .collect();
        let links: Vec<Link> = file
            .items
            .iter()
            .filter_map(|i| match &i.node {
                Item::Link { ring, spots } => Some(Link { ring: *ring, spots, span: i.span }),
                _ => None,
            })
            .collect();
        let mut board = self.graph_spots(&spots, span)?;
        // Links with mistakes are reported and left out, so the rest is still checked.
        let (mut lines, mut rings): (Vec<&Link>, Vec<&Link>) = (Vec::new(), Vec::new());
        for link in &links {
            match self.link_cells(link, &board) {
                Some(cells) if link.ring => {
                    board.rings.push(cells);
                    rings.push(link);
                }
                Some(cells) => {
                    board.lines.push(cells);
                    lines.push(link);
                }
                None => {}
            }
        }
        // `Geometry::graph` numbers links lines first, then rings.
        let ordered: Vec<&Link> = lines.into_iter().chain(rings).collect();
        match Geometry::graph(&board) {
            Ok(geometry) => Some(geometry),
            Err(error) => {
                self.graph_error(error, &ordered, &board.names);
                None
            }
        }
    }

    /// The spots, each named once and drawable.
    fn graph_spots(&mut self, spots: &[&Spot], span: Span) -> Option<GraphBoard> {
        if spots.is_empty() {
            let diagnostic = Diagnostic::new("E015", "the graph board has no spots", span)
                .label("a graph board is made of spots")
                .help(
                    "add `spot NAME at X Y` for each spot, then `line:` and `ring:` statements to join them",
                );
            self.error(diagnostic);
            return None;
        }
        if spots.len() > MAX_CELLS {
            let message = format!("the board has {} spots, more than yon supports", spots.len());
            self.error(Diagnostic::new("E015", message, span).label(format!("at most {MAX_CELLS}")));
            return None;
        }
        let mut board = GraphBoard::default();
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for spot in spots {
            let name = spot.name.node.as_str();
            if seen.insert(name, spot.name.span).is_some() {
                let message = format!("spot `{name}` is declared twice");
                self.error(Diagnostic::new("E011", message, spot.name.span).label("already declared"));
                continue;
            }
            if name.contains('-') {
                let message = format!("the spot name `{name}` contains `-`");
                self.error(
                    Diagnostic::new("E015", message, spot.name.span)
                        .label("`-` joins the two spots of a move")
                        .help("use letters, digits and `_` in spot names"),
                );
            }
            board.names.push(name.to_string());
            board.points.push((spot.x.node, spot.y.node));
        }
        Some(board)
    }

    /// A link's spots as cells; a ring must end where it starts (the closing spot is dropped).
    fn link_cells(&mut self, link: &Link, board: &GraphBoard) -> Option<Vec<Cell>> {
        let mut cells = Vec::new();
        for name in link.spots {
            match board.names.iter().position(|n| *n == name.node) {
                Some(c) => cells.push(c as Cell),
                None => self.unknown("spot", &name.node, name.span, &board.names),
            }
        }
        if cells.len() != link.spots.len() {
            return None;
        }
        let (first, last) = (&link.spots[0], &link.spots[link.spots.len() - 1]);
        if link.ring {
            if first.node != last.node {
                let message = format!("this ring does not close: it starts at `{}`", first.node);
                self.error(
                    Diagnostic::new("E015", message, last.span)
                        .label(format!("ends at `{}`", last.node))
                        .help(format!(
                            "a ring lists its spots in order and ends where it began: add `{}`",
                            first.node
                        )),
                );
                return None;
            }
            cells.pop();
        }
        let least = if link.ring { 3 } else { 2 };
        if cells.len() < least {
            let what =
                if link.ring { "a ring joins at least 3 spots" } else { "a line joins at least 2 spots" };
            self.error(Diagnostic::new("E015", what, link.span).label("too few spots"));
            return None;
        }
        Some(cells)
    }

    fn graph_error(&mut self, error: GraphError, links: &[&Link], names: &[String]) {
        let span_of = |index: usize| links.get(index).map_or(Span::default(), |l| l.span);
        let diagnostic = match error {
            GraphError::SharedLink { index, other, a, b } => {
                let message = format!("`{}` and `{}` are joined twice", names[a as usize], names[b as usize]);
                let line = self.line(span_of(other));
                Diagnostic::new("E015", message, span_of(index))
                    .label(format!("already joined on line {line}"))
                    .help("two lines that share two spots are one line: list it once")
            }
            GraphError::Revisits { index, spot } => Diagnostic::new(
                "E015",
                format!("this link visits `{}` twice", names[spot as usize]),
                span_of(index),
            )
            .label("each spot once")
            .help("a ring is closed by repeating its first spot at the end, and only there"),
            GraphError::TooManyAxes { index, spot } => Diagnostic::new(
                "E015",
                format!("too many lines and rings cross at `{}`", names[spot as usize]),
                span_of(index),
            )
            .label(format!("yon supports {} crossing lines and rings", crate::compile::graph::MAX_AXES)),
        };
        self.error(diagnostic);
    }
}

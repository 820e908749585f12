//! Graph: a `board graph` built from its `spot`, `part`, `line` and `ring` statements, with every
//! mistake in them reported (unknown spots, rings that do not close, links that overlap). Parts
//! are expanded first: a copy of a part adds its spots, renamed with the copy's name in front and
//! moved by its point, and the lines and rings of the part joining them.

use super::Checker;
use crate::compile::directions::{direction_groups, relative_directions};
use crate::compile::geometry::{Cell, Geometry, MAX_CELLS, Shape};
use crate::compile::graph::{GraphBoard, GraphError};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item, Name, Span, Spot};
use std::collections::HashMap;

/// A spot once parts are expanded: its full name, point, and the statement text it comes from.
#[derive(Clone)]
struct Placed {
    name: String,
    point: (f32, f32),
    span: Span,
}

/// A `line` or `ring` once parts are expanded: the direction it is named for, spot names, each
/// with where it was written.
#[derive(Clone)]
struct Link {
    ring: bool,
    name: Option<Name>,
    spots: Vec<(String, Span)>,
    span: Span,
}

/// A part as expanded so far: its spots (names relative to the part), links, and the copies
/// of other parts it holds.
#[derive(Default)]
struct Part {
    spots: Vec<Placed>,
    links: Vec<Link>,
    copies: Vec<Copy>,
}

/// A copy of a part: which part, the name its spots start with, and their names.
#[derive(Clone)]
pub(crate) struct Copy {
    pub part: String,
    pub prefix: String,
    pub spots: Vec<String>,
}

impl Checker<'_> {
    /// Builds the board of `board graph` (declared at `span`).
    pub(crate) fn declare_graph(&mut self, file: &GameFile, span: Span) -> Option<Geometry> {
        let parts = self.graph_parts(file);
        let mut top = Part::default();
        let mut links = Vec::new();
        for item in &file.items {
            match &item.node {
                Item::Spots(list) => list.iter().for_each(|s| self.expand(s, &parts, &mut top)),
                Item::Link { ring, name, part: None, spots: names } => links.push(Link {
                    ring: *ring,
                    name: name.clone(),
                    spots: names.iter().map(|n| (n.node.clone(), n.span)).collect(),
                    span: item.span,
                }),
                _ => {}
            }
        }
        links.append(&mut top.links);
        self.copies = top.copies;
        let mut board = self.graph_spots(&top.spots, span)?;
        // Links with mistakes are reported and left out, so the rest is still checked.
        let (mut lines, mut rings): (Vec<&Link>, Vec<&Link>) = (Vec::new(), Vec::new());
        for link in &links {
            if !self.link_name_free(link) {
                continue;
            }
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
        board.link_names = ordered.iter().map(|l| l.name.as_ref().map(|n| n.node.clone())).collect();
        match Geometry::graph(&board) {
            Ok(geometry) => Some(geometry),
            Err(error) => {
                self.graph_error(error, &ordered, &board.names, span);
                None
            }
        }
    }

    /// Every `part`, expanded in the order declared (a part may copy the parts above it), with
    /// the `line in PART` and `ring in PART` statements that join its spots.
    fn graph_parts(&mut self, file: &GameFile) -> HashMap<String, Part> {
        let declared: Vec<String> = file
            .items
            .iter()
            .filter_map(
                |i| if let Item::Part { name, .. } = &i.node { Some(name.node.clone()) } else { None },
            )
            .collect();
        let mut own_links: HashMap<&str, Vec<Link>> = HashMap::new();
        for item in &file.items {
            let Item::Link { ring, name, part: Some(of), spots } = &item.node else { continue };
            if !declared.contains(&of.node) {
                self.unknown("part", &of.node, of.span, &declared);
                continue;
            }
            let spots = spots.iter().map(|n| (n.node.clone(), n.span)).collect();
            let link = Link { ring: *ring, name: name.clone(), spots, span: item.span };
            own_links.entry(of.node.as_str()).or_default().push(link);
        }
        let mut parts: HashMap<String, Part> = HashMap::new();
        for item in &file.items {
            let Item::Part { name, spots } = &item.node else { continue };
            if parts.contains_key(&name.node) {
                let message = format!("part `{}` is declared twice", name.node);
                self.error(Diagnostic::new("E011", message, name.span).label("already declared"));
                continue;
            }
            let mut part = Part::default();
            for spot in spots {
                self.expand(spot, &parts, &mut part);
            }
            part.links.extend(own_links.remove(name.node.as_str()).unwrap_or_default());
            parts.insert(name.node.clone(), part);
        }
        parts
    }

    /// A spot, or a copy of a part: its spots renamed and moved, its links and copies renamed,
    /// added to `into`.
    fn expand(&mut self, spot: &Spot, parts: &HashMap<String, Part>, into: &mut Part) {
        let point = (spot.x.node, spot.y.node);
        let span = spot.name.span;
        let Some(of) = &spot.part else {
            into.spots.push(Placed { name: spot.name.node.clone(), point, span });
            return;
        };
        let Some(part) = parts.get(&of.node) else {
            let mut known: Vec<String> = parts.keys().cloned().collect();
            known.sort();
            self.unknown("part", &of.node, of.span, &known);
            return;
        };
        let prefix = &spot.name.node;
        let renamed = |name: &str| format!("{prefix}{name}");
        into.spots.extend(part.spots.iter().map(|p| Placed {
            name: renamed(&p.name),
            point: (point.0 + p.point.0, point.1 + p.point.1),
            span,
        }));
        into.links.extend(part.links.iter().map(|l| Link {
            ring: l.ring,
            name: l.name.clone(),
            spots: l.spots.iter().map(|(n, s)| (renamed(n), *s)).collect(),
            span: l.span,
        }));
        into.copies.push(Copy {
            part: of.node.clone(),
            prefix: prefix.clone(),
            spots: part.spots.iter().map(|p| renamed(&p.name)).collect(),
        });
        into.copies.extend(part.copies.iter().map(|c| Copy {
            part: c.part.clone(),
            prefix: renamed(&c.prefix),
            spots: c.spots.iter().map(|n| renamed(n)).collect(),
        }));
    }

    /// The spots, each named once and drawable.
    fn graph_spots(&mut self, spots: &[Placed], span: Span) -> Option<GraphBoard> {
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
            let name = spot.name.as_str();
            if seen.insert(name, spot.span).is_some() {
                let message = format!("spot `{name}` is declared twice");
                self.error(Diagnostic::new("E011", message, spot.span).label("already declared"));
                continue;
            }
            if name.contains('-') {
                let message = format!("the spot name `{name}` contains `-`");
                self.error(
                    Diagnostic::new("E015", message, spot.span)
                        .label("`-` joins the two spots of a move")
                        .help("use letters, digits and `_` in spot names"),
                );
            }
            // Notation reads `pass` as passing. (`end` has the same trouble, but spots were
            // called `end` before any word could be a name: it is left to a later version.)
            if name == "pass" {
                let message = format!("a spot cannot be called `{name}`");
                self.error(
                    Diagnostic::new("E015", message, spot.span)
                        .label(format!("`{name}` is the action of that name in notation"))
                        .help(format!("rename the spot, e.g. `{name}_`")),
                );
            }
            board.names.push(name.to_string());
            board.points.push(spot.point);
        }
        Some(board)
    }

    /// Whether a link's name may name a direction: not a group's or a relative direction's.
    fn link_name_free(&mut self, link: &Link) -> bool {
        let Some(name) = &link.name else { return true };
        let reserved = direction_groups(Shape::Graph).iter().chain(relative_directions(Shape::Graph));
        if !reserved.clone().any(|r| *r == name.node) {
            return true;
        }
        let message = format!("`{}` cannot name a direction", name.node);
        let help = "`any`, `line` and `ring` are direction groups, `forward` and `back` turn with a facing";
        self.error(Diagnostic::new("E015", message, name.span).label("a word of the language").help(help));
        false
    }

    /// A link's spots as cells; a ring must end where it starts (the closing spot is dropped).
    fn link_cells(&mut self, link: &Link, board: &GraphBoard) -> Option<Vec<Cell>> {
        let mut cells = Vec::new();
        for (name, span) in &link.spots {
            match board.names.iter().position(|n| n == name) {
                Some(c) => cells.push(c as Cell),
                None => self.unknown("spot", name, *span, &board.names),
            }
        }
        if cells.len() != link.spots.len() {
            return None;
        }
        let ((first, _), (last, last_span)) = (&link.spots[0], &link.spots[link.spots.len() - 1]);
        if link.ring {
            if first != last {
                let message = format!("this ring does not close: it starts at `{first}`");
                self.error(
                    Diagnostic::new("E015", message, *last_span).label(format!("ends at `{last}`")).help(
                        format!("a ring lists its spots in order and ends where it began: add `{first}`"),
                    ),
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

    fn graph_error(&mut self, error: GraphError, links: &[&Link], names: &[String], board: Span) {
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
            GraphError::NamedLinksMeet { index, other, spot } => {
                let name = links.get(index).and_then(|l| l.name.as_ref()).map_or("", |n| n.node.as_str());
                let message = format!("two links named `{name}` meet at `{}`", names[spot as usize]);
                let line = self.line(span_of(other));
                Diagnostic::new("E015", message, span_of(index))
                    .label(format!("meets the one on line {line}"))
                    .help("a name is one direction, which leaves a spot one way: name links that cross differently")
            }
            GraphError::NameTaken { index } => {
                let name = links.get(index).and_then(|l| l.name.as_ref());
                let (text, at) = name.map_or((String::new(), span_of(index)), |n| (n.node.clone(), n.span));
                Diagnostic::new("E015", format!("the direction `{text}` is named twice"), at)
                    .label("another link's direction has this name")
                    .help("lines and rings need names of their own, and unnamed links are `line1`, `ring1`…, each with `-back`")
            }
            GraphError::TooManyAxes { lines, rings, spot, crossing } => {
                let most = crate::compile::graph::MAX_AXES;
                let message = format!(
                    "the lines of this board need {lines} axes and its rings {rings}; yon supports {most} in all"
                );
                Diagnostic::new("E015", message, board).label("too many crossing lines and rings").help(
                    format!(
                        "lines (and rings) that share a spot need different axes; the most links \
                         through one spot are {crossing}, at `{}`",
                        names[spot as usize]
                    ),
                )
            }
        };
        self.error(diagnostic);
    }
}

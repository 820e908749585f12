//! Along: reads the tracks pieces race along (`track NAME [of PLAYER]: [off] CELL … [off]`) into
//! each player's `compile::along::Route`, and compiles `move … along TRACK exactly …`.

use super::Checker;
use crate::compile::along::Route;
use crate::compile::geometry::Cell;
use crate::compile::rules::{Distance, Leaving, Motion, PlayerId};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, GameFile, Item, Name, Spanned};

/// The word for the hand at a track's start and for off the board at its end.
pub(crate) const OFF: &str = "off";

/// A track the `along` words can follow: its name and each player's route.
#[derive(Clone, Debug)]
pub(crate) struct TrackRoutes {
    pub name: String,
    /// Per player, the index of their route in `Checker::routes`; `None` while undeclared.
    pub of: Vec<Option<u8>>,
}

/// Whether a `track` statement is for racing only: one player's, or entered or left at `off`.
pub(crate) fn races_only(of: &Option<Name>, cells: &[Name]) -> bool {
    of.is_some()
        || cells.first().is_some_and(|c| c.node == OFF)
        || cells.last().is_some_and(|c| c.node == OFF)
}

impl Checker<'_> {
    /// Every track as routes, per player (a track without `of` is every player's).
    pub(crate) fn routes(&mut self, file: &GameFile) {
        let Some(geometry) = self.geometry.clone() else { return };
        for item in &file.items {
            let Item::Track { name, of, cells } = &item.node else { continue };
            let player = match of {
                Some(player) => match self.player(player) {
                    Some(p) => Some(p),
                    None => continue,
                },
                None => None,
            };
            let enters = cells.first().is_some_and(|c| c.node == OFF);
            let leaves = cells.len() > 1 && cells.last().is_some_and(|c| c.node == OFF);
            let inner = &cells[usize::from(enters)..cells.len() - usize::from(leaves)];
            let mut on: Vec<Cell> = Vec::new();
            for cell in inner {
                match geometry.cell(&cell.node) {
                    Some(c) if on.contains(&c) => {
                        let message = format!("cell `{}` is on track `{}` twice", cell.node, name.node);
                        self.error(Diagnostic::new("E011", message, cell.span).label("again"));
                    }
                    Some(c) => on.push(c),
                    None if cell.node == OFF => {
                        let message = "`off` stands only at a track's ends";
                        let help =
                            "`off` first: pieces enter from the hand; `off` last: they leave the board";
                        self.error(
                            Diagnostic::new("E015", message, cell.span).label("in the middle").help(help),
                        );
                    }
                    None => self.unknown("cell", &cell.node, cell.span, &geometry.names.clone()),
                }
            }
            let route = Route::new(&name.node, on, enters, leaves, geometry.cell_count());
            self.add_route(name, player, route);
        }
    }

    fn add_route(&mut self, name: &Name, player: Option<PlayerId>, route: Route) {
        let players = self.players.len();
        let id = self.routes.len().min(u8::MAX as usize) as u8;
        let at = match self.tracks.iter().position(|t| t.name == name.node) {
            Some(at) => at,
            None => {
                self.tracks.push(TrackRoutes { name: name.node.clone(), of: vec![None; players] });
                self.tracks.len() - 1
            }
        };
        let slots: Vec<usize> = match player {
            Some(p) => vec![p as usize],
            None => (0..players).collect(),
        };
        if slots.iter().any(|&p| self.tracks[at].of[p].is_some()) {
            let whose = player.map_or(String::new(), |p| format!(" of {}", self.players[p as usize]));
            let message = format!("track `{}`{whose} is declared twice", name.node);
            self.error(Diagnostic::new("E011", message, name.span).label("declared again"));
            return;
        }
        slots.iter().for_each(|&p| self.tracks[at].of[p] = Some(id));
        self.routes.push(route);
    }

    /// `move [KINDS] [from CELLS | from off] along TRACK exactly DISTANCE [to CELLS] [or off
    /// [or beyond]]`. `from`: the cells written, else every cell (`None` when written `off`).
    pub(crate) fn along_motion(
        &mut self,
        kinds: u64,
        from: Option<crate::compile::rules::PerContext<crate::compile::rules::CellTest>>,
        written_from: bool,
        movement: &ast::Movement,
    ) -> Option<Motion> {
        let ast::Movement::Along { track, exactly, to, lands, off, from_hand } = movement else {
            return None;
        };
        let routes = self.track_routes(track)?;
        let distance = self.along_distance(exactly)?;
        let to = match lands {
            true => Some(self.target(to)?),
            false => None,
        };
        let every = |checker: &Self, test: fn(&Route) -> bool| {
            routes.iter().all(|&r| test(&checker.routes[r as usize]))
        };
        if *off != ast::Leaving::Never && !every(self, |r| r.leaves) {
            let message = format!("track `{}` does not end `off`, so no piece can leave it", track.node);
            let help = format!("end the track with `off`: `track {}: … off`", track.node);
            self.error(Diagnostic::new("E015", message, track.span).label("no way off").help(help));
            return None;
        }
        if *from_hand && !every(self, |r| r.enters) {
            let message =
                format!("track `{}` does not start `off`, so no piece enters it from the hand", track.node);
            let help = format!("start the track with `off`: `track {}: off …`", track.node);
            self.error(Diagnostic::new("E015", message, track.span).label("no way in").help(help));
            return None;
        }
        let enters = *from_hand || (!written_from && every(self, |r| r.enters));
        let off = match off {
            ast::Leaving::Never => Leaving::Never,
            ast::Leaving::Exactly => Leaving::Exactly,
            ast::Leaving::OrBeyond => Leaving::OrBeyond,
        };
        Some(Motion::Along { kinds, from, enters, routes, distance, to, off })
    }

    /// Each player's route of the track named.
    fn track_routes(&mut self, track: &Name) -> Option<Vec<u8>> {
        let Some(found) = self.tracks.iter().find(|t| t.name == track.node).cloned() else {
            let known: Vec<String> = self.tracks.iter().map(|t| t.name.clone()).collect();
            self.unknown("track", &track.node, track.span, &known);
            return None;
        };
        match found.of.iter().position(Option::is_none) {
            Some(missing) => {
                let message = format!("track `{}` has no way for {}", track.node, self.players[missing]);
                let help = format!("add `track {} of {}: …`", track.node, self.players[missing]);
                self.error(
                    Diagnostic::new("E016", message, track.span).label("not every player's").help(help),
                );
                None
            }
            None => Some(found.of.iter().flatten().copied().collect()),
        }
    }

    fn along_distance(&mut self, exactly: &Spanned<ast::Distance>) -> Option<Distance> {
        match &exactly.node {
            ast::Distance::Cells(0) => {
                let message = "a move along a track goes at least one cell";
                self.error(Diagnostic::new("E015", message, exactly.span).label("`exactly 0`"));
                None
            }
            ast::Distance::Cells(n) => Some(Distance::Cells(*n)),
            ast::Distance::Die => self.needs_dice(exactly.span, "`exactly die`").map(|_| Distance::Die),
            ast::Distance::DiceTotal => {
                self.needs_dice(exactly.span, "`exactly dice total`").map(|_| Distance::DiceTotal)
            }
            _ => {
                let message = "a move along a track goes a number of cells or as the dice say";
                let help = "write `exactly 2`, `exactly die` or `exactly dice total`";
                self.error(
                    Diagnostic::new("E015", message, exactly.span).label("not along a track").help(help),
                );
                None
            }
        }
    }
}

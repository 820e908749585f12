//! Seeds: the statements and words of sowing games checked and compiled — `seeds N: CELLS`,
//! `track NAME: CELL …`, the `sow` motion, the `take` and `score +` effects, and the cell
//! sets and quantities that read seeds (`seeds 2+`, `back along`, `seeds SET`, `score`).

use super::Checker;
use super::cells::Scope;
use super::sets::Compiled;
use crate::compile::cells::SetExpr;
use crate::compile::geometry::Cell;
use crate::compile::rules::{Effect, Motion};
use crate::compile::seeds::{Sowing, Track};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, CellExpr, GameFile, Item, Name, Spanned};

impl Checker<'_> {
    /// The game's seeds and tracks, read before any action (which may sow along a track).
    pub(crate) fn sowing(&mut self, file: &GameFile) {
        let Some(geometry) = self.geometry.clone() else { return };
        let cells = geometry.cell_count();
        // A `seeds` statement that fails is reported where it is; the rules that sow are
        // still read as a game of seeds.
        if file.items.iter().any(|i| matches!(i.node, Item::Seeds { .. })) {
            self.sown.seeds = vec![0; cells];
        }
        for item in &file.items {
            match &item.node {
                Item::Seeds { count, cells: set } => {
                    let Some(mask) = self.eval_fixed(set, None) else { continue };
                    mask.iter().enumerate().filter(|(_, m)| **m != 0).for_each(|(c, _)| {
                        self.sown.seeds[c] = count.node;
                    });
                }
                Item::Track { name, of, cells: names } if !super::along::races_only(of, names) => {
                    if self.sown.tracks.iter().any(|t| t.name == name.node) {
                        let message = format!("track `{}` is declared twice", name.node);
                        self.error(Diagnostic::new("E011", message, name.span).label("declared again"));
                        continue;
                    }
                    let mut on: Vec<Cell> = Vec::new();
                    for cell in names {
                        match geometry.cell(&cell.node) {
                            Some(c) if on.contains(&c) => {
                                let message =
                                    format!("cell `{}` is on track `{}` twice", cell.node, name.node);
                                let help = "a track passes each cell once: sowing goes round it";
                                self.error(
                                    Diagnostic::new("E011", message, cell.span).label("again").help(help),
                                );
                            }
                            Some(c) => on.push(c),
                            None => self.unknown("cell", &cell.node, cell.span, &geometry.names.clone()),
                        }
                    }
                    self.sown.tracks.push(Track::new(&name.node, on, cells));
                }
                _ => {}
            }
        }
        // Every game's tracks must fit an action's byte.
        self.sown.tracks.truncate(u8::MAX as usize);
    }

    /// What the checker found of seeds, tracks and scores, for `Rules::sowing`.
    pub(crate) fn sowing_rules(&self) -> Sowing {
        self.sown.clone()
    }

    /// The id of a track named in a `sow` or a `back along`.
    fn track(&mut self, name: &Name) -> Option<u8> {
        if let Some(id) = self.sown.tracks.iter().position(|t| t.name == name.node) {
            return Some(id as u8);
        }
        let known: Vec<String> = self.sown.tracks.iter().map(|t| t.name.clone()).collect();
        self.unknown("track", &name.node, name.span, &known);
        None
    }

    /// A sow motion is about seeds: a game without `seeds` has none to sow.
    fn needs_seeds(&mut self, span: ast::Span, word: &str) -> Option<()> {
        if self.sown.has_seeds() {
            return Some(());
        }
        let message = format!("`{word}` is about seeds, but this game puts none on its cells");
        let help = "put seeds on the board at the start: `seeds 4: CELLS`";
        self.error(Diagnostic::new("E019", message, span).label("no seeds").help(help));
        None
    }

    /// `sow CELLS along TRACK [skip origin] [skip CELLS]`.
    pub(crate) fn sow_motion(&mut self, motion: &Spanned<ast::Motion>) -> Option<Motion> {
        let ast::Motion::Sow { from, track, skip_origin, skip } = &motion.node else { return None };
        self.needs_seeds(motion.span, "sow")?;
        let track = self.track(track);
        let from = self.cell_tests(from);
        let skip = match skip {
            Some(skip) => Some(self.cell_tests(skip)?),
            None => None,
        };
        Some(Motion::Sow { from: from?, track: track?, skip_origin: *skip_origin, skip })
    }

    /// `take CELLS to CELLS|score [unless COND]` and `score + N`.
    pub(crate) fn gain(&mut self, effect: &Spanned<ast::Effect>) -> Option<Effect> {
        match &effect.node {
            ast::Effect::Take { cells, to, unless } => {
                self.needs_seeds(effect.span, "take")?;
                let taken = self.cell_tests(cells);
                let to = match to {
                    Some(to) => Some(self.cell_tests(to)?),
                    None => {
                        self.sown.scores = true;
                        None
                    }
                };
                let unless = match unless {
                    Some(condition) => Some(Box::new(self.condition(condition, false)?)),
                    None => None,
                };
                Some(Effect::Take { cells: taken?, to, unless })
            }
            ast::Effect::Score(amount) => {
                self.sown.scores = true;
                Some(Effect::Score(*amount))
            }
            _ => None,
        }
    }

    /// `seeds SET` as a quantity (`score` needs nothing but the mark that scores are kept).
    pub(crate) fn seeds_quantity(
        &mut self,
        set: &Spanned<CellExpr>,
    ) -> Option<crate::compile::rules::Quantity> {
        self.needs_seeds(set.span, "seeds")?;
        Some(crate::compile::rules::Quantity::Seeds(self.cell_tests(set)?))
    }

    /// `score` as a quantity.
    pub(crate) fn score_quantity(&mut self) -> crate::compile::rules::Quantity {
        self.sown.scores = true;
        crate::compile::rules::Quantity::Score
    }

    /// `seeds N[+]` and `back along TRACK from SET while SET` in a cell set.
    pub(crate) fn seed_cells(
        &mut self,
        expr: &Spanned<CellExpr>,
        scope: Scope,
        cells: usize,
    ) -> Option<Compiled> {
        let all = vec![super::cells::ALL_CLASSES; cells];
        self.needs_seeds(expr.span, "seeds")?;
        match &expr.node {
            CellExpr::Seeds { count, at_least } => {
                Some(Compiled::judged(all, SetExpr::Seeds { count: *count, at_least: *at_least }))
            }
            CellExpr::Back { track, from, within } => {
                let track = self.track(track);
                let (from, within) = (self.eval(from, scope), self.eval(within, scope));
                let (from, within) = (Box::new(from?.expr()), Box::new(within?.expr()));
                Some(Compiled::judged(all, SetExpr::Back { track: track?, from, within }))
            }
            _ => unreachable!("only seed sets are judged here"),
        }
    }
}

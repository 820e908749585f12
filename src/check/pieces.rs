//! Pieces: kind letters, `facing` and relative directions, `promote`, `royal`, `capture to
//! hand`, and the tables derived from them (bases, zones, stranded cells).

use super::Checker;
use crate::compile::directions::relative_directions;
use crate::compile::geometry::{Cell, Geometry, NO_CELL};
use crate::compile::pieces::{Pieces, Promotion};
use crate::compile::rules::LeapCells;
use crate::compile::rules::{
    ActionRule, DirMask, KindId, KindMask, Motion, Movement, ONWARD, PerSide, PlayerId,
};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{DirExpr, GameFile, Item, Name, PieceDecl, Spanned};

impl Checker<'_> {
    /// `piece` statements: each kind with its letter (its name's first letter by default).
    pub(crate) fn declare_kinds(&mut self, decls: &[PieceDecl]) {
        for decl in decls {
            let before = self.kinds.len();
            self.add_unique_name(&decl.name, "piece kind");
            if self.kinds.len() == before {
                continue;
            }
            let letter = match &decl.letter {
                Some(letter) => letter.node.clone(),
                None => decl
                    .name
                    .node
                    .chars()
                    .next()
                    .map(|c| c.to_ascii_uppercase().to_string())
                    .unwrap_or_default(),
            };
            let valid = letter.chars().count() == 1 && letter.chars().all(|c| c.is_ascii_alphanumeric());
            if !valid {
                let span = decl.letter.as_ref().map_or(decl.name.span, |l| l.span);
                self.error(
                    Diagnostic::new("E021", format!("`{letter}` cannot be a piece's letter"), span)
                        .label("one letter or digit"),
                );
            } else if let Some(other) = self.letters.iter().position(|l| *l == letter) {
                let message =
                    format!("`{}` and `{}` are both written `{letter}`", self.kinds[other], decl.name.node);
                let help = format!("give one its own letter: `piece {} \"X\"`", decl.name.node);
                self.error(Diagnostic::new("E011", message, decl.name.span).label("same letter").help(help));
            }
            self.letters.push(letter);
        }
    }

    /// `facing PLAYER: DIRECTION` for each player who has one.
    pub(crate) fn declare_facings(&mut self, file: &GameFile) {
        self.facings = vec![None; self.players.len()];
        for item in &file.items {
            let Item::Facing { player, direction } = &item.node else { continue };
            let Some(p) = self.player(player) else { continue };
            let Some(geometry) = &self.geometry else { return };
            let Some(d) = geometry.direction(&direction.node) else {
                if self.direction_set(&direction.node).is_some() || geometry.group(&direction.node).is_some()
                {
                    let message = format!("a facing is one direction; `{}` is several", direction.node);
                    let label = "a set of directions";
                    self.error(Diagnostic::new("E012", message, direction.span).label(label));
                } else {
                    let known = geometry.directions.clone();
                    self.unknown("direction", &direction.node, direction.span, &known);
                }
                continue;
            };
            if self.facings[p as usize].replace(d).is_some() {
                let message = format!("the facing of `{}` is declared twice", player.node);
                self.error(Diagnostic::new("E011", message, item.span).label("second one here"));
            }
        }
    }

    /// A direction set for moving pieces, one mask per side: relative names turn with the side.
    pub(crate) fn side_directions(&mut self, dirs: &Spanned<DirExpr>) -> Option<PerSide<DirMask>> {
        let dirs = &self.opened(dirs);
        let onward = dirs.node.iter().any(|n| n.node == "onward");
        let named: Vec<Name> = dirs.node.iter().filter(|n| n.node != "onward").cloned().collect();
        let (absolute, relative): (Vec<Name>, Vec<Name>) =
            named.into_iter().partition(|n| !self.is_relative(&n.node));
        let base = if absolute.is_empty() { 0 } else { self.directions(&Spanned::new(absolute, dirs.span))? };
        let base = if onward { base | ONWARD } else { base };
        let mut masks = vec![base; self.players.len()];
        for name in &relative {
            for (side, mask) in masks.iter_mut().enumerate() {
                *mask |= 1 << self.turned(side as PlayerId, name)?;
            }
        }
        Some(masks)
    }

    fn is_relative(&self, name: &str) -> bool {
        self.geometry.as_ref().is_some_and(|g| relative_directions(g.shape).contains(&name))
    }

    /// One direction for a side: an absolute name, or a relative one turned by its facing.
    pub(crate) fn turned(&mut self, side: PlayerId, name: &Name) -> Option<u8> {
        let geometry = self.geometry.as_ref()?;
        if let Some(d) = geometry.direction(&name.node) {
            return Some(d);
        }
        if self.direction_set(&name.node).is_some() || geometry.group(&name.node).is_some() {
            let message = format!("one direction goes here; `{}` is several", name.node);
            let help = "a leap's path and `along` take single directions, one after the other";
            self.error(Diagnostic::new("E012", message, name.span).label("a set of directions").help(help));
            return None;
        }
        if !self.is_relative(&name.node) {
            self.unknown_direction(name, true);
            return None;
        }
        match self.facings.get(side as usize).copied().flatten() {
            Some(facing) => geometry.relative(facing, &name.node),
            None => {
                let message = format!(
                    "`{}` is relative, but `{}` has no facing",
                    name.node, self.players[side as usize]
                );
                let help =
                    format!("add `facing {}: n` (the way its pieces face)", self.players[side as usize]);
                self.error(Diagnostic::new("E012", message, name.span).label("needs a facing").help(help));
                None
            }
        }
    }

    /// For each side, cell and path, where the path ends (`NO_CELL` off the board), and the
    /// cells it passes before its end, `stride` a path (`NO_CELL` past a shorter path's).
    pub(crate) fn leap_targets(&mut self, paths: &[Spanned<DirExpr>]) -> Option<LeapCells> {
        let sides = self.players.len();
        let mut turned = vec![Vec::new(); sides * paths.len()];
        for side in 0..sides {
            for (p, path) in paths.iter().enumerate() {
                let dirs: Option<Vec<u8>> =
                    path.node.iter().map(|n| self.turned(side as PlayerId, n)).collect();
                turned[side * paths.len() + p] = dirs?;
            }
        }
        let geometry = self.geometry.as_ref()?;
        let cells = geometry.cell_count();
        let stride = paths.iter().map(|p| p.node.len().saturating_sub(1)).max().unwrap_or(0);
        let mut leaps = LeapCells {
            targets: Vec::with_capacity(sides * cells * paths.len()),
            passed: Vec::with_capacity(sides * cells * paths.len() * stride),
            stride,
        };
        for side in 0..sides {
            for cell in 0..cells as Cell {
                for p in 0..paths.len() {
                    let mut walked = vec![cell];
                    for &d in &turned[side * paths.len() + p] {
                        let at = geometry.step(walked[walked.len() - 1], d);
                        if at == NO_CELL {
                            walked.clear();
                            break;
                        }
                        walked.push(at);
                    }
                    let end = walked.pop().unwrap_or(NO_CELL);
                    leaps.targets.push(if walked.is_empty() { NO_CELL } else { end });
                    let between = walked.iter().skip(1).copied().chain(std::iter::repeat(NO_CELL));
                    leaps.passed.extend(between.take(stride));
                }
            }
        }
        Some(leaps)
    }

    /// A set of kinds named in a motion; none named means every kind.
    pub(crate) fn kind_mask(&mut self, names: &[Name]) -> Option<KindMask> {
        if names.is_empty() {
            return Some(if self.kinds.len() == 1 { 1 } else { crate::compile::rules::ANY_KIND });
        }
        let ids: Vec<Option<KindId>> = names.iter().map(|n| self.kind(n)).collect();
        ids.into_iter().try_fold(0, |mask, id| id.map(|k| mask | 1 << k))
    }

    /// The piece tables: letters, promotions, bases, royal kinds and stranded cells.
    pub(crate) fn pieces(&mut self, file: &GameFile, actions: &[ActionRule]) -> Pieces {
        let kinds = self.kinds.len();
        let mut pieces = Pieces {
            letters: self.letters.clone(),
            promotion: vec![None; kinds],
            base: (0..kinds as KindId).collect(),
            ..Pieces::default()
        };
        for item in &file.items {
            match &item.node {
                Item::Promote { from, to, zone, at_end } => {
                    self.promotion(&mut pieces, from, to, zone, *at_end)
                }
                Item::Unmoved(names) => pieces.unmoved |= self.kind_mask(names).unwrap_or(0),
                Item::Royal(names) => {
                    pieces.royal |= self.kind_mask(names).unwrap_or(0);
                }
                Item::CaptureToHand { owner: false } => pieces.capture_to_hand = true,
                Item::CaptureToHand { owner: true } => pieces.capture_to_owner = true,
                _ => {}
            }
        }
        pieces.stranded = self.stranded(actions);
        pieces.sight = self.sight(actions);
        pieces.watchers = self.watchers(&pieces.sight);
        pieces
    }

    fn promotion(
        &mut self,
        pieces: &mut Pieces,
        from: &Name,
        to: &[Name],
        zone: &Spanned<crate::syntax::ast::CellExpr>,
        at_end: bool,
    ) {
        let Some(f) = self.kind(from) else { return };
        if at_end && to.len() > 1 {
            let message = format!("`{}` promotes `at end` to one kind only", from.node);
            let label = "no action is left to choose among kinds when the turn ends";
            let span = to[0].span.join(to[to.len() - 1].span);
            self.error(Diagnostic::new("E019", message, span).label(label).help(format!(
                "write one kind, `promote {} to {} in … at end`, or promote as the piece moves (without `at end`)",
                from.node, to[0].node
            )));
            return;
        }
        let mut kinds: Vec<KindId> = Vec::new();
        for name in to {
            let Some(t) = self.kind(name) else { return };
            if pieces.promotion[f as usize].is_some()
                || pieces.promote_at_end.iter().any(|&(k, _)| k == f)
                || f == t
                || pieces.base[t as usize] != t
                || kinds.contains(&t)
            {
                let message = format!("`{}` cannot promote to `{}` here", from.node, name.node);
                let label = "a kind promotes once, to other kinds that nothing else promotes to";
                self.error(Diagnostic::new("E011", message, from.span.join(name.span)).label(label));
                return;
            }
            kinds.push(t);
        }
        let words = self.geometry.as_ref().map_or(0, |g| g.cell_count().div_ceil(64));
        let mut bits = vec![0u64; words * self.players.len()];
        for side in 0..self.players.len() {
            let Some(cells) = self.eval_fixed(zone, Some(side as PlayerId)) else { return };
            for (c, _) in cells.iter().enumerate().filter(|(_, m)| **m != 0) {
                bits[side * words + c / 64] |= 1 << (c % 64);
            }
        }
        kinds.iter().for_each(|&t| pieces.base[t as usize] = f);
        let promotion = Promotion { to: kinds, zone: bits, words };
        match at_end {
            true => pieces.promote_at_end.push((f, promotion)),
            false => pieces.promotion[f as usize] = Some(promotion),
        }
    }

    /// For each kind, side and cell, the cells its capturing movements reach on an empty board.
    fn sight(&self, actions: &[ActionRule]) -> Vec<u64> {
        let Some(geometry) = &self.geometry else { return Vec::new() };
        let (cells, sides) = (geometry.cell_count(), self.players.len());
        let words = cells.div_ceil(64);
        let mut bits = vec![0u64; self.kinds.len() * sides * cells * words];
        let capturing = actions.iter().filter(|a| a.captures).filter_map(|a| match &a.motion {
            Motion::Move { kinds, movement, .. } => Some((*kinds, movement)),
            Motion::Place { .. }
            | Motion::Take { .. }
            | Motion::Swap
            | Motion::Sow { .. }
            | Motion::Along { .. } => None,
        });
        for (kinds, movement) in capturing {
            for kind in (0..self.kinds.len()).filter(|k| kinds & 1 << k != 0) {
                for side in 0..sides {
                    for from in 0..cells {
                        let row = &mut bits[((kind * sides + side) * cells + from) * words..][..words];
                        let see = |c: Cell| row[c as usize / 64] |= 1 << (c % 64);
                        reach_on_empty_board(geometry, movement, side, from as Cell, see);
                    }
                }
            }
        }
        bits
    }

    /// For each cell, the cells from which a piece of some kind and side sees it (`sight`
    /// turned round).
    fn watchers(&self, sight: &[u64]) -> Vec<u64> {
        let Some(geometry) = &self.geometry else { return Vec::new() };
        let cells = geometry.cell_count();
        let words = cells.div_ceil(64);
        let mut bits = vec![0u64; cells * words];
        for (row, seen) in sight.chunks_exact(words.max(1)).enumerate() {
            let from = row % cells.max(1);
            for (word, &seen) in seen.iter().enumerate() {
                let mut seen = seen;
                while seen != 0 {
                    let target = word * 64 + seen.trailing_zeros() as usize;
                    seen &= seen - 1;
                    bits[target * words + from / 64] |= 1 << (from % 64);
                }
            }
        }
        bits
    }

    /// For each kind and side, the cells from which none of the kind's movements could start.
    fn stranded(&self, actions: &[ActionRule]) -> Vec<u64> {
        let Some(geometry) = &self.geometry else { return Vec::new() };
        let (cells, sides) = (geometry.cell_count(), self.players.len());
        let words = cells.div_ceil(64);
        let mut bits = vec![0u64; self.kinds.len() * sides * words];
        for kind in 0..self.kinds.len() {
            let movements: Vec<&Movement> = actions
                .iter()
                .filter_map(|a| match &a.motion {
                    Motion::Move { kinds, movement, .. } if kinds & 1 << kind != 0 => Some(movement),
                    _ => None,
                })
                .collect();
            if movements.is_empty() {
                continue;
            }
            for side in 0..sides {
                for cell in 0..cells {
                    let can_start = movements.iter().any(|m| {
                        let mut reached = false;
                        reach_on_empty_board(geometry, m, side, cell as Cell, |_| reached = true);
                        reached
                    });
                    if !can_start {
                        bits[(kind * sides + side) * words + cell / 64] |= 1 << (cell % 64);
                    }
                }
            }
        }
        bits
    }
}

/// Every cell a movement of a piece of `side` on `from` could end on, on an empty board:
/// leap targets, the next cell for a step, the whole ray for a slide or a hop.
fn reach_on_empty_board(
    geometry: &Geometry,
    movement: &Movement,
    side: usize,
    from: Cell,
    mut see: impl FnMut(Cell),
) {
    let cells = geometry.cell_count();
    match movement {
        Movement::Leap { paths, targets, .. } => {
            let start = (side * cells + from as usize) * paths;
            targets[start..start + paths].iter().filter(|&&t| t != NO_CELL).for_each(|&t| see(t));
            return;
        }
        Movement::Anywhere { to } => {
            let anywhere = |c: usize| to.iter().any(|test| test.mask[c] != 0);
            (0..cells).filter(|&c| c != from as usize && anywhere(c)).for_each(|c| see(c as Cell));
            return;
        }
        _ => {}
    }
    // `onward` may be any direction, as far as an empty board can tell.
    let dirs = match movement.dirs(side) {
        d if d & ONWARD != 0 => DirMask::MAX,
        d => d,
    };
    for d in (0..geometry.direction_count() as u8).filter(|d| dirs & 1 << d != 0) {
        let mut cell = geometry.step(from, d);
        while cell != NO_CELL && cell != from {
            see(cell);
            if matches!(movement, Movement::Step { .. }) {
                break;
            }
            cell = geometry.step(cell, d);
        }
    }
}

//! Directions: named direction sets (`directions orthogonal: up | up-back | across |
//! across-back`), declared once and usable wherever a direction set is, and the absolute
//! direction sets of effects and cell sets.

use super::Checker;
use crate::compile::directions::{direction_groups, relative_directions};
use crate::compile::rules::DirMask;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{DirExpr, GameFile, Item, Name, Spanned};

/// A named direction set: its members as written (directions, groups, relative directions),
/// the sets it names already opened up.
#[derive(Clone, Debug)]
pub(crate) struct DirectionSet {
    pub name: String,
    pub members: Vec<String>,
}

impl Checker<'_> {
    /// `directions NAME: …` statements, in order: each may name the sets above it.
    pub(crate) fn declare_direction_sets(&mut self, file: &GameFile) {
        for item in &file.items {
            let Item::Directions { name, dirs } = &item.node else { continue };
            let Some(geometry) = &self.geometry else { return };
            let shape = geometry.shape;
            let taken = if geometry.direction(&name.node).is_some() {
                Some("a direction of this board")
            } else if direction_groups(shape).contains(&name.node.as_str()) || name.node == "onward" {
                Some("a direction group of this board")
            } else if relative_directions(shape).contains(&name.node.as_str()) {
                Some("a relative direction")
            } else if self.direction_set(&name.node).is_some() {
                Some("declared above")
            } else {
                None
            };
            if let Some(what) = taken {
                let message = format!("`{}` is already {what}", name.node);
                self.error(Diagnostic::new("E011", message, name.span).label("give the set another name"));
                continue;
            }
            let mut members = Vec::new();
            for member in &dirs.node {
                match self.direction_set(&member.node) {
                    Some(set) => members.extend(set.members.iter().cloned()),
                    None if self.is_direction_word(&member.node) => members.push(member.node.clone()),
                    None => self.unknown_direction(member, true),
                }
            }
            self.direction_sets.push(DirectionSet { name: name.node.clone(), members });
        }
    }

    /// The named set of that name.
    pub(crate) fn direction_set(&self, name: &str) -> Option<&DirectionSet> {
        self.direction_sets.iter().find(|s| s.name == name)
    }

    /// A direction set with its named sets opened up, each member at the place the set is named.
    pub(crate) fn opened(&self, dirs: &Spanned<DirExpr>) -> Spanned<DirExpr> {
        let names = dirs.node.iter().flat_map(|name| match self.direction_set(&name.node) {
            Some(set) => set.members.iter().map(|m| Name::new(m.clone(), name.span)).collect(),
            None => vec![name.clone()],
        });
        Spanned::new(names.collect(), dirs.span)
    }

    /// Whether a word names a direction, a group or a relative direction of the board.
    fn is_direction_word(&self, name: &str) -> bool {
        self.geometry.as_ref().is_some_and(|g| {
            g.direction(name).is_some()
                || direction_groups(g.shape).contains(&name)
                || relative_directions(g.shape).contains(&name)
        })
    }

    /// An absolute direction set: names and groups (`any`, `orthogonal`, `diagonal`, `line`,
    /// `ring`) of the board's shape, and named sets of them.
    pub(crate) fn directions(&mut self, dirs: &Spanned<DirExpr>) -> Option<DirMask> {
        let geometry = self.geometry.as_ref()?;
        let shape = geometry.shape;
        let mut mask: DirMask = 0;
        let (mut unknown, mut turning) = (Vec::new(), Vec::new());
        for name in &dirs.node {
            let members = match self.direction_set(&name.node) {
                Some(set) => set.members.clone(),
                None => vec![name.node.clone()],
            };
            for member in members {
                if let Some(group) = geometry.group(&member) {
                    mask |= group;
                } else if let Some(d) = geometry.direction(&member) {
                    mask |= 1 << d;
                } else if relative_directions(shape).contains(&member.as_str()) {
                    turning.push((name.clone(), member));
                    break;
                } else {
                    unknown.push(name.clone());
                }
            }
        }
        let failed = !unknown.is_empty() || !turning.is_empty();
        for name in &unknown {
            self.unknown_direction(name, false);
        }
        for (name, member) in turning {
            let what = if name.node == member {
                format!("`{member}` turns with a moving piece's facing: it means nothing here")
            } else {
                format!(
                    "`{}` holds `{member}`, which turns with a moving piece's facing: it means nothing here",
                    name.node
                )
            };
            let help = "effects and cell sets take absolute directions, such as `any` or `n | s`";
            self.error(Diagnostic::new("E012", what, name.span).label("a relative direction").help(help));
        }
        (!failed).then_some(mask)
    }

    /// Reports a word that names no direction here, with the directions known there: relative
    /// ones too where a piece moves (`relative` is true).
    pub(crate) fn unknown_direction(&mut self, name: &Name, relative: bool) {
        let Some(geometry) = &self.geometry else { return };
        let shape = geometry.shape;
        let mut known: Vec<String> = geometry.directions.clone();
        known.extend(direction_groups(shape).iter().map(|g| g.to_string()));
        if relative {
            known.extend(relative_directions(shape).iter().map(|r| r.to_string()));
        }
        known.extend(self.direction_sets.iter().map(|s| s.name.clone()));
        self.unknown("direction", &name.node, name.span, &known);
    }
}

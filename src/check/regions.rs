//! Regions: named cell sets — shared, one per player (`colour of blue`) or one per label
//! (`quarter of ne`) — and the label a game may `remember` to choose among them during play.

use super::Checker;
use crate::compile::geometry::Cell;
use crate::compile::rules::{ActionRule, Memory, PlayerId, Region};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CellExpr, GameFile, Item, Name, Spanned};
use std::collections::{HashMap, HashSet};

/// The most labels a game that remembers one may declare (a remembered value is a byte).
const MAX_LABELS: usize = 250;

/// A region as declared: fixed cells, shared, for one player, or one member of a labelled family.
pub(crate) struct RegionDef {
    pub name: String,
    pub player: Option<PlayerId>,
    pub label: Option<String>,
    pub cells: Vec<bool>,
}

impl RegionDef {
    pub fn to_region(&self) -> Region {
        let cells = self.cells.iter().enumerate().filter(|(_, b)| **b).map(|(c, _)| c as Cell).collect();
        Region { name: self.name.clone(), player: self.player, label: self.label.clone(), cells }
    }
}

/// The regions declared so far, indexed by name: a file may declare thousands, and every
/// cell set that names one looks it up, so a scan per lookup would make checking quadratic.
#[derive(Default)]
pub(crate) struct RegionTable {
    defs: Vec<RegionDef>,
    by_name: HashMap<String, Vec<usize>>,
    /// Names whose declaration failed: uses of them are not reported again.
    failed: HashSet<String>,
}

impl RegionTable {
    pub fn push(&mut self, def: RegionDef) {
        self.by_name.entry(def.name.clone()).or_default().push(self.defs.len());
        self.defs.push(def);
    }

    /// Every region (the members of a family one by one), in order of declaration.
    pub fn iter(&self) -> impl Iterator<Item = &RegionDef> {
        self.defs.iter()
    }

    /// The regions called `name`: one, one per player, or one per label.
    pub fn named<'a>(&'a self, name: &str) -> impl Iterator<Item = &'a RegionDef> + Clone + 'a {
        self.by_name.get(name).into_iter().flatten().map(|&i| &self.defs[i])
    }

    pub fn exists(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    /// Region names, each once, in order of declaration (for "did you mean").
    pub fn names(&self) -> Vec<String> {
        let mut seen = HashSet::new();
        self.defs.iter().filter(|r| seen.insert(r.name.as_str())).map(|r| r.name.clone()).collect()
    }

    pub fn fail(&mut self, name: &str) {
        self.failed.insert(name.to_string());
    }

    pub fn failed(&self, name: &str) -> bool {
        self.failed.contains(name)
    }
}

/// `remember NAME: FAMILY of last ACTION` as checked so far; the actions resolve later.
pub(crate) struct MemoryDef {
    pub name: String,
    pub family: String,
    pub after: Name,
}

/// What `of X` in `region NAME of X` makes of the region.
enum Member {
    Shared,
    Player(PlayerId),
    Label(String),
}

impl Checker<'_> {
    pub(crate) fn declare_regions(&mut self, file: &GameFile) {
        for item in &file.items {
            match &item.node {
                Item::Region { name, player, cells } => self.declare_region(name, player.as_ref(), cells),
                Item::RegionEach { name, part } => self.declare_each_copy(name, part),
                _ => {}
            }
        }
        for item in &file.items {
            if let Item::Remember { name, family, after } = &item.node {
                self.declare_memory(name, family, after);
            }
        }
    }

    /// `region NAME: each PART`: one region per copy of the part, labelled by the copy's name.
    fn declare_each_copy(&mut self, name: &Name, part: &Name) {
        if self.regions.exists(&name.node) {
            let message = format!("region `{}` is declared twice", name.node);
            self.error(Diagnostic::new("E011", message, name.span).label("already declared"));
            return;
        }
        let Some(geometry) = &self.geometry else { return };
        let members: Vec<RegionDef> = self
            .copies
            .iter()
            .filter(|c| c.part == part.node)
            .map(|c| {
                let mut cells = vec![false; geometry.cell_count()];
                c.spots.iter().filter_map(|s| geometry.cell(s)).for_each(|s| cells[s as usize] = true);
                RegionDef { name: name.node.clone(), player: None, label: Some(c.prefix.clone()), cells }
            })
            .collect();
        if members.is_empty() {
            let mut known: Vec<String> = self.copies.iter().map(|c| c.part.clone()).collect();
            known.sort();
            known.dedup();
            self.unknown("copied part", &part.node, part.span, &known);
            self.regions.fail(&name.node);
            return;
        }
        for member in members {
            if let Some(label) = &member.label
                && !self.labels.contains(label)
            {
                self.labels.push(label.clone());
            }
            self.regions.push(member);
        }
    }

    fn declare_region(&mut self, name: &Name, of: Option<&Name>, cells: &Spanned<CellExpr>) {
        let Some(member) = self.member(name, of) else { return };
        let (player, label) = match &member {
            Member::Shared => (None, None),
            Member::Player(p) => (Some(*p), None),
            Member::Label(l) => (None, Some(l.clone())),
        };
        let same_name: Vec<&RegionDef> = self.regions.named(&name.node).collect();
        let clash = match &member {
            Member::Shared => !same_name.is_empty(),
            _ => same_name.iter().any(|r| {
                (r.player.is_none() && r.label.is_none()) || (r.player == player && r.label == label)
            }),
        };
        if clash {
            let message = format!("region `{}` is declared twice", name.node);
            self.error(Diagnostic::new("E011", message, name.span).label("already declared"));
            return;
        }
        let Some(mask) = self.eval_fixed(cells, player) else {
            self.regions.fail(&name.node);
            return;
        };
        if let Some(label) = &label
            && !self.labels.contains(label)
        {
            self.labels.push(label.clone());
        }
        let cells = mask.iter().map(|&m| m != 0).collect();
        self.regions.push(RegionDef { name: name.node.clone(), player, label, cells });
    }

    /// Whether `of X` names a player or a label; a family of regions holds one or the other.
    fn member(&mut self, name: &Name, of: Option<&Name>) -> Option<Member> {
        let Some(of) = of else { return Some(Member::Shared) };
        let player = self.players.iter().position(|p| *p == of.node).map(|p| p as PlayerId);
        let family_of_players = self.regions.named(&name.node).any(|r| r.player.is_some());
        let family_of_labels = self.regions.named(&name.node).any(|r| r.label.is_some());
        match player {
            Some(p) if !family_of_labels => Some(Member::Player(p)),
            None if !family_of_players => Some(Member::Label(of.node.clone())),
            _ => {
                let message = format!("region `{}` is declared both per player and per label", name.node);
                let help = match player {
                    Some(_) => "a label may not be a player's name".to_string(),
                    None => format!("`{}` is not a player; players are {}", of.node, self.players.join(", ")),
                };
                self.error(
                    Diagnostic::new("E016", message, of.span).label("mixes players and labels").help(help),
                );
                None
            }
        }
    }

    fn declare_memory(&mut self, name: &Name, family: &Name, after: &Name) {
        if let Some(existing) = &self.memory {
            let message = format!("a game may remember one label; `{}` is already remembered", existing.name);
            self.error(Diagnostic::new("E022", message, name.span).label("second `remember`"));
            return;
        }
        if !self.regions.named(&family.node).any(|r| r.label.is_some()) {
            let known: Vec<String> =
                self.regions.iter().filter(|r| r.label.is_some()).map(|r| r.name.clone()).collect();
            self.unknown("family of labelled regions", &family.node, family.span, &known);
            return;
        }
        if self.labels.len() > MAX_LABELS {
            let message =
                format!("{} region labels are more than a remembered label can hold", self.labels.len());
            self.error(Diagnostic::new("E022", message, name.span).label(format!("at most {MAX_LABELS}")));
            return;
        }
        self.memory =
            Some(MemoryDef { name: name.node.clone(), family: family.node.clone(), after: after.clone() });
    }

    /// The compiled memory, once the actions that set it are known.
    pub(crate) fn memory(&mut self, actions: &[ActionRule]) -> Option<Option<Memory>> {
        let Some(def) = &self.memory else { return Some(None) };
        let (name, family, after) = (def.name.clone(), def.family.clone(), def.after.clone());
        let after = self.action_mask(&after, actions)?;
        let cells = self.geometry.as_ref().map_or(0, |g| g.cell_count());
        let mut label_of = vec![0u8; cells];
        for region in self.regions.named(&family) {
            let index = region.label.as_ref().and_then(|l| self.labels.iter().position(|x| x == l));
            for (cell, _) in region.cells.iter().enumerate().filter(|(_, b)| **b) {
                label_of[cell] = index.map_or(0, |i| i as u8 + 1);
            }
        }
        Some(Some(Memory { name, family, after, label_of, labels: self.labels.clone() }))
    }

    /// The regions of a family as cell bit sets back to back, for `regions FAMILY full | majority`.
    pub(crate) fn family_masks(&mut self, family: &Name) -> Option<Vec<u64>> {
        let members: Vec<&RegionDef> = self.regions.named(&family.node).collect();
        if members.is_empty() {
            if !self.regions.failed(&family.node) {
                let known: Vec<String> = self.regions.names();
                self.unknown("region", &family.node, family.span, &known);
            }
            return None;
        }
        let mut masks = Vec::new();
        for region in members {
            let start = masks.len();
            masks.resize(start + region.cells.len().div_ceil(64), 0u64);
            for (c, _) in region.cells.iter().enumerate().filter(|(_, b)| **b) {
                masks[start + c / 64] |= 1 << (c % 64);
            }
        }
        Some(masks)
    }

    /// How many values the remembered label can take, "nothing yet" included.
    pub(crate) fn memory_values(&self) -> usize {
        if self.memory.is_some() { self.labels.len() + 1 } else { 1 }
    }
}

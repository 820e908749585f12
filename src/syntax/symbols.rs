//! Symbols: every place a player, piece kind, region, action or option is declared or named in
//! a parsed file, with its span — for editors (definitions, references, outlines) and lints.

use super::ast::{
    Action, CellExpr, CellNumber, Cond, Distance, Effect, GameFile, Item, Motion, Movement, Name,
    OutcomeKind, Quantity, Spanned, Timing, TurnPattern,
};

/// What a name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymbolKind {
    Player,
    Kind,
    Region,
    Action,
    Option,
}

impl SymbolKind {
    /// The word a user reads for it: `player`, `piece kind`…
    pub fn describe(self) -> &'static str {
        match self {
            SymbolKind::Player => "player",
            SymbolKind::Kind => "piece kind",
            SymbolKind::Region => "region",
            SymbolKind::Action => "action",
            SymbolKind::Option => "option",
        }
    }
}

/// One occurrence of a name: its declaration or a use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub kind: SymbolKind,
    pub name: String,
    pub span: super::ast::Span,
    /// Whether this occurrence declares the name (a region of several players or labels has a
    /// declaration per statement).
    pub declaration: bool,
}

/// Every declaration and use of a player, kind, region, action or option, in source order.
/// A bare name in a cell set is a region when one of that name is declared, else a cell, and
/// cells are left out; names that resolve to nothing declared are left out too.
pub fn symbols(file: &GameFile) -> Vec<Symbol> {
    let mut index = Index { symbols: Vec::new(), declared: Vec::new() };
    for item in &file.items {
        index.declare(&item.node);
    }
    for (item, gate) in file.items.iter().zip(&file.gates) {
        if let Some(gate) = gate {
            index.name(SymbolKind::Option, &gate.option);
        }
        index.uses(&item.node);
    }
    let mut symbols = index.symbols;
    symbols.sort_by_key(|s| (s.span.start, s.span.end));
    symbols.dedup();
    symbols
}

/// The occurrence whose span holds a byte offset (its end included, where a cursor stops
/// after typing a name).
pub fn symbol_at(symbols: &[Symbol], offset: usize) -> Option<&Symbol> {
    symbols.iter().find(|s| s.span.start <= offset && offset <= s.span.end)
}

struct Index {
    symbols: Vec<Symbol>,
    /// Names declared, to tell a region from a cell and to leave unknown names out.
    declared: Vec<(SymbolKind, String)>,
}

impl Index {
    fn add(&mut self, kind: SymbolKind, name: &Name, declaration: bool) {
        self.symbols.push(Symbol { kind, name: name.node.clone(), span: name.span, declaration });
    }

    fn declare_name(&mut self, kind: SymbolKind, name: &Name) {
        self.add(kind, name, true);
        self.declared.push((kind, name.node.clone()));
    }

    fn is(&self, kind: SymbolKind, name: &str) -> bool {
        self.declared.iter().any(|(k, n)| *k == kind && n == name)
    }

    /// A use of a name, kept only when something of that kind is declared by it.
    fn name(&mut self, kind: SymbolKind, name: &Name) {
        if self.is(kind, &name.node) {
            self.add(kind, name, false);
        }
    }

    fn declare(&mut self, item: &Item) {
        match item {
            Item::Players(names) => names.iter().for_each(|n| self.declare_name(SymbolKind::Player, n)),
            Item::Piece(decls) => decls.iter().for_each(|d| self.declare_name(SymbolKind::Kind, &d.name)),
            Item::Region { name, .. } | Item::RegionEach { name, .. } => {
                self.declare_name(SymbolKind::Region, name)
            }
            Item::Option { name, .. } => self.declare_name(SymbolKind::Option, name),
            Item::Action(action) => self.declare_name(SymbolKind::Action, &action.name),
            _ => {}
        }
    }

    fn uses(&mut self, item: &Item) {
        use SymbolKind as K;
        match item {
            Item::Hand { kinds, player, .. } => {
                kinds.iter().for_each(|k| self.name(K::Kind, k));
                player.iter().for_each(|p| self.name(K::Player, p));
            }
            Item::Setup { player, kind, cells, .. } => {
                self.name(K::Player, player);
                kind.iter().for_each(|k| self.name(K::Kind, k));
                self.cells(cells);
            }
            Item::Region { player, cells, .. } => {
                player.iter().for_each(|p| self.name(K::Player, p));
                self.cells(cells);
            }
            Item::Action(action) => self.action(action),
            Item::Turn { pattern, .. } => self.pattern(pattern),
            Item::Forbid { condition, after, .. } => {
                self.cond(condition);
                after.iter().flatten().for_each(|a| self.name(K::Action, a));
            }
            Item::Result(rule) => {
                if let OutcomeKind::RankBy(score) = &rule.outcome.node {
                    self.quantity(score);
                }
                rule.subject.iter().for_each(|p| self.name(K::Player, p));
                self.cond(&rule.condition);
                if let Timing::After(names) = &rule.timing.node {
                    names.iter().for_each(|a| self.name(K::Action, a));
                }
            }
            Item::Team(players) => players.iter().for_each(|p| self.name(K::Player, p)),
            Item::Remember { family, after, .. } => {
                self.name(K::Region, family);
                self.name(K::Action, after);
            }
            Item::Facing { player, .. } => self.name(K::Player, player),
            Item::Track { of: Some(player), .. } => self.name(K::Player, player),
            Item::Shape { kind, .. } => self.name(K::Kind, kind),
            Item::Promote { from, to, zone, .. } => {
                self.name(K::Kind, from);
                to.iter().for_each(|k| self.name(K::Kind, k));
                self.cells(zone);
            }
            Item::Unmoved(kinds) | Item::Royal(kinds) => kinds.iter().for_each(|k| self.name(K::Kind, k)),
            Item::Value { kinds, cells, .. } | Item::Flag { kinds, cells, .. } => {
                kinds.iter().for_each(|k| self.name(K::Kind, k));
                cells.iter().for_each(|c| self.cells(c));
            }
            Item::Priority { groups, .. } => groups.iter().flatten().for_each(|a| self.name(K::Action, a)),
            Item::Counter { value, on, given, .. } => {
                self.quantity(&value.node);
                self.cond(on);
                given.iter().for_each(|c| self.cond(c));
            }
            _ => {}
        }
    }

    fn action(&mut self, action: &Action) {
        if let Some(when) = &action.when {
            self.cond(when);
        }
        let kinds = match &action.motion.node {
            Motion::Place { kinds, on, covering, stack, .. } => {
                on.iter().chain(covering).for_each(|c| self.cells(c));
                if let Some(Spanned { node: CellNumber::Seen(set), .. }) = stack {
                    self.cells(set);
                }
                kinds
            }
            Motion::Move { kinds, from, movement } => {
                from.iter().for_each(|c| self.cells(c));
                self.movement(movement);
                kinds
            }
            Motion::Remove { kinds, at } | Motion::Flip { kinds, at, .. } => {
                self.cells(at);
                kinds
            }
            Motion::Swap { .. } => &Vec::new(),
            Motion::Sow { from, skip, .. } => {
                self.cells(from);
                skip.iter().for_each(|c| self.cells(c));
                &Vec::new()
            }
        };
        kinds.iter().for_each(|k| self.name(SymbolKind::Kind, k));
        for effect in &action.effects {
            match &effect.node {
                Effect::Capture(cells) | Effect::Flip(cells, _) => self.cells(cells),
                Effect::CustodialSets { of, closed, .. } => {
                    of.iter().chain(closed).for_each(|c| self.cells(c))
                }
                Effect::Value { on, .. } | Effect::Flag { on, .. } => on.iter().for_each(|c| self.cells(c)),
                Effect::Take { cells, to, unless } => {
                    self.cells(cells);
                    to.iter().for_each(|c| self.cells(c));
                    unless.iter().for_each(|c| self.cond(c));
                }
                _ => {}
            }
        }
        if let Some(requires) = &action.requires {
            self.cond(requires);
        }
    }

    fn movement(&mut self, movement: &Movement) {
        match movement {
            Movement::Step { to, .. } => to.iter().for_each(|c| self.cells(c)),
            Movement::Leap { through, to, .. } => through.iter().chain(to).for_each(|c| self.cells(c)),
            Movement::Slide { through, to, exactly, .. } => {
                through.iter().chain(to).for_each(|c| self.cells(c));
                if let Some(Spanned { node: Distance::InLine(cells), .. }) = exactly {
                    self.cells(cells);
                }
            }
            Movement::Hop { through, over, to, .. } => {
                through.iter().for_each(|c| self.cells(c));
                self.cells(over);
                to.iter().for_each(|c| self.cells(c));
            }
            Movement::Anywhere { to } => self.cells(to),
            Movement::Along { to, .. } => to.iter().for_each(|c| self.cells(c)),
        }
    }

    fn pattern(&mut self, pattern: &Spanned<TurnPattern>) {
        match &pattern.node {
            TurnPattern::Action(name) => self.name(SymbolKind::Action, name),
            TurnPattern::Seq(parts) | TurnPattern::Alt(parts) => parts.iter().for_each(|p| self.pattern(p)),
            TurnPattern::Optional(inner) | TurnPattern::Star(inner) | TurnPattern::Plus(inner) => {
                self.pattern(inner)
            }
        }
    }

    fn cells(&mut self, cells: &Spanned<CellExpr>) {
        match &cells.node {
            CellExpr::Name(name) => self.name(SymbolKind::Region, name),
            CellExpr::RegionOf { region, player } => {
                self.name(SymbolKind::Region, region);
                self.name(SymbolKind::Player, player);
            }
            CellExpr::Last { action: Some(action), .. } => self.name(SymbolKind::Action, action),
            CellExpr::Next { of: inner, .. }
            | CellExpr::Surrounded { by: inner, .. }
            | CellExpr::Sight { from: inner, .. } => self.cells(inner),
            CellExpr::Compare(left, _, right) => {
                for number in [left, right] {
                    if let CellNumber::Seen(inner) = &**number {
                        self.cells(inner);
                    }
                }
            }
            CellExpr::Back { from, within, .. } => {
                self.cells(from);
                self.cells(within);
            }
            CellExpr::And(a, b) | CellExpr::Or(a, b) | CellExpr::Minus(a, b) => {
                self.cells(a);
                self.cells(b);
            }
            _ => {}
        }
    }

    fn cond(&mut self, cond: &Spanned<Cond>) {
        match &cond.node {
            Cond::Compare { left, right, .. } => {
                self.quantity(&left.node);
                self.quantity(&right.node);
            }
            Cond::Not(inner) => self.cond(inner),
            Cond::And(a, b) | Cond::Or(a, b) => {
                self.cond(a);
                self.cond(b);
            }
            Cond::Stuck | Cond::AllStuck | Cond::BoardFull | Cond::Check => {}
        }
    }

    fn quantity(&mut self, quantity: &Quantity) {
        match quantity {
            Quantity::Bonus { player, .. } => self.name(SymbolKind::Player, player),
            Quantity::Sum(first, rest) => {
                self.quantity(&first.node);
                rest.iter().for_each(|(_, q)| self.quantity(&q.node));
            }
            Quantity::TurnsWithout(actions) => actions.iter().for_each(|a| self.name(SymbolKind::Action, a)),
            Quantity::Pieces { kind, .. } | Quantity::Hand(kind) => {
                kind.iter().for_each(|k| self.name(SymbolKind::Kind, k))
            }
            Quantity::Regions { family, .. } => self.name(SymbolKind::Region, family),
            Quantity::Groups { touching, of_family, .. } => {
                touching.iter().for_each(|c| self.cells(c));
                if let Some((_, family)) = of_family {
                    self.name(SymbolKind::Region, family);
                }
            }
            Quantity::Count(cells) | Quantity::Rings { around: Some(cells), .. } => self.cells(cells),
            Quantity::Seeds(cells) | Quantity::Height(cells) | Quantity::Value(_, cells) => self.cells(cells),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "players blue white\nboard square 3 x 3\npiece disc\nhand disc 2\n\
        region mid: b2\nregion home of blue: a1\nregion home of white: c3\n\
        option fast \"quick\"\naction place: place disc on empty & home\n\
        action hop: move step any to mid if fast\nturn: place hop?\n\
        win: count home of blue >= 1 for opponents\n";

    fn occurrences(name: &str) -> Vec<(SymbolKind, bool)> {
        let file = crate::syntax::parse(GAME).expect("parses");
        symbols(&file).into_iter().filter(|s| s.name == name).map(|s| (s.kind, s.declaration)).collect()
    }

    #[test]
    fn declarations_and_uses_are_found_with_their_kind() {
        use SymbolKind::*;
        assert_eq!(occurrences("blue"), [(Player, true), (Player, false), (Player, false)]);
        assert_eq!(occurrences("home"), [(Region, true), (Region, true), (Region, false), (Region, false)]);
        assert_eq!(occurrences("mid"), [(Region, true), (Region, false)]);
        assert_eq!(occurrences("hop"), [(Action, true), (Action, false)]);
        assert_eq!(occurrences("fast"), [(Option, true), (Option, false)]);
        assert_eq!(occurrences("disc"), [(Kind, true), (Kind, false), (Kind, false)]);
    }

    #[test]
    fn a_cell_is_no_symbol_and_spans_point_at_the_name() {
        let file = crate::syntax::parse(GAME).expect("parses");
        let all = symbols(&file);
        assert!(all.iter().all(|s| GAME[s.span.start..s.span.end] == s.name));
        let b2 = GAME.find("b2").expect("b2");
        assert_eq!(symbol_at(&all, b2), None);
    }
}

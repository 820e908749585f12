//! Names: the few words that cannot be names, and the language's words that a declaration
//! takes over. Any other word names a player, kind, region, spot, option, part or label, and
//! any word at all an action. Where the grammar reads a word alone as the language's cell set
//! (`all`, `empty`, `enclosed`…) or as `capture jumped`, a region or spot the file declares by
//! that word is meant instead: `region edge: …` then `place on edge`.

use super::ast::{
    Action, CellExpr, CellNumber, Cond, Distance, Effect, GameFile, Item, Motion, Movement, Quantity, Span,
    Spanned,
};
use std::collections::{HashMap, HashSet};

/// The words no player, kind, region, spot, option, part or label may have: each may follow a
/// name or a cell set and go on with the statement (the grammar's `reserved`). An action may
/// still be called by any of them.
pub const RESERVED: [&str; 8] = ["and", "or", "then", "requires", "to", "after", "if", "unless"];

/// The cell sets written as one word, which a declared region or spot of that name takes over.
const TAKEN_OVER: [&str; 14] = [
    "all",
    "empty",
    "own",
    "enemy",
    "ally",
    "occupied",
    "dark",
    "light",
    "unmoved",
    "attacked",
    "enclosed",
    "territory",
    "jumped",
    "taken",
];

/// The most spot names the copies of parts are expanded to here: a bound on the work, far
/// above any board yon can hold.
const MAX_SPOTS: usize = 100_000;

/// Turns each lone keyword of `TAKEN_OVER` that the file also declares as a region or spot
/// into a use of that name.
pub(super) fn take_over(file: &mut GameFile, source: &str) {
    let declared = declared_cell_names(file);
    let words: HashSet<&str> = TAKEN_OVER.into_iter().filter(|w| declared.contains(*w)).collect();
    if words.is_empty() {
        return;
    }
    for item in &mut file.items {
        item_cells(&mut item.node, &mut |cells| cells_in(cells, &words));
        if let Item::Action(action) = &mut item.node
            && words.contains("jumped")
        {
            action.effects.iter_mut().for_each(|effect| jumped(effect, source));
        }
    }
}

/// The names of regions and spots (a copy's spots included) declared in the file.
fn declared_cell_names(file: &GameFile) -> HashSet<String> {
    let mut names = HashSet::new();
    let mut parts: HashMap<&str, &[super::ast::Spot]> = HashMap::new();
    for item in &file.items {
        match &item.node {
            Item::Region { name, .. } | Item::RegionEach { name, .. } => {
                names.insert(name.node.clone());
            }
            Item::Part { name, spots } => {
                parts.insert(name.node.as_str(), spots);
            }
            _ => {}
        }
    }
    for item in &file.items {
        let Item::Spots(spots) = &item.node else { continue };
        for spot in spots {
            spot_names(spot, "", &parts, 0, &mut names);
        }
    }
    names
}

/// A spot's full name, or, for a copy of a part, the names of the copy's spots.
fn spot_names(
    spot: &super::ast::Spot,
    prefix: &str,
    parts: &HashMap<&str, &[super::ast::Spot]>,
    depth: usize,
    into: &mut HashSet<String>,
) {
    let name = format!("{prefix}{}", spot.name.node);
    let Some(part) = &spot.part else {
        into.insert(name);
        return;
    };
    // A part that copies itself is the checker's to report.
    let Some(spots) = parts.get(part.node.as_str()).filter(|_| depth < parts.len()) else { return };
    for inner in spots.iter() {
        if into.len() >= MAX_SPOTS {
            return;
        }
        spot_names(inner, &name, parts, depth + 1, into);
    }
}

/// Calls `f` on every cell set written in the statement.
fn item_cells(item: &mut Item, f: &mut impl FnMut(&mut Spanned<CellExpr>)) {
    match item {
        Item::Setup { cells, .. }
        | Item::Region { cells, .. }
        | Item::Promote { zone: cells, .. }
        | Item::Seeds { cells, .. } => f(cells),
        Item::Value { cells, .. } | Item::Flag { cells, .. } => cells.iter_mut().for_each(f),
        Item::Action(action) => action_cells(action, f),
        Item::Forbid { condition, .. } => cond_cells(condition, f),
        Item::Counter { value, on, given, .. } => {
            quantity_cells(&mut value.node, f);
            cond_cells(on, f);
            given.iter_mut().for_each(|c| cond_cells(c, f));
        }
        Item::Result(rule) => {
            if let super::ast::OutcomeKind::RankBy(score) = &mut rule.outcome.node {
                quantity_cells(score, f);
            }
            cond_cells(&mut rule.condition, f);
        }
        _ => {}
    }
}

fn action_cells(action: &mut Action, f: &mut impl FnMut(&mut Spanned<CellExpr>)) {
    if let Some(when) = &mut action.when {
        cond_cells(when, f);
    }
    match &mut action.motion.node {
        Motion::Place { on, covering, stack, .. } => {
            on.iter_mut().chain(covering).for_each(&mut *f);
            if let Some(Spanned { node: CellNumber::Seen(set), .. }) = stack {
                f(set);
            }
        }
        Motion::Move { from, movement, .. } => {
            from.iter_mut().for_each(&mut *f);
            match movement {
                Movement::Step { to, .. } => to.iter_mut().for_each(&mut *f),
                Movement::Leap { through, to, .. } => through.iter_mut().chain(to).for_each(&mut *f),
                Movement::Slide { through, to, exactly, .. } => {
                    through.iter_mut().chain(to).for_each(&mut *f);
                    if let Some(Spanned { node: Distance::InLine(cells), .. }) = exactly {
                        f(cells);
                    }
                }
                Movement::Hop { through, over, to, .. } => {
                    through.iter_mut().for_each(&mut *f);
                    f(over);
                    to.iter_mut().for_each(&mut *f);
                }
                Movement::Anywhere { to } => f(to),
                Movement::Along { to, .. } => to.iter_mut().for_each(&mut *f),
            }
        }
        Motion::Remove { at, .. } | Motion::Flip { at, .. } => f(at),
        Motion::Swap { .. } => {}
        Motion::Sow { from, skip, .. } => {
            f(from);
            skip.iter_mut().for_each(&mut *f);
        }
    }
    for effect in &mut action.effects {
        match &mut effect.node {
            Effect::Capture(cells) | Effect::Flip(cells, _) => f(cells),
            Effect::CustodialSets { of, closed, .. } => of.iter_mut().chain(closed).for_each(&mut *f),
            Effect::Value { on, .. } | Effect::Flag { on, .. } => on.iter_mut().for_each(&mut *f),
            Effect::Take { cells, to, unless } => {
                f(cells);
                to.iter_mut().for_each(&mut *f);
                unless.iter_mut().for_each(|c| cond_cells(c, f));
            }
            _ => {}
        }
    }
    if let Some(requires) = &mut action.requires {
        cond_cells(requires, f);
    }
}

fn cond_cells(cond: &mut Spanned<Cond>, f: &mut impl FnMut(&mut Spanned<CellExpr>)) {
    match &mut cond.node {
        Cond::Compare { left, right, .. } => {
            quantity_cells(&mut left.node, f);
            quantity_cells(&mut right.node, f);
        }
        Cond::Not(inner) => cond_cells(inner, f),
        Cond::And(a, b) | Cond::Or(a, b) => {
            cond_cells(a, f);
            cond_cells(b, f);
        }
        Cond::Stuck | Cond::AllStuck | Cond::BoardFull | Cond::Check => {}
    }
}

fn quantity_cells(quantity: &mut Quantity, f: &mut impl FnMut(&mut Spanned<CellExpr>)) {
    match quantity {
        Quantity::Sum(first, rest) => {
            quantity_cells(&mut first.node, f);
            rest.iter_mut().for_each(|(_, q)| quantity_cells(&mut q.node, f));
        }
        Quantity::Groups { touching, .. } => touching.iter_mut().for_each(f),
        Quantity::Count(cells) | Quantity::Rings { around: Some(cells), .. } => f(cells),
        Quantity::Seeds(cells) | Quantity::Height(cells) | Quantity::Value(_, cells) => f(cells),
        _ => {}
    }
}

/// A cell set with each lone keyword among `words` made a name, all the way down.
fn cells_in(cells: &mut Spanned<CellExpr>, words: &HashSet<&str>) {
    let word = match &mut cells.node {
        CellExpr::All => "all",
        CellExpr::Empty => "empty",
        CellExpr::Own => "own",
        CellExpr::Enemy => "enemy",
        CellExpr::Ally => "ally",
        CellExpr::Occupied => "occupied",
        CellExpr::Dark => "dark",
        CellExpr::Light => "light",
        CellExpr::Unmoved => "unmoved",
        CellExpr::Taken => "taken",
        CellExpr::Attacked => "attacked",
        CellExpr::Enclosed(None) => "enclosed",
        CellExpr::Territory(None) => "territory",
        CellExpr::Compare(left, _, right) => {
            for number in [left, right] {
                if let CellNumber::Seen(inner) = &mut **number {
                    cells_in(inner, words);
                }
            }
            return;
        }
        CellExpr::Next { of: inner, .. }
        | CellExpr::Surrounded { by: inner, .. }
        | CellExpr::Sight { from: inner, .. }
        | CellExpr::Within { of: inner, .. } => {
            return cells_in(inner, words);
        }
        CellExpr::And(a, b)
        | CellExpr::Or(a, b)
        | CellExpr::Minus(a, b)
        | CellExpr::Back { from: a, within: b, .. } => {
            cells_in(a, words);
            return cells_in(b, words);
        }
        _ => return,
    };
    if words.contains(word) {
        cells.node = CellExpr::Name(Spanned::new(word.to_string(), cells.span));
    }
}

/// `capture jumped` or `flip jumped`, in a file with a region or spot `jumped`: that set.
fn jumped(effect: &mut Spanned<Effect>, source: &str) {
    let to = match effect.node {
        Effect::CaptureJumped => None,
        Effect::FlipJumped(to) => Some(to),
        _ => return,
    };
    let Some(start) = second_word(source, effect.span.start) else { return };
    let name = Spanned::new("jumped".to_string(), Span::new(start, start + "jumped".len()));
    let set = Spanned::new(CellExpr::Name(name.clone()), name.span);
    effect.node = match to {
        None => Effect::Capture(set),
        Some(to) => Effect::Flip(set, to),
    };
}

/// Where the word after the one at `start` begins, past whitespace and comments.
fn second_word(source: &str, start: usize) -> Option<usize> {
    let rest = source.get(start..)?;
    let mut at = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))?;
    loop {
        let tail = &rest[at..];
        let blank = tail.len() - tail.trim_start().len();
        at += blank;
        if !rest[at..].starts_with("//") {
            return Some(start + at);
        }
        at += rest[at..].find('\n')?;
    }
}

#[cfg(test)]
mod tests;

//! Lints: warnings (`W001`…) about a file that checks clean but is surely wrong — a kind no
//! one ever has, an action that can never be legal, a result that can never hold, a region
//! nothing uses, (`overlap.rs`) a rule always played by an earlier one or a `for opponents`
//! count of a kind an opponent never has, and (`traps.rs`) an option nothing gates, a win for
//! the opponent who has nothing or a royal kind nothing attacks — and the `// allow W00N`
//! comments that silence them line by line.

use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CompareOp, Cond, GameFile, HandCount, Item, Motion, Name, Quantity, Spanned};
use crate::syntax::symbols::{SymbolKind, symbols};

/// Every warning of a file that checks clean (none for a file with errors: fix those first),
/// less those an `// allow` comment silences. Statements gated by options all count, so a
/// warning holds whichever options are chosen.
pub fn warnings(source: &str) -> Vec<Diagnostic> {
    let Ok(file) = crate::syntax::parse(source) else { return Vec::new() };
    if !super::diagnose(source).is_empty() {
        return Vec::new();
    }
    let cells = board_cells(&file, source);
    let mut found = Vec::new();
    let existing = kinds_on_board(&file);
    unheld_kinds(&file, &existing, &mut found);
    actions_never_legal(&file, &existing, &mut found);
    results_never_hold(&file, cells, &mut found);
    unused_regions(&file, &mut found);
    super::counter::unread_counters(&file, &mut found);
    super::overlap::duplicate_actions(&file, source, &mut found);
    super::overlap::opponents_without_the_kind(&file, &mut found);
    super::traps::unused_options(&file, &mut found);
    super::traps::wins_for_having_nothing(&file, &mut found);
    super::traps::royals_never_attacked(&file, source, &mut found);
    found.retain(|d| !allowed(source, d));
    found.sort_by_key(|d| (d.span.start, d.code));
    found
}

/// The board's cell count, when no option changes the board (else nothing is assumed).
fn board_cells(file: &GameFile, source: &str) -> Option<f64> {
    let shapes_board =
        |item: &Item| matches!(item, Item::Board(_) | Item::Spots(_) | Item::Link { .. } | Item::Part { .. });
    let gated = file.items.iter().zip(&file.gates).any(|(i, g)| g.is_some() && shapes_board(&i.node));
    if gated {
        return None;
    }
    super::check(file, source).ok().map(|rules| rules.geometry.cell_count() as f64)
}

/// The kinds some piece can ever be of: set up, in a hand, or promoted to.
fn kinds_on_board(file: &GameFile) -> Vec<String> {
    let declared: Vec<&Name> = declared_kinds(file).collect();
    let mut kinds = Vec::new();
    for item in &file.items {
        match &item.node {
            Item::Hand { kinds: hand, count, .. } if count.node != HandCount::Finite(0) => {
                kinds.extend(hand.iter().map(|k| k.node.clone()))
            }
            Item::Setup { kind: Some(kind), .. } => kinds.push(kind.node.clone()),
            // Without a kind, a setup is of the only kind (the checker refuses it otherwise).
            Item::Setup { kind: None, .. } => kinds.extend(declared.iter().map(|k| k.node.clone())),
            Item::Promote { to, .. } => kinds.extend(to.iter().map(|k| k.node.clone())),
            _ => {}
        }
    }
    kinds
}

fn declared_kinds(file: &GameFile) -> impl Iterator<Item = &Name> {
    file.items.iter().flat_map(|i| match &i.node {
        Item::Piece(decls) => decls.iter().map(|d| &d.name).collect(),
        _ => Vec::new(),
    })
}

/// W001: a kind declared that no setup, hand or promotion ever gives anyone.
fn unheld_kinds(file: &GameFile, existing: &[String], found: &mut Vec<Diagnostic>) {
    for kind in declared_kinds(file).filter(|k| !existing.contains(&k.node)) {
        let message = format!("no player ever has a `{}`", kind.node);
        found.push(
            Diagnostic::new("W001", message, kind.span)
                .label("never set up, in a hand, or promoted to")
                .help(format!("set it up, give it with `hand {} N`, or remove it", kind.node)),
        );
    }
}

/// W002: an action that needs pieces of kinds no one ever has (a `place` needs them in hand).
fn actions_never_legal(file: &GameFile, existing: &[String], found: &mut Vec<Diagnostic>) {
    // `stacks at most N own to hand` fills a hand too.
    let capture_to_hand = file.items.iter().any(|i| match &i.node {
        Item::CaptureToHand { .. } => true,
        Item::Stacks(Some(at_most)) => at_most.own_to_hand,
        _ => false,
    });
    let in_hand: Vec<&str> = file
        .items
        .iter()
        .flat_map(|i| match &i.node {
            Item::Hand { kinds, count, .. } if count.node != HandCount::Finite(0) => kinds.as_slice(),
            _ => &[],
        })
        .map(|kind| kind.node.as_str())
        .collect();
    for item in &file.items {
        let Item::Action(action) = &item.node else { continue };
        let (never, why, fix) = match &action.motion.node {
            // Captured pieces reach a hand only with `capture to hand`, and only kinds that stood.
            Motion::Place { kinds, .. } if !capture_to_hand => {
                let held = |k: &Name| in_hand.contains(&k.node.as_str());
                let never = if kinds.is_empty() { in_hand.is_empty() } else { !kinds.iter().any(held) };
                (never, "no hand ever holds a piece it could place", "give a hand of it with `hand KIND N`")
            }
            Motion::Place { .. } | Motion::Swap { .. } | Motion::Sow { .. } => (false, "", ""),
            Motion::Move { kinds, .. } | Motion::Remove { kinds, .. } | Motion::Flip { kinds, .. } => {
                let never = if kinds.is_empty() {
                    existing.is_empty()
                } else {
                    !kinds.iter().any(|k| existing.contains(&k.node))
                };
                (never, "no piece it could act on is ever on the board", "set its pieces up with `setup`")
            }
        };
        if never {
            let message = format!("action `{}` can never be legal", action.name.node);
            found.push(
                Diagnostic::new("W002", message, action.name.span)
                    .label(why)
                    .help(format!("{fix}, or remove the action")),
            );
        }
    }
}

/// W003: a result whose condition can never hold, by the bounds of the numbers it compares.
fn results_never_hold(file: &GameFile, cells: Option<f64>, found: &mut Vec<Diagnostic>) {
    for item in &file.items {
        let Item::Result(rule) = &item.node else { continue };
        if never_holds(&rule.condition, cells) {
            found.push(
                Diagnostic::new("W003", "this result can never hold", rule.condition.span)
                    .label(match cells {
                        Some(n) => format!("never true on a board of {n} cells"),
                        None => "never true".to_string(),
                    })
                    .help("no count of pieces, cells or groups is negative or larger than the board"),
            );
        }
    }
}

fn never_holds(cond: &Spanned<Cond>, cells: Option<f64>) -> bool {
    match &cond.node {
        Cond::Compare { left, op, right } => {
            let ((a, b), (c, d)) = (bounds(&left.node, cells), bounds(&right.node, cells));
            match op {
                CompareOp::Eq => b < c || d < a,
                CompareOp::Ne => a == b && c == d && a == c,
                CompareOp::Lt => a >= d,
                CompareOp::Le => a > d,
                CompareOp::Gt => b <= c,
                CompareOp::Ge => b < c,
            }
        }
        Cond::And(a, b) => never_holds(a, cells) || never_holds(b, cells),
        Cond::Or(a, b) => never_holds(a, cells) && never_holds(b, cells),
        Cond::Not(_) | Cond::Stuck | Cond::AllStuck | Cond::BoardFull | Cond::Check => false,
    }
}

/// The least and greatest value a quantity can take (infinite when unknown).
fn bounds(quantity: &Quantity, cells: Option<f64>) -> (f64, f64) {
    let board = cells.unwrap_or(f64::INFINITY);
    match quantity {
        Quantity::Number(n) => (*n, *n),
        Quantity::Bonus { amount, .. } => (amount.min(0.0), amount.max(0.0)),
        Quantity::Sum(first, rest) => rest.iter().fold(bounds(&first.node, cells), |(lo, hi), (add, q)| {
            let (l, h) = bounds(&q.node, cells);
            if *add { (lo + l, hi + h) } else { (lo - h, hi - l) }
        }),
        // Each counts cells of the board, or groups of pieces on them. Lines are left out:
        // one piece can be a line along every axis, so they may outnumber the cells.
        Quantity::Pieces { .. } | Quantity::Count(_) | Quantity::Groups { .. } | Quantity::Rings { .. } => {
            (0.0, board)
        }
        Quantity::Stranded => (0.0, 1.0),
        Quantity::Turn => (1.0, f64::INFINITY),
        _ => (0.0, f64::INFINITY),
    }
}

/// W004: a region declared that no statement uses.
fn unused_regions(file: &GameFile, found: &mut Vec<Diagnostic>) {
    let all = symbols(file);
    let regions = all.iter().filter(|s| s.kind == SymbolKind::Region);
    let mut reported: Vec<&str> = Vec::new();
    for declaration in regions.clone().filter(|s| s.declaration) {
        let used = regions.clone().any(|s| !s.declaration && s.name == declaration.name);
        if used || reported.contains(&declaration.name.as_str()) {
            continue;
        }
        reported.push(&declaration.name);
        let message = format!("region `{}` is never used", declaration.name);
        found.push(
            Diagnostic::new("W004", message, declaration.span)
                .label("no rule, setup or region names it")
                .help("use it in a rule, or remove it"),
        );
    }
}

/// Whether `// allow CODE` stands on the warning's line, or alone on the line before.
fn allowed(source: &str, diagnostic: &Diagnostic) -> bool {
    let start = diagnostic.span.start.min(source.len());
    let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = source[start..].find('\n').map_or(source.len(), |i| start + i);
    let line = &source[line_start..line_end];
    let before = source[..line_start.saturating_sub(1)].rsplit('\n').next().filter(|_| line_start > 0);
    let allows = |text: &str| {
        let Some((_, comment)) = text.split_once("//") else { return false };
        let Some(codes) = comment.trim_start().strip_prefix("allow") else { return false };
        codes.split(|c: char| !c.is_ascii_alphanumeric()).any(|c| c == diagnostic.code)
    };
    allows(line) || before.is_some_and(|b| b.trim_start().starts_with("//") && allows(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "players a b\nboard square 3 x 3\npiece stone\nhand stone 5\n\
        action place: place on empty\n";

    /// The codes of the warnings of the base game with more statements, which must check.
    fn codes(extra: &str) -> Vec<&'static str> {
        let source = format!("{BASE}{extra}");
        assert_eq!(super::super::diagnose(&source), [], "{extra}");
        warnings(&source).iter().map(|d| d.code).collect()
    }

    #[test]
    fn a_clean_file_has_no_warning() {
        assert_eq!(codes("win: lines 3 >= 1\n"), Vec::<&str>::new());
    }

    #[test]
    fn results_beyond_the_board_never_hold() {
        assert_eq!(codes("win: pieces > 9\n"), ["W003"]);
        assert_eq!(codes("win: pieces >= 9\n"), Vec::<&str>::new());
        assert_eq!(codes("win: pieces < 0 or stuck\n"), Vec::<&str>::new());
        assert_eq!(codes("win: pieces < 0 and stuck\n"), ["W003"]);
        assert_eq!(codes("win: count empty + 1 > 10\n"), ["W003"]);
        assert_eq!(codes("win: turn < 1\n"), ["W003"]);
        // A piece can be a line along each of four axes: lines may outnumber the cells.
        assert_eq!(codes("win: lines 1 >= 20\n"), Vec::<&str>::new());
    }

    #[test]
    fn kinds_and_actions_without_pieces_warn() {
        assert_eq!(codes("piece ghost\naction haunt: move ghost step any\n"), ["W001", "W002"]);
        assert_eq!(
            codes("piece ghost\nsetup a ghost: a1\naction haunt: move ghost step any\n"),
            Vec::<&str>::new()
        );
        assert_eq!(codes("piece ghost\npromote stone to ghost in all\n"), Vec::<&str>::new());
    }

    #[test]
    fn a_rule_that_an_earlier_one_always_plays_warns() {
        assert_eq!(codes("action again: place  on\n  empty\n"), ["W005"]);
        // Told apart by a `requires`, a `when`, the turn or a forbid, each may play.
        assert_eq!(codes("action again: place on empty requires pieces > 0\n"), ["W005"]);
        assert_eq!(codes("action again when pieces > 0: place on empty\n"), Vec::<&str>::new());
        assert_eq!(codes("action again: place on empty\nturn 1: again\nturn: place\n"), Vec::<&str>::new());
        assert_eq!(
            codes("action again: place on empty\nforbid: pieces > 3 after place\n"),
            Vec::<&str>::new()
        );
        assert_eq!(codes("action again: place on a1\n"), Vec::<&str>::new());
    }

    #[test]
    fn a_for_opponents_count_of_a_kind_some_opponent_never_has_warns() {
        let goats = "piece goat\nsetup a goat: a1\n";
        assert_eq!(codes(&format!("{goats}lose: pieces goat == 0 for opponents\n")), ["W006"]);
        assert_eq!(
            codes(&format!("{goats}setup b goat: c3\nlose: pieces goat == 0 for opponents\n")),
            Vec::<&str>::new()
        );
        assert_eq!(codes(&format!("{goats}lose: pieces goat == 0\n")), Vec::<&str>::new());
        // Pieces that change hands may reach anyone.
        let flips = "action turn: flip enemy\n";
        assert_eq!(
            codes(&format!("{goats}{flips}lose: pieces goat == 0 for opponents\n")),
            Vec::<&str>::new()
        );
    }

    #[test]
    fn an_option_no_gate_names_warns() {
        assert_eq!(codes("option big \"big\"\n"), ["W007"]);
        assert_eq!(codes("option big \"big\"\nwin: lines 3 >= 1 if big\n"), Vec::<&str>::new());
        assert_eq!(codes("option big \"big\"\nwin: lines 3 >= 1 unless big\n"), Vec::<&str>::new());
        assert_eq!(codes("option big \"big\" // allow W007\n"), Vec::<&str>::new());
    }

    #[test]
    fn a_win_for_opponents_who_have_nothing_warns() {
        assert_eq!(codes("win: pieces == 0 for opponents\n"), ["W008"]);
        assert_eq!(codes("win: hand + pieces < 1 for opponents\n"), ["W008"]);
        assert_eq!(codes("win: pieces stone < 1 and turn > 2 for opponents\n"), ["W008"]);
        assert_eq!(codes("win: 1 > pieces and turn > 2 for opponents\n"), ["W008"]);
        assert_eq!(codes("win: 0 < pieces and turn > 2 for opponents\n"), Vec::<&str>::new());
        assert_eq!(codes("lose: pieces == 0 for opponents\n"), Vec::<&str>::new());
        assert_eq!(codes("win: pieces == 0\n"), Vec::<&str>::new());
        assert_eq!(codes("win: pieces < 2 for opponents\n"), Vec::<&str>::new());
        assert_eq!(codes("win: pieces == 0 or turn > 2 for opponents\n"), Vec::<&str>::new());
        assert_eq!(codes("win: pieces - hand == 0 for opponents\n"), Vec::<&str>::new());
    }

    #[test]
    fn a_royal_kind_no_rule_can_take_warns() {
        let kings = "piece king\nsetup a king: a1\nsetup b king: c3\nroyal king\n";
        assert_eq!(codes(&format!("{kings}action king: move king step any to empty\n")), ["W009"]);
        let takes = [
            "move king step any to empty | enemy",
            "remove enemy",
            "move king step any then capture custodial orthogonal",
        ];
        for take in takes {
            assert_eq!(codes(&format!("{kings}action king: {take}\n")), Vec::<&str>::new(), "{take}");
        }
        // A capture under an option counts: the warning must hold whichever options are chosen.
        let gated = "option take \"t\"\naction king: move king step any to enemy if take\n";
        assert_eq!(codes(&format!("{kings}{gated}")), Vec::<&str>::new());
    }

    #[test]
    fn allow_comments_silence_their_line_and_the_next() {
        assert_eq!(codes("win: pieces > 9 // allow W003\n"), Vec::<&str>::new());
        assert_eq!(codes("// allow W001, W003: a variant\nwin: pieces > 9\n"), Vec::<&str>::new());
        assert_eq!(codes("// allow W001\nwin: pieces > 9\n"), ["W003"]);
        assert_eq!(codes("win: stuck // allow W003\nwin: pieces > 9\n"), ["W003"]);
    }
}

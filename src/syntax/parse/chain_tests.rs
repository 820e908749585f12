//! Parser tests, chains: the cell sets that read the position, preconditions, removals and
//! flips, moves to a set and exact slides, effects on a set, priorities, sums and counts, and
//! groups: enclosed pieces, territory, counts of a set and board repetitions; links and
//! direction sets.

use super::parse;
use crate::syntax::ast::*;

fn items(source: &str) -> Vec<Spanned<Item>> {
    parse(source).unwrap_or_else(|e| panic!("{source:?}: {e:#?}")).items
}

fn item(source: &str) -> Item {
    items(source).remove(0).node
}

fn place_on(set: &str) -> CellExpr {
    match item(&format!("action a: place on {set}")) {
        Item::Action(Action { motion: Spanned { node: Motion::Place { on: Some(on), .. }, .. }, .. }) => {
            on.node
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn cell_sets_that_read_the_position() {
    assert!(matches!(place_on("last to"), CellExpr::Last { action: None, part: LastPart::To }));
    assert!(matches!(
        place_on("last double passed"),
        CellExpr::Last { action: Some(a), part: LastPart::Passed } if a.node == "double"
    ));
    let CellExpr::And(_, gravity) = place_on("empty & (edge s | next s occupied)") else { panic!() };
    let CellExpr::Or(edge, next) = gravity.node else { panic!() };
    assert!(matches!(edge.node, CellExpr::Edge(d) if d.node.len() == 1));
    assert!(matches!(next.node, CellExpr::Next { of, .. } if of.node == CellExpr::Occupied));
    assert!(matches!(place_on("next (n | e) own"), CellExpr::Next { dirs, .. } if dirs.node.len() == 2));
    assert!(matches!(place_on("dark - unmoved"), CellExpr::Minus(..)));
    // `surrounded` takes one atom, as `next` does: the union needs parentheses.
    let CellExpr::Surrounded { by, .. } = place_on("surrounded orthogonal by (own | castle)") else {
        panic!()
    };
    assert!(matches!(by.node, CellExpr::Or(..)));
    assert!(matches!(place_on("surrounded orthogonal by own | castle"), CellExpr::Or(..)));
    assert!(matches!(place_on("in line 3+"), CellExpr::InLine { length: 3, at_least: true }));
    assert!(matches!(place_on("sight any from last to"), CellExpr::Sight { .. }));
    assert!(matches!(place_on("empty - attacked"), CellExpr::Minus(_, b) if b.node == CellExpr::Attacked));
}

#[test]
fn actions_with_preconditions_removals_flips_and_exact_slides() {
    let Item::Action(fly) = item("action fly when hand == 0 and pieces == 3: move to empty") else {
        panic!()
    };
    assert!(fly.when.is_some());
    assert!(matches!(fly.motion.node, Motion::Move { movement: Movement::Anywhere { .. }, .. }));
    let Item::Action(remove) = item("action r: remove enemy - in line 3") else { panic!() };
    assert!(matches!(remove.motion.node, Motion::Remove { ref kinds, .. } if kinds.is_empty()));
    let Item::Action(remove) = item("action r: remove stone | man from enemy") else { panic!() };
    assert!(matches!(remove.motion.node, Motion::Remove { ref kinds, .. } if kinds.len() == 2));
    let Item::Action(swap) = item("action swap: flip enemy") else { panic!() };
    assert!(matches!(swap.motion.node, Motion::Flip { to: None, .. }));
    let Item::Action(loa) =
        item("action m: move slide any through empty | own to empty | enemy exactly occupied in line")
    else {
        panic!()
    };
    let Motion::Move { movement: Movement::Slide { exactly: Some(e), .. }, .. } = loa.motion.node else {
        panic!()
    };
    assert!(matches!(e.node, Distance::InLine(set) if set.node == CellExpr::Occupied));
    let Item::Action(ep) =
        item("action ep: move pawn step forward-left to last double passed then capture last double to")
    else {
        panic!()
    };
    assert!(matches!(&ep.effects[..], [e] if matches!(e.node, Effect::Capture(_))));
    let Item::Action(on) = item("action on: move from last to hop onward over enemy") else { panic!() };
    let Motion::Move { movement: Movement::Hop { dirs, .. }, .. } = on.motion.node else { panic!() };
    assert_eq!(dirs.node[0].node, "onward");
}

#[test]
fn priorities_unmoved_kinds_promotion_choices_and_turn_words() {
    let Item::Priority { groups, most } = item("priority: jump | king-jump, step") else { panic!() };
    assert!(most.is_empty());
    assert_eq!(groups.iter().map(Vec::len).collect::<Vec<_>>(), [2, 1]);
    // `most QUANTITY` closes the list; `most` alone is an action's name.
    let Item::Priority { groups, most } = item("priority: jump, most captured") else { panic!() };
    assert_eq!((groups.len(), most.len(), most[0].0), (1, 1, 1));
    let Item::Priority { most, .. } = item("priority: run, most used, most pips") else { panic!() };
    assert_eq!(most.iter().map(|(before, _)| *before).collect::<Vec<_>>(), [1, 1]);
    let Item::Priority { groups, most } = item("priority: most | jump") else { panic!() };
    assert!(most.is_empty());
    assert_eq!(groups[0].len(), 2);
    assert!(matches!(item("promote man to king in far at end"), Item::Promote { at_end: true, .. }));
    assert!(matches!(item("unmoved: king, rook"), Item::Unmoved(k) if k.len() == 2));
    assert!(
        matches!(item("promote pawn to queen | rook | bishop | knight in far"), Item::Promote { to, .. } if to.len() == 4)
    );
    assert!(matches!(item("turn: place (place | end) | pass"), Item::Turn { .. }));
}

#[test]
fn quantities_add_bonuses_and_count_quiet_turns() {
    let compare = |source: &str| match item(&format!("draw: {source}")) {
        Item::Result(r) => match r.condition.node {
            Cond::Compare { left, .. } => left.node,
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    };
    assert!(
        matches!(compare("pieces + hand < 3"), Quantity::Sum(_, terms) if terms.len() == 1 && terms[0].0)
    );
    assert!(matches!(compare("7.5 for white > 1"), Quantity::Bonus { amount, .. } if amount == 7.5));
    assert!(
        matches!(compare("turns without capture, push >= 100"), Quantity::TurnsWithout(e) if e.len() == 2)
    );
    assert!(
        matches!(compare("(pieces - 1) + 2 > 0"), Quantity::Sum(first, _) if matches!(first.node, Quantity::Sum(..)))
    );
}

#[test]
fn groups_enclosure_territory_and_counts() {
    let compare = |source: &str| match item(&format!("draw: {source}")) {
        Item::Result(r) => match r.condition.node {
            Cond::Compare { left, .. } => left.node,
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    };
    let dirs = |set: &Option<Spanned<DirExpr>>| set.as_ref().map_or(0, |d| d.node.len());
    let Quantity::Count(set) = compare("count own & enclosed orthogonal >= 1") else { panic!() };
    assert!(matches!(set.node, CellExpr::And(a, b) if a.node == CellExpr::Own
        && matches!(&b.node, CellExpr::Enclosed(d) if dirs(d) == 1)));
    let Quantity::Count(set) = compare("count enclosed & a1 >= 1") else { panic!() };
    assert!(matches!(set.node, CellExpr::And(a, _) if a.node == CellExpr::Enclosed(None)));
    let Quantity::Sum(first, rest) = compare("pieces + count territory (n | s) + 7 for white > 0") else {
        panic!()
    };
    assert!(matches!(first.node, Quantity::Pieces { .. }) && rest.len() == 2);
    assert!(
        matches!(&rest[0].1.node, Quantity::Count(t) if matches!(&t.node, CellExpr::Territory(d) if dirs(d) == 2))
    );
    assert!(matches!(compare("board repetitions >= 1"), Quantity::BoardRepetitions));
    assert!(matches!(compare("largest group any == pieces"), Quantity::Groups { largest: true, .. }));
    assert!(matches!(compare("rings >= 1"), Quantity::Rings { dirs: None, around: None }));
    assert!(matches!(compare("rings orthogonal >= 1"), Quantity::Rings { dirs: Some(_), around: None }));
    assert!(matches!(compare("rings around empty >= 1"), Quantity::Rings { dirs: None, around: Some(_) }));
    assert!(matches!(
        compare("rings n around enemy >= 1"),
        Quantity::Rings { dirs: Some(_), around: Some(_) }
    ));
    assert!(
        matches!(compare("groups touching near, far >= 1"), Quantity::Groups { touching, largest: false, .. } if touching.len() == 2)
    );
    assert!(matches!(
        compare("groups orthogonal touching 2 of corner >= 1"),
        Quantity::Groups { of_family: Some((least, family)), .. } if least.node == 2 && family.node == "corner"
    ));
}

#[test]
fn values_flags_and_push() {
    assert!(
        matches!(place_on("value speed >= 2"), CellExpr::Value(n, CompareOp::Ge, 2) if n.node == "speed")
    );
    // A value against another of the cell's numbers is a comparison of the two; against a
    // number, the range node, as `height >= 2` is.
    assert!(matches!(
        place_on("value speed > seen enemy"),
        CellExpr::Compare(l, CompareOp::Gt, r) if matches!((&*l, &*r), (CellNumber::Value(n), CellNumber::Seen(_)) if n.node == "speed")
    ));
    assert!(matches!(place_on("height <= 3"), CellExpr::Height(CompareOp::Le, 3)));
    assert!(
        matches!(place_on("own & flagged fresh"), CellExpr::And(_, f) if matches!(&f.node, CellExpr::Flagged(n) if n.node == "fresh"))
    );
    // A region may still be called `value` or `flagged`.
    assert!(matches!(place_on("value | flagged"), CellExpr::Or(..)));
    assert!(
        matches!(item("value speed 2 for king | rook"), Item::Value { start, kinds, cells: None, .. } if start.node == 2 && kinds.len() == 2)
    );
    assert!(matches!(item("value speed 3: a1 b1"), Item::Value { cells: Some(_), .. }));
    assert!(matches!(item("flag fresh"), Item::Flag { kinds, cells: None, .. } if kinds.is_empty()));
    let Item::Action(action) =
        item("action a: move slide n exactly value speed then value speed - 1 on enemy, unflag fresh, push")
    else {
        panic!()
    };
    let Motion::Move { movement: Movement::Slide { exactly: Some(d), .. }, .. } = &action.motion.node else {
        panic!()
    };
    assert!(matches!(&d.node, Distance::Value(n) if n.node == "speed"));
    assert!(matches!(
        &action.effects[0].node,
        Effect::Value { change: ValueChange::Subtract(1), on: Some(_), .. }
    ));
    assert!(matches!(&action.effects[1].node, Effect::Flag { set: false, on: None, .. }));
    assert_eq!(action.effects[2].node, Effect::Push);
    let Item::Result(rule) = item("win: value speed own >= 6") else { panic!() };
    let Cond::Compare { left, .. } = &rule.condition.node else { panic!() };
    assert!(matches!(&left.node, Quantity::Value(n, _) if n.node == "speed"));
}

#[test]
fn links_may_name_their_direction_and_direction_sets_have_names() {
    let link = |source: &str| match item(source) {
        Item::Link { name, part, spots, .. } => (
            name.map(|n| n.node),
            part.map(|p| p.node),
            spots.into_iter().map(|s| s.node).collect::<Vec<_>>(),
        ),
        other => panic!("{other:?}"),
    };
    assert_eq!(link("line: A B"), (None, None, vec!["A".into(), "B".into()]));
    assert_eq!(link("line up: A B"), (Some("up".into()), None, vec!["A".into(), "B".into()]));
    assert_eq!(link("ring round in zone: A B C A").0.as_deref(), Some("round"));
    assert_eq!(link("line in zone: A B").1.as_deref(), Some("zone"));
    let Item::Directions { name, dirs } = item("directions rook: n | e | s | w") else { panic!("a set") };
    assert_eq!((name.node.as_str(), dirs.node.len()), ("rook", 4));
    // `directions` starts a statement only before a name and a colon: elsewhere it is a name.
    assert_eq!(items("players directions other\ndirections d: n").len(), 2);
}

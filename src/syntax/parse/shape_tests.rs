//! Parser tests, shapes: a hand of several kinds, shared; a shape's cells; a placement's
//! `covering` set, and `covering` as a name.

use super::parse;
use crate::syntax::ast::*;

fn item(source: &str) -> Item {
    parse(source).unwrap_or_else(|e| panic!("{source:?}: {e:#?}")).items.remove(0).node
}

/// A set's outline: a name, or an operator and its operands; `next` with its direction count.
fn cells(e: &CellExpr) -> String {
    match e {
        CellExpr::Name(n) => n.node.clone(),
        CellExpr::Empty => "empty".into(),
        CellExpr::Own => "own".into(),
        CellExpr::Next { dirs, of } => format!("(next {} {})", dirs.node.len(), cells(&of.node)),
        CellExpr::Minus(a, b) => format!("(- {} {})", cells(&a.node), cells(&b.node)),
        other => format!("{other:?}"),
    }
}

#[test]
fn a_hand_may_list_kinds_and_be_shared_and_a_shape_lists_cells() {
    let Item::Hand { kinds, shared, player, .. } = item("hand f, i, l 1 shared") else { panic!("a hand") };
    let names: Vec<&str> = kinds.iter().map(|k| k.node.as_str()).collect();
    assert_eq!((names, shared, player), (vec!["f", "i", "l"], true, None));
    // `shared` may name a kind, and a hand of one kind is not shared unless it says so.
    let Item::Hand { kinds, shared, .. } = item("hand shared 2") else { panic!("a hand") };
    assert_eq!((kinds[0].node.as_str(), shared), ("shared", false));
    let Item::Shape { kind, cells } = item("shape f: b1 c1 a2 b2 b3") else { panic!("a shape") };
    assert_eq!((kind.node.as_str(), cells.len(), cells[0].node.as_str()), ("f", 5, "b1"));
}

#[test]
fn a_placement_may_say_what_it_covers() {
    let Item::Action(action) =
        item("action later: place on empty - next orthogonal own covering next diagonal own")
    else {
        panic!("an action")
    };
    let Motion::Place { on: Some(on), covering: Some(covering), .. } = action.motion.node else {
        panic!("a placement")
    };
    assert_eq!(cells(&on.node), "(- empty (next 1 own))");
    assert_eq!(cells(&covering.node), "(next 1 own)");
    // A region called `covering` at the end of a set, or before an operator, is a name.
    let Item::Action(action) = item("action put: place on a1 covering") else { panic!("an action") };
    assert!(matches!(action.motion.node, Motion::Place { covering: None, .. }));
}

//! Names tests: the reserved list is the grammar's, and a declared region or spot takes a lone
//! keyword over where it is used, `capture jumped` too.

use super::*;
use crate::syntax::parse::{Rule, YonParser};
use pest::Parser;

/// Every word of the grammar's `k_*` rules.
fn keywords() -> Vec<String> {
    Rule::all_rules()
        .iter()
        .filter_map(|rule| format!("{rule:?}").strip_prefix("k_").map(str::to_string))
        .collect()
}

#[test]
fn the_reserved_list_is_the_grammars() {
    let reserved: Vec<String> = keywords()
        .into_iter()
        .filter(|word| YonParser::parse(Rule::reserved, word).is_ok_and(|p| p.as_str() == word))
        .collect();
    let mut expected: Vec<&str> = RESERVED.to_vec();
    expected.sort_unstable();
    let mut found: Vec<&str> = reserved.iter().map(String::as_str).collect();
    found.sort_unstable();
    assert_eq!(found, expected);
}

const GAME: &str = "players x o\nboard square 3 x 3\npiece mark\nhand mark unlimited\n";

fn action(source: &str) -> Action {
    let file = crate::syntax::parse(source).expect("parses");
    file.items
        .into_iter()
        .find_map(|i| if let Item::Action(a) = i.node { Some(a) } else { None })
        .expect("an action")
}

#[test]
fn a_declared_region_takes_a_lone_keyword_over() {
    let source = format!("{GAME}region empty: a1\naction place: place on empty & (all | empty)\n");
    let Motion::Place { on: Some(on), .. } = action(&source).motion.node else { panic!("a placement") };
    let CellExpr::And(left, right) = on.node else { panic!("an intersection") };
    assert!(
        matches!(&left.node, CellExpr::Name(n) if n.node == "empty" && source[n.span.start..n.span.end] == *"empty")
    );
    let CellExpr::Or(all, empty) = right.node else { panic!("a union") };
    assert_eq!(all.node, CellExpr::All, "no region `all`: the language's");
    assert!(matches!(empty.node, CellExpr::Name(_)));
}

#[test]
fn without_a_declaration_the_keyword_keeps_its_meaning() {
    let source = format!("{GAME}region zone: a1\naction place: place on empty & zone\n");
    let Motion::Place { on: Some(on), .. } = action(&source).motion.node else { panic!("a placement") };
    assert!(matches!(on.node, CellExpr::And(ref left, _) if left.node == CellExpr::Empty));
}

#[test]
fn a_spot_or_a_copy_of_a_part_takes_a_keyword_over() {
    let source = "players x o\nboard graph\npart p: ty at 0 0, b at 1 0\nspot p emp at 0 0, own at 0 1\n\
                  line: empb own\npiece mark\nhand mark unlimited\naction place: place on empty | own\n";
    let Motion::Place { on: Some(on), .. } = action(source).motion.node else { panic!("a placement") };
    let CellExpr::Or(left, right) = on.node else { panic!("a union") };
    assert!(matches!(left.node, CellExpr::Name(ref n) if n.node == "empty"), "the copy's spot `empty`");
    assert!(matches!(right.node, CellExpr::Name(ref n) if n.node == "own"), "the spot `own`");
}

#[test]
fn a_region_named_jumped_is_what_capture_jumped_takes() {
    let source = format!("{GAME}region jumped: a1\naction place: place then capture // jumped?\n  jumped\n");
    let effects = action(&source).effects;
    let [Spanned { node: Effect::Capture(set), .. }] = effects.as_slice() else { panic!("{effects:?}") };
    let CellExpr::Name(name) = &set.node else { panic!("a name") };
    assert_eq!(&source[name.span.start..name.span.end], "jumped");
}

//! The shipped game files through the parser alone: each parses, and Yonmoque's tree is the
//! one its text describes.

use yon::syntax::ast::*;
use yon::syntax::parse;

const YONMOQUE: &str = include_str!("../games/yonmoque.game");

/// The names joined by `|` in a union, left to right.
fn union_names(expr: &CellExpr) -> Vec<String> {
    match expr {
        CellExpr::Or(a, b) => [union_names(&a.node), union_names(&b.node)].concat(),
        CellExpr::Name(n) => vec![n.node.clone()],
        other => panic!("not a union of names: {other:?}"),
    }
}

#[test]
fn every_shipped_game_parses() {
    for source in [
        YONMOQUE,
        include_str!("../games/yonmoque-hex.game"),
        include_str!("../games/yavalax.game"),
        include_str!("../games/tic-tac-toe.game"),
        include_str!("../games/othello.game"),
    ] {
        assert!(parse(source).is_ok(), "{:#?}", parse(source).err());
    }
}

#[test]
fn yonmoque_has_its_regions_and_actions() {
    let file = parse(YONMOQUE).expect("yonmoque parses");
    let parsed = &file.items;
    let actions: Vec<(&Action, Option<&Gate>)> = parsed
        .iter()
        .zip(&file.gates)
        .filter_map(|(i, g)| if let Item::Action(a) = &i.node { Some((a, g.as_ref())) } else { None })
        .collect();
    let names: Vec<&str> = actions.iter().map(|(a, _)| a.name.node.as_str()).collect();
    assert_eq!(names, ["place", "step", "slide", "seed-slide"]);
    let gate = actions[2].1.expect("`slide` has a gate");
    assert!(!gate.enabled_when_set);
    assert_eq!(gate.option.node, "seed-slides");
    assert!(actions[3].1.is_some_and(|g| g.enabled_when_set));
    let regions: Vec<(&str, Option<&str>, &CellExpr)> = parsed
        .iter()
        .filter_map(|i| match &i.node {
            Item::Region { name, player, cells } => {
                Some((name.node.as_str(), player.as_ref().map(|p| p.node.as_str()), &cells.node))
            }
            _ => None,
        })
        .collect();
    assert_eq!(union_names(regions[0].2), ["a1", "e1", "c3", "a5", "e5"]);
    assert_eq!((regions[2].0, regions[2].1), ("colour", Some("white")));
    let CellExpr::Minus(left, right) = regions[2].2 else { panic!("all - colour of blue - neutral") };
    assert!(matches!(&right.node, CellExpr::Name(n) if n.node == "neutral"));
    assert!(matches!(&left.node, CellExpr::Minus(a, b)
        if a.node == CellExpr::All
        && matches!(&b.node, CellExpr::RegionOf { region, player } if region.node == "colour" && player.node == "blue")));
}

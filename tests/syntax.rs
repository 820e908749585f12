//! The shipped game files through the parser alone: each parses, and Yonmoque's tree is the
//! one its text describes.

use yon::syntax::ast::*;
use yon::syntax::parse;

fn items(source: &str) -> Vec<Spanned<Item>> {
    parse(source).unwrap_or_else(|e| panic!("{source:?}: {e:#?}")).items
}

/// A cell set in prefix form: `(| a1 e1)`.
fn cells(e: &CellExpr) -> String {
    let pair = |op: &str, a: &Spanned<CellExpr>, b: &Spanned<CellExpr>| {
        format!("({op} {} {})", cells(&a.node), cells(&b.node))
    };
    match e {
        CellExpr::Name(n) => n.node.clone(),
        CellExpr::RegionOf { region, player } => format!("({} of {})", region.node, player.node),
        CellExpr::All => "all".into(),
        CellExpr::And(a, b) => pair("&", a, b),
        CellExpr::Or(a, b) => pair("|", a, b),
        CellExpr::Minus(a, b) => pair("-", a, b),
        other => format!("{other:?}"),
    }
}

const YONMOQUE: &str = include_str!("../games/yonmoque.game");

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
    let parsed = items(YONMOQUE);
    let actions: Vec<&Action> =
        parsed.iter().filter_map(|i| if let Item::Action(a) = &i.node { Some(a) } else { None }).collect();
    let names: Vec<&str> = actions.iter().map(|a| a.name.node.as_str()).collect();
    assert_eq!(names, ["place", "step", "slide", "seed-slide"]);
    let gate = actions[2].gate.as_ref().expect("`slide` has a gate");
    assert!(!gate.enabled_when_set);
    assert_eq!(gate.option.node, "seed-slides");
    assert!(actions[3].gate.as_ref().is_some_and(|g| g.enabled_when_set));
    let regions: Vec<(String, String)> = parsed
        .iter()
        .filter_map(|i| match &i.node {
            Item::Region { name, player, cells: c } => {
                let owner = player.as_ref().map_or(String::new(), |p| p.node.clone());
                Some((format!("{} {owner}", name.node), cells(&c.node)))
            }
            _ => None,
        })
        .collect();
    assert_eq!(regions[0].1, "(| (| (| (| a1 e1) c3) a5) e5)");
    assert_eq!(regions[2], ("colour white".into(), "(- (- all (colour of blue)) neutral)".into()));
}

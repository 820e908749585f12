//! Parser tests: the shipped games parse, and broken text yields one error per statement.

use super::parse;
use crate::syntax::ast::*;

fn items(source: &str) -> Vec<Item> {
    parse(source).unwrap_or_else(|e| panic!("{e:#?}")).items.into_iter().map(|i| i.node).collect()
}

#[test]
fn every_shipped_game_parses() {
    for source in [
        include_str!("../../../games/yonmoque.game"),
        include_str!("../../../games/yonmoque-hex.game"),
        include_str!("../../../games/yavalax.game"),
        include_str!("../../../games/tic-tac-toe.game"),
        include_str!("../../../games/othello.game"),
    ] {
        assert!(parse(source).is_ok(), "{:#?}", parse(source).err());
    }
}

#[test]
fn a_region_subtracts_left_to_right() {
    let parsed = items("region colour of white: all - colour of blue - neutral");
    let Item::Region { player, cells, .. } = &parsed[0] else { panic!("a region") };
    assert_eq!(player.as_ref().map(|p| p.node.as_str()), Some("white"));
    let CellExpr::Minus(left, right) = &cells.node else { panic!("minus") };
    assert!(matches!(&right.node, CellExpr::Name(n) if n.node == "neutral"));
    assert!(matches!(&left.node, CellExpr::Minus(a, b)
        if a.node == CellExpr::All && matches!(&b.node, CellExpr::RegionOf { .. })));
}

#[test]
fn an_action_keeps_its_gate_motion_and_effects() {
    let parsed = items(
        "action slide unless seed-slides: move from colour slide any through empty & colour\n  then flip custodial any",
    );
    let Item::Action(action) = &parsed[0] else { panic!("an action") };
    let gate = action.gate.as_ref().expect("a gate");
    assert!(!gate.enabled_when_set);
    assert_eq!(gate.option.node, "seed-slides");
    assert!(matches!(
        &action.motion.node,
        Motion::Move { from: Some(_), movement: Movement::Slide { through: Some(_), to: None, .. }, .. }
    ));
    assert_eq!(action.effects.len(), 1);
}

#[test]
fn turn_patterns_nest() {
    let parsed = items("turn: place place? | jump");
    let Item::Turn { first: false, pattern } = &parsed[0] else { panic!("a turn") };
    let TurnPattern::Alt(options) = &pattern.node else { panic!("alternatives") };
    assert!(
        matches!(&options[0].node, TurnPattern::Seq(parts) if matches!(parts[1].node, TurnPattern::Optional(_)))
    );
}

#[test]
fn results_carry_labels_conditions_and_timing() {
    let parsed = items("win \"moved four\": lines 4 through changed >= 1 after step, slide");
    let Item::Result(rule) = &parsed[0] else { panic!("a result") };
    assert_eq!(rule.label.as_ref().map(|l| l.node.as_str()), Some("moved four"));
    assert!(matches!(&rule.timing.node, Timing::After(names) if names.len() == 2));
    let Cond::Compare { left, .. } = &rule.condition.node else { panic!("a comparison") };
    assert_eq!(left.node, Quantity::Lines { length: 4, at_least: false, through: LinesThrough::Changed });
}

#[test]
fn board_full_inside_a_condition_does_not_start_a_statement() {
    let parsed = items("draw \"full\":\n  board full\nrank by pieces: all stuck");
    assert_eq!(parsed.len(), 2);
}

#[test]
fn two_broken_statements_give_two_errors_with_their_lines() {
    let source = "players a b\nboard square 3 3\npiece p\naction place place on empty\n";
    let errors = parse(source).expect_err("two errors");
    let lines: Vec<usize> = errors.iter().map(|e| e.line_col(source).0).collect();
    assert_eq!(lines, [2, 4]);
    assert!(errors[0].message.contains("`x`"), "{}", errors[0].message);
}

#[test]
fn garbage_never_panics() {
    for source in
        ["", "\"", "((((", "region r: (a1", "game", "\u{0}\u{1}", "turn: (a", "win: lines 99999999999 >= 1"]
    {
        let _ = parse(source);
    }
    let huge = parse("win: lines 99999999999 >= 1").expect_err("too large");
    assert_eq!(huge[0].code, "E002");
}

#[test]
fn deep_nesting_and_huge_statements_are_refused_not_overflowed() {
    let deep = format!("region r: {}a1{}", "(".repeat(10_000), ")".repeat(10_000));
    assert_eq!(parse(&deep).expect_err("too deep")[0].code, "E003");
    let nots = format!("win: {}stuck", "not ".repeat(10_000));
    assert_eq!(parse(&nots).expect_err("too deep")[0].code, "E003");
    let long = format!("region r: {}", "a1 ".repeat(10_000));
    assert_eq!(parse(&long).expect_err("too long")[0].code, "E003");
}

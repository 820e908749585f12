//! Parser tests, the tree: the shipped games parse, and each construct gives the node and span
//! it should. Expressions are compared as S-expressions to keep the expectations readable.

use super::parse;
use crate::syntax::ast::*;

fn items(source: &str) -> Vec<Spanned<Item>> {
    parse(source).unwrap_or_else(|e| panic!("{source:?}: {e:#?}")).items
}

fn item(source: &str) -> Item {
    items(source).remove(0).node
}

fn number(n: &CellNumber) -> String {
    match n {
        CellNumber::Height => "height".into(),
        CellNumber::Seen(set) => format!("(seen {})", cells(&set.node)),
        CellNumber::Value(name) => format!("(value {})", name.node),
        CellNumber::Number(n) => n.to_string(),
    }
}

fn cells(e: &CellExpr) -> String {
    let pair = |op: &str, a: &Spanned<CellExpr>, b: &Spanned<CellExpr>| {
        format!("({op} {} {})", cells(&a.node), cells(&b.node))
    };
    match e {
        CellExpr::Name(n) => n.node.clone(),
        CellExpr::RegionOf { region, player } => format!("({} of {})", region.node, player.node),
        CellExpr::All => "all".into(),
        CellExpr::Empty => "empty".into(),
        CellExpr::Own => "own".into(),
        CellExpr::Enemy => "enemy".into(),
        CellExpr::Ally => "ally".into(),
        CellExpr::Occupied => "occupied".into(),
        CellExpr::Pattern(p) => format!("{:?}", p.node),
        CellExpr::Last { action, part } => {
            format!("(last{} {part:?})", action.as_ref().map(|a| format!(" {}", a.node)).unwrap_or_default())
        }
        CellExpr::Next { dirs, of } => format!("(next {} {})", dirs.node.len(), cells(&of.node)),
        CellExpr::Surrounded { dirs, by } => format!("(surrounded {} {})", dirs.node.len(), cells(&by.node)),
        CellExpr::Edge(dirs) => format!("(edge {})", dirs.node.len()),
        CellExpr::Dark => "dark".into(),
        CellExpr::Light => "light".into(),
        CellExpr::Unmoved => "unmoved".into(),
        CellExpr::Taken => "taken".into(),
        CellExpr::Attacked => "attacked".into(),
        CellExpr::Height(op, n) => format!("(height {op:?} {n})"),
        CellExpr::Compare(left, op, right) => format!("({} {op:?} {})", number(left), number(right)),
        CellExpr::Value(name, op, n) => format!("(value {} {op:?} {n})", name.node),
        CellExpr::Flagged(name) => format!("(flagged {})", name.node),
        CellExpr::InLine { length, at_least } => {
            format!("(in line {length}{})", if *at_least { "+" } else { "" })
        }
        CellExpr::Sight { dirs, from } => format!("(sight {} {})", dirs.node.len(), cells(&from.node)),
        CellExpr::Enclosed(dirs) => format!("(enclosed {})", dirs.as_ref().map_or(0, |d| d.node.len())),
        CellExpr::Territory(dirs) => format!("(territory {})", dirs.as_ref().map_or(0, |d| d.node.len())),
        CellExpr::Seeds { count, at_least } => format!("(seeds {count}{})", if *at_least { "+" } else { "" }),
        CellExpr::Back { track, from, within } => {
            format!("(back {} {} {})", track.node, cells(&from.node), cells(&within.node))
        }
        CellExpr::Ranks(a, b) => format!("(ranks {} {})", a.node, b.node),
        CellExpr::Files(a, b) => format!("(files {} {})", a.node, b.node),
        CellExpr::And(a, b) => pair("&", a, b),
        CellExpr::Or(a, b) => pair("|", a, b),
        CellExpr::Minus(a, b) => pair("-", a, b),
        CellExpr::Within { reach, of } => format!(
            "({} {} {} {})",
            if reach.node.exactly { "at distance" } else { "within" },
            reach.node.steps.node,
            reach.node.dirs.as_ref().map_or(0, |d| d.node.len()),
            cells(&of.node)
        ),
    }
}

fn region_cells(source: &str) -> String {
    let Item::Region { cells: c, .. } = item(&format!("region r: {source}")) else { panic!("a region") };
    cells(&c.node)
}

fn pattern(p: &TurnPattern) -> String {
    let list = |op: &str, ps: &[Spanned<TurnPattern>]| {
        let parts: Vec<String> = ps.iter().map(|p| pattern(&p.node)).collect();
        format!("({op} {})", parts.join(" "))
    };
    match p {
        TurnPattern::Action(n) => n.node.clone(),
        TurnPattern::Seq(ps) => list("seq", ps),
        TurnPattern::Alt(ps) => list("alt", ps),
        TurnPattern::Optional(p) => format!("(? {})", pattern(&p.node)),
        TurnPattern::Star(p) => format!("(* {})", pattern(&p.node)),
        TurnPattern::Plus(p) => format!("(+ {})", pattern(&p.node)),
    }
}

fn turn(source: &str) -> String {
    let Item::Turn { pattern: p, .. } = item(&format!("turn: {source}")) else { panic!("a turn") };
    pattern(&p.node)
}

fn cond(c: &Cond) -> String {
    match c {
        Cond::Stuck => "stuck".into(),
        Cond::AllStuck => "all-stuck".into(),
        Cond::BoardFull => "board-full".into(),
        Cond::Check => "check".into(),
        Cond::Compare { left, op, right } => format!("({op:?} {:?} {:?})", left.node, right.node),
        Cond::Not(c) => format!("(not {})", cond(&c.node)),
        Cond::And(a, b) => format!("(and {} {})", cond(&a.node), cond(&b.node)),
        Cond::Or(a, b) => format!("(or {} {})", cond(&a.node), cond(&b.node)),
    }
}

fn result(source: &str) -> ResultRule {
    let Item::Result(rule) = item(source) else { panic!("a result") };
    rule
}

fn text(source: &str, span: Span) -> &str {
    &source[span.start..span.end]
}

#[test]
fn spans_are_exact_and_leave_out_trailing_comments() {
    let source = "game \"G\"\naction slide: move from colour slide any   // note\n  then flip custodial any unless seed-slides // more\n\nwin: stuck // done\n";
    let file = parse(source).expect("parses");
    let parsed = &file.items;
    assert_eq!(text(source, parsed[0].span), "game \"G\"");
    assert_eq!(
        text(source, parsed[1].span),
        "action slide: move from colour slide any   // note\n  then flip custodial any"
    );
    assert_eq!(text(source, parsed[2].span), "win: stuck");
    let Item::Action(action) = &parsed[1].node else { panic!("an action") };
    assert_eq!(text(source, action.name.span), "slide");
    let gate = file.gates[1].as_ref().expect("a gate");
    assert_eq!((text(source, gate.option.span), gate.enabled_when_set), ("seed-slides", false));
    assert!(file.gates[0].is_none() && file.gates[2].is_none());
    assert_eq!(text(source, action.motion.span), "move from colour slide any");
    assert_eq!(text(source, action.effects[0].span), "flip custodial any");
    let Motion::Move { from: Some(from), movement: Movement::Slide { dirs, .. }, .. } = &action.motion.node
    else {
        panic!("a slide")
    };
    assert_eq!(text(source, from.span), "colour");
    assert_eq!(text(source, dirs.span), "any");
}

#[test]
fn cell_sets_follow_their_precedence() {
    assert_eq!(region_cells("empty & colour"), "(& empty colour)");
    assert_eq!(region_cells("empty & (colour | neutral)"), "(& empty (| colour neutral))");
    assert_eq!(region_cells("a - b & c | d e"), "(| (| (& (- a b) c) d) e)");
    assert_eq!(region_cells("own enemy occupied"), "(| (| own enemy) occupied)");
    assert_eq!(
        region_cells("ranks 7-9 rank 3 - files a-c file b"),
        "(| (| (ranks 7 9) (- (ranks 3 3) (files a c))) (files b b))"
    );
    assert_eq!(region_cells("rank 1 - a1"), "(- (ranks 1 1) a1)");
    let source = "region r: (a1 | b2) & c3";
    let Item::Region { cells: c, .. } = item(source) else { panic!("a region") };
    let CellExpr::And(left, _) = &c.node else { panic!("and") };
    assert_eq!((text(source, c.span), text(source, left.span)), ("(a1 | b2) & c3", "(a1 | b2)"));
}

#[test]
fn motions_and_effects() {
    let motion = |source: &str| match item(source) {
        Item::Action(a) => (a.motion.node, a.effects.into_iter().map(|e| e.node).collect::<Vec<_>>()),
        _ => panic!("an action"),
    };
    let (place, _) = motion("action a: place");
    assert_eq!(place, Motion::Place { kinds: vec![], on: None, covering: None, stack: None, onto: false });
    let (place, _) = motion("action a: place disc on empty");
    assert!(
        matches!(place, Motion::Place { kinds, on: Some(_), stack: None, onto: false, .. } if kinds[0].node == "disc")
    );
    let (drop, _) = motion("action a: place rook | gold");
    assert!(matches!(drop, Motion::Place { kinds, on: None, .. } if kinds.len() == 2));
    let (settle, _) = motion("action a: place disc on seen own > height stack seen (own | a1)");
    let Motion::Place { kinds, on: Some(on), stack: Some(stack), onto: false, .. } = settle else {
        panic!("{settle:?}")
    };
    assert_eq!((kinds[0].node.as_str(), cells(&on.node).as_str()), ("disc", "((seen own) Gt height)"));
    assert_eq!(number(&stack.node), "(seen (| own a1))");
    let (swap, _) = motion("action a: swap seats and pass");
    assert_eq!(swap, Motion::Swap { passes: true });
    assert_eq!(motion("action a: swap seats").0, Motion::Swap { passes: false });
    let (step, _) = motion("action a: move step n | s to empty then capture jumped, flip jumped");
    let Motion::Move { kinds, from: None, movement: Movement::Step { dirs, to: Some(_) } } = step else {
        panic!("a step: {step:?}")
    };
    assert!(kinds.is_empty());
    assert_eq!(dirs.node.iter().map(|d| d.node.as_str()).collect::<Vec<_>>(), ["n", "s"]);
    let (hop, effects) =
        motion("action jump: move disc from own hop any over run occupied to empty then capture custodial n");
    assert!(matches!(
        hop,
        Motion::Move { ref kinds, from: Some(_), movement: Movement::Hop { run: true, .. } } if kinds.len() == 1
    ));
    assert!(matches!(&effects[..], [Effect::CaptureCustodial(d)] if d.node.len() == 1));
    let (_, effects) = motion("action a: place then flip custodial any, capture jumped, flip jumped");
    assert!(matches!(&effects[1..], [Effect::CaptureJumped, Effect::FlipJumped(None)]));
    let (_, effects) = motion("action a: place then flip custodial any to next, flip jumped to mover");
    assert!(matches!(
        &effects[..],
        [Effect::FlipCustodial(_, Some(FlipTo::Next)), Effect::FlipJumped(Some(FlipTo::Mover))]
    ));
    // `of` and `closed by` each take a whole cell set, ended by the next part or effect.
    let (_, effects) = motion(
        "action a: place then capture custodial n | s of enemy - king closed by own | post, flip custodial any",
    );
    let [Effect::CustodialSets { dirs, flip: false, to: None, of: Some(of), closed: Some(closed) }, _] =
        &effects[..]
    else {
        panic!("{effects:?}")
    };
    assert_eq!(dirs.node.len(), 2);
    assert!(matches!(of.node, CellExpr::Minus(..)) && matches!(closed.node, CellExpr::Or(..)));
    let (_, effects) = motion("action a: place then flip custodial any closed by post to next");
    assert!(matches!(
        &effects[..],
        [Effect::CustodialSets { flip: true, to: Some(FlipTo::Next), of: None, closed: Some(_), .. }]
    ));
    let file = parse("action a: place requires flipped >= 1 if wide").expect("parses");
    let Item::Action(action) = &file.items[0].node else { panic!() };
    assert!(file.gates[0].as_ref().is_some_and(|g| g.enabled_when_set) && action.requires.is_some());
}

#[test]
fn turn_patterns_nest_and_collapse() {
    assert_eq!(turn("place"), "place");
    assert_eq!(turn("place place"), "(seq place place)");
    assert_eq!(turn("place place? | jump"), "(alt (seq place (? place)) jump)");
    assert_eq!(turn("capture* place"), "(seq (* capture) place)");
    assert_eq!(turn("(a | b)+ c"), "(seq (+ (alt a b)) c)");
    assert!(matches!(item("turn 1: place"), Item::Turn { number: Some(n), .. } if n.node == 1));
    assert!(matches!(item("turn: place"), Item::Turn { number: None, .. }));
    // `if` ends a pattern: it starts the statement's gate.
    let file = parse("turn: place | swap if swap").expect("parses");
    assert!(file.gates[0].is_some());
    assert_eq!(turn("place | swap"), "(alt place swap)");
}

#[test]
fn conditions_follow_their_precedence() {
    let condition = |source: &str| cond(&result(&format!("win: {source}")).condition.node);
    assert_eq!(condition("stuck"), "stuck");
    assert_eq!(condition("all stuck or board full"), "(or all-stuck board-full)");
    assert_eq!(condition("not stuck and stuck or stuck"), "(or (and (not stuck) stuck) stuck)");
    assert_eq!(condition("not not (stuck or stuck)"), "(not (not (or stuck stuck)))");
    assert_eq!(condition("passes != 2"), "(Ne Passes Number(2.0))");
    assert_eq!(condition("flipped < pieces"), "(Lt Flipped Pieces { kind: None, along: None })");
    assert_eq!(condition("check and mates >= 1"), "(and check (Ge Mates Number(1.0)))");
    let along = condition("pieces pawn along forward >= 2");
    assert!(
        along.contains(r#"kind: Some(Spanned { node: "pawn""#) && along.contains(r#"node: "forward""#),
        "{along}"
    );
    assert_eq!(condition("windows 4 <= 1"), "(Le Windows(4) Number(1.0))");
    let lines = |source: &str| match result(&format!("win: {source} == 1")).condition.node {
        Cond::Compare { left, .. } => left.node,
        other => panic!("{other:?}"),
    };
    let expect = |length, at_least, through| Quantity::Lines { length, at_least, along: None, through };
    assert_eq!(lines("lines 4"), expect(4, false, LinesThrough::Anywhere));
    assert_eq!(lines("lines 5+ through placed"), expect(5, true, LinesThrough::Placed));
    assert_eq!(lines("lines 3 through changed"), expect(3, false, LinesThrough::Changed));
    assert_eq!(lines("lines 3+ anywhere"), expect(3, true, LinesThrough::Anywhere));
    assert_eq!(lines("lines 3 through anywhere"), expect(3, false, LinesThrough::Anywhere));
    let Quantity::Lines { along: Some(along), through, .. } = lines("lines 3 along n | e through placed")
    else {
        panic!("lines along")
    };
    assert_eq!((along.node.len(), through), (2, LinesThrough::Placed));
}

#[test]
fn distances_parse_as_cell_sets_and_leaps() {
    assert_eq!(region_cells("within 2 of a1"), "(within 2 0 a1)");
    assert_eq!(region_cells("at distance 3 (n | e) from own - a1"), "(- (at distance 3 2 own) a1)");
    assert_eq!(region_cells("within 1 orthogonal of next s last to"), "(within 1 1 (next 1 (last To)))");
    // `within` is a name where no number follows it.
    assert_eq!(region_cells("within | a1"), "(| within a1)");
    let Item::Action(action) = item("action jump: move leap at distance 2 orthogonal to empty") else {
        panic!("an action")
    };
    let Motion::Move {
        movement: Movement::Leap { paths, reach: Some(reach), through: None, to: Some(_) },
        ..
    } = action.motion.node
    else {
        panic!("a leap with a reach")
    };
    assert!(paths.is_empty() && reach.node.exactly && reach.node.steps.node == 2);
}

#[test]
fn a_result_and_a_hand_may_name_their_player() {
    let rule = result("lose for fox \"trapped\": stuck");
    assert_eq!(rule.subject.map(|s| s.node).as_deref(), Some("fox"));
    assert_eq!(rule.label.map(|l| l.node).as_deref(), Some("trapped"));
    // A number then `for PLAYER` at the end of a condition stays a bonus.
    let rule = result("win: pieces >= 3 for white");
    assert!(rule.subject.is_none(), "{rule:?}");
    let Item::Hand { player, .. } = item("hand stone 4 for white") else { panic!("a hand") };
    assert_eq!(player.map(|p| p.node).as_deref(), Some("white"));
}

#[test]
fn results_carry_outcome_label_and_timing() {
    let source = "win \"moved four\": lines 4 through changed >= 1 after step, slide";
    let rule = result(source);
    assert_eq!(
        (rule.outcome.node, rule.label.map(|l| l.node)),
        (OutcomeKind::Win, Some("moved four".into()))
    );
    assert!(matches!(&rule.timing.node, Timing::After(names) if names.len() == 2));
    assert_eq!(text(source, rule.timing.span), "after step, slide");
    let rule = result("rank by pieces \"most\": all stuck");
    assert_eq!(rule.outcome.node, OutcomeKind::RankBy(Quantity::Pieces { kind: None, along: None }));
    assert_eq!(rule.timing.node, Timing::AfterAction);
    assert_eq!(result("lose: windows 4 >= 2 at turn start").timing.node, Timing::TurnStart);
    assert_eq!(result("draw: board full").outcome.node, OutcomeKind::Draw);
    assert!(matches!(item("forbid: passes >= 2"), Item::Forbid { label: None, .. }));
}

#[test]
fn declarations() {
    assert!(matches!(item("players x o"), Item::Players(p) if p.len() == 2 && p[0].node == "x"));
    let board = |source: &str| match item(source) {
        Item::Board(b) => b,
        other => panic!("{other:?}"),
    };
    assert!(matches!(board("board square 8 x 8"), Board::Square { width, .. } if width.node == 8));
    assert!(matches!(board("board square 3x4"), Board::Square { height, .. } if height.node == 4));
    assert!(matches!(board("board hex 5 x 5"), Board::HexRhombus { .. }));
    assert!(matches!(board("board hex radius 2"), Board::HexHexagon { radius } if radius.node == 2));
    let source = "hand stone unlimited";
    let Item::Hand { count, .. } = item(source) else { panic!("a hand") };
    assert_eq!((count.node, text(source, count.span)), (HandCount::Unlimited, "unlimited"));
    assert!(matches!(item("hand disc 6"), Item::Hand { count, .. } if count.node == HandCount::Finite(6)));
    let Item::Setup { kind: None, cells: set, .. } = item("setup white: d4 e5") else { panic!("a setup") };
    assert_eq!(cells(&set.node), "(| d4 e5)");
    assert!(matches!(item("setup white disc: d4"), Item::Setup { kind: Some(_), .. }));
    let Item::Option { description, .. } = item(r#"option wide "a \"b\" \\ c // d""#) else { panic!() };
    assert_eq!(description.node, r#"a "b" \ c // d"#);
    assert_eq!(item("game \"Noughts\""), Item::Game(Spanned::new("Noughts".into(), Span::new(5, 14))));
    assert_eq!(item("pass when stuck"), Item::PassWhenStuck);
}

#[test]
fn continuation_lines_need_not_start_with_a_keyword_and_some_keywords_continue() {
    let parsed = items(
        "players\n  a\n  b\ndraw \"full\":\n  board full\nregion r:\n  rank 3\nrank by pieces: all stuck",
    );
    assert_eq!(parsed.len(), 4);
}

#[test]
fn metadata_statements_parse_and_their_words_stay_free_as_names() {
    assert_eq!(
        item("description \"A game.\""),
        Item::Description(Spanned::new("A game.".into(), Span::new(12, 21)))
    );
    assert_eq!(
        item("author \"A. Person\""),
        Item::Author(Spanned::new("A. Person".into(), Span::new(7, 18)))
    );
    assert_eq!(item("year 1997"), Item::Year(Spanned::new(1997, Span::new(5, 9))));
    assert_eq!(item("source \"a book\""), Item::Source(Spanned::new("a book".into(), Span::new(7, 15))));
    let Item::Players(names) = item("players source year") else { panic!("a players statement") };
    assert_eq!(names.iter().map(|n| n.node.as_str()).collect::<Vec<_>>(), ["source", "year"]);
}

#[test]
fn a_bare_count_before_for_opponents_is_no_kind_named_for() {
    for source in ["win: 0 == pieces for opponents", "lose: 1 > hand for opponents", "win: pieces for >= 2"] {
        assert_eq!(items(source).len(), 1, "{source}");
    }
}

#[test]
fn seed_sets_are_atoms_and_a_lone_seeds_or_back_is_a_name() {
    assert_eq!(region_cells("seeds 2 | seeds 3+ & side"), "(| (seeds 2) (& (seeds 3+) side))");
    assert_eq!(
        region_cells("back along round from placed while (seeds 2 - side) | a1"),
        "(| (back round placed (- (seeds 2) side)) a1)"
    );
    assert_eq!(region_cells("seeds | back"), "(| seeds back)");
}

//! Names: every word of the language, in every role a name has (player, kind, region, action,
//! option, part, label, remembered label, spot), declared and used, makes the same game as a
//! neutral name — the same perft and the same warnings — or is one of the reserved words, refused
//! with the error that says to rename it. The games are generated here from one template per
//! role; the words are every `k_*` rule of the grammar and the words patterns and `after` know.

use std::sync::Arc;
use yon::engine::{State, perft};
use yon::syntax::names::RESERVED;

/// Every keyword of the grammar (the literal of each `k_*` rule), and the words that are
/// keywords only to a turn pattern or `after`.
fn words() -> Vec<String> {
    let grammar = include_str!("../grammar/yon.pest");
    let mut words: Vec<String> = grammar
        .lines()
        .filter(|line| line.starts_with("k_"))
        .filter_map(|line| line.split('"').nth(1).map(str::to_string))
        .collect();
    assert!(words.len() > 120, "the grammar's keywords: {words:?}");
    words.extend(["end", "placement", "movement", "roll"].map(String::from));
    words.sort();
    words.dedup();
    words
}

const NEUTRAL: &str = "zq";

/// Each role's game, with `W` where the name goes: declared, and used in the places that role's
/// names are used. Every other name in them is no keyword, and a template for regions or spots
/// uses no lone keyword that a region or spot would take over.
const ROLES: &[(&str, &str)] = &[
    (
        "player",
        "players p1 W\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
         region home of p1: a1 b1\nregion home of W: c3 b3 a3\nsetup W mark: b2\nfacing W: n\n\
         action put: place mark on empty & home\nwin: count own & home of W >= 3\ndraw: 1 for W > 5\n",
    ),
    (
        "kind",
        "players p1 p2\nboard square 3 x 3\npiece W \"Q\", zz \"Z\"\nhand W 2\nhand zz unlimited\n\
         action put: place W on empty & (a1 | b1)\naction drop: place zz on c3\n\
         action go: move W from own step n to empty\nunmoved: W\npromote W to zz in rank 3\n\
         win: pieces W >= 3\nlose: hand W < 0\n",
    ),
    (
        "region",
        "players p1 p2\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
         region W: a1 b1 c1 a2\nregion zz: W - a2\naction put: place mark on W | c3\n\
         action far: place mark on (c2 W) - zz - a1\nwin: count W & mark >= 3\n",
    ),
    (
        "action",
        "players p1 p2\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
         action W: place mark on a1 | b1 | c1\naction zz: place mark on empty - (a1 | b1 | c1) - last W to\n\
         turn: W | zz\npriority: W, zz\nwin \"w\": lines 3+ >= 1 after W\n\
         forbid \"f\": count own >= 5 after W, zz\ndraw: turns without W, zz > 3\n",
    ),
    (
        "option",
        "players p1 p2\nboard square 3 x 3\npiece mark\nhand mark unlimited\noption W \"a choice\"\n\
         action put: place mark on empty - a1\naction corner: place mark on a1 if W\n\
         action centre: place mark on b2 unless W\nwin: lines 3+ >= 1\n",
    ),
    (
        "part",
        "players p1 p2\nboard graph\npart W: a at 0 0, b at 1 0\nspot W p at 0 0, W q at 0 2\n\
         line in W: a b\nline: pa qa\nline: pb qb\nregion zone: each W\npiece mark\nhand mark unlimited\n\
         action put: place mark on empty - zone of p\nwin: lines 2 >= 1\n",
    ),
    (
        "label",
        "players p1 p2\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
         region fam of W: a1 b1\nregion fam of zz: c3\naction put: place mark on empty & (fam of W | c1)\n\
         win: regions fam full >= 1\n",
    ),
    (
        "remembered label",
        "players p1 p2\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
         region q of sw: a1 b1 a2 b2\nregion q of ne: b2 c2 b3 c3\nregion c of sw: a1 c1\nregion c of ne: c3 a3\n\
         remember W: c of last put\naction put: place mark on empty & q of W\nwin: lines 3+ >= 1\n",
    ),
    (
        "spot",
        "players p1 p2\nboard graph\nspot W at 0 0, b at 1 0, c at 2 0\nline: W b c\nregion zone: b W\n\
         piece mark\nhand mark unlimited\naction put: place mark on W | c\n\
         action two: place mark on zone - b\nwin: lines 3 >= 1\n",
    ),
];

/// The (role, word) pairs that are no name for a reason `docs/LANGUAGE.md` gives, and the error
/// code each gets: `7 for opponents` is the result's timing, notation reads `pass` as passing,
/// and `last to to` is `last to` before `to` (as in `move from last to to empty`).
const EXCEPTIONS: &[(&str, &str, &str)] = &[
    ("player", "opponents", "E001"),
    ("spot", "pass", "E015"),
    ("action", "to", "E001"),
    ("action", "from", "E001"),
    ("action", "passed", "E001"),
];

fn game(template: &str, name: &str) -> String {
    template.split('W').collect::<Vec<_>>().join(name)
}

/// What a game comes to: perft 2 (with each option on alone, too) and its warnings' codes.
type Game = (Vec<u64>, Vec<&'static str>);

/// What a game comes to, or its errors' codes and helps.
fn outcome(source: &str) -> Result<Game, Vec<(&'static str, String)>> {
    let errors = yon::check::diagnose(source);
    if !errors.is_empty() {
        return Err(errors.into_iter().map(|e| (e.code, e.help.unwrap_or_default())).collect());
    }
    let file = yon::syntax::parse(source).expect("it checks");
    let mut choices: Vec<Vec<String>> = vec![Vec::new()];
    choices.extend(file.option_names().map(|o| vec![o.to_string()]));
    let perfts = choices
        .iter()
        .map(|options| {
            let rules = yon::check::load_with(source, options).expect("it checks with the option");
            perft(&mut State::new(Arc::new(rules)), 2)
        })
        .collect();
    let warnings = yon::check::warnings(source).iter().map(|w| w.code).collect();
    Ok((perfts, warnings))
}

#[test]
fn every_word_in_every_role_is_a_name_or_a_reserved_word() {
    let words = words();
    let mut checked = 0;
    for (role, template) in ROLES {
        let neutral = outcome(&game(template, NEUTRAL)).unwrap_or_else(|e| panic!("{role}: {e:?}"));
        assert!(neutral.0.iter().all(|&n| n > 0), "{role}: the template has moves");
        for word in &words {
            let source = game(template, word);
            let exception =
                EXCEPTIONS.iter().find(|(r, w, _)| r == role && w == word).map(|(_, _, code)| *code);
            let reserved = RESERVED.contains(&word.as_str()) && *role != "action";
            match (outcome(&source), exception) {
                (Err(errors), Some(code)) => assert_eq!(errors[0].0, code, "{role} `{word}`"),
                (Err(errors), None) if reserved => {
                    assert_eq!(errors[0].0, "E001", "{role} `{word}`");
                    let help = format!("`{word}` is reserved: ");
                    assert!(errors[0].1.starts_with(&help), "{role} `{word}`: {errors:?}");
                    assert!(errors[0].1.ends_with(&format!("rename it, e.g. `{word}_`")), "{errors:?}");
                }
                (Ok(named), None) if !reserved => assert_eq!(named, neutral, "{role} `{word}`:\n{source}"),
                (found, _) => panic!("{role} `{word}`: {found:?}\n{source}"),
            }
            checked += 1;
        }
    }
    assert!(checked > 1000);
}

/// The rules of `docs/LANGUAGE.md` ("Names") for a word that is also a keyword where it is used.
fn perft_2(source: &str) -> u64 {
    let rules = yon::check::load(source).unwrap_or_else(|e| panic!("{e:?}\n{source}"));
    perft(&mut State::new(Arc::new(rules)), 2)
}

const BOARD: &str = "players p1 p2\nboard square 3 x 3\npiece mark\nhand mark unlimited\n";

#[test]
fn a_declared_region_takes_a_lone_keyword_over_and_a_form_stays_a_form() {
    // `empty` alone is the region; `edge s`, with its direction, is the language's edge.
    let region = format!(
        "{BOARD}region empty: a1 b1\nregion edge: c3\naction put: place mark on empty | edge | edge s\n"
    );
    let plain =
        format!("{BOARD}region e1: a1 b1\nregion e2: c3\naction put: place mark on e1 | e2 | edge s\n");
    assert_eq!(perft_2(&region), perft_2(&plain));
    // Without the declaration, `empty` is every empty cell.
    let keyword = format!("{BOARD}action put: place mark on empty\n");
    assert_eq!(perft_2(&keyword), 72);
}

#[test]
fn a_union_written_with_spaces_ends_where_the_statement_goes_on() {
    // `step n` after a cell set is the movement, so a region `step` joins a union with `|`.
    let source = format!("{BOARD}region step: b2\naction put: place mark on a1 | step | c3\n");
    assert_eq!(perft_2(&source), 3 * 3);
    let spaces = source.replace("a1 | step | c3", "a1 step c3");
    assert!(yon::check::load(&spaces).is_err(), "`a1 step c3` ends at `step c3`, a movement");
    // Followed by what no movement takes, `step` is the region.
    let spaces = source.replace("a1 | step | c3", "a1 step (c3)");
    assert_eq!(perft_2(&spaces), 3 * 3);
}

#[test]
fn a_statement_word_that_continues_a_line_is_a_name() {
    // A line starting with `region |` or `pass |`, or following an operator, continues.
    let source = format!(
        "{BOARD}region region: a1 b1\nregion pass: c3\naction put: place mark on empty & (c1\n  | region &\n  region)\n\
         action pass: place mark on empty & pass\nturn: put\n  | pass\n"
    );
    assert_eq!(perft_2(&source), 4 * 3);
}

#[test]
fn last_to_before_to_is_the_last_action_s_cell_and_a_movement() {
    use yon::syntax::ast::{CellExpr, Item, LastPart, Motion, Movement};
    let file = yon::syntax::parse("action go: move from last to to empty").expect("parses");
    let Item::Action(action) = &file.items[0].node else { panic!("an action") };
    let Motion::Move { from: Some(from), movement: Movement::Anywhere { to }, .. } = &action.motion.node
    else {
        panic!("{:?}", action.motion)
    };
    assert_eq!(from.node, CellExpr::Last { action: None, part: LastPart::To });
    assert_eq!(to.node, CellExpr::Empty);
}

#[test]
fn an_action_may_be_called_by_any_word_even_if_and_pass() {
    let source = format!(
        "{BOARD}action if: place mark on empty & (a1 | b1)\naction pass: place mark on empty & c3\nturn: pass | if\n"
    );
    assert_eq!(perft_2(&source), 3 * 2);
    // `if` and one word at a statement's end are its gate: `turn: if` if `o`.
    let gated = format!("{BOARD}option o \"o\"\naction if: place mark\nturn: if if o\n");
    let file = yon::syntax::parse(&gated).expect("parses");
    let gate = file.gates.last().cloned().flatten().expect("the turn's gate");
    assert!(gate.enabled_when_set && gate.option.node == "o");
}

#[test]
fn the_words_that_end_a_union_are_judged_without_parsing_what_follows() {
    // Each level's `exactly (` is judged by its next token: parsing the group there would parse
    // every level again below it, twice as often at each level.
    let mut set = String::from("a1");
    for _ in 0..60 {
        set = format!("(a1 exactly {set} step n)");
    }
    let source = format!("action go: move from {set} step n");
    let started = std::time::Instant::now();
    let _ = yon::syntax::parse(&source);
    assert!(started.elapsed().as_secs_f64() < 2.0, "{:?}", started.elapsed());
}

#[test]
fn on_and_given_followed_by_a_word_end_a_union_written_with_spaces() {
    // In a counter, `count a1 b1 on count …` ends its union at `on`; a region called `on` or
    // `given` still joins a union with `|` or before `)`.
    let counter = "counter c: count a1 b1 on count occupied >= 1 given count (c3 given) >= 0\n";
    let source = format!(
        "{BOARD}region on: b2\nregion given: c1\naction put: place mark on a1 | on | given\n{counter}"
    );
    let plain = format!("{BOARD}region r1: b2\nregion r2: c1\naction put: place mark on a1 | r1 | r2\n");
    assert_eq!(perft_2(&source), perft_2(&plain));
    let spaces = source.replace("a1 | on | given", "a1 on given");
    assert!(yon::check::load(&spaces).is_err(), "`a1 on given` ends at `on given`");
}

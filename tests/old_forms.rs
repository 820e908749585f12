//! Old forms: every form the language once accepted and no longer reads the same, as the pairs
//! in `tests/old_forms/` (see its README): each old game is refused or read as `today.txt`
//! says, and each is written today as its `.new.game`, which checks clean with the perft given;
//! `yon fix` mends the forms it knows into that game and leaves the others, and the forms the
//! language takes back (`same`) are the same game again.

use std::sync::Arc;
use yon::check::fix::fixes;
use yon::engine::{State, perft};
use yon::syntax::old_forms::apply;
use yon::syntax::old_forms::era::since;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/old_forms");

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{DIR}/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// What `yon check` says of a text: the first error's code, else `accepted` and any warning's.
fn verdict(source: &str) -> String {
    match yon::check::diagnose(source).first() {
        Some(error) => error.code.to_string(),
        None => std::iter::once("accepted")
            .chain(yon::check::warnings(source).first().map(|w| w.code))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

fn perft_2(source: &str) -> String {
    let rules = yon::check::load(source).expect("checks");
    perft(&mut State::new(Arc::new(rules)), 2).to_string()
}

#[test]
fn every_old_form_is_read_as_recorded_and_its_new_form_checks_with_its_perft() {
    let table = read("today.txt");
    let rows: Vec<&str> = table.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).collect();
    let pairs = std::fs::read_dir(DIR)
        .expect("the corpus")
        .filter(|e| e.as_ref().is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".old.game")));
    assert_eq!(rows.len(), pairs.count(), "a row of today.txt for every old form");
    for row in rows {
        let mut words = row.split_whitespace();
        let (name, depth2, fix) = (
            words.next().expect("a name"),
            words.next().expect("a perft"),
            words.next().expect("fix, same or -"),
        );
        let expected: Vec<&str> = words.collect();
        let old = read(&format!("{name}.old.game"));
        assert_eq!(verdict(&old), expected.join(" "), "{name}.old.game");
        let new = read(&format!("{name}.new.game"));
        assert_eq!(verdict(&new), "accepted", "{name}.new.game checks clean");
        assert_eq!(perft_2(&new), depth2, "{name}.new.game perft 2");
        // `yon fix` mends the old forms it knows into the same game, and touches no other.
        let fixed = apply(&old, &fixes(&old));
        match fix.strip_prefix("from=") {
            _ if fix == "same" => {
                assert_eq!(perft_2(&old), depth2, "{name}.old.game is the game it was: perft 2");
                assert_eq!(fixed, old, "{name}.old.game is left as it is");
            }
            _ if fix == "fix" => {
                assert_eq!(verdict(&fixed), "accepted", "{name}.old.game fixed:\n{fixed}");
                assert_eq!(perft_2(&fixed), depth2, "{name}.old.game fixed: perft 2");
            }
            Some(date) => {
                // Accepted today with another meaning: mended only for a file of its era.
                assert_eq!(fixed, old, "{name}.old.game is left as it is without a date");
                let (rewrites, notes) = since(&old, date).expect("a date");
                assert_eq!(notes, Vec::<String>::new(), "{name}: settled by {date}");
                let older = apply(&old, &rewrites);
                assert_eq!(verdict(&older), "accepted", "{name}.old.game from {date}:\n{older}");
                assert_eq!(perft_2(&older), depth2, "{name}.old.game from {date}: perft 2");
                assert_ne!(older, old, "{name}.old.game is rewritten for its era");
                let (today, _) = since(&old, "2026-11-27").expect("a date");
                assert!(today.is_empty(), "{name}: a file of today is left as it is");
            }
            None => assert_eq!(fixed, old, "{name}.old.game is left as it is"),
        }
    }
}

/// Row 03 differs only at depth 6: the old form read today, against the same file mended for
/// its era and the game as written today.
#[test]
fn an_optional_end_keeps_its_old_meaning_deep_down() {
    let old = read("03-optional-end.old.game");
    let (rewrites, _) = since(&old, "2026-11-24T08:00").expect("a date");
    let perft_6 = |source: &str| {
        let rules = yon::check::load(source).expect("checks");
        perft(&mut State::new(Arc::new(rules)), 6)
    };
    assert_eq!(perft_6(&old), 90072, "today's meaning");
    assert_eq!(perft_6(&apply(&old, &rewrites)), 38088, "the old meaning");
    assert_eq!(perft_6(&read("03-optional-end.new.game")), 38088);
}

//! Tests of finding old forms: each kind found where it is and rewritten to today's form.

use super::{apply, candidates};

fn rewritten(source: &str) -> String {
    apply(source, &candidates(source))
}

#[test]
fn turn_first_becomes_turn_one() {
    assert_eq!(rewritten("turn first: place\nturn: place place\n"), "turn 1: place\nturn: place place\n");
    assert_eq!(rewritten("turn: first\n"), "turn: first\n", "an action named `first` is not it");
}

#[test]
fn a_gate_before_the_colon_goes_to_the_end_of_the_statement() {
    let old = "action slide unless seed: move step any to empty\n  then flip jumped // why\nwin: x\n";
    let new = "action slide: move step any to empty\n  then flip jumped unless seed // why\nwin: x\n";
    assert_eq!(rewritten(old), new);
}

#[test]
fn directions_are_put_in_parentheses() {
    assert_eq!(
        rewritten("action p: place on edge s|w & next s|sw|se occupied\n"),
        "action p: place on edge (s | w) & next (s | sw | se) occupied\n"
    );
    assert_eq!(
        rewritten("action p: place on edge s | w\n"),
        "action p: place on edge s | w\n",
        "today's reading"
    );
}

#[test]
fn a_keyword_alone_on_its_line_is_joined_to_the_next() {
    assert_eq!(rewritten("hand mark\n  unlimited\nturn\n  : place\n"), "hand mark unlimited\nturn: place\n");
    assert_eq!(rewritten("action a: move\n  step any\n"), "action a: move\n  step any\n");
}

#[test]
fn strings_lose_their_tabs_and_broken_lines_but_keep_escapes_and_comments() {
    assert_eq!(rewritten("game \"a\tb\"\n"), "game \"a b\"\n");
    assert_eq!(rewritten("game \"two \\\n  lines\"\n"), "game \"two lines\"\n");
    let kept = "game \"say \\\"hi\\\" \\\\ \t\" // a \"tab\t\" here\n";
    assert_eq!(rewritten(kept), "game \"say \\\"hi\\\" \\\\ \" // a \"tab\t\" here\n");
    assert_eq!(rewritten("game \"open\nplayers x\n"), "game \"open\nplayers x\n", "no string runs on");
}

#[test]
fn a_kind_without_a_letter_of_its_own_gets_a_free_one() {
    let new = rewritten("piece king knight kite \"I\", kelp\n");
    assert_eq!(new, "piece king knight \"N\" kite \"I\", kelp \"E\"\n");
    assert_eq!(rewritten("piece _stone\n"), "piece _stone \"S\"\n");
    assert_eq!(rewritten("piece king, queen\n"), "piece king, queen\n");
}

#[test]
fn parentheses_around_parentheses_go() {
    assert_eq!(
        rewritten("action a: place on ((( a1 b2 )) ) & (c3)\n"),
        "action a: place on ( a1 b2 )  & (c3)\n"
    );
    assert_eq!(
        rewritten("action a: place on (a1 (b2)) // ((x))\n"),
        "action a: place on (a1 (b2)) // ((x))\n"
    );
}

#[test]
fn a_region_too_long_for_a_statement_is_split_in_parts() {
    let cells: Vec<String> = (1..=2000).map(|i| format!("c{i}")).collect();
    let old = format!("region big: {}\nregion big-1: a1\n", cells.join(" "));
    let new = rewritten(&old);
    assert!(new.starts_with("region big-part-1: c1 c2 "), "{}", &new[..40]);
    assert!(new.contains("\nregion big: big-part-1 big-part-2\nregion big-1: a1\n"));
    let words: Vec<&str> = new.split_whitespace().filter(|w| w.starts_with('c')).collect();
    assert_eq!(words, cells.iter().map(String::as_str).collect::<Vec<_>>(), "every cell kept, in order");
    let ops = format!("region big: {} | a1\n", cells.join(" "));
    assert_eq!(rewritten(&ops), ops, "only plain lists are split");
}

#[test]
fn a_file_of_an_era_keeps_the_meaning_it_had() {
    use super::era::since;
    let old =
        "game \"a \\& b\"\naction place: place\nturn: place place?\nforbid: pieces == 0\nregion last: a1\n";
    let (rewrites, notes) = since(old, "2026-11-22T19:10").expect("a date");
    assert!(notes.is_empty(), "{notes:?}");
    let new = "game \"a & b\"\naction place: place\nturn: place (place | end)\nforbid: pieces == 0 after place\nregion last_: a1\n";
    assert_eq!(apply(old, &rewrites), new);
    let (rewrites, _) = since(old, "2026-11-23T09:00").expect("a date");
    assert_eq!(apply(old, &rewrites), old.replace("place?", "(place | end)").replace("last:", "last_:"));
    let (rewrites, notes) = since(old, "2026-11-24").expect("a date");
    assert!(rewrites.is_empty());
    assert_eq!(notes.len(), 2, "the turn and `last` changed that day: {notes:?}");
    let (_, notes) = since("turn: (a b?)*\n", "2026-11-23").expect("a date");
    assert!(notes[0].contains("write `end` there by hand"), "{notes:?}");
    assert_eq!(apply("turn: a b*\n", &since("turn: a b*\n", "2026-11-23").expect("").0), "turn: a b* end\n");
    assert!(since(old, "2026-11-22T18:00").is_err(), "before the language");
    assert!(since(old, "yesterday").is_err());
}

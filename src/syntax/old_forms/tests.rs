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

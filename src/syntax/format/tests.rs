//! Tests of the canonical layout: the space between tokens, continuation lines, comments and
//! blank lines; and every shipped game laid out once for good.

use super::format;

fn formatted(source: &str) -> String {
    format(source).unwrap_or_else(|d| panic!("{d:?}"))
}

#[test]
fn the_space_between_tokens_is_made_canonical() {
    let source = "players   a\tb\nboard square 3 x 3\nfacing a : n\nfacing b :s\npiece king \"K\" , pawn \"P\"\n\
                  hand pawn 2\naction go: move king step  any to empty | ( enemy&pawn )\nwin \"w\": lines 3+ >= 1\n";
    let expected = "players a b\nboard square 3 x 3\nfacing a: n\nfacing b: s\npiece king \"K\", pawn \"P\"\n\
                    hand pawn 2\naction go: move king step any to empty | (enemy & pawn)\nwin \"w\": lines 3+ >= 1\n";
    assert_eq!(formatted(source), expected);
}

#[test]
fn line_breaks_comments_and_blank_lines_are_kept_in_shape() {
    let source = "\n\n// A game.\n\n\n\nplayers a b   // who plays\n   \nboard square 3 x 3\npiece p\nhand p unlimited\n\
                  action place: place\n        // where:\n   on empty\n\n\n\nwin \"w\": lines 3 >= 1   \n// the end";
    let expected = "// A game.\n\nplayers a b // who plays\n\nboard square 3 x 3\npiece p\nhand p unlimited\n\
                    action place: place\n  // where:\n  on empty\n\nwin \"w\": lines 3 >= 1\n// the end\n";
    assert_eq!(formatted(source), expected);
}

#[test]
fn a_file_that_does_not_parse_is_not_formatted() {
    assert!(format("players a b\nboard nonsense\n").is_err());
}

#[test]
fn every_shipped_game_keeps_its_game_and_a_second_run_changes_nothing() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    for entry in std::fs::read_dir(dir).expect("games/") {
        let game = std::fs::read_to_string(entry.expect("an entry").path()).expect("a game file");
        let game = game.as_str();
        let once = formatted(game);
        assert_eq!(formatted(&once), once, "idempotent");
        let (before, after) = (crate::check::load(game), crate::check::load(&once));
        let (before, after) = (before.expect("a shipped game checks"), after.expect("still checks"));
        let count = |rules| {
            let mut state = crate::engine::State::new(std::sync::Arc::new(rules));
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            legal.len()
        };
        assert_eq!(count(before), count(after));
    }
}

//! Boards as text and as SVG pictures: every shipped game at the start and after a few random
//! actions, kept as insta snapshots; and any board drawn from its points alone.

#[path = "../../../tests/common/mod.rs"]
mod common;

use yon::engine::Rng;
use yon::engine::State;
use yon_view::{draw, svg};

/// Every game in `games/` by file stem, at its start.
fn games() -> Vec<(String, State)> {
    let mut names: Vec<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../../games"))
        .expect("games/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".game"))
        .collect();
    names.sort();
    names.into_iter().map(|n| (n.trim_end_matches(".game").to_string(), common::game(&n, &[]))).collect()
}

/// The state after `count` random actions drawn with a fixed seed.
fn after(mut state: State, count: usize) -> State {
    let mut rng = Rng::new(11);
    for _ in 0..count {
        let Some(action) = state.sample(&mut |n| rng.below(n)) else { break };
        state.play_unchecked(action);
    }
    state
}

#[test]
fn text_boards_of_every_game() {
    for (name, start) in games() {
        insta::assert_snapshot!(format!("{name}-start"), draw::position(&start, false));
        let later = after(start, 5);
        insta::assert_snapshot!(format!("{name}-after-5"), draw::position(&later, false));
    }
}

#[test]
fn svg_pictures_of_every_game() {
    for (name, start) in games() {
        let later = after(start, 5);
        let picture = svg::picture(&later);
        assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
        insta::assert_snapshot!(format!("{name}-after-5-svg"), picture);
    }
}

#[test]
fn square_and_hex_boards_drawn_from_their_points_alone() {
    for (name, start) in games().into_iter().filter(|(n, _)| n.starts_with("yonmoque") || n == "tic-tac-toe")
    {
        let later = after(start, 3);
        let text = draw::graph(&later, false);
        for cell in later.rules().geometry.names.iter() {
            let empty = text.split(|c: char| !c.is_ascii_alphanumeric()).any(|word| word == cell);
            let occupied = later.board()[later.rules().geometry.cell(cell).expect("a cell") as usize] != 0;
            assert!(empty || occupied, "{name}: {cell} is neither shown nor occupied:\n{text}");
        }
        insta::assert_snapshot!(format!("{name}-from-points"), text);
    }
}

#[test]
fn colour_uses_escapes_and_plain_text_none() {
    let state = after(common::game("yonmoque.game", &[]), 3);
    assert!(!draw::position(&state, false).contains('\u{1b}'));
    let coloured = draw::position(&state, true);
    assert!(coloured.contains("\u{1b}[48;5;"), "regions as 256-colour backgrounds");
    assert!(coloured.contains("\u{1b}[1m"), "pieces in bold colours");
}

#[test]
fn a_player_out_and_a_blockade_are_shown_as_such() {
    let table = std::fs::read_to_string(concat!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../.."),
        "/tests/perft/yonin-shogi-takeover.perft"
    ))
    .expect("the takeover table");
    let moves = table.lines().find_map(|l| l.strip_prefix("moves ")).expect("its moves");
    let mut state = common::game("yonin-shogi.game", &[]);
    common::play(&mut state, moves);
    insta::assert_snapshot!("yonin-shogi-after-a-takeover", draw::position(&state, false));
    let picture = svg::picture(&state);
    assert!(picture.contains("#999999"), "the blockade is grey in the picture");
}

/// Yoso-Go, seed 1's random game to turn 15: fate hops EA-WA over honour's token on EV, then
/// places on AV — one turn of two actions.
const YOSO_GO_CAPTURE: &str = "EV VA AA AW WV VW FW WW WE AE FE EA FA EA-WA AV";

/// Yonin Shogi: east's silver takes south's silver on g1 at the end of the second round.
const YONIN_SHOGI_CAPTURE: &str = "c1-b2 a6-b7 c9-c8 i3-h2 e3-e4 b7-b8 c8-b7 h2-g1";

#[test]
fn the_whole_last_turn_is_marked_and_told_in_words() {
    let mut yonin = common::game("yonin-shogi.game", &[]);
    common::play(&mut yonin, YONIN_SHOGI_CAPTURE);
    let text = draw::position(&yonin, false);
    assert!(text.contains("  east h2-g1 takes south's silver\n"), "{text}");
    assert!(text.contains("[Se]") && text.contains("(: )"), "to and from marked: {text}");
    insta::assert_snapshot!("yonin-shogi-a-capture", text);

    let mut yoso = common::game("yoso-go.game", &[]);
    common::play(&mut yoso, YOSO_GO_CAPTURE);
    let text = draw::position(&yoso, false);
    assert!(text.contains("  fate EA-WA takes honour's token on EV\n  fate AV\n"), "both actions: {text}");
    // Names are centred in cells as wide as the widest (`F:WA`).
    let cells = text.replace(' ', "");
    assert!(cells.contains("<EV>") && cells.contains("(EA)"), "the taken token and where fate left: {text}");
    assert!(
        cells.contains("[F:WA]") && cells.contains("[F:AV]"),
        "where fate's hop and placement arrived: {text}"
    );
    insta::assert_snapshot!("yoso-go-a-capture", text);
    let picture = svg::picture(&yoso);
    assert!(picture.contains(r#"stroke-dasharray="2 3""#), "the taken token's cell is dotted");
    assert!(picture.contains("fate EA-WA takes honour's token on EV"), "the turn in words under the picture");

    let mut othello = common::game("othello.game", &[]);
    common::play(&mut othello, "d3 c3 c4");
    let text = draw::position(&othello, false);
    assert!(text.contains("  black c4 flips d4\n") && text.contains("[B]<B>"), "{text}");
}

#[test]
fn a_player_who_has_not_seen_the_others_turns_is_told_all_of_them() {
    let mut state = common::game("yonin-shogi.game", &[]);
    common::play(&mut state, YONIN_SHOGI_CAPTURE);
    // South last acted at c1-b2 (the fifth action is south's e3-e4): everything after it.
    let recent = draw::Recent::since(&state, 5, Some(0));
    let told = draw::sentences(state.rules(), &recent);
    assert_eq!(told, ["west b7-b8", "north c8-b7", "east h2-g1 takes your silver"]);
}

/// Pieces of different owners never look alike, and the legend's marks are the board's.
#[test]
fn every_player_is_told_apart_in_plain_text() {
    let three = "game \"Three\"\nplayers red rose blue\nboard square 4 x 4\npiece stone\n\
        hand stone unlimited\naction place: place stone on empty\n";
    let mut all = games();
    all.push(("three-one-kind".into(), common::game_from(three)));
    for (name, start) in all {
        let state = after(start, 40);
        let view = draw::view(&state, &draw::Recent::default());
        let mut looks: Vec<(u8, String)> =
            view.cells.iter().filter_map(|c| c.piece).map(|p| (p.owner, p.text())).collect();
        looks.sort();
        looks.dedup();
        for (i, (owner, text)) in looks.iter().enumerate() {
            let other = looks.iter().skip(i + 1).find(|(o, t)| o != owner && t == text);
            assert!(other.is_none(), "{name}: {text} stands for two owners");
        }
        let board = draw::position(&state, false);
        for (owner, mark) in view.legend_marks.iter().enumerate() {
            let theirs: Vec<&String> =
                looks.iter().filter(|(o, _)| *o as usize == owner).map(|(_, t)| t).collect();
            let shown = match mark.as_str() {
                "ABC" => theirs.iter().all(|t| t.chars().all(|c| !c.is_ascii_lowercase())),
                "abc" => theirs.iter().all(|t| t.chars().all(|c| !c.is_ascii_uppercase())),
                mark => theirs.iter().all(|t| t.contains(mark)),
            };
            assert!(shown, "{name}: the legend's {mark} is not what {theirs:?} show");
            assert!(board.contains(&format!("  {mark}")), "{name}: {mark} in the legend:\n{board}");
        }
    }
}

/// The example of `flag` in docs/LANGUAGE.md: men that start `fresh` and become `blooded`.
const FIRST_BLOOD: &str = r#"
game "First blood"
players white black
board square 4 x 4
piece man
flag fresh for man
flag blooded
setup white: a1 b1
setup black: c4 d4
action step: move step orthogonal
  then unflag fresh
action leap: move from flagged fresh leap n n | s s
  then unflag fresh
action take: move step any to enemy
  then flag blooded, unflag fresh
action dash: move from flagged blooded slide orthogonal
lose: stuck
win "two blooded": count (own & flagged blooded) >= 2
"#;

#[test]
fn flags_are_listed_under_the_text_board_and_marked_on_the_pictures_pieces() {
    let mut state = common::game_from(FIRST_BLOOD);
    common::play(&mut state, "a1-a2 c4-c3 b1-b2 c3-b2");
    let text = draw::position(&state, false);
    assert!(text.contains("flagged fresh: d4\n") && text.contains("flagged blooded: b2\n"), "{text}");
    insta::assert_snapshot!("first-blood-flags", text);
    let picture = svg::picture(&state);
    let marks = picture.matches(r#"<g class="flag">"#).count();
    assert_eq!(marks, 2, "d4's fresh and b2's blooded: {picture}");
    assert!(picture.contains("<title>blooded</title>") && picture.contains("flags: f fresh, b blooded"));
}

/// Blokus Duo after five pieces: purple's V on the start point e10, orange's O on j5, then
/// each a piece touching its own at a corner, the last a mirrored one.
const BLOKUS_OPENING: &str = "V*e10 O*j5 2*d8 4*l7 Z*c7:5";

#[test]
fn a_shaped_piece_is_drawn_as_one_piece() {
    let mut state = common::game("blokus-duo.game", &[]);
    common::play(&mut state, BLOKUS_OPENING);
    let view = draw::view(&state, &draw::Recent::last_turn(&state));
    let mut tiles: Vec<u32> = view.cells.iter().filter_map(|c| c.tile).collect();
    assert_eq!(tiles.len(), 5 + 4 + 2 + 4 + 5, "every covered cell belongs to a tile");
    tiles.sort_unstable();
    tiles.dedup();
    assert_eq!(tiles, [0, 1, 2, 3, 4], "five pieces, numbered as placed");
    let picture = svg::picture(&state);
    // The V's five cells are filled, its letter drawn once, one outline (a path) round each piece.
    assert_eq!(picture.matches(r#"class="tile""#).count(), 20, "{picture}");
    assert_eq!(picture.matches(">V</text>").count(), 1, "the V's letter once: {picture}");
    assert_eq!(picture.matches("<path d=").count(), 5, "one outline a piece: {picture}");
    // The last piece placed is outlined in the last turn's colour, and only it.
    assert_eq!(picture.matches(r##"stroke="#e8590c" stroke-width="3.5""##).count(), 1, "{picture}");
    insta::assert_snapshot!("blokus-duo-five-pieces-svg", picture);
    insta::assert_snapshot!("blokus-duo-five-pieces", draw::position(&state, false));
}

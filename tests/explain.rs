//! Refusals explain themselves: the five the issue names, word for word, and a sample of
//! refusals on every shipped game kept as snapshots — each one the part of the rule that fails,
//! on which cell, with its line, among the rules that could act for the player now.

mod common;

use common::{game, play};
use yon::engine::Rng;
use yon::engine::{Action, NOBODY, State, owner_of};

fn refusal(state: &mut State, text: &str) -> String {
    match state.parse_action(text) {
        Ok(_) => panic!("`{text}` is legal"),
        Err(why) => why.to_string(),
    }
}

#[test]
fn a_move_from_another_players_piece_says_whose_it_is() {
    let mut state = game("yonin-shogi.game", &[]);
    play(&mut state, "d1-c2");
    assert_eq!(refusal(&mut state, "c1-c2"), "c1 holds south's silver: you move only your own pieces");
}

#[test]
fn a_move_onto_ones_own_piece_names_the_rule_and_what_stands_there() {
    let mut state = game("yonin-shogi.game", &[]);
    assert_eq!(
        refusal(&mut state, "e1-e2"),
        "`king` (line 63) moves only to `empty | enemy`; e2 holds your rook"
    );
}

#[test]
fn a_placement_outside_the_element_in_force_says_which_is_in_force() {
    let mut state = game("yoso-go.game", &[]);
    play(&mut state, "AA");
    assert_eq!(
        refusal(&mut state, "EE"),
        "`place` (line 61) places only on `empty & (element of force | zone of force)`; EE is empty \
         (in `element of E`, `zone of E`); force is A"
    );
}

#[test]
fn a_move_from_an_empty_cell_lists_no_rule() {
    let mut state = game("yonmoque.game", &[]);
    assert_eq!(refusal(&mut state, "c3-c4"), "c3 is empty: there is no piece to move");
}

#[test]
fn each_rule_that_could_move_the_piece_says_what_fails() {
    let mut state = game("yonmoque.game", &[]);
    play(&mut state, "c3 a1");
    assert_eq!(
        refusal(&mut state, "c3-c5"),
        "no action rule makes c3-c5 here:\n  \
         `step` (line 20) cannot go from c3 to c5: it steps one cell, in its directions\n  \
         `slide` (line 22) moves only from `colour`; c3 holds your disc (in `neutral`)"
    );
}

#[test]
fn a_drop_of_a_piece_not_in_hand_says_so() {
    let mut state = game("yonin-shogi.game", &[]);
    assert_eq!(refusal(&mut state, "P*e5"), "you have no pawn in hand");
}

#[test]
fn a_mistyped_cell_gets_the_board_or_the_right_case() {
    let mut state = game("yonmoque-hex.game", &[]);
    assert_eq!(refusal(&mut state, "C3"), "`C3` is not a cell: cell names are lower case, `c3`");
    let far = refusal(&mut state, "z9");
    assert!(far.starts_with("`z9` is not a cell of this board: its files run from `a` to "), "{far}");
    let mut graph = game("yoso-go.game", &[]);
    assert!(refusal(&mut graph, "QQ").starts_with("`QQ` is not a spot of this board: its spots are EE, EW"));
}

/// Refusals of a few kinds in one position: a placement on an occupied cell, a move from an
/// empty cell, from another player's piece, onto one's own piece and to the far corner.
fn sample_refusals(state: &mut State) -> Vec<String> {
    let names = state.rules().geometry.names.clone();
    let me = state.to_move();
    let board = state.board().to_vec();
    let cells_where = |test: &dyn Fn(u16) -> bool| -> Vec<&String> {
        board.iter().zip(&names).filter(|(p, _)| test(**p)).map(|(_, n)| n).collect()
    };
    let empty = cells_where(&|p| p == 0);
    let mine = cells_where(&|p| p != 0 && owner_of(p) == me);
    let theirs = cells_where(&|p| p != 0 && owner_of(p) != me && owner_of(p) != NOBODY);
    let mut legal: Vec<Action> = Vec::new();
    state.legal_actions(&mut legal);
    let placing = legal.iter().map(|&a| state.format(a)).find(|t| !t.contains('-'));
    let mut texts = Vec::new();
    if let (Some(place), Some(occupied)) = (placing, mine.first().or(theirs.first())) {
        let cell_at = place.rfind('*').map_or(0, |at| at + 1);
        texts.push(format!("{}{occupied}", &place[..cell_at]));
    }
    if let (Some(a), Some(b)) = (empty.first(), empty.last()) {
        texts.push(format!("{a}-{b}"));
    }
    if let (Some(a), Some(b)) = (theirs.first(), empty.first()) {
        texts.push(format!("{a}-{b}"));
    }
    if let [a, b, ..] = mine.as_slice() {
        texts.push(format!("{a}-{b}"));
    }
    if let (Some(a), Some(b)) = (mine.first(), names.last()) {
        texts.push(format!("{a}-{b}"));
    }
    texts
        .into_iter()
        .filter_map(|text| state.parse_action(&text).err().map(|why| format!("{text}: {why}")))
        .collect()
}

#[test]
fn every_shipped_game_explains_its_refusals() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut files: Vec<_> =
        std::fs::read_dir(&dir).expect("games/").map(|e| e.expect("entry").path()).collect();
    files.sort();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "game")) {
        let file = path.file_name().and_then(|n| n.to_str()).expect("a name");
        let mut state = game(file, &[]);
        let mut rng = Rng::new(7);
        let mut report = String::new();
        for round in 0..3 {
            // Where chance acts, every move is refused alike (tested above): throw first.
            let mut thrown = Vec::new();
            while let Some(roll) = state.sample_roll(&mut |n| rng.below(n)) {
                thrown.push(state.format(roll));
                state.play_unchecked(roll);
            }
            let thrown =
                if thrown.is_empty() { String::new() } else { format!(" and {}", thrown.join(", ")) };
            report += &format!(
                "after {} random actions{thrown}, {} to act:\n",
                round * 3,
                state.rules().players[state.to_move() as usize]
            );
            let refusals = sample_refusals(&mut state);
            assert!(round > 0 || !refusals.is_empty(), "{file}: no refusal sampled at the start");
            for line in refusals {
                report += &format!("  {}\n", line.replace('\n', "\n  "));
            }
            for _ in 0..3 {
                if state.play_sampled(&mut |n| rng.below(n)).is_none() {
                    break;
                }
            }
        }
        let stem = file.trim_end_matches(".game");
        insta::assert_snapshot!(format!("explain-{stem}"), report);
    }
}

#[test]
fn a_move_the_dice_do_not_allow_names_the_dice_left_and_the_distance() {
    let mut state = game("backgammon.game", &[]);
    play(&mut state, "roll 5-3");
    assert_eq!(
        refusal(&mut state, "l2-h2"),
        "`run` (line 35) goes as far as one die shows, and the dice left show 3 and 5: `l2-h2` is 4 along `way`"
    );
    play(&mut state, "l2-i2");
    assert_eq!(
        refusal(&mut state, "l2-i2"),
        "`run` (line 35) goes as far as one die shows, and the die left shows 5: `l2-i2` is 3 along `way`"
    );
}

#[test]
fn a_move_along_a_track_says_which_way_bearing_off_and_entering_go() {
    let mut state = game("backgammon.game", &[]);
    assert_eq!(refusal(&mut state, "a2-d2"), "chance acts first: the dice are thrown before anyone moves");
    play(&mut state, "roll 5-3");
    assert_eq!(refusal(&mut state, "a2-d2"), "`run` (line 35) goes only onward along `way`: d2 is behind a2");
    assert_eq!(
        refusal(&mut state, "e1-off"),
        "`bear-off` (line 36) acts only when hand == 0 and count (own - home) == 0, and that does not hold now"
    );
    assert_eq!(
        refusal(&mut state, "off-h2"),
        "`enter` (line 34) enters from off a checker in hand; you have none"
    );
    assert_eq!(
        refusal(&mut state, "g1-l1"),
        "`run` (line 35) moves only to `empty | own | enemy & height == 1`; l1 holds a stack of 2, black's checker on top"
    );
}

#[test]
fn a_throw_read_as_a_total_is_said_as_one() {
    let mut state = game("ur.game", &[]);
    play(&mut state, "roll 2");
    let why = refusal(&mut state, "off-d1");
    assert!(why.contains("goes as far as the dice show in all, 2: `off-d1` is 1 along `way`"), "{why}");
}

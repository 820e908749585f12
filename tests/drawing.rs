//! Boards as text and as SVG pictures: every shipped game at the start and after a few random
//! actions, kept as insta snapshots; and any board drawn from its points alone.

mod common;

use yon::agents::Rng;
use yon::cli::{draw, svg};
use yon::engine::State;

/// Every game in `games/` by file stem, at its start.
fn games() -> Vec<(String, State)> {
    let mut names: Vec<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/games"))
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
        env!("CARGO_MANIFEST_DIR"),
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

//! Self-tests of the English draughts oracle: published perft, scenarios for each rule that could be got
//! wrong, mid-game perft, and random games checked against a second, plainer reading of the rules.

use super::*;
use crate::kit::{SplitMix, turn_list};

fn game(turns: &str) -> Draughts {
    let mut game = Draughts::new();
    for turn in turn_list(turns) {
        game.play(&turn);
    }
    game
}

fn perfts(game: &Draughts, depth: u32) -> Vec<u64> {
    (0..=depth).map(|d| game.perft(d)).collect()
}

#[test]
fn perft_from_the_start_matches_bik_to_depth_8() {
    let published = [1, 7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931];
    assert_eq!(perfts(&Draughts::new(), 8), published);
}

#[test]
fn perft_from_the_start_matches_bik_at_depths_9_and_10() {
    assert_eq!(Draughts::new().perft(9), 3_963_680);
    assert_eq!(Draughts::new().perft(10), 18_391_564);
}

#[test]
#[ignore = "about 30 s in release"]
fn perft_from_the_start_matches_bik_at_depths_11_and_12() {
    assert_eq!(Draughts::new().perft(11), 85_242_128);
    assert_eq!(Draughts::new().perft(12), 388_623_673);
}

#[test]
fn the_first_turns() {
    let turns = Draughts::new().turns();
    assert_eq!(turn_list("a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, g3-h4"), turns);
}

#[test]
fn a_capture_is_compulsory() {
    let g = game("c3-d4, f6-e5");
    assert_eq!(g.turns(), turn_list("d4-f6"));
    let g = game("c3-d4, f6-e5, d4-f6");
    assert_eq!(g.turns(), turn_list("e7-g5, g7-e5"));
    assert_eq!(g.count(0), 12);
    assert_eq!(g.count(1), 11);
}

#[test]
fn a_multi_jump_must_go_on() {
    let g = game("e3-f4, b6-a5, d2-e3, c7-b6, f4-g5");
    assert_eq!(g.turns(), turn_list("f6-h4, h6-f4 f4-d2"));
    let mut after = g;
    after.play(&turn_list("h6-f4 f4-d2")[0]);
    assert_eq!(after.count(0), 10);
    assert_eq!(after.piece("d2"), Some((1, false)));
    assert_eq!(after.piece("g5"), None);
    assert_eq!(after.piece("e3"), None);
}

#[test]
#[should_panic(expected = "not a legal turn")]
fn a_multi_jump_cannot_stop_halfway() {
    game("e3-f4, b6-a5, d2-e3, c7-b6, f4-g5, h6-f4");
}

#[test]
fn a_multi_jump_may_choose_its_continuation() {
    let g = game("g3-f4, f6-g5, c3-d4, e7-f6, a3-b4, d6-c5, b4-d6");
    assert_eq!(g.turns(), turn_list("c7-e5 e5-c3, c7-e5 e5-g3"));
}

/// Bik's counts take distinct jump sequences as distinct turns: here white's f6 reaches f2 by
/// two paths that take different men, and naming a turn by its two ends only would count 845,925
/// at depth 8 from the start instead of the published 845,931.
#[test]
fn two_jump_paths_between_the_same_squares_are_two_turns() {
    let g = game("e3-f4, f6-e5, f2-e3, e5-d4, c3-e5, e7-f6, f4-g5");
    assert_eq!(g.turns(), turn_list("d6-f4, f6-d4 d4-f2, f6-h4 h4-f2, h6-f4"));
    let (mut west, mut east) = (g, g);
    west.play(&turn_list("f6-d4 d4-f2")[0]);
    east.play(&turn_list("f6-h4 h4-f2")[0]);
    assert_eq!((west.piece("e5"), west.piece("e3"), west.piece("g5")), (None, None, Some((0, false))));
    assert_eq!((east.piece("g5"), east.piece("g3"), east.piece("e5")), (None, None, Some((0, false))));
}

/// White's man jumps c5-a3-c1 and is crowned on c1; a king there could jump d2 to e3, but
/// crowning ends the turn.
const CROWNED_IN_A_JUMP: &str = "e3-f4, f6-g5, a3-b4, g5-e3, d2-f4, b6-c5, c1-d2, c5-a3 a3-c1";

#[test]
fn a_man_crowned_in_the_middle_of_a_multi_jump_stops_there() {
    let before = game(CROWNED_IN_A_JUMP.rsplit_once(',').expect("several turns").0);
    assert_eq!(before.turns(), turn_list("c5-a3 a3-c1"));
    let g = game(CROWNED_IN_A_JUMP);
    assert_eq!(g.piece("c1"), Some((1, true)));
    assert_eq!(g.piece("d2"), Some((0, false)), "the man on d2 is not jumped");
    assert_eq!(g.to_move(), 0);
}

#[test]
fn a_man_is_crowned_by_a_simple_move() {
    let g = game("a3-b4, b6-a5, b4-c5, d6-b4, b2-a3, a7-b6, a3-c5 c5-a7, c7-b6, a1-b2, b8-c7");
    assert_eq!(g.piece("a7"), Some((0, false)));
    assert!(g.turns().contains(&turn_list("a7-b8")[0]));
    let g = game("a3-b4, b6-a5, b4-c5, d6-b4, b2-a3, a7-b6, a3-c5 c5-a7, c7-b6, a1-b2, b8-c7, a7-b8");
    assert_eq!(g.piece("b8"), Some((0, true)));
}

#[test]
fn a_king_jumps_backwards() {
    let g = game("c3-d4, f6-e5, d4-f6, e7-g5, g3-h4, d8-e7, h4-f6 f6-d8, b6-a5");
    assert_eq!(g.turns(), turn_list("d8-b6"), "black's king on d8 jumps south over c7");
    let g = game(&format!("{CROWNED_IN_A_JUMP}, g3-h4"));
    assert_eq!(g.turns(), turn_list("c1-e3 e3-g5"), "white's king on c1 jumps north over d2 and f4");
}

#[test]
fn a_player_whose_pieces_are_all_blocked_loses() {
    let g = game(
        "e3-f4, f6-e5, d2-e3, b6-c5, a3-b4, c5-a3, e1-d2, g7-f6, c3-d4, e5-c3 c3-e1, c1-d2, a3-c1, \
         e3-d4, e1-c3 c3-e5, g3-h4, e5-g3 g3-e1, a1-b2, c1-a3, h4-g5, h6-f4, g1-f2, e1-g3",
    );
    assert_eq!(g.count(0), 1, "black's man on h2 is blocked by g3 and f4");
    assert_eq!(g.piece("h2"), Some((0, false)));
    assert_eq!(g.result(), Some(Some(1)));
    assert!(g.turns().is_empty());
}

#[test]
fn a_player_without_pieces_loses() {
    let g = game(
        "c3-d4, f6-e5, d4-f6, e7-g5, g3-h4, d8-e7, h4-f6 f6-d8, b6-c5, d8-b6 b6-d4, f8-e7, f2-g3, \
         d6-e5, d4-f6 f6-d8, b8-c7, d8-b6, a7-c5, g3-f4, c5-d4, e3-c5, h6-g5, f4-h6 h6-f8, h8-g7, f8-h6",
    );
    assert_eq!(g.count(1), 0);
    assert_eq!(g.result(), Some(Some(0)));
    assert_eq!(g.perft(1), 0);
}

/// Mid-game positions (the turns that reach them) and their perft at depths 0 to 6.
pub const MIDGAMES: [(&str, [u64; 7]); 3] = [
    // White must capture; one capture is a double jump.
    ("e3-f4, b6-a5, d2-e3, c7-b6, f4-g5", [1, 2, 9, 73, 441, 2_529, 12_379]),
    // White has a new king on c1 that may jump back north; black's men are thinned out.
    (CROWNED_IN_A_JUMP, [1, 8, 27, 150, 888, 4_945, 27_724]),
    // Black has just been crowned on d8 by a double jump, behind white's lines.
    ("c3-d4, f6-e5, d4-f6, e7-g5, g3-h4, d8-e7, h4-f6 f6-d8", [1, 7, 35, 232, 1_325, 8_544, 48_032]),
];

#[test]
fn mid_game_perft() {
    for (turns, want) in MIDGAMES {
        assert_eq!(perfts(&game(turns), 6), want, "after {turns}");
    }
}

/// The board as the public API shows it: (owner, king) per square.
fn board(g: &Draughts) -> Vec<((u8, u8), (usize, bool))> {
    let mut pieces = Vec::new();
    for rank in 0..8 {
        for file in 0..8 {
            if let Some(piece) = g.piece(&square_name(rank * 8 + file)) {
                pieces.push(((file, rank), piece));
            }
        }
    }
    pieces
}

#[test]
fn random_games_keep_the_rules() {
    let mut rng = SplitMix(11);
    for _ in 0..1_000 {
        let mut g = Draughts::new();
        loop {
            let turns = g.turns();
            assert_eq!(g.perft(1), turns.len() as u64);
            assert_eq!(turns.is_empty(), g.result().is_some());
            let pieces = board(&g);
            for &((file, rank), (owner, king)) in &pieces {
                assert_eq!((file + rank) % 2, 0, "a piece on a light square");
                assert!(king || rank != if owner == 0 { 7 } else { 0 }, "an uncrowned man on the far rank");
            }
            assert_eq!(pieces.len() as u32, g.count(0) + g.count(1));
            let jumps = |turn: &Vec<String>| {
                let a = turn[0].as_bytes();
                a[1].abs_diff(a[4]) == 2
            };
            let capturing = turns.iter().filter(|t| jumps(t)).count();
            assert!(capturing == 0 || capturing == turns.len(), "a capture is compulsory: {turns:?}");
            for turn in &turns {
                let mut child = g;
                child.play(turn);
                let taken = if jumps(turn) { turn.len() as u32 } else { 0 };
                let enemy = 1 - g.to_move();
                assert_eq!(child.count(enemy), g.count(enemy) - taken, "{turn:?}");
                assert_eq!(child.count(g.to_move()), g.count(g.to_move()));
                for pair in turn.windows(2) {
                    assert_eq!(pair[0][3..], pair[1][..2], "a multi-jump is one piece's path");
                }
            }
            if turns.is_empty() {
                assert_eq!(g.result(), Some(Some(1 - g.to_move())));
                break;
            }
            g.play(&turns[rng.below(turns.len())]);
        }
    }
}

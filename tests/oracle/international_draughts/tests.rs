//! Self-tests of the flying-king draughts oracle: published perft of international, Brazilian,
//! Russian and Turkish draughts, counted by whole turns and by jumps, and a scenario for each
//! rule that could be got wrong.

use super::*;

fn perfts(game: &Draughts, depth: u32, count: fn(&Draughts, u32) -> u64) -> Vec<u64> {
    (1..=depth).map(|d| count(game, d)).collect()
}

#[test]
fn international_perft_by_turns_matches_bik_and_halbersma_to_depth_6() {
    // Published by Aart Bik and Rein Halbersma, duplicate captures removed.
    let published = [9, 81, 658, 4_265, 27_117, 167_140];
    assert_eq!(perfts(&Draughts::new(INTERNATIONAL), 6, Draughts::perft), published);
}

#[test]
#[ignore = "about 2 min in release"]
fn international_perft_by_turns_at_depths_7_to_9() {
    let game = Draughts::new(INTERNATIONAL);
    assert_eq!(game.perft(7), 1_049_442);
    assert_eq!(game.perft(8), 6_483_961);
    assert_eq!(game.perft(9), 41_022_423);
}

#[test]
fn international_perft_by_jumps_matches_ludii_and_pydraughts_to_depth_6() {
    // Ludii 1.3.12 and pydraughts 0.6.7 counted a ply per jump.
    let published = [9, 81, 658, 4_265, 26_845, 162_986];
    assert_eq!(perfts(&Draughts::new(INTERNATIONAL), 6, Draughts::perft_by_jump), published);
}

#[test]
#[ignore = "about 2 min in release"]
fn international_perft_by_jumps_at_depths_7_and_8() {
    let game = Draughts::new(INTERNATIONAL);
    assert_eq!(game.perft_by_jump(7), 997_135);
    assert_eq!(game.perft_by_jump(8), 5_965_095);
}

#[test]
fn brazilian_perft_matches_the_published_table() {
    let published = [7, 49, 302, 1_469, 7_473, 37_628, 187_302];
    assert_eq!(perfts(&Draughts::new(BRAZILIAN), 7, Draughts::perft), published);
}

#[test]
fn russian_perft_matches_pydraughts() {
    let published = [7, 49, 302, 1_469, 7_482, 37_986, 190_146];
    assert_eq!(perfts(&Draughts::new(RUSSIAN), 7, Draughts::perft), published);
}

#[test]
fn turkish_perft_matches_pydraughts_but_where_its_king_slides_through_its_own_man() {
    // pydraughts 0.6.7 (routes to the same position merged) counts 8; 64; 708; 7,538; 85,146:
    // seven more under each first move, each a king sliding through its own man (followed down
    // under a3-a4: after the line below it offers a8-a1, over white's man on a2).
    let counted = [8, 64, 708, 7_538, 85_090];
    assert_eq!(perfts(&Draughts::new(TURKISH), 5, Draughts::perft), counted);
    let mut game = Draughts::new(TURKISH);
    ["a3-a4", "a6-a5", "a4xa6xa8", "b6-b5"].iter().for_each(|turn| game.play(turn));
    assert_eq!(game.piece("a8"), Some(KING));
    let king: Vec<String> = game.names().into_iter().filter(|n| n.starts_with("a8-a")).collect();
    assert_eq!(king, ["a8-a3", "a8-a4", "a8-a5", "a8-a6", "a8-a7"]);
}

fn empty(variant: Variant) -> Draughts {
    let mut game = Draughts::new(variant);
    game.clear();
    game
}

const MAN: Piece = Piece { white: true, king: false };
const KING: Piece = Piece { white: true, king: true };
const BLACK: Piece = Piece { white: false, king: false };

fn place(game: &mut Draughts, piece: Piece, squares: &str) {
    squares.split_whitespace().for_each(|s| game.set(s, Some(piece)));
}

#[test]
fn a_man_captures_backwards_and_capture_is_compulsory() {
    let mut game = empty(INTERNATIONAL);
    place(&mut game, MAN, "e5 a1");
    place(&mut game, BLACK, "d4");
    assert_eq!(game.names(), ["e5xc3"]);
}

#[test]
fn the_capture_that_takes_most_must_be_played_where_the_majority_rule_holds() {
    for (variant, expected) in [(BRAZILIAN, vec!["c3xe5xg7"]), (RUSSIAN, vec!["c3xe5xg7", "h2xf4"])] {
        let mut game = empty(variant);
        place(&mut game, MAN, "c3 h2");
        place(&mut game, BLACK, "d4 f6 g3");
        assert_eq!(game.names(), expected, "{variant:?}");
    }
}

#[test]
fn a_flying_king_takes_from_afar_and_lands_on_any_empty_square_beyond() {
    let mut game = empty(INTERNATIONAL);
    place(&mut game, KING, "a1");
    place(&mut game, BLACK, "d4");
    assert_eq!(game.names(), ["a1xe5", "a1xf6", "a1xg7", "a1xh8", "a1xi9", "a1xj10"]);
    // Without a capture it slides any distance.
    game.set("d4", None);
    assert_eq!(game.names().len(), 9);
}

#[test]
fn taken_pieces_stay_until_the_end_are_not_taken_twice_and_two_orders_are_one_turn() {
    // Round a diamond of four: the man comes back to its empty start square; it cannot jump d2
    // a second time, and the same round the other way takes the same four pieces.
    let mut game = empty(INTERNATIONAL);
    place(&mut game, MAN, "c1");
    place(&mut game, BLACK, "d2 d4 b4 b2");
    let turns = game.turns();
    assert_eq!(turns.len(), 1, "{:?}", game.names());
    assert_eq!(turns[0].taken.len(), 4);
    let after = game.after(&turns[0]);
    assert_eq!(after.piece("c1"), Some(MAN));
    assert!(["d2", "d4", "b4", "b2"].iter().all(|s| after.piece(s).is_none()));
}

#[test]
fn a_man_is_crowned_in_passing_only_in_russian_draughts() {
    // International: over the far rank and back down, still a man.
    let mut game = empty(INTERNATIONAL);
    place(&mut game, MAN, "e8");
    place(&mut game, BLACK, "d9 b9");
    assert_eq!(game.names(), ["e8xc10xa8"]);
    game.play("e8xc10xa8");
    assert_eq!(game.piece("a8"), Some(MAN));
    // Russian: crowned on e8, it goes on as a king, taking g6 from two squares away.
    let mut game = empty(RUSSIAN);
    place(&mut game, MAN, "c6");
    place(&mut game, BLACK, "d7 g6");
    assert_eq!(game.names(), ["c6xe8xh5"]);
    game.play("c6xe8xh5");
    assert_eq!(game.piece("h5"), Some(KING));
}

#[test]
fn a_man_ending_on_the_far_rank_is_crowned_and_the_turn_passes() {
    let mut game = empty(BRAZILIAN);
    place(&mut game, MAN, "b7");
    place(&mut game, BLACK, "h2");
    game.play("b7-a8");
    assert_eq!(game.piece("a8"), Some(KING));
    assert!(!game.white_to_move());
}

#[test]
fn a_turkish_man_goes_forward_or_sideways_and_takes_so_never_back() {
    let mut game = empty(TURKISH);
    place(&mut game, MAN, "d4");
    place(&mut game, BLACK, "h8");
    assert_eq!(game.names(), ["d4-c4", "d4-d5", "d4-e4"]);
    place(&mut game, BLACK, "d3");
    assert_eq!(game.names(), ["d4-c4", "d4-d5", "d4-e4"], "d3 is behind: no capture");
    place(&mut game, BLACK, "e4");
    assert_eq!(game.names(), ["d4xf4"]);
}

#[test]
fn a_turkish_king_crosses_the_squares_it_emptied_but_never_turns_right_round() {
    // Round a square of four back to a1, then on east over b1, emptied at the first jump.
    let mut game = empty(TURKISH);
    place(&mut game, KING, "a1");
    place(&mut game, BLACK, "b1 c2 b3 a2 e1");
    assert_eq!(game.names(), ["a1xc1xc3xa3xa1xf1", "a1xc1xc3xa3xa1xg1", "a1xc1xc3xa3xa1xh1"]);
    // Each way one piece: back along the line it came, it would take the other too.
    let mut game = empty(TURKISH);
    place(&mut game, KING, "c1");
    place(&mut game, BLACK, "b1 e1 h8");
    assert_eq!(game.names(), ["c1xa1", "c1xf1", "c1xg1", "c1xh1"]);
}

//! The oracle (tests/oracle/shogi) against the published perft numbers from the start
//! (/work/shared PERFT.md), and small scenarios of the rules it must get right.

#[path = "oracle/shogi/mod.rs"]
mod oracle;

use oracle::{Oracle, Variant};
use std::time::Instant;

fn perft(variant: Variant, depth: u32) -> u64 {
    let start = Instant::now();
    let n = Oracle::new(variant).perft(depth);
    eprintln!("{variant:?} perft({depth}) = {n} in {:.2?}", start.elapsed());
    n
}

fn play(oracle: &mut Oracle, actions: &str) {
    for action in actions.split_whitespace() {
        oracle.play(action).unwrap_or_else(|why| panic!("{why}; legal: {:?}", oracle.legal()));
    }
}

#[test]
fn shogi_perft_1_to_4() {
    let expected = [30, 900, 25_470, 719_731];
    for (depth, want) in (1..).zip(expected) {
        assert_eq!(perft(Variant::Shogi, depth), want, "shogi perft({depth})");
    }
}

#[test]
#[ignore = "about 20 million leaves"]
fn shogi_perft_5() {
    assert_eq!(perft(Variant::Shogi, 5), 19_861_490);
}

#[test]
fn yonin_perft_1_to_5() {
    let expected = [9, 81, 729, 6_561, 82_134];
    for (depth, want) in (1..).zip(expected) {
        assert_eq!(perft(Variant::Yonin, depth), want, "Yonin perft({depth})");
    }
}

#[test]
#[ignore = "about a million leaves"]
fn yonin_perft_6() {
    assert_eq!(perft(Variant::Yonin, 6), 1_055_321);
}

#[test]
#[ignore = "about 13 million leaves"]
fn yonin_perft_7() {
    assert_eq!(perft(Variant::Yonin, 7), 13_537_582);
}

#[test]
fn the_start_actions_are_named_as_the_engine_names_them() {
    let shogi = Oracle::new(Variant::Shogi).legal();
    assert!(shogi.contains(&"e3-e4".to_string()) && shogi.contains(&"h2-c2".to_string()), "{shogi:?}");
    let yonin = Oracle::new(Variant::Yonin).legal();
    let want = ["c1-b2", "c1-c2", "d1-c2", "d2-d3", "e3-e4", "f1-g2", "f2-f3", "g1-g2", "g1-h2"];
    assert_eq!(yonin, want);
}

#[test]
fn a_pawn_that_reaches_the_last_rank_must_promote() {
    let mut game = Oracle::new(Variant::Shogi);
    play(&mut game, "a3-a4 i7-i6 a4-a5 i6-i5 a5-a6 g7-g6");
    let legal = game.legal();
    assert!(legal.contains(&"a6-a7".into()) && legal.contains(&"a6-a7+".into()), "optional on entering");
    play(&mut game, "a6-a7 g6-g5");
    let legal = game.legal();
    assert!(legal.contains(&"a7-a8".into()) && legal.contains(&"a7-a8+".into()), "optional inside");
    play(&mut game, "a7-a8 g5-g4");
    let legal = game.legal();
    assert!(legal.contains(&"a8-a9+".into()) && !legal.contains(&"a8-a9".into()), "compulsory: {legal:?}");
    assert_eq!(game.play("a8-a9"), Err("`a8-a9` is not a legal action here".into()));
    play(&mut game, "a8-a9+");
    assert_eq!(game.in_hand(0, 'L'), 1);
}

#[test]
fn a_pawn_drop_that_mates_is_refused() {
    // White's king a9 is boxed in by its own knight b9 and silver b8; a pawn on a8 would be
    // guarded by black's gold b7 and could not be taken.
    let pieces = [("a9", "K", 1), ("b9", "N", 1), ("b8", "S", 1), ("b7", "G", 0), ("e1", "K", 0)];
    let game = Oracle::setup(Variant::Shogi, &pieces, &[(0, "GP")], 0);
    let legal = game.legal();
    assert!(!legal.contains(&"P*a8".into()), "the pawn drop mates");
    assert!(legal.contains(&"G*a8".into()), "a gold drop may mate");
    let mut gold = game.clone();
    play(&mut gold, "G*a8");
    assert!(gold.is_over() && gold.winner() == Some(0));
    // Without the knight the king escapes to b9: the same drop is only a check.
    let pieces = [("a9", "K", 1), ("b8", "S", 1), ("b7", "G", 0), ("e1", "K", 0)];
    let game = Oracle::setup(Variant::Shogi, &pieces, &[(0, "P")], 0);
    assert!(game.legal().contains(&"P*a8".into()));
}

#[test]
fn a_pawn_drop_that_mates_is_refused_in_yonin() {
    // West's king a5 is walled in by its own golds a6 b5 b6 and silver b4 (none of which
    // reaches a4); a south pawn on a4 would be guarded by south's gold b3.
    let kings = [("e1", "K", 0), ("a5", "K", 1), ("e9", "K", 2), ("i5", "K", 3)];
    let mut pieces = kings.to_vec();
    pieces.extend([("a6", "G", 1), ("b5", "G", 1), ("b6", "G", 1), ("b4", "S", 1), ("b3", "G", 0)]);
    let game = Oracle::setup(Variant::Yonin, &pieces, &[(0, "PS")], 0);
    let legal = game.legal();
    assert!(!legal.contains(&"P*a4".into()) && legal.contains(&"S*a4".into()), "{legal:?}");
}

#[test]
fn a_check_shifts_the_turn_in_yonin() {
    let kings = [("e1", "K", 0), ("a5", "K", 1), ("e9", "K", 2), ("i5", "K", 3)];
    let mut pieces = kings.to_vec();
    pieces.push(("b8", "R", 0));
    let mut game = Oracle::setup(Variant::Yonin, &pieces, &[], 0);
    play(&mut game, "b8-b9");
    assert_eq!(game.to_move(), 2, "north is in check and moves before west");
    play(&mut game, "e9-e8");
    assert_eq!(game.to_move(), 3, "then the turn goes on clockwise from north");
}

#[test]
fn a_yonin_checkmate_takes_the_player_over() {
    // West's king a5: a gold dropped on b5, guarded by south's silver c6 (a back diagonal),
    // covers a6 b6 b4; south's rook h4 covers a4. West's silver in hand cannot help.
    let kings = [("e1", "K", 0), ("a5", "K", 1), ("e9", "K", 2), ("i5", "K", 3)];
    let mut pieces = kings.to_vec();
    pieces.extend([("c6", "S", 0), ("h4", "R", 0), ("i9", "P", 1)]);
    let mut game = Oracle::setup(Variant::Yonin, &pieces, &[(0, "G"), (1, "S")], 0);
    play(&mut game, "G*b5");
    assert!(!game.live(1) && game.armies(0) == 2 && game.armies(1) == 0);
    assert_eq!(game.to_move(), 2, "west is out; north is next");
    assert_eq!((game.controller("a5"), game.controller("i9"), game.in_hand(0, 'S')), (Some(0), Some(0), 1));
    assert!(!game.is_over());
}

#[test]
fn the_fourth_repetition_is_a_draw() {
    let mut game = Oracle::new(Variant::Shogi);
    play(&mut game, "h2-g2 b8-c8 g2-h2 c8-b8 h2-g2 b8-c8 g2-h2 c8-b8 h2-g2 b8-c8 g2-h2");
    assert!(!game.is_over(), "the start position has stood three times only");
    play(&mut game, "c8-b8");
    assert!(game.is_over() && game.winner().is_none() && game.legal().is_empty());
}

#[test]
fn a_live_king_is_never_captured_in_yonin() {
    let pieces = [("e1", "K", 0), ("a5", "K", 1), ("e9", "K", 2), ("i5", "K", 3), ("a1", "R", 0)];
    let game = Oracle::setup(Variant::Yonin, &pieces, &[], 0);
    let legal = game.legal();
    assert!(legal.contains(&"a1-a4".into()) && !legal.contains(&"a1-a5".into()), "{legal:?}");
}

#[test]
fn a_yonin_player_without_a_legal_action_is_out() {
    // West's king a9 is not attacked, but south's gold b7 covers a8 b8 and silver c8 covers b9.
    let pieces =
        [("e1", "K", 0), ("a9", "K", 1), ("e9", "K", 2), ("i5", "K", 3), ("b7", "G", 0), ("c8", "S", 0)];
    let mut game = Oracle::setup(Variant::Yonin, &pieces, &[], 0);
    play(&mut game, "e1-e2");
    assert!(!game.live(1) && game.armies(0) == 2 && game.controller("a9") == Some(0));
    assert_eq!(game.to_move(), 2);
    play(&mut game, "e9-e8 i5-i4");
    assert!(game.legal().iter().all(|a| !a.starts_with("a9")), "a blockade never moves");
}

/// Random games: every listed action plays, and the armies always add up to the players.
#[test]
fn random_games_keep_the_armies_whole() {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut over = 0;
    for (variant, players) in [(Variant::Shogi, 2), (Variant::Yonin, 4)] {
        for _ in 0..20 {
            let mut game = Oracle::new(variant);
            for _ in 0..400 {
                let legal = game.legal();
                if legal.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let action = &legal[(seed >> 33) as usize % legal.len()];
                game.play(action).expect("a listed action plays");
                let total: u32 = (0..players).map(|p| game.armies(p)).sum();
                assert_eq!(total, players as u32);
                assert!((0..players).all(|p| game.live(p) == (game.armies(p) > 0)));
            }
            over += usize::from(game.is_over());
        }
    }
    assert!(over > 0, "some random game ends");
}

/// The four kings at their Yonin start squares, and more pieces.
fn kings_and(more: &[(&'static str, &'static str, usize)]) -> Vec<(&'static str, &'static str, usize)> {
    let mut pieces = vec![("e1", "K", 0), ("a5", "K", 1), ("e9", "K", 2), ("i5", "K", 3)];
    pieces.extend_from_slice(more);
    pieces
}

#[test]
fn partners_never_take_a_team_mates_piece() {
    // South's rook b1 looks up the b file at a piece on b4: north's is a team-mate's, west's is not.
    let north = Oracle::setup(Variant::Partners, &kings_and(&[("b1", "R", 0), ("b4", "P", 2)]), &[], 0);
    let legal = north.legal();
    assert!(legal.contains(&"b1-b3".into()) && !legal.contains(&"b1-b4".into()), "{legal:?}");
    let west = Oracle::setup(Variant::Partners, &kings_and(&[("b1", "R", 0), ("b4", "P", 1)]), &[], 0);
    assert!(west.legal().contains(&"b1-b4".into()));
    assert!(!Oracle::new(Variant::Partners).legal().is_empty(), "the start position plays");
}

#[test]
fn a_team_mates_rook_gives_no_check() {
    // North's rook e4 looks down the e file at south's king e1.
    let pieces = kings_and(&[("e4", "R", 2)]);
    let partners = Oracle::setup(Variant::Partners, &pieces, &[], 0);
    assert!(partners.legal().contains(&"e1-e2".into()), "south may stand on the rook's file");
    let yonin = Oracle::setup(Variant::Yonin, &pieces, &[], 0);
    assert!(!yonin.legal().contains(&"e1-e2".into()), "in Yonin Shogi the rook checks");
    // After west's move the turn goes on to north: south is not in check and does not move first.
    let mut partners = Oracle::setup(Variant::Partners, &pieces, &[], 1);
    play(&mut partners, "a5-a6");
    assert_eq!(partners.to_move(), 2);
    let mut yonin = Oracle::setup(Variant::Yonin, &pieces, &[], 1);
    play(&mut yonin, "a5-a6");
    assert_eq!(yonin.to_move(), 0, "in Yonin Shogi south is in check and moves first");
}

/// West's king a5 and east's king i9 each one drop from mate: south's gold on b5 (guarded by
/// silver c6) with north's rook h4 covering a4; north's gold on i8 (guarded by silver h7) with
/// north's silver g8 covering h9.
fn two_mates() -> Oracle {
    let pieces = [
        ("e1", "K", 0),
        ("a5", "K", 1),
        ("e9", "K", 2),
        ("i9", "K", 3),
        ("c6", "S", 0),
        ("h4", "R", 2),
        ("g8", "S", 2),
        ("h7", "S", 2),
        ("i1", "P", 1),
    ];
    Oracle::setup(Variant::Partners, &pieces, &[(0, "G"), (1, "S"), (2, "G")], 0)
}

#[test]
fn a_partners_mate_credits_the_enemy_who_moved() {
    let mut game = two_mates();
    play(&mut game, "G*b5");
    assert!(!game.live(1) && game.live(0) && game.live(2) && game.live(3));
    assert_eq!(game.to_move(), 2, "west is out; north is next");
    assert_eq!(
        (game.owner("a5"), game.owner("i1"), game.in_hand(0, 'S')),
        (None, Some(0), 1),
        "south took west"
    );
    assert_eq!(
        (game.owner("h4"), game.in_hand(2, 'S')),
        (Some(2), 0),
        "north's rook helped; north took nothing"
    );
    assert!(!game.is_over() && game.blockades() == 1);
}

#[test]
fn a_team_wins_when_both_enemies_are_out() {
    let mut game = two_mates();
    play(&mut game, "G*b5 G*i8");
    assert!(!game.live(3) && game.owner("i9").is_none() && game.blockades() == 2);
    assert!(game.is_over() && game.legal().is_empty());
    assert_eq!((game.winners(), game.winner()), (vec![0, 2], None), "south and north win together");
}

#[test]
fn a_player_stuck_after_a_team_mates_move_is_out_uncredited() {
    // North's gold a5 shields south's king a1 from west's rook a8; north's golds b1 and b2 fill
    // its other squares. North steps aside: south is in check, moves first, and cannot move.
    let pieces = [
        ("a1", "K", 0),
        ("a9", "K", 1),
        ("e9", "K", 2),
        ("i5", "K", 3),
        ("a8", "R", 1),
        ("a5", "G", 2),
        ("b1", "G", 2),
        ("b2", "G", 2),
        ("i2", "P", 0),
        ("i3", "G", 3),
    ];
    let mut game = Oracle::setup(Variant::Partners, &pieces, &[], 2);
    play(&mut game, "a5-b5");
    assert!(!game.live(0) && game.live(1) && game.live(2) && game.live(3));
    assert_eq!(game.to_move(), 3, "south is out; the turn goes on from north to east");
    assert_eq!(
        (game.owner("a1"), game.owner("i2"), game.blockades()),
        (Some(0), Some(0), 0),
        "nobody took south"
    );
    assert!(game.legal().contains(&"i3-i2".into()), "an enemy may take the pieces left behind");
    assert!(!game.is_over());
}

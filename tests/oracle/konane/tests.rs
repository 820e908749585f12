//! Self-tests of the Konane oracle: published perft, scenarios for each rule that could be got
//! wrong, mid-game perft, and random games checked against a second, plainer reading of the rules.

use super::*;
use crate::kit::{SplitMix, turn_list};

fn game(size: usize, turns: &str) -> Konane {
    let mut game = Konane::new(size);
    for turn in turn_list(turns) {
        game.play(&turn);
    }
    game
}

fn perfts(game: &Konane, depth: u32) -> Vec<u64> {
    (0..=depth).map(|d| game.perft(d)).collect()
}

#[test]
fn perft_from_the_start() {
    let six = [1, 4, 12, 28, 156, 668, 4_192, 22_676, 162_288, 1_030_412];
    assert_eq!(perfts(&Konane::new(6), 9), six);
    let eight = [1, 4, 12, 28, 172, 892, 7_124, 52_044, 508_088];
    assert_eq!(perfts(&Konane::new(8), 8), eight);
}

#[test]
#[ignore = "about 10 s in release"]
fn perft_from_the_start_deeper() {
    assert_eq!(Konane::new(6).perft(10), 7_922_304);
    assert_eq!(Konane::new(6).perft(11), 55_065_776);
    assert_eq!(Konane::new(8).perft(9), 4_633_660);
    assert_eq!(Konane::new(8).perft(10), 51_883_544);
}

#[test]
fn black_opens_by_removing_a_central_or_corner_stone() {
    assert_eq!(Konane::new(8).turns(), turn_list("xa1, xd4, xe5, xh8"));
    assert_eq!(Konane::new(6).turns(), turn_list("xa1, xc3, xd4, xf6"));
}

#[test]
fn white_answers_by_removing_a_stone_next_to_the_hole() {
    assert_eq!(game(8, "xd4").turns(), turn_list("xc4, xd3, xd5, xe4"));
    assert_eq!(game(8, "xh8").turns(), turn_list("xg8, xh7"));
    assert_eq!(game(6, "xa1").turns(), turn_list("xa2, xb1"));
    let g = game(6, "xc3, xc4");
    assert_eq!((g.owner("c3"), g.owner("c4"), g.count(0), g.count(1)), (None, None, 17, 17));
}

#[test]
fn then_black_jumps_into_a_hole() {
    assert_eq!(game(8, "xd4, xe4").turns(), turn_list("b4-d4, d2-d4, d6-d4"));
    assert_eq!(game(8, "xa1, xb1").turns(), turn_list("a3-a1"));
}

/// 6 × 6 after three turns: white's c6 can jump to c4 and on to c2.
const DOUBLE_JUMP: &str = "xc3, xc4, c1-c3";

#[test]
fn a_stone_may_jump_on_in_its_direction_or_stop_with_end() {
    let g = game(6, DOUBLE_JUMP);
    assert_eq!(g.turns(), turn_list("a2-c2, a4-c4, c6-c4 c4-c2, c6-c4 end, e2-c2, e4-c4"));
    let mut stopped = g;
    stopped.play(&turn_list("c6-c4 end")[0]);
    assert_eq!((stopped.owner("c4"), stopped.owner("c5"), stopped.owner("c3")), (Some(1), None, Some(0)));
    let mut on = g;
    on.play(&turn_list("c6-c4 c4-c2")[0]);
    assert_eq!((on.owner("c2"), on.owner("c3"), on.owner("c4"), on.owner("c5")), (Some(1), None, None, None));
    assert_eq!(on.count(0), g.count(0) - 2);
}

#[test]
#[should_panic(expected = "not a legal turn")]
fn stopping_early_without_end_is_refused() {
    game(6, &format!("{DOUBLE_JUMP}, c6-c4"));
}

#[test]
#[should_panic(expected = "not a legal turn")]
fn end_after_the_last_possible_jump_is_refused() {
    game(6, &format!("{DOUBLE_JUMP}, a2-c2 end"));
}

#[test]
fn a_triple_jump_and_its_shorter_stops() {
    let g = game(8, "xd4, xd3, f4-d4, e6-e4, c5-e5, e8-e6, c7-e7");
    let turns = g.turns();
    assert_eq!(turns.len(), 10);
    for want in ["d1-d3 d3-d5 d5-d7", "d1-d3 d3-d5 end", "d1-d3 end", "b3-d3"] {
        assert!(turns.contains(&turn_list(want)[0]), "{want} in {turns:?}");
    }
}

#[test]
fn a_stone_does_not_turn_a_corner() {
    // White's a2-c2 lands where a hop north over c3 to the empty c4 would be possible: a
    // turn goes on only in its first direction, so a2-c2 stands alone, without `end`.
    let g = game(6, DOUBLE_JUMP);
    assert_eq!((g.owner("c3"), g.owner("c4")), (Some(0), None));
    let turns = g.turns();
    assert!(turns.contains(&turn_list("a2-c2")[0]) && turns.contains(&turn_list("e2-c2")[0]));
    assert!(!turns.iter().any(|t| t.len() > 1 && (t[0] == "a2-c2" || t[0] == "e2-c2")), "{turns:?}");
}

#[test]
fn a_player_who_cannot_jump_loses() {
    let g = game(6, "xd4, xd5, b4-d4, b5-d5, b2-b4, c2-c4, e3-c3, e2-c2, e5-c5");
    assert_eq!((g.to_move(), g.result()), (1, Some(Some(0))));
    assert!(g.turns().is_empty());
    let g = game(
        8,
        "xh8, xh7, f8-h8, f7-h7, d8-f8, e6-e8, b8-d8, c6-e6, c7-e7, a6-c6, c5-c7, a8-a6, b4-b6 end, \
         e8-c8, a5-a7, b7-d7 d7-f7, a3-a5",
    );
    assert_eq!((g.to_move(), g.result()), (1, Some(Some(0))));
    assert_eq!(g.perft(1), 0);
}

/// Mid-game positions: size, the turns that reach them, perft at depths 0 to 5.
pub const MIDGAMES: [(usize, &str, [u64; 6]); 3] = [
    (6, DOUBLE_JUMP, [1, 6, 31, 209, 1_248, 9_139]),
    (8, "xd4, xc4, f4-d4", [1, 6, 40, 330, 2_715, 27_047]),
    (8, "xd4, xd3, f4-d4, e6-e4, c5-e5, e8-e6, c7-e7", [1, 10, 109, 1_274, 15_697, 203_755]),
];

#[test]
fn mid_game_perft() {
    for (size, turns, want) in MIDGAMES {
        assert_eq!(perfts(&game(size, turns), 5), want, "{size} × {size} after {turns}");
    }
}

type Grid = Vec<Vec<Option<usize>>>;

fn grid(g: &Konane) -> Grid {
    (0..g.size)
        .map(|f| (0..g.size).map(|r| g.owner(&g.cell_name((r * g.size + f) as u8))).collect())
        .collect()
}

/// The jumps, found declaratively: a stone on `from` goes 2k cells along a row or column to
/// `to` when the cells at odd distances are the enemy's and those at even distances are empty;
/// the turn ends in `end` when the two cells beyond would allow one more hop.
fn declared_jumps(grid: &Grid, player: usize) -> Vec<Vec<String>> {
    let n = grid.len() as i32;
    let name = |f: i32, r: i32| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let at = |f: i32, r: i32| {
        if (0..n).contains(&f) && (0..n).contains(&r) { Some(grid[f as usize][r as usize]) } else { None }
    };
    let mut turns = Vec::new();
    for (f, r) in
        (0..n).flat_map(|f| (0..n).map(move |r| (f, r))).filter(|&(f, r)| at(f, r) == Some(Some(player)))
    {
        for (df, dr) in DIRECTIONS.map(|(a, b)| (i32::from(a), i32::from(b))) {
            for k in 1..n {
                let ok = (1..=2 * k).all(|d| {
                    let want = if d % 2 == 1 { Some(1 - player) } else { None };
                    at(f + d * df, r + d * dr) == Some(want)
                });
                if !ok {
                    continue;
                }
                let mut turn: Vec<String> = (0..k)
                    .map(|j| {
                        format!(
                            "{}-{}",
                            name(f + 2 * j * df, r + 2 * j * dr),
                            name(f + 2 * (j + 1) * df, r + 2 * (j + 1) * dr)
                        )
                    })
                    .collect();
                let more = at(f + (2 * k + 1) * df, r + (2 * k + 1) * dr) == Some(Some(1 - player))
                    && at(f + (2 * k + 2) * df, r + (2 * k + 2) * dr) == Some(None);
                if more {
                    turn.push("end".to_string());
                }
                turns.push(turn);
            }
        }
    }
    turns.sort();
    turns
}

#[test]
fn random_games_keep_the_rules() {
    let mut rng = SplitMix(13);
    for (round, size) in [6, 8].into_iter().cycle().take(600).enumerate() {
        let mut g = Konane::new(size);
        let mut plies = 0;
        loop {
            let turns = g.turns();
            let grid = grid(&g);
            assert_eq!(g.perft(1), turns.len() as u64);
            for (f, column) in grid.iter().enumerate() {
                for (r, cell) in column.iter().enumerate() {
                    assert!(cell.is_none_or(|p| p == (f + r) % 2), "a stone left its colour of cell");
                }
            }
            if plies >= 2 {
                assert_eq!(turns, declared_jumps(&grid, g.to_move()), "round {round}");
            }
            assert_eq!(turns.is_empty(), g.result().is_some());
            if turns.is_empty() {
                assert!(plies >= 2);
                assert_eq!(g.result(), Some(Some(1 - g.to_move())));
                break;
            }
            let turn = &turns[rng.below(turns.len())];
            let mut child = g;
            child.play(turn);
            let (me, them) = (g.to_move(), 1 - g.to_move());
            let hops = turn.iter().filter(|a| a.contains('-')).count();
            if plies < 2 {
                assert_eq!((child.count(me), child.count(them)), (g.count(me) - 1, g.count(them)));
            } else {
                assert_eq!((child.count(me), child.count(them)), (g.count(me), g.count(them) - hops));
            }
            g = child;
            plies += 1;
        }
    }
}

//! Self-tests of the Nine Men's Morris oracle: published perft, scenarios for each rule that could be got
//! wrong, mid-game perft, and random games checked against a second, plainer reading of the rules.

use super::*;
use crate::kit::{SplitMix, turn_list};
use std::collections::HashMap;

fn game(turns: &str) -> NineMensMorris {
    let mut game = NineMensMorris::new();
    for turn in turn_list(turns) {
        game.play(&turn);
    }
    game
}

fn perfts(game: &NineMensMorris, depth: u32) -> Vec<u64> {
    (0..=depth).map(|d| game.perft(d)).collect()
}

#[test]
fn perft_from_the_start_matches_the_published_numbers() {
    assert_eq!(perfts(&NineMensMorris::new(), 4), [1, 24, 552, 12_144, 255_024]);
}

#[test]
fn perft_5_counts_the_first_mills() {
    // 24·23·22·21·20 placements, plus one more for each of the 16·3!·21·20 ways white's
    // first three men fill a line while black's two stay off it: black then has two men to lose.
    assert_eq!(NineMensMorris::new().perft(5), 5_100_480 + 40_320);
}

#[test]
#[ignore = "about 17 s in release"]
fn perft_6_and_7_from_the_start() {
    assert_eq!(NineMensMorris::new().perft(6), 99_274_176);
    assert_eq!(NineMensMorris::new().perft(7), 1_873_562_112);
}

#[test]
fn the_board_has_24_spots_32_links_and_two_lines_through_each_spot() {
    let links: u32 = tables().adjacent.iter().map(|a| a.count_ones()).sum();
    assert_eq!(links, 2 * 32);
    for (spot, &neighbours) in tables().adjacent.iter().enumerate() {
        assert!((2..=4).contains(&neighbours.count_ones()), "{}", SPOTS[spot]);
        for other in spots_of(neighbours) {
            assert!(tables().adjacent[other as usize] & (1 << spot) != 0, "adjacency is symmetric");
        }
    }
    let d2 = tables().adjacent[spot_index("d2")];
    assert_eq!(d2, ["d1", "d3", "b2", "f2"].iter().map(|s| 1u32 << spot_index(s)).sum::<u32>());
}

#[test]
fn a_mill_removes_a_man_that_is_not_in_a_mill() {
    let g = game("d2, d6, a1, d5, a4");
    let removals: Vec<Vec<String>> = g.turns().into_iter().filter(|t| t[0] == "d7").collect();
    assert_eq!(removals, turn_list("d7 xa1, d7 xa4, d7 xd2"));
    let g = game("a1, d5, d1, d6, b2, d7 xb2, f4, e3");
    let removals: Vec<Vec<String>> = g.turns().into_iter().filter(|t| t[0] == "g1").collect();
    assert_eq!(removals, turn_list("g1 xe3"), "black's d5 d6 d7 are in a mill and e3 is not");
    let mut after = g;
    after.play(&turn_list("g1 xe3")[0]);
    assert_eq!((after.owner("e3"), after.on_board(1), after.in_hand(1)), (None, 3, 5));
}

#[test]
fn when_every_enemy_man_is_in_a_mill_any_may_go() {
    let g = game("d2, d6, a1, d5, a4, d7 xd2");
    let removals: Vec<Vec<String>> = g.turns().into_iter().filter(|t| t[0] == "a7").collect();
    assert_eq!(removals, turn_list("a7 xd5, a7 xd6, a7 xd7"));
}

#[test]
fn two_mills_at_once_remove_one_man() {
    let g = game("b4, c3, d2, a7, f2, d6, b6, c4");
    let removals: Vec<Vec<String>> = g.turns().into_iter().filter(|t| t[0] == "b2").collect();
    assert_eq!(removals, turn_list("b2 xa7, b2 xc3, b2 xc4, b2 xd6"));
    let mut after = g;
    after.play(&turn_list("b2 xc3")[0]);
    assert_eq!(after.on_board(1), 3);
}

/// 18 turns: both hands are empty and men step; white's f6-d6 closes d5 d6 d7.
const MOVING: &str = "f4, g1, c5, e4, d2, c3, d5, e5, f2, e3 xd2, f6 xg1, g7, d7, a4, d3, b4, c4, a1";

#[test]
fn once_the_hand_is_empty_men_step_to_a_neighbour() {
    let g = game(MOVING);
    assert_eq!((g.in_hand(0), g.in_hand(1), g.on_board(0), g.on_board(1)), (0, 0, 8, 8));
    let want =
        "d3-d2, d5-d6, d7-a7, d7-d6, f2-d2, f4-g4, f6-d6 xa1, f6-d6 xa4, f6-d6 xb4, f6-d6 xc3, f6-d6 xg7";
    assert_eq!(g.turns(), turn_list(want));
}

#[test]
fn moving_out_of_a_mill_and_back_closes_it_again() {
    let g = game(
        "b6, e4, d3, a4, g1, g7, c5, g4, d2, f6, d1 xg4, b4, f4, e3, a1 xg7, a7, c4, e5 xb6, d3-c3 xa7, b4-b6",
    );
    assert_eq!(g.owner("d3"), None);
    let turns = g.turns();
    assert!(turns.contains(&turn_list("c3-d3 xa4")[0]), "{turns:?}");
    assert!(!turns.contains(&turn_list("c3-d3")[0]), "closing a mill removes a man");
}

/// White is down to three men with an empty hand; black has four.
const FLYING: &str = "g4, b6, a4, f6, a7, d6 xg4, a1 xb6, b6 xa1, a1 xf6, f6 xa7, a7 xf6, f6 xa4, a4 xd6, \
                      d6 xa7, a7 xd6, d6 xa1, e4, d7";

#[test]
fn three_men_fly_to_any_empty_spot() {
    let g = game(FLYING);
    assert_eq!((g.on_board(0), g.in_hand(0), g.on_board(1)), (3, 0, 4));
    let turns = g.turns();
    let empty = 24 - 3 - 4;
    assert_eq!(turns.len(), 3 * empty, "{turns:?}");
    assert!(turns.contains(&turn_list("e4-a1 xd7")[0]) && turns.contains(&turn_list("a4-g7")[0]));
    assert!(turns.contains(&turn_list("e4-e3")[0]), "a fly that is also a step is listed once");
    let mut after = g;
    after.play(&turn_list("a4-g1")[0]);
    let black = after.turns();
    assert!(
        black.iter().all(|t| {
            let (from, to) = t[0].split_once('-').expect("a move");
            tables().adjacent[spot_index(from)] & (1 << spot_index(to)) != 0
        }),
        "black has four men and only steps: {black:?}"
    );
}

#[test]
fn a_player_down_to_two_men_loses() {
    let g = game(
        "d3, f4, a1, f2, d1, f6 xa1, d2 xf6, f6 xd3, d3 xf2, f2 xd3, d3 xf2, f2 xd2, d2 xf2, f2 xd3, \
         d3 xf2, f2 xd3, d3 xf4, f4 xd1",
    );
    assert_eq!((g.to_move(), g.on_board(0), g.in_hand(0)), (0, 2, 0));
    assert_eq!(g.result(), Some(Some(1)));
    assert!(g.turns().is_empty());
}

#[test]
fn a_player_who_cannot_move_loses() {
    let g = game("c5, b6, a4, a7, d7, e4, g7, e3, a1, e5 xc5, d1, f4, g4, b4, g1 xb6, d2, f6, d6");
    assert_eq!((g.to_move(), g.on_board(0), g.in_hand(0)), (0, 8, 0));
    assert_eq!(g.result(), Some(Some(1)));
    assert_eq!(g.perft(1), 0);
}

/// Mid-game positions (the turns that reach them) and their perft at depths 0 to 4.
pub const MIDGAMES: [(&str, [u64; 5]); 4] = [
    // White's a7 closes a mill against black's men who are all in one.
    ("d2, d6, a1, d5, a4, d7 xd2", [1, 21, 387, 6_669, 112_949]),
    // White's b2 closes two mills at once.
    ("b4, c3, d2, a7, f2, d6, b6, c4", [1, 19, 353, 6_168, 102_130]),
    // Moving with mills inside the horizon.
    (MOVING, [1, 11, 58, 648, 4_436]),
    // White flies with three men.
    (FLYING, [1, 51, 259, 13_608, 284_059]),
];

#[test]
fn mid_game_perft() {
    for (turns, want) in MIDGAMES {
        assert_eq!(perfts(&game(turns), 4), want, "after {turns}");
    }
}

/// The legal turns worked out from spot names, the line list and the board as the public API
/// shows it, without the bit sets.
fn named_turns(g: &NineMensMorris) -> Vec<Vec<String>> {
    let (me, them) = (g.to_move(), 1 - g.to_move());
    let board: HashMap<&str, usize> = SPOTS.iter().filter_map(|&s| g.owner(s).map(|p| (s, p))).collect();
    let count = |b: &HashMap<&str, usize>, p: usize| b.values().filter(|&&o| o == p).count();
    if count(&board, me) + usize::from(g.in_hand(me)) < 3 {
        return Vec::new();
    }
    let neighbours = |a: &str, b: &str| {
        LINES.iter().any(|l| l.windows(2).any(|w| (w[0] == a && w[1] == b) || (w[0] == b && w[1] == a)))
    };
    let full =
        |b: &HashMap<&str, usize>, line: &[&str; 3], p: usize| line.iter().all(|s| b.get(s) == Some(&p));
    let empties: Vec<&str> = SPOTS.iter().copied().filter(|s| !board.contains_key(s)).collect();
    let mut moves: Vec<(Option<&str>, &str)> = Vec::new();
    if g.in_hand(me) > 0 {
        moves.extend(empties.iter().map(|&to| (None, to)));
    } else {
        let flying = count(&board, me) == 3;
        for (&from, _) in board.iter().filter(|&(_, &p)| p == me) {
            moves.extend(
                empties.iter().filter(|&&to| flying || neighbours(from, to)).map(|&to| (Some(from), to)),
            );
        }
    }
    let mut turns = Vec::new();
    for (from, to) in moves {
        let mut after = board.clone();
        if let Some(from) = from {
            after.remove(from);
        }
        after.insert(to, me);
        let first = from.map_or(to.to_string(), |f| format!("{f}-{to}"));
        let mill = LINES.iter().any(|l| l.contains(&to) && full(&after, l, me));
        let enemies: Vec<&str> = after.iter().filter(|&(_, &p)| p == them).map(|(&s, _)| s).collect();
        if !mill || enemies.is_empty() {
            turns.push(vec![first]);
            continue;
        }
        let free: Vec<&str> = enemies
            .iter()
            .copied()
            .filter(|s| !LINES.iter().any(|l| l.contains(s) && full(&after, l, them)))
            .collect();
        for victim in if free.is_empty() { &enemies } else { &free } {
            turns.push(vec![first.clone(), format!("x{victim}")]);
        }
    }
    turns.sort();
    turns
}

#[test]
fn random_games_keep_the_rules() {
    let mut rng = SplitMix(21);
    let (mut flights, mut finished) = (0, 0);
    for _ in 0..400 {
        let mut g = NineMensMorris::new();
        for _ in 0..200 {
            let turns = g.turns();
            assert_eq!(g.perft(1), turns.len() as u64);
            assert_eq!(turns, named_turns(&g));
            let mut deduped = turns.clone();
            deduped.dedup();
            assert_eq!(deduped.len(), turns.len(), "every turn once");
            assert_eq!(turns.is_empty(), g.result().is_some());
            if turns.is_empty() {
                assert_eq!(g.result(), Some(Some(1 - g.to_move())));
                finished += 1;
                break;
            }
            if g.in_hand(g.to_move()) == 0 && g.on_board(g.to_move()) == 3 {
                flights += 1;
            }
            // Lean towards removals so that games reach flying and their end.
            let removing: Vec<&Vec<String>> = turns.iter().filter(|t| t.len() == 2).collect();
            let turn = if !removing.is_empty() && rng.below(4) > 0 {
                removing[rng.below(removing.len())]
            } else {
                &turns[rng.below(turns.len())]
            };
            let mut child = g;
            child.play(turn);
            let (me, them) = (g.to_move(), 1 - g.to_move());
            let placed = u32::from(g.in_hand(me) > 0);
            assert_eq!(child.in_hand(me), g.in_hand(me) - placed as u8);
            assert_eq!(child.on_board(me), g.on_board(me) + placed);
            assert_eq!(child.on_board(them), g.on_board(them) - (turn.len() as u32 - 1));
            g = child;
        }
    }
    assert!(flights > 100 && finished > 100, "flights {flights}, finished games {finished}");
}

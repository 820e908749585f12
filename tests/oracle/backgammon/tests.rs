//! Self-tests of the backgammon oracle: the plays of each opening roll as OpenSpiel counts them,
//! and a scenario for the bar, hitting, bearing off and the dice that must be used.

use super::*;

/// Each opening roll: the ordered sequences of single checker moves, and the distinct positions
/// they leave (OpenSpiel 2.0.2's backgammon, confirmed by a second enumerator).
const OPENING: [((u8, u8), usize, usize); 15] = [
    ((2, 1), 30, 15),
    ((3, 1), 31, 16),
    ((4, 1), 27, 14),
    ((5, 1), 15, 8),
    ((6, 1), 19, 10),
    ((3, 2), 35, 17),
    ((4, 2), 37, 18),
    ((5, 2), 17, 8),
    ((6, 2), 28, 14),
    ((4, 3), 34, 17),
    ((5, 3), 18, 9),
    ((6, 3), 28, 14),
    ((5, 4), 18, 9),
    ((6, 4), 28, 14),
    ((6, 5), 14, 7),
];

#[test]
fn every_opening_roll_has_openspiels_plays_and_positions() {
    let start = Position::start();
    for (dice, sequences, positions) in OPENING {
        assert_eq!(start.plays(dice).len(), sequences, "{dice:?}: sequences");
        assert_eq!(start.outcomes(dice).len(), positions, "{dice:?}: positions");
    }
}

fn position(mine: &[(usize, i8)], theirs: &[(usize, i8)]) -> Position {
    let mut position = Position::empty();
    mine.iter().for_each(|&(point, n)| position.points[point] = n);
    theirs.iter().for_each(|&(point, n)| position.points[point] = -n);
    position
}

fn written(play: &[Step]) -> String {
    let steps: Vec<String> = play.iter().map(|s| format!("{}/{}", s.from, s.to)).collect();
    steps.join(" ")
}

fn plays(position: &Position, dice: (u8, u8)) -> Vec<String> {
    let mut all: Vec<String> = position.plays(dice).iter().map(|p| written(p)).collect();
    all.sort();
    all
}

#[test]
fn a_checker_on_the_bar_enters_first_and_a_closed_point_keeps_it_out() {
    // On the bar, with 8 and 13 elsewhere: a 3 enters on 22, a 5 cannot (20 is held by two).
    let game = position(&[(25, 1), (13, 1)], &[(20, 2)]);
    assert_eq!(plays(&game, (3, 5)), ["25/22 13/8", "25/22 22/17"]);
    // Two on the bar and one die that enters: the other cannot be played at all.
    let game = position(&[(25, 2), (13, 1)], &[(20, 2)]);
    assert_eq!(plays(&game, (3, 5)), ["25/22"]);
}

#[test]
fn a_lone_checker_is_hit_and_goes_to_the_bar() {
    let game = position(&[(13, 1)], &[(10, 1), (1, 2)]);
    let play = game.plays((3, 3)).into_iter().find(|p| p[0].to == 10).expect("13/10 hits");
    let after = game.after(&play);
    assert_eq!((after.opponent_bar, after.points[10] >= 0), (1, true));
}

#[test]
fn both_dice_must_be_used_when_they_can_and_else_the_larger() {
    // 6 first is blocked on 7, 1 then 6 is open: only the order that uses both.
    let game = position(&[(13, 1)], &[(7, 2)]);
    assert_eq!(plays(&game, (6, 1)), ["13/12 12/6"]);
    // With 6 held too, each die alone: the larger must be played.
    let game = position(&[(13, 1)], &[(12, 2), (6, 2)]);
    assert_eq!(plays(&game, (6, 1)), ["13/7"]);
}

#[test]
fn a_double_moves_four_times() {
    let game = position(&[(13, 1)], &[(1, 2)]);
    assert_eq!(plays(&game, (2, 2)), ["13/11 11/9 9/7 7/5"]);
}

#[test]
fn checkers_bear_off_once_all_are_home_and_a_larger_die_only_from_the_highest() {
    let game = position(&[(5, 1), (3, 1)], &[(24, 2)]);
    assert_eq!(plays(&game, (6, 4)), ["5/0 3/0", "5/1 3/0"]);
    // One checker still outside: no bearing off.
    let game = position(&[(8, 1), (3, 1)], &[(24, 2)]);
    assert_eq!(game.steps(3), [Step { from: 8, to: 5, die: 3 }]);
}

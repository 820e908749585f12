//! Self-tests of the pentomino oracle: the shapes' orientations and their placements on the
//! empty board, counted by hand from their bounding boxes, and the end of a game.

use super::*;

#[test]
fn the_twelve_shapes_have_sixty_three_orientations() {
    let counts: Vec<(char, usize)> =
        SHAPES.iter().map(|(letter, cells)| (*letter, orientations(cells).len())).collect();
    let expected = [
        ('F', 8),
        ('I', 2),
        ('L', 8),
        ('N', 8),
        ('P', 8),
        ('T', 4),
        ('U', 4),
        ('V', 4),
        ('W', 4),
        ('X', 1),
        ('Y', 8),
        ('Z', 4),
    ];
    assert_eq!(counts, expected);
    assert_eq!(counts.iter().map(|c| c.1).sum::<usize>(), 63);
}

#[test]
fn perft_1_on_the_empty_board_is_2308() {
    // By hand: an orientation w by h wide fits (9 - w)(9 - h) ways. I: 2 × 32; L, N, Y: 8 × 35
    // each (2 by 4); P: 8 × 42 (2 by 3); U: 4 × 42; F: 8 × 36 (3 by 3); T, V, W, Z: 4 × 36
    // each; X: 36. 64 + 840 + 336 + 168 + 288 + 576 + 36 = 2,308.
    let all = placements();
    assert_eq!(Game::default().perft(&all, 1), 2_308);
}

#[test]
fn each_shape_is_used_once_and_a_player_who_cannot_place_loses() {
    let all = placements();
    // Everything covered but a row of five: only the I fits, and only once.
    let game = Game { covered: !0b1_1111, used: 0 };
    assert_eq!(game.perft(&all, 1), 1);
    let game = Game { covered: !0b1_1111, used: 1 << 1 };
    assert_eq!(game.perft(&all, 1), 0, "the I is used: nothing fits");
    // A plus-shaped hole takes the X alone.
    let plus: u64 =
        [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)].iter().fold(0, |bits, &(f, r)| bits | 1 << (r * 8 + f));
    assert_eq!(Game { covered: !plus, used: 0 }.moves(&all).map(|m| SHAPES[m.0].0).collect::<String>(), "X");
}

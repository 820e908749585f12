//! Self-tests of the polyomino oracles: the shapes' orientations and their first placements in
//! Golomb's game and in Blokus Duo, counted by hand as well, and the rules of each game.

use super::golomb::*;
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

mod blokus {
    use super::super::blokus_duo::*;
    use super::super::orientations;

    #[test]
    fn the_21_pieces_have_the_91_fixed_polyominoes_of_up_to_five_squares() {
        // 1 + 2 + 6 + 19 + 63 fixed polyominoes of one to five squares.
        let counts: Vec<usize> = pieces().iter().map(|p| orientations(p).len()).collect();
        assert_eq!(counts.len(), 21);
        assert_eq!(counts.iter().sum::<usize>(), 91);
    }

    #[test]
    fn the_first_pieces_cover_the_two_start_points() {
        // By hand: a start point may be under any square of any orientation (nothing reaches
        // the edge from e10 or j5), so each point takes 1·1 + 2·2 + 2·3 + 4·3 + (2 + 1 + 4 + 4 +
        // 8)·4 + 63·5 = 414 placements; the second player must cover the other point, which no
        // first piece can reach.
        let all = placements();
        let start = Game::default();
        assert_eq!(start.perft(&all, 1), 2 * 414);
        assert_eq!(start.perft(&all, 2), 2 * 414 * 414);
    }

    #[test]
    fn later_pieces_touch_their_own_at_a_corner_and_never_along_a_side() {
        let all = placements();
        // White's monomino on e10, black's on j5: then white's monomino is spent.
        let mono_on =
            |cell: (i8, i8)| all.iter().find(|m| m.piece == 0 && m.squares.has(cell)).expect("a monomino");
        let game = Game::default().after(Some(mono_on((4, 9)))).after(Some(mono_on((9, 4))));
        let moves = game.moves(&all);
        assert!(!moves.is_empty() && moves.iter().all(|m| m.piece != 0), "the monomino is used");
        // Each touches e10 at a corner (d9, f9, d11, f11) and is not beside it.
        let corners = [(3, 8), (5, 8), (3, 10), (5, 10)];
        let beside = [(4, 8), (4, 10), (3, 9), (5, 9)];
        for m in &moves {
            assert!(corners.iter().any(|&c| m.squares.has(c)), "at a corner");
            assert!(!beside.iter().any(|&c| m.squares.has(c)), "never along a side");
        }
        // A domino from f11 up: allowed; a domino from e11 up: beside e10, refused.
        let domino = |a: (i8, i8), b: (i8, i8)| {
            moves.iter().any(|m| m.piece == 1 && m.squares.has(a) && m.squares.has(b))
        };
        assert!(domino((5, 10), (5, 11)));
        assert!(!domino((4, 10), (4, 11)));
    }

    #[test]
    fn two_passes_in_turn_end_the_game() {
        let all = placements();
        let game =
            Game { mine: [Default::default(); 2], used: [!0, !0], to_move: 0, passed: false, over: false };
        assert_eq!(game.perft(&all, 1), 1, "nothing to place: a pass");
        assert_eq!(game.perft(&all, 2), 1, "the other passes too");
        assert_eq!(game.perft(&all, 3), 0, "and the game is over");
    }
}

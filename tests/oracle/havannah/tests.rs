//! Self-tests of the Havannah oracle: the board's size and first plies, and a scenario for each
//! way to win and for the chains that are not one.

use super::*;

#[test]
fn a_board_of_side_8_has_169_cells_and_no_win_comes_early() {
    let game = Havannah::new(8);
    assert_eq!(game.cell_count(), 169);
    assert_eq!(game.perft(1), 169);
    assert_eq!(game.perft(2), 169 * 168);
}

fn stones(game: &mut Havannah, cells: &[Cell]) {
    cells.iter().for_each(|&c| game.set(c, 0));
}

const AROUND_CENTRE: [Cell; 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

#[test]
fn a_ring_encloses_a_cell_empty_or_taken() {
    let mut game = Havannah::new(4);
    stones(&mut game, &AROUND_CENTRE);
    assert_eq!(game.win((1, 0)), Some(Win::Ring));
    game.set((0, 0), 1);
    assert_eq!(game.win((1, 0)), Some(Win::Ring), "the enclosed cell may be the opponent's");
    game.set((0, 0), 0);
    assert_eq!(game.win((1, 0)), Some(Win::Ring), "or the player's own: seven stones are a ring");
    // Five of the six: open, and no win.
    let mut game = Havannah::new(4);
    stones(&mut game, &AROUND_CENTRE[..5]);
    assert_eq!(game.win((1, 0)), None);
}

#[test]
fn a_chain_against_the_edge_encloses_nothing() {
    // Round the side cell (3, -1): all its neighbours on the board, but it is on the edge.
    let mut game = Havannah::new(4);
    stones(&mut game, &[(3, -2), (2, -1), (2, 0), (3, 0)]);
    assert_eq!(game.win((2, -1)), None);
    game.set((3, -1), 0);
    assert_eq!(game.win((2, -1)), None, "nor with the edge cell filled");
}

#[test]
fn a_bridge_joins_two_corners() {
    let mut game = Havannah::new(4);
    stones(&mut game, &[(3, -3), (3, -2), (3, -1), (3, 0)]);
    assert_eq!(game.win((3, -1)), Some(Win::Bridge));
    // The three side cells alone touch one side: nothing.
    let mut game = Havannah::new(4);
    stones(&mut game, &[(3, -2), (3, -1)]);
    assert_eq!(game.win((3, -1)), None);
}

#[test]
fn a_fork_joins_three_sides_not_counting_corners() {
    let arms = [(0, 0), (1, -1), (2, -1), (3, -1), (0, 1), (-1, 2), (-1, 3), (-1, 0), (-2, 0), (-2, -1)];
    let mut game = Havannah::new(4);
    stones(&mut game, &arms);
    assert_eq!(game.win((0, 0)), Some(Win::Fork));
    // With the third arm ending on a corner instead of a side: two sides only.
    let mut game = Havannah::new(4);
    stones(&mut game, &arms[..9]);
    stones(&mut game, &[(-3, 0)]);
    assert_eq!(game.win((0, 0)), None, "(-3, 0) is a corner");
}

#[test]
fn the_game_ends_with_the_win() {
    let mut game = Havannah::new(4);
    let far = [(-3, 3), (-3, 2), (-2, 3), (0, -3), (-1, -2), (3, -3)];
    for (mine, theirs) in AROUND_CENTRE.iter().zip(far) {
        game.place(*mine);
        if game.winner.is_none() {
            game.place(theirs);
        }
    }
    assert_eq!(game.winner, Some((0, Win::Ring)));
    assert_eq!(game.perft(1), 0);
}

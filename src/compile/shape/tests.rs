//! The turns of shapes, counted by hand, and their placements on small boards.

use super::*;
use crate::compile::geometry::Grid;

fn square(width: u32, height: u32) -> Geometry {
    Geometry::build(Grid::Square { width, height }).expect("a board")
}

fn cells(g: &Geometry, names: &[&str]) -> Vec<Cell> {
    names.iter().map(|n| g.cell(n).expect("a cell")).collect()
}

#[test]
fn the_twelve_pentominoes_have_sixty_three_turns_of_their_own() {
    // F I L N P T U V W X Y Z, as (file, rank) offsets: 8 2 8 8 8 4 4 4 4 1 8 4 footprints.
    let shapes: [&[(i32, i32)]; 12] = [
        &[(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)],
        &[(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)],
        &[(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)],
        &[(1, 0), (1, 1), (0, 2), (1, 2), (0, 3)],
        &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)],
        &[(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)],
        &[(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)],
        &[(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)],
        &[(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)],
        &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)],
        &[(1, 0), (0, 1), (1, 1), (1, 2), (1, 3)],
        &[(0, 0), (1, 0), (1, 1), (1, 2), (2, 2)],
    ];
    let counts: Vec<usize> = shapes.iter().map(|s| distinct_turns(Board::Square, s).len()).collect();
    assert_eq!(counts, [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]);
}

#[test]
fn a_turn_is_named_by_the_first_turn_that_makes_its_footprint() {
    // A domino: as written (0) and a quarter turn (1); the rest repeat them.
    let turns: Vec<u8> = distinct_turns(Board::Square, &[(0, 0), (1, 0)]).iter().map(|t| t.0).collect();
    assert_eq!(turns, [0, 1]);
    // An L tromino turns four ways; mirrored, each is one of them.
    let turns: Vec<u8> =
        distinct_turns(Board::Square, &[(0, 0), (1, 0), (0, 1)]).iter().map(|t| t.0).collect();
    assert_eq!(turns, [0, 1, 2, 3]);
}

#[test]
fn a_quarter_turn_is_anticlockwise_and_the_mirror_is_left_to_right() {
    assert_eq!(turned(Board::Square, 1, (1, 0)), (0, 1));
    assert_eq!(turned(Board::Square, 4, (1, 0)), (-1, 0));
    assert_eq!(turned(Board::Square, 5, (1, 2)), (-2, -1));
    // On a hex board a sixth turn takes `e` to `ne`; the mirror keeps `e` and takes `ne` to `se`.
    assert_eq!(turned(Board::Hex, 1, (1, 0)), (0, 1));
    assert_eq!(turned(Board::Hex, 6, (0, 1)), (1, -1));
    assert_eq!(turned(Board::Hex, 6, (1, 0)), (1, 0));
}

#[test]
fn a_hex_triangle_turns_two_ways_and_a_straight_three_three() {
    let triangle = distinct_turns(Board::Hex, &[(0, 0), (1, 0), (0, 1)]);
    assert_eq!(triangle.len(), 2);
    let straight = distinct_turns(Board::Hex, &[(0, 0), (1, 0), (2, 0)]);
    assert_eq!(straight.len(), 3);
}

#[test]
fn placements_stay_on_the_board() {
    // A domino on 3 × 2: three across in each of two ranks, two up in each of three files.
    let g = square(3, 2);
    let shapes = Shapes::new(&g, &[(0, cells(&g, &["a1", "b1"]))], 1);
    // Across: anchors a1, b1, a2, b2; up: a1, b1, c1.
    assert_eq!(shapes.count(), 4 + 3);
    assert!(shapes.has(0));
    let upright = shapes.at(0, 1, g.cell("b1").expect("b1")).expect("b1-b2");
    assert_eq!(upright.cells.as_ref(), cells(&g, &["b1", "b2"]).as_slice());
    assert!(shapes.at(0, 1, g.cell("b2").expect("b2")).is_none(), "b3 is off the board");
    assert!(shapes.at(0, 2, g.cell("b1").expect("b1")).is_none(), "turn 2 repeats turn 0");
}

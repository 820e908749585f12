//! Self-tests of the Focus oracle: the first moves counted by hand, and a scenario for each
//! rule (the board's missing corners, the top N pieces going exactly N cells over anything,
//! only a stack one owns moving, the trimming of a stack over five, the reserve, a player
//! stuck).

use super::*;

fn turns(game: &Focus) -> Vec<String> {
    game.turns().into_iter().map(|t| t.join(" ")).collect()
}

fn play(game: &mut Focus, turn: &str) {
    game.play(&[turn.to_string()]);
}

/// An empty centre, white to act.
fn empty() -> Focus {
    Focus::from_pattern(&["......"; 6].map(String::from), 0)
}

#[test]
fn the_board_has_fifty_two_cells_without_three_at_each_corner() {
    let cells =
        (0..8).flat_map(|f| (0..8).map(move |r| (f, r))).filter(|&(f, r)| Focus::on_board(f, r)).count();
    assert_eq!(cells, 52);
    for hole in ["a1", "b1", "a2", "h1", "g1", "h2", "a8", "b8", "a7", "h8", "g8", "h7"] {
        let cell = Focus::cell(hole);
        assert!(!Focus::on_board((cell % 8) as i8, (cell / 8) as i8), "{hole}");
    }
    for edge in ["c1", "f1", "a3", "a6", "h3", "c8", "b2", "g7"] {
        let cell = Focus::cell(edge);
        assert!(Focus::on_board((cell % 8) as i8, (cell / 8) as i8), "{edge}");
    }
}

#[test]
fn the_first_moves_take_one_piece_one_cell() {
    // Eighteen single white pieces: each steps to its four neighbours, but b2 and g2 (corners
    // of the centre) have only two on the board (b1, a2 and g1, h2 are missing): 16 × 4 + 2 × 2.
    let game = Focus::new();
    assert_eq!(game.stack("b2"), "w");
    assert_eq!(game.stack("d2"), "b");
    assert_eq!(game.stack("b7"), "b");
    assert_eq!(game.perft(1), 68);
    let ours = turns(&game);
    assert!(ours.contains(&"b2-b3/1".to_string()) && ours.contains(&"b2-c2/1".to_string()));
    assert!(!ours.iter().any(|t| t.starts_with("b2-b1") || t.starts_with("b2-a2")), "{ours:?}");
    assert!(ours.contains(&"c2-c1/1".to_string()), "onto the row of four below the centre");
}

#[test]
fn the_top_n_pieces_go_exactly_n_cells_over_anything_onto_anything() {
    let mut game = empty();
    game.set("d4", "bww");
    game.set("d5", "b");
    game.set("e4", "b");
    game.set("d6", "bb");
    let ours = turns(&game);
    // One piece one cell, two pieces two cells: not the black piece's third (its top is black
    // only after two have gone, and it is not white's).
    for turn in ["d4-d5/1", "d4-d6/2", "d4-e4/1", "d4-f4/2", "d4-c4/1", "d4-b4/2", "d4-d3/1", "d4-d2/2"] {
        assert!(ours.contains(&turn.to_string()), "{turn}: {ours:?}");
    }
    assert!(ours.contains(&"d4-d7/3".to_string()), "the whole stack of three, over d5 and d6");
    assert_eq!(ours.len(), 12, "three counts, four ways each: {ours:?}");
    play(&mut game, "d4-d6/2");
    assert_eq!(game.stack("d4"), "b", "the piece left behind is the cell's top: black's now");
    assert_eq!(game.stack("d6"), "bbww", "the two land on top, in their order");
    assert_eq!(game.stack("d5"), "b", "passed over, untouched");
}

#[test]
fn only_a_stack_whose_top_is_yours_moves() {
    let mut game = empty();
    game.set("d4", "wb");
    game.set("c3", "w");
    let ours = turns(&game);
    assert!(!ours.iter().any(|t| t.starts_with("d4")), "black's on top: {ours:?}");
    assert_eq!(ours.len(), 4);
    play(&mut game, "c3-d3/1");
    assert!(turns(&game).iter().any(|t| t == "d4-d6/2"), "black moves it, with white's piece under");
}

#[test]
fn a_stack_over_five_loses_its_bottom_pieces_own_to_reserve_enemy_captured() {
    let mut game = empty();
    game.set("d4", "wbw");
    game.set("d6", "bwbb");
    play(&mut game, "d4-d6/2");
    // bwbb + bw = six, one too many: the bottom black piece is white's capture.
    assert_eq!(game.stack("d6"), "wbbbw");
    assert_eq!((game.captured(0), game.reserve(0)), (1, 0));
    let mut game = empty();
    game.set("d3", "bww");
    game.set("d6", "wwbb");
    play(&mut game, "d3-d6/3");
    // wwbb + bww = seven: the two bottom white pieces go to white's own reserve.
    assert_eq!(game.stack("d6"), "bbbww");
    assert_eq!((game.captured(0), game.reserve(0)), (0, 2));
    // A stack of five or fewer is left whole.
    let mut game = empty();
    game.set("d4", "w");
    game.set("d5", "bbbb");
    play(&mut game, "d4-d5/1");
    assert_eq!(game.stack("d5"), "bbbbw");
    assert_eq!((game.captured(0), game.reserve(0)), (0, 0));
}

#[test]
fn a_reserve_piece_is_placed_on_any_cell_on_top_of_what_stands_there() {
    let mut game = empty();
    game.set("d4", "b");
    game.set("e5", "bbbbb");
    game.set_reserve(0, 1);
    let ours = turns(&game);
    assert_eq!(ours.len(), 52, "no stack of white's, one piece in reserve: every cell");
    assert!(ours.contains(&"d4".to_string()) && ours.contains(&"c1".to_string()));
    play(&mut game, "e5");
    assert_eq!(game.stack("e5"), "bbbbw", "on top; the bottom black piece captured");
    assert_eq!((game.reserve(0), game.captured(0)), (0, 1));
    play(&mut game, "d4-d5/1");
    assert_eq!(game.result(), None);
}

#[test]
fn a_player_with_no_move_loses() {
    // White's last piece is covered: no stack of white's and no reserve.
    let mut game = empty();
    game.set("d4", "w");
    game.set("d5", "b");
    game.set("g7", "b");
    game.to_move = 1;
    play(&mut game, "d5-d4/1");
    assert_eq!(game.stack("d4"), "wb");
    assert_eq!(game.result(), Some(Some(1)), "white, to act with no move, has lost");
    assert!(game.turns().is_empty());
    // With a piece in reserve white plays on.
    let mut game = empty();
    game.set("d4", "w");
    game.set("d5", "b");
    game.set_reserve(0, 1);
    game.to_move = 1;
    play(&mut game, "d5-d4/1");
    assert_eq!(game.result(), None);
}

#[test]
fn perft_from_the_start() {
    let game = Focus::new();
    assert_eq!(game.perft(1), 68);
    // Black answers each of white's 68 with its own 68, less the moves of a black piece white
    // has just covered. White and black pieces touch 42 times in the pattern (two pairs across
    // each of the six ranks, five down each of the six files), and the black piece covered has
    // four moves but at b7 and g7 (two), each touched once (by b6, g6): 68² − (40 × 4 + 2 × 2).
    assert_eq!(game.perft(2), 68 * 68 - 164);
    assert_eq!(game.perft(3), PERFT[2]);
}

/// Perft from the start, depths 1 to 4 (depth 4 takes about a second here).
pub const PERFT: [u64; 4] = [68, 4460, 299_912, 19_521_582];

#[test]
fn random_games_keep_every_piece_and_no_stack_over_five() {
    // Pieces on the board, in reserve and captured always add up to the 36 of the start.
    let mut seed: u64 = 7;
    for _ in 0..20 {
        let mut game = Focus::new();
        for _ in 0..300 {
            let turns = game.turns();
            if turns.is_empty() {
                break;
            }
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.play(&turns[(seed >> 33) as usize % turns.len()]);
            let on_board: usize = game.stacks.iter().map(Vec::len).sum();
            let off = game.reserve.iter().chain(&game.captured).sum::<u32>() as usize;
            assert_eq!(on_board + off, 36);
            assert!(game.stacks.iter().all(|s| s.len() <= TALLEST));
        }
    }
}

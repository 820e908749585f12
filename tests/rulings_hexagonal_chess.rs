//! One scenario per rule of Gliński's hexagonal chess, played from `games/hexagonal-chess.game`.
//! Cells are yon's (Gliński's board a quarter turn clockwise: white plays from the west edge);
//! the comments give Gliński's names.

mod common;

use common::{legal, owner_at, play, result, result_rule};
use yon::engine::State;

fn start() -> State {
    common::game("hexagonal-chess.game", &[])
}

fn after(line: &str) -> State {
    let mut state = start();
    play(&mut state, line);
    state
}

/// The legal moves from one cell.
fn from(state: &mut State, cell: &str) -> Vec<String> {
    legal(state).into_iter().filter(|m| m.starts_with(&format!("{cell}-"))).collect()
}

fn kind_at(state: &State, cell: &str) -> Option<String> {
    let rules = state.rules();
    let piece = state.board()[rules.geometry.cell(cell).expect("a cell") as usize];
    (piece != 0).then(|| rules.kinds[yon::engine::kind_of(piece) as usize].clone())
}

#[test]
fn white_has_51_moves_and_the_bishops_move_along_diagonals_between_two_cells() {
    let mut state = start();
    assert_eq!(legal(&mut state).len(), 51);
    // The bishop on b6 (f2) goes to c7 (e3) between its own bishop on c6 (f3) and b7 (e2).
    assert!(from(&mut state, "b6").contains(&"b6-c7".to_string()));
    assert_eq!(from(&mut state, "b6").len(), 8);
    // The knights jump to the nearest cells neither rook nor bishop reaches.
    assert_eq!(from(&mut state, "c4"), ["c4-b7", "c4-d6", "c4-f2", "c4-f3"]);
}

#[test]
fn a_pawn_pushes_one_cell_or_two_from_a_starting_cell_unless_blocked() {
    let mut state = start();
    // g4: one cell or two; f5, in the middle, meets black's f7 pawn.
    assert_eq!(from(&mut state, "e5"), ["e5-f5", "e5-g5"]);
    assert_eq!(from(&mut state, "e6"), ["e6-f6"]);
    // After g4-g5 black's g7 pawn cannot pass it.
    let mut blocked = after("e5-f5");
    assert_eq!(from(&mut blocked, "h5"), ["h5-g5"]);
    assert_eq!(legal(&mut blocked).len(), 50);
}

#[test]
fn a_pawn_takes_at_sixty_degrees_from_forward_and_never_straight_ahead() {
    // f5-f6: the pawns on f6 and f7 (yon g6) block each other, and neither may take the other.
    let mut state = after("e6-f6");
    assert!(from(&mut state, "g6").is_empty());
    // g7-g6 (yon h5-g5): now the f6 pawn may take it, to its forward right.
    let mut state = after("e6-f6 h5-g5");
    assert_eq!(from(&mut state, "f6"), ["f6-g5"]);
}

#[test]
fn en_passant_takes_a_pawn_that_passed_the_cell_at_once() {
    // f5-f6 g7-g5: white's f6 pawn takes en passant on g6 (yon g5).
    let mut state = after("e6-f6 h5-f5");
    assert_eq!(from(&mut state, "f6"), ["f6-g5"]);
    play(&mut state, "f6-g5");
    assert_eq!((owner_at(&state, "g5").as_deref(), owner_at(&state, "f5")), (Some("white"), None));
    let mut later = after("e6-f6 h5-f5 a8-c9 k4-i3");
    assert!(from(&mut later, "f6").is_empty(), "the chance is gone after another move");
}

#[test]
fn a_pawn_promotes_on_the_last_cell_of_its_file_to_one_of_four_kinds() {
    // b1-b3 … b6xc7: the pawn on c7 (yon g9) takes black's b7 pawn on the edge.
    let line = "a10-c10 k4-i3 c10-d10 i3-k4 d10-e10 k4-i3 e10-f10 i3-k4 f10-g9 k4-i3";
    let mut state = after(line);
    assert_eq!(from(&mut state, "g9"), ["g9-g10=B", "g9-g10=N", "g9-g10=Q", "g9-g10=R"]);
    play(&mut state, "g9-g10=N");
    assert_eq!(kind_at(&state, "g10").as_deref(), Some("knight"));
}

#[test]
fn a_pawn_that_takes_onto_a_starting_cell_of_its_side_may_still_double_step() {
    // f1-e2 b7-b6 e2xi7 k7xi7 d1-c3: black's k7 pawn now stands on i7 (yon j3), a start cell.
    let mut state = after("a6-b7 g10-f10 b7-j3 k2-j3 a8-c9");
    assert_eq!(from(&mut state, "j3"), ["j3-h3", "j3-i3"]);
}

#[test]
fn a_king_may_not_move_into_check() {
    // f2-d4: the bishop sees g9 (yon j5) through e6 and f8; the black king on g10 may not go there.
    let mut state = after("b6-d8");
    assert!(!from(&mut state, "k5").contains(&"k5-j5".to_string()));
    assert!(from(&mut state, "k5").contains(&"k5-j4".to_string()));
}

#[test]
fn checkmate_loses() {
    let mut state = after("d3-d5 h5-f5 c6-b8 f5-e6 e5-e6 j6-i5 d5-i5 k5-j6 a7-k2 j7-f9 k2-i6");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("checkmate"));
}

#[test]
fn stalemate_loses_too() {
    let mut state = after(
        "a6-c5 i4-g4 c5-g9 h9-g9 b6-j2 k6-i7 j2-k3 g7-e7 k3-i7 i6-a10 b9-d9 e7-e6 a7-c7 e6-e5 \
         c7-e5 a10-c6 b5-a6 k4-i7 d7-f7 j6-d9 e2-g2 d9-c8 a6-c5 c8-a6 c5-c6 g9-a9 d3-d10 a9-a8 \
         c6-d4 a6-e4 e3-e4 j7-d10 d4-b5 i7-f8 g2-h2 g6-f7 e5-g4 d10-g4 c4-a7 g4-h2 b5-c4 h2-d10 \
         c4-b5 a8-a7 e4-g4 d10-g4",
    );
    // White, to move, is not in check and has no move: black wins.
    assert_eq!(result(&mut state).as_deref(), Some("black"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("stalemate"));
}

#[test]
fn the_third_occurrence_of_a_position_draws() {
    let mut state = after("a8-c9 k4-i3 c9-a8 i3-k4 a8-c9 k4-i3 c9-a8");
    assert_eq!(result(&mut state), None);
    play(&mut state, "i3-k4");
    assert_eq!(result_rule(&mut state).as_deref(), Some("threefold repetition"));
}

#[test]
fn the_hundredth_half_move_without_a_capture_or_a_pawn_move_draws() {
    let mut state = start();
    let rules = std::sync::Arc::clone(state.rules());
    let mut seen = vec![state.hash()];
    let mut actions = Vec::new();
    for ply in 0..100 {
        state.legal_actions(&mut actions);
        let quiet = actions.iter().copied().find(|&a| {
            let name = rules.actions[a.rule as usize].name.as_str();
            let taking = state.board()[a.to as usize] != 0;
            if taking || ["push", "double", "take", "en-passant"].contains(&name) {
                return false;
            }
            state.play_unchecked(a);
            // Never a third standing; and no result before the hundredth.
            let fresh = seen.iter().filter(|&&h| h == state.hash()).count() < 2
                && (ply == 99 || state.outcome().is_none());
            state.undo();
            fresh
        });
        let quiet = quiet.unwrap_or_else(|| panic!("no quiet move at ply {ply}"));
        assert_eq!(result(&mut state), None, "ply {ply}");
        state.play_unchecked(quiet);
        seen.push(state.hash());
    }
    assert_eq!(result_rule(&mut state).as_deref(), Some("fifty moves"));
}

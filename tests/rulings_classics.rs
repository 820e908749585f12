//! One scenario per rule of the classic games that chains, priorities, removals, gravity and
//! castling made writable: Connect Four, English draughts, Amazons, Konane, Nine Men's Morris
//! and chess, each played from its file in `games/`.

mod common;

use common::{game, legal, owner_at, play, result, result_rule};

fn has(moves: &[String], action: &str) -> bool {
    moves.iter().any(|m| m == action)
}

#[test]
fn connect_four_discs_fall_to_the_lowest_empty_cell() {
    let mut state = game("connect-four.game", &[]);
    assert_eq!(legal(&mut state), ["a1", "b1", "c1", "d1", "e1", "f1", "g1"]);
    play(&mut state, "d1 d2");
    assert!(has(&legal(&mut state), "d3") && !has(&legal(&mut state), "d4"));
}

#[test]
fn connect_four_four_in_a_row_wins_and_a_full_board_draws() {
    let mut state = game("connect-four.game", &[]);
    play(&mut state, "a1 a2 b1 b2 c1 c2 d1");
    assert_eq!(result(&mut state).as_deref(), Some("red"));
    let mut state = game("connect-four.game", &[]);
    // Forty-two discs that never line up four of a colour.
    play(
        &mut state,
        "b1 e1 g1 g2 g3 a1 c1 a2 d1 g4 d2 d3 f1 d4 g5 b2 a3 d5 a4 e2 d6 f2 a5 g6 f3 c2 c3 f4 b3 c4 \
         c5 a6 c6 f5 e3 f6 e4 e5 e6 b4 b5 b6",
    );
    assert_eq!(result_rule(&mut state).as_deref(), Some("board full"));
    assert_eq!(result(&mut state).as_deref(), Some("draw"));
}

#[test]
fn draughts_captures_are_compulsory() {
    let mut state = game("english-draughts.game", &[]);
    play(&mut state, "e3-f4 b6-a5 d2-e3 c7-b6 f4-g5");
    // White's men on f6 and h6 can take g5; no other move is allowed.
    assert_eq!(legal(&mut state), ["f6-h4", "h6-f4"]);
}

#[test]
fn draughts_a_piece_that_jumped_must_jump_on() {
    // In random games, whenever a jump leaves the same player to act, every legal action is a
    // further jump by the piece that just landed.
    let mut rng = yon::engine::Rng::new(7);
    let mut seen = 0;
    for _ in 0..40 {
        let mut state = game("english-draughts.game", &[]);
        while let Some(action) = state.sample(&mut |n| rng.below(n)) {
            let (mover, turn) = (state.to_move(), state.turn());
            let landed = state.format(action).split('-').nth(1).map(|c| c.trim_end_matches('+').to_string());
            state.play_unchecked(action);
            if state.turn() == turn && state.to_move() == mover && state.outcome().is_none() {
                let landed = landed.expect("a jump is a move");
                let moves = legal(&mut state);
                assert!(moves.iter().all(|m| m.starts_with(&format!("{landed}-"))), "{moves:?}");
                seen += 1;
            }
        }
    }
    assert!(seen > 20, "multi-jumps occur: {seen}");
}

#[test]
fn draughts_a_man_crowned_by_its_jump_stops_there() {
    let mut state = game("english-draughts.game", &[]);
    play(&mut state, "e3-f4 f6-g5 a3-b4 g5-e3 d2-f4 b6-c5 c1-d2 c5-a3");
    assert!(has(&legal(&mut state), "a3-c1+"), "the man must be crowned as it lands");
    assert!(!has(&legal(&mut state), "a3-c1"));
    play(&mut state, "a3-c1+");
    assert_eq!(state.rules().players[state.to_move() as usize], "black", "crowning ends the turn");
}

#[test]
fn draughts_a_player_without_a_move_loses() {
    let mut state = game("english-draughts.game", &[]);
    assert_eq!(result(&mut state), None);
    assert_eq!(state.rules().results[0].origin.name, "no legal move");
}

#[test]
fn amazons_shoot_from_where_they_land() {
    let mut state = game("amazons.game", &[]);
    play(&mut state, "d1-d7");
    let arrows = legal(&mut state);
    assert!(has(&arrows, "d1") && has(&arrows, "g7") && !has(&arrows, "d8-d9"));
    assert!(!has(&arrows, "a4"), "an amazon stands there");
    play(&mut state, "g7");
    assert_eq!(owner_at(&state, "g7").as_deref(), Some("white"));
    assert_eq!(state.rules().players[state.to_move() as usize], "black");
}

#[test]
fn konane_opens_with_two_removals_then_jumps() {
    let mut state = game("konane.game", &[]);
    assert_eq!(legal(&mut state), ["xa1", "xd4", "xe5", "xh8"]);
    play(&mut state, "xd4");
    assert_eq!(legal(&mut state), ["xc4", "xd3", "xd5", "xe4"]);
    play(&mut state, "xd3");
    assert!(legal(&mut state).iter().all(|m| m.contains('-')), "from turn 3 every move jumps");
}

#[test]
fn konane_a_stone_jumps_on_only_in_the_same_direction_and_may_stop() {
    let mut state = game("konane.game", &[]);
    play(&mut state, "xd4 xd3 f4-d4 e6-e4 c5-e5 e8-e6 c7-e7 d1-d3");
    let moves = legal(&mut state);
    assert!(has(&moves, "d3-d5") && has(&moves, "end"), "{moves:?}");
    assert!(moves.iter().all(|m| m == "end" || m.starts_with("d3-")), "{moves:?}");
}

#[test]
fn morris_a_mill_removes_a_man_out_of_a_mill_first() {
    let mut state = game("nine-mens-morris.game", &[]);
    play(&mut state, "a1 d6 d1 d5 a4 b6");
    // a7 completes the mill a1 a4 a7; black's d5 and d6 are not in one, nor is b6.
    play(&mut state, "a7");
    let moves = legal(&mut state);
    assert!(moves.iter().all(|m| m.starts_with('x')), "the removal is compulsory: {moves:?}");
    assert_eq!(moves, ["xb6", "xd5", "xd6"]);
}

#[test]
fn morris_without_a_mill_the_turn_ends_by_itself() {
    let mut state = game("nine-mens-morris.game", &[]);
    play(&mut state, "a1");
    assert_eq!(state.rules().players[state.to_move() as usize], "black");
}

#[test]
fn morris_men_in_mills_may_go_when_every_enemy_man_is_in_one() {
    let mut state = game("nine-mens-morris.game", &[]);
    play(&mut state, "d2 d6 a1 d5 a4 d7 xd2");
    play(&mut state, "a7");
    assert_eq!(legal(&mut state), ["xd5", "xd6", "xd7"], "all of black's men stand in a mill");
}

#[test]
fn chess_castles_in_two_actions_only_through_safe_squares() {
    let mut state = game("chess.game", &[]);
    play(&mut state, "e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6");
    assert!(has(&legal(&mut state), "e1-g1"));
    play(&mut state, "e1-g1");
    assert_eq!(legal(&mut state), ["h1-f1"], "the rook must follow");
    play(&mut state, "h1-f1");
    assert_eq!(owner_at(&state, "f1").as_deref(), Some("white"));
    // Castling through an attacked f1 is refused.
    let mut state = game("chess.game", &[]);
    play(&mut state, "g2-g3 b7-b6 f1-g2 c8-a6 g1-f3 b8-c6 e2-e3 e7-e6");
    assert!(!has(&legal(&mut state), "e1-g1"), "the bishop on a6 attacks f1");
}

#[test]
fn chess_a_king_or_rook_that_moved_cannot_castle() {
    let mut state = game("chess.game", &[]);
    play(&mut state, "e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6 h1-g1 a7-a6 g1-h1 a6-a5");
    assert!(!has(&legal(&mut state), "e1-g1"), "the h1 rook has moved");
}

#[test]
fn chess_en_passant_only_right_after_the_double_step() {
    let mut state = game("chess.game", &[]);
    play(&mut state, "e2-e4 a7-a6 e4-e5 d7-d5");
    assert!(has(&legal(&mut state), "e5-d6"));
    play(&mut state, "e5-d6");
    assert_eq!(owner_at(&state, "d5"), None, "the pawn that passed is taken");
    let mut state = game("chess.game", &[]);
    play(&mut state, "e2-e4 a7-a6 e4-e5 d7-d5 a2-a3 a6-a5");
    assert!(!has(&legal(&mut state), "e5-d6"), "the chance has passed");
}

#[test]
fn chess_a_pawn_promotes_to_any_of_four_pieces() {
    let mut state = game("chess.game", &[]);
    play(&mut state, "a2-a4 b7-b5 a4-b5 a7-a6 b5-a6 b8-c6 a6-a7 a8-b8");
    let moves = legal(&mut state);
    for piece in ["Q", "R", "B", "N"] {
        assert!(has(&moves, &format!("a7-b8={piece}")), "{moves:?}");
    }
    assert!(!has(&moves, "a7-a8"), "a pawn may not stay a pawn on the last rank");
}

#[test]
fn chess_mate_wins_and_repetition_draws() {
    let mut state = game("chess.game", &[]);
    play(&mut state, "f2-f3 e7-e5 g2-g4 d8-h4");
    assert_eq!(result(&mut state).as_deref(), Some("black"));
    let mut state = game("chess.game", &[]);
    play(&mut state, "g1-f3 g8-f6 f3-g1 f6-g8 g1-f3 g8-f6 f3-g1 f6-g8");
    assert_eq!(result_rule(&mut state).as_deref(), Some("threefold repetition"));
}

//! One scenario per ending and promotion rule of shatranj and makruk, played from
//! `games/shatranj.game` and `games/makruk.game` (the positions are the files with their setup
//! lines replaced), as Fairy-Stockfish plays them.

mod common;

use common::{legal, play, result, result_rule};
use yon::engine::State;

/// `games/FILE` with its setup lines replaced by `setup` (one `setup` statement a line).
fn position(file: &str, setup: &str) -> State {
    let path = common::games().join(file);
    set_up(&std::fs::read_to_string(&path).expect("the game file"), setup)
}

/// The game `source` with its setup lines replaced by `setup`.
fn set_up(source: &str, setup: &str) -> State {
    let mut lines: Vec<String> = Vec::new();
    for line in source.lines().filter(|l| !l.starts_with("setup ")) {
        if line.starts_with("royal ") {
            lines.extend(setup.lines().map(|l| l.trim().to_string()));
        }
        lines.push(line.to_string());
    }
    common::game_from(&lines.join("\n"))
}

fn kind_at(state: &State, cell: &str) -> Option<String> {
    let rules = state.rules();
    let piece = state.board()[rules.geometry.cell(cell).expect("a cell") as usize];
    (piece != 0).then(|| rules.kinds[yon::engine::kind_of(piece) as usize].clone())
}

fn from(state: &mut State, cell: &str) -> Vec<String> {
    legal(state).into_iter().filter(|m| m.starts_with(&format!("{cell}-"))).collect()
}

/// A pawn each, blocking each other on the e file, so that no king is bare.
const BLOCKED: &str = "setup white pawn: e4\nsetup black pawn: e5";

#[test]
fn a_shatranj_pawn_becomes_a_fers_on_the_last_rank_only() {
    let mut state = position(
        "shatranj.game",
        &format!("setup white king: a1\nsetup black king: h8\nsetup white pawn: c6\n{BLOCKED}"),
    );
    assert_eq!(from(&mut state, "c6"), ["c6-c7"]);
    play(&mut state, "c6-c7 h8-g8");
    assert_eq!(from(&mut state, "c7"), ["c7-c8+"], "promotion is compulsory");
    play(&mut state, "c7-c8+");
    assert_eq!(kind_at(&state, "c8").as_deref(), Some("fers"));
}

#[test]
fn a_makruk_pawn_becomes_a_met_on_its_sixth_rank() {
    let mut state = position(
        "makruk.game",
        &format!("setup white king: a1\nsetup black king: h8\nsetup white pawn: c5\n{BLOCKED}"),
    );
    assert_eq!(from(&mut state, "c5"), ["c5-c6+"], "promotion is compulsory");
    play(&mut state, "c5-c6+");
    assert_eq!(kind_at(&state, "c6").as_deref(), Some("met"));
}

#[test]
fn shatranj_a_bare_king_loses_at_once_against_three_pieces() {
    let setup = "setup white king: a1\nsetup white rook: b2 c2\nsetup black king: h8\nsetup black knight: b6";
    let mut state = position("shatranj.game", setup);
    play(&mut state, "b2-b6");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("bare king"));
}

/// White's rook takes black's last piece beside black's king: black is bare against two.
fn bared_against_two() -> State {
    let setup = "setup white king: a1\nsetup white rook: a2\nsetup black king: b6\nsetup black knight: a5";
    let mut state = position("shatranj.game", setup);
    play(&mut state, "a2-a5");
    state
}

#[test]
fn shatranj_a_king_bared_against_two_may_bare_back() {
    let mut state = bared_against_two();
    assert_eq!(result(&mut state), None, "one move to bare back");
    play(&mut state, "b6-a5");
    assert_eq!(result(&mut state), None, "two bare kings: nobody loses by baring");
    play(&mut state, "a1-b1");
    assert_eq!(result(&mut state), None);
}

#[test]
fn shatranj_a_king_bared_against_two_that_does_not_bare_back_loses() {
    let mut state = bared_against_two();
    play(&mut state, "b6-c6");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("bare king not bared back"));
}

/// Black's king on h8 stalemated by the white king on f7 and a fers (met) on g6; a pawn each,
/// blocked, so that nobody is bare.
const STALEMATE: &str =
    "setup white king: f7\nsetup black king: h8\nsetup white pawn: a4\nsetup black pawn: a5";

#[test]
fn stalemate_loses_in_shatranj() {
    let mut state = position("shatranj.game", &format!("{STALEMATE}\nsetup white fers: h5"));
    play(&mut state, "h5-g6");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("stalemate"));
}

#[test]
fn stalemate_draws_in_makruk() {
    let mut state = position("makruk.game", &format!("{STALEMATE}\nsetup white met: h5"));
    play(&mut state, "h5-g6");
    assert_eq!(result(&mut state).as_deref(), Some("draw"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("stalemate"));
}

#[test]
fn checkmate_wins() {
    for file in ["shatranj.game", "makruk.game"] {
        let setup = format!("setup white king: g6\nsetup white rook: a1 b1\nsetup black king: h8\n{BLOCKED}");
        let mut state = position(file, &setup);
        play(&mut state, "a1-a8");
        assert_eq!(result(&mut state).as_deref(), Some("white"), "{file}");
        assert_eq!(result_rule(&mut state).as_deref(), Some("checkmate"), "{file}");
    }
}

#[test]
fn a_position_standing_for_the_third_time_draws() {
    let shuffles = [
        ("shatranj.game", ["b1-c3", "b8-c6", "c3-b1", "c6-b8"]),
        ("makruk.game", ["b1-d2", "b8-d7", "d2-b1", "d7-b8"]),
    ];
    for (file, shuffle) in shuffles {
        let mut state = common::game(file, &[]);
        play(&mut state, &shuffle.join(" "));
        play(&mut state, &shuffle[..3].join(" "));
        assert_eq!(result(&mut state), None, "{file}");
        play(&mut state, shuffle[3]);
        assert_eq!(result_rule(&mut state).as_deref(), Some("threefold repetition"), "{file}");
    }
}

/// Plays `plies` moves from the start that take nothing and move no pawn, never letting a
/// position stand a third time, and checks that no result comes before the last.
fn quiet_plies(file: &str, plies: usize) -> State {
    let mut state = common::game(file, &[]);
    let rules = std::sync::Arc::clone(state.rules());
    let mut seen = vec![state.hash()];
    let mut actions = Vec::new();
    for ply in 0..plies {
        state.legal_actions(&mut actions);
        let quiet = actions.iter().copied().find(|&a| {
            let name = rules.actions[a.rule as usize].name.as_str();
            if state.board()[a.to as usize] != 0 || ["push", "take"].contains(&name) {
                return false;
            }
            state.play_unchecked(a);
            let fresh = seen.iter().filter(|&&h| h == state.hash()).count() < 2
                && (ply + 1 == plies || state.outcome().is_none());
            state.undo();
            fresh
        });
        let quiet = quiet.unwrap_or_else(|| panic!("{file}: no quiet move at ply {ply}"));
        assert_eq!(result(&mut state), None, "{file}: ply {ply}");
        state.play_unchecked(quiet);
        seen.push(state.hash());
    }
    state
}

#[test]
fn shatranj_draws_after_seventy_moves_without_a_capture_or_a_pawn_move() {
    // 139 quiet plies: no draw yet (not the fifty-move rule); the 140th draws.
    let mut state = quiet_plies("shatranj.game", 140);
    assert_eq!(result_rule(&mut state).as_deref(), Some("seventy moves"));
}

#[test]
fn makruk_has_no_move_limit_rule() {
    let mut state = quiet_plies("makruk.game", 200);
    assert_eq!(result(&mut state), None);
}

// Makruk's counting rules (`counter honour` in games/makruk.game): the count is kept as plies
// counted minus the limit, so that it draws once above 0.

fn honour(state: &State) -> Option<f64> {
    state.counter_value("honour")
}

/// White's rook takes black's last pawn: black is bare against king and two rooks (N = 4); the
/// other rook stands on `rook`.
fn bared_against_two_rooks(rook: &str) -> State {
    let setup = format!(
        "setup white king: a1\nsetup white rook: c2 {rook}\nsetup black king: h8\nsetup black pawn: c6"
    );
    let mut state = position("makruk.game", &setup);
    assert_eq!(honour(&state), None, "no count while a pawn is on the board");
    play(&mut state, "c2-c6");
    state
}

#[test]
fn makruk_the_pieces_honour_against_two_rooks_draws_after_16_plies_counted_from_2n() {
    let mut state = bared_against_two_rooks("b1");
    // Black, bare, counts from 2N = 8 plies to the limit of 16: 9 plies until it is above.
    assert_eq!(honour(&state), Some(8.0 - 16.0));
    play(&mut state, "h8-g8 a1-a2 g8-h8 a2-a3 h8-g8 a3-a4 g8-h8 a4-a5");
    assert_eq!(honour(&state), Some(0.0));
    assert_eq!(result(&mut state), None, "the 16th ply counted: not above the limit yet");
    play(&mut state, "h8-g8");
    assert_eq!(result(&mut state).as_deref(), Some("draw"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("counting"));
}

#[test]
fn makruk_the_pieces_honour_starts_from_twice_the_pieces_with_the_limit_of_one_rook() {
    // King, rook, met and knight against a king bared by the knight: N = 5, one rook: 32 plies.
    let setup = "setup white king: a1\nsetup white rook: b2\nsetup white met: c3\nsetup white knight: d5\n\
                 setup black king: h8\nsetup black pawn: e7";
    let mut state = position("makruk.game", setup);
    play(&mut state, "d5-e7");
    assert_eq!(honour(&state), Some(10.0 - 32.0));
    play(&mut state, "h8-g7");
    assert_eq!(honour(&state), Some(10.0 - 32.0 + 1.0), "a ply counted");
}

#[test]
fn makruk_the_count_starts_at_2n_minus_1_when_the_bare_king_takes_the_last_pawn() {
    // Black's bare king takes white's last pawn: the count starts one ply before white's turn.
    let setup = "setup white king: a1\nsetup white rook: h1\nsetup white pawn: e4\nsetup black king: e5";
    let mut state = position("makruk.game", setup);
    play(&mut state, "a1-b1");
    assert_eq!(honour(&state), None);
    play(&mut state, "e5-e4");
    assert_eq!(honour(&state), Some(2.0 * 3.0 - 1.0 - 32.0));
}

/// White's pawn goes with no side bare: king and two rooks against king and knight.
const BOARD_HONOUR: &str = "setup white king: f1\nsetup white rook: a1 b2\nsetup white pawn: d4\n\
                            setup black king: h8\nsetup black knight: b5";

#[test]
fn makruk_the_board_s_honour_counts_128_plies_from_the_last_pawn() {
    let mut state = position("makruk.game", BOARD_HONOUR);
    play(&mut state, "f1-g1 b5-d4");
    assert_eq!(honour(&state), Some(-128.0));
    play(&mut state, "a1-a7");
    assert_eq!(honour(&state), Some(-127.0));
}

#[test]
fn makruk_the_limit_stays_when_the_bare_king_takes_a_piece_later() {
    // The rook on g7, unguarded beside black's king, is the only thing it may take.
    let mut state = bared_against_two_rooks("g7");
    assert_eq!(honour(&state), Some(8.0 - 16.0));
    // One rook is left (a limit of 32, from 2N - 1 = 5), but the count goes on to 16.
    play(&mut state, "h8-g7");
    assert_eq!(kind_at(&state, "g7").as_deref(), Some("king"));
    assert_eq!(honour(&state), Some(8.0 - 16.0 + 1.0));
    play(&mut state, "a1-a2");
    assert_eq!(honour(&state), Some(8.0 - 16.0 + 2.0));
    // Undo takes the count back with the plies.
    state.undo();
    state.undo();
    assert_eq!(honour(&state), Some(8.0 - 16.0));
    state.undo();
    assert_eq!(honour(&state), None);
}

#[test]
fn makruk_a_checkmate_on_the_ply_past_the_limit_still_wins() {
    // The board's honour with a limit of 2 plies in place of 128 (the rule is the same): the
    // ply that passes the limit mates, and the mate wins; a quiet ply there draws.
    let path = common::games().join("makruk.game");
    let source = std::fs::read_to_string(&path).expect("the game file");
    assert!(source.contains("counter honour: 0 - 128 on"));
    let short = source.replace("counter honour: 0 - 128 on", "counter honour: 0 - 2 on");
    let mut state = set_up(&short, BOARD_HONOUR);
    play(&mut state, "f1-g1 b5-d4 a1-a7 d4-c2");
    assert_eq!(honour(&state), Some(0.0));
    let mut quiet = state.clone();
    play(&mut quiet, "g1-g2");
    assert_eq!(result_rule(&mut quiet).as_deref(), Some("counting"));
    play(&mut state, "b2-b8");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("checkmate"));
}

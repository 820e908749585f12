//! One scenario per rule of the games that groups made writable: Hex (chains between two
//! sides, the swap), Go (captures, suicide, positional superko, passes, area scoring) and Lines
//! of Action (moves as long as the line is full, one group wins), each played from its file.

mod common;

use common::{game, legal, owner_at, play, result, result_rule};

fn refusal(state: &mut yon::engine::State, action: &str) -> String {
    state.parse_action(action).expect_err("refused").to_string()
}

#[test]
fn hex_a_chain_between_a_players_own_sides_wins() {
    let mut state = game("hex.game", &["small"]);
    // Red's column a runs from rank 1 to rank 7; blue's stones on file g join nothing.
    play(&mut state, "a1 g1 a2 g2 a3 g3 a4 g4 a5 g5 a6");
    assert_eq!(result(&mut state), None);
    play(&mut state, "g6 a7");
    assert_eq!(result(&mut state).as_deref(), Some("red"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("joined"));
    // Blue joins file a to file g along rank 4, through the hexagons' six neighbours.
    let mut state = game("hex.game", &["small"]);
    play(&mut state, "a1 a4 b1 b4 c1 c4 d1 d4 e1 e4 f1 f4 a7");
    assert_eq!(result(&mut state), None, "a row of red on rank 1 touches only red's near side");
    play(&mut state, "g4");
    assert_eq!(result(&mut state).as_deref(), Some("blue"));
}

#[test]
fn hex_the_swap_takes_over_red_and_its_opening_stone_once() {
    let mut state = game("hex.game", &["small", "swap"]);
    play(&mut state, "d4");
    assert!(legal(&mut state).contains(&"swap".to_string()));
    play(&mut state, "swap");
    // The stone stays red, now the second seat's; blue moves, for the seat that opened.
    assert_eq!(owner_at(&state, "d4").as_deref(), Some("red"));
    assert_eq!((state.to_move(), state.seat_to_move()), (1, 0));
    assert!(!legal(&mut state).contains(&"swap".to_string()), "the swap is the second turn's only");
    play(&mut state, "c5");
    assert!(!legal(&mut state).contains(&"swap".to_string()), "the swap is the second turn's only");
    let mut plain = game("hex.game", &["small"]);
    play(&mut plain, "d4");
    assert!(!legal(&mut plain).contains(&"swap".to_string()), "no swap without the option");
}

#[test]
fn go_a_placement_takes_the_groups_it_leaves_without_liberty() {
    let mut state = game("go.game", &[]);
    // White's b1 and a2 each have one liberty left, a1: black's a1 takes both at once.
    play(&mut state, "c1 b1 b2 a2 a3 e5 a1");
    assert_eq!((owner_at(&state, "b1"), owner_at(&state, "a2")), (None, None));
    assert_eq!(owner_at(&state, "e5").as_deref(), Some("white"), "a group with liberties stays");
}

#[test]
fn go_suicide_is_refused_unless_the_placement_captures() {
    let mut state = game("go.game", &[]);
    play(&mut state, "e5 b1 e4 a2");
    assert!(refusal(&mut state, "a1").contains("suicide"));
    play(&mut state, "pass");
    assert!(legal(&mut state).contains(&"a1".to_string()), "white filling its own eye keeps a liberty");
}

#[test]
fn go_positional_superko_forbids_bringing_back_a_board() {
    let mut state = game("go.game", &[]);
    play(&mut state, "d6 e6 c5 d5 d4 f5 g2 e4 e5");
    assert_eq!(owner_at(&state, "d5"), None, "black's e5 took white's d5");
    assert!(refusal(&mut state, "d5").contains("superko"));
    // After a pair of placements elsewhere, retaking makes a new board.
    play(&mut state, "a9 a8 d5");
    assert_eq!(owner_at(&state, "e5"), None);
    assert!(refusal(&mut state, "e5").contains("superko"), "and black may not retake at once");
}

#[test]
fn go_two_passes_in_a_row_end_the_game_scored_by_area_with_komi() {
    let mut state = game("go.game", &[]);
    play(&mut state, "pass pass");
    assert_eq!(result(&mut state).as_deref(), Some("white"), "0 against 0 + 7");
    let mut state = game("go.game", &[]);
    play(&mut state, "e5 pass pass");
    assert_eq!(result(&mut state).as_deref(), Some("black"), "one stone owns the whole board: 81");
    let mut state = game("go.game", &[]);
    play(&mut state, "pass e5 pass");
    assert_eq!(result(&mut state), None, "the passes were not in a row");
    // Walls on files e and f: black 9 stones + 35 empty cells = 44; white 10 + 27 + 7 = 44.
    let walls: Vec<String> = (1..=8).flat_map(|r| [format!("e{r}"), format!("f{r}")]).collect();
    let mut state = game("go.game", &[]);
    play(&mut state, &format!("{} d9 f9 pass e9 pass pass", walls.join(" ")));
    assert_eq!(result(&mut state).as_deref(), Some("draw"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("area"));
}

#[test]
fn lines_of_action_moves_as_far_as_its_line_has_pieces() {
    let mut state = game("lines-of-action.game", &[]);
    let moves = legal(&mut state);
    // b1: two pieces on file b (b1, b8), six on rank 1, two on each diagonal.
    for m in ["b1-b3", "b1-h1", "b1-d3"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    assert!(!moves.contains(&"b1-a2".to_string()), "one cell, but two pieces on that diagonal");
    assert_eq!(moves.len(), 36);
}

#[test]
fn lines_of_action_passes_own_pieces_not_the_enemys_and_takes_by_landing() {
    let mut state = game("lines-of-action.game", &[]);
    play(&mut state, "b1-b3");
    let moves = legal(&mut state);
    // a3's rank holds a3, b3 and h3: three cells, over black's b3, so no a3-d3.
    assert!(!moves.contains(&"a3-d3".to_string()), "{moves:?}");
    // a3's diagonal down holds a3 and c1: two cells, landing on black's c1 takes it.
    play(&mut state, "a3-c1");
    assert_eq!(owner_at(&state, "c1").as_deref(), Some("white"));
    // b1 along rank 1 passed its own c1…g1 at the start: b1-h1.
    let mut start = game("lines-of-action.game", &[]);
    assert!(legal(&mut start).contains(&"b1-h1".to_string()));
}

#[test]
fn lines_of_action_one_group_wins_and_the_mover_is_judged_first() {
    let mut state = game("lines-of-action.game", &[]);
    // From the oracle's tests: black's last capture joins white's pieces, not black's.
    play(
        &mut state,
        "e1-c3 a7-c5 c3-b2 a3-c3 f8-d6 h4-f6 b2-e2 h3-f3 e2-b2 h7-f5 g8-e6 c3-a3 d6-d3 f6-h4 e8-g6 \
         f3-f6 g1-g3 c5-c2 d1-d4 h4-e7 c1-e3 h5-e5 f1-f4 h2-d2 c8-f5 e7-c5 g3-c3 a6-b7 g6-g5 b7-a6 \
         e6-a6 a2-b3 a6-c4 a5-f5 d3-d7 c5-e7 c4-g4 f6-d6 c3-a5 b3-a2 d4-h4 d2-b4 f4-f2 e5-c3 \
         h4-h2 f5-c5",
    );
    assert_eq!(result(&mut state), None);
    play(&mut state, "e3-h6");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("joined"));
}

/// Lines of Action from its file with other starting pieces.
fn lines_of_action_from(black: &str, white: &str) -> yon::engine::State {
    let path = format!("{}/games/lines-of-action.game", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(path).expect("games/lines-of-action.game");
    let source: String = source
        .lines()
        .map(|line| match line {
            l if l.starts_with("setup black:") => format!("setup black: {black}\n"),
            l if l.starts_with("setup white:") => format!("setup white: {white}\n"),
            l => format!("{l}\n"),
        })
        .collect();
    common::game_from(&source)
}

#[test]
fn lines_of_action_a_move_that_joins_both_sides_wins_for_the_mover() {
    // Black's c5-c3 takes white's lone c3: white's h8 and g8 are then one group, and so are
    // black's a1, b2 and c3.
    let mut both = lines_of_action_from("a1 b2 c5", "h8 g8 c3");
    play(&mut both, "c5-c3");
    assert_eq!(result(&mut both).as_deref(), Some("black"));
    // The same capture with black still apart gives the game to white.
    let mut theirs = lines_of_action_from("a1 e5 c5", "h8 g8 c3");
    play(&mut theirs, "c5-c3");
    assert_eq!(result(&mut theirs).as_deref(), Some("white"));
}

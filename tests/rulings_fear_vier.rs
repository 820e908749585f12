//! One scenario per ruling of RULINGS §5 (Fear Vier), played on `games/fear-vier.game`.

mod common;

use common::{game, legal, owner_at, play, result, result_rule};

fn fear_vier() -> yon::engine::State {
    game("fear-vier.game", &[])
}

#[test]
fn the_first_turn_is_one_placement_and_later_turns_may_place_twice() {
    let mut s = fear_vier();
    play(&mut s, "c3");
    assert_eq!(s.rules().players[s.to_move() as usize], "yellow", "the first turn is one placement");
    play(&mut s, "a3");
    assert_eq!(s.rules().players[s.to_move() as usize], "yellow", "a second placement may follow");
    assert!(legal(&mut s).contains(&"end".to_string()));
    play(&mut s, "e3");
    assert_eq!(s.rules().players[s.to_move() as usize], "red");
}

#[test]
fn a_jump_over_a_run_of_two_flips_both() {
    let mut s = fear_vier();
    play(&mut s, "a3 b3 c3 a3-d3");
    assert_eq!(owner_at(&s, "a3"), None);
    assert_eq!(owner_at(&s, "b3").as_deref(), Some("red"));
    assert_eq!(owner_at(&s, "c3").as_deref(), Some("red"));
    assert_eq!(owner_at(&s, "d3").as_deref(), Some("red"));
}

#[test]
fn a_jump_off_the_board_does_not_exist() {
    // c3's run to the east (d3 e3) reaches the edge; its other neighbours are empty.
    let mut s = fear_vier();
    play(&mut s, "c3 d3 e3");
    assert!(legal(&mut s).iter().all(|a| !a.starts_with("c3-")), "{:?}", legal(&mut s));
}

#[test]
fn a_window_made_by_the_opponents_jump_wins_at_the_start_of_your_turn() {
    // Yellow's jump c2-c4 turns c3 red, completing a3 b3 c3 d3 for red.
    let mut s = fear_vier();
    play(&mut s, "a3 c3 c2 b3 d3");
    assert_eq!(result(&mut s), None);
    play(&mut s, "c2-c4");
    assert_eq!(owner_at(&s, "c3").as_deref(), Some("red"));
    assert_eq!(result(&mut s).as_deref(), Some("red"));
    assert_eq!(result_rule(&mut s).as_deref(), Some("one window"));
}

#[test]
fn a_window_must_survive_the_opponents_turn() {
    // Red's own four is judged only at red's next turn start.
    let mut s = fear_vier();
    play(&mut s, "a3 c1 d1 b3 c3 a5 b5 d3 end");
    assert_eq!(result(&mut s), None, "not yet: yellow moves first");
    play(&mut s, "c5 end");
    assert_eq!(result(&mut s).as_deref(), Some("red"));
}

#[test]
fn two_windows_lose_even_with_a_win() {
    // Red's line of five holds two windows: a loss, though each window alone would win.
    let mut s = fear_vier();
    play(&mut s, "a3 c1 d1 b3 c3 a5 b5 d3 e3 c5 end");
    assert_eq!(result(&mut s).as_deref(), Some("yellow"));
    assert_eq!(result_rule(&mut s).as_deref(), Some("two windows"));
}

#[test]
fn the_third_repetition_is_refused() {
    // Red shuttles a3-c3-a3 over b3 and yellow d1-d3-d1 over d2; each jump flips the disc
    // jumped and the return flips it back, so the positions come round again.
    let mut s = fear_vier();
    play(&mut s, "a3 b3 d1 d2 end");
    let cycle = "d1-d3 a3-c3 d3-d1 c3-a3";
    play(&mut s, cycle);
    play(&mut s, "d1-d3 a3-c3 d3-d1");
    // c3-a3 would bring back, a third time, the position with yellow to act after `d2 end`.
    assert!(!legal(&mut s).contains(&"c3-a3".to_string()));
    let why = s.parse_action("c3-a3").expect_err("refused").to_string();
    assert!(why.contains("thousand days"), "{why}");
    assert!(legal(&mut s).contains(&"e3".to_string()), "placing is still allowed");
}

#[test]
fn a_second_repetition_is_allowed() {
    let mut s = fear_vier();
    play(&mut s, "a3 b3 d1 d2 end d1-d3 a3-c3 d3-d1");
    assert!(legal(&mut s).contains(&"c3-a3".to_string()));
}

#[test]
fn undo_forgets_the_positions_it_takes_back() {
    let mut s = fear_vier();
    play(&mut s, "a3 b3 d1 d2 end d1-d3 a3-c3 d3-d1 c3-a3 d1-d3 a3-c3 d3-d1");
    s.undo();
    s.undo();
    play(&mut s, "a3-c3 d3-d1");
    assert!(!legal(&mut s).contains(&"c3-a3".to_string()), "the same history, the same refusal");
    (0..4).for_each(|_| s.undo());
    assert!(legal(&mut s).contains(&"c3-a3".to_string()), "one repetition fewer after undoing a cycle");
}

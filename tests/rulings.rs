//! One scenario per ruling of RULINGS §1–3, named after it, played on the real game files.

mod common;

use common::{game, legal, owner_at, play, result, result_rule};

// §1 Yonmoque -------------------------------------------------------------------------------

#[test]
fn yonmoque_placing_does_not_flip() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "a1 b2 c3");
    assert_eq!(owner_at(&s, "b2").as_deref(), Some("white"));
}

#[test]
fn yonmoque_moving_flips_every_closed_run() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "a1 b2 c1 c2 d4 e5 d4-c3");
    assert_eq!(owner_at(&s, "b2").as_deref(), Some("blue"), "closed along the diagonal");
    assert_eq!(owner_at(&s, "c2").as_deref(), Some("blue"), "closed along the file");
    assert_eq!(result(&mut s), None);
}

#[test]
fn yonmoque_flipped_pieces_do_not_flip_further() {
    // d4-c3 flips b2; c2 then lies between b2 and d2, both blue, but flips do not chain.
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "a1 b2 d2 c2 d4 e5 d4-c3");
    assert_eq!(owner_at(&s, "b2").as_deref(), Some("blue"));
    assert_eq!(owner_at(&s, "c2").as_deref(), Some("white"));
}

#[test]
fn yonmoque_a_flipped_four_wins() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "b1 e1 b2 e3 b3 b4 a4 d1 d5 e5");
    assert_eq!(result(&mut s), None);
    play(&mut s, "d5-c4");
    assert_eq!(owner_at(&s, "b4").as_deref(), Some("blue"));
    assert_eq!(result(&mut s).as_deref(), Some("blue"));
    assert_eq!(result_rule(&mut s).as_deref(), Some("moved four"));
}

#[test]
fn yonmoque_a_placed_four_does_nothing() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "a1 e5 b1 e4 c1 e2 d1");
    assert_eq!(result(&mut s), None);
    assert_eq!(s.rules().players[s.to_move() as usize], "white");
}

#[test]
fn yonmoque_a_placed_five_loses() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "a1 e5 b1 e4 c1 e2 d1 a5 e1");
    assert_eq!(result(&mut s).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut s).as_deref(), Some("five in a row"));
}

#[test]
fn yonmoque_a_slide_stays_on_its_colour() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "c1 a5");
    let moves = legal(&mut s);
    assert!(moves.contains(&"c1-e3".to_string()), "c1-d2-e3 are blue squares");
    assert!(!moves.contains(&"c1-c3".to_string()), "c2 is white");
}

#[test]
fn yonmoque_seed_slides_cross_any_colour() {
    let mut s = game("yonmoque.game", &["seed-slides"]);
    play(&mut s, "c1 a5");
    let moves = legal(&mut s);
    assert!(moves.contains(&"c1-c3".to_string()) && moves.contains(&"c1-c5".to_string()));
    // A piece on a neutral square slides too under the seed's reading, but not by default.
    let mut seed = game("yonmoque.game", &["seed-slides"]);
    play(&mut seed, "c3 a5");
    assert!(legal(&mut seed).contains(&"c3-c5".to_string()));
    let mut designer = game("yonmoque.game", &[]);
    play(&mut designer, "c3 a5");
    assert!(!legal(&mut designer).contains(&"c3-c5".to_string()));
}

#[test]
fn yonmoque_a_step_that_is_also_a_slide_is_one_action() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "c1 a5");
    let moves = legal(&mut s);
    assert_eq!(moves.iter().filter(|m| *m == "c1-d2").count(), 1);
}

#[test]
fn yonmoque_no_legal_action_loses() {
    let mut s = game("yonmoque.game", &[]);
    play(&mut s, "a1 a3 b1 b3 c1 c3 a2 d1 b2 d2 c2 d3");
    assert_eq!(legal(&mut s), Vec::<String>::new());
    assert_eq!(result(&mut s).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut s).as_deref(), Some("no legal action"));
}

// §2 Yonmoque Hex ---------------------------------------------------------------------------

#[test]
fn yonmoque_hex_white_moves_first_on_six_directions() {
    let mut s = game("yonmoque-hex.game", &[]);
    assert_eq!(s.rules().players[s.to_move() as usize], "white");
    play(&mut s, "c3 a1");
    let steps: Vec<String> = legal(&mut s).into_iter().filter(|m| m.starts_with("c3-")).collect();
    assert_eq!(steps, ["c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3"]);
}

#[test]
fn yonmoque_hex_a_slide_stays_on_its_colour() {
    let mut s = game("yonmoque-hex.game", &[]);
    play(&mut s, "b2 a1");
    let moves = legal(&mut s);
    assert!(moves.contains(&"b2-d2".to_string()), "b2 c2 d2 are white cells on one rank");
    assert!(!moves.contains(&"b2-e2".to_string()), "e2 is blue");
}

// §3 Yavalax --------------------------------------------------------------------------------

#[test]
fn yavalax_first_turn_is_one_placement_then_two() {
    let mut s = game("yavalax.game", &[]);
    play(&mut s, "g7");
    assert_eq!(s.rules().players[s.to_move() as usize], "blue");
    play(&mut s, "a1");
    assert_eq!(s.rules().players[s.to_move() as usize], "blue");
    play(&mut s, "a2");
    assert_eq!(s.rules().players[s.to_move() as usize], "white");
}

#[test]
fn yavalax_a_single_four_is_illegal() {
    let mut s = game("yavalax.game", &[]);
    play(&mut s, "a1 m13 k13 a2 a3 m11 k11");
    let refusal = s.parse_action("a4").expect_err("a single four");
    assert!(refusal.to_string().contains("no single four"), "{refusal}");
}

#[test]
fn yavalax_a_single_four_is_illegal_even_if_the_second_stone_would_make_another() {
    let mut s = game("yavalax.game", &[]);
    play(&mut s, "a1 m13 k13 a2 a3 m11 k11 b4 c4 m9 k9");
    // a4 would be a single four now (column a), even though d4 next would add a second four.
    assert!(s.parse_action("a4").is_err());
}

#[test]
fn yavalax_two_fours_win_on_the_second_placement() {
    let mut s = game("yavalax.game", &[]);
    play(&mut s, "a1 m13 k13 a2 a3 m11 k11 b4 c4 m9 k9 d4");
    assert_eq!(result(&mut s), None);
    play(&mut s, "a4");
    assert_eq!(result(&mut s).as_deref(), Some("white"));
    assert_eq!(result_rule(&mut s).as_deref(), Some("two fours"));
}

#[test]
fn yavalax_two_fours_win_on_the_first_placement() {
    let mut s = game("yavalax.game", &[]);
    play(&mut s, "a1 m13 k13 a2 a3 m11 k11 b4 c4 m9 k9 d4 h8 m7 k7 a4");
    assert_eq!(result(&mut s).as_deref(), Some("white"));
}

#[test]
fn yavalax_a_five_is_never_legal() {
    let mut s = game("yavalax.game", &[]);
    play(&mut s, "a1 m13 k13 a2 a3 m11 k11 a5 b4 m9 k9 c4 d4 m7 k7");
    let refusal = s.parse_action("a4").expect_err("column a would hold five");
    assert!(refusal.to_string().contains("no five"), "{refusal}");
}

#[test]
fn yavalax_pass_pass_draws() {
    // The real rules on a board of one row of five, so the board fills quickly.
    let source = std::fs::read_to_string(format!("{}/games/yavalax.game", env!("CARGO_MANIFEST_DIR")))
        .expect("yavalax.game")
        .replace("board square 13 x 13", "board square 5 x 1");
    let mut s = common::game_from(&source);
    play(&mut s, "a1 b1 c1 e1 d1");
    assert_eq!(legal(&mut s), ["pass"]);
    play(&mut s, "pass");
    assert_eq!(result(&mut s), None);
    assert_eq!(legal(&mut s), ["pass"]);
    play(&mut s, "pass");
    assert_eq!(result(&mut s).as_deref(), Some("draw"));
    assert_eq!(result_rule(&mut s).as_deref(), Some("both passed"));
}

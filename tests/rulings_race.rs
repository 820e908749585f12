//! One scenario per rule of the race games and of the words they are written with: the Royal
//! Game of Ur (`games/ur.game`: `dice … from 0`, `roll`, `exactly dice total`, `track … of`,
//! `off`, `capture to owner hand`, `again`) and backgammon (`games/backgammon.game`: `exactly
//! die`, `doubles twice`, `highest starts`, `from off`, stacks on a track, `or beyond`, `most
//! used, most pips`).

mod common;

use common::{game_from, legal, owner_at, result};
use yon::engine::{Rng, State};

/// A shipped game with its `setup` and `hand` lines replaced by `lines`, starting with a plain
/// throw: the opening throw (`highest starts`) has a scenario of its own.
fn with(file: &str, lines: &[&str]) -> State {
    let path = format!("{}/games/{file}", env!("CARGO_MANIFEST_DIR"));
    with_text(&std::fs::read_to_string(path).expect("the game file"), lines)
}

/// `with`, on the text of a game.
fn with_text(text: &str, lines: &[&str]) -> State {
    let text = text.replace(", highest starts", "");
    let mut kept: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with("setup") && !l.starts_with("hand"))
        .map(String::from)
        .collect();
    let at = kept.iter().position(|l| l.starts_with("track")).expect("a track");
    for (i, line) in lines.iter().enumerate() {
        kept.insert(at + i, line.to_string());
    }
    game_from(&kept.join("\n"))
}

/// Plays actions written one after another, a throw as `roll 3` or `roll 3-5`, separated by `,`.
fn play(state: &mut State, actions: &str) {
    for text in actions.split(',').map(str::trim) {
        let action = state.parse_action(text).unwrap_or_else(|why| panic!("`{text}` refused: {why}"));
        state.play_unchecked(action);
    }
}

fn to_move(state: &State) -> String {
    state.rules().players[state.to_move() as usize].clone()
}

#[test]
fn ur_a_throw_is_chance_with_five_outcomes_and_a_nought_passes() {
    let mut state = common::game("ur.game", &[]);
    assert!(state.is_chance());
    let odds: Vec<(String, f64)> =
        state.chances().iter().map(|&(a, p)| (state.format(a), p * 16.0)).collect();
    let sixteenths: Vec<(&str, f64)> = odds.iter().map(|(n, p)| (n.as_str(), *p)).collect();
    assert_eq!(
        sixteenths,
        [("roll 0", 1.0), ("roll 1", 4.0), ("roll 2", 6.0), ("roll 3", 4.0), ("roll 4", 1.0)]
    );
    play(&mut state, "roll 0");
    assert_eq!(legal(&mut state), ["pass"]);
    play(&mut state, "pass");
    assert_eq!(to_move(&state), "black");
}

#[test]
fn ur_a_piece_enters_by_the_throw_and_a_rosette_throws_again() {
    let mut state = common::game("ur.game", &[]);
    play(&mut state, "roll 3");
    assert_eq!(legal(&mut state), ["off-b1"]);
    let mut state = common::game("ur.game", &[]);
    play(&mut state, "roll 4, off-a1");
    assert_eq!((to_move(&state), state.is_chance()), ("white".to_string(), true), "a1 is a rosette");
    play(&mut state, "roll 4");
    assert_eq!(legal(&mut state), ["a1-d2"], "a1 is taken by white's own piece: none enters");
}

#[test]
fn ur_a_piece_landed_on_in_the_middle_goes_back_to_its_owners_hand_but_not_on_the_rosette() {
    let mut state = with(
        "ur.game",
        &["hand man 1 for white", "hand man 1 for black", "setup white man: b2", "setup black man: a2 d2"],
    );
    // White's b2 (square 6) on by 3 reaches e2 (empty); by 2, the rosette d2 where black is safe.
    play(&mut state, "roll 2");
    assert_eq!(legal(&mut state), ["off-c1"]);
    let mut state = with(
        "ur.game",
        &["hand man 1 for white", "hand man 1 for black", "setup white man: b1", "setup black man: a2 d2"],
    );
    play(&mut state, "roll 2, b1-a2");
    assert_eq!(owner_at(&state, "a2").as_deref(), Some("white"));
    assert_eq!(state.hand(1, 0), 2, "black's piece went back to black's hand");
}

#[test]
fn ur_a_piece_leaves_only_by_an_exact_throw_and_the_last_out_wins() {
    let mut state = with("ur.game", &["hand man 0 for white", "hand man 7 for black", "setup white man: h1"]);
    play(&mut state, "roll 3");
    assert_eq!(legal(&mut state), ["pass"], "h1 is square 13: 3 goes past the end");
    let mut state = with("ur.game", &["hand man 0 for white", "hand man 7 for black", "setup white man: h1"]);
    play(&mut state, "roll 2, h1-off");
    assert_eq!(result(&mut state).as_deref(), Some("white"));
}

/// Backgammon with only these checkers: `white: CELLS` lines become setups (a cell repeated in
/// another line stacks another checker), and each side's bar.
fn backgammon(white: &[&str], black: &[&str], bars: (u32, u32)) -> State {
    let path = format!("{}/games/backgammon.game", env!("CARGO_MANIFEST_DIR"));
    backgammon_in(&std::fs::read_to_string(path).expect("the game file"), white, black, bars)
}

/// `backgammon`, on the text of a game.
fn backgammon_in(text: &str, white: &[&str], black: &[&str], bars: (u32, u32)) -> State {
    let mut lines: Vec<String> =
        vec![format!("hand checker {} for white", bars.0), format!("hand checker {} for black", bars.1)];
    lines.extend(white.iter().map(|c| format!("setup white: {c}")));
    lines.extend(black.iter().map(|c| format!("setup black: {c}")));
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    with_text(text, &refs)
}

#[test]
fn backgammon_a_checker_on_the_bar_enters_first_and_a_closed_point_keeps_it_out() {
    // White on the bar and on a2 (point 13); black holds h2 (white's 20) with two.
    let mut state = backgammon(&["a2"], &["h2", "h2"], (1, 0));
    play(&mut state, "roll 3-5");
    assert_eq!(legal(&mut state), ["off-j2"], "only entering, and not on h2 with the 5");
    play(&mut state, "off-j2");
    assert_eq!(legal(&mut state), ["a2-e1", "j2-e2"]);
}

#[test]
fn backgammon_a_lone_checker_is_hit_to_its_owners_bar_and_two_hold_a_point() {
    // White on a2 (its 13); black alone on c1 (white's 10), two on f1 (white's 7).
    let mut state = backgammon(&["a2"], &["c1", "f1", "f1"], (0, 0));
    play(&mut state, "roll 3-3");
    assert_eq!(legal(&mut state), ["a2-c1"]);
    play(&mut state, "a2-c1");
    assert_eq!((owner_at(&state, "c1").as_deref(), state.hand(1, 0)), (Some("white"), 1));
    assert!(state.is_chance() && to_move(&state) == "black", "f1 is held: the other 3s cannot be played");
}

#[test]
fn backgammon_a_double_moves_four_times() {
    let mut state = backgammon(&["a2"], &["l1", "l1"], (0, 0));
    play(&mut state, "roll 2-2");
    assert_eq!(state.pool(), [2, 2, 2, 2]);
    play(&mut state, "a2-b1, b1-d1, d1-f1, f1-h1");
    assert!(state.is_chance() && to_move(&state) == "black", "four moves end the turn");
}

#[test]
fn backgammon_both_dice_when_they_can_be_used_else_the_larger() {
    // 6 first is blocked (black holds white's 7, f1); 1 then 6 is open: only that order.
    let mut state = backgammon(&["a2"], &["f1", "f1"], (0, 0));
    play(&mut state, "roll 1-6");
    assert_eq!(legal(&mut state), ["a2-a1"]);
    // With white's 12 (a1) held too, each die alone: the larger must be played.
    let mut state = backgammon(&["a2"], &["a1", "a1", "g1", "g1"], (0, 0));
    play(&mut state, "roll 1-6");
    assert_eq!(legal(&mut state), ["a2-f1"]);
}

#[test]
fn backgammon_bearing_off_once_all_are_home_a_higher_die_only_from_the_highest_point() {
    // White on its 5 (h1) and 3 (j1); 6-4: the 6 bears off the 5 (nothing higher), the 4 the 3.
    let mut state = backgammon(&["h1", "j1"], &["l2", "l2"], (0, 0));
    play(&mut state, "roll 4-6");
    assert_eq!(legal(&mut state), ["h1-l1", "h1-off(6)"], "j1 may not go by more: h1 is behind it");
    play(&mut state, "h1-off(6)");
    assert_eq!(legal(&mut state), ["j1-off(4)"]);
    // On its 5 and 4 with 5-6, the 5 goes off by either die (the 4 not yet: the 5 is behind
    // it): by the 5 it is `h1-off`, by the 6 `h1-off(6)`, each leaving the other die for the 4.
    let mut state = backgammon(&["h1", "i1"], &["l2", "l2"], (0, 0));
    play(&mut state, "roll 5-6");
    assert_eq!(legal(&mut state), ["h1-off", "h1-off(6)"]);
    play(&mut state, "h1-off");
    assert_eq!((legal(&mut state), state.pool().to_vec()), (vec!["i1-off(6)".to_string()], vec![6]));
    // One checker still outside home (white's 8, e1): no bearing off.
    let mut state = backgammon(&["e1", "j1"], &["l2", "l2"], (0, 0));
    play(&mut state, "roll 3-3");
    assert!(legal(&mut state).iter().all(|m| !m.ends_with("-off")));
}

#[test]
fn backgammon_the_higher_opening_die_starts_and_plays_both() {
    let mut state = common::game("backgammon.game", &[]);
    let odds = state.chances();
    let names: Vec<String> = odds.iter().map(|&(a, _)| state.format(a)).collect();
    assert_eq!(names.len(), 30, "one die each, no double: {names:?}");
    assert!(!names.contains(&"roll 3-3".to_string()) && names.contains(&"roll 1-2".to_string()));
    assert!(odds.iter().all(|&(_, p)| (p * 30.0 - 1.0).abs() < 1e-9));
    let mut black_first = state.clone();
    play(&mut black_first, "roll 3-5");
    assert_eq!((to_move(&black_first), black_first.pool().to_vec()), ("black".into(), vec![3, 5]));
    play(&mut state, "roll 5-3");
    assert_eq!((to_move(&state), state.pool().to_vec()), ("white".into(), vec![3, 5]));
    assert!(!state.is_chance(), "the opening dice are the first turn's: no second throw");
    play(&mut state, "a2-e1, a2-c1");
    assert_eq!(to_move(&state), "black");
    assert_eq!(state.chances().len(), 21, "then a plain throw of two dice, doubles and all");
}

/// Samples `state` sixty times per legal action: every draw is legal, and each action is drawn
/// about as often as the others (a mean of sixty; 4.5 deviations either side).
fn assert_uniform_draws(state: &mut State, rng: &mut Rng) {
    let legal_now = legal(state);
    let mut counts = std::collections::HashMap::new();
    for _ in 0..legal_now.len() * 60 {
        let drawn = state.sample(&mut |n| rng.below(n)).expect("the game goes on");
        *counts.entry(state.format(drawn)).or_insert(0u32) += 1;
    }
    let drawn: std::collections::BTreeSet<&String> = counts.keys().collect();
    assert_eq!(drawn, legal_now.iter().collect(), "every legal action is drawn, and nothing else");
    let (least, most) = (counts.values().min(), counts.values().max());
    assert!(
        counts.values().all(|&n| (25..=95).contains(&n)),
        "draws per action between {least:?} and {most:?} around a mean of 60, in {legal_now:?}"
    );
}

#[test]
fn backgammon_a_random_draw_is_uniform_over_the_actions_most_keeps() {
    // A playout looks ahead at one drawn action at a time and takes the first that uses every
    // die; when none does, it weighs them all. Either way its draws must be uniform over what
    // `legal` keeps.
    let mut rng = Rng::new(5);
    let text = std::fs::read_to_string(common::games().join("backgammon.game")).expect("the game file");
    let free = text.replace(", most used, most pips", "");
    let without_most = |white: &[&str], black: &[&str]| {
        let mut state = backgammon_in(&free, white, black, (0, 0));
        play(&mut state, "roll 1-6");
        legal(&mut state)
    };
    // a2-a1 leaves no 6 (g1 and c2 are held); a2-f1 then i2-h2, or the other way, uses both.
    let (white, black) = (["a2", "i2"], ["g1", "g1", "c2", "c2"]);
    let mut state = backgammon(&white, &black, (0, 0));
    play(&mut state, "roll 1-6");
    assert_eq!(legal(&mut state), ["a2-f1", "i2-h2"]);
    assert_eq!(without_most(&white, &black), ["a2-a1", "a2-f1", "i2-h2"]);
    assert_uniform_draws(&mut state, &mut rng);
    // Every 1 is blocked, before a 6 and after: no order uses both dice, and both sixes are kept.
    let mut state = backgammon(&["a2", "i2"], &["a1", "a1", "h2", "h2", "g1", "g1", "b2", "b2"], (0, 0));
    play(&mut state, "roll 1-6");
    assert_eq!(legal(&mut state), ["a2-f1", "i2-c2"]);
    assert_uniform_draws(&mut state, &mut rng);
    // One die or the other, not both (g1 is held): the larger is kept.
    let mut state = backgammon(&["a2"], &["g1", "g1"], (0, 0));
    play(&mut state, "roll 1-6");
    assert_eq!(legal(&mut state), ["a2-f1"]);
    assert_eq!(without_most(&["a2"], &["g1", "g1"]), ["a2-a1", "a2-f1"]);
    assert_uniform_draws(&mut state, &mut rng);
    // Positions of random games.
    let mut state = common::game("backgammon.game", &[]);
    let mut positions = 0;
    while positions < 30 {
        if state.outcome().is_some() {
            state = common::game("backgammon.game", &[]);
        }
        if !state.is_chance() && legal(&mut state).len() >= 2 {
            assert_uniform_draws(&mut state, &mut rng);
            positions += 1;
        }
        let action = state.sample(&mut |n| rng.below(n)).expect("the game goes on");
        state.play_unchecked(action);
    }
}

//! One scenario per rule of Tumbleweed (`games/tumbleweed.game`): red opens with a stone of each
//! colour, white chooses a colour and red moves next; a stack placed is as high as the mover's
//! stacks in sight (the first stack along each line, any stack blocking the view), on an empty
//! cell or in place of a lower stack; two passes end the game, scored by territory.

mod common;

use common::{game, game_from, legal, owner_at, play, result};
use yon::engine::State;

fn height(state: &State, cell: &str) -> u32 {
    state.height(state.rules().geometry.cell(cell).expect("a cell"))
}

fn to_move(state: &State) -> String {
    state.rules().players[state.to_move() as usize].clone()
}

/// Tumbleweed after the opening, red to settle, with the stones of `setups` (`setup …` lines;
/// a cell set up twice holds a stack of two).
fn settled(setups: &[&str]) -> State {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/tumbleweed.game"))
        .expect("the game file");
    let opening = ["action red-stone", "action white-stone", "action choose", "turn 1", "turn 2"];
    let mut lines: Vec<String> =
        source.lines().filter(|l| !opening.iter().any(|o| l.starts_with(o))).map(String::from).collect();
    lines.extend(setups.iter().map(|s| s.to_string()));
    game_from(&lines.join("\n"))
}

#[test]
fn red_places_a_stone_of_each_colour_in_one_turn() {
    let mut state = game("tumbleweed.game", &[]);
    assert_eq!(legal(&mut state).len(), 168, "every cell but the neutral centre");
    play(&mut state, "h1");
    assert_eq!((owner_at(&state, "h1").as_deref(), to_move(&state).as_str()), (Some("red"), "red"));
    assert_eq!(legal(&mut state).len(), 167);
    play(&mut state, "h2");
    assert_eq!(owner_at(&state, "h2").as_deref(), Some("white"), "the second stone is white's");
    assert_eq!(to_move(&state), "white");
}

#[test]
fn white_keeps_white_or_takes_red_and_red_moves_next_either_way() {
    let mut state = game("tumbleweed.game", &[]);
    play(&mut state, "h1 h2");
    assert_eq!(legal(&mut state), ["end", "swap"]);
    let mut kept = state.clone();
    play(&mut kept, "end");
    assert_eq!((to_move(&kept), kept.seats().swapped()), ("red".to_string(), false));
    play(&mut state, "swap");
    assert_eq!((to_move(&state), state.seats().swapped()), ("red".to_string(), true));
    assert_eq!(state.seat_to_move(), 1, "red is now played by the seat that chose");
}

#[test]
fn a_stack_is_as_high_as_the_own_stacks_in_sight() {
    let mut state = settled(&["setup red disc: h1 o1"]);
    play(&mut state, "l1");
    assert_eq!((height(&state, "l1"), owner_at(&state, "l1").as_deref()), (2, Some("red")));
    play(&mut state, "pass h2");
    assert_eq!(height(&state, "h2"), 1, "h2 sees h1 along a line, o1 along none");
}

#[test]
fn a_cell_that_sees_no_own_stack_is_not_offered() {
    let mut state = settled(&["setup white disc: h1"]);
    assert_eq!(legal(&mut state), ["pass"]);
}

#[test]
fn any_stack_blocks_the_view_the_neutral_one_too() {
    let mut state = settled(&["setup red disc: h10"]);
    let moves = legal(&mut state);
    assert!(moves.contains(&"h11".to_string()) && moves.contains(&"h9".to_string()), "{moves:?}");
    assert!(!moves.contains(&"h7".to_string()), "the neutral stack on h8 hides h10 from h7");
    let mut state = settled(&["setup red disc: h1", "setup white disc: j1"]);
    let moves = legal(&mut state);
    assert!(moves.contains(&"i1".to_string()) && !moves.contains(&"k1".to_string()), "{moves:?}");
}

#[test]
fn a_stack_replaces_only_a_lower_one() {
    let mut state = settled(&["setup red disc: h1 o1", "setup white disc: l1"]);
    assert!(legal(&mut state).contains(&"l1".to_string()), "two in sight beat a white stone");
    play(&mut state, "l1");
    assert_eq!((height(&state, "l1"), owner_at(&state, "l1").as_deref()), (2, Some("red")));
    let mut state = settled(&["setup red disc: h1 o1", "setup white disc: l1", "setup white disc: l1"]);
    assert!(!legal(&mut state).contains(&"l1".to_string()), "two in sight do not beat two");
}

#[test]
fn a_player_reinforces_an_own_stack_and_takes_the_neutral_one() {
    let mut state = settled(&["setup red disc: h1 l1 o1"]);
    assert!(legal(&mut state).contains(&"l1".to_string()), "l1 sees h1 and o1, and holds one");
    let mut state = settled(&["setup red disc: h1 a8 o8"]);
    play(&mut state, "h8");
    assert_eq!((height(&state, "h8"), owner_at(&state, "h8").as_deref()), (3, Some("red")));
    let mut state = settled(&["setup red disc: h1 a8"]);
    assert!(!legal(&mut state).contains(&"h8".to_string()), "two do not beat the neutral two");
}

#[test]
fn two_passes_end_the_game_and_territory_decides() {
    // The board turned half round maps h1 on h15: equal territories.
    let mut state = settled(&["setup red disc: h1", "setup white disc: h15"]);
    play(&mut state, "pass");
    assert_eq!(result(&mut state), None, "one pass does not end it");
    play(&mut state, "pass");
    assert_eq!(result(&mut state).as_deref(), Some("draw"));
    let mut state = settled(&["setup red disc: h1 o1", "setup white disc: h15"]);
    play(&mut state, "pass pass");
    assert_eq!(result(&mut state).as_deref(), Some("red"));
}

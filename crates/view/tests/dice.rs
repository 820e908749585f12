//! The page's dice (`page::dice`): a game of dice shows its last throw and what is left of it
//! as moves use it, undo gives it back, and a game without dice shows none.
use serde_json::Value;
use yon::engine::State;
use yon_view::page::dice;
use yon_view::page::session::{Session, rules_from};
use yon_view::page::state::state;

/// A session on a built-in game with every seat a person's, on the options given.
fn session(name: &str, options: &[&str]) -> Session {
    let game = yon::catalogue::find(name).expect("a built-in game");
    let options: Vec<String> = options.iter().map(ToString::to_string).collect();
    let rules = rules_from(name, game.text, &options).expect("the game checks");
    let specs = vec![yon::agents::Spec::Human; rules.players.len()];
    Session::new(name.into(), game.text.into(), State::new(rules), specs, 7, yon::agents::frozen_clock())
}

fn values(dice: &Value, key: &str) -> Vec<u64> {
    dice[key]
        .as_array()
        .unwrap_or_else(|| panic!("{key} in {dice}"))
        .iter()
        .filter_map(Value::as_u64)
        .collect()
}

/// The first legal action of the position shown.
fn first_legal(session: &mut Session) -> String {
    let state = state(session);
    state["legal"][0]["text"].as_str().expect("a legal action").to_string()
}

#[test]
fn ur_shows_its_throw_and_uses_it_up() {
    let mut ur = session("ur", &[]);
    let dice = state(&mut ur)["dice"].clone();
    let thrown = values(&dice, "thrown");
    assert_eq!(thrown.len(), 1, "four lots are read as their total: {dice}");
    assert!(thrown[0] <= 4, "{dice}");
    assert_eq!(values(&dice, "given"), thrown);
    assert_eq!(values(&dice, "pool"), thrown, "nothing used yet");
    let throw = ur.cursor;
    let moved = first_legal(&mut ur);
    ur.play(&moved).expect("a legal action plays");
    // Just after the move, before the next throw: the throw is all used.
    ur.goto(throw + 1);
    let used = dice::dice(&ur);
    assert_eq!(values(&used, "thrown"), thrown, "{used}");
    assert_eq!(values(&used, "pool"), Vec::<u64>::new(), "{used}");
}

#[test]
fn backgammon_shows_two_dice_and_the_pool_shrinks_move_by_move() {
    let mut game = session("backgammon", &[]);
    let dice = dice::dice(&game);
    let (thrown, given) = (values(&dice, "thrown"), values(&dice, "given"));
    assert_eq!(thrown.len(), 2, "{dice}");
    assert!(thrown.iter().all(|&v| (1..=6).contains(&v)), "{dice}");
    let double = thrown[0] == thrown[1];
    assert_eq!(given.len(), if double { 4 } else { 2 }, "{dice}");
    assert_eq!(values(&dice, "pool"), given);
    let mover = game.state.to_move();
    // The first throw is the opening one (`highest starts`): one die a player, in their order,
    // and whoever threw the higher moves.
    assert!(thrown[usize::from(mover)] > thrown[1 - usize::from(mover)], "{dice}");
    let moved = first_legal(&mut game);
    game.play(&moved).expect("a legal action plays");
    assert_eq!(game.state.to_move(), mover, "a second die is left to play");
    let after = dice::dice(&game);
    assert_eq!(values(&after, "thrown"), thrown, "the same throw: {after}");
    assert_eq!(values(&after, "pool").len(), given.len() - 1, "one die used: {after}");
    // Undo gives the die back; a new game throws afresh from the start.
    assert!(game.undo());
    assert_eq!(dice::dice(&game), dice);
    game.restart();
    assert_eq!(dice::dice(&game), dice, "the same seed throws the same first throw");
}

#[test]
fn a_game_without_dice_has_none_even_when_chance_draws_its_setup() {
    let mut plain = session("tic-tac-toe", &[]);
    assert_eq!(state(&mut plain)["dice"], Value::Null);
    let mut othello = session("othello", &["random"]);
    assert!(othello.cursor > 0, "the setup was drawn");
    assert_eq!(state(&mut othello)["dice"], Value::Null);
}

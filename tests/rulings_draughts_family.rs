//! One scenario per rule of the draughts with flying kings (`games/international-draughts.game`,
//! `brazilian-draughts.game`, `russian-draughts.game`, `turkish-draughts.game`) and of the words
//! they are written with: the turn that takes most (`priority: …, most captured`), the pieces
//! taken that stay until the turn ends and are not jumped twice (`capture jumped at end`,
//! `taken`), the man crowned only where its turn ends (`promote … at end`) or, in Russian, at
//! once, and the Turkish king that never turns right round (`hop flying … through`).

mod common;

use common::game_from;
use yon::engine::{Action, State, kind_of, owner_of};

/// `file` with its setup replaced by `setups`, each `PLAYER KIND: CELLS`; white to move.
fn with(file: &str, setups: &[&str]) -> State {
    let path = format!("{}/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("the game file");
    let mut lines: Vec<String> = text.lines().filter(|l| !l.starts_with("setup")).map(String::from).collect();
    let at = lines.iter().position(|l| l.starts_with("piece")).expect("the piece line") + 1;
    for (i, setup) in setups.iter().enumerate() {
        lines.insert(at + i, format!("setup {setup}"));
    }
    game_from(&lines.join("\n"))
}

/// Every complete turn, named by its squares (`c3xe5xg7`: the first, then each landing), sorted.
fn turns(state: &mut State) -> Vec<String> {
    let mut out = Vec::new();
    let turn = state.turn();
    collect(state, turn, &mut Vec::new(), &mut out);
    out.sort();
    out
}

fn collect(state: &mut State, turn: u32, path: &mut Vec<Action>, out: &mut Vec<String>) {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    for action in actions {
        path.push(action);
        state.play_unchecked(action);
        if state.turn() != turn || state.known_outcome().is_some() {
            let names = &state.rules().geometry.names;
            let mut squares = vec![names[path[0].from as usize].clone()];
            squares.extend(path.iter().map(|a| names[a.to as usize].clone()));
            out.push(squares.join(if path.len() > 1 || is_capture(state, path) { "x" } else { "-" }));
        } else {
            collect(state, turn, path, out);
        }
        state.undo();
        path.pop();
    }
}

/// Whether a one-action turn jumped: its squares are not neighbours along its direction.
fn is_capture(state: &State, path: &[Action]) -> bool {
    let geometry = &state.rules().geometry;
    geometry.step(path[0].from, path[0].dir) != path[0].to
        && state.rules().actions[path[0].rule as usize].name.contains("jump")
}

/// Plays the turn named as `turns` names it: each step as the legal action between its squares
/// (a crowning written with its `+`).
fn play(state: &mut State, name: &str) {
    let squares: Vec<&str> = name.split(['-', 'x']).collect();
    for step in squares.windows(2) {
        let legal = common::legal(state);
        let action = legal
            .iter()
            .find(|a| a.trim_end_matches('+').split(['-', 'x']).eq(step.iter().copied()))
            .unwrap_or_else(|| panic!("{step:?} is not among {legal:?}"));
        common::play(state, action);
    }
}

/// The piece on a square: (white, king), or none.
fn piece(state: &State, square: &str) -> Option<(bool, bool)> {
    let cell = state.rules().geometry.cell(square).expect("a square") as usize;
    let piece = state.board()[cell];
    (piece != 0).then(|| (owner_of(piece) == 0, kind_of(piece) == 1))
}

const MAN: Option<(bool, bool)> = Some((true, false));
const KING: Option<(bool, bool)> = Some((true, true));

#[test]
fn a_man_captures_backwards_and_capture_is_compulsory() {
    let mut state = with("international-draughts.game", &["white man: e5 a1", "black man: d4"]);
    assert_eq!(turns(&mut state), ["e5xc3"]);
}

#[test]
fn the_turn_that_takes_most_must_be_played_where_the_majority_rule_holds() {
    let setups = ["white man: c3 h2", "black man: d4 f6 g3"];
    let mut brazilian = with("brazilian-draughts.game", &setups);
    assert_eq!(turns(&mut brazilian), ["c3xe5xg7"]);
    // Russian draughts leaves the choice: either capture, each played to its end.
    let mut russian = with("russian-draughts.game", &setups);
    assert_eq!(turns(&mut russian), ["c3xe5xg7", "h2xf4"]);
    // In the middle of the turn, too, only the way that still takes most is open.
    let mut state = with("international-draughts.game", &["white man: c3", "black man: d4 f6 d6 b8"]);
    assert_eq!(turns(&mut state), ["c3xe5xc7xa9"]);
}

#[test]
fn a_flying_king_takes_from_afar_and_lands_on_any_empty_square_beyond() {
    let mut state = with("international-draughts.game", &["white king: a1", "black man: d4"]);
    assert_eq!(turns(&mut state), ["a1xe5", "a1xf6", "a1xg7", "a1xh8", "a1xi9", "a1xj10"]);
}

#[test]
fn pieces_taken_stay_until_the_turn_ends_and_are_not_jumped_twice() {
    // Round a diamond of four and back to the start square: d2 may not be jumped again.
    let mut state = with("international-draughts.game", &["white man: c1", "black man: d2 d4 b4 b2"]);
    let round = turns(&mut state);
    assert_eq!(round, ["c1xa3xc5xe3xc1", "c1xe3xc5xa3xc1"]);
    common::play(&mut state, "c1-e3");
    // Mid-turn, the piece on d2 is still there, marked: it blocks, and is counted taken.
    assert_eq!(piece(&state, "d2"), Some((false, false)));
    common::play(&mut state, "e3-c5 c5-a3 a3-c1");
    assert!(["d2", "d4", "b4", "b2"].iter().all(|s| piece(&state, s).is_none()));
    assert_eq!(piece(&state, "c1"), MAN);
}

#[test]
fn a_man_is_crowned_only_where_its_turn_ends_but_in_russian_draughts_at_once() {
    // International: over the far rank and back down, still a man.
    let mut state = with("international-draughts.game", &["white man: e8", "black man: d9 b9"]);
    assert_eq!(turns(&mut state), ["e8xc10xa8"]);
    play(&mut state, "e8xc10xa8");
    assert_eq!(piece(&state, "a8"), MAN);
    // Russian: crowned on e8, it goes on as a king, taking g6 from two squares away.
    let mut state = with("russian-draughts.game", &["white man: c6", "black man: d7 g6"]);
    assert_eq!(turns(&mut state), ["c6xe8xh5"]);
    play(&mut state, "c6xe8xh5");
    assert_eq!(piece(&state, "h5"), KING);
}

#[test]
fn a_man_ending_on_the_far_rank_is_crowned_and_the_turn_passes() {
    let mut state = with("brazilian-draughts.game", &["white man: b7", "black man: h2"]);
    play(&mut state, "b7-a8");
    assert_eq!(piece(&state, "a8"), KING);
    assert_eq!(state.to_move(), 1);
}

#[test]
fn a_turkish_man_goes_forward_or_sideways_and_takes_so_never_back() {
    let mut state = with("turkish-draughts.game", &["white man: d4", "black man: h8 d3"]);
    assert_eq!(turns(&mut state), ["d4-c4", "d4-d5", "d4-e4"], "d3 is behind: no capture");
    let mut state = with("turkish-draughts.game", &["white man: d4", "black man: h8 d3 e4"]);
    assert_eq!(turns(&mut state), ["d4xf4"]);
}

#[test]
fn a_turkish_king_crosses_squares_it_emptied_but_never_turns_right_round() {
    // Round a square of four back to a1, then on east over b1, emptied by the first jump.
    let mut state = with("turkish-draughts.game", &["white king: a1", "black man: b1 c2 b3 a2 e1"]);
    assert_eq!(turns(&mut state), ["a1xc1xc3xa3xa1xf1", "a1xc1xc3xa3xa1xg1", "a1xc1xc3xa3xa1xh1"]);
    // One piece each way: back the way it came, it would take the other too.
    let mut state = with("turkish-draughts.game", &["white king: c1", "black man: b1 e1 h8"]);
    assert_eq!(turns(&mut state), ["c1xa1", "c1xf1", "c1xg1", "c1xh1"]);
}

#[test]
fn a_player_with_no_move_loses() {
    let mut state = with("international-draughts.game", &["white man: a1", "black man: b2 c3"]);
    assert_eq!(common::result(&mut state).as_deref(), Some("black"));
}

#[test]
fn a_capture_that_takes_fewer_is_refused_with_the_reason() {
    let mut state = with("brazilian-draughts.game", &["white man: c3 h2", "black man: d4 f6 g3"]);
    let refusal = state.parse_action("h2-f4").expect_err("h2xf4 takes one where c3 takes two");
    let reason = refusal.to_string();
    assert!(reason.starts_with("h2-f4 is not allowed while c3-e5 can be played"), "{reason}");
    assert!(reason.contains("the turn ends with the most"), "{reason}");
}

//! `top`: a move of the top pieces of a stack — each count its own action, `exactly moved`
//! as far as the count, the pieces landing on the stack they reach, the piece left behind the
//! new top, undo, and the `/N` notation read back and replayed through a record.

mod common;

use common::{game_from, legal, owner_at, play};
use yon::engine::{Action, Rng, State, owner_of};
use yon::record::{Record, replay};

/// White's a1 holds (bottom first) white, black, white; b1 a lone white; black a pair on d4.
const PILES: &str = "game \"Piles\"\nplayers white black\nboard square 4 x 4\nstacks\npiece man\n\
    setup white: a1\nsetup black: a1\nsetup white: a1 b1\nsetup black: d4 d4\n\
    action move: move slide orthogonal through all exactly moved top any\nturn: move\nlose: stuck\n";

/// The owners of the pieces on `cell`, bottom first.
fn owners(state: &State, cell: &str) -> Vec<String> {
    let rules = state.rules();
    let c = rules.geometry.cell(cell).expect("a cell");
    state.stack(c).into_iter().map(|p| rules.players[owner_of(p) as usize].clone()).collect()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn each_count_is_its_own_action_and_goes_as_far_as_it_moves_pieces() {
    let mut state = game_from(PILES);
    assert_eq!(owners(&state, "a1"), names(&["white", "black", "white"]));
    let mut moves = legal(&mut state);
    moves.sort();
    // a1: one piece one cell, two pieces two cells, three pieces three cells; b1: one cell.
    let expected =
        ["a1-a2/1", "a1-a3/2", "a1-a4/3", "a1-b1/1", "a1-c1/2", "a1-d1/3", "b1-a1/1", "b1-b2/1", "b1-c1/1"];
    assert_eq!(moves, names(&expected));
}

#[test]
fn the_pieces_moved_keep_their_order_and_land_on_the_stack_there() {
    let mut state = game_from(PILES);
    play(&mut state, "a1-c1/2");
    assert_eq!(owners(&state, "a1"), names(&["white"]), "the bottom piece stays");
    assert_eq!(owners(&state, "c1"), names(&["black", "white"]));
    let mut state = game_from(PILES);
    play(&mut state, "b1-a1/1");
    assert_eq!(owners(&state, "a1"), names(&["white", "black", "white", "white"]), "nothing is taken");
    assert_eq!(owners(&state, "b1"), names(&[]));
}

#[test]
fn the_piece_left_behind_is_the_new_top_and_owns_the_cell() {
    let mut state = game_from(PILES);
    play(&mut state, "a1-a2/1");
    assert_eq!(owner_at(&state, "a1").as_deref(), Some("black"), "black's piece is uncovered");
    assert_eq!(owners(&state, "a1"), names(&["white", "black"]));
}

#[test]
fn a_fixed_count_moves_only_stacks_that_high() {
    let source = PILES.replace("exactly moved top any", "exactly moved top 2");
    let mut state = game_from(&source);
    let mut moves = legal(&mut state);
    moves.sort();
    assert_eq!(moves, names(&["a1-a3/2", "a1-c1/2"]), "b1 holds one piece only");
}

#[test]
fn undo_restores_every_stack_and_the_hash() {
    let mut state = game_from(PILES);
    let before = (state.hash(), owners(&state, "a1"), owners(&state, "c1"));
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    for action in actions {
        let mut played = state.clone();
        played.play_unchecked(action);
        played.undo();
        assert_eq!((played.hash(), owners(&played, "a1"), owners(&played, "c1")), before, "{action:?}");
    }
}

#[test]
fn notation_reads_back_and_a_record_replays() {
    let start = game_from(PILES);
    let mut state = start.clone();
    let mut rng = Rng::new(7);
    let mut actions: Vec<Action> = Vec::new();
    while actions.len() < 40 {
        let Some(action) = state.sample(&mut |n| rng.below(n)) else { break };
        let name = state.format(action);
        assert!(name.contains('/'), "{name}: a move of a `top` rule names its count");
        assert_eq!(state.clone().parse_action(&name), Ok(action), "{name} reads back");
        state.play_unchecked(action);
        actions.push(action);
    }
    let seats = ["random".to_string(), "random".to_string()];
    let record = Record::from_game("piles.game", PILES, &seats, Some(7), &start, &actions);
    assert!(record.to_text().contains("/"), "the record writes the counts");
    let parsed = Record::parse(&record.to_text()).expect("the record reads back");
    let end = replay(&parsed, std::sync::Arc::clone(start.rules())).expect("the record replays");
    assert_eq!(end.hash(), state.hash());
}

#[test]
fn a_move_without_its_count_is_ambiguous_where_two_counts_reach_one_cell() {
    // From a1 along the rank, one piece reaches b1 and two reach c1: each cell one count.
    let mut state = game_from(PILES);
    assert!(state.parse_action("a1-c1").is_ok(), "one count reaches c1");
    assert!(state.parse_action("a1-c1/1").is_err(), "one piece goes one cell, not two");
    let source = PILES.replace("exactly moved top any", "to all top any");
    let source = source.replace("move slide", "move step");
    let mut state = game_from(&source.replace("through all ", ""));
    assert!(state.parse_action("a1-b1").is_err(), "three counts step to b1");
    assert!(state.parse_action("a1-b1/3").is_ok());
}

#[test]
fn a_game_without_top_names_its_moves_as_before() {
    let source = PILES.replace(" top any", "");
    let mut state = game_from(&source);
    assert!(legal(&mut state).iter().all(|m| !m.contains('/')));
}

/// Black's king on c1 stands two cells from white's pair on a1, which could pile onto it.
const CROWNED: &str = "game \"Crowned piles\"\nplayers black white\nboard square 3 x 3\nstacks\n\
    piece man, king\nroyal king\nsetup white man: a1 a1\nsetup white king: a3\n\
    setup black king: c1\nsetup black man: c3\n\
    action move: move man slide orthogonal through all exactly moved top any\n\
    action walk: move king step any to empty | enemy\nforbid \"king left in check\": check\n";

#[test]
fn a_top_move_piles_and_so_never_gives_check() {
    let mut state = game_from(CROWNED);
    let mut moves = legal(&mut state);
    moves.sort();
    // Only white's king attacks (b2); the pair on a1 would pile onto c1, not take the king,
    // so black is not in check and its man may move.
    assert_eq!(moves, names(&["c1-b1", "c1-c2", "c3-b3/1", "c3-c2/1"]));
}

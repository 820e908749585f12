//! The plain forms of rules that once took tricks (issue 35): each agrees by perft with the
//! trick it replaces, on a small game where the trick was right, and each new rule has a
//! scenario that proves what it means — a result about a named player, `stuck` after an
//! action, `placed` in an effect, `within` and `at distance`, `lines … along`, a player's hand.

mod common;

use common::{game_from, legal, owner_at, play, result, result_rule};
use yon::engine::{perft, perft_turns};

fn nodes(source: &str, depth: u32) -> u64 {
    perft(&mut game_from(source), depth)
}

/// `+ 100 for PLAYER` kept a result from one player; `win for PLAYER` says whose it is.
#[test]
fn a_result_for_a_player_agrees_with_the_bonus_that_kept_it_from_the_other() {
    let base = "players maker breaker\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
                action place: place on empty\ndraw: board full\n";
    let trick = format!("{base}win \"a row\": lines 3 >= 1 + 100 for breaker\n");
    let plain = format!("{base}win for maker \"a row\": lines 3 >= 1\n");
    for depth in [5, 7, 9] {
        assert_eq!(nodes(&trick, depth), nodes(&plain, depth), "perft {depth}");
    }
}

/// The breaker's win holds after the maker's move that fills the board, which the mover's
/// result (or the bonus trick) never judged for the breaker.
#[test]
fn a_result_for_a_player_is_judged_after_every_action_whoever_moved() {
    let mut state = game_from(
        "players maker breaker\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
         action place: place on empty\nwin for maker \"a row\": lines 3 >= 1\n\
         win for breaker \"no row\": board full\n",
    );
    play(&mut state, "a3 b3 c3 b2 a2 c2 b1 a1 c1");
    assert_eq!(result(&mut state).as_deref(), Some("breaker"));
    assert_eq!(result_rule(&mut state).as_deref(), Some("no row"));
    // The breaker's own rows never win: lines are counted for the maker alone.
    let mut state = game_from(
        "players maker breaker\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
         action place: place on empty\nwin for maker \"a row\": lines 3 >= 1\n",
    );
    play(&mut state, "a3 a1 b3 b1 a2 c1");
    assert_eq!(result(&mut state), None, "the breaker's row a1 b1 c1 decides nothing");
    play(&mut state, "c3");
    assert_eq!(result(&mut state).as_deref(), Some("maker"));
}

/// A result about another player than the one to act, at a turn's start: a win is that
/// player's at once; an `out` takes that player, and the player to act still has the turn.
#[test]
fn a_result_for_a_player_at_turn_start_leaves_the_turn_to_the_player_to_act() {
    let base = "players a b c\nboard square 3 x 3\npiece stone\nhand stone unlimited\n\
                action place: place on empty\n";
    let mut state = game_from(&format!("{base}win for b \"first\": turn >= 1 at turn start\n"));
    assert_eq!(result(&mut state).as_deref(), Some("b"), "though a is to act");
    let source = format!("{base}out for b \"late\": turn >= 3 at turn start\nwin: count own >= 2\n");
    let mut state = game_from(&source);
    play(&mut state, "a1 b1");
    assert_eq!(legal(&mut state).len(), 7, "c begins turn 3, though b left as it began");
    play(&mut state, "c1 a2");
    assert_eq!(result(&mut state).as_deref(), Some("a"));
    // a's second stone comes at the fourth action, and wins: 9 · 8 · 7 · 6 games end there.
    assert_eq!(perft(&mut game_from(&source), 4), 9 * 8 * 7 * 6);
    assert_eq!(perft(&mut game_from(&source), 5), 0);
}

/// `stuck` after chosen actions is about the mover; spelled out by hand (`hand == 0 or board
/// full`) it was the same rule.
#[test]
fn stuck_after_an_action_agrees_with_the_reasons_written_out() {
    let base = "players x o\nboard square 3 x 3\npiece stone\nhand stone 3\nhand stone 4 for o\n\
                action place: place on empty\nwin: lines 3 >= 1\n";
    let trick = format!("{base}lose \"spent\": hand == 0 or board full after place\n");
    let plain = format!("{base}lose \"spent\": stuck after place\n");
    for depth in [4, 5, 6, 7] {
        assert_eq!(nodes(&trick, depth), nodes(&plain, depth), "perft {depth}");
    }
    let mut state = game_from(&plain);
    play(&mut state, "a1 b2 c3 a2");
    assert_eq!(result(&mut state), None);
    play(&mut state, "b1");
    assert_eq!(result(&mut state).as_deref(), Some("o"), "x spent its third stone");
    assert_eq!(result_rule(&mut state).as_deref(), Some("spent"));
}

/// `lose for fox: stuck` is judged after the geese's moves, about the fox.
#[test]
fn stuck_for_a_player_is_judged_after_another_players_action() {
    let mut state = game_from(
        "players geese fox\nboard square 3 x 3\npiece goose, fox\nsetup geese goose: b1 a2 c2 a3 c3\n\
         setup fox fox: b3\naction goose: move goose step n | e | w\n\
         action fox: move fox step any to empty\nlose for fox \"trapped\": stuck\n",
    );
    assert_eq!(result(&mut state), None);
    play(&mut state, "b1-b2");
    assert_eq!(result(&mut state).as_deref(), Some("geese"), "the fox has no empty neighbour");
    assert_eq!(result_rule(&mut state).as_deref(), Some("trapped"));
}

/// `placed` in an effect is the cell the action landed on; a second, forced action whose
/// effect read it as `last to` did the same, and a leap listed sixteen paths for distance 2.
#[test]
fn placed_and_at_distance_agree_with_a_forced_second_action_and_sixteen_paths() {
    let base = "players red blue\nboard square 4 x 4\npiece blob\nhand blob unlimited\n\
                setup red: a1 d4\nsetup blue: d1 a4\nlose: stuck\n";
    let trick = format!(
        "{base}action clone: place on empty & next any own\n\
         action jump: move leap ne ne | ne e | e e | se e | se se | se s | s s | sw s | sw sw | sw w\n\
           | w w | nw w | nw nw | nw n | n n | ne n\n\
         action sweep: flip last to to mover then flip enemy & next any last to\n\
         turn: (clone | jump) sweep\n"
    );
    let plain = format!(
        "{base}action clone: place on empty & next any own then flip enemy & next any placed\n\
         action jump: move leap at distance 2 then flip enemy & next any placed\n"
    );
    for depth in 1..=4 {
        assert_eq!(perft_turns(&mut game_from(&trick), depth), nodes(&plain, depth), "depth {depth}");
    }
    let mut state = game_from(&plain);
    play(&mut state, "a1-a3");
    assert_eq!(owner_at(&state, "a4").as_deref(), Some("red"), "next to a3, where red landed");
    assert_eq!(owner_at(&state, "a1"), None, "a jump leaves its cell");
    play(&mut state, "d1-b2");
    assert_eq!(owner_at(&state, "a3").as_deref(), Some("blue"), "next to b2");
    play(&mut state, "b3");
    assert_eq!(owner_at(&state, "a3").as_deref(), Some("red"), "next to the clone on b3");
    assert_eq!(owner_at(&state, "b2").as_deref(), Some("red"));
}

/// Everywhere but an effect, `placed` is `last to`: in a placement's cell set the action
/// before, in a `requires` the action judged.
#[test]
fn placed_outside_an_effect_is_last_to() {
    let base = "players x o\nboard square 3 x 3\npiece stone\nhand stone unlimited\n";
    for (plain, trick) in [
        ("place on empty & next orthogonal placed", "place on empty & next orthogonal last to"),
        (
            "place on empty requires count (placed & b2) == 0",
            "place on empty requires count (last to & b2) == 0",
        ),
    ] {
        let plain =
            format!("{base}action open: place on empty\naction near: {plain}\nturn 1: open\nturn: near\n");
        let trick =
            format!("{base}action open: place on empty\naction near: {trick}\nturn 1: open\nturn: near\n");
        assert_eq!(nodes(&plain, 4), nodes(&trick, 4), "{plain}");
    }
}

/// `within 2 orthogonal of last to` was the union of one and two orthogonal neighbours.
#[test]
fn within_agrees_with_neighbours_of_neighbours() {
    let base = "players x o\nboard square 4 x 4\npiece stone\nhand stone unlimited\n\
                action open: place on empty\nturn 1: open\nturn: near\nlose: stuck\n";
    let trick = format!(
        "{base}action near: place on empty & (next orthogonal last to | next orthogonal next orthogonal last to)\n"
    );
    let plain = format!("{base}action near: place on empty & within 2 orthogonal of last to\n");
    for depth in [3, 5] {
        assert_eq!(nodes(&trick, depth), nodes(&plain, depth), "perft {depth}");
    }
    // Fixed cells within a distance are fixed: a region may be one.
    let source =
        format!("{base}region middle: within 1 orthogonal of b2\naction near: place on empty & middle\n");
    let mut state = game_from(&source);
    play(&mut state, "a1");
    assert_eq!(legal(&mut state), ["a2", "b1", "b2", "b3", "c2"]);
}

/// Steps follow the board's neighbours, on hex and graph boards as on squares.
#[test]
fn distances_count_the_board_s_own_steps() {
    let hex = "players x o\nboard hex radius 2\npiece stone\nsetup x: c3\n";
    let mut at_two = game_from(&format!("{hex}action jump: move leap at distance 2\n"));
    assert_eq!(legal(&mut at_two).len(), 12, "the outer ring of the hexagon");
    let mut within = game_from(&format!("{hex}action jump: move leap within 2\n"));
    assert_eq!(legal(&mut within).len(), 18, "every other cell");
    let mut set =
        game_from(&format!("{hex}hand stone 1\naction place: place on empty & at distance 1 from own\n"));
    assert_eq!(legal(&mut set).len(), 6);
    let graph = "players x o\nboard graph\nspot N at 0 2, E at 2 0, S at 0 -2, W at -2 0, C at 0 0\n\
                 line: N C S\nring: N E S W N\npiece stone\nsetup x: N\n";
    let mut along_line = game_from(&format!("{graph}action jump: move leap within 2 line\n"));
    assert_eq!(legal(&mut along_line), ["N-C", "N-S"]);
    let mut any = game_from(&format!("{graph}action jump: move leap within 2\n"));
    assert_eq!(legal(&mut any), ["N-C", "N-E", "N-S", "N-W"]);
    let mut ring = game_from(&format!("{graph}action jump: move leap at distance 2 ring\n"));
    assert_eq!(legal(&mut ring), ["N-S"], "two steps round the ring either way");
}

/// Only the lines along the directions named count; before `along`, a region family of the
/// rows and files did it.
#[test]
fn lines_along_directions_agree_with_a_family_of_rows() {
    let base = "players x o\nboard square 3 x 3\npiece mark\nhand mark unlimited\n\
                action place: place on empty\n";
    let rows = "region row of r1: rank 1\nregion row of r2: rank 2\nregion row of r3: rank 3\n\
                region row of fa: file a\nregion row of fb: file b\nregion row of fc: file c\n";
    let trick = format!("{base}{rows}win: regions row full >= 1\ndraw: board full\n");
    let plain = format!("{base}win: lines 3 along orthogonal through placed >= 1\ndraw: board full\n");
    for depth in [6, 9] {
        assert_eq!(nodes(&trick, depth), nodes(&plain, depth), "perft {depth}");
    }
    let mut state = game_from(&plain);
    play(&mut state, "a1 a2 b2 a3 c3");
    assert_eq!(result(&mut state), None, "a diagonal is no straight row");
    let columns = format!("{base}win: lines 3 along n >= 1\n");
    let mut state = game_from(&columns);
    play(&mut state, "a1 a2 b1 b2 c1");
    assert_eq!(result(&mut state), None, "a rank is no column");
    let mut state = game_from(&columns);
    play(&mut state, "a1 b1 a2 b2 a3");
    assert_eq!(result(&mut state).as_deref(), Some("x"));
}

/// A player's own hand; a `forbid` with a bonus stood in for it.
#[test]
fn a_hand_for_a_player_agrees_with_a_forbid_that_capped_the_other() {
    let base = "players black white\nboard square 3 x 3\npiece stone\naction place: place on empty\n\
                pass when stuck\nwin \"three\": lines 3 >= 1\ndraw \"both stuck\": passes >= 2\n";
    let trick = format!("{base}hand stone 4\nforbid \"three for black\": pieces >= 4 + 1 for white\n");
    let plain = format!("{base}hand stone 3\nhand stone 4 for white\n");
    for depth in [6, 8, 10] {
        assert_eq!(nodes(&trick, depth), nodes(&plain, depth), "perft {depth}");
    }
    let state = game_from(&plain);
    let hands = &state.rules().hands;
    assert_eq!(hands.as_slice(), [3, 4], "black's, then white's");
    let only = game_from(
        "players a b\nboard square 3 x 3\npiece stone\nhand stone 2 for b\naction place: place on empty\n",
    );
    assert_eq!(only.rules().hands.as_slice(), [0, 2], "a kind no hand statement gives anyone starts at none");
}

/// The kernel judges results about the mover and `stuck` only of a player to act who is stuck:
/// a game it would otherwise play goes to the general engine when a result names a player,
/// asks `stuck` after an action, or counts lines along some directions.
#[test]
fn the_kernel_leaves_the_new_results_to_the_general_engine() {
    let base = "players x o\nboard square 3 x 3\npiece mark\nhand mark 4\naction place: place on empty\n";
    let fits = game_from(&format!("{base}win: lines 3 >= 1\nlose: stuck\n"));
    assert!(fits.rules().kernel.is_ok(), "{:?}", fits.rules().kernel.as_ref().err());
    for (rule, why) in [
        ("win for x: lines 3 >= 1", "a result is about a named player"),
        ("lose: stuck after place", "a result asks whether a player is stuck"),
        ("win: lines 3 along orthogonal >= 1", "a result counts lines along some directions only"),
    ] {
        let state = game_from(&format!("{base}{rule}\n"));
        let misfit = state.rules().kernel.as_ref().err().map(|m| m.0.clone()).unwrap_or_default();
        assert!(misfit.starts_with(why), "{rule}: {misfit}");
    }
}

//! Variants: what a designer reaches for first when changing a game — players leaving play at
//! every timing with three and four players, teams, flips with more than two players, options
//! on any statement, numbered turns, graph boards built from parts, and crossing lines whose
//! order of listing does not matter.

mod common;

use common::{game_from, legal, play, result, result_rule};
use yon::engine::State;

fn in_play(state: &State) -> Vec<&str> {
    let rules = state.rules();
    (0..rules.player_count() as u8)
        .filter(|&p| state.is_in_play(p))
        .map(|p| rules.players[p as usize].as_str())
        .collect()
}

fn to_move(state: &State) -> String {
    state.rules().players[state.to_move() as usize].clone()
}

fn three_lines(players: &str) -> State {
    game_from(&format!(
        "players {players}\nboard square 4 x 4\npiece stone\nhand stone unlimited\n\
         action place: place on empty\nout \"made three\": lines 3+ through placed >= 1\ndraw: board full\n"
    ))
}

#[test]
fn a_mover_is_put_out_by_their_own_action_with_three_players() {
    let mut state = three_lines("a b c");
    play(&mut state, "a1 a2 a3 b1 b2 b3 c1");
    assert_eq!(in_play(&state), ["b", "c"], "a made three and left play");
    assert_eq!(result(&mut state), None);
    assert_eq!(to_move(&state), "b");
    assert!(common::owner_at(&state, "a1").is_some_and(|o| o == "a"), "a's stones stay on the board");
    play(&mut state, "c2");
    assert_eq!(result(&mut state).as_deref(), Some("c"), "the last player in play wins");
    assert_eq!(result_rule(&mut state).as_deref(), Some("made three"));
}

#[test]
fn a_mover_is_put_out_by_their_own_action_with_four_players() {
    let mut state = three_lines("a b c d");
    play(&mut state, "a1 a2 a3 a4 b1 b2 b3 b4 c1");
    assert_eq!((in_play(&state), to_move(&state).as_str()), (vec!["b", "c", "d"], "b"));
    play(&mut state, "c2");
    assert_eq!((in_play(&state), to_move(&state).as_str()), (vec!["c", "d"], "c"));
    play(&mut state, "c3");
    assert_eq!(result(&mut state).as_deref(), Some("d"));
}

fn turn_four_out(players: &str) -> State {
    game_from(&format!(
        "players {players}\nboard square 3 x 3\npiece stone\nhand stone unlimited\n\
         action place: place on empty\nout \"turn four\": turn == 4 at turn start\n"
    ))
}

#[test]
fn a_player_is_put_out_at_the_start_of_their_turn_and_play_goes_on() {
    for (players, after, next) in [("a b c", vec!["b", "c"], "b"), ("a b c d", vec!["a", "b", "c"], "a")] {
        let mut state = turn_four_out(players);
        play(&mut state, "a1 a2 a3");
        assert_eq!(in_play(&state), after, "{players}: the player of turn 4 is out at its start");
        assert_eq!(
            (to_move(&state).as_str(), state.turn()),
            (next, 5),
            "{players}: the next player plays turn 5"
        );
        assert_eq!(result(&mut state), None);
    }
}

#[test]
fn players_put_out_at_turn_start_one_after_another_leave_the_last_as_winner() {
    let mut state = game_from(
        "players a b c d\nboard square 3 x 3\npiece stone\nhand stone 2\naction place: place on empty\n\
         out \"spent\": hand == 0 at turn start\n",
    );
    play(&mut state, "a1 a2 a3 b1 b2 b3 c1 c2");
    assert_eq!(result(&mut state).as_deref(), Some("d"), "a, b and c leave in turn; d is left");
    assert_eq!(state.armies(3), 4, "d, the last mover, is credited with every army");
}

#[test]
fn opponents_are_put_out_for_opponents_with_three_players() {
    let mut state = game_from(
        "players a b c\nboard square 3 x 1\npiece stone\nsetup a: a1\nsetup b: b1\nsetup c: c1\n\
         action step: move step e | w to empty | enemy\nout \"no stones\": pieces == 0 for opponents\n",
    );
    play(&mut state, "a1-b1");
    assert_eq!((in_play(&state), to_move(&state).as_str()), (vec!["a", "c"], "c"), "b is out, c is next");
    assert_eq!(state.armies(0), 2, "a, who took b's last stone, gains b's army");
    play(&mut state, "c1-b1");
    assert_eq!(result(&mut state).as_deref(), Some("c"));
}

#[test]
fn a_stuck_player_is_put_out_as_the_game_begins() {
    let mut state = game_from(
        "players a b c\nboard square 4 x 1\npiece stone\nsetup a: a1\nsetup b: b1\nsetup c: d1\n\
         action step: move step e | w to empty\nout \"blocked\": stuck\n",
    );
    assert_eq!((in_play(&state), to_move(&state).as_str()), (vec!["b", "c"], "b"));
    assert_eq!(legal(&mut state), ["b1-c1"]);
}

fn partners() -> State {
    game_from(
        "players a b c d\nteam: a c\nteam: b d\nboard square 4 x 1\npiece stone\n\
         setup a: a1\nsetup c: b1\nsetup b: c1\nsetup d: d1\n\
         action step: move step e | w to empty | enemy\npass when stuck\n\
         out \"taken\": pieces == 0 for opponents\n",
    )
}

#[test]
fn team_mates_are_allies_not_enemies() {
    let mut state = partners();
    assert_eq!(legal(&mut state), ["pass"], "a may not take c, its team-mate");
    play(&mut state, "pass");
    assert_eq!(legal(&mut state), ["c1-b1"], "b takes c, not d");
    play(&mut state, "c1-b1");
    assert_eq!(
        (in_play(&state), to_move(&state).as_str()),
        (vec!["a", "b", "d"], "d"),
        "c's turn is skipped"
    );
    play(&mut state, "d1-c1 a1-b1");
    assert_eq!(in_play(&state), ["a", "d"]);
    play(&mut state, "c1-b1");
    let outcome = state.outcome().expect("one team is left");
    assert!(outcome.wins(1) && outcome.wins(3) && !outcome.wins(0), "b and d win together");
}

#[test]
fn the_ally_cell_set_holds_team_mates_pieces() {
    let mut state = game_from(
        "players a b c\nteam: a b\nboard square 3 x 1\npiece stone\nsetup a: a1\nsetup b: b1\nsetup c: c1\n\
         action swap: move step e to ally\naction take: move step e to enemy\n",
    );
    assert_eq!(legal(&mut state), ["a1-b1"]);
    play(&mut state, "a1-b1");
    assert_eq!(legal(&mut state), [] as [&str; 0], "b has no piece left to move");
}

fn flips(to: &str) -> State {
    game_from(&format!(
        "players a b c\nboard square 5 x 1\npiece disc\nhand disc unlimited\n\
         setup a: a1\nsetup b: b1\nsetup c: c1\n\
         action place: place on empty then flip custodial e | w{to}\n"
    ))
}

#[test]
fn custodial_flips_go_to_the_mover_or_to_the_next_player() {
    let owners = |state: &State| -> Vec<Option<String>> {
        ["a1", "b1", "c1", "d1"].iter().map(|c| common::owner_at(state, c)).collect()
    };
    let name = |s: &str| Some(s.to_string());
    let mut state = flips("");
    play(&mut state, "d1");
    assert_eq!(owners(&state), [name("a"), name("a"), name("a"), name("a")], "by default to the mover");
    let mut state = flips(" to next");
    play(&mut state, "d1");
    assert_eq!(
        owners(&state),
        [name("a"), name("c"), name("a"), name("a")],
        "each to its owner's next player"
    );
}

#[test]
fn jumped_pieces_flip_to_the_next_player_unless_to_the_mover() {
    let source = |to: &str| {
        format!(
            "players a b c\nboard square 4 x 1\npiece disc\nsetup a: a1\nsetup b: b1\nsetup c: c1\n\
             action jump: move hop e over run occupied to empty then flip jumped{to}\n"
        )
    };
    let mut state = game_from(&source(""));
    play(&mut state, "a1-d1");
    assert_eq!(
        [common::owner_at(&state, "b1"), common::owner_at(&state, "c1")],
        [Some("c".into()), Some("a".into())]
    );
    let mut state = game_from(&source(" to mover"));
    play(&mut state, "a1-d1");
    assert_eq!(
        [common::owner_at(&state, "b1"), common::owner_at(&state, "c1")],
        [Some("a".into()), Some("a".into())]
    );
}

const OPTIONAL: &str = "game \"Options\"\nplayers a b\noption small \"3 by 3\"\noption swap \"b may take a's stone\"\n\
    board square 4 x 4 unless small\nboard square 3 x 3 if small\npiece stone\nhand stone unlimited\n\
    setup a: a1 if small\nsetup b: b1 if small\naction place: place on empty\naction swap: move step n to enemy if swap\n\
    turn 2: place | swap\nwin \"line\": lines 3+ through placed >= 1 after place, swap unless small\n";

fn with(options: &[&str]) -> State {
    let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    let rules = yon::check::load_with(OPTIONAL, &options).expect("the options exist");
    State::new(std::sync::Arc::new(rules))
}

#[test]
fn options_switch_boards_setups_actions_turns_and_results() {
    assert!(yon::check::diagnose(OPTIONAL).is_empty());
    assert_eq!(legal(&mut with(&[])).len(), 16);
    assert_eq!(legal(&mut with(&["small"])).len(), 7, "a 3×3 board with a1 and b1 set up");
    let mut state = with(&["small", "swap"]);
    play(&mut state, "b2");
    assert_eq!(legal(&mut state).len(), 7, "turn 2 offers six placements and the swap");
    assert!(legal(&mut state).contains(&"b1-b2".to_string()));
    let mut state = with(&["small"]);
    play(&mut state, "b2");
    assert_eq!(legal(&mut state).len(), 6, "without the option, turn 2 is a placement");
    let mut state = with(&["small"]);
    play(&mut state, "a2 c3 a3");
    assert_eq!(result(&mut state), None, "the line rule is off on the small board");
}

#[test]
fn an_unknown_option_is_refused_with_the_ones_the_game_has() {
    let error = yon::check::load_with(OPTIONAL, &["big".to_string()]).expect_err("no such option");
    let yon::check::LoadError::UnknownOption(message) = error else { panic!("{error:?}") };
    assert_eq!(message, "`Options` declares no option `big` (it has: small, swap)");
}

#[test]
fn numbered_turns_have_patterns_of_their_own() {
    let mut state = game_from(
        "players a b\nboard square 4 x 4\npiece stone\nhand stone unlimited\naction place: place on empty\n\
         turn 1: place\nturn 3: place place place\nturn: place place\n",
    );
    let turns: Vec<(u32, String)> = ["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2"]
        .iter()
        .map(|action| {
            let before = (state.turn(), to_move(&state).to_string());
            play(&mut state, action);
            before
        })
        .collect();
    let players: String = turns.iter().map(|(_, p)| p.as_str()).collect();
    assert_eq!(players, "abbaaabb", "one action, then two, then three on turn 3, then two");
    assert_eq!(turns.last().map(|t| t.0), Some(4));
}

const PARTS: &str = "players a b\nboard graph\n\
    part tri: X at 0 1, Y at -1 0, Z at 1 0\nring in tri: X Y Z X\n\
    part pair: tri L at -3 0, tri R at 3 0\nline in pair: LZ RY\n\
    spot pair N at 0 5, pair S at 0 -5, C at 0 0\nline: NLZ C SRY\n\
    piece stone\nhand stone unlimited\nregion tops: \"??X\"\naction place: place on tops & empty\n";

#[test]
fn parts_are_copied_with_their_names_points_lines_and_rings() {
    let mut state = game_from(PARTS);
    let rules = std::sync::Arc::clone(state.rules());
    let geometry = &rules.geometry;
    assert_eq!(geometry.cell_count(), 13, "two pairs of two triangles and one spot");
    assert!(geometry.cell("SRZ").is_some() && geometry.cell("NLX").is_some());
    let at = |name: &str| geometry.points[geometry.cell(name).expect("a spot") as usize];
    assert_eq!(at("NLX"), (-3.0, 6.0), "a copy's points are moved by the copy's point");
    let neighbours = |name: &str| {
        let cell = geometry.cell(name).expect("a spot");
        let mut names: Vec<&str> = (0..geometry.direction_count() as u8)
            .map(|d| geometry.step(cell, d))
            .filter(|&n| n != yon::compile::geometry::NO_CELL)
            .map(|n| geometry.names[n as usize].as_str())
            .collect();
        names.sort();
        names
    };
    assert_eq!(neighbours("NLX"), ["NLY", "NLZ"], "the ring of each triangle");
    assert_eq!(neighbours("NLZ"), ["C", "NLX", "NLY", "NRY"], "the pair's line and the board's line");
    assert_eq!(legal(&mut state), ["NLX", "NRX", "SLX", "SRX"], "a region by name pattern");
}

/// A board of 18 lines, U1…U9 and V1…V9, where Ui and Vj cross (at one spot) exactly when
/// i ≠ j. Two axes suffice (the U lines never meet each other, nor the V lines), but taking the
/// lines in the order U1 V1 U2 V2 … and giving each the first free axis needs nine.
fn crown(order: &[String]) -> String {
    let mut source = String::from("players a b\nboard graph\n");
    for i in 1..=9 {
        for j in (1..=9).filter(|&j| j != i) {
            source.push_str(&format!("spot s{i}_{j} at {i} {j}\n"));
        }
    }
    for line in order {
        let (kind, i) = line.split_at(1);
        let i: usize = i.parse().expect("a line number");
        let spots: Vec<String> = (1..=9)
            .filter(|&j| j != i)
            .map(|j| if kind == "U" { format!("s{i}_{j}") } else { format!("s{j}_{i}") })
            .collect();
        source.push_str(&format!("line: {}\n", spots.join(" ")));
    }
    source.push_str("piece stone\nhand stone unlimited\naction place: place on empty\n");
    source
}

#[test]
fn crossing_limits_do_not_depend_on_the_order_of_lines() {
    let interleaved: Vec<String> = (1..=9).flat_map(|i| [format!("U{i}"), format!("V{i}")]).collect();
    let grouped: Vec<String> =
        (1..=9).map(|i| format!("U{i}")).chain((1..=9).map(|i| format!("V{i}"))).collect();
    for order in [interleaved, grouped] {
        let rules = yon::check::load(&crown(&order)).unwrap_or_else(|d| panic!("{order:?}: {d:#?}"));
        assert_eq!(rules.geometry.line_axes, 2, "{order:?}");
    }
}

#[test]
fn too_many_crossing_lines_are_refused_with_the_real_limit() {
    let mut source = String::from("players a b\nboard graph\nspot C at 0 0\n");
    for i in 0..9 {
        source.push_str(&format!("spot A{i} at {i} 1, B{i} at {i} -1\nline: A{i} C B{i}\n"));
    }
    source.push_str("piece stone\nhand stone unlimited\naction place: place on empty\n");
    let diagnostics = yon::check::load(&source).expect_err("nine lines through one spot");
    assert_eq!(diagnostics.len(), 1);
    assert_eq!(
        diagnostics[0].message,
        "the lines of this board need 9 axes and its rings 0; yon supports 8 in all"
    );
    assert!(format!("{:?}", diagnostics[0]).contains("the most links through one spot are 9, at `C`"));
}

//! Scenarios of `swap seats`, the pie rule: the two players exchange seats, colours and all.
//! One test per rule of LANGUAGE.md's `swap`: perft counts a swap as one action; the board and
//! the player to act stay while the seats change hands; turns pass from seat to seat; a result
//! is the player's and is credited to the seat that holds it; the swap is offered only where
//! the turn names it; records keep it; a search weighs it for the seat that would make it.

#[path = "../../../tests/common/mod.rs"]
mod common;

use common::{game, game_from, legal, owner_at, play, result};
use std::sync::Arc;
use yon::agents::{Agent, Budget, Flat, FlatConfig, Mcts, MctsConfig, frozen_clock, search};
use yon::engine::{Action, State, perft, perft_turns};
use yon::record::{Record, replay_actions};

/// Hex on an N×N board with the pie rule on turn 2, written as LANGUAGE.md's example is.
fn pie_hex(size: u32) -> String {
    let last = (b'a' + size as u8 - 1) as char;
    format!(
        "game \"Pie hex\"\nplayers red blue\nboard hex {size} x {size}\npiece stone\nhand stone unlimited\n\
         region near of red: rank 1\nregion far of red: rank {size}\n\
         region near of blue: file a\nregion far of blue: file {last}\n\
         action place: place on empty\naction pie: swap seats\nturn: place\nturn 2: place | pie\n\
         win \"joined\": groups touching near, far >= 1\n"
    )
}

#[test]
fn perft_counts_a_swap_as_one_action() {
    let mut state = game_from(&pie_hex(7));
    // 49 openings; then 48 placements or the swap; after a swap, 48 placements again.
    assert_eq!(perft(&mut state, 1), 49);
    assert_eq!(perft(&mut state, 2), 49 * 48 + 49);
    assert_eq!(perft(&mut state, 3), 49 * 48 * 47 + 49 * 48);
    // A swap is a whole turn, so counting turns counts the same.
    assert_eq!(perft_turns(&mut state, 3), 49 * 48 * 47 + 49 * 48);
    // Played on the general engine: the kernel keeps no seats, and says so.
    let misfit = state.rules().kernel.as_ref().err().map(|why| why.0.clone()).unwrap_or_default();
    assert!(misfit.contains("swap seats"), "{misfit}");
    // The shipped Hex keeps its perft without the option and counts the swap with it.
    assert_eq!(perft(&mut game("hex.game", &["small"]), 2), 49 * 48);
    assert_eq!(perft(&mut game("hex.game", &["small", "swap"]), 2), 49 * 48 + 49);
}

#[test]
fn a_swap_changes_the_seats_and_nothing_on_the_board() {
    let mut state = game_from(&pie_hex(7));
    play(&mut state, "d4");
    let board = state.board().to_vec();
    assert_eq!((state.to_move(), state.seat_to_move(), state.turn()), (1, 1, 2));
    play(&mut state, "swap");
    assert_eq!(state.board(), board.as_slice(), "the stone stays where it is, and red's");
    assert_eq!(owner_at(&state, "d4").as_deref(), Some("red"));
    // Blue acts again, now for the seat that opened; the second seat holds red.
    assert_eq!((state.to_move(), state.seat_to_move(), state.turn()), (1, 0, 3));
    let seats = state.seats();
    assert!(seats.swapped());
    assert_eq!((seats.seat_of(0), seats.seat_of(1)), (1, 0));
    play(&mut state, "c5");
    assert_eq!((state.to_move(), state.seat_to_move()), (0, 1), "then red, for the second seat");
    // Undo takes the swap back with the rest.
    state.undo();
    state.undo();
    assert!(!state.seats().swapped());
    assert_eq!((state.to_move(), state.seat_to_move(), state.turn()), (1, 1, 2));
}

#[test]
fn the_swap_is_offered_only_where_the_turn_names_it() {
    let mut state = game_from(&pie_hex(5));
    assert!(!legal(&mut state).contains(&"swap".to_string()), "nothing to swap on turn 1");
    let refused = state.parse_action("swap").expect_err("not on turn 1").to_string();
    assert!(refused.contains("`pie` (line 11) swaps seats only in the turns"), "{refused}");
    play(&mut state, "c3");
    assert!(legal(&mut state).contains(&"swap".to_string()));
    let swap = state.parse_action("swap").expect("legal on turn 2");
    assert!(state.is_legal(swap));
    play(&mut state, "swap");
    assert!(!legal(&mut state).contains(&"swap".to_string()), "turn 3 plays a stone");
    assert!(!state.is_legal(swap));
    // The same game with the swap's turn said by a `when` instead of a numbered turn.
    let when = pie_hex(5)
        .replace("action pie: swap seats", "action pie when turn == 2: swap seats")
        .replace("turn: place\nturn 2: place | pie\n", "turn: place | pie\n");
    let (mut written, mut numbered) = (game_from(&when), game_from(&pie_hex(5)));
    assert_eq!(perft(&mut written, 3), perft(&mut numbered, 3));
    play(&mut written, "c3");
    assert_eq!(legal(&mut written), legal(&mut numbered.clone_after("c3")));
}

/// A copy of the state with actions played.
trait After {
    fn clone_after(&self, actions: &str) -> State;
}

impl After for State {
    fn clone_after(&self, actions: &str) -> State {
        let mut state = self.clone();
        play(&mut state, actions);
        state
    }
}

#[test]
fn a_win_is_the_players_and_is_credited_to_the_seat_that_holds_it() {
    let mut state = game_from(&pie_hex(3));
    // Red opens a1, the second seat takes red over; blue (the first seat) and red alternate
    // until red joins rank 1 to rank 3 along file a.
    play(&mut state, "a1 swap c1 a2 c2 a3");
    assert_eq!(result(&mut state).as_deref(), Some("red"));
    let outcome = state.outcome().expect("over");
    let seated = state.seats().outcome(outcome);
    assert_eq!((outcome.winner, seated.winner), (Some(0), Some(1)), "red's win is the second seat's");
    assert_eq!(seated.winners, 0b10);
}

#[test]
fn a_record_keeps_the_swap_and_replays_it() {
    let start = game_from(&pie_hex(5));
    let mut state = start.clone();
    play(&mut state, "c3 swap b2 d4");
    let actions: Vec<Action> = {
        let mut replayed = start.clone();
        "c3 swap b2 d4"
            .split_whitespace()
            .map(|text| {
                let action = replayed.parse_action(text).expect("legal");
                replayed.play_unchecked(action);
                action
            })
            .collect()
    };
    let seats = ["human".to_string(), "mcts".to_string()];
    let record = Record::from_game("pie.game", &pie_hex(5), &seats, Some(1), &start, &actions);
    let turns: Vec<(String, Vec<String>)> =
        record.turns.iter().map(|t| (t.player.clone(), t.actions.clone())).collect();
    let names = |s: &[&str]| s.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    assert_eq!(turns[1], ("blue".to_string(), names(&["swap"])), "the swap is blue's turn");
    assert_eq!(turns[2], ("blue".to_string(), names(&["b2"])), "and blue moves again");
    for text in [record.to_text(), record.to_json()] {
        let read = Record::parse(&text).expect("reads back");
        assert_eq!(read, record);
        let rules = Arc::clone(start.rules());
        let (end, replayed) = replay_actions(&read, rules).expect("replays");
        assert_eq!(replayed, actions);
        assert!(end.seats().swapped());
        assert_eq!(end.board(), state.board());
    }
}

/// What an agent plays on turn 2 after red's `opening`.
fn answer(agent: &mut dyn Agent, opening: &str) -> String {
    let state = game_from(&pie_hex(3)).clone_after(opening);
    let action = agent.choose(&state);
    state.format(action)
}

#[test]
fn a_search_swaps_when_the_opening_is_strong() {
    // On 3 × 3 the centre wins for the player who has it: the second seat takes it over.
    let config = MctsConfig { budget: Budget::Iterations(3_000), threads: Some(1), ..Default::default() };
    let mut mcts = Mcts::new(config.clone(), 7, frozen_clock());
    assert_eq!(answer(&mut mcts, "b2"), "swap");
    let after = game_from(&pie_hex(3)).clone_after("b2");
    let stats = search(&after, &config, 7, &frozen_clock());
    // Weighed for the seat that swaps (which then holds red), not for blue: the same search
    // crediting players would have found the swap worth what blue's position is, little.
    let swap = stats.iter().find(|s| after.format(s.action) == "swap").expect("the swap was weighed");
    assert!(swap.value > 0.7, "the swap wins for the seat that makes it: {}", swap.value);
    assert!(stats.iter().all(|s| s.action == swap.action || s.value < swap.value), "{stats:?}");
    let mut flat = Flat::new(FlatConfig { budget: Budget::Iterations(2_000) }, 7, frozen_clock());
    assert_eq!(answer(&mut flat, "b2"), "swap");
}

#[test]
fn a_search_declines_a_weak_opening() {
    // A stone in the acute corner a1 loses for red on 3 × 3: blue answers b2 and wins, so the
    // second seat keeps blue and does not swap.
    let config = MctsConfig { budget: Budget::Iterations(3_000), threads: Some(1), ..Default::default() };
    let mut mcts = Mcts::new(config, 7, frozen_clock());
    assert_ne!(answer(&mut mcts, "a1"), "swap");
}

/// The front ends, run as a user runs them: `yon play`, `yon match`, `yon analyse`.
mod front_ends {
    use std::io::Write;
    use std::process::{Command, Stdio};

    /// The second seat must swap, then the first (now blue) fills the board and loses: red wins,
    /// and red is the second seat's.
    const FORCED: &str = "game \"Forced pie\"\nplayers red blue\nboard square 2 x 1\npiece stone\n\
                          hand stone unlimited\naction place: place on empty\naction pie: swap seats\n\
                          turn: place\nturn 2: pie\nlose \"full\": board full\n";

    /// Runs `yon` on a game written to a file of its own, with `input` typed; its output.
    fn yon(name: &str, source: &str, args: &[&str], input: &str) -> String {
        let dir = std::env::temp_dir().join(format!("yon-swap-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let file = dir.join("pie.game");
        std::fs::write(&file, source).expect("written");
        let mut child = Command::new(env!("CARGO_BIN_EXE_yon"))
            .arg(args[0])
            .arg(&file)
            .args(&args[1..])
            .env("NO_COLOR", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("yon runs");
        child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("input written");
        let out = child.wait_with_output().expect("yon finishes");
        std::fs::remove_dir_all(&dir).ok();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    #[test]
    fn play_says_who_plays_whom_after_a_swap_and_whose_turn_it_is() {
        // Red, the agent, opens; the human, blue, swaps.
        let out = yon("play", &super::pie_hex(3), &["play", "--blue", "human", "--red", "random"], "swap\n");
        assert!(
            out.contains("the seats are swapped — red: human (blue's seat), blue: random (red's seat)"),
            "{out}"
        );
        assert!(out.contains("R red   hand: stone ∞   blue's seat"), "{out}");
        // Then blue moves, played by the agent that opened.
        let after = &out[out.find("the seats are swapped").expect("said")..];
        assert!(after.contains("blue plays "), "{out}");
    }

    #[test]
    fn play_credits_the_result_to_the_seat_that_holds_the_winner() {
        let out = yon("result", FORCED, &["play", "--red", "random", "--blue", "random"], "");
        assert!(out.contains("result: red wins (`full`, line 10; seats swapped)"), "{out}");
        assert!(out.contains("seats: red: random (blue's seat), blue: random (red's seat)"), "{out}");
    }

    #[test]
    fn match_and_analyse_tally_wins_by_seat() {
        let args = ["match", "--seats", "red=random,blue=flat:playouts=10", "-n", "6", "--json"];
        let report: serde_json::Value = serde_json::from_str(&yon("match", FORCED, &args, "")).expect("JSON");
        assert_eq!(report["pie_swaps"], 6);
        // Every game is red's, and red is the seat given to blue.
        assert_eq!(
            (report["agents"][1]["agent"].as_str(), report["agents"][1]["wins"].as_u64()),
            (Some("flat:playouts=10"), Some(6))
        );
        assert_eq!(report["agents"][0]["wins"], 0);
        let args = ["analyse", "-n", "6", "--agent", "random"];
        let out = yon("analyse", FORCED, &args, "");
        assert!(out.contains("red wins 0.0 %") && out.contains("blue wins 100.0 %"), "{out}");
        assert!(out.contains("the rules swapped the seats in 6 games"), "{out}");
    }
}

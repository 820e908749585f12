//! Agents in a game of chance (the Royal Game of Ur, `games/ur.game`): no agent chooses a
//! throw, a search after a throw answers with a move, and searching agents beat random play
//! with the dice drawn by their odds from a seed.

mod common;

use yon::agents::{
    Agent, Budget, Flat, FlatConfig, Mcts, MctsConfig, RandomAgent, frozen_clock, search, throw,
};
use yon::engine::{Action, Rng, State};

/// A game from the opening throw to its end (or `cap` actions): the throws drawn from `dice`,
/// the moves chosen by the agents, white's agent first. The winner's index, if any.
fn play_out(agents: &mut [Box<dyn Agent>; 2], dice: &mut Rng, cap: usize) -> Option<u8> {
    let mut state = common::game("ur.game", &[]);
    for _ in 0..cap {
        if let Some(outcome) = state.outcome() {
            return outcome.winner;
        }
        let action = match throw(&state, dice) {
            Some(roll) => roll,
            None => {
                let action = agents[state.seat_to_move()].choose(&state);
                assert!(!action.is_roll(), "an agent chose a throw: {}", state.format(action));
                action
            }
        };
        state.play_unchecked(action);
    }
    None
}

/// White after its opening throw of `throw_text`, where a move is to be chosen.
fn after_throw(throw_text: &str) -> State {
    let mut state = common::game("ur.game", &[]);
    assert!(state.is_chance(), "Ur opens with a throw");
    let roll = state.parse_action(throw_text).expect("a throw of four lots");
    state.play_unchecked(roll);
    assert!(!state.is_chance(), "after the throw white moves");
    state
}

#[test]
fn a_search_after_a_throw_answers_with_a_move_never_a_throw() {
    let state = after_throw("roll 2");
    let config = MctsConfig { budget: Budget::Iterations(400), ..Default::default() };
    let stats = search(&state, &config, 3, &frozen_clock());
    assert!(!stats.is_empty());
    for stat in &stats {
        assert!(!stat.action.is_roll(), "a root action is a throw: {}", state.format(stat.action));
    }
    let mut mcts = Mcts::new(config, 3, frozen_clock());
    let mut flat = Flat::new(FlatConfig { budget: Budget::Iterations(200) }, 3, frozen_clock());
    for agent in [&mut mcts as &mut dyn Agent, &mut flat] {
        let action = agent.choose(&state);
        assert!(!action.is_roll(), "{} chose {}", agent.name(), state.format(action));
        assert!(state.clone().parse_action(&state.format(action)).is_ok(), "a legal move");
    }
}

#[test]
fn an_agent_asked_at_a_throw_throws_by_the_odds() {
    let state = common::game("ur.game", &[]);
    let config = MctsConfig { budget: Budget::Iterations(50), ..Default::default() };
    let mut agent = Mcts::new(config, 1, frozen_clock());
    // Four lots: 0 and 4 come once in sixteen throws, 2 six times in sixteen.
    let mut counts = [0u32; 5];
    for _ in 0..1600 {
        let action = agent.choose(&state);
        let roll = state.roll_of(action).expect("a throw at a chance node");
        counts[roll.pool.total() as usize] += 1;
    }
    assert!((60..140).contains(&counts[0]), "0 about 100 times in 1600, not {}", counts[0]);
    assert!((520..680).contains(&counts[2]), "2 about 600 times in 1600, not {}", counts[2]);
    assert_eq!(agent.evaluation(), None, "a throw is not judged");
}

#[test]
fn searching_agents_beat_random_play_at_ur() {
    let games = 6u64;
    let (mut mcts_wins, mut flat_wins) = (0, 0);
    for seed in 0..games {
        // Each searcher plays white in half the games and black in the other half.
        let searcher_seat = (seed % 2) as usize;
        let build = |searcher: Box<dyn Agent>| -> [Box<dyn Agent>; 2] {
            let random: Box<dyn Agent> = Box::new(RandomAgent::new(seed + 100));
            if searcher_seat == 0 { [searcher, random] } else { [random, searcher] }
        };
        let config = MctsConfig { budget: Budget::Iterations(150), ..Default::default() };
        let mut agents = build(Box::new(Mcts::new(config, seed, frozen_clock())));
        if play_out(&mut agents, &mut Rng::new(seed), 2_000) == Some(searcher_seat as u8) {
            mcts_wins += 1;
        }
        let mut agents =
            build(Box::new(Flat::new(FlatConfig { budget: Budget::Iterations(100) }, seed, frozen_clock())));
        if play_out(&mut agents, &mut Rng::new(seed), 2_000) == Some(searcher_seat as u8) {
            flat_wins += 1;
        }
    }
    eprintln!("mcts {mcts_wins}, flat {flat_wins} of {games}");
    assert!(mcts_wins >= 5, "mcts won {mcts_wins} of {games} against random");
    assert!(flat_wins >= 5, "flat won {flat_wins} of {games} against random");
}

#[test]
fn the_same_seed_throws_the_same_game() {
    let game = |seed: u64| -> Vec<Action> {
        let mut state = common::game("ur.game", &[]);
        let (mut dice, mut random) = (Rng::new(seed), RandomAgent::new(seed));
        let mut actions = Vec::new();
        while state.outcome().is_none() && actions.len() < 400 {
            let action = throw(&state, &mut dice).unwrap_or_else(|| random.choose(&state));
            state.play_unchecked(action);
            actions.push(action);
        }
        actions
    };
    assert_eq!(game(7), game(7));
    assert_ne!(game(7), game(8));
}

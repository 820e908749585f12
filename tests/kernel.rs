//! The kernel against the general engine: for every shipped game (and option) whose rules fit
//! the kernel, random games are played through both side by side, and at every step they must
//! list the same legal actions (so the same names), reach the same position and the same result.
//! Each comparison also starts the kernel afresh from positions the general engine reached.

mod common;

use std::sync::Arc;
use yon::agents::{PlayoutStats, playout, playouts};
use yon::compile::conditions::{OutcomeRule, Quantity};
use yon::compile::paths::cells_between;
use yon::compile::rules::{Motion, Movement, PlayerId};
use yon::engine::Rng;
use yon::engine::{Action, Mirror, State};

/// Every shipped game with each option on its own, and every game of `tests/kernel_games/`
/// (rules written to reach parts of the kernel no shipped game does), whose rules fit the kernel.
fn fitting_games() -> Vec<(String, State)> {
    let mut games = common::shipped_games_with_options();
    games.extend(kernel_test_games());
    games.into_iter().filter(|(_, state)| state.rules().kernel.is_ok()).collect()
}

fn kernel_test_games() -> Vec<(String, State)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/kernel_games");
    let mut paths: Vec<_> =
        std::fs::read_dir(dir).expect("tests/kernel_games/").map(|e| e.expect("entry").path()).collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let source = std::fs::read_to_string(&path).expect("a test game");
            (path.display().to_string(), common::game_from(&source))
        })
        .collect()
}

#[test]
fn every_kernel_test_game_fits_the_kernel() {
    for (name, state) in kernel_test_games() {
        assert!(state.rules().kernel.is_ok(), "{name}: {:?}", state.rules().kernel.as_ref().err());
    }
}

/// The same game on the general engine alone.
fn general(state: &State) -> State {
    State::new(Arc::new(state.rules().as_ref().clone().without_kernel()))
}

fn sorted_legal(state: &mut State) -> Vec<Action> {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    actions.sort();
    actions
}

#[test]
fn the_kernel_takes_the_games_its_profile_was_made_for() {
    let fitting: Vec<String> = fitting_games().into_iter().map(|(name, _)| name).collect();
    for name in
        ["tic-tac-toe.game", "othello.game", "yonmoque.game", "yonmoque-hex.game", "connect-four.game"]
    {
        assert!(fitting.iter().any(|f| f == name), "{name} should run on the kernel; fitting: {fitting:?}");
    }
    let shogi = common::game("shogi.game", &[]);
    assert!(shogi.rules().kernel.is_err(), "shogi has kinds and promotions the kernel does not play");
    // Its tables cover the directions to neighbours: steps along a hex board's diagonals are
    // the general engine's.
    let stepping = |dirs: &str| {
        common::game_from(&format!(
            "game \"g\"\nplayers a b\nboard hex radius 2\npiece p\nsetup a: a3\nsetup b: e3\n\
             action go: move step {dirs} to empty\nlose: stuck\n"
        ))
    };
    assert!(stepping("any").rules().kernel.is_ok());
    let why = stepping("diagonal").rules().kernel.clone().err().map(|misfit| misfit.0);
    assert_eq!(why.as_deref(), Some("a rule goes along a hex board's diagonals"));
    // `most` alone in `priority` is a priority too: the kernel does not look a turn ahead.
    let most = common::game_from(
        "game \"g\"\nplayers a b\nboard square 4 x 1\npiece p\nsetup a: a1\nsetup b: b1\n\
         action go: move hop e over enemy then capture jumped\npriority: most captured\nlose: stuck\n",
    );
    let why = most.rules().kernel.clone().err().map(|misfit| misfit.0);
    assert_eq!(why.as_deref(), Some("it sets a priority"));
}

/// What the random games of `tests/kernel_games/` reached that no shipped game reaches: so
/// that the comparison is known to have tried it.
#[derive(Debug, Default)]
struct Reached {
    hops: usize,
    /// Hops over more than one cell.
    runs: usize,
    /// Legal hops of one piece to one cell in different directions (round a ring and along a
    /// line): different actions.
    twins: usize,
    /// Turns begun with a label remembered.
    remembered: usize,
    /// Games decided by a result that counts regions.
    regions: usize,
    /// `end` played, and actions after which the same player acts again: turns of several
    /// actions.
    ends: usize,
    within: usize,
}

impl Reached {
    fn note(&mut self, state: &State, legal: &[Action], played: Action) {
        let rules = state.rules();
        let hop = |a: &Action| {
            !a.is_word()
                && matches!(
                    &rules.actions[a.rule as usize].motion,
                    Motion::Move { movement: Movement::Hop { .. }, .. }
                )
        };
        self.remembered += usize::from(state.remembered().is_some());
        self.twins += legal
            .iter()
            .filter(|a| {
                hop(a) && legal.iter().any(|b| hop(b) && (b.from, b.to) == (a.from, a.to) && b.dir != a.dir)
            })
            .count();
        if hop(&played) {
            self.hops += 1;
            let jumped =
                cells_between(&rules.geometry, played.from, played.dir, played.to).map_or(0, |c| c.len());
            self.runs += usize::from(jumped > 1);
        }
    }

    fn note_played(&mut self, state: &State, played: Action, mover: PlayerId) {
        self.ends += usize::from(played == Action::end());
        self.within += usize::from(state.known_outcome().is_none() && state.to_move() == mover);
    }

    fn note_end(&mut self, state: &State) {
        let Some(index) = state.known_outcome().and_then(|o| o.rule) else { return };
        let rule = &state.rules().results[index as usize];
        let regions = |q: &Quantity| matches!(q, Quantity::Regions { .. });
        let ranked = matches!(&rule.outcome, OutcomeRule::RankBy(q) if q.mentions(&regions));
        self.regions += usize::from(ranked || rule.condition.mentions(&regions));
    }
}

#[test]
fn kernel_and_general_engine_agree_at_every_step_of_random_games() {
    let mut steps = 0;
    let mut reached = Reached::default();
    for (name, kernel_state) in fitting_games() {
        let written_for_the_kernel = name.contains("kernel_games");
        let mut state = general(&kernel_state);
        let mut rng = Rng::new(11);
        for game in 0..150 {
            let mut mirror = Mirror::new(kernel_state.rules(), &state).expect("the kernel takes the start");
            for ply in 0..400 {
                let legal = sorted_legal(&mut state);
                assert_eq!(mirror.legal(), legal, "{name} game {game} ply {ply}: legal actions differ");
                if ply % 7 == 3 {
                    // Taken over afresh from the general engine's position, the kernel agrees too.
                    let mut fresh =
                        Mirror::new(kernel_state.rules(), &state).expect("the kernel takes a turn start");
                    assert_eq!(fresh.legal(), legal, "{name} game {game} ply {ply}: taken over, it differs");
                }
                assert_eq!(
                    mirror.outcome(),
                    state.known_outcome(),
                    "{name} game {game} ply {ply}: results differ"
                );
                if legal.is_empty() {
                    break;
                }
                let action = legal[rng.below(legal.len())];
                let mover = state.to_move();
                if written_for_the_kernel {
                    reached.note(&state, &legal, action);
                }
                state.play_unchecked(action);
                mirror.play(action);
                steps += 1;
                if written_for_the_kernel {
                    reached.note_played(&state, action, mover);
                }
                if let Some(difference) = mirror.differs_from(&state) {
                    panic!("{name} game {game} after {}: {difference}", state.format(action));
                }
            }
            if written_for_the_kernel {
                reached.note_end(&state);
            }
            while state.ply() > 0 {
                state.undo();
            }
        }
    }
    assert!(steps > 10_000, "only {steps} steps were compared");
    let Reached { hops, runs, twins, remembered, regions, ends, within } = reached;
    assert!(
        hops > 1000
            && runs > 100
            && twins > 100
            && remembered > 1000
            && regions > 10
            && ends > 100
            && within > 1_000,
        "the kernel test games reached too little: {reached:?}"
    );
}

/// A batch of random games (`playouts`, which takes the position over once for all of them)
/// plays the games that single playouts play one after another with the same random numbers,
/// from the start and from a position some actions in (where a game with forbids already has
/// turn starts to remember, and each game must forget the ones the game before it added).
#[test]
fn a_batch_of_playouts_plays_the_games_of_single_playouts() {
    for (name, mut state) in fitting_games() {
        for lead in [0, 7] {
            let mut rng = Rng::new(11);
            for _ in 0..lead {
                state.play_sampled(&mut |n| rng.below(n));
            }
            let (mut batch_rng, mut single_rng) = (Rng::new(3), Rng::new(3));
            let batch = playouts(&mut state, &mut batch_rng, 40, 300, |_| {});
            let mut singles = PlayoutStats { wins: vec![0; batch.wins.len()], ..Default::default() };
            for _ in 0..40 {
                let (outcome, actions) = playout(&mut state, &mut single_rng, 300);
                singles.games += 1;
                singles.actions += actions;
                match outcome {
                    Some(outcome) => match outcome.winner {
                        Some(p) => singles.wins[p as usize] += 1,
                        None => singles.draws += 1,
                    },
                    None => singles.unfinished += 1,
                }
            }
            assert_eq!(batch, singles, "{name}, {lead} actions in");
            assert_eq!(batch_rng.below(1 << 30), single_rng.below(1 << 30), "{name}: the same draws");
            while state.ply() > 0 {
                state.undo();
            }
        }
    }
}

/// A random playout's draw, whether it lists the actions or samples pieces and directions
/// (`Sampling`), is uniform over the allowed actions: drawn many times at positions of random
/// games, every action it draws is allowed and the counts fit a uniform draw. The chi-square
/// bound is far above what a fair draw reaches and far below what one reaches that favours
/// placements or moves twice over.
#[test]
fn a_playout_draws_uniformly_among_the_allowed_actions() {
    let (mut sampling, mut positions) = (0, 0);
    for (name, kernel_state) in fitting_games() {
        sampling += usize::from(kernel_state.rules().kernel.as_ref().is_ok_and(|k| k.sampling.is_some()));
        let mut state = general(&kernel_state);
        let mut rng = Rng::new(5);
        for game in 0..20 {
            let mut mirror = Mirror::new(kernel_state.rules(), &state).expect("the kernel takes the start");
            for ply in 0..60 {
                let legal = mirror.legal();
                if legal.is_empty() {
                    break;
                }
                if ply % 5 == 2 {
                    let at = format!("{name} game {game} ply {ply}");
                    draws_uniformly(&at, &mirror, &legal, &mut rng);
                    positions += 1;
                }
                let action = legal[rng.below(legal.len())];
                state.play_unchecked(action);
                mirror.play(action);
            }
            while state.ply() > 0 {
                state.undo();
            }
        }
    }
    assert!(sampling >= 4, "only {sampling} games sample their moves");
    assert!(positions > 1_000, "only {positions} positions were drawn from");
}

/// Draws 60 times per allowed action at the mirror's position (`legal`, sorted).
fn draws_uniformly(at: &str, mirror: &Mirror, legal: &[Action], rng: &mut Rng) {
    const EACH: usize = 60;
    let mut counts = vec![0usize; legal.len()];
    for _ in 0..EACH * legal.len() {
        match mirror.draw(&mut |n| rng.below(n)) {
            Some(action) => match legal.binary_search(&action) {
                Ok(i) => counts[i] += 1,
                Err(_) => panic!("{at}: drew {action:?}, which is not allowed"),
            },
            None => {
                assert_eq!(legal, [Action::pass()], "{at}: drew nothing with actions allowed");
                return;
            }
        }
    }
    let expected = EACH as f64;
    let chi_square: f64 = counts.iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
    let freedom = (legal.len() - 1) as f64;
    let bound = freedom + 8.0 * (2.0 * freedom).sqrt() + 10.0;
    assert!(
        chi_square < bound,
        "{at}: chi-square {chi_square:.1} over {bound:.1}, counts {counts:?} for {legal:?}"
    );
}

#[test]
fn a_mirror_notices_a_position_that_differs() {
    let (_, kernel_state) = fitting_games().into_iter().next().expect("some game fits");
    let mut state = general(&kernel_state);
    let mut mirror = Mirror::new(kernel_state.rules(), &state).expect("the kernel takes the start");
    let legal = sorted_legal(&mut state);
    state.play_unchecked(legal[0]);
    mirror.play(legal[legal.len() - 1]);
    assert!(mirror.differs_from(&state).is_some(), "two different actions gave the same position");
}

/// The games of `tests/kernel_games/` with `forbid`s reach refused actions in the random games
/// the side-by-side test plays: the same position without the forbids offers more actions.
#[test]
fn random_games_of_the_forbidding_test_games_meet_refused_actions() {
    let mut refused = 0;
    for (name, kernel_state) in kernel_test_games() {
        if kernel_state.rules().forbids.is_empty() {
            continue;
        }
        let source = std::fs::read_to_string(&name).expect("a test game");
        let unforbidding: String =
            source.lines().filter(|l| !l.starts_with("forbid")).map(|l| format!("{l}\n")).collect();
        let mut state = general(&kernel_state);
        let mut free = common::game_from(&unforbidding);
        let mut rng = Rng::new(11);
        for _ in 0..150 {
            for _ in 0..400 {
                let (legal, offered) = (sorted_legal(&mut state), sorted_legal(&mut free));
                refused += offered.len() - legal.len();
                if legal.is_empty() {
                    break;
                }
                let action = legal[rng.below(legal.len())];
                state.play_unchecked(action);
                free.play_unchecked(action);
            }
            while state.ply() > 0 {
                state.undo();
                free.undo();
            }
        }
    }
    assert!(refused > 50, "only {refused} actions were refused");
}

//! Properties over random playouts of every shipped game: play then undo restores the state,
//! the incremental hash equals the recomputed one, `is_legal` agrees exactly with generation,
//! and sampling only ever draws legal actions.

mod common;

use yon::agents::Rng;
use yon::compile::geometry::NO_CELL;
use yon::engine::{Action, State};

/// Every shipped game, with each of its options on its own as well.
fn games() -> Vec<(String, State)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("games/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".game"))
        .collect();
    names.sort();
    let mut games = Vec::new();
    for name in names {
        let state = common::game(&name, &[]);
        let options: Vec<String> = state.rules().options.iter().map(|o| o.name.clone()).collect();
        games.push((name.clone(), state));
        for option in options {
            games.push((format!("{name} --opt {option}"), common::game(&name, &[option.as_str()])));
        }
    }
    games
}

fn legal(state: &mut State) -> Vec<Action> {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    actions
}

/// Actions of every shape the rules could make, legal or not: each placement on each cell,
/// each move along each ray, `pass` and `end`.
fn shapes(state: &State) -> Vec<Action> {
    let rules = state.rules();
    let geometry = &rules.geometry;
    let mut shapes = vec![Action::pass(), Action::end()];
    for (id, rule) in rules.actions.iter().enumerate() {
        let id = id as u8;
        for from in 0..geometry.cell_count() as u16 {
            if rule.is_place() {
                for kind in 0..rules.kinds.len() as u8 {
                    shapes.push(Action::place(id, kind, from));
                }
                continue;
            }
            for dir in 0..geometry.direction_count() as u8 {
                let mut to = geometry.step(from, dir);
                while to != NO_CELL {
                    shapes.push(Action::movement(id, dir, from, to));
                    to = geometry.step(to, dir);
                }
            }
        }
    }
    shapes
}

/// Plays `games` random games of at most `cap` actions, calling `check` before every action.
fn random_games(
    state: &mut State,
    seed: u64,
    games: usize,
    cap: usize,
    mut check: impl FnMut(&mut State, usize),
) {
    let mut rng = Rng::new(seed);
    for game in 0..games {
        let start = state.ply();
        for _ in 0..cap {
            check(state, game);
            let moves = legal(state);
            if moves.is_empty() {
                break;
            }
            state.play_unchecked(moves[rng.below(moves.len())]);
        }
        check(state, game);
        while state.ply() > start {
            state.undo();
        }
    }
}

#[test]
fn play_then_undo_restores_everything_and_the_hash_stays_true() {
    for (name, mut state) in games() {
        random_games(&mut state, 11, 20, 300, |state, _| {
            assert_eq!(state.hash(), state.recomputed_hash(), "{name}: incremental hash drifted");
            let (board, to_move, hash, turn) =
                (state.board().to_vec(), state.to_move(), state.hash(), state.turn());
            let before = legal(state);
            for &action in &before {
                state.play_unchecked(action);
                assert_eq!(
                    state.hash(),
                    state.recomputed_hash(),
                    "{name}: hash after {}",
                    state.format(action)
                );
                state.undo();
                assert_eq!(
                    state.board(),
                    board.as_slice(),
                    "{name}: board after undoing {}",
                    state.format(action)
                );
                assert_eq!((state.to_move(), state.hash(), state.turn()), (to_move, hash, turn), "{name}");
            }
            assert_eq!(legal(state), before, "{name}: legal actions changed by play + undo");
        });
    }
}

#[test]
fn is_legal_agrees_exactly_with_generation() {
    for (name, mut state) in games() {
        let shapes = shapes(&state);
        let mut checked = 0;
        random_games(&mut state, 5, 6, 200, |state, _| {
            let generated = legal(state);
            for &action in &generated {
                assert!(
                    state.is_legal(action),
                    "{name}: generated {} but is_legal says no",
                    state.format(action)
                );
            }
            for &action in &shapes {
                let expected = generated.contains(&action);
                assert_eq!(
                    state.is_legal(action),
                    expected,
                    "{name}: is_legal({action:?}) at ply {}",
                    state.ply()
                );
            }
            checked += 1;
        });
        assert!(checked > 0);
    }
}

#[test]
fn sampling_draws_only_legal_actions_and_ends_when_the_game_does() {
    for (name, mut state) in games() {
        let mut rng = Rng::new(3);
        for _ in 0..30 {
            let start = state.ply();
            loop {
                let generated = legal(&mut state);
                match state.sample(&mut |n| rng.below(n)) {
                    Some(action) => {
                        assert!(
                            generated.contains(&action),
                            "{name}: sampled an illegal {}",
                            state.format(action)
                        );
                        state.play_unchecked(action);
                    }
                    None => {
                        assert!(generated.is_empty(), "{name}: sample gave up with legal actions left");
                        assert!(state.outcome().is_some(), "{name}: no action and no result");
                        break;
                    }
                }
                if state.ply() - start > 2000 {
                    break;
                }
            }
            while state.ply() > start {
                state.undo();
            }
        }
    }
}

#[test]
fn sampling_is_uniform_over_legal_actions() {
    // Yavalax's first placements are all legal; after a single four threat, some are not.
    let mut state = common::game("yavalax.game", &[]);
    common::play(&mut state, "a1 m13 k13 a2 a3 m11 k11");
    let legal_now = legal(&mut state);
    let mut counts = std::collections::HashMap::new();
    let mut rng = Rng::new(9);
    let draws = legal_now.len() * 200;
    for _ in 0..draws {
        let action = state.sample(&mut |n| rng.below(n)).expect("the game goes on");
        *counts.entry(action).or_insert(0u32) += 1;
    }
    assert_eq!(counts.len(), legal_now.len(), "every legal action is drawn, and nothing else");
    let (least, most) =
        (counts.values().min().copied().unwrap_or(0), counts.values().max().copied().unwrap_or(0));
    assert!(least > 120 && most < 290, "draws per action between {least} and {most} around a mean of 200");
}

mod checker_never_panics {
    use proptest::prelude::*;

    /// Words and symbols of the language, so mutations reach the checker, not just the lexer.
    const TOKENS: &[&str] = &[
        "game",
        "players",
        "board",
        "square",
        "hex",
        "radius",
        "x",
        "piece",
        "hand",
        "unlimited",
        "setup",
        "region",
        "of",
        "all",
        "empty",
        "own",
        "enemy",
        "occupied",
        "ranks",
        "files",
        "option",
        "action",
        "if",
        "unless",
        "place",
        "move",
        "from",
        "step",
        "slide",
        "through",
        "to",
        "hop",
        "over",
        "run",
        "then",
        "flip",
        "capture",
        "custodial",
        "jumped",
        "requires",
        "turn",
        "first",
        "pass",
        "when",
        "stuck",
        "forbid",
        "win",
        "lose",
        "draw",
        "rank",
        "by",
        "lines",
        "windows",
        "flipped",
        "passes",
        "pieces",
        "after",
        "at",
        "start",
        "board full",
        "not",
        "and",
        "or",
        "placed",
        "changed",
        "anywhere",
        "any",
        "orthogonal",
        "diagonal",
        "n",
        "ne",
        "e",
        "a1",
        "c3",
        "e5",
        "z9",
        "0",
        "1",
        "4",
        "5+",
        "99",
        "4294967296",
        ":",
        ",",
        "|",
        "&",
        "-",
        "(",
        ")",
        "?",
        "*",
        "+",
        "==",
        ">=",
        "<",
        "\"x\"",
        "\n",
        "colour",
        "neutral",
        "disc",
        "blue",
        "white",
        "seed-slides",
    ];

    fn shipped_games() -> Vec<String> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
        let mut paths: Vec<_> =
            std::fs::read_dir(dir).expect("games/").map(|e| e.expect("entry").path()).collect();
        paths.sort();
        paths.iter().map(|p| std::fs::read_to_string(p).expect("readable")).collect()
    }

    fn splice(source: &str, at: usize, cut: usize, patch: &str) -> String {
        let start = (0..=at.min(source.len())).rev().find(|&i| source.is_char_boundary(i)).unwrap_or(0);
        let end = (start + cut..=source.len()).find(|&i| source.is_char_boundary(i)).unwrap_or(source.len());
        format!("{}{patch}{}", &source[..start], &source[end..])
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(600))]

        #[test]
        fn a_mutated_game_checks_or_is_reported_without_panic(
            game in any::<prop::sample::Index>(),
            at in any::<prop::sample::Index>(),
            cut in 0..40usize,
            patch in prop::collection::vec(prop::sample::select(TOKENS), 0..6),
        ) {
            let games = shipped_games();
            let source = &games[game.index(games.len())];
            let mutated = splice(source, at.index(source.len() + 1), cut, &format!(" {} ", patch.join(" ")));
            match yon::check::load(&mutated) {
                Ok(rules) => {
                    let mut state = yon::engine::State::new(std::sync::Arc::new(rules), &[]).expect("no options");
                    let _ = yon::engine::perft(&mut state, 2);
                }
                Err(diagnostics) => {
                    prop_assert!(!diagnostics.is_empty());
                    for d in &diagnostics {
                        prop_assert!(d.span.start <= d.span.end && d.span.end <= mutated.len());
                    }
                    let _ = yon::diagnostic::render(&diagnostics, "mutated.game", &mutated, false);
                }
            }
        }

        #[test]
        fn token_soup_checks_or_is_reported_without_panic(
            tokens in prop::collection::vec(prop::sample::select(TOKENS), 0..60),
        ) {
            let source = format!("players a b\nboard square 5 x 5\npiece disc\n{}", tokens.join(" "));
            if let Err(diagnostics) = yon::check::load(&source) {
                let _ = yon::diagnostic::render(&diagnostics, "soup.game", &source, false);
            }
        }
    }
}

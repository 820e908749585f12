//! Properties over random playouts of every shipped game: play then undo restores the state,
//! the incremental hash equals the recomputed one, `is_legal` agrees exactly with generation,
//! and sampling only ever draws legal actions. And the parser and checker never panic on
//! arbitrary text, language-like text or mutated games; their diagnostics point inside the text.

mod common;

use std::collections::HashSet;
use yon::compile::along::Landing;
use yon::compile::geometry::NO_CELL;
use yon::compile::rules::{Motion, Movement};
use yon::engine::Rng;
use yon::engine::{Action, State};

/// Every shipped game, with each of its options on its own as well.
fn games() -> Vec<(String, State)> {
    common::shipped_games_with_options()
}

fn legal(state: &mut State) -> Vec<Action> {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    actions
}

/// Actions of every shape the rules could make, legal or not: each placement, removal or flip
/// on each cell, each move along each ray or to any cell, each promotion, `pass` and `end`.
fn shapes(state: &State) -> Vec<Action> {
    let rules = state.rules();
    let geometry = &rules.geometry;
    let mut shapes = vec![Action::pass(), Action::end()];
    // Every throw of the dice and every draw of a small random setup, and some past the last.
    let throws = rules.dice.as_ref().map_or(0, |d| d.outcomes.len());
    if throws > 0 || !rules.random_setups.is_empty() {
        shapes.extend((0..=throws.max(40)).map(Action::roll));
    }
    for (id, rule) in rules.actions.iter().enumerate() {
        let id = id as u8;
        // A move along a track: from any cell or the hand, by any count up to past the largest
        // die, to where each player's route lands it, off, or the cell after that (a kind for
        // what enters).
        if let Motion::Along { routes, .. } = &rule.motion {
            let ends: Vec<u16> = (0..geometry.cell_count() as u16).chain([NO_CELL]).collect();
            for &from in &ends {
                for dir in 0..=7u8 {
                    let mut targets = vec![NO_CELL];
                    for route in routes.iter().map(|&r| &rules.routes[r as usize]) {
                        for steps in [dir, dir + 1] {
                            if let Landing::Cell(cell) = route.landing(from, u32::from(steps)) {
                                targets.push(cell);
                            }
                        }
                    }
                    let kinds = if from == NO_CELL { rules.kinds.len() as u8 } else { 1 };
                    for &to in &targets {
                        shapes.extend((0..kinds).map(|kind| Action {
                            rule: id,
                            kind,
                            dir,
                            promote: 0,
                            from,
                            to,
                        }));
                    }
                }
            }
            continue;
        }
        if rule.is_swap() {
            // The swap, and the same rule on a cell, which it never is.
            shapes.extend([Action::swap(id), Action::place(id, 0, 0), Action::movement(id, 0, 0, 1)]);
            continue;
        }
        for from in 0..geometry.cell_count() as u16 {
            if rule.is_on_cell() {
                // A placement of a shaped kind carries its turn in `dir`: every turn the board
                // has, those that repeat another's footprint too.
                let turns =
                    if rules.shapes.kinds == 0 { 1 } else { yon::compile::shape::turns(geometry.shape) };
                for kind in 0..rules.kinds.len() as u8 {
                    shapes.extend((0..turns).map(|dir| Action { dir, ..Action::place(id, kind, from) }));
                }
                continue;
            }
            let mut moves = Vec::new();
            if let Motion::Move { movement: Movement::Leap { paths, .. }, .. } = &rule.motion {
                for path in 0..*paths as u8 {
                    moves.extend(
                        (0..geometry.cell_count() as u16).map(|to| Action::movement(id, path, from, to)),
                    );
                }
            }
            for dir in 0..geometry.direction_count() as u8 {
                let mut to = geometry.step(from, dir);
                // Round a ring the ray comes back to where it began.
                while to != NO_CELL && to != from {
                    moves.push(Action::movement(id, dir, from, to));
                    to = geometry.step(to, dir);
                }
            }
            // A sowing may end on any cell, itself included (a lap round the track).
            if matches!(
                &rule.motion,
                Motion::Move { movement: Movement::Anywhere { .. }, .. } | Motion::Sow { .. }
            ) {
                moves.extend((0..geometry.cell_count() as u16).map(|to| Action::movement(id, 0, from, to)));
            }
            // A move of `top` pieces carries its count in `kind`: every count up to a height
            // the test's games do not pass.
            if rule.top.is_some() {
                moves = moves
                    .iter()
                    .flat_map(|&m| (1..=12).map(move |count| Action { kind: count, ..m }))
                    .collect();
            }
            // A line `abreast` carries its axis and length in `kind`: every axis, and every
            // length from none to one more than the rule allows.
            if let Some(most) = rule.abreast {
                let axes = geometry.line_axes;
                moves = moves
                    .iter()
                    .flat_map(|&m| {
                        (0..axes).flat_map(move |axis| {
                            (0..=most + 1).map(move |n| Action { kind: axis << 4 | n, ..m })
                        })
                    })
                    .collect();
            }
            let kinds = rules.kinds.len() as u8;
            let promoting: Vec<Action> =
                moves.iter().flat_map(|&m| (1..=kinds).map(move |k| Action { promote: k, ..m })).collect();
            shapes.extend(moves.into_iter().chain(promoting));
        }
    }
    shapes
}

/// Plays `games` random games of at most `cap` actions from the current position, calling
/// `check` on every position reached; after each game, undoes it all and checks the start is
/// back. Returns how many positions were checked.
fn random_games(
    name: &str,
    state: &mut State,
    seed: u64,
    games: usize,
    cap: usize,
    mut check: impl FnMut(&mut State),
) -> usize {
    let mut rng = Rng::new(seed);
    let start = (state.ply(), state.board().to_vec(), state.to_move(), state.hash(), legal(state));
    let mut positions = 0;
    for _ in 0..games {
        for _ in 0..cap {
            check(state);
            positions += 1;
            let moves = legal(state);
            if moves.is_empty() {
                break;
            }
            state.play_unchecked(moves[rng.below(moves.len())]);
            assert_eq!(
                state.hash(),
                state.recomputed_hash(),
                "{name}: incremental hash drifted at ply {}",
                state.ply()
            );
        }
        check(state);
        positions += 1;
        while state.ply() > start.0 {
            state.undo();
        }
        let back = (state.ply(), state.board().to_vec(), state.to_move(), state.hash(), legal(state));
        assert!(back == start, "{name}: undoing a whole game does not give the start back");
    }
    positions
}

#[test]
fn the_games_include_each_option() {
    let names: Vec<String> = games().into_iter().map(|(name, _)| name).collect();
    for expected in ["yonmoque.game", "yonmoque.game --opt seed-slides", "othello.game", "yavalax.game"] {
        assert!(names.iter().any(|n| n == expected), "{expected} missing from {names:?}");
    }
}

#[test]
fn play_then_undo_restores_everything_and_the_hash_stays_true() {
    for (name, mut state) in games() {
        let positions = random_games(&name, &mut state, 11, 30, 300, |state| {
            let (board, to_move, hash, turn, seats) =
                (state.board().to_vec(), state.to_move(), state.hash(), state.turn(), state.seats());
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
                assert_eq!(
                    (state.to_move(), state.hash(), state.turn(), state.seats()),
                    (to_move, hash, turn, seats),
                    "{name}"
                );
            }
            assert_eq!(legal(state), before, "{name}: legal actions changed by play + undo");
        });
        assert!(positions > 30 * 5, "{name}: only {positions} positions played");
    }
}

#[test]
fn is_legal_agrees_exactly_with_generation() {
    for (name, mut state) in games() {
        let shapes = shapes(&state);
        let shape_set: HashSet<Action> = shapes.iter().copied().collect();
        // Games with many shapes (shogi) play shorter games: each position tries thousands.
        let cap = if shapes.len() > 10_000 { 60 } else { 300 };
        let positions = random_games(&name, &mut state, 5, 12, cap, |state| {
            let generated = legal(state);
            for &action in &generated {
                assert!(
                    state.is_legal(action),
                    "{name}: generated {} but is_legal says no",
                    state.format(action)
                );
            }
            for &action in &generated {
                assert!(
                    shape_set.contains(&action),
                    "{name}: generated {} ({action:?}), a shape the test does not try",
                    state.format(action)
                );
            }
            let generated: HashSet<Action> = generated.into_iter().collect();
            // Large games try a different slice of their shapes at each position.
            let stride = (shapes.len() / 1500).max(1);
            for &action in shapes.iter().skip(state.ply() % stride).step_by(stride) {
                assert_eq!(
                    state.is_legal(action),
                    generated.contains(&action),
                    "{name}: is_legal({action:?}) at ply {}",
                    state.ply()
                );
            }
        });
        assert!(positions > 12 * 5, "{name}: only {positions} positions played");
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
fn play_sampled_plays_exactly_what_sample_draws() {
    for (name, mut state) in games() {
        let (mut a, mut b) = (Rng::new(9), Rng::new(9));
        let mut twin = state.clone();
        for _ in 0..20 {
            let start = state.ply();
            loop {
                let drawn = twin.sample(&mut |n| b.below(n));
                let played = state.play_sampled(&mut |n| a.below(n));
                assert_eq!(played, drawn, "{name}");
                let Some(action) = drawn else { break };
                twin.play_unchecked(action);
                assert_eq!(state.hash(), twin.hash(), "{name}");
                assert_eq!(state.ply(), twin.ply(), "{name}: one action played");
                assert_eq!(state.known_outcome(), twin.known_outcome(), "{name}");
                if state.ply() - start > 2000 {
                    break;
                }
            }
            while state.ply() > start {
                state.undo();
                twin.undo();
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
    use proptest::sample::Index;

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

    /// Statement keywords, so that generated lines are cut into statements the way real ones are.
    const LANGUAGE_LIKE: &str = concat!(
        r#"(((game|players|board|piece|hand|setup|region|option|action|turn|pass|forbid|win|lose|draw|rank by)"#,
        r#"( (square|hex|radius|x|unlimited|of|all|empty|own|enemy|occupied|ranks?|files?|if|unless|on|"#,
        r#"place|move|from|step|slide|through|to|hop|over|run|then|flip|capture|custodial|jumped|"#,
        r#"requires|first|when|stuck|after|at|start|full|not|and|or|lines|windows|flipped|passes|"#,
        r#"pieces|placed|changed|anywhere|any|orthogonal|diagonal|[nsew]|ne|nw|se|sw|[a-z][1-9]|"#,
        r#"[a-z]{1,6}|[0-9]{1,3}\+?|[0-9]{9,12}|"[a-z ]{0,6}"?|[:,|&()?*+-]|==|!=|>=|<=|<|>|//[a-z ]*))"#,
        r#"{0,12}\n){0,12})"#,
    );

    /// The start of a well-formed game, so that generated statements reach the later stages.
    const HEADER: &str = "players a b\nboard square 5 x 5\npiece disc\n";

    fn shipped_games() -> Vec<String> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
        let mut paths: Vec<_> =
            std::fs::read_dir(dir).expect("games/").map(|e| e.expect("entry").path()).collect();
        paths.retain(|p| p.extension().is_some_and(|e| e == "game"));
        paths.sort();
        paths.iter().map(|p| std::fs::read_to_string(p).expect("readable")).collect()
    }

    /// The statements of every shipped game: each line that starts in column 1, with the
    /// indented lines that continue it.
    fn shipped_statements() -> Vec<String> {
        let mut statements: Vec<String> = Vec::new();
        for game in shipped_games() {
            for line in game.lines() {
                match statements.last_mut() {
                    Some(last) if line.starts_with([' ', '\t']) => {
                        last.push('\n');
                        last.push_str(line);
                    }
                    _ => statements.push(line.to_string()),
                }
            }
        }
        statements
    }

    /// The nearest char boundary at or before `i`.
    fn floor(source: &str, i: usize) -> usize {
        (0..=i.min(source.len())).rev().find(|&i| source.is_char_boundary(i)).unwrap_or(0)
    }

    /// One edit of a game file. Positions are taken modulo the number of places to pick from.
    #[derive(Clone, Debug)]
    enum Mutation {
        /// Delete `len` bytes (widened to char boundaries) at a byte offset.
        Delete(usize, usize),
        /// Repeat a line right after itself.
        DuplicateLine(usize),
        /// Swap two whitespace-separated tokens.
        SwapTokens(usize, usize),
        /// Insert a word or symbol of the language at a byte offset.
        Insert(usize, &'static str),
    }

    fn mutation() -> impl Strategy<Value = Mutation> {
        prop_oneof![
            1 => (any::<usize>(), 1..40usize).prop_map(|(at, len)| Mutation::Delete(at, len)),
            2 => any::<usize>().prop_map(Mutation::DuplicateLine),
            2 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapTokens(a, b)),
            1 => (any::<usize>(), prop::sample::select(TOKENS)).prop_map(|(at, t)| Mutation::Insert(at, t)),
        ]
    }

    fn mutate(source: &str, mutation: &Mutation) -> String {
        match mutation {
            Mutation::Delete(at, len) => {
                let start = floor(source, at % (source.len() + 1));
                let end = (start + len..=source.len())
                    .find(|&i| source.is_char_boundary(i))
                    .unwrap_or(source.len());
                format!("{}{}", &source[..start], &source[end..])
            }
            Mutation::DuplicateLine(line) => {
                let lines: Vec<&str> = source.split_inclusive('\n').collect();
                if lines.is_empty() {
                    return source.to_string();
                }
                let i = line % lines.len();
                let copy =
                    if lines[i].ends_with('\n') { lines[i].to_string() } else { format!("\n{}", lines[i]) };
                let mut out: String = lines[..=i].concat();
                out.push_str(&copy);
                out.push_str(&lines[i + 1..].concat());
                out
            }
            Mutation::SwapTokens(a, b) => {
                let mut tokens = Vec::new();
                let mut start = None;
                for (i, c) in source.char_indices().chain([(source.len(), ' ')]) {
                    match (c.is_whitespace(), start) {
                        (true, Some(s)) => {
                            tokens.push(s..i);
                            start = None;
                        }
                        (false, None) => start = Some(i),
                        _ => {}
                    }
                }
                if tokens.len() < 2 {
                    return source.to_string();
                }
                let (i, j) = (a % tokens.len(), b % tokens.len());
                let (first, second) = (tokens[i.min(j)].clone(), tokens[i.max(j)].clone());
                if first == second {
                    return source.to_string();
                }
                format!(
                    "{}{}{}{}{}",
                    &source[..first.start],
                    &source[second.clone()],
                    &source[first.end..second.start],
                    &source[first],
                    &source[second.end..]
                )
            }
            Mutation::Insert(at, word) => {
                let i = floor(source, at % (source.len() + 1));
                format!("{} {word} {}", &source[..i], &source[i..])
            }
        }
    }

    /// Parses and checks `source`. A game that checks is run to depth 2; a refused one has
    /// diagnostics whose spans lie in the source, on character boundaries, and which render.
    fn judge(source: &str) -> Result<(), TestCaseError> {
        let parsed = yon::syntax::parse(source);
        match yon::check::load(source) {
            Ok(rules) => {
                prop_assert!(parsed.is_ok(), "checked although it does not parse");
                let mut state = yon::engine::State::new(std::sync::Arc::new(rules));
                let _ = yon::engine::perft(&mut state, 2);
            }
            Err(diagnostics) => {
                prop_assert!(!diagnostics.is_empty(), "refused without a reason");
                for d in &diagnostics {
                    let (start, end) = (d.span.start, d.span.end);
                    prop_assert!(start <= end && end <= source.len(), "{d:?} outside {} bytes", source.len());
                    prop_assert!(
                        source.is_char_boundary(start) && source.is_char_boundary(end),
                        "{d:?} splits a character"
                    );
                }
                let rendered = yon::diagnostic::render(&diagnostics, "fuzz.game", source, false);
                for d in diagnostics.iter().take(yon::diagnostic::MAX_RENDERED) {
                    prop_assert!(rendered.contains(d.code), "{} missing from the rendering", d.code);
                }
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(600))]

        #[test]
        fn any_string_is_checked_or_reported_without_panic(source in any::<String>()) {
            judge(&source)?;
        }

        #[test]
        fn language_like_text_is_checked_or_reported_without_panic(
            header in any::<bool>(),
            body in LANGUAGE_LIKE,
        ) {
            let source = if header { format!("{HEADER}{body}") } else { body };
            judge(&source)?;
        }

        #[test]
        fn shuffled_statements_of_real_games_are_checked_or_reported_without_panic(
            picks in prop::collection::vec(any::<Index>(), 0..30),
        ) {
            let statements = shipped_statements();
            let source: Vec<&str> = picks.iter().map(|i| i.get(&statements).as_str()).collect();
            judge(&source.join("\n"))?;
        }

        #[test]
        fn token_soup_is_checked_or_reported_without_panic(
            tokens in prop::collection::vec(prop::sample::select(TOKENS), 0..60),
        ) {
            judge(&format!("{HEADER}{}", tokens.join(" ")))?;
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1500))]

        #[test]
        fn a_mutated_game_is_checked_or_reported_without_panic(
            game in any::<Index>(),
            mutations in prop::collection::vec(mutation(), 1..4),
        ) {
            let games = shipped_games();
            let mut source = games[game.index(games.len())].clone();
            for m in &mutations {
                source = mutate(&source, m);
            }
            judge(&source)?;
        }
    }

    #[test]
    fn each_mutation_changes_the_text_as_described() {
        let source = "players a b\nboard square 5 x 5\n";
        assert_eq!(mutate(source, &Mutation::Delete(0, 8)), "a b\nboard square 5 x 5\n");
        assert_eq!(
            mutate(source, &Mutation::DuplicateLine(1)),
            "players a b\nboard square 5 x 5\nboard square 5 x 5\n"
        );
        assert_eq!(mutate(source, &Mutation::SwapTokens(7, 0)), "5 a b\nboard square 5 x players\n");
        assert_eq!(mutate(source, &Mutation::Insert(0, "hex")), " hex players a b\nboard square 5 x 5\n");
        assert_eq!(mutate("é", &Mutation::Delete(1, 1)), "", "a cut inside a character widens to it");
    }
}

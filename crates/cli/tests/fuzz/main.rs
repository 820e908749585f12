//! Fuzz: proptest generators of whole game files (generated from the language, and mutated)
//! and of records (played, written, and mutated), each judged: a file is checked or refused
//! with located diagnostics; a game that checks is played at random with every action named
//! once and read back, undone, drawn and recorded; a record reads or is refused, and replays
//! or stops with a reason. Nothing may panic or take more than a few seconds.
//!
//! `cargo test --release --test fuzz` runs a short round of each. For a long run:
//! `YON_FUZZ_SECONDS=3600 cargo test --release --test fuzz -- --ignored --nocapture`.

mod generate;
mod mutate;

use generate::Gen;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};
use yon::engine::{Action, State};
use yon::record::Record;

/// The longest a case may take before it counts as a hang.
const SLOW: Duration = Duration::from_secs(10);

/// A game file: generated, then edited up to three times (none, most often).
fn game_source(seed: u64) -> String {
    let mut g = Gen::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut source =
        if g.chance(15) { shipped()[g.below(shipped().len())].clone() } else { generate::game(seed) };
    for _ in 0..[0, 0, 1, 2, 3][g.below(5)] {
        source = mutate::mutate(&mut g, &source);
    }
    source
}

fn shipped() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../games");
    let mut paths: Vec<_> =
        std::fs::read_dir(dir).expect("games/").map(|e| e.expect("entry").path()).collect();
    paths.retain(|p| p.extension().is_some_and(|e| e == "game"));
    paths.sort();
    paths.iter().map(|p| std::fs::read_to_string(p).expect("readable")).collect()
}

fn fail(what: String) -> TestCaseError {
    TestCaseError::fail(what)
}

/// Checks a file; a valid one is played, a refused one must say where and why.
fn judge_game(seed: u64) -> Result<(), TestCaseError> {
    let source = game_source(seed);
    let started = Instant::now();
    match yon::check::load(&source) {
        Err(diagnostics) => {
            if diagnostics.is_empty() {
                return Err(fail(format!("refused without a reason:\n{source}")));
            }
            for d in &diagnostics {
                let (start, end) = (d.span.start, d.span.end);
                if start > end
                    || end > source.len()
                    || !source.is_char_boundary(start)
                    || !source.is_char_boundary(end)
                {
                    return Err(fail(format!("{d:?} outside the text:\n{source}")));
                }
            }
            let rendered = yon::diagnostic::render(&diagnostics, "fuzz.game", &source, false);
            let shown = diagnostics.iter().take(yon::diagnostic::MAX_RENDERED);
            if let Some(d) = shown.clone().find(|d| !rendered.contains(d.code)) {
                return Err(fail(format!("{} missing from the rendering:\n{source}", d.code)));
            }
        }
        Ok(rules) => {
            let options: Vec<Vec<String>> = std::iter::once(Vec::new())
                .chain(rules.options.iter().map(|o| vec![o.name.clone()]))
                .collect();
            for chosen in options {
                // Options are compiled in: each choice is a game of its own.
                let rules = match yon::check::load_with(&source, &chosen) {
                    Ok(rules) => Arc::new(rules),
                    Err(yon::check::LoadError::Invalid(_)) => continue,
                    Err(why) => return Err(fail(format!("{why:?}\n{source}"))),
                };
                let start = State::new(rules);
                play(&source, &start, seed).map_err(|why| fail(format!("{why}\n{source}")))?;
            }
        }
    }
    if started.elapsed() > SLOW {
        return Err(fail(format!("took {:?}:\n{source}", started.elapsed())));
    }
    Ok(())
}

/// A random game: every position's actions named once and read back, each action legal, the
/// hash true; then undone, drawn, and recorded and replayed in both forms.
fn play(source: &str, start: &State, seed: u64) -> Result<(), String> {
    let mut state = start.clone();
    let mut g = Gen::new(seed);
    let mut played: Vec<Action> = Vec::new();
    for _ in 0..60 {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut names = HashSet::new();
        for &action in &legal {
            let name = state.format(action);
            if !names.insert(name.clone()) {
                return Err(format!("two legal actions are named `{name}` after {played:?}"));
            }
        }
        // Reading a name lists the legal actions again: a few of them per position.
        for _ in 0..legal.len().min(8) {
            let action = legal[g.below(legal.len())];
            let name = state.format(action);
            match state.parse_action(&name) {
                Ok(back) if back == action => {}
                other => return Err(format!("`{name}` reads back as {other:?}, not {action:?}")),
            }
            if !state.is_legal(action) {
                return Err(format!("`{name}` generated but not legal"));
            }
        }
        let Some(&action) = legal.get(g.below(legal.len())).filter(|_| !legal.is_empty()) else { break };
        state.play_unchecked(action);
        played.push(action);
        if state.hash() != state.recomputed_hash() {
            return Err(format!("hash drifted after {played:?}"));
        }
    }
    let _ = yon_view::draw::position(&state, false);
    let _ = yon_view::svg::picture(&state);
    let record = Record::from_game("fuzz.game", source, &[], Some(seed), start, &played);
    for text in [record.to_text(), record.to_json()] {
        let read =
            Record::parse(&text).map_err(|e| format!("a written record does not read: {e}\n{text}"))?;
        let replayed = yon::record::replay(&read, Arc::clone(start.rules()))
            .map_err(|d| format!("a written record does not replay: {d}\n{text}"))?;
        if replayed.hash() != state.hash() {
            return Err(format!("the record replays to another position\n{text}"));
        }
    }
    while state.ply() > start.ply() {
        state.undo();
    }
    if state.hash() != start.hash() {
        return Err("undoing the game does not give the start back".into());
    }
    Ok(())
}

/// A record of a random game of a shipped or generated game, edited; it reads or is refused,
/// replays or stops with a reason, without panicking.
fn judge_record(seed: u64) -> Result<(), TestCaseError> {
    let mut g = Gen::new(seed);
    let games = shipped();
    let source = if g.chance(50) { games[g.below(games.len())].clone() } else { generate::game(seed) };
    let Ok(rules) = yon::check::load(&source) else { return Ok(()) };
    let rules = Arc::new(rules);
    let start = State::new(Arc::clone(&rules));
    let mut state = start.clone();
    let mut actions = Vec::new();
    for _ in 0..g.below(80) {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        if legal.is_empty() {
            break;
        }
        let action = legal[g.below(legal.len())];
        state.play_unchecked(action);
        actions.push(action);
    }
    let record = Record::from_game("fuzz.game", &source, &["random".into()], Some(seed), &start, &actions);
    let mut text = if g.chance(50) { record.to_text() } else { record.to_json() };
    let started = Instant::now();
    for _ in 0..1 + g.below(4) {
        text = mutate::mutate(&mut g, &text);
    }
    if let Ok(read) = Record::parse(&text) {
        match yon::record::replay(&read, Arc::clone(&rules)) {
            Ok(mut end) => {
                let _ = yon::record::verdict(&mut end);
            }
            Err(divergence) => {
                let _ = divergence.to_string();
            }
        }
    }
    if started.elapsed() > SLOW {
        return Err(fail(format!("took {:?}:\n{text}", started.elapsed())));
    }
    Ok(())
}

/// Runs `judge` on random seeds: `cases` of them, or, with `YON_FUZZ_SECONDS`, for that long.
/// Every failure is reported; the test fails at the end if there was any.
fn fuzz(name: &str, cases: u32, judge: fn(u64) -> Result<(), TestCaseError>) {
    // `YON_FUZZ_SEED=N` judges that one seed again, to reproduce a finding.
    if let Some(seed) = std::env::var("YON_FUZZ_SEED").ok().and_then(|s| s.parse().ok()) {
        eprintln!("{name}: seed {seed}:\n{}", game_source(seed));
        judge(seed).unwrap_or_else(|e| panic!("{name}: seed {seed}: {e}"));
        return;
    }
    let seconds: Option<u64> = std::env::var("YON_FUZZ_SECONDS").ok().and_then(|s| s.parse().ok());
    let deadline = seconds.map(|s| Instant::now() + Duration::from_secs(s));
    let (mut round, mut tried, mut failures) = (0u64, 0u64, Vec::new());
    let started = Instant::now();
    loop {
        let config = Config { cases, failure_persistence: None, max_shrink_iters: 0, ..Config::default() };
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&round.to_le_bytes());
        seed[8..16].copy_from_slice(&(name.len() as u64).to_le_bytes());
        let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed));
        // `YON_FUZZ_VERBOSE` names each seed before it is judged, to find one that hangs.
        let verbose = std::env::var_os("YON_FUZZ_VERBOSE").is_some();
        let outcome = runner.run(&any::<u64>(), |seed| {
            if verbose {
                eprintln!("{name}: seed {seed}");
            }
            judge(seed)
        });
        tried += u64::from(cases);
        if let Err(error) = outcome {
            eprintln!("{name}: round {round}: {error}");
            failures.push(error.to_string());
        }
        round += 1;
        if round % 100 == 0 {
            eprintln!("{name}: {round} rounds, {tried} cases, {:.0} s", started.elapsed().as_secs_f64());
        }
        if deadline.is_none_or(|d| Instant::now() >= d) {
            break;
        }
    }
    eprintln!(
        "{name}: about {tried} cases in {:.0} s, {} failing rounds",
        started.elapsed().as_secs_f64(),
        failures.len()
    );
    assert!(failures.is_empty(), "{name}: {} failures; the first: {}", failures.len(), failures[0]);
}

#[test]
fn generated_and_mutated_games_are_played_or_refused_with_reasons() {
    fuzz("games", 48, judge_game);
}

#[test]
fn edited_records_read_and_replay_or_are_refused_with_reasons() {
    fuzz("records", 48, judge_record);
}

#[test]
#[ignore = "long: set YON_FUZZ_SECONDS"]
fn fuzz_games_for_a_while() {
    fuzz("games", 256, judge_game);
}

#[test]
#[ignore = "long: set YON_FUZZ_SECONDS"]
fn fuzz_records_for_a_while() {
    fuzz("records", 256, judge_record);
}

#[test]
fn the_generator_makes_games_that_check_and_games_that_do_not() {
    let mut refusals: std::collections::BTreeMap<String, usize> = Default::default();
    let (mut valid, mut swapping) = (0, 0);
    for seed in 0..200 {
        let source = generate::game(seed);
        match yon::check::load(&source) {
            Ok(_) => {
                valid += 1;
                swapping += usize::from(source.contains("swap seats"));
            }
            Err(d) => *refusals.entry(format!("{} {}", d[0].code, d[0].message)).or_default() += 1,
        }
    }
    assert!(valid > 100 && valid < 200, "{valid} of 200 generated games check; refused: {refusals:#?}");
    assert!(swapping > 3, "only {swapping} games that check swap seats");
}

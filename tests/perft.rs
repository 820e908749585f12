//! Perft tables (`tests/perft/*.perft`) replayed against the engine: every row within the node
//! budget in the default run, the deeper ones with `cargo test --release -- --ignored`. A row
//! `perft D N` counts action sequences, a row `turns D N` whole turns, a row `distinct D N` whole
//! turns with those from one position that leave the same position counted once. A line `roll
//! 3-1` starts rows counted from the position after that throw (and the `moves` after it).

mod common;

use yon::engine::{perft, perft_distinct_turns, perft_turns};

/// Rows up to this many nodes run by default; the rest are `#[ignore]`d.
const BUDGET: u64 = 5_000_000;
/// Ignored rows above this are skipped unless `YON_PERFT_MAX` raises it.
const DEEP_DEFAULT: u64 = 1_000_000_000;

struct Table {
    file: String,
    game: String,
    options: Vec<String>,
    sections: Vec<Section>,
}

/// Rows counted from one position: after the throw (if any), then the moves.
#[derive(Default)]
struct Section {
    roll: Option<String>,
    moves: String,
    rows: Vec<(u32, u64, Count)>,
}

/// What a row counts.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Count {
    Actions,
    Turns,
    DistinctTurns,
}

fn tables() -> Vec<Table> {
    let dir = format!("{}/tests/perft", env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> =
        std::fs::read_dir(&dir).expect("tests/perft exists").map(|e| e.expect("entry").path()).collect();
    paths.sort();
    paths
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .map(|p| parse(&p.display().to_string()))
        .collect()
}

fn parse(path: &str) -> Table {
    let text = std::fs::read_to_string(path).expect("readable table");
    let mut table = Table {
        file: path.into(),
        game: String::new(),
        options: Vec::new(),
        sections: vec![Section::default()],
    };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "game" => table.game = rest.into(),
            "options" => table.options = rest.split_whitespace().map(String::from).collect(),
            "moves" => current(&mut table).moves = rest.into(),
            "roll" => {
                table.sections.push(Section { roll: Some(format!("roll {rest}")), ..Section::default() })
            }
            "perft" | "turns" | "distinct" => {
                let mut parts = rest.split_whitespace().map(|n| n.parse::<u64>().expect("a number"));
                let (depth, nodes) = (parts.next().expect("depth"), parts.next().expect("nodes"));
                let count = match key {
                    "perft" => Count::Actions,
                    "turns" => Count::Turns,
                    _ => Count::DistinctTurns,
                };
                current(&mut table).rows.push((depth as u32, nodes, count));
            }
            other => panic!("{path}: unknown line `{other}`"),
        }
    }
    table
}

fn current(table: &mut Table) -> &mut Section {
    table.sections.last_mut().expect("a table has a section")
}

/// Plays a section's throw, then its moves.
fn start(state: &mut yon::engine::State, section: &Section) {
    if let Some(roll) = &section.roll {
        let action = state.parse_action(roll).unwrap_or_else(|why| panic!("`{roll}` refused: {why}"));
        state.play_unchecked(action);
    }
    common::play(state, &section.moves);
}

fn check(select: impl Fn(u64) -> bool) {
    let mut checked = 0;
    for table in tables() {
        for section in &table.sections {
            checked += check_section(&table, section, &select);
        }
    }
    assert!(checked > 0, "no perft row was selected");
}

fn check_section(table: &Table, section: &Section, select: &impl Fn(u64) -> bool) -> usize {
    let mut checked = 0;
    {
        let options: Vec<&str> = table.options.iter().map(String::as_str).collect();
        let mut state = common::game(&table.game, &options);
        start(&mut state, section);
        // A game whose rules fit the kernel counts on it; the general engine must count the same.
        let mut general = state.rules().kernel.is_ok().then(|| {
            let rules = state.rules().as_ref().clone().without_kernel();
            let mut general = yon::engine::State::new(std::sync::Arc::new(rules));
            start(&mut general, section);
            general
        });
        for &(depth, expected, count) in section.rows.iter().filter(|(_, n, _)| select(*n)) {
            for (engine, state) in
                std::iter::once(("", &mut state)).chain(general.as_mut().map(|g| (" (general)", g)))
            {
                let counted = match count {
                    Count::Actions => perft(state, depth),
                    Count::Turns => perft_turns(state, depth),
                    Count::DistinctTurns => perft_distinct_turns(state, depth),
                };
                assert_eq!(counted, expected, "{} {count:?} {depth}{engine}", table.file);
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn perft_tables_within_the_budget() {
    check(|nodes| nodes <= BUDGET);
}

#[test]
#[ignore = "deep perft: minutes in release mode"]
fn perft_tables_deep() {
    let max = std::env::var("YON_PERFT_MAX").ok().and_then(|v| v.parse().ok()).unwrap_or(DEEP_DEFAULT);
    check(|nodes| nodes > BUDGET && nodes <= max);
}

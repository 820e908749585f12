//! Every `game` example in docs/LANGUAGE.md checks, and its `// perft D = N` lines hold:
//! the language reference cannot drift from the language.

mod common;

use yon::engine::perft;

struct Example {
    line: usize,
    source: String,
}

/// The fenced blocks tagged `game`, with the line each starts on.
fn examples() -> Vec<Example> {
    let path = format!("{}/docs/LANGUAGE.md", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("docs/LANGUAGE.md");
    let mut examples = Vec::new();
    let mut current: Option<Example> = None;
    for (number, line) in text.lines().enumerate() {
        match (&mut current, line.trim_end()) {
            (None, "```game") => current = Some(Example { line: number + 1, source: String::new() }),
            (Some(_), "```") => examples.extend(current.take()),
            (Some(example), text) => {
                example.source.push_str(text);
                example.source.push('\n');
            }
            _ => {}
        }
    }
    examples
}

/// `(depth, nodes)` for each `// perft D = N` line.
fn perft_claims(source: &str) -> Vec<(u32, u64)> {
    source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// perft "))
        .map(|claim| {
            let (depth, nodes) = claim.split_once(" = ").expect("`// perft D = N`");
            (depth.trim().parse().expect("depth"), nodes.trim().parse().expect("nodes"))
        })
        .collect()
}

#[test]
fn every_example_checks_and_its_perft_holds() {
    let examples = examples();
    assert!(examples.len() >= 8, "the reference shows its constructs by example");
    for example in examples {
        let rules = yon::check::load(&example.source).unwrap_or_else(|d| {
            panic!("LANGUAGE.md line {}: the example does not check: {d:#?}", example.line)
        });
        let mut state = yon::engine::State::new(std::sync::Arc::new(rules), &[]).expect("no options");
        for (depth, nodes) in perft_claims(&example.source) {
            assert_eq!(perft(&mut state, depth), nodes, "LANGUAGE.md line {}: perft {depth}", example.line);
        }
    }
}

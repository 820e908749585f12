//! Every `game` example in docs/LANGUAGE.md checks, and its `// perft D = N` lines hold:
//! the language reference cannot drift from the language; and each is laid out as `yon fmt` does.

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

/// A `// perft D = N` line, or `// perft D = N --opt NAME …` for the game with options on.
struct Claim {
    depth: u32,
    nodes: u64,
    options: Vec<String>,
}

fn perft_claims(source: &str) -> Vec<Claim> {
    source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// perft "))
        .map(|claim| {
            let (depth, rest) = claim.split_once(" = ").expect("`// perft D = N`");
            let mut words = rest.split_whitespace();
            let nodes = words.next().expect("nodes").parse().expect("nodes");
            let options = words.filter(|w| *w != "--opt").map(String::from).collect();
            Claim { depth: depth.trim().parse().expect("depth"), nodes, options }
        })
        .collect()
}

#[test]
fn every_example_checks_and_its_perft_holds() {
    let examples = examples();
    assert!(examples.len() >= 8, "the reference shows its constructs by example");
    for example in examples {
        let diagnostics = yon::check::diagnose(&example.source);
        assert!(
            diagnostics.is_empty(),
            "LANGUAGE.md line {}: the example does not check: {diagnostics:#?}",
            example.line
        );
        for claim in perft_claims(&example.source) {
            let rules = yon::check::load_with(&example.source, &claim.options).expect("the options exist");
            let mut state = yon::engine::State::new(std::sync::Arc::new(rules));
            assert_eq!(
                perft(&mut state, claim.depth),
                claim.nodes,
                "LANGUAGE.md line {}: perft {} with {:?}",
                example.line,
                claim.depth,
                claim.options
            );
        }
    }
}

#[test]
fn every_example_is_in_fmts_layout() {
    for example in examples() {
        let laid_out = yon::syntax::format::format(&example.source)
            .unwrap_or_else(|d| panic!("the example at line {} does not parse: {d:?}", example.line));
        assert_eq!(
            laid_out, example.source,
            "the example at line {} is not in yon fmt's layout",
            example.line
        );
    }
}

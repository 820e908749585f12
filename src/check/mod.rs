//! Check: resolves every name of a parsed game, reports every problem at once, and hands a
//! complete `Rules` to the engine only when there is none.

mod actions;
mod cells;
mod conditions;
mod declarations;
mod graph;
mod pieces;
mod regions;
mod suggest;

use crate::compile::geometry::Geometry;
use crate::compile::pieces::Play;
use crate::compile::rules::{OutcomeRule, Quantity, Rules, When};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{GameFile, Item, Span};

pub use suggest::{did_you_mean, edit_distance};

/// Checks a parsed file and compiles it, or returns every diagnostic found.
pub fn check(file: &GameFile, source: &str) -> Result<Rules, Vec<Diagnostic>> {
    let mut checker = Checker::new(source);
    let rules = checker.run(file);
    let mut diagnostics = checker.diagnostics;
    diagnostics.sort_by_key(|d| (d.span.start, d.code));
    diagnostics.dedup();
    match rules {
        Some(rules) if diagnostics.is_empty() => Ok(rules),
        _ => Err(diagnostics),
    }
}

/// Parses and checks source text in one step.
pub fn load(source: &str) -> Result<Rules, Vec<Diagnostic>> {
    let file = crate::syntax::parse(source)?;
    check(&file, source)
}

/// What the checker knows so far; each stage adds names that later stages resolve.
pub(crate) struct Checker<'s> {
    source: &'s str,
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) geometry: Option<Geometry>,
    /// Whether a `board` statement was seen (its geometry may have failed).
    pub(crate) board_declared: bool,
    pub(crate) players: Vec<String>,
    pub(crate) kinds: Vec<String>,
    /// Each kind's letter, in the order of `kinds`.
    pub(crate) letters: Vec<String>,
    /// Each player's `facing`, as a direction.
    pub(crate) facings: Vec<Option<u8>>,
    /// Whether some kind is `royal`, so that `check` can mean something.
    pub(crate) royal_declared: bool,
    pub(crate) regions: Vec<regions::RegionDef>,
    /// Every label of a labelled region, in order of declaration.
    pub(crate) labels: Vec<String>,
    pub(crate) memory: Option<regions::MemoryDef>,
    pub(crate) options: Vec<crate::compile::rules::GameOption>,
    pub(crate) action_names: Vec<String>,
    /// Regions whose declaration failed: uses of them are not reported again.
    pub(crate) failed_regions: Vec<String>,
}

impl<'s> Checker<'s> {
    fn new(source: &'s str) -> Self {
        Checker {
            source,
            diagnostics: Vec::new(),
            geometry: None,
            board_declared: false,
            players: Vec::new(),
            kinds: Vec::new(),
            letters: Vec::new(),
            facings: Vec::new(),
            royal_declared: false,
            regions: Vec::new(),
            labels: Vec::new(),
            memory: None,
            options: Vec::new(),
            action_names: Vec::new(),
            failed_regions: Vec::new(),
        }
    }

    pub(crate) fn error(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// 1-based source line of a span, for rule origins.
    pub(crate) fn line(&self, span: Span) -> usize {
        crate::diagnostic::line_col(self.source, span.start).0
    }

    /// Reports an unknown name, suggesting the nearest known one.
    pub(crate) fn unknown(&mut self, what: &str, name: &str, span: Span, known: &[String]) {
        let article = if what.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
        let mut diagnostic = Diagnostic::new("E012", format!("unknown {what} `{name}`"), span)
            .label(format!("not {article} {what}"));
        let suggestion = did_you_mean(name, known.iter().map(String::as_str));
        diagnostic = match suggestion {
            Some(s) => diagnostic.help(format!("did you mean `{s}`?")),
            None if known.is_empty() => diagnostic.help(format!("this game declares no {}", plural(what))),
            None => diagnostic.help(format!("known {}: {}", plural(what), abbreviate(known))),
        };
        self.error(diagnostic);
    }

    fn run(&mut self, file: &GameFile) -> Option<Rules> {
        let declared = self.declarations(file)?;
        let actions = self.actions(file);
        let turn = self.turn(file, &actions);
        let forbids = self.forbids(file, &actions);
        let results = self.results(file, &actions);
        let memory = self.memory(&actions);
        let pieces = self.pieces(file, &actions);
        let play = Play {
            takeover: file.items.iter().any(|i| i.node == Item::Takeover),
            checked_first: file.items.iter().any(|i| i.node == Item::CheckedFirst),
        };
        let repetitions = |q: &Quantity| *q == Quantity::Repetitions;
        let tracks_repetitions = forbids
            .iter()
            .map(|f| &f.condition)
            .chain(results.iter().map(|r| &r.condition))
            .chain(actions.iter().filter_map(|a| a.requires.as_ref()))
            .any(|c| c.mentions(&repetitions));
        let (judges_opponents, puts_out_stuck) = (
            results.iter().any(|r| r.when == When::Opponents),
            results.iter().any(|r| r.when == When::Stuck && r.outcome == OutcomeRule::Out),
        );
        Some(Rules {
            title: declared.title,
            players: self.players.clone(),
            geometry: self.geometry.clone()?,
            kinds: self.kinds.clone(),
            pieces,
            play,
            hands: declared.hands,
            setup: declared.setup,
            regions: self.regions.iter().map(regions::RegionDef::to_region).collect(),
            options: self.options.clone(),
            actions,
            turn: turn?,
            pass_when_stuck: declared.pass_when_stuck,
            forbids,
            results,
            tracks_repetitions,
            judges_opponents,
            puts_out_stuck,
            memory: memory?,
        })
    }
}

/// `region or cell` → `regions or cells`.
fn plural(what: &str) -> String {
    what.split(" or ").map(|w| format!("{w}s")).collect::<Vec<_>>().join(" or ")
}

/// The first few names of a list, for help text.
fn abbreviate(names: &[String]) -> String {
    let shown: Vec<String> = names.iter().take(12).map(|n| format!("`{n}`")).collect();
    let more = if names.len() > 12 { ", …" } else { "" };
    format!("{}{more}", shown.join(", "))
}

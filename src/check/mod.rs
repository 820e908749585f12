//! Check: resolves every name of a parsed game, reports every problem at once, and hands a
//! complete `Rules` to the engine only when there is none.

mod abreast;
mod actions;
mod along;
mod at_most;
mod cells;
mod conditions;
mod counter;
mod custodial;
mod declarations;
mod dice;
mod directions;
pub mod fix;
mod flying;
mod graph;
mod groups;
mod line_effect;
mod lint;
mod most;
mod overlap;
mod pieces;
mod pull;
mod push;
mod random;
mod regions;
mod seeds;
mod seen;
mod sets;
mod shape;
mod spelling;
mod stacks;
mod surrounded;
mod swap;
mod top;
mod traps;
mod turn;
mod unknown;
mod values;
mod within;

use crate::compile::geometry::Geometry;
use crate::compile::pieces::Play;
use crate::compile::rules::{ActionId, OutcomeRule, Quantity, Rules, When};
use crate::compile::steps::StepTargets;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{self, GameFile, Item, Span};

pub use lint::warnings;
pub use within::PLACED;

/// Checks a parsed file and compiles it with every option off, or returns every diagnostic found.
pub fn check(file: &GameFile, source: &str) -> Result<Rules, Vec<Diagnostic>> {
    check_with(file, source, &[])
}

/// Checks a parsed file and compiles it with the named options on (statements gated `if`
/// another option, or `unless` one of these, do not count). The names must be declared options.
pub fn check_with(file: &GameFile, source: &str, options: &[String]) -> Result<Rules, Vec<Diagnostic>> {
    let mut checker = Checker::new(source);
    checker.check_gates(file);
    let (on, off) = file.configured(options);
    checker.disabled_actions = off
        .items
        .iter()
        .filter_map(|i| if let Item::Action(a) = &i.node { Some(a.name.node.clone()) } else { None })
        .collect();
    checker.chosen =
        file.option_names().filter(|o| options.iter().any(|c| c == o)).map(String::from).collect();
    let rules = checker.run(&on);
    let mut diagnostics = checker.diagnostics;
    diagnostics.sort_by_key(|d| (d.span.start, d.code));
    diagnostics.dedup();
    match rules {
        Some(rules) if diagnostics.is_empty() => Ok(rules),
        _ => Err(diagnostics),
    }
}

/// Parses and checks source text in one step, every option off.
pub fn load(source: &str) -> Result<Rules, Vec<Diagnostic>> {
    let file = crate::syntax::parse(source)?;
    check(&file, source)
}

/// Why a game could not be loaded with the options asked for.
#[derive(Debug)]
pub enum LoadError {
    /// The file has mistakes: every diagnostic.
    Invalid(Vec<Diagnostic>),
    /// An option the file does not declare; the message says which it does.
    UnknownOption(String),
}

/// Parses and checks source text with the named options on.
pub fn load_with(source: &str, options: &[String]) -> Result<Rules, LoadError> {
    let file = crate::syntax::parse(source).map_err(LoadError::Invalid)?;
    let declared: Vec<&str> = file.option_names().collect();
    if let Some(unknown) = options.iter().find(|o| !declared.contains(&o.as_str())) {
        let title = file
            .items
            .iter()
            .find_map(|i| if let Item::Game(t) = &i.node { Some(t.node.as_str()) } else { None })
            .unwrap_or("the game");
        let known = if declared.is_empty() {
            "it has none".to_string()
        } else {
            format!("it has: {}", declared.join(", "))
        };
        return Err(LoadError::UnknownOption(format!("`{title}` declares no option `{unknown}` ({known})")));
    }
    check_with(&file, source, options).map_err(LoadError::Invalid)
}

/// Every diagnostic of a file: checked with every option off, then with each option on alone,
/// so that statements an option switches on are checked too; an error on a line written in an
/// old form says what to write today. Empty when the file is valid.
pub fn diagnose(source: &str) -> Vec<Diagnostic> {
    let mut diagnostics = diagnose_plain(source);
    if !diagnostics.is_empty() {
        fix::annotate(source, &mut diagnostics);
    }
    diagnostics
}

fn diagnose_plain(source: &str) -> Vec<Diagnostic> {
    let file = match crate::syntax::parse(source) {
        Ok(file) => file,
        Err(diagnostics) => return diagnostics,
    };
    let mut all = check_with(&file, source, &[]).err().unwrap_or_default();
    let options: Vec<String> = file.option_names().map(String::from).collect();
    for option in options {
        let Err(found) = check_with(&file, source, std::slice::from_ref(&option)) else { continue };
        // A mistake found only with the option on says so.
        let mut new: Vec<Diagnostic> = found
            .into_iter()
            .filter(|d| !all.iter().any(|a| a.span == d.span && a.code == d.code))
            .map(|mut d| {
                d.message = format!("{} (with `--opt {option}`)", d.message);
                d
            })
            .collect();
        all.append(&mut new);
    }
    all.sort_by_key(|d| (d.span.start, d.code));
    all
}

/// What the checker knows so far; each stage adds names that later stages resolve.
pub(crate) struct Checker<'s> {
    source: &'s str,
    lines: crate::diagnostic::LineIndex<'s>,
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
    /// The named direction sets, in order of declaration.
    pub(crate) direction_sets: Vec<directions::DirectionSet>,
    /// Whether some kind is `royal`, so that `check` can mean something.
    pub(crate) royal_declared: bool,
    pub(crate) regions: regions::RegionTable,
    /// Every label of a labelled region, in order of declaration.
    pub(crate) labels: Vec<String>,
    pub(crate) memory: Option<regions::MemoryDef>,
    pub(crate) options: Vec<crate::compile::rules::GameOption>,
    pub(crate) action_names: Vec<String>,
    /// Actions the chosen options switch off: naming them in a pattern or `after` is no mistake.
    pub(crate) disabled_actions: Vec<String>,
    /// The options switched on, in the order they are declared.
    pub(crate) chosen: Vec<String>,
    /// Per player, a bit for every player of their team (themselves included).
    pub(crate) teams: Vec<u8>,
    /// Every copy of a part on a graph board, for `region NAME: each PART`.
    pub(crate) copies: Vec<graph::Copy>,
    /// Whether some kind remembers whether it has moved (`unmoved:`).
    pub(crate) unmoved_declared: bool,
    /// Whether a cell may hold a stack of pieces (`stacks`).
    pub(crate) stacks_declared: bool,
    /// `stacks at most N`: how high a stack may stand after an action (`at_most.rs`).
    pub(crate) at_most: Option<crate::compile::rules::AtMost>,
    /// What resets each `turns without` count, in the order first written.
    pub(crate) quiet: Vec<crate::compile::rules::Quiet>,
    /// The reach tables built so far (`within`, `at distance`), each once for every context.
    pub(crate) reaches: Vec<(crate::compile::within::Reach, std::sync::Arc<crate::compile::within::Within>)>,
    /// Seeds, tracks and whether scores are kept (`seeds.rs`).
    pub(crate) sown: crate::compile::seeds::Sowing,
    /// Values and flags on pieces (`values.rs`).
    pub(crate) values: crate::compile::values::PieceValues,
    /// The counters' names, in the order first written (`counter.rs`).
    pub(crate) counter_names: Vec<String>,
    /// `dice` (`dice.rs`), and whether a `dice` statement was seen (it may have failed).
    pub(crate) dice: Option<crate::compile::dice::Dice>,
    pub(crate) dice_declared: bool,
    /// Every player's route of every track, and the tracks by name (`along.rs`).
    pub(crate) routes: Vec<crate::compile::along::Route>,
    pub(crate) tracks: Vec<along::TrackRoutes>,
    /// Every shaped kind's placements (`shape.rs`).
    pub(crate) shapes: crate::compile::shape::Shapes,
    /// A bit per kind whose hand the players share (`hand … shared`).
    pub(crate) shared_hands: u64,
}

impl<'s> Checker<'s> {
    fn new(source: &'s str) -> Self {
        Checker {
            source,
            lines: crate::diagnostic::LineIndex::new(source),
            diagnostics: Vec::new(),
            geometry: None,
            board_declared: false,
            players: Vec::new(),
            kinds: Vec::new(),
            letters: Vec::new(),
            facings: Vec::new(),
            direction_sets: Vec::new(),
            royal_declared: false,
            regions: regions::RegionTable::default(),
            labels: Vec::new(),
            memory: None,
            options: Vec::new(),
            action_names: Vec::new(),
            disabled_actions: Vec::new(),
            chosen: Vec::new(),
            teams: Vec::new(),
            copies: Vec::new(),
            unmoved_declared: false,
            stacks_declared: false,
            at_most: None,
            quiet: Vec::new(),
            reaches: Vec::new(),
            sown: Default::default(),
            values: Default::default(),
            counter_names: Vec::new(),
            dice: None,
            dice_declared: false,
            routes: Vec::new(),
            tracks: Vec::new(),
            shapes: Default::default(),
            shared_hands: 0,
        }
    }

    pub(crate) fn error(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// 1-based source line of a span, for rule origins.
    pub(crate) fn line(&self, span: Span) -> usize {
        self.lines.line_col(span.start).0
    }

    /// The text of a span as the file spells it, spaces collapsed (a set may span lines).
    pub(crate) fn spelled(&self, span: Span) -> String {
        let text = self.source.get(span.start..span.end).unwrap_or_default();
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn run(&mut self, file: &GameFile) -> Option<Rules> {
        let declared = self.declarations(file)?;
        self.sowing(file);
        self.dice(file);
        self.routes(file);
        self.shapes(file);
        self.piece_values(file);
        let mut actions = self.actions(file);
        let turn = self.turn(file, &actions);
        if let Some(machine) = &turn {
            self.check_rolls(file, machine);
            self.check_chance_rules(file, machine, &actions);
        }
        self.counter_names(file);
        let counters = self.counters(file);
        let forbids = self.forbids(file, &actions);
        let results = self.results(file, &actions);
        let priority = self.priority(file, &actions);
        let most = self.most(file);
        let history_rules =
            actions.iter().enumerate().filter(|(_, a)| a.reads_last()).fold(0, |m, (i, _)| m | 1 << i);
        let priority_origin = file
            .items
            .iter()
            .find(|i| matches!(i.node, Item::Priority { .. }))
            .map(|i| crate::compile::rules::Origin { line: self.line(i.span), name: "priority".into() });
        let memory = self.memory(&actions);
        let random_setups = self.random_setups(file);
        self.swaps(file, &actions, turn.as_ref(), memory.as_ref().and_then(Option::as_ref));
        let pieces = self.pieces(file, &actions);
        let play = Play {
            takeover: file.items.iter().any(|i| i.node == Item::Takeover),
            checked_first: file.items.iter().any(|i| i.node == Item::CheckedFirst),
            swap: actions.iter().position(|a| a.is_swap()).map(|i| i as ActionId),
            swap_passes: file.items.iter().any(
                |i| matches!(&i.node, Item::Action(a) if a.motion.node == ast::Motion::Swap { passes: true }),
            ),
        };
        let repetitions = |q: &Quantity| matches!(q, Quantity::Repetitions | Quantity::BoardRepetitions);
        let tracks_repetitions = forbids
            .iter()
            .map(|f| &f.condition)
            .chain(results.iter().map(|r| &r.condition))
            .chain(actions.iter().filter_map(|a| a.requires.as_ref()))
            .chain(counters.conditions())
            .any(|c| c.mentions(&repetitions))
            || counters.lines.iter().any(|l| l.value.mentions(&repetitions));
        let (judges_opponents, puts_out_stuck) = (
            results.iter().any(|r| r.when == When::Opponents),
            results.iter().any(|r| r.when == When::Stuck && r.outcome == OutcomeRule::Out),
        );
        let schedule = crate::compile::schedule::Schedule::new(&actions, &results, &forbids);
        let moves_of_kind = crate::compile::rules::moves_of_kind(&actions, self.kinds.len());
        let geometry = self.geometry.clone()?;
        let judged_apart = |i: usize, j: usize| {
            schedule.forbids_after(i as ActionId) != schedule.forbids_after(j as ActionId)
        };
        let repeats = crate::compile::rules::Repeats::of(&mut actions, &geometry, judged_apart);
        let priority_listing =
            crate::compile::rules::PriorityListing::new(actions.len(), &priority, &repeats);
        let paths = crate::compile::paths::Paths::new(&geometry, &actions, self.players.len());
        let steps = actions.iter().map(|a| StepTargets::of(a, &geometry, &paths)).collect();
        let line_masks = crate::compile::line_masks::LineMasks::of(&actions, &geometry);
        let screen = crate::compile::screen::Screen::of(&actions, &geometry, &moves_of_kind);
        let mut turn = turn;
        // Chance acts before the first turn where a setup is drawn or the opening thrown.
        let opens = self.dice.as_ref().is_some_and(|d| !d.opening.is_empty());
        let setup_state = match (&mut turn, random_setups.is_empty() && !opens) {
            (Some(machine), false) => Some(machine.add_setup_state()),
            _ => None,
        };
        let mut rules = Rules {
            title: declared.title,
            about: declared.about,
            players: self.players.clone(),
            geometry,
            kinds: self.kinds.clone(),
            pieces,
            play,
            hands: declared.hands,
            setup: declared.setup,
            regions: self.regions.iter().map(regions::RegionDef::to_region).collect(),
            options: self.options.clone(),
            chosen: self.chosen.clone(),
            teams: self.teams.clone(),
            has_preconditions: actions.iter().any(|a| a.when.is_some()),
            chance_rules: actions
                .iter()
                .enumerate()
                .filter(|(_, a)| a.by_chance)
                .fold(0, |m, (i, _)| m | 1 << i),
            actions,
            turn: turn?,
            setup_state,
            priority,
            most,
            leaves_most: 0,
            priority_origin,
            priority_listing,
            quiet: self.quiet.clone(),
            pass_when_stuck: declared.pass_when_stuck,
            forbids,
            results,
            schedule,
            moves_of_kind,
            repeats,
            steps,
            screen,
            line_masks,
            exposure: None,
            tracks_repetitions,
            stacks: self.stacks_declared,
            at_most: self.at_most,
            history_rules,
            judges_opponents,
            puts_out_stuck,
            memory: memory?,
            paths,
            sowing: self.sowing_rules(),
            values: self.values.clone(),
            counters,
            dice: self.dice.clone(),
            random_setups,
            routes: self.routes.clone(),
            shapes: std::mem::take(&mut self.shapes),
            shared_hands: self.shared_hands,
            kernel: Err(crate::compile::kernel::Misfit(String::new())),
        };
        rules.leaves_most = crate::compile::most::leaves_most(&rules);
        rules.sowing.laps = crate::compile::seeds::laps(&rules);
        rules.exposure = crate::compile::exposure::Exposure::of(&rules);
        rules.kernel = crate::compile::kernel::Kernel::fit(&rules);
        Some(rules)
    }
}

//! Cells: regions and cell-set expressions resolved to per-cell masks of occupancy classes,
//! and direction sets resolved to bit masks.

use super::Checker;
use super::regions::RegionDef;
use super::sets::Compiled;
use crate::compile::geometry::{Shape, file_letters};
use crate::compile::rules::{ALLY, BLOCKED, CellTest, EMPTY, ENEMY, OWN, PerContext, PlayerId};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{CellExpr, Name, Span, Spanned};

pub(crate) const ALL_CLASSES: u8 = EMPTY | OWN | ENEMY | BLOCKED | ALLY;

/// Who `colour`-like per-player regions refer to, whether `empty`/`own`/`enemy` may appear,
/// and the remembered label the set is compiled for (0: nothing remembered yet).
#[derive(Clone, Copy)]
pub(crate) struct Scope {
    player: Option<PlayerId>,
    dynamic: bool,
    memory: u8,
}

impl Checker<'_> {
    /// A region's cells, fixed; `colour`-like regions inside mean `owner`'s.
    pub(crate) fn eval_fixed(
        &mut self,
        cells: &Spanned<CellExpr>,
        owner: Option<PlayerId>,
    ) -> Option<Vec<u8>> {
        // A fixed scope refuses every atom that looks past the cells, so the bound is exact.
        self.eval(cells, Scope { player: owner, dynamic: false, memory: 0 }).map(|c| c.upper)
    }

    /// A cell set used by an action, compiled once for each context (`Rules::context`): each
    /// player as the acting player, with each value the game's memory can hold.
    pub(crate) fn cell_tests(&mut self, expr: &Spanned<CellExpr>) -> Option<PerContext<CellTest>> {
        let players = self.players.len();
        let mut tests = Vec::new();
        for context in 0..players * self.memory_values() {
            let player = Some((context % players) as PlayerId);
            let scope = Scope { player, dynamic: true, memory: (context / players) as u8 };
            // An error found in several contexts is reported once: `check` drops repeats.
            let compiled = self.eval(expr, scope)?;
            tests.push(CellTest::with_dynamic(compiled.upper, compiled.exact));
        }
        Some(tests)
    }

    /// The scope of each context (`Rules::context`): each player as the acting player, with
    /// each value the game's memory can hold.
    pub(crate) fn context_scopes(&self) -> Vec<Scope> {
        let players = self.players.len();
        (0..players * self.memory_values())
            .map(|context| Scope {
                player: Some((context % players) as PlayerId),
                dynamic: true,
                memory: (context / players) as u8,
            })
            .collect()
    }

    /// `empty` in every context: the default target of placements and steps.
    pub(crate) fn empty_tests(&self) -> PerContext<CellTest> {
        let cells = self.geometry.as_ref().map_or(0, |g| g.cell_count());
        vec![CellTest::new(vec![EMPTY; cells]); self.players.len() * self.memory_values()]
    }

    /// A cell set compiled for one scope: bounds, and the exact set where the bounds differ.
    pub(crate) fn eval(&mut self, expr: &Spanned<CellExpr>, scope: Scope) -> Option<Compiled> {
        // Without a board no cell set means anything (its absence is reported already).
        self.geometry.as_ref()?;
        if let Some(judged) = self.judged_atom(expr, scope) {
            return judged;
        }
        match &expr.node {
            CellExpr::And(..) | CellExpr::Or(..) | CellExpr::Minus(..) => self.eval_chain(expr, scope),
            CellExpr::Name(name) if self.names_a_kind(name) => self.kind_cells(name),
            CellExpr::Name(name) if self.names_placed(name) => self.placed_cell(name.span, scope),
            CellExpr::Name(name) if self.names_neutral(name) => self.neutral_cells(name.span, scope),
            CellExpr::Height(op, n) => self.height_cells(*op, *n, expr.span, scope),
            CellExpr::Compare(left, op, right) => self.compare_cells(left, *op, right, expr.span, scope),
            CellExpr::Value(..) | CellExpr::Flagged(_) => self.value_cells(expr, scope),
            _ => self.eval_occupant(expr, scope).map(Compiled::fixed),
        }
    }

    /// `a | b | c …` (any of `|`, `&` and `-`, read from the left): the sets left of each
    /// operator are walked down in a loop, not by a call each (over a kilobyte of stack
    /// apiece), so that a region of thousands of cells joined by `|` checks on a test
    /// thread's stack.
    fn eval_chain(&mut self, expr: &Spanned<CellExpr>, scope: Scope) -> Option<Compiled> {
        // Each operator with the set right of it, outermost first.
        let mut spine = Vec::new();
        let mut first = expr;
        while let CellExpr::And(a, b) | CellExpr::Or(a, b) | CellExpr::Minus(a, b) = &first.node {
            spine.push((&first.node, b));
            first = a;
        }
        // Every operand is read, in the order written, so each error in it is reported.
        let mut joined = self.eval(first, scope);
        for (operator, right) in spine.into_iter().rev() {
            let right = self.eval(right, scope);
            joined = joined.zip(right).map(|(left, right)| Compiled::combine(left, right, operator));
        }
        joined
    }

    /// Whether a name in a cell set is a piece kind rather than a region or a cell.
    fn names_a_kind(&self, name: &Name) -> bool {
        let region_or_cell = self.regions.exists(&name.node)
            || self.regions.failed(&name.node)
            || self.geometry.as_ref().is_some_and(|g| g.cell(&name.node).is_some());
        !region_or_cell && self.kinds.contains(&name.node)
    }

    /// The atoms that each cell's occupant decides, as a mask of classes per cell.
    fn eval_occupant(&mut self, expr: &Spanned<CellExpr>, scope: Scope) -> Option<Vec<u8>> {
        let cells = self.geometry.as_ref()?.cell_count();
        let uniform = |m: u8| Some(vec![m; cells]);
        match &expr.node {
            CellExpr::All => uniform(ALL_CLASSES),
            CellExpr::Empty => self.dynamic(expr.span, scope, "empty").and_then(|_| uniform(EMPTY)),
            CellExpr::Own => self.dynamic(expr.span, scope, "own").and_then(|_| uniform(OWN)),
            CellExpr::Enemy => self.dynamic(expr.span, scope, "enemy").and_then(|_| uniform(ENEMY)),
            CellExpr::Ally => self.dynamic(expr.span, scope, "ally").and_then(|_| uniform(ALLY)),
            CellExpr::Occupied => {
                self.dynamic(expr.span, scope, "occupied").and_then(|_| uniform(OWN | ENEMY | BLOCKED | ALLY))
            }
            CellExpr::Pattern(pattern) => self.pattern_cells(pattern),
            CellExpr::Name(name) => self.named_cells(name, scope),
            CellExpr::RegionOf { region, player } => self.region_of(region, player, scope, expr.span),
            CellExpr::Ranks(lo, hi) => {
                self.coordinate_range(lo.node, hi.node, expr.span, |(_, rank)| rank + 1)
            }
            CellExpr::Files(lo, hi) => {
                let (lo, hi) = (self.file_number(lo), self.file_number(hi));
                self.coordinate_range(lo?, hi?, expr.span, |(file, _)| file + 1)
            }
            _ => unreachable!("`eval` handles the other cell sets"),
        }
    }

    /// Refuses `empty`, `own`… where only fixed cells make sense (regions and setups).
    pub(crate) fn dynamic(&mut self, span: Span, scope: Scope, word: &str) -> Option<()> {
        if scope.dynamic {
            return Some(());
        }
        let message =
            format!("`{word}` changes during the game; a region or a setup must be a fixed set of cells");
        self.error(
            Diagnostic::new("E014", message, span).label("not fixed").help("use it in an action instead"),
        );
        None
    }

    fn named_cells(&mut self, name: &Name, scope: Scope) -> Option<Vec<u8>> {
        if self.regions.failed(&name.node) {
            return None;
        }
        if self.regions.named(&name.node).any(|r| r.label.is_some()) {
            let labels: Vec<&str> =
                self.regions.named(&name.node).filter_map(|r| r.label.as_deref()).collect();
            let message = format!("region `{}` has one region per label: say which", name.node);
            let help = format!("write `{} of LABEL`, one of {}", name.node, labels.join(", "));
            self.error(Diagnostic::new("E016", message, name.span).label("a family of regions").help(help));
            return None;
        }
        if self.regions.exists(&name.node) {
            return self.region_cells(name, scope.player);
        }
        let geometry = self.geometry.as_ref()?;
        if let Some(cell) = geometry.cell(&name.node) {
            let mut mask = vec![0; geometry.cell_count()];
            mask[cell as usize] = ALL_CLASSES;
            return Some(mask);
        }
        let mut known: Vec<String> = self.regions.names();
        if scope.dynamic {
            known.extend(["empty", "own", "enemy", "occupied"].map(String::from));
            known.extend(self.kinds.iter().cloned());
        }
        known.push("all".into());
        known.extend(geometry.names.iter().cloned());
        self.unknown("region or cell", &name.node, name.span, &known);
        None
    }

    /// `NAME of X`: a player's region, a labelled region, or the region the remembered label
    /// names now (every cell while nothing is remembered yet).
    fn region_of(&mut self, region: &Name, of: &Name, scope: Scope, span: Span) -> Option<Vec<u8>> {
        if self.regions.failed(&region.node) {
            return None;
        }
        if let Some(player) = self.players.iter().position(|p| *p == of.node) {
            return self.region_cells(region, Some(player as PlayerId));
        }
        let cells = self.geometry.as_ref()?.cell_count();
        let remembered = self.memory.as_ref().is_some_and(|m| m.name == of.node);
        let family: Vec<&RegionDef> = self.regions.named(&region.node).collect();
        if family.is_empty() {
            let known: Vec<String> = self.regions.names();
            self.unknown("region", &region.node, region.span, &known);
            return None;
        }
        if remembered {
            self.dynamic(span, scope, &of.node)?;
            if scope.memory == 0 {
                return Some(vec![ALL_CLASSES; cells]);
            }
        }
        let label = if remembered { self.labels[scope.memory as usize - 1].clone() } else { of.node.clone() };
        let family: Vec<&RegionDef> = self.regions.named(&region.node).collect();
        if let Some(found) = family.iter().find(|r| r.label.as_deref() == Some(label.as_str())) {
            return Some(found.cells.iter().map(|&b| if b { ALL_CLASSES } else { 0 }).collect());
        }
        if remembered && family.iter().any(|r| r.label.is_some()) {
            // The remembered label names no region of this family: no cell.
            return Some(vec![0; cells]);
        }
        let mut known: Vec<String> = family.iter().filter_map(|r| r.label.clone()).collect();
        known.extend(self.players.iter().cloned());
        known.extend(self.memory.iter().map(|m| m.name.clone()));
        self.unknown("player or label", &of.node, of.span, &known);
        None
    }

    /// A region's cells; a per-player region needs the player it is read for.
    fn region_cells(&mut self, name: &Name, player: Option<PlayerId>) -> Option<Vec<u8>> {
        let found = self.regions.named(&name.node).find(|r| r.player.is_none() || r.player == player);
        if let Some(region) = found {
            return Some(region.cells.iter().map(|&b| if b { ALL_CLASSES } else { 0 }).collect());
        }
        if !self.regions.exists(&name.node) {
            let known: Vec<String> = self.regions.names();
            self.unknown("region", &name.node, name.span, &known);
            return None;
        }
        let (message, help) = match player {
            Some(p) => (
                format!("region `{}` has no cells for player `{}`", name.node, self.players[p as usize]),
                format!("declare `region {} of {}: …`", name.node, self.players[p as usize]),
            ),
            None => (
                format!("region `{}` belongs to each player: say whose", name.node),
                format!(
                    "write `{} of PLAYER`, or use it in an action where it means the acting player's",
                    name.node
                ),
            ),
        };
        self.error(Diagnostic::new("E016", message, name.span).label("per-player region").help(help));
        None
    }

    fn coordinate_range(
        &mut self,
        lo: u32,
        hi: u32,
        span: Span,
        coordinate: impl Fn((u32, u32)) -> u32,
    ) -> Option<Vec<u8>> {
        let geometry = self.geometry.as_ref()?;
        if geometry.shape == Shape::Graph {
            // A graph board's spots sit where they are drawn, in no rows or columns.
            let diagnostic = Diagnostic::new("E015", "a graph board has no ranks or files", span)
                .label("ranks and files are a square or hex board's")
                .help("name the spots, or a region of them (`region home: A B C`)");
            self.error(diagnostic);
            return None;
        }
        let mask: Vec<u8> = geometry
            .coords
            .iter()
            .map(|&c| if (lo..=hi).contains(&coordinate(c)) { ALL_CLASSES } else { 0 })
            .collect();
        if mask.iter().all(|&m| m == 0) {
            let last_file = file_letters(geometry.width.saturating_sub(1));
            let label = format!("the board has ranks 1-{} and files a-{last_file}", geometry.height);
            self.error(Diagnostic::new("E015", "this range holds no cell of the board", span).label(label));
            return None;
        }
        Some(mask)
    }
}

impl Checker<'_> {
    /// `"?E"`: the cells whose names match, `?` standing for one character and `*` for any run.
    fn pattern_cells(&mut self, pattern: &Spanned<String>) -> Option<Vec<u8>> {
        let geometry = self.geometry.as_ref()?;
        let mask: Vec<u8> = geometry
            .names
            .iter()
            .map(|n| if matches_pattern(&pattern.node, n) { ALL_CLASSES } else { 0 })
            .collect();
        if mask.iter().all(|&m| m == 0) {
            let message = format!("no cell's name matches `{}`", pattern.node);
            let help =
                "`?` stands for one character and `*` for any number; other characters stand for themselves";
            self.error(Diagnostic::new("E015", message, pattern.span).label("matches no cell").help(help));
            return None;
        }
        Some(mask)
    }

    /// `a` → 1, `b` → 2…, `aa` → 27.
    fn file_number(&mut self, name: &Name) -> Option<u32> {
        let number = name.node.bytes().try_fold(0u32, |n, b| {
            b.is_ascii_lowercase().then(|| n.saturating_mul(26).saturating_add(u32::from(b - b'a') + 1))
        });
        if number.is_none() {
            let message = format!("`{}` is not a file letter", name.node);
            self.error(
                Diagnostic::new("E012", message, name.span).label("expected letters such as `a` or `c`"),
            );
        }
        number
    }
}

/// Whether `name` matches `pattern`, where `?` is any one character and `*` any run of them.
fn matches_pattern(pattern: &str, name: &str) -> bool {
    let (p, n): (Vec<char>, Vec<char>) = (pattern.chars().collect(), name.chars().collect());
    // `reach[j]`: the first i characters of the pattern can match the first j of the name.
    let mut reach = vec![false; n.len() + 1];
    reach[0] = true;
    for &c in &p {
        let mut next = vec![false; n.len() + 1];
        for j in 0..=n.len() {
            next[j] = match c {
                '*' => reach[j] || (j > 0 && next[j - 1]),
                '?' => j > 0 && reach[j - 1],
                c => j > 0 && reach[j - 1] && n[j - 1] == c,
            };
        }
        reach = next;
    }
    reach[n.len()]
}

#[cfg(test)]
mod tests {
    use super::matches_pattern;

    #[test]
    fn patterns_match_one_character_or_any_run() {
        assert!(matches_pattern("?E", "WE"));
        assert!(!matches_pattern("?E", "WEA"));
        assert!(matches_pattern("*E", "WAE"));
        assert!(matches_pattern("a*", "a10"));
        assert!(matches_pattern("*", ""));
        assert!(!matches_pattern("?", ""));
        assert!(matches_pattern("W?A", "WFA"));
    }

    /// A region of a thousand cells joined by `|` checks on a thread of a megabyte of stack:
    /// the chain is walked in a loop (a call of `eval` a cell took over a kilobyte each).
    #[test]
    fn a_long_union_of_cells_needs_no_deep_stack() {
        let cells: Vec<String> =
            (1..=40).flat_map(|rank| (b'a'..=b'y').map(move |f| format!("{}{rank}", f as char))).collect();
        let source = format!(
            "players a b\nboard square 25 x 40\npiece p\nregion wide: {}\naction place: place on empty & wide\n",
            cells.join(" | ")
        );
        let checked = std::thread::Builder::new()
            .stack_size(1024 * 1024)
            .spawn(move || crate::check::load(&source).map(|rules| rules.geometry.cell_count()))
            .expect("a thread")
            .join()
            .expect("no overflow");
        assert_eq!(checked.ok(), Some(1000));
    }
}

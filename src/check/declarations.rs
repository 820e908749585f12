//! Declarations: the game's title, players, board, piece kinds, hands, setup, regions and options.

use super::Checker;
use crate::compile::geometry::{BoardError, Cell, Geometry, Grid};
use crate::compile::rules::{
    About, GameOption, KindId, MAX_HAND, MAX_KINDS, MAX_PLAYERS, PlayerId, UNLIMITED,
};
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{Board, CellExpr, GameFile, HandCount, Item, Name, Span, Spanned};

/// What the declarations give besides the names the checker keeps.
pub(crate) struct Declared {
    pub title: String,
    pub about: About,
    pub hands: Vec<u32>,
    pub setup: Vec<(Cell, KindId, PlayerId)>,
    pub pass_when_stuck: bool,
}

impl Checker<'_> {
    /// Every gate names a declared option; options themselves cannot be gated.
    pub(super) fn check_gates(&mut self, file: &GameFile) {
        let declared: Vec<String> = file.option_names().map(String::from).collect();
        for (item, gate) in file.items.iter().zip(&file.gates) {
            let Some(gate) = gate else { continue };
            if matches!(item.node, Item::Option { .. }) {
                let message = "an option cannot depend on another option";
                self.error(Diagnostic::new("E016", message, gate.option.span).label("remove this gate"));
            } else if !declared.contains(&gate.option.node) {
                self.unknown("option", &gate.option.node, gate.option.span, &declared);
            }
        }
    }

    /// Reads every declaration; `None` when there is no usable board, players or pieces.
    pub(crate) fn declarations(&mut self, file: &GameFile) -> Option<Declared> {
        let mut title = None;
        let (mut description, mut author, mut year, mut source) = (None, None, None, None);
        let mut pass_when_stuck = false;
        for item in &file.items {
            match &item.node {
                Item::Game(name) => self.once(&mut title, name.node.clone(), item.span, "game"),
                Item::Description(text) => {
                    self.once(&mut description, text.node.clone(), item.span, "description")
                }
                Item::Author(text) => self.once(&mut author, text.node.clone(), item.span, "author"),
                Item::Year(number) => self.once(&mut year, number.node, item.span, "year"),
                Item::Source(text) => self.once(&mut source, text.node.clone(), item.span, "source"),
                Item::Players(names) => self.declare_players(names, item.span),
                Item::Board(board) => self.declare_board(board, item.span, file),
                Item::Piece(decls) => self.declare_kinds(decls),
                Item::Option { name, description } => self.declare_option(name, description),
                Item::PassWhenStuck => pass_when_stuck = true,
                _ => {}
            }
        }
        self.graph_statements_need_a_graph(file);
        self.require_basics(file)?;
        self.declare_teams(file);
        self.check_kind_count(file);
        self.declare_direction_sets(file);
        self.declare_facings(file);
        self.royal_declared = file.items.iter().any(|i| matches!(i.node, Item::Royal(_)));
        self.unmoved_declared = file.items.iter().any(|i| matches!(i.node, Item::Unmoved(_)));
        self.stacks_declared = file.items.iter().any(|i| matches!(i.node, Item::Stacks(_)));
        self.at_most = self.at_most(file);
        self.declare_regions(file);
        let hands = self.hands(file);
        let setup = self.setup(file);
        let about = About { description, author, year, source };
        Some(Declared {
            title: title.unwrap_or_else(|| "Untitled".into()),
            about,
            hands,
            setup,
            pass_when_stuck,
        })
    }

    fn check_kind_count(&mut self, file: &GameFile) {
        if self.kinds.len() > MAX_KINDS {
            let span = file.items.iter().rev().find(|i| matches!(i.node, Item::Piece(_))).map(|i| i.span);
            self.error(
                Diagnostic::new("E022", "too many piece kinds", span.unwrap_or_default())
                    .label(format!("at most {MAX_KINDS}")),
            );
        }
    }

    fn once<T>(&mut self, slot: &mut Option<T>, value: T, span: Span, what: &str) {
        if slot.is_some() {
            self.error(
                Diagnostic::new("E011", format!("`{what}` is declared twice"), span).label("second one here"),
            );
        } else {
            *slot = Some(value);
        }
    }

    fn declare_players(&mut self, names: &[Name], span: Span) {
        if !self.players.is_empty() {
            self.error(Diagnostic::new("E011", "`players` is declared twice", span).label("second one here"));
            return;
        }
        for name in names {
            self.add_unique_name(name, "player");
        }
        if names.len() > MAX_PLAYERS {
            self.error(
                Diagnostic::new("E022", format!("{} players is more than yon supports", names.len()), span)
                    .label(format!("at most {MAX_PLAYERS}")),
            );
        }
    }

    /// Adds a player or piece kind, refusing a name used twice.
    pub(crate) fn add_unique_name(&mut self, name: &Name, what: &str) {
        let list = if what == "player" { &mut self.players } else { &mut self.kinds };
        if list.contains(&name.node) {
            let message = format!("{what} `{}` is declared twice", name.node);
            self.error(Diagnostic::new("E011", message, name.span).label("already declared"));
        } else {
            list.push(name.node.clone());
        }
    }

    fn declare_board(&mut self, board: &Board, span: Span, file: &GameFile) {
        if self.geometry.is_some() || self.board_declared {
            self.error(Diagnostic::new("E011", "`board` is declared twice", span).label("second one here"));
            return;
        }
        self.board_declared = true;
        let grid = match *board {
            Board::Graph => {
                self.geometry = self.declare_graph(file, span);
                return;
            }
            Board::Square { ref width, ref height } => {
                Grid::Square { width: width.node, height: height.node }
            }
            Board::HexRhombus { ref width, ref height } => {
                Grid::HexRhombus { width: width.node, height: height.node }
            }
            Board::HexHexagon { ref radius } => Grid::HexHexagon { radius: radius.node },
        };
        match Geometry::build(grid) {
            Ok(geometry) => self.geometry = Some(geometry),
            Err(BoardError::Empty) => self.error(
                Diagnostic::new("E015", "the board has no cells", span)
                    .label("width and height must be at least 1"),
            ),
            Err(BoardError::TooLarge(n)) => self.error(
                Diagnostic::new("E015", format!("the board has {n} cells, more than yon supports"), span)
                    .label(format!("at most {}", crate::compile::geometry::MAX_CELLS)),
            ),
        }
    }

    /// `spot`, `line` and `ring` describe a graph board; on a grid they are mistakes.
    fn graph_statements_need_a_graph(&mut self, file: &GameFile) {
        let graph = file.items.iter().any(|i| i.node == Item::Board(Board::Graph));
        for item in &file.items {
            let word = match &item.node {
                Item::Spots(_) => "spot",
                Item::Link { ring: false, .. } => "line",
                Item::Link { ring: true, .. } => "ring",
                _ => continue,
            };
            if !graph {
                let message = format!("`{word}` describes a graph board, but this board is not one");
                self.error(
                    Diagnostic::new("E015", message, item.span)
                        .label("only with `board graph`")
                        .help("grid boards have their cells and lines already"),
                );
            }
        }
    }

    fn declare_option(&mut self, name: &Name, description: &Spanned<String>) {
        if self.options.iter().any(|o| o.name == name.node) {
            let message = format!("option `{}` is declared twice", name.node);
            self.error(Diagnostic::new("E011", message, name.span).label("already declared"));
            return;
        }
        self.options.push(GameOption { name: name.node.clone(), description: description.node.clone() });
    }

    /// A game needs players, a board and at least one piece kind before anything else can be checked.
    fn require_basics(&mut self, file: &GameFile) -> Option<()> {
        // Said where the game begins, where these statements belong, not after its last rule.
        let first = file.items.first().map_or(Span::default(), |i| Span::new(i.span.start, i.span.start));
        let board_ok = self.geometry.is_some() || file.items.iter().any(|i| matches!(i.node, Item::Board(_)));
        let sows = file.items.iter().any(|i| matches!(i.node, Item::Seeds { .. }));
        let missing: Vec<(&str, &str)> = [
            (self.players.is_empty(), "players", "add `players first second`"),
            (!board_ok, "board", "add `board square 8 x 8` (or `board hex 5 x 5`, `board hex radius 2`)"),
            // A game of seeds alone needs no piece kind.
            (self.kinds.is_empty() && !sows, "piece", "add `piece stone`"),
        ]
        .into_iter()
        .filter(|(missing, _, _)| *missing)
        .map(|(_, what, help)| (what, help))
        .collect();
        for (what, help) in &missing {
            let diagnostic = Diagnostic::new("E010", format!("the game declares no `{what}`"), first);
            let diagnostic = match file.items.is_empty() {
                true => diagnostic,
                false => diagnostic.label(format!("declare `{what}` here, before the rules")),
            };
            self.error(diagnostic.help(*help));
        }
        (missing.is_empty() && self.geometry.is_some()).then_some(())
    }

    /// Every player's hand of every kind, `[player * kinds + kind]`: a hand `for PLAYER` is
    /// that player's, in place of the hand every player has.
    fn hands(&mut self, file: &GameFile) -> Vec<u32> {
        let (kinds, players) = (self.kinds.len(), self.players.len());
        // Slot `players` of each kind is every player's hand.
        let mut hands: Vec<Option<u32>> = vec![None; kinds * (players + 1)];
        for item in &file.items {
            let Item::Hand { kinds: named, count, player, shared } = &item.node else { continue };
            for kind in named {
                let Some(k) = self.kind(kind) else { continue };
                if *shared {
                    self.shared_hands |= 1 << k;
                }
                self.hand(&mut hands, (k, kind), count, player.as_ref(), item.span);
            }
        }
        let every = |k: usize| hands[players * kinds + k].unwrap_or(0);
        (0..players * kinds).map(|slot| hands[slot].unwrap_or_else(|| every(slot % kinds))).collect()
    }

    /// One hand statement's count of one kind, in its slot.
    fn hand(
        &mut self,
        hands: &mut [Option<u32>],
        (k, kind): (KindId, &Name),
        count: &Spanned<HandCount>,
        player: Option<&Name>,
        span: Span,
    ) {
        let (kinds, players) = (self.kinds.len(), self.players.len());
        let whose = match player {
            Some(name) => match self.player(name) {
                Some(p) => p as usize,
                None => return,
            },
            None => players,
        };
        let slot = whose * kinds + k as usize;
        if hands[slot].is_some() {
            let message = match player {
                Some(name) => format!("{}'s hand of `{}` is declared twice", name.node, kind.node),
                None => format!("the hand of `{}` is declared twice", kind.node),
            };
            self.error(Diagnostic::new("E011", message, span).label("second one here"));
        }
        hands[slot] = Some(match count.node {
            HandCount::Finite(n) if n > MAX_HAND => {
                let message = format!("a hand of {n} pieces is more than yon supports");
                self.error(
                    Diagnostic::new("E002", message, count.span)
                        .label(format!("at most {MAX_HAND}"))
                        .help("write `unlimited` for a supply that never runs out"),
                );
                return;
            }
            HandCount::Finite(n) => n,
            HandCount::Unlimited => UNLIMITED,
        });
    }

    fn setup(&mut self, file: &GameFile) -> Vec<(Cell, KindId, PlayerId)> {
        let mut setup: Vec<(Cell, KindId, PlayerId)> = Vec::new();
        let mut taken = vec![false; self.geometry.as_ref().map_or(0, |g| g.cell_count())];
        for item in &file.items {
            let Item::Setup { player, kind, cells, random: None } = &item.node else { continue };
            // `setup neutral KIND: …`: pieces nobody owns, unless a player is called `neutral`.
            let neutral = player.node == super::stacks::NEUTRAL && !self.players.contains(&player.node);
            let player_id = if neutral { None } else { self.player(player) };
            let kind_id = match kind {
                Some(kind) => self.kind(kind),
                None => self.only_kind(item.span),
            };
            let Some(mask) = self.eval_fixed(cells, player_id) else { continue };
            let player_id = if neutral { Some(crate::compile::rules::NOBODY) } else { player_id };
            let chosen: Vec<Cell> = (0..mask.len()).filter(|&c| mask[c] != 0).map(|c| c as Cell).collect();
            // With stacks, a cell set up again holds a stack: the later piece on top.
            let again = chosen.iter().find(|&&c| taken[c as usize] && !self.stacks_declared);
            if let Some(&twice) = again {
                let name = self.geometry.as_ref().map_or(String::new(), |g| g.names[twice as usize].clone());
                let message = format!("cell `{name}` is set up twice");
                let span = cell_span(cells, &name).unwrap_or(cells.span);
                self.error(Diagnostic::new("E020", message, span).label("already holds a piece"));
                continue;
            }
            chosen.iter().for_each(|&c| taken[c as usize] = true);
            if let (Some(p), Some(k)) = (player_id, kind_id) {
                setup.extend(chosen.into_iter().map(|c| (c, k, p)));
            }
        }
        setup
    }

    /// `team: A B`: every player is on one team, alone unless a `team` statement says otherwise.
    fn declare_teams(&mut self, file: &GameFile) {
        self.teams = (0..self.players.len()).map(|p| 1u8 << p).collect();
        let mut placed = vec![false; self.players.len()];
        for item in &file.items {
            let Item::Team(names) = &item.node else { continue };
            let members: Vec<(PlayerId, Span)> =
                names.iter().filter_map(|n| self.player(n).map(|p| (p, n.span))).collect();
            let mask = members.iter().fold(0u8, |m, &(p, _)| m | 1 << p);
            for &(p, span) in &members {
                if placed[p as usize] {
                    let message = format!("player `{}` is on two teams", self.players[p as usize]);
                    self.error(Diagnostic::new("E011", message, span).label("already on a team"));
                    continue;
                }
                placed[p as usize] = true;
                self.teams[p as usize] = mask;
            }
        }
    }

    /// The sole piece kind, for statements that may leave the kind out.
    pub(crate) fn only_kind(&mut self, span: Span) -> Option<KindId> {
        if self.kinds.len() == 1 {
            return Some(0);
        }
        let help = format!(
            "name the kind after the player, one of {}: `setup PLAYER KIND: CELLS`",
            super::unknown::abbreviate(&self.kinds)
        );
        self.error(
            Diagnostic::new("E013", "which piece kind?", span).label("the game has several kinds").help(help),
        );
        None
    }

    pub(crate) fn player(&mut self, name: &Name) -> Option<PlayerId> {
        let found = self.players.iter().position(|p| *p == name.node);
        if found.is_none() {
            self.unknown("player", &name.node, name.span, &self.players.clone());
        }
        found.map(|p| p as PlayerId)
    }

    pub(crate) fn kind(&mut self, name: &Name) -> Option<KindId> {
        let found = self.kinds.iter().position(|k| *k == name.node);
        if found.is_none() {
            self.unknown("piece kind", &name.node, name.span, &self.kinds.clone());
        }
        found.map(|k| k as KindId)
    }
}

/// Where a cell set names the cell `name` itself, if it does.
fn cell_span(cells: &Spanned<CellExpr>, name: &str) -> Option<Span> {
    match &cells.node {
        CellExpr::Name(n) if n.node == name => Some(n.span),
        CellExpr::Or(a, b) | CellExpr::And(a, b) | CellExpr::Minus(a, b) => {
            cell_span(a, name).or_else(|| cell_span(b, name))
        }
        _ => None,
    }
}

//! Notation: actions printed and read as RULINGS §0 spells them — `c3`, `P*e5`, `c3-e5`, `pass`,
//! `end`, `swap` (seats), and `xc3` (remove), `~c3` (flip), `e7-e8=Q` (promote), `a1-b2/2` (the
//! top two pieces of a stack, `top`) — with the path spelt out (`S-C-N`) where the board lets a move join the same two
//! cells by different paths, so that every legal action has a name of its own.

use super::action::{Action, END, PASS, ROLL};
use super::legal::Illegal;
use super::position::kind_of;
use super::reading::normalise;
use super::state::State;
use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::paths::cells_between;
use crate::compile::rules::{Motion, Movement, Rules};

/// `roll 5-3` as `roll 3-5`: the dice of a throw smallest first (anything else unchanged).
fn roll_in_order(typed: &str) -> String {
    let Some(dice) = typed.strip_prefix("roll ") else { return typed.to_string() };
    let mut values: Vec<&str> = dice.trim().split('-').collect();
    values.sort_by_key(|v| (v.parse::<u32>().unwrap_or(u32::MAX), *v));
    format!("roll {}", values.join("-"))
}

/// The letter a kind is written with in drops (`piece knight "N"`; by default its name's
/// first letter, in capitals).
pub fn kind_letter(rules: &Rules, kind: u8) -> &str {
    rules.pieces.letters.get(kind as usize).map_or("?", String::as_str)
}

/// An action as typed, read into its parts; a part left out matches any value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Wanted {
    Word(Action),
    /// `turn`: a shape's turn (`:1`), any when left out.
    Place {
        kind: Option<u8>,
        to: Cell,
        turn: Option<u8>,
    },
    Take {
        flip: bool,
        at: Cell,
    },
    /// `count`: how many of the top pieces of the stack move (`/2`; 0 for the whole stack);
    /// `line`: the other end of a line that steps abreast (`/f3`).
    Move {
        from: Cell,
        path: Option<Vec<Cell>>,
        to: Cell,
        promote: Promote,
        count: Option<u8>,
        line: Option<Cell>,
    },
}

/// The promotion a typed move asks for: none, `+` (any, when there is one choice), `=Q`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Promote {
    No,
    Any,
    To(u8),
}

impl Promote {
    fn of(action: Action) -> Promote {
        match action.promote {
            0 => Promote::No,
            kind => Promote::To(kind - 1),
        }
    }

    fn fits(self, promote: u8) -> bool {
        match self {
            Promote::No => promote == 0,
            Promote::Any => promote != 0,
            Promote::To(kind) => promote == kind + 1,
        }
    }
}

impl State {
    /// The action's name: the one `legal` prints, records hold and `parse_action` reads back.
    pub fn format(&self, action: Action) -> String {
        let names = &self.rules.geometry.names;
        match action.rule {
            PASS => "pass".into(),
            END => "end".into(),
            ROLL => self.roll_name(action),
            rule => match &self.rules.actions[rule as usize].motion {
                Motion::Take { flip: None, .. } => format!("x{}", names[action.to as usize]),
                Motion::Take { flip: Some(_), .. } => format!("~{}", names[action.to as usize]),
                Motion::Place { .. } => {
                    let cell = &names[action.to as usize];
                    // A shape turned names its turn: `F*c3:1` is F a quarter turn round, its
                    // anchor on c3.
                    let turn = match self.rules.shapes.has(action.kind) && action.dir != 0 {
                        true => format!(":{}", action.dir),
                        false => String::new(),
                    };
                    if self.rules.placements_name_kind() {
                        format!("{}*{cell}{turn}", kind_letter(&self.rules, action.kind))
                    } else {
                        format!("{cell}{turn}")
                    }
                }
                // A sowing is named by its cell and the cell its last seed falls on.
                Motion::Move { .. } | Motion::Sow { .. } => self.move_name(action),
                Motion::Swap => "swap".into(),
                Motion::Along { routes, .. } => {
                    let end = |cell: Cell| names.get(cell as usize).map_or("off", String::as_str);
                    let name = format!("{}-{}", end(action.from), end(action.to));
                    // Off by more than the count (`or beyond`) names its die: with 5 and 6 to
                    // play, `l1-off` uses the 5 and `l1-off(6)` the 6.
                    let route = &self.rules.routes[routes[self.s.to_move as usize] as usize];
                    let exact = (route.cells.len() as u32 + 1).saturating_sub(route.place_of(action.from));
                    match action.to == NO_CELL && action.from != NO_CELL && u32::from(action.dir) > exact {
                        true => format!("{name}({})", action.dir),
                        false => name,
                    }
                }
            },
        }
    }

    /// `roll 3-5`: the values the dice show, smallest first (their total, when only that is read;
    /// the opening throw's in `players` order); `setup d4-e5`: the cells a random setup draws.
    fn roll_name(&self, action: Action) -> String {
        if let Some(cells) = self.drawn(action) {
            let names: Vec<&str> =
                cells.iter().map(|&c| self.rules.geometry.names[c as usize].as_str()).collect();
            return format!("setup {}", names.join("-"));
        }
        let values: Vec<String> = self.thrown(action).unwrap_or_default().iter().map(u8::to_string).collect();
        format!("roll {}", values.join("-"))
    }

    /// `from-to`, with the path between where the board needs it, and the promotion.
    fn move_name(&self, action: Action) -> String {
        let names = &self.rules.geometry.names;
        let mut name = names[action.from as usize].clone();
        if self.rules.paths.names_path(action.from, action.to) {
            for cell in self.path_of(action) {
                name.push('-');
                name.push_str(&names[cell as usize]);
            }
        }
        name.push('-');
        name.push_str(&names[action.to as usize]);
        name.push_str(&self.promotion_suffix(action));
        // Only a move of a `top` rule carries a count, and of an `abreast` rule a line.
        if action.kind != 0 {
            name.push_str(&self.count_suffix(action));
        }
        name
    }

    /// `+` for a promotion to the one kind the piece may become, `=Q` to one of several.
    fn promotion_suffix(&self, action: Action) -> String {
        if action.promote == 0 {
            return String::new();
        }
        if self.promotion_choices(action.from) == 1 {
            "+".into()
        } else {
            format!("={}", kind_letter(&self.rules, action.promote - 1))
        }
    }

    /// How many kinds the piece on `from` may promote to (1 when it is not known).
    fn promotion_choices(&self, from: Cell) -> usize {
        match self.position.board.get(from as usize).copied().unwrap_or(0) {
            0 => 1,
            piece => self.rules.pieces.promotion[kind_of(piece) as usize].as_ref().map_or(1, |p| p.to.len()),
        }
    }

    /// The cells a move passes between its start and its end (none for a step or a leap).
    pub fn path_of(&self, action: Action) -> Vec<Cell> {
        match self.rules.actions.get(action.rule as usize).map(|a| &a.motion) {
            Some(Motion::Move { movement: Movement::Leap { .. } | Movement::Anywhere { .. }, .. })
            | Some(
                Motion::Place { .. }
                | Motion::Take { .. }
                | Motion::Swap
                | Motion::Sow { .. }
                | Motion::Along { .. },
            )
            | None => Vec::new(),
            Some(Motion::Move { .. }) => {
                cells_between(&self.rules.geometry, action.from, action.dir, action.to).unwrap_or_default()
            }
        }
    }

    /// Reads one action and finds it among the legal actions now. Besides its name, an action
    /// may be typed with its piece letter (`M*a1`) or its path (`a1-a2-a3`) spelt out, or
    /// without them where that leaves one legal action; and with the shorthands of RULINGS §0
    /// (`c3xe5`, `Pc3-c4`), which are tried only when the text as typed names no legal action,
    /// so that a name (`cyk1-xa1` on a wide board) never reads as another action.
    pub fn parse_action(&mut self, text: &str) -> Result<Action, Illegal> {
        let typed = text.trim();
        let short = normalise(typed);
        let spellings = if short == typed { vec![typed] } else { vec![typed, short.as_str()] };
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        // A legal action's own name always reads as it (`g1-off`, the opening throw's `roll 5-3`),
        // and a throw with its dice in any order (`roll 5-3` is `roll 3-5`).
        for exact in [typed.to_string(), roll_in_order(typed)] {
            if let Some(&named) = legal.iter().find(|&&a| self.format(a) == exact) {
                return Ok(named);
            }
        }
        let (mut asked, mut malformed) = (None, None);
        for spelling in spellings {
            match self.read(spelling) {
                Ok(wanted) => {
                    if let Some(action) = self.fitting(&legal, &wanted, spelling)? {
                        return Ok(action);
                    }
                    asked.get_or_insert((wanted, spelling));
                }
                Err(why) => {
                    malformed.get_or_insert(why);
                }
            }
        }
        if self.s.result.is_some() {
            return Err(Illegal::GameOver);
        }
        let reason = match asked {
            Some((wanted, spelling)) => self.why_not_wanted(&wanted, spelling, &legal),
            None => Illegal::Malformed(malformed.unwrap_or_default()),
        };
        Err(match self.hint(typed, &legal) {
            Some(hint) => Illegal::Hinted { reason: Box::new(reason), hint },
            None => reason,
        })
    }

    /// The one legal action that fits, none, or the choices when several do and none is
    /// named exactly so.
    fn fitting(&self, legal: &[Action], wanted: &Wanted, typed: &str) -> Result<Option<Action>, Illegal> {
        let fitting: Vec<Action> = legal.iter().copied().filter(|&a| self.fits(a, wanted)).collect();
        match fitting.as_slice() {
            [] => Ok(None),
            [one] => Ok(Some(*one)),
            several => match several.iter().find(|&&a| self.format(a) == typed) {
                Some(&exact) => Ok(Some(exact)),
                None => {
                    let choices = several.iter().map(|&a| self.format(a)).collect();
                    Err(Illegal::Ambiguous { action: typed.to_string(), choices })
                }
            },
        }
    }

    /// Whether a legal action is the one asked for.
    pub(crate) fn fits(&self, action: Action, wanted: &Wanted) -> bool {
        match *wanted {
            Wanted::Word(word) => action == word,
            Wanted::Place { kind, to, turn } => {
                action.from == NO_CELL
                    && !action.is_word()
                    && self.is_placement(action)
                    && action.to == to
                    && kind.is_none_or(|k| k == action.kind)
                    && turn.is_none_or(|t| t == action.dir)
            }
            Wanted::Take { flip, at } => {
                action.to == at
                    && matches!(self.motion(action), Some(Motion::Take { flip: f, .. }) if f.is_some() == flip)
            }
            Wanted::Move { from, ref path, to, promote, count, line } => {
                let ends = match line {
                    None => action.from == from && action.to == to,
                    Some(end) => self.line_named(action, from, to, end),
                };
                ends && promote.fits(action.promote)
                    && count.is_none_or(|n| n == action.kind)
                    && path.as_ref().is_none_or(|p| *p == self.path_of(action))
            }
        }
    }

    /// An action as asked for: every part it has, the path only where notation names it.
    pub(crate) fn wanted(&self, action: Action) -> Wanted {
        match action.rule {
            PASS | END => Wanted::Word(action),
            rule if Some(rule) == self.rules.play.swap => Wanted::Word(action),
            _ => match self.motion(action) {
                Some(Motion::Take { flip, .. }) => Wanted::Take { flip: flip.is_some(), at: action.to },
                Some(Motion::Move { .. }) => self.wanted_move(action),
                _ => {
                    let turn = self.rules.shapes.has(action.kind).then_some(action.dir);
                    Wanted::Place { kind: Some(action.kind), to: action.to, turn }
                }
            },
        }
    }

    fn wanted_move(&self, action: Action) -> Wanted {
        let named = self.rules.paths.names_path(action.from, action.to);
        let path = named.then(|| self.path_of(action));
        let count = Some(action.kind);
        Wanted::Move {
            from: action.from,
            path,
            to: action.to,
            promote: Promote::of(action),
            count,
            line: None,
        }
    }

    fn motion(&self, action: Action) -> Option<&Motion> {
        self.rules.actions.get(action.rule as usize).map(|a| &a.motion)
    }

    fn is_placement(&self, action: Action) -> bool {
        matches!(self.motion(action), Some(Motion::Place { .. }))
    }
}

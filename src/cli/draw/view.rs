//! View: what each cell shows — its piece, its region, whether the last action touched it —
//! worked out once from a state, for the text board and the SVG picture alike.

use crate::compile::geometry::{Cell, NO_CELL};
use crate::compile::rules::Rules;
use crate::engine::{State, kind_of, owner_of};

/// A piece as drawn: its owner, the letter it is shown with and, where letter case cannot tell
/// the owners apart (several kinds, more than two players), the owner's mark after it (`Sw`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub owner: u8,
    pub letter: char,
    pub mark: Option<char>,
}

impl Shown {
    /// The piece as text: one character, or two with the owner's mark.
    pub fn text(&self) -> String {
        self.mark.map_or_else(|| self.letter.to_string(), |mark| format!("{}{mark}", self.letter))
    }
}

/// What the last action did to a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    None,
    /// A piece moved away from here.
    From,
    /// A piece was placed or moved here.
    To,
}

/// One cell as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView {
    pub piece: Option<Shown>,
    /// Index into `View::regions` of the first shown region holding the cell.
    pub region: Option<usize>,
    pub touch: Touch,
}

/// A position ready to draw.
pub struct View {
    pub cells: Vec<CellView>,
    /// Labels of the regions worth colouring: declared, not empty, not the whole board.
    pub regions: Vec<String>,
    /// Whether pieces carry their kind's letter (several kinds) or their owner's mark.
    pub letters_are_kinds: bool,
    /// Whether pieces carry their kind's letter and their owner's mark (`Sw`): several kinds
    /// and more than two players, where upper and lower case tell only two owners apart.
    pub owners_marked: bool,
}

/// The letter shown for each player's pieces: the first letter of the name, or a digit when
/// two names share it.
pub fn player_marks(players: &[String]) -> Vec<char> {
    let firsts: Vec<char> =
        players.iter().map(|p| p.chars().next().unwrap_or('?').to_ascii_uppercase()).collect();
    let unique = firsts.iter().enumerate().all(|(i, c)| !firsts[..i].contains(c));
    if unique { firsts } else { (0..players.len()).map(|i| char::from(b'1' + i as u8)).collect() }
}

pub fn view(state: &State) -> View {
    let rules = state.rules();
    let count = rules.geometry.cell_count();
    let shown: Vec<usize> = (0..rules.regions.len())
        .filter(|&r| !rules.regions[r].cells.is_empty() && rules.regions[r].cells.len() < count)
        .collect();
    let mut region_of = vec![None; count];
    for (index, &r) in shown.iter().enumerate().rev() {
        for &cell in &rules.regions[r].cells {
            region_of[cell as usize] = Some(index);
        }
    }
    let (from, to) = state.last_action().map_or((NO_CELL, NO_CELL), |a| (a.from, a.to));
    let marks = player_marks(&rules.players);
    let owners_marked = owners_marked(rules);
    let cells = (0..count)
        .map(|cell| CellView {
            piece: shown_piece(rules, &marks, state.board()[cell], owners_marked),
            region: region_of[cell],
            touch: touch(cell as Cell, from, to),
        })
        .collect();
    let regions = shown.iter().map(|&r| region_label(rules, r)).collect();
    View { cells, regions, letters_are_kinds: rules.kinds.len() > 1, owners_marked }
}

/// Several kinds and more than two players: a piece shows its kind's letter and its owner's mark.
fn owners_marked(rules: &Rules) -> bool {
    rules.kinds.len() > 1 && rules.players.len() > 2
}

fn touch(cell: Cell, from: Cell, to: Cell) -> Touch {
    if cell == to {
        Touch::To
    } else if cell == from {
        Touch::From
    } else {
        Touch::None
    }
}

/// How a piece nobody controls (a blockade) is drawn.
pub const BLOCKADE: char = '#';

/// Several kinds: the kind's letter, capital for the first of two players, or capital with
/// the owner's mark in small letters after it for more players (`Sw`); one kind: the owner's
/// mark; a piece nobody controls: `#`.
fn shown_piece(rules: &Rules, marks: &[char], piece: crate::engine::Piece, marked: bool) -> Option<Shown> {
    if piece == 0 {
        return None;
    }
    let owner = owner_of(piece);
    let mark = marks.get(owner as usize).copied();
    let (letter, mark) = if owner == crate::engine::NOBODY {
        (BLOCKADE, marked.then_some(' '))
    } else if rules.kinds.len() > 1 {
        let letter = crate::engine::kind_letter(rules, kind_of(piece)).chars().next().unwrap_or('?');
        if marked {
            (letter.to_ascii_uppercase(), Some(mark.unwrap_or('?').to_ascii_lowercase()))
        } else if owner == 0 {
            (letter.to_ascii_uppercase(), None)
        } else {
            (letter.to_ascii_lowercase(), None)
        }
    } else {
        (mark.unwrap_or('#'), None)
    };
    Some(Shown { owner, letter, mark })
}

/// `neutral`, `colour of white` for a region declared per player, `zone of E` for a member
/// of a labelled family.
fn region_label(rules: &Rules, index: usize) -> String {
    let region = &rules.regions[index];
    match (region.player, &region.label) {
        (Some(p), _) => format!("{} of {}", region.name, rules.players[p as usize]),
        (None, Some(label)) => format!("{} of {label}", region.name),
        (None, None) => region.name.clone(),
    }
}

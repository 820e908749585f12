//! View: what each cell shows — its piece, its region, what the last turn did to it — worked
//! out once from a state, for the text board and the SVG picture alike.

use super::recent::{Recent, Touch, touches};
use yon::compile::rules::Rules;
use yon::engine::{State, kind_of, owner_of};

/// A piece as drawn: its owner, the letter it is shown with and, where letter case cannot tell
/// the owners apart, the owner's mark after it (`Sw`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub owner: u8,
    pub letter: char,
    pub mark: Option<char>,
    /// How many pieces stand on the cell, the top one shown (1 but in a game with `stacks`).
    pub height: u32,
    /// The piece's first value, in a game that declares one (`value`).
    pub value: Option<i32>,
    /// The flags the piece carries, a bit per declared flag (`flag`), in their order.
    pub flags: u32,
}

impl Shown {
    /// The piece as text: one character, or two with the owner's mark; a stack of two or more
    /// adds its height (`S3`; `S+` above nine), and a piece with a value its value the same way.
    pub fn text(&self) -> String {
        let piece =
            self.mark.map_or_else(|| self.letter.to_string(), |mark| format!("{}{mark}", self.letter));
        let shown = match self.value {
            Some(value) => value.max(0) as u32,
            None => self.height,
        };
        match shown {
            _ if self.value.is_none() && shown <= 1 => piece,
            0..=9 => format!("{}{shown}", piece.trim_end()),
            _ => format!("{}+", piece.trim_end()),
        }
    }
}

/// One cell as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView {
    pub piece: Option<Shown>,
    /// Index into `View::regions` of the first shown region holding the cell.
    pub region: Option<usize>,
    pub touch: Touch,
    /// The seeds on the cell, in a game that has seeds.
    pub seeds: Option<u32>,
    /// Whether the cell shows why the game ended: the winning line, the joining group.
    pub winning: bool,
    /// The shaped piece covering the cell (`tiles`): every cell of one placed shape has the
    /// same number, so that it is drawn as one piece.
    pub tile: Option<u32>,
}

/// A position ready to draw.
pub struct View {
    pub cells: Vec<CellView>,
    /// Labels of the regions worth colouring: declared, not empty, not the whole board.
    pub regions: Vec<String>,
    /// Whether pieces carry their kind's letter (several kinds) or their owner's mark.
    pub letters_are_kinds: bool,
    /// Whether pieces carry their kind's letter and their owner's mark (`Sw`): several kinds
    /// where upper and lower case cannot tell the owners apart (see `Marking`).
    pub owners_marked: bool,
    /// How each player's pieces look, for the legend: exactly what the board shows of them.
    pub legend_marks: Vec<String>,
    /// The names of the game's flags, in the order of `Shown::flags`' bits.
    pub flags: Vec<String>,
}

/// How the owners of pieces are told apart in plain text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Marking {
    /// One kind: a piece is its owner's mark.
    Owner,
    /// Several kinds, two players, letters that have a case: the first player's in capitals.
    Case,
    /// Several kinds otherwise: the kind's letter, then the owner's mark (`Ks`).
    Both,
}

/// The letter shown for each player's pieces: the first letter of the name, or a digit when
/// two names share it.
pub fn player_marks(players: &[String]) -> Vec<char> {
    let firsts: Vec<char> =
        players.iter().map(|p| p.chars().next().unwrap_or('?').to_ascii_uppercase()).collect();
    let unique = firsts.iter().enumerate().all(|(i, c)| !firsts[..i].contains(c));
    if unique { firsts } else { (0..players.len()).map(|i| char::from(b'1' + i as u8)).collect() }
}

pub fn view(state: &State, recent: &Recent) -> View {
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
    let touch = touches(recent, count);
    let marks = player_marks(&rules.players);
    let marking = marking(rules);
    let mut winning = vec![false; count];
    state.result_cells().into_iter().for_each(|cell| winning[cell as usize] = true);
    let tiles = super::tiles::tiles(state);
    let cells = (0..count)
        .map(|cell| CellView {
            piece: shown_piece(rules, &marks, state.board()[cell], marking).map(|shown| Shown {
                height: state.height(cell as u16),
                value: value_of(rules, state, cell),
                flags: flags_of(rules, state, cell),
                ..shown
            }),
            region: region_of[cell],
            touch: touch[cell],
            seeds: rules.sowing.has_seeds().then(|| state.seeds(cell as yon::compile::geometry::Cell)),
            winning: winning[cell],
            tile: tiles[cell],
        })
        .collect();
    let regions = shown.iter().map(|&r| region_label(rules, r)).collect();
    let legend_marks = marks
        .iter()
        .enumerate()
        .map(|(p, &mark)| match marking {
            Marking::Owner => mark.to_string(),
            Marking::Case if p == 0 => "ABC".to_string(),
            Marking::Case => "abc".to_string(),
            Marking::Both => mark.to_ascii_lowercase().to_string(),
        })
        .collect();
    // A stack's height takes the place of an owner's mark: cells two characters wide.
    // So does a piece's value.
    let owners_marked =
        marking == Marking::Both || rules.stacks || rules.moves_neutral() || !rules.values.names.is_empty();
    let flags = rules.values.flags.clone();
    View { cells, regions, letters_are_kinds: rules.kinds.len() > 1, owners_marked, legend_marks, flags }
}

/// The first value of the piece on `cell`, in a game that declares a value.
fn value_of(rules: &Rules, state: &State, cell: usize) -> Option<i32> {
    (!rules.values.names.is_empty()).then(|| state.value(cell as yon::compile::geometry::Cell, 0))
}

/// The flags of the piece on `cell`, a bit each (0 in a game that declares none).
pub fn flags_of(rules: &Rules, state: &State, cell: usize) -> u32 {
    let values = &rules.values;
    match values.flags.is_empty() {
        true => 0,
        false => state.value(cell as yon::compile::geometry::Cell, values.flag_slot()) as u32,
    }
}

/// Case tells two owners apart only when every kind's letter has a case and no two letters
/// differ by case alone (`K` and `k` for two kinds, or a digit, would mislead).
fn marking(rules: &Rules) -> Marking {
    let letters = &rules.pieces.letters;
    let cased = letters.iter().all(|l| l.chars().all(|c| c.is_ascii_alphabetic()));
    let folded: Vec<String> = letters.iter().map(|l| l.to_ascii_lowercase()).collect();
    let distinct = folded.iter().enumerate().all(|(i, l)| !folded[..i].contains(l));
    match (rules.kinds.len(), rules.players.len()) {
        (0 | 1, _) => Marking::Owner,
        (_, 1 | 2) if cased && distinct => Marking::Case,
        _ => Marking::Both,
    }
}

/// The mark after a neutral piece's letter (`N*`), which nobody owns and the players move.
pub const NEUTRAL_MARK: char = '*';

/// How a piece nobody controls (a blockade) is drawn.
pub const BLOCKADE: char = '#';

/// Several kinds: the kind's letter, capital for the first of two players, or capital with
/// the owner's mark in small letters after it (`Sw`); one kind: the owner's mark; a piece
/// nobody controls: `#`.
fn shown_piece(rules: &Rules, marks: &[char], piece: yon::engine::Piece, marking: Marking) -> Option<Shown> {
    if piece == 0 {
        return None;
    }
    let owner = owner_of(piece);
    let mark = marks.get(owner as usize).copied();
    let marked = marking == Marking::Both;
    let (letter, mark) = if owner == yon::engine::NOBODY && rules.moves_neutral() {
        // A neutral piece, which the players move: its kind's letter, in capitals, and `*`.
        let letter = yon::engine::kind_letter(rules, kind_of(piece)).chars().next().unwrap_or('?');
        (letter.to_ascii_uppercase(), Some(NEUTRAL_MARK))
    } else if owner == yon::engine::NOBODY {
        (BLOCKADE, marked.then_some(' '))
    } else if rules.kinds.len() > 1 {
        let letter = yon::engine::kind_letter(rules, kind_of(piece)).chars().next().unwrap_or('?');
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
    Some(Shown { owner, letter, mark, height: 1, value: None, flags: 0 })
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

//! Squares, pieces and how each piece moves relative to the direction it faces.

/// A square as (file, rank), both 0-based: `a1` is (0, 0), `i9` is (8, 8).
pub type Sq = (i32, i32);

/// The board is 9 × 9 in both variants.
pub const SIZE: i32 = 9;

/// The kinds of piece; `K` is the king (never in hand).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    K,
    R,
    B,
    G,
    S,
    N,
    L,
    P,
}

/// The kinds a hand can hold, in the order of a hand's counts.
pub const HAND_KINDS: [Kind; 7] = [Kind::R, Kind::B, Kind::G, Kind::S, Kind::N, Kind::L, Kind::P];

impl Kind {
    /// The letter of the notation (`K R B G S N L P`).
    pub fn letter(self) -> char {
        match self {
            Kind::K => 'K',
            Kind::R => 'R',
            Kind::B => 'B',
            Kind::G => 'G',
            Kind::S => 'S',
            Kind::N => 'N',
            Kind::L => 'L',
            Kind::P => 'P',
        }
    }

    /// The kind a letter names.
    pub fn from_letter(c: char) -> Option<Kind> {
        [Kind::K, Kind::R, Kind::B, Kind::G, Kind::S, Kind::N, Kind::L, Kind::P]
            .into_iter()
            .find(|k| k.letter() == c)
    }

    /// Where this kind's count sits in a hand; the king has no place.
    pub fn hand_index(self) -> usize {
        HAND_KINDS.iter().position(|&k| k == self).expect("a king is never captured or dropped")
    }

    /// Kings and golds never promote.
    pub fn promotes(self) -> bool {
        !matches!(self, Kind::K | Kind::G)
    }
}

/// A piece on the board. `facing` is the direction index of `forward`; `controller` is the
/// player who moves it (it changes when its player is mated); a `blockade` is a mated king.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub kind: Kind,
    pub promoted: bool,
    pub facing: u8,
    pub controller: u8,
    pub blockade: bool,
}

pub fn on_board(s: Sq) -> bool {
    (0..SIZE).contains(&s.0) && (0..SIZE).contains(&s.1)
}

pub fn index(s: Sq) -> usize {
    (s.1 * SIZE + s.0) as usize
}

pub fn square(i: usize) -> Sq {
    (i as i32 % SIZE, i as i32 / SIZE)
}

pub fn add(s: Sq, d: (i32, i32)) -> Sq {
    (s.0 + d.0, s.1 + d.1)
}

/// `e3` for (4, 2).
pub fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

/// The square `text` names (`a1` … `i9`).
pub fn parse_square(text: &str) -> Option<Sq> {
    let mut chars = text.chars();
    let file = chars.next()? as i32 - 'a' as i32;
    let rank: i32 = chars.as_str().parse().ok()?;
    let s = (file, rank - 1);
    on_board(s).then_some(s)
}

/// The forward vector of each facing: 0 up (+rank), 1 right (+file), 2 down, 3 left.
pub fn forward(facing: u8) -> (i32, i32) {
    [(0, 1), (1, 0), (0, -1), (-1, 0)][facing as usize]
}

/// The right-hand vector of a facing (forward turned a quarter clockwise).
fn right(facing: u8) -> (i32, i32) {
    let f = forward(facing);
    (f.1, -f.0)
}

/// A board delta from a local one (x to the piece's right, y forward).
pub fn to_global(facing: u8, local: (i32, i32)) -> (i32, i32) {
    let (f, r) = (forward(facing), right(facing));
    (local.0 * r.0 + local.1 * f.0, local.0 * r.1 + local.1 * f.1)
}

/// The local delta (x right, y forward) of a board delta.
pub fn to_local(facing: u8, global: (i32, i32)) -> (i32, i32) {
    let (f, r) = (forward(facing), right(facing));
    (global.0 * r.0 + global.1 * r.1, global.0 * f.0 + global.1 * f.1)
}

/// How far a square lies along a facing: 0 on the back row, 8 on the last row.
pub fn progress(facing: u8, s: Sq) -> i32 {
    match facing {
        0 => s.1,
        1 => s.0,
        2 => SIZE - 1 - s.1,
        _ => SIZE - 1 - s.0,
    }
}

/// The promotion zone of a facing: the three rows farthest forward.
pub fn in_zone(facing: u8, s: Sq) -> bool {
    progress(facing, s) >= SIZE - 3
}

/// Whether an unpromoted piece of `kind` facing `facing` could never move again from `s`.
pub fn stuck(kind: Kind, facing: u8, s: Sq) -> bool {
    match kind {
        Kind::P | Kind::L => progress(facing, s) == SIZE - 1,
        Kind::N => progress(facing, s) >= SIZE - 2,
        _ => false,
    }
}

const KING: Deltas = &[(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
const GOLD: Deltas = &[(0, 1), (-1, 1), (1, 1), (-1, 0), (1, 0), (0, -1)];
const SILVER: Deltas = &[(0, 1), (-1, 1), (1, 1), (-1, -1), (1, -1)];
const KNIGHT: Deltas = &[(-1, 2), (1, 2)];
const PAWN: Deltas = &[(0, 1)];
const ORTHO: Deltas = &[(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: Deltas = &[(1, 1), (1, -1), (-1, -1), (-1, 1)];
const NONE: Deltas = &[];

/// Every knight leap on the board, any facing.
pub const LEAPS: Deltas = &[(1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)];

/// The eight directions of a king step, as board deltas.
pub const DIRECTIONS: Deltas = KING;

/// A list of deltas.
pub type Deltas = &'static [(i32, i32)];

/// A piece's single steps and its slide directions, in local coordinates.
pub fn pattern(kind: Kind, promoted: bool) -> (Deltas, Deltas) {
    match (kind, promoted) {
        (Kind::K, _) => (KING, NONE),
        (Kind::G, _) | (Kind::S | Kind::N | Kind::L | Kind::P, true) => (GOLD, NONE),
        (Kind::S, false) => (SILVER, NONE),
        (Kind::N, false) => (KNIGHT, NONE),
        (Kind::L, false) => (NONE, PAWN),
        (Kind::P, false) => (PAWN, NONE),
        (Kind::R, false) => (NONE, ORTHO),
        (Kind::R, true) => (DIAG, ORTHO),
        (Kind::B, false) => (NONE, DIAG),
        (Kind::B, true) => (ORTHO, DIAG),
    }
}

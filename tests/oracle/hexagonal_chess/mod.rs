//! Hexagonal chess oracle: Gliński's hexagonal chess written from its published rules alone, on
//! its own board — 91 cells of a flat-topped hexagon in axial coordinates (`x` the file, `a`..`l`
//! without `j` from -5 to 5, and `r` growing down a file), named as Gliński named them: the file
//! letter and the rank counted from white's end of the file. Pieces move as in chess along the
//! six orthogonal directions (through a shared side) and the six diagonal ones (through a shared
//! corner, never blocked by the two cells they pass between); the knight jumps to the twelve
//! nearest cells neither reaches; a pawn pushes straight up its file (two cells from any starting
//! cell of its side's pawns), takes at 60° either side of its push, en passant too, and promotes
//! to a queen, rook, bishop or knight on the last cell of its file. No castling. A player with
//! no legal move loses, mated or stalemated (Gliński scored a stalemate ¾ to the side that gave
//! it; yon, as this oracle, a win); the third standing of a position and the hundredth half-move
//! without a capture or a pawn move draw.
#![allow(dead_code)]

const FILES: &[u8; 11] = b"abcdefghikl";
const ORTHOGONAL: [(i8, i8); 6] = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];
const DIAGONAL: [(i8, i8); 6] = [(1, -2), (2, -1), (1, 1), (-1, 2), (-2, 1), (-1, -1)];
/// A third occurrence needs at least this many reversible half-moves behind it.
const FEWEST_PLIES_FOR_THREEFOLD: u32 = 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Kind {
    fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
        }
    }
}

/// A piece: its side (0 white, 1 black) and kind.
pub type Piece = (u8, Kind);
/// The board's cells.
const CELLS: usize = 91;

/// The cells, their names and where a step from each leads.
#[derive(Clone, Debug)]
struct Board {
    at: Vec<(i8, i8)>,
    names: Vec<String>,
    /// `index[x + 5][r + 5]`: the cell at (x, r).
    index: [[Option<usize>; 11]; 11],
    /// `next[cell][way]`: the cell one of `ways()` leads to.
    next: Vec<[Option<usize>; 24]>,
}

impl Board {
    fn new() -> Board {
        let mut at = Vec::new();
        for x in -5i8..=5 {
            for r in -5i8..=5 {
                if (x + r).abs() <= 5 {
                    at.push((x, r));
                }
            }
        }
        let names = at.iter().map(|&(x, r)| name(x, r)).collect();
        let mut index = [[None; 11]; 11];
        for (i, &(x, r)) in at.iter().enumerate() {
            index[(x + 5) as usize][(r + 5) as usize] = Some(i);
        }
        let mut board = Board { at, names, index, next: Vec::new() };
        let ways = ways();
        board.next = (0..board.at.len()).map(|cell| ways.map(|way| board.step(cell, way))).collect();
        board
    }

    /// Where way `w` of `ways()` leads from `cell`.
    fn go(&self, cell: usize, w: usize) -> Option<usize> {
        self.next[cell][w]
    }

    fn cell(&self, x: i8, r: i8) -> Option<usize> {
        let (x, r) = (usize::try_from(x + 5).ok()?, usize::try_from(r + 5).ok()?);
        *self.index.get(x)?.get(r)?
    }

    fn step(&self, cell: usize, (dx, dr): (i8, i8)) -> Option<usize> {
        let (x, r) = self.at[cell];
        self.cell(x + dx, r + dr)
    }

    fn named(&self, name: &str) -> usize {
        self.names.iter().position(|n| n == name).unwrap_or_else(|| panic!("no cell {name}"))
    }
}

/// The lowest cell of file `x` (white's end): its `r`.
fn bottom(x: i8) -> i8 {
    5.min(5 - x)
}

fn name(x: i8, r: i8) -> String {
    format!("{}{}", FILES[(x + 5) as usize] as char, bottom(x) - r + 1)
}

/// Every way a piece goes in one step: the six orthogonal directions (`0..6`), the six
/// diagonal ones (`6..12`), and the twelve knight's jumps (`12..24`), each two cells along an
/// orthogonal direction and one along a neighbouring one.
fn ways() -> [(i8, i8); 24] {
    let mut ways = [(0, 0); 24];
    ways[..6].copy_from_slice(&ORTHOGONAL);
    ways[6..12].copy_from_slice(&DIAGONAL);
    for i in 0..6 {
        let (ox, or) = ORTHOGONAL[i];
        for (j, (ax, ar)) in [ORTHOGONAL[(i + 1) % 6], ORTHOGONAL[(i + 5) % 6]].into_iter().enumerate() {
            ways[12 + 2 * i + j] = (2 * ox + ax, 2 * or + ar);
        }
    }
    ways
}

const ROOK: std::ops::Range<usize> = 0..6;
const BISHOP: std::ops::Range<usize> = 6..12;
const QUEEN: std::ops::Range<usize> = 0..12;
const KNIGHT: std::ops::Range<usize> = 12..24;

/// Up the file for white, down for black; and the two ways taken at 60° from it (orthogonal
/// ways, whose opposite is three on).
fn pawn_ways(side: usize) -> (usize, [usize; 2]) {
    if side == 0 { (0, [5, 1]) } else { (3, [4, 2]) }
}

const START: [(&str, Kind, &str); 6] = [
    ("K", Kind::King, "g1"),
    ("Q", Kind::Queen, "e1"),
    ("R", Kind::Rook, "c1 i1"),
    ("N", Kind::Knight, "d1 h1"),
    ("B", Kind::Bishop, "f1 f2 f3"),
    ("P", Kind::Pawn, "b1 c2 d3 e4 f5 g4 h3 i2 k1"),
];
const BLACK_START: [&str; 6] = ["g10", "e10", "c8 i8", "d9 h9", "f11 f10 f9", "b7 c7 d7 e7 f7 g7 h7 i7 k7"];

/// A move: from, to, the kind a pawn becomes, and the cell of a pawn taken en passant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Move {
    from: usize,
    to: usize,
    promote: Option<Kind>,
    en_passant: Option<usize>,
    double: Option<usize>,
}

/// A position: the pieces, the side to move, and the cell a double step just passed over
/// (with the pawn that made it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Position {
    pieces: [Option<Piece>; CELLS],
    to_move: usize,
    passed: Option<(usize, usize)>,
}

/// A game of hexagonal chess from the start.
#[derive(Clone, Debug)]
pub struct HexagonalChess {
    board: std::sync::Arc<Board>,
    /// Each side's starting pawn cells.
    homes: [Vec<usize>; 2],
    pos: Position,
    /// Half-moves since the last capture or pawn move.
    quiet: u32,
    /// The positions since the last capture or pawn move, the current one last (with the
    /// passed cell only where an en passant capture is legal).
    since_irreversible: Vec<Position>,
    result: Option<Option<usize>>,
}

impl Default for HexagonalChess {
    fn default() -> Self {
        HexagonalChess::new()
    }
}

impl HexagonalChess {
    pub fn new() -> HexagonalChess {
        let board = Board::new();
        let mut pieces = [None; CELLS];
        let mut homes = [Vec::new(), Vec::new()];
        for (i, (_, kind, white)) in START.iter().enumerate() {
            for (side, cells) in [(0, *white), (1, BLACK_START[i])] {
                for cell in cells.split_whitespace().map(|c| board.named(c)) {
                    pieces[cell] = Some((side as u8, *kind));
                    if *kind == Kind::Pawn {
                        homes[side].push(cell);
                    }
                }
            }
        }
        let pos = Position { pieces, to_move: 0, passed: None };
        let mut game = HexagonalChess {
            board: std::sync::Arc::new(board),
            homes,
            pos,
            quiet: 0,
            since_irreversible: Vec::new(),
            result: None,
        };
        game.since_irreversible.push(game.key(&game.pos));
        game
    }

    pub fn to_move(&self) -> usize {
        self.pos.to_move
    }

    /// None while the game goes on; Some(None) for a draw; Some(Some(p)) when p has won.
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// The piece on a cell named as Gliński named it.
    pub fn at(&self, cell: &str) -> Option<Piece> {
        self.pos.pieces[self.board.named(cell)]
    }

    /// Every legal move in Gliński's notation (`f5-f6`, `e9-e10=Q`), one a turn, sorted; none
    /// once the game is over.
    pub fn turns(&self) -> Vec<Vec<String>> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut turns: Vec<Vec<String>> = self.legal(&self.pos).iter().map(|m| vec![self.write(m)]).collect();
        turns.sort();
        turns
    }

    /// Plays one turn; panics if it is not legal here.
    pub fn play(&mut self, turn: &[String]) {
        assert!(self.result.is_none(), "the game is over; {turn:?} cannot be played");
        let legal = self.legal(&self.pos);
        let Some(&m) = legal.iter().find(|m| [self.write(m)] == turn) else {
            panic!("{turn:?} is not legal; legal: {:?}", self.turns());
        };
        let irreversible = self.irreversible(&self.pos, &m);
        self.pos = self.after(&self.pos, &m);
        if irreversible {
            self.quiet = 0;
            self.since_irreversible.clear();
        } else {
            self.quiet += 1;
        }
        self.since_irreversible.push(self.key(&self.pos));
        self.result = self.ending();
    }

    /// Plays space-separated moves.
    pub fn play_line(&mut self, line: &str) {
        for m in line.split_whitespace() {
            self.play(&[m.to_string()]);
        }
    }

    /// The number of sequences of `depth` moves from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.result.is_some() {
            return 0;
        }
        let mut history = self.since_irreversible.clone();
        self.perft_from(&self.pos, self.quiet, &mut history, 0, depth)
    }

    /// Perft with the positions since the last irreversible move on a stack (`history[floor..]`),
    /// the last level counted in bulk: a position that is not over has a child per legal move.
    fn perft_from(
        &self,
        pos: &Position,
        quiet: u32,
        history: &mut Vec<Position>,
        floor: usize,
        depth: u32,
    ) -> u64 {
        let moves = self.legal(pos);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for m in &moves {
            let child = self.after(pos, m);
            let (quiet, floor) =
                if self.irreversible(pos, m) { (0, history.len()) } else { (quiet + 1, floor) };
            let key = self.key(&child);
            let repeated = quiet >= FEWEST_PLIES_FOR_THREEFOLD
                && history[floor..].iter().filter(|&k| *k == key).count() >= 2;
            if quiet >= 100 || repeated {
                continue; // drawn (a stuck child has no children either)
            }
            history.push(key);
            total += self.perft_from(&child, quiet, history, floor, depth - 1);
            history.pop();
        }
        total
    }

    /// How the game stands: a player with no legal move loses; then the fifty-move rule and
    /// the threefold repetition draw.
    fn ending(&self) -> Option<Option<usize>> {
        if self.legal(&self.pos).is_empty() {
            return Some(Some(1 - self.pos.to_move));
        }
        let current = self.since_irreversible.last().expect("the current position is recorded");
        let seen = self.since_irreversible.iter().filter(|&k| k == current).count();
        (self.quiet >= 100 || seen >= 3).then_some(None)
    }

    fn irreversible(&self, pos: &Position, m: &Move) -> bool {
        pos.pieces[m.to].is_some()
            || m.en_passant.is_some()
            || matches!(pos.pieces[m.from], Some((_, Kind::Pawn)))
    }

    /// What makes positions the same: pieces, side to move, and the passed cell only while an
    /// en passant capture onto it is legal.
    fn key(&self, pos: &Position) -> Position {
        let mut key = *pos;
        if key.passed.is_some() && !self.legal(pos).iter().any(|m| m.en_passant.is_some()) {
            key.passed = None;
        }
        key
    }

    fn write(&self, m: &Move) -> String {
        let mut text = format!("{}-{}", self.board.names[m.from], self.board.names[m.to]);
        if let Some(kind) = m.promote {
            text.push('=');
            text.push(kind.letter());
        }
        text
    }

    fn after(&self, pos: &Position, m: &Move) -> Position {
        let mut next = *pos;
        let piece = next.pieces[m.from].take().expect("a piece moves");
        next.pieces[m.to] = Some(m.promote.map_or(piece, |kind| (piece.0, kind)));
        if let Some(taken) = m.en_passant {
            next.pieces[taken] = None;
        }
        next.passed = m.double.map(|passed| (passed, m.to));
        next.to_move = 1 - pos.to_move;
        next
    }

    /// The moves that leave the mover's king unattacked.
    fn legal(&self, pos: &Position) -> Vec<Move> {
        let side = pos.to_move;
        let own = Some((side as u8, Kind::King));
        let king = (0..CELLS).find(|&c| pos.pieces[c] == own);
        self.pseudo(pos)
            .into_iter()
            .filter(|m| {
                let next = self.after(pos, m);
                let king = if Some(m.from) == king { Some(m.to) } else { king };
                king.is_some_and(|k| !self.attacked(&next, k, 1 - side))
            })
            .collect()
    }

    fn pseudo(&self, pos: &Position) -> Vec<Move> {
        let side = pos.to_move;
        let mut moves = Vec::new();
        let plain = |from, to| Move { from, to, promote: None, en_passant: None, double: None };
        let open = |cell: usize| pos.pieces[cell].is_none_or(|(owner, _)| usize::from(owner) != side);
        for from in 0..CELLS {
            let Some((owner, kind)) = pos.pieces[from] else { continue };
            if usize::from(owner) != side {
                continue;
            }
            let (slides, jumps) = match kind {
                Kind::Queen => (QUEEN, 0..0),
                Kind::Rook => (ROOK, 0..0),
                Kind::Bishop => (BISHOP, 0..0),
                Kind::King => (0..0, QUEEN),
                Kind::Knight => (0..0, KNIGHT),
                Kind::Pawn => {
                    self.pawn_moves(pos, from, &mut moves);
                    continue;
                }
            };
            for way in slides {
                let mut at = from;
                while let Some(to) = self.board.go(at, way) {
                    if open(to) {
                        moves.push(plain(from, to));
                    }
                    if pos.pieces[to].is_some() {
                        break;
                    }
                    at = to;
                }
            }
            for jump in jumps {
                if let Some(to) = self.board.go(from, jump).filter(|&to| open(to)) {
                    moves.push(plain(from, to));
                }
            }
        }
        moves
    }

    fn pawn_moves(&self, pos: &Position, from: usize, moves: &mut Vec<Move>) {
        let side = pos.to_move;
        let (forward, takes) = pawn_ways(side);
        let mut add = |to: usize, en_passant: Option<usize>, double: Option<usize>| {
            // The last cell of its file: no cell further forward.
            if self.board.go(to, forward).is_none() {
                for kind in [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight] {
                    moves.push(Move { from, to, promote: Some(kind), en_passant, double });
                }
            } else {
                moves.push(Move { from, to, promote: None, en_passant, double });
            }
        };
        if let Some(one) = self.board.go(from, forward).filter(|&c| pos.pieces[c].is_none()) {
            add(one, None, None);
            let two = self.board.go(one, forward).filter(|&c| pos.pieces[c].is_none());
            if let Some(two) = two.filter(|_| self.homes[side].contains(&from)) {
                add(two, None, Some(one));
            }
        }
        for take in takes {
            let Some(to) = self.board.go(from, take) else { continue };
            match (pos.pieces[to], pos.passed) {
                (Some((owner, _)), _) if usize::from(owner) != side => add(to, None, None),
                (None, Some((passed, pawn))) if passed == to => add(to, Some(pawn), None),
                _ => {}
            }
        }
    }

    /// Whether a piece of `by` attacks `cell`.
    fn attacked(&self, pos: &Position, cell: usize, by: usize) -> bool {
        let is = |c: usize, kinds: &[Kind]| {
            pos.pieces[c].is_some_and(|(o, k)| usize::from(o) == by && kinds.contains(&k))
        };
        let along = |ways: std::ops::Range<usize>, kinds: &[Kind]| {
            ways.into_iter().any(|way| {
                let mut at = cell;
                let mut first = true;
                while let Some(next) = self.board.go(at, way) {
                    if pos.pieces[next].is_some() {
                        return is(next, kinds) || (first && is(next, &[Kind::King]));
                    }
                    (at, first) = (next, false);
                }
                false
            })
        };
        let knights = KNIGHT.filter_map(|j| self.board.go(cell, j)).any(|c| is(c, &[Kind::Knight]));
        let (_, takes) = pawn_ways(by);
        let pawns =
            takes.iter().filter_map(|&t| self.board.go(cell, (t + 3) % 6)).any(|c| is(c, &[Kind::Pawn]));
        along(ROOK, &[Kind::Rook, Kind::Queen])
            || along(BISHOP, &[Kind::Bishop, Kind::Queen])
            || knights
            || pawns
    }
}

/// An action in yon's notation for `games/hexagonal-chess.game` as Gliński writes it. The file
/// lays his board a quarter turn clockwise: his file `x` is yon's rank `6 - x` (file `a` rank
/// 11, `f` rank 6, `l` rank 1) and a cell `r` down his file is yon's file `5 - r` (`a` = 0), so
/// that white, at his bottom, plays from yon's west edge eastwards.
pub fn from_yon(action: &str) -> String {
    let (moved, promotion) = action.split_once('=').map_or((action, None), |(m, k)| (m, Some(k)));
    let mut cells = moved.split('-').map(|cell| {
        let q = i8::try_from(cell.as_bytes()[0] - b'a').expect("a file letter");
        let rank: i8 = cell[1..].parse().expect("a rank");
        name(5 - (rank - 1), 5 - q)
    });
    let mut text = cells.next().expect("a cell");
    cells.for_each(|c| text = format!("{text}-{c}"));
    if let Some(kind) = promotion {
        text = format!("{text}={kind}");
    }
    text
}

#[cfg(test)]
mod tests;

//! Chess oracle: the `shakmaty` crate's rules (the independent referee) behind the oracle API,
//! in yon notation, with yon's endings: mate, stalemate, threefold repetition and the fifty-move
//! rule end the game at once; insufficient material does not.
#![allow(dead_code)]

use shakmaty::{Bitboard, Board, CastlingSide, Color, EnPassantMode, Move, Position, Square};

/// A third occurrence needs two earlier ones at least four plies apart each, all after the last
/// capture or pawn move: below this half-move clock no position can stand a third time.
const FEWEST_PLIES_FOR_THREEFOLD: u32 = 8;

/// What makes two positions "the same" for repetition: pieces, side to move, castling rights, and
/// the en passant square only when an en passant capture is actually legal.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Key {
    board: Board,
    turn: Color,
    castling: Bitboard,
    en_passant: Option<Square>,
}

impl Key {
    fn of(pos: &shakmaty::Chess) -> Key {
        Key {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castles().castling_rights(),
            en_passant: pos.legal_ep_square(),
        }
    }
}

/// A game of chess from the start position.
#[derive(Clone, Debug)]
pub struct Chess {
    pos: shakmaty::Chess,
    /// The positions since the last capture or pawn move, the current one last: no earlier
    /// position can come back.
    since_irreversible: Vec<Key>,
    result: Option<Option<usize>>,
}

impl Default for Chess {
    fn default() -> Self {
        Chess::new()
    }
}

impl Chess {
    /// The start position.
    pub fn new() -> Chess {
        let pos = shakmaty::Chess::default();
        let since_irreversible = vec![Key::of(&pos)];
        Chess { pos, since_irreversible, result: None }
    }

    /// 0 for white, 1 for black.
    pub fn to_move(&self) -> usize {
        player(self.pos.turn())
    }

    /// None while the game goes on; Some(None) for a draw; Some(Some(p)) when p has won.
    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    /// Every legal turn in yon notation, sorted; empty once the game is over.
    pub fn turns(&self) -> Vec<Vec<String>> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut turns: Vec<Vec<String>> = self.pos.legal_moves().iter().map(|&m| notation(m)).collect();
        turns.sort();
        turns
    }

    /// Plays one complete turn; panics if it is not legal here.
    pub fn play(&mut self, turn: &[String]) {
        assert!(self.result.is_none(), "the game is over ({:?}); {turn:?} cannot be played", self.result);
        let legal = self.pos.legal_moves();
        let Some(&m) = legal.iter().find(|&&m| notation(m) == turn) else {
            panic!("{turn:?} is not legal in {}; legal: {:?}", self.fen(), self.turns());
        };
        self.pos.play_unchecked(m);
        if m.is_zeroing() {
            self.since_irreversible.clear();
        }
        self.since_irreversible.push(Key::of(&self.pos));
        self.result = self.ending();
    }

    /// Plays turns written as space-separated actions with `,` between the two actions of a
    /// castling, e.g. `"e2-e4 e7-e5 g1-f3 b8-c6 f1-c4 g8-f6 e1-g1,h1-f1"`.
    pub fn play_line(&mut self, line: &str) {
        for turn in line.split_whitespace() {
            let actions: Vec<String> = turn.split(',').map(str::to_string).collect();
            self.play(&actions);
        }
    }

    /// The number of sequences of `depth` complete turns from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.result.is_some() {
            return 0;
        }
        let mut history = self.since_irreversible.clone();
        perft_from(&self.pos, &mut history, 0, depth)
    }

    /// The position as FEN with en passant written only when the capture is legal.
    pub fn fen(&self) -> String {
        shakmaty::fen::Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }

    /// The half-move clock: plies since the last capture or pawn move.
    pub fn halfmoves(&self) -> u32 {
        self.pos.halfmoves()
    }

    /// How the game stands after a turn: the rules in the order that settles their overlaps
    /// (a mate on the hundredth quiet half-move is a mate, not a draw).
    fn ending(&self) -> Option<Option<usize>> {
        if self.pos.legal_moves().is_empty() {
            let loser = player(self.pos.turn());
            return Some(if self.pos.is_check() { Some(1 - loser) } else { None });
        }
        let current = self.since_irreversible.last().expect("the current position is recorded");
        let seen = self.since_irreversible.iter().filter(|&key| key == current).count();
        if self.pos.halfmoves() >= 100 || seen >= 3 {
            return Some(None);
        }
        None
    }
}

/// Perft with a stack of the positions since the last irreversible move (`history[floor..]`),
/// counting the last level in bulk: a position that is not over has one child per legal move.
fn perft_from(pos: &shakmaty::Chess, history: &mut Vec<Key>, floor: usize, depth: u32) -> u64 {
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &m in moves.iter() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        let child_floor = if m.is_zeroing() { history.len() } else { floor };
        let key = Key::of(&child);
        let drawn = child.halfmoves() >= 100
            || (child.halfmoves() >= FEWEST_PLIES_FOR_THREEFOLD
                && history[child_floor..].iter().filter(|&k| *k == key).count() >= 2);
        if drawn {
            continue; // a mate on the hundredth half-move has no children either
        }
        history.push(key);
        total += perft_from(&child, history, child_floor, depth - 1);
        history.pop();
    }
    total
}

fn player(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// A move in yon notation: `e2-e4`, `e7-e8=Q`, en passant `e5-d6`, castling as the king's
/// move then the rook's, `["e1-g1", "h1-f1"]`.
fn notation(m: Move) -> Vec<String> {
    match m {
        Move::Normal { from, to, promotion, .. } => {
            let mut action = format!("{from}-{to}");
            if let Some(role) = promotion {
                action.push('=');
                action.push(role.upper_char());
            }
            vec![action]
        }
        Move::EnPassant { from, to } => vec![format!("{from}-{to}")],
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(rook.file() > king.file());
            let rank = king.rank();
            let king_to = Square::from_coords(side.king_to_file(), rank);
            let rook_to = Square::from_coords(side.rook_to_file(), rank);
            vec![format!("{king}-{king_to}"), format!("{rook}-{rook_to}")]
        }
        Move::Put { .. } => unreachable!("standard chess has no drops"),
    }
}

#[cfg(test)]
mod tests;

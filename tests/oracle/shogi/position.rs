//! The position (board, hands, who is live, armies), the start setups, attacks, and make/unmake.

use super::Variant;
use super::board::{
    DIRECTIONS, HAND_KINDS, Kind, LEAPS, Piece, Sq, add, index, on_board, parse_square, pattern, square,
    to_local,
};

/// One action: a move (with or without promotion) or a drop from hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    Move { from: Sq, to: Sq, promote: bool },
    Drop { kind: Kind, to: Sq },
}

/// What `make` changed, so that `unmake` can put it back.
pub struct Undo {
    moved: Option<Piece>,
    captured: Option<Piece>,
}

/// Everything the rules look at. Equal positions are the same position for repetition.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// Four players on the Yonin board (Yonin Shogi alone or in partnerships).
    pub yonin: bool,
    /// South and north play against west and east.
    pub partners: bool,
    pub players: usize,
    pub board: [Option<Piece>; 81],
    /// Counts per player, in the order of `HAND_KINDS`.
    pub hands: [[u8; 7]; 4],
    pub to_move: usize,
    pub live: [bool; 4],
    pub armies: [u32; 4],
}

impl Position {
    /// An empty board with every player live, one army each, south/black to move.
    pub fn empty(variant: Variant) -> Position {
        let yonin = variant != Variant::Shogi;
        let players = if yonin { 4 } else { 2 };
        Position {
            yonin,
            partners: variant == Variant::Partners,
            players,
            board: [None; 81],
            hands: [[0; 7]; 4],
            to_move: 0,
            live: [true, true, yonin, yonin],
            armies: [1, 1, u32::from(yonin), u32::from(yonin)],
        }
    }

    /// The start position of standard shogi.
    pub fn shogi() -> Position {
        let mut pos = Position::empty(Variant::Shogi);
        for player in 0..2 {
            let back = "LNSGKGSNL";
            let (back_rank, second, pawns) = if player == 0 { (1, 2, 3) } else { (9, 8, 7) };
            for (file, letter) in back.chars().enumerate() {
                let kind = Kind::from_letter(letter).expect("a piece letter");
                pos.put(&format!("{}{back_rank}", file_letter(file)), kind, false, player);
                pos.put(&format!("{}{pawns}", file_letter(file)), Kind::P, false, player);
            }
            let (bishop, rook) = if player == 0 { ("b", "h") } else { ("h", "b") };
            pos.put(&format!("{bishop}{second}"), Kind::B, false, player);
            pos.put(&format!("{rook}{second}"), Kind::R, false, player);
        }
        pos
    }

    /// The start position of Yonin Shogi (RULINGS.md §4, the setup table), alone or in
    /// partnerships.
    pub fn yonin(variant: Variant) -> Position {
        let mut pos = Position::empty(variant);
        let setups = [
            ("e1", "d1 f1", "c1 g1", "e2", "d2 f2 e3"),
            ("a5", "a4 a6", "a3 a7", "b5", "b4 b6 c5"),
            ("e9", "d9 f9", "c9 g9", "e8", "d8 f8 e7"),
            ("i5", "i4 i6", "i3 i7", "h5", "h4 h6 g5"),
        ];
        for (player, (king, golds, silvers, rook, pawns)) in setups.into_iter().enumerate() {
            pos.put(king, Kind::K, false, player);
            pos.put(rook, Kind::R, false, player);
            for (squares, kind) in [(golds, Kind::G), (silvers, Kind::S), (pawns, Kind::P)] {
                for s in squares.split_whitespace() {
                    pos.put(s, kind, false, player);
                }
            }
        }
        pos
    }

    /// Puts a piece of `player`, facing that player's way and controlled by them.
    pub fn put(&mut self, at: &str, kind: Kind, promoted: bool, player: usize) {
        let s = parse_square(at).unwrap_or_else(|| panic!("`{at}` is not a square"));
        self.board[index(s)] = Some(self.fresh(kind, promoted, player));
    }

    /// A piece as `player` would drop it: facing their original direction.
    pub fn fresh(&self, kind: Kind, promoted: bool, player: usize) -> Piece {
        Piece { kind, promoted, facing: self.facing(player), controller: player as u8, blockade: false }
    }

    /// The direction a player's own pieces face: shogi black up, white down.
    pub fn facing(&self, player: usize) -> u8 {
        if self.yonin { player as u8 } else { [0, 2][player] }
    }

    pub fn at(&self, s: Sq) -> Option<Piece> {
        self.board[index(s)]
    }

    /// The square of the player's live king.
    pub fn king(&self, player: usize) -> Option<Sq> {
        (0..81).map(square).find(|&s| {
            self.at(s)
                .is_some_and(|p| p.kind == Kind::K && !p.blockade && usize::from(p.controller) == player)
        })
    }

    /// Whether `a` and `b` play against each other: any two players, or in partnerships two
    /// players of different teams (south and north against west and east).
    pub fn opposed(&self, a: usize, b: usize) -> bool {
        if self.partners { a % 2 != b % 2 } else { a != b }
    }

    /// A piece that can attack `victim`: not a blockade, controlled by a live player opposed
    /// to `victim` (a team-mate's piece never gives check).
    fn hostile(&self, s: Sq, victim: usize) -> Option<Piece> {
        self.at(s).filter(|p| {
            let c = usize::from(p.controller);
            !p.blockade && self.opposed(c, victim) && self.live[c]
        })
    }

    /// Whether a piece of a live player opposed to `victim` could move to `target`
    /// (pseudo-legally: ignoring its own king's safety).
    pub fn attacked(&self, target: Sq, victim: usize) -> bool {
        for &d in DIRECTIONS {
            let mut s = add(target, d);
            let mut distance = 1;
            while on_board(s) {
                if self.at(s).is_some() {
                    if let Some(p) = self.hostile(s, victim) {
                        let back = to_local(p.facing, (-d.0, -d.1));
                        let (steps, slides) = pattern(p.kind, p.promoted);
                        if (distance == 1 && steps.contains(&back)) || slides.contains(&back) {
                            return true;
                        }
                    }
                    break;
                }
                s = add(s, d);
                distance += 1;
            }
        }
        LEAPS.iter().any(|&o| {
            let s = (target.0 - o.0, target.1 - o.1);
            on_board(s)
                && self
                    .hostile(s, victim)
                    .is_some_and(|p| pattern(p.kind, p.promoted).0.contains(&to_local(p.facing, o)))
        })
    }

    /// Whether the player's live king is attacked.
    pub fn in_check(&self, player: usize) -> bool {
        self.king(player).is_some_and(|k| self.attacked(k, player))
    }

    /// Plays an action of `player` on the board and hands only (no turn change).
    pub fn make(&mut self, player: usize, action: Action) -> Undo {
        match action {
            Action::Move { from, to, promote } => {
                let moved = self.at(from);
                let captured = self.at(to);
                if let Some(c) = captured {
                    self.hands[player][c.kind.hand_index()] += 1;
                }
                let mut piece = moved.expect("a move starts on a piece");
                piece.promoted |= promote;
                self.board[index(to)] = Some(piece);
                self.board[index(from)] = None;
                Undo { moved, captured }
            }
            Action::Drop { kind, to } => {
                self.hands[player][kind.hand_index()] -= 1;
                self.board[index(to)] = Some(self.fresh(kind, false, player));
                Undo { moved: None, captured: None }
            }
        }
    }

    /// Takes back `make`.
    pub fn unmake(&mut self, player: usize, action: Action, undo: Undo) {
        match action {
            Action::Move { from, to, .. } => {
                if let Some(c) = undo.captured {
                    self.hands[player][c.kind.hand_index()] -= 1;
                }
                self.board[index(from)] = undo.moved;
                self.board[index(to)] = undo.captured;
            }
            Action::Drop { kind, to } => {
                self.hands[player][kind.hand_index()] += 1;
                self.board[index(to)] = None;
            }
        }
    }

    /// `player` is out: `by` takes their hand, their pieces and armies; their king is a blockade.
    pub fn take_over(&mut self, by: usize, player: usize) {
        for k in 0..HAND_KINDS.len() {
            self.hands[by][k] += self.hands[player][k];
            self.hands[player][k] = 0;
        }
        for cell in self.board.iter_mut().flatten() {
            if usize::from(cell.controller) == player {
                if cell.kind == Kind::K && !cell.blockade {
                    cell.blockade = true;
                }
                cell.controller = by as u8;
            }
        }
        self.armies[by] += self.armies[player];
        self.armies[player] = 0;
        self.live[player] = false;
    }
}

fn file_letter(file: usize) -> char {
    (b'a' + file as u8) as char
}

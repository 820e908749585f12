//! How the games end, as Fairy-Stockfish (commit c19b5f6) plays them, read from its
//! `is_immediate_game_end`, `is_optional_game_end`, `do_move` and `count_limit`; its optional
//! ends (claims) are taken as soon as they may be, as a referee would.
//!
//! - Shatranj: a side left with its king alone loses, at once when the other side has three
//!   pieces or more; against two, it has one move to bare the other king back (then nobody
//!   loses by baring). 70 moves (140 plies) without a capture or a pawn move draw, unless the
//!   side to move is checkmated. Checkmate and stalemate lose.
//! - Makruk: the counting rules (below) draw; checkmate loses; stalemate draws.
//! - Both: a position (board and side to move) standing for the third time draws.

use super::{Game, Kind, Variant};
use std::hash::{DefaultHasher, Hash, Hasher};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ends {
    /// Plies since the last capture or pawn move (Fairy-Stockfish's `rule50`).
    quiet: u32,
    /// The positions since then, before this one, hashed.
    seen: Vec<u64>,
    /// Makruk's count: the plies counted and the limit (`countingPly`, `countingLimit`).
    count: Option<(u32, u32)>,
    counting: bool,
}

impl Ends {
    pub fn new(variant: Variant) -> Ends {
        Ends { quiet: 0, seen: Vec::new(), count: None, counting: variant == Variant::Makruk }
    }
}

impl Game {
    /// Makruk without its counting rules (what `games/makruk.game` says so far).
    pub fn without_counting(mut self) -> Game {
        self.ends.counting = false;
        self
    }

    /// As if `plies` quiet plies had gone before (for the seventy-move rule's tests).
    pub fn quiet_for(mut self, plies: u32) -> Game {
        self.ends.quiet = plies;
        self
    }

    /// The count (plies counted, limit in plies), once it has started.
    pub fn count(&self) -> Option<(u32, u32)> {
        self.ends.count
    }

    pub fn to_move(&self) -> usize {
        usize::from(!self.white_to_move)
    }

    /// The result: None while the game goes on, Some(None) for a draw, Some(Some(player)) for
    /// a win (0 white, 1 black).
    pub fn result(&self) -> Option<Option<usize>> {
        self.ending().map(|(_, result)| result)
    }

    /// Why the game has ended, and its result.
    pub fn ending(&self) -> Option<(&'static str, Option<usize>)> {
        let (mover, to_move) = (1 - self.to_move(), self.to_move());
        let mated = || self.king_attacked(self.white_to_move) && self.moves().is_empty();
        if self.variant == Variant::Shatranj {
            let (ours, theirs) = (self.pieces(self.white_to_move), self.pieces(!self.white_to_move));
            if theirs <= 1 && ours >= 2 {
                return Some(("bare king not bared back", Some(to_move)));
            }
            if ours <= 1 && theirs >= 3 {
                return Some(("bare king", Some(mover)));
            }
            if self.ends.quiet >= 140 && !mated() {
                return Some(("seventy moves", None));
            }
        }
        let key = self.key();
        if self.ends.seen.iter().filter(|&&k| k == key).count() >= 2 {
            return Some(("threefold repetition", None));
        }
        if let Some((plies, limit)) = self.ends.count
            && plies > limit
            && !mated()
        {
            return Some(("counting", None));
        }
        if !self.moves().is_empty() {
            return None;
        }
        match (self.king_attacked(self.white_to_move), self.variant) {
            (true, _) => Some(("checkmate", Some(mover))),
            (false, Variant::Shatranj) => Some(("stalemate", Some(mover))),
            (false, Variant::Makruk) => Some(("stalemate", None)),
        }
    }

    /// The moves a player may make: none once the game has ended.
    pub fn turns(&self) -> Vec<Vec<String>> {
        match self.result() {
            Some(_) => Vec::new(),
            None => self.names().into_iter().map(|name| vec![name]).collect(),
        }
    }

    fn pieces(&self, white: bool) -> u32 {
        self.board.iter().flatten().filter(|p| p.white == white).count() as u32
    }

    fn kinds(&self, white: bool, kind: Kind) -> u32 {
        self.board.iter().flatten().filter(|p| p.white == white && p.kind == kind).count() as u32
    }

    pub(super) fn key(&self) -> u64 {
        let mut hasher = DefaultHasher::new();
        self.board.hash(&mut hasher);
        self.white_to_move.hash(&mut hasher);
        hasher.finish()
    }

    /// Called on the position after a move (the side to move already switched; `before` is the
    /// key of the position the move left): the quiet
    /// plies, the positions seen, and makruk's count, as `do_move` keeps them.
    pub(super) fn keep_count(&mut self, before: u64, captured: Option<Kind>, pawn: bool, promoted: bool) {
        match captured.is_some() || pawn {
            true => (self.ends.quiet, self.ends.seen) = (0, Vec::new()),
            false => {
                self.ends.quiet += 1;
                self.ends.seen.push(before);
            }
        }
        if !self.ends.counting {
            return;
        }
        if let Some((plies, _)) = &mut self.ends.count {
            *plies += 1;
        }
        let (to_move, mover) = (self.white_to_move, !self.white_to_move);
        let all = self.pieces(true) + self.pieces(false);
        let no_pawn = self.kinds(true, Kind::Pawn) + self.kinds(false, Kind::Pawn) == 0;
        // The bare king took the last pawn: it counts, from one ply before its turn.
        if captured == Some(Kind::Pawn) && self.pieces(mover) == 1 && no_pawn && self.limit(mover) > 0 {
            self.ends.count = Some((2 * all - 1, 2 * self.limit(mover)));
        }
        let bared = (captured.is_some() || promoted) && self.pieces(to_move) == 1;
        if (self.ends.count.is_none() || bared) && self.limit(to_move) > 0 {
            let plies = if self.pieces(to_move) > 1 { 0 } else { 2 * all };
            self.ends.count = Some((plies, 2 * self.limit(to_move)));
        }
    }

    /// Makruk's counting limit in moves for the side that counts (`count_limit`): none while a
    /// pawn is on the board or the other side is bare; 64 for the board's honour (the counting
    /// side has more than its king); for a bare king, by the other side's material.
    fn limit(&self, counting: bool) -> u32 {
        let other = |kind| self.kinds(!counting, kind);
        if self.kinds(true, Kind::Pawn) + self.kinds(false, Kind::Pawn) > 0 || self.pieces(!counting) == 1 {
            return 0;
        }
        match () {
            _ if self.pieces(counting) > 1 => 64,
            _ if other(Kind::Rook) > 1 => 8,
            _ if other(Kind::Rook) == 1 => 16,
            _ if other(Kind::Khon) > 1 => 22,
            _ if other(Kind::Knight) > 1 => 32,
            _ if other(Kind::Khon) == 1 => 44,
            _ => 64,
        }
    }
}

//! Pieces: what the engine knows about piece kinds beyond their moves — letters, promotion
//! zones per side, the kind a captured piece becomes in hand, royal kinds, and the cells a
//! kind could never leave (`stranded`) or could capture on (`sight`) — and how players leave.

use super::geometry::Cell;
use super::rules::{ActionId, KindId, KindMask, PlayerId, Rules};

/// `promote FROM to TO | TO… in ZONE`: the kinds it may become, and the zone of each side as
/// a cell bit set.
#[derive(Clone, Debug)]
pub struct Promotion {
    pub to: Vec<KindId>,
    /// `zone[side * words + word]`
    pub zone: Vec<u64>,
    /// 64-bit words per side in `zone`.
    pub words: usize,
}

impl Promotion {
    /// Whether a move of a piece of `side` from `from` to `to` may promote: it starts or ends
    /// in the side's zone.
    #[inline]
    pub fn allows(&self, side: PlayerId, from: Cell, to: Cell) -> bool {
        let zone = &self.zone[side as usize * self.words..][..self.words];
        let inside = |c: Cell| zone[c as usize / 64] >> (c % 64) & 1 != 0;
        inside(from) || inside(to)
    }
}

/// What pieces are: how they promote, what they become in hand, which are royal, and where
/// they could never move again. All tables are indexed by kind.
#[derive(Clone, Debug, Default)]
pub struct Pieces {
    /// The letter each kind is written with (`P*e5`) and drawn as.
    pub letters: Vec<String>,
    pub promotion: Vec<Option<Promotion>>,
    /// `promote … at end`: a kind and its one promotion, made when the owner's turn ends with
    /// the piece in the zone (`engine/taken.rs`).
    pub promote_at_end: Vec<(KindId, Promotion)>,
    /// The kind a piece is again once captured to hand (itself unless it is a promotion).
    pub base: Vec<KindId>,
    pub royal: KindMask,
    /// `unmoved`: the kinds whose pieces remember whether they have moved.
    pub unmoved: KindMask,
    /// `capture to hand`.
    pub capture_to_hand: bool,
    /// `capture to owner hand`: a piece taken goes back to its owner's hand.
    pub capture_to_owner: bool,
    /// `stranded[(kind * sides + side) * words + word]`: cells where no movement of the kind
    /// could ever start, on an empty board.
    pub stranded: Vec<u64>,
    /// `sight[((kind * sides + side) * cells + cell) * words + word]`: the cells a piece could
    /// capture on from `cell` on an empty board — attacks are only looked for where it sees.
    pub sight: Vec<u64>,
    /// `watchers[cell * words + word]`: the cells from which a piece of some kind and side
    /// sees `cell`, so that a search for attackers on it reads only those.
    pub watchers: Vec<u64>,
}

/// How play passes between players: how they leave (`takeover`, `order: checked first`) and
/// the rule that swaps seats (`swap seats`), if any.
#[derive(Clone, Copy, Debug, Default)]
pub struct Play {
    pub takeover: bool,
    pub checked_first: bool,
    /// The action rule that swaps seats: at most one, in a game of two players (`check`).
    pub swap: Option<ActionId>,
    /// Whether that rule is `swap seats and pass`: the turn then passes to the next player, as
    /// after any action, instead of the mover acting again under the other seat.
    pub swap_passes: bool,
}

impl Rules {
    /// Whether a piece of `kind` facing as `side` on `from` could ever capture on `target`.
    #[inline]
    pub fn sees(&self, kind: KindId, side: PlayerId, from: Cell, target: Cell) -> bool {
        let cells = self.geometry.cell_count();
        let words = cells.div_ceil(64);
        let at = ((kind as usize * self.players.len() + side as usize) * cells + from as usize) * words;
        self.pieces.sight.get(at + target as usize / 64).is_some_and(|w| w >> (target % 64) & 1 != 0)
    }

    /// The cells from which a piece of some kind could ever capture on `target`, as words.
    #[inline]
    pub fn watchers(&self, target: Cell) -> &[u64] {
        let words = self.geometry.cell_count().div_ceil(64);
        let start = target as usize * words;
        self.pieces.watchers.get(start..start + words).unwrap_or(&[])
    }

    /// Whether a piece of `kind` facing as `side` could never move from `cell`.
    #[inline]
    pub fn stranded(&self, kind: KindId, side: PlayerId, cell: Cell) -> bool {
        let words = self.geometry.cell_count().div_ceil(64);
        let at = (kind as usize * self.players.len() + side as usize) * words + cell as usize / 64;
        self.pieces.stranded.get(at).is_some_and(|w| w >> (cell % 64) & 1 != 0)
    }
}

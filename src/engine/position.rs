//! Position: the board and hands as flat arrays, with the undo log that lets every action be taken back.

use crate::compile::geometry::Cell;
use crate::compile::rules::{KindId, MAX_PLAYERS, PlayerId, UNLIMITED};

mod classes;
mod counts;

pub(crate) use classes::reads_whole;

/// A cell's content: 0 when empty, else the kind (+1) in the low seven bits, `UNMOVED` in the
/// eighth, the owner (the player who controls it) in the next four bits and its side (the
/// player whose facing it has) in the top four.
pub type Piece = u16;

/// The bit of a piece of an `unmoved` kind that has not moved yet.
pub const UNMOVED: Piece = 0x80;

pub use crate::compile::rules::NOBODY;

/// A piece whose side is its owner's.
pub const fn piece(kind: KindId, owner: PlayerId) -> Piece {
    facing_piece(kind, owner, owner)
}

pub const fn facing_piece(kind: KindId, owner: PlayerId, side: PlayerId) -> Piece {
    (kind as Piece + 1) | (owner as Piece) << 8 | (side as Piece) << 12
}

#[inline]
pub const fn owner_of(piece: Piece) -> PlayerId {
    ((piece >> 8) & 0xf) as PlayerId
}

#[inline]
pub const fn side_of(piece: Piece) -> PlayerId {
    (piece >> 12) as PlayerId
}

/// The same piece under another owner, keeping its kind, side and whether it has moved.
#[inline]
pub const fn with_owner(piece: Piece, owner: PlayerId) -> Piece {
    (piece & 0xf0ff) | (owner as Piece) << 8
}

#[inline]
pub const fn kind_of(piece: Piece) -> KindId {
    ((piece & 0x7f) - 1) as KindId
}

/// Mixes a 64-bit value (splitmix64's finaliser) for position hashing.
#[inline]
pub const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A piece on a cell, as the board hash counts it (the kernel builds its table from it).
#[inline]
pub(crate) const fn cell_key(cell: Cell, piece: Piece) -> u64 {
    if piece == 0 { 0 } else { mix((cell as u64) << 16 | piece as u64) }
}

/// The player to act, as a board key counts it (`State::board_key`, and the kernel's).
#[inline]
pub(crate) const fn to_act_key(player: PlayerId) -> u64 {
    mix(player as u64 | 1 << 48)
}

fn hand_key(slot: usize, count: u32) -> u64 {
    mix(0x4841_4e44 << 40 ^ (slot as u64) << 32 ^ count as u64)
}

/// The hash of every hand's count.
fn hands_hash(hands: &[u32]) -> u64 {
    hands.iter().enumerate().fold(0, |h, (slot, &n)| h ^ hand_key(slot, n))
}

/// Board, hands and the log of every change since the position was made.
#[derive(Clone, Debug)]
pub struct Position {
    pub board: Vec<Piece>,
    /// `hands[player * kinds + kind]`
    pub hands: Vec<u32>,
    pub kinds: usize,
    /// A bit per kind whose hand the players share: a change to one player's count of it is
    /// made to every player's, so that reading a hand stays one look.
    shared: u64,
    players: u8,
    /// Hashes of the board and of the hands, kept apart (repetitions may compare boards
    /// alone) and up to date by every change while `hashed`.
    pub(crate) board_key: u64,
    hands_key: u64,
    /// Whether the hashes are kept: only a game that counts repetitions reads them often
    /// enough to pay two hash updates per write; other callers have them computed when asked.
    pub(crate) hashed: bool,
    /// The pieces under each top piece, in a game with `stacks` only (`stacks.rs`).
    pub(crate) stacks: Option<Box<super::stacks::Stacks>>,
    /// The numbers and flags on pieces, in a game with `value` or `flag` only (`values.rs`).
    pub(crate) values: Option<Box<super::values::Values>>,
    /// Whether a side table (stacks, values) follows the pieces: one test for both.
    pub(super) tables: bool,
    /// 64-bit words per cell bit set.
    pub words: usize,
    /// A bit per empty cell.
    pub empty: Vec<u64>,
    /// A bit per cell holding a piece of the player: `owned[player * words + word]`.
    pub owned: Vec<u64>,
    /// The kinds that are royal (none: `royal` is not kept), and as `owned`, a bit per cell
    /// holding a royal piece of the player: `check` finds them without a look at every piece.
    royal_kinds: u64,
    royal: Vec<u64>,
    /// Per player, a bit for each team-mate (`team`): their pieces are `ALLY`, not `ENEMY`.
    allies: [u8; MAX_PLAYERS],
    cell_log: Vec<(Cell, Piece)>,
    hand_log: Vec<(u16, u32)>,
    /// Where the seed counts (one per cell) and then the scores (one per player) begin in
    /// `hands`, when the game has them: counts kept with the hands share their log and hash.
    seeds_at: usize,
    scores_at: usize,
    scored: bool,
}

/// How long the logs were when an action began, to roll back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    cells: u32,
    hands: u32,
    stacks: u32,
    values: u32,
}

impl Position {
    pub fn new(
        cells: usize,
        players: usize,
        hands: &[u32],
        allies: &[u8],
        royal_kinds: u64,
        hashed: bool,
        stacks: bool,
    ) -> Position {
        // Every player's hand of every kind, `[player * kinds + kind]`.
        let hands = hands.to_vec();
        let kinds = hands.len() / players.max(1);
        let hands_key = hands_hash(&hands);
        let words = cells.div_ceil(64);
        let mut empty = vec![0u64; words];
        (0..cells).for_each(|c| empty[c / 64] |= 1 << (c % 64));
        let owned = vec![0; words * players];
        let mut team = [0u8; MAX_PLAYERS];
        team[..allies.len()].copy_from_slice(allies);
        Position {
            board: vec![0; cells],
            hands,
            kinds,
            shared: 0,
            players: players as u8,
            board_key: 0,
            hands_key,
            hashed,
            stacks: stacks.then(|| Box::new(super::stacks::Stacks::new(cells))),
            values: None,
            tables: stacks,
            words,
            empty,
            royal: if royal_kinds == 0 { Vec::new() } else { vec![0; words * players] },
            owned,
            royal_kinds,
            allies: team,
            cell_log: Vec::new(),
            hand_log: Vec::new(),
            seeds_at: 0,
            scores_at: 0,
            scored: false,
        }
    }

    /// Writes a cell and keeps the hash and bit sets in step (not the log).
    #[inline]
    fn write(&mut self, cell: Cell, new: Piece) {
        let old = self.board[cell as usize];
        let (word, bit) = (cell as usize / 64, 1u64 << (cell % 64));
        if old == 0 {
            self.empty[word] &= !bit;
        } else if owner_of(old) != NOBODY {
            self.owned[owner_of(old) as usize * self.words + word] &= !bit;
        }
        if new == 0 {
            self.empty[word] |= bit;
        } else if owner_of(new) != NOBODY {
            self.owned[owner_of(new) as usize * self.words + word] |= bit;
        }
        if self.hashed {
            self.board_key ^= cell_key(cell, old) ^ cell_key(cell, new);
        }
        self.board[cell as usize] = new;
        // Last, so that the call is a jump and `write` saves no registers for it.
        if self.royal_kinds != 0 {
            self.keep_royal(cell, old, new);
        }
    }

    /// `write`'s update of the royal pieces' cells: out of line, so that `write` stays small
    /// for the games without royal pieces.
    #[inline(never)]
    fn keep_royal(&mut self, cell: Cell, old: Piece, new: Piece) {
        let (word, bit) = (cell as usize / 64, 1u64 << (cell % 64));
        let royal = |piece: Piece| {
            piece != 0 && owner_of(piece) != NOBODY && self.royal_kinds >> kind_of(piece) & 1 != 0
        };
        if royal(old) {
            self.royal[owner_of(old) as usize * self.words + word] &= !bit;
        }
        if royal(new) {
            self.royal[owner_of(new) as usize * self.words + word] |= bit;
        }
    }

    /// The bit set of the player's royal pieces (empty when no kind is royal).
    #[inline]
    pub fn royal_of(&self, player: PlayerId) -> &[u64] {
        let start = player as usize * self.words;
        self.royal.get(start..start + self.words).unwrap_or(&[])
    }

    /// The bit set of the player's pieces.
    #[inline]
    pub fn owned_by(&self, player: PlayerId) -> &[u64] {
        let start = player as usize * self.words;
        &self.owned[start..start + self.words]
    }

    #[inline]
    pub fn set(&mut self, cell: Cell, new: Piece) {
        self.cell_log.push((cell, self.board[cell as usize]));
        self.write(cell, new);
        if new == 0 && self.tables {
            self.clear_tables(cell);
        }
    }

    #[inline]
    pub fn hand(&self, player: PlayerId, kind: KindId) -> u32 {
        self.hands[player as usize * self.kinds + kind as usize]
    }

    /// The same position where the players share the hands of the kinds of `kinds`.
    pub fn with_shared_hands(mut self, kinds: u64) -> Position {
        self.shared = kinds;
        self
    }

    /// Adds `delta` pieces to a hand (to every player's, where it is shared); unlimited hands
    /// never change.
    pub fn add_to_hand(&mut self, player: PlayerId, kind: KindId, delta: i32) {
        if self.shared & 1 << kind != 0 {
            for each in 0..self.players as usize {
                self.add_to_slot(each * self.kinds + kind as usize, delta);
            }
            return;
        }
        self.add_to_slot(player as usize * self.kinds + kind as usize, delta);
    }

    #[inline]
    fn add_to_slot(&mut self, slot: usize, delta: i32) {
        let old = self.hands[slot];
        if old == UNLIMITED {
            return;
        }
        let new = old.saturating_add_signed(delta);
        self.hand_log.push((slot as u16, old));
        if self.hashed {
            self.hands_key ^= hand_key(slot, old) ^ hand_key(slot, new);
        }
        self.hands[slot] = new;
    }

    pub fn mark(&self) -> Mark {
        let stacks = self.stacks.as_ref().map_or(0, |s| s.mark());
        let values = self.values.as_ref().map_or(0, |v| v.mark());
        Mark { cells: self.cell_log.len() as u32, hands: self.hand_log.len() as u32, stacks, values }
    }

    /// Undoes every change made since `mark`.
    pub fn rollback(&mut self, mark: Mark) {
        if self.tables {
            self.rollback_below(mark.stacks);
            self.rollback_values(mark.values);
        }
        while self.cell_log.len() > mark.cells as usize {
            let (cell, old) = self.cell_log.pop().expect("log is longer than the mark");
            self.write(cell, old);
        }
        while self.hand_log.len() > mark.hands as usize {
            let (slot, old) = self.hand_log.pop().expect("log is longer than the mark");
            if self.hashed {
                self.hands_key ^=
                    hand_key(slot as usize, old) ^ hand_key(slot as usize, self.hands[slot as usize]);
            }
            self.hands[slot as usize] = old;
        }
    }

    /// Forgets the log (for positions whose history will not be undone, such as the start).
    pub fn clear_log(&mut self) {
        self.cell_log.clear();
        self.hand_log.clear();
        if let Some(stacks) = self.stacks.as_deref_mut() {
            stacks.log.clear();
        }
        if let Some(values) = self.values.as_deref_mut() {
            values.log.clear();
        }
    }

    /// The hash of board and hands: kept, or computed now if it is not kept.
    pub fn hash(&self) -> u64 {
        if self.hashed { self.board_key ^ self.hands_key } else { self.recomputed_hash() }
    }

    /// The hash of the board alone: the position hash without the hands.
    pub fn board_hash(&self) -> u64 {
        if self.hashed { self.board_key } else { self.recomputed_board_hash() }
    }

    /// The hash recomputed from scratch, to test the incremental one.
    pub fn recomputed_hash(&self) -> u64 {
        self.recomputed_board_hash() ^ hands_hash(&self.hands)
    }

    fn recomputed_board_hash(&self) -> u64 {
        let tops = self.board.iter().enumerate().fold(0, |h, (c, &p)| h ^ cell_key(c as Cell, p));
        tops ^ self.below_hash() ^ self.values_hash()
    }
}

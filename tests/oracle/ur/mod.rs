//! An independent referee for the Royal Game of Ur as Ludii 1.3.12 plays it by default (Finkel's
//! track, rosettes that give another roll and protect): four binary lots give 0 to 4; seven
//! pieces each enter from the hand and run fourteen squares — four of their own, eight shared,
//! two of their own — and leave by an exact throw; landing on an enemy on a shared square sends
//! it back to the hand, but not on the central rosette; a rosette (squares 4, 8 and 14) gives
//! another throw; a throw of 0, or one that moves nothing, passes. Written from the rules alone,
//! to hold yon's engine to it once chance is written.
#![allow(dead_code)]

/// Where a piece is: 0 in the hand, 1 to 14 along its track, 15 off the board.
pub type Square = u8;

pub const ROSETTES: [Square; 3] = [4, 8, 14];
const OFF: Square = 15;
/// The chances of 0 to 4 with four binary lots, in sixteenths.
pub const LOTS: [u32; 5] = [1, 4, 6, 4, 1];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the piece on a square (0: one from the hand) on by the throw.
    Move(Square),
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ur {
    /// Each player's pieces by square, sorted; seven each.
    pub pieces: [Vec<Square>; 2],
    pub to_move: usize,
    /// The throw the player to move must play, once thrown.
    pub throw: Option<u8>,
    pub winner: Option<usize>,
}

impl Default for Ur {
    fn default() -> Self {
        Self::new()
    }
}

impl Ur {
    pub fn new() -> Ur {
        Ur { pieces: [vec![0; 7], vec![0; 7]], to_move: 0, throw: None, winner: None }
    }

    /// Whether square `a` of one player's track is square `b` of the other's: the shared ones.
    fn shared(square: Square) -> bool {
        (5..=12).contains(&square)
    }

    /// The actions for the throw: each distinct square whose piece can move (the hand once),
    /// or a pass when none can.
    pub fn actions(&self, throw: u8) -> Vec<Action> {
        let mine = &self.pieces[self.to_move];
        let theirs = &self.pieces[1 - self.to_move];
        let mut from: Vec<Square> = mine.iter().copied().filter(|&s| s != OFF).collect();
        from.dedup();
        let movable: Vec<Action> = from
            .into_iter()
            .filter(|&s| {
                let to = s + throw;
                let enemy = Self::shared(to) && theirs.contains(&to);
                throw > 0
                    && to <= OFF
                    && (to == OFF || !mine.contains(&to))
                    && !(enemy && ROSETTES.contains(&to))
            })
            .map(Action::Move)
            .collect();
        if movable.is_empty() { vec![Action::Pass] } else { movable }
    }

    /// The position after the throw and the action: a piece landing on a rosette throws again.
    pub fn after(&self, throw: u8, action: Action) -> Ur {
        let mut next = self.clone();
        next.throw = None;
        let (me, them) = (self.to_move, 1 - self.to_move);
        let mut again = false;
        if let Action::Move(from) = action {
            let to = from + throw;
            let at = next.pieces[me].iter().position(|&s| s == from).expect("a piece there");
            next.pieces[me][at] = to;
            next.pieces[me].sort_unstable();
            if Self::shared(to)
                && let Some(hit) = next.pieces[them].iter().position(|&s| s == to)
            {
                next.pieces[them][hit] = 0;
                next.pieces[them].sort_unstable();
            }
            again = ROSETTES.contains(&to);
            if next.pieces[me].iter().all(|&s| s == OFF) {
                next.winner = Some(me);
            }
        }
        if !again {
            next.to_move = them;
        }
        next
    }

    /// Perft with chance: a throw is a ply whose children are its five outcomes, each counted
    /// once, and each action a ply.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.winner.is_some() {
            return 0;
        }
        match self.throw {
            None => (0..=4).map(|throw| Ur { throw: Some(throw), ..self.clone() }.perft(depth - 1)).sum(),
            Some(throw) => self.actions(throw).iter().map(|&a| self.after(throw, a).perft(depth - 1)).sum(),
        }
    }
}

#[cfg(test)]
mod tests;

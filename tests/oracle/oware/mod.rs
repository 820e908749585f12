//! An Oware referee (abapa rules), written from the rules alone, sharing nothing with the
//! engine: twelve pits in sowing order, south's a1…f1 then north's f2…a2.
//!
//! A player sows every seed of a pit of their side counter-clockwise, one a pit, passing over
//! the pit sown from. If the last seed makes 2 or 3 in an opponent's pit, that pit and the
//! opponent's pits before it holding 2 or 3, going back without a gap, are captured — unless
//! that is every seed the opponent has: then none is. While some sowing leaves the opponent
//! seeds, a sowing that leaves none is not allowed. A score of 25 or more wins at once; when
//! the player to sow has no seeds, each player adds the seeds on their side to their score and
//! the higher wins (equal: a draw).

#[cfg(test)]
mod tests;

const PITS: usize = 12;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Oware {
    pits: [u32; PITS],
    scores: [u32; 2],
    to_move: usize,
    /// `Some(winner)` once over, `Some(None)` a draw.
    result: Option<Option<usize>>,
}

/// A pit's name: south's pits are a1…f1 in order, north's f2…a2.
pub fn name(pit: usize) -> String {
    if pit < 6 {
        format!("{}1", (b'a' + pit as u8) as char)
    } else {
        format!("{}2", (b'a' + (11 - pit) as u8) as char)
    }
}

fn side(player: usize) -> std::ops::Range<usize> {
    if player == 0 { 0..6 } else { 6..12 }
}

impl Oware {
    pub fn new() -> Oware {
        Oware { pits: [4; PITS], scores: [0; 2], to_move: 0, result: None }
    }

    /// A position given whole (pits in sowing order), `to_move` to sow.
    pub fn at(pits: [u32; PITS], scores: [u32; 2], to_move: usize) -> Oware {
        let mut game = Oware { pits, scores, to_move, result: None };
        game.begin_turn();
        game
    }

    pub fn to_move(&self) -> usize {
        self.to_move
    }

    pub fn result(&self) -> Option<Option<usize>> {
        self.result
    }

    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    pub fn pits(&self) -> [u32; PITS] {
        self.pits
    }

    /// The pits sown from that the rules allow now.
    fn moves(&self) -> Vec<usize> {
        if self.result.is_some() {
            return Vec::new();
        }
        let all: Vec<usize> = side(self.to_move).filter(|&p| self.pits[p] > 0).collect();
        let opponent = side(1 - self.to_move);
        let feeding: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&p| {
                let (after, _) = self.sown(p);
                opponent.clone().map(|q| after.pits[q]).sum::<u32>() > 0
            })
            .collect();
        if feeding.is_empty() { all } else { feeding }
    }

    /// The position after sowing `from` (captures made, turn not yet passed), and the last pit.
    fn sown(&self, from: usize) -> (Oware, usize) {
        let mut next = self.clone();
        let mut seeds = next.pits[from];
        next.pits[from] = 0;
        let mut pit = from;
        while seeds > 0 {
            pit = (pit + 1) % PITS;
            if pit == from {
                continue;
            }
            next.pits[pit] += 1;
            seeds -= 1;
        }
        let theirs = side(1 - self.to_move);
        let mut taken = Vec::new();
        let mut back = pit;
        while theirs.contains(&back) && (2..=3).contains(&next.pits[back]) {
            taken.push(back);
            if back == theirs.start {
                break;
            }
            back -= 1;
        }
        let total: u32 = taken.iter().map(|&p| next.pits[p]).sum();
        let all_theirs: u32 = theirs.map(|p| next.pits[p]).sum();
        if total > 0 && total < all_theirs {
            for p in taken {
                next.pits[p] = 0;
            }
            next.scores[self.to_move] += total;
        }
        (next, pit)
    }

    /// Every turn (one sowing each), named `from-to` by the pit sown from and the pit the last
    /// seed falls in, sorted.
    pub fn turns(&self) -> Vec<Vec<String>> {
        let mut turns: Vec<Vec<String>> =
            self.moves().into_iter().map(|p| vec![format!("{}-{}", name(p), name(self.sown(p).1))]).collect();
        turns.sort();
        turns
    }

    pub fn play(&mut self, turn: &[String]) {
        let from = self
            .moves()
            .into_iter()
            .find(|&p| turn == [format!("{}-{}", name(p), name(self.sown(p).1))])
            .unwrap_or_else(|| panic!("{turn:?} is not legal"));
        self.play_pit(from);
    }

    fn play_pit(&mut self, from: usize) {
        let mover = self.to_move;
        *self = self.sown(from).0;
        if self.scores[mover] >= 25 {
            self.result = Some(Some(mover));
            return;
        }
        self.to_move = 1 - mover;
        self.begin_turn();
    }

    /// A player with no seeds to sow ends the game: the seeds left go to their sides' owners.
    fn begin_turn(&mut self) {
        if side(self.to_move).all(|p| self.pits[p] == 0) {
            let totals: Vec<u32> = (0..2)
                .map(|player| self.scores[player] + side(player).map(|p| self.pits[p]).sum::<u32>())
                .collect();
            self.result = Some(match totals[0].cmp(&totals[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            });
        }
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .into_iter()
            .map(|p| {
                let mut next = self.clone();
                next.play_pit(p);
                next.perft(depth - 1)
            })
            .sum()
    }
}

//! Random: `setup PLAYER [KIND]: random N of CELLS` — pieces set on cells drawn at random, each
//! set of cells one outcome of a chance node before the first turn — and the sets of N cells of
//! a list, counted and found by their index.

use super::cells::CellTest;
use super::geometry::Cell;
use super::rules::{KindId, PerContext, PlayerId};

/// The most outcomes a random setup may have: an outcome's index is an action's cell.
pub const MOST_OUTCOMES: u64 = 65_000;

/// One `setup … random N of CELLS`, compiled.
#[derive(Clone, Debug)]
pub struct RandomSetup {
    pub player: PlayerId,
    pub kind: KindId,
    pub count: u32,
    /// The cells drawn from, read for the player when the draw is made.
    pub cells: PerContext<CellTest>,
}

/// How many sets of `k` cells `n` cells hold (0 past `MOST_OUTCOMES`, which is too many).
pub fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let mut count: u64 = 1;
    for i in 0..k.min(n - k) {
        count = count * (n - i) / (i + 1);
        if count > MOST_OUTCOMES {
            return 0;
        }
    }
    count
}

/// The `index`-th set of `k` of `cells`, in the order of the sets of their positions
/// (lexicographic): `index` below `choose(cells.len(), k)`.
pub fn nth_set(cells: &[Cell], k: usize, mut index: u64) -> Vec<Cell> {
    let mut chosen = Vec::with_capacity(k);
    let mut start = 0;
    for left in (1..=k).rev() {
        for at in start..cells.len() {
            let with = choose((cells.len() - at - 1) as u64, (left - 1) as u64).max(1);
            if index < with {
                chosen.push(cells[at]);
                start = at + 1;
                break;
            }
            index -= with;
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sets_of_two_of_four_cells_come_in_order() {
        assert_eq!(choose(4, 2), 6);
        assert_eq!(choose(64, 8), 0, "too many");
        let sets: Vec<Vec<Cell>> = (0..6).map(|i| nth_set(&[1, 2, 3, 4], 2, i)).collect();
        assert_eq!(sets, [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]);
        assert_eq!(nth_set(&[7, 8], 2, 0), [7, 8]);
    }
}

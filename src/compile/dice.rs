//! Dice: what a `roll` throws — N dice of F faces numbered from K — as its distinct outcomes,
//! each with its chance, and the pool of values a roll leaves the mover to play.

/// The most values a pool holds: two dice whose doubles count twice, or four lots.
pub const MAX_POOL: usize = 4;
/// The most dice a roll throws when the game reads only their total.
pub const MAX_DICE: u32 = 8;
/// The most faces a die may have.
pub const MAX_FACES: u32 = 100;

/// The values a roll left to play, smallest first: a small multiset kept in the undo frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pool {
    values: [u8; MAX_POOL],
    len: u8,
}

impl Pool {
    pub const EMPTY: Pool = Pool { values: [0; MAX_POOL], len: 0 };

    /// A pool of these values (at most `MAX_POOL`), sorted.
    pub fn of(values: &[u8]) -> Pool {
        let mut pool = Pool::EMPTY;
        for &v in values.iter().take(MAX_POOL) {
            pool.values[pool.len as usize] = v;
            pool.len += 1;
        }
        pool.values[..pool.len as usize].sort_unstable();
        pool
    }

    pub fn values(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn total(&self) -> u32 {
        self.values().iter().map(|&v| u32::from(v)).sum()
    }

    /// Each distinct value once, smallest first: the dice a move may read.
    pub fn distinct(&self) -> impl Iterator<Item = u8> + '_ {
        let values = self.values();
        values.iter().enumerate().filter(move |&(i, v)| i == 0 || values[i - 1] != *v).map(|(_, &v)| v)
    }

    pub fn contains(&self, value: u8) -> bool {
        self.values().contains(&value)
    }

    /// The pool without one copy of `value` (unchanged when it holds none).
    pub fn without(&self, value: u8) -> Pool {
        let mut pool = *self;
        if let Some(at) = pool.values().iter().position(|&v| v == value) {
            pool.values.copy_within(at + 1..pool.len as usize, at);
            pool.len -= 1;
            pool.values[pool.len as usize] = 0;
        }
        pool
    }

    /// A key of the values for hashing positions in the middle of a turn.
    pub fn key(&self) -> u64 {
        self.values().iter().fold(u64::from(self.len), |k, &v| k << 8 | u64::from(v))
    }
}

/// One outcome of a roll: the values it puts in the pool and how many of the equally likely
/// throws give it (out of `Dice::throws`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roll {
    /// The dice as thrown, smallest first (one value, their sum, when only the total is read).
    pub shown: Vec<u8>,
    pub pool: Pool,
    pub weight: u64,
}

/// `dice N dF [from K] [doubles twice]`, compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dice {
    pub count: u32,
    pub faces: u32,
    pub from: u32,
    /// A double fills the pool with twice as many values (two dice: four moves).
    pub doubles_twice: bool,
    /// Whether moves read only the dice's total: outcomes with the same sum are one.
    pub total_only: bool,
    /// The distinct outcomes, in the order of their values.
    pub outcomes: Vec<Roll>,
    /// How many equally likely throws there are: faces to the power of count.
    pub throws: u64,
    /// `highest starts`: the opening throw's outcomes, all equally likely (none without it).
    pub opening: Vec<Opening>,
}

/// One outcome of the opening throw (`highest starts`): one die a player, whose highest is one
/// player's alone (a throw where the highest is shared is thrown again). That player starts,
/// and the dice are their first throw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The dice in `players` order.
    pub shown: Vec<u8>,
    pub starter: u8,
    pub pool: Pool,
}

impl Dice {
    /// The dice and their outcomes. The caller keeps `count` to `MAX_DICE` and `faces` to
    /// `MAX_FACES` (and `count` to `MAX_POOL` unless only the total is read, or to 2 with
    /// doubles twice).
    pub fn new(count: u32, faces: u32, from: u32, doubles_twice: bool, total_only: bool) -> Dice {
        let mut outcomes: Vec<Roll> = Vec::new();
        let mut shown = vec![0u32; count as usize];
        multisets(&mut shown, 0, 0, faces, &mut |faces_shown| {
            let values: Vec<u8> = faces_shown.iter().map(|&f| (f + from) as u8).collect();
            let weight = arrangements(faces_shown);
            let double = doubles_twice && values.windows(2).all(|w| w[0] == w[1]);
            let (shown, pool) = match total_only {
                true => {
                    let sum = values.iter().map(|&v| u32::from(v)).sum::<u32>().min(255) as u8;
                    (vec![sum], Pool::of(&[sum]))
                }
                false if double => (values.clone(), Pool::of(&[values.clone(), values].concat())),
                false => (values.clone(), Pool::of(&values)),
            };
            match outcomes.iter_mut().find(|o| o.shown == shown) {
                Some(same) => same.weight += weight,
                None => outcomes.push(Roll { shown, pool, weight }),
            }
        });
        outcomes.sort_by(|a, b| a.shown.cmp(&b.shown));
        let throws = u64::from(faces).pow(count);
        Dice { count, faces, from, doubles_twice, total_only, outcomes, throws, opening: Vec::new() }
    }

    /// The dice with the opening throw of `highest starts`: one die for each of `count`
    /// players, in order. The caller keeps `faces` to the power of `count` small.
    pub fn with_opening(mut self) -> Dice {
        let mut shown = vec![0u32; self.count as usize];
        let mut opening = Vec::new();
        every_throw(&mut shown, 0, self.faces, &mut |faces_shown| {
            let values: Vec<u8> = faces_shown.iter().map(|&f| (f + self.from) as u8).collect();
            let highest = values.iter().max().copied().unwrap_or_default();
            let mut highs = values.iter().enumerate().filter(|&(_, &v)| v == highest);
            if let (Some((starter, _)), None) = (highs.next(), highs.next()) {
                let pool = match self.total_only {
                    true => Pool::of(&[values.iter().map(|&v| u32::from(v)).sum::<u32>().min(255) as u8]),
                    false => Pool::of(&values),
                };
                opening.push(Opening { shown: values, starter: starter as u8, pool });
            }
        });
        self.opening = opening;
        self
    }

    /// The outcome a draw of `0..throws` falls on, each with its chance.
    pub fn outcome_at(&self, mut draw: u64) -> usize {
        for (i, outcome) in self.outcomes.iter().enumerate() {
            if draw < outcome.weight {
                return i;
            }
            draw -= outcome.weight;
        }
        self.outcomes.len() - 1
    }
}

/// Calls `each` with every sequence of `shown.len()` faces (0-based), in order.
fn every_throw(shown: &mut [u32], at: usize, faces: u32, each: &mut impl FnMut(&[u32])) {
    if at == shown.len() {
        return each(shown);
    }
    for face in 0..faces {
        shown[at] = face;
        every_throw(shown, at + 1, faces, each);
    }
}

/// Calls `each` with every multiset of `shown.len()` faces (0-based, non-decreasing).
fn multisets(shown: &mut [u32], at: usize, least: u32, faces: u32, each: &mut impl FnMut(&[u32])) {
    if at == shown.len() {
        each(shown);
        return;
    }
    for face in least..faces {
        shown[at] = face;
        multisets(shown, at + 1, face, faces, each);
    }
}

/// In how many orders the dice can show a multiset: n! over the product of each count's factorial.
fn arrangements(sorted: &[u32]) -> u64 {
    let factorial = |n: usize| (1..=n as u64).product::<u64>();
    let mut repeats = 1;
    let mut run = 1;
    for i in 1..=sorted.len() {
        if i < sorted.len() && sorted[i] == sorted[i - 1] {
            run += 1;
        } else {
            repeats *= factorial(run);
            run = 1;
        }
    }
    factorial(sorted.len()) / repeats
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_six_sided_dice_have_21_outcomes_doubles_at_one_in_36() {
        let dice = Dice::new(2, 6, 1, true, false);
        assert_eq!(dice.outcomes.len(), 21);
        assert_eq!(dice.throws, 36);
        assert_eq!(dice.outcomes.iter().map(|o| o.weight).sum::<u64>(), 36);
        let double = dice.outcomes.iter().find(|o| o.shown == [3, 3]).expect("3-3");
        assert_eq!((double.weight, double.pool.values()), (1, &[3, 3, 3, 3][..]));
        let mixed = dice.outcomes.iter().find(|o| o.shown == [1, 2]).expect("1-2");
        assert_eq!((mixed.weight, mixed.pool.values()), (2, &[1, 2][..]));
    }

    #[test]
    fn four_lots_read_as_their_sum_give_five_outcomes() {
        let dice = Dice::new(4, 2, 0, false, true);
        let weights: Vec<(u8, u64)> = dice.outcomes.iter().map(|o| (o.shown[0], o.weight)).collect();
        assert_eq!(weights, [(0, 1), (1, 4), (2, 6), (3, 4), (4, 1)]);
        assert_eq!(dice.outcome_at(0), 0);
        assert_eq!(dice.outcome_at(1), 1);
        assert_eq!(dice.outcome_at(15), 4);
    }

    #[test]
    fn two_dice_read_as_a_total_merge_into_eleven_sums() {
        let dice = Dice::new(2, 6, 1, false, true);
        assert_eq!(dice.outcomes.len(), 11);
        assert_eq!(dice.outcomes.iter().find(|o| o.shown == [7]).map(|o| o.weight), Some(6));
    }

    #[test]
    fn a_pool_loses_one_copy_of_a_value_at_a_time() {
        let pool = Pool::of(&[5, 3, 5]);
        assert_eq!(pool.values(), [3, 5, 5]);
        assert_eq!(pool.distinct().collect::<Vec<_>>(), [3, 5]);
        assert_eq!(pool.without(5).values(), [3, 5]);
        assert_eq!(pool.without(4), pool);
        assert_eq!(pool.without(3).without(5).without(5), Pool::EMPTY);
        assert_eq!(pool.total(), 13);
    }

    #[test]
    fn the_opening_throw_leaves_out_a_shared_highest_die() {
        let dice = Dice::new(2, 6, 1, true, false).with_opening();
        assert_eq!(dice.opening.len(), 30);
        let first = &dice.opening[0];
        assert_eq!(
            (first.shown.as_slice(), first.starter, first.pool.values()),
            ([1, 2].as_slice(), 1, [1, 2].as_slice())
        );
        assert!(dice.opening.iter().all(|o| o.shown[o.starter as usize] > o.shown[1 - o.starter as usize]));
        let three = Dice::new(3, 2, 1, false, false).with_opening();
        // Of the eight throws of three coins, 2-1-1, 1-2-1 and 1-1-2 have one highest.
        assert_eq!(three.opening.iter().map(|o| o.starter).collect::<Vec<_>>(), [2, 1, 0]);
    }
}

//! Rng: a small, fast, seedable generator (wyrand) so that games replay exactly from a seed.

/// wyrand: 64 bits of state, one multiply per number; good enough for playouts and search.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xa076_1d64_78bd_642f);
        let t = u128::from(self.0) * u128::from(self.0 ^ 0xe703_7ed1_a0b4_28db);
        ((t >> 64) ^ t) as u64
    }

    /// A number in `0..n` (n > 0), by multiply-shift: no division, no modulo bias worth measuring.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_all_in_range() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..1000 {
            let x = a.below(6);
            assert_eq!(x, b.below(6));
            assert!(x < 6);
        }
        let mut seen = [false; 6];
        (0..1000).for_each(|_| seen[a.below(6)] = true);
        assert!(seen.iter().all(|&s| s));
    }
}

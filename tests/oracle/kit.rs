//! Kit: what the oracles' own tests share that is no rule of any game — a small seeded
//! generator for their random games and the written form of a list of turns. Nothing here
//! knows a game, and nothing here comes from the engine.

/// A splitmix64 generator: the same numbers on every machine for one seed.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number from 0 to `n - 1`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Turns separated by commas, the actions of one turn by spaces: `c3-d4, f6-e5 xd4`.
pub fn turn_list(turns: &str) -> Vec<Vec<String>> {
    turns.split(',').map(|turn| turn.split_whitespace().map(String::from).collect()).collect()
}

#[test]
fn the_generator_gives_splitmix64s_published_first_number() {
    // splitmix64 seeded with 0 first yields 0xE220A8397B1DCDAF (Vigna's reference code).
    assert_eq!(SplitMix(0).next(), 0xE220_A839_7B1D_CDAF);
    assert_eq!(turn_list("a1-b2, c3 xd4"), [vec!["a1-b2"], vec!["c3", "xd4"]]);
}

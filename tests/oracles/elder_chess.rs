//! Agreement for the elder chesses: shatranj and makruk held to their oracle
//! (`tests/oracle/makruk_shatranj`), endings included, in random games played to their ends.

use crate::agreement::{Referee, agree};
use crate::common;
use crate::makruk_shatranj::{Game, Variant};

/// The oracle names single moves; a turn is one move.
impl Referee for Game {
    fn to_move(&self) -> usize {
        Game::to_move(self)
    }
    fn result(&self) -> Option<Option<usize>> {
        Game::result(self)
    }
    fn turns(&self) -> Vec<Vec<String>> {
        Game::turns(self)
    }
    fn play(&mut self, turn: &[String]) {
        Game::play(self, &turn[0]);
    }
    fn perft(&self, depth: u32) -> u64 {
        Game::perft(self, depth)
    }
}

/// The oracle writes a promotion as a plain move; the engine adds `+`.
fn plain(action: &str) -> String {
    action.trim_end_matches('+').to_string()
}

#[test]
fn shatranj_agrees_with_its_oracle() {
    // From the start, perft to 4 (Fairy-Stockfish's numbers); then random games to their ends
    // (bare kings, the seventy-move rule, repetitions, mates and stalemates): the moves, the
    // player to act, the result at every position, and perft 2 at every tenth.
    let mut state = common::game("shatranj.game", &[]);
    let start = Game::new(Variant::Shatranj);
    for depth in 1..=4 {
        assert_eq!(yon::engine::perft(&mut state, depth), start.perft(depth), "perft {depth}");
    }
    let ends = endings(&start, 100, 2000);
    let seen = agree("shatranj.game", &[], start, plain, 100, 2000, 2, 10);
    assert!(seen.finished == 100 && seen.perfts > 500, "{seen:?}");
    for why in ["bare king", "bare king not bared back", "seventy moves", "checkmate"] {
        assert!(ends.contains_key(why), "no game ended by {why}: {ends:?}");
    }
}

#[test]
fn makruk_agrees_with_its_oracle_counting_rules_included() {
    // As shatranj, with the counting rules (the pieces' honour and the board's honour): some of
    // the random games must end by them.
    let mut state = common::game("makruk.game", &[]);
    let start = Game::new(Variant::Makruk);
    for depth in 1..=4 {
        assert_eq!(yon::engine::perft(&mut state, depth), start.perft(depth), "perft {depth}");
    }
    let ends = endings(&start, 30, 3000);
    let seen = agree("makruk.game", &[], start, plain, 30, 3000, 2, 10);
    assert!(seen.finished >= 20 && seen.perfts > 500, "{seen:?}");
    for why in ["threefold repetition", "checkmate", "counting"] {
        assert!(ends.contains_key(why), "no game ended by {why}: {ends:?}");
    }
}

/// How the oracle's random games of `agree` (the same seeds, the same choices) end, by reason.
fn endings(start: &Game, games: u64, cap: usize) -> std::collections::BTreeMap<&'static str, usize> {
    let mut seen = std::collections::BTreeMap::new();
    for seed in 1..=games {
        let mut game = start.clone();
        let mut rng = yon::engine::Rng::new(seed);
        for _ in 0..cap {
            let turns = game.turns();
            if turns.is_empty() {
                break;
            }
            game.play(&turns[rng.below(turns.len())][0]);
        }
        *seen.entry(game.ending().map_or("unfinished", |(why, _)| why)).or_default() += 1;
    }
    seen
}

//! `cargo bench --bench handwritten`: hand-written engines timed in turn with yon's playouts of
//! the same games, so that "× hand-written" is measured on one machine in one run rather than
//! against PERFT.md's fixed figures, which were taken on another day's machine: four games of
//! PERFT.md's speed table (tic-tac-toe, Othello, Yonmoque, Yoso-Go) and the new families of
//! #42 (Go 9×9, Hex 11×11, English draughts, Kalah, Oware, backgammon). Each engine first
//! proves its rules by perft (PERFT.md's numbers, or those of `tests/perft` for the game,
//! counted as that table counts: by actions or by turns); then both play uniform random games
//! (dice thrown by their odds), to the same end and the same cap, for a second at a time,
//! three rounds each, and the best round of each is compared. Words after `--` keep only the
//! games whose title holds one (`-- go hex`). Not a test.

mod backgammon;
mod draughts;
mod go;
mod hex;
mod kalah;
mod listing;
mod othello;
mod oware;
mod tic_tac_toe;
mod yonmoque;
mod yoso_go;

use draughts::Position as Draughts;
use kalah::Position as Kalah;
use oware::Position as Oware;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;
use yon::engine::Rng;
use yonmoque::Position as Yonmoque;
use yoso_go::Position as YosoGo;

/// The actions after which a game without a result is stopped, as `yon bench` stops it.
const CAP: u64 = 2000;
/// Seconds of each round, and rounds per engine.
const ROUND: f64 = 1.0;
const ROUNDS: usize = 3;

/// One bit of `set` (not empty), drawn uniformly, as a one-bit set; `BMI2`: found by bit
/// deposit, in code compiled for it (`fast`).
#[inline(always)]
fn random_bit<const BMI2: bool>(set: u64, rng: &mut Rng) -> u64 {
    nth_bit::<BMI2>(set, rng.below(set.count_ones() as usize) as u32)
}

/// The `k`th lowest bit of `set` (which has more than `k`), as a one-bit set.
#[inline(always)]
fn nth_bit<const BMI2: bool>(mut set: u64, k: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if BMI2 {
        // SAFETY: `BMI2` is set only in code that runs on a CPU with BMI2 (`fast`).
        return unsafe { std::arch::x86_64::_pdep_u64(1 << k, set) };
    }
    for _ in 0..k {
        set &= set - 1;
    }
    set & set.wrapping_neg()
}

/// The `k`th lowest bit of a 128-bit `set` (which has more than `k`), as a one-bit set.
#[inline(always)]
fn nth_bit128<const BMI2: bool>(set: u128, k: u32) -> u128 {
    let low = set as u64;
    let below = low.count_ones();
    if k < below {
        u128::from(nth_bit::<BMI2>(low, k))
    } else {
        u128::from(nth_bit::<BMI2>((set >> 64) as u64, k - below)) << 64
    }
}

/// A hand-written engine: its title in PERFT.md, its game file, perft from the start, and
/// `games` random games (returns the actions played).
struct Engine {
    title: &'static str,
    file: &'static str,
    perft: fn(u32) -> u64,
    expected: &'static [u64],
    /// Asserts perft after the moves of the game's other tables in `tests/perft`, if any.
    also: fn(),
    games: fn(u64, &mut Rng) -> u64,
}

fn main() {
    let engines = [
        Engine {
            title: "Tic-tac-toe",
            file: "games/tic-tac-toe.game",
            perft: |d| tic_tac_toe::perft(&tic_tac_toe::Position::start(), d),
            also: || {},
            expected: &tic_tac_toe::PERFT,
            games: |n, rng| fast(n, rng, (tic_tac_toe::playout::<true>, tic_tac_toe::playout::<false>)),
        },
        Engine {
            title: "Othello",
            file: "games/othello.game",
            perft: |d| othello::perft(&othello::Position::start(), d),
            also: || {},
            expected: &othello::PERFT,
            games: |n, rng| fast(n, rng, (othello::playout::<true>, othello::playout::<false>)),
        },
        Engine {
            title: "Yonmoque",
            file: "games/yonmoque.game",
            perft: listing::perft::<Yonmoque>,
            also: || {},
            expected: &yonmoque::PERFT,
            games: |n, rng| fast(n, rng, (listing::playout::<Yonmoque>, listing::playout::<Yonmoque>)),
        },
        Engine {
            title: "Yoso-Go",
            file: "games/yoso-go.game",
            perft: listing::perft::<YosoGo>,
            also: || {},
            expected: &yoso_go::PERFT,
            games: |n, rng| fast(n, rng, (listing::playout::<YosoGo>, listing::playout::<YosoGo>)),
        },
        Engine {
            title: "Go 9×9",
            file: "games/go.game",
            perft: |d| go::perft_after("", d),
            also: || {
                for (moves, expected) in go::TABLES {
                    for (depth, &nodes) in (1..).zip(&expected) {
                        assert_eq!(go::perft_after(moves, depth), nodes, "Go after {moves}: perft({depth})");
                    }
                }
            },
            expected: &go::PERFT,
            games: |n, rng| fast(n, rng, (go::playout::<true>, go::playout::<false>)),
        },
        Engine {
            title: "Hex 11×11",
            file: "games/hex.game",
            perft: |d| hex::perft_after(11, "", d),
            also: || {
                let (moves, expected) = hex::SMALL_CHAIN;
                for (depth, &nodes) in (1..).zip(&expected) {
                    assert_eq!(
                        hex::perft_after(7, moves, depth),
                        nodes,
                        "Hex 7×7 after {moves}: perft({depth})"
                    );
                }
            },
            expected: &hex::PERFT,
            games: |n, rng| fast(n, rng, (hex::playout, hex::playout)),
        },
        Engine {
            title: "English draughts",
            file: "games/english-draughts.game",
            perft: |d| draughts::perft_turns_after("", d),
            also: || {
                let (moves, expected) = draughts::DOUBLE_JUMP;
                for (depth, &nodes) in (1..).zip(&expected) {
                    let counted = draughts::perft_turns_after(moves, depth);
                    assert_eq!(counted, nodes, "English draughts after {moves}: turns({depth})");
                }
            },
            expected: &draughts::PERFT,
            games: |n, rng| fast(n, rng, (listing::playout::<Draughts>, listing::playout::<Draughts>)),
        },
        Engine {
            title: "Kalah",
            file: "games/kalah.game",
            perft: listing::perft::<Kalah>,
            also: || {},
            expected: &kalah::PERFT,
            games: |n, rng| fast(n, rng, (listing::playout::<Kalah>, listing::playout::<Kalah>)),
        },
        Engine {
            title: "Oware",
            file: "games/oware.game",
            perft: listing::perft::<Oware>,
            also: || {},
            expected: &oware::PERFT,
            games: |n, rng| fast(n, rng, (listing::playout::<Oware>, listing::playout::<Oware>)),
        },
        Engine {
            title: "Backgammon",
            file: "games/backgammon.game",
            perft: backgammon::perft,
            also: || {
                for (white, black, turns, distinct) in backgammon::OPENINGS {
                    let counted = backgammon::first_turns(white, black);
                    assert_eq!(
                        counted,
                        (turns, distinct),
                        "Backgammon after roll {white}-{black}: turns, distinct"
                    );
                }
            },
            expected: &backgammon::PERFT,
            games: |n, rng| fast(n, rng, (backgammon::playout::<true>, backgammon::playout::<false>)),
        },
    ];
    let reference = std::fs::read_to_string("../shared/PERFT.md").unwrap_or_default();
    println!(
        "game              hand-written games/s  yon games/s  yon ÷ hand-written  hand-written ÷ PERFT.md  \
         actions/game hand-written, yon"
    );
    // `cargo bench --bench handwritten -- go`: only the games whose title holds a word given.
    let only: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let chosen = |title: &str| only.is_empty() || only.iter().any(|w| title.to_lowercase().contains(w));
    for engine in engines.iter().filter(|e| chosen(e.title)) {
        for (depth, &nodes) in (1..).zip(engine.expected) {
            assert_eq!((engine.perft)(depth), nodes, "{} perft({depth})", engine.title);
        }
        (engine.also)();
        let mut state = yon_state(engine.file);
        let (mut hand, mut ours) = ((0f64, 0f64), (0f64, 0f64));
        for _ in 0..ROUNDS {
            let (games, length) = rate(|n, rng| (engine.games)(n, rng));
            hand = (hand.0.max(games), length);
            let (games, length) =
                rate(|n, rng| yon::agents::playouts(&mut state, rng, n, CAP, |_| {}).actions);
            ours = (ours.0.max(games), length);
        }
        let published = published_rate(&reference, engine.title)
            .map_or_else(|| "—".to_string(), |r| format!("{:.2}", hand.0 / r));
        println!(
            "{:<17} {:>20.0} {:>12.0} {:>19.2} {:>24}  {:>17.1}, {:.1}",
            engine.title,
            hand.0,
            ours.0,
            ours.0 / hand.0,
            published,
            hand.1,
            ours.1
        );
    }
}

/// Games per second of `play` (which plays `n` games and returns the actions played) over one
/// round, in doubling batches, and its mean actions a game.
fn rate(mut play: impl FnMut(u64, &mut Rng) -> u64) -> (f64, f64) {
    let mut rng = Rng::new(1);
    let (mut games, mut actions, mut batch) = (0, 0, 16);
    let clock = Instant::now();
    while clock.elapsed().as_secs_f64() < ROUND {
        actions += std::hint::black_box(play(batch, &mut rng));
        games += batch;
        batch = (batch * 2).min(65_536);
    }
    (games as f64 / clock.elapsed().as_secs_f64(), actions as f64 / games as f64)
}

/// `n` games of a playout, compiled for the bit-count and bit-deposit instructions where the
/// CPU has them (as yon's kernel chooses at run time): the first of `playouts` uses bit
/// deposit, the second does not.
#[inline(always)]
fn fast(n: u64, rng: &mut Rng, playouts: (impl Fn(&mut Rng) -> u64, impl Fn(&mut Rng) -> u64)) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") && std::arch::is_x86_feature_detected!("bmi2") {
        // SAFETY: the CPU has both features, checked just above.
        return unsafe { with_bit_counts(n, rng, playouts.0) };
    }
    (0..n).map(|_| playouts.1(rng)).sum()
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
fn with_bit_counts(n: u64, rng: &mut Rng, playout: impl Fn(&mut Rng) -> u64) -> u64 {
    (0..n).map(|_| playout(rng)).sum()
}

/// The start of the game in `file` (relative to the project).
fn yon_state(file: &str) -> yon::engine::State {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let rules = yon::check::load(&source).unwrap_or_else(|_| panic!("{} does not load", path.display()));
    yon::engine::State::new(Arc::new(rules))
}

/// The games/s of `title`'s row in PERFT.md's hand-written speed table.
fn published_rate(table: &str, title: &str) -> Option<f64> {
    let (_, speeds) = table.split_once("## Hand-written speed")?;
    let row = speeds.lines().find(|line| line.starts_with(&format!("| {title} |")))?;
    row.split('|').nth(2)?.trim().replace(',', "").parse().ok()
}

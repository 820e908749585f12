//! Stats: what an analysis's games say, computed with `statrs` — each seat's win rate with a
//! Wilson 95 % interval, a χ² test of balance, lengths, branching by phase, how the lead went —
//! and which differences between two variants are significant.

use super::sample::Sample;
use serde::Serialize;
use statrs::distribution::{ContinuousCDF, Normal};
use statrs::statistics::{Data, Max, Min, OrderStatistics, Statistics};
use statrs::stats_tests::Alternative;
use statrs::stats_tests::fisher::fishers_exact;
use statrs::stats_tests::mannwhitneyu::{MannWhitneyUMethod, mannwhitneyu};

/// A difference is reported as significant below this p-value.
pub const SIGNIFICANT: f64 = 0.05;

/// The phases of a game, by thirds of its actions.
pub const PHASES: [&str; 3] = ["opening", "middle", "end"];

/// A rate with its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rate {
    pub count: u64,
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

/// Centre and spread of a sample.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Spread {
    pub mean: f64,
    pub std_dev: f64,
    pub median: f64,
    /// The 10th and 90th percentiles.
    pub p10: f64,
    pub p90: f64,
    pub min: f64,
    pub max: f64,
}

/// Everything an analysis reports about one game file.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    pub games: u64,
    pub unfinished: u64,
    pub draws: Rate,
    /// Each seat's wins (a team's win counts for each of its seats).
    pub seats: Vec<Rate>,
    /// The p-value of a χ² test that every seat wins equally often (`None`: too few wins).
    pub balance_p: Option<f64>,
    pub actions: Option<Spread>,
    pub turns: Option<Spread>,
    /// Legal actions per position, in each phase.
    pub branching: Vec<Option<Spread>>,
    /// From which fraction of the game the winner was ahead for good (agents that judge only).
    pub winner_leads_from: Option<Spread>,
    pub lead_changes: Option<Spread>,
}

impl Summary {
    pub fn of(samples: &[Sample], seats: usize) -> Summary {
        let games = samples.len() as u64;
        let wins: Vec<u64> =
            (0..seats).map(|s| samples.iter().filter(|g| g.winners & 1 << s != 0).count() as u64).collect();
        let draws = samples.iter().filter(|g| g.finished && g.winners == 0).count() as u64;
        let floats = |f: &dyn Fn(&Sample) -> Option<f64>| samples.iter().filter_map(f).collect::<Vec<f64>>();
        Summary {
            games,
            unfinished: samples.iter().filter(|g| !g.finished).count() as u64,
            draws: rate(draws, games),
            seats: wins.iter().map(|&w| rate(w, games)).collect(),
            balance_p: balance(&wins),
            actions: spread(floats(&|g| Some(f64::from(g.actions)))),
            turns: spread(floats(&|g| Some(f64::from(g.turns)))),
            branching: (0..PHASES.len()).map(|phase| spread(in_phase(samples, phase))).collect(),
            winner_leads_from: spread(floats(&|g| g.winner_leads_from)),
            lead_changes: spread(floats(&|g| g.lead_changes.map(f64::from))),
        }
    }
}

/// The branching of every position in the given third of each game.
fn in_phase(samples: &[Sample], phase: usize) -> Vec<f64> {
    let mut values = Vec::new();
    for sample in samples {
        let n = sample.branching.len();
        let (from, to) = (n * phase / PHASES.len(), n * (phase + 1) / PHASES.len());
        values.extend(sample.branching[from..to].iter().map(|&b| f64::from(b)));
    }
    values
}

/// A proportion with its Wilson score interval at 95 %.
pub fn rate(count: u64, of: u64) -> Rate {
    if of == 0 {
        return Rate { count, of, rate: 0.0, low: 0.0, high: 1.0 };
    }
    let z = Normal::standard().inverse_cdf(0.975);
    let (n, p) = (of as f64, count as f64 / of as f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    Rate { count, of, rate: p, low: (centre - half).max(0.0), high: (centre + half).min(1.0) }
}

/// Centre and spread of the values, or `None` for none.
pub fn spread(values: Vec<f64>) -> Option<Spread> {
    if values.is_empty() {
        return None;
    }
    let (mean, std_dev) =
        (values.iter().mean(), if values.len() > 1 { values.iter().std_dev() } else { 0.0 });
    let mut data = Data::new(values);
    Some(Spread {
        mean,
        std_dev,
        median: data.median(),
        p10: data.percentile(10),
        p90: data.percentile(90),
        min: data.min(),
        max: data.max(),
    })
}

/// The p-value of Pearson's χ² test that every seat wins equally often.
fn balance(wins: &[u64]) -> Option<f64> {
    let total: u64 = wins.iter().sum();
    if wins.len() < 2 || total < 10 {
        return None;
    }
    let observed: Vec<usize> = wins.iter().map(|&w| w as usize).collect();
    statrs::stats_tests::chisquare::chisquare(&observed, None, None).ok().map(|(_, p)| p)
}

/// Whether two rates differ (Fisher's exact test, two-sided): the p-value.
pub fn rates_differ(a: &Rate, b: &Rate) -> Option<f64> {
    let table = [a.count, a.of - a.count, b.count, b.of - b.count];
    fishers_exact(&table, Alternative::TwoSided).ok()
}

/// Whether two samples come from different distributions (Mann–Whitney U, two-sided).
pub fn samples_differ(a: &[f64], b: &[f64]) -> Option<f64> {
    if a.is_empty() || b.is_empty() {
        return None;
    }
    mannwhitneyu(a, b, MannWhitneyUMethod::Automatic, Alternative::TwoSided).ok().map(|(_, p)| p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-4
    }

    #[test]
    fn the_wilson_interval_matches_published_values() {
        // 81 of 263 (Wilson 1927's worked form, as tabulated by Newcombe 1998: 0.2553–0.3662).
        let r = rate(81, 263);
        assert!(close(r.low, 0.2553) && close(r.high, 0.3662), "{r:?}");
        // 0 of 10: 0 to 0.2775.
        let r = rate(0, 10);
        assert!(close(r.low, 0.0) && close(r.high, 0.2775), "{r:?}");
    }

    #[test]
    fn balance_is_judged_only_with_enough_wins() {
        assert_eq!(balance(&[3, 4]), None);
        let even = balance(&[50, 50]).expect("enough wins");
        assert!(close(even, 1.0));
        let uneven = balance(&[70, 30]).expect("enough wins");
        assert!(uneven < 0.001, "{uneven}");
    }

    #[test]
    fn spread_reads_centre_and_tails() {
        let s = spread((1..=100).map(f64::from).collect()).expect("values");
        assert_eq!((s.mean, s.median, s.min, s.max), (50.5, 50.5, 1.0, 100.0));
        assert!(s.p10 < 11.0 && s.p90 > 90.0);
        assert_eq!(spread(Vec::new()), None);
    }

    #[test]
    fn different_rates_and_samples_are_told_apart() {
        assert!(rates_differ(&rate(70, 100), &rate(30, 100)).expect("a table") < SIGNIFICANT);
        assert!(rates_differ(&rate(50, 100), &rate(52, 100)).expect("a table") > SIGNIFICANT);
        let low: Vec<f64> = (0..50).map(f64::from).collect();
        let high: Vec<f64> = (40..90).map(f64::from).collect();
        assert!(samples_differ(&low, &high).expect("samples") < SIGNIFICANT);
        assert!(samples_differ(&low, &low).expect("samples") > SIGNIFICANT);
    }
}

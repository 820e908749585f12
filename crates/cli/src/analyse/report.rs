//! Report: an analysis in words for people — one block per file, small charts, warnings for
//! rules that never mattered, a side-by-side table with significant differences marked — or
//! as JSON for scripts and `--merge`.

use super::Analysis;
use super::chart::sparkline;
use super::coverage::never_mattered;
use super::stats::{self, PHASES, Rate, SIGNIFICANT, Summary};
use serde_json::json;

/// Prints the analyses as text or JSON.
pub fn print(analyses: &[Analysis], json: bool) {
    let summaries: Vec<Summary> = analyses.iter().map(|a| Summary::of(&a.samples, a.players.len())).collect();
    if json {
        let entries: Vec<_> = analyses
            .iter()
            .zip(&summaries)
            .map(|(a, s)| {
                let never: Vec<String> = a.coverage.never().map(|p| never_mattered(p, s.games)).collect();
                let mut entry = serde_json::to_value(a).expect("an analysis always serialises");
                entry["summary"] = serde_json::to_value(s).expect("a summary always serialises");
                entry["never_mattered"] = json!(never);
                if let Some(luck) = &a.luck {
                    entry["summary"]["luck"] =
                        serde_json::to_value(luck.wins()).expect("a rate always serialises");
                }
                entry
            })
            .collect();
        let results = json!({ "format": "yon-analysis/1", "analyses": entries, "comparisons": comparisons_json(analyses, &summaries) });
        outln!("{}", serde_json::to_string_pretty(&results).expect("JSON values always serialise"));
        return;
    }
    for (analysis, summary) in analyses.iter().zip(&summaries) {
        out!("{}\n", block(analysis, summary));
    }
    if analyses.len() > 1 {
        out!("{}", side_by_side(analyses, &summaries));
    }
}

/// `1 game`, `2,000 games`.
pub fn count(n: u64, noun: &str) -> String {
    let digits = n.to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("{grouped} {noun}{}", if n == 1 { "" } else { "s" })
}

fn percent(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}

/// `61.0 % ± 3.2 %`: the rate and the half-width of its interval.
fn rate_text(rate: &Rate) -> String {
    format!("{} ± {}", percent(rate.rate), percent((rate.high - rate.low) / 2.0))
}

/// What the file is, how it was played, and everything seen.
fn block(analysis: &Analysis, summary: &Summary) -> String {
    let mut out = format!("{} ({})\n", analysis.title, analysis.file);
    out += &format!("  played     {}\n", how_played(analysis, summary));
    out += &format!("  balance    {}\n", seats_text(analysis, summary));
    out += &format!("             {}\n", verdict(analysis, summary));
    let swapped = analysis.samples.iter().filter(|s| s.swapped).count();
    if swapped > 0 {
        out += &format!(
            "             the rules swapped the seats in {}: a seat is the player it began as\n",
            count(swapped as u64, "game")
        );
    }
    if let Some(luck) = &analysis.luck {
        out += &super::luck::text(luck, analysis.players.len());
    }
    if let (Some(actions), Some(turns)) = (summary.actions, summary.turns) {
        let lengths: Vec<f64> = analysis.samples.iter().map(|s| f64::from(s.actions)).collect();
        out += &format!(
            "  length     {:.1} actions (median {}, 10–90 %: {:.0}–{:.0}, longest {}), {:.1} turns (median {})  {}\n",
            actions.mean,
            actions.median,
            actions.p10,
            actions.p90,
            actions.max,
            turns.mean,
            turns.median,
            sparkline(&lengths, 16)
        );
    }
    let phases: Vec<String> = PHASES
        .iter()
        .zip(&summary.branching)
        .filter_map(|(name, s)| s.map(|s| format!("{name} {:.1} ± {:.1}", s.mean, s.std_dev)))
        .collect();
    if !phases.is_empty() {
        out += &format!("  branching  {} legal actions\n", phases.join(" · "));
    }
    out += &format!("  drama      {}\n", drama(summary));
    out += &rules_table(analysis);
    let never: Vec<String> = analysis.coverage.never().map(|p| never_mattered(p, summary.games)).collect();
    for warning in &never {
        out += &format!("  warning: {warning}\n");
    }
    out
}

fn how_played(analysis: &Analysis, summary: &Summary) -> String {
    let agents = if analysis.agents.iter().all(|a| *a == analysis.agents[0]) {
        format!("{} in every seat", analysis.agents[0])
    } else {
        format!("{} (seats rotate game by game)", analysis.agents.join(" vs "))
    };
    let options = if analysis.options.is_empty() {
        String::new()
    } else {
        format!(", options {}", analysis.options.join(" "))
    };
    let stopped = if analysis.interrupted { " (stopped early)" } else { "" };
    let unfinished = match summary.unfinished {
        0 => String::new(),
        n => format!(", {} unfinished at the action cap", count(n, "game")),
    };
    format!(
        "{}{stopped} by {agents}, seed {}{options}{unfinished}",
        count(summary.games, "game"),
        analysis.seed
    )
}

fn seats_text(analysis: &Analysis, summary: &Summary) -> String {
    let mut parts: Vec<String> = analysis
        .players
        .iter()
        .zip(&summary.seats)
        .map(|(player, rate)| format!("{player} wins {}", rate_text(rate)))
        .collect();
    parts.push(format!("draws {}", percent(summary.draws.rate)));
    parts.join(", ")
}

/// A plain verdict on balance: which seat wins more, if the χ² test says it does.
fn verdict(analysis: &Analysis, summary: &Summary) -> String {
    let Some(p) = summary.balance_p else {
        return "too few wins to judge balance (play more games)".into();
    };
    let best =
        (0..summary.seats.len()).max_by(|&a, &b| summary.seats[a].rate.total_cmp(&summary.seats[b].rate));
    let best = best.unwrap_or(0);
    let seat =
        ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"].get(best).map_or_else(
            || analysis.players[best].clone(),
            |order| format!("{order} player ({})", analysis.players[best]),
        );
    if p < SIGNIFICANT {
        format!("unbalanced: the {seat} wins {} (χ² p = {p:.3})", rate_text(&summary.seats[best]))
    } else {
        format!("balanced: no seat wins significantly more often (χ² p = {p:.2})")
    }
}

fn drama(summary: &Summary) -> String {
    match (summary.winner_leads_from, summary.lead_changes) {
        (Some(from), Some(changes)) => format!(
            "the winner is ahead for good from {} of the game (median {}); the lead changes {:.1} times a game",
            percent(from.mean),
            percent(from.median),
            changes.mean
        ),
        (None, Some(changes)) => {
            format!("no game was won; the lead changes {:.1} times a game", changes.mean)
        }
        _ => "not measured: the agents do not judge positions (use mcts or flat)".into(),
    }
}

/// How often each rule mattered, one line each.
fn rules_table(analysis: &Analysis) -> String {
    let width = analysis.coverage.parts.iter().map(|p| p.name.chars().count()).max().unwrap_or(0);
    let mut out = String::from("  rules      how often each mattered (times, in how many games):\n");
    for part in &analysis.coverage.parts {
        out += &format!(
            "    {:width$}  line {:<4} {:>12}  {:>6}\n",
            part.name,
            part.line,
            count(part.times, "time"),
            part.games
        );
    }
    out
}

/// One number per game, when the game has it.
type Measure = dyn Fn(&super::Sample) -> Option<f64>;

/// Per-game values of one measure, for comparing two files.
fn per_game(analysis: &Analysis, measure: &Measure) -> Vec<f64> {
    analysis.samples.iter().filter_map(measure).collect()
}

fn mean_branching(sample: &super::Sample) -> Option<f64> {
    let n = sample.branching.len();
    (n > 0).then(|| sample.branching.iter().map(|&b| f64::from(b)).sum::<f64>() / n as f64)
}

/// One row of the comparison: a measure's value for each file and, after the first, the
/// p-value of its difference from the first.
struct Row {
    name: String,
    values: Vec<String>,
    p: Vec<Option<f64>>,
}

fn rows(analyses: &[Analysis], summaries: &[Summary]) -> Vec<Row> {
    let mut rows = Vec::new();
    let same_seats = analyses.iter().all(|a| a.players.len() == analyses[0].players.len());
    let rate_row = |name: String, pick: &dyn Fn(&Summary) -> Rate| Row {
        name,
        values: summaries.iter().map(|s| percent(pick(s).rate)).collect(),
        p: summaries.iter().map(|s| stats::rates_differ(&pick(&summaries[0]), &pick(s))).collect(),
    };
    if same_seats {
        for seat in 0..analyses[0].players.len() {
            rows.push(rate_row(format!("seat {} wins", seat + 1), &|s| s.seats[seat]));
        }
    }
    rows.push(rate_row("draws".into(), &|s| s.draws));
    let measures: [(&str, &Measure); 4] = [
        ("length (actions)", &|g| Some(f64::from(g.actions))),
        ("length (turns)", &|g| Some(f64::from(g.turns))),
        ("branching", &mean_branching),
        ("lead changes", &|g| g.lead_changes.map(f64::from)),
    ];
    for (name, measure) in measures {
        let first = per_game(&analyses[0], measure);
        let values: Vec<Vec<f64>> = analyses.iter().map(|a| per_game(a, measure)).collect();
        rows.push(Row {
            name: format!("mean {name}"),
            values: values
                .iter()
                .map(|v| stats::spread(v.clone()).map_or("–".into(), |s| format!("{:.1}", s.mean)))
                .collect(),
            p: values.iter().map(|v| stats::samples_differ(&first, v)).collect(),
        });
    }
    rows
}

/// The files side by side; a star marks a difference from the first file with p < 0.05.
fn side_by_side(analyses: &[Analysis], summaries: &[Summary]) -> String {
    let names: Vec<String> = analyses.iter().map(|a| a.file.clone()).collect();
    let rows = rows(analyses, summaries);
    let first = rows.iter().map(|r| r.name.chars().count()).max().unwrap_or(0);
    let widths: Vec<usize> = names.iter().map(|n| n.chars().count().max(10)).collect();
    let mut out = format!("{:first$}", "compared");
    for (name, width) in names.iter().zip(&widths) {
        out += &format!("  {name:>width$}");
    }
    out.push('\n');
    for row in &rows {
        out += &format!("{:first$}", row.name);
        for (i, (value, width)) in row.values.iter().zip(&widths).enumerate() {
            let star = if i > 0 && row.p[i].is_some_and(|p| p < SIGNIFICANT) { "*" } else { " " };
            out += &format!("  {:>width$}", format!("{value}{star}"), width = width);
        }
        out.push('\n');
    }
    out += "* differs from the first file with p < 0.05 (Fisher's exact test for rates, Mann–Whitney U for means)\n";
    out
}

fn comparisons_json(analyses: &[Analysis], summaries: &[Summary]) -> serde_json::Value {
    if analyses.len() < 2 {
        return json!([]);
    }
    let rows: Vec<_> = rows(analyses, summaries)
        .into_iter()
        .map(|r| json!({ "measure": r.name, "values": r.values, "p_values": r.p }))
        .collect();
    json!(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_and_plural() {
        assert_eq!(count(1, "game"), "1 game");
        assert_eq!(count(2000, "game"), "2,000 games");
        assert_eq!(count(1_234_567, "time"), "1,234,567 times");
        assert_eq!(count(0, "game"), "0 games");
    }

    #[test]
    fn a_rate_shows_its_interval() {
        assert_eq!(rate_text(&stats::rate(61, 100)), "61.0 % ± 9.4 %");
    }
}

//! `yon analyse` as a designer meets it: what it reports, that it repeats under a seed, that
//! shards merge into the same analysis, that rules which never mattered are named, and that
//! Ctrl-C stops it with what it has.

use serde_json::Value;
use std::process::{Command, Output};

fn yon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .env("NO_COLOR", "1")
        .output()
        .expect("yon runs")
}

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "yon failed: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&stdout(&yon(&all))).expect("analyse --json prints JSON")
}

const TTT: &str = "games/tic-tac-toe.game";

#[test]
fn every_game_is_counted_once_and_every_action_by_its_rule() {
    let results = json(&["analyse", TTT, "--agent", "random", "-n", "60"]);
    let analysis = &results["analyses"][0];
    let samples = analysis["samples"].as_array().expect("samples");
    assert_eq!(samples.len(), 60);
    let summary = &analysis["summary"];
    let wins: u64 =
        summary["seats"].as_array().expect("seats").iter().map(|s| s["count"].as_u64().unwrap_or(0)).sum();
    assert_eq!(wins + summary["draws"]["count"].as_u64().expect("draws"), 60, "tic-tac-toe always ends");
    let actions: u64 = samples.iter().map(|s| s["actions"].as_u64().expect("actions")).sum();
    let parts = analysis["coverage"]["parts"].as_array().expect("parts");
    let part =
        |name: &str| parts.iter().find(|p| p["name"] == name).unwrap_or_else(|| panic!("no part {name}"));
    assert_eq!(part("place")["times"].as_u64(), Some(actions), "every action is a placement");
    let decided = part("win \"three in a row\"")["times"].as_u64().expect("times")
        + part("draw \"board full\"")["times"].as_u64().expect("times");
    assert_eq!(decided, 60, "each game ends by one result");
    assert_eq!(part("win \"three in a row\"")["times"].as_u64(), Some(wins));
    // Random players never judge: no drama is measured.
    assert!(samples.iter().all(|s| s["lead_changes"].is_null()));
}

#[test]
fn the_same_seed_gives_the_same_games_whatever_the_threads() {
    let one = json(&["analyse", TTT, "--agent", "mcts:iterations=40", "-n", "12", "--threads", "1"]);
    let two = json(&["analyse", TTT, "--agent", "mcts:iterations=40", "-n", "12", "--threads", "2"]);
    assert_eq!(one, two);
    let other = json(&["analyse", TTT, "--agent", "mcts:iterations=40", "-n", "12", "--seed", "2"]);
    assert_ne!(one["analyses"][0]["samples"], other["analyses"][0]["samples"]);
    // A search judges positions: the lead is followed in every game.
    let samples = one["analyses"][0]["samples"].as_array().expect("samples");
    assert!(samples.iter().all(|s| s["lead_changes"].is_u64()));
}

#[test]
fn shards_merge_into_the_whole_analysis() {
    let (_removed, dir) = tempdir();
    let shard = |range: &str, name: &str| {
        let out = stdout(&yon(&["analyse", TTT, "--agent", "random", "--seed-range", range, "--json"]));
        let path = dir.join(name);
        std::fs::write(&path, out).expect("shard written");
        path.display().to_string()
    };
    let (a, b) = (shard("0..25", "a.json"), shard("25..40", "b.json"));
    let whole = stdout(&yon(&["analyse", TTT, "--agent", "random", "-n", "40"]));
    let merged = stdout(&yon(&["analyse", "--merge", &b, &a]));
    assert_eq!(merged, whole, "the merged shards report exactly what one run does");
    let twice = yon(&["analyse", "--merge", &a, &a]);
    assert_eq!(twice.status.code(), Some(5));
    assert!(String::from_utf8_lossy(&twice.stderr).contains("is in two of the results merged"));
    let not_json = yon(&["analyse", "--merge", TTT]);
    assert_eq!(not_json.status.code(), Some(5));
    assert!(String::from_utf8_lossy(&not_json.stderr).contains("not the JSON of `yon analyse --json`"));
}

#[test]
fn shards_that_do_not_belong_together_are_refused_with_what_differs() {
    let (_removed, dir) = tempdir();
    let shard = |name: &str, extra: &[&str]| {
        let mut args = vec!["analyse", "--agent", "random", "--json"];
        args.extend_from_slice(extra);
        let out = stdout(&yon(&args));
        let path = dir.join(name);
        std::fs::write(&path, out).expect("shard written");
        path.display().to_string()
    };
    let base = shard("base.json", &[TTT, "--seed-range", "0..10"]);
    for (name, extra, differs) in [
        (
            "cap.json",
            vec![TTT, "--seed-range", "10..20", "--cap", "5"],
            "the caps (--cap) differ (5 and 10000)",
        ),
        ("seed.json", vec![TTT, "--seed-range", "10..20", "--seed", "9"], "the seeds differ (9 and 1)"),
        ("game.json", vec!["games/connect-four.game", "--seed-range", "10..20"], "the game texts differ"),
        ("two.json", vec![TTT, TTT, "--seed-range", "10..20"], "it analyses 2 game files, the first shard 1"),
    ] {
        let other = shard(name, &extra);
        let merged = yon(&["analyse", "--merge", &base, &other]);
        assert_eq!(merged.status.code(), Some(5), "{name}");
        let stderr = String::from_utf8_lossy(&merged.stderr);
        assert!(stderr.contains("does not belong with") && stderr.contains(differs), "{name}: {stderr}");
    }
    let agents = dir.join("agents.json");
    let out =
        stdout(&yon(&["analyse", TTT, "--agent", "flat:playouts=5", "--seed-range", "10..12", "--json"]));
    std::fs::write(&agents, out).expect("shard written");
    let merged = yon(&["analyse", "--merge", &base, &agents.display().to_string()]);
    assert!(String::from_utf8_lossy(&merged.stderr).contains("the agents differ"), "{merged:?}");
}

#[test]
fn a_rule_that_never_mattered_is_named_with_its_line() {
    let text = stdout(&yon(&[
        "analyse",
        "crates/cli/tests/analyse/never-forbidden.game",
        "--agent",
        "random",
        "-n",
        "30",
    ]));
    assert!(text.contains("warning: `forbid \"ten marks\"` (line 8) refused nothing in 30 games"), "{text}");
    assert!(!text.contains("`place` (line 7) was never played"), "{text}");
}

#[test]
fn two_variants_are_compared_with_significant_differences_marked() {
    let text = stdout(&yon(&["analyse", TTT, "games/connect-four.game", "--agent", "random", "-n", "200"]));
    assert!(text.contains("Tic-tac-toe (games/tic-tac-toe.game)") && text.contains("Connect Four"), "{text}");
    let length = text.lines().find(|l| l.starts_with("mean length (actions)")).expect("a length row");
    assert!(length.trim_end().ends_with('*'), "connect four's games are longer: {length}");
    let seat = text.lines().find(|l| l.starts_with("seat 1 wins")).expect("a row per seat");
    assert!(seat.split_whitespace().count() >= 5, "{seat}");
    assert!(text.contains("* differs from the first file with p < 0.05"));
}

#[test]
fn bad_usage_is_refused_with_a_reason() {
    for (args, why) in [
        (
            vec!["analyse", TTT, "--agent", "random", "--agent", "random", "--agent", "random"],
            "3 agents for 2 players",
        ),
        (vec!["analyse", TTT, "--agent", "human"], "`human` cannot take a seat"),
        (vec!["analyse", TTT, "--seed-range", "5..5"], "holds no game"),
        (vec!["analyse", TTT, "--agent", "mcts:depth=3"], "mcts has no option `depth`"),
    ] {
        let output = yon(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&output.stderr).contains(why),
            "{args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

#[test]
fn histograms_are_drawn_as_svg() {
    let (_removed, dir) = tempdir();
    let out = dir.join("charts");
    stdout(&yon(&["analyse", TTT, "--agent", "random", "-n", "20", "--svg", &out.display().to_string()]));
    for name in ["tic-tac-toe-length.svg", "tic-tac-toe-branching.svg"] {
        let svg = std::fs::read_to_string(out.join(name)).expect("an SVG written");
        assert!(svg.starts_with("<svg") && svg.contains("Tic-tac-toe"), "{name}");
    }
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_analysis_and_reports_the_games_finished() {
    use std::time::Duration;
    let child = Command::new(env!("CARGO_BIN_EXE_yon"))
        .args(["analyse", "games/yonmoque.game", "-n", "100000", "--agent", "mcts:iterations=200"])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("yon runs");
    std::thread::sleep(Duration::from_millis(1500));
    let status = Command::new("kill").args(["-INT", &child.id().to_string()]).status().expect("kill runs");
    assert!(status.success());
    let output = child.wait_with_output().expect("yon ends");
    assert_eq!(output.status.code(), Some(130));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("(stopped early)") && text.contains("Yonmoque"), "{text}");
}

/// A fresh directory, removed with everything in it when the guard is dropped.
fn tempdir() -> (tempfile::TempDir, std::path::PathBuf) {
    let guard = tempfile::Builder::new().prefix("yon-analyse-").tempdir().expect("a temporary directory");
    let dir = guard.path().to_path_buf();
    (guard, dir)
}

#[test]
fn a_game_of_chance_reports_luck_and_shards_add_it_up() {
    let ur = "games/ur.game";
    let agent = ["--agent", "flat:playouts=20"];
    let whole = json(&[&["analyse", ur, "-n", "8"][..], &agent].concat());
    let luck = &whole["analyses"][0]["luck"];
    assert_eq!(luck["weak"], "flat:playouts=2", "a tenth of the budget: {luck}");
    assert_eq!(luck["games"].as_array().expect("luck games").len(), 8);
    assert_eq!(whole["analyses"][0]["summary"]["luck"]["of"], 8);
    let text = stdout(&yon(&[&["analyse", ur, "-n", "8"][..], &agent].concat()));
    assert!(text.contains("luck       the weaker agent (flat:playouts=2) won "), "{text}");
    let (_removed, dir) = tempdir();
    let shard = |range: &str, name: &str| {
        let out = stdout(&yon(&[&["analyse", ur, "--seed-range", range, "--json"][..], &agent].concat()));
        let path = dir.join(name);
        std::fs::write(&path, out).expect("shard written");
        path.display().to_string()
    };
    let (a, b) = (shard("0..5", "a.json"), shard("5..8", "b.json"));
    let merged = stdout(&yon(&["analyse", "--merge", &b, &a]));
    assert_eq!(merged, text, "the merged shards report the luck one run does");
    // A game without chance reports none unless asked; --luck 0 switches it off.
    let plain = json(&["analyse", TTT, "--agent", "flat:playouts=5", "-n", "4"]);
    assert!(plain["analyses"][0].get("luck").is_none());
    let asked = json(&["analyse", TTT, "--agent", "flat:playouts=5", "-n", "4", "--luck", "2"]);
    assert_eq!(asked["analyses"][0]["luck"]["games"].as_array().map(Vec::len), Some(2));
    let off = json(&[&["analyse", ur, "-n", "2", "--luck", "0"][..], &agent].concat());
    assert!(off["analyses"][0].get("luck").is_none());
}

//! Generate: whole game files from a seed — every statement of the language, with boards,
//! names, numbers and conditions drawn at random, mostly valid so that play is reached, and
//! now and then at the limits (huge numbers, odd coordinates, deep patterns).

use yon::engine::Rng;

/// A seeded source of choices.
pub struct Gen(Rng);

impl Gen {
    pub fn new(seed: u64) -> Gen {
        Gen(Rng::new(seed))
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n.max(1))
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T: ?Sized>(&mut self, items: &[&'a T]) -> &'a T {
        items[self.below(items.len())]
    }

    /// One to `most` distinct items of a list, in order.
    fn some(&mut self, items: &[String], most: usize) -> Vec<String> {
        let n = 1 + self.below(most.min(items.len()));
        let mut chosen: Vec<String> = Vec::new();
        while chosen.len() < n {
            let item = items[self.below(items.len())].clone();
            if !chosen.contains(&item) {
                chosen.push(item);
            }
        }
        chosen
    }
}

/// What later statements may name.
struct World {
    players: Vec<String>,
    kinds: Vec<String>,
    cells: Vec<String>,
    directions: Vec<String>,
    relative: bool,
    grid: bool,
    regions: Vec<String>,
    options: Vec<String>,
    actions: Vec<String>,
}

const PLAYERS: [&str; 6] = ["red", "blue", "white", "black", "green", "amber"];
const KINDS: [&str; 5] = ["stone", "king", "pawn", "rook", "disc"];
const SQUARE_DIRS: [&str; 11] = ["n", "ne", "e", "se", "s", "sw", "w", "nw", "any", "orthogonal", "diagonal"];
const HEX_DIRS: [&str; 7] = ["e", "ne", "nw", "w", "sw", "se", "any"];
const GRAPH_DIRS: [&str; 3] = ["line", "ring", "any"];
const RELATIVE: [&str; 4] = ["forward", "back", "left", "forward-right"];

/// A game file from a seed.
pub fn game(seed: u64) -> String {
    let mut g = Gen::new(seed);
    let mut out = Vec::new();
    if g.chance(80) {
        out.push(format!("game \"Fuzz {seed}\""));
    }
    let players: Vec<String> = (0..1 + g.below(4)).map(|i| PLAYERS[i].to_string()).collect();
    out.push(format!("players {}", players.join(" ")));
    let (cells, directions) = board(&mut g, &mut out);
    let kinds: Vec<String> = (0..1 + g.below(3)).map(|i| KINDS[i].to_string()).collect();
    out.push(format!("piece {}", kinds.join(", ")));
    let relative = !directions.contains(&"line".to_string()) && g.chance(30);
    if relative {
        // Squares face n and s, hexes e and w: a direction and its opposite.
        let opposite = if directions[0] == "n" { "s" } else { "w" };
        for (i, p) in players.iter().enumerate() {
            out.push(format!("facing {p}: {}", if i % 2 == 0 { directions[0].as_str() } else { opposite }));
        }
    }
    let grid = !directions.contains(&"line".to_string());
    let mut world = World {
        grid,
        players,
        kinds,
        cells,
        directions,
        relative,
        regions: Vec::new(),
        options: Vec::new(),
        actions: Vec::new(),
    };
    declarations(&mut g, &mut world, &mut out);
    for i in 0..1 + g.below(3) {
        let name = format!("act{i}");
        out.push(action(&mut g, &world, &name));
        world.actions.push(name);
    }

    if g.chance(30) {
        // Every action named, and a turn never empty: the pattern ends with an action.
        let rest: Vec<String> = world.actions.iter().skip(1).map(|a| format!(" | {a}")).collect();
        let first = &world.actions[0];
        out.push(format!("turn: ({}) {first}{}", pattern(&mut g, &world.actions, 3), rest.concat()));
    }
    if g.chance(25) {
        out.push("pass when stuck".into());
    }
    if g.chance(25) {
        out.push(format!("forbid: {}", condition(&mut g, &world, 2, false)));
    }
    for _ in 0..1 + g.below(3) {
        let outcome = g.pick(&["win", "lose", "draw", "rank by pieces"]);
        let label = if g.chance(50) { " \"end\"" } else { "" };
        let timing = g.pick(&["", "", " at turn start", " after act0"]);
        // `stuck` is judged only when no timing is given.
        let judged = condition(&mut g, &world, 2, timing.is_empty());
        out.push(format!("{outcome}{label}: {judged}{timing}"));
    }
    // The pie rule, drawn last so that the games drawn before it stay as they were: on any
    // turn without a `turn` statement, else on turn 2; now and then where it cannot be.
    if g.chance(if world.players.len() == 2 { 30 } else { 3 }) {
        out.push("action pie: swap seats".into());
        if out.iter().any(|line| line.starts_with("turn:")) {
            out.push("turn 2: act0 | pie".into());
        }
    }
    out.join("\n") + "\n"
}

/// A board statement (with spots, lines and rings for a graph); its cell names and directions.
fn board(g: &mut Gen, out: &mut Vec<String>) -> (Vec<String>, Vec<String>) {
    let names = |w: usize, h: usize| -> Vec<String> {
        (0..h).flat_map(|r| (0..w).map(move |f| format!("{}{}", (b'a' + f as u8) as char, r + 1))).collect()
    };
    match g.below(4) {
        0 => {
            let (w, h) = (1 + g.below(8), 1 + g.below(8));
            out.push(format!("board square {w} x {h}"));
            (names(w, h), SQUARE_DIRS.iter().map(|d| d.to_string()).collect())
        }
        1 => {
            let (w, h) = (1 + g.below(7), 1 + g.below(7));
            out.push(format!("board hex {w} x {h}"));
            (names(w, h), HEX_DIRS.iter().map(|d| d.to_string()).collect())
        }
        2 => {
            let r = g.below(4);
            out.push(format!("board hex radius {r}"));
            let side = 2 * r + 1;
            let all = names(side, side);
            let kept = all.into_iter().enumerate().filter(|(i, _)| {
                let (q, s) = (i % side, i / side);
                q + s >= r && q + s <= 3 * r
            });
            (kept.map(|(_, n)| n).collect(), HEX_DIRS.iter().map(|d| d.to_string()).collect())
        }
        _ => (graph(g, out), GRAPH_DIRS.iter().map(|d| d.to_string()).collect()),
    }
}

/// A graph board of up to a dozen spots, at ordinary or odd coordinates.
fn graph(g: &mut Gen, out: &mut Vec<String>) -> Vec<String> {
    out.push("board graph".into());
    let n = 2 + g.below(11);
    let spots: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let at = |g: &mut Gen, i: usize| -> (String, String) {
        match g.below(6) {
            0 => (format!("{}.{:03}", g.below(3), g.below(1000)), "0".into()),
            1 => (format!("{}", g.below(1_000_000)), format!("-{}", g.below(5))),
            _ => ((i % 4).to_string(), (i / 4).to_string()),
        }
    };
    let placed: Vec<String> = spots
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (x, y) = at(g, i);
            format!("{s} at {x} {y}")
        })
        .collect();
    out.push(format!("spot {}", placed.join(", ")));
    for _ in 0..g.below(4) {
        let line = g.some(&spots, 5);
        if line.len() >= 2 {
            out.push(format!("line: {}", line.join(" ")));
        }
    }
    if g.chance(50) {
        let ring = g.some(&spots, 6);
        if ring.len() >= 3 {
            out.push(format!("ring: {} {}", ring.join(" "), ring[0]));
        }
    }
    spots
}

fn declarations(g: &mut Gen, w: &mut World, out: &mut Vec<String>) {
    for kind in w.kinds.clone() {
        let count = match g.below(30) {
            0..=5 => "unlimited".to_string(),
            6 => "1000000".to_string(),
            7 => "4294967295".to_string(),
            _ => (1 + g.below(6)).to_string(),
        };
        out.push(format!("hand {kind} {count}"));
    }
    let mut free = w.cells.clone();
    for p in w.players.clone() {
        if g.chance(50) && !free.is_empty() {
            let n = 1 + g.below(3.min(free.len()));
            let cells: Vec<String> = (0..n).map(|_| free.remove(g.below(free.len()))).collect();
            let kind = if w.kinds.len() > 1 {
                format!(" {}", w.kinds[g.below(w.kinds.len())])
            } else {
                String::new()
            };
            out.push(format!("setup {p}{kind}: {}", cells.join(" ")));
        }
    }
    for i in 0..g.below(3) {
        let name = format!("zone{i}");
        out.push(format!("region {name}: {}", fixed_set(g, w)));
        w.regions.push(name);
    }
    if g.chance(20) {
        out.push("option wild \"a variant\"".into());
        w.options.push("wild".into());
    }
    if g.chance(10) {
        out.push("capture to hand".into());
    }
    if g.chance(10) {
        out.push(format!("royal {}", w.kinds[0]));
    }
    if g.chance(5) {
        out.push("takeover".into());
    }
}

/// A set of cells that does not depend on the position, as regions need.
fn fixed_set(g: &mut Gen, w: &World) -> String {
    match g.below(4) {
        0 => format!("all - ({})", g.some(&w.cells, 3).join(" ")),
        1 if !w.regions.is_empty() => {
            format!("{} | {}", w.regions[g.below(w.regions.len())], g.some(&w.cells, 2).join(" "))
        }
        _ => g.some(&w.cells, 5).join(" "),
    }
}

fn cell_set(g: &mut Gen, w: &World, depth: usize) -> String {
    let atom = |g: &mut Gen| -> String {
        match g.below(8) {
            0 => "empty".into(),
            1 => "enemy".into(),
            2 => "own".into(),
            3 => "all".into(),
            4 if !w.regions.is_empty() => w.regions[g.below(w.regions.len())].clone(),
            5 if w.grid => "ranks 1-2".into(),
            _ => g.some(&w.cells, 4).join(" "),
        }
    };
    if depth == 0 || g.chance(60) {
        return atom(g);
    }
    let op = g.pick(&[" | ", " & ", " - "]);
    format!("({}{op}{})", cell_set(g, w, depth - 1), cell_set(g, w, depth - 1))
}

fn directions(g: &mut Gen, w: &World) -> String {
    let mut pool: Vec<String> = w.directions.clone();
    if w.relative {
        pool.extend(RELATIVE.iter().map(|d| d.to_string()));
    }
    g.some(&pool, 3).join(" | ")
}

fn action(g: &mut Gen, w: &World, name: &str) -> String {
    let gate = if !w.options.is_empty() && g.chance(50) { " if wild" } else { "" };
    let kind = if w.kinds.len() > 1 && g.chance(50) {
        format!(" {}", w.kinds[g.below(w.kinds.len())])
    } else {
        String::new()
    };
    let motion = match g.below(6) {
        0 | 1 => format!("place{kind} on {}", cell_set(g, w, 1)),
        2 => format!("move{kind} step {} to {}", directions(g, w), cell_set(g, w, 1)),
        3 => format!("move{kind} slide {}", directions(g, w)),
        4 => {
            let run = if g.chance(30) { "run " } else { "" };
            format!("move{kind} hop {} over {run}{} to empty", directions(g, w), cell_set(g, w, 0))
        }
        5 if w.grid => {
            let concrete: Vec<String> = w.directions.iter().filter(|d| d.len() <= 2).cloned().collect();
            let mut path =
                || format!("{} {}", concrete[g.below(concrete.len())], concrete[g.below(concrete.len())]);
            let (a, b) = (path(), path());
            format!("move{kind} leap {a} | {b} to empty | enemy")
        }
        _ => format!("move{kind} step {}", directions(g, w)),
    };
    let effect = match g.below(6) {
        0 => format!(" then flip custodial {}", directions(g, w)),
        1 if motion.contains(" hop ") => " then capture jumped".to_string(),
        2 => format!(" then capture custodial {}", directions(g, w)),
        _ => String::new(),
    };
    let requires =
        if g.chance(15) { format!(" requires {}", condition(g, w, 1, false)) } else { String::new() };
    format!("action {name}: {motion}{effect}{requires}{gate}")
}

fn pattern(g: &mut Gen, actions: &[String], depth: usize) -> String {
    let atom = actions[g.below(actions.len())].clone();
    if depth == 0 || g.chance(40) {
        return format!("{atom}{}", g.pick(&["", "", "?", "*", "+"]));
    }
    let (a, b) = (pattern(g, actions, depth - 1), pattern(g, actions, depth - 1));
    match g.below(3) {
        0 => format!("{a} {b}"),
        1 => format!("({a} | {b})"),
        _ => format!("({a} {b})+"),
    }
}

fn quantity(g: &mut Gen, w: &World) -> String {
    match g.below(15) {
        0 => format!("lines {}+ through placed", 2 + g.below(3)),
        1 => format!("windows {}", 2 + g.below(3)),
        2 => "flipped".into(),
        3 => "passes".into(),
        4 => "repetitions".into(),
        5 => format!("pieces {}", w.kinds[0]),
        6 => "stranded".into(),
        7 => format!("groups {}", directions(g, w)),
        8 if !w.regions.is_empty() => format!("groups touching {}, {}", cell_set(g, w, 1), cell_set(g, w, 1)),
        9 => "largest group".into(),
        10 => format!("count ({} & enclosed ({}))", cell_set(g, w, 1), directions(g, w)),
        11 => format!("count territory ({})", directions(g, w)),
        12 => "board repetitions".into(),
        _ => g.below(5).to_string(),
    }
}

fn condition(g: &mut Gen, w: &World, depth: usize, stuck: bool) -> String {
    let atom = |g: &mut Gen| -> String {
        match g.below(8) {
            0 if stuck => "stuck".into(),
            1 => "board full".into(),
            2 if stuck => "all stuck".into(),
            _ => {
                let op = g.pick(&[">=", "==", "<", "!=", ">"]);
                format!("{} {op} {}", quantity(g, w), quantity(g, w))
            }
        }
    };
    if depth == 0 || g.chance(60) {
        return atom(g);
    }
    let op = g.pick(&[" and ", " or "]);
    format!("({}{op}{})", condition(g, w, depth - 1, stuck), condition(g, w, depth - 1, stuck))
}

//! Recent: what the last turn (or every action since a ply) did, found by comparing the board
//! before and after each action — so captures, flips and a turn's every action can be marked
//! and told in words, without the engine keeping any record for presentation's sake.

use yon::compile::geometry::{Cell, NO_CELL};
use yon::compile::rules::{PlayerId, Rules};
use yon::engine::{Action, NOBODY, Piece, State, kind_of, owner_of};

/// One action played: who, what, and every cell whose piece it changed.
#[derive(Clone, Debug)]
pub struct Step {
    pub player: PlayerId,
    pub action: Action,
    /// The action as `legal` names it.
    pub name: String,
    /// (cell, piece before, piece after) for each cell whose owner or kind changed.
    pub changes: Vec<(Cell, Piece, Piece)>,
    /// The cells a shape placed covers (`shape`), in cell order; empty for any other action.
    pub covers: Vec<Cell>,
}

/// The actions to mark and tell, and whom "your" means in the telling.
#[derive(Clone, Debug, Default)]
pub struct Recent {
    pub steps: Vec<Step>,
    pub viewer: Option<PlayerId>,
}

impl Recent {
    /// Every action of the last turn played (the turn of whoever acted last), in order.
    pub fn last_turn(state: &State) -> Recent {
        let mut first: Option<(u32, PlayerId)> = None;
        let steps = walk_back(state, |before| {
            let here = (before.turn(), before.to_move());
            *first.get_or_insert(here) == here
        });
        Recent { steps, viewer: None }
    }

    /// Every action played after the first `ply` actions: what a player missed since their
    /// own last action, however many turns others took.
    pub fn since(state: &State, ply: usize, viewer: Option<PlayerId>) -> Recent {
        Recent { steps: walk_back(state, |before| before.ply() >= ply), viewer }
    }
}

/// Undoes actions on a copy while `keep` accepts the position before each; the steps, oldest first.
fn walk_back(state: &State, mut keep: impl FnMut(&State) -> bool) -> Vec<Step> {
    let mut state = state.clone();
    let mut steps = Vec::new();
    while state.ply() > 0 {
        let Some(action) = state.last_action() else { break };
        let after = state.board().to_vec();
        state.undo();
        if !keep(&state) {
            break;
        }
        let changes = (0..after.len())
            .filter(|&c| looks(state.board()[c]) != looks(after[c]))
            .map(|c| (c as Cell, state.board()[c], after[c]))
            .collect();
        let mut covers = state.footprint(action).map(|p| p.cells.to_vec()).unwrap_or_default();
        covers.sort_unstable();
        steps.push(Step { player: state.to_move(), action, name: state.format(action), changes, covers });
    }
    steps.reverse();
    steps
}

/// What a piece looks like: its owner and kind (whether it has moved does not show).
fn looks(piece: Piece) -> Option<(PlayerId, u8)> {
    (piece != 0).then(|| (owner_of(piece), kind_of(piece)))
}

/// What an action did to a cell, as marked on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    None,
    /// A piece moved away from here.
    From,
    /// A piece was placed or moved here.
    To,
    /// A piece here was taken, flipped or changed by the action's effects.
    Changed,
}

/// Each cell's mark: the last step that changed it (or moved from or to it) decides.
pub fn touches(recent: &Recent, count: usize) -> Vec<Touch> {
    let mut touch = vec![Touch::None; count];
    for step in &recent.steps {
        let (from, to) = (step.action.from, step.action.to);
        for &cell in [from, to].iter().filter(|&&c| c != NO_CELL && (c as usize) < count) {
            touch[cell as usize] = if cell == to { Touch::To } else { Touch::From };
        }
        for &(cell, before, after) in &step.changes {
            touch[cell as usize] = match (cell == from, cell == to, after) {
                (true, _, 0) => Touch::From,
                (_, true, a) if a != 0 => Touch::To,
                _ if before == 0 && after != 0 => Touch::To,
                _ => Touch::Changed,
            };
        }
    }
    touch
}

/// How a piece that stood on a cell before an action was lost by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loss {
    /// Another player's piece removed, or replaced where a move lands.
    Taken,
    /// The mover's own piece removed (or moved by an effect, as a castling rook).
    Left,
    /// Turned to another owner in place (`~d4` is a flip, not a capture).
    Flipped,
}

/// Whether and how `step` lost the piece `before` on `cell` (now `after`).
fn loss(step: &Step, cell: Cell, before: Piece, after: Piece) -> Option<Loss> {
    let lost = before != 0 && (after == 0 || owner_of(after) != owner_of(before));
    let displaced = cell == step.action.to && step.action.from != NO_CELL;
    match () {
        _ if !lost => None,
        _ if (after == 0 || displaced) && owner_of(before) != step.player => Some(Loss::Taken),
        _ if after == 0 => Some(Loss::Left),
        _ => Some(Loss::Flipped),
    }
}

/// What the actions of `recent` did to a cell beyond moving their own piece, as the browser
/// page rings it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Another player's piece was taken here (also one replaced where a move landed).
    Taken,
    /// The piece here went over to another owner.
    Flipped,
    /// The piece here became another kind, away from where an action went.
    Changed,
}

/// The cells `recent` took, flipped or changed, in cell order; a later action's mark wins.
/// The same reading of each step as `effects` gives in words, so marks and words agree.
pub fn marks(recent: &Recent) -> Vec<(Cell, Mark)> {
    let mut marked: Vec<(Cell, Mark)> = Vec::new();
    for step in &recent.steps {
        for &(cell, before, after) in step.changes.iter().filter(|c| c.0 != step.action.from) {
            let mark = match loss(step, cell, before, after) {
                Some(Loss::Taken) => Mark::Taken,
                Some(Loss::Flipped) => Mark::Flipped,
                Some(Loss::Left) => continue,
                None if before != 0 && after != 0 && cell != step.action.to => Mark::Changed,
                None => continue,
            };
            marked.retain(|&(c, _)| c != cell);
            marked.push((cell, mark));
        }
    }
    marked.sort_by_key(|&(cell, _)| cell);
    marked
}

/// One sentence per step: `west b2-c1 takes north's silver`, `black c3 flips d4 e5`.
pub fn sentences(rules: &Rules, recent: &Recent) -> Vec<String> {
    recent
        .steps
        .iter()
        .map(|step| {
            let who = &rules.players[step.player as usize];
            match step.name.as_str() {
                "pass" if step.action.is_word() => format!("{who} passes"),
                "end" if step.action.is_word() => format!("{who} ends the turn"),
                "swap" if Some(step.action.rule) == rules.play.swap => {
                    format!("{who} swaps seats: each seat now plays the other player")
                }
                name => {
                    let did = effects(rules, step, recent.viewer);
                    if did.is_empty() {
                        format!("{who} {name}")
                    } else {
                        format!("{who} {name} {}", did.join(", "))
                    }
                }
            }
        })
        .collect()
}

/// What an action did beyond moving or placing its piece, a clause each: `takes north's
/// silver`, `flips d4 e5`, `moves rook h1-f1`, `becomes a dragon`, `covers a5 a6 b6` (the
/// cells of a shape placed); `your` for `viewer`'s pieces.
pub fn effects(rules: &Rules, step: &Step, viewer: Option<PlayerId>) -> Vec<String> {
    let names = &rules.geometry.names;
    let kind = |piece: Piece| rules.kinds.get(kind_of(piece) as usize).map_or("piece", String::as_str);
    let (from, to) = (step.action.from, step.action.to);
    // (owner, kind) of each piece taken, with the cells it was taken on.
    let mut taken: Vec<((PlayerId, u8), Vec<Cell>)> = Vec::new();
    let (mut flipped, mut left, mut arrived) = (Vec::new(), Vec::new(), Vec::new());
    let mut became = None;
    let piles = rules.actions.get(step.action.rule as usize).is_some_and(|r| r.top.is_some());
    for &(cell, before, after) in &step.changes {
        if cell == from {
            continue;
        } else if cell == to && after != 0 && from != NO_CELL {
            let moved = step.changes.iter().find(|c| c.0 == from).map(|c| c.1);
            if moved.is_some_and(|m| kind_of(m) != kind_of(after)) {
                became = Some(kind(after));
            }
        }
        // A move of a stack's top pieces (`top`) lands on what stands there: nothing is taken.
        if cell == to && piles {
            continue;
        }
        match loss(step, cell, before, after) {
            Some(Loss::Taken) => {
                let key = (owner_of(before), kind_of(before));
                match taken.iter_mut().find(|t| t.0 == key) {
                    Some(t) => t.1.push(cell),
                    None => taken.push((key, vec![cell])),
                }
            }
            Some(Loss::Left) => left.push((cell, before)),
            Some(Loss::Flipped) => flipped.push(cell),
            // A shape's cells are said together (`covers`), not a piece at a time.
            None if before == 0 && cell != to && !step.covers.contains(&cell) => arrived.push((cell, after)),
            None => {}
        }
    }
    let mut clauses = Vec::new();
    if !step.covers.is_empty() {
        let cells: Vec<&str> = step.covers.iter().map(|&c| names[c as usize].as_str()).collect();
        clauses.push(format!("covers {}", cells.join(" ")));
    }
    if !taken.is_empty() {
        let pieces: Vec<String> = taken
            .iter()
            .map(|&((owner, k), ref cells)| {
                let whose = match owner {
                    o if Some(o) == viewer => "your".to_string(),
                    NOBODY => "nobody's".to_string(),
                    o => format!("{}'s", rules.players[o as usize]),
                };
                let name = rules.kinds.get(k as usize).map_or("piece", String::as_str);
                let at: Vec<&str> =
                    cells.iter().filter(|&&c| c != to).map(|&c| names[c as usize].as_str()).collect();
                let on = if at.is_empty() { String::new() } else { format!(" on {}", at.join(" ")) };
                // A player named as the kind (`sheep` keeping sheep) is said once, and counted:
                // not every kind makes its plural with an s.
                match (whose.strip_suffix("'s") == Some(name), cells.len()) {
                    (true, 1) => format!("a {name}{on}"),
                    (true, n) => format!("{n} × {name}{on}"),
                    (false, 1) => format!("{whose} {name}{on}"),
                    (false, _) => format!("{whose} {name}s{on}"),
                }
            })
            .collect();
        clauses.push(format!("takes {}", pieces.join(", ")));
    }
    if !flipped.is_empty() {
        let cells: Vec<&str> = flipped.iter().map(|&c: &Cell| names[c as usize].as_str()).collect();
        clauses.push(format!("flips {}", cells.join(" ")));
    }
    // The mover's own pieces moved by an effect (a castling rook), paired by kind; the rest
    // removed or put down.
    for (cell, piece) in left {
        match arrived.iter().position(|&(_, p)| kind_of(p) == kind_of(piece)) {
            Some(i) => {
                let (there, _) = arrived.remove(i);
                clauses.push(format!(
                    "moves {} {}-{}",
                    kind(piece),
                    names[cell as usize],
                    names[there as usize]
                ));
            }
            None => clauses.push(format!("removes its own {} on {}", kind(piece), names[cell as usize])),
        }
    }
    for (cell, piece) in arrived {
        clauses.push(format!("puts a {} on {}", kind(piece), names[cell as usize]));
    }
    if let Some(kind) = became {
        clauses.push(format!("becomes a {kind}"));
    }
    clauses
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// Three players on a line: a place, a step onto an enemy (taking it), a hop over an
    /// enemy that removes it, and a removal as an action of its own.
    const LINE: &str = "game \"Line\"\nplayers a b c\nboard square 6 x 1\npiece stone\n\
        hand stone unlimited\naction place: place on empty\naction step: move step any to enemy\n\
        action hop: move hop any over enemy to empty then capture jumped\n\
        action remove: remove enemy\nturn: place | step | hop | remove\n";

    fn after(moves: &str) -> State {
        let rules = yon::check::load(LINE).expect("the test game checks");
        let mut state = State::new(Arc::new(rules));
        for text in moves.split_whitespace() {
            let action = state.parse_action(text).unwrap_or_else(|why| panic!("{text}: {why}"));
            state.play_unchecked(action);
        }
        state
    }

    fn told(state: &State, viewer: Option<PlayerId>) -> Vec<String> {
        let recent = Recent { viewer, ..Recent::last_turn(state) };
        sentences(state.rules(), &recent)
    }

    #[test]
    fn captures_by_landing_hopping_and_removing_are_told_and_marked() {
        let landed = after("a1 b1 d1 a1-b1");
        assert_eq!(told(&landed, None), ["a a1-b1 takes b's stone"]);
        let hopped = after("a1 b1 d1 a1-c1");
        assert_eq!(told(&hopped, Some(1)), ["a a1-c1 takes your stone on b1"]);
        let touch = touches(&Recent::last_turn(&hopped), 6);
        assert_eq!(touch[..4], [Touch::From, Touch::Changed, Touch::To, Touch::None]);
        assert_eq!(marks(&Recent::last_turn(&hopped)), [(1, Mark::Taken)]);
        assert_eq!(marks(&Recent::last_turn(&landed)), [(1, Mark::Taken)]);
        let removed = after("a1 b1 d1 xb1");
        assert_eq!(told(&removed, None), ["a xb1 takes b's stone"]);
        assert_eq!(touches(&Recent::last_turn(&removed), 6)[1], Touch::Changed);
    }

    #[test]
    fn a_player_named_as_the_kind_is_said_once_and_pieces_counted() {
        let flock = |sheep: &str| {
            let source = format!(
                "players wolf sheep\nboard square 5 x 1\npiece wolf, sheep\nsetup wolf wolf: a1\n\
                 setup sheep sheep: {sheep}\naction hop: move wolf hop e over run enemy then capture jumped\n\
                 action step: move sheep step any\n"
            );
            let mut state = State::new(Arc::new(yon::check::load(&source).expect("the test game checks")));
            let hop = state.parse_action(if sheep.contains(' ') { "a1-d1" } else { "a1-c1" }).expect("a hop");
            state.play_unchecked(hop);
            told(&state, None)
        };
        assert_eq!(flock("b1"), ["wolf a1-c1 takes a sheep on b1"]);
        assert_eq!(flock("b1 c1"), ["wolf a1-d1 takes 2 × sheep on b1 c1"]);
    }

    #[test]
    fn since_a_ply_tells_every_turn_after_it() {
        let state = after("a1 c1 e1 f1");
        let recent = Recent::since(&state, 1, Some(0));
        assert_eq!(sentences(state.rules(), &recent), ["b c1", "c e1", "a f1"]);
        assert!(Recent::since(&state, 4, None).steps.is_empty());
    }
}

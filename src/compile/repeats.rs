//! Repeats: where generation must look for an action already offered — two rules that place
//! one kind, two that move a piece the same way as far, rays that meet on a graph board, rules
//! whose `requires` or `forbid`s may decline what a rival rule also makes — derived once from
//! the action rules and the board's shape.

use super::actions::{ActionRule, Motion, Movement, movement_dirs};
use super::cells::CellTest;
use super::geometry::{Geometry, Shape};
use super::rules::{DirMask, KindMask, ONWARD, PerContext};

/// Which generated actions could repeat one already offered, so that generation drops repeats
/// only where they can happen (derived from the action rules and the board's shape).
#[derive(Clone, Debug, Default)]
pub struct Repeats {
    /// Whether rays in different directions can meet (on a graph board): one rule may then
    /// reach a cell twice from one piece. On a grid, only a second rule for the kind can.
    pub rays_meet: bool,
    /// Whether two rules place one kind (one rule offers each kind and cell once).
    pub placements: bool,
    /// The rules that may decline an action a later rule also makes: their own `requires`, or
    /// `forbid`s that judge them and not their rivals. Their actions do not hide the later
    /// rules' (a move is offered when any rule that makes it allows it); the later rules'
    /// `ActionRule::shadowed_by` name them.
    pub declines: u64,
    /// The rules whose every action is judged before it is offered, whatever the forbids:
    /// those with a `requires`, and those an earlier rule may take an action from
    /// (`ActionRule::shadowed_by`). A bit set, so that the check per candidate reads no rule.
    pub judged: u64,
    /// Per action id, the other rules that could move a piece from one cell to the same cell
    /// as it can, whatever stands where: only among these can one piece's moves repeat.
    pub meets: Vec<u64>,
    /// Per action id, the rule with every rule that could make one of its actions
    /// (`listed_together`).
    pub listed_with: Vec<u64>,
}

impl Repeats {
    /// `judged_apart(rule, rival)`: whether something may refuse the rule's actions that does
    /// not refuse the rival's (the forbids that judge each differ). Sets each rule's
    /// `shadowed_by`.
    pub fn of(
        actions: &mut [ActionRule],
        geometry: &Geometry,
        judged_apart: impl Fn(usize, usize) -> bool,
    ) -> Repeats {
        let (mut once, mut twice) = (0 as KindMask, 0 as KindMask);
        for action in actions.iter() {
            if let Motion::Place { kinds, .. } = action.motion {
                twice |= once & kinds;
                once |= kinds;
            }
        }
        let rules: &[ActionRule] = actions;
        let rivals =
            |i: usize| (0..rules.len()).filter(move |&j| j != i && same_actions(&rules[i], &rules[j]));
        let declines = (0..rules.len())
            .filter(|&i| rivals(i).any(|j| rules[i].requires.is_some() || judged_apart(i, j)))
            .fold(0, |m, i| m | 1 << i);
        let shadowed_by: Vec<u64> = (0..rules.len())
            .map(|i| rivals(i).filter(|&j| j < i && declines & 1 << j != 0).fold(0, |m, j| m | 1 << j))
            .collect();
        for (rule, shadowed_by) in actions.iter_mut().zip(shadowed_by) {
            rule.shadowed_by = shadowed_by;
        }
        let judged = actions
            .iter()
            .enumerate()
            .filter(|(_, rule)| rule.requires.is_some() || rule.shadowed_by != 0)
            .fold(0, |m, (i, _)| m | 1 << i);
        let rays_meet = geometry.shape == Shape::Graph;
        let meets = meeting(actions, geometry);
        let listed_with = (0..actions.len())
            .map(|i| {
                (0..actions.len())
                    .filter(|&j| listed_together(actions, i, j, rays_meet, &meets))
                    .fold(1 << i, |m, j| m | 1 << j)
            })
            .collect();
        Repeats { rays_meet, placements: twice != 0, declines, judged, meets, listed_with }
    }

    /// `rules` and every rule that could make one of their actions. Listing only these offers
    /// `rules`' actions as listing every rule does, each once and by the rule that first makes
    /// it.
    #[inline]
    pub fn listing(&self, rules: u64) -> u64 {
        let (mut rest, mut listing) = (rules, rules);
        while rest != 0 {
            let id = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            listing |= self.listed_with.get(id).copied().unwrap_or(u64::MAX);
        }
        listing
    }

    /// Whether two of the move rules of `rules` could make the same move of one piece.
    #[inline]
    pub fn meet_among(&self, rules: u64) -> bool {
        let mut rest = rules;
        while rest != 0 {
            let id = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if self.meets[id] & rules != 0 {
                return true;
            }
        }
        false
    }
}

/// `Repeats::meets`. Where rays do not meet (every board but a graph), two movements from one
/// cell reach a common cell only along a direction both take, at a distance both may go, over
/// cells both may pass (`Reach::passes_apart`); a
/// leap, a move straight to a set, of the top pieces or of a line abreast is taken to meet
/// every other. On a graph every rule meets every other.
fn meeting(actions: &[ActionRule], geometry: &Geometry) -> Vec<u64> {
    let everyone = |i: usize| (0..actions.len()).filter(|&j| j != i).fold(0, |m, j| m | 1 << j);
    if geometry.shape == Shape::Graph {
        return (0..actions.len()).map(everyone).collect();
    }
    let all_dirs = (1 << geometry.direction_count().min(31)) - 1;
    let reach: Vec<Option<Reach>> = actions.iter().map(|rule| Reach::of(rule, all_dirs)).collect();
    let moves = |i: usize| matches!(actions[i].motion, Motion::Move { .. });
    (0..actions.len())
        .map(|i| {
            (0..actions.len())
                .filter(|&j| j != i && moves(i) && moves(j))
                .filter(|&j| match (&reach[i], &reach[j]) {
                    (Some(a), Some(b)) => a.meets(b),
                    _ => true,
                })
                .fold(0, |m, j| m | 1 << j)
        })
        .collect()
}

/// Where a movement goes from a cell, the board aside: its directions per side, how far, and
/// what the cells it passes must hold.
struct Reach<'a> {
    dirs: Vec<DirMask>,
    nearest: u32,
    farthest: u32,
    passes: Passes<'a>,
}

/// What a movement asks of the cells between where it starts and where it lands.
enum Passes<'a> {
    /// A step passes none.
    Nothing,
    /// A slide passes only cells of its `through`.
    Only(&'a PerContext<CellTest>),
    /// A hop passes at least one cell of its `over`.
    Some(&'a PerContext<CellTest>),
}

impl<'a> Reach<'a> {
    /// `None` for a move that may land anywhere as far as the board tells.
    fn of(rule: &'a ActionRule, all_dirs: DirMask) -> Option<Reach<'a>> {
        let Motion::Move { movement, .. } = &rule.motion else { return None };
        if rule.top.is_some() || rule.abreast.is_some() {
            return None;
        }
        let (nearest, farthest, passes) = match movement {
            Movement::Step { .. } => (1, 1, Passes::Nothing),
            Movement::Slide { through, .. } => (1, u32::MAX, Passes::Only(through)),
            Movement::Hop { run: false, flying: false, over, .. } => (2, 2, Passes::Some(over)),
            Movement::Hop { over, .. } => (2, u32::MAX, Passes::Some(over)),
            Movement::Leap { .. } | Movement::Anywhere { .. } => return None,
        };
        // `onward` goes the way the last action went: any direction.
        let dirs = movement_dirs(movement).iter().map(|&d| if d & ONWARD != 0 { all_dirs } else { d });
        Some(Reach { dirs: dirs.collect(), nearest, farthest, passes })
    }

    fn meets(&self, other: &Reach) -> bool {
        let overlap = self.nearest <= other.farthest && other.nearest <= self.farthest;
        overlap && self.dirs.iter().zip(&other.dirs).any(|(a, b)| a & b != 0) && !self.passes_apart(other)
    }

    /// Whether the two can never pass the same cells: one slides through cells the other's hop
    /// can never jump (a king's slide over empty cells, its flying capture over a piece), so a
    /// position that lets one make a move forbids the other the same move.
    fn passes_apart(&self, other: &Reach) -> bool {
        let apart = |only: &PerContext<CellTest>, some: &PerContext<CellTest>| {
            only.iter().zip(some).all(|(a, b)| a.mask.iter().zip(&b.mask).all(|(x, y)| x & y == 0))
        };
        match (&self.passes, &other.passes) {
            (Passes::Only(only), Passes::Some(some)) | (Passes::Some(some), Passes::Only(only)) => {
                apart(only, some)
            }
            _ => false,
        }
    }
}

/// Whether two rules could make one action: both place, both remove, both flip, or both move a
/// kind they share.
fn same_actions(a: &ActionRule, b: &ActionRule) -> bool {
    match (&a.motion, &b.motion) {
        (Motion::Place { kinds: x, .. }, Motion::Place { kinds: y, .. }) => x & y != 0,
        (Motion::Take { kinds: x, flip: f, .. }, Motion::Take { kinds: y, flip: g, .. }) => {
            x & y != 0 && f.is_some() == g.is_some()
        }
        (Motion::Move { kinds: x, .. }, Motion::Move { kinds: y, .. }) => x & y != 0,
        _ => false,
    }
}

/// Whether rule `j` must be listed to find rule `i`'s actions as listing every rule finds them:
/// each placement rule for a placement, each removal or flip rule for those, each rule that
/// moves one of the same kinds to where it could move (`Repeats::meets`) for a move — every
/// move rule where rays meet, as whether a move repeats then depends on how many rules move.
fn listed_together(actions: &[ActionRule], i: usize, j: usize, rays_meet: bool, meets: &[u64]) -> bool {
    match (&actions[i].motion, &actions[j].motion) {
        (Motion::Place { .. }, Motion::Place { .. }) | (Motion::Take { .. }, Motion::Take { .. }) => true,
        (Motion::Move { kinds: x, .. }, Motion::Move { kinds: y, .. }) => {
            rays_meet || (x & y != 0 && meets[i] & 1 << j != 0)
        }
        _ => false,
    }
}

/// `priority`'s groups as generation reads them: each rule's group, and how to find the
/// groups' actions apart from the rest's.
#[derive(Clone, Debug, Default)]
pub struct PriorityListing {
    /// Per action id, the index of its group, or the number of groups for a rule in none.
    pub level: Vec<u8>,
    /// `None` where some rule must be listed for both (a king's slide that meets its flying
    /// capture would be listed twice whenever no capture is legal, costing more than the
    /// split saves).
    pub split: Option<Split>,
}

/// What to list so that a player who has an action of a `priority` group is offered it
/// without the rest being listed.
#[derive(Clone, Copy, Debug)]
pub struct Split {
    /// The rules of every group.
    pub grouped: u64,
    /// Those with their rivals (`Repeats::listing`): what to list for the groups' actions.
    pub groups: u64,
    /// The rules of no group with their rivals: what to list for the rest.
    pub rest: u64,
}

impl PriorityListing {
    pub fn new(rules: usize, priority: &[u64], repeats: &Repeats) -> PriorityListing {
        let all = (0..rules).fold(0u64, |m, i| m | 1 << i);
        let grouped = priority.iter().fold(0, |m, g| m | g);
        let level = (0..rules)
            .map(|i| priority.iter().position(|g| g & 1 << i != 0).unwrap_or(priority.len()) as u8)
            .collect();
        let groups = repeats.listing(grouped);
        let rest = repeats.listing(all & !grouped);
        let split = (grouped != 0 && groups & rest == 0).then_some(Split { grouped, groups, rest });
        PriorityListing { level, split }
    }
}

#[cfg(test)]
mod tests {
    /// Repeats are looked for only where they can occur: two rules placing one kind, or a
    /// graph board, whose rays may meet.
    #[test]
    fn repeats_are_possible_only_for_a_kind_placed_twice_or_on_a_graph() {
        let game = |board: &str, rules: &str| {
            let source =
                format!("players a b\n{board}\npiece p q\nhand p unlimited\nhand q unlimited\n{rules}");
            crate::check::load(&source).expect("the test game checks").repeats
        };
        let square = "board square 3 x 3";
        let both = game(square, "action one: place p on empty\naction two: place p | q on empty\n");
        assert!(both.placements && !both.rays_meet);
        let apart = game(square, "action one: place p on empty\naction two: place q on empty\n");
        assert!(!apart.placements);
        let spots = "board graph\nspot x at 0 0, y at 1 0, z at 0 1\nline: x y\nring: x y z x";
        let graph = game(spots, "action one: place p on empty\n");
        assert!(graph.rays_meet && !graph.placements);
    }

    /// Two move rules meet when both go one way as far as each other may, unless one slides
    /// only through cells the other never hops over, or when one may land anywhere the board
    /// allows (a leap); every rule meets every other on a graph.
    #[test]
    fn move_rules_meet_along_a_shared_direction_at_a_shared_distance() {
        let meets = |board: &str, rules: &str| {
            let source = format!("players a b\n{board}\npiece p\n{rules}");
            crate::check::load(&source).expect("the test game checks").repeats.meets
        };
        let square = "board square 5 x 5";
        let step = "action step: move step n | e to empty\n";
        assert_eq!(meets(square, &format!("{step}action jump: move hop n | e over enemy\n")), [0, 0]);
        assert_eq!(meets(square, &format!("{step}action back: move step s | w to empty\n")), [0, 0]);
        assert_eq!(meets(square, &format!("{step}action run: move slide n to empty\n")), [0b10, 0b01]);
        assert_eq!(meets(square, &format!("{step}action fly: move hop flying e over enemy\n")), [0, 0]);
        // A slide passes only empty cells and a capture jumps a piece: never the same move.
        let slide = "action run: move slide e to empty\n";
        assert_eq!(meets(square, &format!("{slide}action fly: move hop flying e over enemy\n")), [0, 0]);
        assert_eq!(meets(square, &format!("{slide}action hop: move hop e over enemy\n")), [0, 0]);
        assert_eq!(meets(square, &format!("{slide}action fly: move hop flying e over all\n")), [0b10, 0b01]);
        let wading = "action run: move slide e through empty | enemy to empty\n";
        assert_eq!(
            meets(square, &format!("{wading}action fly: move hop flying e over enemy\n")),
            [0b10, 0b01]
        );
        assert_eq!(meets(square, &format!("{step}action leap: move leap n ne to empty\n")), [0b10, 0b01]);
        let spots = "board graph\nspot x at 0 0, y at 1 0, z at 2 0\nline: x y z";
        let both = "action one: move step line1 to empty\naction two: move step line1-back to empty\n";
        assert_eq!(meets(spots, both), [0b10, 0b01]);
    }
}

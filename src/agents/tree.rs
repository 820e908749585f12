//! Tree: one UCT search tree over a private copy of the state — selection by UCB1, expansion
//! on a node's second visit, a random playout, and rewards backed up for each action's mover:
//! the seat that chose it, which after a swap of seats plays the other player. A chance node
//! (a throw of the dice) is an expectation node: it keeps a child per outcome, and a descent
//! goes down the outcome drawn by its odds, never the one UCB1 likes best.

use super::playout::seated_playout;
use super::reward::rewards;
use crate::engine::Rng;
use crate::engine::{Action, Outcome, Seats, State};

/// Actions a playout may play before it is scored as a draw (games that could go on and on).
pub const PLAYOUT_CAP: u64 = 2_000;

/// Nodes one tree may hold (24 bytes each); past it leaves stop expanding and only play out.
const NODE_CAP: usize = 1 << 21;

/// One node: the action that led here, who played it, and what it has been worth to them.
#[derive(Clone, Copy, Debug)]
struct Node {
    action: Action,
    /// Sum of the rewards of `mover`, the seat that played `action`.
    total: f32,
    visits: u32,
    /// Children are `first..first + count` in `Tree::nodes`.
    first: u32,
    count: u16,
    mover: u8,
    expanded: bool,
}

/// A search in progress. The state is played forward while descending and undone after
/// each iteration, so it always stands at the root between iterations.
pub struct Tree {
    state: State,
    nodes: Vec<Node>,
    rng: Rng,
    exploration: f32,
    rewards: Vec<f32>,
    path: Vec<u32>,
    legal: Vec<Action>,
}

impl Tree {
    pub fn new(state: State, exploration: f32, seed: u64) -> Tree {
        let players = state.rules().player_count();
        let root = Node {
            action: Action::pass(),
            total: 0.0,
            visits: 0,
            first: 0,
            count: 0,
            mover: 0,
            expanded: false,
        };
        Tree {
            state,
            nodes: vec![root],
            rng: Rng::new(seed),
            exploration,
            rewards: vec![0.0; players],
            path: Vec::with_capacity(64),
            legal: Vec::new(),
        }
    }

    /// The root's children: action, visits and summed reward for the seat to act.
    pub fn root_children(&self) -> impl Iterator<Item = (Action, u32, f32)> + '_ {
        let root = &self.nodes[0];
        let children = &self.nodes[root.first as usize..(root.first + u32::from(root.count)) as usize];
        children.iter().map(|n| (n.action, n.visits, n.total))
    }

    /// One iteration: select, expand, play out, back up.
    pub fn iterate(&mut self) {
        let start = self.state.ply();
        self.path.clear();
        self.path.push(0);
        let (outcome, seats) = self.descend();
        self.backup(outcome, seats);
        while self.state.ply() > start {
            self.state.undo();
        }
    }

    /// Walks down to a leaf, playing the actions on the way; returns the game's outcome from
    /// there (a terminal node's own, or a random playout's; `None` when the playout was cut)
    /// and the seats at its end.
    fn descend(&mut self) -> (Option<Outcome>, Seats) {
        let mut node = 0usize;
        loop {
            if let Some(outcome) = self.state.known_outcome() {
                return (Some(outcome), self.state.seats());
            }
            if !self.nodes[node].expanded && !self.expand(node) {
                break;
            }
            if self.nodes[node].count == 0 {
                return (self.state.outcome(), self.state.seats());
            }
            let child = self.select(node);
            self.state.play_unchecked(self.nodes[child].action);
            self.path.push(child as u32);
            node = child;
            if self.nodes[child].visits == 0 {
                break;
            }
        }
        let (outcome, _, seats) = seated_playout(&mut self.state, &mut self.rng, PLAYOUT_CAP);
        (outcome, seats)
    }

    /// Adds a node's children in random order; false when the tree is full.
    fn expand(&mut self, node: usize) -> bool {
        self.state.legal_actions(&mut self.legal);
        let chance = self.state.is_chance();
        if !chance {
            self.sharpen();
        }
        if self.nodes.len() + self.legal.len() > NODE_CAP || self.legal.len() > usize::from(u16::MAX) {
            return false;
        }
        // A throw's outcomes are drawn by their odds, not tried in turn: no need to shuffle.
        for i in (1..if chance { 0 } else { self.legal.len() }).rev() {
            let j = self.rng.below(i + 1);
            self.legal.swap(i, j);
        }
        let mover = self.state.seat_to_move() as u8;
        let first = self.nodes.len() as u32;
        self.nodes.extend(self.legal.iter().map(|&action| Node {
            action,
            total: 0.0,
            visits: 0,
            first: 0,
            count: 0,
            mover,
            expanded: false,
        }));
        let parent = &mut self.nodes[node];
        parent.first = first;
        parent.count = self.legal.len() as u16;
        parent.expanded = true;
        true
    }

    /// Looks one action ahead among the legal actions: an action that wins at once is the only
    /// one kept, and actions that lose at once are dropped unless every action does. Random
    /// playouts would take many visits to notice either; this way a threat is seen as soon as
    /// the node is expanded.
    fn sharpen(&mut self) {
        let mover = self.state.seat_to_move() as u8;
        let mut keep = 0;
        for i in 0..self.legal.len() {
            let action = self.legal[i];
            self.state.play_unchecked(action);
            let seats = self.state.seats();
            let winner = self.state.known_outcome().and_then(|o| seats.outcome(o).winner);
            self.state.undo();
            match winner {
                Some(w) if w == mover => {
                    self.legal.clear();
                    self.legal.push(action);
                    return;
                }
                Some(_) => {}
                None => {
                    self.legal[keep] = action;
                    keep += 1;
                }
            }
        }
        // With nothing kept nothing was overwritten: every action loses, so all stay.
        if keep > 0 {
            self.legal.truncate(keep);
        }
    }

    /// At a chance node, the child of the outcome drawn by its odds; elsewhere the first
    /// unvisited child, else the child with the best UCB1 score for its mover.
    fn select(&mut self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let range = parent.first as usize..parent.first as usize + parent.count as usize;
        let rng = &mut self.rng;
        // A rule played by chance has every action as likely: any child, uniformly.
        if self.state.is_chance() && self.state.plays_by_chance() {
            return range.start + rng.below(range.len());
        }
        if let Some(roll) = self.state.sample_roll(&mut |n| rng.below(n)) {
            let drawn = range.clone().find(|&i| self.nodes[i].action == roll);
            return drawn.expect("a chance node keeps a child for every outcome");
        }
        if let Some(unvisited) = range.clone().find(|&i| self.nodes[i].visits == 0) {
            return unvisited;
        }
        let log_parent = (parent.visits.max(1) as f32).ln();
        let score = |i: usize| {
            let n = &self.nodes[i];
            let visits = n.visits as f32;
            n.total / visits + self.exploration * (log_parent / visits).sqrt()
        };
        range.max_by(|&a, &b| score(a).total_cmp(&score(b))).expect("an expanded node has children")
    }

    fn backup(&mut self, outcome: Option<Outcome>, seats: Seats) {
        rewards(outcome, seats, &mut self.rewards);
        for &i in &self.path {
            let node = &mut self.nodes[i as usize];
            node.visits += 1;
            node.total += self.rewards[node.mover as usize];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Tree;
    use crate::engine::State;

    /// A throw of two lots read as their total: 1 (one time in two) enters the runner and wins
    /// at once; 0 and 2 (one time in four each) pass.
    const LOTS: &str = "game \"Lots\"\nplayers red blue\nboard square 1 x 1\npiece runner\nhand runner 1\n\
        track lane: off a1 off\ndice 2 d2 from 0\n\
        action run: move along lane exactly dice total to empty\nturn: roll run\npass when stuck\nwin: pieces == 1\n";

    #[test]
    fn a_throw_is_searched_by_its_odds_not_by_what_the_thrower_would_like() {
        let state = State::of_source(LOTS);
        assert!(state.is_chance());
        let mut tree = Tree::new(state.clone(), 1.4, 7);
        for _ in 0..4000 {
            tree.iterate();
        }
        let children: Vec<(String, u32, f32)> = tree
            .root_children()
            .map(|(a, visits, total)| (state.format(a), visits, total / visits as f32))
            .collect();
        let visits: Vec<u32> = children.iter().map(|c| c.1).collect();
        // UCB1 would spend nearly every visit on the winning 1; the odds give 1:2:1.
        for (&seen, expected) in visits.iter().zip([1000, 2000, 1000]) {
            assert!(seen.abs_diff(expected) < 150, "{children:?}");
        }
        assert_eq!(children[1].0, "roll 1");
        assert!(children[1].2 > 0.99 && children[0].2 < 0.8 && children[2].2 < 0.8, "{children:?}");
    }
}

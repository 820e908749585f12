//! Engines that list every legal action and draw one (the hand-written Yonmoque and Yoso-Go):
//! their perft and random games, written once.

use super::{CAP, Rng};

/// Room for every action of one turn, in either game.
pub const MOST_ACTIONS: usize = 128;

/// A position of such an engine, copied rather than undone.
pub trait Listing: Copy {
    type Action: Copy + Default;
    type Tables: 'static;
    /// The game's tables, built once.
    fn tables() -> &'static Self::Tables;
    fn start() -> Self;
    /// Every legal action of the player to act, into `out`; returns how many.
    fn legal(&self, t: &Self::Tables, out: &mut [Self::Action; MOST_ACTIONS]) -> usize;
    /// Plays a legal action; returns whether the game ended.
    fn play(&mut self, t: &Self::Tables, action: Self::Action) -> bool;
}

/// perft from the start: the number of action sequences of length `depth`.
pub fn perft<P: Listing>(depth: u32) -> u64 {
    perft_from(P::tables(), &P::start(), depth)
}

fn perft_from<P: Listing>(t: &P::Tables, p: &P, depth: u32) -> u64 {
    let mut list = [P::Action::default(); MOST_ACTIONS];
    let n = p.legal(t, &mut list);
    if depth == 1 {
        return n as u64;
    }
    list[..n].iter().fold(0, |nodes, &a| {
        let mut next = *p;
        nodes + if next.play(t, a) { 0 } else { perft_from(t, &next, depth - 1) }
    })
}

/// One random game from the start, to its end (a player with no action loses) or `CAP`
/// actions: the number of actions played.
#[inline(always)]
pub fn playout<P: Listing>(rng: &mut Rng) -> u64 {
    let t = P::tables();
    let mut p = P::start();
    let mut list = [P::Action::default(); MOST_ACTIONS];
    let mut played = 0;
    while played < CAP {
        let n = p.legal(t, &mut list);
        if n == 0 {
            break;
        }
        played += 1;
        if p.play(t, list[rng.below(n)]) {
            break;
        }
    }
    played
}

//! Agreement for the games that push and the war games: Abalone (inline moves alone, then with
//! broadside moves), xiangqi and Tablut, held to their oracles as `agreement.rs` holds the classics.

use crate::agreement::{Referee, agree, as_written};
use crate::common;
use crate::{abalone, tablut, xiangqi};

/// Xiangqi's oracle names single moves; a turn is one move, and a player with none loses.
impl Referee for xiangqi::Xiangqi {
    fn to_move(&self) -> usize {
        xiangqi::Xiangqi::to_move(self)
    }
    fn result(&self) -> Option<Option<usize>> {
        self.moves().is_empty().then(|| Some(1 - self.to_move()))
    }
    fn turns(&self) -> Vec<Vec<String>> {
        self.names().into_iter().map(|name| vec![name]).collect()
    }
    fn play(&mut self, turn: &[String]) {
        xiangqi::Xiangqi::play(self, &turn[0]);
    }
    fn perft(&self, depth: u32) -> u64 {
        xiangqi::Xiangqi::perft(self, depth)
    }
}

/// Abalone's inline moves and pushes (`pushing`, `pushed`) alone, in
/// `tests/oracle/abalone/inline.game`; the oracle plays without its broadside moves.
const ABALONE_INLINE: &str = "../tests/oracle/abalone/inline.game";

fn abalone_inline() -> abalone::Abalone {
    abalone::Abalone::inline_only()
}

#[test]
fn abalone_inline_moves_agree_with_its_oracle() {
    // From the start, perft by moves; then along random games to their ends (six marbles
    // pushed off, about 1,400 moves): the moves, the player to act, the result and perft 2 at
    // every tenth position.
    let mut state = common::game(ABALONE_INLINE, &[]);
    for depth in 1..=3 {
        assert_eq!(yon::engine::perft(&mut state, depth), abalone_inline().perft(depth), "perft {depth}");
    }
    let seen = agree(ABALONE_INLINE, &[], abalone_inline(), as_written, 12, 4000, 2, 10);
    assert!(seen.finished == 12 && seen.perfts > 1000, "{seen:?}");
}

#[test]
#[ignore = "deep perft: seconds in release mode"]
fn abalone_inline_moves_agree_with_its_oracle_at_depth_five() {
    let mut state = common::game(ABALONE_INLINE, &[]);
    assert_eq!(yon::engine::perft(&mut state, 5), abalone_inline().perft(5));
}

#[test]
fn xiangqi_agrees_with_its_oracle() {
    // From the start, perft to 3 (44; 1,920; 79,666, the published numbers); then along random
    // games, where horses meet their legs, cannons their screens, and generals each other: the
    // moves, the player to act, the result and perft 2 at every tenth position.
    let mut state = common::game("xiangqi.game", &[]);
    let start = xiangqi::Xiangqi::new();
    for depth in 1..=3 {
        assert_eq!(yon::engine::perft(&mut state, depth), start.perft(depth), "perft {depth}");
    }
    let seen = agree("xiangqi.game", &[], start, as_written, 30, 300, 2, 10);
    assert!(seen.perfts > 200 && seen.finished >= 1, "{seen:?}");
}

#[test]
#[ignore = "deep perft: about a minute in release mode"]
fn xiangqi_agrees_with_its_oracle_at_depth_five() {
    let mut state = common::game("xiangqi.game", &[]);
    assert_eq!(yon::engine::perft(&mut state, 5), 133_312_995);
}

/// The oracle's name of a broadside move (`e3:f3-e4`, its two end marbles and where the first
/// goes) from the engine's (`e3-e4/f3`, the first marble's step and the line's other end); the
/// engine's first marble is the oracle's (both take the line from its e, ne or nw end).
fn abalone_name(action: &str) -> String {
    match action.split_once('/') {
        Some((step, end)) => {
            let (first, to) = step.split_once('-').expect("a move");
            format!("{first}:{end}-{to}")
        }
        None => action.to_string(),
    }
}

#[test]
fn abalone_agrees_with_its_oracle() {
    // `games/abalone.game`, inline and broadside moves (`abreast`): from the start, perft by
    // moves; then along random games to their ends (six marbles pushed off): the moves, the
    // player to act, the result and perft 2 at every tenth position.
    let mut state = common::game("abalone.game", &[]);
    for depth in 1..=3 {
        assert_eq!(
            yon::engine::perft(&mut state, depth),
            abalone::Abalone::new().perft(depth),
            "perft {depth}"
        );
    }
    let seen = agree("abalone.game", &[], abalone::Abalone::new(), abalone_name, 12, 4000, 2, 10);
    assert!(seen.finished == 12 && seen.perfts > 1000, "{seen:?}");
}

#[test]
#[ignore = "deep perft: minutes in release mode"]
fn abalone_agrees_with_its_oracle_at_depths_four_and_five() {
    let mut state = common::game("abalone.game", &[]);
    for depth in 4..=5 {
        let oracle = abalone::Abalone::new().perft(depth);
        eprintln!("abalone oracle perft {depth} = {oracle}");
        assert_eq!(yon::engine::perft(&mut state, depth), oracle, "perft {depth}");
    }
}

/// Tablut's oracle with the player to act beside it (the attackers, player 0, first). The oracle
/// leaves open a player who cannot move; `games/tablut.game` calls it a draw.
#[derive(Clone)]
struct Tafl {
    game: tablut::Tablut,
    attackers_to_move: bool,
}

impl Referee for Tafl {
    fn to_move(&self) -> usize {
        usize::from(!self.attackers_to_move)
    }
    fn result(&self) -> Option<Option<usize>> {
        match self.game.winner_is_attacker {
            Some(attackers) => Some(Some(usize::from(!attackers))),
            None => self.game.moves().is_empty().then_some(None),
        }
    }
    fn turns(&self) -> Vec<Vec<String>> {
        self.game.names().into_iter().map(|name| vec![name]).collect()
    }
    fn play(&mut self, turn: &[String]) {
        self.game.play(&turn[0]);
        self.attackers_to_move = !self.attackers_to_move;
    }
    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(depth)
    }
}

#[test]
fn tablut_agrees_with_its_oracle() {
    // From the start, perft to 3 (80; 4,400; 353,200, Ludii's numbers); then along random games
    // to their ends, where pieces are taken against friends and the castle and the king is taken
    // or escapes: the moves, the player to act, the result and perft 2 at every tenth position.
    let mut state = common::game("tablut.game", &[]);
    let start = Tafl { game: tablut::Tablut::new(), attackers_to_move: true };
    for depth in 1..=3 {
        assert_eq!(yon::engine::perft(&mut state, depth), start.perft(depth), "perft {depth}");
    }
    let seen = agree("tablut.game", &[], start, as_written, 100, 2000, 2, 10);
    assert!(seen.finished == 100 && seen.perfts > 500, "{seen:?}");
}

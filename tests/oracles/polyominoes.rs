//! Agreement for the polyomino games: the engine running `games/pentominoes.game` and
//! `games/blokus-duo.game` against the oracles of `tests/oracle/polyominoes`, in seeded random
//! games to their ends. Each placement is compared as the piece's letter and the squares it
//! covers: the engine's name (`F*c3:5`) is read here by the rule `docs/LANGUAGE.md` gives for a
//! shape's turns (mirrored left to right from turn 4, then so many quarter turns anticlockwise,
//! about the anchor, the shape's first cell), so the test holds the notation to its word too.

use crate::agreement::{Referee, agree};
use crate::polyominoes::{SHAPES, blokus_duo, golomb};

/// The pieces of one to four squares in Blokus Duo, by the letters the game file gives them,
/// in the oracle's order.
const SMALL_LETTERS: [&str; 9] = ["1", "2", "3", "C", "4", "O", "K", "S", "J"];

/// A square's name: `c3` for (2, 2).
fn name((file, rank): (i8, i8)) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// A placement as compared: the letter, then the squares it covers, sorted.
fn covering(letter: &str, squares: impl Iterator<Item = (i8, i8)>) -> String {
    let mut names: Vec<String> = squares.map(name).collect();
    names.sort();
    format!("{letter}:{}", names.join(","))
}

/// Every piece's letter and squares as written in the game files (the anchor first).
fn written(letter: &str) -> Vec<(i8, i8)> {
    if let Some((_, cells)) = SHAPES.iter().find(|(l, _)| l.to_string() == letter) {
        return cells.to_vec();
    }
    let small = SMALL_LETTERS.iter().position(|l| *l == letter).expect("a piece's letter");
    blokus_duo::pieces()[small].clone()
}

/// The engine's name of a placement read by the documented rule, as compared.
fn read(action: &str) -> String {
    if action == "pass" {
        return action.into();
    }
    let (letter, rest) = action.split_once('*').expect("a placement names its piece");
    let (anchor, turn) = rest.split_once(':').map_or((rest, 0), |(a, t)| (a, t.parse().expect("a turn")));
    let file = anchor.as_bytes()[0] as i8 - b'a' as i8;
    let rank: i8 = anchor[1..].parse().expect("a rank");
    let cells = written(letter);
    let origin = cells[0];
    let squares = cells.iter().map(|&(f, r)| {
        let (mut x, y) = (f - origin.0, r - origin.1);
        if turn >= 4 {
            x = -x;
        }
        let mut at = (x, y);
        for _ in 0..turn % 4 {
            at = (-at.1, at.0);
        }
        (file + at.0, rank - 1 + at.1)
    });
    covering(letter, squares)
}

/// Golomb's game with whose turn it is.
#[derive(Clone)]
struct Golomb {
    game: golomb::Game,
    all: std::sync::Arc<Vec<(usize, u64)>>,
    plies: usize,
}

fn squares_of(bits: u64) -> impl Iterator<Item = (i8, i8)> {
    (0..64).filter(move |b| bits & 1 << b != 0).map(|b| ((b % 8) as i8, (b / 8) as i8))
}

impl Referee for Golomb {
    fn to_move(&self) -> usize {
        self.plies % 2
    }

    fn result(&self) -> Option<Option<usize>> {
        // Whoever cannot place loses.
        self.game.moves(&self.all).next().is_none().then_some(Some(1 - self.to_move()))
    }

    fn turns(&self) -> Vec<Vec<String>> {
        let letter = |shape: usize| SHAPES[shape].0.to_string();
        let mut turns: Vec<Vec<String>> = self
            .game
            .moves(&self.all)
            .map(|&(shape, bits)| vec![covering(&letter(shape), squares_of(bits))])
            .collect();
        turns.sort();
        turns
    }

    fn play(&mut self, turn: &[String]) {
        let wanted = turn[0].clone();
        let letter = |shape: usize| SHAPES[shape].0.to_string();
        let &placement = self
            .game
            .moves(&self.all)
            .find(|&&(shape, bits)| covering(&letter(shape), squares_of(bits)) == wanted)
            .expect("a legal placement");
        self.game = self.game.after(placement);
        self.plies += 1;
    }

    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(&self.all, depth)
    }
}

#[test]
fn pentominoes_agrees_with_its_oracle_to_the_ends_of_random_games() {
    let start = Golomb { game: golomb::Game::default(), all: golomb::placements().into(), plies: 0 };
    let seen = agree("pentominoes.game", &[], start, read, 40, 20, 2, 5);
    assert!(seen.finished == 40 && seen.perfts > 80, "{seen:?}");
}

/// Blokus Duo, its placements listed once.
#[derive(Clone)]
struct Blokus {
    game: blokus_duo::Game,
    all: std::sync::Arc<Vec<blokus_duo::Placement>>,
}

fn letter(piece: usize) -> String {
    match piece {
        small if small < SMALL_LETTERS.len() => SMALL_LETTERS[small].to_string(),
        pentomino => SHAPES[pentomino - SMALL_LETTERS.len()].0.to_string(),
    }
}

fn blokus_name(placement: &blokus_duo::Placement) -> String {
    let squares = (0..14i8).flat_map(|r| (0..14i8).map(move |f| (f, r)));
    covering(&letter(placement.piece), squares.filter(|&s| placement.squares.has(s)))
}

impl Referee for Blokus {
    fn to_move(&self) -> usize {
        self.game.to_move
    }

    fn result(&self) -> Option<Option<usize>> {
        if !self.game.over {
            return None;
        }
        let covered = [self.game.mine[0].count(), self.game.mine[1].count()];
        Some(match covered[0].cmp(&covered[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        })
    }

    fn turns(&self) -> Vec<Vec<String>> {
        if self.game.over {
            return Vec::new();
        }
        let moves = self.game.moves(&self.all);
        if moves.is_empty() {
            return vec![vec!["pass".to_string()]];
        }
        let mut turns: Vec<Vec<String>> = moves.iter().map(|m| vec![blokus_name(m)]).collect();
        turns.sort();
        turns
    }

    fn play(&mut self, turn: &[String]) {
        let chosen = match turn[0].as_str() {
            "pass" => None,
            wanted => self.game.moves(&self.all).into_iter().find(|m| blokus_name(m) == wanted),
        };
        self.game = self.game.after(chosen);
    }

    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(&self.all, depth)
    }
}

#[test]
fn blokus_duo_agrees_with_its_oracle_to_the_ends_of_random_games() {
    let start = Blokus { game: blokus_duo::Game::default(), all: blokus_duo::placements().into() };
    let seen = agree("blokus-duo.game", &[], start, read, 40, 60, 2, 7);
    assert!(seen.finished == 40 && seen.positions > 1000, "{seen:?}");
}

/// The rows of `tests/perft/pentominoes.perft` and `blokus-duo.perft` past the budget, counted by
/// the oracles alone (`cargo test --release -- --ignored`).
#[test]
#[ignore = "deep: about a minute"]
fn the_oracles_count_the_deep_perft_rows() {
    assert_eq!(golomb::Game::default().perft(&golomb::placements(), 3), 3_095_401_056);
    assert_eq!(blokus_duo::Game::default().perft(&blokus_duo::placements(), 3), 178_409_524);
}

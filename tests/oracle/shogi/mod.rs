//! An independent, hand-written move generator for shogi, Yonin Shogi (RULINGS.md §0, §4) and
//! Yonin Shogi in partnerships, used to cross-check the engine. It shares no code with the engine.
#![allow(dead_code)]

mod board;
mod movegen;
mod partners;
mod position;
mod turn;

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use board::{Kind, name, parse_square};
use position::{Action, Position};
use turn::Outcome;

/// Which game the oracle plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Variant {
    Shogi,
    Yonin,
    /// Yonin Shogi with south and north against west and east.
    Partners,
}

/// A game in progress: the position, every position it has passed through (for the
/// fourth-repetition draw), and the result once there is one.
#[derive(Clone, Debug)]
pub struct Oracle {
    pos: Position,
    /// Each position that has stood with a player to play, with the hash of its board, hands
    /// and player to move, oldest first.
    history: Vec<(u64, Position)>,
    outcome: Option<Outcome>,
}

impl Oracle {
    /// The start position.
    pub fn new(variant: Variant) -> Oracle {
        match variant {
            Variant::Shogi => Oracle::from_position(Position::shogi()),
            Variant::Yonin | Variant::Partners => Oracle::from_position(Position::yonin(variant)),
        }
    }

    /// A position for scenario tests: `pieces` are (square, piece, owner) with the piece as
    /// `K`, `P` or `+R`; each piece faces its owner's way and is controlled by them. `hands`
    /// are (player, letters), e.g. (0, "GP"). Everyone is live with one army.
    pub fn setup(
        variant: Variant,
        pieces: &[(&str, &str, usize)],
        hands: &[(usize, &str)],
        to_move: usize,
    ) -> Oracle {
        let mut pos = Position::empty(variant);
        for &(at, piece, owner) in pieces {
            let promoted = piece.starts_with('+');
            let letter = piece.trim_start_matches('+').chars().next().expect("a piece letter");
            let kind = Kind::from_letter(letter).unwrap_or_else(|| panic!("`{piece}` is not a piece"));
            pos.put(at, kind, promoted, owner);
        }
        for &(player, letters) in hands {
            for letter in letters.chars() {
                let kind = Kind::from_letter(letter).unwrap_or_else(|| panic!("`{letter}` is not a piece"));
                pos.hands[player][kind.hand_index()] += 1;
            }
        }
        pos.to_move = to_move;
        Oracle::from_position(pos)
    }

    fn from_position(pos: Position) -> Oracle {
        let mut oracle = Oracle { pos: pos.clone(), history: vec![(hash(&pos), pos)], outcome: None };
        let to_move = oracle.pos.to_move;
        // Only a setup can start without a legal action. In Yonin being out needs a mover to
        // take over, so such a setup just has no legal action.
        if !oracle.pos.yonin && !oracle.pos.has_legal(to_move) {
            oracle.outcome = Some(Outcome::Win(1 - to_move));
        }
        oracle
    }

    /// Every legal action in notation, sorted; empty once the game is over.
    pub fn legal(&self) -> Vec<String> {
        let mut names: Vec<String> = self.actions().iter().map(|&a| notation(a)).collect();
        names.sort();
        names.dedup();
        names
    }

    fn actions(&self) -> Vec<Action> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let mut pos = self.pos.clone();
        pos.legal_for(pos.to_move)
    }

    /// Plays one of `legal()`.
    pub fn play(&mut self, action: &str) -> Result<(), String> {
        if self.outcome.is_some() {
            return Err(format!("`{action}`: the game is over"));
        }
        let found = self.actions().into_iter().find(|&a| notation(a) == action);
        let action = found.ok_or_else(|| format!("`{action}` is not a legal action here"))?;
        self.advance(action);
        Ok(())
    }

    /// Plays a legal action and records the position it leaves, with the repetition draw.
    fn advance(&mut self, action: Action) {
        self.outcome = self.pos.apply(action);
        let h = hash(&self.pos);
        if self.outcome.is_none() {
            let seen = self.history.iter().filter(|(k, p)| *k == h && same_turn_start(p, &self.pos)).count();
            if seen >= 3 {
                self.outcome = Some(Outcome::Draw);
            }
        }
        self.history.push((h, self.pos.clone()));
    }

    /// The number of legal action sequences of length `depth`.
    pub fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let actions = self.actions();
        if depth == 1 {
            return actions.len() as u64;
        }
        let (pos, outcome, len) = (self.pos.clone(), self.outcome, self.history.len());
        let mut total = 0;
        for action in actions {
            self.advance(action);
            total += self.perft(depth - 1);
            self.pos = pos.clone();
            self.outcome = outcome;
            self.history.truncate(len);
        }
        total
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The single winner's index in turn order; None while playing, for a draw or a team.
    pub fn winner(&self) -> Option<usize> {
        match self.outcome {
            Some(Outcome::Win(p)) => Some(p),
            _ => None,
        }
    }

    /// Everyone who shares the win, in turn order (a team-mate who is out too); empty while
    /// playing or for a draw.
    pub fn winners(&self) -> Vec<usize> {
        match self.outcome {
            Some(Outcome::Win(p)) => vec![p],
            Some(Outcome::Team(t)) => (0..self.pos.players).filter(|&p| partners::team(p) == t).collect(),
            _ => Vec::new(),
        }
    }

    pub fn to_move(&self) -> usize {
        self.pos.to_move
    }

    /// The armies a player holds (0 once mated; 1 each in shogi).
    pub fn armies(&self, player: usize) -> u32 {
        self.pos.armies[player]
    }

    pub fn live(&self, player: usize) -> bool {
        self.pos.live[player]
    }

    /// Who controls the piece on `square`, if a piece stands there.
    pub fn controller(&self, square: &str) -> Option<usize> {
        let s = parse_square(square).unwrap_or_else(|| panic!("`{square}` is not a square"));
        self.pos.at(s).map(|p| usize::from(p.controller))
    }

    /// Who moves the piece on `square`: None for an empty square or a blockade.
    pub fn owner(&self, square: &str) -> Option<usize> {
        let s = parse_square(square).unwrap_or_else(|| panic!("`{square}` is not a square"));
        self.pos.at(s).filter(|p| !p.blockade).map(|p| usize::from(p.controller))
    }

    /// How many mated kings stand on the board as blockades.
    pub fn blockades(&self) -> usize {
        self.pos.board.iter().flatten().filter(|p| p.blockade).count()
    }

    /// How many pieces of `kind` (a letter) `player` holds in hand.
    pub fn in_hand(&self, player: usize, kind: char) -> u8 {
        let kind = Kind::from_letter(kind).unwrap_or_else(|| panic!("`{kind}` is not a piece"));
        self.pos.hands[player][kind.hand_index()]
    }
}

/// `e3-e4`, `e6-e7+`, `P*e5`.
fn notation(action: Action) -> String {
    match action {
        Action::Move { from, to, promote } => {
            format!("{}-{}{}", name(from), name(to), if promote { "+" } else { "" })
        }
        Action::Drop { kind, to } => format!("{}*{}", kind.letter(), name(to)),
    }
}

/// What makes a repetition: the board, the hands and the player to move. (Who is live and the
/// armies follow from the board in shogi and Yonin Shogi; in partnerships they are not part of
/// the rule.)
fn same_turn_start(a: &Position, b: &Position) -> bool {
    a.board == b.board && a.hands == b.hands && a.to_move == b.to_move
}

fn hash(pos: &Position) -> u64 {
    let mut hasher = DefaultHasher::new();
    (&pos.board, &pos.hands, pos.to_move).hash(&mut hasher);
    hasher.finish()
}

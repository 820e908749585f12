//! Legal actions: piece moves with their promotion choices, drops with their restrictions,
//! and the filter that no action leaves the mover's king attacked.

use super::board::{
    HAND_KINDS, Kind, Piece, SIZE, Sq, add, in_zone, on_board, pattern, square, stuck, to_global,
};
use super::position::{Action, Position};

impl Position {
    /// Whether `mover` may move onto a square holding `target`: never a piece they or (in
    /// partnerships) a team-mate control, a blockade, or a king.
    fn capturable(&self, target: Piece, mover: usize) -> bool {
        self.opposed(usize::from(target.controller), mover) && !target.blockade && target.kind != Kind::K
    }

    /// The move from `from` to `to`, once or twice (without and with promotion).
    fn push_move(piece: Piece, from: Sq, to: Sq, out: &mut Vec<Action>) {
        let may_promote = piece.kind.promotes()
            && !piece.promoted
            && (in_zone(piece.facing, from) || in_zone(piece.facing, to));
        if !may_promote || !stuck(piece.kind, piece.facing, to) {
            out.push(Action::Move { from, to, promote: false });
        }
        if may_promote {
            out.push(Action::Move { from, to, promote: true });
        }
    }

    /// Every move of the pieces `mover` controls, before the king-safety filter.
    fn piece_moves(&self, mover: usize, out: &mut Vec<Action>) {
        for i in 0..81 {
            let from = square(i);
            let Some(piece) = self.at(from) else { continue };
            if piece.blockade || usize::from(piece.controller) != mover {
                continue;
            }
            let (steps, slides) = pattern(piece.kind, piece.promoted);
            for &step in steps {
                let to = add(from, to_global(piece.facing, step));
                if on_board(to) && self.at(to).is_none_or(|t| self.capturable(t, mover)) {
                    Self::push_move(piece, from, to, out);
                }
            }
            for &slide in slides {
                let d = to_global(piece.facing, slide);
                let mut to = add(from, d);
                while on_board(to) {
                    match self.at(to) {
                        None => Self::push_move(piece, from, to, out),
                        Some(t) => {
                            if self.capturable(t, mover) {
                                Self::push_move(piece, from, to, out);
                            }
                            break;
                        }
                    }
                    to = add(to, d);
                }
            }
        }
    }

    /// Whether the line through `to` along the dropper's forward axis holds an unpromoted
    /// pawn the dropper controls (nifu; in shogi the line is the file).
    fn pawn_on_line(&self, dropper: usize, to: Sq) -> bool {
        let vertical = self.facing(dropper).is_multiple_of(2);
        (0..SIZE).any(|k| {
            let s = if vertical { (to.0, k) } else { (k, to.1) };
            self.at(s).is_some_and(|p| {
                p.kind == Kind::P && !p.promoted && !p.blockade && usize::from(p.controller) == dropper
            })
        })
    }

    /// Every drop from `dropper`'s hand, pawn drops last (`HAND_KINDS` ends with the pawn, whose
    /// mate test is the dear one), before the king-safety and pawn-drop-mate filters.
    fn drops(&self, dropper: usize, out: &mut Vec<Action>) {
        let facing = self.facing(dropper);
        for (k, &kind) in HAND_KINDS.iter().enumerate() {
            if self.hands[dropper][k] == 0 {
                continue;
            }
            for i in 0..81 {
                let to = square(i);
                if self.at(to).is_some() || stuck(kind, facing, to) {
                    continue;
                }
                if kind == Kind::P && self.pawn_on_line(dropper, to) {
                    continue;
                }
                out.push(Action::Drop { kind, to });
            }
        }
    }

    /// Every action of `player` that passes the move rules, before any legality filter.
    fn candidates(&self, player: usize) -> Vec<Action> {
        let mut out = Vec::new();
        self.piece_moves(player, &mut out);
        let mut drops = Vec::new();
        self.drops(player, &mut drops);
        out.extend(drops);
        out
    }

    /// Whether `player` may take `action`: their king is not attacked afterwards, and a pawn
    /// drop checkmates nobody.
    fn allowed(&mut self, player: usize, action: Action) -> bool {
        let undo = self.make(player, action);
        let mut ok = !self.in_check(player);
        if ok && matches!(action, Action::Drop { kind: Kind::P, .. }) {
            ok = !self.mates_someone(player);
        }
        self.unmake(player, action, undo);
        ok
    }

    /// Whether some live player opposed to `mover` is in check with no legal action: the
    /// checkmate test after an action by `mover`.
    pub fn mates_someone(&mut self, mover: usize) -> bool {
        (0..self.players).any(|q| self.mated_by(mover, q))
    }

    /// Whether `q` is live, opposed to `mover`, in check and without a legal action.
    pub fn mated_by(&mut self, mover: usize, q: usize) -> bool {
        self.opposed(mover, q) && self.live[q] && self.in_check(q) && !self.has_legal(q)
    }

    /// The legal actions of `player` in this position (whoever is to move).
    pub fn legal_for(&mut self, player: usize) -> Vec<Action> {
        let candidates = self.candidates(player);
        candidates.into_iter().filter(|&a| self.allowed(player, a)).collect()
    }

    /// Whether `player` has at least one legal action.
    pub fn has_legal(&mut self, player: usize) -> bool {
        let candidates = self.candidates(player);
        candidates.into_iter().any(|a| self.allowed(player, a))
    }
}

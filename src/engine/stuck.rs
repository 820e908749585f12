//! Stuck: whether a player can act — one allowed action looked for among the candidates (a
//! royal piece's moves early), the candidates a turn's start lists kept for the turn
//! (`Ready`), and what a stuck player does.

use super::action::{Action, END};
use super::state::{Outcome, State};
use crate::compile::geometry::NO_CELL;
use crate::compile::rules::PlayerId;

/// How many candidates `any_allowed` tries in their order before it tries royal moves first: a
/// player not in check may almost always play the first. (Measured in the random games of the
/// shipped game with most checks: 1 beats 0 by 6 % and 4 by 5 %.)
const TRIED_IN_ORDER: usize = 1;

/// Candidates listed when a turn began (to see whether its player could act), kept for the
/// turn to use: valid until the next action or undo, and for the same player and turn state,
/// or made ready by the action a look-ahead listed them after (`Ahead`).
/// What ready candidates depend on besides the position (`State::ready_key`).
pub(crate) type ReadyKey = (usize, u8, u8, u8);

#[derive(Clone, Debug, Default)]
pub(crate) struct Ready {
    pub candidates: Vec<Action>,
    pub valid: bool,
    pub key: ReadyKey,
    /// What a look-ahead listed after an action about to be played (`Ahead`).
    pub ahead: Option<Ahead>,
}

/// The candidates a look-ahead (`most`) listed after playing `action` and moving the turn on,
/// then took back: when the next action played is that one, it makes the same point of play,
/// whose candidates these are, so they are ready then without being listed again. Any other
/// action drops them; after an undo, `key`'s depth tells the points of play apart.
#[derive(Clone, Debug)]
pub(crate) struct Ahead {
    pub action: Action,
    pub candidates: Vec<Action>,
    pub key: ReadyKey,
}

impl State {
    /// Whether the player to act has any legal action (not counting `pass`).
    pub(crate) fn has_legal_action(&mut self) -> bool {
        let mut buffer = self.take_buffer();
        self.candidates(&mut buffer);
        let found = self.any_allowed(&buffer, |_| true);
        self.give_back(buffer);
        found
    }

    /// `has_legal_action` for the position as it stands at a turn's start, keeping the
    /// candidates it lists for the turn to use (`Ready`).
    pub(crate) fn has_legal_action_ready(&mut self) -> bool {
        self.any_ready(|_| true)
    }

    /// Whether some action other than `end` could follow now, keeping the candidates it lists
    /// for the turn to use: when none could, a turn that may end here does.
    pub(crate) fn can_go_on(&mut self) -> bool {
        self.any_ready(|a| a.rule != END)
    }

    /// Whether some candidate that `wanted` picks is legal; the candidates are kept (`Ready`),
    /// or, when they already are, read again rather than listed again.
    fn any_ready(&mut self, wanted: impl Fn(Action) -> bool) -> bool {
        let kept = self.is_ready();
        let mut buffer = std::mem::take(&mut self.ready.candidates);
        if !kept {
            self.candidates(&mut buffer);
        }
        let changed = std::mem::take(&mut self.changed);
        let found = self.any_allowed(&buffer, wanted);
        self.changed = changed;
        (self.ready.candidates, self.ready.valid, self.ready.key) = (buffer, true, self.ready_key());
        found
    }

    /// Lists the candidates into `Ready`, unless they are there already, and returns a copy:
    /// what a look-ahead keeps (`Ahead`) after playing an action.
    pub(crate) fn ready_copy(&mut self) -> Vec<Action> {
        if !self.is_ready() {
            let mut buffer = std::mem::take(&mut self.ready.candidates);
            self.candidates(&mut buffer);
            self.ready.candidates = buffer;
            self.ready.valid = true;
            self.ready.key = self.ready_key();
        }
        let mut copy = self.take_buffer();
        copy.clear();
        copy.extend_from_slice(&self.ready.candidates);
        copy
    }

    /// Keeps `candidates` (`ready_copy` after `action`, with its key) for when `action` is
    /// played next.
    pub(crate) fn keep_ahead(&mut self, action: Action, candidates: Vec<Action>, key: ReadyKey) {
        let kept = Ahead { action, candidates, key };
        if let Some(old) = self.ready.ahead.replace(kept) {
            self.give_back(old.candidates);
        }
    }

    /// Called as `action` is played: the candidates kept for it (`Ahead`) become the ready
    /// ones; those kept for another action are dropped.
    #[inline]
    pub(crate) fn take_ahead(&mut self, action: Action) {
        if self.ready.ahead.is_some() {
            self.take_kept_ahead(action);
        }
    }

    #[cold]
    fn take_kept_ahead(&mut self, action: Action) {
        let Some(ahead) = self.ready.ahead.take() else { return };
        if ahead.action != action {
            return self.give_back(ahead.candidates);
        }
        let stale = std::mem::replace(&mut self.ready.candidates, ahead.candidates);
        self.give_back(stale);
        self.ready.valid = true;
        self.ready.key = ahead.key;
    }

    /// Whether some candidate that `wanted` picks is allowed. After the first, a player's
    /// royal pieces' moves are tried before the rest: a player in check, whose candidates are
    /// mostly refused, most often gets out by moving the royal piece, and a search for one
    /// allowed action among them all is what `stuck` asks. The order changes only the work.
    fn any_allowed(&mut self, candidates: &[Action], wanted: impl Fn(Action) -> bool) -> bool {
        let (first, rest) = candidates.split_at(candidates.len().min(TRIED_IN_ORDER));
        if first.iter().any(|&a| wanted(a) && self.allows(a)) {
            return true;
        }
        if self.rules.pieces.royal == 0 {
            return rest.iter().any(|&a| wanted(a) && self.allows(a));
        }
        let player = self.s.to_move;
        for royal_first in [true, false] {
            for &action in rest {
                if self.moves_royal(action, player) == royal_first && wanted(action) && self.allows(action) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `action` moves a royal piece of `player`.
    fn moves_royal(&self, action: Action, player: PlayerId) -> bool {
        let from = action.from as usize;
        !action.is_word()
            && action.from != NO_CELL
            && self.position.royal_of(player).get(from / 64).is_some_and(|word| word >> (from % 64) & 1 != 0)
    }

    /// Whether the ready candidates are this point of play's.
    #[inline]
    pub(crate) fn is_ready(&self) -> bool {
        self.ready.valid && self.ready.key == self.ready_key()
    }

    /// What the ready candidates depend on besides the position: how deep play is, who acts
    /// and where in the turn.
    #[inline]
    pub(crate) fn ready_key(&self) -> ReadyKey {
        (self.depth(), self.s.to_move, self.s.turn_state, self.s.memory)
    }

    /// Whether no player could act if it were their turn now.
    pub(crate) fn nobody_can_act(&mut self) -> bool {
        let saved = self.s;
        let mut anyone = false;
        for player in 0..self.rules.player_count() as PlayerId {
            self.s.to_move = player;
            self.s.turn_state = self.rules.turn.start;
            anyone = self.has_legal_action();
            if anyone {
                break;
            }
        }
        self.s = saved;
        !anyone
    }

    /// Called when the player to act has no legal action: sets the result a rule gives, or,
    /// without one, a draw unless `pass when stuck` lets play go on. Returns whether to pass.
    pub(super) fn stuck_resolves_to_pass(&mut self) -> bool {
        self.s.result = self.stuck_result();
        if self.s.result.is_none() && !self.rules.pass_when_stuck {
            self.s.result = Some(Outcome::draw(None));
        }
        self.s.result.is_none()
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::State;

    /// Two cells, one stone each: the first player can place, then the second, then nobody.
    const TWO: &str =
        "players a b\nboard square 2 x 1\npiece stone\nhand stone 1\naction drop: place on empty\n";

    #[test]
    fn asking_again_at_the_same_point_reads_the_kept_candidates() {
        let mut state = State::of_source(TWO);
        let mut fresh = Vec::new();
        state.legal_actions(&mut fresh);
        assert_eq!(fresh.len(), 2);
        // The first ask keeps the candidates; the second and the listing read them.
        assert_eq!(state.outcome(), None);
        assert_eq!(state.outcome(), None, "asked again, the player can still act");
        let mut kept = Vec::new();
        state.legal_actions(&mut kept);
        assert_eq!(kept, fresh);
        state.play_unchecked(fresh[0]);
        assert_eq!(state.outcome(), None, "a new point of play lists its own");
        let mut next = Vec::new();
        state.legal_actions(&mut next);
        assert_eq!(next.len(), 1, "one empty cell left for the second player");
    }
}

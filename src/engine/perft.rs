//! Perft: the number of legal action (or whole turn) sequences of a given length, the engine's
//! proof of rules.

use super::action::Action;
use super::state::State;

/// perft(depth): legal action sequences of `depth` actions from this state; a finished game has none.
/// Counted on the kernel when the rules have one (`Rules::kernel`), else on the general engine.
pub fn perft(state: &mut State, depth: u32) -> u64 {
    if let Some(nodes) = state.kernel_perft(depth) {
        return nodes;
    }
    let mut buffers: Vec<Vec<Action>> = (0..depth).map(|_| Vec::new()).collect();
    count(state, depth, &mut buffers)
}

fn count(state: &mut State, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (mine, deeper) = buffers.split_first_mut().expect("one buffer per remaining depth");
    state.legal_actions(mine);
    if depth == 1 {
        return mine.len() as u64;
    }
    let mut nodes = 0;
    for &action in mine.iter() {
        state.play_unchecked(action);
        nodes += count(state, depth - 1, deeper);
        state.undo();
    }
    nodes
}

/// perft by turns: the number of sequences of `depth` complete turns (a multi-jump, a move and
/// its shot, a castling's two actions each count once); a finished game has none below it.
pub fn perft_turns(state: &mut State, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Action>> = Vec::new();
    turns(state, depth, 0, &mut buffers)
}

/// Counts from a position inside a turn: `depth` turns still to complete, at `level` of the
/// action stack (one buffer per action played below the root).
fn turns(state: &mut State, depth: u32, level: usize, buffers: &mut Vec<Vec<Action>>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if buffers.len() <= level {
        buffers.push(Vec::new());
    }
    let mut mine = std::mem::take(&mut buffers[level]);
    state.legal_actions(&mut mine);
    let turn = state.turn();
    let mut nodes = 0;
    for &action in mine.iter() {
        state.play_unchecked(action);
        nodes += match (state.turn() != turn, state.known_outcome().is_some()) {
            // The turn is complete, or the game is over with it (counted as a complete turn).
            (true, _) | (_, true) => turns(state, depth - 1, level + 1, buffers),
            (false, false) => turns(state, depth, level + 1, buffers),
        };
        state.undo();
    }
    buffers[level] = mine;
    nodes
}

/// perft by distinct turns: as `perft_turns`, but the turns from one position that leave the
/// same position (two orders of taking the same pieces) count once, as the published tables of
/// international draughts count them. Positions are told apart by `State::hash`.
pub fn perft_distinct_turns(state: &mut State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut seen = std::collections::HashSet::new();
    let turn = state.turn();
    distinct(state, depth, turn, &mut seen)
}

/// Follows the turn begun at `turn` to each of its ends; each position it leaves that `seen`
/// does not hold yet is counted from, `depth - 1` turns deep.
fn distinct(state: &mut State, depth: u32, turn: u32, seen: &mut std::collections::HashSet<u64>) -> u64 {
    let mut mine = Vec::new();
    state.legal_actions(&mut mine);
    let mut nodes = 0;
    for &action in &mine {
        state.play_unchecked(action);
        nodes += match state.turn() != turn || state.known_outcome().is_some() {
            true if seen.insert(state.hash()) => perft_distinct_turns(state, depth - 1),
            true => 0,
            false => distinct(state, depth, turn, seen),
        };
        state.undo();
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_actions_a_turn_count_as_one_turn() {
        let mut state = State::of_source(
            "players a b\nboard square 3 x 1\npiece p\nhand p unlimited\naction place: place on empty\nturn: place place\n",
        );
        // Turns of two placements on three cells: 3·2 for the first, then one cell is left.
        assert_eq!(perft(&mut state, 2), 6);
        assert_eq!(perft_turns(&mut state, 1), 6);
        assert_eq!(perft_turns(&mut state, 2), 0, "no second turn of two placements fits");
    }

    #[test]
    fn a_turn_that_ends_the_game_is_complete() {
        let source = "players a b\nboard square 3 x 1\npiece p\nhand p unlimited\naction place: place on empty\n\
                      turn: place place\nwin: lines 2 anywhere >= 1\n";
        let mut state = State::of_source(source);
        // a1 then b1 wins at once; a1 c1 and the rest are turns too.
        assert_eq!(perft_turns(&mut state, 1), 6);
        assert_eq!(perft(&mut state, 1), 3);
    }
}

//! Perft: the number of legal action sequences of a given length, the engine's proof of rules.

use super::action::Action;
use super::state::State;

/// perft(depth): legal action sequences of `depth` actions from this state; a finished game has none.
pub fn perft(state: &mut State, depth: u32) -> u64 {
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

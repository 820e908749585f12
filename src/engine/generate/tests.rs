//! Tests of generation's shortcuts: rules passed over list what listing them would.

use crate::engine::state::State;
use crate::engine::{assert_same_listings, shipped_sources};
use std::sync::Arc;

/// Passing over the rules that go by the dice once none are left (`Schedule::by_dice`) lists
/// what judging their `when` and walking their pieces does: in every shipped game with dice.
#[test]
fn rules_by_the_dice_list_nothing_with_no_die_left() {
    let mut games = 0;
    for source in shipped_sources() {
        let state = State::of_source(&source);
        if state.rules.schedule.by_dice == 0 {
            continue;
        }
        let mut plain = (*state.rules).clone();
        plain.schedule.by_dice = 0;
        let compared = assert_same_listings(&state.rules, &Arc::new(plain), 0..4, 300);
        assert!(compared > 1000, "{compared} lists compared: {}", state.rules.title);
        games += 1;
    }
    assert!(games >= 2, "the shipped games with dice");
}

//! The turn machine's tests: patterns compiled and walked.

use super::*;

fn a(id: ActionId) -> Pattern {
    Pattern::Action(id)
}

#[test]
fn two_placements_then_the_turn_is_over() {
    let m = TurnMachine::new(1, &Pattern::Seq(vec![a(0), a(0)]), &[(1, a(0))]).expect("small");
    let after_one = m.next(m.start, 0);
    assert!(!m.is_final(after_one));
    assert!(m.is_final(m.next(after_one, 0)));
    assert!(m.is_final(m.next(m.start_of(1), 0)));
    assert_eq!(m.start_of(2), m.start);
}

#[test]
fn optional_second_placement_offers_end() {
    // place place? | jump
    let turn = Pattern::Alt(vec![Pattern::Seq(vec![a(0), Pattern::Optional(Box::new(a(0)))]), a(1)]);
    let m = TurnMachine::new(2, &turn, &[]).expect("small");
    let after_place = m.next(m.start, 0);
    let state = &m.states[after_place as usize];
    assert!(state.accepting && state.allowed == 0b01);
    assert!(m.is_final(m.next(m.start, 1)));
}

#[test]
fn a_swap_plays_alone_only_as_a_whole_turn_at_a_turn_start() {
    // turn: place, turn 2: place | swap
    let m = TurnMachine::new(2, &a(0), &[(2, Pattern::Alt(vec![a(0), a(1)]))]).expect("small");
    assert!(m.plays_alone(1));
    // place | swap, then (swap place): a swap followed by more of the turn.
    let m = TurnMachine::new(2, &Pattern::Seq(vec![a(1), a(0)]), &[]).expect("small");
    assert!(!m.plays_alone(1));
    // place swap?: a swap after another action of the turn.
    let m = TurnMachine::new(2, &Pattern::Seq(vec![a(0), Pattern::Optional(Box::new(a(1)))]), &[])
        .expect("small");
    assert!(!m.plays_alone(1));
    // (swap place)* other: the start comes round again in the middle of the turn.
    let turn = Pattern::Seq(vec![Pattern::Star(Box::new(Pattern::Seq(vec![a(1), a(0)]))), a(2)]);
    let m = TurnMachine::new(3, &turn, &[]).expect("small");
    assert!(!m.plays_alone(1));
}

#[test]
fn a_roll_is_a_state_of_its_own_that_leads_to_the_moves() {
    // roll move{1,2}
    let turn = Pattern::Seq(vec![Pattern::Roll, a(0), Pattern::Optional(Box::new(a(0)))]);
    let m = TurnMachine::new(1, &turn, &[]).expect("small");
    assert!(m.rolls() && m.rolls_next(m.start) && !m.roll_shares_a_state());
    assert_eq!(m.actions_allowed(m.start), 0);
    let rolled = m.after_roll(m.start);
    assert_eq!(m.actions_allowed(rolled), 1);
    assert!(!m.rolls_next(rolled));
    // roll? move: the dice may be thrown or not: no chance node there.
    let turn = Pattern::Seq(vec![Pattern::Optional(Box::new(Pattern::Roll)), a(0)]);
    assert!(TurnMachine::new(1, &turn, &[]).expect("small").roll_shares_a_state());
}

#[test]
fn captures_repeat_until_the_placement() {
    // capture* place
    let m =
        TurnMachine::new(2, &Pattern::Seq(vec![Pattern::Star(Box::new(a(0))), a(1)]), &[]).expect("small");
    let after_capture = m.next(m.start, 0);
    assert_eq!(m.states[after_capture as usize].allowed, 0b11);
    assert!(!m.states[after_capture as usize].accepting);
    assert!(m.is_final(m.next(after_capture, 1)));
    assert!(!m.accepts_empty_turn());
}

#[test]
fn a_pattern_whose_machine_explodes_is_refused_while_it_is_built() {
    // (a|b)* a (a|b)^n needs 2^(n+1) states; n = 24 would need 33 million.
    let any = || Pattern::Alt(vec![a(0), a(1)]);
    let mut parts = vec![Pattern::Star(Box::new(any())), a(0)];
    parts.extend((0..24).map(|_| any()));
    let started = std::time::Instant::now();
    assert_eq!(TurnMachine::new(2, &Pattern::Seq(parts), &[]), Err(TooComplex::Turn));
    assert!(started.elapsed().as_secs() < 2, "refused in {:?}", started.elapsed());
}

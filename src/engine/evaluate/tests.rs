//! Tests of judging conditions: quantities read a faster way (a few cells, a word at a
//! time) agree with the plain reading.

use crate::compile::conditions::{Condition, Quantity};
use crate::engine::cells::count;
use crate::engine::{Rng, State};

/// The cells a count over a set within the last action's cells asks one by one
/// (`CellTest::within_last`) are those the set holds on the board, in positions of random
/// play: after slides that pass cells, after steps, and after sowings whose last seed falls
/// back in the pit sown from (an action whose `from` is its `to`, counted once).
#[test]
fn a_count_among_the_last_actions_cells_counts_what_the_board_holds() {
    let slides = "players a b\nboard square 5 x 6\nfacing a: n\nfacing b: s\npiece pawn\n\
                  setup a pawn: rank 2\nsetup b pawn: rank 5\nregion home of a: rank 2\n\
                  region home of b: rank 5\n\
                  action push: move pawn step forward | forward-left to empty | enemy\n\
                  action double: move pawn from home slide forward to empty\n";
    let sowings = "players south north\nboard square 4 x 1\nregion side of south: a1 b1\n\
                   region side of north: c1 d1\nseeds 4: all\ntrack round: a1 b1 c1 d1\n\
                   action sow: sow side along round\n";
    let cases = [
        (slides, "last double passed"),
        (slides, "last to & (home | enemy)"),
        (slides, "last from | last double passed"),
        (slides, "(last to | last from) - own"),
        (sowings, "last to & side"),
        (sowings, "last to | last from"),
    ];
    for (game, set) in cases {
        let mut state = State::of_source(&format!("{game}win \"never\": count ({set}) > 99\n"));
        let rules = state.rules().clone();
        let Condition::Compare(Quantity::Count(tests), ..) = &rules.results[0].condition else {
            panic!("{set}: a count")
        };
        let (mut rng, mut counted, mut back_home) = (Rng::new(5), 0, 0);
        for _ in 0..120 {
            let subject = state.to_move();
            let test = &tests[state.context()];
            assert!(test.within_last, "{set}: within the last action's cells");
            let board_wide = state.with_members(test, state.view(), |m| count(m) as u32);
            assert_eq!(state.count_cells(tests, subject), board_wide, "{set}: at ply {}", state.ply());
            counted += board_wide;
            back_home += u32::from(state.s.last.is_some_and(|a| a.from == a.to));
            let mut listed = Vec::new();
            state.legal_actions(&mut listed);
            let Some(&action) = listed.get(rng.below(listed.len().max(1))) else { break };
            state.play_unchecked(action);
        }
        assert!(counted > 0, "{set}: never held a cell");
        if game == sowings {
            assert!(back_home > 0, "{set}: no sowing ended where it began");
        }
    }
}

/// `pieces` of any kind, counted a word at a time, is the count of the subject's pieces kind
/// by kind, for every player in random play of every shipped game: several kinds, stacks,
/// boards past 64 cells, more than two players.
#[test]
fn pieces_of_any_kind_are_the_pieces_of_every_kind() {
    use crate::compile::rules::ANY_KIND;
    let (mut compared, mut some) = (0, 0);
    for source in crate::engine::shipped_sources() {
        let mut state = State::new(std::sync::Arc::new(crate::check::load(&source).expect("a shipped game")));
        let every_kind = (1u64 << state.rules().kinds.len()) - 1;
        let (any, each) = (
            Quantity::Pieces { kinds: ANY_KIND, along: None },
            Quantity::Pieces { kinds: every_kind, along: None },
        );
        let mut rng = Rng::new(11);
        for _ in 0..60 {
            for player in 0..state.rules().player_count() as crate::compile::rules::PlayerId {
                let pieces = state.count(&any, player);
                assert_eq!(pieces, state.count(&each, player), "player {player} at ply {}", state.ply());
                compared += 1;
                some += usize::from(pieces > 0);
            }
            let mut listed = Vec::new();
            state.legal_actions(&mut listed);
            let Some(&action) = listed.get(rng.below(listed.len().max(1))) else { break };
            state.play_unchecked(action);
        }
    }
    assert!(compared > 1000 && some > 500, "{compared} counts compared, {some} with pieces");
}
